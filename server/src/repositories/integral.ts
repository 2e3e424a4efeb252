import fp from 'fastify-plugin'
import type { Kysely } from 'kysely'
import type { DB } from '../db/schema.js'

/** Points: each action is awarded at most once per visitor per day (the primary key says so). */
export class IntegralRepository {
  constructor(private readonly db: Kysely<DB>) {}

  /** Awards the points unless this action was already awarded today; returns the points added. */
  async award(userId: string, action: string, day: string, points: number, now: string): Promise<number> {
    const res = await this.db
      .insertInto('integral')
      .values({ user_id: userId, action, day, points, created_at: now })
      .onConflict((oc) => oc.columns(['user_id', 'action', 'day']).doNothing())
      .executeTakeFirst()
    return Number(res.numInsertedOrUpdatedRows ?? 0) > 0 ? points : 0
  }

  async total(userId: string): Promise<number> {
    const row = await this.db
      .selectFrom('integral')
      .select((eb) => eb.fn.sum<number>('points').as('n'))
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow()
    return Number(row.n ?? 0)
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    integral: IntegralRepository
  }
}

export default fp(
  async (fastify) => {
    fastify.decorate('integral', new IntegralRepository(fastify.database.db))
  },
  { name: 'integral', dependencies: ['database'] },
)
