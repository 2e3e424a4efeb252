/**
 * Shared API contract between the app (src/) and the reference server (server/).
 *
 * Plain types only: no imports, no runtime code, so both the Taro build and the server can include it.
 * The server's TypeBox route schemas are checked against these types at compile time
 * (server/src/schemas/contract-check.ts), so the two cannot drift.
 *
 * Conventions (see docs/api.md for the full description of every call):
 * - Every request may carry the query parameters of `CommonQuery` (language, eventCode, userId);
 *   identity is the `userId` query parameter (header `x-user-id` is accepted as a fallback).
 * - Every JSON response is an `ApiEnvelope<T>`; the payload is in `resultList`.
 * - Client mistakes answer HTTP 400 (validation) / 401 (edit token missing or expired) / 403 (not
 *   allowed) / 404 (unknown id or event) / 413 (upload too large) / 415 (upload not an image) / 429
 *   (rate limited) with `result: 'FAIL'` and a localised `resultDesc`; never 500.
 * - Ids are numbers. Flags are 0 | 1. Timestamps are ISO-8601 strings (UTC) unless stated.
 * - Text fields are already localised for the request's `language`; filter items also carry
 *   `names` keyed by language.
 */

// ---------------------------------------------------------------------------------------------
// Basics
// ---------------------------------------------------------------------------------------------

export type Language = 'ZH-CN' | 'EN';
export type Flag = 0 | 1;
export type Id = number;
/** Text keyed by language (spec §3: lookup falls back ZH-CN, EN, zh-CN, en). */
export type LocalisedNames = { 'ZH-CN'?: string; EN?: string; 'zh-CN'?: string; en?: string };

export type ApiResultCode = 'OK' | 'FAIL';

/** The response envelope of every JSON call. Success: `result === 'OK'`. */
export interface ApiEnvelope<T> {
  result: ApiResultCode;
  /** Localised message: the error text when FAIL, sometimes a success text (e.g. after sending email). */
  resultDesc?: string;
  /** Machine-readable error code when FAIL, e.g. 'VALIDATION', 'NOT_FOUND', 'EVENT_NOT_VIEWABLE'. */
  resultCode?: string;
  resultList?: T;
}

/** The special error text answered when an eventCode / edition does not exist or is not viewable. */
export type EventNotViewableText = '展会不存在或当前不可查看';

/** Query parameters every call accepts. */
export interface CommonQuery {
  language?: Language;
  eventCode?: string;
  /** Anonymous visitor id (UUID v4 from the device, or the native / mini-program user id). */
  userId?: string;
  /** Native-app session credential (sent together with userId on the app path). */
  sessionId?: string;
}

/** Paginated list payload (resultList of every listPage-like call). */
export interface ListPage<T> {
  list: T[];
  /** Present when the request asked isShowCountNum=1 (the list calls of the enquiry pool always send it). */
  total?: number;
  pageNo: number;
  pageSize: number;
  /** true when another page exists. */
  hasMore: boolean;
}

export interface PageQuery extends CommonQuery {
  /** 1-based, default 1. */
  pageNo?: number;
  /** default 20, at most 100. */
  pageSize?: number;
  /** 1: include `total` in the answer. */
  isShowCountNum?: Flag;
}

// ---------------------------------------------------------------------------------------------
// Directory entities (spec §3)
// ---------------------------------------------------------------------------------------------

/** A selectable filter item. */
export interface FilterItem {
  id: Id;
  label: string;
  names?: LocalisedNames;
  checked?: boolean;
}

/** A category group of the filter (two-level tree). */
export interface CategoryFilterItem extends FilterItem {
  children: FilterItem[];
}

export interface DivisionEdition {
  id: Id;
  eventEditionName: string;
  checked?: boolean;
}

/** divisions = the exhibition years; one group per exhibition, its editions in eventEditionList. */
export interface DivisionFilterItem {
  id: Id;
  label: string;
  names?: LocalisedNames;
  checked?: boolean;
  eventEditionList: DivisionEdition[];
}

/** Sort ids: 0 Sort (default), 1 Latest Upload, 2 Latest Update, 3 Viewed high→low, 4 Bookmarked high→low. */
export type OrderBy = 0 | 1 | 2 | 3 | 4;

export interface SortOption {
  id: OrderBy;
  label: string;
  checked?: boolean;
}

