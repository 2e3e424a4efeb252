import fp from 'fastify-plugin'
import { sql, type Kysely } from 'kysely'
import type { DB } from '../db/schema.js'
import type { ExhibitorStats } from '../../../types/api.js'

/**
 * Exhibitor self-service (issue 14): who may edit an exhibitor (its contact phones), the organiser's
 * contact for a phone of no exhibitor, what visitors did with an exhibitor (totals only), and which
 * plan entries a visitor has seen since their exhibitor last edited them. The writes to exhibitors
 * and products themselves are the directory repository's (they go with its cache invalidation).
 */
export class SelfServiceRepository {
  constructor(private readonly db: Kysely<DB>) {}

  /** Every contact phone of an exhibitor: its published contact phone, then the further ones. */
  async contactPhones(companyId: number): Promise<string[]> {
    const [company, more] = await Promise.all([
      this.db.selectFrom('companies').select('contact_phone').where('id', '=', companyId).executeTakeFirst(),
      this.db.selectFrom('company_contacts').select('phone').where('company_id', '=', companyId).execute(),
    ])
    return [...(company ? [company.contact_phone] : []), ...more.map((m) => m.phone)]
  }

  /** The exhibitors a phone is a contact of, by id. */
  async companyIdsOfPhone(phone: string): Promise<number[]> {
    const [published, more] = await Promise.all([
      this.db.selectFrom('companies').select('id').where('contact_phone', '=', phone).execute(),
      this.db.selectFrom('company_contacts').select('company_id').where('phone', '=', phone).execute(),
    ])
    return [...new Set([...published.map((r) => r.id), ...more.map((r) => r.company_id)])].sort((a, b) => a - b)
  }

  async organiserContact(exhibitionId: number): Promise<{ tel: string; email: string } | null> {
    const row = await this.db
      .selectFrom('organiser_contacts')
      .select(['tel', 'email'])
      .where('exhibition_id', '=', exhibitionId)
      .executeTakeFirst()
    return row ?? null
  }

  /** Totals of what visitors did with an exhibitor and its products; never who did it. */
  async stats(companyId: number): Promise<ExhibitorStats> {
    const [company, products, planAdds, productPlanAdds, rfqs] = await Promise.all([
      this.db.selectFrom('companies').select('view_count').where('id', '=', companyId).executeTakeFirst(),
      this.db
        .selectFrom('products')
        .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('view_count'), sql<number>`0`).as('n'))
        .where('company_id', '=', companyId)
        .executeTakeFirst(),
      this.db
        .selectFrom('plan_items')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('type', '=', 1)
        .where('obj_id', '=', companyId)
        .executeTakeFirst(),
      this.db
        .selectFrom('plan_items')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('type', '=', 2)
        .where('obj_id', 'in', this.db.selectFrom('products').select('id').where('company_id', '=', companyId))
        .executeTakeFirst(),
      this.db
        .selectFrom('enquiries')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('company_id', '=', companyId)
        .executeTakeFirst(),
    ])
    return {
      views: Number(company?.view_count ?? 0),
      productViews: Number(products?.n ?? 0),
      planAdds: Number(planAdds?.n ?? 0),
      productPlanAdds: Number(productPlanAdds?.n ?? 0),
      rfqs: Number(rfqs?.n ?? 0),
    }
  }

  /** The visitor opened the exhibitor: its plan entries (it and its products) are no longer "updated". */
  async markSeen(userId: string, companyId: number, now: string): Promise<void> {
    await this.db
      .updateTable('plan_items')
      .set({ seen_at: now })
      .where('user_id', '=', userId)
      .where((eb) =>
        eb.or([
          eb.and([eb('type', '=', 1), eb('obj_id', '=', companyId)]),
          eb.and([
            eb('type', '=', 2),
            eb('obj_id', 'in', eb.selectFrom('products').select('id').where('company_id', '=', companyId)),
          ]),
        ]),
      )
      .execute()
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    selfService: SelfServiceRepository
  }
}

export default fp(
  async (fastify) => {
    fastify.decorate('selfService', new SelfServiceRepository(fastify.database.db))
  },
  { name: 'selfService', dependencies: ['database'] },
)
