import fp from 'fastify-plugin'
import {
  expressionBuilder,
  sql,
  type Expression,
  type Kysely,
  type Selectable,
  type SelectQueryBuilder,
  type SqlBool,
} from 'kysely'
import type { DB } from '../db/schema.js'
import type { DialectName } from '../db/index.js'
import type {
  CategoryNode,
  CompanyListItem,
  EventEditionDetail,
  EventEditionSummary,
  ExhibitorDetail,
  FilterData,
  FilterItem,
  HotWord,
  Language,
  ListPage,
  OrderBy,
  ProductDetail,
  ProductListItem,
  Venue,
} from '../../../types/api.js'
import { Catalog, tr, type Edition } from './catalog.js'
import { matchesCompanyItself, searchPatterns, searchTerms, shortMatch, type NamePair } from '../lib/search-text.js'
import { notFound } from '../lib/errors.js'
import { pictureSize } from '../lib/picture-size.js'
import type { UploadStore } from '../lib/upload-store.js'
import { TtlCache } from '../lib/ttl-cache.js'
import { prepared } from '../db/prepared.js'
import type { CacheEvent } from '../plugins/cache-bus.js'

export interface ListFilter {
  editionIds: number[]
  search?: string
  meals?: number[]
  categorys?: number[]
  orderBy?: OrderBy
  pageNo: number
  pageSize: number
  withTotal: boolean
  userId: string | null
  /** restrict to these ids (plan pages) */
  onlyIds?: number[]
}

const SORT_LABELS: Record<Language, string[]> = {
  EN: ['Sort', 'Latest Upload', 'Latest Update', 'Viewed from high to low', 'Bookmarked from high to low'],
  'ZH-CN': ['默认排序', '最新上传', '最近更新', '浏览量从高到低', '收藏量从高到低'],
}

/**
 * The directory as visitors read it: exhibitor and product lists (search, filters, orders, totals),
 * details, edition summaries, hot words and recommendations, with the cache of list pages and
 * totals those reads keep. Exhibitors' edits are the editing repository's (exhibitor-edits.ts).
 */
export class DirectoryRepository {
  /** totals change only when exhibitors / products are written, which clears the cache: keep them 10 min */
  private totals = new TtlCache<number>(600_000)
  /** list pages without the caller's collected flags; view / bookmark counts and those orders may lag ≤ 60 s */
  private companyPages = new TtlCache<{ list: CompanyListItem[]; hasMore: boolean }>(60_000, 10_000)
  private productPages = new TtlCache<{ list: ProductListItem[]; hasMore: boolean }>(60_000, 10_000)
  constructor(
    private readonly db: Kysely<DB>,
    private readonly dialect: DialectName,
    readonly catalog: Catalog,
    /** where uploaded pictures are (their size is read from the file) */
    private readonly uploads: UploadStore | null = null,
    /** tells the other server processes (the cache bus); unset in a process alone */
    private readonly announce?: (event: CacheEvent) => Promise<void>,
  ) {}

  /**
   * Search condition for a table: the phrase as typed, or every word of it in any order
   * (searchTerms: '华东机械' finds 华东重型机械; 'pump hydraulic' finds Hydraulic Pump).
   */
  private searchCondition(table: 'companies' | 'products', q: string | undefined): Expression<SqlBool> | null {
    const phrase = this.phraseCondition(table, q)
    const terms = searchTerms(q)
    if (!phrase || terms.length === 0) return phrase
    const all = terms
      .map((term) => this.phraseCondition(table, term))
      .filter((c): c is Expression<SqlBool> => c !== null)
    return sql<SqlBool>`(${phrase} OR (${sql.join(all, sql` AND `)}))`
  }

  /**
   * The exhibitors a query finds: by their own search text (name, stand, categories, main
   * products), or through a product of theirs whose name matches (not a hidden one). The products
   * are found through their own index and collected into one set of exhibitor ids, looked up per
   * row: no per-row join.
   */
  private companySearchCondition(q: string | undefined, editionIds: number[]): Expression<SqlBool> | null {
    const own = this.searchCondition('companies', q)
    const viaProduct = this.searchCondition('products', q)
    if (!own || !viaProduct) return own
    const owners = this.db
      .selectFrom('products')
      .select('products.company_id')
      .where('products.edition_id', 'in', editionIds)
      .where('products.hidden', '=', 0)
      .where(viaProduct)
    const eb = expressionBuilder<DB, 'companies'>()
    return eb.or([own, eb('companies.id', 'in', owners)])
  }

