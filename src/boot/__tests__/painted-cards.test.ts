import type { CompanyListItem, ProductListItem } from '../../../types/api'
import { companyListItem } from '../../../test-support/companies'
import { firstScreenCards } from '../../features/directory/first-page'
import { BOOT_CARDS_ID, dropBootCards } from '../../platform/boot-cards'
import { drawBootCards, type BootCardsInput } from '../painted-cards'

const company = (id: number, over: Partial<CompanyListItem> = {}) =>
  companyListItem(id, {
    companyProfileName: `公司 ${id}`,
    logo: `/media/company/${id}.svg`,
    logoWidth: 300,
    logoHeight: 200,
    hall: `${id}号馆`,
    ...over,
  })

const product: ProductListItem = {
  productId: 7,
  productName: 'Pump X7',
  logo: '/media/product/7.png',
  logoWidth: 400,
  logoHeight: 400,
  companyProfileId: 3,
  companyProfileName: 'Acme',
  stand: '2B1',
  eventEditionId: 22,
  collected: 1,
  viewCount: 0,
  collectCount: 0,
}

const screen = { width: 375, height: 812 }

function input(over: Partial<BootCardsInput> = {}): BootCardsInput {
  return {
    kind: 'exhibitors',
    items: Array.from({ length: 20 }, (_, i) => company(i + 1)),
    screen,
    language: 'ZH-CN',
    eventCode: 'SIE',
    assetUrl: (path) => `http://api.test${path}`,
    altBranding: false,
    demoMode: false,
    largest: 0,
    ...over,
  }
}

const cards = () => Array.from(document.querySelectorAll<HTMLAnchorElement>(`#${BOOT_CARDS_ID} .directory-card`))

describe("the boot script's first cards", () => {
  beforeEach(() => {
    document.body.innerHTML = '<div id="app"></div>'
    document.documentElement.removeAttribute('data-content-shown')
  })

  it("are the first screen's cards, each where the grid places it, linking to its detail with its name", () => {
    const layer = drawBootCards(document, input())!
    expect(layer.parentElement).toBe(document.body)
    expect(layer.lang).toBe('zh-CN')
    // in the page's order, column by column (each column holds its own cards, as the grid's)
    const placed = firstScreenCards(
      input().items.map((i) => ({ width: i.logoWidth, height: i.logoHeight })),
      screen,
    ).sort((a, b) => a.column - b.column || a.index - b.index)
    expect(placed.length).toBeGreaterThan(4)
    expect(cards().map((c) => c.getAttribute('aria-label'))).toEqual(placed.map((p) => `公司 ${p.index + 1}`))
    const first = cards()[0]
    expect(first.getAttribute('href')).toBe('/exhibitors/detail?companyProfileId=1&eventCode=SIE')
    expect(first.querySelector('.directory-card__name')!.textContent).toBe('公司 1')
    expect(first.querySelector('.directory-card__sub')!.textContent).toBe('1号馆')
    expect(first.querySelector('.directory-card__stand')!.textContent).toBe('展位 1A1')
    expect(first.querySelector('img')!.getAttribute('src')).toBe('http://api.test/media/company/1.svg')
    expect(first.querySelector('img')!.alt).toBe('')
    // the largest image first (it is preloaded too), the others behind the app's code
    expect(first.querySelector('img')!.getAttribute('fetchpriority')).toBe('high')
    expect(cards()[1].querySelector('img')!.getAttribute('fetchpriority')).toBe('low')
    // 300 × 200: the image box keeps the ratio as the grid's does
    expect((first.querySelector('.waterfall__image-box') as HTMLElement).style.paddingBottom).toBe(
      `${(200 / 300) * 100}%`,
    )
    const items = Array.from(layer.querySelectorAll<HTMLElement>('.waterfall__item'))
    expect(items.map((i) => [i.style.top, i.style.height])).toEqual(placed.map((p) => [`${p.top}px`, `${p.height}px`]))
    expect(items.map((i) => Array.from(i.parentElement!.parentElement!.children).indexOf(i.parentElement!))).toEqual(
      placed.map((p) => p.column),
    )
  })

  it("speak the visitor's language, mark what they collected, and draw the bars the frame has above the grid", () => {
    const layer = drawBootCards(
      document,
      input({ language: 'EN', items: [product], altBranding: true, demoMode: true, eventCode: 'CGA' }),
    )!
    expect(layer.lang).toBe('en')
    const [card] = cards()
    expect(card.getAttribute('href')).toBe('/exhibits/detail?productId=7&eventCode=CGA')
    expect(card.querySelector('.directory-card__stand')!.textContent).toBe('Stand 2B1')
    expect(card.querySelector('.directory-card__sub')!.textContent).toBe('Acme')
    expect(card.querySelector('[role=img]')!.getAttribute('aria-label')).toBe('In my plan')
    const bars = Array.from(layer.children)
      .slice(0, -1)
      .map((bar) => bar.className)
    expect(bars).toEqual([
      'page-frame__navbar',
      'page-frame__brand-strip',
      'page-frame__demo',
      'directory-list__toolbar',
    ])
    expect(layer.querySelector('.page-frame')!.className).toContain('theme-cga')
  })

  it('leave an image box without a picture empty, as the grid leaves it for its fallback', () => {
    drawBootCards(document, input({ items: [company(1, { logo: '' })] }))
    expect(cards()[0].querySelector('img')).toBeNull()
  })

  it('are gone once the page shows its own content, and are not drawn after that, nor twice, nor for no card', () => {
    expect(drawBootCards(document, input({ items: [] }))).toBeUndefined()
    drawBootCards(document, input())
    expect(drawBootCards(document, input())).toBeUndefined()
    expect(document.querySelectorAll(`#${BOOT_CARDS_ID}`)).toHaveLength(1)
    dropBootCards(document)
    expect(document.getElementById(BOOT_CARDS_ID)).toBeNull()
    expect(drawBootCards(document, input())).toBeUndefined()
    expect(cards()).toHaveLength(0)
  })
})
