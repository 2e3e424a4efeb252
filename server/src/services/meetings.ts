/**
 * Meetings at the stand (issue 29): the domain rules the meeting routes call — publishing a show's
 * slots in venue time, booking (purpose, pending cap, clashes, exact capacity), the answers and
 * marks of both sides, expiry, and the notices and reminders. Notices go the way session reminders
 * go (the reminder scheduler's provider: web push where the visitor allowed it, else the outbox)
 * and each has a delivery record, like every message the product sends; they are queued with the
 * answer that causes them and sent after it (a booking never waits for a channel).
 */
import crypto from 'node:crypto'
import type { FastifyBaseLogger } from 'fastify'
import fp from 'fastify-plugin'
import type * as C from '../../../types/api.js'
import {
  MEETING_LIMITS,
  slotsOfPlan,
  validateMeetingExpiry,
  validateMeetingNote,
  validateMeetingPlan,
  validateMeetingPurpose,
  validateProposalTime,
  type MeetingProposalTime,
  type MeetingRuleKey,
} from '../../../rules/index.js'
import type { Attendee, MatchRepository } from '../repositories/match.js'
import { tr, type Catalog } from '../repositories/catalog.js'
import type { DirectoryRepository } from '../repositories/directory.js'
import type { ConferenceRepository } from '../repositories/conference.js'
import type { RegistrationRepository } from '../repositories/registrations.js'
import {
  HOLDING,
  type MeetingRepository,
  type MeetingRow,
  type NewSlot,
  type NoticeRow,
  type SlotRow,
} from '../repositories/meetings.js'
import type { DeliveryRepository } from '../repositories/deliveries.js'
import type { Clock } from '../lib/clock.js'
import { allAllowed, type ContentCheck } from '../lib/content-check.js'
import { ApiError, badRequest, ended, forbidden, notFound } from '../lib/errors.js'
import { venueDay, venueInstant, venueRange } from '../lib/venue-time.js'
import { reasonOf, recipientHash, type DeliveryResult } from '../lib/delivery.js'
import { ReminderUndeliverable, type ReminderMessage, type ReminderProvider } from '../lib/reminders.js'
import { DEFAULT_VENUE_TIME_ZONE } from '../db/migrations/0004_conference.js'

const ruleError = (key: MeetingRuleKey) => badRequest(`meetings.${key}`)
const conflict = (key: ConstructorParameters<typeof ApiError>[0]) => new ApiError(key, 409, 'CONFLICT')

type Event = 'requested' | 'accepted' | 'declined' | 'cancelled' | 'expired' | 'reminder'
/** who a notice goes to: the visitor who booked (or proposed), the stand, or the attendee asked */
type Side = 'visitor' | 'stand' | 'peer'

export interface MeetingDeps {
  meetings: MeetingRepository
  directory: DirectoryRepository
  conference: ConferenceRepository
  registrations: RegistrationRepository
  /** matchmaking: who may propose a meeting to whom (mutual matches), and their cards' names */
  match: MatchRepository
  catalog: Catalog
  deliveries: DeliveryRepository
  contentCheck: ContentCheck
  clock: Clock
  secret: string
  /** the session reminders' provider (resolved late: the reminders plugin may load after this) */
  provider: () => ReminderProvider
  log: FastifyBaseLogger
}

export class MeetingService {
  constructor(private readonly d: MeetingDeps) {}

  private nowIso() {
    return new Date(this.d.clock.now()).toISOString()
  }

  private editionOf(editionId: number) {
    const ed = this.d.catalog.editions.get(editionId)
    const timeZone = ed?.time_zone ?? DEFAULT_VENUE_TIME_ZONE
    const days: string[] = []
    if (ed) {
      // the show's days as the venue's calendar has them
      for (let t = Date.parse(`${ed.start_date.slice(0, 10)}T00:00:00Z`); ; t += 86_400_000) {
        const day = new Date(t).toISOString().slice(0, 10)
        if (day > ed.end_date.slice(0, 10) || days.length > 31) break
        days.push(day)
      }
    }
    return { timeZone, days, eventCode: (ed && this.d.catalog.exhibitions.get(ed.exhibition_id)?.code) ?? null }
  }

  private slotView(s: SlotRow): C.MeetingSlot {
    return {
      slotId: s.id,
      day: s.day,
      startTime: s.start_time,
      endTime: s.end_time,
      capacity: Number(s.capacity),
      free: Math.max(0, Number(s.capacity) - Number(s.held)),
    }
  }

  // --- the stand's plan ---------------------------------------------------------------------------

  async publish(companyId: number, owner: string, body: C.MeetingPublishBody): Promise<C.MeetingSlots> {
    const company = await this.d.directory.companyRow(companyId)
    const { timeZone, days } = this.editionOf(company.edition_id)
    const plans = body.days.map((p) => ({
      day: p.day,
      from: p.from,
      to: p.to,
      length: p.length,
      capacity: p.capacity,
      breaks: p.breaks.map((b) => ({ from: b.from, to: b.to })),
    }))
    const failed = validateMeetingPlan(plans, days)
    if (failed) throw ruleError(failed)
    const expiryHours = body.expiryHours ?? MEETING_LIMITS.defaultExpiryHours
    const expiryFailed = validateMeetingExpiry(expiryHours)
    if (expiryFailed) throw ruleError(expiryFailed)
    const slots: NewSlot[] = plans.flatMap((p) =>
      slotsOfPlan(p).map((s) => ({
        day: p.day,
        start_time: venueInstant(p.day, s.from, timeZone),
        end_time: venueInstant(p.day, s.to, timeZone),
        capacity: p.capacity,
      })),
    )
    await this.d.meetings.publish(
      {
        companyId,
        editionId: company.edition_id,
        plans: JSON.stringify(plans.sort((a, b) => a.day.localeCompare(b.day))),
        expiryHours,
        owner,
        now: this.nowIso(),
      },
      slots,
    )
    return this.slots(companyId, owner)
  }

