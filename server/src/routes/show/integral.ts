import type { FastifyInstance } from 'fastify'
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import type * as C from '../../../../types/api.js'
import { CommonQuery } from '../../schemas/common.js'
import { ok } from '../../lib/envelope.js'
import { badRequest } from '../../lib/errors.js'
import { visitorOf } from '../../plugins/visitor.js'
import { dayOf } from '../../lib/clock.js'
import { IncreaseIntegralBody } from '../../schemas/integral.js'
import { IncreaseIntegralResponse } from '../../schemas/responses/integral.js'

/** Points per action; each action is awarded at most once per user per day. */
export const INTEGRAL_POINTS: Record<C.IntegralAction, number> = { visit: 1, share: 5, collect: 2, rfq: 10, match: 3 }

export default async function integralRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>()
  app.post(
    '/wxApi/v5/vip/increaseIntegral',
    {
      preHandler: fastify.requireVisitor,
      schema: { querystring: CommonQuery, body: IncreaseIntegralBody, response: IncreaseIntegralResponse },
    },
    async (req): Promise<C.IncreaseIntegralResponse> => {
      const userId = visitorOf(req)
      if (req.body.userId && req.body.userId !== userId) throw badRequest('invalidRequest')
      const now = fastify.clock.now()
      const added = await fastify.integral.award(
        userId,
        req.body.action,
        dayOf(now),
        INTEGRAL_POINTS[req.body.action],
        new Date(now).toISOString(),
      )
      return ok({ added, integral: await fastify.integral.total(userId) })
    },
  )
}
