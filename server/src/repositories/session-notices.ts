import fp from 'fastify-plugin'
import { sql, type Kysely } from 'kysely'
import type { DB } from '../db/schema.js'
import type {} from '../db/schema-notices.js'

export interface SessionNoticeRow {
  id: number
  message_key: string
  session_id: number
  user_id: string
  edition_id: number
  message: string
  state: string
  attempts: number
  next_at: string
  claimed_at: string | null
}

/**
 * The schedule-change notices' queue (migration 0029, issue 25): a moved or cancelled session's
 * notice to each visitor with a reminder, queued once by its message key, claimed before it is
 * sent so one sender sends it (across restarts and processes), settled with what the channel said.
 */
export class SessionNoticeRepository {
  constructor(private readonly db: Kysely<DB>) {}

  /** Queues a notice; false when one with this key was queued before (the change was announced already). */
  async queue(
    n: { key: string; sessionId: number; userId: string; editionId: number; message: string },
    nowIso: string,
  ) {
    const res = await this.db
      .insertInto('session_notices')
      .values({
        message_key: n.key,
        session_id: n.sessionId,
        user_id: n.userId,
        edition_id: n.editionId,
        message: n.message,
        next_at: nowIso,
      })
      .onConflict((oc) => oc.column('message_key').doNothing())
      .executeTakeFirst()
    return Number(res.numInsertedOrUpdatedRows ?? 0) === 1
  }

  /** Notices due: queued ones whose time has come, and claims older than `staleIso` (a sender stopped). */
  async due(nowIso: string, staleIso: string, limit: number): Promise<SessionNoticeRow[]> {
    return this.db
      .selectFrom('session_notices')
      .selectAll()
      .where((eb) =>
        eb.or([
          eb.and([eb('state', '=', 'queued'), eb('next_at', '<=', nowIso)]),
          eb.and([eb('state', '=', 'sending'), eb('claimed_at', '<', staleIso)]),
        ]),
      )
      .orderBy('id')
      .limit(limit)
      .execute()
  }

  /** Claims a notice as it was read (its state and claim): only one sender sends it. */
  async claim(n: SessionNoticeRow, nowIso: string): Promise<boolean> {
    let q = this.db
      .updateTable('session_notices')
      .set({ state: 'sending', claimed_at: nowIso, attempts: sql`attempts + 1` })
      .where('id', '=', n.id)
      .where('state', '=', n.state)
    q = n.claimed_at === null ? q.where('claimed_at', 'is', null) : q.where('claimed_at', '=', n.claimed_at)
    return Number((await q.executeTakeFirst()).numUpdatedRows) === 1
  }

  /** The send's outcome: done, failed for good, or queued again for a later round. */
  async settle(id: number, state: 'done' | 'failed' | 'queued', nextIso?: string): Promise<void> {
    await this.db
      .updateTable('session_notices')
      .set({ state, claimed_at: null, ...(nextIso ? { next_at: nextIso } : {}) })
      .where('id', '=', id)
      .execute()
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    sessionNotices: SessionNoticeRepository
  }
}

export default fp(
  async (fastify) => {
    fastify.decorate('sessionNotices', new SessionNoticeRepository(fastify.database.db))
  },
  { name: 'sessionNotices', dependencies: ['database'] },
)
