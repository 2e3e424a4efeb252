import {
  aspectRatio,
  assignColumns,
  columnWidth,
  contentTooShort,
  debounce,
  estimateItemHeight,
  revealLimit,
  scaleDistance,
  shouldLoadMore,
  toEstimatedOffset,
  WATERFALL_COLUMNS,
  WATERFALL_DEBOUNCE_MS,
  WATERFALL_GUTTER,
  WATERFALL_LAZY_DISTANCE,
  WATERFALL_LOAD_DISTANCE,
} from '../layout'

describe('constants of spec §9', () => {
  it('2 columns, gutter 10, distances 300, debounce 300 ms', () => {
    expect([
      WATERFALL_COLUMNS,
      WATERFALL_GUTTER,
      WATERFALL_LAZY_DISTANCE,
      WATERFALL_LOAD_DISTANCE,
      WATERFALL_DEBOUNCE_MS,
    ]).toEqual([2, 10, 300, 300, 300])
  })
})

describe('scaleDistance', () => {
  it('scales 300 by screen width / 375', () => {
    expect(scaleDistance(300, 375)).toBe(300)
    expect(scaleDistance(300, 750)).toBe(600)
    expect(scaleDistance(300, 414)).toBe(331)
    expect(scaleDistance(300, 320)).toBe(256)
  })
  it('falls back to the reference width for nonsense', () => {
    expect(scaleDistance(300, 0)).toBe(300)
    expect(scaleDistance(300, Number.NaN)).toBe(300)
  })
})

describe('sizes', () => {
  it('column width leaves the gutters out', () => {
    expect(columnWidth(375, 2, 10)).toBe(182.5)
    expect(columnWidth(300, 3, 0)).toBe(100)
    expect(columnWidth(100, 0, 10)).toBe(100)
  })
  it('aspect ratio is square when unknown', () => {
    expect(aspectRatio({ width: 200, height: 100 })).toBe(0.5)
    expect(aspectRatio({})).toBe(1)
    expect(aspectRatio({ width: 0, height: 100 })).toBe(1)
  })
  it('item height = scaled image + extra', () => {
    expect(estimateItemHeight({ width: 100, height: 200 }, 150, 60)).toBe(360)
  })
})

describe('assignColumns', () => {
  it('puts each item into the shortest column, leftmost on ties', () => {
    const layout = assignColumns([100, 50, 30, 40, 10], 2)
    expect(layout.columns).toEqual([
      [0, 4],
      [1, 2, 3],
    ])
    expect(layout.columnOf).toEqual([0, 1, 1, 1, 0])
    expect(layout.tops).toEqual([0, 0, 50, 80, 100])
    expect(layout.heights).toEqual([110, 120])
  })

  it('adds the gutter between stacked items', () => {
    const layout = assignColumns([100, 50, 30], 2, 10)
    expect(layout.tops).toEqual([0, 0, 60])
    expect(layout.heights).toEqual([100, 90])
  })

  it('is stable on a prefix: appending never moves earlier items', () => {
    const first = assignColumns([120, 80, 60, 200], 2, 10)
    const more = assignColumns([120, 80, 60, 200, 90, 40, 70], 2, 10)
    expect(more.columnOf.slice(0, 4)).toEqual(first.columnOf)
    expect(more.tops.slice(0, 4)).toEqual(first.tops)
  })

  it('balances equal items round-robin and handles 1 or 3 columns and no items', () => {
    expect(assignColumns([10, 10, 10, 10], 2).columns).toEqual([
      [0, 2],
      [1, 3],
    ])
    expect(assignColumns([10, 10, 10], 3).columns).toEqual([[0], [1], [2]])
    expect(assignColumns([10, 10], 1).columns).toEqual([[0, 1]])
    expect(assignColumns([], 2)).toEqual({
      columns: [[], []],
      columnOf: [],
      tops: [],
      heights: [0, 0],
      itemHeights: [],
    })
  })
})

describe('load-more and lazy rules', () => {
  it('asks only when nothing is in flight and more exists', () => {
    expect(shouldLoadMore({ loading: false, hasMore: true, pending: false })).toBe(true)
    expect(shouldLoadMore({ loading: true, hasMore: true, pending: false })).toBe(false)
    expect(shouldLoadMore({ loading: false, hasMore: true, pending: true })).toBe(false)
    expect(shouldLoadMore({ loading: false, hasMore: false, pending: false })).toBe(false)
  })
  it('reveals images down to scrollTop + viewport + lazy distance', () => {
    expect(revealLimit(0, 667, 300)).toBe(967)
    expect(revealLimit(500, 667, 300)).toBe(1467)
    expect(revealLimit(-40, 667, 300)).toBe(967)
  })
  it('maps real scroll offsets onto the estimated layout', () => {
    // estimates said 2000 px, the real content is 1000 px: 500 px of real scroll = 1000 estimated
    expect(toEstimatedOffset(500, 2000, 1000)).toBe(1000)
    expect(toEstimatedOffset(500, 1000, 2000)).toBe(250)
    expect(toEstimatedOffset(500, 1000, undefined)).toBe(500)
    expect(toEstimatedOffset(500, 0, 1000)).toBe(500)
  })
  it('content shorter than viewport + load distance needs loading', () => {
    expect(contentTooShort(900, 667, 300)).toBe(true)
    expect(contentTooShort(967, 667, 300)).toBe(false)
  })
})

describe('debounce', () => {
  beforeEach(() => jest.useFakeTimers())
  afterEach(() => jest.useRealTimers())

  it('runs once, 300 ms after the last call, with its arguments', () => {
    const fn = jest.fn()
    const d = debounce(fn, 300)
    d(1)
    jest.advanceTimersByTime(200)
    d(2)
    jest.advanceTimersByTime(299)
    expect(fn).not.toHaveBeenCalled()
    expect(d.pending()).toBe(true)
    jest.advanceTimersByTime(1)
    expect(fn).toHaveBeenCalledTimes(1)
    expect(fn).toHaveBeenCalledWith(2)
    expect(d.pending()).toBe(false)
  })

  it('cancel drops the call; flush runs it now', () => {
    const fn = jest.fn()
    const d = debounce(fn, 300)
    d('a')
    d.cancel()
    jest.advanceTimersByTime(1000)
    expect(fn).not.toHaveBeenCalled()
    d('b')
    d.flush()
    expect(fn).toHaveBeenCalledWith('b')
    jest.advanceTimersByTime(1000)
    expect(fn).toHaveBeenCalledTimes(1)
    d.flush()
    expect(fn).toHaveBeenCalledTimes(1)
  })
})