  /** One phrase, per dialect (SQLite FTS5 trigram, or its token index for 1–2 characters; PostgreSQL pg_trgm). */
  private phraseCondition(table: 'companies' | 'products', q: string | undefined): Expression<SqlBool> | null {
    const patterns = searchPatterns(q)
    if (!patterns) return null
    if (this.dialect === 'sqlite') {
      // 1–2 characters: the token index (a trigram index cannot serve them)
      const short = shortMatch(q)
      if (short)
        return sql<SqlBool>`${sql.ref(`${table}.id`)} IN (SELECT rowid FROM ${sql.table(`${table}_tok`)} WHERE ${sql.table(`${table}_tok`)} MATCH ${short})`
      const ors = sql.join(
        patterns.map((p) => sql`search_text LIKE ${p}`),
        sql` OR `,
      )
      return sql<SqlBool>`${sql.ref(`${table}.id`)} IN (SELECT rowid FROM ${sql.table(`${table}_fts`)} WHERE ${ors})`
    }
    const ors = sql.join(
      patterns.map((p) => sql`${sql.ref(`${table}.search_text`)} LIKE ${p}`),
      sql` OR `,
    )
    return sql<SqlBool>`(${ors})`
  }

  /**
   * Edits change names (search), counts and orders: every cached page and total goes. The cache is
   * the reads' (it is what makes them fast), so it lives here; the editing repository calls this
   * after each write it commits (exhibitor-edits.ts), and so does an organiser's import (lib/import).
   * Every other server process drops its copies too (the cache bus): an exhibitor's edit made in
   * one process is in the next list any process answers.
   */
  async invalidate(): Promise<void> {
    this.dropCached()
    await this.announce?.({ kind: 'directory' })
  }

  /** Drops this process's cached pages and totals (another process's write, or this one's). */
  dropCached() {
    this.totals.clear()
    this.companyPages.clear()
    this.productPages.clear()
  }

  private pageKey(table: string, lang: Language, f: ListFilter) {
    return JSON.stringify([
      table,
      lang,
      f.editionIds,
      f.search ?? '',
      f.meals ?? [],
      f.categorys ?? [],
      f.orderBy ?? 0,
      f.pageNo,
      f.pageSize,
    ])
  }

  summary(lang: Language, ed: Edition): EventEditionSummary {
    const ex = this.catalog.exhibitions.get(ed.exhibition_id)!
    return {
      eventEditionId: ed.id,
      eventEditionName: tr(lang, ed.name_zh, ed.name_en),
      eventCode: ex.code,
      exhibitionId: ex.id,
      exhibitionName: tr(lang, ex.name_zh, ex.name_en),
      year: ed.year,
      startDate: ed.start_date,
      endDate: ed.end_date,
    }
  }

  filterData(lang: Language, ed: Edition): FilterData {
    const names = (zh: string, en: string) => ({ 'ZH-CN': zh, EN: en })
    const catagory = this.catalog.roots().map((root) => ({
      id: root.id,
      label: tr(lang, root.name_zh, root.name_en),
      names: names(root.name_zh, root.name_en),
      checked: false,
      children: (this.catalog.childrenOf.get(root.id) ?? []).map((c) => ({
        id: c.id,
        label: tr(lang, c.name_zh, c.name_en),
        names: names(c.name_zh, c.name_en),
        checked: false,
      })),
    }))
    const meals = [...this.catalog.tags.values()].map((t) => ({
      id: t.id,
      label: tr(lang, t.name_zh, t.name_en),
      names: names(t.name_zh, t.name_en),
      checked: false,
    }))
    const ex = this.catalog.exhibitions.get(ed.exhibition_id)!
    const divisions = [
      {
        id: ex.id,
        label: tr(lang, ex.name_zh, ex.name_en),
        names: names(ex.name_zh, ex.name_en),
        checked: false,
        eventEditionList: this.catalog
          .editionsOf(ex.id)
          .reverse()
          .map((e) => ({ id: e.id, eventEditionName: tr(lang, e.name_zh, e.name_en), checked: e.id === ed.id })),
      },
    ]
    const sortList = SORT_LABELS[lang].map((label, id) => ({ id: id as OrderBy, label, checked: id === 0 }))
    return { catagory, meals, divisions, sortList }
  }

