import fp from 'fastify-plugin'
import type { Kysely, Selectable } from 'kysely'
import type { CompaniesTable, DB, ProductsTable } from '../db/schema.js'
import type { DialectName } from '../db/index.js'
import type { Language } from '../../../types/api.js'
import { tr, type Catalog } from './catalog.js'
import type { DirectoryRepository } from './directory.js'
import { buildSearchText, buildSearchTokens, companySearch, type NamePair } from '../lib/search-text.js'
import { lockKey } from '../db/locks.js'
import { pictureSize } from '../lib/picture-size.js'
import type { UploadStore } from '../lib/upload-store.js'
import { clearRemoval, nextPackVersion, recordRemoval } from './pack-versions.js'

/**
 * Exhibitor self-service editing (routes/rxweb/edit.ts): what an exhibitor's editors read — hidden
 * products too — and the writes, each in one transaction that also takes the edition's next pack
 * version. The visitors' side of the same rows is the reading repository (directory.ts), whose
 * cached pages each write here clears.
 */
export class ExhibitorEditRepository {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly dialect: DialectName,
    private readonly catalog: Catalog,
    private readonly directory: DirectoryRepository,
    /** where uploaded pictures are (their size is read from the file's header) */
    private readonly uploads: UploadStore | null = null,
  ) {}

  /** A product as its editors see it, hidden or not (the editing routes check who is asking). */
  async productRowForEditor(id: number) {
    return this.directory.viewableProductRow(id)
  }

  /** Changes an exhibitor (and, when given, replaces its categories and tags) in one transaction. */
  async updateCompany(
    company: Selectable<CompaniesTable>,
    changes: Partial<Omit<Selectable<CompaniesTable>, 'id' | 'search_text' | 'search_tokens'>>,
    links: { categoryIds?: number[]; tagIds?: number[] },
    now: string,
  ): Promise<Selectable<CompaniesTable>> {
    const next = { ...company, ...changes, updated_at: now }
    const size = changes.logo && changes.logo !== company.logo ? await pictureSize(changes.logo, this.uploads) : null
    // searched by its categories too: the new ones when they change
    const categoryIds = links.categoryIds ?? (await this.companyCategoryIds(company.id))
    const categories = categoryIds
      .map((id) => this.catalog.categories.get(id))
      .filter((c) => c !== undefined)
      .map((c): NamePair => [c.name_zh, c.name_en])
    const set = {
      ...changes,
      ...(size ? { logo_w: size.width, logo_h: size.height } : {}),
      ...companySearch(next, categories),
      updated_at: now,
      edited_at: now,
    }
    // its products' pack entries carry its name and stand, and the floor plans its name and logo
    const shown = (['name_zh', 'name_en', 'stand', 'logo', 'hall_id'] as const).some(
      (k) => changes[k] !== undefined && changes[k] !== company[k],
    )
    let packVersion = 0
    await this.db.transaction().execute(async (trx) => {
      packVersion = await nextPackVersion(trx, company.edition_id, { halls: shown })
      await trx
        .updateTable('companies')
        .set({ ...set, pack_version: packVersion })
        .where('id', '=', company.id)
        .execute()
      if (shown)
        await trx
          .updateTable('products')
          .set({ pack_version: packVersion })
          .where('company_id', '=', company.id)
          .execute()
      if (links.categoryIds) {
        await trx.deleteFrom('company_categories').where('company_id', '=', company.id).execute()
        const ids = [...new Set(links.categoryIds)]
        if (ids.length)
          await trx
            .insertInto('company_categories')
            .values(ids.map((category_id) => ({ company_id: company.id, category_id })))
            .execute()
      }
      if (links.tagIds) {
        await trx.deleteFrom('company_tags').where('company_id', '=', company.id).execute()
        const ids = [...new Set(links.tagIds)]
        if (ids.length)
          await trx
            .insertInto('company_tags')
            .values(ids.map((tag_id) => ({ company_id: company.id, tag_id })))
            .execute()
      }
    })
    await this.directory.invalidate()
    return { ...next, ...set, pack_version: packVersion }
  }

  async companyCategoryIds(companyId: number): Promise<number[]> {
    const rows = await this.db
      .selectFrom('company_categories')
      .select('category_id')
      .where('company_id', '=', companyId)
      .orderBy('category_id')
      .execute()
    return rows.map((r) => r.category_id)
  }

  async companyTagIds(companyId: number): Promise<number[]> {
    const rows = await this.db
      .selectFrom('company_tags')
      .select('tag_id')
      .where('company_id', '=', companyId)
      .orderBy('tag_id')
      .execute()
    return rows.map((r) => r.tag_id)
  }

  async productCategoryIds(productId: number): Promise<number[]> {
    const rows = await this.db
      .selectFrom('product_categories')
      .select('category_id')
      .where('product_id', '=', productId)
      .orderBy('category_id')
      .execute()
    return rows.map((r) => r.category_id)
  }

  /** Every product of an exhibitor, hidden ones too, for its editors. */
  async productsForEditor(lang: Language, companyId: number) {
    const rows = await this.db
      .selectFrom('products')
      .select(['id', 'name_zh', 'name_en', 'logo', 'hidden'])
      .where('company_id', '=', companyId)
      .orderBy('hidden')
      .orderBy('sort_weight', 'desc')
      .orderBy('id', 'desc')
      .limit(200)
      .execute()
    return rows.map((r) => ({
      productId: r.id,
      productName: tr(lang, r.name_zh, r.name_en),
      logo: r.logo,
      hidden: (r.hidden ? 1 : 0) as 0 | 1,
    }))
  }

  /**
   * Changes a product (and, when given, replaces its categories and pictures — the first picture
   * becomes its logo) in one transaction. Its exhibitor counts as edited ("updated" in plans).
   */
  async updateProduct(
    product: Selectable<ProductsTable>,
    changes: Partial<
      Pick<Selectable<ProductsTable>, 'name_zh' | 'name_en' | 'intro_zh' | 'intro_en' | 'logo' | 'hidden'>
    >,
    links: { categoryIds?: number[]; pictures?: string[] },
    now: string,
  ): Promise<void> {
    const logo = links.pictures?.[0] ?? changes.logo
    const next = { ...product, ...changes }
    const size = logo && logo !== product.logo ? await pictureSize(logo, this.uploads) : null
    await this.db.transaction().execute(async (trx) => {
      const packVersion = await nextPackVersion(trx, product.edition_id)
      await trx
        .updateTable('products')
        .set({
          ...changes,
          pack_version: packVersion,
          ...(logo ? { logo } : {}),
          ...(size ? { logo_w: size.width, logo_h: size.height } : {}),
          search_text: buildSearchText(next.name_zh, next.name_en),
          search_tokens: buildSearchTokens(next.name_zh, next.name_en),
          updated_at: now,
        })
        .where('id', '=', product.id)
        .execute()
      await trx.updateTable('companies').set({ edited_at: now }).where('id', '=', product.company_id).execute()
      // withdrawn: devices holding the pack drop it; shown again: it comes back as a changed entry
      if (changes.hidden === 1 && !product.hidden)
        await recordRemoval(trx, {
          kind: 'product',
          obj_id: product.id,
          edition_id: product.edition_id,
          version: packVersion,
        })
      if (changes.hidden === 0) await clearRemoval(trx, 'product', product.id)
      if (links.categoryIds) await this.replaceProductCategories(trx, product.id, links.categoryIds)
      if (links.pictures) await this.replaceProductPictures(trx, product.id, links.pictures)
    })
    await this.directory.invalidate()
  }

  /** A new product of an exhibitor, in the exhibitor's edition; answers its id. */
  async createProduct(
    company: Selectable<CompaniesTable>,
    fields: Pick<Selectable<ProductsTable>, 'name_zh' | 'name_en' | 'intro_zh' | 'intro_en'>,
    links: { categoryIds: number[]; pictures: string[] },
    now: string,
  ): Promise<number> {
    const logo = links.pictures[0]!
    const size = await pictureSize(logo, this.uploads)
    const id = await this.db.transaction().execute(async (trx) => {
      // ids are assigned here (seeded rows carry theirs): one writer at a time takes the next
      await lockKey(trx, this.dialect, 'products:new-id')
      const max = await trx
        .selectFrom('products')
        .select((eb) => eb.fn.max('id').as('m'))
        .executeTakeFirst()
      const newId = Number(max?.m ?? 0) + 1
      const packVersion = await nextPackVersion(trx, company.edition_id)
      await trx
        .insertInto('products')
        .values({
          id: newId,
          company_id: company.id,
          edition_id: company.edition_id,
          ...fields,
          logo,
          logo_w: size.width,
          logo_h: size.height,
          sort_weight: 0,
          view_count: 0,
          collect_count: 0,
          created_at: now,
          updated_at: now,
          search_text: buildSearchText(fields.name_zh, fields.name_en),
          search_tokens: buildSearchTokens(fields.name_zh, fields.name_en),
          pack_version: packVersion,
        })
        .execute()
      await trx.updateTable('companies').set({ edited_at: now }).where('id', '=', company.id).execute()
      await this.replaceProductCategories(trx, newId, links.categoryIds)
      await this.replaceProductPictures(trx, newId, links.pictures)
      return newId
    })
    await this.directory.invalidate()
    return id
  }

  private async replaceProductCategories(trx: Kysely<DB>, productId: number, categoryIds: number[]) {
    await trx.deleteFrom('product_categories').where('product_id', '=', productId).execute()
    const ids = [...new Set(categoryIds)]
    if (ids.length)
      await trx
        .insertInto('product_categories')
        .values(ids.map((category_id) => ({ product_id: productId, category_id })))
        .execute()
  }

  private async replaceProductPictures(trx: Kysely<DB>, productId: number, pictures: string[]) {
    await trx.deleteFrom('product_pictures').where('product_id', '=', productId).execute()
    if (pictures.length)
      await trx
        .insertInto('product_pictures')
        .values(pictures.map((url, position) => ({ product_id: productId, position, url })))
        .execute()
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    exhibitorEdits: ExhibitorEditRepository
  }
}

export default fp(
  async (fastify) => {
    fastify.decorate(
      'exhibitorEdits',
      new ExhibitorEditRepository(
        fastify.database.db,
        fastify.database.dialect,
        fastify.catalog,
        fastify.directory,
        fastify.uploads,
      ),
    )
  },
  { name: 'exhibitorEdits', dependencies: ['database', 'catalog', 'directory'] },
)
