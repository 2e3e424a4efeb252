import fp from 'fastify-plugin'
import type { Kysely, Selectable } from 'kysely'
import type { CategoriesTable, DB, EditionsTable, ExhibitionsTable, HallsTable, TagsTable } from '../db/schema.js'
import type { Language } from '../../../types/api.js'
import { ApiError, eventNotViewable } from '../lib/errors.js'

export type Edition = Selectable<EditionsTable>
export type Exhibition = Selectable<ExhibitionsTable>
export type Category = Selectable<CategoriesTable>

/** Picks the text of a _zh / _en column pair for a language. */
export function tr(lang: Language, zh: string, en: string): string {
  return lang === 'EN' ? en || zh : zh || en
}

/**
 * The small reference tables (exhibitions, editions, halls, categories, tags) kept in memory:
 * they change only with a re-seed, and every directory call needs them.
 */
export class Catalog {
  exhibitions = new Map<number, Exhibition>()
  exhibitionsByCode = new Map<string, Exhibition>()
  editions = new Map<number, Edition>()
  halls = new Map<number, Selectable<HallsTable>>()
  categories = new Map<number, Category>()
  childrenOf = new Map<number, Category[]>()
  tags = new Map<number, Selectable<TagsTable>>()

  constructor(private readonly db: Kysely<DB>) {}

  async load(): Promise<void> {
    const [ex, ed, halls, cats, tags] = await Promise.all([
      this.db.selectFrom('exhibitions').selectAll().execute(),
      this.db.selectFrom('editions').selectAll().orderBy('year').execute(),
      this.db.selectFrom('halls').selectAll().orderBy('id').execute(),
      this.db.selectFrom('categories').selectAll().orderBy('sort').orderBy('id').execute(),
      this.db.selectFrom('tags').selectAll().orderBy('id').execute(),
    ])
    this.exhibitions = new Map(ex.map((e) => [e.id, e]))
    this.exhibitionsByCode = new Map(ex.map((e) => [e.code.toUpperCase(), e]))
    this.editions = new Map(ed.map((e) => [e.id, e]))
    this.halls = new Map(halls.map((h) => [h.id, h]))
    this.categories = new Map(cats.map((c) => [c.id, c]))
    this.childrenOf = new Map()
    for (const c of cats) {
      if (c.parent_id !== null) {
        const list = this.childrenOf.get(c.parent_id) ?? []
        list.push(c)
        this.childrenOf.set(c.parent_id, list)
      }
    }
    this.tags = new Map(tags.map((t) => [t.id, t]))
  }

  /**
   * Refuses a visitor's write (plan, reminder, RFQ, pre-registration, booking) in an edition the
   * organiser closed in the console (issue 26): 409 EDITION_CLOSED with the bilingual reason.
   * Reading stays open: a closed show's directory and agenda are still there to look at.
   */
  assertOpen(ed: Edition): Edition {
    if (ed.closed === 1) throw new ApiError('schedule.editionClosed', 409, 'EDITION_CLOSED')
    return ed
  }

  isViewable(ed: Edition): boolean {
    const ex = this.exhibitions.get(ed.exhibition_id)
    return !!ex && ex.viewable === 1 && ed.viewable === 1
  }

  /** A viewable exhibition by code; default (no code): the first viewable one. Throws 展会不存在或当前不可查看. */
  exhibition(code: string | undefined | null): Exhibition {
    let ex: Exhibition | undefined
    if (code) ex = this.exhibitionsByCode.get(code.toUpperCase())
    else ex = [...this.exhibitions.values()].find((e) => e.viewable === 1)
    if (!ex || ex.viewable !== 1) throw eventNotViewable()
    return ex
  }

  /** The edition a call is about: eventEditionId if given (it must belong to eventCode's exhibition when both are given), else the current edition of eventCode. */
  edition(eventCode: string | undefined | null, eventEditionId?: number | null): Edition {
    if (eventEditionId) {
      const ed = this.editions.get(eventEditionId)
      if (!ed || !this.isViewable(ed)) throw eventNotViewable()
      if (eventCode && this.exhibition(eventCode).id !== ed.exhibition_id) throw eventNotViewable()
      return ed
    }
    const ex = this.exhibition(eventCode)
    const eds = this.editionsOf(ex.id)
    const cur = eds.find((e) => e.is_current === 1) ?? eds[eds.length - 1]
    if (!cur) throw eventNotViewable()
    return cur
  }

  /** Viewable editions of an exhibition, oldest first. */
  editionsOf(exhibitionId: number): Edition[] {
    return [...this.editions.values()].filter((e) => e.exhibition_id === exhibitionId && this.isViewable(e))
  }

  editionName(lang: Language, id: number): string {
    const ed = this.editions.get(id)
    return ed ? tr(lang, ed.name_zh, ed.name_en) : ''
  }

  hallName(lang: Language, id: number): string {
    const h = this.halls.get(id)
    return h ? tr(lang, h.name_zh, h.name_en) : ''
  }

  /** Category ids expanded: a parent id stands for itself and all its children. */
  expandCategories(ids: number[]): number[] {
    const out = new Set<number>()
    for (const id of ids) {
      out.add(id)
      for (const c of this.childrenOf.get(id) ?? []) out.add(c.id)
    }
    return [...out]
  }

  roots(): Category[] {
    return [...this.categories.values()].filter((c) => c.parent_id === null)
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    catalog: Catalog
  }
}

export default fp(
  async (fastify) => {
    const catalog = new Catalog(fastify.database.db)
    await catalog.load()
    // an import in another server process changed the tables (lib/import/server.ts)
    fastify.cacheBus.subscribe((e) => {
      if (e.kind === 'catalog' || e.kind === 'resync')
        catalog.load().catch((err: Error) => fastify.log.warn({ err: err.message }, 'catalog reload failed'))
    })
    fastify.decorate('catalog', catalog)
  },
  { name: 'catalog', dependencies: ['database', 'cache-bus'] },
)