  async countIn(table: 'companies' | 'products', editionId: number): Promise<number> {
    const key = `all:${table}:${editionId}`
    const cached = this.totals.get(key)
    if (cached !== undefined) return cached
    const row = await this.db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('edition_id', '=', editionId)
      // products their exhibitor hid and exhibitors left out of the organiser's import do not count
      .where(sql<SqlBool>`hidden = 0`)
      .executeTakeFirstOrThrow()
    const n = Number(row.n)
    this.totals.set(key, n)
    return n
  }

  /**
   * The edition's hot words, most searched first. A hot word that finds nothing in this edition (the
   * organiser's list may name an exhibitor of another show) is left out: tapping one must find
   * something. At most 10.
   */
  async hotWords(lang: Language, editionId: number, channel: string | undefined): Promise<HotWord[]> {
    let q = this.db.selectFrom('hot_words').selectAll().where('edition_id', '=', editionId)
    if (channel === 'exhibitor' || channel === 'product') q = q.where('channel', '=', channel)
    const rows = await q.orderBy('hot', 'desc').limit(30).execute()
    const words = rows.map((r) => ({ id: r.id, word: tr(lang, r.word_zh, r.word_en), hot: r.hot }))
    const found = await Promise.all(words.map((w) => this.findsSomething(editionId, w.word)))
    return words.filter((_, i) => found[i]).slice(0, 10)
  }

  /** Whether a search for `word` finds an exhibitor or a product of the edition (cached with the totals). */
  private async findsSomething(editionId: number, word: string): Promise<boolean> {
    const f: ListFilter = {
      editionIds: [editionId],
      search: word,
      pageNo: 1,
      pageSize: 1,
      withTotal: true,
      userId: null,
    }
    for (const table of ['companies', 'products'] as const) {
      const search =
        table === 'companies' ? this.companySearchCondition(word, [editionId]) : this.searchCondition(table, word)
      const q = this.db
        .selectFrom(table)
        .where(`${table}.edition_id`, 'in', [editionId])
        .where(table === 'products' ? sql<SqlBool>`products.hidden = 0` : sql<SqlBool>`1 = 1`)
      if ((await this.total(table, f, search ? q.where(search) : q)) > 0) return true
    }
    return false
  }

  private orderColumn(orderBy: OrderBy | undefined) {
    switch (orderBy) {
      case 1:
        return 'created_at' as const
      case 2:
        return 'updated_at' as const
      case 3:
        return 'view_count' as const
      case 4:
        return 'collect_count' as const
      default:
        return 'sort_weight' as const
    }
  }

  private async collectedSet(userId: string | null, type: 1 | 2, ids: number[]): Promise<Set<number>> {
    if (!userId || ids.length === 0) return new Set()
    const rows = await this.db
      .selectFrom('plan_items')
      .select('obj_id')
      .where('user_id', '=', userId)
      .where('type', '=', type)
      .where('obj_id', 'in', ids)
      .execute()
    return new Set(rows.map((r) => r.obj_id))
  }

  private async tagsOf(lang: Language, companyIds: number[]): Promise<Map<number, FilterItem[]>> {
    const out = new Map<number, FilterItem[]>()
    if (!companyIds.length) return out
    const rows = await this.db
      .selectFrom('company_tags')
      .select(['company_id', 'tag_id'])
      .where('company_id', 'in', companyIds)
      .execute()
    for (const r of rows) {
      const t = this.catalog.tags.get(r.tag_id)
      if (!t) continue
      const list = out.get(r.company_id) ?? []
      list.push({ id: t.id, label: tr(lang, t.name_zh, t.name_en) })
      out.set(r.company_id, list)
    }
    return out
  }

