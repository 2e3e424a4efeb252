import type {
  CompanyListItem,
  EditionPack,
  PackExhibitor,
  PackProduct,
  PackSession,
  PlanEditionEntry,
  ProductListItem,
  SessionListPage,
} from '../../../../types/api'
import { limitedWxStorage } from '../../../platform/__tests__/limited-wx-storage'
import type { OfflineStore } from '../../../platform'
import type { OfflineRequest } from '../../../services/api'
import { WX_OFFLINE_BUDGET, WxOfflineStore } from '../../../platform/wx-offline-store'
import { OfflineData } from '../offline-data'
import { offlineLabel } from '../offline-module'

/** An OfflineStore in memory, with a budget a test chooses. */
function memoryStore(budget = 50 * 1024 * 1024): OfflineStore & { map: Map<string, string> } {
  const map = new Map<string, string>()
  return {
    map,
    budget,
    get: async (key) => (map.has(key) ? JSON.parse(map.get(key)!) : undefined),
    set: async (key, value) => {
      const text = JSON.stringify(value)
      map.set(key, text)
      return Buffer.byteLength(text)
    },
    remove: async (key) => void map.delete(key),
  }
}

const CODE = 'SIE'
const ctx = { language: 'EN', eventCode: CODE, userId: 'visitor-1' }

function exhibitor(id: number, over: Partial<CompanyListItem> = {}): CompanyListItem {
  return {
    companyProfileId: id,
    companyProfileName: `Exhibitor ${id}`,
    logo: `/media/logo-${id}.png`,
    logoWidth: 200,
    logoHeight: 100,
    stand: `A${id}`,
    hall: 'Hall 1',
    eventEditionId: 10,
    eventEditionName: '2026',
    tags: [{ id: id % 2 ? 1 : 2, label: id % 2 ? 'odd' : 'even' }],
    collected: 0,
    viewCount: id * 3,
    collectCount: 100 - id,
    ...over,
  }
}
function product(id: number, companyProfileId: number): ProductListItem {
  return {
    productId: id,
    productName: `Product ${id}`,
    logo: `/media/p-${id}.png`,
    logoWidth: 100,
    logoHeight: 100,
    companyProfileId,
    companyProfileName: `Exhibitor ${companyProfileId}`,
    stand: `A${companyProfileId}`,
    eventEditionId: 10,
    collected: 0,
    viewCount: id,
    collectCount: id,
  }
}

const listReq = (
  kind: 'companyProfiles' | 'products',
  body: Record<string, unknown> = {},
  query: Record<string, unknown> = {},
): OfflineRequest => ({
  backend: 'rxweb',
  method: 'POST',
  path: `/api/v5/${kind}/listPage`,
  query: { ...ctx, isShowCountNum: 1, pageNo: 1, pageSize: 20, ...query } as OfflineRequest['query'],
  body,
})
const getReq = (path: string, query: Record<string, unknown> = {}): OfflineRequest => ({
  backend: 'rxweb',
  method: 'GET',
  path,
  query: { ...ctx, ...query } as OfflineRequest['query'],
})

function setup(store: OfflineStore = memoryStore(), collectedOf?: (t: string, id: number) => boolean | undefined) {
  let clock = Date.UTC(2026, 10, 23, 1, 0)
  const kept: number[] = []
  const data = new OfflineData(store, {
    now: () => clock,
    onKept: (at) => kept.push(at),
    writeDelayMs: 5,
    collectedOf,
  })
  return {
    data,
    kept,
    advance: (ms: number) => (clock += ms),
    /** remembers and waits until written */
    remember: async (req: OfflineRequest, answer: unknown) => {
      data.remember(req, answer)
      await data.ready
      await new Promise((r) => setTimeout(r, 0))
      await data.flush()
    },
  }
}

type Page<T> = { list: T[]; total: number; hasMore: boolean; pageNo: number }
const ids = (page: unknown) => (page as Page<CompanyListItem>).list.map((e) => e.companyProfileId)

