/**
 * Meetings at the stand (issue 29): an exhibitor publishes slots for the show's days (venue time),
 * a visitor books one with a purpose, the exhibitor accepts or declines; an unanswered request
 * expires and frees its place. Exhibitor routes (`publish`, `stand`, `answer`) need the edit token
 * of the exhibitor's contact or staff phone (x-edit-token, as leads). No answer carries another
 * person's userId, phone or email: the stand sees a visitor's name from their registration only.
 */
import type { ApiEnvelope, CommonQuery, Flag, Id } from './common'

/** pending: waiting for the exhibitor; accepted; declined; cancelled (by either side); expired (unanswered) */
export type MeetingStatus = 'pending' | 'accepted' | 'declined' | 'cancelled' | 'expired'
/** what one side recorded after the slot */
export type MeetingMark = 'met' | 'noShow'

/** One day of slots as the exhibitor sets it (venue clock times). */
export interface MeetingDayPlan {
  /** the venue's day, 'YYYY-MM-DD' */
  day: string
  /** 'HH:mm' */
  from: string
  to: string
  /** minutes: 15, 20 or 30 */
  length: number
  /** meetings at once, 1 to 5 */
  capacity: number
  breaks: Array<{ from: string; to: string }>
}

/** A bookable slot. */
export interface MeetingSlot {
  slotId: Id
  /** the venue's day, 'YYYY-MM-DD' */
  day: string
  /** ISO-8601 UTC */
  startTime: string
  endTime: string
  capacity: number
  /** places still free (pending and accepted requests hold one) */
  free: number
}

/** GET /api/v5/meetings/slots: an exhibitor's slots, free or not, from now on. */
export interface MeetingSlotsQuery extends CommonQuery {
  companyProfileId: Id
}
export interface MeetingSlots {
  /** the venue's IANA zone (times are shown in it) */
  timeZone: string
  /** the show's days, 'YYYY-MM-DD' */
  days: string[]
  /** hours the exhibitor has to answer a request */
  expiryHours: number
  /** the exhibitor's plan per day (for the publishing form) */
  plans: MeetingDayPlan[]
  slots: MeetingSlot[]
  /** the asking visitor's no-shows (2 or more: the app warns before booking) */
  noShows: number
  /** the asking visitor's requests waiting for an answer */
  pending: number
}
export type MeetingSlotsResponse = ApiEnvelope<MeetingSlots>

/** POST /api/v5/meetings/publish (edit token): the show's slot plan, replacing the one before. */
export interface MeetingPublishBody {
  companyProfileId: Id
  days: MeetingDayPlan[]
  /** default 24 */
  expiryHours?: number
}

/** Something the visitor already has at that time. */
export interface MeetingClash {
  kind: 'session' | 'meeting'
  title: string
  startTime: string
  endTime: string
}

/** A meeting as the visitor sees it. */
export interface Meeting {
  meetingId: Id
  companyProfileId: Id
  exhibitorName: string
  /** the stand, e.g. 'W1-A01' ('' when unknown) */
  booth: string
  startTime: string
  endTime: string
  day: string
  /** the venue's IANA zone (My meetings shows each meeting's times in its show's zone) */
  timeZone: string
  purpose: string
  status: MeetingStatus
  /** when a pending request expires (ISO) */
  expiresAt: string
  /** who cancelled, when cancelled */
  cancelledBy?: 'visitor' | 'stand'
  /** the visitor's own mark after the slot */
  mark: MeetingMark | null
  /** when the visitor checked in by scanning the stand's meeting code (ISO); absent before */
  checkedInAt?: string
}

/** POST /api/v5/meetings/book. A session clash answers 409 unless `confirmClash` is 1; a meeting of their own at an overlapping time always does. */
export interface MeetingBookBody {
  slotId: Id
  purpose: string
  confirmClash?: Flag
}
export type MeetingResponse = ApiEnvelope<Meeting>

/** GET /api/v5/meetings/clashes?slotId: what the visitor has at that slot's time. */
export interface MeetingClashQuery extends CommonQuery {
  slotId: Id
}
export type MeetingClashResponse = ApiEnvelope<MeetingClash[]>

/** GET /api/v5/meetings/mine: the visitor's meetings in time order, and their no-shows. */
export type MyMeetingsQuery = CommonQuery
export interface MyMeetings {
  meetings: Meeting[]
  noShows: number
}
export type MyMeetingsResponse = ApiEnvelope<MyMeetings>

/** POST /api/v5/meetings/update: the visitor cancels, or marks met / no-show after the slot. */
export interface MeetingUpdateBody {
  meetingId: Id
  action: 'cancel' | 'met' | 'noShow'
}

/** A meeting as the stand sees it: the visitor's name (from their registration), never contacts. */
export interface StandMeeting {
  meetingId: Id
  slotId: Id
  startTime: string
  endTime: string
  purpose: string
  status: MeetingStatus
  expiresAt: string
  cancelledBy?: 'visitor' | 'stand'
  /** the visitor's registered name ('' when they have none) */
  visitorName: string
  visitorCompany: string
  /** the visitor's no-shows at any stand */
  noShows: number
  /** the stand's mark */
  mark: MeetingMark | null
  note: string
  /** when the visitor checked in at the stand (ISO); absent before */
  checkedInAt?: string
}

/** GET /api/v5/meetings/stand (edit token): one day's slots with their bookings. */
export interface MeetingStandQuery extends CommonQuery {
  companyProfileId: Id
  /** 'YYYY-MM-DD'; default: the first day */
  day?: string
}
export interface MeetingStandSlot extends MeetingSlot {
  meetings: StandMeeting[]
}
export interface MeetingStandDay {
  timeZone: string
  days: string[]
  day: string
  slots: MeetingStandSlot[]
  /**
   * requests of the whole show by state (the stand's counts); `requests`: every request the stand
   * received, whatever became of it
   */
  counts: { requests: number; pending: number; accepted: number; met: number; noShow: number }
}
export type MeetingStandResponse = ApiEnvelope<MeetingStandDay>

/** POST /api/v5/meetings/answer (edit token): accept, decline, cancel, mark met / no-show, or keep a note. */
export interface MeetingAnswerBody {
  companyProfileId: Id
  meetingId: Id
  action: 'accept' | 'decline' | 'cancel' | 'met' | 'noShow' | 'note'
  note?: string
}
export type StandMeetingResponse = ApiEnvelope<StandMeeting>

/**
 * GET /api/v5/meetings/code (edit token): the stand's meeting code, shown as a QR code at the stand
 * for visitors to check in with (signed by the server: one per stand, it does not change).
 */
export interface MeetingCodeQuery extends CommonQuery {
  companyProfileId: Id
}
export interface MeetingStandCode {
  companyProfileId: Id
  code: string
  exhibitorName: string
  booth: string
}
export type MeetingStandCodeResponse = ApiEnvelope<MeetingStandCode>

/**
 * POST /api/v5/meetings/checkin: the visitor scanned the stand's code for one of their meetings
 * (accepted, today at the venue, this stand's code). Answers the meeting with `checkedInAt`.
 */
export interface MeetingCheckInBody {
  meetingId: Id
  code: string
}
