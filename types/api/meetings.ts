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
  /**
   * a meeting between two matched attendees (no stand slot): who the other is and where; absent
   * for a booking at a stand. `companyProfileId` is then 0 and `exhibitorName` / `booth` name the
   * other attendee and the place, for lists that read only those.
   */
  proposal?: MeetingProposalInfo
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

// --- meetings between matched attendees (issue 29.2) ---------------------------------------------

/** stand: at an exhibitor's stand (its code); point: a meeting point of the venue map (a hall's entrance) */
export type MeetingPlaceKind = 'stand' | 'point'
export interface MeetingPlace {
  kind: MeetingPlaceKind
  /** the stand's code ('W1-A01'), or the point's id ('<hallId>:<entrance>') */
  code: string
  /** what the app shows: 'Stand W1-A01 · Acme' or 'Hall W1 · North entrance' */
  label: string
}
/** The other attendee as both sides see each other: their card's name, never an id of the account. */
export interface MeetingPerson {
  personId: string
  name: string
  company: string
}
export interface MeetingProposalInfo {
  /** proposer: the viewer proposed it; invitee: the viewer was asked (and answers) */
  role: 'proposer' | 'invitee'
  person: MeetingPerson
  place: MeetingPlace
  /** who cancelled it, from the viewer's side */
  cancelledBy?: 'me' | 'them'
}

/** GET /api/v5/meetings/places?personId: what a proposal to a match can name (show days, meeting points). */
export interface MeetingPlacesQuery extends CommonQuery {
  personId: string
}
export interface MeetingPlaces {
  person: MeetingPerson
  timeZone: string
  /** the show's days, 'YYYY-MM-DD' */
  days: string[]
  /** the venue map's meeting points (the halls' entrances) */
  points: MeetingPlace[]
  /** the asking visitor's requests waiting for an answer (5 at most) */
  pending: number
}
export type MeetingPlacesResponse = ApiEnvelope<MeetingPlaces>

/** GET /api/v5/meetings/proposalClashes: what the proposer has then, and whether the other is busy. */
export interface MeetingProposalClashQuery extends CommonQuery {
  personId: string
  day: string
  /** venue clock 'HH:mm' */
  from: string
  length: number
}
export interface MeetingProposalClashes {
  /** the proposer's own sessions and meetings at that time */
  mine: MeetingClash[]
  /** the other attendee has something then (what, is theirs to know) */
  theirsBusy: boolean
}
export type MeetingProposalClashResponse = ApiEnvelope<MeetingProposalClashes>

/**
 * POST /api/v5/meetings/propose: a meeting proposed to a mutual match. A clash on either side
 * answers 409 unless `confirmClash` is 1. Counts towards the proposer's pending requests.
 */
export interface MeetingProposeBody {
  personId: string
  day: string
  from: string
  length: number
  place: { kind: MeetingPlaceKind; code: string }
  purpose: string
  confirmClash?: Flag
}

/** POST /api/v5/meetings/reply: the attendee asked accepts or declines a proposal. */
export interface MeetingReplyBody {
  meetingId: Id
  action: 'accept' | 'decline'
}