describe('OfflineData: directory lists', () => {
  async function seen() {
    const t = setup()
    const all = Array.from({ length: 30 }, (_, i) => exhibitor(i + 1))
    // two pages of the default order, as the list asked them online
    await t.remember(listReq('companyProfiles', {}, { pageNo: 1 }), {
      list: all.slice(0, 20),
      pageNo: 1,
      pageSize: 20,
      hasMore: true,
      total: 30,
    })
    await t.remember(listReq('companyProfiles', {}, { pageNo: 2 }), {
      list: all.slice(20),
      pageNo: 2,
      pageSize: 20,
      hasMore: false,
      total: 30,
    })
    return t
  }

  it('answers a list request from the kept entries, in the order the server gave, paged with the total', async () => {
    const t = await seen()
    const first = (await t.data.recall(listReq('companyProfiles', {}, { pageNo: 1, pageSize: 12 })))!
      .data as Page<CompanyListItem>
    expect(first.total).toBe(30)
    expect(first.hasMore).toBe(true)
    expect(ids(first)).toEqual(Array.from({ length: 12 }, (_, i) => i + 1))
    const last = (await t.data.recall(listReq('companyProfiles', {}, { pageNo: 3, pageSize: 12 })))!
      .data as Page<CompanyListItem>
    expect(ids(last)).toEqual([25, 26, 27, 28, 29, 30])
    expect(last.hasMore).toBe(false)
    expect(t.kept).toEqual([Date.UTC(2026, 10, 23, 1, 0), Date.UTC(2026, 10, 23, 1, 0)])
  })

  it('filters by the keyword (case-insensitive), tags, edition, and orders by views or collects', async () => {
    const t = await seen()
    const kw = await t.data.recall(listReq('companyProfiles', { companyProfileName: 'EXHIBITOR 2' }))
    expect(ids(kw!.data)).toEqual([2, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29])
    expect((kw!.data as Page<unknown>).total).toBe(11)
    const even = await t.data.recall(listReq('companyProfiles', { meals: [2] }, { pageSize: 5 }))
    expect(ids(even!.data)).toEqual([2, 4, 6, 8, 10])
    expect((even!.data as Page<unknown>).total).toBe(15)
    const views = await t.data.recall(listReq('companyProfiles', { orderBy: 3 }, { pageSize: 3 }))
    expect(ids(views!.data)).toEqual([30, 29, 28])
    const collects = await t.data.recall(listReq('companyProfiles', { orderBy: 4 }, { pageSize: 3 }))
    expect(ids(collects!.data)).toEqual([1, 2, 3])
    const other = await t.data.recall(listReq('companyProfiles', { divisions: [99] }))
    expect((other!.data as Page<unknown>).total).toBe(0)
  })

  it('a category filter matches the entries a filtered answer showed in it (and a parent its children)', async () => {
    const t = await seen()
    await t.remember(getReq('/api/v5/categoryData/getCategory'), [
      {
        id: 100,
        label: 'Parent',
        names: {},
        parentId: null,
        children: [{ id: 101, label: 'Child', names: {}, parentId: 100, children: [] }],
      },
    ])
    await t.remember(listReq('companyProfiles', { categorys: [101] }), {
      list: [exhibitor(3), exhibitor(7)],
      pageNo: 1,
      pageSize: 20,
      hasMore: false,
    })
    expect(ids((await t.data.recall(listReq('companyProfiles', { categorys: [101] })))!.data)).toEqual([3, 7])
    expect(ids((await t.data.recall(listReq('companyProfiles', { categorys: [100] })))!.data)).toEqual([3, 7])
    // the filtered answer did not move them out of their place in the default order
    expect(ids((await t.data.recall(listReq('companyProfiles', {}, { pageSize: 4 })))!.data)).toEqual([1, 2, 3, 4])
  })

  it('the visitor flags come from the collect queue, then the kept plan, never from a stale list answer', async () => {
    const queue = new Map<number, boolean>([[5, false]])
    const t = setup(memoryStore(), (target, id) => (target === 'exhibitor' ? queue.get(id) : undefined))
    await t.remember(listReq('companyProfiles'), {
      list: [exhibitor(4, { collected: 1 }), exhibitor(5, { collected: 1 }), exhibitor(6)],
      pageNo: 1,
      pageSize: 20,
      hasMore: false,
    })
    const plan: PlanEditionEntry[] = [
      {
        eventEditionId: 10,
        eventEditionName: '2026',
        eventCode: CODE,
        companyProfileList: [
          { companyProfileId: 6, companyProfileName: 'x', logo: '', stand: '', collected: 1, productList: [] },
        ],
      },
    ]
    await t.remember(getReq(`/api/v1/plan/events/${CODE}/companyProfiles`), plan)
    const page = (await t.data.recall(listReq('companyProfiles')))!.data as Page<CompanyListItem>
    expect(page.list.map((e) => [e.companyProfileId, e.collected])).toEqual([
      [4, 0], // not in the plan kept later
      [5, 0], // uncollected offline (queued)
      [6, 1], // in the plan
    ])
  })

  it('a product list filtered by tags uses its exhibitor’s tags', async () => {
    const t = await seen()
    await t.remember(listReq('products'), {
      list: [product(1, 1), product(2, 2), product(3, 3)],
      pageNo: 1,
      pageSize: 20,
      hasMore: false,
    })
    const odd = (await t.data.recall(listReq('products', { meals: [1] })))!.data as Page<ProductListItem>
    expect(odd.list.map((p) => p.productId)).toEqual([1, 3])
    const kw = (await t.data.recall(listReq('products', { productName: 'product 2' })))!.data as Page<ProductListItem>
    expect(kw.list.map((p) => p.productId)).toEqual([2])
  })

  it('nothing kept: no answer (the page shows its retry)', async () => {
    const t = setup()
    expect(await t.data.recall(listReq('companyProfiles'))).toBeUndefined()
    expect(await t.data.recall(getReq('/api/v4/getExhibitorDetail', { companyProfileId: 1 }))).toBeUndefined()
    // an endpoint it does not know is never answered
    expect(await t.data.recall(getReq('/api/v5/match/myCard'))).toBeUndefined()
  })

  it('keeps lists per edition and language', async () => {
    const t = await seen()
    expect(await t.data.recall({ ...listReq('companyProfiles'), query: { ...ctx, language: 'ZH-CN' } })).toBeUndefined()
    expect(await t.data.recall({ ...listReq('companyProfiles'), query: { ...ctx, eventCode: 'CGA' } })).toBeUndefined()
  })
})

