import type { FastifyInstance } from 'fastify'
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import { Type } from '@sinclair/typebox'

/** A database that has not answered in this long is as good as down for a load balancer. */
const DB_TIMEOUT_MS = 2000

const Health = Type.Object({
  status: Type.Union([Type.Literal('ok'), Type.Literal('unavailable')]),
  database: Type.Union([Type.Literal('ok'), Type.Literal('unreachable')]),
})

/**
 * GET /healthz for load balancers, the cluster's supervisor and uptime checks: 200 when this
 * process can query its database, 503 when it cannot (a balancer then sends visitors elsewhere).
 * Says nothing else about the server (no versions, no counts).
 */
export default async function healthRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>()
  app.get(
    '/healthz',
    { schema: { querystring: Type.Object({}), response: { 200: Health, 503: Health } } },
    async (_req, reply) => {
      const up = await fastify.health.databaseAnswers(DB_TIMEOUT_MS)
      reply.header('cache-control', 'no-store')
      if (up) return { status: 'ok' as const, database: 'ok' as const }
      return reply.code(503).send({ status: 'unavailable' as const, database: 'unreachable' as const })
    },
  )
}