  async listCompanies(lang: Language, f: ListFilter): Promise<ListPage<CompanyListItem>> {
    const col = this.orderColumn(f.orderBy)
    // for pages, `+id` keeps the planner on the (edition, sort) index: it walks the edition in order and
    // checks membership, instead of fetching every tagged row and sorting them; counts use the plain form
    const build = (hint: boolean) => {
      const idRef = hint ? sql<number>`+companies.id` : sql<number>`companies.id`
      let q = this.db
        .selectFrom('companies')
        .where('edition_id', 'in', f.editionIds)
        // left out of the organiser's latest import (migration 0017)
        .where('companies.hidden', '=', 0)
      if (f.onlyIds) q = q.where('companies.id', 'in', f.onlyIds.length ? f.onlyIds : [0])
      const search = this.companySearchCondition(f.search, f.editionIds)
      if (search) q = q.where(search)
      if (f.meals?.length)
        q = q.where(idRef, 'in', this.db.selectFrom('company_tags').select('company_id').where('tag_id', 'in', f.meals))
      if (f.categorys?.length) {
        const cats = this.catalog.expandCategories(f.categorys)
        q = q.where(
          idRef,
          'in',
          this.db.selectFrom('company_categories').select('company_id').where('category_id', 'in', cats),
        )
      }
      return q
    }
    const q = build(true)
    const cacheable = !f.onlyIds
    const [page, total] = await Promise.all([
      cacheable
        ? this.companyPages.through(this.pageKey('companies', lang, f), () => this.companyPage(lang, f, q, col))
        : this.companyPage(lang, f, q, col),
      f.withTotal ? this.total('companies', f, build(false)) : Promise.resolve(undefined),
    ])
    const collected = await this.collectedSet(
      f.userId,
      1,
      page.list.map((c: CompanyListItem) => c.companyProfileId),
    )
    const list: CompanyListItem[] = page.list.map((c: CompanyListItem) => ({
      ...c,
      collected: collected.has(c.companyProfileId) ? 1 : 0,
    }))
    const hasMore = page.hasMore
    return total === undefined
      ? { list, pageNo: f.pageNo, pageSize: f.pageSize, hasMore }
      : { list, total, pageNo: f.pageNo, pageSize: f.pageSize, hasMore }
  }

  private async companyPage(
    lang: Language,
    f: ListFilter,
    q: SelectQueryBuilder<DB, 'companies', object>,
    col: ReturnType<DirectoryRepository['orderColumn']>,
  ): Promise<{ list: CompanyListItem[]; hasMore: boolean }> {
    const rows: Array<{
      id: number
      name_zh: string
      name_en: string
      logo: string
      logo_w: number
      logo_h: number
      stand: string
      hall_id: number
      edition_id: number
      view_count: number
      collect_count: number
    }> = await q
      .select([
        'id',
        'name_zh',
        'name_en',
        'logo',
        'logo_w',
        'logo_h',
        'stand',
        'hall_id',
        'edition_id',
        'view_count',
        'collect_count',
      ])
      .orderBy(col, 'desc')
      .orderBy('id', 'desc')
      .limit(f.pageSize + 1)
      .offset((f.pageNo - 1) * f.pageSize)
      .execute()
    const hasMore = rows.length > f.pageSize
    const page = rows.slice(0, f.pageSize)
    const [tags, foundThroughProduct] = await Promise.all([
      this.tagsOf(
        lang,
        page.map((r) => r.id),
      ),
      this.foundThroughProduct(page, f.search),
    ])
    const list = page.map((r) => ({
      ...(foundThroughProduct.has(r.id) ? { matchesProduct: 1 as const } : {}),
      companyProfileId: r.id,
      companyProfileName: tr(lang, r.name_zh, r.name_en),
      logo: r.logo,
      logoWidth: r.logo_w,
      logoHeight: r.logo_h,
      stand: r.stand,
      hall: this.catalog.hallName(lang, r.hall_id),
      eventEditionId: r.edition_id,
      eventEditionName: this.catalog.editionName(lang, r.edition_id),
      tags: tags.get(r.id) ?? [],
      collected: 0 as 0 | 1,
      viewCount: r.view_count,
      collectCount: r.collect_count,
    }))
    return { list, hasMore }
  }

  /**
   * The exhibitors of a search's page that the query found through a product (a main product it
   * lists, a product entry) and not by their name, stand or categories: their cards say so.
   */
  private async foundThroughProduct(
    page: Array<{ id: number; name_zh: string; name_en: string; stand: string }>,
    q: string | undefined,
  ): Promise<Set<number>> {
    const out = new Set<number>()
    if (!q || !searchPatterns(q) || page.length === 0) return out
    const categories = await this.categoryNamesOf(page.map((r) => r.id))
    for (const r of page) if (!matchesCompanyItself(r, categories.get(r.id) ?? [], q)) out.add(r.id)
    return out
  }

  /** The names of exhibitors' categories, by exhibitor. */
  private async categoryNamesOf(companyIds: number[]): Promise<Map<number, NamePair[]>> {
    const out = new Map<number, NamePair[]>()
    if (!companyIds.length) return out
    const rows = await this.db
      .selectFrom('company_categories')
      .select(['company_id', 'category_id'])
      .where('company_id', 'in', companyIds)
      .execute()
    for (const r of rows) {
      const c = this.catalog.categories.get(r.category_id)
      if (!c) continue
      const list = out.get(r.company_id) ?? []
      list.push([c.name_zh, c.name_en])
      out.set(r.company_id, list)
    }
    return out
  }