  /** The exhibitor's slots from now on, what the visitor asking has pending, and their no-shows. */
  async slots(companyId: number, userId: string): Promise<C.MeetingSlots> {
    await this.sweepExpired()
    const company = await this.d.directory.companyRow(companyId)
    const { timeZone, days } = this.editionOf(company.edition_id)
    const settings = await this.d.meetings.settings(companyId)
    const [rows, noShows, pending] = await Promise.all([
      this.d.meetings.slots(companyId, this.nowIso()),
      this.d.meetings.noShows(userId),
      this.d.meetings.pendingCount(userId),
    ])
    return {
      timeZone,
      days,
      expiryHours: Number(settings?.expiry_hours ?? MEETING_LIMITS.defaultExpiryHours),
      plans: JSON.parse(settings?.plans ?? '[]') as C.MeetingDayPlan[],
      slots: rows.map((s) => this.slotView(s)),
      noShows,
      pending,
    }
  }

  // --- booking ------------------------------------------------------------------------------------

  /** What the visitor already has during a time: reminded sessions (My agenda) and meetings. */
  async clashesAt(userId: string, lang: C.Language, startIso: string, endIso: string, editionId: number) {
    const [sessions, held] = await Promise.all([
      this.d.conference.agenda(userId, [editionId]),
      this.d.meetings.heldOverlapping(userId, startIso, endIso),
    ])
    const out: C.MeetingClash[] = sessions
      .filter((s) => s.start_time < endIso && s.end_time > startIso)
      .map((s) => ({
        kind: 'session' as const,
        title: tr(lang, s.title_zh, s.title_en),
        startTime: s.start_time,
        endTime: s.end_time,
      }))
    for (const m of held) {
      const names = m.peer_user_id ? null : await this.d.directory.companyNames(m.company_id)
      out.push({
        kind: 'meeting',
        title: m.peer_user_id
          ? (await this.personOf(m.user_id === userId ? m.peer_user_id : m.user_id, lang)).name
          : names
            ? tr(lang, names.name_zh, names.name_en)
            : `#${m.company_id}`,
        startTime: m.start_time,
        endTime: m.end_time,
      })
    }
    return out.sort((a, b) => a.startTime.localeCompare(b.startTime))
  }

  async clashes(userId: string, lang: C.Language, slotId: number): Promise<C.MeetingClash[]> {
    const slot = await this.d.meetings.slot(slotId)
    if (!slot) throw notFound('meetingSlotNotFound')
    return this.clashesAt(userId, lang, slot.start_time, slot.end_time, slot.edition_id)
  }

  async book(userId: string, lang: C.Language, body: C.MeetingBookBody): Promise<C.Meeting> {
    const now = this.d.clock.now()
    const nowIso = new Date(now).toISOString()
    // the slot, and why it may still take the request if it is full, in one read
    const slot = await this.d.meetings.slotForBooking(body.slotId, userId, nowIso)
    if (!slot || slot.closed) throw notFound('meetingSlotNotFound')
    const ed = this.d.catalog.editions.get(slot.edition_id)
    if (ed) this.d.catalog.assertOpen(ed)
    if (Date.parse(slot.start_time) <= now) throw ended('meetingSlotPast')
    const purpose = body.purpose.trim()
    const failed = validateMeetingPurpose(purpose)
    if (failed) throw ruleError(failed)
    // A full slot is refused here, before the content check, the sweep, the clash queries and the
    // booking's transaction: under a rush most requests ask for a slot already full, and the row
    // just read says so. Only a place held by a request past its answer time could still be freed
    // (the sweep may not have run yet), and the visitor's own place in it is told apart.
    if (Number(slot.held) >= Number(slot.capacity)) {
      if (slot.hint === 'mine') throw conflict('meetingAlreadyBooked')
      if (slot.hint !== 'expired') throw conflict('meetingSlotFull')
    }
    if (!(await allAllowed(this.d.contentCheck, userId, 'meeting', [purpose])))
      throw badRequest('meetingPurposeRefused')
    // the read above looked whether any request is past its answer time: only then is there
    // something to sweep (most bookings of a rush find nothing, and skip the statement)
    if (slot.sweepDue) await this.sweepExpired()
    // a first look, before the clashes are read; the booking itself counts again under the visitor's lock
    if ((await this.d.meetings.pendingCount(userId)) >= MEETING_LIMITS.maxPending) throw conflict('meetingPendingCap')
    const clashes = await this.clashesAt(userId, lang, slot.start_time, slot.end_time, slot.edition_id)
    // a request or meeting of their own at an overlapping time is refused, confirmed or not: one
    // visitor cannot be at two stands at once (a session is only a warning: they may skip it)
    if (clashes.some((c) => c.kind === 'meeting')) {
      const mine = await this.d.meetings.heldOverlapping(userId, slot.start_time, slot.end_time)
      if (mine.some((m) => m.slot_id === slot.id)) throw conflict('meetingAlreadyBooked')
      throw conflict('meetingOverlap')
    }
    if (clashes.length && body.confirmClash !== 1) throw conflict('meetingClash')
    const hours = slot.expiryHours ?? MEETING_LIMITS.defaultExpiryHours
    // an unanswered request never outlives the slot's start
    const expiresAt = new Date(Math.min(now + hours * 3_600_000, Date.parse(slot.start_time))).toISOString()
    const made = await this.d.meetings.book(
      {
        slot_id: slot.id,
        company_id: slot.company_id,
        edition_id: slot.edition_id,
        user_id: userId,
        start_time: slot.start_time,
        end_time: slot.end_time,
        purpose,
        status: 'pending',
        expires_at: expiresAt,
        created_at: nowIso,
        language: lang,
      },
      MEETING_LIMITS.maxPending,
    )
    if (made === 'pendingCap') throw conflict('meetingPendingCap')
    if (made === 'overlap') throw conflict('meetingOverlap')
    if (made === 'full') throw conflict('meetingSlotFull')
    const m = made
    // the stand's owner as the slot's read found it
    await this.notify(m, 'requested', 'stand', slot.owner)
    return this.visitorView(m, lang, userId)
  }

