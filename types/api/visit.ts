/** Visitor pre-registration and the e-badge (issue 15). See docs/api.md ("E-badges"). */
import type { ApiEnvelope, CommonQuery, Flag, Id } from './common'

export type VisitorType = 'trade' | 'buyer' | 'media' | 'student' | 'other'

/** POST /api/v5/visit/register (visitor session) */
export interface VisitRegisterBody {
  name: string
  company: string
  position: string
  phone: string
  /** the SMS code sent with type=visit */
  code: string
  email: string
  visitorType: VisitorType
  /** category ids (getCategory), at most 6 */
  interests: Id[]
  /**
   * 1: the visitor agrees, separately and optionally, that an exhibitor who scans their badge
   * receives their name, company, position, phone and email (consent `lead_contact`, issue 28);
   * otherwise a scan records only a visit
   */
  shareWithExhibitors?: Flag
  /** the privacy policy version the form showed (default: the one in force) */
  policyVersion?: number
}
export interface VisitQuery extends CommonQuery {
  eventEditionId?: Id
}
/** The visitor's own badge: their registration, and the signed id the QR code holds. */
export interface Badge {
  registrationId: string
  /** what the QR code holds and verifyBadge checks: `<payload>.<Ed25519 signature>` (rules/badge.ts; older badges `<registrationId>.<hmac>`) */
  token: string
  eventEditionId: Id
  eventEditionName: string
  eventCode: string
  name: string
  company: string
  position: string
  visitorType: VisitorType
  registeredAt: string
  /** false when this request found an earlier registration and answered it again */
  created: boolean
}
export type VisitRegisterResponse = ApiEnvelope<Badge>
/** GET /api/v5/visit/myBadge (visitor session): the visitor's badge for the edition, or null */
export type MyBadgeResponse = ApiEnvelope<Badge | null>

/** GET /api/v5/visit/verifyBadge?token=… — for the organiser's door scanners: is the signature ours? */
export interface VerifyBadgeQuery extends CommonQuery {
  token: string
}
export interface BadgeCheck {
  valid: boolean
  /** present when valid; nothing personal (a scanner is not the visitor) */
  registrationId?: string
  eventEditionName?: string
  visitorType?: VisitorType
  registeredAt?: string
}
export type VerifyBadgeResponse = ApiEnvelope<BadgeCheck>

/**
 * POST /api/v5/visit/checkIn — the entrance gate's scan (organiser's scanners only: header
 * `x-gate-key` with the server's GATE_KEY). A badge lets one person in: the first scan admits it,
 * every later scan is refused with the time of the first ("Already used at 09:12", venue time), so a
 * photographed badge cannot get a second person in.
 */
export type GateKeyHeader = 'x-gate-key'
export interface CheckInBody {
  /** what the QR code holds: `<registrationId>.<signature>` */
  token: string
  /** the gate's own name (e.g. "North 2"), kept with the first entry */
  gate?: string
}
export interface GateCheckIn {
  /** true: this scan lets the holder in */
  admitted: boolean
  /** why not: invalid (not one of our badges), used (it already let someone in) */
  reason?: 'invalid' | 'used'
  /** the holder, for the gate staff to compare with the person (never a phone or email) */
  registrationId?: string
  name?: string
  company?: string
  visitorType?: VisitorType
  eventEditionName?: string
  /** when the badge first went through a gate (ISO) */
  usedAt?: string
  /** that time on the venue's clock, 'HH:mm' */
  usedAtVenue?: string
  /** the gate of the first entry */
  usedGate?: string
  /** what the gate shows, in the request's language: "Welcome" / "Already used at 09:12" */
  message: string
}
export type CheckInResponse = ApiEnvelope<GateCheckIn>