export interface FilterData {
  catagory: CategoryFilterItem[];
  meals: FilterItem[];
  divisions: DivisionFilterItem[];
  sortList: SortOption[];
}

export interface EventEditionSummary {
  eventEditionId: Id;
  eventEditionName: string;
  eventCode: string;
  exhibitionId: Id;
  exhibitionName: string;
  year: number;
  startDate: string;
  endDate: string;
}

export interface EventEditionDetail extends EventEditionSummary {
  venueName: string;
  address: string;
  introduction: string;
  logo: string;
  banner: string;
  openingHours: string;
  organiser: string;
  exhibitorCount: number;
  productCount: number;
  /** true for the edition currently shown for the eventCode. */
  isCurrent: boolean;
}

/** GET /api/v5/pageHomeData/companyProfile and /product. */
export interface HomeDataQuery extends CommonQuery {
  /** optional edition; default: the current edition of eventCode. */
  eventEditionId?: Id;
  /** optional search text (echoed, not used for filtering). */
  search?: string;
}
export interface HomeData extends FilterData {
  eventEdition: EventEditionSummary;
  /** exhibitors (companyProfile) or products (product) in this edition. */
  totalCount: number;
  hotWords: HotWord[];
}
export type HomeDataResponse = ApiEnvelope<HomeData>;

export interface ImageRef {
  url: string;
  width: number;
  height: number;
}

/** Exhibitor entry of directory lists. */
export interface CompanyListItem {
  companyProfileId: Id;
  companyProfileName: string;
  logo: string;
  /** logo size, lets the waterfall reserve space. */
  logoWidth: number;
  logoHeight: number;
  stand: string;
  hall: string;
  eventEditionId: Id;
  eventEditionName: string;
  tags: FilterItem[];
  collected: Flag;
  viewCount: number;
  collectCount: number;
}

/** Product entry of directory lists. */
export interface ProductListItem {
  productId: Id;
  productName: string;
  logo: string;
  logoWidth: number;
  logoHeight: number;
  companyProfileId: Id;
  companyProfileName: string;
  stand: string;
  eventEditionId: Id;
  collected: Flag;
  viewCount: number;
  collectCount: number;
}

/** Body of POST /api/v5/companyProfiles/listPage (all optional; arrays of ids). */
export interface CompanyListBody {
  companyProfileName?: string;
  /** edition ids picked in the divisions tab (single choice in the UI). */
  divisions?: Id[];
  /** tag ids (any of). */
  meals?: Id[];
  /** category ids (any of); a parent id matches all its children. */
  categorys?: Id[];
  eventEditionIds?: Id[];
  orderBy?: OrderBy;
}
export interface ProductListBody {
  productName?: string;
  divisions?: Id[];
  meals?: Id[];
  categorys?: Id[];
  eventEditionIds?: Id[];
  orderBy?: OrderBy;
}
/** Query of both listPage calls: language, eventCode, pageNo, pageSize, isShowCountNum, userId. */
export type ListPageQuery = PageQuery;
export type CompanyListPageResponse = ApiEnvelope<ListPage<CompanyListItem>>;
export type ProductListPageResponse = ApiEnvelope<ListPage<ProductListItem>>;

/** Exhibitor (company profile) detail: every field of spec §3. */
export interface ExhibitorDetail {
  companyProfileId: Id;
  companyProfileName: string;
  /** same as companyProfileName (spec §3 calls it name). */
  name: string;
  logo: string;
  logoWidth: number;
  logoHeight: number;
  /** tags = meals */
  tags: FilterItem[];
  categories: FilterItem[];
  /** the edition(s) (exhibition year) the exhibitor takes part in. */
  divisions: DivisionEdition[];
  introduction: string;
  mainProduct: string;
  contactEmail: string;
  website: string;
  tel: string;
  fax: string;
  address: string;
  country: string;
  hall: string;
  /** booth */
  stand: string;
  eventEditionId: Id;
  eventEditionName: string;
  eventCode: string;
  collected: Flag;
  viewCount: number;
  collectCount: number;
  productList: ProductListItem[];
  updatedAt: string;
}
export interface ExhibitorDetailQuery extends CommonQuery {
  companyProfileId: Id;
}
export type ExhibitorDetailResponse = ApiEnvelope<ExhibitorDetail>;

