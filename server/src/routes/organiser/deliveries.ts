import type { FastifyInstance } from 'fastify'
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import type * as C from '../../../../types/api.js'
import { ok } from '../../lib/envelope.js'
import { OrganiserDeliveriesQuery } from '../../schemas/deliveries.js'
import { OrganiserDeliveriesResponse } from '../../schemas/responses/deliveries.js'

/**
 * organiser: what became of the messages of an exhibition (issue 25.4) — counts per channel and
 * state, per day, and the latest failures with their reasons. For organisers only.
 */
export default async function organiserDeliveryRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>()
  app.get(
    '/api/organiser/deliveries',
    {
      // the console's session, or the ORGANISER_TOKEN bearer for scripts (plugins/organiser.ts), checked
      // before the query: a stranger learns nothing of the route's parameters
      preValidation: fastify.requireOrganiser,
      schema: { querystring: OrganiserDeliveriesQuery, response: OrganiserDeliveriesResponse },
    },
    async (req): Promise<C.OrganiserDeliveriesResponse> => {
      const eventCode = req.query.eventCode.trim().toUpperCase()
      const counts = await fastify.deliveries.counts(eventCode, req.query.failures ?? 20)
      return ok({
        eventCode,
        ...counts,
        failures: counts.failures.map((f) => ({ ...f, state: f.state === 'failed' ? 'failed' : 'undeliverable' })),
      })
    },
  )
}
