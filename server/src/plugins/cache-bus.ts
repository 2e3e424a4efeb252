import fp from 'fastify-plugin'
import { CompiledQuery } from 'kysely'
import { LocalBus, PostgresChatBus } from './chat-bus.js'

/**
 * What made a process's in-memory copies stale. Each process keeps some answers in memory (the
 * directory's list pages and totals, the catalog of editions and halls, the visitor sessions seen
 * lately); a write in one process tells every process, its own included, to drop them.
 */
export type CacheEvent =
  /** exhibitors or products were written: list pages and totals go */
  | { kind: 'directory' }
  /** the reference tables (editions, halls, categories, tags) were written: reload them */
  | { kind: 'catalog' }
  /** a visitor's secrets were revoked or erased: forget them */
  | { kind: 'sessions'; userId: string }
  /** the bus missed notifications (its connection dropped): drop everything */
  | { kind: 'resync' }

export interface CacheBus {
  /** Tells every process (this one too); resolves once PostgreSQL has taken the notification. */
  publish(event: CacheEvent): Promise<void>
  subscribe(listener: (event: CacheEvent) => void): () => void
}

export const CACHE_CHANNEL = 'expo_cache'

declare module 'fastify' {
  interface FastifyInstance {
    cacheBus: CacheBus
  }
}

/**
 * The cache bus: PostgreSQL LISTEN/NOTIFY on its own channel, with the chat bus's plumbing (a
 * dedicated listening connection, reopened when it drops, and a resync then); in-process on SQLite,
 * where the server is one process. Notifications go out through the database's pool.
 */
export default fp(
  async (fastify) => {
    const { databaseUrl } = fastify.config
    if (!databaseUrl) {
      const local = new LocalBus<CacheEvent>()
      fastify.decorate('cacheBus', local)
      fastify.addHook('onClose', async () => local.close())
      return
    }
    const { db } = fastify.database
    const pool = { query: (text: string, values: unknown[]) => db.executeQuery(CompiledQuery.raw(text, values)) }
    const bus = new PostgresChatBus<CacheEvent>(databaseUrl, pool, fastify.log, CACHE_CHANNEL)
    await bus.start()
    fastify.decorate('cacheBus', bus)
    fastify.addHook('onClose', async () => bus.close())
  },
  { name: 'cache-bus', dependencies: ['database'] },
)