describe('OfflineData: details, plan, agenda, sessions', () => {
  it('answers a visited detail as stored (its flag as the plan knows it now) with its fetch time', async () => {
    const queue = new Map<number, boolean>()
    const t = setup(memoryStore(), (_t, id) => queue.get(id))
    const detail = { ...exhibitor(9), name: 'Exhibitor 9', introduction: 'Hello', collected: 0 }
    await t.remember(getReq('/api/v4/getExhibitorDetail', { companyProfileId: 9 }), detail)
    t.advance(60_000)
    queue.set(9, true)
    const back = await t.data.recall(getReq('/api/v4/getExhibitorDetail', { companyProfileId: 9 }))
    expect(back!.data).toEqual({ ...detail, collected: 1 })
    expect(t.kept).toEqual([Date.UTC(2026, 10, 23, 1, 0)])
    expect(await t.data.recall(getReq('/api/v4/getExhibitorDetail', { companyProfileId: 8 }))).toBeUndefined()
  })

  it('keeps the plan and the agenda per visitor: another visitor on the device gets none', async () => {
    const t = setup()
    await t.remember(getReq('/api/v5/plan/companyProfilePlan'), [exhibitor(1, { collected: 1 })])
    await t.remember({ ...getReq('/api/v5/session/getMyAgenda'), backend: 'show' }, { list: [], eventEditionId: 10 })
    expect((await t.data.recall(getReq('/api/v5/plan/companyProfilePlan')))!.data).toEqual([
      exhibitor(1, { collected: 1 }),
    ])
    expect(
      await t.data.recall({ ...getReq('/api/v5/plan/companyProfilePlan'), query: { ...ctx, userId: 'other' } }),
    ).toBeUndefined()
    expect(await t.data.recall({ ...getReq('/api/v5/session/getMyAgenda'), backend: 'show' })).toBeDefined()
  })

  it('answers the session list filtered by day, track, keynote and keyword over the kept sessions', async () => {
    const t = setup()
    const s = (id: number, start: string, over = {}) => ({
      id,
      title: `Session ${id}`,
      startTime: start,
      endTime: start,
      room: 'Room A',
      roomId: 1,
      hall: '',
      track: id % 2 ? 'AI' : 'Retail',
      trackId: id % 2 ? 1 : 2,
      isKeynote: id === 1 ? 1 : 0,
      speakers: [{ personId: id, name: `Speaker ${id}`, title: '', company: 'ACME', avatar: '' }],
      remind: 0,
      ...over,
    })
    const page: SessionListPage = {
      list: [s(1, '2026-11-23T01:00:00Z'), s(2, '2026-11-23T02:00:00Z'), s(3, '2026-11-24T01:00:00Z')] as never,
      total: 3,
      pageNo: 1,
      pageSize: 20,
      hasMore: false,
      timeZone: 'Asia/Shanghai',
      timeZoneName: 'Shanghai',
      eventEditionId: 10,
    }
    const req = (q: Record<string, unknown> = {}) => ({
      ...getReq('/api/v5/session/getSessionList', q),
      backend: 'show' as const,
    })
    await t.remember(req(), page)
    const day = (await t.data.recall(req({ day: '2026-11-23' })))!.data as SessionListPage
    expect(day.list.map((x) => x.id)).toEqual([1, 2])
    expect(day.timeZone).toBe('Asia/Shanghai')
    expect(((await t.data.recall(req({ trackId: 1 })))!.data as SessionListPage).list.map((x) => x.id)).toEqual([1, 3])
    expect(((await t.data.recall(req({ keynote: 1 })))!.data as SessionListPage).list.map((x) => x.id)).toEqual([1])
    expect(
      ((await t.data.recall(req({ keyword: 'speaker 3' })))!.data as SessionListPage).list.map((x) => x.id),
    ).toEqual([3])
  })
})

