/**
 * Reports to the organiser (issue 26 item 3): a chat message sent to the visitor, or an RFQ of the
 * pool. Stored in the moderation queue the organiser's console reads (before, a report reached the
 * organiser by email only, and only for a person). The reporter is kept for the organiser alone.
 */
import type { FastifyInstance } from 'fastify'
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import type * as C from '../../../../types/api/report.js'
import { ok } from '../../lib/envelope.js'
import { badRequest, forbidden, notFound } from '../../lib/errors.js'
import { perMinute } from '../../plugins/http/50-rate-limits.js'
import { visitorOf } from '../../plugins/visitor.js'
import { CommonQuery } from '../../schemas/common.js'
import { ReportEnquiryBody, ReportMessageBody } from '../../schemas/report.js'
import { ReportResponse } from '../../schemas/responses/report.js'

export default async function reportRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>()
  const { organisers } = fastify

  app.post(
    '/api/v5/match/reportMessage',
    {
      preHandler: fastify.requireVisitor,
      config: { rateLimit: perMinute(20) },
      schema: { querystring: CommonQuery, body: ReportMessageBody, response: ReportResponse },
    },
    async (req): Promise<C.ReportResponse> => {
      const userId = visitorOf(req)
      const m = await organisers.chatMessage(req.body.messageId)
      if (!m) throw notFound('notFound')
      if (m.to_user_id !== userId) throw forbidden('organiser.messageNotYours')
      await organisers.report({
        kind: 'message',
        editionId: null,
        targetId: Number(m.id),
        reported: m.from_user_id,
        reporter: userId,
        reason: req.body.reason,
        excerpt: m.content,
        now: fastify.clock.now(),
      })
      return ok({ reported: true as const })
    },
  )

  app.post(
    '/api/v5/enquiryPool/report',
    {
      preHandler: fastify.requireVisitor,
      config: { rateLimit: perMinute(20) },
      schema: { querystring: CommonQuery, body: ReportEnquiryBody, response: ReportResponse },
    },
    async (req): Promise<C.ReportResponse> => {
      const userId = visitorOf(req)
      const e = await fastify.enquiries.get(req.body.id)
      // only what the pool shows can be reported: an RFQ to one exhibitor is that exhibitor's
      if (e.company_id !== null || e.hidden) throw notFound('enquiryNotFound')
      if (e.user_id === userId) throw badRequest('organiser.reportSelf')
      await organisers.report({
        kind: 'rfq',
        editionId: null,
        targetId: e.id,
        reported: e.user_id,
        reporter: userId,
        reason: req.body.reason,
        excerpt: `${e.description}\n${e.message}`.trim(),
        now: fastify.clock.now(),
      })
      return ok({ reported: true as const })
    },
  )
}
