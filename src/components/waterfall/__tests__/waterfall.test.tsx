import { renderWithServices } from '../../../../test-support/render-with-services'
import { act, screen } from '@testing-library/react'
import { Text, View } from '@tarojs/components'
import { inWindow, Waterfall, WATERFALL_FALLBACK_IMAGE, type WaterfallProps } from '..'

interface Card {
  id: number
  name: string
  logo?: string
  w?: number
  h?: number
}

const cards = (from: number, count: number, size: Partial<Card> = {}): Card[] =>
  Array.from({ length: count }, (_, i) => ({
    id: from + i,
    name: `Exhibitor ${from + i}`,
    logo: `https://img.test/${from + i}.png`,
    w: 100,
    h: 100,
    ...size,
  }))

type Props = Partial<WaterfallProps<Card>> & { items: Card[] }

function grid(props: Props) {
  return (
    <Waterfall<Card>
      getKey={(c) => c.id}
      getImage={(c) => ({ src: c.logo, width: c.w, height: c.h })}
      renderItem={(c, { image }) => (
        <View className='card' data-name={c.name}>
          {image}
          <Text>{c.name}</Text>
        </View>
      )}
      loading={false}
      hasMore
      onLoadMore={jest.fn()}
      screenWidth={375}
      viewportHeight={100}
      virtualize={false}
      {...props}
    />
  )
}

function setup(props: Props, language: 'EN' | 'ZH-CN' = 'EN') {
  const result = renderWithServices(grid(props), { language })
  const rerender = (next: Props) => result.rerender(grid(next))
  const scrollView = () => result.container.querySelector('taro-scroll-view-core')!
  const fire = (type: string, detail: object = {}) =>
    act(() => {
      scrollView().dispatchEvent(new CustomEvent(type, { detail }))
    })
  const images = () => Array.from(result.container.querySelectorAll('taro-image-core'))
  const columnNames = () =>
    Array.from(result.container.querySelectorAll('.waterfall__column')).map((col) =>
      Array.from(col.querySelectorAll('.card')).map((card) => card.getAttribute('data-name')),
    )
  return { ...result, rerender: (next: Props) => act(() => rerender(next)), scrollView, fire, images, columnNames }
}

beforeEach(() => jest.useFakeTimers())
afterEach(() => jest.useRealTimers())

