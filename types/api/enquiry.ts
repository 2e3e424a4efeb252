/** The enquiry pool: requests for quotation (show). */
import type { ApiEnvelope, CommonQuery, Flag, Id, ListPage, PageQuery } from './common'
import type { FilterItem } from './directory'

/**
 * RFQ statuses (docs/decisions.md, "Enquiry pool"):
 * - OPEN: published; listed in the pool (a general RFQ); accepts likes and messages;
 * - RESPONDED: at least one message received; otherwise as OPEN;
 * - CLOSED: closed by its poster; not listed; detail readable by its poster and by visitors who
 *   already contacted it; no likes or messages;
 * - EXPIRED: LIMITS.rfqOpenDays days after it was posted (rules/); as CLOSED, but by time.
 */
export type EnquiryStatus = 'OPEN' | 'RESPONDED' | 'CLOSED' | 'EXPIRED'

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
  /** when it expires (ISO); null: it does not (posted before RFQs expired) */
  expiresAt: string | null
  /** distinct visitors per day who opened it */
  views: number
  interestedCount: number
  /** the caller liked it */
  liked: Flag
}
export interface EnquiryDetail extends EnquiryListItem {
  /** the contact's name */
  contact: string
  /**
   * The contact's mobile number: only for the poster and for a visitor who was granted contact (sent
   * the poster a message); absent otherwise. The poster's email is never stored, never answered.
   */
  contactInfo?: string
  /** 1 when the caller may see the contact's number (isEnquiryPoolContact) */
  isContact: Flag
  /** the exhibitor an RFQ from an exhibitor page was sent to (only its poster can open such an RFQ) */
  companyProfileId: Id | null
  companyProfileName: string | null
  /** the product an RFQ from a product page is about */
  productId: Id | null
  productName: string | null
  /** 1 when the caller posted it */
  isMine: Flag
  /**
   * 1 while the poster's separate consent to show their number to sellers who write is in force
   * (privacy: rfq_contact); 0: writing to the RFQ does not reveal the number
   */
  contactShared: Flag
}
/**
 * GET /api/v5/enquiryPool/getEnquiryPools: the pool (open general RFQs), or the caller's own RFQs
 * (mine=1, any status, also those sent to exhibitors).
 */
export interface EnquiryListQuery extends PageQuery {
  /** a category; a group matches its children */
  categoryId?: Id
  /** exactly this region (as getEnquiryRegions lists it) */
  region?: string
  /** words in the description, message or region (case-insensitive) */
  keyword?: string
  /** 0 newest first (default), 1 most interested first */
  orderBy?: EnquiryOrder
  /** only the caller's own RFQs (any status) */
  mine?: Flag
}
export type EnquiryOrder = 0 | 1
export type EnquiryListResponse = ApiEnvelope<ListPage<EnquiryListItem>>

/** GET /api/v5/enquiryPool/getEnquiryRegions (added): the regions of the pool's RFQs, most used first. */
export type EnquiryRegionsQuery = CommonQuery
export interface EnquiryRegion {
  region: string
  count: number
}
export type EnquiryRegionsResponse = ApiEnvelope<EnquiryRegion[]>

/** GET /api/v5/enquiryPool/getEnquiryPoolDetail?id=… (counts a view: once per visitor per day) */
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
  /**
   * uploaded picture urls (from /upload/uploadQiNiu), 1 to LIMITS.rfqMaxPictures, in the order the
   * poster chose (the first is the cover); a comma-separated string is accepted
   */
  pictureList: string[] | string
  /** the SMS code sent to contactInfo by /api/sendCode.do?type=rfq */
  verifyCode: string
  /** category ids, at most LIMITS.rfqMaxCategories; a JSON or comma-separated string is accepted */
  categories?: Id[] | string
  /** set when posted from an exhibitor page: the RFQ is mailed to it, and is not listed in the pool */
  companyProfileId?: Id
  /** set when posted from a product page (a product of companyProfileId) */
  productId?: Id
  /**
   * The poster's separate consent (issue 23): 1 = show my number to the sellers who write to this
   * RFQ (a general RFQ), or give my contact details to the exhibitor (an RFQ to an exhibitor, where
   * it is required). Recorded under the policy version `policyVersion` (default: the one in force).
   */
  shareContact?: Flag
  policyVersion?: number
}
export interface EnquiryPostResult {
  id: Id
  status: EnquiryStatus
  expiresAt: string | null
}
export type EnquiryPostResponse = ApiEnvelope<EnquiryPostResult>
/** POST /api/v5/enquiryPool/enquiryPoolLike: like = interested (idempotent), like 0 = undo. Not one's own. */
export interface EnquiryLikeBody {
  id: Id
  like?: Flag
}
export type EnquiryLikeResponse = ApiEnvelope<{ liked: Flag; interestedCount: number }>
/** GET /api/v5/enquiryPool/isEnquiryPoolContact?id=…: may the caller see the contact (posted it, or wrote to it)? */
export interface EnquiryContactQuery extends CommonQuery {
  id: Id
}
export interface EnquiryContactResult {
  isContact: Flag
  /** present when isContact = 1 */
  contact?: string
  /** present when isContact = 1 and the poster consents to share it (contactShared) */
  contactInfo?: string
  contactShared?: Flag
}
export type EnquiryContactResponse = ApiEnvelope<EnquiryContactResult>
/**
 * POST /api/v5/enquiryPool/sendMessage: body { data } (object or JSON string); the poster is told
 * by SMS; the sender is granted the contact. At most LIMITS.rfqContactsPerDay RFQs contacted per day.
 */
export interface EnquiryMessageData {
  id: Id
  /** 1 to LIMITS.chatMessageMaxChars characters (rules/) */
  content: string
}
export interface EnquiryMessageBody {
  data: EnquiryMessageData | string
}
export type EnquiryMessageResponse = ApiEnvelope<{ messageId: Id; status: EnquiryStatus }>
/** GET /api/v5/enquiryPool/getEnquiryMessages?id=… (added): the messages an RFQ received (its poster only). */
export interface EnquiryMessagesQuery extends CommonQuery {
  id: Id
}
export interface EnquiryMessage {
  id: Id
  content: string
  createdAt: string
}
export type EnquiryMessagesResponse = ApiEnvelope<EnquiryMessage[]>
/** POST /api/v5/enquiryPool/closeEnquiryPool (added): the poster closes an RFQ. */
export interface EnquiryCloseBody {
  id: Id
}
export type EnquiryCloseResponse = ApiEnvelope<{ status: EnquiryStatus }>
