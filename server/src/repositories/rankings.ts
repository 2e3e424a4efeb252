import fp from 'fastify-plugin'
import type { Kysely } from 'kysely'
import type { DB } from '../db/schema.js'
import type { Billboard, HotHits, Language } from '../../../types/api.js'
import type { Clock } from '../lib/clock.js'
import { dayStartOf } from '../lib/sms.js'
import { billboardScore, countable, countViews, rank, rankChange, type ViewRecord } from '../lib/rankings.js'
import { Catalog, tr, type Edition } from './catalog.js'

/** Answers are at most this old: the rankings are recomputed when a request finds them older. */
export const RANKING_TTL_MS = 10 * 60_000
export const HOT_WINDOW_DAYS = 7
const HOT_SIZE = 10
const BILLBOARD_SIZE = 20

/** A view, or a plan add (plan: true), at the server's time. */
type Counted = ViewRecord & { plan?: boolean }

/** The language-free result of one computation, kept per edition. */
interface Computed {
  at: number
  hotExhibitors: Array<{ id: number; rank: number; views: number }>
  hotProducts: Array<{ id: number; rank: number; views: number }>
  billboard: Array<{ id: number; rank: number; score: number; views: number; planAdds: number; change: number | null }>
}

/**
 * Hot Hits and the Billboard, computed from the behaviour records (views) and the plans (adds),
 * cached per edition for RANKING_TTL_MS. A computation in progress is shared by the requests that
 * arrive meanwhile.
 */
export class RankingRepository {
  private readonly cache = new Map<number, Computed>()
  private readonly running = new Map<number, Promise<Computed>>()

  constructor(
    private readonly db: Kysely<DB>,
    private readonly catalog: Catalog,
    private readonly clock: Clock,
  ) {}

  /** Drops the cache (tests that write records and want them counted at once). */
  invalidate(): void {
    this.cache.clear()
  }

  private async computed(ed: Edition): Promise<Computed> {
    const now = this.clock.now()
    const hit = this.cache.get(ed.id)
    if (hit && now - hit.at < RANKING_TTL_MS && now >= hit.at) return hit
    const pending = this.running.get(ed.id)
    if (pending) return pending
    const p = this.compute(ed, now).finally(() => this.running.delete(ed.id))
    this.running.set(ed.id, p)
    const result = await p
    this.cache.set(ed.id, result)
    return result
  }

  /**
   * The edition's views up to `until`, timed by the server (created_at): a client's TIMESTAMP says
   * whatever the client likes (views "from 2001" each counted again).
   */
  private async viewRecords(editionId: number, until: number): Promise<Counted[]> {
    const rows = await this.db
      .selectFrom('behaviour_records')
      .select(['user_id', 'target', 'company_id', 'extras', 'created_at'])
      .where('edition_id', '=', String(editionId))
      .where('action_id', '=', 'view')
      .where('user_id', '<>', '')
      .where('created_at', '<=', new Date(until).toISOString())
      .execute()
    const out: Counted[] = []
    for (const r of rows) {
      const ts = Date.parse(r.created_at)
      if (!Number.isFinite(ts)) continue
      if (r.target === 'product') {
        const id = productIdOf(r.extras)
        if (id) out.push({ userId: r.user_id, key: `p:${id}`, ts })
      } else if (r.target === 'exhibitor' && r.company_id && /^\d+$/.test(r.company_id)) {
        out.push({ userId: r.user_id, key: `c:${Number(r.company_id)}`, ts })
      }
    }
    return out
  }

  /** The edition's plan adds up to `until` (exhibitors c:, products p:), as records of who added what. */
  private async planRecords(editionId: number, until: number): Promise<Counted[]> {
    const rows = await this.db
      .selectFrom('plan_items')
      .select(['user_id', 'type', 'obj_id', 'created_at'])
      .where('edition_id', '=', editionId)
      .where('created_at', '<=', new Date(until).toISOString())
      .execute()
    return rows.flatMap((r) => {
      const ts = Date.parse(r.created_at)
      return Number.isFinite(ts)
        ? [{ userId: r.user_id, key: `${r.type === 1 ? 'c' : 'p'}:${r.obj_id}`, ts, plan: true }]
        : []
    })
  }

