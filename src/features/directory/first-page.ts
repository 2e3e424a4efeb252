// The first page a directory list asks for, in a module without mobx or React: the list store and
// the early-request boot script (src/boot) build it from the same code, so the boot script's
// request is byte-for-byte the one the list makes and the list can take its answer.
import type { ListPageQuery } from '../../../types/api'
import type { OrderBy } from '../../../types/api'
import {
  emptySelection,
  SORT_IDS,
  type FilterListType,
  type FilterSelection,
} from '../../components/filter-popup/selection'
import {
  assignColumns,
  columnWidth,
  estimateItemHeight,
  WATERFALL_COLUMNS,
  WATERFALL_GUTTER,
} from '../../components/waterfall/layout'

export const DIRECTORY_PAGE_SIZE = 20

/** The listPage query of page `pageNo`. */
export function pageQuery(pageNo: number, pageSize = DIRECTORY_PAGE_SIZE): ListPageQuery {
  return { pageNo, pageSize, isShowCountNum: 1 }
}

/** Positive integer ids from a comma list in the address ('3,7'); anything else is dropped. */
function idList(value: string | undefined): number[] {
  return (value ?? '')
    .split(',')
    .map(Number)
    .filter((n) => Number.isInteger(n) && n > 0)
}

/**
 * The filter a list starts with, read from its address: the filters and sort the visitor applied
 * are kept there (filterQuery), so a reload, Back or Forward shows the list as they left it. The
 * home's edition switch links here with ?eventEditionId= for an edition that is not the current
 * one: it starts chosen as the Exhibition Year.
 */
export function initialFilter(query: Record<string, string | undefined>): FilterSelection {
  const filter = emptySelection()
  filter.divisions = idList(query.eventEditionId).slice(0, 1)
  filter.meals = idList(query.meals)
  filter.categorys = idList(query.categorys)
  const orderBy = Number(query.orderBy)
  if (SORT_IDS.includes(orderBy as OrderBy)) filter.orderBy = orderBy as OrderBy
  return filter
}

/** How many filters a selection applies (the sort counts as one): the filter button's badge. */
export function appliedFilterCount(f: FilterSelection): number {
  return f.divisions.length + f.meals.length + f.categorys.length + (f.orderBy !== 0 ? 1 : 0)
}

/** The address parameters of a filter (undefined removes one): the inverse of initialFilter. */
export function filterQuery(filter: FilterSelection): Record<string, string | undefined> {
  const list = (ids: readonly number[]) => (ids.length ? ids.join(',') : undefined)
  return {
    eventEditionId: list(filter.divisions.slice(0, 1)),
    meals: list(filter.meals),
    categorys: list(filter.categorys),
    orderBy: filter.orderBy ? String(filter.orderBy) : undefined,
  }
}

export type { FilterListType as DirectoryKind }

/** Page padding beside the grid, CSS px at 375 width (scss: twice, design px). */
export const DIRECTORY_PAGE_PADDING = 10
/** Height of a card below its image (CSS px at 375 width; directory-card.scss: twice, in design px). */
export const DIRECTORY_CARD_BODY_HEIGHT = 88

/** A card of the first screen, placed by the grid's own layout (CSS px, from the grid's top). */
export interface FirstScreenCard {
  /** its index in the page */
  index: number
  column: number
  /** top inside its column */
  top: number
  /** the whole card: image and body */
  height: number
  /** the image alone */
  imageHeight: number
}

/**
 * The cards of a first page that start on a screen of this size, placed as the directory grid
 * places them (DirectoryGrid: page padding beside it, the waterfall's columns, gutter and estimated
 * heights, the card body below each image), counted from the top of the grid. The boot script
 * draws these before the app has rendered (src/boot/painted-cards.ts), exactly where the grid's
 * own cards then come, and picks the image to preload from them.
 */
export function firstScreenCards(
  images: ReadonlyArray<{ width?: number | null; height?: number | null }>,
  screen: { width: number; height: number },
): FirstScreenCard[] {
  const scale = screen.width / 375
  const colWidth = columnWidth(screen.width - DIRECTORY_PAGE_PADDING * 2 * scale, WATERFALL_COLUMNS, WATERFALL_GUTTER)
  const bodyHeight = DIRECTORY_CARD_BODY_HEIGHT * scale
  const layout = assignColumns(
    images.map((image) => estimateItemHeight(image, colWidth, bodyHeight)),
    WATERFALL_COLUMNS,
    WATERFALL_GUTTER,
  )
  const cards: FirstScreenCard[] = []
  images.forEach((_, index) => {
    const top = layout.tops[index]!
    if (top >= screen.height) return
    const height = layout.itemHeights[index]!
    cards.push({ index, column: layout.columnOf[index]!, top, height, imageHeight: height - bodyHeight })
  })
  return cards
}

/**
 * The first-screen card whose image shows the most area, by the grid's own layout (the waterfall's
 * columns and estimated heights, counted from the top of the grid): the likely largest contentful
 * paint, the one image the boot script preloads. Undefined for an empty page.
 */
export function largestFirstScreenImage(
  images: ReadonlyArray<{ width?: number | null; height?: number | null }>,
  screen: { width: number; height: number },
): number | undefined {
  let best: number | undefined
  let bestArea = 0
  for (const card of firstScreenCards(images, screen)) {
    const shown = Math.min(card.imageHeight, screen.height - card.top)
    if (shown > bestArea) {
      best = card.index
      bestArea = shown
    }
  }
  return best
}