// ---- the pack ----

function packExhibitor(id: number, categoryIds: number[] = [200 + (id % 3)]): PackExhibitor {
  const { collected: _c, ...item } = exhibitor(id, {
    companyProfileName: `展商 ${id} Exhibition Company Ltd.`,
    logo: `https://cdn.example.com/logos/${id}.png`,
  })
  return { ...item, categoryIds }
}
function packProduct(id: number, companyProfileId: number): PackProduct {
  const { collected: _c, ...item } = product(id, companyProfileId)
  return {
    ...item,
    productName: `产品 ${id} Product name`,
    logo: `https://cdn.example.com/p/${id}.jpg`,
    categoryIds: [201],
  }
}
function pack(over: Partial<EditionPack>): EditionPack {
  return {
    eventCode: CODE,
    language: 'EN',
    version: 1,
    since: null,
    generatedAt: '2026-11-23T01:00:00Z',
    edition: {
      eventEditionId: 10,
      eventEditionName: '2026',
      eventCode: CODE,
      exhibitionId: 1,
      exhibitionName: 'SIE',
      year: 2026,
      startDate: '2026-11-23',
      endDate: '2026-11-25',
    },
    zone: { timeZone: 'Asia/Shanghai', timeZoneName: 'Shanghai' },
    exhibitors: [],
    products: [],
    categories: [
      {
        id: 200,
        label: 'Parent',
        names: {},
        parentId: null,
        children: [201, 202].map((id) => ({ id, label: `C${id}`, names: {}, parentId: 200, children: [] })),
      },
    ],
    sessions: [],
    halls: [],
    removed: { exhibitors: [], products: [], sessions: [] },
    ...over,
  }
}

