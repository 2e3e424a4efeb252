import type { FastifyInstance } from 'fastify'
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import type * as C from '../../../../types/api.js'
import { S } from '../../schemas/index.js'
import { R } from '../../schemas/responses.js'
import { ok } from '../../lib/envelope.js'
import { badRequest } from '../../lib/errors.js'
import { requireUserId } from '../../lib/identity.js'
import { dayOf } from '../../lib/clock.js'

/** Points per action; each action is awarded at most once per user per day. */
export const INTEGRAL_POINTS: Record<C.IntegralAction, number> = { visit: 1, share: 5, collect: 2, rfq: 10, match: 3 }

export default async function integralRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>()
  const { db } = fastify.database
  app.post(
    '/wxApi/v5/vip/increaseIntegral',
    { schema: { body: S.IncreaseIntegralBody, response: R('IncreaseIntegralResponse') } },
    async (req): Promise<C.IncreaseIntegralResponse> => {
      const userId = requireUserId(req)
      if (req.body.userId && req.body.userId !== userId) throw badRequest('invalidRequest')
      const points = INTEGRAL_POINTS[req.body.action]
      const now = fastify.clock.now()
      const res = await db
        .insertInto('integral')
        .values({
          user_id: userId,
          action: req.body.action,
          day: dayOf(now),
          points,
          created_at: new Date(now).toISOString(),
        })
        .onConflict((oc) => oc.columns(['user_id', 'action', 'day']).doNothing())
        .executeTakeFirst()
      const added = Number(res.numInsertedOrUpdatedRows ?? 0) > 0 ? points : 0
      const total = await db
        .selectFrom('integral')
        .select((eb) => eb.fn.sum<number>('points').as('n'))
        .where('user_id', '=', userId)
        .executeTakeFirstOrThrow()
      return ok({ added, integral: Number(total.n ?? 0) })
    },
  )
}
