import type { FastifyInstance } from 'fastify'
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import type * as C from '../../../../types/api.js'
import { ok } from '../../lib/envelope.js'
import { ApiError, badRequest, notFound } from '../../lib/errors.js'
import { escapeHtml } from '../../lib/html.js'
import { validateBooking } from '../../../../rules/index.js'
import { visitorOf } from '../../plugins/visitor.js'
import { perMinute } from '../../plugins/http/50-rate-limits.js'
import { BookingRequestBody, BookingRequestQuery, HallPlanQuery, RoutePlanQuery } from '../../schemas/venue.js'
import { BookingRequestResponse, HallPlanResponse, RoutePlanResponse } from '../../schemas/responses/venue.js'

/**
 * rxweb: hall floor plans (the venue map) and booth booking requests. A request reserves its stand
 * for everyone at once (the map shows it reserved on the next load) and goes to the organiser's
 * outbox; of two requests for one stand exactly one wins (VenueRepository.reserve).
 */
export default async function venueRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>()
  const { catalog, venue } = fastify

  app.get(
    '/api/v5/exhibition/getHallPlan',
    { schema: { querystring: HallPlanQuery, response: HallPlanResponse } },
    async (req, reply): Promise<C.HallPlanResponse> => {
      const q = req.query
      const ed = catalog.edition(q.eventCode, q.eventEditionId)
      // stand statuses change as stands are booked: never from a cache
      reply.header('cache-control', 'no-store')
      return ok(await venue.hallPlan(req.lang, ed, { hallId: q.hallId, stand: q.stand, room: q.room }))
    },
  )

  app.get(
    '/api/v5/exhibition/getRoutePlan',
    { schema: { querystring: RoutePlanQuery, response: RoutePlanResponse } },
    async (req): Promise<C.RoutePlanResponse> => {
      const q = req.query
      const ed = catalog.edition(q.eventCode, q.eventEditionId)
      const ids = [...new Set(q.companyProfileIds.split(',').map(Number))].filter(
        (n) => Number.isInteger(n) && n > 0 && n < 2_147_483_648,
      )
      return ok(await venue.routePlan(req.lang, ed, ids))
    },
  )

  app.post(
    '/api/v5/booking/requestStand',
    {
      preHandler: fastify.requireVisitor,
      config: { rateLimit: perMinute(10) },
      schema: { querystring: BookingRequestQuery, body: BookingRequestBody, response: BookingRequestResponse },
    },
    async (req): Promise<C.BookingRequestResponse> => {
      const b = req.body
      const ed = catalog.assertOpen(catalog.edition(req.query.eventCode, req.query.eventEditionId))
      const failed = validateBooking(b)
      if (failed) throw badRequest(`booking.${failed.key}`)
      const phone = b.phone.trim()
      // a stand already taken is refused before the code is used up
      const stand = await venue.stand(ed.id, b.standCode)
      if (!stand) throw notFound('standNotFound')
      if (stand.status !== 'free') throw new ApiError('standNotFree', 409, 'STAND_TAKEN')
      await fastify.sms.verify(phone, 'booking', b.code)
      const now = fastify.clock.now()
      const result = await venue.reserve({
        editionId: ed.id,
        standCode: b.standCode,
        userId: visitorOf(req),
        company: b.company.trim(),
        contact: b.contact.trim(),
        phone,
        now,
      })
      if (result === 'unknown') throw notFound('standNotFound')
      if (result === 'taken') throw new ApiError('standNotFree', 409, 'STAND_TAKEN')
      const hallName = catalog.hallName(req.lang, result.hallId)
      const standCode = b.standCode.trim().toUpperCase()
      const edName = catalog.editionName('ZH-CN', ed.id)
      try {
        // the organiser's sales desk calls back: this is the one place the number goes
        await fastify.mailer.send({
          to: fastify.config.organiserEmail,
          subject: `展位预订申请 Booth booking request: ${standCode} (${edName})`,
          html: `<p>${escapeHtml(edName)} · ${escapeHtml(catalog.hallName('ZH-CN', result.hallId))} · <b>${escapeHtml(standCode)}</b></p>
<table>
<tr><td>公司 Company</td><td>${escapeHtml(b.company.trim())}</td></tr>
<tr><td>联系人 Contact</td><td>${escapeHtml(b.contact.trim())}</td></tr>
<tr><td>手机 Phone</td><td>${escapeHtml(phone)}</td></tr>
<tr><td>申请编号 Request</td><td>${result.bookingId}</td></tr>
<tr><td>时间 Time</td><td>${new Date(now).toISOString()}</td></tr>
</table>
<p>该展位已为此申请保留。The stand is reserved for this request.</p>`,
        })
      } catch (err) {
        // the request and the reservation stand: the organiser also sees them in the database
        req.log.warn({ code: (err as { code?: string }).code ?? 'unknown' }, 'booking email failed')
      }
      return ok({
        bookingId: result.bookingId,
        standCode,
        hallName,
        status: 'reserved' as const,
        createdAt: new Date(now).toISOString(),
      })
    },
  )
}
