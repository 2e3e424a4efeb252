import fp from 'fastify-plugin'
import { sql, type Kysely, type SqlBool } from 'kysely'
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

  /** The further contact phones of an exhibitor (the organiser's list), in the order added. */
  async furtherContacts(companyId: number): Promise<string[]> {
    const rows = await this.db
      .selectFrom('company_contacts')
      .select('phone')
      .where('company_id', '=', companyId)
      .execute()
    return rows.map((r) => r.phone)
  }

  /** The organiser lets `phone` edit the exhibitor (a further contact; nothing when it already is). */
  async addContact(companyId: number, phone: string): Promise<void> {
    await this.db
      .insertInto('company_contacts')
      .values({ company_id: companyId, phone })
      .onConflict((oc) => oc.columns(['company_id', 'phone']).doNothing())
      .execute()
  }

  async removeContact(companyId: number, phone: string): Promise<void> {
    await this.db
      .deleteFrom('company_contacts')
      .where('company_id', '=', companyId)
      .where('phone', '=', phone)
      .execute()
  }

  /**
   * Exhibitors of an edition for the organiser's phones page: by name (Chinese, English, pinyin as
   * the directory's search text has it), stand, code or id; hidden ones too (the organiser's rows).
   */
  async findExhibitors(
    editionId: number,
    query: string,
    limit = 20,
  ): Promise<
    { id: number; edition_id: number; name_zh: string; name_en: string; stand: string; code: string | null }[]
  > {
    const q = query.trim().toLowerCase()
    let select = this.db
      .selectFrom('companies')
      .select(['id', 'edition_id', 'name_zh', 'name_en', 'stand', 'code'])
      .where('edition_id', '=', editionId)
    if (q) {
      // the wildcards in the text taken literally (escaped with \)
      const pattern = `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`
      const like = (column: string) => sql<SqlBool>`lower(coalesce(${sql.ref(column)}, '')) LIKE ${pattern} ESCAPE '\\'`
      select = select.where((eb) =>
        eb.or([
          ...['name_zh', 'name_en', 'search_text', 'stand', 'code'].map(like),
          ...(/^\d{1,9}$/.test(q) ? [eb('id', '=', Number(q))] : []),
        ]),
      )
    }
    return select.orderBy('sort_weight', 'desc').orderBy('id').limit(limit).execute()
  }

  /** An exhibitor as the organiser's phones page shows it, with its published contact phone. */
  async exhibitorWithContact(id: number) {
    return this.db
      .selectFrom('companies')
      .select(['id', 'edition_id', 'name_zh', 'name_en', 'stand', 'code', 'contact_phone'])
      .where('id', '=', id)
      .executeTakeFirst()
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
