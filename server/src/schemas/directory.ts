/** Request schemas of the directory routes (rxweb). Each is checked against its contract type at compile time (below). */
import { Type } from '@sinclair/typebox'
import type * as C from '../../../types/api/directory.js'
import { CommonQuery, Id, IdList, OrderBy, PageQuery, withCommon } from './common.js'
import type { Assert, Matches } from './contract.js'

export const ExhibitorDetailQuery = withCommon({ companyProfileId: Id })

export const ProductDetailQuery = withCommon({ productId: Id })

export const HomeDataQuery = withCommon({
  eventEditionId: Type.Optional(Id),
  search: Type.Optional(Type.String({ maxLength: 100 })),
})

export const ListPageQuery = PageQuery

export const CompanyListBody = Type.Object({
  companyProfileName: Type.Optional(Type.String({ maxLength: 100 })),
  divisions: Type.Optional(IdList),
  meals: Type.Optional(IdList),
  categorys: Type.Optional(IdList),
  eventEditionIds: Type.Optional(IdList),
  orderBy: Type.Optional(OrderBy),
})

export const ProductListBody = Type.Object({
  productName: Type.Optional(Type.String({ maxLength: 100 })),
  divisions: Type.Optional(IdList),
  meals: Type.Optional(IdList),
  categorys: Type.Optional(IdList),
  eventEditionIds: Type.Optional(IdList),
  orderBy: Type.Optional(OrderBy),
})

export const EventEditionDetailQuery = withCommon({ eventEditionId: Type.Optional(Id) })

export const EventEditionListQuery = CommonQuery

export const VenueQuery = withCommon({ eventEditionId: Type.Optional(Id) })

export const CategoryQuery = withCommon({ eventEditionId: Type.Optional(Id) })

export const HotSearchQuery = withCommon({
  eventEditionId: Type.Optional(Id),
  channel: Type.Optional(Type.String({ maxLength: 32 })),
})

export const RecommendQuery = withCommon({
  eventEditionId: Type.Optional(Id),
  companyProfileId: Type.Optional(Id),
  pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: 50 })),
})

export const ShareExhibitorQuery = withCommon({ companyProfileId: Id })

export const ExhibitorCountQuery = withCommon({ eventEditionId: Type.Optional(Id) })

export const ExhibitorCountListQuery = CommonQuery

/** tsc fails here when a schema and its type in types/api/directory.ts drift apart. */
export type ContractChecks = [
  Assert<Matches<C.ExhibitorDetailQuery, typeof ExhibitorDetailQuery>>,
  Assert<Matches<C.ProductDetailQuery, typeof ProductDetailQuery>>,
  Assert<Matches<C.HomeDataQuery, typeof HomeDataQuery>>,
  Assert<Matches<C.ListPageQuery, typeof ListPageQuery>>,
  Assert<Matches<C.CompanyListBody, typeof CompanyListBody>>,
  Assert<Matches<C.ProductListBody, typeof ProductListBody>>,
  Assert<Matches<C.EventEditionDetailQuery, typeof EventEditionDetailQuery>>,
  Assert<Matches<C.EventEditionListQuery, typeof EventEditionListQuery>>,
  Assert<Matches<C.VenueQuery, typeof VenueQuery>>,
  Assert<Matches<C.CategoryQuery, typeof CategoryQuery>>,
  Assert<Matches<C.HotSearchQuery, typeof HotSearchQuery>>,
  Assert<Matches<C.RecommendQuery, typeof RecommendQuery>>,
  Assert<Matches<C.ShareExhibitorQuery, typeof ShareExhibitorQuery>>,
  Assert<Matches<C.ExhibitorCountQuery, typeof ExhibitorCountQuery>>,
  Assert<Matches<C.ExhibitorCountListQuery, typeof ExhibitorCountListQuery>>,
]
