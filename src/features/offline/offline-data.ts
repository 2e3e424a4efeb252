/**
 * The edition's data kept on the device (issue 16): what the visitor has seen — directory entries
 * of list answers, the home data, the category tree, visited details, the plan and the agenda, the
 * sessions, hall plans — and what a downloaded pack brings, per (eventCode, language), each with
 * the time it was fetched. When a request fails for the network, the kept answer is given instead:
 * lists filtered and paged over what is kept, details and pages as they were stored.
 *
 * Storage is the host's (platform.offlineStore: IndexedDB, or wx storage sharded under WeChat's
 * limits); this module decides what to keep and trims it under the host's budget: the least
 * recently used details first, then the oldest list entries, then other pages.
 */
import type {
  CategoryNode,
  CompanyListBody,
  EventEditionSummary,
  CompanyListItem,
  EditionPack,
  FilterData,
  Flag,
  HallPlan,
  Id,
  PlanEditionEntry,
  ProductListBody,
  ProductListItem,
  SessionListPage,
  SessionSummary,
} from '../../../types/api'
import type { OfflineStore } from '../../platform'
import type { OfflineRequest } from '../../services/api'
import * as API from '../../services/api/endpoint-table'
import { pathOf, pathPattern, type Endpoint, type OfflinePolicy } from '../../services/api/endpoint-table'
import { venueDay } from '../../utils/venue-time'
import {
  emptyCollection,
  filterDirectory,
  filterSessions,
  type CategoryTree,
  type KeptCollection,
  type KeptEntry,
  type SessionListAsk,
} from './kept-lists'
import {
  categoryIndex,
  exhibitorFromEntry,
  homeFromPack,
  productFromEntry,
  sessionFilters,
  sessionFromEntry,
  venuesFromHalls,
  type EditionKnown,
} from './derived'

type Kind = 'list' | 'detail' | 'page'
type Target = 'exhibitor' | 'product'

const DIRECTORY_LISTS: Record<string, 'exhibitors' | 'products'> = {
  [API.listCompanies.path]: 'exhibitors',
  [API.listProducts.path]: 'products',
}
const SESSION_LIST = API.getSessionList.path
const CATEGORY_PATH = API.getCategory.path
const HALL_PLAN_PATH = API.getHallPlan.path
const HOME_DATA = new Set([API.getCompanyHomeData.path, API.getProductHomeData.path])
const planListPath = (eventCode: string) => pathOf(API.getPlanList, { eventCode })

/**
 * The GET answers kept whole: every endpoint of the table whose offline policy is 'page' or 'detail'
 * (its path pattern, how it is trimmed, whether it is kept per visitor).
 */
const KEPT_GETS: Array<[RegExp, Kind, boolean]> = Object.values(API)
  .filter((e): e is Endpoint => typeof e === 'object' && (e.offline === 'page' || e.offline === 'detail'))
  .map((e) => [pathPattern(e), e.offline as Kind, e.perVisitor === true])

/**
 * How the offline data keeps the answers of a request path, if it does: whole ('page', 'detail'),
 * or as the entries of a list. Read by the endpoint table's test: a declared policy must be kept.
 */
export function keptAs(method: 'GET' | 'POST', path: string): OfflinePolicy | undefined {
  if (method === 'POST') return DIRECTORY_LISTS[path] ? 'list' : undefined
  if (path === SESSION_LIST) return 'list'
  return KEPT_GETS.find(([pattern]) => pattern.test(path))?.[1]
}

/** Query parameters that name the context (in the key's namespace) or change nothing in the answer. */
const CONTEXT_PARAMS = new Set(['language', 'eventCode', 'userId', 'sessionId', 'isShowCountNum'])

/** Details kept at most (exhibitors, products, sessions, speakers, halls): a day's browsing and more. */
const DETAIL_CAP = 300

