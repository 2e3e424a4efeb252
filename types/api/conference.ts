/** Conference sessions, speakers, reminders and the visitor's agenda (show). */
import type { DeliveryState } from './deliveries'
import type { ApiEnvelope, CommonQuery, Flag, Id, ListPage, PageQuery } from './common'

export interface SpeakerSummary {
  personId: Id
  name: string
  title: string
  company: string
  avatar: string
}

/** The last change of a session's time or room, shown for 48 hours after it was made. */
export interface ScheduleChange {
  previousStartTime: string
  previousEndTime: string
  previousRoom: string
  previousHall: string
  /** ISO-8601 UTC */
  changedAt: string
}

export interface SessionSummary {
  id: Id
  title: string
  /** ISO-8601 UTC; shown in the edition's time zone (venue time) */
  startTime: string
  endTime: string
  room: string
  roomId: Id
  /** the hall the room is in ('' when unknown) */
  hall: string
  track: string
  /** 0 when the session has no track */
  trackId: Id
  isKeynote: Flag
  speakers: SpeakerSummary[]
  /** 1 when the caller asked to be reminded (signed-in visitors only; else 0) */
  remind: Flag
  /** present for 48 hours after the session's time or room changed */
  change?: ScheduleChange
}

/** The venue's time zone, as answers that carry times name it. */
export interface VenueZone {
  /** IANA zone of the venue, e.g. Asia/Shanghai */
  timeZone: string
  /** its city in the request language ('上海', 'Shanghai') */
  timeZoneName: string
}

export interface SessionDetail extends SessionSummary, VenueZone {
  description: string
  eventEditionId: Id
  eventEditionName: string
  eventCode: string
  /** the series the session belongs to (a forum held every edition), if any */
  series: { id: Id; name: string } | null
  /** earlier sessions of the same series (earlier editions, earlier parts), latest first */
  previousSessions: SessionSummary[]
  /** minutes before the start a reminder is sent (REMINDER_LEAD_MIN) */
  reminderLeadMinutes: number
  /**
   * Set only by the app's offline data, never by the server: 1 when the detail was built from what
   * the device holds (a pack's or a list's entry) because the page was never opened online.
   */
  offlinePartial?: Flag
}

export interface PersonDetail extends SpeakerSummary {
  introduction: string
  country: string
  /** keynotes the speaker gives in current editions */
  keynoteSessions: SessionSummary[]
  /** the speaker's sessions in editions before the current ones, latest first */
  previousSessions: SessionSummary[]
  /** every session of the speaker in the asked edition, in time order */
  sessions: SessionSummary[]
  eventEditionId: Id
  eventEditionName: string
  timeZone: string
  timeZoneName: string
}

/** GET /api/v5/session/getSessionList: sessions of an edition, by start time. */
export interface SessionListQuery extends PageQuery {
  eventEditionId?: Id
  keynote?: Flag
  /** a venue day, YYYY-MM-DD */
  day?: string
  trackId?: Id
  roomId?: Id
  /** Chinese, English or pinyin (full or initials), as the directory's search */
  keyword?: string
  /**
   * 1 without a day: the day the list opens on (getSessionFilters' defaultDay), so the first page
   * can be asked for together with the filters instead of after them (added)
   */
  openingDay?: Flag
}
export interface SessionListPage extends ListPage<SessionSummary>, VenueZone {
  eventEditionId: Id
  /** the venue day of this page, when it is one day's (a day asked for, or the opening day) */
  day?: string
}
export type SessionListResponse = ApiEnvelope<SessionListPage>

/** GET /api/v5/session/getSessionFilters (added): the day tabs and the track / room filters of an edition. */
export interface SessionFiltersQuery extends CommonQuery {
  eventEditionId?: Id
}
export interface SessionFilters extends VenueZone {
  eventEditionId: Id
  eventEditionName: string
  /** venue days with sessions, in order; count = sessions that day */
  days: Array<{ date: string; count: number }>
  /** the day a list opens on by the server's clock: the venue's today during the show, else the first day */
  defaultDay: string
  tracks: Array<{ id: Id; name: string; count: number }>
  rooms: Array<{ id: Id; name: string; hall: string; count: number }>
  total: number
  reminderLeadMinutes: number
}
export type SessionFiltersResponse = ApiEnvelope<SessionFilters>

/** GET /api/v5/session/getSessionDetail?id=… */
export interface SessionDetailQuery extends CommonQuery {
  id: Id
}
export type SessionDetailResponse = ApiEnvelope<SessionDetail>

/** GET /api/v5/session/getPersonDetail?id=… (the edition of eventCode, or eventEditionId) */
export interface PersonDetailQuery extends CommonQuery {
  id: Id
  eventEditionId?: Id
}
export type PersonDetailResponse = ApiEnvelope<PersonDetail>

/**
 * How the visitor is to be reached: the server's reminder (web: H5 and the .ics; app: the native
 * app's push), a WeChat subscription message the visitor accepted (subscribe), the phone's
 * calendar, which raises the alarm itself (calendar), or an email / text message to the address or
 * number the visitor gave for their reminders (email, sms: where push is unavailable).
 */
export type ReminderChannel = 'web' | 'app' | 'subscribe' | 'calendar' | 'email' | 'sms'

/** POST /api/v5/session/remind (added): Remind me / Cancel. */
export interface SessionRemindBody {
  id: Id
  remind: Flag
  /** default web */
  channel?: ReminderChannel
}
export interface SessionRemindResult {
  remind: Flag
  /** minutes before the start the reminder goes out */
  leadMinutes: number
}
export type SessionRemindResponse = ApiEnvelope<SessionRemindResult>

/** GET /api/v5/session/getMyAgenda (added): the caller's reminded sessions of an edition, in time order. */
export interface AgendaQuery extends CommonQuery {
  eventEditionId?: Id
}
export interface Agenda extends VenueZone {
  eventEditionId: Id
  eventEditionName: string
  list: AgendaEntry[]
}

/**
 * How a reminder in My agenda reaches the visitor (issue 25.4): a WeChat subscription message, a
 * text message, a browser notification, an email, only the phone's calendar (nothing from the
 * server), or nothing at all (a browser without a channel: the visitor is told so).
 */
export type ReminderVia = 'wechat' | 'sms' | 'push' | 'email' | 'calendar' | 'none'

export interface AgendaEntry extends SessionSummary {
  reminderVia: ReminderVia
  /** queued until it goes out; then sent (delivered where the channel reports it), failed or undeliverable */
  reminderState: DeliveryState
}
export type AgendaResponse = ApiEnvelope<Agenda>

/** GET /api/v5/session/getSessionCalendar?id=… (added): text/calendar, one VEVENT with a VALARM. */
export interface SessionCalendarQuery extends CommonQuery {
  id: Id
}

/**
 * POST /api/v5/session/reminderContact (added, issue 25 item 3): the email address or mobile number
 * a visitor without web push gives for their reminders. A number is verified with a code
 * (GET /api/sendCode.do?type=reminder). Kept until the shows of the visitor's reminders end.
 */
export interface ReminderContactBody {
  kind: 'email' | 'sms'
  email?: string
  phone?: string
  code?: string
}
/** GET /api/v5/session/getReminderContacts: what the visitor gave, masked; the ways this server offers. */
export interface ReminderContacts {
  /** a•••@example.com, or null */
  email: string | null
  /** 138****8000, or null */
  sms: string | null
  /** the kinds this server can send reminders by */
  channels: Array<'email' | 'sms'>
}
export type ReminderContactsResponse = ApiEnvelope<ReminderContacts>