  private async total(
    table: string,
    f: ListFilter,
    q: SelectQueryBuilder<DB, 'companies', object> | SelectQueryBuilder<DB, 'products', object>,
  ): Promise<number> {
    const key = JSON.stringify([
      table,
      f.editionIds,
      f.search ?? '',
      f.meals ?? [],
      f.categorys ?? [],
      f.onlyIds ?? null,
    ])
    return this.totals.through(key, async () => {
      const row = await (q as SelectQueryBuilder<DB, 'companies', object>)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
      return Number(row.n)
    })
  }

  async listProducts(lang: Language, f: ListFilter): Promise<ListPage<ProductListItem>> {
    const col = this.orderColumn(f.orderBy)
    const build = (hint: boolean) => {
      // a product its exhibitor hid is not listed, searched or counted
      let q = this.db
        .selectFrom('products')
        .where('products.edition_id', 'in', f.editionIds)
        .where('products.hidden', '=', 0)
      if (f.onlyIds) q = q.where('products.id', 'in', f.onlyIds.length ? f.onlyIds : [0])
      const search = this.searchCondition('products', f.search)
      if (search) q = q.where(search)
      if (f.meals?.length) {
        const ref = hint ? sql<number>`+products.company_id` : sql<number>`products.company_id`
        q = q.where(ref, 'in', this.db.selectFrom('company_tags').select('company_id').where('tag_id', 'in', f.meals))
      }
      if (f.categorys?.length) {
        const cats = this.catalog.expandCategories(f.categorys)
        const ref = hint ? sql<number>`+products.id` : sql<number>`products.id`
        q = q.where(
          ref,
          'in',
          this.db.selectFrom('product_categories').select('product_id').where('category_id', 'in', cats),
        )
      }
      return q
    }
    const q = build(true)
    const cacheable = !f.onlyIds
    const [page, total] = await Promise.all([
      cacheable
        ? this.productPages.through(this.pageKey('products', lang, f), () => this.productPage(lang, f, q, col))
        : this.productPage(lang, f, q, col),
      f.withTotal ? this.total('products', f, build(false)) : Promise.resolve(undefined),
    ])
    const collected = await this.collectedSet(
      f.userId,
      2,
      page.list.map((p: ProductListItem) => p.productId),
    )
    const list: ProductListItem[] = page.list.map((p: ProductListItem) => ({
      ...p,
      collected: collected.has(p.productId) ? 1 : 0,
    }))
    const hasMore = page.hasMore
    return total === undefined
      ? { list, pageNo: f.pageNo, pageSize: f.pageSize, hasMore }
      : { list, total, pageNo: f.pageNo, pageSize: f.pageSize, hasMore }
  }

  private async productPage(
    lang: Language,
    f: ListFilter,
    q: SelectQueryBuilder<DB, 'products', object>,
    col: ReturnType<DirectoryRepository['orderColumn']>,
  ): Promise<{ list: ProductListItem[]; hasMore: boolean }> {
    const rows: Array<{
      id: number
      name_zh: string
      name_en: string
      logo: string
      logo_w: number
      logo_h: number
      company_id: number
      edition_id: number
      view_count: number
      collect_count: number
    }> = await q
      .select([
        'id',
        'name_zh',
        'name_en',
        'logo',
        'logo_w',
        'logo_h',
        'company_id',
        'edition_id',
        'view_count',
        'collect_count',
      ])
      .orderBy(col, 'desc')
      .orderBy('id', 'desc')
      .limit(f.pageSize + 1)
      .offset((f.pageNo - 1) * f.pageSize)
      .execute()
    const hasMore = rows.length > f.pageSize
    const page = rows.slice(0, f.pageSize)
    const companyIds = [...new Set(page.map((r) => r.company_id))]
    const companies = companyIds.length
      ? await this.db
          .selectFrom('companies')
          .select(['id', 'name_zh', 'name_en', 'stand'])
          .where('id', 'in', companyIds)
          .execute()
      : []
    const cmap = new Map(companies.map((c) => [c.id, c]))
    const list = page.map((r) => {
      const c = cmap.get(r.company_id)
      return {
        productId: r.id,
        productName: tr(lang, r.name_zh, r.name_en),
        logo: r.logo,
        logoWidth: r.logo_w,
        logoHeight: r.logo_h,
        companyProfileId: r.company_id,
        companyProfileName: c ? tr(lang, c.name_zh, c.name_en) : '',
        stand: c?.stand ?? '',
        eventEditionId: r.edition_id,
        collected: 0 as 0 | 1,
        viewCount: r.view_count,
        collectCount: r.collect_count,
      }
    })
    return { list, hasMore }
  }

