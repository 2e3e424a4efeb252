import { makeAutoObservable, runInAction } from 'mobx'
import {
  MEETING_LIMITS,
  MEETING_RULE_MESSAGES,
  clockMinutes,
  proposalEnd,
  validateMeetingPurpose,
  validateProposalTime,
} from '../../../rules/meetings'
import type {
  Meeting,
  MeetingClash,
  MeetingPlaceKind,
  MeetingPlaces,
  MeetingPlacesQuery,
  MeetingProposalClashes,
  MeetingProposalClashQuery,
  MeetingProposeBody,
} from '../../../types/api'
import type { Language } from '../../i18n'
import { venueDay, venueOffset } from '../../utils/venue-time'

/** What proposing a meeting needs from the API client; tests pass a fake. */
export interface ProposalApi {
  getMeetingPlaces(q: MeetingPlacesQuery): Promise<MeetingPlaces>
  getProposalClashes(q: MeetingProposalClashQuery): Promise<MeetingProposalClashes>
  proposeMeeting(body: MeetingProposeBody): Promise<Meeting>
}

/** 'pick': time, place and purpose; 'warn': either side's clashes shown, the proposer confirms; 'sent'. */
export type ProposalStage = 'pick' | 'warn' | 'sent'

/** The times step by a quarter of an hour (buttons, no keyboard: the same on both hosts). */
export const PROPOSAL_STEP_MINUTES = 15