/** The venue's zone when nothing kept names it (the reference editions are in China). */
const FALLBACK_ZONE = 'Asia/Shanghai'

interface KeptAnswer {
  /** the answer */
  d: unknown
  /** ms: when it was fetched */
  t: number
}

/** Per edition namespace: the category tree (parent → children) and the current edition. */
interface EditionFacts {
  tree: CategoryTree
  editionId?: Id
  timeZone?: string
  /** the edition of the pack held (its name, its exhibition: for pages built from the pack) */
  edition?: EventEditionSummary
}

interface Meta {
  v: 1
  /** every key written: its bytes, when last used (ms), its kind */
  keys: Record<string, { b: number; u: number; k: Kind }>
  /** ms: the last answer from the server */
  lastFetched?: number
  /** namespace → the version of the pack held */
  packs: Record<string, number>
}

export interface OfflineDataOptions {
  now?: () => number
  /** the visitor's flag for an item when the plan knows a newer one (the collect queue) */
  collectedOf?: (target: Target, id: Id) => boolean | undefined
  /** a kept answer fetched at `fetchedAt` is being shown */
  onKept?: (fetchedAt: number) => void
  /** an answer came from the server at `at` (also called once at load with the last one kept) */
  onFresh?: (at: number) => void
  /** lists are rewritten whole: changes are gathered this long before writing */
  writeDelayMs?: number
  /** at most this many details (exhibitor, product, session, speaker, hall) are kept */
  detailCap?: number
  /** the exhibition a request without an eventCode means (APP_CONFIG.defaultEventCode) */
  defaultEventCode?: string
  /** the sort options' names in a language (the filter data built from a pack) */
  sortLabels?: (language: string) => Record<string, string>
}

const nsOf = (eventCode: unknown, language: unknown) => `${String(eventCode ?? '')}|${String(language ?? '')}`

function queryKey(query: OfflineRequest['query']): string {
  return Object.keys(query)
    .filter((k) => !CONTEXT_PARAMS.has(k) && query[k] !== undefined && query[k] !== null && query[k] !== '')
    .sort()
    .map((k) => `${k}=${String(query[k])}`)
    .join('&')
}

function categoryTree(nodes: Array<{ id: Id; children?: Array<{ id: Id }> }>): CategoryTree {
  const tree: CategoryTree = {}
  for (const node of nodes) if (node.children?.length) tree[String(node.id)] = node.children.map((c) => c.id)
  return tree
}

const itemId = (item: CompanyListItem | ProductListItem) =>
  'productId' in item ? item.productId : item.companyProfileId

export class OfflineData {
  private readonly now: () => number
  private meta: Meta = { v: 1, keys: {}, packs: {} }
  readonly ready: Promise<void>
  /** lists, sessions and edition facts in memory once read (written back after changes) */
  private readonly loaded = new Map<string, Promise<unknown>>()
  private readonly dirty = new Set<string>()
  private timer: ReturnType<typeof setTimeout> | undefined
  /** writes go one at a time, in order */
  private writing: Promise<void> = Promise.resolve()

  constructor(
    private readonly store: OfflineStore,
    private readonly options: OfflineDataOptions = {},
  ) {
    this.now = options.now ?? Date.now
    this.ready = store
      .get<Meta>('meta')
      .then((meta) => {
        if (meta?.v === 1) this.meta = meta
        if (this.meta.lastFetched) options.onFresh?.(this.meta.lastFetched)
      })
      .catch(() => undefined)
  }

  /**
   * The namespace of an edition and language. A request without an eventCode (a visitor who came
   * without one) asks for the default exhibition, whose pack is kept under its code: one namespace,
   * or the list offline counted only the entries seen, not the pack's (issue 22).
   */
  private ns(eventCode: unknown, language: unknown): string {
    return nsOf(eventCode || this.options.defaultEventCode || '', language)
  }

  // ---- the request client's side (ApiClientOptions.offline) ----

