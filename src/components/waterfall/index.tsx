import { Image, ScrollView, Text, View } from '@tarojs/components'
import { useDidHide, useDidShow } from '@tarojs/taro'
import { observer } from 'mobx-react'
import { startTransition, useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react'
import { useServices, useT } from '../../app-context'
import { whenIdle } from '../../platform/idle'
import { NO_LOAD_EVENT, imageAlt } from '../../platform/image-props'
import { WATERFALL_FALLBACK_IMAGE } from './fallback-image'
import { initials } from '../logo-image'
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
} from './layout'
import './index.scss'

export * from './layout'
export { WATERFALL_FALLBACK_IMAGE } from './fallback-image'

export interface WaterfallImage {
  src?: string | null
  /** natural size, so the card reserves its space before the image arrives (no layout shift) */
  width?: number | null
  height?: number | null
}

export interface WaterfallProps<T> {
  /**
   * The items so far. Pass a new array when pages are added (the data watch compares arrays by
   * identity, as React does): an array grown in place is never laid out again.
   */
  items: readonly T[]
  getKey: (item: T) => string | number
  getImage: (item: T) => WaterfallImage
  /** the card; `image` is the lazy image box to place in it */
  renderItem: (item: T, slots: { image: ReactNode; index: number }) => ReactNode
  /** a page request is in flight */
  loading: boolean
  /** false: the end was reached (bottom-line notice, no more load-more) */
  hasMore: boolean
  onLoadMore: () => void
  /**
   * Pull to refresh: the scroll area's own refresher (a list that scrolls inside the page never
   * triggers the page's pull-down). Shown until the returned promise settles.
   */
  onRefresh?: () => Promise<void>
  columns?: number
  /** px between columns and between cards */
  gutter?: number
  /** px; default: the window width */
  screenWidth?: number
  /** px; default: the window height */
  viewportHeight?: number
  /** px of the card below its image (title, stand); used to balance columns and place lazy images */
  itemExtraHeight?: number
  /** CSS height of the scroll area; default 100% */
  height?: string
  debounceMs?: number
  fallbackImage?: string
  /**
   * The name whose initials stand in for a picture that fails to load (offline, never seen before:
   * issue 22), instead of the fallback picture.
   */
  getName?: (item: T) => string
  loadingText?: string
  bottomLineText?: string
  className?: string
  /**
   * Render only the cards within a screen above and two below the visible area, each absolutely
   * placed at its computed offset (cards get exactly their estimated height), so a list of
   * thousands keeps a few hundred nodes. Default true.
   */
  virtualize?: boolean
}

/**
 * A card is rendered when it overlaps [scroll − 1 screen, scroll + `below` screens]: two screens
 * below once the grid has settled, one on its first render (see `settled`).
 */
export function inWindow(top: number, height: number, scrollTop: number, viewport: number, below = 2): boolean {
  return top + height >= scrollTop - viewport && top <= scrollTop + viewport * below
}

/** Rounds the reveal line up so scrolling re-renders every 100 px at most, not on every frame. */
const REVEAL_STEP = 100

