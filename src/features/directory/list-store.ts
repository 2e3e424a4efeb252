import { makeAutoObservable, runInAction } from 'mobx'
import type {
  CompanyListItem,
  FilterData,
  HomeData,
  Id,
  ListPage,
  ListPageQuery,
  LocalisedNames,
  ProductListItem,
} from '../../../types/api'
import { emptySelection, type FilterListType, type FilterSelection } from '../../components/filter-popup/selection'
import { localize, type Language } from '../../i18n'
import { LatestRequest } from '../../utils/remote'
import { PagedList } from '../../utils/paged-list'
import { appliedFilterCount, DIRECTORY_PAGE_SIZE, pageQuery } from './first-page'

export type DirectoryKind = FilterListType

/** An applied filter as its chip shows it; the sort has its own chip (its label is the app's). */
export interface AppliedFilter {
  kind: 'division' | 'meal' | 'category' | 'sort'
  id: Id
  label: string
}
export type DirectoryItem = CompanyListItem | ProductListItem
/** the filter popup's selection is exactly the listPage body's filter fields */
export type DirectoryFilter = FilterSelection

/** What a directory list needs from the API (the typed endpoints satisfy it; tests pass a fake). */
export interface DirectoryApi {
  homeData(kind: DirectoryKind): Promise<HomeData>
  listPage(
    kind: DirectoryKind,
    query: ListPageQuery,
    body: DirectoryFilter & { keyword?: string },
  ): Promise<ListPage<DirectoryItem>>
}

export { DIRECTORY_PAGE_SIZE } from './first-page'

export function itemId(item: DirectoryItem): Id {
  return 'productId' in item ? item.productId : item.companyProfileId
}

/**
 * One directory list (exhibitors or products): filter data, the applied filter and sort, and the
 * pages loaded so far. A newer request supersedes an older one, so a slow answer for an old
 * filter never lands in the list of a new one.
 */
export class DirectoryListStore {
  filter: DirectoryFilter = emptySelection()
  keyword = ''
  filterData: FilterData | null = null
  /** the last request for the filter data failed (offline): the popup offers to try again */
  filterDataFailed = false
  /** the pages loaded so far (utils/paged-list.ts) */
  readonly pages: PagedList<DirectoryItem>
  private filterDataRequest: Promise<void> | null = null
  private readonly filterRequests = new LatestRequest()

  constructor(
    readonly kind: DirectoryKind,
    private readonly api: DirectoryApi,
    readonly pageSize = DIRECTORY_PAGE_SIZE,
  ) {
    this.pages = new PagedList({
      fetchPage: (pageNo) =>
        this.api.listPage(this.kind, pageQuery(pageNo, this.pageSize), {
          ...this.filter,
          keyword: this.keyword || undefined,
        }),
      keyOf: itemId,
    })
    makeAutoObservable<DirectoryListStore, 'api' | 'pages' | 'filterDataRequest' | 'filterRequests'>(this, {
      api: false,
      pages: false,
      filterDataRequest: false,
      filterRequests: false,
    })
  }

  get filterCount(): number {
    return appliedFilterCount(this.filter)
  }

  /**
   * One request at a time: the idle load and an early tap on the filter button share it. `fresh`
   * (a language switch) always asks again, and an older answer no longer lands.
   */
  loadFilterData(fresh = false): Promise<void> {
    if (this.filterDataRequest && !fresh) return this.filterDataRequest
    const request = this.fetchFilterData(this.filterRequests.start()).finally(() => {
      if (this.filterDataRequest === request) this.filterDataRequest = null
    })
    this.filterDataRequest = request
    return request
  }

  private async fetchFilterData(isLatest: () => boolean): Promise<void> {
    this.filterDataFailed = false
    try {
      const data = await this.api.homeData(this.kind)
      runInAction(() => {
        if (isLatest()) this.filterData = data
      })
    } catch {
      // the client already showed the error; the list still works without filters
      runInAction(() => {
        if (isLatest()) this.filterDataFailed = true
      })
    }
  }

  applyFilter(filter: DirectoryFilter): Promise<void> {
    this.filter = { ...filter }
    return this.reload()
  }

  /** One applied filter removed (its chip's ×): an edition, a tag, a category, or the sort. */
  removeFilter(kind: AppliedFilter['kind'], id: Id): Promise<void> {
    const f = this.filter
    return this.applyFilter({
      divisions: kind === 'division' ? f.divisions.filter((x) => x !== id) : f.divisions,
      meals: kind === 'meal' ? f.meals.filter((x) => x !== id) : f.meals,
      categorys: kind === 'category' ? f.categorys.filter((x) => x !== id) : f.categorys,
      orderBy: kind === 'sort' ? 0 : f.orderBy,
    })
  }

  clearFilters(): Promise<void> {
    return this.applyFilter(emptySelection())
  }

  /**
   * The applied filters with their names (from the filter data, in the language it was loaded in),
   * in the popup's order; the sort last. Ids the data does not know are left out.
   */
  appliedFilters(language: Language): AppliedFilter[] {
    const data = this.filterData
    if (!data) return []
    const name = (item: { label: string; names?: LocalisedNames }) => localize(item.names, language) || item.label
    const out: AppliedFilter[] = []
    const editions = (data.divisions ?? []).flatMap((d) => d.eventEditionList ?? [])
    for (const id of this.filter.divisions) {
      const edition = editions.find((e) => e.id === id)
      if (edition) out.push({ kind: 'division', id, label: edition.eventEditionName })
    }
    for (const id of this.filter.meals) {
      const meal = (data.meals ?? []).find((m) => m.id === id)
      if (meal) out.push({ kind: 'meal', id, label: name(meal) })
    }
    const categories = (data.catagory ?? []).flatMap((g) => [g, ...(g.children ?? [])])
    for (const id of this.filter.categorys) {
      const category = categories.find((c) => c.id === id)
      if (category) out.push({ kind: 'category', id, label: name(category) })
    }
    return out
  }

  setKeyword(keyword: string): Promise<void> {
    this.keyword = keyword.trim()
    return this.reload()
  }

  reload(): Promise<void> {
    return this.pages.reload()
  }

  loadMore(): Promise<void> {
    return this.pages.loadMore()
  }

  /**
   * Pull to refresh: the first page again, swapped in when it arrives, so the cards stay on screen
   * meanwhile (reload() empties the list first). A failed refresh keeps the list as it was.
   */
  refresh(): Promise<void> {
    return this.pages.refresh()
  }
}
