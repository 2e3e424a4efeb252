import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import rateLimit from '@fastify/rate-limit'
import { ApiError } from '../lib/errors.js'

/**
 * Per-IP limits, declared on the routes they protect (`config: { rateLimit: perMinute(20) }`): an
 * attacker could otherwise fill the disk with uploads or burn SMS / mail quota from one address.
 * RATE_LIMIT=off leaves the plugin out, and with it every route's limit.
 */
export const perMinute = (max: number) => ({ max, timeWindow: 60_000 })

export default fp(
  async (fastify: FastifyInstance) => {
    const mode = fastify.config.rateLimit
    if (mode === 'off') return
    await fastify.register(rateLimit, {
      global: false,
      // 'on' exempts loopback (local development, browser tests); 'strict' limits it too
      allowList: mode === 'strict' ? [] : ['127.0.0.1', '::1', '::ffff:127.0.0.1'],
      errorResponseBuilder: () => new ApiError('tooManyRequests', 429, 'RATE_LIMITED'),
    })
  },
  { name: 'rate-limits' },
)