  async mine(userId: string, lang: C.Language): Promise<C.MyMeetings> {
    await this.sweepExpired()
    const rows = await this.d.meetings.mine(userId)
    return {
      meetings: await Promise.all(rows.map((m) => this.visitorView(m, lang, userId))),
      noShows: await this.d.meetings.noShows(userId),
    }
  }

  private async own(meetingId: number, test: (m: MeetingRow) => boolean): Promise<MeetingRow> {
    await this.sweepExpired()
    const m = await this.d.meetings.meeting(meetingId)
    if (!m || !test(m)) throw notFound('meetingNotFound')
    return m
  }

  /** Marks need the slot to have begun and the meeting to have been accepted. */
  private checkMarkable(m: MeetingRow) {
    if (m.status !== 'accepted') throw conflict('meetingNotAccepted')
    if (Date.parse(m.start_time) > this.d.clock.now()) throw conflict('meetingNotYet')
  }

  /**
   * The visitor cancels or marks a meeting: a booking of theirs, or a proposal on either side (the
   * attendee asked cancels and marks as the proposer does; each side's mark is their own).
   */
  async visitorUpdate(userId: string, lang: C.Language, body: C.MeetingUpdateBody): Promise<C.Meeting> {
    const m = await this.own(body.meetingId, (x) => x.user_id === userId || x.peer_user_id === userId)
    const asked = m.peer_user_id === userId
    if (body.action === 'cancel') {
      if (!(await this.d.meetings.transition(m.id, HOLDING, 'cancelled', { cancelled_by: asked ? 'peer' : 'visitor' })))
        throw conflict('meetingNotOpen')
      const other: Side = !m.peer_user_id ? 'stand' : asked ? 'visitor' : 'peer'
      await this.notify((await this.d.meetings.meeting(m.id))!, 'cancelled', other)
    } else {
      this.checkMarkable(m)
      // the attendee asked keeps their mark where a stand keeps its own: one column per side
      await this.d.meetings.mark(m.id, asked ? 'stand' : 'visitor', body.action)
    }
    return this.visitorView((await this.d.meetings.meeting(m.id))!, lang, userId)
  }

  // --- proposals between matched attendees (issue 29.2) ------------------------------------------

  /** A card's name as the other side sees it (never an id of the account). */
  private async personOf(userId: string, lang: C.Language): Promise<C.MeetingPerson> {
    const a = await this.d.match.attendeeByUser(userId)
    return a
      ? { personId: a.public_id, name: tr(lang, a.name_zh, a.name_en), company: tr(lang, a.company_zh, a.company_en) }
      : { personId: '', name: tr(lang, '一位参会者', 'An attendee'), company: '' }
  }

  /**
   * The visitor and the person they name, who must be a mutual match at the same show (both taking
   * part, neither blocking the other): anyone else is refused, whatever id the request names.
   */
  private async matched(userId: string, personId: string): Promise<{ other: Attendee; editionId: number }> {
    const other = await this.d.match.attendeeByPublicId(personId)
    if (!other) throw notFound('attendeeNotFound')
    const me = await this.d.match.attendeeByUser(userId)
    if (
      !me?.active ||
      !other.active ||
      me.user_id === other.user_id ||
      me.exhibition_id !== other.exhibition_id ||
      !(await this.d.match.mutual(userId, other.user_id)) ||
      (await this.d.match.isBlocked(userId, other.user_id))
    )
      throw forbidden('meetingNotMatched')
    const ex = this.d.catalog.exhibitions.get(me.exhibition_id)
    return { other, editionId: this.d.catalog.edition(ex?.code).id }
  }

  private hallsOf(editionId: number): number[] {
    return [...this.d.catalog.halls.values()].filter((h) => h.edition_id === editionId).map((h) => h.id)
  }

  /** The venue map's meeting points: every hall's entrances, 'Hall W1 · North entrance'. */
  private async points(editionId: number, lang: C.Language): Promise<C.MeetingPlace[]> {
    const rows = await this.d.meetings.meetingPoints(this.hallsOf(editionId))
    return rows.map((p) => ({
      kind: 'point' as const,
      code: `${p.hallId}:${p.index}`,
      label: `${this.d.catalog.hallName(lang, p.hallId)} · ${tr(lang, p.label_zh, p.label_en)}`,
    }))
  }

  /** A place a proposal names, checked against the edition's venue map; null when it is not one. */
  private async place(
    editionId: number,
    kind: string | null,
    code: string | null,
    lang: C.Language,
  ): Promise<C.MeetingPlace | null> {
    if (kind === 'point') return (await this.points(editionId, lang)).find((p) => p.code === code) ?? null
    if (kind !== 'stand' || !code) return null
    const stand = await this.d.meetings.standByCode(editionId, code.trim().toUpperCase())
    if (!stand) return null
    const name = stand.company ? tr(lang, stand.company.name_zh, stand.company.name_en) : ''
    return {
      kind: 'stand',
      code: stand.code,
      label: `${tr(lang, '展位', 'Stand')} ${stand.code}${name ? ` · ${name}` : ''}`,
    }
  }

