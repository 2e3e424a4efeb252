import crypto from 'node:crypto'
import type { FastifyInstance } from 'fastify'
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import type * as C from '../../../../types/api.js'
import { statusOf, type Enquiry } from '../../repositories/enquiries.js'
import { CommonQuery } from '../../schemas/common.js'
import { allAllowed } from '../../lib/content-check.js'
import { ok } from '../../lib/envelope.js'
import { badRequest, forbidden, notFound, tooMany } from '../../lib/errors.js'
import { dayOf } from '../../lib/clock.js'
import { dayStartOf } from '../../lib/sms.js'

import { msg } from '../../lib/messages.js'
import { tr } from '../../repositories/catalog.js'
import { signedInVisitor, visitorIdOf, visitorOf } from '../../plugins/visitor.js'
import { perMinute } from '../../plugins/http/50-rate-limits.js'
import { LIMITS, amountOf, normalizeMobile, validateRfq, validateRfqReply } from '../../../../rules/index.js'
import {
  EnquiryCloseBody,
  EnquiryContactQuery,
  EnquiryDetailQuery,
  EnquiryLikeBody,
  EnquiryListQuery,
  EnquiryMessageBody,
  EnquiryMessagesQuery,
  EnquiryPostBody,
  EnquiryRegionsQuery,
} from '../../schemas/enquiry.js'
import {
  EnquiryCloseResponse,
  EnquiryContactResponse,
  EnquiryDetailResponse,
  EnquiryLikeResponse,
  EnquiryListResponse,
  EnquiryMessageResponse,
  EnquiryMessagesResponse,
  EnquiryPostResponse,
  EnquiryRegionsResponse,
} from '../../schemas/responses/enquiry.js'

const PICTURE = /^\/(uploads\/[A-Za-z0-9-]+\.(png|jpg|gif|webp)|media\/[a-z]+\/\d+-\d+x\d+\.svg)$/

/**
 * A list field of the form: an array, the same list JSON-encoded (the app's form encoder writes
 * arrays so) or a comma-separated string.
 */
function list(v: unknown): string[] {
  if (typeof v === 'string' && v.trim().startsWith('[')) {
    try {
      const parsed: unknown = JSON.parse(v)
      if (Array.isArray(parsed)) v = parsed
    } catch {
      // not JSON: a comma list that starts with '['
    }
  }
  const items = Array.isArray(v) ? v.map(String) : typeof v === 'string' ? v.split(',') : []
  return items.map((s) => s.trim()).filter(Boolean)
}
const DAY_MS = 86_400_000

/**
 * show: the enquiry pool (RFQ). Statuses: OPEN → RESPONDED (first message) → CLOSED (by the poster);
 * EXPIRED once LIMITS.rfqOpenDays have passed. The pool lists open general RFQs; an RFQ sent to an
 * exhibitor (from its page) goes to the exhibitor's mailbox and is seen in the app by its poster
 * only. Who may see a poster's number: docs/decisions.md, "Enquiry pool".
 */
