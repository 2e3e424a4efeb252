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

/**
 * The first-screen card whose image shows the most area, by the grid's own layout (the waterfall's
 * columns and estimated heights, counted from the top of the grid): the likely largest contentful
 * paint, the one image the boot script preloads. Undefined for an empty page.
 */
export function largestFirstScreenImage(
  images: ReadonlyArray<{ width?: number | null; height?: number | null }>,
  screen: { width: number; height: number },
): number | undefined {
  const scale = screen.width / 375
  const colWidth = columnWidth(screen.width - DIRECTORY_PAGE_PADDING * 2 * scale, WATERFALL_COLUMNS, WATERFALL_GUTTER)
  const layout = assignColumns(
    images.map((image) => estimateItemHeight(image, colWidth, DIRECTORY_CARD_BODY_HEIGHT * scale)),
    WATERFALL_COLUMNS,
    WATERFALL_GUTTER,
  )
  let best: number | undefined
  let bestArea = 0
  images.forEach((image, index) => {
    const top = layout.tops[index]!
    const shown = Math.min(estimateItemHeight(image, colWidth, 0), Math.max(0, screen.height - top))
    if (shown > bestArea) {
      best = index
      bestArea = shown
    }
  })
  return best
}