  /** What a proposal to a match can name: the show's days (venue time) and the meeting points. */
  async places(userId: string, lang: C.Language, personId: string): Promise<C.MeetingPlaces> {
    const { other, editionId } = await this.matched(userId, personId)
    const { timeZone, days } = this.editionOf(editionId)
    await this.sweepExpired()
    return {
      person: await this.personOf(other.user_id, lang),
      timeZone,
      days,
      points: await this.points(editionId, lang),
      pending: await this.d.meetings.pendingCount(userId),
    }
  }

  /** A proposal's time as instants, checked (a show day, a valid clock, 15/20/30 minutes, not begun). */
  private proposalTimes(editionId: number, q: MeetingProposalTime) {
    const { timeZone, days } = this.editionOf(editionId)
    const failed = validateProposalTime(q, days)
    if (failed) throw ruleError(failed)
    const start = venueInstant(q.day, q.from, timeZone)
    const end = new Date(Date.parse(start) + q.length * 60_000).toISOString()
    return { start, end }
  }

  /** The proposer's own clashes in full; of the other side only whether they are busy (theirs to tell). */
  async proposalClashes(
    userId: string,
    lang: C.Language,
    q: { personId: string } & MeetingProposalTime,
  ): Promise<C.MeetingProposalClashes> {
    const { other, editionId } = await this.matched(userId, q.personId)
    const { start, end } = this.proposalTimes(editionId, q)
    await this.sweepExpired()
    const [mine, theirs] = await Promise.all([
      this.clashesAt(userId, lang, start, end, editionId),
      this.clashesAt(other.user_id, lang, start, end, editionId),
    ])
    return { mine, theirsBusy: theirs.length > 0 }
  }

  async propose(userId: string, lang: C.Language, body: C.MeetingProposeBody): Promise<C.Meeting> {
    const now = this.d.clock.now()
    const { other, editionId } = await this.matched(userId, body.personId)
    const ed = this.d.catalog.editions.get(editionId)
    if (ed) this.d.catalog.assertOpen(ed)
    const { start, end } = this.proposalTimes(editionId, body)
    if (Date.parse(start) <= now) throw ended('meetingSlotPast')
    const place = await this.place(editionId, body.place.kind, body.place.code, lang)
    if (!place) throw badRequest('meetingPlaceUnknown')
    const purpose = body.purpose.trim()
    const failed = validateMeetingPurpose(purpose)
    if (failed) throw ruleError(failed)
    if (!(await allAllowed(this.d.contentCheck, userId, 'meeting', [purpose])))
      throw badRequest('meetingPurposeRefused')
    await this.sweepExpired()
    if ((await this.d.meetings.pendingCount(userId)) >= MEETING_LIMITS.maxPending) throw conflict('meetingPendingCap')
    const [mine, theirs] = await Promise.all([
      this.clashesAt(userId, lang, start, end, editionId),
      this.clashesAt(other.user_id, lang, start, end, editionId),
    ])
    if (body.confirmClash !== 1) {
      if (mine.length) throw conflict('meetingClash')
      if (theirs.length) throw conflict('meetingPeerBusy')
    }
    // unanswered, it expires after the default answer time, and never after the meeting begins
    const expiresAt = new Date(
      Math.min(now + MEETING_LIMITS.defaultExpiryHours * 3_600_000, Date.parse(start)),
    ).toISOString()
    const id = await this.d.meetings.propose(
      {
        slot_id: 0,
        company_id: 0,
        edition_id: editionId,
        user_id: userId,
        peer_user_id: other.user_id,
        place_kind: place.kind,
        place_code: place.code,
        start_time: start,
        end_time: end,
        purpose,
        status: 'pending',
        expires_at: expiresAt,
        created_at: new Date(now).toISOString(),
        language: lang,
      },
      MEETING_LIMITS.maxPending,
    )
    if (id === 'pendingCap') throw conflict('meetingPendingCap')
    const m = (await this.d.meetings.meeting(id))!
    await this.notify(m, 'requested', 'peer')
    return this.visitorView(m, lang, userId)
  }

  /** The attendee asked accepts (while still a match) or declines a proposal. */
  async reply(userId: string, lang: C.Language, body: C.MeetingReplyBody): Promise<C.Meeting> {
    const m = await this.own(body.meetingId, (x) => x.peer_user_id === userId)
    if (body.action === 'accept') {
      const proposer = await this.d.match.attendeeByUser(m.user_id)
      if (!proposer) throw forbidden('meetingNotMatched')
      await this.matched(userId, proposer.public_id)
    }
    const to = body.action === 'accept' ? 'accepted' : 'declined'
    if (!(await this.d.meetings.transition(m.id, ['pending'], to, { answered_at: this.nowIso() })))
      throw conflict('meetingNotOpen')
    await this.notify((await this.d.meetings.meeting(m.id))!, to, 'visitor')
    return this.visitorView((await this.d.meetings.meeting(m.id))!, lang, userId)
  }

  // --- check-in at the stand ---------------------------------------------------------------------

  /** The stand's signature: the server's secret over the stand's id (a code cannot be made up). */
  private codeSignature(companyId: number): string {
    return crypto
      .createHmac('sha256', this.d.secret)
      .update(`meeting-code:${companyId}`)
      .digest('base64url')
      .slice(0, 22)
  }