  /** `at`: when it arrived (an answer kept in memory until this module loaded), else now */
  remember(req: OfflineRequest, data: unknown, at = this.now()): void {
    this.options.onFresh?.(at)
    void this.ready.then(() => this.keep(req, data, at)).catch(() => undefined)
  }

  async recall(req: OfflineRequest): Promise<{ data: unknown } | undefined> {
    await this.ready
    const answer = await this.answer(req)
    if (answer) this.options.onKept?.(answer.at)
    return answer && { data: answer.data }
  }

  // ---- what to keep ----

  private async keep(req: OfflineRequest, data: unknown, at: number): Promise<void> {
    const q = req.query
    const ns = this.ns(q.eventCode, q.language)
    this.meta.lastFetched = Math.max(this.meta.lastFetched ?? 0, at)
    this.dirty.add('meta')
    const list = DIRECTORY_LISTS[req.path]
    if (req.method === 'POST' && list) {
      await this.keepDirectory(ns, list, req, data as { list: Array<CompanyListItem | ProductListItem> }, at)
    } else if (req.method === 'GET' && req.path === SESSION_LIST) {
      await this.keepSessions(ns, q, data as SessionListPage, at)
    } else if (req.method === 'GET') {
      const key = this.getKey(req)
      if (!key) return
      await this.write(key.key, { d: data, t: at } satisfies KeptAnswer, key.kind)
      if (HOME_DATA.has(req.path) || req.path === CATEGORY_PATH) {
        await this.keepEditionFacts(ns, q, data, req.path === CATEGORY_PATH)
      }
    }
    this.scheduleFlush()
  }

  private getKey(req: OfflineRequest): { key: string; kind: Kind } | undefined {
    const rule = KEPT_GETS.find(([path]) => path.test(req.path))
    if (!rule) return undefined
    const [, kind, perVisitor] = rule
    const ns = this.ns(req.query.eventCode, req.query.language)
    const visitor = perVisitor ? `${String(req.query.userId ?? '')}|` : ''
    return { key: `g|${ns}|${visitor}${req.path}?${queryKey(req.query)}`, kind }
  }

  private async keepEditionFacts(ns: string, q: OfflineRequest['query'], data: unknown, isTree: boolean) {
    const facts = await this.facts(ns)
    if (isTree) {
      facts.tree = { ...facts.tree, ...categoryTree(data as CategoryNode[]) }
    } else {
      const home = data as FilterData & { eventEdition?: { eventEditionId: Id } }
      facts.tree = { ...facts.tree, ...categoryTree(home.catagory ?? []) }
      // the edition a list request without one means: the home data's when it named none
      if (q.eventEditionId === undefined && home.eventEdition) facts.editionId = home.eventEdition.eventEditionId
    }
    this.dirty.add(`x|${ns}`)
  }

  private async keepDirectory(
    ns: string,
    kind: 'exhibitors' | 'products',
    req: OfflineRequest,
    data: { list: Array<CompanyListItem | ProductListItem> },
    at: number,
  ): Promise<void> {
    if (!Array.isArray(data?.list)) return
    const body = (req.body ?? {}) as CompanyListBody & ProductListBody
    const col = await this.collection<CompanyListItem | ProductListItem>(`l|${ns}|${kind}`)
    const keyword = kind === 'exhibitors' ? body.companyProfileName : body.productName
    // an answer in the server's default order over the whole edition gives each entry its place
    const ranked = !keyword && !body.meals?.length && !body.categorys?.length && !body.orderBy
    const pageNo = Number(req.query.pageNo ?? 1)
    const pageSize = Number(req.query.pageSize ?? 20)
    data.list.forEach((item, index) => {
      const id = String(itemId(item))
      const before = col.entries[id]
      const entry: KeptEntry<CompanyListItem | ProductListItem> = {
        ...before,
        i: { ...item },
        t: at,
        r: ranked ? (pageNo - 1) * pageSize + index : (before?.r ?? col.nextRank++),
      }
      // every entry of a category-filtered answer is in one of those categories
      if (body.categorys?.length === 1) entry.m = [...new Set([...(before?.m ?? []), body.categorys[0]!])]
      col.entries[id] = entry
    })
    const editions = [...(body.divisions ?? []), ...(body.eventEditionIds ?? [])]
    if (!editions.length && data.list[0]) {
      const facts = await this.facts(ns)
      facts.editionId ??= data.list[0].eventEditionId
      col.currentEditionId = facts.editionId
      this.dirty.add(`x|${ns}`)
    }
    this.dirty.add(`l|${ns}|${kind}`)
  }

