import { makeAutoObservable, runInAction } from 'mobx'
import type {
  CategoryNode,
  EnquiryListItem,
  EnquiryListQuery,
  EnquiryOrder,
  EnquiryRegion,
  Id,
} from '../../../types/api'
import { PagedList } from '../../utils/paged-list'
import type { ConsultApi } from './consult-api'

export const POOL_PAGE_SIZE = 10

/** What the pool shows: all open RFQs or the visitor's own, filtered, searched and ordered. */
export interface PoolFilter {
  mine: boolean
  categoryId?: Id
  region?: string
  keyword: string
  orderBy: EnquiryOrder
}

export const emptyPoolFilter = (): PoolFilter => ({ mine: false, keyword: '', orderBy: 0 })

/** The filter as the page's address carries it (reload, back and forward find the list as it was). */
export function poolFilterQuery(f: PoolFilter): Record<string, string | undefined> {
  return {
    mine: f.mine ? '1' : undefined,
    categoryId: f.categoryId ? String(f.categoryId) : undefined,
    region: f.region || undefined,
    keyword: f.keyword || undefined,
    orderBy: f.orderBy ? String(f.orderBy) : undefined,
  }
}

export function poolFilterFrom(query: Record<string, string | undefined>): PoolFilter {
  const categoryId = Number(query.categoryId)
  return {
    mine: query.mine === '1',
    categoryId: Number.isInteger(categoryId) && categoryId > 0 ? categoryId : undefined,
    region: query.region?.trim() || undefined,
    keyword: query.keyword?.trim() ?? '',
    orderBy: query.orderBy === '1' ? 1 : 0,
  }
}

/**
 * The enquiry pool (/consult/list): pages of RFQs for the current filter, the filters' choices
 * (categories, regions), and the changes made elsewhere (a like, a close) kept in the list. A newer
 * request supersedes an older one.
 */
export class PoolStore {
  filter: PoolFilter
  categories: CategoryNode[] | null = null
  regions: EnquiryRegion[] | null = null
  /** the pages loaded so far (utils/paged-list.ts) */
  readonly pages: PagedList<EnquiryListItem>

  constructor(
    private readonly api: Pick<ConsultApi, 'list' | 'regions' | 'categories'>,
    filter: PoolFilter = emptyPoolFilter(),
    readonly pageSize = POOL_PAGE_SIZE,
  ) {
    this.filter = filter
    this.pages = new PagedList({ fetchPage: (pageNo) => this.api.list(this.query(pageNo)), keyOf: (i) => i.id })
    makeAutoObservable<PoolStore, 'api' | 'pages'>(this, { api: false, pages: false })
  }

  /** filters besides the order and the mine switch */
  get filterCount(): number {
    return (this.filter.categoryId ? 1 : 0) + (this.filter.region ? 1 : 0) + (this.filter.keyword ? 1 : 0)
  }

  /** The chosen category's name, from the tree (in the language it was loaded in). */
  get categoryLabel(): string | undefined {
    const id = this.filter.categoryId
    if (!id || !this.categories) return undefined
    for (const group of this.categories) {
      if (group.id === id) return group.label
      const child = group.children.find((c) => c.id === id)
      if (child) return child.label
    }
    return undefined
  }

  setFilter(patch: Partial<PoolFilter>): Promise<void> {
    this.filter = { ...this.filter, ...patch }
    return this.reload()
  }

  clearFilters(): Promise<void> {
    return this.setFilter({ categoryId: undefined, region: undefined, keyword: '' })
  }

  reload(): Promise<void> {
    return this.pages.reload()
  }

  loadMore(): Promise<void> {
    return this.pages.loadMore()
  }

  private query(pageNo: number): EnquiryListQuery {
    const f = this.filter
    return {
      pageNo,
      pageSize: this.pageSize,
      ...(f.mine ? { mine: 1 } : {}),
      ...(f.categoryId ? { categoryId: f.categoryId } : {}),
      ...(f.region ? { region: f.region } : {}),
      ...(f.keyword ? { keyword: f.keyword } : {}),
      ...(f.orderBy ? { orderBy: f.orderBy } : {}),
    }
  }

  async loadChoices(): Promise<void> {
    const [categories, regions] = await Promise.all([
      this.categories ? Promise.resolve(this.categories) : this.api.categories().catch(() => null),
      this.api.regions().catch(() => null),
    ])
    runInAction(() => {
      if (categories) this.categories = categories
      if (regions) this.regions = regions
    })
  }

  /** Names are localised by the server: a language switch asks for the choices again. */
  forgetChoices(): void {
    this.categories = null
    this.regions = null
  }

  /** A change made on the detail page (a like, a close), shown here without a reload. */
  update(id: Id, patch: Partial<EnquiryListItem>): void {
    this.pages.update(id, patch)
  }
}