export interface ProductDetail {
  productId: Id;
  productName: string;
  name: string;
  logo: string;
  logoWidth: number;
  logoHeight: number;
  images: ImageRef[];
  introduction: string;
  categories: FilterItem[];
  tags: FilterItem[];
  companyProfileId: Id;
  companyProfileName: string;
  companyLogo: string;
  stand: string;
  hall: string;
  eventEditionId: Id;
  eventEditionName: string;
  eventCode: string;
  collected: Flag;
  viewCount: number;
  collectCount: number;
  updatedAt: string;
}
export interface ProductDetailQuery extends CommonQuery {
  productId: Id;
}
export type ProductDetailResponse = ApiEnvelope<ProductDetail>;

/** GET /api/v5/exhibition/getEventEditionDetail: eventEditionId, or else the current edition of eventCode. */
export interface EventEditionDetailQuery extends CommonQuery {
  eventEditionId?: Id;
}
export type EventEditionDetailResponse = ApiEnvelope<EventEditionDetail>;

/** GET /api/v5/exhibition/getEventEditionList (added): the editions of eventCode's exhibition, for the edition switch. */
export type EventEditionListQuery = CommonQuery;
export type EventEditionListResponse = ApiEnvelope<EventEditionSummary[]>;

/** GET /api/v5/exhibition/getVenueList: the halls of an edition. */
export interface VenueQuery extends CommonQuery {
  eventEditionId?: Id;
}
export interface Venue {
  hallId: Id;
  hallName: string;
  floor: string;
  exhibitorCount: number;
  /** first stands, for the booth map legend */
  stands: string[];
}
export type VenueListResponse = ApiEnvelope<Venue[]>;

/** GET /api/v5/categoryData/getCategory: the two-level category tree of an edition. */
export interface CategoryQuery extends CommonQuery {
  eventEditionId?: Id;
}
export interface CategoryNode {
  id: Id;
  label: string;
  names: LocalisedNames;
  parentId: Id | null;
  children: CategoryNode[];
}
export type CategoryResponse = ApiEnvelope<CategoryNode[]>;

/** GET /api/v5/getHotSearchList: eventEditionId (or eventCode), channel ('exhibitor' | 'product' | any). */
export interface HotSearchQuery extends CommonQuery {
  eventEditionId?: Id;
  channel?: string;
}
export interface HotWord {
  id: Id;
  word: string;
  hot: number;
}
export type HotSearchResponse = ApiEnvelope<HotWord[]>;

/** GET /api/v5/exhibition/recommendCPList: exhibitors recommended for an edition (optionally similar to one). */
export interface RecommendQuery extends CommonQuery {
  eventEditionId?: Id;
  companyProfileId?: Id;
  pageSize?: number;
}
export type RecommendResponse = ApiEnvelope<CompanyListItem[]>;

/** GET /api/v5/exhibition/getShareExhibitorDetail: data of the long share image. */
export interface ShareExhibitorQuery extends CommonQuery {
  companyProfileId: Id;
}
export interface ShareExhibitorDetail {
  companyProfileId: Id;
  companyProfileName: string;
  logo: string;
  hall: string;
  stand: string;
  introduction: string;
  mainProduct: string;
  eventEditionName: string;
  eventCode: string;
  startDate: string;
  endDate: string;
  venueName: string;
  /** absolute deep link to /exhibitors/detail?companyProfileId=…&eventCode=… */
  shareUrl: string;
  productList: ProductListItem[];
}
export type ShareExhibitorResponse = ApiEnvelope<ShareExhibitorDetail>;

/** GET /api/v4/getExhibitorCount: counts for one edition (eventEditionId, else current of eventCode). */
export interface ExhibitorCountQuery extends CommonQuery {
  eventEditionId?: Id;
}
export interface ExhibitorCount {
  eventEditionId: Id;
  eventEditionName: string;
  exhibitorCount: number;
  productCount: number;
  hallCount: number;
  /** exhibitors in the caller's plan for this edition (0 without userId) */
  collectedCount: number;
}
export type ExhibitorCountResponse = ApiEnvelope<ExhibitorCount>;
/** GET /api/v4/getExhibitorCountList: the same counts for every edition of eventCode's exhibition. */
export type ExhibitorCountListQuery = CommonQuery;
export type ExhibitorCountListResponse = ApiEnvelope<ExhibitorCount[]>;

// ---------------------------------------------------------------------------------------------
// Plan (favourites), kept per userId and per edition
// ---------------------------------------------------------------------------------------------

