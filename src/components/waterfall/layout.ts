/**
 * Pure helpers of the waterfall grid (spec §2, §9). Distances are CSS px of the running device;
 * the spec's figures are for a 375 px wide screen and scale with the screen width.
 */

export const WATERFALL_COLUMNS = 2
export const WATERFALL_GUTTER = 10
/** Lazy-image distance and load-more distance at 375 px screen width. */
export const WATERFALL_LAZY_DISTANCE = 300
export const WATERFALL_LOAD_DISTANCE = 300
/** Re-layout after the items prop has been quiet this long. */
export const WATERFALL_DEBOUNCE_MS = 300
export const REFERENCE_SCREEN_WIDTH = 375

/** 300 × screenWidth / 375 (spec §9). */
export function scaleDistance(distance: number, screenWidth: number): number {
  const width = Number.isFinite(screenWidth) && screenWidth > 0 ? screenWidth : REFERENCE_SCREEN_WIDTH
  return Math.round((distance * width) / REFERENCE_SCREEN_WIDTH)
}

export function columnWidth(containerWidth: number, columns: number, gutter: number): number {
  const n = Math.max(1, Math.floor(columns))
  return Math.max(0, (containerWidth - gutter * (n - 1)) / n)
}

/** Height / width of an image; square when the size is unknown. */
export function aspectRatio(size: { width?: number | null; height?: number | null }): number {
  const { width, height } = size
  return width && height && width > 0 && height > 0 ? height / width : 1
}

/** Card height in px: the image (scaled to the column) plus the text area under it. */
export function estimateItemHeight(
  size: { width?: number | null; height?: number | null },
  colWidth: number,
  extraHeight: number,
): number {
  return colWidth * aspectRatio(size) + extraHeight
}

export interface ColumnLayout {
  /** item indexes per column, in order */
  columns: number[][]
  /** column of each item */
  columnOf: number[]
  /** top offset (px) of each item inside its column */
  tops: number[]
  /** total height (px) of each column */
  heights: number[]
  /** height (px) of each item, as given */
  itemHeights: number[]
}

/**
 * Greedy balancing: each item goes to the currently shortest column (leftmost on ties). Deterministic
 * on a prefix, so appending a page never moves the items already shown.
 */
export function assignColumns(itemHeights: readonly number[], columns: number, gutter = 0): ColumnLayout {
  const n = Math.max(1, Math.floor(columns))
  const layout: ColumnLayout = {
    columns: Array.from({ length: n }, () => []),
    columnOf: [],
    tops: [],
    heights: new Array<number>(n).fill(0),
    itemHeights: [],
  }
  itemHeights.forEach((height, index) => {
    let target = 0
    for (let c = 1; c < n; c += 1) if (layout.heights[c] < layout.heights[target]) target = c
    const top = layout.columns[target].length === 0 ? 0 : layout.heights[target] + gutter
    layout.columns[target].push(index)
    layout.columnOf[index] = target
    layout.tops[index] = top
    layout.itemHeights[index] = Math.max(0, height)
    layout.heights[target] = top + Math.max(0, height)
  })
  return layout
}

/** Images whose top is above this line (px from the content top) are loaded. */
export function revealLimit(scrollTop: number, viewportHeight: number, lazyDistance: number): number {
  return Math.max(0, scrollTop) + viewportHeight + lazyDistance
}

/**
 * Converts a real scroll offset into the estimated layout's coordinates. Card heights are estimates
 * (image ratio + itemExtraHeight); over many rows the error adds up, so scale by estimated / real
 * content height (scrollHeight of the scroll event) when it is known.
 */
export function toEstimatedOffset(offset: number, estimatedHeight: number, scrollHeight: number | undefined): number {
  return scrollHeight && scrollHeight > 0 && estimatedHeight > 0 ? (offset * estimatedHeight) / scrollHeight : offset
}

/** Load-more is asked only when nothing is in flight and more exists. */
export function shouldLoadMore(state: { loading: boolean; hasMore: boolean; pending: boolean }): boolean {
  return state.hasMore && !state.loading && !state.pending
}

/** Content shorter than the viewport plus the load distance never scrolls to the end: load now. */
export function contentTooShort(contentHeight: number, viewportHeight: number, loadDistance: number): boolean {
  return contentHeight < viewportHeight + loadDistance
}

export interface Debounced<A extends unknown[]> {
  (...args: A): void
  cancel(): void
  /** runs a pending call now */
  flush(): void
  pending(): boolean
}

/** Trailing-edge debounce: runs `ms` after the last call, with that call's arguments. */
export function debounce<A extends unknown[]>(fn: (...args: A) => void, ms: number): Debounced<A> {
  let handle: ReturnType<typeof setTimeout> | null = null
  let lastArgs: A | null = null
  const run = () => {
    handle = null
    const args = lastArgs
    lastArgs = null
    if (args) fn(...args)
  }
  const debounced = ((...args: A) => {
    lastArgs = args
    if (handle !== null) clearTimeout(handle)
    handle = setTimeout(run, ms)
  }) as Debounced<A>
  debounced.cancel = () => {
    if (handle !== null) clearTimeout(handle)
    handle = null
    lastArgs = null
  }
  debounced.flush = () => {
    if (handle === null) return
    clearTimeout(handle)
    run()
  }
  debounced.pending = () => handle !== null
  return debounced
}
