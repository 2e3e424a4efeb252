/** Matchmaking between attendees and their chat (show). */
import type { ApiEnvelope, CommonQuery, Flag, Id } from './common'

export interface MatchUser {
  userId: string
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
  targetUserId: string
}
export type LoseInterestedResponse = ApiEnvelope<{ remaining: number }>
/** POST /api/followOrCancelFriend.do: follow = interested (counts towards the daily limit), 0 = cancel. */
export interface FollowBody {
  targetUserId: string
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
/** GET /api/getImMessageList.do?targetUserId=… (added) */
export interface ImMessage {
  id: Id
  fromUserId: string
  toUserId: string
  content: string
  createdAt: string
}
export interface ImMessageListQuery extends CommonQuery {
  targetUserId: string
}
export type ImMessageListResponse = ApiEnvelope<ImMessage[]>
/** POST /api/sendImMessage.do (added): only between mutual followers; 1 to LIMITS.chatMessageMaxChars characters. */
export interface ImSendBody {
  targetUserId: string
  content: string
}
export type ImSendResponse = ApiEnvelope<ImMessage>
