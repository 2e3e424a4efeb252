/**
 * The session list's requests, in one place for the list store and the boot script
 * (src/boot/early-requests.ts), which asks for the first page while the app's JavaScript is still
 * downloading: the app takes that answer only for exactly the same request, so both build it here.
 * Plain data, no dependencies: the boot script must stay small.
 */
import type { Id, SessionListQuery } from '../../../types/api'

/** Sessions per page: a day's programme (about 16) in one, a long day in a few. */
export const SESSION_PAGE_SIZE = 30

export interface SessionPageParams {
  eventEditionId?: Id
  /** a venue day; undefined while searching (every day) */
  day?: string
  trackId?: Id
  roomId?: Id
  keyword?: string
  /** without a day: the day the list opens on, asked for together with the filters */
  openingDay?: boolean
  pageNo: number
  pageSize?: number
}

/** The query of one page of the list (the key order is part of the request: keep it). */
export function sessionPageQuery(p: SessionPageParams): SessionListQuery {
  return {
    eventEditionId: p.eventEditionId,
    day: p.day,
    trackId: p.trackId,
    roomId: p.roomId,
    keyword: p.keyword || undefined,
    pageNo: p.pageNo,
    pageSize: p.pageSize ?? SESSION_PAGE_SIZE,
    isShowCountNum: 1,
    openingDay: p.openingDay ? 1 : undefined,
  }
}

/** The edition a list page asks about: the home's choice (its ?eventEditionId=), else the current one. */
export function editionOfQuery(query: Record<string, string | undefined>): Id | undefined {
  const n = Number(query.eventEditionId)
  return Number.isInteger(n) && n > 0 ? n : undefined
}
