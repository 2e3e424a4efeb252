import { makeAutoObservable, runInAction } from 'mobx'
import {
  MEETING_LIMITS,
  MEETING_RULE_MESSAGES,
  clockMinutes,
  slotsOfPlan,
  validateMeetingExpiry,
  validateMeetingPlan,
} from '../../../rules/meetings'
import type { Id, MeetingDayPlan, MeetingPublishBody, MeetingSlots, MeetingSlotsQuery } from '../../../types/api'
import type { Language } from '../../i18n'

/** What publishing needs from the API client; tests pass a fake. */
export interface SlotPlanApi {
  getMeetingSlots(q: MeetingSlotsQuery): Promise<MeetingSlots>
  publishMeetingSlots(body: MeetingPublishBody, editToken: string): Promise<MeetingSlots>
}

/** The answer times offered (hours); the rule allows any whole hour from 1 to 72. */
export const EXPIRY_CHOICES = [4, 12, 24, 48, 72] as const

const clockOf = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`
/** A clock moved by `by` minutes, kept within the day (00:00–23:45). */
const moved = (clock: string, by: number) =>
  clockOf(Math.min(23 * 60 + 45, Math.max(0, (clockMinutes(clock) ?? 0) + by)))

/**
 * Publishing meeting slots (issue 29, the stand's side): one plan (opening hours, length, meetings
 * at once, breaks) for the days switched on in the week strip, and the answer time. A whole show
 * is a few taps: every day starts on, with 09:00–17:00, 30 minutes, one meeting at a time. The
 * preview counts the slots with the shared `slotsOfPlan`, exactly as the server will make them.
 */
export class SlotPlanStore {
  companyProfileId: Id | null = null
  timeZone = 'Asia/Shanghai'
  /** the show's days ('YYYY-MM-DD'), in order */
  days: string[] = []
  /** the days with slots */
  on: string[] = []
  from = '09:00'
  to = '17:00'
  length = 30
  capacity = 1
  breaks: Array<{ from: string; to: string }> = []
  expiryHours: number = MEETING_LIMITS.defaultExpiryHours
  /** the stand had published before (the button says "Publish again") */
  hadPlan = false
  loaded = false
  loadFailed = false
  busy = false
  /** the rule broken or the server's refusal, in the exhibitor's language */
  error = ''
  /** slots the server made at the last publish (null: not published on this visit) */
  published: number | null = null

  constructor(
    private readonly api: SlotPlanApi,
    private readonly language: () => Language,
  ) {
    makeAutoObservable<SlotPlanStore, 'api' | 'language'>(this, { api: false, language: false })
  }

  async load(companyProfileId: Id): Promise<void> {
    this.companyProfileId = companyProfileId
    this.loadFailed = false
    try {
      const s = await this.api.getMeetingSlots({ companyProfileId })
      runInAction(() => {
        if (this.companyProfileId !== companyProfileId) return
        this.timeZone = s.timeZone
        this.days = [...s.days].sort()
        this.expiryHours = s.expiryHours || MEETING_LIMITS.defaultExpiryHours
        const first = s.plans[0]
        this.hadPlan = !!first
        // the form shows the plan published before (its first day), or the defaults on every day
        this.on = first ? s.plans.map((p) => p.day).filter((d) => this.days.includes(d)) : [...this.days]
        if (first) {
          this.from = first.from
          this.to = first.to
          this.length = first.length
          this.capacity = first.capacity
          this.breaks = first.breaks.map((b) => ({ ...b }))
        }
        this.loaded = true
      })
    } catch (error) {
      console.warn('meeting plan load failed', error)
      runInAction(() => (this.loadFailed = true))
    }
  }

  private touched(): void {
    this.error = ''
    this.published = null
  }

  toggleDay(day: string): void {
    this.on = this.on.includes(day) ? this.on.filter((d) => d !== day) : [...this.on, day].sort()
    this.touched()
  }

  /** Moves the opening's start or end by `by` minutes. */
  shift(edge: 'from' | 'to', by: number): void {
    this[edge] = moved(this[edge], by)
    this.touched()
  }

  setLength(length: number): void {
    this.length = length
    this.touched()
  }

  setCapacity(capacity: number): void {
    this.capacity = capacity
    this.touched()
  }

  setExpiry(hours: number): void {
    this.expiryHours = hours
    this.touched()
  }

  /** A new break: lunch first, then an hour after the last break. */
  addBreak(): void {
    if (this.breaks.length >= MEETING_LIMITS.maxBreaks) return
    const last = this.breaks[this.breaks.length - 1]
    const from = last ? moved(last.to, 60) : '12:00'
    this.breaks = [...this.breaks, { from, to: moved(from, last ? 15 : 60) }]
    this.touched()
  }

  removeBreak(index: number): void {
    this.breaks = this.breaks.filter((_, i) => i !== index)
    this.touched()
  }

  shiftBreak(index: number, edge: 'from' | 'to', by: number): void {
    this.breaks = this.breaks.map((b, i) => (i === index ? { ...b, [edge]: moved(b[edge], by) } : b))
    this.touched()
  }

  /** The plan of each day switched on. */
  get plans(): MeetingDayPlan[] {
    return this.on.map((day) => ({
      day,
      from: this.from,
      to: this.to,
      length: this.length,
      capacity: this.capacity,
      breaks: this.breaks.map((b) => ({ ...b })),
    }))
  }

  /** The slots one day gets (every day switched on gets the same). */
  get slotsPerDay(): Array<{ from: string; to: string }> {
    return slotsOfPlan({ day: '', from: this.from, to: this.to, length: this.length, capacity: 1, breaks: this.breaks })
  }

  /** The first rule the form breaks, in the exhibitor's language ('' when none). */
  get problem(): string {
    const key = !this.on.length
      ? 'noSlots'
      : (validateMeetingPlan(this.plans, this.days) ?? validateMeetingExpiry(this.expiryHours))
    return key ? MEETING_RULE_MESSAGES[this.language()][key] : ''
  }

  /** Publishes (replacing the plan before); resolves true when the server made the slots. */
  async publish(editToken: string): Promise<boolean> {
    const companyProfileId = this.companyProfileId
    if (companyProfileId === null || this.busy) return false
    const problem = this.problem
    if (problem) {
      this.error = problem
      return false
    }
    this.busy = true
    this.error = ''
    try {
      const s = await this.api.publishMeetingSlots(
        { companyProfileId, days: this.plans, expiryHours: this.expiryHours },
        editToken,
      )
      runInAction(() => {
        this.busy = false
        this.hadPlan = true
        this.published = s.slots.length
      })
      return true
    } catch (error) {
      runInAction(() => {
        this.busy = false
        this.error = error instanceof Error && error.message ? error.message : String(error)
      })
      return false
    }
  }
}
