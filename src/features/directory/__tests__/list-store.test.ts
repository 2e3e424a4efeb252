import type { HomeData, ListPage } from '../../../../types/api'
import { companyListItem } from '../../../../test-support/companies'
import { filterQuery, initialFilter } from '../first-page'
import { DirectoryListStore, type DirectoryApi, type DirectoryItem } from '../list-store'

const company = (id: number) => companyListItem(id)

function fakeApi(total = 45, pageSize = 20) {
  const calls: Array<{ query: unknown; body: unknown }> = []
  let pending: Array<() => void> = []
  let hold = false
  const api: DirectoryApi = {
    homeData: async () => ({ catagory: [], meals: [], divisions: [], sortList: [] }) as unknown as HomeData,
    listPage: (_kind, query, body) => {
      calls.push({ query, body })
      const pageNo = query.pageNo ?? 1
      const start = (pageNo - 1) * pageSize
      const list = Array.from({ length: Math.max(0, Math.min(pageSize, total - start)) }, (_, i) =>
        company(start + i + 1),
      )
      const page: ListPage<DirectoryItem> = { list, total, pageNo, pageSize, hasMore: start + list.length < total }
      if (!hold) return Promise.resolve(page)
      return new Promise((resolve) => pending.push(() => resolve(page)))
    },
  }
  return {
    api,
    calls,
    holdResponses: () => (hold = true),
    release: () => {
      const p = pending
      pending = []
      p.forEach((f) => f())
    },
  }
}

describe('DirectoryListStore', () => {
  it('loads pages until the end and stops there', async () => {
    const { api, calls } = fakeApi(45)
    const store = new DirectoryListStore('exhibitors', api)
    await store.reload()
    await store.loadMore()
    await store.loadMore()
    await store.loadMore()
    expect(store.pages.items).toHaveLength(45)
    expect(store.pages.total).toBe(45)
    expect(store.pages.hasMore).toBe(false)
    expect(calls).toHaveLength(3)
    expect(calls[0].query).toEqual({ pageNo: 1, pageSize: 20, isShowCountNum: 1 })
  })

  it('does not start a second load while one is in flight', async () => {
    const fake = fakeApi(45)
    fake.holdResponses()
    const store = new DirectoryListStore('exhibitors', fake.api)
    const first = store.reload()
    void store.loadMore()
    expect(fake.calls).toHaveLength(1)
    fake.release()
    await first
    expect(store.pages.items).toHaveLength(20)
  })

  it('a new filter supersedes an answer still on its way', async () => {
    const fake = fakeApi(45)
    fake.holdResponses()
    const store = new DirectoryListStore('products', fake.api)
    const old = store.reload()
    const next = store.applyFilter({ divisions: [22], meals: [], categorys: [3], orderBy: 4 })
    fake.release()
    await Promise.all([old, next])
    expect(store.pages.items).toHaveLength(20)
    expect(fake.calls[1].body).toEqual({ divisions: [22], meals: [], categorys: [3], orderBy: 4, keyword: undefined })
    expect(store.filterCount).toBe(3)
  })

  it('is empty only once a load answered nothing', async () => {
    const store = new DirectoryListStore('exhibitors', fakeApi(0).api)
    expect(store.pages.isEmpty).toBe(false)
    await store.reload()
    expect(store.pages.isEmpty).toBe(true)
  })

  it('marks a failed load so the page can offer a retry, keeping what it had', async () => {
    const fake = fakeApi(45)
    const store = new DirectoryListStore('exhibitors', fake.api)
    await store.reload()
    fake.api.listPage = () => Promise.reject(new Error('offline'))
    await store.loadMore()
    expect(store.pages.failed).toBe(true)
    expect(store.pages.items).toHaveLength(20)
    expect(store.pages.loading).toBe(false)
  })

  it('pull to refresh keeps the cards until the first page is back, then swaps it in', async () => {
    const fake = fakeApi(45)
    const store = new DirectoryListStore('exhibitors', fake.api)
    await store.reload()
    await store.loadMore()
    fake.holdResponses()
    const refreshed = store.refresh()
    expect(store.pages.items).toHaveLength(40)
    expect(store.pages.loading).toBe(true)
    fake.release()
    await refreshed
    expect(store.pages.items).toHaveLength(20)
    expect(store.pages.pageNo).toBe(1)
    expect(store.pages.hasMore).toBe(true)
    expect(store.pages.loading).toBe(false)
    expect(fake.calls[fake.calls.length - 1].query).toEqual({ pageNo: 1, pageSize: 20, isShowCountNum: 1 })
  })

  it('a failed refresh keeps the list as it was', async () => {
    const fake = fakeApi(45)
    const store = new DirectoryListStore('exhibitors', fake.api)
    await store.reload()
    await store.loadMore()
    fake.api.listPage = () => Promise.reject(new Error('offline'))
    await store.refresh()
    expect(store.pages.items).toHaveLength(40)
    expect(store.pages.pageNo).toBe(2)
    expect(store.pages.loading).toBe(false)
  })

  it('asks once for the filter data when the idle load and a tap on the button overlap', async () => {
    const fake = fakeApi(5)
    let calls = 0
    let answer: (data: HomeData) => void = () => undefined
    fake.api.homeData = () => {
      calls++
      return new Promise((resolve) => (answer = resolve))
    }
    const store = new DirectoryListStore('exhibitors', fake.api)
    const idle = store.loadFilterData()
    const tap = store.loadFilterData()
    expect(calls).toBe(1)
    answer({ divisions: [{ id: 1 }] } as unknown as HomeData)
    await Promise.all([idle, tap])
    expect(store.filterData).toEqual({ divisions: [{ id: 1 }] })
  })

  it('a language switch asks again, and the older answer does not land', async () => {
    const fake = fakeApi(5)
    const answers: Array<(data: HomeData) => void> = []
    fake.api.homeData = () => new Promise((resolve) => answers.push(resolve))
    const store = new DirectoryListStore('exhibitors', fake.api)
    const first = store.loadFilterData()
    const fresh = store.loadFilterData(true)
    expect(answers).toHaveLength(2)
    answers[1]({ sortList: ['EN'] } as unknown as HomeData)
    answers[0]({ sortList: ['ZH-CN'] } as unknown as HomeData)
    await Promise.all([first, fresh])
    expect(store.filterData).toEqual({ sortList: ['EN'] })
  })
})