  /** When each visitor id got its first secret (ids without one are absent: seeded, or older). */
  private async firstSeen(userIds: string[]): Promise<Map<string, number>> {
    const out = new Map<string, number>()
    for (let i = 0; i < userIds.length; i += 500) {
      const rows = await this.db
        .selectFrom('visitor_sessions')
        .select(['user_id', (eb) => eb.fn.min('created_at').as('first')])
        .where('user_id', 'in', userIds.slice(i, i + 500))
        .groupBy('user_id')
        .execute()
      for (const r of rows) out.set(r.user_id, Number(r.first))
    }
    return out
  }

  /** Exhibitors and products of the edition that still exist (a ranking never names a deleted one). */
  private async existing(editionId: number, companyIds: number[], productIds: number[]) {
    const [companies, products] = await Promise.all([
      companyIds.length
        ? this.db
            .selectFrom('companies')
            .select('id')
            .where('edition_id', '=', editionId)
            .where('id', 'in', companyIds)
            .execute()
        : [],
      productIds.length
        ? this.db
            .selectFrom('products')
            .select('id')
            .where('edition_id', '=', editionId)
            .where('id', 'in', productIds)
            .execute()
        : [],
    ])
    return { companies: new Set(companies.map((c) => c.id)), products: new Set(products.map((p) => p.id)) }
  }

  private billboardAt(views: Map<string, number>, adds: Map<number, number>, known: Set<number>) {
    const ids = new Set<number>([...adds.keys()])
    for (const k of views.keys()) if (k.startsWith('c:')) ids.add(Number(k.slice(2)))
    return rank(
      [...ids]
        .filter((id) => known.has(id))
        .map((id) => {
          const v = views.get(`c:${id}`) ?? 0
          const a = adds.get(id) ?? 0
          return { id, score: billboardScore(v, a), ties: [a, v], views: v, planAdds: a }
        })
        .filter((x) => x.score > 0),
    )
  }

  private async compute(ed: Edition, now: number): Promise<Computed> {
    const todayStart = dayStartOf(now)
    const [views, plans] = await Promise.all([this.viewRecords(ed.id, now), this.planRecords(ed.id, now)])
    // people, not requests: throwaway ids (too young, nothing else done) count for nothing
    const firstSeen = await this.firstSeen([...new Set([...views, ...plans].map((r) => r.userId))])
    const trusted = countable([...views, ...plans], firstSeen)
    const records = trusted.filter((r) => !r.plan)
    const adds = (until: number) => {
      const out = new Map<number, number>()
      for (const r of trusted) {
        if (r.plan && r.key.startsWith('c:') && r.ts <= until) {
          const id = Number(r.key.slice(2))
          out.set(id, (out.get(id) ?? 0) + 1)
        }
      }
      return out
    }
    const addsNow = adds(now)
    const addsYesterday = adds(todayStart - 1)
    const allViews = countViews(records)
    const yesterdayViews = countViews(records.filter((r) => r.ts < todayStart))
    const weekStart = now - HOT_WINDOW_DAYS * 86_400_000
    const weekViews = countViews(records.filter((r) => r.ts > weekStart))

    const companyIds = new Set<number>([...addsNow.keys()])
    const productIds = new Set<number>()
    for (const k of allViews.keys()) (k.startsWith('c:') ? companyIds : productIds).add(Number(k.slice(2)))
    const known = await this.existing(ed.id, [...companyIds].slice(0, 5000), [...productIds].slice(0, 5000))

    const hot = (prefix: 'c:' | 'p:', exists: Set<number>) =>
      rank(
        [...weekViews]
          .filter(([k, n]) => k.startsWith(prefix) && n > 0 && exists.has(Number(k.slice(2))))
          .map(([k, n]) => ({ id: Number(k.slice(2)), score: n, ties: [] })),
      )
        .slice(0, HOT_SIZE)
        .map((x) => ({ id: x.id, rank: x.rank, views: x.score }))

    const before = new Map(this.billboardAt(yesterdayViews, addsYesterday, known.companies).map((x) => [x.id, x.rank]))
    const board = this.billboardAt(allViews, addsNow, known.companies)
      .slice(0, BILLBOARD_SIZE)
      .map((x) => ({
        id: x.id,
        rank: x.rank,
        score: x.score,
        views: x.views,
        planAdds: x.planAdds,
        change: rankChange(before.get(x.id), x.rank),
      }))
    return {
      at: now,
      hotExhibitors: hot('c:', known.companies),
      hotProducts: hot('p:', known.products),
      billboard: board,
    }
  }

