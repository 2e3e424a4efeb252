/**
 * Answers made from what the device holds when the asked page itself was never kept (issue 22,
 * item 2): a detail never opened online is built from its list entry (a downloaded pack's or a
 * list's), and the pages the directory, the conference and the venue map open with (filters,
 * session filters, halls) from the pack. A detail built so carries `offlinePartial: 1`: the page
 * says the full page comes with the network. Pure functions over the kept collections.
 */
import type {
  CategoryFilterItem,
  CategoryNode,
  CompanyListItem,
  EventEditionSummary,
  ExhibitorDetail,
  FilterItem,
  Flag,
  HallPlan,
  HomeData,
  Id,
  OrderBy,
  ProductDetail,
  ProductListItem,
  SessionDetail,
  SessionFilters,
  SessionSummary,
  Venue,
} from '../../../types/api'
import { venueDay } from '../../utils/venue-time'
import type { KeptCollection, KeptEntry } from './kept-lists'

/** What a derived answer may know of its edition. */
export interface EditionKnown {
  eventCode: string
  edition?: EventEditionSummary
  timeZone: string
  timeZoneName: string
}

type Flagged = (target: 'exhibitor' | 'product', id: Id, kept: Flag) => Flag

/** Category id → its node, from the kept category tree. */
export function categoryIndex(tree: CategoryNode[] | undefined): Map<string, FilterItem> {
  const out = new Map<string, FilterItem>()
  const walk = (nodes: CategoryNode[]) => {
    for (const n of nodes) {
      out.set(String(n.id), { id: n.id, label: n.label, names: n.names })
      if (n.children?.length) walk(n.children)
    }
  }
  walk(tree ?? [])
  return out
}

function categoriesOf(entry: KeptEntry<unknown>, index: Map<string, FilterItem>): FilterItem[] {
  const ids = [...new Set([...(entry.c ?? []), ...(entry.m ?? [])])]
  return ids.map((id) => index.get(String(id))).filter((c): c is FilterItem => !!c)
}

const products = (col: KeptCollection<ProductListItem> | undefined, companyProfileId: Id) =>
  Object.values(col?.entries ?? {})
    .filter((e) => e.i.companyProfileId === companyProfileId)
    .sort((a, b) => a.r - b.r)
    .map((e) => e.i)

export function exhibitorFromEntry(
  entry: KeptEntry<CompanyListItem>,
  productCol: KeptCollection<ProductListItem> | undefined,
  index: Map<string, FilterItem>,
  known: EditionKnown,
  flag: Flagged,
): ExhibitorDetail {
  const e = entry.i
  return {
    companyProfileId: e.companyProfileId,
    companyProfileName: e.companyProfileName,
    name: e.companyProfileName,
    logo: e.logo,
    logoWidth: e.logoWidth,
    logoHeight: e.logoHeight,
    tags: e.tags ?? [],
    categories: categoriesOf(entry, index),
    divisions: [{ id: e.eventEditionId, eventEditionName: e.eventEditionName }],
    introduction: '',
    mainProduct: '',
    contactEmail: '',
    website: '',
    tel: '',
    fax: '',
    address: '',
    country: '',
    hall: e.hall,
    stand: e.stand,
    eventEditionId: e.eventEditionId,
    eventEditionName: e.eventEditionName,
    eventCode: known.eventCode,
    collected: flag('exhibitor', e.companyProfileId, e.collected),
    viewCount: e.viewCount,
    collectCount: e.collectCount,
    productList: products(productCol, e.companyProfileId).map((p) => ({
      ...p,
      collected: flag('product', p.productId, p.collected),
    })),
    updatedAt: '',
    offlinePartial: 1,
  }
}

export function productFromEntry(
  entry: KeptEntry<ProductListItem>,
  exhibitor: CompanyListItem | undefined,
  index: Map<string, FilterItem>,
  known: EditionKnown,
  flag: Flagged,
): ProductDetail {
  const p = entry.i
  return {
    productId: p.productId,
    productName: p.productName,
    name: p.productName,
    logo: p.logo,
    logoWidth: p.logoWidth,
    logoHeight: p.logoHeight,
    images: [],
    introduction: '',
    categories: categoriesOf(entry, index),
    tags: exhibitor?.tags ?? [],
    companyProfileId: p.companyProfileId,
    companyProfileName: p.companyProfileName,
    companyLogo: exhibitor?.logo ?? '',
    stand: p.stand,
    hall: exhibitor?.hall ?? '',
    eventEditionId: p.eventEditionId,
    eventEditionName: exhibitor?.eventEditionName ?? known.edition?.eventEditionName ?? '',
    eventCode: known.eventCode,
    collected: flag('product', p.productId, p.collected),
    viewCount: p.viewCount,
    collectCount: p.collectCount,
    updatedAt: '',
    offlinePartial: 1,
  }
}