export interface PlanProductEntry {
  productId: Id;
  productName: string;
  logo: string;
}
export interface PlanCompanyEntry {
  companyProfileId: Id;
  companyProfileName: string;
  logo: string;
  stand: string;
  /** 1 when the exhibitor itself is collected; 0 when it is only listed because products of it are. */
  collected: Flag;
  productList: PlanProductEntry[];
}
export interface PlanEditionEntry {
  eventEditionId: Id;
  eventEditionName: string;
  eventCode: string;
  companyProfileList: PlanCompanyEntry[];
}

/** PUT /api/v1/plan/events/{eventCode}/companyProfiles/{id} and …/products/{id}. */
export interface CollectParams {
  eventCode: string;
  id: Id;
}
export interface CollectBody {
  id: Id;
  collected: Flag;
}
export interface CollectResult {
  /** the caller's number of collected items (exhibitors + products) in this eventCode's exhibition. */
  collectCnt: number;
  collected: Flag;
}
export type CollectResponse = ApiEnvelope<CollectResult>;

/** GET /api/v1/plan/events/{eventCode}/companyProfiles: editions with their collected exhibitors and products. */
export interface PlanListParams {
  eventCode: string;
}
export type PlanListQuery = CommonQuery;
export type PlanListResponse = ApiEnvelope<PlanEditionEntry[]>;

/** GET /api/v1/plan/sendEmail. The address is used to send, never stored nor logged. */
export interface SendPlanEmailQuery extends CommonQuery {
  email: string;
  /** privacy-policy checkbox; when sent it must be 1 ('Please check the privacy policy conditions'). */
  privacy?: Flag;
}
export interface SendPlanEmailResult {
  sent: true;
}
export type SendPlanEmailResponse = ApiEnvelope<SendPlanEmailResult>;

/** GET /api/v1/plan/pdf: answers application/pdf (attachment) on success, an ApiEnvelope on failure. */
export type PlanPdfQuery = CommonQuery;

/** GET /api/v5/plan/companyProfilePlan and /productPlan: the flat plan lists of the current edition. */
export interface PlanPageQuery extends CommonQuery {
  eventEditionId?: Id;
}
export type CompanyPlanResponse = ApiEnvelope<CompanyListItem[]>;
export type ProductPlanResponse = ApiEnvelope<ProductListItem[]>;

/** POST /api/v5/collectTargetIds (native-app path). */
export type CollectTargetType = 1 | 2;
export interface CollectTarget {
  /** 1 exhibitor, 2 product */
  type: CollectTargetType;
  objId: Id;
  isCollected: Flag;
}
export interface CollectTargetsQuery extends CommonQuery {
  userId: string;
  sessionId: string;
}
export interface CollectTargetsBody {
  userId: string;
  /** the list, or the same list JSON-encoded as a string */
  objJson: CollectTarget[] | string;
}
export interface CollectTargetsResult {
  collectCnt: number;
  applied: number;
}
export type CollectTargetsResponse = ApiEnvelope<CollectTargetsResult>;

// ---------------------------------------------------------------------------------------------
// Behaviour records
// ---------------------------------------------------------------------------------------------

/** Channel ids: mini-program 109, WeChat browser 110, plain web 107, iOS 104, otherwise 103. */
export type ChannelId = 103 | 104 | 107 | 109 | 110;
export interface BehaviourRecord {
  TARGET: string;
  USERID: string;
  EVENTEDITIONID?: Id | string;
  SOURCE?: string;
  ACTIONID: string;
  CHANNELID: ChannelId;
  /** epoch milliseconds */
  TIMESTAMP: number;
  /** ignored; the server records the request's address */
  IP?: string;
  URL?: string;
  COMPANYPROFILEID?: Id | string;
  EXTRAS?: string | Record<string, unknown>;
}
export interface BehaviourBody {
  DATA: BehaviourRecord[];
}
export interface BehaviourResult {
  saved: number;
}
export type BehaviourResponse = ApiEnvelope<BehaviourResult>;

// ---------------------------------------------------------------------------------------------
// Sessions and speakers
// ---------------------------------------------------------------------------------------------