  private async keepSessions(ns: string, q: OfflineRequest['query'], page: SessionListPage, at: number) {
    if (!Array.isArray(page?.list)) return
    const col = await this.collection<SessionSummary>(`s|${ns}`)
    for (const s of page.list) col.entries[String(s.id)] = { i: { ...s }, t: at, r: 0, e: page.eventEditionId }
    if (q.eventEditionId === undefined) col.currentEditionId = page.eventEditionId
    col.timeZone = page.timeZone
    col.timeZoneName = page.timeZoneName
    this.dirty.add(`s|${ns}`)
  }

  // ---- answering from what is kept ----

  private async answer(req: OfflineRequest): Promise<{ data: unknown; at: number } | undefined> {
    const q = req.query
    const ns = this.ns(q.eventCode, q.language)
    const list = DIRECTORY_LISTS[req.path]
    if (req.method === 'POST' && list) return this.answerDirectory(ns, list, req)
    if (req.method !== 'GET') return undefined
    if (req.path === SESSION_LIST) {
      const col = await this.collection<SessionSummary>(`s|${ns}`)
      if (!Object.keys(col.entries).length) return undefined
      const zone = col.timeZone ?? (await this.facts(ns)).timeZone ?? FALLBACK_ZONE
      const page = filterSessions(col, q as SessionListAsk, zone)
      this.touch(`s|${ns}`)
      return {
        data: page,
        at: oldest(
          page.list.map((s) => col.entries[String(s.id)]!.t),
          col,
        ),
      }
    }
    const key = this.getKey(req)
    if (!key) return undefined
    let kept = await this.store.get<KeptAnswer>(key.key).catch(() => undefined)
    if (!kept && req.path === HALL_PLAN_PATH) kept = await this.hallOf(ns, q)
    // never kept as asked: built from what the pack or a list holds, if it can be
    if (!kept) return this.derive(ns, req)
    this.touch(key.key)
    let data = kept.d
    // a visited detail shows the visitor's flag as the plan knows it now
    if (req.path === API.getExhibitorDetail.path || req.path === API.getProductDetail.path) {
      const target: Target = req.path === API.getExhibitorDetail.path ? 'exhibitor' : 'product'
      const flag = await this.flags(ns, q)
      const d = data as CompanyListItem | ProductListItem
      data = { ...d, collected: flag(target, itemId(d), d.collected) }
    }
    return { data, at: kept.t }
  }

  private async answerDirectory(ns: string, kind: 'exhibitors' | 'products', req: OfflineRequest) {
    const col = await this.collection<CompanyListItem | ProductListItem>(`l|${ns}|${kind}`)
    if (!Object.keys(col.entries).length) return undefined
    const facts = await this.facts(ns)
    col.currentEditionId ??= facts.editionId
    const exhibitors = kind === 'products' ? await this.collection<CompanyListItem>(`l|${ns}|exhibitors`) : undefined
    const tagsOf = (item: CompanyListItem | ProductListItem): Id[] | undefined =>
      'tags' in item
        ? item.tags.map((t) => t.id)
        : exhibitors?.entries[String(item.companyProfileId)]?.i.tags.map((t) => t.id)
    const page = filterDirectory(
      kind,
      col,
      (req.body ?? {}) as CompanyListBody & ProductListBody,
      req.query as { pageNo?: number; pageSize?: number },
      facts.tree,
      tagsOf,
    )
    const flag = await this.flags(ns, req.query)
    const target: Target = kind === 'exhibitors' ? 'exhibitor' : 'product'
    const list = page.list.map((item) => ({ ...item, collected: flag(target, itemId(item), item.collected) }))
    this.touch(`l|${ns}|${kind}`)
    return {
      data: { ...page, list },
      at: oldest(
        page.list.map((item) => col.entries[String(itemId(item))]!.t),
        col,
      ),
    }
  }

