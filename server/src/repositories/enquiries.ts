import fp from 'fastify-plugin'
import { sql, type Expression, type Kysely, type Selectable, type SqlBool } from 'kysely'
import type { DB, EnquiriesTable } from '../db/schema.js'
import type { DialectName } from '../db/index.js'
import { lockKey } from '../db/locks.js'
import type { EnquiryStatus } from '../../../types/api.js'
import { notFound } from '../lib/errors.js'

export type Enquiry = Selectable<EnquiriesTable>

export interface EnquiryListFilter {
  exhibitionId: number
  /** only this poster's RFQs, any status; else the pool: general RFQs that are open (not closed, not expired) */
  mineOf?: string
  categoryIds?: number[]
  /** exactly this region */
  region?: string
  /** words in the description, message or region, case-insensitive */
  keyword?: string
  /** 0 newest first, 1 most interested first */
  orderBy: 0 | 1
  /** ISO now: what has expired */
  now: string
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
  productId: number | null
  categoryIds: number[]
  expiresAt: string
}

/** An RFQ's status as callers see it: the stored one, or EXPIRED once its time has passed. */
export function statusOf(e: Pick<Enquiry, 'status' | 'expires_at'>, now: string): EnquiryStatus {
  if (e.status === 'CLOSED') return 'CLOSED'
  if (e.expires_at && e.expires_at <= now) return 'EXPIRED'
  return e.status as EnquiryStatus
}