describe('OfflineData: the edition pack', () => {
  it('a full pack replaces, a delta merges and removes; category filters work over it; its version is held', async () => {
    const t = setup()
    await t.remember(listReq('companyProfiles'), { list: [exhibitor(77)], pageNo: 1, pageSize: 20, hasMore: false })
    expect(await t.data.heldPackVersion(CODE, 'EN')).toBeNull()
    await t.data.applyEditionPack(
      pack({
        version: 5,
        exhibitors: [1, 2, 3, 4].map((id) => packExhibitor(id)),
        products: [packProduct(11, 1), packProduct(12, 2)],
        sessions: [{ id: 1, title: 'Opening' } as PackSession],
      }),
    )
    expect(await t.data.heldPackVersion(CODE, 'EN')).toBe(5)
    expect(await t.data.heldPackVersion(CODE, 'ZH-CN')).toBeNull()
    // the full pack replaced the entry seen before
    expect(ids((await t.data.recall(listReq('companyProfiles')))!.data)).toEqual([1, 2, 3, 4])
    expect(ids((await t.data.recall(listReq('companyProfiles', { categorys: [201] })))!.data)).toEqual([1, 4])
    expect(ids((await t.data.recall(listReq('companyProfiles', { categorys: [200] })))!.data)).toEqual([1, 2, 3, 4])
    // the category tree is kept as the category call's answer too
    expect((await t.data.recall(getReq('/api/v5/categoryData/getCategory')))!.data).toHaveLength(1)

    await t.data.applyEditionPack(
      pack({
        version: 7,
        since: 5,
        exhibitors: [packExhibitor(2, [202]), packExhibitor(9, [201])],
        removed: { exhibitors: [3], products: [11], sessions: [1] },
      }),
    )
    expect(await t.data.heldPackVersion(CODE, 'EN')).toBe(7)
    expect(ids((await t.data.recall(listReq('companyProfiles')))!.data)).toEqual([1, 2, 4, 9])
    expect(ids((await t.data.recall(listReq('companyProfiles', { categorys: [201] })))!.data)).toEqual([1, 4, 9])
    expect(
      ((await t.data.recall(listReq('products')))!.data as Page<ProductListItem>).list.map((p) => p.productId),
    ).toEqual([12])
    // a delta that does not follow the version held is refused (the caller asks for a full pack)
    await expect(t.data.applyEditionPack(pack({ version: 9, since: 6 }))).rejects.toThrow(/since version 6/)
    expect(await t.data.heldPackVersion(CODE, 'EN')).toBe(7)
  })

  it('a delta without floor plans keeps the plans held; a delta with them replaces them', async () => {
    const t = setup()
    const hall = (hallId: number, stand: string) =>
      ({ hallId, stands: [{ code: stand }], rooms: [] }) as unknown as EditionPack['halls'][number]
    const plan = async (query: Record<string, unknown>) =>
      (await t.data.recall(getReq('/api/v5/exhibition/getHallPlan', query)))?.data as { hallId: number } | undefined
    await t.data.applyEditionPack(pack({ version: 5, halls: [hall(1, '1A01'), hall(2, '2B02')] }))
    // the server sends the plans only when one changed: an exhibitor's edit comes without them
    await t.data.applyEditionPack(pack({ version: 6, since: 5, exhibitors: [packExhibitor(4)], halls: [] }))
    expect((await plan({ hallId: 2 }))?.hallId).toBe(2)
    expect((await plan({ stand: '1A01' }))?.hallId).toBe(1)
    // none named (the venue map opened from the menu): the first hall, as the server answers
    expect((await plan({}))?.hallId).toBe(1)
    // a stand booked: every plan comes whole again, and replaces the held ones
    await t.data.applyEditionPack(pack({ version: 7, since: 6, halls: [hall(1, '1A09')] }))
    expect((await plan({ stand: '1A09' }))?.hallId).toBe(1)
    expect(await plan({ hallId: 2 })).toBeUndefined()
  })

  it('keeps a 5,000-exhibitor pack in wx storage within WeChat’s limits (sizes printed)', async () => {
    const wx = limitedWxStorage()
    const store = new WxOfflineStore(wx)
    const t = setup(store)
    const exhibitors = Array.from({ length: 5000 }, (_, i) => packExhibitor(i + 1))
    const products = Array.from({ length: 10000 }, (_, i) => packProduct(i + 1, (i % 5000) + 1))
    await t.data.applyEditionPack(pack({ version: 1, exhibitors, products }))
    const sizes = t.data.sizes()
    const kb = (n: number) => `${(n / 1024).toFixed(0)} KB`
    const perKey = [...wx.map].map(([k, v]) => [k, Buffer.byteLength(k) + Buffer.byteLength(v)] as const)
    console.log(
      [
        `5,000 exhibitors + 10,000 products in wx storage: ${kb(t.data.total())} of the ${kb(WX_OFFLINE_BUDGET)} budget, ${kb(wx.total())} of 10 MB stored`,
        ...Object.entries(sizes).map(([k, b]) => `  ${k}: ${kb(b)}`),
        `  largest wx key: ${kb(Math.max(...perKey.map(([, b]) => b)))} (limit 1024 KB), ${perKey.length} keys`,
      ].join('\n'),
    )
    for (const [, b] of perKey) expect(b).toBeLessThanOrEqual(1024 * 1024)
    expect(wx.total()).toBeLessThan(WX_OFFLINE_BUDGET + 64 * 1024)
    expect(await t.data.heldPackVersion(CODE, 'EN')).toBe(1)
    // a fresh start reads it back from the shards
    const again = setup(store)
    const page = (await again.data.recall(listReq('companyProfiles', { companyProfileName: '展商 4999' })))!
      .data as Page<CompanyListItem>
    expect(page.list.map((e) => e.companyProfileId)).toEqual([4999])
    expect(((await again.data.recall(listReq('products', {}, { pageSize: 1 })))!.data as Page<unknown>).total).toBe(
      10000,
    )
  })
})

