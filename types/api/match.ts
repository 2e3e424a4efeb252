/**
 * Matchmaking between attendees and their chat (show). People are named by an opaque `personId`,
 * never by their user id: a user id identifies its owner to the server, so no answer carries
 * another person's.
 */
import type { ApiEnvelope, CommonQuery, Flag, Id } from './common'

export interface MatchUser {
  /** opaque and stable; what the calls below take to name this person */
  personId: string
  name: string
  company: string
  position: string
  avatar: string
  country: string
  interests: string[]
}
/** GET /api/v5/match/matchingUser: candidates the caller has not decided on yet. */
export interface MatchingUserQuery extends CommonQuery {
  pageSize?: number
}
export interface MatchingUserResult {
  list: MatchUser[]
  /** decisions (interested / not interested) left today */
  remaining: number
  dailyLimit: number
}
export type MatchingUserResponse = ApiEnvelope<MatchingUserResult>
/** POST /api/v5/match/loseInterested: mark not interested (counts towards the daily limit). */
export interface LoseInterestedBody {
  targetPersonId: string
}
export type LoseInterestedResponse = ApiEnvelope<{ remaining: number }>
/** POST /api/followOrCancelFriend.do: follow = interested (counts towards the daily limit), 0 = cancel. */
export interface FollowBody {
  targetPersonId: string
  follow: Flag
}
export interface FollowResult {
  followed: Flag
  /** both follow each other: they can message */
  mutual: boolean
  remaining: number
}
export type FollowResponse = ApiEnvelope<FollowResult>
/** GET /api/getImRelationList.do */
export interface ImRelation extends MatchUser {
  /** the caller follows this user */
  followed: Flag
  /** this user follows the caller */
  followedBy: Flag
  mutual: boolean
  lastMessage: string | null
  lastMessageAt: string | null
}
export type ImRelationListQuery = CommonQuery
export type ImRelationListResponse = ApiEnvelope<ImRelation[]>
/** GET /api/getImMessageList.do?targetPersonId=… (added) */
export interface ImMessage {
  id: Id
  /** the other person of the conversation */
  personId: string
  /** 1: the caller wrote it; 0: the other person did */
  fromMe: Flag
  content: string
  createdAt: string
}
export interface ImMessageListQuery extends CommonQuery {
  targetPersonId: string
}
export type ImMessageListResponse = ApiEnvelope<ImMessage[]>
/** POST /api/sendImMessage.do (added): only between mutual followers; 1 to LIMITS.chatMessageMaxChars characters. */
export interface ImSendBody {
  targetPersonId: string
  content: string
}
export type ImSendResponse = ApiEnvelope<ImMessage>
