import fp from 'fastify-plugin'
import type { Insertable, Kysely } from 'kysely'
import type { BehaviourTable, DB } from '../db/schema.js'

/** Behaviour records (spec §3), written as they come. */
export class BehaviourRepository {
  constructor(private readonly db: Kysely<DB>) {}

  async save(rows: Array<Insertable<BehaviourTable>>): Promise<number> {
    if (rows.length) await this.db.insertInto('behaviour_records').values(rows).execute()
    return rows.length
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    behaviour: BehaviourRepository
  }
}

export default fp(
  async (fastify) => {
    fastify.decorate('behaviour', new BehaviourRepository(fastify.database.db))
  },
  { name: 'behaviour', dependencies: ['database'] },
)
