/** Visitor pre-registration and the e-badge (issue 15). See docs/api.md ("E-badges"). */
import type { ApiEnvelope, CommonQuery, Id } from './common'

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
}
export interface VisitQuery extends CommonQuery {
  eventEditionId?: Id
}
/** The visitor's own badge: their registration, and the signed id the QR code holds. */
export interface Badge {
  registrationId: string
  /** `<registrationId>.<signature>`: what the QR code holds and verifyBadge checks */
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