describe('OfflineData: pages never opened online, built from the pack (issue 22)', () => {
  const session = (id: number, day: string, trackId: number, roomId: number): PackSession => ({
    id,
    title: `Session ${id}`,
    startTime: `${day}T02:00:00Z`,
    endTime: `${day}T03:00:00Z`,
    room: `Room ${roomId}`,
    roomId,
    hall: 'Hall 1',
    track: trackId ? `Track ${trackId}` : '',
    trackId,
    isKeynote: 0,
    speakers: [],
  })
  async function held(collectedOf?: (t: string, id: number) => boolean | undefined) {
    const t = setup(memoryStore(), collectedOf)
    const hall = {
      hallId: 3,
      hallName: 'Hall 3',
      floor: '1F',
      stands: [
        { code: '3A01', companyProfileId: 1, status: 'sold' },
        { code: '3A02', companyProfileId: null, status: 'free' },
      ],
      rooms: [],
    } as unknown as EditionPack['halls'][number]
    await t.data.applyEditionPack(
      pack({
        version: 5,
        exhibitors: [packExhibitor(1, [201, 202]), packExhibitor(2)],
        products: [packProduct(11, 1), packProduct(12, 2), packProduct(13, 1)],
        sessions: [session(1, '2026-11-23', 1, 7), session(2, '2026-11-24', 0, 7), session(3, '2026-11-24', 1, 8)],
        halls: [hall],
      }),
    )
    return t
  }

  it('an exhibitor never opened: name, logo, stand, categories, its products, marked partial', async () => {
    const t = await held((target, id) => (target === 'product' && id === 13 ? true : undefined))
    const d = (await t.data.recall(getReq('/api/v4/getExhibitorDetail', { companyProfileId: 1 })))!.data as Record<
      string,
      unknown
    > & { categories: Array<{ label: string }>; productList: Array<{ productId: number; collected: number }> }
    expect(d).toMatchObject({
      companyProfileId: 1,
      companyProfileName: '展商 1 Exhibition Company Ltd.',
      logo: 'https://cdn.example.com/logos/1.png',
      stand: 'A1',
      hall: 'Hall 1',
      eventCode: CODE,
      collected: 0,
      offlinePartial: 1,
    })
    expect(d.categories.map((c) => c.label)).toEqual(['C201', 'C202'])
    // its products, with the visitor's flags as the collect queue knows them
    expect(d.productList.map((p) => [p.productId, p.collected])).toEqual([
      [11, 0],
      [13, 1],
    ])
    // one the device does not hold: no answer (the page shows its retry)
    expect(await t.data.recall(getReq('/api/v4/getExhibitorDetail', { companyProfileId: 99 }))).toBeUndefined()
  })

  it('a visitor who came without an eventCode is answered from the default exhibition’s pack, with its total', async () => {
    const data = new OfflineData(memoryStore(), { defaultEventCode: CODE, writeDelayMs: 5 })
    await data.applyEditionPack(
      pack({ version: 5, exhibitors: Array.from({ length: 30 }, (_, i) => packExhibitor(i + 1)) }),
    )
    const req = listReq('companyProfiles')
    const page = (await data.recall({ ...req, query: { ...req.query, eventCode: '' } }))!.data as Page<unknown>
    expect(page.total).toBe(30)
    expect(page.list).toHaveLength(20)
  })

  it('a detail opened online is answered as kept, not rebuilt', async () => {
    const t = await held()
    const full = { ...exhibitor(2), introduction: 'We make pumps', productList: [] }
    await t.remember(getReq('/api/v4/getExhibitorDetail', { companyProfileId: 2 }), full)
    const d = (await t.data.recall(getReq('/api/v4/getExhibitorDetail', { companyProfileId: 2 })))!.data
    expect(d).toMatchObject({ introduction: 'We make pumps' })
    expect((d as { offlinePartial?: number }).offlinePartial).toBeUndefined()
  })

  it('a product never opened: its name, picture, exhibitor, stand, hall and categories', async () => {
    const t = await held()
    const p = (await t.data.recall(getReq('/api/v4/getProductDetail', { productId: 12 })))!.data
    expect(p).toMatchObject({
      productId: 12,
      productName: '产品 12 Product name',
      companyProfileId: 2,
      companyProfileName: 'Exhibitor 2',
      companyLogo: 'https://cdn.example.com/logos/2.png',
      stand: 'A2',
      hall: 'Hall 1',
      categories: [{ id: 201, label: 'C201' }],
      offlinePartial: 1,
    })
  })

  it('a session never opened: its time, room and edition; the conference filters; the halls; the directory filters', async () => {
    const t = await held()
    const show = (path: string, q: Record<string, unknown> = {}) => ({ ...getReq(path, q), backend: 'show' as const })
    const s = (await t.data.recall(show('/api/v5/session/getSessionDetail', { id: 3 })))!.data
    expect(s).toMatchObject({
      id: 3,
      startTime: '2026-11-24T02:00:00Z',
      room: 'Room 8',
      eventEditionId: 10,
      eventEditionName: '2026',
      timeZone: 'Asia/Shanghai',
      timeZoneName: 'Shanghai',
      offlinePartial: 1,
    })
    const f = (await t.data.recall(show('/api/v5/session/getSessionFilters')))!.data
    expect(f).toMatchObject({
      eventEditionId: 10,
      total: 3,
      days: [
        { date: '2026-11-23', count: 1 },
        { date: '2026-11-24', count: 2 },
      ],
      tracks: [{ id: 1, name: 'Track 1', count: 2 }],
      rooms: [
        { id: 7, name: 'Room 7', count: 2 },
        { id: 8, name: 'Room 8', count: 1 },
      ],
    })
    const venues = (await t.data.recall(getReq('/api/v5/exhibition/getVenueList')))!.data
    expect(venues).toEqual([
      {
        hallId: 3,
        hallName: 'Hall 3',
        floor: '1F',
        exhibitorCount: 1,
        stands: ['3A01', '3A02'],
        standCount: 2,
        freeStandCount: 1,
      },
    ])
    const home = (await t.data.recall(getReq('/api/v5/pageHomeData/companyProfile')))!.data as {
      catagory: Array<{ id: number; children: unknown[] }>
      meals: Array<{ id: number }>
      divisions: Array<{ eventEditionList: Array<{ id: number }> }>
      sortList: unknown[]
      totalCount: number
    }
    expect(home.catagory.map((c) => [c.id, c.children.length])).toEqual([[200, 2]])
    expect(home.meals.map((m) => m.id)).toEqual([1, 2])
    expect(home.divisions[0]!.eventEditionList.map((e) => e.id)).toEqual([10])
    expect(home.sortList).toHaveLength(5)
    expect(home.totalCount).toBe(2)
    // another edition's filters are not the pack's to answer
    expect(await t.data.recall(getReq('/api/v5/pageHomeData/companyProfile', { eventEditionId: 4 }))).toBeUndefined()
  })
})

