/** Directory (rxweb): exhibitors, products, editions, filters, venues, categories, hot words, counts (spec §3). */
import type { ApiEnvelope, CommonQuery, Flag, Id, ListPage, LocalisedNames, PageQuery } from './common'

/** A selectable filter item. */
export interface FilterItem {
  id: Id
  label: string
  names?: LocalisedNames
  checked?: boolean
}

/** A category group of the filter (two-level tree). */
export interface CategoryFilterItem extends FilterItem {
  children: FilterItem[]
}

export interface DivisionEdition {
  id: Id
  eventEditionName: string
  checked?: boolean
}

/** divisions = the exhibition years; one group per exhibition, its editions in eventEditionList. */
export interface DivisionFilterItem {
  id: Id
  label: string
  names?: LocalisedNames
  checked?: boolean
  eventEditionList: DivisionEdition[]
}

/** Sort ids: 0 Sort (default), 1 Latest Upload, 2 Latest Update, 3 Viewed high→low, 4 Bookmarked high→low. */
export type OrderBy = 0 | 1 | 2 | 3 | 4

export interface SortOption {
  id: OrderBy
  label: string
  checked?: boolean
}

export interface FilterData {
  catagory: CategoryFilterItem[]
  meals: FilterItem[]
  divisions: DivisionFilterItem[]
  sortList: SortOption[]
}

export interface EventEditionSummary {
  eventEditionId: Id
  eventEditionName: string
  eventCode: string
  exhibitionId: Id
  exhibitionName: string
  year: number
  startDate: string
  endDate: string
}

export interface EventEditionDetail extends EventEditionSummary {
  venueName: string
  address: string
  introduction: string
  logo: string
  banner: string
  openingHours: string
  organiser: string
  exhibitorCount: number
  productCount: number
  /** true for the edition currently shown for the eventCode. */
  isCurrent: boolean
  /** true once the organiser closed it (issue 26): readable, but it takes no plans, reminders, RFQs, pre-registrations or bookings */
  closed?: boolean
}

/** GET /api/v5/pageHomeData/companyProfile and /product. */
export interface HomeDataQuery extends CommonQuery {
  /** optional edition; default: the current edition of eventCode. */
  eventEditionId?: Id
  /** optional search text (echoed, not used for filtering). */
  search?: string
}
export interface HomeData extends FilterData {
  eventEdition: EventEditionSummary
  /** exhibitors (companyProfile) or products (product) in this edition. */
  totalCount: number
  hotWords: HotWord[]
}
export type HomeDataResponse = ApiEnvelope<HomeData>

export interface ImageRef {
  url: string
  width: number
  height: number
}

/** Exhibitor entry of directory lists. */
export interface CompanyListItem {
  companyProfileId: Id
  companyProfileName: string
  logo: string
  /** logo size, lets the waterfall reserve space. */
  logoWidth: number
  logoHeight: number
  stand: string
  hall: string
  eventEditionId: Id
  eventEditionName: string
  tags: FilterItem[]
  collected: Flag
  viewCount: number
  collectCount: number
  /**
   * 1 when a search found this exhibitor through one of its products (a main product it lists or a
   * product entry) rather than its name, stand or categories; absent otherwise.
   */
  matchesProduct?: Flag
}

/** Product entry of directory lists. */
export interface ProductListItem {
  productId: Id
  productName: string
  logo: string
  logoWidth: number
  logoHeight: number
  companyProfileId: Id
  companyProfileName: string
  stand: string
  eventEditionId: Id
  collected: Flag
  viewCount: number
  collectCount: number
}

/** Body of POST /api/v5/companyProfiles/listPage (all optional; arrays of ids). */
export interface CompanyListBody {
  companyProfileName?: string
  /** edition ids picked in the divisions tab (single choice in the UI). */
  divisions?: Id[]
  /** tag ids (any of). */
  meals?: Id[]
  /** category ids (any of); a parent id matches all its children. */
  categorys?: Id[]
  eventEditionIds?: Id[]
  orderBy?: OrderBy
}
export interface ProductListBody {
  productName?: string
  divisions?: Id[]
  meals?: Id[]
  categorys?: Id[]
  eventEditionIds?: Id[]
  orderBy?: OrderBy
}
/** Query of both listPage calls: language, eventCode, pageNo, pageSize, isShowCountNum, userId. */
export type ListPageQuery = PageQuery
export type CompanyListPageResponse = ApiEnvelope<ListPage<CompanyListItem>>
export type ProductListPageResponse = ApiEnvelope<ListPage<ProductListItem>>

/** Exhibitor (company profile) detail: every field of spec §3. */
export interface ExhibitorDetail {
  companyProfileId: Id
  companyProfileName: string
  /** same as companyProfileName (spec §3 calls it name). */
  name: string
  logo: string
  logoWidth: number
  logoHeight: number
  /** tags = meals */
  tags: FilterItem[]
  categories: FilterItem[]
  /** the edition(s) (exhibition year) the exhibitor takes part in. */
  divisions: DivisionEdition[]
  introduction: string
  mainProduct: string
  contactEmail: string
  website: string
  tel: string
  fax: string
  address: string
  country: string
  hall: string
  /** booth */
  stand: string
  eventEditionId: Id
  eventEditionName: string
  eventCode: string
  collected: Flag
  viewCount: number
  collectCount: number
  productList: ProductListItem[]
  updatedAt: string
  /**
   * Set only by the app's offline data, never by the server: 1 when the detail was built from what
   * the device holds (a pack's or a list's entry) because the page was never opened online.
   */
  offlinePartial?: Flag
}
export interface ExhibitorDetailQuery extends CommonQuery {
  companyProfileId: Id
}
export type ExhibitorDetailResponse = ApiEnvelope<ExhibitorDetail>