function WaterfallInner<T>({
  items,
  getKey,
  getImage,
  renderItem,
  loading,
  hasMore,
  onLoadMore,
  onRefresh,
  columns = WATERFALL_COLUMNS,
  gutter = WATERFALL_GUTTER,
  screenWidth,
  viewportHeight,
  itemExtraHeight = 64,
  height = '100%',
  debounceMs = WATERFALL_DEBOUNCE_MS,
  fallbackImage = WATERFALL_FALLBACK_IMAGE,
  getName,
  loadingText,
  bottomLineText,
  className,
  virtualize = true,
}: WaterfallProps<T>) {
  const t = useT()
  const { platform } = useServices()
  const size = useMemo(
    () => (screenWidth && viewportHeight ? null : platform.windowSize()),
    [screenWidth, viewportHeight, platform],
  )
  const width = screenWidth ?? size!.width
  const viewport = viewportHeight ?? size!.height
  const lazyDistance = scaleDistance(WATERFALL_LAZY_DISTANCE, width)
  const loadDistance = scaleDistance(WATERFALL_LOAD_DISTANCE, width)

  // Data watch: the first items are laid out at once, later changes after `debounceMs` of quiet.
  const [laidOut, setLaidOut] = useState<readonly T[]>(items)
  const relayout = useMemo(() => debounce((next: readonly T[]) => setLaidOut(next), debounceMs), [debounceMs])
  const firstRender = useRef(true)
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false
      return
    }
    relayout(items)
  }, [items, relayout])
  useEffect(() => () => relayout.cancel(), [relayout])

  // A page has arrived but waits for the data watch: it is still on its way as far as the reader can
  // tell, so the loading notice stays and the bottom line (the real end) waits for it.
  const drawing = laidOut !== items

  const colWidth = columnWidth(width, columns, gutter)
  const layout = useMemo(
    () =>
      assignColumns(
        laidOut.map((item) => estimateItemHeight(getImage(item), colWidth, itemExtraHeight)),
        columns,
        gutter,
      ),
    // getImage is a render-time accessor; re-running on its identity would re-layout every render
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [laidOut, colWidth, itemExtraHeight, columns, gutter],
  )

  const contentHeight = Math.max(0, ...layout.heights)
  const contentHeightRef = useRef(contentHeight)
  contentHeightRef.current = contentHeight

  // Lazy images: an image is rendered once its (estimated) top comes within viewport + lazy distance.
  const [revealedUntil, setRevealedUntil] = useState(() => revealLimit(0, viewport, lazyDistance))
  const reveal = useCallback((limit: number) => {
    const stepped = Math.ceil(limit / REVEAL_STEP) * REVEAL_STEP
    setRevealedUntil((current) => (stepped > current ? stepped : current))
  }, [])
  // Virtual window: the scroll offset, stepped so scrolling re-renders every 100 px at most.
  const [windowTop, setWindowTop] = useState(0)
  // The first render lays out one screen below the visible one, not two: the first screen shows
  // sooner (less to lay out, fewer CJK glyphs to shape); the rest follows when the host is idle.
  const [settled, setSettled] = useState(false)
  useEffect(() => (settled ? undefined : whenIdle(() => startTransition(() => setSettled(true)), 500)), [settled])
  // Back on this page: H5 hid it (display: none), which resets a scroll area to the top (with a
  // scroll event, ignored while hidden). Put it back where the reader left it. The value differs by
  // a fraction each time so the scroll view sees a change (it compares with its last offset).
  const lastScrollTop = useRef(0)
  const hidden = useRef(false)
  useDidHide(() => {
    hidden.current = true
  })
  const [restoreTop, setRestoreTop] = useState<number | undefined>(undefined)
  useDidShow(() => {
    hidden.current = false
    const top = lastScrollTop.current
    if (top > 0) setRestoreTop((previous) => top + (previous === top + 0.5 ? 0.25 : 0.5))
  })
  const onScroll = useCallback(
    (event: { detail: { scrollTop: number; scrollHeight?: number } }) => {
      const { scrollTop, scrollHeight } = event.detail
      // A hidden scroll area has no height: its reset to the top is not the reader's scroll.
      if (hidden.current || scrollHeight === 0) return
      lastScrollTop.current = scrollTop
      if (virtualize) {
        // Cards have exactly their estimated height here: offsets need no scaling.
        reveal(revealLimit(scrollTop, viewport, lazyDistance))
        setWindowTop(Math.floor(Math.max(0, scrollTop) / REVEAL_STEP) * REVEAL_STEP)
        // ScrollView's own scrolltolower waits for 200 ms without scrolling; a reader flicking
        // continuously reaches the end first. Ask as soon as the end is within the load distance.
        if (scrollHeight && scrollHeight - scrollTop - viewport <= loadDistance) requestMoreRef.current()
        return
      }
      reveal(toEstimatedOffset(revealLimit(scrollTop, viewport, lazyDistance), contentHeightRef.current, scrollHeight))
    },
    [viewport, lazyDistance, loadDistance, reveal, virtualize],
  )

  const [failed, setFailed] = useState<ReadonlySet<string | number>>(() => new Set())

  // Load-more guard: one request per trigger until the new page is laid out, the request fails
  // (loading settles with no new items waiting for layout) or hasMore changes. Declared after the
  // data watch, so a page that arrives together with loading=false is seen as pending layout.
  const pending = useRef(false)
  const wasLoading = useRef(loading)
  useEffect(() => {
    if (wasLoading.current && !loading && !relayout.pending()) pending.current = false
    wasLoading.current = loading
  }, [loading, relayout])
  useEffect(() => {
    pending.current = false
  }, [laidOut, hasMore])

  const onLoadMoreRef = useRef(onLoadMore)
  onLoadMoreRef.current = onLoadMore
  const requestMore = useCallback(() => {
    if (!shouldLoadMore({ loading, hasMore, pending: pending.current })) return
    pending.current = true
    onLoadMoreRef.current()
  }, [loading, hasMore])

  const requestMoreRef = useRef(requestMore)
  requestMoreRef.current = requestMore

  // At the end everything laid out is on screen, whatever the estimates said.
  const onScrollToLower = useCallback(() => {
    reveal(contentHeightRef.current)
    requestMore()
  }, [reveal, requestMore])

  const [refreshing, setRefreshing] = useState(false)
  const onRefreshRef = useRef(onRefresh)
  onRefreshRef.current = onRefresh
  const onRefresherRefresh = useCallback(() => {
    const refresh = onRefreshRef.current
    if (!refresh) return
    setRefreshing(true)
    void refresh().finally(() => setRefreshing(false))
  }, [])

  // A first page shorter than the screen never scrolls to the end: ask for the next one now.
  useEffect(() => {
    if (laidOut.length > 0 && contentTooShort(contentHeight, viewport, loadDistance)) requestMore()
  }, [laidOut, contentHeight, viewport, loadDistance, requestMore])

  const renderImage = (item: T, index: number) => {
    const image = getImage(item)
    const key = getKey(item)
    const visible = layout.tops[index] <= revealedUntil
    const src = !image.src || failed.has(key) ? fallbackImage : image.src
    const name = image.src && failed.has(key) ? getName?.(item) : undefined
    return (
      <View className='waterfall__image-box' style={{ paddingBottom: `${aspectRatio(image) * 100}%` }}>
        {visible && name !== undefined && (
          <View className='waterfall__image logo-image--initials' role='img' aria-label={name}>
            {initials(name)}
          </View>
        )}
        {visible && name === undefined && (
          <Image
            className='waterfall__image'
            src={src}
            mode='aspectFill'
            // the card's name is its text: the picture adds nothing a screen reader should read
            {...imageAlt('', NO_LOAD_EVENT)}
            // No Taro lazyLoad: `visible` already holds images back until they come near. On H5
            // lazyLoad would add an IntersectionObserver per image and set src a frame after the
            // card shows, delaying the first cards' images.
            onError={() => {
              if (src !== fallbackImage) setFailed((prev) => new Set(prev).add(key))
            }}
          />
        )}
      </View>
    )
  }

  return (
    <ScrollView
      className={`waterfall${className ? ` ${className}` : ''}`}
      style={{ height }}
      scrollY
      scrollTop={restoreTop}
      lowerThreshold={loadDistance}
      onScrollToLower={onScrollToLower}
      onScroll={onScroll}
      refresherEnabled={Boolean(onRefresh)}
      refresherTriggered={refreshing}
      onRefresherRefresh={onRefresherRefresh}
    >
      <View className='waterfall__columns'>
        {layout.columns.map((indexes, column) => (
          <View
            key={column}
            className={`waterfall__column${virtualize ? ' waterfall__column--virtual' : ''}`}
            style={{
              width: `calc((100% - ${gutter * (columns - 1)}px) / ${columns})`,
              marginLeft: column === 0 ? '0' : `${gutter}px`,
              height: virtualize ? `${layout.heights[column] + gutter}px` : undefined,
            }}
          >
            {indexes.map((index) => {
              const item = laidOut[index]
              const top = layout.tops[index]
              const itemHeight = layout.itemHeights[index]
              if (virtualize && !inWindow(top, itemHeight, windowTop, viewport, settled ? 2 : 1)) return null
              return (
                <View
                  key={getKey(item)}
                  className='waterfall__item'
                  style={
                    virtualize
                      ? { position: 'absolute', top: `${top}px`, left: 0, right: 0, height: `${itemHeight}px` }
                      : { marginBottom: `${gutter}px` }
                  }
                >
                  {renderItem(item, { image: renderImage(item, index), index })}
                </View>
              )
            })}
          </View>
        ))}
      </View>
      {(loading || drawing) && (
        <View className='waterfall__notice' role='status'>
          <Text>{loadingText ?? t.notice.loading}</Text>
        </View>
      )}
      {!loading && !drawing && !hasMore && laidOut.length > 0 && (
        <View className='waterfall__notice waterfall__notice--bottom'>
          <Text>{bottomLineText ?? t.notice.bottomLine}</Text>
        </View>
      )}
    </ScrollView>
  )
}

/** Two-column image grid with lazy images, column balancing and load-more (spec §2, §9). */
export const Waterfall = observer(WaterfallInner) as <T>(props: WaterfallProps<T>) => JSX.Element
