import fp from 'fastify-plugin'
import type { Kysely, Selectable } from 'kysely'
import type { AttendeesTable, DB, ImMessagesTable } from '../db/schema.js'
import type { DialectName } from '../db/index.js'
import { lockKey } from '../db/locks.js'

export type Attendee = Selectable<AttendeesTable>
export type ImMessageRow = Selectable<ImMessagesTable>
export type Decision = 'follow' | 'lose'

/**
 * Matchmaking: attendees, the visitor's decisions on them (counted per day), follows (interest;
 * two-way = mutual) and the messages mutual followers exchange.
 */
export class MatchRepository {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly dialect: DialectName,
  ) {}

  async attendeeByPublicId(publicId: string): Promise<Attendee | undefined> {
    return this.db.selectFrom('attendees').selectAll().where('public_id', '=', publicId).executeTakeFirst()
  }

  async attendees(userIds: string[]): Promise<Attendee[]> {
    if (!userIds.length) return []
    return this.db.selectFrom('attendees').selectAll().where('user_id', 'in', userIds).orderBy('user_id').execute()
  }

  async decisionsOn(userId: string, day: string): Promise<number> {
    const row = await this.db
      .selectFrom('match_decisions')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('user_id', '=', userId)
      .where('day', '=', day)
      .executeTakeFirstOrThrow()
    return Number(row.n)
  }

  /** Attendees of an exhibition the visitor has not decided on yet. */
  async candidates(userId: string, exhibitionId: number, limit: number): Promise<Attendee[]> {
    return this.db
      .selectFrom('attendees')
      .selectAll()
      .where('exhibition_id', '=', exhibitionId)
      .where('user_id', '!=', userId)
      .where(
        'user_id',
        'not in',
        this.db.selectFrom('match_decisions').select('target_user_id').where('user_id', '=', userId),
      )
      .orderBy('user_id')
      .limit(limit)
      .execute()
  }

  /**
   * Records a decision. A new one counts towards the day's limit and is refused ('limit') when it
   * is used up; changing an earlier decision does not count. Check and write are one step, so a
   * burst of requests cannot pass the limit. Returns the decisions left today.
   */
  async decide(
    userId: string,
    target: string,
    decision: Decision,
    day: string,
    dailyLimit: number,
    now: string,
  ): Promise<number | 'limit'> {
    return this.db.transaction().execute(async (trx) => {
      await lockKey(trx, this.dialect, `match:${userId}`)
      const existing = await trx
        .selectFrom('match_decisions')
        .select('decision')
        .where('user_id', '=', userId)
        .where('target_user_id', '=', target)
        .executeTakeFirst()
      const used = Number(
        (
          await trx
            .selectFrom('match_decisions')
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .where('user_id', '=', userId)
            .where('day', '=', day)
            .executeTakeFirstOrThrow()
        ).n,
      )
      if (existing) {
        await trx
          .updateTable('match_decisions')
          .set({ decision })
          .where('user_id', '=', userId)
          .where('target_user_id', '=', target)
          .execute()
        return Math.max(0, dailyLimit - used)
      }
      if (used >= dailyLimit) return 'limit'
      await trx
        .insertInto('match_decisions')
        .values({ user_id: userId, target_user_id: target, decision, day, created_at: now })
        .execute()
      return dailyLimit - used - 1
    })
  }

  /** Follow (interested); an attendee who follows back does so at once. */
  async follow(userId: string, target: Attendee, now: string): Promise<void> {
    const rows = [{ user_id: userId, target_user_id: target.user_id, created_at: now }]
    if (target.follows_back) rows.push({ user_id: target.user_id, target_user_id: userId, created_at: now })
    await this.db
      .insertInto('follows')
      .values(rows)
      .onConflict((oc) => oc.columns(['user_id', 'target_user_id']).doNothing())
      .execute()
  }

  async unfollow(userId: string, target: string): Promise<void> {
    await this.db.deleteFrom('follows').where('user_id', '=', userId).where('target_user_id', '=', target).execute()
  }

  async follows(userId: string, target: string): Promise<boolean> {
    const row = await this.db
      .selectFrom('follows')
      .select('user_id')
      .where('user_id', '=', userId)
      .where('target_user_id', '=', target)
      .executeTakeFirst()
    return !!row
  }

  /** Whom the visitor follows, and who follows the visitor. */
  async relations(userId: string): Promise<{ following: Set<string>; followers: Set<string> }> {
    const [out, inc] = await Promise.all([
      this.db.selectFrom('follows').select('target_user_id as other').where('user_id', '=', userId).execute(),
      this.db.selectFrom('follows').select('user_id as other').where('target_user_id', '=', userId).execute(),
    ])
    return { following: new Set(out.map((r) => r.other)), followers: new Set(inc.map((r) => r.other)) }
  }

  async mutual(a: string, b: string): Promise<boolean> {
    return (await this.follows(a, b)) && (await this.follows(b, a))
  }

  /** The conversation of two people, oldest first (at most 500 messages). */
  async conversation(a: string, b: string, limit = 500): Promise<ImMessageRow[]> {
    return this.db
      .selectFrom('im_messages')
      .selectAll()
      .where((eb) =>
        eb.or([
          eb.and([eb('from_user_id', '=', a), eb('to_user_id', '=', b)]),
          eb.and([eb('from_user_id', '=', b), eb('to_user_id', '=', a)]),
        ]),
      )
      .orderBy('id')
      .limit(limit)
      .execute()
  }

  async lastMessage(a: string, b: string): Promise<ImMessageRow | undefined> {
    return this.db
      .selectFrom('im_messages')
      .selectAll()
      .where((eb) =>
        eb.or([
          eb.and([eb('from_user_id', '=', a), eb('to_user_id', '=', b)]),
          eb.and([eb('from_user_id', '=', b), eb('to_user_id', '=', a)]),
        ]),
      )
      .orderBy('id', 'desc')
      .limit(1)
      .executeTakeFirst()
  }

  async sendMessage(from: string, to: string, content: string, now: string): Promise<ImMessageRow> {
    const row = await this.db
      .insertInto('im_messages')
      .values({ from_user_id: from, to_user_id: to, content, created_at: now })
      .returning('id')
      .executeTakeFirstOrThrow()
    return { id: Number(row.id), from_user_id: from, to_user_id: to, content, created_at: now }
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    match: MatchRepository
  }
}

export default fp(
  async (fastify) => {
    fastify.decorate('match', new MatchRepository(fastify.database.db, fastify.database.dialect))
  },
  { name: 'match', dependencies: ['database'] },
)
