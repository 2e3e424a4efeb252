// The first screen's cards, drawn by the boot script from its early answer while the app's
// JavaScript is still on its way (Lighthouse's LCP waited for React to render them: ~1 s on a slow
// phone). They are a layer outside #app, fixed where the directory grid will draw its own cards:
// the same elements and classes as the grid's (the waterfall's items, DirectoryCard), placed by the
// grid's own layout (firstScreenCards), their styles in the inlined app stylesheet
// (first-cards-styles.h5.ts). Above them the layer holds invisible stand-ins of the page's bars
// (navbar, notices, the list's toolbar) with those bars' classes, so the cards start exactly where
// the grid starts; taps there reach the app's bars beneath. The app drops the layer when its own
// first cards have shown (platform.firstContentShown): nothing moves, nothing is left twice.
//
// A card is a link to the exhibitor's (product's) detail page, the address the app opens on a tap:
// a tap before the app is up opens that page instead of being lost.
import type { CompanyListItem, ProductListItem } from '../../types/api'
import { firstScreenCards, type DirectoryKind } from '../features/directory/first-page'
import { aspectRatio, WATERFALL_COLUMNS, WATERFALL_GUTTER } from '../components/waterfall/layout'
import { CARD_WORDS } from '../i18n/card-words'
import type { Language } from '../i18n/language'
import { withQuery } from '../navigation/rules'
import { BOOT_CARDS_ID, pageContentShown } from '../platform/boot-cards'
import { BROWSER_NAVBAR_HEIGHT } from '../stores/frame-rules'

export interface BootCardsInput {
  kind: DirectoryKind
  items: ReadonlyArray<CompanyListItem | ProductListItem>
  /** the window's size, CSS px */
  screen: { width: number; height: number }
  language: Language
  /** the event code the app's links carry */
  eventCode: string
  /** an image path of the answer → its address (the API client's rule) */
  assetUrl: (path: string) => string
  /** the edition's alternate branding (CGA): the frame draws a strip under its navbar */
  altBranding: boolean
  /** the answer said the server runs in demo mode: the frame draws its demo notice */
  demoMode: boolean
  /**
   * The card whose image shows the most (largestFirstScreenImage, preloaded): it comes first. The
   * others' images wait behind the app's own code on a slow connection (low priority), as they did
   * when only the app drew them.
   */
  largest?: number
}

type Item = CompanyListItem | ProductListItem

function element(doc: Document, tag: string, className: string, parent: HTMLElement, text?: string): HTMLElement {
  const node = doc.createElement(tag)
  node.className = className
  if (text !== undefined) node.textContent = text
  parent.appendChild(node)
  return node
}

/** An invisible stand-in of one of the page's bars: its height, from the bar's own class. */
function spacer(doc: Document, className: string, parent: HTMLElement): HTMLElement {
  const node = element(doc, 'div', className, parent)
  node.style.visibility = 'hidden'
  return node
}

/** The detail page a card opens (DirectoryGrid's open). */
export function cardHref(item: Item, eventCode: string): string {
  return 'productId' in item
    ? withQuery('/exhibits/detail', { productId: item.productId, eventCode })
    : withQuery('/exhibitors/detail', { companyProfileId: item.companyProfileId, eventCode })
}