  /** The stand's meeting code, shown as a QR code at the stand (the same every day: it can be printed). */
  async standCode(companyId: number, lang: C.Language): Promise<C.MeetingStandCode> {
    const stand = await this.standOf(companyId, lang)
    return {
      companyProfileId: companyId,
      code: `${MEETING_CODE_PREFIX}${companyId}.${this.codeSignature(companyId)}`,
      exhibitorName: stand.name,
      booth: stand.booth,
    }
  }

  /** The stand a scanned code names, or null when it is not a code this server signed. */
  private standOfCode(code: string): number | null {
    const m = /^expo-meet\.(\d{1,9})\.([A-Za-z0-9_-]{22})$/.exec(code.trim())
    if (!m) return null
    const id = Number(m[1])
    const want = Buffer.from(this.codeSignature(id))
    const got = Buffer.from(m[2]!)
    return want.length === got.length && crypto.timingSafeEqual(want, got) ? id : null
  }

  /**
   * The visitor scanned a stand's code for one of their meetings: it must be this meeting's stand,
   * an accepted meeting, on its day at the venue. Checking in twice keeps the first time.
   */
  async checkIn(userId: string, lang: C.Language, body: C.MeetingCheckInBody): Promise<C.Meeting> {
    const m = await this.own(body.meetingId, (x) => x.user_id === userId)
    // a meeting between attendees has no stand to check in at
    if (m.peer_user_id) throw conflict('meetingWrongStand')
    const stand = this.standOfCode(body.code)
    if (stand === null) throw badRequest('meetingCodeInvalid')
    if (stand !== m.company_id) throw conflict('meetingWrongStand')
    if (m.status !== 'accepted') throw conflict('meetingCheckInNotAccepted')
    const { timeZone } = this.editionOf(m.edition_id)
    if (venueDay(m.start_time, timeZone) !== venueDay(this.nowIso(), timeZone)) throw conflict('meetingNotToday')
    await this.d.meetings.checkIn(m.id, this.nowIso())
    return this.visitorView((await this.d.meetings.meeting(m.id))!, lang, userId)
  }

  // --- the stand's day ----------------------------------------------------------------------------

  async standDay(companyId: number, day: string | undefined): Promise<C.MeetingStandDay> {
    await this.sweepExpired()
    const company = await this.d.directory.companyRow(companyId)
    const { timeZone, days } = this.editionOf(company.edition_id)
    const chosen =
      day && days.includes(day) ? day : (days.find((d) => d >= venueDay(this.nowIso(), timeZone)) ?? days[0] ?? '')
    const slots = await this.d.meetings.daySlots(companyId, chosen)
    const rows = await this.d.meetings.ofSlots(slots.map((s) => s.id))
    const noShows = await this.d.meetings.noShowsOf([...new Set(rows.map((r) => r.user_id))])
    const views = new Map<number, C.StandMeeting[]>()
    for (const r of rows) {
      const list = views.get(r.slot_id) ?? []
      list.push(await this.standView(r, noShows.get(r.user_id) ?? 0))
      views.set(r.slot_id, list)
    }
    return {
      timeZone,
      days,
      day: chosen,
      slots: slots.map((s) => ({ ...this.slotView(s), meetings: views.get(s.id) ?? [] })),
      counts: await this.d.meetings.counts(companyId),
    }
  }

  async answer(companyId: number, body: C.MeetingAnswerBody): Promise<C.StandMeeting> {
    const m = await this.own(body.meetingId, (x) => x.company_id === companyId)
    const at = this.nowIso()
    switch (body.action) {
      case 'accept':
      case 'decline': {
        const to = body.action === 'accept' ? 'accepted' : 'declined'
        if (!(await this.d.meetings.transition(m.id, ['pending'], to, { answered_at: at })))
          throw conflict('meetingNotOpen')
        await this.notify((await this.d.meetings.meeting(m.id))!, to, 'visitor')
        break
      }
      case 'cancel':
        if (!(await this.d.meetings.transition(m.id, HOLDING, 'cancelled', { cancelled_by: 'stand' })))
          throw conflict('meetingNotOpen')
        await this.notify((await this.d.meetings.meeting(m.id))!, 'cancelled', 'visitor')
        break
      case 'met':
      case 'noShow':
        this.checkMarkable(m)
        await this.d.meetings.mark(m.id, 'stand', body.action)
        break
      case 'note': {
        const note = (body.note ?? '').trim()
        const failed = validateMeetingNote(note)
        if (failed) throw ruleError(failed)
        await this.d.meetings.setNote(m.id, note)
        break
      }
    }
    const after = (await this.d.meetings.meeting(m.id))!
    return this.standView(after, await this.d.meetings.noShows(after.user_id))
  }

  // --- shapes -------------------------------------------------------------------------------------

  /** A meeting as `viewer` sees it (a proposal reads from the viewer's side). */
  private async visitorView(m: MeetingRow, lang: C.Language, viewer: string): Promise<C.Meeting> {
    if (m.peer_user_id) return this.proposalView(m, lang, viewer)
    const stand = await this.standOf(m.company_id, lang)
    const { timeZone } = this.editionOf(m.edition_id)
    return {
      meetingId: m.id,
      companyProfileId: m.company_id,
      exhibitorName: stand.name,
      booth: stand.booth,
      startTime: m.start_time,
      endTime: m.end_time,
      day: venueDay(m.start_time, timeZone),
      timeZone,
      purpose: m.purpose,
      status: m.status as C.MeetingStatus,
      expiresAt: m.expires_at,
      ...(m.cancelled_by ? { cancelledBy: m.cancelled_by as 'visitor' | 'stand' } : {}),
      mark: (m.visitor_mark as C.MeetingMark | null) ?? null,
      ...(m.checked_in_at ? { checkedInAt: m.checked_in_at } : {}),
    }
  }

