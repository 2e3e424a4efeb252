/** The visitor's plan (favourites), kept per userId and per edition (rxweb). */
import type { ApiEnvelope, CommonQuery, Flag, Id } from './common'
import type { CompanyListItem, ProductListItem } from './directory'

export interface PlanProductEntry {
  productId: Id
  productName: string
  logo: string
}
export interface PlanCompanyEntry {
  companyProfileId: Id
  companyProfileName: string
  logo: string
  stand: string
  /** 1 when the exhibitor itself is collected; 0 when it is only listed because products of it are. */
  collected: Flag
  /** 1 when its exhibitor changed it since this visitor last opened it (issue 14) */
  updated?: Flag
  productList: PlanProductEntry[]
}
export interface PlanEditionEntry {
  eventEditionId: Id
  eventEditionName: string
  eventCode: string
  companyProfileList: PlanCompanyEntry[]
}

/** PUT /api/v1/plan/events/{eventCode}/companyProfiles/{id} and …/products/{id}. */
export interface CollectParams {
  eventCode: string
  id: Id
}
export interface CollectBody {
  id: Id
  collected: Flag
}
export interface CollectResult {
  /** the caller's number of collected items (exhibitors + products) in this eventCode's exhibition. */
  collectCnt: number
  collected: Flag
}
export type CollectResponse = ApiEnvelope<CollectResult>

/** GET /api/v1/plan/events/{eventCode}/companyProfiles: editions with their collected exhibitors and products. */
export interface PlanListParams {
  eventCode: string
}
export type PlanListQuery = CommonQuery
export type PlanListResponse = ApiEnvelope<PlanEditionEntry[]>

/** GET /api/v1/plan/sendEmail. The address is used to send, never stored nor logged. */
export interface SendPlanEmailQuery extends CommonQuery {
  email: string
  /** privacy-policy checkbox; when sent it must be 1 ('Please check the privacy policy conditions'). */
  privacy?: Flag
}
export interface SendPlanEmailResult {
  sent: true
}
export type SendPlanEmailResponse = ApiEnvelope<SendPlanEmailResult>

/** GET /api/v1/plan/pdf: answers application/pdf (attachment) on success, an ApiEnvelope on failure. */
export type PlanPdfQuery = CommonQuery

/** GET /api/v5/plan/companyProfilePlan and /productPlan: the flat plan lists of the current edition. */
export interface PlanPageQuery extends CommonQuery {
  eventEditionId?: Id
}
export type CompanyPlanResponse = ApiEnvelope<CompanyListItem[]>
export type ProductPlanResponse = ApiEnvelope<ProductListItem[]>

/** POST /api/v5/collectTargetIds (native-app path). */
export type CollectTargetType = 1 | 2
export interface CollectTarget {
  /** 1 exhibitor, 2 product */
  type: CollectTargetType
  objId: Id
  isCollected: Flag
}
export interface CollectTargetsQuery extends CommonQuery {
  userId: string
  sessionId: string
}
export interface CollectTargetsBody {
  userId: string
  /** the list, or the same list JSON-encoded as a string */
  objJson: CollectTarget[] | string
}
export interface CollectTargetsResult {
  collectCnt: number
  applied: number
}
export type CollectTargetsResponse = ApiEnvelope<CollectTargetsResult>
