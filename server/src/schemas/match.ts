/** Request schemas of the matchmaking routes (show). Each is checked against its contract type at compile time (below). */
import { Type } from '@sinclair/typebox'
import type * as C from '../../../types/api/match.js'
import { CommonQuery, Flag, withCommon } from './common.js'
import type { Assert, Matches } from './contract.js'

/** An opaque person id (attendees.public_id). */
const PersonId = Type.String({ minLength: 1, maxLength: 64 })

export const MatchingUserQuery = withCommon({ pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: 50 })) })

export const LoseInterestedBody = Type.Object({ targetPersonId: PersonId })

export const FollowBody = Type.Object({ targetPersonId: PersonId, follow: Flag })

export const ImRelationListQuery = CommonQuery

export const ImMessageListQuery = withCommon({ targetPersonId: PersonId })

export const ImSendBody = Type.Object({
  targetPersonId: PersonId,
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