/** Minutes before the start a reminder goes (the server's default, REMINDER_LEAD_MIN). */
const DEFAULT_LEAD_MINUTES = 15

export function sessionFromEntry(entry: KeptEntry<SessionSummary>, known: EditionKnown): SessionDetail {
  return {
    ...entry.i,
    timeZone: known.timeZone,
    timeZoneName: known.timeZoneName,
    description: '',
    eventEditionId: entry.e ?? known.edition?.eventEditionId ?? 0,
    eventEditionName: known.edition?.eventEditionName ?? '',
    eventCode: known.eventCode,
    series: null,
    previousSessions: [],
    reminderLeadMinutes: DEFAULT_LEAD_MINUTES,
    offlinePartial: 1,
  }
}

/** The conference's day tabs and filters over the kept sessions of an edition (as the server counts them). */
export function sessionFilters(
  sessions: SessionSummary[],
  editionId: Id,
  known: EditionKnown,
  today: string,
): SessionFilters {
  const days = new Map<string, number>()
  const tracks = new Map<string, { id: Id; name: string; count: number }>()
  const rooms = new Map<string, { id: Id; name: string; hall: string; count: number }>()
  const sorted = [...sessions].sort((a, b) => a.startTime.localeCompare(b.startTime))
  for (const s of sorted) {
    const day = venueDay(s.startTime, known.timeZone)
    days.set(day, (days.get(day) ?? 0) + 1)
    if (s.trackId) {
      const t = tracks.get(String(s.trackId)) ?? { id: s.trackId, name: s.track, count: 0 }
      t.count++
      tracks.set(String(s.trackId), t)
    }
    if (s.roomId) {
      const r = rooms.get(String(s.roomId)) ?? { id: s.roomId, name: s.room, hall: s.hall, count: 0 }
      r.count++
      rooms.set(String(s.roomId), r)
    }
  }
  const dayList = [...days].sort(([a], [b]) => a.localeCompare(b)).map(([date, count]) => ({ date, count }))
  return {
    eventEditionId: editionId,
    eventEditionName: known.edition?.eventEditionName ?? '',
    timeZone: known.timeZone,
    timeZoneName: known.timeZoneName,
    days: dayList,
    defaultDay: dayList.some((d) => d.date === today) ? today : (dayList[0]?.date ?? today),
    tracks: [...tracks.values()],
    rooms: [...rooms.values()],
    total: sessions.length,
    reminderLeadMinutes: DEFAULT_LEAD_MINUTES,
  }
}

/** The venue's halls from the pack's floor plans. */
export function venuesFromHalls(halls: HallPlan[]): Venue[] {
  return halls.map((h) => ({
    hallId: h.hallId,
    hallName: h.hallName,
    floor: h.floor,
    exhibitorCount: new Set(h.stands.filter((s) => s.companyProfileId !== null).map((s) => s.companyProfileId)).size,
    stands: h.stands.slice(0, 6).map((s) => s.code),
    standCount: h.stands.length,
    freeStandCount: h.stands.filter((s) => s.status === 'free').length,
  }))
}

/**
 * The directory's filter data from the pack: its category tree, the tags its exhibitors carry, the
 * pack's edition (the only one held), the sort options in the visitor's language.
 */
export function homeFromPack(
  tree: CategoryNode[],
  exhibitors: Array<KeptEntry<CompanyListItem>>,
  total: number,
  edition: EventEditionSummary,
  sortLabels: Record<string, string>,
): HomeData {
  const item = (n: CategoryNode): FilterItem => ({ id: n.id, label: n.label, names: n.names, checked: false })
  const catagory: CategoryFilterItem[] = tree.map((n) => ({ ...item(n), children: (n.children ?? []).map(item) }))
  const tags = new Map<string, FilterItem>()
  for (const e of exhibitors) for (const t of e.i.tags ?? []) tags.set(String(t.id), { ...t, checked: false })
  return {
    catagory,
    meals: [...tags.values()].sort((a, b) => Number(a.id) - Number(b.id)),
    divisions: [
      {
        id: edition.exhibitionId,
        label: edition.exhibitionName,
        checked: false,
        eventEditionList: [{ id: edition.eventEditionId, eventEditionName: edition.eventEditionName, checked: true }],
      },
    ],
    sortList: ([0, 1, 2, 3, 4] as OrderBy[]).map((id) => ({ id, label: sortLabels[id] ?? '', checked: id === 0 })),
    eventEdition: edition,
    totalCount: total,
    hotWords: [],
  }
}