/** `%text%` for LIKE, the wildcards in the text taken literally (escaped with \). */
function likePattern(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`
}

/**
 * The enquiry pool (RFQ). Statuses: OPEN → RESPONDED (first message) → CLOSED (by the poster), or
 * EXPIRED (by time, derived from expires_at). A poster's email is never stored here.
 */
export class EnquiryRepository {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly dialect: DialectName,
  ) {}

  async list(f: EnquiryListFilter): Promise<{ rows: Enquiry[]; total: number; hasMore: boolean }> {
    let q = this.db.selectFrom('enquiries').where('exhibition_id', '=', f.exhibitionId)
    if (f.mineOf !== undefined) q = q.where('user_id', '=', f.mineOf)
    else
      q = q
        .where('status', '!=', 'CLOSED')
        .where('company_id', 'is', null)
        .where('hidden', '=', 0)
        .where((eb) => eb.or([eb('expires_at', 'is', null), eb('expires_at', '>', f.now)]))
    if (f.categoryIds?.length) {
      q = q.where(
        'id',
        'in',
        this.db.selectFrom('enquiry_categories').select('enquiry_id').where('category_id', 'in', f.categoryIds),
      )
    }
    if (f.region) q = q.where('region', '=', f.region)
    if (f.keyword) {
      const pattern = likePattern(f.keyword)
      const like = (column: 'description' | 'message' | 'region'): Expression<SqlBool> =>
        sql<SqlBool>`lower(${sql.ref(column)}) LIKE ${pattern} ESCAPE '\\'`
      q = q.where((eb) => eb.or([like('description'), like('message'), like('region')]))
    }
    const ordered =
      f.orderBy === 1
        ? q.selectAll().orderBy('interested_count', 'desc').orderBy('id', 'desc')
        : // newest by posting time: ids follow insertion order, not posting order (seeded RFQs were
          // inserted newest first; an import would be any order); equal times keep the later id first
          q.selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc')
    const [rows, total] = await Promise.all([
      ordered
        .limit(f.pageSize + 1)
        .offset((f.pageNo - 1) * f.pageSize)
        .execute(),
      q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    ])
    return { rows: rows.slice(0, f.pageSize), total: Number(total.n), hasMore: rows.length > f.pageSize }
  }

  /** The regions of the pool's RFQs (as list() without filters sees them), most used first. */
  async regions(exhibitionId: number, now: string, limit = 50): Promise<Array<{ region: string; count: number }>> {
    const rows = await this.db
      .selectFrom('enquiries')
      .select(['region', (eb) => eb.fn.countAll<number>().as('n')])
      .where('exhibition_id', '=', exhibitionId)
      .where('status', '!=', 'CLOSED')
      .where('company_id', 'is', null)
      .where((eb) => eb.or([eb('expires_at', 'is', null), eb('expires_at', '>', now)]))
      .groupBy('region')
      .orderBy('n', 'desc')
      .orderBy('region')
      .limit(limit)
      .execute()
    return rows.map((r) => ({ region: r.region, count: Number(r.n) }))
  }

  /** An enquiry by id; throws 'The enquiry does not exist'. */
  async get(id: number): Promise<Enquiry> {
    const e = await this.db.selectFrom('enquiries').selectAll().where('id', '=', id).executeTakeFirst()
    if (!e) throw notFound('enquiryNotFound')
    return e
  }

  /**
   * Counts a view once per viewer per day: true when this was the viewer's first view today (the
   * count went up).
   */
  async countView(id: number, viewer: string, day: string): Promise<boolean> {
    return this.db.transaction().execute(async (trx) => {
      const res = await trx
        .insertInto('enquiry_views')
        .values({ enquiry_id: id, viewer, day })
        .onConflict((oc) => oc.columns(['enquiry_id', 'viewer', 'day']).doNothing())
        .executeTakeFirst()
      if (Number(res.numInsertedOrUpdatedRows ?? 0) !== 1) return false
      await trx
        .updateTable('enquiries')
        .set((eb) => ({ views: eb('views', '+', 1) }))
        .where('id', '=', id)
        .execute()
      return true
    })
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

  /** The visitor posted the enquiry or has written to it: they are granted its contact. */
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
          product_id: n.productId,
          views: 0,
          interested_count: 0,
          created_at: now,
          updated_at: now,
          expires_at: n.expiresAt,
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

  /**
   * A reply to an enquiry; the first one moves it from OPEN to RESPONDED. A visitor's first message
   * to an RFQ grants its contact: at most `dailyContacts` RFQs a day (since `dayStart`), checked and
   * written in one step so parallel requests cannot pass the limit together. 'limit' when refused.
   */
  /**
   * Adds a seller's message. Their first message to an RFQ is a new contact: refused ('limit') when
   * the visitor, or ('originLimit') their network address `origin` (a keyed hash), has made the
   * day's allowance of contacts. `first` tells whether it was that first message.
   */
  async addMessage(
    e: Enquiry,
    userId: string,
    content: string,
    now: string,
    rule: { dayStart: string; dailyContacts: number; origin: string; originDailyContacts: number },
  ): Promise<{ id: number; first: boolean } | 'limit' | 'originLimit'> {
    return this.db.transaction().execute(async (trx) => {
      await lockKey(trx, this.dialect, `rfq-contacts:${userId}`)
      await lockKey(trx, this.dialect, `rfq-contacts-origin:${rule.origin}`)
      const before = await trx
        .selectFrom('enquiry_messages')
        .select('id')
        .where('enquiry_id', '=', e.id)
        .where('user_id', '=', userId)
        .limit(1)
        .executeTakeFirst()
      if (!before) {
        const today = await trx
          .selectFrom('enquiry_messages')
          .select((eb) => eb.fn.count<number>('enquiry_id').distinct().as('n'))
          .where('user_id', '=', userId)
          .where('created_at', '>=', rule.dayStart)
          .executeTakeFirstOrThrow()
        if (Number(today.n) >= rule.dailyContacts) return 'limit'
        // the same count for the address: visitor ids are free to make, addresses are not
        const fromOrigin = await trx
          .selectFrom('enquiry_messages')
          .select((eb) => eb.fn.count<number>('enquiry_id').distinct().as('n'))
          .where('origin', '=', rule.origin)
          .where('created_at', '>=', rule.dayStart)
          .executeTakeFirstOrThrow()
        if (Number(fromOrigin.n) >= rule.originDailyContacts) return 'originLimit'
      }
      const row = await trx
        .insertInto('enquiry_messages')
        .values({ enquiry_id: e.id, user_id: userId, content, created_at: now, origin: rule.origin })
        .returning('id')
        .executeTakeFirstOrThrow()
      if (e.status === 'OPEN')
        await trx
          .updateTable('enquiries')
          .set({ status: 'RESPONDED' satisfies EnquiryStatus, updated_at: now })
          .where('id', '=', e.id)
          .execute()
      return { id: Number(row.id), first: !before }
    })
  }

  /** The messages an enquiry received, newest first (for its poster; senders are not named). */
  async messagesOf(enquiryId: number, limit = 200): Promise<Array<{ id: number; content: string; createdAt: string }>> {
    const rows = await this.db
      .selectFrom('enquiry_messages')
      .select(['id', 'content', 'created_at'])
      .where('enquiry_id', '=', enquiryId)
      .orderBy('id', 'desc')
      .limit(limit)
      .execute()
    return rows.map((r) => ({ id: Number(r.id), content: r.content, createdAt: r.created_at }))
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
    fastify.decorate('enquiries', new EnquiryRepository(fastify.database.db, fastify.database.dialect))
  },
  { name: 'enquiries', dependencies: ['database'] },
)
