import type { FastifyInstance } from 'fastify'
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import type * as C from '../../../../types/api.js'
import { ok } from '../../lib/envelope.js'
import { visitorOf } from '../../plugins/visitor.js'
import { perMinute } from '../../plugins/http/50-rate-limits.js'
import { MyDataDeleteBody, MyDataQuery } from '../../schemas/mydata.js'
import { MyDataDeleteResponse, MyDataExportResponse, MyDataSummaryResponse } from '../../schemas/responses/mydata.js'

/**
 * My data (issue 23 item 8): what the server holds about the caller, as a summary and as a JSON
 * file, and the erasure of all of it. Every route is the caller's own (visitor session).
 */
export default async function myDataRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>()
  const { myData } = fastify

  app.get(
    '/api/v5/myData/summary',
    {
      preHandler: fastify.requireVisitor,
      schema: { querystring: MyDataQuery, response: MyDataSummaryResponse },
    },
    async (req): Promise<C.MyDataSummaryResponse> => {
      return ok({ sections: await myData.summary(visitorOf(req), req.lang) })
    },
  )

  app.get(
    '/api/v5/myData/export',
    {
      preHandler: fastify.requireVisitor,
      config: { rateLimit: perMinute(10) },
      schema: { querystring: MyDataQuery, response: MyDataExportResponse },
    },
    async (req, reply): Promise<C.MyDataExportResponse> => {
      const userId = visitorOf(req)
      const now = new Date(fastify.clock.now()).toISOString()
      const event = req.query.eventCode ? `eventCode=${encodeURIComponent(req.query.eventCode)}&` : ''
      reply.header('content-disposition', `attachment; filename="my-data-${now.slice(0, 10)}.json"`)
      return {
        exportedAt: now,
        userId,
        planPdf: `/api/v1/plan/pdf?${event}language=${req.lang}`,
        sections: await myData.export(userId),
      }
    },
  )

  app.post(
    '/api/v5/myData/delete',
    {
      preHandler: fastify.requireVisitor,
      config: { rateLimit: perMinute(5) },
      schema: { querystring: MyDataQuery, body: MyDataDeleteBody, response: MyDataDeleteResponse },
    },
    async (req): Promise<C.MyDataDeleteResponse> => {
      const userId = visitorOf(req)
      // whom they chatted with or followed: their lists lose this visitor once the data is gone
      const { following, followers } = await fastify.match.relations(userId)
      const erased = await myData.erase(userId)
      // the secrets checked lately are cached (in every server process): they stop working with the next request
      await fastify.visitorSessions.forgetUser(userId)
      await fastify.chatBus.publish({ kind: 'gone', users: [userId] }).catch(() => {})
      const others = [...new Set([...following, ...followers])].filter((u) => u !== userId)
      if (others.length) await fastify.chatBus.publish({ kind: 'relations', users: others }).catch(() => {})
      // an erased visitor is not given a new secret for the id this answer goes to
      req.visitor = { userId: null, state: 'anonymous' }
      fastify.log.info({ tables: Object.keys(erased.rows).length, files: erased.files }, 'visitor erased')
      return ok(erased)
    },
  )
}
