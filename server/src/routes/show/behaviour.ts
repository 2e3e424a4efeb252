import type { FastifyInstance } from 'fastify'
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import type * as C from '../../../../types/api.js'
import { CommonQuery } from '../../schemas/common.js'
import { ok } from '../../lib/envelope.js'
import { BehaviourBody } from '../../schemas/behaviour.js'
import { BehaviourResponse } from '../../schemas/responses/behaviour.js'
import { perMinute } from '../../plugins/http/50-rate-limits.js'

/** Calls a minute: per address (generous, visitors share a hall's Wi-Fi) and per visitor id. */
export const BEHAVIOUR_PER_IP_PER_MINUTE = 600
export const BEHAVIOUR_PER_VISITOR_PER_MINUTE = 60

/**
 * show: POST /api/v5/behaviorMessage — behaviour records stored with their channel id; IP is the
 * request's. Hot Hits and the Billboard count these records, so a record is stored under a visitor
 * id only when the caller holds that visitor's session: the body's USERID is ignored (anyone could
 * write any id there), a signed-in caller's records carry their own id, and the records of a caller
 * without a session are kept without one (not counted: server/src/lib/rankings.ts). The rankings
 * time a record by created_at, the server's clock; the client's TIMESTAMP is kept as it came, for
 * information only (a record "from 2001" is counted when it arrived, once per 30 minutes).
 */
export default async function behaviourRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>()
  app.post(
    '/api/v5/behaviorMessage',
    {
      onRequest: fastify.perVisitorPerMinute('behaviour', BEHAVIOUR_PER_VISITOR_PER_MINUTE),
      config: { rateLimit: perMinute(BEHAVIOUR_PER_IP_PER_MINUTE) },
      schema: { querystring: CommonQuery, body: BehaviourBody, response: BehaviourResponse },
    },
    async (req): Promise<C.BehaviourResponse> => {
      const created = new Date(fastify.clock.now()).toISOString()
      // 'new' is not enough: a made-up id is new until its first answer
      const caller = req.visitor.state === 'signed-in' ? req.visitor.userId! : ''
      const rows = req.body.DATA.map((r) => ({
        target: r.TARGET,
        user_id: caller,
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
