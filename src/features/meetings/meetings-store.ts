import { makeAutoObservable, runInAction } from 'mobx'
import { MEETING_LIMITS, MEETING_RULE_MESSAGES, validateMeetingPurpose } from '../../../rules/meetings'
import type {
  Id,
  Meeting,
  MeetingBookBody,
  MeetingCheckInBody,
  MeetingClash,
  MeetingReplyBody,
  MeetingClashQuery,
  MeetingSlot,
  MeetingSlots,
  MeetingSlotsQuery,
  MeetingUpdateBody,
  MyMeetings,
} from '../../../types/api'
import type { Language } from '../../i18n'
import { venueDay } from '../../utils/venue-time'

/** What meetings need from the API client; tests pass a fake. */
export interface MeetingsApi {
  getMeetingSlots(q: MeetingSlotsQuery): Promise<MeetingSlots>
  getMeetingClashes(q: MeetingClashQuery): Promise<MeetingClash[]>
  bookMeeting(body: MeetingBookBody): Promise<Meeting>
  getMyMeetings(): Promise<MyMeetings>
  updateMeeting(body: MeetingUpdateBody): Promise<Meeting>
  checkInMeeting(body: MeetingCheckInBody): Promise<Meeting>
  /** the attendee asked answers a proposal (issue 29.2) */
  replyMeeting(body: MeetingReplyBody): Promise<Meeting>
}

/** An accepted meeting the visitor can check in to now: its day at the venue, not over, not checked in. */
export function canCheckIn(m: Meeting, now: number): boolean {
  return (
    // a meeting between attendees has no stand code to scan
    !m.proposal &&
    m.status === 'accepted' &&
    !m.checkedInAt &&
    Date.parse(m.endTime) > now &&
    venueDay(m.startTime, m.timeZone) === venueDay(new Date(now).toISOString(), m.timeZone)
  )
}

/** An accepted meeting whose slot has ended and the visitor has not marked yet: one tap, met or no-show. */
export function canMark(m: Meeting, now: number): boolean {
  return m.status === 'accepted' && m.mark === null && Date.parse(m.endTime) <= now
}

/**
 * 'pick': choosing a slot and writing the purpose; 'warn': the clashes and the no-show warning are
 * shown and the visitor confirms (the server refuses a clash not confirmed); 'sent': booked.
 */
export type BookingStage = 'pick' | 'warn' | 'sent'

/**
 * Meetings at the stand (issue 29), the visitor's side: an exhibitor's free slots by venue day, one
 * booking at a time (purpose checked by the shared rule, then the clashes and the no-show warning
 * before sending), and My meetings in time order with cancel.
 */
export class MeetingsStore {
  /** the exhibitor whose slots are loaded */
  companyProfileId: Id | null = null
  slots: MeetingSlots | null = null
  slotId: Id | null = null
  purpose = ''
  /** the purpose's rule broken, or the server's refusal (already in the visitor's language) */
  error = ''
  clashes: MeetingClash[] = []
  stage: BookingStage = 'pick'
  busy = false

  mine: MyMeetings | null = null
  mineFailed = false
  /** the server's refusal of a check-in or a mark, by meeting (shown under it) */
  meetingError: Record<number, string> = {}
  /** the meeting being checked in or marked */
  working: Id | null = null

  constructor(
    private readonly api: MeetingsApi,
    private readonly language: () => Language,
    private readonly now: () => number = Date.now,
  ) {
    makeAutoObservable<MeetingsStore, 'api' | 'language' | 'now'>(this, { api: false, language: false, now: false })
  }

  /** The exhibitor has published slots (the "Book a meeting" button shows only then). */
  get hasSlots(): boolean {
    return !!this.slots && this.slots.slots.length > 0
  }

  get timeZone(): string {
    return this.slots?.timeZone ?? 'Asia/Shanghai'
  }

