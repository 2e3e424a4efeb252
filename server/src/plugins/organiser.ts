import crypto from 'node:crypto'
import type { FastifyInstance, FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify'
import fp from 'fastify-plugin'
import { ApiError } from '../lib/errors.js'
import { ORGANISER_SESSION_MS } from '../repositories/organisers.js'

/** The organiser's session cookie: httpOnly (no script reads it), only sent to the console's API. */
export const ORGANISER_COOKIE = 'organiser_session'
const COOKIE_PATH = '/api/organiser'

export interface Organiser {
  /** 0: the configured ORGANISER_TOKEN (no account) */
  id: number
  email: string
  name: string
}

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * preValidation of every /api/organiser/* route but sign-in (before the request's schema, so a
     * stranger gets 401, not a list of missing parameters): an organiser's session (the cookie
     * issued at sign-in) or `Authorization: Bearer <ORGANISER_TOKEN>` when that is configured. A
     * visitor's session is none of these: refused (401).
     */
    requireOrganiser: preHandlerAsyncHookHandler
    setOrganiserCookie: (reply: FastifyReply, token: string | null) => void
    /**
     * Before a visitor's chat message or RFQ post: refused (403) when an organiser blocked them, or
     * once with the organiser's warning (the next post goes through)
     */
    assertMayPost: (userId: string) => Promise<void>
  }
  interface FastifyRequest {
    organiser: Organiser | null
  }
}

/** The organiser a console route serves (its requireOrganiser hook has checked them). */
export function organiserOf(req: FastifyRequest): Organiser {
  if (!req.organiser) throw new Error(`${req.routeOptions.url}: requireOrganiser hook missing`)
  return req.organiser
}

const sameSecret = (a: string, b: string) => {
  const x = crypto.createHash('sha256').update(a).digest()
  const y = crypto.createHash('sha256').update(b).digest()
  return crypto.timingSafeEqual(x, y)
}

/**
 * Organisers: the console's guard, its cookie, and the first account from configuration
 * (ORGANISER_EMAIL + ORGANISER_PASSWORD, created at start when missing; `npm run organiser -- add`
 * adds others or sets a new password).
 */
export default fp(
  async (fastify: FastifyInstance) => {
    const { config } = fastify
    fastify.decorateRequest('organiser', null)

    const guard: preHandlerAsyncHookHandler = async (req: FastifyRequest) => {
      const auth = req.headers.authorization
      if (typeof auth === 'string' && auth.startsWith('Bearer ') && config.organiserToken) {
        if (sameSecret(auth.slice(7).trim(), config.organiserToken)) {
          req.organiser = { id: 0, email: 'ORGANISER_TOKEN', name: 'ORGANISER_TOKEN' }
          return
        }
      }
      const token = req.cookies?.[ORGANISER_COOKIE]
      if (typeof token === 'string' && token.length <= 100) {
        const who = await fastify.organisers.sessionOf(token, fastify.clock.now())
        if (who) {
          req.organiser = who
          return
        }
      }
      throw new ApiError('organiser.signInRequired', 401, 'ORGANISER_REQUIRED')
    }
    fastify.decorate('requireOrganiser', guard)

    fastify.decorate('setOrganiserCookie', (reply: FastifyReply, token: string | null) => {
      const secure = !!config.publicUrl?.startsWith('https://')
      if (token === null) reply.clearCookie(ORGANISER_COOKIE, { path: COOKIE_PATH })
      else
        reply.setCookie(ORGANISER_COOKIE, token, {
          path: COOKIE_PATH,
          httpOnly: true,
          sameSite: 'strict',
          secure,
          maxAge: ORGANISER_SESSION_MS / 1000,
        })
    })

    fastify.decorate('assertMayPost', async (userId: string) => {
      const level = await fastify.organisers.takePostingCheck(userId)
      if (level === 'blocked') throw new ApiError('organiser.blockedFromPosting', 403, 'POSTING_BLOCKED')
      if (level === 'warned') throw new ApiError('organiser.warnedBeforePosting', 403, 'POSTING_WARNED')
    })

    if (config.organiserPassword) {
      fastify.addHook('onReady', async () => {
        if (await fastify.organisers.hasAccount(config.organiserEmail)) return
        await fastify.organisers.addAccount(config.organiserEmail, config.organiserPassword!, '', fastify.clock.now())
        fastify.log.info('organiser console: the first account was created from ORGANISER_PASSWORD')
      })
    }
  },
  { name: 'organiser', dependencies: ['organisers'] },
)