  /**
   * A page never kept as asked, made from what the device holds (derived.ts): a detail from its
   * list entry, the session filters from the kept sessions, the halls and the directory's filter
   * data from the pack. Undefined when nothing held can answer it.
   */
  private async derive(ns: string, req: OfflineRequest): Promise<{ data: unknown; at: number } | undefined> {
    const q = req.query
    const facts = await this.facts(ns)
    const known = async (): Promise<EditionKnown> => {
      const sessions = await this.collection<SessionSummary>(`s|${ns}`)
      return {
        eventCode: String(q.eventCode || facts.edition?.eventCode || this.options.defaultEventCode || ''),
        edition: facts.edition,
        timeZone: sessions.timeZone ?? facts.timeZone ?? FALLBACK_ZONE,
        timeZoneName: sessions.timeZoneName ?? '',
      }
    }
    const tree = async () =>
      (await this.store.get<KeptAnswer>(`g|${ns}|${CATEGORY_PATH}?`).catch(() => undefined))?.d as
        CategoryNode[] | undefined
    const shown = <T>(data: T, entries: Array<{ t: number } | undefined>) => {
      const times = entries.filter((e): e is { t: number } => !!e).map((e) => e.t)
      return { data, at: times.length ? Math.min(...times) : this.now() }
    }
    const exhibitors = () => this.collection<CompanyListItem>(`l|${ns}|exhibitors`)
    const products = () => this.collection<ProductListItem>(`l|${ns}|products`)
    switch (req.path) {
      case API.getExhibitorDetail.path: {
        const entry = (await exhibitors()).entries[String(q.companyProfileId)]
        if (!entry) return undefined
        const flag = await this.flags(ns, q)
        const index = categoryIndex(await tree())
        return shown(exhibitorFromEntry(entry, await products(), index, await known(), flag), [entry])
      }
      case API.getProductDetail.path: {
        const entry = (await products()).entries[String(q.productId)]
        if (!entry) return undefined
        const owner = (await exhibitors()).entries[String(entry.i.companyProfileId)]
        const flag = await this.flags(ns, q)
        const index = categoryIndex(await tree())
        return shown(productFromEntry(entry, owner?.i, index, await known(), flag), [entry])
      }
      case API.getSessionDetail.path: {
        const entry = (await this.collection<SessionSummary>(`s|${ns}`)).entries[String(q.id)]
        if (!entry) return undefined
        return shown(sessionFromEntry(entry, await known()), [entry])
      }
      case API.getSessionFilters.path: {
        const col = await this.collection<SessionSummary>(`s|${ns}`)
        const editionId = q.eventEditionId !== undefined ? Number(q.eventEditionId) : col.currentEditionId
        if (editionId === undefined) return undefined
        const entries = Object.values(col.entries).filter((e) => e.e === undefined || e.e === editionId)
        if (!entries.length) return undefined
        const k = await known()
        const today = venueDay(new Date(this.now()).toISOString(), k.timeZone)
        const filters = sessionFilters(
          entries.map((e) => e.i),
          editionId,
          k,
          today,
        )
        return shown(filters, entries)
      }
      case API.getVenueList.path: {
        const halls = await this.store.get<{ halls: HallPlan[]; t: number }>(`h|${ns}`).catch(() => undefined)
        if (!halls?.halls.length) return undefined
        return { data: venuesFromHalls(halls.halls), at: halls.t }
      }
      case API.getCompanyHomeData.path:
      case API.getProductHomeData.path: {
        const categories = await tree()
        const edition = facts.edition
        if (
          !categories ||
          !edition ||
          (q.eventEditionId !== undefined && Number(q.eventEditionId) !== edition.eventEditionId)
        )
          return undefined
        const ex = Object.values((await exhibitors()).entries)
        const total = req.path.endsWith('companyProfile') ? ex.length : Object.keys((await products()).entries).length
        const labels = this.options.sortLabels?.(String(q.language ?? '')) ?? {}
        return shown(homeFromPack(categories, ex, total, edition, labels), ex)
      }
      default:
        return undefined
    }
  }

