/** Conference sessions, speakers and reminders (show). */
import type { ApiEnvelope, CommonQuery, Flag, Id, ListPage, PageQuery } from './common'

export interface SpeakerSummary {
  personId: Id
  name: string
  title: string
  company: string
  avatar: string
}
export interface SessionSummary {
  id: Id
  title: string
  startTime: string
  endTime: string
  room: string
  isKeynote: Flag
}
export interface SessionDetail extends SessionSummary {
  description: string
  eventEditionId: Id
  eventEditionName: string
  speakers: SpeakerSummary[]
  /** 1 when the caller asked to be reminded */
  remind: Flag
}
export interface PersonDetail extends SpeakerSummary {
  introduction: string
  country: string
  keynoteSessions: SessionSummary[]
  previousSessions: SessionSummary[]
}
/** GET /api/v5/session/getSessionList (added): sessions of an edition, by start time. */
export interface SessionListQuery extends PageQuery {
  eventEditionId?: Id
  keynote?: Flag
}
export type SessionListResponse = ApiEnvelope<ListPage<SessionSummary>>
/** GET /api/v5/session/getSessionDetail?id=… */
export interface SessionDetailQuery extends CommonQuery {
  id: Id
}
export type SessionDetailResponse = ApiEnvelope<SessionDetail>
/** GET /api/v5/session/getPersonDetail?id=… */
export interface PersonDetailQuery extends CommonQuery {
  id: Id
}
export type PersonDetailResponse = ApiEnvelope<PersonDetail>
/** POST /api/v5/session/remind (added): Remind me / Cancel. */
export interface SessionRemindBody {
  id: Id
  remind: Flag
}
export type SessionRemindResponse = ApiEnvelope<{ remind: Flag }>
