import fp from 'fastify-plugin'
import type { Kysely, Selectable } from 'kysely'
import type { DB } from '../db/schema.js'
import type { RegistrationsTable } from '../db/schema-home-menu.js'
import { prepared } from '../db/prepared.js'

export type Registration = Selectable<RegistrationsTable>

/** Visitor pre-registrations: one per phone number and edition (a unique index keeps it so). */
export class RegistrationRepository {
  constructor(private readonly db: Kysely<DB>) {}

  async byPhone(editionId: number, phoneHash: string): Promise<Registration | undefined> {
    return this.db
      .selectFrom('registrations')
      .selectAll()
      .where('edition_id', '=', editionId)
      .where('phone_hash', '=', phoneHash)
      .executeTakeFirst()
  }

  /** every meeting notice to a stand names the visitor: compiled once (db/prepared.ts) */
  private readonly latest = prepared<{ editionId: number; userId: string }, Registration>((db, v) =>
    db
      .selectFrom('registrations')
      .selectAll()
      .where('edition_id', '=', v.editionId)
      .where('user_id', '=', v.userId)
      .orderBy('created_at', 'desc')
      .limit(1),
  )

  async byVisitor(editionId: number, userId: string): Promise<Registration | undefined> {
    return (await this.latest.run(this.db, { editionId, userId })).rows[0]
  }

  async byId(id: string): Promise<Registration | undefined> {
    return this.db.selectFrom('registrations').selectAll().where('id', '=', id).executeTakeFirst()
  }

  /**
   * Lets a badge in at a gate: the first scan marks it used (one UPDATE, so two gates scanning the
   * same badge at once admit it once). Answers whether this scan admitted it, and the registration
   * as it is now (its used_at the first scan's time).
   */
  async admit(
    id: string,
    now: number,
    gate: string | null,
  ): Promise<{ admitted: boolean; registration?: Registration }> {
    const res = await this.db
      .updateTable('registrations')
      .set({ used_at: now, used_gate: gate })
      .where('id', '=', id)
      .where('used_at', 'is', null)
      .executeTakeFirst()
    return { admitted: Number(res.numUpdatedRows) === 1, registration: await this.byId(id) }
  }

  /**
   * Stores a registration unless the number already has one for the edition (a concurrent
   * request, or registering twice): then that one is answered. `created` says which.
   */
  async insertOrGet(
    row: Omit<Registration, 'used_at' | 'used_gate'>,
  ): Promise<{ registration: Registration; created: boolean }> {
    const res = await this.db
      .insertInto('registrations')
      .values(row)
      .onConflict((oc) => oc.columns(['edition_id', 'phone_hash']).doNothing())
      .executeTakeFirst()
    if (Number(res.numInsertedOrUpdatedRows ?? 0) === 1)
      return { registration: { ...row, used_at: null, used_gate: null }, created: true }
    const existing = await this.byPhone(row.edition_id, row.phone_hash)
    if (!existing) throw new Error('registration vanished')
    return { registration: existing, created: false }
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    registrations: RegistrationRepository
  }
}

export default fp(
  async (fastify) => {
    fastify.decorate('registrations', new RegistrationRepository(fastify.database.db))
  },
  { name: 'registrations', dependencies: ['database'] },
)
