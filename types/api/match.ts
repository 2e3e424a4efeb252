/**
 * Matchmaking between attendees and their chat (show). People are named by an opaque `personId`,
 * and a conversation by an opaque `conversationId`, never by user ids: a user id identifies its
 * owner to the server, so no answer carries another person's.
 */
import type { ApiEnvelope, CommonQuery, Flag, Id } from './common'

/** buyer ↔ exhibitor are complementary (ranking); 'other' for visitors who are neither. */
export type MatchRole = 'buyer' | 'exhibitor' | 'other'

/** An interest a card can choose: one of the edition's top-level categories. */
export interface MatchInterest {
  id: Id
  label: string
}

export interface MatchUser {
  /** opaque and stable; what the calls below take to name this person */
  personId: string
  name: string
  company: string
  position: string
  avatar: string
  country: string
  interests: string[]
  role: MatchRole
  /** what they are looking for at the show */
  lookingFor: string
}

/** A recommended attendee: the card and why it was recommended. */
export interface MatchCandidate extends MatchUser {
  /** the interests the caller shares with them (labels) */
  sharedInterests: string[]
  /** their role complements the caller's (buyer ↔ exhibitor) */
  complementary: boolean
}

/** The card a visitor joins with (texts as typed: not translated). */
export interface MatchCardInput {
  name: string
  company: string
  position: string
  country: string
  /** category ids from MyMatchCard.interestChoices */
  interests: Id[]
  role: MatchRole
  lookingFor: string
  /** shared with mutual matches only (the business card exchanged when chat is off) */
  contact: string
}

/** GET /api/v5/match/myCard: whether the caller takes part, their card, and the choices to fill one. */
export type MyCardQuery = CommonQuery
export interface MyMatchCard {
  joined: boolean
  /** the caller's own opaque id (what others' lists name them by); null before joining */
  personId: string | null
  card: MatchCardInput | null
  /** false when the deployment turned chat off (CHAT_ENABLED=false): mutual matches exchange cards */
  chatEnabled: boolean
  interestChoices: MatchInterest[]
}
export type MyCardResponse = ApiEnvelope<MyMatchCard>
/** POST /api/v5/match/join: join (or update the card); the card is checked by rules/ and the content check. */
export interface JoinBody extends MatchCardInput {
  /**
   * The separate consent to show the card to the other attendees of the show (issue 23, privacy:
   * match_profile): required to join unless already in force; recorded under `policyVersion`
   * (default: the policy in force).
   */
  shareProfile?: Flag
  policyVersion?: number
}
export type JoinResponse = ApiEnvelope<MyMatchCard>
/** POST /api/v5/match/leave: the card is hidden from everyone at once. */
export type LeaveResponse = ApiEnvelope<MyMatchCard>

