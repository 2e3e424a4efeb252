/**
 * Privacy (issue 23 item 7): the privacy policy the organiser edits in the database, and the
 * visitor's separate consents to share personal information (PIPL Art. 23). See docs/api.md.
 */
import type { ApiEnvelope, CommonQuery, Id } from './common'
import type { ContentBlock } from './content'

/** GET /api/v5/privacy/policy: the policy in force (the newest version), in the request's language */
export type PrivacyPolicyQuery = CommonQuery
export interface PrivacyPolicy {
  version: number
  title: string
  blocks: ContentBlock[]
  effectiveAt: string
}
export type PrivacyPolicyResponse = ApiEnvelope<PrivacyPolicy>

/**
 * What a consent lets us share, and with whom:
 * - rfq_contact: an RFQ's mobile number, with the sellers who write to it (subject: the RFQ id);
 * - match_profile: the visitor's matchmaking card, with the other attendees of the show;
 * - exhibitor_contact: the visitor's contact name, number and email, with one exhibitor
 *   (subject: its companyProfileId), through an enquiry sent to it.
 * - lead_contact: the visitor's name, company, position, number and email, with each exhibitor that
 *   scans their e-badge (subject: the edition id; given at pre-registration, issue 28).
 */
export type ConsentPurpose = 'rfq_contact' | 'match_profile' | 'exhibitor_contact' | 'lead_contact'

/** One consent as the visitor gave it (a withdrawn one stays, with its withdrawal time). */
export interface Consent {
  consentId: Id
  purpose: ConsentPurpose
  /** the RFQ id or companyProfileId the consent is about; '' for the whole purpose */
  subject: string
  /** who receives the information, in the request's language ("Sellers who write to RFQ #12") */
  recipient: string
  /** what is shared, in the request's language */
  data: string
  policyVersion: number
  grantedAt: string
  withdrawnAt: string | null
}

/** GET /api/v5/privacy/consents (visitor session): every consent the visitor gave, newest first */
export type ConsentListQuery = CommonQuery
export type ConsentListResponse = ApiEnvelope<Consent[]>

/** POST /api/v5/privacy/grantConsent (visitor session) */
export interface ConsentGrantBody {
  purpose: ConsentPurpose
  /** required for rfq_contact (one of the visitor's RFQs) and exhibitor_contact (an exhibitor) */
  subject?: string
  /** the version of the policy the visitor was shown */
  policyVersion: number
}
export type ConsentGrantResponse = ApiEnvelope<Consent>

/**
 * POST /api/v5/privacy/withdrawConsent (visitor session): stops all future sharing of the purpose
 * (for the subject when given) at once. Withdrawing match_profile also takes the card out of
 * matchmaking. Answers the visitor's consents.
 */
export interface ConsentWithdrawBody {
  purpose: ConsentPurpose
  subject?: string
}
export type ConsentWithdrawResponse = ApiEnvelope<Consent[]>