  /** Products of one exhibitor as list items. */
  async productsOfCompany(
    lang: Language,
    companyId: number,
    userId: string | null,
    limit = 50,
  ): Promise<ProductListItem[]> {
    const c = await this.db
      .selectFrom('companies')
      .select(['id', 'name_zh', 'name_en', 'stand'])
      .where('id', '=', companyId)
      .executeTakeFirst()
    if (!c) return []
    const rows = await this.db
      .selectFrom('products')
      .select(['id', 'name_zh', 'name_en', 'logo', 'logo_w', 'logo_h', 'edition_id', 'view_count', 'collect_count'])
      .where('company_id', '=', companyId)
      .where('hidden', '=', 0)
      .orderBy('sort_weight', 'desc')
      .orderBy('id', 'desc')
      .limit(limit)
      .execute()
    const collected = await this.collectedSet(
      userId,
      2,
      rows.map((r) => r.id),
    )
    return rows.map((r) => ({
      productId: r.id,
      productName: tr(lang, r.name_zh, r.name_en),
      logo: r.logo,
      logoWidth: r.logo_w,
      logoHeight: r.logo_h,
      companyProfileId: c.id,
      companyProfileName: tr(lang, c.name_zh, c.name_en),
      stand: c.stand,
      eventEditionId: r.edition_id,
      collected: (collected.has(r.id) ? 1 : 0) as 0 | 1,
      viewCount: r.view_count,
      collectCount: r.collect_count,
    }))
  }

  /** one exhibitor's row and names: read by most exhibitor and meeting calls, compiled once (db/prepared.ts) */
  private readonly byId = {
    row: prepared<{ id: number }, Selectable<DB['companies']>>((db, v) =>
      db.selectFrom('companies').selectAll().where('id', '=', v.id),
    ),
    names: prepared<{ id: number }, { name_zh: string; name_en: string }>((db, v) =>
      db.selectFrom('companies').select(['name_zh', 'name_en']).where('id', '=', v.id),
    ),
  }

  /**
   * An exhibitor's names (whatever its state) and its booth (only while it and its show can be
   * viewed: '' otherwise), in one read; null when there is no such exhibitor.
   */
  async companyCard(id: number): Promise<{ name_zh: string; name_en: string; booth: string } | null> {
    const row = (await this.byId.row.run(this.db, { id })).rows[0]
    if (!row) return null
    const ed = this.catalog.editions.get(row.edition_id)
    const shown = !row.hidden && !!ed && this.catalog.isViewable(ed)
    return { name_zh: row.name_zh, name_en: row.name_en, booth: shown ? (row.stand ?? '') : '' }
  }

  /** Raw company row; throws not found; checks the edition is viewable. */
  async companyRow(id: number) {
    const row = (await this.byId.row.run(this.db, { id })).rows[0]
    if (!row || row.hidden) throw notFound('exhibitorNotFound')
    const ed = this.catalog.editions.get(row.edition_id)
    if (!ed || !this.catalog.isViewable(ed)) throw notFound('exhibitorNotFound')
    return row
  }

