/** Request schemas of the matchmaking routes (show). Each is checked against its contract type at compile time (below). */
import { Type } from '@sinclair/typebox'
import type * as C from '../../../types/api/match.js'
import { CommonQuery, Flag, Id, withCommon } from './common.js'
import type { Assert, Matches } from './contract.js'

/** An opaque person id (attendees.public_id). */
const PersonId = Type.String({ minLength: 1, maxLength: 64 })
/** An opaque conversation id (conversations.public_id). */
const ConversationId = Type.String({ minLength: 1, maxLength: 64 })
/** Texts are bounded loosely here; rules/ (validateMatchCard, validateChatMessage) answer the exact limits in words. */
const CardText = Type.String({ maxLength: 2000 })

export const MatchingUserQuery = withCommon({ pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: 50 })) })

export const MyCardQuery = CommonQuery

export const JoinBody = Type.Object({
  name: CardText,
  company: CardText,
  position: CardText,
  country: CardText,
  interests: Type.Array(Id, { maxItems: 50 }),
  role: Type.Union([Type.Literal('buyer'), Type.Literal('exhibitor'), Type.Literal('other')]),
  lookingFor: CardText,
  contact: CardText,
  shareProfile: Type.Optional(Flag),
  policyVersion: Type.Optional(Type.Integer({ minimum: 1, maximum: 1_000_000 })),
})

export const LoseInterestedBody = Type.Object({ targetPersonId: PersonId })

export const UndoBody = Type.Object({ targetPersonId: PersonId })

export const FollowBody = Type.Object({ targetPersonId: PersonId, follow: Flag })

export const ImRelationListQuery = CommonQuery

const MessageId = Type.Integer({ minimum: 0, maximum: Number.MAX_SAFE_INTEGER })

export const ImMessageListQuery = withCommon({
  conversationId: ConversationId,
  before: Type.Optional(MessageId),
  after: Type.Optional(MessageId),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })),
})

export const ImSendBody = Type.Object({
  conversationId: ConversationId,
  clientId: Type.String({ minLength: 8, maxLength: 64, pattern: '^[A-Za-z0-9_-]+$' }),
  content: Type.String({ maxLength: 8000 }),
})

export const ImReadBody = Type.Object({ conversationId: ConversationId, upTo: MessageId })

export const BlockBody = Type.Object({
  targetPersonId: PersonId,
  report: Flag,
  reason: Type.Optional(
    Type.Union([Type.Literal('spam'), Type.Literal('abuse'), Type.Literal('fake'), Type.Literal('other')]),
  ),
})

/** tsc fails here when a schema and its type in types/api/match.ts drift apart. */
export type ContractChecks = [
  Assert<Matches<C.MatchingUserQuery, typeof MatchingUserQuery>>,
  Assert<Matches<C.MyCardQuery, typeof MyCardQuery>>,
  Assert<Matches<C.JoinBody, typeof JoinBody>>,
  Assert<Matches<C.LoseInterestedBody, typeof LoseInterestedBody>>,
  Assert<Matches<C.UndoBody, typeof UndoBody>>,
  Assert<Matches<C.FollowBody, typeof FollowBody>>,
  Assert<Matches<C.ImRelationListQuery, typeof ImRelationListQuery>>,
  Assert<Matches<C.ImMessageListQuery, typeof ImMessageListQuery>>,
  Assert<Matches<C.ImSendBody, typeof ImSendBody>>,
  Assert<Matches<C.ImReadBody, typeof ImReadBody>>,
  Assert<Matches<C.BlockBody, typeof BlockBody>>,
]