  private async companies(lang: Language, ids: number[]) {
    if (!ids.length) return new Map<number, { name: string; logo: string; stand: string }>()
    const rows = await this.db
      .selectFrom('companies')
      .select(['id', 'name_zh', 'name_en', 'logo', 'stand'])
      .where('id', 'in', ids)
      .execute()
    return new Map(rows.map((r) => [r.id, { name: tr(lang, r.name_zh, r.name_en), logo: r.logo, stand: r.stand }]))
  }

  async hotHits(lang: Language, ed: Edition): Promise<HotHits> {
    const c = await this.computed(ed)
    const companies = await this.companies(
      lang,
      c.hotExhibitors.map((x) => x.id),
    )
    const productRows = c.hotProducts.length
      ? await this.db
          .selectFrom('products')
          .innerJoin('companies', 'companies.id', 'products.company_id')
          .select([
            'products.id as id',
            'products.name_zh as name_zh',
            'products.name_en as name_en',
            'products.logo as logo',
            'companies.name_zh as company_zh',
            'companies.name_en as company_en',
          ])
          .where(
            'products.id',
            'in',
            c.hotProducts.map((x) => x.id),
          )
          .execute()
      : []
    const products = new Map(productRows.map((p) => [p.id, p]))
    return {
      exhibitors: c.hotExhibitors.flatMap((x) => {
        const co = companies.get(x.id)
        return co ? [{ rank: x.rank, companyProfileId: x.id, ...co, views: x.views }] : []
      }),
      products: c.hotProducts.flatMap((x) => {
        const p = products.get(x.id)
        return p
          ? [
              {
                rank: x.rank,
                productId: x.id,
                name: tr(lang, p.name_zh, p.name_en),
                logo: p.logo,
                companyProfileName: tr(lang, p.company_zh, p.company_en),
                views: x.views,
              },
            ]
          : []
      }),
      windowDays: HOT_WINDOW_DAYS,
      computedAt: new Date(c.at).toISOString(),
    }
  }

  async billboard(lang: Language, ed: Edition): Promise<Billboard> {
    const c = await this.computed(ed)
    const companies = await this.companies(
      lang,
      c.billboard.map((x) => x.id),
    )
    return {
      list: c.billboard.flatMap((x) => {
        const co = companies.get(x.id)
        return co
          ? [
              {
                rank: x.rank,
                companyProfileId: x.id,
                ...co,
                score: x.score,
                views: x.views,
                planAdds: x.planAdds,
                change: x.change,
              },
            ]
          : []
      }),
      computedAt: new Date(c.at).toISOString(),
    }
  }
}

/** The product a product view was about (the app sends it in EXTRAS: { productId }). */
function productIdOf(extras: string | null): number | null {
  if (!extras) return null
  try {
    const v = (JSON.parse(extras) as { productId?: unknown }).productId
    const n = typeof v === 'string' && /^\d+$/.test(v) ? Number(v) : v
    return typeof n === 'number' && Number.isInteger(n) && n > 0 && n < 2_147_483_648 ? n : null
  } catch {
    return null
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    rankings: RankingRepository
  }
}

export default fp(
  async (fastify) => {
    fastify.decorate('rankings', new RankingRepository(fastify.database.db, fastify.catalog, fastify.clock))
  },
  { name: 'rankings', dependencies: ['database', 'catalog'] },
)