export interface SpeakerSummary {
  personId: Id;
  name: string;
  title: string;
  company: string;
  avatar: string;
}
export interface SessionSummary {
  id: Id;
  title: string;
  startTime: string;
  endTime: string;
  room: string;
  isKeynote: Flag;
}
export interface SessionDetail extends SessionSummary {
  description: string;
  eventEditionId: Id;
  eventEditionName: string;
  speakers: SpeakerSummary[];
  /** 1 when the caller asked to be reminded */
  remind: Flag;
}
export interface PersonDetail extends SpeakerSummary {
  introduction: string;
  country: string;
  keynoteSessions: SessionSummary[];
  previousSessions: SessionSummary[];
}
/** GET /api/v5/session/getSessionList (added): sessions of an edition, by start time. */
export interface SessionListQuery extends PageQuery {
  eventEditionId?: Id;
  keynote?: Flag;
}
export type SessionListResponse = ApiEnvelope<ListPage<SessionSummary>>;
/** GET /api/v5/session/getSessionDetail?id=… */
export interface SessionDetailQuery extends CommonQuery {
  id: Id;
}
export type SessionDetailResponse = ApiEnvelope<SessionDetail>;
/** GET /api/v5/session/getPersonDetail?id=… */
export interface PersonDetailQuery extends CommonQuery {
  id: Id;
}
export type PersonDetailResponse = ApiEnvelope<PersonDetail>;
/** POST /api/v5/session/remind (added): Remind me / Cancel. */
export interface SessionRemindBody {
  id: Id;
  remind: Flag;
}
export type SessionRemindResponse = ApiEnvelope<{ remind: Flag }>;

// ---------------------------------------------------------------------------------------------
// Matchmaking
// ---------------------------------------------------------------------------------------------

export interface MatchUser {
  userId: string;
  name: string;
  company: string;
  position: string;
  avatar: string;
  country: string;
  interests: string[];
}
/** GET /api/v5/match/matchingUser: candidates the caller has not decided on yet. */
export interface MatchingUserQuery extends CommonQuery {
  pageSize?: number;
}
export interface MatchingUserResult {
  list: MatchUser[];
  /** decisions (interested / not interested) left today */
  remaining: number;
  dailyLimit: number;
}
export type MatchingUserResponse = ApiEnvelope<MatchingUserResult>;
/** POST /api/v5/match/loseInterested: mark not interested (counts towards the daily limit). */
export interface LoseInterestedBody {
  targetUserId: string;
}
export type LoseInterestedResponse = ApiEnvelope<{ remaining: number }>;
/** POST /api/followOrCancelFriend.do: follow = interested (counts towards the daily limit), 0 = cancel. */
export interface FollowBody {
  targetUserId: string;
  follow: Flag;
}
export interface FollowResult {
  followed: Flag;
  /** both follow each other: they can message */
  mutual: boolean;
  remaining: number;
}
export type FollowResponse = ApiEnvelope<FollowResult>;
/** GET /api/getImRelationList.do */
export interface ImRelation extends MatchUser {
  /** the caller follows this user */
  followed: Flag;
  /** this user follows the caller */
  followedBy: Flag;
  mutual: boolean;
  lastMessage: string | null;
  lastMessageAt: string | null;
}
export type ImRelationListQuery = CommonQuery;
export type ImRelationListResponse = ApiEnvelope<ImRelation[]>;
/** GET /api/getImMessageList.do?targetUserId=… (added) */
export interface ImMessage {
  id: Id;
  fromUserId: string;
  toUserId: string;
  content: string;
  createdAt: string;
}
export interface ImMessageListQuery extends CommonQuery {
  targetUserId: string;
}
export type ImMessageListResponse = ApiEnvelope<ImMessage[]>;
/** POST /api/sendImMessage.do (added): only between mutual followers; 1..500 characters. */
export interface ImSendBody {
  targetUserId: string;
  content: string;
}
export type ImSendResponse = ApiEnvelope<ImMessage>;

// ---------------------------------------------------------------------------------------------
// Enquiry pool (RFQ)
// ---------------------------------------------------------------------------------------------

/**
 * RFQ statuses: OPEN (published, listed, accepts likes and messages), RESPONDED (at least one
 * message received; still listed and open), CLOSED (closed by its poster: not listed; detail still
 * readable; no likes or messages).
 */
export type EnquiryStatus = 'OPEN' | 'RESPONDED' | 'CLOSED';

