import fs from 'node:fs'
import path from 'node:path'
import type { FastifyInstance } from 'fastify'
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import type { Selectable } from 'kysely'
import type * as C from '../../../../types/api.js'
import type { EnquiriesTable } from '../../db/schema.js'
import { S } from '../../schemas/index.js'
import { R } from '../../schemas/responses.js'
import { ok } from '../../lib/envelope.js'
import { badRequest, forbidden, notFound } from '../../lib/errors.js'
import { requireUserId, userIdOf } from '../../lib/identity.js'
import { msg } from '../../lib/messages.js'
import { PHONE_RE } from '../../lib/sms.js'
import { tr } from '../../repositories/catalog.js'

export const MAX_AMOUNT = 100_000_000
const RFQ_EMAIL = /^[A-Za-z0-9_.+-]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)+$/
const PICTURE = /^\/(uploads\/[A-Za-z0-9-]+\.(png|jpg|gif|webp)|media\/[a-z]+\/\d+-\d+x\d+\.svg)$/

const blank = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '')
const list = (v: unknown): string[] =>
  Array.isArray(v)
    ? v
        .map(String)
        .map((s) => s.trim())
        .filter(Boolean)
    : typeof v === 'string'
      ? v
          .split(',')
          .map((s) => s.trim())
          .filter(Boolean)
      : []
const mask = (phone: string) => (phone.length >= 7 ? `${phone.slice(0, 3)}****${phone.slice(-4)}` : '****')

/**
 * show: the enquiry pool (RFQ). Statuses: OPEN → RESPONDED (first message) → CLOSED (by the poster).
 * CLOSED RFQs leave the public list; their detail stays readable.
 */
