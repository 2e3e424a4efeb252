import { makeAutoObservable, runInAction } from 'mobx'
import { MEETING_RULE_MESSAGES, validateMeetingNote } from '../../../rules/meetings'
import type { Id, MeetingAnswerBody, MeetingStandDay, MeetingStandQuery, StandMeeting } from '../../../types/api'
import type { Language } from '../../i18n'

/** What the stand's day view needs from the API client; tests pass a fake. */
export interface StandDayApi {
  getMeetingStand(q: MeetingStandQuery, editToken: string): Promise<MeetingStandDay>
  answerMeeting(body: MeetingAnswerBody, editToken: string): Promise<StandMeeting>
}

export type StandAction = 'accept' | 'decline' | 'met' | 'noShow'

/**
 * The stand's day (issue 29): one venue day's slots with their bookings, accept / decline of
 * waiting requests, a note per meeting (the stand's own: the visitor never sees it), "met" /
 * "no-show" once an accepted meeting's slot has begun, and the show's counts. Every answer shows
 * the server's copy of the meeting; a refusal is shown on that meeting and nothing typed is lost.
 */
export class StandDayStore {
  companyProfileId: Id | null = null
  data: MeetingStandDay | null = null
  loading = false
  loadFailed = false
  /** the meeting an answer is on its way for */
  busyId: Id | null = null
  /** a refusal per meeting (the server's words, or the note's rule) */
  errors: Record<number, string> = {}
  /** notes being written, per meeting (absent: the saved note) */
  drafts: Record<number, string> = {}
  /** meetings whose note was saved on this visit */
  saved: Record<number, boolean> = {}

  constructor(
    private readonly api: StandDayApi,
    private readonly language: () => Language,
    private readonly now: () => number = Date.now,
  ) {
    makeAutoObservable<StandDayStore, 'api' | 'language' | 'now'>(this, { api: false, language: false, now: false })
  }

  /** Loads a day (default: the server's choice, the show's first day). */
  async load(companyProfileId: Id, editToken: string, day?: string): Promise<void> {
    if (this.companyProfileId !== companyProfileId) {
      this.data = null
      this.errors = {}
      this.drafts = {}
    }
    this.companyProfileId = companyProfileId
    this.loading = true
    this.loadFailed = false
    try {
      const data = await this.api.getMeetingStand({ companyProfileId, ...(day ? { day } : {}) }, editToken)
      runInAction(() => {
        if (this.companyProfileId !== companyProfileId) return
        this.data = data
        this.loading = false
      })
    } catch (error) {
      console.warn('stand meetings load failed', error)
      runInAction(() => {
        this.loading = false
        this.loadFailed = true
      })
    }
  }

  /** Requests waiting for an answer on this day. */
  get waiting(): number {
    return (this.data?.slots ?? []).reduce((n, s) => n + s.meetings.filter((m) => m.status === 'pending').length, 0)
  }

  /** "Met" / "no-show" can be tapped: accepted, the slot has begun, not marked yet. */
  markable(m: StandMeeting): boolean {
    return m.status === 'accepted' && m.mark === null && Date.parse(m.startTime) <= this.now()
  }

  noteOf(m: StandMeeting): string {
    return this.drafts[m.meetingId] ?? m.note
  }

  setNote(meetingId: Id, text: string): void {
    this.drafts[meetingId] = text
    delete this.errors[meetingId]
    delete this.saved[meetingId]
  }

  async act(meetingId: Id, action: StandAction, editToken: string): Promise<boolean> {
    return this.send({ meetingId, action }, editToken)
  }

  async saveNote(meetingId: Id, editToken: string): Promise<boolean> {
    const note = (this.drafts[meetingId] ?? '').trim()
    const broken = validateMeetingNote(note)
    if (broken) {
      this.errors[meetingId] = MEETING_RULE_MESSAGES[this.language()][broken]
      return false
    }
    const ok = await this.send({ meetingId, action: 'note', note }, editToken)
    if (ok)
      runInAction(() => {
        delete this.drafts[meetingId]
        this.saved[meetingId] = true
      })
    return ok
  }

  private async send(body: Omit<MeetingAnswerBody, 'companyProfileId'>, editToken: string): Promise<boolean> {
    const companyProfileId = this.companyProfileId
    if (companyProfileId === null || this.busyId !== null) return false
    this.busyId = body.meetingId
    delete this.errors[body.meetingId]
    try {
      const after = await this.api.answerMeeting({ companyProfileId, ...body }, editToken)
      runInAction(() => {
        this.busyId = null
        this.replace(after)
      })
      // an answer or a mark moves the show's counts: read them as the server keeps them
      if (body.action !== 'note' && this.data) await this.load(companyProfileId, editToken, this.data.day)
      return true
    } catch (error) {
      runInAction(() => {
        this.busyId = null
        this.errors[body.meetingId] = error instanceof Error && error.message ? error.message : String(error)
      })
      // it may have expired or been cancelled meanwhile: show the day as it is now
      if (body.action !== 'note' && this.data) void this.load(companyProfileId, editToken, this.data.day)
      return false
    }
  }

  /** The server's copy of the meeting in place (the counts come with the day, read again). */
  private replace(after: StandMeeting): void {
    if (!this.data) return
    this.data = {
      ...this.data,
      slots: this.data.slots.map((s) =>
        s.slotId === after.slotId
          ? { ...s, meetings: s.meetings.map((m) => (m.meetingId === after.meetingId ? after : m)) }
          : s,
      ),
    }
  }
}
