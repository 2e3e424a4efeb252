import type { FastifyInstance } from 'fastify'
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import type * as C from '../../../../types/api.js'
import { ok } from '../../lib/envelope.js'
import { visitorOf } from '../../plugins/visitor.js'
import { perMinute } from '../../plugins/http/50-rate-limits.js'
import { MyDataDeleteBody, MyDataQuery, MyDataReminderContactDeleteBody } from '../../schemas/mydata.js'
import {
  MyDataDeleteResponse,
  MyDataExportResponse,
  MyDataReminderContactsResponse,
  MyDataSummaryResponse,
} from '../../schemas/responses/mydata.js'

/**
 * My data (issue 23 item 8): what the server holds about the caller, as a summary and as a JSON
 * file, and the erasure of all of it. Every route is the caller's own (visitor session).
 */
export default async function myDataRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>()
  const { myData, catalog } = fastify

  /** The caller's reminder contacts as My data shows them: masked, their shows by name, kept until. */
  const reminderContacts = async (userId: string, lang: C.Language): Promise<C.MyDataReminderContact[]> =>
    (await fastify.reminderContacts.keptOf(userId)).map((c) => ({
      kind: c.kind,
      masked: c.masked,
      editions: c.editionIds.map((id) => catalog.editionName(lang, id)).filter(Boolean),
      keptUntil: c.keptUntil,
    }))

  app.get(
    '/api/v5/myData/summary',
    {
      preHandler: fastify.requireVisitor,
      schema: { querystring: MyDataQuery, response: MyDataSummaryResponse },
    },
    async (req): Promise<C.MyDataSummaryResponse> => {
      const userId = visitorOf(req)
      return ok({
        sections: await myData.summary(userId, req.lang),
        reminderContacts: await reminderContacts(userId, req.lang),
      })
    },
  )

  // One reminder address or number, erased now (issue 25): the reminders that were to go through it
  // find nothing to send to, and My agenda says they have no channel. Erasing one that is not there
  // answers the same (the visitor asked for it to be gone: it is).
  app.post(
    '/api/v5/myData/deleteReminderContact',
    {
      preHandler: fastify.requireVisitor,
      config: { rateLimit: perMinute(20) },
      schema: {
        querystring: MyDataQuery,
        body: MyDataReminderContactDeleteBody,
        response: MyDataReminderContactsResponse,
      },
    },
    async (req): Promise<C.MyDataReminderContactsResponse> => {
      const userId = visitorOf(req)
      await fastify.reminderContacts.remove(userId, req.body.kind)
      return ok({ reminderContacts: await reminderContacts(userId, req.lang) })
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
