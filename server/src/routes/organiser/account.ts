/** The organiser's sign-in, sign-out and who is signed in (issue 26 item 3). */
import crypto from 'node:crypto'
import type { FastifyInstance } from 'fastify'
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import { Type } from '@sinclair/typebox'
import type * as C from '../../../../types/api/organiser.js'
import { ok } from '../../lib/envelope.js'
import { ApiError, tooMany } from '../../lib/errors.js'
import { ORGANISER_COOKIE, organiserOf } from '../../plugins/organiser.js'
import { SIGN_IN_FAILURES_MAX } from '../../repositories/organisers.js'
import { OrganiserQuery, OrganiserSignInBody } from '../../schemas/organiser.js'
import { OrganiserMeResponse, OrganiserSignOutResponse } from '../../schemas/responses/organiser.js'

/** wrong passwords from one address (many accounts tried): a wider limit than one account's */
const FAILURES_PER_ADDRESS = SIGN_IN_FAILURES_MAX * 4

export default async function organiserAccountRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>()
  const { organisers } = fastify

  app.post(
    '/api/organiser/signIn',
    {
      config: { identify: false },
      schema: { querystring: OrganiserQuery, body: OrganiserSignInBody, response: OrganiserMeResponse },
    },
    async (req, reply): Promise<C.OrganiserMeResponse> => {
      const now = fastify.clock.now()
      // buckets name the account by a hash: the failures table holds no email address
      const account = `account:${crypto.createHash('sha256').update(req.body.email.trim().toLowerCase()).digest('hex')}`
      const address = `address:${req.ip}`
      if (
        (await organisers.failures([account], now)) >= SIGN_IN_FAILURES_MAX ||
        (await organisers.failures([address], now)) >= FAILURES_PER_ADDRESS
      )
        throw tooMany('organiser.signInLocked')
      const who = await organisers.check(req.body.email, req.body.password)
      if (!who) {
        await organisers.recordFailure([account, address], now)
        throw new ApiError('organiser.signInFailed', 401, 'SIGN_IN_FAILED')
      }
      fastify.setOrganiserCookie(reply, await organisers.issueSession(who.id, now))
      reply.header('cache-control', 'private, no-store')
      return ok({ email: who.email, name: who.name })
    },
  )

  app.post(
    '/api/organiser/signOut',
    {
      preValidation: fastify.requireOrganiser,
      schema: { querystring: OrganiserQuery, body: Type.Object({}), response: OrganiserSignOutResponse },
    },
    async (req, reply): Promise<C.OrganiserSignOutResponse> => {
      const token = req.cookies?.[ORGANISER_COOKIE]
      if (token) await organisers.endSession(token)
      fastify.setOrganiserCookie(reply, null)
      return ok({ signedOut: true as const })
    },
  )

  app.get(
    '/api/organiser/me',
    { preValidation: fastify.requireOrganiser, schema: { querystring: OrganiserQuery, response: OrganiserMeResponse } },
    async (req, reply): Promise<C.OrganiserMeResponse> => {
      reply.header('cache-control', 'private, no-store')
      const who = organiserOf(req)
      return ok({ email: who.email, name: who.name })
    },
  )
}