describe('OfflineData: trimming under the budget', () => {
  it('drops the least recently used details first, then the oldest list entries', async () => {
    const store = memoryStore(60 * 1024)
    const t = setup(store)
    await t.remember(listReq('companyProfiles'), {
      list: Array.from({ length: 100 }, (_, i) => exhibitor(i + 1)),
      pageNo: 1,
      pageSize: 100,
      hasMore: false,
    })
    for (let id = 1; id <= 20; id++) {
      t.advance(1000)
      await t.remember(getReq('/api/v4/getExhibitorDetail', { companyProfileId: id }), {
        ...exhibitor(id),
        introduction: 'x'.repeat(2000),
      })
    }
    expect(t.data.total()).toBeLessThanOrEqual(60 * 1024)
    // the newest details stay, the oldest went
    const detail = async (id: number) =>
      (await t.data.recall(getReq('/api/v4/getExhibitorDetail', { companyProfileId: id })))?.data as
        { introduction: string; offlinePartial?: number } | undefined
    expect((await detail(20))?.introduction).toBe('x'.repeat(2000))
    // the oldest detail went: only what its list entry holds is left (issue 22)
    expect(await detail(1)).toMatchObject({ introduction: '', offlinePartial: 1 })
    // the list is whole: details went first
    expect(((await t.data.recall(listReq('companyProfiles')))!.data as Page<unknown>).total).toBe(100)

    // a list alone over the budget loses its oldest entries
    const small = setup(memoryStore(8 * 1024))
    await small.remember(listReq('companyProfiles'), {
      list: Array.from({ length: 20 }, (_, i) => exhibitor(i + 1)),
      pageNo: 1,
      pageSize: 20,
      hasMore: false,
    })
    small.advance(1000)
    await small.remember(listReq('companyProfiles', {}, { pageNo: 2 }), {
      list: Array.from({ length: 20 }, (_, i) => exhibitor(i + 21)),
      pageNo: 2,
      pageSize: 20,
      hasMore: false,
    })
    const left = ids((await small.data.recall(listReq('companyProfiles', {}, { pageSize: 100 })))!.data)
    expect(small.data.total()).toBeLessThanOrEqual(8 * 1024)
    expect(left.length).toBeLessThan(40)
    expect(left).toContain(40)
    expect(left).not.toContain(1)
  })

  it('keeps at most the cap of details', async () => {
    const data = new OfflineData(memoryStore(), { detailCap: 3, writeDelayMs: 1 })
    for (let id = 1; id <= 6; id++) {
      data.remember(getReq('/api/v4/getProductDetail', { productId: id }), { productId: id, collected: 0 })
      await new Promise((r) => setTimeout(r, 2))
      await data.flush()
    }
    const kept = await Promise.all(
      [1, 2, 3, 4, 5, 6].map((id) => data.recall(getReq('/api/v4/getProductDetail', { productId: id }))),
    )
    expect(kept.map((k) => !!k)).toEqual([false, false, false, true, true, true])
  })
})

describe('offlineLabel', () => {
  it('says offline and when the data was fetched, in both languages', () => {
    const at = new Date(2026, 10, 23, 9, 5).getTime()
    expect(offlineLabel('ZH-CN', at)).toBe('离线 · 数据更新于 11月23日 09:05')
    expect(offlineLabel('EN', at)).toBe('Offline · data from 23 Nov 09:05')
  })
})