  private async proposalView(m: MeetingRow, lang: C.Language, viewer: string): Promise<C.Meeting> {
    const proposer = viewer === m.user_id
    const person = await this.personOf(proposer ? m.peer_user_id! : m.user_id, lang)
    const place = (await this.place(m.edition_id, m.place_kind, m.place_code, lang)) ?? {
      kind: (m.place_kind === 'stand' ? 'stand' : 'point') as C.MeetingPlaceKind,
      code: m.place_code ?? '',
      label: m.place_code ?? '',
    }
    const { timeZone } = this.editionOf(m.edition_id)
    const mark = (proposer ? m.visitor_mark : m.stand_mark) as C.MeetingMark | null
    return {
      meetingId: m.id,
      companyProfileId: 0,
      exhibitorName: person.name,
      booth: place.label,
      startTime: m.start_time,
      endTime: m.end_time,
      day: venueDay(m.start_time, timeZone),
      timeZone,
      purpose: m.purpose,
      status: m.status as C.MeetingStatus,
      expiresAt: m.expires_at,
      mark: mark ?? null,
      proposal: {
        role: proposer ? 'proposer' : 'invitee',
        person,
        place,
        // stored as the side that cancelled ('visitor': the proposer, 'peer': the attendee asked)
        ...(m.cancelled_by ? { cancelledBy: (m.cancelled_by === 'visitor') === proposer ? 'me' : 'them' } : {}),
      },
    }
  }

  /** The exhibitor's name (its number once it is gone) and its booth ('' unless it is shown), in one read. */
  private async standOf(companyId: number, lang: C.Language): Promise<{ name: string; booth: string }> {
    const card = await this.d.directory.companyCard(companyId)
    return { name: card ? tr(lang, card.name_zh, card.name_en) : `#${companyId}`, booth: card?.booth ?? '' }
  }

  private async standView(m: MeetingRow, noShows: number): Promise<C.StandMeeting> {
    // the name the visitor registered with for this show; never their phone, email or id
    const reg = await this.d.registrations.byVisitor(m.edition_id, m.user_id)
    return {
      meetingId: m.id,
      slotId: m.slot_id,
      startTime: m.start_time,
      endTime: m.end_time,
      purpose: m.purpose,
      status: m.status as C.MeetingStatus,
      expiresAt: m.expires_at,
      ...(m.cancelled_by ? { cancelledBy: m.cancelled_by as 'visitor' | 'stand' } : {}),
      visitorName: reg?.name ?? '',
      visitorCompany: reg?.company ?? '',
      noShows,
      mark: (m.stand_mark as C.MeetingMark | null) ?? null,
      note: m.note,
      ...(m.checked_in_at ? { checkedInAt: m.checked_in_at } : {}),
    }
  }

  // --- the sweep: expiry and reminders ------------------------------------------------------------

  /** Expires requests whose answer time has passed (each freed once, whoever sweeps). */
  async sweepExpired(): Promise<number> {
    let n = 0
    for (const m of await this.d.meetings.expiredPending(this.nowIso())) {
      if (!(await this.d.meetings.transition(m.id, ['pending'], 'expired'))) continue
      n++
      const after = (await this.d.meetings.meeting(m.id))!
      await this.notify(after, 'expired', 'visitor')
      await this.notify(after, 'expired', after.peer_user_id ? 'peer' : 'stand')
    }
    return n
  }

  /** Expiry, then the reminders of accepted meetings starting within the next 10 minutes. */
  async sweep(): Promise<{ expired: number; reminded: number }> {
    const expired = await this.sweepExpired()
    const now = this.d.clock.now()
    const nowIso = new Date(now).toISOString()
    const dueBefore = new Date(now + MEETING_LIMITS.reminderMinutes * 60_000).toISOString()
    let reminded = 0
    for (const m of await this.d.meetings.dueReminders(nowIso, dueBefore)) {
      if (!(await this.d.meetings.claimReminder(m.id, nowIso))) continue
      reminded++
      await this.notify(m, 'reminder', 'visitor')
      await this.notify(m, 'reminder', m.peer_user_id ? 'peer' : 'stand')
    }
    // notices whose send failed, or whose sender stopped, go now; this round waits for them
    this.wake()
    await this.idle()
    return { expired, reminded }
  }

