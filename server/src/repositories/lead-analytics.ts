import fp from 'fastify-plugin'
import { sql, type Kysely } from 'kysely'
import type { DB } from '../db/schema.js'
import type * as C from '../../../types/api/leads.js'

type Metric = keyof C.LeadAnalyticsCounts
const METRICS: Metric[] = [
  'views',
  'productViews',
  'planAdds',
  'rfqs',
  'scans',
  'consults',
  'routeStops',
  'mapOpens',
  'meetings',
]
const zero = (): C.LeadAnalyticsCounts => ({
  views: 0,
  productViews: 0,
  planAdds: 0,
  rfqs: 0,
  scans: 0,
  consults: 0,
  routeStops: 0,
  mapOpens: 0,
  meetings: 0,
})
/** behaviour actions counted, and the figure each feeds (the app records route stops and map opens) */
const BEHAVIOUR: Record<string, Metric> = { view: 'views', consult: 'consults', route: 'routeStops', map: 'mapOpens' }
/**
 * How long counted figures are reused: the issue allows 15 minutes; 5 keeps them well inside it
 * while one count of an edition serves all its exhibitors' requests in between.
 */
export const ANALYTICS_CACHE_MS = 5 * 60_000
/** the day of an ISO time, in SQL (both engines) */
const dayOf = (column: string) => sql<string>`substr(${sql.ref(column)}, 1, 10)`

/** The median of whole counts; an even number of exhibitors takes the mean of the middle two. */
export function median(values: number[]): number {
  if (!values.length) return 0
  const s = [...values].sort((a, b) => a - b)
  const mid = s.length >> 1
  return s.length % 2 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2
}

/**
 * What the show brought an exhibitor (issue 28 item 5): per day and in total, its page and product
 * views, consults, route stops and map opens (behaviour records), plan adds (plan table), RFQs,
 * badge scans and meetings requested, each beside the median
 * exhibitor of its hall and of its show (every exhibitor of the edition counts, those with nothing
 * as 0). Counts only: no query here reads who did anything.
 */
interface EditionCounts {
  at: number
  countedAt: string
  companies: { id: number; hall_id: number }[]
  table: Map<number, Map<string, C.LeadAnalyticsCounts>>
}

export class LeadAnalyticsRepository {
  /** per edition: its exhibitors' counts, reused for ANALYTICS_CACHE_MS */
  private readonly cache = new Map<number, EditionCounts>()
  constructor(private readonly db: Kysely<DB>) {}

  async of(companyId: number, now: string): Promise<C.LeadAnalytics | null> {
    const me = await this.db
      .selectFrom('companies')
      .select(['edition_id', 'hall_id'])
      .where('id', '=', companyId)
      .executeTakeFirst()
    if (!me) return null
    const nowMs = Date.parse(now)
    let counted = this.cache.get(me.edition_id)
    // counted again once older than the cache allows (or when the clock went back)
    if (!counted || nowMs - counted.at >= ANALYTICS_CACHE_MS || nowMs < counted.at) {
      counted = await this.count(me.edition_id, nowMs, now)
      this.cache.set(me.edition_id, counted)
    }
    const { companies, table } = counted
    const ids = companies.map((c) => c.id)
    const hall = companies.filter((c) => c.hall_id === me.hall_id).map((c) => c.id)
    const countsOf = (company: number, day: string | null): C.LeadAnalyticsCounts => {
      const days = table.get(company)
      if (!days) return zero()
      if (day !== null) return days.get(day) ?? zero()
      const sum = zero()
      for (const c of days.values()) for (const m of METRICS) sum[m] += c[m]
      return sum
    }
    const medianOf = (group: number[], day: string | null): C.LeadAnalyticsCounts => {
      const all = group.map((id) => countsOf(id, day))
      const out = zero()
      for (const m of METRICS) out[m] = median(all.map((c) => c[m]))
      return out
    }
    const row = (day: string | null): C.LeadAnalyticsRow => ({
      mine: countsOf(companyId, day),
      hallMedian: medianOf(hall, day),
      showMedian: medianOf(ids, day),
    })
    const days = [...new Set([...table.values()].flatMap((d) => [...d.keys()]))].sort()
    return { total: row(null), days: days.map((day) => ({ day, ...row(day) })), countedAt: counted.countedAt }
  }

