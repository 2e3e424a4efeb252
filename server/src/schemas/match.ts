/** Request schemas of the matchmaking routes (show). Each is checked against its contract type at compile time (below). */
import { Type } from '@sinclair/typebox'
import type * as C from '../../../types/api/match.js'
import { CommonQuery, Flag, withCommon } from './common.js'
import type { Assert, Matches } from './contract.js'

export const MatchingUserQuery = withCommon({ pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: 50 })) })

export const LoseInterestedBody = Type.Object({ targetUserId: Type.String({ minLength: 1, maxLength: 64 }) })

export const FollowBody = Type.Object({ targetUserId: Type.String({ minLength: 1, maxLength: 64 }), follow: Flag })

export const ImRelationListQuery = CommonQuery

export const ImMessageListQuery = withCommon({ targetUserId: Type.String({ minLength: 1, maxLength: 64 }) })

export const ImSendBody = Type.Object({
  targetUserId: Type.String({ minLength: 1, maxLength: 64 }),
  content: Type.String({ maxLength: 2000 }),
})

/** tsc fails here when a schema and its type in types/api/match.ts drift apart. */
export type ContractChecks = [
  Assert<Matches<C.MatchingUserQuery, typeof MatchingUserQuery>>,
  Assert<Matches<C.LoseInterestedBody, typeof LoseInterestedBody>>,
  Assert<Matches<C.FollowBody, typeof FollowBody>>,
  Assert<Matches<C.ImRelationListQuery, typeof ImRelationListQuery>>,
  Assert<Matches<C.ImMessageListQuery, typeof ImMessageListQuery>>,
  Assert<Matches<C.ImSendBody, typeof ImSendBody>>,
]