const clockOf = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`

/** A venue day and clock time as an instant (ms), in the venue's zone. */
export function venueInstantMs(day: string, clock: string, tz: string): number {
  const asUtc = Date.parse(`${day}T${clock}:00Z`)
  return asUtc - venueOffset(asUtc, tz) * 60_000
}

/**
 * Proposing a meeting to a mutual match (issue 29.2): a show day and a start at the venue's clock
 * (quarter-hour steps), 15, 20 or 30 minutes, a place (a meeting point of the venue map, or a
 * stand by its number), a purpose; the shared rules first, then both sides' clashes before sending.
 */
export class ProposalStore {
  personId = ''
  places: MeetingPlaces | null = null
  /** the server's refusal of the form itself (not a match, offline) */
  loadError = ''
  day = ''
  from = '10:00'
  length = 30
  placeKind: MeetingPlaceKind | null = null
  pointCode = ''
  standCode = ''
  purpose = ''
  /** a rule broken, or the server's refusal (already in the visitor's language) */
  error = ''
  clashes: MeetingClash[] = []
  theirsBusy = false
  stage: ProposalStage = 'pick'
  busy = false
  sent: Meeting | null = null

  constructor(
    private readonly api: ProposalApi,
    private readonly language: () => Language,
    private readonly now: () => number = Date.now,
  ) {
    makeAutoObservable<ProposalStore, 'api' | 'language' | 'now'>(this, { api: false, language: false, now: false })
  }

  get timeZone(): string {
    return this.places?.timeZone ?? 'Asia/Shanghai'
  }

  /** The show's days still ahead (today at the venue included). */
  get days(): string[] {
    const today = venueDay(this.now(), this.timeZone)
    return (this.places?.days ?? []).filter((d) => d >= today)
  }

  get to(): string {
    return proposalEnd({ day: this.day, from: this.from, length: this.length })
  }

  async load(personId: string): Promise<void> {
    this.personId = personId
    this.places = null
    this.loadError = ''
    this.reset()
    try {
      const places = await this.api.getMeetingPlaces({ personId })
      runInAction(() => {
        if (this.personId !== personId) return
        this.places = places
        this.setDay(this.days[0] ?? places.days[0] ?? '')
      })
    } catch (error) {
      runInAction(() => (this.loadError = messageOf(error)))
    }
  }

  reset(): void {
    this.placeKind = null
    this.pointCode = ''
    this.standCode = ''
    this.purpose = ''
    this.sent = null
    this.edited()
  }

  /** Anything changed: the clashes shown were of the earlier choice. */
  private edited(): void {
    this.error = ''
    this.clashes = []
    this.theirsBusy = false
    if (this.stage === 'warn') this.stage = 'pick'
    if (this.stage === 'sent') this.stage = 'pick'
  }

  /** A day: today starts at the next quarter hour a little ahead; another day at 10:00. */
  setDay(day: string): void {
    this.day = day
    const now = this.now()
    if (day === venueDay(now, this.timeZone)) {
      const dayStart = venueInstantMs(day, '00:00', this.timeZone)
      const minutes = Math.ceil((now - dayStart) / 60_000 / PROPOSAL_STEP_MINUTES + 1) * PROPOSAL_STEP_MINUTES
      this.from = clockOf(Math.min(minutes, 24 * 60 - this.length))
    } else this.from = '10:00'
    this.edited()
  }

  /** Moves the start by a quarter hour, within the day (a meeting ends by midnight). */
  shift(steps: number): void {
    const from = clockMinutes(this.from) ?? 600
    const next = from + steps * PROPOSAL_STEP_MINUTES
    if (next < 0 || next + this.length > 24 * 60) return
    this.from = clockOf(next)
    this.edited()
  }

  setLength(length: number): void {
    this.length = length
    const from = clockMinutes(this.from) ?? 0
    if (from + length > 24 * 60) this.from = clockOf(24 * 60 - length)
    this.edited()
  }

  choosePoint(code: string): void {
    this.placeKind = 'point'
    this.pointCode = code
    this.edited()
  }

  chooseStand(): void {
    this.placeKind = 'stand'
    this.edited()
  }

  setStandCode(code: string): void {
    this.standCode = code
    this.edited()
  }

  setPurpose(text: string): void {
    this.purpose = text
    if (this.error) this.error = ''
  }

  private get place(): { kind: MeetingPlaceKind; code: string } | null {
    if (this.placeKind === 'point' && this.pointCode) return { kind: 'point', code: this.pointCode }
    if (this.placeKind === 'stand' && this.standCode.trim()) return { kind: 'stand', code: this.standCode.trim() }
    return null
  }

  /** The first rule the form breaks, in the visitor's language, or ''. */
  private broken(): string {
    const words = MEETING_RULE_MESSAGES[this.language()]
    const time = validateProposalTime({ day: this.day, from: this.from, length: this.length }, this.places?.days ?? [])
    if (time) return words[time]
    if (!this.place) return words.placeMissing
    const purpose = validateMeetingPurpose(this.purpose)
    return purpose ? words[purpose] : ''
  }

  /**
   * Send (from 'pick'): the rules, then what either side has at that time; a clash is shown first
   * ('warn': the proposer's own in full, the other's only as busy) and the next tap sends anyway.
   * Resolves true when sent.
   */
  async submit(): Promise<boolean> {
    if (this.busy || !this.places) return false
    const broken = this.broken()
    if (broken) {
      this.error = broken
      return false
    }
    if (this.stage === 'warn') return this.send(true)
    this.busy = true
    try {
      const seen = await this.api.getProposalClashes({
        personId: this.personId,
        day: this.day,
        from: this.from,
        length: this.length,
      })
      runInAction(() => {
        this.clashes = seen.mine
        this.theirsBusy = seen.theirsBusy
        this.busy = false
      })
      if (seen.mine.length || seen.theirsBusy) {
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
    this.busy = true
    try {
      const meeting = await this.api.proposeMeeting({
        personId: this.personId,
        day: this.day,
        from: this.from,
        length: this.length,
        place: this.place!,
        purpose: this.purpose.trim(),
        ...(confirmed ? { confirmClash: 1 as const } : {}),
      })
      runInAction(() => {
        this.sent = meeting
        this.stage = 'sent'
        this.busy = false
        if (this.places) this.places = { ...this.places, pending: this.places.pending + 1 }
      })
      return true
    } catch (error) {
      runInAction(() => {
        this.busy = false
        this.stage = 'pick'
        this.error = messageOf(error)
      })
      return false
    }
  }

  /** The proposer's requests waiting for an answer have reached the cap (the server refuses more). */
  get atCap(): boolean {
    return (this.places?.pending ?? 0) >= MEETING_LIMITS.maxPending
  }
}

const messageOf = (error: unknown) => (error instanceof Error && error.message ? error.message : String(error))