describe('filters kept in the address, and shown as chips', () => {
  it('initialFilter reads what filterQuery writes', () => {
    const filter = { divisions: [11], meals: [2, 5], categorys: [30], orderBy: 3 as const }
    const params = filterQuery(filter)
    expect(params).toEqual({ eventEditionId: '11', meals: '2,5', categorys: '30', orderBy: '3' })
    expect(initialFilter(params)).toEqual(filter)
    expect(filterQuery(initialFilter({}))).toEqual({
      eventEditionId: undefined,
      meals: undefined,
      categorys: undefined,
      orderBy: undefined,
    })
    // junk in an address is dropped, not sent
    expect(initialFilter({ meals: '1,x,-2,3.5,4', orderBy: '9', eventEditionId: 'abc' })).toEqual({
      divisions: [],
      meals: [1, 4],
      categorys: [],
      orderBy: 0,
    })
  })

  it('names the applied filters from the filter data; a chip removes one, Clear removes all', async () => {
    const { api, calls } = fakeApi(45)
    api.homeData = async () =>
      ({
        divisions: [{ id: 1, label: 'Show', eventEditionList: [{ id: 11, eventEditionName: 'SIE 2025' }] }],
        meals: [{ id: 2, label: '新品', names: { EN: 'New products', 'ZH-CN': '新品' } }],
        catagory: [{ id: 3, label: '机械', children: [{ id: 30, label: '泵', names: { EN: 'Pumps' } }] }],
        sortList: [],
      }) as unknown as HomeData
    const store = new DirectoryListStore('exhibitors', api)
    await store.loadFilterData()
    await store.applyFilter({ divisions: [11], meals: [2], categorys: [30, 999], orderBy: 4 })
    expect(store.appliedFilters('EN')).toEqual([
      { kind: 'division', id: 11, label: 'SIE 2025' },
      { kind: 'meal', id: 2, label: 'New products' },
      { kind: 'category', id: 30, label: 'Pumps' },
    ])
    expect(store.appliedFilters('ZH-CN')[1].label).toBe('新品')
    await store.removeFilter('meal', 2)
    expect(store.filter).toEqual({ divisions: [11], meals: [], categorys: [30, 999], orderBy: 4 })
    await store.removeFilter('sort', 4)
    expect(store.filter.orderBy).toBe(0)
    await store.clearFilters()
    expect(store.filterCount).toBe(0)
    expect(calls[calls.length - 1]?.body).toMatchObject({ divisions: [], meals: [], categorys: [], orderBy: 0 })
  })
})