  /** Counts every exhibitor of the edition, per day, from the behaviour records and the tables. */
  private async count(editionId: number, at: number, countedAt: string): Promise<EditionCounts> {
    const companies = await this.db
      .selectFrom('companies')
      .select(['id', 'hall_id'])
      .where('edition_id', '=', editionId)
      .execute()
    // the edition's exhibitors as a subquery: a show has more of them than SQLite takes as parameters
    const ofEdition = this.db.selectFrom('companies').select('id').where('edition_id', '=', editionId)
    // company → day → counts
    const table = new Map<number, Map<string, C.LeadAnalyticsCounts>>()
    const add = (company: number, day: string, metric: Metric, n: number) => {
      let days = table.get(company)
      if (!days) table.set(company, (days = new Map()))
      let counts = days.get(day)
      if (!counts) days.set(day, (counts = zero()))
      counts[metric] += Number(n)
    }

    const [views, planCompany, planProduct, rfqs, scans, meetings] = await Promise.all([
      this.db
        .selectFrom('behaviour_records')
        .select(['company_id', 'target', dayOf('created_at').as('day'), (eb) => eb.fn.countAll<number>().as('n')])
        .select('action_id')
        .where('action_id', 'in', Object.keys(BEHAVIOUR))
        .where('target', 'in', ['exhibitor', 'product'])
        .where(
          'company_id',
          'in',
          this.db
            .selectFrom('companies')
            .select(sql<string>`cast(id as text)`.as('cid'))
            .where('edition_id', '=', editionId),
        )
        .groupBy(['company_id', 'target', 'action_id', dayOf('created_at')])
        .execute(),
      this.db
        .selectFrom('plan_items')
        .select(['obj_id as company_id', dayOf('created_at').as('day'), (eb) => eb.fn.countAll<number>().as('n')])
        .where('type', '=', 1)
        .where('edition_id', '=', editionId)
        .groupBy(['obj_id', dayOf('created_at')])
        .execute(),
      this.db
        .selectFrom('plan_items')
        .innerJoin('products', 'products.id', 'plan_items.obj_id')
        .select([
          'products.company_id as company_id',
          dayOf('plan_items.created_at').as('day'),
          (eb) => eb.fn.countAll<number>().as('n'),
        ])
        .where('plan_items.type', '=', 2)
        .where('products.company_id', 'in', ofEdition)
        .groupBy(['products.company_id', dayOf('plan_items.created_at')])
        .execute(),
      this.db
        .selectFrom('enquiries')
        .select(['company_id', dayOf('created_at').as('day'), (eb) => eb.fn.countAll<number>().as('n')])
        .where('company_id', 'in', ofEdition)
        .groupBy(['company_id', dayOf('created_at')])
        .execute(),
      this.db
        .selectFrom('leads')
        .select(['company_id', dayOf('scanned_at').as('day'), (eb) => eb.fn.countAll<number>().as('n')])
        .where('company_id', 'in', ofEdition)
        .groupBy(['company_id', dayOf('scanned_at')])
        .execute(),
      this.db
        .selectFrom('meetings')
        .select(['company_id', dayOf('created_at').as('day'), (eb) => eb.fn.countAll<number>().as('n')])
        .where('edition_id', '=', editionId)
        .groupBy(['company_id', dayOf('created_at')])
        .execute(),
    ])
    for (const r of views) {
      const metric = BEHAVIOUR[r.action_id]!
      // a product's page opened is a product view; its consult counts for the exhibitor as one
      add(Number(r.company_id), r.day, metric === 'views' && r.target === 'product' ? 'productViews' : metric, r.n)
    }
    for (const r of planCompany) add(Number(r.company_id), r.day, 'planAdds', r.n)
    for (const r of planProduct) add(Number(r.company_id), r.day, 'planAdds', r.n)
    for (const r of rfqs) if (r.company_id !== null) add(r.company_id, r.day, 'rfqs', r.n)
    for (const r of scans) add(r.company_id, r.day, 'scans', r.n)
    for (const r of meetings) add(r.company_id, r.day, 'meetings', r.n)

    return { at, countedAt, companies, table }
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    leadAnalytics: LeadAnalyticsRepository
  }
}

export default fp(
  async (fastify) => {
    fastify.decorate('leadAnalytics', new LeadAnalyticsRepository(fastify.database.db))
  },
  { name: 'lead-analytics', dependencies: ['database'] },
)
