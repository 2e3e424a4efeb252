import fp from 'fastify-plugin'
import type { Kysely } from 'kysely'
import type { DB } from '../db/schema.js'
import type { EditionPackVersionsTable, PackRemovalsTable } from '../db/schema-offline.js'
import { ensureVersionRow } from './pack-versions.js'
import type { EditionPack, FilterItem, Language, PackExhibitor, PackProduct, PackSession } from '../../../types/api.js'
import { tr, type Catalog, type Edition } from './catalog.js'
import type { DirectoryRepository } from './directory.js'
import type { ConferenceRepository } from './conference.js'
import type { VenueRepository } from './venue.js'
import { sessionSummary } from '../lib/session-summary.js'
import { ApiError } from '../lib/errors.js'
import { zoneName } from '../lib/venue-time.js'

type Versions = Pick<EditionPackVersionsTable, 'version' | 'floor' | 'halls_version'>

/**
 * The whole-edition pack (issue 16, item 4): the edition's exhibitors, products, category tree,
 * sessions and floor plans as public list entries, whole or as the changes since a version the
 * device holds. Nothing in it depends on who asks.
 */
export class OfflinePackRepository {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly catalog: Catalog,
    private readonly directory: DirectoryRepository,
    private readonly conference: ConferenceRepository,
    private readonly venue: VenueRepository,
  ) {}

  /** The edition's current versions (its row is created on first use). */
  async versions(editionId: number): Promise<Versions> {
    await ensureVersionRow(this.db, editionId)
    const row = await this.db
      .selectFrom('edition_pack_versions')
      .select(['version', 'floor', 'halls_version'])
      .where('edition_id', '=', editionId)
      .executeTakeFirstOrThrow()
    return { version: Number(row.version), floor: Number(row.floor), halls_version: Number(row.halls_version) }
  }

  /**
   * A `since` a delta can be answered from: one of this edition's versions from its floor up to now.
   * Anything else (a version of another database, of the future, older than the floor) gets the
   * full pack.
   */
  static deltaBase(since: number | undefined, v: Versions): number | null {
    if (since === undefined || since < v.floor || since > v.version) return null
    return since
  }

  /**
   * The pack at versions `v` (read them first: rows written after are at most sent twice, never
   * missed). `since` null: every entry; else the entries changed after it and the ids removed.
   */
  async pack(lang: Language, ed: Edition, v: Versions, since: number | null, now: number): Promise<EditionPack> {
    const changedAfter = since ?? -1
    const [exhibitors, products, sessions, halls, removed] = await Promise.all([
      this.exhibitors(lang, ed, changedAfter),
      this.products(lang, ed, changedAfter),
      this.sessions(lang, ed, changedAfter, now),
      since === null || v.halls_version > since ? this.halls(lang, ed) : Promise.resolve([]),
      since === null ? Promise.resolve([]) : this.removals(ed.id, since),
    ])
    const gone = (kind: PackRemovalsTable['kind']) => removed.filter((r) => r.kind === kind).map((r) => r.obj_id)
    return {
      eventCode: this.catalog.exhibitions.get(ed.exhibition_id)!.code,
      language: lang,
      version: v.version,
      since,
      generatedAt: new Date(now).toISOString(),
      edition: this.directory.summary(lang, ed),
      zone: { timeZone: ed.time_zone, timeZoneName: zoneName(ed.time_zone, lang) },
      exhibitors,
      products,
      categories: this.directory.categoryTree(lang),
      sessions,
      halls,
      removed: { exhibitors: gone('exhibitor'), products: gone('product'), sessions: gone('session') },
    }
  }

  /** Category ids per entry of a link table, for the entries a subquery names. */
  private async links(
    table: 'company_categories' | 'company_tags' | 'product_categories',
    ed: Edition,
    changedAfter: number,
  ): Promise<Map<number, number[]>> {
    const out = new Map<number, number[]>()
    const push = (id: number, value: number) => {
      const list = out.get(id)
      if (list) list.push(value)
      else out.set(id, [value])
    }
    if (table === 'product_categories') {
      const rows = await this.db
        .selectFrom('product_categories')
        .innerJoin('products', 'products.id', 'product_categories.product_id')
        .select(['product_categories.product_id as id', 'product_categories.category_id as value'])
        .where('products.edition_id', '=', ed.id)
        .where('products.pack_version', '>', changedAfter)
        .orderBy('product_categories.category_id')
        .execute()
      for (const r of rows) push(r.id, r.value)
      return out
    }
    const rows =
      table === 'company_tags'
        ? await this.db
            .selectFrom('company_tags')
            .innerJoin('companies', 'companies.id', 'company_tags.company_id')
            .select(['company_tags.company_id as id', 'company_tags.tag_id as value'])
            .where('companies.edition_id', '=', ed.id)
            .where('companies.pack_version', '>', changedAfter)
            .orderBy('company_tags.tag_id')
            .execute()
        : await this.db
            .selectFrom('company_categories')
            .innerJoin('companies', 'companies.id', 'company_categories.company_id')
            .select(['company_categories.company_id as id', 'company_categories.category_id as value'])
            .where('companies.edition_id', '=', ed.id)
            .where('companies.pack_version', '>', changedAfter)
            .orderBy('company_categories.category_id')
            .execute()
    for (const r of rows) push(r.id, r.value)
    return out
  }

  private async exhibitors(lang: Language, ed: Edition, changedAfter: number): Promise<PackExhibitor[]> {
    const [rows, categories, tags] = await Promise.all([
      this.db
        .selectFrom('companies')
        .select([
          'id',
          'name_zh',
          'name_en',
          'logo',
          'logo_w',
          'logo_h',
          'stand',
          'hall_id',
          'view_count',
          'collect_count',
        ])
        .where('edition_id', '=', ed.id)
        .where('pack_version', '>', changedAfter)
        // left out of the organiser's latest import: gone from the pack (a removal)
        .where('hidden', '=', 0)
        // the directory's default order, so a device can list the pack as it comes
        .orderBy('sort_weight', 'desc')
        .orderBy('id', 'desc')
        .execute(),
      this.links('company_categories', ed, changedAfter),
      this.links('company_tags', ed, changedAfter),
    ])
    const editionName = tr(lang, ed.name_zh, ed.name_en)
    const tagItem = new Map<number, FilterItem>()
    for (const t of this.catalog.tags.values()) tagItem.set(t.id, { id: t.id, label: tr(lang, t.name_zh, t.name_en) })
    return rows.map((r) => ({
      companyProfileId: r.id,
      companyProfileName: tr(lang, r.name_zh, r.name_en),
      logo: r.logo,
      logoWidth: r.logo_w,
      logoHeight: r.logo_h,
      stand: r.stand,
      hall: this.catalog.hallName(lang, r.hall_id),
      eventEditionId: ed.id,
      eventEditionName: editionName,
      tags: (tags.get(r.id) ?? []).map((id) => tagItem.get(id)).filter((t): t is FilterItem => !!t),
      viewCount: r.view_count,
      collectCount: r.collect_count,
      categoryIds: categories.get(r.id) ?? [],
    }))
  }

  /** Products their exhibitor shows (a withdrawn one is a removal, not an entry). */
  private async products(lang: Language, ed: Edition, changedAfter: number): Promise<PackProduct[]> {
    const [rows, categories] = await Promise.all([
      this.db
        .selectFrom('products')
        .innerJoin('companies', 'companies.id', 'products.company_id')
        .select([
          'products.id as id',
          'products.name_zh as name_zh',
          'products.name_en as name_en',
          'products.logo as logo',
          'products.logo_w as logo_w',
          'products.logo_h as logo_h',
          'products.company_id as company_id',
          'products.view_count as view_count',
          'products.collect_count as collect_count',
          'companies.name_zh as company_zh',
          'companies.name_en as company_en',
          'companies.stand as stand',
        ])
        .where('products.edition_id', '=', ed.id)
        .where('products.hidden', '=', 0)
        .where('products.pack_version', '>', changedAfter)
        .orderBy('products.sort_weight', 'desc')
        .orderBy('products.id', 'desc')
        .execute(),
      this.links('product_categories', ed, changedAfter),
    ])
    return rows.map((r) => ({
      productId: r.id,
      productName: tr(lang, r.name_zh, r.name_en),
      logo: r.logo,
      logoWidth: r.logo_w,
      logoHeight: r.logo_h,
      companyProfileId: r.company_id,
      companyProfileName: tr(lang, r.company_zh, r.company_en),
      stand: r.stand,
      eventEditionId: ed.id,
      viewCount: r.view_count,
      collectCount: r.collect_count,
      categoryIds: categories.get(r.id) ?? [],
    }))
  }

  private async sessions(lang: Language, ed: Edition, changedAfter: number, now: number): Promise<PackSession[]> {
    const rows = (await this.conference.editionSessions(ed.id)).filter((s) => s.pack_version > changedAfter)
    if (!rows.length) return []
    const ids = rows.map((s) => s.id)
    const roomIds = rows.flatMap((s) => [s.room_id, s.previous_room_id]).filter((x): x is number => x !== null)
    const [rooms, tracks, speakers] = await Promise.all([
      this.conference.roomsById(roomIds),
      this.conference.tracksById(rows.map((s) => s.track_id).filter((x): x is number => x !== null)),
      this.conference.speakersOf(ids),
    ])
    return rows.map((s) => {
      // public: no visitor's reminder flag
      const { remind: _remind, ...summary } = sessionSummary(
        lang,
        s,
        rooms,
        tracks,
        speakers.get(s.id) ?? [],
        false,
        now,
      )
      return summary
    })
  }

  /** Every hall's floor plan (stand statuses and the names on stands included). */
  private async halls(lang: Language, ed: Edition) {
    const hallIds = [...this.catalog.halls.values()].filter((h) => h.edition_id === ed.id).map((h) => h.id)
    const plans = []
    for (const hallId of hallIds) {
      try {
        plans.push(await this.venue.hallPlan(lang, ed, { hallId }))
      } catch (err) {
        // a hall without a drawn layout has no plan to carry; anything else is a real failure
        if (!(err instanceof ApiError && err.statusCode === 404)) throw err
      }
    }
    return plans
  }

  private async removals(editionId: number, since: number) {
    return this.db
      .selectFrom('pack_removals')
      .select(['kind', 'obj_id'])
      .where('edition_id', '=', editionId)
      .where('version', '>', since)
      .orderBy('obj_id')
      .execute()
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    offlinePack: OfflinePackRepository
  }
}

export default fp(
  async (fastify) => {
    fastify.decorate(
      'offlinePack',
      new OfflinePackRepository(
        fastify.database.db,
        fastify.catalog,
        fastify.directory,
        fastify.conference,
        fastify.venue,
      ),
    )
  },
  { name: 'offlinePack', dependencies: ['database', 'catalog', 'directory', 'conference', 'venue'] },
)