  /** The message of one event to one side, in the language the visitor booked in. */
  private async message(m: MeetingRow, event: Event, side: Side, userId: string): Promise<ReminderMessage> {
    if (m.peer_user_id) return this.proposalMessage(m, event, side, userId)
    const lang: C.Language = m.language === 'EN' ? 'EN' : 'ZH-CN'
    const { timeZone } = this.editionOf(m.edition_id)
    const stand = await this.standOf(m.company_id, lang)
    const reg = side === 'stand' ? await this.d.registrations.byVisitor(m.edition_id, m.user_id) : undefined
    const other = side === 'visitor' ? stand.name : reg?.name || tr(lang, '一位观众', 'a visitor')
    const booth = stand.booth
    const when = venueRange(m.start_time, m.end_time, timeZone, lang)
    const en: Record<Event, string> = {
      requested: `New meeting request from ${other}: ${when}.`,
      accepted: `${other} accepted your meeting: ${when}${booth ? `, stand ${booth}` : ''}.`,
      declined: `${other} declined your meeting request for ${when}.`,
      cancelled: `The meeting with ${other} on ${when} was cancelled.`,
      expired: `The meeting request ${side === 'visitor' ? `to ${other}` : `from ${other}`} for ${when} expired unanswered.`,
      reminder: `Reminder: your meeting with ${other} starts in ${MEETING_LIMITS.reminderMinutes} minutes — ${when}${booth ? `, stand ${booth}` : ''}.`,
    }
    const zh: Record<Event, string> = {
      requested: `${other} 向您发来会面请求：${when}。`,
      accepted: `${other} 已接受您的会面：${when}${booth ? `，展位 ${booth}` : ''}。`,
      declined: `${other} 谢绝了您 ${when} 的会面请求。`,
      cancelled: `与 ${other} 在 ${when} 的会面已取消。`,
      expired: `${side === 'visitor' ? `发给 ${other}` : `${other} 发来`}的 ${when} 会面请求未获回复，已过期。`,
      reminder: `提醒：您与 ${other} 的会面将于 ${MEETING_LIMITS.reminderMinutes} 分钟后开始——${when}${booth ? `，展位 ${booth}` : ''}。`,
    }
    return {
      key: `meeting:${m.id}:${event}:${side}`,
      kind: event === 'reminder' ? 'meeting' : 'meetingChanged',
      userId,
      // meetings reach the visitor in the app or browser (web push where allowed, else the outbox)
      channel: 'web',
      language: lang,
      sessionId: 0,
      meetingId: m.id,
      title: tr(lang, '展位会面', 'Stand meeting'),
      startTime: m.start_time,
      endTime: m.end_time,
      timeZone,
      room: booth,
      hall: '',
      text: lang === 'EN' ? en[event] : zh[event],
      path:
        side === 'visitor'
          ? `/meetings/mine?language=${lang}`
          : `/meetings/stand?companyProfileId=${m.company_id}&language=${lang}`,
    }
  }

  /** A proposal's notice to one of the two attendees, naming the other and the place. */
  private async proposalMessage(m: MeetingRow, event: Event, side: Side, userId: string): Promise<ReminderMessage> {
    const lang: C.Language = m.language === 'EN' ? 'EN' : 'ZH-CN'
    const { timeZone } = this.editionOf(m.edition_id)
    const other = (await this.personOf(side === 'peer' ? m.user_id : m.peer_user_id!, lang)).name
    const where = (await this.place(m.edition_id, m.place_kind, m.place_code, lang))?.label ?? ''
    const when = venueRange(m.start_time, m.end_time, timeZone, lang)
    const en: Record<Event, string> = {
      requested: `${other} proposes a meeting: ${when}, ${where}.`,
      accepted: `${other} accepted your meeting: ${when}, ${where}.`,
      declined: `${other} declined your meeting proposal for ${when}.`,
      cancelled: `The meeting with ${other} on ${when} was cancelled.`,
      expired: `The meeting proposal ${side === 'peer' ? `from ${other}` : `to ${other}`} for ${when} expired unanswered.`,
      reminder: `Reminder: your meeting with ${other} starts in ${MEETING_LIMITS.reminderMinutes} minutes — ${when}, ${where}.`,
    }
    const zh: Record<Event, string> = {
      requested: `${other} 邀请您会面：${when}，${where}。`,
      accepted: `${other} 已接受您的会面：${when}，${where}。`,
      declined: `${other} 谢绝了您 ${when} 的会面邀请。`,
      cancelled: `与 ${other} 在 ${when} 的会面已取消。`,
      expired: `${side === 'peer' ? `${other} 发来` : `发给 ${other}`}的 ${when} 会面邀请未获回复，已过期。`,
      reminder: `提醒：您与 ${other} 的会面将于 ${MEETING_LIMITS.reminderMinutes} 分钟后开始——${when}，${where}。`,
    }
    return {
      key: `meeting:${m.id}:${event}:${side}`,
      kind: event === 'reminder' ? 'meeting' : 'meetingChanged',
      userId,
      channel: 'web',
      language: lang,
      sessionId: 0,
      meetingId: m.id,
      title: tr(lang, '会面', 'Meeting'),
      startTime: m.start_time,
      endTime: m.end_time,
      timeZone,
      room: where,
      hall: '',
      text: lang === 'EN' ? en[event] : zh[event],
      path: `/meetings/mine?language=${lang}`,
    }
  }

  /** Who a notice to one side of a meeting goes to. */
  private async recipientOf(m: MeetingRow, side: Side): Promise<string | null | undefined> {
    if (side === 'visitor') return m.user_id
    if (side === 'peer') return m.peer_user_id
    return (await this.d.meetings.settings(m.company_id))?.owner_user_id
  }

  /**
   * Queues one notice (meeting, event, side: once) with its delivery record, and wakes the sender.
   * The answer the visitor or the stand waits for never waits for a channel: the notice is sent in
   * the background, and on the reminders' beat if this process stops first or the send failed.
   */
  async notify(m: MeetingRow, event: Event, side: Side, recipient?: string | null): Promise<void> {
    // a recipient the caller has just read is not read again
    const userId = recipient === undefined ? await this.recipientOf(m, side) : recipient
    if (!userId) return
    const now = this.d.clock.now()
    if (!(await this.d.meetings.queueNotice(m.id, event, side, new Date(now).toISOString()))) return
    await this.d.deliveries.queue(
      {
        key: `meeting:${m.id}:${event}:${side}`,
        kind: event === 'reminder' ? 'meeting' : 'meetingChanged',
        channel: 'web',
        eventCode: this.editionOf(m.edition_id).eventCode,
        recipient: recipientHash(this.d.secret, userId),
      },
      now,
    )
    this.wake()
  }

  private sending: Promise<void> | null = null
  private wakeAgain = false