  /** A hall's plan from a pack when the request named the hall, or a stand or room in it. */
  private async hallOf(ns: string, q: OfflineRequest['query']): Promise<KeptAnswer | undefined> {
    const halls = await this.store.get<{ halls: HallPlan[]; t: number }>(`h|${ns}`).catch(() => undefined)
    // none named (the venue map from the home's menu): the first hall, as the server answers
    const named = [q.hallId, q.stand, q.room].some((v) => v !== undefined && v !== null && v !== '')
    const hall = !named
      ? halls?.halls[0]
      : halls?.halls.find(
          (h) =>
            (q.hallId !== undefined && h.hallId === Number(q.hallId)) ||
            (q.stand !== undefined && h.stands.some((s) => s.code === String(q.stand))) ||
            (q.room !== undefined && h.rooms.some((r) => [r.code, r.name].includes(String(q.room)))),
        )
    return hall && halls ? { d: hall, t: halls.t } : undefined
  }

  /**
   * The visitor's flag of an item: the collect queue's (newer than anything kept), else the kept
   * plan's, else what the kept answer said.
   */
  private async flags(ns: string, q: OfflineRequest['query']) {
    const eventCode = String(q.eventCode ?? '')
    const plan = await this.store
      .get<KeptAnswer>(`g|${ns}|${String(q.userId ?? '')}|${planListPath(eventCode)}?`)
      .catch(() => undefined)
    let inPlan: { exhibitor: Set<Id>; product: Set<Id> } | undefined
    if (plan && Array.isArray(plan.d)) {
      inPlan = { exhibitor: new Set(), product: new Set() }
      for (const edition of plan.d as PlanEditionEntry[])
        for (const c of edition.companyProfileList) {
          if (c.collected === 1) inPlan.exhibitor.add(c.companyProfileId)
          for (const p of c.productList) inPlan.product.add(p.productId)
        }
    }
    return (target: Target, id: Id, kept: Flag): Flag => {
      const queued = this.options.collectedOf?.(target, id)
      if (queued !== undefined) return queued ? 1 : 0
      if (inPlan) return inPlan[target].has(id) ? 1 : 0
      return kept
    }
  }

  // ---- the pack (issue 16, item 4) ----

