import { dictionary } from '../../../i18n'
import type { EnquiryListItem, EnquiryListQuery, ListPage } from '../../../../types/api'
import { amount, day, postedAgo } from '../format'
import { emptyPoolFilter, PoolStore, poolFilterFrom, poolFilterQuery } from '../pool-store'
import '../words'

const rfq = (id: number, over: Partial<EnquiryListItem> = {}): EnquiryListItem => ({
  id,
  description: `RFQ ${id}`,
  price: 1000,
  quantity: 10,
  message: 'Quote please',
  region: 'Ningbo',
  categories: [],
  pictureList: [],
  status: 'OPEN',
  postedAt: '2026-11-22T00:00:00.000Z',
  expiresAt: null,
  views: 0,
  interestedCount: 0,
  liked: 0,
  ...over,
})

function fakeApi(total = 25) {
  const queries: EnquiryListQuery[] = []
  const list = jest.fn(async (q: EnquiryListQuery): Promise<ListPage<EnquiryListItem>> => {
    queries.push(q)
    const start = ((q.pageNo ?? 1) - 1) * (q.pageSize ?? 10)
    const ids = Array.from(
      { length: Math.max(0, Math.min(q.pageSize ?? 10, total - start)) },
      (_, i) => total - start - i,
    )
    return {
      list: ids.map((id) => rfq(id)),
      total,
      pageNo: q.pageNo ?? 1,
      pageSize: q.pageSize ?? 10,
      hasMore: start + ids.length < total,
    }
  })
  return {
    queries,
    api: {
      list,
      regions: jest.fn(async () => [{ region: 'Ningbo', count: 3 }]),
      categories: jest.fn(async () => [
        {
          id: 1,
          label: 'Machinery',
          names: {},
          parentId: null,
          children: [{ id: 3, label: 'Pumps', names: {}, parentId: 1, children: [] }],
        },
      ]),
    },
  }
}

describe('the pool', () => {
  it('loads page after page until the end', async () => {
    const { api, queries } = fakeApi(25)
    const pool = new PoolStore(api)
    await pool.reload()
    expect(pool.pages.items.map((i) => i.id).slice(0, 3)).toEqual([25, 24, 23])
    expect(pool.pages.total).toBe(25)
    await pool.loadMore()
    await pool.loadMore()
    expect(pool.pages.items).toHaveLength(25)
    expect(pool.pages.hasMore).toBe(false)
    await pool.loadMore()
    expect(queries.map((q) => q.pageNo)).toEqual([1, 2, 3])
    expect(pool.pages.isEmpty).toBe(false)
  })

  it('asks with the filter: mine, category, region, words, order', async () => {
    const { api, queries } = fakeApi(3)
    const pool = new PoolStore(api)
    await pool.setFilter({ mine: true, categoryId: 3, region: 'Ningbo', keyword: 'valves', orderBy: 1 })
    expect(queries[queries.length - 1]).toEqual({
      pageNo: 1,
      pageSize: 10,
      mine: 1,
      categoryId: 3,
      region: 'Ningbo',
      keyword: 'valves',
      orderBy: 1,
    })
    expect(pool.filterCount).toBe(3)
    await pool.clearFilters()
    expect(queries[queries.length - 1]).toEqual({ pageNo: 1, pageSize: 10, mine: 1, orderBy: 1 })
  })

  it('keeps the filter in the address and reads it back', () => {
    const f = { mine: true, categoryId: 3, region: '宁波', keyword: 'valves', orderBy: 1 as const }
    expect(poolFilterFrom(poolFilterQuery(f))).toEqual(f)
    expect(poolFilterQuery(emptyPoolFilter())).toEqual({
      mine: undefined,
      categoryId: undefined,
      region: undefined,
      keyword: undefined,
      orderBy: undefined,
    })
    expect(poolFilterFrom({ categoryId: 'x', orderBy: '7' })).toEqual(emptyPoolFilter())
  })

  it('names the chosen category from the tree; a slow answer for an old filter never lands', async () => {
    const { api } = fakeApi(3)
    const pool = new PoolStore(api, { ...emptyPoolFilter(), categoryId: 3 })
    await pool.loadChoices()
    expect(pool.categoryLabel).toBe('Pumps')
    expect(pool.regions).toEqual([{ region: 'Ningbo', count: 3 }])

    let release: (v: ListPage<EnquiryListItem>) => void = () => undefined
    api.list.mockImplementationOnce(() => new Promise((r) => (release = r)))
    const old = pool.reload()
    await pool.setFilter({ keyword: 'new' })
    release({ list: [rfq(999)], total: 1, pageNo: 1, pageSize: 10, hasMore: false })
    await old
    expect(pool.pages.items.some((i) => i.id === 999)).toBe(false)
  })

  it('shows a like or a close made on the detail page; a failed load offers to retry', async () => {
    const { api } = fakeApi(3)
    const pool = new PoolStore(api)
    await pool.reload()
    pool.update(3, { liked: 1, interestedCount: 1 })
    expect(pool.pages.items[0]).toMatchObject({ id: 3, liked: 1, interestedCount: 1 })
    api.list.mockRejectedValueOnce(new Error('offline'))
    await pool.reload()
    expect(pool.pages.failed).toBe(true)
    expect(pool.pages.isEmpty).toBe(false)
  })
})

describe('how the pool words numbers and times', () => {
  const t = dictionary('EN').consult
  const zh = dictionary('ZH-CN').consult
  const now = Date.parse('2026-11-22T12:00:00.000Z')
  it('posted-at as relative time, then the date (UTC+8)', () => {
    expect(postedAgo('2026-11-22T11:59:30.000Z', now, t, 'EN')).toBe('Just now')
    expect(postedAgo('2026-11-22T11:55:00.000Z', now, t, 'EN')).toBe('5 min ago')
    expect(postedAgo('2026-11-22T09:00:00.000Z', now, zh, 'ZH-CN')).toBe('3 小时前')
    expect(postedAgo('2026-11-20T12:00:00.000Z', now, t, 'EN')).toBe('2 days ago')
    expect(postedAgo('2026-10-01T20:00:00.000Z', now, t, 'EN')).toBe('2026-10-02')
    expect(day('2026-10-01T20:00:00.000Z', 'ZH-CN')).toBe('2026年10月2日')
    expect(postedAgo('not a date', now, t, 'EN')).toBe('')
  })
  it('amounts grouped by thousands', () => {
    expect(amount(100000000)).toBe('100,000,000')
    expect(amount(999)).toBe('999')
    expect(amount(0)).toBe('0')
  })
})
