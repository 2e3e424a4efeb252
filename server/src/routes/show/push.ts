import type { FastifyInstance } from 'fastify'
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import type * as C from '../../../../types/api.js'
import { validatePushSubscription } from '../../../../rules/index.js'
import { ok } from '../../lib/envelope.js'
import { badRequest } from '../../lib/errors.js'
import { visitorOf } from '../../plugins/visitor.js'
import { PushKeyQuery, PushSubscribeBody, PushUnsubscribeBody } from '../../schemas/push.js'
import { PushKeyResponse, PushSubscriptionResponse } from '../../schemas/responses/push.js'
import { CommonQuery } from '../../schemas/common.js'

/**
 * show: web push for browsers (issue 25 item 3). The public key is public (a browser subscribes
 * with it); a subscription is the visitor's own (their session required), and answers say only
 * whether this browser is subscribed.
 */
export default async function pushRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>()
  const { pushSubscriptions, webPush } = fastify
  const allowLoopbackHttp = fastify.config.webPush.allowLoopbackEndpoints

  app.get(
    '/api/v5/push/publicKey',
    { schema: { querystring: PushKeyQuery, response: PushKeyResponse } },
    async (): Promise<C.PushKeyResponse> => ok({ publicKey: webPush.keys.publicKey }),
  )

  app.post(
    '/api/v5/push/subscribe',
    {
      preHandler: fastify.requireVisitor,
      schema: { querystring: CommonQuery, body: PushSubscribeBody, response: PushSubscriptionResponse },
    },
    async (req): Promise<C.PushSubscriptionResponse> => {
      const problem = validatePushSubscription(req.body, { allowLoopbackHttp })
      if (problem) throw badRequest(problem)
      await pushSubscriptions.save(visitorOf(req), req.body, new Date(fastify.clock.now()).toISOString())
      return ok({ subscribed: 1 })
    },
  )

  app.post(
    '/api/v5/push/unsubscribe',
    {
      preHandler: fastify.requireVisitor,
      schema: { querystring: CommonQuery, body: PushUnsubscribeBody, response: PushSubscriptionResponse },
    },
    async (req): Promise<C.PushSubscriptionResponse> => {
      await pushSubscriptions.remove(visitorOf(req), req.body.endpoint)
      return ok({ subscribed: 0 })
    },
  )
}
