/**
 * The directory's and the conference's lists answered from what the device kept: the request's
 * filters applied to the kept entries as the server applies them to its tables (list bodies of
 * spec §3, the session list's query), then one page of them with the total of what is kept.
 */
import type {
  CompanyListBody,
  CompanyListItem,
  Id,
  ListPage,
  OrderBy,
  ProductListBody,
  ProductListItem,
  SessionListPage,
  SessionSummary,
} from '../../../types/api'
import { venueDay } from '../../utils/venue-time'

/** One kept directory or session entry. Short names: thousands of them go into wx storage. */
export interface KeptEntry<T> {
  /** the list item as the server answered it (its visitor flags are not trusted later) */
  i: T
  /** ms: when it was fetched */
  t: number
  /** its place in the server's default order, as far as known (lower first) */
  r: number
  /** category ids, from a pack (every category of the entry) */
  c?: Id[]
  /** category ids the entry was seen to match in a filtered answer (a list answer carries none) */
  m?: Id[]
  /** sessions: the edition the entry belongs to */
  e?: Id
}

export interface KeptCollection<T> {
  entries: Record<string, KeptEntry<T>>
  /** the edition a request without one means (the eventCode's current edition) */
  currentEditionId?: Id
  /** the next rank for entries seen out of the default order (after every ranked one) */
  nextRank: number
  /** sessions: the venue's zone, for the day filter */
  timeZone?: string
  timeZoneName?: string
}

export const emptyCollection = <T>(): KeptCollection<T> => ({ entries: {}, nextRank: 1_000_000 })

/** Parent category → its children (a parent id matches every child, as on the server). */
export type CategoryTree = Record<string, Id[]>

const lower = (s: string | undefined) => (s ?? '').toLowerCase()

function expand(ids: Id[], tree: CategoryTree): Set<Id> {
  const out = new Set<Id>()
  for (const id of ids) {
    out.add(id)
    for (const child of tree[String(id)] ?? []) out.add(child)
  }
  return out
}

function editionsOf(body: CompanyListBody | ProductListBody, current: Id | undefined): Id[] | undefined {
  const asked = [...(body.divisions ?? []), ...(body.eventEditionIds ?? [])]
  if (asked.length) return asked
  return current === undefined ? undefined : [current]
}

function sortValue(entry: KeptEntry<CompanyListItem | ProductListItem>, orderBy: OrderBy | undefined): number {
  if (orderBy === 3) return entry.i.viewCount
  if (orderBy === 4) return entry.i.collectCount
  return 0
}

/** One page of a filtered, ordered list, with the total of the filtered entries. */
function page<T>(all: T[], pageNo: number, pageSize: number): ListPage<T> {
  const start = (pageNo - 1) * pageSize
  const list = all.slice(start, start + pageSize)
  return { list, total: all.length, pageNo, pageSize, hasMore: start + pageSize < all.length }
}

export interface ListPaging {
  pageNo?: number
  pageSize?: number
}

function paging(q: ListPaging): { pageNo: number; pageSize: number } {
  const pageNo = Number.isSafeInteger(Number(q.pageNo)) && Number(q.pageNo) > 0 ? Number(q.pageNo) : 1
  const size = Number(q.pageSize)
  return { pageNo, pageSize: Number.isSafeInteger(size) && size > 0 ? Math.min(size, 100) : 20 }
}

/**
 * The kept exhibitors or products a list request asks for. Keyword: the name, case-insensitive
 * (the server also matches pinyin: offline, only what is written). Tags (`meals`): an exhibitor's
 * own tags; a product its exhibitor's (`tagsOf`). Categories: the pack's category ids, or what a
 * filtered answer showed the entry to match. Editions: `divisions`/`eventEditionIds`, else the
 * current edition. Order: views or collects high to low (3, 4), else the server's order as kept.
 */
export function filterDirectory<T extends CompanyListItem | ProductListItem>(
  kind: 'exhibitors' | 'products',
  kept: KeptCollection<T>,
  body: CompanyListBody & ProductListBody,
  query: ListPaging,
  tree: CategoryTree,
  tagsOf: (item: T) => Id[] | undefined,
): ListPage<T> {
  const keyword = lower(kind === 'exhibitors' ? body.companyProfileName : body.productName).trim()
  const editions = editionsOf(body, kept.currentEditionId)
  const meals = body.meals?.length ? new Set(body.meals) : undefined
  const cats = body.categorys?.length ? expand(body.categorys, tree) : undefined
  const matches = Object.values(kept.entries).filter((entry) => {
    const item = entry.i
    const name = 'productName' in item ? item.productName : item.companyProfileName
    if (keyword && !lower(name).includes(keyword)) return false
    if (editions && !editions.includes(item.eventEditionId)) return false
    if (meals && !(tagsOf(item) ?? []).some((id) => meals.has(id))) return false
    if (cats && ![...(entry.c ?? []), ...(entry.m ?? [])].some((id) => cats.has(id))) return false
    return true
  })
  const idOf = (e: KeptEntry<T>) => ('productId' in e.i ? e.i.productId : e.i.companyProfileId)
  matches.sort((a, b) => sortValue(b, body.orderBy) - sortValue(a, body.orderBy) || a.r - b.r || idOf(b) - idOf(a))
  return page(
    matches.map((e) => e.i),
    paging(query).pageNo,
    paging(query).pageSize,
  )
}

export interface SessionListAsk extends ListPaging {
  eventEditionId?: Id
  keynote?: number
  day?: string
  trackId?: Id
  roomId?: Id
  keyword?: string
}

/** The kept sessions a session-list request asks for, by start time (as the server orders them). */
export function filterSessions(
  kept: KeptCollection<SessionSummary>,
  q: SessionListAsk,
  fallbackZone: string,
): SessionListPage {
  const timeZone = kept.timeZone ?? fallbackZone
  const edition = q.eventEditionId !== undefined ? Number(q.eventEditionId) : kept.currentEditionId
  const keyword = lower(q.keyword).trim()
  const num = (v: unknown) => (v === undefined || v === null || v === '' ? undefined : Number(v))
  const track = num(q.trackId)
  const room = num(q.roomId)
  const list = Object.values(kept.entries)
    .filter(({ i: s, e }) => {
      if (edition !== undefined && e !== undefined && e !== edition) return false
      if (Number(q.keynote) === 1 && s.isKeynote !== 1) return false
      if (q.day && venueDay(s.startTime, timeZone) !== q.day) return false
      if (track !== undefined && s.trackId !== track) return false
      if (room !== undefined && s.roomId !== room) return false
      if (keyword) {
        const text = [s.title, s.track, s.room, ...s.speakers.flatMap((p) => [p.name, p.company])].join('\n')
        if (!lower(text).includes(keyword)) return false
      }
      return true
    })
    .map((e) => e.i)
    .sort((a, b) => a.startTime.localeCompare(b.startTime) || a.id - b.id)
  const { pageNo, pageSize } = paging(q)
  return {
    ...page(list, pageNo, pageSize),
    timeZone,
    timeZoneName: kept.timeZoneName ?? '',
    eventEditionId: edition ?? 0,
  }
}
