import type { FastifyInstance, FastifyRequest, onRequestAsyncHookHandler } from 'fastify'
import fp from 'fastify-plugin'
import rateLimit from '@fastify/rate-limit'
import { sql } from 'kysely'
import { ApiError } from '../../lib/errors.js'
import { userIdOf } from '../../lib/identity.js'
import { prepared } from '../../db/prepared.js'

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

/** Rows whose window ended this long ago are swept (one call in SWEEP_EVERY does it). */
const SWEEP_AFTER_MS = 60_000
const SWEEP_EVERY = 500

/**
 * @fastify/rate-limit's store kept in PostgreSQL, so a limit holds across every server process
 * (WORKERS, several hosts): one atomic upsert per call counts it in its window, starting a new
 * window once the old one has passed. The database opens after this plugin, so it is looked up at
 * the first call. One store per route (child), its keys prefixed with the route.
 */
export function postgresRateLimitStore(fastify: FastifyInstance) {
  let calls = 0
  // one call's count in its window, compiled once (db/prepared.ts): a named statement on each
  // connection, run by every limited request
  const countCall = prepared<{ key: string; now: number; until: number }, { count: number; reset_at: string | number }>(
    (db, v) => ({
      compile: () =>
        sql<{ count: number; reset_at: string | number }>`
          INSERT INTO rate_limits (key, count, reset_at) VALUES (${v.key}, 1, ${v.until})
          ON CONFLICT (key) DO UPDATE SET
            count = CASE WHEN rate_limits.reset_at <= ${v.now} THEN 1 ELSE rate_limits.count + 1 END,
            reset_at = CASE WHEN rate_limits.reset_at <= ${v.now} THEN ${v.until} ELSE rate_limits.reset_at END
          RETURNING count, reset_at`.compile(db),
    }),
  )
  return class PostgresRateLimitStore {
    constructor(
      _globalParams?: unknown,
      private readonly prefix = '',
    ) {}

    // the plugin passes the window and the maximum after the callback (its types leave them out)
    incr(
      key: string,
      cb: (err: Error | null, res?: { current: number; ttl: number }) => void,
      timeWindow: number = 60_000,
    ) {
      const db = fastify.database.db
      const now = Date.now()
      const until = now + timeWindow
      countCall
        .run(db, { key: this.prefix + key, now, until })
        .then(({ rows }) => {
          const row = rows[0]!
          cb(null, { current: Number(row.count), ttl: Math.max(0, Number(row.reset_at) - now) })
          if (++calls % SWEEP_EVERY === 0)
            void sql`DELETE FROM rate_limits WHERE reset_at < ${now - SWEEP_AFTER_MS}`
              .execute(db)
              .catch(() => undefined)
        })
        .catch((err: Error) => cb(err))
    }

    child(routeOptions: object) {
      // a route's limit; createRateLimit's (no route) keys already name their bucket
      const info = (routeOptions as { routeInfo?: { method?: unknown; url?: string } }).routeInfo
      const route = info?.url ? `${String(info.method)} ${info.url}|` : 'hook|'
      return new PostgresRateLimitStore(undefined, this.prefix + route)
    }
  }
}

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
      // several server processes on PostgreSQL count together; one process alone (SQLite) in memory
      ...(fastify.config.databaseUrl ? { store: postgresRateLimitStore(fastify) } : {}),
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