  /** Slots still open to booking (a free place, not begun), grouped by the venue's day in order. */
  get freeByDay(): Array<{ day: string; slots: MeetingSlot[] }> {
    const now = this.now()
    const days = new Map<string, MeetingSlot[]>()
    for (const s of this.slots?.slots ?? []) {
      if (s.free <= 0 || Date.parse(s.startTime) <= now) continue
      const day = s.day || venueDay(s.startTime, this.timeZone)
      days.set(day, [...(days.get(day) ?? []), s])
    }
    return [...days.entries()]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([day, slots]) => ({ day, slots: slots.sort((a, b) => a.startTime.localeCompare(b.startTime)) }))
  }

  get selected(): MeetingSlot | undefined {
    return this.slots?.slots.find((s) => s.slotId === this.slotId)
  }

  /** The visitor's no-shows when they reach the warning (else 0). */
  get noShowWarning(): number {
    const n = Math.max(this.slots?.noShows ?? 0, this.mine?.noShows ?? 0)
    return n >= MEETING_LIMITS.noShowWarning ? n : 0
  }

  /**
   * The visitor's own requests or meetings at an overlapping time: unlike a session, these stop the
   * request (the server refuses it too, confirmed or not: nobody is at two stands at once).
   */
  get overlapping(): MeetingClash[] {
    return this.clashes.filter((c) => c.kind === 'meeting')
  }

  /** My meetings in time order. */
  get meetings(): Meeting[] {
    return [...(this.mine?.meetings ?? [])].sort((a, b) => a.startTime.localeCompare(b.startTime))
  }

  async loadSlots(companyProfileId: Id): Promise<void> {
    if (this.companyProfileId !== companyProfileId) {
      this.companyProfileId = companyProfileId
      this.slots = null
      this.reset()
    }
    try {
      const slots = await this.api.getMeetingSlots({ companyProfileId })
      runInAction(() => {
        if (this.companyProfileId === companyProfileId) this.slots = slots
      })
    } catch (error) {
      // no slots shown (offline or none): the page simply has no booking button
      console.warn('meeting slots load failed', error)
    }
  }

  reset(): void {
    this.slotId = null
    this.purpose = ''
    this.error = ''
    this.clashes = []
    this.stage = 'pick'
  }

  choose(slotId: Id): void {
    this.slotId = slotId
    this.stage = 'pick'
    this.clashes = []
    this.error = ''
  }

  setPurpose(text: string): void {
    this.purpose = text
    if (this.error) this.error = ''
  }

  /**
   * Send (from 'pick'): checks the purpose, then asks the server what the visitor already has at
   * that time; with a clash or the no-show warning the visitor sees them first ('warn'), otherwise
   * the request goes at once. Resolves true when booked.
   */
  async submit(): Promise<boolean> {
    const slotId = this.slotId
    if (slotId === null || this.busy) return false
    const broken = validateMeetingPurpose(this.purpose)
    if (broken) {
      this.error = MEETING_RULE_MESSAGES[this.language()][broken]
      return false
    }
    if (this.stage === 'warn') return this.overlapping.length ? false : this.send(true)
    this.busy = true
    try {
      const clashes = await this.api.getMeetingClashes({ slotId })
      runInAction(() => {
        this.clashes = clashes
        this.busy = false
      })
      if (clashes.length || this.noShowWarning) {
        runInAction(() => (this.stage = 'warn'))
        return false
      }
      return this.send(false)
    } catch (error) {
      runInAction(() => {
        this.busy = false
        this.error = messageOf(error)
      })
      return false
    }
  }

  private async send(confirmed: boolean): Promise<boolean> {
    const slotId = this.slotId!
    this.busy = true
    try {
      const meeting = await this.api.bookMeeting({
        slotId,
        purpose: this.purpose.trim(),
        ...(confirmed && this.clashes.length ? { confirmClash: 1 as const } : {}),
      })
      runInAction(() => {
        this.stage = 'sent'
        this.busy = false
        if (this.mine) this.mine = { ...this.mine, meetings: [...this.mine.meetings, meeting] }
        const slot = this.slots?.slots.find((s) => s.slotId === slotId)
        if (slot) slot.free = Math.max(0, slot.free - 1)
      })
      return true
    } catch (error) {
      runInAction(() => {
        this.busy = false
        this.stage = 'pick'
        this.error = messageOf(error)
      })
      // the place may have gone meanwhile: show what is free now
      if (this.companyProfileId !== null) void this.loadSlots(this.companyProfileId)
      return false
    }
  }

  /** My meetings (kept offline like My agenda: the client answers from the kept copy). */
  async loadMine(): Promise<void> {
    try {
      const mine = await this.api.getMyMeetings()
      runInAction(() => {
        this.mine = mine
        this.mineFailed = false
      })
    } catch (error) {
      console.warn('my meetings load failed', error)
      runInAction(() => (this.mineFailed = true))
    }
  }

  /** The visitor cancels; the list shows the server's answer. Rejects with the server's refusal. */
  async cancel(meetingId: Id): Promise<void> {
    const updated = await this.api.updateMeeting({ meetingId, action: 'cancel' })
    this.replace(updated)
  }

  private replace(updated: Meeting): void {
    runInAction(() => {
      if (this.mine)
        this.mine = {
          ...this.mine,
          meetings: this.mine.meetings.map((m) => (m.meetingId === updated.meetingId ? updated : m)),
        }
    })
  }

  /**
   * The visitor scanned the stand's code for a meeting: true when checked in; otherwise the
   * server's refusal (another stand's code, not today …) is kept under the meeting.
   */
  async checkIn(meetingId: Id, code: string): Promise<boolean> {
    return this.work(meetingId, () => this.api.checkInMeeting({ meetingId, code }))
  }

  /** A proposal waiting for this visitor's answer (they were asked, it has not begun). */
  awaitsMe(m: Meeting): boolean {
    return m.proposal?.role === 'invitee' && m.status === 'pending' && Date.parse(m.startTime) > this.now()
  }

  /** The attendee asked accepts or declines; a refusal (expired meanwhile) shows under the meeting. */
  async reply(meetingId: Id, action: 'accept' | 'decline'): Promise<boolean> {
    return this.work(meetingId, () => this.api.replyMeeting({ meetingId, action }))
  }

  /** One tap after the slot: met, or the stand did not show. */
  async mark(meetingId: Id, action: 'met' | 'noShow'): Promise<boolean> {
    return this.work(meetingId, () => this.api.updateMeeting({ meetingId, action }))
  }

  private async work(meetingId: Id, call: () => Promise<Meeting>): Promise<boolean> {
    if (this.working !== null) return false
    this.working = meetingId
    const { [meetingId]: _gone, ...rest } = this.meetingError
    this.meetingError = rest
    try {
      this.replace(await call())
      return true
    } catch (error) {
      runInAction(() => (this.meetingError = { ...this.meetingError, [meetingId]: messageOf(error) }))
      return false
    } finally {
      runInAction(() => (this.working = null))
    }
  }
}

const messageOf = (error: unknown) => (error instanceof Error && error.message ? error.message : String(error))
