import type { FastifyInstance } from 'fastify'
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import type * as C from '../../../../types/api.js'
import { CommonQuery } from '../../schemas/common.js'
import { ok } from '../../lib/envelope.js'
import { BehaviourBody } from '../../schemas/behaviour.js'
import { BehaviourResponse } from '../../schemas/responses/behaviour.js'

/** show: POST /api/v5/behaviorMessage — behaviour records stored with their channel id; IP is the request's. */
export default async function behaviourRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>()
  app.post(
    '/api/v5/behaviorMessage',
    { schema: { querystring: CommonQuery, body: BehaviourBody, response: BehaviourResponse } },
    async (req): Promise<C.BehaviourResponse> => {
      const created = new Date(fastify.clock.now()).toISOString()
      const rows = req.body.DATA.map((r) => ({
        target: r.TARGET,
        user_id: r.USERID,
        edition_id: r.EVENTEDITIONID === undefined ? null : String(r.EVENTEDITIONID),
        source: r.SOURCE ?? null,
        action_id: r.ACTIONID,
        channel_id: r.CHANNELID,
        ts: r.TIMESTAMP,
        ip: req.ip,
        url: r.URL ?? null,
        company_id: r.COMPANYPROFILEID === undefined ? null : String(r.COMPANYPROFILEID),
        extras: r.EXTRAS === undefined ? null : typeof r.EXTRAS === 'string' ? r.EXTRAS : JSON.stringify(r.EXTRAS),
        created_at: created,
      }))
      return ok({ saved: await fastify.behaviour.save(rows) })
    },
  )
}