export interface EnquiryListItem {
  id: Id;
  description: string;
  price: number;
  quantity: number;
  message: string;
  region: string;
  categories: FilterItem[];
  pictureList: string[];
  status: EnquiryStatus;
  postedAt: string;
  views: number;
  interestedCount: number;
  /** the caller liked it */
  liked: Flag;
}
export interface EnquiryDetail extends EnquiryListItem {
  /** contact name */
  contact: string;
  /** masked (138****1234) unless the caller is its poster or has contacted it */
  contactInfo: string;
  companyProfileId: Id | null;
  companyProfileName: string | null;
  /** 1 when the caller posted it */
  isMine: Flag;
}
/** GET /api/v5/enquiryPool/getEnquiryPools */
export interface EnquiryListQuery extends PageQuery {
  categoryId?: Id;
  /** only the caller's own RFQs (any status) */
  mine?: Flag;
}
export type EnquiryListResponse = ApiEnvelope<ListPage<EnquiryListItem>>;
/** GET /api/v5/enquiryPool/getEnquiryPoolDetail?id=… (counts a view) */
export interface EnquiryDetailQuery extends CommonQuery {
  id: Id;
}
export type EnquiryDetailResponse = ApiEnvelope<EnquiryDetail>;

/**
 * POST /api/v5/enquiryPool/pushEnquiryPool (JSON or form-urlencoded). Rules and messages of spec §5,
 * checked in this order; the first failing rule is answered. `email` is validated and used to send
 * the enquiry to the exhibitor (when companyProfileId is given) but never stored.
 */
export interface EnquiryPostBody {
  description: string;
  /** integer, 0..100000000 (price range) */
  price: number | string;
  quantity: number | string;
  /** at most 12 characters */
  message: string;
  region: string;
  contact: string;
  /** mobile phone, 11 digits ^1[3-9]\d{9}$ */
  contactInfo: string;
  email: string;
  /** uploaded picture urls (from /upload/uploadQiNiu); at least one; a comma-separated string is accepted */
  pictureList: string[] | string;
  /** the SMS code sent to contactInfo by /api/sendCode.do?type=rfq */
  verifyCode: string;
  /** category ids, at most 6; a comma-separated string is accepted */
  categories?: Id[] | string;
  /** set when posted from an exhibitor page */
  companyProfileId?: Id;
}
export interface EnquiryPostResult {
  id: Id;
  status: EnquiryStatus;
}
export type EnquiryPostResponse = ApiEnvelope<EnquiryPostResult>;
/** POST /api/v5/enquiryPool/enquiryPoolLike: like = interested (idempotent), like 0 = undo. */
export interface EnquiryLikeBody {
  id: Id;
  like?: Flag;
}
export type EnquiryLikeResponse = ApiEnvelope<{ liked: Flag; interestedCount: number }>;
/** GET /api/v5/enquiryPool/isEnquiryPoolContact?id=…: has the caller contacted it (or posted it)? */
export interface EnquiryContactQuery extends CommonQuery {
  id: Id;
}
export interface EnquiryContactResult {
  isContact: Flag;
  /** present when isContact = 1 */
  contact?: string;
  contactInfo?: string;
}
export type EnquiryContactResponse = ApiEnvelope<EnquiryContactResult>;
/** POST /api/v5/enquiryPool/sendMessage: body { data } (object or JSON string); the poster is told by SMS. */
export interface EnquiryMessageData {
  id: Id;
  /** 1..500 characters */
  content: string;
}
export interface EnquiryMessageBody {
  data: EnquiryMessageData | string;
}
export type EnquiryMessageResponse = ApiEnvelope<{ messageId: Id; status: EnquiryStatus }>;
/** POST /api/v5/enquiryPool/closeEnquiryPool (added): the poster closes an RFQ. */
export interface EnquiryCloseBody {
  id: Id;
}
export type EnquiryCloseResponse = ApiEnvelope<{ status: EnquiryStatus }>;

// ---------------------------------------------------------------------------------------------
// SMS codes, phone verification and exhibitor editing
// ---------------------------------------------------------------------------------------------

/** 'verify' = phone verification for editing; 'rfq' = RFQ post verification code. */
export type SmsPurpose = 'verify' | 'rfq';
/** GET /api/sendCode.do?phone=…&type=… — 6 digits, valid 5 min, resend ≥ 60 s apart, ≤ 10 / day / number. */
export interface SendCodeQuery extends CommonQuery {
  phone: string;
  type?: SmsPurpose;
}
export interface SendCodeResult {
  /** seconds before another code may be requested */
  resendAfter: number;
  /** seconds the code stays valid */
  expiresIn: number;
}
export type SendCodeResponse = ApiEnvelope<SendCodeResult>;

