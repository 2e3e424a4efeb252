import type { FastifyInstance } from 'fastify'
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import type * as C from '../../../../types/api.js'
import { CommonQuery } from '../../schemas/common.js'
import { ok } from '../../lib/envelope.js'
import { visitorOf } from '../../plugins/visitor.js'
import { perMinute } from '../../plugins/http/50-rate-limits.js'
import { ApiError, badRequest } from '../../lib/errors.js'
import { msg } from '../../lib/messages.js'
import type { PlanAgendaSection } from '../../lib/pdf.js'
import { PdfPool } from '../../lib/pdf-pool.js'
import { venueRange } from '../../lib/venue-time.js'
import { tr } from '../../repositories/catalog.js'
import { validatePlanEmail } from '../../../../rules/index.js'
import {
  CollectBody,
  CollectParams,
  CollectTargetsBody,
  CollectTargetsQuery,
  PlanListParams,
  PlanListQuery,
  PlanPageQuery,
  PlanPdfQuery,
  SendPlanEmailQuery,
} from '../../schemas/plan.js'
import {
  CollectResponse,
  CollectTargetsResponse,
  CompanyPlanResponse,
  PlanListResponse,
  ProductPlanResponse,
  SendPlanEmailResponse,
} from '../../schemas/responses/plan.js'

const esc = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!)

