/**
 * Hot Hits and the Billboard (龙虎榜), computed on the server from behaviour records and plan adds
 * (issue 15). See docs/api.md ("Rankings") for the counting rules.
 */
import type { ApiEnvelope, CommonQuery, Id } from './common'

export interface RankingQuery extends CommonQuery {
  eventEditionId?: Id
}
export interface HotExhibitor {
  rank: number
  companyProfileId: Id
  name: string
  logo: string
  stand: string
  views: number
}
export interface HotProduct {
  rank: number
  productId: Id
  name: string
  logo: string
  companyProfileName: string
  views: number
}
/** GET /api/v5/rank/hotHits: the most viewed exhibitors and exhibits of the edition over the last 7 days */
export interface HotHits {
  exhibitors: HotExhibitor[]
  products: HotProduct[]
  windowDays: number
  computedAt: string
}
export type HotHitsResponse = ApiEnvelope<HotHits>

export interface BillboardEntry {
  rank: number
  companyProfileId: Id
  name: string
  logo: string
  stand: string
  score: number
  views: number
  planAdds: number
  /** places gained since yesterday (negative: lost); null: not ranked yesterday */
  change: number | null
}
/** GET /api/v5/rank/billboard: exhibitors ranked by plan adds and views over the edition */
export interface Billboard {
  list: BillboardEntry[]
  computedAt: string
}
export type BillboardResponse = ApiEnvelope<Billboard>