  async exhibitorDetail(
    lang: Language,
    id: number,
    userId: string | null,
    countView: boolean,
  ): Promise<ExhibitorDetail> {
    const r = await this.companyRow(id)
    if (countView)
      await this.db
        .updateTable('companies')
        .set((eb) => ({ view_count: eb('view_count', '+', 1) }))
        .where('id', '=', id)
        .execute()
    const [cats, tags, collected, products] = await Promise.all([
      this.db.selectFrom('company_categories').select('category_id').where('company_id', '=', id).execute(),
      this.tagsOf(lang, [id]),
      this.collectedSet(userId, 1, [id]),
      this.productsOfCompany(lang, id, userId, 20),
    ])
    const ed = this.catalog.editions.get(r.edition_id)!
    const ex = this.catalog.exhibitions.get(ed.exhibition_id)!
    const name = tr(lang, r.name_zh, r.name_en)
    return {
      companyProfileId: r.id,
      companyProfileName: name,
      name,
      logo: r.logo,
      logoWidth: r.logo_w,
      logoHeight: r.logo_h,
      tags: tags.get(id) ?? [],
      categories: cats
        .map((c) => this.catalog.categories.get(c.category_id))
        .filter((c) => !!c)
        .map((c) => ({ id: c.id, label: tr(lang, c.name_zh, c.name_en) })),
      divisions: [{ id: ed.id, eventEditionName: tr(lang, ed.name_zh, ed.name_en) }],
      introduction: tr(lang, r.intro_zh, r.intro_en),
      mainProduct: tr(lang, r.main_product_zh, r.main_product_en),
      contactEmail: r.contact_email,
      website: r.website,
      tel: r.tel,
      fax: r.fax,
      address: tr(lang, r.address_zh, r.address_en),
      country: tr(lang, r.country_zh, r.country_en),
      hall: this.catalog.hallName(lang, r.hall_id),
      stand: r.stand,
      eventEditionId: ed.id,
      eventEditionName: tr(lang, ed.name_zh, ed.name_en),
      eventCode: ex.code,
      collected: (collected.has(id) ? 1 : 0) as 0 | 1,
      viewCount: r.view_count + (countView ? 1 : 0),
      collectCount: r.collect_count,
      productList: products,
      updatedAt: r.updated_at,
    }
  }

  /** A product as visitors may see it: a hidden one is not found. */
  async productRow(id: number) {
    const row = await this.viewableProductRow(id)
    if (row.hidden) throw notFound('productNotFound')
    return row
  }

  /** A product of a viewable edition, hidden or not (its editors see hidden ones: exhibitor-edits.ts). */
  async viewableProductRow(id: number) {
    const row = await this.db.selectFrom('products').selectAll().where('id', '=', id).executeTakeFirst()
    if (!row) throw notFound('productNotFound')
    const ed = this.catalog.editions.get(row.edition_id)
    if (!ed || !this.catalog.isViewable(ed)) throw notFound('productNotFound')
    return row
  }

  async productDetail(lang: Language, id: number, userId: string | null, countView: boolean): Promise<ProductDetail> {
    const p = await this.productRow(id)
    if (countView)
      await this.db
        .updateTable('products')
        .set((eb) => ({ view_count: eb('view_count', '+', 1) }))
        .where('id', '=', id)
        .execute()
    const [c, cats, tags, collected, pictures] = await Promise.all([
      this.db.selectFrom('companies').selectAll().where('id', '=', p.company_id).executeTakeFirstOrThrow(),
      this.db.selectFrom('product_categories').select('category_id').where('product_id', '=', id).execute(),
      this.tagsOf(lang, [p.company_id]),
      this.collectedSet(userId, 2, [id]),
      this.productPictures(id),
    ])
    const ed = this.catalog.editions.get(p.edition_id)!
    const ex = this.catalog.exhibitions.get(ed.exhibition_id)!
    const name = tr(lang, p.name_zh, p.name_en)
    return {
      productId: p.id,
      productName: name,
      name,
      logo: p.logo,
      logoWidth: p.logo_w,
      logoHeight: p.logo_h,
      // the exhibitor's own pictures once they chose some; the seeded pair before that
      images: pictures.length
        ? await Promise.all(pictures.map(async (url) => ({ url, ...(await pictureSize(url, this.uploads)) })))
        : [
            { url: p.logo, width: p.logo_w, height: p.logo_h },
            { url: `/media/product/${p.id}-320x240.svg`, width: 320, height: 240 },
          ],
      introduction: tr(lang, p.intro_zh, p.intro_en),
      categories: cats
        .map((x) => this.catalog.categories.get(x.category_id))
        .filter((x) => !!x)
        .map((x) => ({ id: x.id, label: tr(lang, x.name_zh, x.name_en) })),
      tags: tags.get(p.company_id) ?? [],
      companyProfileId: c.id,
      companyProfileName: tr(lang, c.name_zh, c.name_en),
      companyLogo: c.logo,
      stand: c.stand,
      hall: this.catalog.hallName(lang, c.hall_id),
      eventEditionId: ed.id,
      eventEditionName: tr(lang, ed.name_zh, ed.name_en),
      eventCode: ex.code,
      collected: (collected.has(id) ? 1 : 0) as 0 | 1,
      viewCount: p.view_count + (countView ? 1 : 0),
      collectCount: p.collect_count,
      updatedAt: p.updated_at,
    }
  }

