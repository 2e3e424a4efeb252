import crypto from 'node:crypto'
import type { FastifyInstance } from 'fastify'
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import type * as C from '../../../types/api.js'
import { AppLoginBody, AppLoginQuery, WeappLoginBody, WeappLoginQuery } from '../schemas/visitor.js'
import { AppLoginResponse, WeappLoginResponse } from '../schemas/responses/visitor.js'
import { ok } from '../lib/envelope.js'
import { ApiError, badRequest } from '../lib/errors.js'
import { isUserId } from '../lib/identity.js'
import { appSessionProvider, weappLoginProvider } from '../lib/login-providers.js'
import { perMinute } from '../plugins/http/50-rate-limits.js'

/** A mini-program or native-app session lasts 30 days; then the app logs in again (silently). */
export const LOGIN_SESSION_TTL_MS = 30 * 24 * 3600_000

/**
 * Visitor logins of the mini-program (wx.login code) and the native app (its own session). Both end
 * with a visitor session whose secret comes in the x-visitor-session header, like the one a browser
 * visitor gets on its first request. Which provider checks the code / the session is configuration
 * (WEAPP_LOGIN, APP_SESSION_CHECK); the routes do not identify the caller from userId themselves.
 */
export default async function visitorRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>()
  const weapp = weappLoginProvider(fastify.config)
  const native = appSessionProvider(fastify.config)
  const sessions = fastify.visitorSessions
  if (fastify.config.weappLogin.mode === 'test')
    fastify.log.warn('WEAPP_LOGIN=test: mini-program logins are not verified')
  if (fastify.config.appSessionCheck === 'test')
    fastify.log.warn('APP_SESSION_CHECK=test: native app sessions are not verified')

  /** A provider that cannot be reached is the server's trouble (502), not the visitor's mistake. */
  const ask = async <T>(check: () => Promise<T>): Promise<T> => {
    try {
      return await check()
    } catch (err) {
      fastify.log.warn({ code: (err as { code?: string }).code ?? (err as Error).name }, 'login provider failed')
      throw new ApiError('loginUnavailable', 502, 'LOGIN_UNAVAILABLE')
    }
  }

  app.post(
    '/api/v5/visitor/weappLogin',
    {
      config: { identify: false, rateLimit: perMinute(30) },
      schema: { querystring: WeappLoginQuery, body: WeappLoginBody, response: WeappLoginResponse },
    },
    async (req, reply): Promise<C.WeappLoginResponse> => {
      const who = await ask(() => weapp.exchange(req.body.code))
      if (!who) throw new ApiError('weappLoginFailed', 401, 'LOGIN_FAILED')
      let userId = await sessions.weappUser(who.openid)
      if (!userId) {
        // a WeChat user's first login keeps the id the device used so far (and its plan), unless that
        // id already belongs to someone: then a new one
        const device = req.body.userId
        const free =
          device &&
          isUserId(device) &&
          !(await sessions.isBound(device)) &&
          !(await sessions.isWeappUser(device)) &&
          (await sessions.isClaimable(device))
        userId = free ? device : `wx-${crypto.randomUUID()}`
      }
      const now = fastify.clock.now()
      await sessions.saveWeappUser(who.openid, userId, who.sessionKey, now)
      // WeChat has said whose id this is: a browser that named it first acts as it no more
      await sessions.revokeWeb(userId, now)
      await fastify.issueVisitorSession(reply, userId, 'weapp', LOGIN_SESSION_TTL_MS)
      return ok({ userId })
    },
  )

  app.post(
    '/api/v5/visitor/appLogin',
    {
      config: { identify: false, rateLimit: perMinute(30) },
      schema: { querystring: AppLoginQuery, body: AppLoginBody, response: AppLoginResponse },
    },
    async (req, reply): Promise<C.AppLoginResponse> => {
      const { userId, sessionId } = req.body
      if (!isUserId(userId)) throw badRequest('invalidRequest')
      if (!(await ask(() => native.verify(userId, sessionId))))
        throw new ApiError('appLoginFailed', 401, 'LOGIN_FAILED')
      // the native app has said whose id this is: a browser that named it first acts as it no more
      await sessions.revokeWeb(userId, fastify.clock.now())
      await fastify.issueVisitorSession(reply, userId, 'app', LOGIN_SESSION_TTL_MS)
      return ok({ userId })
    },
  )
}
