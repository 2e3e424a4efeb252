/** Request schemas of About, Guide and news (issue 15), checked against types/api/content.ts. */
import { Type } from '@sinclair/typebox'
import type * as C from '../../../types/api/content.js'
import { Id, PageQuery, withCommon } from './common.js'
import type { Assert, Matches } from './contract.js'

export const ContentPageQuery = withCommon({ page: Type.Union([Type.Literal('about'), Type.Literal('guide')]) })
export const NewsListQuery = PageQuery
export const NewsDetailQuery = withCommon({ newsId: Id })

/** tsc fails here when a schema and its type in types/api/content.ts drift apart. */
export type ContractChecks = [
  Assert<Matches<C.ContentPageQuery, typeof ContentPageQuery>>,
  Assert<Matches<C.NewsListQuery, typeof NewsListQuery>>,
  Assert<Matches<C.NewsDetailQuery, typeof NewsDetailQuery>>,
]
