import { makeAutoObservable, runInAction } from 'mobx'
import { LatestRequest } from './remote'

/** One page as the list endpoints answer it. */
export interface PageOf<T> {
  list: T[]
  total?: number
  hasMore: boolean
}

export interface PagedListOptions<T> {
  /** asks for one page (1-based); the store that owns the list puts its filter in */
  fetchPage: (pageNo: number) => Promise<PageOf<T>>
  /** an item's identity: a page that repeats one already shown (the list moved) adds it once */
  keyOf: (item: T) => unknown
  /**
   * After a page landed, whether loadMore goes on to the next one by itself (the conference's
   * today list fetches until "next" is loaded); at most `maxPagesPerLoad` pages per call.
   */
  keepGoing?: () => boolean
  maxPagesPerLoad?: number
}

/**
 * The pages of a list loaded so far (the directory, the enquiry pool, the conference, news): a
 * page at a time, a newer request superseding an older one (utils/remote.ts's LatestRequest), so a
 * slow answer for a filter the visitor left never lands. The store that owns it keeps the filter
 * and calls reload() when it changes.
 */
export class PagedList<T> {
  items: T[] = []
  total: number | undefined = undefined
  pageNo = 0
  hasMore = true
  loading = false
  failed = false
  private readonly requests = new LatestRequest()

  constructor(private readonly options: PagedListOptions<T>) {
    makeAutoObservable<PagedList<T>, 'options' | 'requests'>(this, { options: false, requests: false })
  }

  /** Loaded, and nothing there. */
  get isEmpty(): boolean {
    return !this.loading && !this.failed && this.items.length === 0 && !this.hasMore
  }

  /** Empties the list and makes every request on its way stale (a new filter, a language). */
  reset(): void {
    this.requests.cancel()
    this.items = []
    this.pageNo = 0
    this.total = undefined
    this.hasMore = true
    this.loading = false
    this.failed = false
  }

  reload(): Promise<void> {
    this.reset()
    return this.loadMore()
  }

  /** A first page is on its way from elsewhere (fetched ahead with other data): shown as loading. */
  expectFirstPage(): void {
    this.reset()
    this.loading = true
  }

  async loadMore(): Promise<void> {
    if (this.loading || !this.hasMore) return
    const isLatest = this.requests.start()
    this.loading = true
    this.failed = false
    const { fetchPage, keepGoing, maxPagesPerLoad = 1 } = this.options
    try {
      for (let n = 0; n < maxPagesPerLoad; n++) {
        const page = await fetchPage(this.pageNo + 1)
        if (!isLatest()) return
        runInAction(() => this.append(page))
        if (!keepGoing?.()) break
      }
    } catch {
      // the client has shown why; the list offers Retry
      runInAction(() => {
        if (isLatest()) this.failed = true
      })
    } finally {
      runInAction(() => {
        if (isLatest()) this.loading = false
      })
    }
  }

  /** A first page fetched elsewhere, as page 1 (then on, as loadMore goes on by itself). */
  async adoptFirstPage(page: PageOf<T>): Promise<void> {
    this.reset()
    this.append(page)
    if (this.hasMore && this.options.keepGoing?.()) await this.loadMore()
  }

  /**
   * Pull to refresh: the first page again, swapped in when it arrives, so the items stay on screen
   * meanwhile (reload() empties the list first). A failed refresh keeps the list as it was.
   */
  async refresh(): Promise<void> {
    const isLatest = this.requests.start()
    this.loading = true
    try {
      const page = await this.options.fetchPage(1)
      runInAction(() => {
        if (!isLatest()) return
        this.items = page.list
        this.pageNo = 1
        this.total = page.total ?? this.total
        this.hasMore = page.hasMore && page.list.length > 0
        this.failed = false
      })
    } catch {
      // the client already showed the error; the items stay
    } finally {
      runInAction(() => {
        if (isLatest()) this.loading = false
      })
    }
  }

  /** A change made elsewhere (a like, a close on a detail page), shown without a reload. */
  update(key: unknown, patch: Partial<T>): void {
    this.items = this.items.map((i) => (this.options.keyOf(i) === key ? { ...i, ...patch } : i))
  }

  private append(page: PageOf<T>): void {
    const seen = new Set(this.items.map(this.options.keyOf))
    // A new array, never a push: a grid lays out again when the array it was given changes (an
    // in-place push kept the same array, so pages 2+ were fetched but never drawn).
    this.items = this.items.concat(page.list.filter((item) => !seen.has(this.options.keyOf(item))))
    this.pageNo += 1
    this.total = page.total ?? this.total
    this.hasMore = page.hasMore && page.list.length > 0
  }
}