export default async function enquiryRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>()
  const { catalog, enquiries } = fastify
  const nowIso = () => new Date(fastify.clock.now()).toISOString()
  /** Texts other people will read pass the content check first (the same as matchmaking's). */
  const checkContent = async (userId: string, scene: 'rfq' | 'rfqReply', texts: Array<string | undefined>) => {
    if (!(await allAllowed(fastify.contentCheck, userId, scene, texts))) throw badRequest('rfqContentRefused')
  }

  const categoriesOf = async (lang: C.Language, ids: number[]) => {
    const byEnquiry = await enquiries.categoryIdsOf(ids)
    const out = new Map<number, C.FilterItem[]>()
    for (const [id, cats] of byEnquiry) {
      out.set(
        id,
        cats
          .map((c) => catalog.categories.get(c))
          .filter((c) => !!c)
          .map((c) => ({ id: c.id, label: tr(lang, c.name_zh, c.name_en) })),
      )
    }
    return out
  }
  const item = (e: Enquiry, cats: Map<number, C.FilterItem[]>, liked: Set<number>, now: string): C.EnquiryListItem => ({
    id: e.id,
    description: e.description,
    price: Number(e.price),
    quantity: Number(e.quantity),
    message: e.message,
    region: e.region,
    categories: cats.get(e.id) ?? [],
    pictureList: JSON.parse(e.pictures) as string[],
    status: statusOf(e, now),
    postedAt: e.created_at,
    expiresAt: e.expires_at,
    views: e.views,
    interestedCount: e.interested_count,
    liked: liked.has(e.id) ? 1 : 0,
  })

  /**
   * An RFQ the caller may open: a general one, or one sent to an exhibitor by the caller. Others'
   * direct enquiries are answered as not existing (they are between the poster and the exhibitor).
   */
  const visible = async (id: number, userId: string | null): Promise<Enquiry> => {
    const e = await enquiries.get(id)
    // an RFQ to one exhibitor, or one an organiser hid, is its poster's alone
    if ((e.company_id !== null || e.hidden) && e.user_id !== userId) throw notFound('enquiryNotFound')
    return e
  }
  /** Likes and messages only while an RFQ is open. */
  const assertOpen = (e: Enquiry) => {
    const status = statusOf(e, nowIso())
    if (status === 'CLOSED') throw badRequest('enquiryClosed')
    if (status === 'EXPIRED') throw badRequest('enquiryExpired')
  }

  /**
   * The poster's number goes to a seller only while the poster's separate consent for this RFQ is
   * in force (PIPL Art. 23); asked at every answer, so a withdrawal stops it on the next request.
   */
  const contactShared = async (e: Enquiry) => !!(await fastify.privacy.active(e.user_id, 'rfq_contact', String(e.id)))
  /** The policy version a consent given with a form is recorded under: the one named, else the one in force. */
  const policyVersionOf = async (named: number | undefined) => {
    if (named !== undefined) {
      if (!(await fastify.privacy.policyExists(named))) throw badRequest('consentPolicyUnknown')
      return named
    }
    const p = await fastify.privacy.currentPolicy()
    if (!p) throw notFound('policyNotFound')
    return p.version
  }

  app.get(
    '/api/v5/enquiryPool/getEnquiryPools',
    { schema: { querystring: EnquiryListQuery, response: EnquiryListResponse } },
    async (req): Promise<C.EnquiryListResponse> => {
      const ex = catalog.exhibition(req.query.eventCode)
      const userId = visitorIdOf(req)
      const pageNo = req.query.pageNo ?? 1
      const pageSize = req.query.pageSize ?? 20
      const now = nowIso()
      const page = await enquiries.list({
        exhibitionId: ex.id,
        mineOf: req.query.mine === 1 ? signedInVisitor(req) : undefined,
        categoryIds: req.query.categoryId ? catalog.expandCategories([req.query.categoryId]) : undefined,
        region: req.query.region?.trim() || undefined,
        keyword: req.query.keyword?.trim() || undefined,
        orderBy: req.query.orderBy ?? 0,
        now,
        pageNo,
        pageSize,
      })
      const ids = page.rows.map((e) => e.id)
      const [cats, liked] = await Promise.all([categoriesOf(req.lang, ids), enquiries.likedBy(userId, ids)])
      return ok({
        list: page.rows.map((e) => item(e, cats, liked, now)),
        total: page.total,
        pageNo,
        pageSize,
        hasMore: page.hasMore,
      })
    },
  )

  app.get(
    '/api/v5/enquiryPool/getEnquiryRegions',
    { schema: { querystring: EnquiryRegionsQuery, response: EnquiryRegionsResponse } },
    async (req): Promise<C.EnquiryRegionsResponse> => {
      const ex = catalog.exhibition(req.query.eventCode)
      return ok(await enquiries.regions(ex.id, nowIso()))
    },
  )

  app.get(
    '/api/v5/enquiryPool/getEnquiryPoolDetail',
    { schema: { querystring: EnquiryDetailQuery, response: EnquiryDetailResponse } },
    async (req): Promise<C.EnquiryDetailResponse> => {
      const userId = visitorIdOf(req)
      const e = await visible(req.query.id, userId)
      const now = nowIso()
      // once per visitor per day; an anonymous caller is told apart by a keyed hash of its address
      // (never stored in clear); the poster's own views do not count
      if (e.user_id !== userId) {
        const viewer =
          userId ?? `ip:${crypto.createHmac('sha256', fastify.secret).update(`view:${req.ip}`).digest('base64url')}`
        if (await enquiries.countView(e.id, viewer, dayOf(fastify.clock.now()))) e.views += 1
      }
      const mine = !!userId && e.user_id === userId
      const [cats, liked, contacted, shared, company, product] = await Promise.all([
        categoriesOf(req.lang, [e.id]),
        enquiries.likedBy(userId, [e.id]),
        enquiries.hasContacted(userId, e),
        contactShared(e),
        e.company_id ? fastify.directory.companyNames(e.company_id) : Promise.resolve(null),
        e.product_id ? fastify.directory.productRow(e.product_id).catch(() => null) : Promise.resolve(null),
      ])
      return ok({
        ...item(e, cats, liked, now),
        contact: e.contact,
        ...(contacted && (mine || shared) ? { contactInfo: e.contact_phone } : {}),
        isContact: contacted ? 1 : 0,
        companyProfileId: e.company_id,
        companyProfileName: company ? tr(req.lang, company.name_zh, company.name_en) : null,
        productId: e.product_id,
        productName: product ? tr(req.lang, product.name_zh, product.name_en) : null,
        isMine: mine ? 1 : 0,
        contactShared: shared ? 1 : 0,
      })
    },
  )

  app.post(
    '/api/v5/enquiryPool/pushEnquiryPool',
    {
      preHandler: fastify.requireVisitor,
      config: { rateLimit: perMinute(20) },
      schema: { querystring: CommonQuery, body: EnquiryPostBody, response: EnquiryPostResponse },
    },
    async (req): Promise<C.EnquiryPostResponse> => {
      const b = req.body
      const pictures = list(b.pictureList)
      const catIds = list(b.categories).map(Number)
      // spec §5, in the order of the form: the first failing rule is answered
      const refused = validateRfq({
        description: b.description,
        price: b.price,
        quantity: b.quantity,
        message: b.message,
        region: b.region,
        contact: b.contact,
        contactInfo: b.contactInfo,
        email: b.email,
        pictures,
        code: b.verifyCode,
        categories: catIds,
      })
      // a closed show takes no new RFQs: said first, before the visitor fixes a form in vain
      catalog.assertOpen(catalog.edition((req.query as { eventCode?: string }).eventCode))
      if (refused) throw badRequest(`rfq.${refused}`)
      const price = amountOf(b.price!)
      const quantity = amountOf(b.quantity!)
      // one form per number: mainland as its 11 digits, from abroad as E.164 (rules/phone.ts)
      const phone = normalizeMobile(b.contactInfo)!
      const email = b.email!.trim()
      // beyond the form: references must exist
      if (catIds.some((id) => !Number.isInteger(id) || !catalog.categories.has(id)))
        throw badRequest('rfqCategoryUnknown')
      if (pictures.length > LIMITS.rfqMaxPictures) throw badRequest('rfqTooManyPictures')
      for (const p of pictures) {
        if (!PICTURE.test(p)) throw badRequest('rfqPictureUnknown')
        // in the upload store (UPLOAD_DIR or the bucket), not wherever DATA_DIR is
        if (p.startsWith('/uploads/') && !(await fastify.uploads.exists(p.slice('/uploads/'.length))))
          throw badRequest('rfqPictureUnknown')
      }
      const userId = visitorOf(req)
      // what sellers (or the exhibitor) will read
      await fastify.assertMayPost(userId)
      await checkContent(userId, 'rfq', [b.description, b.message, b.region, b.contact])
      const ex = catalog.exhibition((req.query as { eventCode?: string }).eventCode)
      const company = b.companyProfileId ? await fastify.directory.companyRow(b.companyProfileId) : null
      const product = b.productId ? await fastify.directory.productRow(b.productId) : null
      // a product names its exhibitor: the enquiry goes to the product's exhibitor, never another
      if (product && (!company || product.company_id !== company.id)) throw badRequest('rfqProductMismatch')
      // an enquiry to one exhibitor hands it the poster's contact details: only with their separate
      // consent naming that exhibitor (a general RFQ shares the number only if the poster agrees)
      const share = b.shareContact === 1
      if (company && !share) throw badRequest('consentExhibitorContactRequired')
      const policyVersion = share ? await policyVersionOf(b.policyVersion) : 0
      // the code is checked last: a failing form does not use up the visitor's code
      await fastify.sms.verify(phone, 'rfq', b.verifyCode!)
      const now = fastify.clock.now()
      const expiresAt = new Date(now + LIMITS.rfqOpenDays * DAY_MS).toISOString()
      const id = await enquiries.create(
        {
          userId,
          exhibitionId: ex.id,
          description: b.description!.trim(),
          price,
          quantity,
          message: b.message!.trim(),
          region: b.region!.trim(),
          contact: b.contact!.trim(),
          contactPhone: phone,
          pictures,
          companyId: company?.id ?? null,
          productId: product?.id ?? null,
          categoryIds: catIds,
          expiresAt,
        },
        new Date(now).toISOString(),
      )
      if (share) {
        const at = new Date(now).toISOString()
        if (company) await fastify.privacy.grant(userId, 'exhibitor_contact', String(company.id), policyVersion, at)
        else await fastify.privacy.grant(userId, 'rfq_contact', String(id), policyVersion, at)
      }
      if (company) {
        const origin = fastify.config.publicUrl ?? `${req.protocol}://${req.host}`
        const subject = b.description!.trim().slice(0, 60)
        // Which language the exhibitor reads is not known: the mail carries both, Chinese first
        // (spec §1's default), whatever the poster's language (issue 22 item 10).
        const block = (lang: 'ZH-CN' | 'EN') => {
          const en = lang === 'EN'
          const productName = product ? tr(lang, product.name_zh, product.name_en) : null
          return [
            en ? 'New enquiry' : '新询盘',
            ...(productName ? [`${en ? 'Product' : '展品'}: ${productName}`] : []),
            `${en ? 'Price' : '价格'}: ${price}`,
            `${en ? 'Quantity' : '数量'}: ${quantity}`,
            `${en ? 'Message' : '留言'}: ${b.message!.trim()}`,
            `${en ? 'Region' : '地区'}: ${b.region!.trim()}`,
            `${en ? 'Contact' : '联系人'}: ${b.contact!.trim()} ${phone}`,
            `${en ? 'Email' : '邮箱'}: ${email}`,
            en ? 'Reply to this mail to answer the buyer.' : '直接回复本邮件即可答复买家。',
          ]
        }
        // the poster's email is the reply-to of this one message; it is not stored
        try {
          await fastify.mailer.send({
            to: company.contact_email,
            replyTo: email,
            subject: `新询盘 New enquiry #${id}: ${subject}`,
            text: [
              b.description!.trim(),
              '',
              ...block('ZH-CN'),
              '',
              ...block('EN'),
              '',
              '图片 Pictures:',
              ...pictures.map((p) => new URL(p, origin).toString()),
            ].join('\n'),
          })
        } catch (err) {
          req.log.warn({ code: (err as { code?: string }).code ?? 'unknown' }, 'enquiry email failed')
        }
      }
      return ok(
        { id, status: 'OPEN' as const, expiresAt },
        msg(req.lang, company ? 'postedToExhibitor' : 'postedGeneral'),
      )
    },
  )

  app.post(
    '/api/v5/enquiryPool/enquiryPoolLike',
    {
      preHandler: fastify.requireVisitor,
      schema: { querystring: CommonQuery, body: EnquiryLikeBody, response: EnquiryLikeResponse },
    },
    async (req): Promise<C.EnquiryLikeResponse> => {
      const userId = visitorOf(req)
      const e = await visible(req.body.id, userId)
      if (e.user_id === userId) throw badRequest('cannotLikeOwn')
      assertOpen(e)
      const like = req.body.like ?? 1
      const interestedCount = await enquiries.setLike(e.id, userId, like, nowIso())
      return ok({ liked: like, interestedCount })
    },
  )

  app.get(
    '/api/v5/enquiryPool/isEnquiryPoolContact',
    {
      preHandler: fastify.requireVisitor,
      schema: { querystring: EnquiryContactQuery, response: EnquiryContactResponse },
    },
    async (req): Promise<C.EnquiryContactResponse> => {
      const userId = visitorOf(req)
      const e = await visible(req.query.id, userId)
      const contacted = await enquiries.hasContacted(userId, e)
      if (!contacted) return ok({ isContact: 0 })
      const shared = e.user_id === userId || (await contactShared(e))
      return ok({
        isContact: 1,
        contact: e.contact,
        ...(shared ? { contactInfo: e.contact_phone } : {}),
        contactShared: shared ? 1 : 0,
      })
    },
  )

  app.post(
    '/api/v5/enquiryPool/sendMessage',
    {
      preHandler: fastify.requireVisitor,
      config: { rateLimit: perMinute(20) },
      schema: { querystring: CommonQuery, body: EnquiryMessageBody, response: EnquiryMessageResponse },
    },
    async (req): Promise<C.EnquiryMessageResponse> => {
      const userId = visitorOf(req)
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
      const refused = validateRfqReply(data.content)
      if (refused) throw badRequest(refused)
      const content = data.content.trim()
      const e = await visible(data.id, userId)
      if (e.user_id === userId) throw badRequest('cannotMessageOwn')
      assertOpen(e)
      await fastify.assertMayPost(userId)
      await checkContent(userId, 'rfqReply', [content])
      const now = fastify.clock.now()
      const added = await enquiries.addMessage(e, userId, content, new Date(now).toISOString(), {
        dayStart: new Date(dayStartOf(now)).toISOString(),
        dailyContacts: LIMITS.rfqContactsPerDay,
        // the address as a keyed hash, never in clear (like an anonymous view)
        origin: crypto.createHmac('sha256', fastify.secret).update(`contact:${req.ip}`).digest('base64url'),
        originDailyContacts: LIMITS.rfqContactsPerDayPerAddress,
      })
      if (added === 'limit') throw tooMany('rfqContactLimit')
      if (added === 'originLimit') throw tooMany('rfqAddressContactLimit')
      // 'If users are interested, they will inform you via SMS.' The buyer is told once per seller
      // (their later messages are in the app), and never in the seller's words: an SMS carrying a
      // stranger's text from our number would be a free channel for spam and phishing.
      if (added.first) {
        // the buyer's language is not kept with the RFQ: mainland numbers are told in Chinese (the
        // default language), numbers abroad in English (an international template)
        const abroad = (normalizeMobile(e.contact_phone) ?? '').startsWith('+')
        try {
          await fastify.sms.notify(
            e.contact_phone,
            'rfq',
            abroad ? 'EN' : 'ZH-CN',
            { id: String(e.id) },
            fastify.catalog.exhibitions.get(e.exhibition_id)?.code ?? null,
          )
        } catch (err) {
          req.log.warn({ code: (err as { vendorCode?: string }).vendorCode ?? 'unknown' }, 'enquiry SMS failed')
        }
      }
      return ok({ messageId: added.id, status: 'RESPONDED' as const })
    },
  )

  app.get(
    '/api/v5/enquiryPool/getEnquiryMessages',
    {
      preHandler: fastify.requireVisitor,
      schema: { querystring: EnquiryMessagesQuery, response: EnquiryMessagesResponse },
    },
    async (req): Promise<C.EnquiryMessagesResponse> => {
      const userId = visitorOf(req)
      const e = await visible(req.query.id, userId)
      if (e.user_id !== userId) throw forbidden('notYourEnquiry')
      return ok(await enquiries.messagesOf(e.id))
    },
  )

  app.post(
    '/api/v5/enquiryPool/closeEnquiryPool',
    {
      preHandler: fastify.requireVisitor,
      schema: { querystring: CommonQuery, body: EnquiryCloseBody, response: EnquiryCloseResponse },
    },
    async (req): Promise<C.EnquiryCloseResponse> => {
      const userId = visitorOf(req)
      const e = await visible(req.body.id, userId)
      if (e.user_id !== userId) throw forbidden('notYourEnquiry')
      if (e.status !== 'CLOSED') await enquiries.close(e.id, nowIso())
      return ok({ status: 'CLOSED' as const })
    },
  )
}
