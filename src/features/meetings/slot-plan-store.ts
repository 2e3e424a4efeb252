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

/** The hours a day starts with. */
const DEFAULT_HOURS: DayHours = { from: '09:00', to: '17:00', breaks: [] }

/** The answer times offered (hours); the rule allows any whole hour from 1 to 72. */
export const EXPIRY_CHOICES = [4, 12, 24, 48, 72] as const

const clockOf = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`
/** A clock moved by `by` minutes, kept within the day (00:00–23:45). */
const moved = (clock: string, by: number) =>
  clockOf(Math.min(23 * 60 + 45, Math.max(0, (clockMinutes(clock) ?? 0) + by)))

/** One day's opening hours and breaks. */
export interface DayHours {
  from: string
  to: string
  breaks: Array<{ from: string; to: string }>
}

const sameHours = (a: DayHours, b: DayHours) =>
  a.from === b.from &&
  a.to === b.to &&
  a.breaks.length === b.breaks.length &&
  a.breaks.every((x, i) => x.from === b.breaks[i]!.from && x.to === b.breaks[i]!.to)
const copyHours = (h: DayHours): DayHours => ({ from: h.from, to: h.to, breaks: h.breaks.map((b) => ({ ...b })) })

/**
 * Publishing meeting slots (issue 29, the stand's side): length, meetings at once and the answer
 * time for the show, and opening hours and breaks per day, for the days switched on in the week
 * strip. A whole show is a few taps: every day starts on, with 09:00–17:00, 30 minutes, one meeting
 * at a time, and hours changed under "Every day" go to every day (day 1 copied to all); a day
 * chosen under "Hours for" gets hours of its own. The preview counts the slots with the shared
 * `slotsOfPlan`, exactly as the server will make them.
 */
export class SlotPlanStore {
  companyProfileId: Id | null = null
  timeZone = 'Asia/Shanghai'
  /** the show's days ('YYYY-MM-DD'), in order */
  days: string[] = []
  /** the days with slots */
  on: string[] = []
  /** each day's hours ('YYYY-MM-DD' → hours); a day missing has the default */
  hours: Record<string, DayHours> = {}
  /** the day whose hours the form edits; null: every day at once */
  editing: string | null = null
  length = 30
  capacity = 1
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
        // the form shows the plan published before (each day's hours; a closed day the first
        // day's), or the defaults on every day
        this.on = first ? s.plans.map((p) => p.day).filter((d) => this.days.includes(d)) : [...this.days]
        const base: DayHours = first ? copyHours(first) : { ...DEFAULT_HOURS, breaks: [] }
        this.hours = Object.fromEntries(this.days.map((d) => [d, copyHours(s.plans.find((p) => p.day === d) ?? base)]))
        if (first) {
          this.length = first.length
          this.capacity = first.capacity
        }
        // days published with different hours: the form opens on the first day, to show it
        this.editing = this.sameEveryDay ? null : (this.on[0] ?? null)
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

  /** The hours being edited: the chosen day's, or (every day) the first open day's. */
  get current(): DayHours {
    const day = this.editing ?? this.on[0] ?? this.days[0]
    return (day && this.hours[day]) || DEFAULT_HOURS
  }

  get from(): string {
    return this.current.from
  }

  get to(): string {
    return this.current.to
  }

  get breaks(): Array<{ from: string; to: string }> {
    return this.current.breaks
  }

  /** Every open day has the same hours. */
  get sameEveryDay(): boolean {
    const open = this.on.map((d) => this.hours[d] ?? DEFAULT_HOURS)
    return open.every((h) => sameHours(h, open[0]!))
  }

  /** The open days whose hours differ from the first open day's (marked in the day choice). */
  get ownHours(): string[] {
    const first = this.hours[this.on[0] ?? ''] ?? DEFAULT_HOURS
    return this.on.slice(1).filter((d) => !sameHours(this.hours[d] ?? DEFAULT_HOURS, first))
  }

  /** Chooses whose hours the form edits: a day, or every day (null). */
  editDay(day: string | null): void {
    this.editing = day
  }

  /** The day being edited gives its hours to every day ("copy to all days"). */
  copyToAll(): void {
    const h = this.current
    this.hours = Object.fromEntries(this.days.map((d) => [d, copyHours(h)]))
    this.editing = null
    this.touched()
  }

  /** Changes the hours being edited: one day's, or (every day) all days' from the edited ones. */
  private edit(change: (h: DayHours) => DayHours): void {
    const next = change(copyHours(this.current))
    if (this.editing) this.hours = { ...this.hours, [this.editing]: next }
    else this.hours = Object.fromEntries(this.days.map((d) => [d, copyHours(next)]))
    this.touched()
  }

  toggleDay(day: string): void {
    this.on = this.on.includes(day) ? this.on.filter((d) => d !== day) : [...this.on, day].sort()
    // a closed day's hours are not edited on: back to every day, or the first open day when they differ
    if (this.editing && !this.on.includes(this.editing)) this.editing = this.sameEveryDay ? null : (this.on[0] ?? null)
    this.touched()
  }

  /** Moves the opening's start or end by `by` minutes. */
  shift(edge: 'from' | 'to', by: number): void {
    this.edit((h) => ({ ...h, [edge]: moved(h[edge], by) }))
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
    this.edit((h) => {
      const last = h.breaks[h.breaks.length - 1]
      const from = last ? moved(last.to, 60) : '12:00'
      return { ...h, breaks: [...h.breaks, { from, to: moved(from, last ? 15 : 60) }] }
    })
  }

  removeBreak(index: number): void {
    this.edit((h) => ({ ...h, breaks: h.breaks.filter((_, i) => i !== index) }))
  }

  shiftBreak(index: number, edge: 'from' | 'to', by: number): void {
    this.edit((h) => ({
      ...h,
      breaks: h.breaks.map((b, i) => (i === index ? { ...b, [edge]: moved(b[edge], by) } : b)),
    }))
  }

  /** The plan of each day switched on, with that day's hours. */
  get plans(): MeetingDayPlan[] {
    return this.on.map((day) => {
      const h = this.hours[day] ?? DEFAULT_HOURS
      return {
        day,
        from: h.from,
        to: h.to,
        length: this.length,
        capacity: this.capacity,
        breaks: h.breaks.map((b) => ({ ...b })),
      }
    })
  }

  /** The slots the day being edited gets (every day: the first open day's). */
  get slotsPerDay(): Array<{ from: string; to: string }> {
    return slotsOfPlan({ day: '', from: this.from, to: this.to, length: this.length, capacity: 1, breaks: this.breaks })
  }

  /** The slots one day gets with its own hours. */
  slotsOn(day: string): number {
    const h = this.hours[day] ?? DEFAULT_HOURS
    return slotsOfPlan({ day, from: h.from, to: h.to, length: this.length, capacity: 1, breaks: h.breaks }).length
  }

  /** The slots of every open day together. */
  get slotsTotal(): number {
    return this.on.reduce((n, d) => n + this.slotsOn(d), 0)
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