describe('Waterfall', () => {
  it('renders every item through the render prop, balanced over 2 columns', () => {
    const items = [...cards(1, 1, { h: 300 }), ...cards(2, 3)]
    const { columnNames } = setup({ items })
    expect(screen.getByText('Exhibitor 1')).toBeTruthy()
    // tall item 1 fills column 0; the next three go to the shorter column 1
    expect(columnNames()).toEqual([['Exhibitor 1'], ['Exhibitor 2', 'Exhibitor 3', 'Exhibitor 4']])
  })

  it('reserves each image box from its aspect ratio', () => {
    const { container } = setup({ items: cards(1, 1, { w: 200, h: 100 }) })
    const box = container.querySelector('.waterfall__image-box') as HTMLElement
    expect(box.style.paddingBottom).toBe('50%')
  })

  it('uses a lower threshold of 300 × screenWidth / 375', () => {
    const { scrollView } = setup({ items: cards(1, 4), screenWidth: 750 })
    expect(scrollView().getAttribute('lower-threshold')).toBe('600')
  })

  it('reads the screen width from the platform when not given', () => {
    const { container } = renderWithServices(
      grid({ items: cards(1, 4), screenWidth: undefined, viewportHeight: undefined }),
      {
        platform: { windowSize: () => ({ width: 414, height: 800 }) },
      },
    )
    expect(container.querySelector('taro-scroll-view-core')!.getAttribute('lower-threshold')).toBe('331')
  })

  it('uses the platform default size (375 px) otherwise', () => {
    const { scrollView } = setup({ items: cards(1, 4), screenWidth: undefined, viewportHeight: undefined })
    expect(scrollView().getAttribute('lower-threshold')).toBe('300')
  })

  it('re-lays out 300 ms after the items stop changing', () => {
    const items = cards(1, 4)
    const { rerender } = setup({ items })
    rerender({ items: [...items, ...cards(5, 1)] })
    act(() => jest.advanceTimersByTime(200))
    rerender({ items: [...items, ...cards(5, 2)] })
    act(() => jest.advanceTimersByTime(299))
    expect(screen.queryByText('Exhibitor 5')).toBeNull()
    act(() => jest.advanceTimersByTime(1))
    expect(screen.getByText('Exhibitor 5')).toBeTruthy()
    expect(screen.getByText('Exhibitor 6')).toBeTruthy()
  })

  it('loads more at the end, once per request, and not when nothing is left', () => {
    const onLoadMore = jest.fn()
    const items = cards(1, 4)
    const { fire, rerender } = setup({ items, onLoadMore })
    fire('scrolltolower')
    fire('scrolltolower')
    expect(onLoadMore).toHaveBeenCalledTimes(1)

    // the page request is in flight
    rerender({ items, onLoadMore, loading: true })
    fire('scrolltolower')
    expect(onLoadMore).toHaveBeenCalledTimes(1)

    // the page arrives; until it is laid out a scroll must not ask again
    const more = [...items, ...cards(5, 4)]
    rerender({ items: more, onLoadMore, loading: false })
    fire('scrolltolower')
    expect(onLoadMore).toHaveBeenCalledTimes(1)
    act(() => jest.advanceTimersByTime(300))
    fire('scrolltolower')
    expect(onLoadMore).toHaveBeenCalledTimes(2)

    // last page
    rerender({ items: more, onLoadMore, loading: false, hasMore: false })
    fire('scrolltolower')
    expect(onLoadMore).toHaveBeenCalledTimes(2)
  })

  it('may ask again after a failed request (loading settles with no new items)', () => {
    const onLoadMore = jest.fn()
    const items = cards(1, 4)
    const { fire, rerender } = setup({ items, onLoadMore })
    fire('scrolltolower')
    rerender({ items, onLoadMore, loading: true })
    rerender({ items, onLoadMore, loading: false })
    fire('scrolltolower')
    expect(onLoadMore).toHaveBeenCalledTimes(2)
  })

  it('asks for the next page at once when the content is shorter than the screen', () => {
    const onLoadMore = jest.fn()
    setup({ items: cards(1, 1), onLoadMore, viewportHeight: 800 })
    expect(onLoadMore).toHaveBeenCalledTimes(1)
  })

  it('shows the loading notice while loading and the bottom line at the end (English)', () => {
    const items = cards(1, 4)
    const { rerender } = setup({ items, loading: true })
    expect(screen.getByText('Data loading...')).toBeTruthy()
    expect(screen.queryByText('We are bottomed out')).toBeNull()
    rerender({ items, loading: false, hasMore: false })
    expect(screen.queryByText('Data loading...')).toBeNull()
    expect(screen.getByText('We are bottomed out')).toBeTruthy()
  })

  it('shows the Chinese notices by default', () => {
    setup({ items: cards(1, 4), loading: true }, 'ZH-CN')
    expect(screen.getByText('数据加载中...')).toBeTruthy()
  })

  it('loads images lazily: only down to viewport + lazy distance, more on scroll', () => {
    // viewport 100 + lazy 300: rows at 0 and 256.5 are revealed, the third row (513) waits
    const { images, fire } = setup({ items: cards(1, 6) })
    expect(images()).toHaveLength(4)
    // revealed images carry their address at once (no second, per-image lazy loading)
    expect(images()[0].getAttribute('src')).toBe('https://img.test/1.png')
    expect(images()[0].getAttribute('lazy-load')).toBeNull()
    fire('scroll', { scrollTop: 200 })
    expect(images()).toHaveLength(6)
    fire('scroll', { scrollTop: 0 })
    expect(images()).toHaveLength(6)
  })

  it('corrects the lazy line when the real content is shorter than estimated', () => {
    // 10 rows estimated at 256.5 px; the real content is half as tall
    const { images, fire } = setup({ items: cards(1, 20) })
    expect(images()).toHaveLength(4)
    const estimated = 10 * 246.5 + 9 * 10
    fire('scroll', { scrollTop: 300, scrollHeight: estimated / 2 })
    // real 300 + 100 + 300 = 700 -> 1400 estimated: rows at 0 .. 1282.5 (6 rows, 12 images)
    expect(images()).toHaveLength(12)
  })

  it('reveals every laid-out image at the end of the list', () => {
    const { images, fire } = setup({ items: cards(1, 20), hasMore: false })
    expect(images()).toHaveLength(4)
    fire('scrolltolower')
    expect(images()).toHaveLength(20)
  })

  it('shows the fallback image for a missing or broken image', () => {
    const { images } = setup({ items: [...cards(1, 1, { logo: '' }), ...cards(2, 1)] })
    const srcOf = () => images().map((img) => img.getAttribute('src'))
    expect(srcOf()).toEqual([WATERFALL_FALLBACK_IMAGE, 'https://img.test/2.png'])
    act(() => {
      images()[1].dispatchEvent(new CustomEvent('error', { detail: {} }))
    })
    expect(srcOf()).toEqual([WATERFALL_FALLBACK_IMAGE, WATERFALL_FALLBACK_IMAGE])
  })
})

