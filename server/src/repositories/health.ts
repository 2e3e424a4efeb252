import fp from 'fastify-plugin'
import { sql, type Kysely } from 'kysely'
import type { DB } from '../db/schema.js'

/** Whether the database answers: /healthz (routes/health.ts). */
export class HealthRepository {
  constructor(private readonly db: Kysely<DB>) {}

  /** True when a trivial query comes back within `timeoutMs`; false on an error or a timeout. */
  async databaseAnswers(timeoutMs: number): Promise<boolean> {
    let timer: NodeJS.Timeout | undefined
    return Promise.race([
      sql`SELECT 1`.execute(this.db).then(() => true),
      new Promise<boolean>((resolve) => (timer = setTimeout(() => resolve(false), timeoutMs))),
    ])
      .catch(() => false)
      .finally(() => clearTimeout(timer))
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    health: HealthRepository
  }
}

export default fp(
  async (fastify) => {
    fastify.decorate('health', new HealthRepository(fastify.database.db))
  },
  { name: 'health', dependencies: ['database'] },
)