export interface ProductDetail {
  productId: Id
  productName: string
  name: string
  logo: string
  logoWidth: number
  logoHeight: number
  images: ImageRef[]
  introduction: string
  categories: FilterItem[]
  tags: FilterItem[]
  companyProfileId: Id
  companyProfileName: string
  companyLogo: string
  stand: string
  hall: string
  eventEditionId: Id
  eventEditionName: string
  eventCode: string
  collected: Flag
  viewCount: number
  collectCount: number
  updatedAt: string
  /**
   * Set only by the app's offline data, never by the server: 1 when the detail was built from what
   * the device holds (a pack's or a list's entry) because the page was never opened online.
   */
  offlinePartial?: Flag
}
export interface ProductDetailQuery extends CommonQuery {
  productId: Id
}
export type ProductDetailResponse = ApiEnvelope<ProductDetail>

/** GET /api/v5/exhibition/getEventEditionDetail: eventEditionId, or else the current edition of eventCode. */
export interface EventEditionDetailQuery extends CommonQuery {
  eventEditionId?: Id
}
export type EventEditionDetailResponse = ApiEnvelope<EventEditionDetail>

/** GET /api/v5/exhibition/getEventEditionList (added): the editions of eventCode's exhibition, for the edition switch. */
export type EventEditionListQuery = CommonQuery
export type EventEditionListResponse = ApiEnvelope<EventEditionListRow[]>

/** GET /api/v5/exhibition/getVenueList: the halls of an edition. */
export interface VenueQuery extends CommonQuery {
  eventEditionId?: Id
}
export interface Venue {
  hallId: Id
  hallName: string
  floor: string
  exhibitorCount: number
  /** first stands, for the booth map legend */
  stands: string[]
  /** stands on the hall's floor plan, and how many of them are free to book */
  standCount: number
  freeStandCount: number
}
export type VenueListResponse = ApiEnvelope<Venue[]>

/** GET /api/v5/categoryData/getCategory: the two-level category tree of an edition. */
export interface CategoryQuery extends CommonQuery {
  eventEditionId?: Id
}
export interface CategoryNode {
  id: Id
  label: string
  names: LocalisedNames
  parentId: Id | null
  children: CategoryNode[]
}
export type CategoryResponse = ApiEnvelope<CategoryNode[]>

/** GET /api/v5/getHotSearchList: eventEditionId (or eventCode), channel ('exhibitor' | 'product' | any). */
export interface HotSearchQuery extends CommonQuery {
  eventEditionId?: Id
  channel?: string
}
export interface HotWord {
  id: Id
  word: string
  hot: number
}
export type HotSearchResponse = ApiEnvelope<HotWord[]>

/** GET /api/v5/exhibition/recommendCPList: exhibitors recommended for an edition (optionally similar to one). */
export interface RecommendQuery extends CommonQuery {
  eventEditionId?: Id
  companyProfileId?: Id
  pageSize?: number
}
export type RecommendResponse = ApiEnvelope<CompanyListItem[]>

/** GET /api/v5/exhibition/getShareExhibitorDetail: data of the long share image. */
export interface ShareExhibitorQuery extends CommonQuery {
  companyProfileId: Id
}
export interface ShareExhibitorDetail {
  companyProfileId: Id
  companyProfileName: string
  logo: string
  hall: string
  stand: string
  introduction: string
  mainProduct: string
  eventEditionName: string
  eventCode: string
  startDate: string
  endDate: string
  venueName: string
  /** absolute deep link to /exhibitors/detail?companyProfileId=…&eventCode=… */
  shareUrl: string
  productList: ProductListItem[]
}
export type ShareExhibitorResponse = ApiEnvelope<ShareExhibitorDetail>

/** GET /api/v4/getExhibitorCount: counts for one edition (eventEditionId, else current of eventCode). */
export interface ExhibitorCountQuery extends CommonQuery {
  eventEditionId?: Id
}
export interface ExhibitorCount {
  eventEditionId: Id
  eventEditionName: string
  exhibitorCount: number
  productCount: number
  hallCount: number
  /** exhibitors in the caller's plan for this edition (0 without userId) */
  collectedCount: number
}
export type ExhibitorCountResponse = ApiEnvelope<ExhibitorCount>
/** GET /api/v4/getExhibitorCountList: the same counts for every edition of eventCode's exhibition. */
export type ExhibitorCountListQuery = CommonQuery
export type ExhibitorCountListResponse = ApiEnvelope<ExhibitorCount[]>

/** An edition in the list of an exhibition's editions: whether it is the current one (added). */
export interface EventEditionListRow extends EventEditionSummary {
  isCurrent?: boolean
}
