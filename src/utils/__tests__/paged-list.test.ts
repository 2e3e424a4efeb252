import { PagedList, type PageOf } from '../paged-list'

interface Row {
  id: number
}

/** pages of 2 rows out of `total`; each answer waits until the test releases it */
function pages(total: number) {
  const waiting: Array<() => void> = []
  const fetchPage = jest.fn(
    (pageNo: number) =>
      new Promise<PageOf<Row>>((resolve) =>
        waiting.push(() => {
          const start = (pageNo - 1) * 2
          const list = Array.from({ length: Math.max(0, Math.min(2, total - start)) }, (_, i) => ({ id: start + i }))
          resolve({ list, total, hasMore: start + list.length < total })
        }),
      ),
  )
  const release = async () => {
    waiting.shift()?.()
    await new Promise((r) => setTimeout(r, 0))
  }
  return { fetchPage, release }
}

describe('PagedList', () => {
  it('loads page after page, once each, and says when it reached the end', async () => {
    const { fetchPage, release } = pages(3)
    const list = new PagedList({ fetchPage, keyOf: (r: Row) => r.id })
    void list.loadMore()
    void list.loadMore() // one request at a time
    await release()
    expect(fetchPage).toHaveBeenCalledTimes(1)
    expect(list.items.map((r) => r.id)).toEqual([0, 1])
    void list.loadMore()
    await release()
    expect(list.items.map((r) => r.id)).toEqual([0, 1, 2])
    expect(list.hasMore).toBe(false)
    expect(list.isEmpty).toBe(false)
  })

  it('a reload makes the answer still on its way stale: it never lands', async () => {
    const { fetchPage, release } = pages(4)
    const list = new PagedList({ fetchPage, keyOf: (r: Row) => r.id })
    void list.loadMore()
    void list.reload()
    await release() // the first request's answer: stale
    expect(list.items).toEqual([])
    expect(list.loading).toBe(true)
    await release()
    expect(list.items.map((r) => r.id)).toEqual([0, 1])
    expect(list.loading).toBe(false)
  })

  it('goes on by itself while keepGoing says so, at most maxPagesPerLoad pages', async () => {
    const fetchPage = jest.fn(async (pageNo: number) => ({ list: [{ id: pageNo }], hasMore: true }))
    const list = new PagedList({ fetchPage, keyOf: (r: Row) => r.id, keepGoing: () => true, maxPagesPerLoad: 3 })
    await list.loadMore()
    expect(list.items.map((r) => r.id)).toEqual([1, 2, 3])
  })

  it('a failed page is offered again; the items stay', async () => {
    const fetchPage = jest
      .fn<Promise<PageOf<Row>>, [number]>()
      .mockResolvedValueOnce({ list: [{ id: 1 }], hasMore: true })
      .mockRejectedValueOnce(new Error('offline'))
    const list = new PagedList({ fetchPage, keyOf: (r: Row) => r.id })
    await list.loadMore()
    await list.loadMore()
    expect(list.failed).toBe(true)
    expect(list.items.map((r) => r.id)).toEqual([1])
    expect(list.isEmpty).toBe(false)
  })
})