  async editionDetail(lang: Language, ed: Edition): Promise<EventEditionDetail> {
    const ex = this.catalog.exhibitions.get(ed.exhibition_id)!
    const [exhibitorCount, productCount] = await Promise.all([
      this.countIn('companies', ed.id),
      this.countIn('products', ed.id),
    ])
    return {
      ...this.summary(lang, ed),
      venueName: tr(lang, ed.venue_zh, ed.venue_en),
      address: tr(lang, ed.address_zh, ed.address_en),
      introduction: tr(lang, ed.intro_zh, ed.intro_en),
      logo: ed.logo,
      banner: ed.banner,
      openingHours: tr(lang, ed.hours_zh, ed.hours_en),
      organiser: tr(lang, ex.organiser_zh, ex.organiser_en),
      exhibitorCount,
      productCount,
      isCurrent: ed.is_current === 1,
      closed: ed.closed === 1,
    }
  }

  async venues(lang: Language, ed: Edition): Promise<Array<Omit<Venue, 'standCount' | 'freeStandCount'>>> {
    const halls = [...this.catalog.halls.values()].filter((h) => h.edition_id === ed.id)
    const counts = await this.db
      .selectFrom('companies')
      .select(['hall_id', (eb) => eb.fn.countAll<number>().as('n'), (eb) => eb.fn.min('stand').as('first')])
      .where('edition_id', '=', ed.id)
      .groupBy('hall_id')
      .execute()
    const byHall = new Map(counts.map((c) => [c.hall_id, c]))
    const out: Array<Omit<Venue, 'standCount' | 'freeStandCount'>> = []
    for (const h of halls) {
      const stands = await this.db
        .selectFrom('companies')
        .select('stand')
        .where('hall_id', '=', h.id)
        .orderBy('stand')
        .limit(5)
        .execute()
      out.push({
        hallId: h.id,
        hallName: tr(lang, h.name_zh, h.name_en),
        floor: h.floor,
        exhibitorCount: Number(byHall.get(h.id)?.n ?? 0),
        stands: stands.map((s) => s.stand),
      })
    }
    return out
  }

  categoryTree(lang: Language): CategoryNode[] {
    const node = (c: { id: number; parent_id: number | null; name_zh: string; name_en: string }): CategoryNode => ({
      id: c.id,
      label: tr(lang, c.name_zh, c.name_en),
      names: { 'ZH-CN': c.name_zh, EN: c.name_en },
      parentId: c.parent_id,
      children: (this.catalog.childrenOf.get(c.id) ?? []).map(node),
    })
    return this.catalog.roots().map(node)
  }

  async recommend(
    lang: Language,
    ed: Edition,
    companyId: number | undefined,
    userId: string | null,
    size: number,
  ): Promise<CompanyListItem[]> {
    let categorys: number[] | undefined
    if (companyId) {
      const cats = await this.db
        .selectFrom('company_categories')
        .select('category_id')
        .where('company_id', '=', companyId)
        .execute()
      categorys = cats.map((c) => c.category_id)
    }
    const page = await this.listCompanies(lang, {
      editionIds: [ed.id],
      categorys: categorys?.length ? categorys : undefined,
      orderBy: 4,
      pageNo: 1,
      pageSize: size + 1,
      withTotal: false,
      userId,
    })
    return page.list.filter((c) => c.companyProfileId !== companyId).slice(0, size)
  }

  /** A product's own pictures in order ([] until its exhibitor chose some). */
  async productPictures(productId: number): Promise<string[]> {
    const rows = await this.db
      .selectFrom('product_pictures')
      .select('url')
      .where('product_id', '=', productId)
      .orderBy('position')
      .execute()
    return rows.map((r) => r.url)
  }

  /** An exhibitor's names in both languages (any edition, viewable or not), or null. */
  async companyNames(id: number): Promise<{ name_zh: string; name_en: string } | null> {
    return (await this.byId.names.run(this.db, { id })).rows[0] ?? null
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    directory: DirectoryRepository
  }
}

export default fp(
  async (fastify) => {
    const bus = fastify.cacheBus
    const directory = new DirectoryRepository(
      fastify.database.db,
      fastify.database.dialect,
      fastify.catalog,
      fastify.uploads,
      (event) => bus.publish(event),
    )
    bus.subscribe((e) => {
      if (e.kind === 'directory' || e.kind === 'resync') directory.dropCached()
    })
    fastify.decorate('directory', directory)
  },
  { name: 'directory', dependencies: ['database', 'catalog', 'cache-bus'] },
)
