import fp from 'fastify-plugin'
import type { Kysely, Selectable } from 'kysely'
import type { DB, SessionsTable, SpeakersTable } from '../db/schema.js'

export type ConferenceSession = Selectable<SessionsTable>
export type Speaker = Selectable<SpeakersTable>

/** Conference sessions (meetings), their speakers, and the visitors' reminders. */
export class ConferenceRepository {
  constructor(private readonly db: Kysely<DB>) {}

  async list(
    editionId: number,
    keynote: 0 | 1 | undefined,
    pageNo: number,
    pageSize: number,
  ): Promise<{ rows: ConferenceSession[]; total: number; hasMore: boolean }> {
    let q = this.db.selectFrom('sessions').where('edition_id', '=', editionId)
    if (keynote !== undefined) q = q.where('is_keynote', '=', keynote)
    const [rows, total] = await Promise.all([
      q
        .selectAll()
        .orderBy('start_time')
        .orderBy('id')
        .limit(pageSize + 1)
        .offset((pageNo - 1) * pageSize)
        .execute(),
      q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    ])
    return { rows: rows.slice(0, pageSize), total: Number(total.n), hasMore: rows.length > pageSize }
  }

  async session(id: number): Promise<ConferenceSession | undefined> {
    return this.db.selectFrom('sessions').selectAll().where('id', '=', id).executeTakeFirst()
  }

  async speakersOf(sessionId: number): Promise<Speaker[]> {
    return this.db
      .selectFrom('speakers')
      .innerJoin('session_speakers', 'session_speakers.speaker_id', 'speakers.id')
      .selectAll('speakers')
      .where('session_speakers.session_id', '=', sessionId)
      .orderBy('speakers.id')
      .execute()
  }

  async speaker(id: number): Promise<Speaker | undefined> {
    return this.db.selectFrom('speakers').selectAll().where('id', '=', id).executeTakeFirst()
  }

  /** A speaker's sessions, latest first. */
  async sessionsOf(speakerId: number): Promise<ConferenceSession[]> {
    return this.db
      .selectFrom('sessions')
      .innerJoin('session_speakers', 'session_speakers.session_id', 'sessions.id')
      .selectAll('sessions')
      .where('session_speakers.speaker_id', '=', speakerId)
      .orderBy('sessions.start_time', 'desc')
      .execute()
  }

  async isReminded(userId: string, sessionId: number): Promise<boolean> {
    const row = await this.db
      .selectFrom('session_reminders')
      .select('session_id')
      .where('user_id', '=', userId)
      .where('session_id', '=', sessionId)
      .executeTakeFirst()
    return !!row
  }

  async setReminder(userId: string, sessionId: number, remind: 0 | 1, now: string): Promise<void> {
    if (remind === 1) {
      await this.db
        .insertInto('session_reminders')
        .values({ user_id: userId, session_id: sessionId, created_at: now })
        .onConflict((oc) => oc.columns(['user_id', 'session_id']).doNothing())
        .execute()
    } else {
      await this.db
        .deleteFrom('session_reminders')
        .where('user_id', '=', userId)
        .where('session_id', '=', sessionId)
        .execute()
    }
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    conference: ConferenceRepository
  }
}

export default fp(
  async (fastify) => {
    fastify.decorate('conference', new ConferenceRepository(fastify.database.db))
  },
  { name: 'conference', dependencies: ['database'] },
)