/** GET /api/v5/match/matchingUser: candidates the caller has not decided on yet, best first. */
export interface MatchingUserQuery extends CommonQuery {
  pageSize?: number
}
export interface MatchingUserResult {
  list: MatchCandidate[]
  /** decisions (interested / not interested) left today */
  remaining: number
  dailyLimit: number
  /** when today's decisions renew (the next midnight in UTC+8), ISO 8601 */
  resetsAt: string
  /** the caller's latest decision today, which Undo takes back (null: none to undo) */
  undoable: { personId: string; name: string; decision: 'follow' | 'lose' } | null
}
export type MatchingUserResponse = ApiEnvelope<MatchingUserResult>
/** POST /api/v5/match/loseInterested: mark not interested (a new decision counts towards the daily limit). */
export interface LoseInterestedBody {
  targetPersonId: string
}
export type LoseInterestedResponse = ApiEnvelope<{ remaining: number }>
/** POST /api/v5/match/undo: takes back a decision made today (it no longer counts; the card comes back). */
export interface UndoBody {
  targetPersonId: string
}
export type UndoResponse = ApiEnvelope<{ remaining: number }>
/** POST /api/followOrCancelFriend.do: follow = interested (a new decision counts towards the daily limit), 0 = cancel. */
export interface FollowBody {
  targetPersonId: string
  follow: Flag
}
export interface FollowResult {
  followed: Flag
  /** both follow each other: they can message */
  mutual: boolean
  remaining: number
  /** the conversation of a mutual match */
  conversationId: string | null
}
export type FollowResponse = ApiEnvelope<FollowResult>
/** GET /api/getImRelationList.do: whom the caller marked and who marked the caller (joined people only). */
export interface ImRelation extends MatchUser {
  /** the caller follows this user */
  followed: Flag
  /** this user follows the caller */
  followedBy: Flag
  mutual: boolean
  /** mutual matches only */
  conversationId: string | null
  /** the contact they chose to share: mutual matches only (their business card) */
  contact: string | null
  /** messages from them the caller has not read */
  unread: number
  lastMessage: string | null
  lastMessageAt: string | null
}
export type ImRelationListQuery = CommonQuery
export type ImRelationListResponse = ApiEnvelope<ImRelation[]>
/** A chat message as the caller sees it. */
export interface ImMessage {
  id: Id
  /** the id the sender's device gave it (sending twice stores it once) */
  clientId: string
  conversationId: string
  /** 1: the caller wrote it; 0: the other person did */
  fromMe: Flag
  content: string
  createdAt: string
  /** the recipient has read it */
  read: Flag
}
/** GET /api/getImMessageList.do?conversationId=… (added): a page of messages, oldest first. */
export interface ImMessageListQuery extends CommonQuery {
  conversationId: string
  /** older than this message id (scrolling up) */
  before?: number
  /** newer than this message id (polling) */
  after?: number
  limit?: number
}
export interface ImConversation {
  conversationId: string
  person: MatchUser
  messages: ImMessage[]
  /** there are older messages than the first of `messages` */
  hasEarlier: boolean
  /** the conversation is open for writing (still a mutual match, nobody blocked) */
  open: boolean
  /**
   * the contact the other person shared on their card ("shown only to people you match with"):
   * while the conversation is open only; null once the match ended, and when they shared none
   */
  contact: string | null
}
export type ImMessageListResponse = ApiEnvelope<ImConversation>
/** POST /api/sendImMessage.do (added): only between mutual matches; 1 to MATCH_LIMITS.chatMessageMaxChars characters. */
export interface ImSendBody {
  conversationId: string
  /** generated by the sender's device; the same id twice stores and delivers one message */
  clientId: string
  content: string
}
export type ImSendResponse = ApiEnvelope<ImMessage>
/** POST /api/markImRead.do (added): the caller read the conversation up to a message. */
export interface ImReadBody {
  conversationId: string
  upTo: number
}
export type ImReadResponse = ApiEnvelope<{ unread: number }>
/** POST /api/v5/match/block (added): hides the person from the caller for good and stops their messages. */
export interface BlockBody {
  targetPersonId: string
  /** 1: also report them to the organiser */
  report: Flag
  /** why they are reported (with report 1): the organiser reads it in the report */
  reason?: ReportReason
}
/** The reasons a visitor can give for a report. */
export type ReportReason = 'spam' | 'abuse' | 'fake' | 'other'
export type BlockResponse = ApiEnvelope<{ blocked: true }>

/**
 * The chat socket (GET /api/v5/im/socket, a WebSocket). The first frame the client sends
 * authenticates it with the visitor's session, never in the URL: `{ type: 'auth', userId, session }`.
 * Then the server pushes what concerns the visitor; the client may send `{ type: 'ping' }`.
 */
export type ImClientFrame = { type: 'auth'; userId: string; session: string } | { type: 'ping' }
export type ImServerFrame =
  | { type: 'ready' }
  | { type: 'pong' }
  /** authentication failed: the socket closes (the client falls back to polling) */
  | { type: 'refused' }
  | { type: 'message'; message: ImMessage }
  /** the other person read the conversation up to a message */
  | { type: 'read'; conversationId: string; upTo: number }
  /** the visitor read a conversation (on this device or another): its unread count now */
  | { type: 'unread'; conversationId: string; unread: number }
  /** the conversation closed (unmatched, blocked, left) */
  | { type: 'closed'; conversationId: string }
  /** someone marked the visitor interested or a match formed: the lists are stale */
  | { type: 'relations' }