export default async function enquiryRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>()
  const { db } = fastify.database
  const { catalog } = fastify
  const nowIso = () => new Date(fastify.clock.now()).toISOString()

  const categoriesOf = async (lang: C.Language, ids: number[]) => {
    const out = new Map<number, C.FilterItem[]>()
    if (!ids.length) return out
    const rows = await db.selectFrom('enquiry_categories').selectAll().where('enquiry_id', 'in', ids).execute()
    for (const r of rows) {
      const c = catalog.categories.get(r.category_id)
      if (!c) continue
      const l = out.get(r.enquiry_id) ?? []
      l.push({ id: c.id, label: tr(lang, c.name_zh, c.name_en) })
      out.set(r.enquiry_id, l)
    }
    return out
  }
  const likedSet = async (userId: string | null, ids: number[]) => {
    if (!userId || !ids.length) return new Set<number>()
    const rows = await db
      .selectFrom('enquiry_likes')
      .select('enquiry_id')
      .where('user_id', '=', userId)
      .where('enquiry_id', 'in', ids)
      .execute()
    return new Set(rows.map((r) => r.enquiry_id))
  }
  const item = (
    e: Selectable<EnquiriesTable>,
    cats: Map<number, C.FilterItem[]>,
    liked: Set<number>,
  ): C.EnquiryListItem => ({
    id: e.id,
    description: e.description,
    price: Number(e.price),
    quantity: Number(e.quantity),
    message: e.message,
    region: e.region,
    categories: cats.get(e.id) ?? [],
    pictureList: JSON.parse(e.pictures) as string[],
    status: e.status as C.EnquiryStatus,
    postedAt: e.created_at,
    views: e.views,
    interestedCount: e.interested_count,
    liked: liked.has(e.id) ? 1 : 0,
  })
  const load = async (id: number) => {
    const e = await db.selectFrom('enquiries').selectAll().where('id', '=', id).executeTakeFirst()
    if (!e) throw notFound('enquiryNotFound')
    return e
  }
  const hasContacted = async (userId: string | null, e: Selectable<EnquiriesTable>) => {
    if (!userId) return false
    if (e.user_id === userId) return true
    const m = await db
      .selectFrom('enquiry_messages')
      .select('id')
      .where('enquiry_id', '=', e.id)
      .where('user_id', '=', userId)
      .limit(1)
      .executeTakeFirst()
    return !!m
  }

  app.get(
    '/api/v5/enquiryPool/getEnquiryPools',
    { schema: { querystring: S.EnquiryListQuery, response: R('EnquiryListResponse') } },
    async (req): Promise<C.EnquiryListResponse> => {
      const ex = catalog.exhibition(req.query.eventCode)
      const userId = userIdOf(req)
      const pageNo = req.query.pageNo ?? 1
      const pageSize = req.query.pageSize ?? 20
      let q = db.selectFrom('enquiries').where('exhibition_id', '=', ex.id)
      if (req.query.mine === 1) q = q.where('user_id', '=', requireUserId(req))
      else q = q.where('status', '!=', 'CLOSED')
      if (req.query.categoryId) {
        const cats = catalog.expandCategories([req.query.categoryId])
        q = q.where(
          'id',
          'in',
          db.selectFrom('enquiry_categories').select('enquiry_id').where('category_id', 'in', cats),
        )
      }
      const [rows, total] = await Promise.all([
        q
          .selectAll()
          .orderBy('id', 'desc')
          .limit(pageSize + 1)
          .offset((pageNo - 1) * pageSize)
          .execute(),
        q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
      ])
      const page = rows.slice(0, pageSize)
      const ids = page.map((e) => e.id)
      const [cats, liked] = await Promise.all([categoriesOf(req.lang, ids), likedSet(userId, ids)])
      return ok({
        list: page.map((e) => item(e, cats, liked)),
        total: Number(total.n),
        pageNo,
        pageSize,
        hasMore: rows.length > pageSize,
      })
    },
  )

  app.get(
    '/api/v5/enquiryPool/getEnquiryPoolDetail',
    { schema: { querystring: S.EnquiryDetailQuery, response: R('EnquiryDetailResponse') } },
    async (req): Promise<C.EnquiryDetailResponse> => {
      const e = await load(req.query.id)
      const userId = userIdOf(req)
      await db
        .updateTable('enquiries')
        .set((eb) => ({ views: eb('views', '+', 1) }))
        .where('id', '=', e.id)
        .execute()
      e.views += 1
      const [cats, liked, contacted, company] = await Promise.all([
        categoriesOf(req.lang, [e.id]),
        likedSet(userId, [e.id]),
        hasContacted(userId, e),
        e.company_id
          ? db.selectFrom('companies').select(['name_zh', 'name_en']).where('id', '=', e.company_id).executeTakeFirst()
          : Promise.resolve(undefined),
      ])
      return ok({
        ...item(e, cats, liked),
        contact: e.contact,
        contactInfo: contacted ? e.contact_phone : mask(e.contact_phone),
        companyProfileId: e.company_id,
        companyProfileName: company ? tr(req.lang, company.name_zh, company.name_en) : null,
        isMine: userId && e.user_id === userId ? 1 : 0,
      })
    },
  )

  app.post(
    '/api/v5/enquiryPool/pushEnquiryPool',
    { schema: { body: S.EnquiryPostBody, response: R('EnquiryPostResponse') } },
    async (req): Promise<C.EnquiryPostResponse> => {
      const b = req.body
      // spec §5, in the order of the form; the first failing rule is answered
      if (blank(b.description)) throw badRequest('rfqDescription')
      if (blank(b.price)) throw badRequest('rfqPriceEmpty')
      const price = Number(String(b.price).trim())
      if (Number.isFinite(price) && price > MAX_AMOUNT) throw badRequest('rfqPriceMax')
      if (!Number.isInteger(price) || price < 0 || !/^\d+(\.0+)?$/.test(String(b.price).trim()))
        throw badRequest('rfqPriceInteger')
      if (blank(b.quantity)) throw badRequest('rfqQuantityEmpty')
      const quantity = Number(String(b.quantity).trim())
      if (Number.isFinite(quantity) && quantity > MAX_AMOUNT) throw badRequest('rfqQuantityMax')
      if (!Number.isInteger(quantity) || quantity < 0 || !/^\d+(\.0+)?$/.test(String(b.quantity).trim()))
        throw badRequest('rfqQuantityInteger')
      if (blank(b.message)) throw badRequest('rfqMessageEmpty')
      if ([...b.message!.trim()].length > 12) throw badRequest('rfqMessageLong')
      if (blank(b.region)) throw badRequest('rfqRegion')
      if (blank(b.contact)) throw badRequest('rfqContact')
      if (blank(b.contactInfo)) throw badRequest('rfqContactInfoEmpty')
      const phone = b.contactInfo!.trim()
      if (!PHONE_RE.test(phone)) throw badRequest('rfqPhoneInvalid')
      if (blank(b.email)) throw badRequest('rfqEmailEmpty')
      const email = b.email!.trim()
      if (!RFQ_EMAIL.test(email)) throw badRequest('rfqEmailInvalid')
      const pictures = list(b.pictureList)
      if (!pictures.length) throw badRequest('rfqPictures')
      if (blank(b.verifyCode)) throw badRequest('rfqCodeEmpty')
      const catIds = list(b.categories).map(Number)
      if (catIds.length > 6) throw badRequest('rfqCategories')
      // beyond the form: references must exist
      if (catIds.some((id) => !Number.isInteger(id) || !catalog.categories.has(id)))
        throw badRequest('rfqCategoryUnknown')
      for (const p of pictures) {
        if (!PICTURE.test(p)) throw badRequest('rfqPictureUnknown')
        if (p.startsWith('/uploads/') && !fs.existsSync(path.join(fastify.config.dataDir, p)))
          throw badRequest('rfqPictureUnknown')
      }
      const userId = requireUserId(req)
      const ex = catalog.exhibition((req.query as { eventCode?: string }).eventCode)
      const company = b.companyProfileId ? await fastify.directory.companyRow(b.companyProfileId) : null
      // the code is checked last: a failing form does not use up the visitor's code
      await fastify.sms.verify(phone, 'rfq', b.verifyCode!)
      const now = nowIso()
      const id = await db.transaction().execute(async (trx) => {
        const row = await trx
          .insertInto('enquiries')
          .values({
            user_id: userId,
            exhibition_id: ex.id,
            description: b.description!.trim(),
            price,
            quantity,
            message: b.message!.trim(),
            region: b.region!.trim(),
            contact: b.contact!.trim(),
            contact_phone: phone,
            pictures: JSON.stringify(pictures),
            status: 'OPEN',
            company_id: company?.id ?? null,
            views: 0,
            interested_count: 0,
            created_at: now,
            updated_at: now,
          })
          .returning('id')
          .executeTakeFirstOrThrow()
        const eid = Number(row.id)
        const uniq = [...new Set(catIds)]
        if (uniq.length)
          await trx
            .insertInto('enquiry_categories')
            .values(uniq.map((category_id) => ({ enquiry_id: eid, category_id })))
            .execute()
        return eid
      })
      if (company) {
        // the poster's email is the reply-to of this one message; it is not stored
        try {
          await fastify.mailer.send({
            to: company.contact_email,
            replyTo: email,
            subject:
              req.lang === 'EN'
                ? `New enquiry #${id}: ${b.description!.trim().slice(0, 60)}`
                : `新询盘 #${id}：${b.description!.trim().slice(0, 60)}`,
            text: [
              b.description!.trim(),
              `Price: ${price}`,
              `Quantity: ${quantity}`,
              `Message: ${b.message!.trim()}`,
              `Region: ${b.region!.trim()}`,
              `Contact: ${b.contact!.trim()} ${phone}`,
            ].join('\n'),
          })
        } catch (err) {
          req.log.warn({ code: (err as { code?: string }).code ?? 'unknown' }, 'enquiry email failed')
        }
      }
      return ok({ id, status: 'OPEN' as const }, msg(req.lang, company ? 'postedToExhibitor' : 'postedGeneral'))
    },
  )

  app.post(
    '/api/v5/enquiryPool/enquiryPoolLike',
    { schema: { body: S.EnquiryLikeBody, response: R('EnquiryLikeResponse') } },
    async (req): Promise<C.EnquiryLikeResponse> => {
      const userId = requireUserId(req)
      const e = await load(req.body.id)
      if (e.status === 'CLOSED') throw badRequest('enquiryClosed')
      const like = req.body.like ?? 1
      await db.transaction().execute(async (trx) => {
        if (like === 1) {
          await trx
            .insertInto('enquiry_likes')
            .values({ enquiry_id: e.id, user_id: userId, created_at: nowIso() })
            .onConflict((oc) => oc.columns(['enquiry_id', 'user_id']).doNothing())
            .execute()
        } else {
          await trx.deleteFrom('enquiry_likes').where('enquiry_id', '=', e.id).where('user_id', '=', userId).execute()
        }
        const n = await trx
          .selectFrom('enquiry_likes')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('enquiry_id', '=', e.id)
          .executeTakeFirstOrThrow()
        await trx
          .updateTable('enquiries')
          .set({ interested_count: Number(n.n) })
          .where('id', '=', e.id)
          .execute()
      })
      const after = await load(e.id)
      return ok({ liked: like, interestedCount: after.interested_count })
    },
  )

  app.get(
    '/api/v5/enquiryPool/isEnquiryPoolContact',
    { schema: { querystring: S.EnquiryContactQuery, response: R('EnquiryContactResponse') } },
    async (req): Promise<C.EnquiryContactResponse> => {
      const e = await load(req.query.id)
      const contacted = await hasContacted(userIdOf(req), e)
      return ok(contacted ? { isContact: 1, contact: e.contact, contactInfo: e.contact_phone } : { isContact: 0 })
    },
  )

  app.post(
    '/api/v5/enquiryPool/sendMessage',
    { schema: { body: S.EnquiryMessageBody, response: R('EnquiryMessageResponse') } },
    async (req): Promise<C.EnquiryMessageResponse> => {
      const userId = requireUserId(req)
      let data: C.EnquiryMessageData
      if (typeof req.body.data === 'string') {
        try {
          data = JSON.parse(req.body.data)
        } catch {
          throw badRequest('invalidRequest')
        }
      } else data = req.body.data
      if (!data || !Number.isInteger(data.id) || data.id < 1 || typeof data.content !== 'string')
        throw badRequest('invalidRequest')
      const content = data.content.trim()
      if (!content) throw badRequest('messageEmpty')
      if ([...content].length > 500) throw badRequest('messageTooLong')
      const e = await load(data.id)
      if (e.status === 'CLOSED') throw badRequest('enquiryClosed')
      if (e.user_id === userId) throw badRequest('cannotMessageOwn')
      const now = nowIso()
      const messageId = await db.transaction().execute(async (trx) => {
        const row = await trx
          .insertInto('enquiry_messages')
          .values({ enquiry_id: e.id, user_id: userId, content, created_at: now })
          .returning('id')
          .executeTakeFirstOrThrow()
        if (e.status === 'OPEN')
          await trx
            .updateTable('enquiries')
            .set({ status: 'RESPONDED', updated_at: now })
            .where('id', '=', e.id)
            .execute()
        return Number(row.id)
      })
      // 'If users are interested, they will inform you via SMS.' — the poster is told through the SMS provider
      try {
        const smsProvider = fastify.sms.provider
        await smsProvider.send(
          e.contact_phone,
          `[Expo] 您的询盘 #${e.id} 收到新的回复 / Your enquiry #${e.id} has a new reply: ${content.slice(0, 60)}`,
        )
      } catch (err) {
        req.log.warn({ code: (err as { code?: string }).code ?? 'unknown' }, 'enquiry SMS failed')
      }
      return ok({ messageId, status: 'RESPONDED' as const })
    },
  )

  app.post(
    '/api/v5/enquiryPool/closeEnquiryPool',
    { schema: { body: S.EnquiryCloseBody, response: R('EnquiryCloseResponse') } },
    async (req): Promise<C.EnquiryCloseResponse> => {
      const userId = requireUserId(req)
      const e = await load(req.body.id)
      if (e.user_id !== userId) throw forbidden('notYourEnquiry')
      await db.updateTable('enquiries').set({ status: 'CLOSED', updated_at: nowIso() }).where('id', '=', e.id).execute()
      return ok({ status: 'CLOSED' as const })
    },
  )
}
