import { makeAutoObservable, runInAction } from 'mobx'
import type { Id, SessionFilters, SessionListPage, SessionListQuery, SessionSummary } from '../../../types/api'
import { isNotViewable, LatestRequest } from '../../utils/remote'
import { PagedList } from '../../utils/paged-list'
import { venueDay } from '../../utils/venue-time'
import { SESSION_PAGE_SIZE, sessionPageQuery, type SessionPageParams } from './first-page'

/** What the session list needs from the API (the typed endpoints satisfy it; tests pass a fake). */
export interface ConferenceListApi {
  getSessionFilters(query: { eventEditionId?: Id }): Promise<SessionFilters>
  getSessionList(query: SessionListQuery): Promise<SessionListPage>
}

export { SESSION_PAGE_SIZE }
/** When today's loaded sessions have all begun, further pages are fetched until "next" is among them (at most this many). */
const MAX_CATCH_UP_PAGES = 10

/** The sessions of one venue day, in time order (several days when searching). */
export interface DaySection {
  day: string
  items: SessionSummary[]
}

/**
 * - `loading`: the edition's days and filters are on their way
 * - `ready`: shown (the list itself has its own loading / failed flags)
 * - `unavailable`: the edition is not viewable (the server's silent error): no data
 * - `failed`: network or server error: a retry
 */
export type ConferenceStatus = 'loading' | 'ready' | 'unavailable' | 'failed'

/**
 * The session list (/meeting/list): the edition's days, tracks and rooms; the chosen day, track,
 * room and search words; the sessions loaded so far, a page at a time; and "now" / "next" on the
 * venue's current day. Days and times are the venue's (the edition's time zone), whatever zone the
 * device is in. A newer request supersedes an older one: a slow answer for a filter the visitor
 * left never lands.
 */
export class SessionListStore {
  status: ConferenceStatus = 'loading'
  filters: SessionFilters | null = null
  /** the chosen venue day ('YYYY-MM-DD'); a search looks at every day */
  day: string | undefined = undefined
  trackId: Id | undefined = undefined
  roomId: Id | undefined = undefined
  keyword = ''
  /** the sessions loaded so far, a page at a time (utils/paged-list.ts) */
  readonly pages: PagedList<SessionSummary>
  private readonly opening = new LatestRequest()

  constructor(
    private readonly api: ConferenceListApi,
    private readonly options: { now: () => number; eventEditionId?: Id; pageSize?: number },
  ) {
    this.pages = new PagedList({
      fetchPage: (pageNo) => this.api.getSessionList(this.query(pageNo)),
      keyOf: (s) => s.id,
      // on the venue's current day, more until "next" is loaded (the list opens on it)
      keepGoing: () => this.needsCatchUp(),
      maxPagesPerLoad: MAX_CATCH_UP_PAGES,
    })
    makeAutoObservable<SessionListStore, 'api' | 'options' | 'pages' | 'opening'>(this, {
      api: false,
      options: false,
      pages: false,
      opening: false,
    })
  }

  get timeZone(): string {
    return this.filters?.timeZone ?? 'Asia/Shanghai'
  }

  get searching(): boolean {
    return this.keyword !== ''
  }

  get filterCount(): number {
    return (this.trackId !== undefined ? 1 : 0) + (this.roomId !== undefined ? 1 : 0) + (this.searching ? 1 : 0)
  }

  /** The venue's day today (by the device's clock, read in the venue's zone). */
  get today(): string {
    return venueDay(this.options.now(), this.timeZone)
  }

  /** Loaded and nothing matches. */

  /** The loaded sessions by venue day, in time order. */
  get sections(): DaySection[] {
    const out: DaySection[] = []
    for (const item of this.pages.items) {
      const day = venueDay(item.startTime, this.timeZone)
      const last = out[out.length - 1]
      if (last?.day === day) last.items.push(item)
      else out.push({ day, items: [item] })
    }
    return out
  }

  /**
   * "Now" (under way) and "next" (the earliest start still to come, all sessions starting then) on
   * the venue's current day, among the loaded sessions; nothing on other days.
   */
  nowNext(now = this.options.now()): { now: Set<Id>; next: Set<Id> } {
    const today = venueDay(now, this.timeZone)
    const ofToday = this.pages.items.filter((s) => venueDay(s.startTime, this.timeZone) === today)
    const running = ofToday.filter((s) => Date.parse(s.startTime) <= now && now < Date.parse(s.endTime))
    const upcoming = ofToday.filter((s) => Date.parse(s.startTime) > now)
    const first = Math.min(...upcoming.map((s) => Date.parse(s.startTime)))
    return {
      now: new Set(running.map((s) => s.id)),
      next: new Set(upcoming.filter((s) => Date.parse(s.startTime) === first).map((s) => s.id)),
    }
  }

