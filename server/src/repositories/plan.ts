import fp from 'fastify-plugin'
import type { Kysely, Transaction } from 'kysely'
import type { DB } from '../db/schema.js'
import type { Language, PlanCompanyEntry, PlanEditionEntry } from '../../../types/api.js'
import { Catalog, tr } from './catalog.js'
import { badRequest, notFound } from '../lib/errors.js'

/** The visitor's plan (favourites): rows of (userId, type 1 exhibitor | 2 product, objId), per edition. */
export class PlanRepository {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly catalog: Catalog,
  ) {}

  async count(userId: string, exhibitionId: number): Promise<number> {
    const row = await this.db
      .selectFrom('plan_items')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('user_id', '=', userId)
      .where('exhibition_id', '=', exhibitionId)
      .executeTakeFirstOrThrow()
    return Number(row.n)
  }

  /** The caller's collected exhibitors (1) or products (2) of one edition. */
  async idsInEdition(userId: string, type: 1 | 2, editionId: number): Promise<number[]> {
    const rows = await this.db
      .selectFrom('plan_items')
      .select('obj_id')
      .where('user_id', '=', userId)
      .where('type', '=', type)
      .where('edition_id', '=', editionId)
      .execute()
    return rows.map((r) => r.obj_id)
  }

  /** How many exhibitors of an edition are in the caller's plan. */
  async exhibitorCountInEdition(userId: string, editionId: number): Promise<number> {
    const row = await this.db
      .selectFrom('plan_items')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('user_id', '=', userId)
      .where('edition_id', '=', editionId)
      .where('type', '=', 1)
      .executeTakeFirstOrThrow()
    return Number(row.n)
  }

  /**
   * The edition of each exhibitor (`1:id`) and product (`2:id`) looked up lately: a collect needs
   * it, and an exhibitor or product never moves to another edition (edits change names and texts).
   */
  private editionCache = new Map<string, number>()

  /** Finds the edition of an exhibitor or product; it must belong to the exhibition and be viewable. */
  async editionOf(type: 1 | 2, objId: number, exhibitionId: number): Promise<number | null> {
    const key = `${type}:${objId}`
    let editionId = this.editionCache.get(key)
    if (editionId === undefined) {
      const row =
        type === 1
          ? await this.db.selectFrom('companies').select('edition_id').where('id', '=', objId).executeTakeFirst()
          : await this.db.selectFrom('products').select('edition_id').where('id', '=', objId).executeTakeFirst()
      if (!row) return null
      editionId = row.edition_id
      if (this.editionCache.size >= 50_000) this.editionCache.clear()
      this.editionCache.set(key, editionId)
    }
    const ed = this.catalog.editions.get(editionId)
    if (!ed || ed.exhibition_id !== exhibitionId || !this.catalog.isViewable(ed)) return null
    return ed.id
  }

  /** Idempotent collect / uncollect; keeps the objects' collect_count in step. */
  async set(
    userId: string,
    exhibitionId: number,
    type: 1 | 2,
    objId: number,
    collected: 0 | 1,
    now: string,
  ): Promise<void> {
    const editionId = await this.editionOf(type, objId, exhibitionId)
    if (editionId === null) throw notFound(type === 1 ? 'exhibitorNotFound' : 'productNotFound')
    await this.db
      .transaction()
      .execute((trx) => this.apply(trx, userId, exhibitionId, editionId, type, objId, collected, now))
  }

  /**
   * Several toggles (the app path), all or nothing: every target must exist in the exhibition, and
   * they are written in one transaction. Returns how many were applied.
   */
  async setMany(
    userId: string,
    exhibitionId: number,
    items: Array<{ type: 1 | 2; objId: number; isCollected: 0 | 1 }>,
    now: string,
  ): Promise<number> {
    const editions: number[] = []
    for (const i of items) {
      const editionId = await this.editionOf(i.type, i.objId, exhibitionId)
      if (editionId === null) throw badRequest(i.type === 1 ? 'exhibitorNotFound' : 'productNotFound')
      editions.push(editionId)
    }
    await this.db.transaction().execute(async (trx) => {
      for (const [n, i] of items.entries()) {
        await this.apply(trx, userId, exhibitionId, editions[n]!, i.type, i.objId, i.isCollected, now)
      }
    })
    return items.length
  }

  private async apply(
    trx: Transaction<DB>,
    userId: string,
    exhibitionId: number,
    editionId: number,
    type: 1 | 2,
    objId: number,
    collected: 0 | 1,
    now: string,
  ): Promise<void> {
    const table = type === 1 ? 'companies' : 'products'
    if (collected === 1) {
      const res = await trx
        .insertInto('plan_items')
        .values({
          user_id: userId,
          exhibition_id: exhibitionId,
          edition_id: editionId,
          type,
          obj_id: objId,
          created_at: now,
        })
        .onConflict((oc) => oc.columns(['user_id', 'type', 'obj_id']).doNothing())
        .executeTakeFirst()
      if (Number(res.numInsertedOrUpdatedRows ?? 0) > 0) {
        await trx
          .updateTable(table)
          .set((eb) => ({ collect_count: eb('collect_count', '+', 1) }))
          .where('id', '=', objId)
          .execute()
      }
    } else {
      const res = await trx
        .deleteFrom('plan_items')
        .where('user_id', '=', userId)
        .where('type', '=', type)
        .where('obj_id', '=', objId)
        .executeTakeFirst()
      if (Number(res.numDeletedRows) > 0) {
        await trx
          .updateTable(table)
          .set((eb) => ({ collect_count: eb('collect_count', '-', 1) }))
          .where('id', '=', objId)
          .where('collect_count', '>', 0)
          .execute()
      }
    }
  }

  /** Editions (newest first) with collected exhibitors, and collected products nested under their exhibitor. */
  async list(lang: Language, userId: string, exhibitionId: number): Promise<PlanEditionEntry[]> {
    const items = await this.db
      .selectFrom('plan_items')
      .select(['type', 'obj_id', 'edition_id', 'created_at', 'seen_at'])
      .where('user_id', '=', userId)
      .where('exhibition_id', '=', exhibitionId)
      .orderBy('created_at')
      .execute()
    if (!items.length) return []
    const companyIds = items.filter((i) => i.type === 1).map((i) => i.obj_id)
    const productIds = items.filter((i) => i.type === 2).map((i) => i.obj_id)
    const products = productIds.length
      ? await this.db
          .selectFrom('products')
          .select(['id', 'name_zh', 'name_en', 'logo', 'company_id', 'edition_id'])
          .where('id', 'in', productIds)
          // a product its exhibitor hid leaves visitors' plans with it (it comes back if shown again)
          .where('hidden', '=', 0)
          .execute()
      : []
    const allCompanyIds = [...new Set([...companyIds, ...products.map((p) => p.company_id)])]
    const companies = allCompanyIds.length
      ? await this.db
          .selectFrom('companies')
          .select(['id', 'name_zh', 'name_en', 'logo', 'stand', 'edition_id', 'edited_at'])
          .where('id', 'in', allCompanyIds)
          .execute()
      : []
    const cmap = new Map(companies.map((c) => [c.id, c]))
    const collectedCompanies = new Set(companyIds)
    // "updated": its exhibitor changed it after the visitor last saw it (opened it, or added it)
    const productCompany = new Map(products.map((p) => [p.id, p.company_id]))
    const seen = new Map<number, string>()
    for (const i of items) {
      const companyId = i.type === 1 ? i.obj_id : productCompany.get(i.obj_id)
      if (companyId === undefined) continue
      const at = i.seen_at ?? i.created_at
      if (at > (seen.get(companyId) ?? '')) seen.set(companyId, at)
    }
    const updated = (c: { id: number; edited_at: string | null }): 0 | 1 =>
      c.edited_at && c.edited_at > (seen.get(c.id) ?? '') ? 1 : 0
    const byEdition = new Map<number, Map<number, PlanCompanyEntry>>()
    const entry = (companyId: number): PlanCompanyEntry | null => {
      const c = cmap.get(companyId)
      if (!c) return null
      let eds = byEdition.get(c.edition_id)
      if (!eds) byEdition.set(c.edition_id, (eds = new Map()))
      let e = eds.get(c.id)
      if (!e) {
        e = {
          companyProfileId: c.id,
          companyProfileName: tr(lang, c.name_zh, c.name_en),
          logo: c.logo,
          stand: c.stand,
          collected: collectedCompanies.has(c.id) ? 1 : 0,
          updated: updated(c),
          productList: [],
        }
        eds.set(c.id, e)
      }
      return e
    }
    for (const id of companyIds) entry(id)
    const pmap = new Map(products.map((p) => [p.id, p]))
    for (const id of productIds) {
      const p = pmap.get(id)
      if (!p) continue
      entry(p.company_id)?.productList.push({
        productId: p.id,
        productName: tr(lang, p.name_zh, p.name_en),
        logo: p.logo,
      })
    }
    const ex = this.catalog.exhibitions.get(exhibitionId)!
    return [...byEdition.entries()]
      .filter(([edId]) => {
        const ed = this.catalog.editions.get(edId)
        return !!ed && this.catalog.isViewable(ed)
      })
      .sort((a, b) => this.catalog.editions.get(b[0])!.year - this.catalog.editions.get(a[0])!.year)
      .map(([edId, cs]) => ({
        eventEditionId: edId,
        eventEditionName: this.catalog.editionName(lang, edId),
        eventCode: ex.code,
        companyProfileList: [...cs.values()],
      }))
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    plans: PlanRepository
  }
}

export default fp(
  async (fastify) => {
    fastify.decorate('plans', new PlanRepository(fastify.database.db, fastify.catalog))
  },
  { name: 'plans', dependencies: ['database', 'catalog'] },
)
