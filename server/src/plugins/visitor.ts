import type { FastifyInstance, FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify'
import fp from 'fastify-plugin'
import type { DemoModeHeader, VisitorSessionHeader } from '../../../types/api.js'
import { ApiError, forbidden } from '../lib/errors.js'
import { userIdOf } from '../lib/identity.js'
import type { SessionProvider } from '../repositories/visitor-sessions.js'

/** The request and response header carrying a visitor's session secret (never a URL, never logged). */
export const VISITOR_SESSION_HEADER: VisitorSessionHeader = 'x-visitor-session'
export const DEMO_MODE_HEADER: DemoModeHeader = 'x-demo-mode'
/** Answers that carry one visitor's data or secret: never kept by a shared cache, nor on disk. */
export const PRIVATE_NO_STORE = 'private, no-store'

/**
 * Who is calling:
 * - anonymous: no visitor id;
 * - signed-in: the visitor id with its secret;
 * - new: a visitor id no secret was ever issued to, and one anybody may claim — it gets one with
 *   this request's answer, if the request succeeds (a refused request writes nothing, not even a
 *   session);
 * - refused: a visitor id bound to a secret this request did not bring (missing) or got wrong
 *   (invalid), or one nobody may claim (seeded, or others wrote to it: isClaimable). Private calls
 *   answer 401; public ones treat the caller as anonymous.
 */
export type VisitorState = 'anonymous' | 'signed-in' | 'new' | 'missing' | 'invalid'
export interface Visitor {
  userId: string | null
  state: VisitorState
}

declare module 'fastify' {
  interface FastifyInstance {
    /** preHandler of every private route: the caller must be the visitor it names, with its secret */
    requireVisitor: preHandlerAsyncHookHandler
    /** issues a session for a visitor id and puts its secret in the answer's header */
    issueVisitorSession: (
      reply: FastifyReply,
      userId: string,
      provider: SessionProvider,
      ttlMs: number | null,
    ) => Promise<void>
  }
  interface FastifyRequest {
    visitor: Visitor
  }
  interface FastifyContextConfig {
    /** false: the route does not identify the caller from userId (the login routes do it themselves) */
    identify?: boolean
  }
}

/** The visitor a private route serves (its requireVisitor preHandler has checked them). */
export function visitorOf(req: FastifyRequest): string {
  const v = req.visitor
  if (!v?.userId || (v.state !== 'signed-in' && v.state !== 'new')) {
    throw new Error(`${req.routeOptions.url}: requireVisitor preHandler missing`)
  }
  return v.userId
}

/**
 * The caller of a public route when they are who they say (or new): only then does an answer carry
 * their personal data (collected flags, reminders, likes). A visitor id without its secret is
 * answered as anonymous — else anyone could read another visitor's plan through the list pages.
 */
export function visitorIdOf(req: FastifyRequest): string | null {
  const v = req.visitor
  return v?.userId && (v.state === 'signed-in' || v.state === 'new') ? v.userId : null
}

/**
 * The caller as a signed-in visitor, or the refusal a private call answers: 400 without a visitor
 * id, 401 for a visitor id without its secret (SESSION_REQUIRED) or with a wrong one (SESSION_INVALID).
 * For a public route with a private part (the caller's own RFQs).
 */
export function signedInVisitor(req: FastifyRequest): string {
  const v = req.visitor
  if (!v?.userId || v.state === 'anonymous') throw new ApiError('userIdRequired', 400, 'USER_REQUIRED')
  if (v.state === 'missing') throw new ApiError('sessionRefused', 401, 'SESSION_REQUIRED')
  if (v.state === 'invalid') throw new ApiError('sessionRefused', 401, 'SESSION_INVALID')
  return v.userId
}

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE'])
const LOCAL_DEV = /^https?:\/\/(localhost|127\.0\.0\.1|\[::1\])(:\d+)?$/
/** Routes that never identify: static files and images (a ?userId= deep link must not bind the id). */
const NOT_IDENTIFIED = new Set(['/*', '/uploads/*', '/media/:kind/:file'])

/**
 * Visitor sessions (types/api/visitor.ts): identification of every API call, issuing a secret to a
 * new visitor id, the requireVisitor preHandler, and the refusal of cross-site requests that change
 * state (an attacker's page could otherwise make a visitor's browser post for them).
 */
export default fp(
  async (fastify: FastifyInstance) => {
    const sessions = fastify.visitorSessions
    const { config } = fastify
    const anonymous: Visitor = { userId: null, state: 'anonymous' }
    fastify.decorateRequest('visitor', null as unknown as Visitor)

    /**
     * A state-changing request from a browser must come from this site (or a configured origin).
     * Browsers send Origin on such requests (and Sec-Fetch-Site); the mini-program and the native
     * app send neither, so they pass.
     */
    const sameSite = (origin: string, req: FastifyRequest): boolean => {
      if (config.corsOrigins.includes('*') || config.corsOrigins.includes(origin) || LOCAL_DEV.test(origin)) return true
      if (config.publicUrl && new URL(config.publicUrl).origin === origin) return true
      try {
        return new URL(origin).host === req.headers.host
      } catch {
        return false
      }
    }
    fastify.addHook('onRequest', async (req) => {
      if (!STATE_CHANGING.has(req.method)) return
      const origin = req.headers.origin
      if (typeof origin === 'string' && !sameSite(origin, req)) throw forbidden('crossSiteRefused')
      if (!origin && req.headers['sec-fetch-site'] === 'cross-site') throw forbidden('crossSiteRefused')
    })

    fastify.addHook('preHandler', async (req) => {
      req.visitor = anonymous
      const url = req.routeOptions.url
      if (!url || NOT_IDENTIFIED.has(url) || req.routeOptions.config.identify === false) return
      const userId = userIdOf(req)
      if (!userId) return
      const header = req.headers[VISITOR_SESSION_HEADER]
      const secret = typeof header === 'string' && header.length <= 256 ? header : ''
      if (secret && (await sessions.userOf(secret, fastify.clock.now())) === userId) {
        req.visitor = { userId, state: 'signed-in' }
      } else if ((await sessions.isBound(userId)) || !(await sessions.isClaimable(userId))) {
        // bound to a secret this request did not bring, or an id nobody may claim (seeded, or others
        // wrote to it): refused like a missing secret — the app goes on as a new visitor
        req.visitor = { userId, state: secret ? 'invalid' : 'missing' }
      } else {
        req.visitor = { userId, state: 'new' }
      }
    })

    // a new visitor id gets its secret with the first answer that succeeded
    fastify.addHook('onSend', async (req, reply, payload) => {
      if (req.visitor?.state === 'new' && reply.statusCode < 400 && !reply.hasHeader(VISITOR_SESSION_HEADER)) {
        reply.header(
          VISITOR_SESSION_HEADER,
          await sessions.issue(req.visitor.userId!, 'web', fastify.clock.now(), null),
        )
        // an answer carrying a secret is this visitor's alone, whatever the route would let a cache keep
        reply.header('cache-control', PRIVATE_NO_STORE)
      }
      return payload
    })

    fastify.decorate('requireVisitor', async (req: FastifyRequest, reply: FastifyReply) => {
      signedInVisitor(req)
      // one visitor's own data: no shared cache (a proxy, a CDN) may keep it for the next person
      reply.header('cache-control', PRIVATE_NO_STORE)
    })

    fastify.decorate(
      'issueVisitorSession',
      async (reply: FastifyReply, userId: string, provider: SessionProvider, ttlMs: number | null) => {
        const now = fastify.clock.now()
        reply.header(VISITOR_SESSION_HEADER, await sessions.issue(userId, provider, now, ttlMs ? now + ttlMs : null))
        reply.header('cache-control', PRIVATE_NO_STORE)
      },
    )
  },
  { name: 'visitor', dependencies: ['visitorSessions'] },
)
