/** The enquiry pool: requests for quotation (show). */
import type { ApiEnvelope, CommonQuery, Flag, Id, ListPage, PageQuery } from './common'
import type { FilterItem } from './directory'

/**
 * RFQ statuses: OPEN (published, listed, accepts likes and messages), RESPONDED (at least one
 * message received; still listed and open), CLOSED (closed by its poster: not listed; detail still
 * readable; no likes or messages).
 */
export type EnquiryStatus = 'OPEN' | 'RESPONDED' | 'CLOSED'

export interface EnquiryListItem {
  id: Id
  description: string
  price: number
  quantity: number
  message: string
  region: string
  categories: FilterItem[]
  pictureList: string[]
  status: EnquiryStatus
  postedAt: string
  views: number
  interestedCount: number
  /** the caller liked it */
  liked: Flag
}
export interface EnquiryDetail extends EnquiryListItem {
  /** contact name */
  contact: string
  /** masked (138****1234) unless the caller is its poster or has contacted it */
  contactInfo: string
  companyProfileId: Id | null
  companyProfileName: string | null
  /** 1 when the caller posted it */
  isMine: Flag
}
/** GET /api/v5/enquiryPool/getEnquiryPools */
export interface EnquiryListQuery extends PageQuery {
  categoryId?: Id
  /** only the caller's own RFQs (any status) */
  mine?: Flag
}
export type EnquiryListResponse = ApiEnvelope<ListPage<EnquiryListItem>>
/** GET /api/v5/enquiryPool/getEnquiryPoolDetail?id=… (counts a view) */
export interface EnquiryDetailQuery extends CommonQuery {
  id: Id
}
export type EnquiryDetailResponse = ApiEnvelope<EnquiryDetail>

/**
 * POST /api/v5/enquiryPool/pushEnquiryPool (JSON or form-urlencoded). Rules and messages of spec §5,
 * checked in this order; the first failing rule is answered. `email` is validated and used to send
 * the enquiry to the exhibitor (when companyProfileId is given) but never stored.
 */
export interface EnquiryPostBody {
  description: string
  /** a whole number, 0 to LIMITS.maxAmount (rules/) */
  price: number | string
  quantity: number | string
  /** at most LIMITS.rfqMessageMaxChars characters (rules/) */
  message: string
  region: string
  contact: string
  /** a mainland mobile number (rules/: isPhone) */
  contactInfo: string
  email: string
  /** uploaded picture urls (from /upload/uploadQiNiu); at least one; a comma-separated string is accepted */
  pictureList: string[] | string
  /** the SMS code sent to contactInfo by /api/sendCode.do?type=rfq */
  verifyCode: string
  /** category ids, at most LIMITS.rfqMaxCategories; a JSON or comma-separated string is accepted */
  categories?: Id[] | string
  /** set when posted from an exhibitor page */
  companyProfileId?: Id
}
export interface EnquiryPostResult {
  id: Id
  status: EnquiryStatus
}
export type EnquiryPostResponse = ApiEnvelope<EnquiryPostResult>
/** POST /api/v5/enquiryPool/enquiryPoolLike: like = interested (idempotent), like 0 = undo. */
export interface EnquiryLikeBody {
  id: Id
  like?: Flag
}
export type EnquiryLikeResponse = ApiEnvelope<{ liked: Flag; interestedCount: number }>
/** GET /api/v5/enquiryPool/isEnquiryPoolContact?id=…: has the caller contacted it (or posted it)? */
export interface EnquiryContactQuery extends CommonQuery {
  id: Id
}
export interface EnquiryContactResult {
  isContact: Flag
  /** present when isContact = 1 */
  contact?: string
  contactInfo?: string
}
export type EnquiryContactResponse = ApiEnvelope<EnquiryContactResult>
/** POST /api/v5/enquiryPool/sendMessage: body { data } (object or JSON string); the poster is told by SMS. */
export interface EnquiryMessageData {
  id: Id
  /** 1 to LIMITS.chatMessageMaxChars characters (rules/) */
  content: string
}
export interface EnquiryMessageBody {
  data: EnquiryMessageData | string
}
export type EnquiryMessageResponse = ApiEnvelope<{ messageId: Id; status: EnquiryStatus }>
/** POST /api/v5/enquiryPool/closeEnquiryPool (added): the poster closes an RFQ. */
export interface EnquiryCloseBody {
  id: Id
}
export type EnquiryCloseResponse = ApiEnvelope<{ status: EnquiryStatus }>
