import fp from 'fastify-plugin'
import type { Kysely, Selectable } from 'kysely'
import type { DB, EnquiriesTable } from '../db/schema.js'
import type { EnquiryStatus } from '../../../types/api.js'
import { notFound } from '../lib/errors.js'

export type Enquiry = Selectable<EnquiriesTable>

export interface EnquiryListFilter {
  exhibitionId: number
  /** only this poster's RFQs, any status; else every RFQ that is not closed */
  mineOf?: string
  categoryIds?: number[]
  pageNo: number
  pageSize: number
}

export interface NewEnquiry {
  userId: string
  exhibitionId: number
  description: string
  price: number
  quantity: number
  message: string
  region: string
  contact: string
  contactPhone: string
  pictures: string[]
  companyId: number | null
  categoryIds: number[]
}

/**
 * The enquiry pool (RFQ). Statuses: OPEN → RESPONDED (first message) → CLOSED (by the poster).
 * A poster's email is never stored here.
 */
export class EnquiryRepository {
  constructor(private readonly db: Kysely<DB>) {}

  async list(f: EnquiryListFilter): Promise<{ rows: Enquiry[]; total: number; hasMore: boolean }> {
    let q = this.db.selectFrom('enquiries').where('exhibition_id', '=', f.exhibitionId)
    q = f.mineOf !== undefined ? q.where('user_id', '=', f.mineOf) : q.where('status', '!=', 'CLOSED')
    if (f.categoryIds?.length) {
      q = q.where(
        'id',
        'in',
        this.db.selectFrom('enquiry_categories').select('enquiry_id').where('category_id', 'in', f.categoryIds),
      )
    }
    const [rows, total] = await Promise.all([
      q
        .selectAll()
        .orderBy('id', 'desc')
        .limit(f.pageSize + 1)
        .offset((f.pageNo - 1) * f.pageSize)
        .execute(),
      q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    ])
    return { rows: rows.slice(0, f.pageSize), total: Number(total.n), hasMore: rows.length > f.pageSize }
  }

  /** An enquiry by id; throws 'The enquiry does not exist'. */
  async get(id: number): Promise<Enquiry> {
    const e = await this.db.selectFrom('enquiries').selectAll().where('id', '=', id).executeTakeFirst()
    if (!e) throw notFound('enquiryNotFound')
    return e
  }

  async countView(id: number): Promise<void> {
    await this.db
      .updateTable('enquiries')
      .set((eb) => ({ views: eb('views', '+', 1) }))
      .where('id', '=', id)
      .execute()
  }

  /** Category ids of each enquiry. */
  async categoryIdsOf(ids: number[]): Promise<Map<number, number[]>> {
    const out = new Map<number, number[]>()
    if (!ids.length) return out
    const rows = await this.db.selectFrom('enquiry_categories').selectAll().where('enquiry_id', 'in', ids).execute()
    for (const r of rows) out.set(r.enquiry_id, [...(out.get(r.enquiry_id) ?? []), r.category_id])
    return out
  }

  /** The enquiries among `ids` this visitor liked. */
  async likedBy(userId: string | null, ids: number[]): Promise<Set<number>> {
    if (!userId || !ids.length) return new Set()
    const rows = await this.db
      .selectFrom('enquiry_likes')
      .select('enquiry_id')
      .where('user_id', '=', userId)
      .where('enquiry_id', 'in', ids)
      .execute()
    return new Set(rows.map((r) => r.enquiry_id))
  }

  /** The visitor posted the enquiry or has written to it (so may see the contact's number). */
  async hasContacted(userId: string | null, e: Enquiry): Promise<boolean> {
    if (!userId) return false
    if (e.user_id === userId) return true
    const m = await this.db
      .selectFrom('enquiry_messages')
      .select('id')
      .where('enquiry_id', '=', e.id)
      .where('user_id', '=', userId)
      .limit(1)
      .executeTakeFirst()
    return !!m
  }

  async create(n: NewEnquiry, now: string): Promise<number> {
    return this.db.transaction().execute(async (trx) => {
      const row = await trx
        .insertInto('enquiries')
        .values({
          user_id: n.userId,
          exhibition_id: n.exhibitionId,
          description: n.description,
          price: n.price,
          quantity: n.quantity,
          message: n.message,
          region: n.region,
          contact: n.contact,
          contact_phone: n.contactPhone,
          pictures: JSON.stringify(n.pictures),
          status: 'OPEN',
          company_id: n.companyId,
          views: 0,
          interested_count: 0,
          created_at: now,
          updated_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow()
      const id = Number(row.id)
      const cats = [...new Set(n.categoryIds)]
      if (cats.length)
        await trx
          .insertInto('enquiry_categories')
          .values(cats.map((category_id) => ({ enquiry_id: id, category_id })))
          .execute()
      return id
    })
  }

  /** Like (idempotent) or undo; returns the enquiry's interested count after it. */
  async setLike(enquiryId: number, userId: string, like: 0 | 1, now: string): Promise<number> {
    return this.db.transaction().execute(async (trx) => {
      if (like === 1) {
        await trx
          .insertInto('enquiry_likes')
          .values({ enquiry_id: enquiryId, user_id: userId, created_at: now })
          .onConflict((oc) => oc.columns(['enquiry_id', 'user_id']).doNothing())
          .execute()
      } else {
        await trx
          .deleteFrom('enquiry_likes')
          .where('enquiry_id', '=', enquiryId)
          .where('user_id', '=', userId)
          .execute()
      }
      const n = await trx
        .selectFrom('enquiry_likes')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('enquiry_id', '=', enquiryId)
        .executeTakeFirstOrThrow()
      await trx
        .updateTable('enquiries')
        .set({ interested_count: Number(n.n) })
        .where('id', '=', enquiryId)
        .execute()
      return Number(n.n)
    })
  }

  /** A reply to an enquiry; the first one moves it from OPEN to RESPONDED. */
  async addMessage(e: Enquiry, userId: string, content: string, now: string): Promise<number> {
    return this.db.transaction().execute(async (trx) => {
      const row = await trx
        .insertInto('enquiry_messages')
        .values({ enquiry_id: e.id, user_id: userId, content, created_at: now })
        .returning('id')
        .executeTakeFirstOrThrow()
      if (e.status === 'OPEN')
        await trx
          .updateTable('enquiries')
          .set({ status: 'RESPONDED' satisfies EnquiryStatus, updated_at: now })
          .where('id', '=', e.id)
          .execute()
      return Number(row.id)
    })
  }

  async close(id: number, now: string): Promise<void> {
    await this.db
      .updateTable('enquiries')
      .set({ status: 'CLOSED' satisfies EnquiryStatus, updated_at: now })
      .where('id', '=', id)
      .execute()
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    enquiries: EnquiryRepository
  }
}

export default fp(
  async (fastify) => {
    fastify.decorate('enquiries', new EnquiryRepository(fastify.database.db))
  },
  { name: 'enquiries', dependencies: ['database'] },
)