  /** Starts the sender unless it runs (then it looks again when it has done). */
  wake(): void {
    if (this.sending) {
      this.wakeAgain = true
      return
    }
    this.sending = this.sendDue()
      .then(() => undefined)
      .catch((err: unknown) => this.d.log.warn({ err: reasonOf(err) }, 'meeting notices not sent'))
      .finally(() => {
        this.sending = null
        if (this.wakeAgain) {
          this.wakeAgain = false
          this.wake()
        }
      })
  }

  /** Resolves when the sender has nothing more to do (tests, the server's close). */
  async idle(): Promise<void> {
    while (this.sending) await this.sending
  }

  /** Sends the notices that are due, a few at a time, until none is left; the number sent. */
  async sendDue(): Promise<number> {
    let sent = 0
    for (;;) {
      const now = this.d.clock.now()
      const due = await this.d.meetings.dueNotices(
        new Date(now).toISOString(),
        new Date(now - NOTICE_STALE_MS).toISOString(),
      )
      if (!due.length) return sent
      let claimed = 0
      for (let i = 0; i < due.length; i += NOTICE_LANES) {
        const got = await Promise.all(due.slice(i, i + NOTICE_LANES).map((n) => this.sendOne(n, now)))
        claimed += got.filter((x) => x !== 'lost').length
        sent += got.filter((x) => x === 'sent').length
      }
      // another sender took them all: it sends them
      if (!claimed) return sent
    }
  }

  /** One notice: claimed, sent through the session reminders' provider, its record settled. */
  private async sendOne(n: NoticeRow, now: number): Promise<'sent' | 'lost' | 'failed'> {
    const nowIso = new Date(now).toISOString()
    if (!(await this.d.meetings.claimNotice(n, nowIso))) return 'lost'
    const key = `meeting:${n.meeting_id}:${n.event}:${n.side}`
    const side: Side = n.side === 'stand' || n.side === 'peer' ? n.side : 'visitor'
    const m = await this.d.meetings.meeting(n.meeting_id)
    const userId = m ? await this.recipientOf(m, side) : null
    if (!m || !userId) {
      await this.d.meetings.settleNotice(n.id, 'failed')
      await this.d.deliveries.settle(key, { state: 'failed', reason: 'no recipient' }, now)
      return 'failed'
    }
    try {
      const message = await this.message(m, n.event as Event, side, userId)
      // a claim taken over from a sender that stopped mid-send: the channel may have it already
      if (n.state === 'sending') message.resumed = true
      let answer: DeliveryResult
      try {
        answer = await this.d.provider().deliver(message)
      } catch (error) {
        if (!(error instanceof ReminderUndeliverable)) throw error
        answer = { state: 'undeliverable', channel: 'web', reason: error.message.slice(0, 120) }
      }
      await this.d.deliveries.settle(key, answer, now)
      await this.d.meetings.settleNotice(n.id, 'done')
      return 'sent'
    } catch (error) {
      const last = n.attempts + 1 >= NOTICE_ATTEMPTS
      this.d.log.warn({ meetingId: m.id, event: n.event, err: reasonOf(error) }, 'meeting notice not sent')
      await this.d.deliveries.settle(key, { state: last ? 'failed' : 'queued', reason: reasonOf(error) }, now)
      // the next try a minute later (then two): a channel that is down gets a moment
      await this.d.meetings.settleNotice(
        n.id,
        last ? 'failed' : 'queued',
        new Date(now + (n.attempts + 1) * 60_000).toISOString(),
      )
      return 'failed'
    }
  }
}

/** What a stand's meeting code starts with (the QR code reads `expo-meet.<stand>.<signature>`). */
export const MEETING_CODE_PREFIX = 'expo-meet.'

/** Tries per notice before it is recorded failed. */
const NOTICE_ATTEMPTS = 3
/** A claim older than this belongs to a sender that stopped mid-send. */
const NOTICE_STALE_MS = 2 * 60_000
/** Notices handed to the provider at the same time. */
const NOTICE_LANES = 4

declare module 'fastify' {
  interface FastifyInstance {
    meetingDesk: MeetingService
  }
}

export default fp(
  async (fastify) => {
    const service = new MeetingService({
      meetings: fastify.meetings,
      directory: fastify.directory,
      conference: fastify.conference,
      registrations: fastify.registrations,
      match: fastify.match,
      catalog: fastify.catalog,
      deliveries: fastify.deliveries,
      contentCheck: fastify.contentCheck,
      clock: fastify.clock,
      secret: fastify.secret,
      provider: () => fastify.reminders.provider,
      log: fastify.log,
    })
    fastify.decorate('meetingDesk', service)
    // expiry and the 10-minute reminders on the reminders' beat; every step is a conditional update,
    // so several processes sweeping at once still expire and remind each meeting once
    const seconds = fastify.config.reminderCheckSec
    let timer: NodeJS.Timeout | null = null
    let running: Promise<unknown> | null = null
    const round = () => {
      running ??= service
        .sweep()
        .catch((err: Error) => fastify.log.warn({ err: err.message }, 'meeting sweep failed'))
        .finally(() => {
          running = null
        })
    }
    fastify.addHook('onReady', async () => {
      if (seconds > 0) {
        timer = setInterval(round, seconds * 1000)
        timer.unref()
      }
    })
    fastify.addHook('onClose', async () => {
      if (timer) clearInterval(timer)
      await running
      await service.idle()
    })
  },
  {
    name: 'meeting-desk',
    dependencies: [
      'meetings',
      'directory',
      'conference',
      'registrations',
      'match',
      'catalog',
      'deliveries',
      'content-check',
      'reminders',
    ],
  },
)