  async applyEditionPack(pack: EditionPack): Promise<void> {
    await this.ready
    const ns = this.ns(pack.eventCode, pack.language)
    const held = this.meta.packs[ns]
    if (pack.since !== null && pack.since !== held) {
      throw new Error(`offline pack: a delta since version ${pack.since}, but this device holds ${held ?? 'none'}`)
    }
    const at = this.now()
    const full = pack.since === null
    const editionId = pack.edition.eventEditionId
    const merge = async <T extends { categoryIds?: Id[] }, I>(
      key: string,
      items: T[],
      removed: Id[],
      idOf: (item: T) => Id,
      toItem: (item: T) => I,
    ) => {
      const col = full ? emptyCollection<I>() : await this.collection<I>(key)
      items.forEach((item, index) => {
        const id = String(idOf(item))
        const before = col.entries[id]
        col.entries[id] = {
          i: toItem(item),
          t: at,
          r: full ? index : (before?.r ?? col.nextRank++),
          ...(item.categoryIds ? { c: item.categoryIds } : {}),
          ...(before?.m ? { m: before.m } : {}),
        }
      })
      for (const id of removed) delete col.entries[String(id)]
      col.currentEditionId = editionId
      this.loaded.set(key, Promise.resolve(col))
      this.dirty.add(key)
      return col
    }
    await merge(
      `l|${ns}|exhibitors`,
      pack.exhibitors,
      pack.removed.exhibitors,
      (e) => e.companyProfileId,
      ({ categoryIds: _c, ...e }): CompanyListItem => ({ ...e, collected: 0 }),
    )
    await merge(
      `l|${ns}|products`,
      pack.products,
      pack.removed.products,
      (p) => p.productId,
      ({ categoryIds: _c, ...p }): ProductListItem => ({ ...p, collected: 0 }),
    )
    const sessions = await merge<SessionSummary & { categoryIds?: Id[] }, SessionSummary>(
      `s|${ns}`,
      pack.sessions.map((s) => ({ ...s, remind: 0 as Flag })),
      pack.removed.sessions,
      (s) => s.id,
      (s) => s,
    )
    for (const entry of Object.values(sessions.entries)) entry.e ??= editionId
    // the venue's zone: the day tabs and times of sessions never listed online (a pack of an older
    // server has none: the zone kept from a session list, if any)
    if (pack.zone) {
      sessions.timeZone = pack.zone.timeZone
      sessions.timeZoneName = pack.zone.timeZoneName
    }
    const facts = await this.facts(ns)
    facts.tree = categoryTree(pack.categories)
    facts.editionId = editionId
    facts.edition = pack.edition
    this.dirty.add(`x|${ns}`)
    await this.write(`g|${ns}|${CATEGORY_PATH}?`, { d: pack.categories, t: at } satisfies KeptAnswer, 'page')
    if (pack.halls.length || full) {
      await this.write(`h|${ns}`, { halls: pack.halls, t: at }, 'page')
    }
    this.meta.packs[ns] = pack.version
    this.dirty.add('meta')
    await this.flush()
  }

  heldPackVersion(eventCode: string, language: string): Promise<number | null> {
    return this.ready.then(() => this.meta.packs[this.ns(eventCode, language)] ?? null)
  }

  // ---- storage: reading, writing, trimming ----

  private collection<T>(key: string): Promise<KeptCollection<T>> {
    let col = this.loaded.get(key) as Promise<KeptCollection<T>> | undefined
    if (!col) {
      col = this.store
        .get<KeptCollection<T>>(key)
        .catch(() => undefined)
        .then((kept) => (kept && kept.entries ? kept : emptyCollection<T>()))
      this.loaded.set(key, col)
    }
    return col
  }

  private facts(ns: string): Promise<EditionFacts> {
    const key = `x|${ns}`
    let facts = this.loaded.get(key) as Promise<EditionFacts> | undefined
    if (!facts) {
      facts = this.store
        .get<EditionFacts>(key)
        .catch(() => undefined)
        .then((kept) => kept ?? { tree: {} })
      this.loaded.set(key, facts)
    }
    return facts
  }

  private touch(key: string): void {
    const info = this.meta.keys[key]
    if (info) info.u = this.now()
    this.dirty.add('meta')
    this.scheduleFlush()
  }

  private kindOf(key: string): Kind {
    return key.startsWith('l|') || key.startsWith('s|') ? 'list' : 'page'
  }

  private write(key: string, value: unknown, kind: Kind): Promise<void> {
    const run = async () => {
      let bytes: number
      try {
        bytes = await this.store.set(key, value)
      } catch {
        // the host refused it (full): make room, then try once more
        await this.trim(this.store.budget / 2)
        bytes = await this.store.set(key, value)
      }
      this.meta.keys[key] = { b: bytes, u: this.now(), k: kind }
      this.dirty.add('meta')
    }
    this.writing = this.writing.then(run, run).catch(() => undefined)
    return this.writing
  }

