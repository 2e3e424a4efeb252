/** Request schemas of Hot Hits and the Billboard (issue 15), checked against types/api/rankings.ts. */
import { Type } from '@sinclair/typebox'
import type * as C from '../../../types/api/rankings.js'
import { Id, withCommon } from './common.js'
import type { Assert, Matches } from './contract.js'

export const RankingQuery = withCommon({ eventEditionId: Type.Optional(Id) })

/** tsc fails here when a schema and its type in types/api/rankings.ts drift apart. */
export type ContractChecks = [Assert<Matches<C.RankingQuery, typeof RankingQuery>>]
