import cors from '@fastify/cors'
import fp from 'fastify-plugin'
import { isLoopbackHost } from '../../config.js'
import { DEMO_MODE_HEADER, VISITOR_SESSION_HEADER } from '../visitor.js'
import { PACK_BYTES_HEADER } from '../../routes/rxweb/offline.js'

/**
 * Cross-origin requests: credentials only from the configured origins (and, on a local server, from
 * local development servers). Registered before the security headers, as it always was: its
 * onRequest hook answers a preflight before any later hook runs.
 */
export default fp(
  async (fastify) => {
    const { config } = fastify
    await fastify.register(cors, {
      credentials: true,
      // the app reads a newly issued session secret from this header (plugins/visitor.ts)
      // …and a pack download's progress from this one (routes/rxweb/offline.ts), and demo mode
      exposedHeaders: [VISITOR_SESSION_HEADER, PACK_BYTES_HEADER, DEMO_MODE_HEADER],
      origin: (origin, cb) => {
        // same-origin and non-browser clients (weapp requests carry no Origin)
        if (!origin) return cb(null, true)
        if (config.corsOrigins.includes('*') || config.corsOrigins.includes(origin)) return cb(null, true)
        // local development servers (taro dev, playwright) on any port, when this server is local too:
        // on a reachable server a page on the visitor's own machine must not send their credentials
        const local = /^https?:\/\/(localhost|127\.0\.0\.1|\[::1\])(:\d+)?$/.test(origin)
        if (local && isLoopbackHost(config.host)) return cb(null, true)
        cb(null, false)
      },
    })
  },
  { name: 'cors' },
)
