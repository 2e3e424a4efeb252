// The first page a directory list asks for, in a module without mobx or React: the list store and
// the early-request boot script (src/boot) build it from the same code, so the boot script's
// request is byte-for-byte the one the list makes and the list can take its answer.
import type { ListPageQuery } from '../../../types/api'
import { emptySelection, type FilterListType, type FilterSelection } from '../../components/filter-popup/selection'

export const DIRECTORY_PAGE_SIZE = 20

/** The listPage query of page `pageNo`. */
export function pageQuery(pageNo: number, pageSize = DIRECTORY_PAGE_SIZE): ListPageQuery {
  return { pageNo, pageSize, isShowCountNum: 1 }
}

/**
 * The filter a list starts with. The home's edition switch links here with ?eventEditionId= for an
 * edition that is not the current one: it starts chosen as the Exhibition Year.
 */
export function initialFilter(query: Record<string, string | undefined>): FilterSelection {
  const filter = emptySelection()
  const editionId = Number(query.eventEditionId)
  if (Number.isInteger(editionId) && editionId > 0) filter.divisions = [editionId]
  return filter
}

export type { FilterListType as DirectoryKind }
