import type { FastifyInstance, FastifyRequest, onRequestAsyncHookHandler } from 'fastify'
import fp from 'fastify-plugin'
import rateLimit from '@fastify/rate-limit'
import { ApiError } from '../../lib/errors.js'
import { userIdOf } from '../../lib/identity.js'

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * An onRequest hook limiting one route per visitor id (the `userId` the request names) to `max`
     * calls a minute, on top of the route's per-IP `config.rateLimit`: many visitors may share an
     * address (an exhibition hall's Wi-Fi), one visitor id may not flood a route from many. A
     * request without a visitor id is left to the per-IP limit.
     */
    perVisitorPerMinute: (bucket: string, max: number) => onRequestAsyncHookHandler
  }
}

/**
 * Per-IP limits, declared on the routes they protect (`config: { rateLimit: perMinute(20) }`): an
 * attacker could otherwise fill the disk with uploads or burn SMS / mail quota from one address.
 * RATE_LIMIT=off leaves the plugin out, and with it every route's limit.
 */
export const perMinute = (max: number) => ({ max, timeWindow: 60_000 })

export default fp(
  async (fastify: FastifyInstance) => {
    const mode = fastify.config.rateLimit
    if (mode === 'off') {
      fastify.decorate('perVisitorPerMinute', () => async () => {})
      return
    }
    await fastify.register(rateLimit, {
      global: false,
      // 'on' exempts loopback (local development, browser tests); 'strict' limits it too
      allowList: mode === 'strict' ? [] : ['127.0.0.1', '::1', '::ffff:127.0.0.1'],
      errorResponseBuilder: () => new ApiError('tooManyRequests', 429, 'RATE_LIMITED'),
    })
    fastify.decorate('perVisitorPerMinute', (bucket: string, max: number) => {
      // the plugin's own route hook runs once per request, so this second limit applies it directly
      const limit = fastify.createRateLimit({
        max,
        timeWindow: 60_000,
        // the id is only a bucket name here: whether the caller is that visitor is the route's question
        keyGenerator: (req: FastifyRequest) => `${bucket}:visitor:${userIdOf(req)}`,
        allowList: () => false,
      })
      return async (req: FastifyRequest) => {
        if (!userIdOf(req)) return
        const state = await limit(req)
        if (!state.isAllowed && state.isExceeded) throw new ApiError('tooManyRequests', 429, 'RATE_LIMITED')
      }
    })
  },
  { name: 'rate-limits' },
)