/**
 * POST /api/v5/verifyPhone (added): checks a 'verify' code and returns an edit token (opaque, 2 h).
 * Send it back as header `x-edit-token` (or query `editToken`) to the get/update info calls.
 * The token grants editing of exhibitors whose contact phone equals the verified phone.
 */
export interface VerifyPhoneBody {
  phone: string;
  code: string;
}
export interface VerifyPhoneResult {
  editToken: string;
  expiresAt: string;
  /** exhibitors whose contact phone is this phone */
  companyProfileIds: Id[];
}
export type VerifyPhoneResponse = ApiEnvelope<VerifyPhoneResult>;

/** Editable exhibitor fields (both languages). */
export interface ExhibitorInfo {
  companyProfileId: Id;
  eventEditionId: Id;
  nameZh: string;
  nameEn: string;
  introductionZh: string;
  introductionEn: string;
  mainProductZh: string;
  mainProductEn: string;
  addressZh: string;
  addressEn: string;
  contactEmail: string;
  website: string;
  tel: string;
  fax: string;
  logo: string;
  hall: string;
  stand: string;
}
/** GET /api/v5/getExhibitorInfo?companyProfileId=…&eventCode=… (needs x-edit-token) */
export interface ExhibitorInfoQuery extends CommonQuery {
  companyProfileId: Id;
  editToken?: string;
}
export type ExhibitorInfoResponse = ApiEnvelope<ExhibitorInfo>;
/** POST /api/v5/updateExhibitorInfo (needs x-edit-token); only given fields change; hall/stand are not editable. */
export interface ExhibitorInfoUpdate {
  companyProfileId: Id;
  nameZh?: string;
  nameEn?: string;
  introductionZh?: string;
  introductionEn?: string;
  mainProductZh?: string;
  mainProductEn?: string;
  addressZh?: string;
  addressEn?: string;
  contactEmail?: string;
  website?: string;
  tel?: string;
  fax?: string;
  logo?: string;
}
export type ExhibitorInfoUpdateResponse = ApiEnvelope<ExhibitorInfo>;

export interface ProductInfo {
  productId: Id;
  companyProfileId: Id;
  nameZh: string;
  nameEn: string;
  introductionZh: string;
  introductionEn: string;
  logo: string;
  categoryIds: Id[];
}
/** GET /api/v5/getProductInfo?productId=… (needs x-edit-token of the product's exhibitor) */
export interface ProductInfoQuery extends CommonQuery {
  productId: Id;
  editToken?: string;
}
export type ProductInfoResponse = ApiEnvelope<ProductInfo>;
/** POST /api/v5/updateProductInfo (needs x-edit-token) */
export interface ProductInfoUpdate {
  productId: Id;
  nameZh?: string;
  nameEn?: string;
  introductionZh?: string;
  introductionEn?: string;
  logo?: string;
  categoryIds?: Id[];
}
export type ProductInfoUpdateResponse = ApiEnvelope<ProductInfo>;

// ---------------------------------------------------------------------------------------------
// Upload and points
// ---------------------------------------------------------------------------------------------

/** POST /upload/uploadQiNiu: multipart/form-data, one file field (any name); png/jpeg/gif/webp by content; ≤ 5 MB. */
export interface UploadResult {
  /** absolute-path url served by the server, e.g. /uploads/2f1c….png */
  url: string;
  key: string;
  mime: 'image/png' | 'image/jpeg' | 'image/gif' | 'image/webp';
  size: number;
}
export type UploadResponse = ApiEnvelope<UploadResult>;

/** POST /wxApi/v5/vip/increaseIntegral: award points for an action, once per action per day. */
export type IntegralAction = 'visit' | 'share' | 'collect' | 'rfq' | 'match';
export interface IncreaseIntegralBody {
  userId?: string;
  action: IntegralAction;
}
export interface IncreaseIntegralResult {
  /** points awarded by this call (0 when already awarded today) */
  added: number;
  /** the caller's total */
  integral: number;
}
export type IncreaseIntegralResponse = ApiEnvelope<IncreaseIntegralResult>;