describe('Waterfall virtualization', () => {
  const many = (n: number): Card[] =>
    Array.from({ length: n }, (_, i) => ({ id: i + 1, name: `Card ${i + 1}`, logo: `/l/${i}.png`, w: 100, h: 100 }))

  it('renders only the cards near the visible area, following the scroll', () => {
    const { container, fire } = setup({ items: many(2000), viewportHeight: 800, virtualize: true })
    const cards = () => container.querySelectorAll('.card').length
    const initial = cards()
    expect(initial).toBeGreaterThan(0)
    expect(initial).toBeLessThan(60)
    fire('scroll', { scrollTop: 200_000 })
    const names = Array.from(container.querySelectorAll('.card')).map((c) => c.getAttribute('data-name'))
    expect(names).not.toContain('Card 1')
    expect(names.length).toBeLessThan(60)
    // cards sit at their computed offsets inside columns as tall as the whole list
    const column = container.querySelector('.waterfall__column') as HTMLElement
    expect(parseFloat(column.style.height)).toBeGreaterThan(200_000)
  })

  it('first renders one screen below the visible one, two once the host is idle', () => {
    const { container } = setup({ items: many(200), viewportHeight: 800, virtualize: true })
    const lowest = () =>
      Math.max(
        ...Array.from(container.querySelectorAll('.waterfall__item')).map((el) =>
          parseFloat((el as HTMLElement).style.top),
        ),
      )
    // 800 px screen: cards start at most 1 screen below the visible one
    expect(lowest()).toBeLessThanOrEqual(800)
    act(() => {
      jest.advanceTimersByTime(600)
    })
    expect(lowest()).toBeGreaterThan(800)
    expect(lowest()).toBeLessThanOrEqual(1600)
  })
})

describe('Waterfall load-more while scrolling', () => {
  it('asks for more as soon as the end is within the load distance, once per page', () => {
    const onLoadMore = jest.fn()
    const items = Array.from({ length: 20 }, (_, i) => ({ id: i + 1, name: `C${i}`, logo: '', w: 100, h: 100 }))
    const { fire } = setup({ items, viewportHeight: 800, virtualize: true, onLoadMore })
    onLoadMore.mockClear()
    fire('scroll', { scrollTop: 100, scrollHeight: 5000 })
    expect(onLoadMore).not.toHaveBeenCalled()
    fire('scroll', { scrollTop: 4000, scrollHeight: 5000 })
    fire('scroll', { scrollTop: 4100, scrollHeight: 5000 })
    expect(onLoadMore).toHaveBeenCalledTimes(1)
  })
})

describe('inWindow', () => {
  it('keeps one screen above and two below', () => {
    expect(inWindow(0, 100, 0, 800)).toBe(true)
    expect(inWindow(1600, 100, 0, 800)).toBe(true)
    expect(inWindow(1700, 100, 0, 800)).toBe(false)
    expect(inWindow(100, 100, 1200, 800)).toBe(false)
    expect(inWindow(300, 100, 1200, 800)).toBe(true)
  })
})