  /**
   * The day the list opens on: the venue's today (by this device's clock) while the show is on,
   * else its first day — what the server's defaultDay says when the two clocks agree.
   */
  private defaultDay(filters: SessionFilters): string | undefined {
    const today = venueDay(this.options.now(), filters.timeZone)
    return filters.days.find((d) => d.date === today)?.date ?? filters.days[0]?.date
  }

  /**
   * Loads the edition's days and filters and the chosen day's first page. On a first open both go
   * together: the page of the opening day (the server's defaultDay) is asked for alongside the
   * filters, and kept when it is the day the device's clock opens on too (else that day is asked
   * for). One round trip instead of two on a slow network (issue 22 item 13).
   */
  async open(): Promise<void> {
    const isLatest = this.opening.start()
    if (!this.filters) this.status = 'loading'
    const untouched = this.day === undefined && this.filterCount === 0
    const opening = untouched
      ? this.api
          .getSessionList(sessionPageQuery({ ...this.pageParams(1), day: undefined, keyword: '', openingDay: true }))
          .catch(() => undefined)
      : undefined
    try {
      const filters = await this.api.getSessionFilters({ eventEditionId: this.options.eventEditionId })
      if (!isLatest()) return
      runInAction(() => {
        const known = (d?: string) => (d && filters.days.some((x) => x.date === d) ? d : undefined)
        this.filters = filters
        this.day = known(this.day) ?? this.defaultDay(filters)
        if (this.trackId !== undefined && !filters.tracks.some((t) => t.id === this.trackId)) this.trackId = undefined
        if (this.roomId !== undefined && !filters.rooms.some((r) => r.id === this.roomId)) this.roomId = undefined
        this.status = 'ready'
        // the opening page is on its way: the list shows it loading, and asks for nothing else meanwhile
        if (opening) this.pages.expectFirstPage()
      })
    } catch (error) {
      runInAction(() => {
        if (isLatest()) this.status = isNotViewable(error) ? 'unavailable' : 'failed'
      })
      return
    }
    const first = await opening
    if (!isLatest()) return
    if (first?.day !== undefined && first.day === this.day && this.filterCount === 0) return this.adoptFirstPage(first)
    await this.reload()
  }

  /** The opening day's first page as page 1 (and, on today's list, on until "next" as loadMore does). */
  private adoptFirstPage(first: SessionListPage): Promise<void> {
    return this.pages.adoptFirstPage(first)
  }

  selectDay(day: string): Promise<void> {
    if (day === this.day && !this.searching) return Promise.resolve()
    this.day = day
    this.keyword = ''
    return this.reload()
  }

  setTrack(id: Id | undefined): Promise<void> {
    this.trackId = id === this.trackId ? undefined : id
    return this.reload()
  }

  setRoom(id: Id | undefined): Promise<void> {
    this.roomId = id === this.roomId ? undefined : id
    return this.reload()
  }

  setKeyword(keyword: string): Promise<void> {
    const next = keyword.trim()
    if (next === this.keyword) return Promise.resolve()
    this.keyword = next
    return this.reload()
  }

  clearFilters(): Promise<void> {
    this.trackId = undefined
    this.roomId = undefined
    this.keyword = ''
    return this.reload()
  }

  reload(): Promise<void> {
    this.pages.reset()
    return this.loadMore()
  }

  /** The next page; on the venue's current day, more until "next" is loaded (the list opens on it). */
  loadMore(): Promise<void> {
    if (!this.filters) return Promise.resolve()
    return this.pages.loadMore()
  }

  /** Today's list whose loaded sessions have all begun, with more to come: "next" is on a later page. */
  private needsCatchUp(): boolean {
    if (!this.pages.hasMore || this.searching || this.day !== this.today) return false
    const last = this.pages.items[this.pages.items.length - 1]
    return !!last && Date.parse(last.startTime) <= this.options.now()
  }

  private query(pageNo: number): SessionListQuery {
    return sessionPageQuery(this.pageParams(pageNo))
  }

  private pageParams(pageNo: number): SessionPageParams {
    return {
      // as asked (the boot script's first page names it the same way)
      eventEditionId: this.options.eventEditionId,
      // a search looks at every day of the programme
      day: this.searching ? undefined : this.day,
      trackId: this.trackId,
      roomId: this.roomId,
      keyword: this.keyword,
      pageNo,
      pageSize: this.options.pageSize,
    }
  }

  /** Keeps the reminder flags in step with a change made elsewhere (the detail page, the agenda). */
  setReminded(id: Id, remind: 0 | 1): void {
    for (const item of this.pages.items) if (item.id === id) item.remind = remind
  }
}