  private scheduleFlush(): void {
    if (this.timer !== undefined) return
    this.timer = setTimeout(() => {
      this.timer = undefined
      void this.flush()
    }, this.options.writeDelayMs ?? 400)
  }

  /** Writes what changed, then trims under the budget. */
  async flush(): Promise<void> {
    if (this.timer !== undefined) {
      clearTimeout(this.timer)
      this.timer = undefined
    }
    const keys = [...this.dirty].filter((k) => k !== 'meta')
    this.dirty.clear()
    for (const key of keys) {
      const value = await this.loaded.get(key)
      if (value) await this.write(key, value, this.kindOf(key))
    }
    await this.writing
    const details = Object.values(this.meta.keys).filter((k) => k.k === 'detail').length
    if (this.total() > this.store.budget || details > (this.options.detailCap ?? DETAIL_CAP)) {
      await this.trim(this.store.budget * 0.9)
    }
    this.dirty.delete('meta')
    await this.store.set('meta', this.meta).catch(() => undefined)
  }

  /** Bytes kept, as measured when written. */
  total(): number {
    return Object.values(this.meta.keys).reduce((n, k) => n + k.b, 0)
  }

  /** What each key takes (for the figures of tests and benches). */
  sizes(): Record<string, number> {
    return Object.fromEntries(Object.entries(this.meta.keys).map(([k, v]) => [k, v.b]))
  }

  /**
   * Down to `target` bytes: details by least recent use, then the oldest entries of the largest
   * lists (a pack trimmed so is no longer whole: its version is forgotten, the next download is
   * full), then the other pages by least recent use. Also keeps details under their count cap.
   */
  private async trim(target: number): Promise<void> {
    const byUse = (kind: Kind) =>
      Object.entries(this.meta.keys)
        .filter(([, v]) => v.k === kind)
        .sort((a, b) => a[1].u - b[1].u)
        .map(([k]) => k)
    const drop = async (key: string) => {
      delete this.meta.keys[key]
      this.loaded.delete(key)
      await this.store.remove(key).catch(() => undefined)
    }
    const details = byUse('detail')
    const cap = this.options.detailCap ?? DETAIL_CAP
    while (details.length && (this.total() > target || details.length > cap)) await drop(details.shift()!)
    for (let round = 0; round < 20 && this.total() > target; round++) {
      const lists = byUse('list').sort((a, b) => this.meta.keys[b]!.b - this.meta.keys[a]!.b)
      const largest = lists[0]
      if (!largest) break
      const col = await this.collection<unknown>(largest)
      const entries = Object.entries(col.entries).sort((a, b) => a[1].t - b[1].t || b[1].r - a[1].r)
      const cut = Math.max(1, Math.ceil(entries.length / 5))
      for (const [id] of entries.slice(0, cut)) delete col.entries[id]
      const ns = largest.split('|').slice(1, 3).join('|')
      delete this.meta.packs[ns]
      if (!Object.keys(col.entries).length) await drop(largest)
      else {
        const bytes = await this.store.set(largest, col).catch(() => undefined)
        if (bytes === undefined) await drop(largest)
        else this.meta.keys[largest]!.b = bytes
      }
    }
    for (const key of byUse('page')) {
      if (this.total() <= target) break
      await drop(key)
    }
    if (details.length > cap) for (const key of details.slice(0, details.length - cap)) await drop(key)
  }
}

/** The fetch time of the oldest entry shown, or of the whole list's newest when none is shown. */
function oldest(times: number[], col: KeptCollection<unknown>): number {
  if (times.length) return Math.min(...times)
  return Math.max(0, ...Object.values(col.entries).map((e) => e.t))
}