/** rxweb: the visitor's plan (collect toggles, plan list, email, PDF, flat plan pages, app path). */
export default async function planRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>()
  const { catalog, plans, directory } = fastify
  const now = () => new Date(fastify.clock.now()).toISOString()
  const pdfs = new PdfPool()
  fastify.addHook('onClose', () => pdfs.close())

  for (const [segment, type] of [
    ['companyProfiles', 1],
    ['products', 2],
  ] as const) {
    app.put(
      `/api/v1/plan/events/:eventCode/${segment}/:id`,
      {
        preHandler: fastify.requireVisitor,
        schema: {
          querystring: CommonQuery,
          params: CollectParams,
          body: CollectBody,
          response: CollectResponse,
        },
      },
      async (req): Promise<C.CollectResponse> => {
        const userId = visitorOf(req)
        const ex = catalog.exhibition(req.params.eventCode)
        if (req.body.id !== req.params.id) throw badRequest('invalidRequest')
        // the plan is the exhibition's; its current edition closed takes nothing new (removing stays)
        if (req.body.collected === 1) catalog.assertOpen(catalog.edition(req.params.eventCode))
        await plans.set(userId, ex.id, type, req.params.id, req.body.collected, now())
        return ok({ collectCnt: await plans.count(userId, ex.id), collected: req.body.collected })
      },
    )
  }

  app.get(
    '/api/v1/plan/events/:eventCode/companyProfiles',
    {
      preHandler: fastify.requireVisitor,
      schema: {
        params: PlanListParams,
        querystring: PlanListQuery,
        response: PlanListResponse,
      },
    },
    async (req): Promise<C.PlanListResponse> => {
      const userId = visitorOf(req)
      const ex = catalog.exhibition(req.params.eventCode)
      return ok(await plans.list(req.lang, userId, ex.id))
    },
  )

  /**
   * My agenda for the email and the PDF: the visitor's reminded sessions in the exhibition's
   * viewable editions, newest edition first, each in time order with venue time and room.
   */
  const agendaOf = async (lang: C.Language, userId: string, exhibitionId: number): Promise<PlanAgendaSection[]> => {
    const editions = catalog.editionsOf(exhibitionId).reverse()
    const rows = await fastify.conference.agenda(
      userId,
      editions.map((e) => e.id),
    )
    const rooms = await fastify.conference.roomsById(rows.map((s) => s.room_id).filter((x): x is number => x !== null))
    return editions
      .map((ed) => ({
        eventEditionName: catalog.editionName(lang, ed.id),
        sessions: rows
          .filter((s) => s.edition_id === ed.id)
          .map((s) => {
            const room = s.room_id !== null ? rooms.get(s.room_id) : undefined
            return {
              title: tr(lang, s.title_zh, s.title_en),
              when: venueRange(s.start_time, s.end_time, ed.time_zone, lang),
              place: room
                ? [tr(lang, room.hall_zh, room.hall_en), tr(lang, room.name_zh, room.name_en)].filter(Boolean).join(' ')
                : tr(lang, s.room_zh, s.room_en),
            }
          }),
      }))
      .filter((section) => section.sessions.length > 0)
  }

  /** The PDF's "generated" time: now, on the clock of the exhibition's venue (its current edition). */
  const stampOf = (eventCode: string | undefined) => ({
    at: fastify.clock.now(),
    timeZone: catalog.edition(eventCode, undefined).time_zone,
  })

  const planTitle = (lang: C.Language, exhibitionId: number) => {
    const ex = catalog.exhibitions.get(exhibitionId)!
    return lang === 'EN' ? `My show plan – ${ex.name_en}` : `我的观展计划 – ${ex.name_zh}`
  }

  app.get(
    '/api/v1/plan/sendEmail',
    {
      preHandler: fastify.requireVisitor,
      config: { rateLimit: perMinute(20) },
      schema: { querystring: SendPlanEmailQuery, response: SendPlanEmailResponse },
    },
    async (req): Promise<C.SendPlanEmailResponse> => {
      const lang = req.lang
      const email = (req.query.email ?? '').trim()
      // the rules of spec §5 in their order; the plan's emptiness is known once it is loaded
      const refused = validatePlanEmail({ email, privacyChecked: req.query.privacy !== 0, planEmpty: false })
      if (refused) throw badRequest(`plan.${refused}`)
      const userId = visitorOf(req)
      const ex = catalog.exhibition(req.query.eventCode)
      const [plan, agenda] = await Promise.all([plans.list(lang, userId, ex.id), agendaOf(lang, userId, ex.id)])
      if (!plan.length && !agenda.length) throw badRequest('plan.emptyPlanShare')
      const title = planTitle(lang, ex.id)
      const pdf = await pdfs.render(lang, title, plan, agenda, stampOf(req.query.eventCode))
      const base = fastify.config.publicUrl ?? `${req.protocol}://${req.host}`
      const link = (path: string) => `${base}${path}&language=${lang}`
      const html = `<!doctype html><html lang="${lang === 'EN' ? 'en' : 'zh-CN'}"><body style="font-family:sans-serif;color:#1a1a1a">
<h2>${esc(title)}</h2>
<p>${lang === 'EN' ? 'Here is your show plan. The PDF version is attached.' : '以下是您的观展计划，PDF 版本见附件。'}</p>
${plan
  .map(
    (ed) =>
      `<h3 style="color:#0b5cad">${esc(ed.eventEditionName)}</h3><ul>${ed.companyProfileList
        .map(
          (c) =>
            `<li><a href="${esc(link(`/exhibitors/detail?companyProfileId=${c.companyProfileId}&eventCode=${encodeURIComponent(ed.eventCode)}`))}">${esc(c.companyProfileName)}</a> — ${lang === 'EN' ? 'Stand' : '展位'} ${esc(c.stand)}${
              c.productList.length
                ? `<ul>${c.productList.map((p) => `<li><a href="${esc(link(`/exhibits/detail?productId=${p.productId}&eventCode=${encodeURIComponent(ed.eventCode)}`))}">${esc(p.productName)}</a></li>`).join('')}</ul>`
                : ''
            }</li>`,
        )
        .join('')}</ul>`,
  )
  .join('\n')}
${agenda
  .map(
    (section) =>
      `<h3 style="color:#0b5cad">${lang === 'EN' ? 'My agenda' : '我的日程'} – ${esc(section.eventEditionName)}</h3><ul>${section.sessions
        .map((s) => `<li><strong>${esc(s.title)}</strong><br>${esc(s.when)}${s.place ? ` · ${esc(s.place)}` : ''}</li>`)
        .join('')}</ul>`,
  )
  .join('\n')}
<p style="color:#888;font-size:12px">${lang === 'EN' ? 'Your address was used only to send this email and has not been stored.' : '您的邮箱地址仅用于发送本邮件，不会被保存。'}</p>
</body></html>`
      try {
        await fastify.mailer.send({
          to: email,
          subject: title,
          html,
          attachments: [{ filename: `show-plan-${ex.code}.pdf`, content: pdf, contentType: 'application/pdf' }],
        })
      } catch (err) {
        // never log the address: only the error class/code
        req.log.warn({ code: (err as { code?: string }).code ?? 'unknown' }, 'plan email failed')
        throw new ApiError('emailFailed', 502, 'MAIL_FAILED')
      }
      return ok({ sent: true as const }, msg(lang, 'emailSent'))
    },
  )

  app.get(
    '/api/v1/plan/pdf',
    { preHandler: fastify.requireVisitor, schema: { querystring: PlanPdfQuery } },
    async (req, reply) => {
      const userId = visitorOf(req)
      const ex = catalog.exhibition(req.query.eventCode)
      const [plan, agenda] = await Promise.all([plans.list(req.lang, userId, ex.id), agendaOf(req.lang, userId, ex.id)])
      if (!plan.length && !agenda.length) throw badRequest('planNone')
      const pdf = await pdfs.render(req.lang, planTitle(req.lang, ex.id), plan, agenda, stampOf(req.query.eventCode))
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="show-plan-${ex.code}.pdf"`)
        .header('cache-control', 'no-store')
        .send(pdf)
    },
  )

  app.get(
    '/api/v5/plan/companyProfilePlan',
    {
      preHandler: fastify.requireVisitor,
      schema: { querystring: PlanPageQuery, response: CompanyPlanResponse },
    },
    async (req): Promise<C.CompanyPlanResponse> => {
      const ed = catalog.edition(req.query.eventCode, req.query.eventEditionId)
      const userId = visitorOf(req)
      const ids = await plans.idsInEdition(userId, 1, ed.id)
      const page = await directory.listCompanies(req.lang, {
        editionIds: [ed.id],
        onlyIds: ids,
        orderBy: 0,
        pageNo: 1,
        pageSize: 1000,
        withTotal: false,
        userId,
      })
      return ok(page.list)
    },
  )

  app.get(
    '/api/v5/plan/productPlan',
    {
      preHandler: fastify.requireVisitor,
      schema: { querystring: PlanPageQuery, response: ProductPlanResponse },
    },
    async (req): Promise<C.ProductPlanResponse> => {
      const ed = catalog.edition(req.query.eventCode, req.query.eventEditionId)
      const userId = visitorOf(req)
      const ids = await plans.idsInEdition(userId, 2, ed.id)
      const page = await directory.listProducts(req.lang, {
        editionIds: [ed.id],
        onlyIds: ids,
        orderBy: 0,
        pageNo: 1,
        pageSize: 1000,
        withTotal: false,
        userId,
      })
      return ok(page.list)
    },
  )

  app.post(
    '/api/v5/collectTargetIds',
    {
      preHandler: fastify.requireVisitor,
      schema: { querystring: CollectTargetsQuery, body: CollectTargetsBody, response: CollectTargetsResponse },
    },
    async (req): Promise<C.CollectTargetsResponse> => {
      const userId = visitorOf(req)
      if (req.body.userId !== userId) throw badRequest('invalidRequest')
      let items: C.CollectTarget[]
      if (typeof req.body.objJson === 'string') {
        try {
          items = JSON.parse(req.body.objJson)
        } catch {
          throw badRequest('invalidRequest')
        }
      } else items = req.body.objJson
      const valid =
        Array.isArray(items) &&
        items.length <= 500 &&
        items.every(
          (i) =>
            i &&
            (i.type === 1 || i.type === 2) &&
            Number.isInteger(i.objId) &&
            i.objId > 0 &&
            (i.isCollected === 0 || i.isCollected === 1),
        )
      if (!valid) throw badRequest('invalidRequest')
      const ex = catalog.exhibition(req.query.eventCode)
      if (items.some((i) => i.isCollected === 1)) catalog.assertOpen(catalog.edition(req.query.eventCode))
      const applied = await plans.setMany(userId, ex.id, items, now())
      return ok({ collectCnt: await plans.count(userId, ex.id), applied })
    },
  )
}