function card(doc: Document, item: Item, input: BootCardsInput, parent: HTMLElement, largest: boolean): void {
  const words = CARD_WORDS[input.language]
  const isProduct = 'productId' in item
  const name = isProduct ? item.productName : item.companyProfileName
  const sub = isProduct ? item.companyProfileName : item.hall
  const link = element(doc, 'a', 'directory-card', parent) as HTMLAnchorElement
  link.href = cardHref(item, input.eventCode)
  link.setAttribute('aria-label', name)
  link.setAttribute('data-id', String(isProduct ? item.productId : item.companyProfileId))
  // an anchor is inline and underlines its text; the app's card is a block
  link.style.display = 'block'
  link.style.color = 'inherit'
  link.style.textDecoration = 'none'
  const box = element(doc, 'div', 'waterfall__image-box', link)
  box.style.paddingBottom = `${aspectRatio({ width: item.logoWidth, height: item.logoHeight }) * 100}%`
  // an image without a logo: the grey box the grid draws its fallback picture on
  if (item.logo) {
    const image = doc.createElement('img')
    image.className = 'taro-img__mode-aspectfill'
    image.alt = ''
    image.setAttribute('fetchpriority', largest ? 'high' : 'low')
    image.src = input.assetUrl(item.logo)
    element(doc, 'div', 'taro-img waterfall__image', box).appendChild(image)
  }
  const body = element(doc, 'div', 'directory-card__body', link)
  element(doc, 'span', 'taro-text directory-card__name', body, name)
  const meta = element(doc, 'div', 'directory-card__meta', body)
  element(doc, 'span', 'taro-text directory-card__sub', meta, sub)
  if (item.stand) element(doc, 'span', 'taro-text directory-card__stand', meta, `${words.stand} ${item.stand}`)
  if (item.collected) {
    const mark = element(doc, 'div', 'directory-card__collected', body)
    mark.setAttribute('role', 'img')
    mark.setAttribute('aria-label', isProduct ? words.inPlanMark : words.collectedMark)
  }
}

/**
 * Draws the layer; undefined when there is nothing to draw (an empty page) or the page's own
 * content has already shown.
 */
export function drawBootCards(doc: Document, input: BootCardsInput): HTMLElement | undefined {
  if (pageContentShown(doc) || doc.getElementById(BOOT_CARDS_ID)) return undefined
  const placed = firstScreenCards(
    input.items.map((item) => ({ width: item.logoWidth, height: item.logoHeight })),
    input.screen,
  )
  if (placed.length === 0) return undefined
  const layer = doc.createElement('div')
  layer.id = BOOT_CARDS_ID
  layer.lang = input.language === 'EN' ? 'en' : 'zh-CN'
  const style = layer.style
  style.position = 'fixed'
  style.top = style.left = style.right = style.bottom = '0'
  style.zIndex = '1'
  style.overflow = 'hidden'
  style.pointerEvents = 'none'
  // the navbar's height is the frame's inline style: the browser's (the boot script runs only there)
  spacer(doc, 'page-frame__navbar', layer).style.height = `${BROWSER_NAVBAR_HEIGHT}px`
  if (input.altBranding) spacer(doc, 'page-frame__brand-strip', layer)
  if (input.demoMode) spacer(doc, 'page-frame__demo', layer)
  spacer(doc, 'directory-list__toolbar', layer)
  // The grid's part is a frame of its own: its page background hides the app's loading notice
  // between the cards, its theme colours the stands; it takes the taps.
  const frame = element(doc, 'div', `page-frame ${input.altBranding ? 'theme-cga' : 'theme-default'}`, layer)
  frame.style.pointerEvents = 'auto'
  const grid = element(doc, 'div', 'directory-grid directory-list__grid', frame)
  const columns = element(doc, 'div', 'waterfall__columns', element(doc, 'div', 'waterfall', grid))
  const columnNodes = Array.from({ length: WATERFALL_COLUMNS }, (_, column) => {
    const node = element(doc, 'div', 'waterfall__column waterfall__column--virtual', columns)
    node.style.width = `calc((100% - ${WATERFALL_GUTTER * (WATERFALL_COLUMNS - 1)}px) / ${WATERFALL_COLUMNS})`
    node.style.marginLeft = column === 0 ? '0' : `${WATERFALL_GUTTER}px`
    return node
  })
  for (const place of placed) {
    const item = element(doc, 'div', 'waterfall__item', columnNodes[place.column]!)
    item.style.position = 'absolute'
    item.style.top = `${place.top}px`
    item.style.left = item.style.right = '0'
    item.style.height = `${place.height}px`
    card(doc, input.items[place.index]!, input, item, place.index === input.largest)
  }
  doc.body.appendChild(layer)
  return layer
}
