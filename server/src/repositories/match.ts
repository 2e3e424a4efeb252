import fp from 'fastify-plugin'
import type { Kysely, Selectable } from 'kysely'
import type { AttendeesTable, DB, ImMessagesTable } from '../db/schema.js'
import type { DialectName } from '../db/index.js'
import { lockKey } from '../db/locks.js'
import { newPublicId } from '../db/migrations/0003_person_public_ids.js'

export type Attendee = Selectable<AttendeesTable>
export type ImMessageRow = Selectable<ImMessagesTable>
export type Decision = 'follow' | 'lose'

/** The card fields a visitor writes (texts as typed) and the interest labels of their category ids. */
export interface CardRow {
  name: string
  company: string
  position: string
  country: string
  role: string
  interestIds: number[]
  interestsZh: string
  interestsEn: string
  lookingFor: string
  contact: string
}

/** At most this many candidates are ranked per request (an edition's joined attendees, newest first beyond it). */
const RANKED_POOL = 2000

/**
 * Matchmaking: attendees (cards), the visitor's decisions on them (counted per day), follows
 * (interest; two-way = mutual), blocks, conversations and the messages mutual matches exchange.
 */
export class MatchRepository {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly dialect: DialectName,
  ) {}

  async attendeeByPublicId(publicId: string): Promise<Attendee | undefined> {
    return this.db.selectFrom('attendees').selectAll().where('public_id', '=', publicId).executeTakeFirst()
  }

  async attendeeByUser(userId: string): Promise<Attendee | undefined> {
    return this.db.selectFrom('attendees').selectAll().where('user_id', '=', userId).executeTakeFirst()
  }

  /** Active attendees among these users. */
  async activeAttendees(userIds: string[]): Promise<Attendee[]> {
    if (!userIds.length) return []
    return this.db
      .selectFrom('attendees')
      .selectAll()
      .where('user_id', 'in', userIds)
      .where('active', '=', 1)
      .orderBy('user_id')
      .execute()
  }

  /**
   * The people of a visitor's list of matches and conversations: active attendees, and the
   * tombstones of erased ones they talked with (repositories/my-data.ts), whose messages stay.
   */
  async relationAttendees(userIds: string[]): Promise<Attendee[]> {
    if (!userIds.length) return []
    return this.db
      .selectFrom('attendees')
      .selectAll()
      .where('user_id', 'in', userIds)
      .where((eb) => eb.or([eb('active', '=', 1), eb('user_id', 'like', 'deleted#%')]))
      .orderBy('user_id')
      .execute()
  }

  /** Joins (or updates the card of) a visitor for an exhibition; the card is shown again at once. */
  async join(userId: string, exhibitionId: number, card: CardRow): Promise<Attendee> {
    const values = {
      exhibition_id: exhibitionId,
      name_zh: card.name,
      name_en: card.name,
      company_zh: card.company,
      company_en: card.company,
      position_zh: card.position,
      position_en: card.position,
      country_zh: card.country,
      country_en: card.country,
      interests_zh: card.interestsZh,
      interests_en: card.interestsEn,
      interest_ids: card.interestIds.join(','),
      role: card.role,
      looking_for: card.lookingFor,
      contact: card.contact,
      active: 1,
    }
    await this.db
      .insertInto('attendees')
      .values({ user_id: userId, avatar: '', follows_back: 0, public_id: newPublicId(), ...values })
      .onConflict((oc) => oc.column('user_id').doUpdateSet(values))
      .execute()
    return (await this.attendeeByUser(userId))!
  }

  /** Hides the visitor's card from everyone (their decisions, follows and messages are kept for a return). */
  async leave(userId: string): Promise<void> {
    await this.db.updateTable('attendees').set({ active: 0 }).where('user_id', '=', userId).execute()
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

  /**
   * Active attendees of an exhibition the visitor has not decided on, has not blocked and is not
   * blocked by, who consent to be shown (ranking is the route's), with whether each already marked
   * the visitor interested.
   */
  async candidates(userId: string, exhibitionId: number): Promise<Array<Attendee & { likes_me: boolean }>> {
    const rows = await this.db
      .selectFrom('attendees')
      .selectAll()
      .where('exhibition_id', '=', exhibitionId)
      .where('active', '=', 1)
      .where('user_id', '!=', userId)
      .where(
        'user_id',
        'not in',
        this.db.selectFrom('match_decisions').select('target_user_id').where('user_id', '=', userId),
      )
      .where(
        'user_id',
        'not in',
        this.db.selectFrom('match_blocks').select('target_user_id').where('user_id', '=', userId),
      )
      .where(
        'user_id',
        'not in',
        this.db.selectFrom('match_blocks').select('user_id').where('target_user_id', '=', userId),
      )
      // only cards whose owners' consent to be shown stands (issue 23): a withdrawal hides a card at once
      .where(
        'user_id',
        'in',
        this.db
          .selectFrom('consents')
          .select('user_id')
          .where('purpose', '=', 'match_profile')
          .where('subject', '=', '')
          .where('withdrawn_at', 'is', null),
      )
      .orderBy('user_id')
      .limit(RANKED_POOL)
      .execute()
    const likes = new Set(
      (await this.db.selectFrom('follows').select('user_id').where('target_user_id', '=', userId).execute()).map(
        (r) => r.user_id,
      ),
    )
    return rows.map((r) => ({ ...r, likes_me: likes.has(r.user_id) }))
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

  /** The visitor's latest decision of the day (what Undo takes back). */
  async lastDecision(userId: string, day: string): Promise<{ target_user_id: string; decision: string } | undefined> {
    return this.db
      .selectFrom('match_decisions')
      .select(['target_user_id', 'decision'])
      .where('user_id', '=', userId)
      .where('day', '=', day)
      .orderBy('created_at', 'desc')
      .limit(1)
      .executeTakeFirst()
  }

  /**
   * Takes back a decision made on `day`: the decision row goes (it no longer counts, the card comes
   * back) and so does the interest it expressed. False when there was none that day.
   */
  async undo(userId: string, target: string, day: string): Promise<boolean> {
    return this.db.transaction().execute(async (trx) => {
      await lockKey(trx, this.dialect, `match:${userId}`)
      const res = await trx
        .deleteFrom('match_decisions')
        .where('user_id', '=', userId)
        .where('target_user_id', '=', target)
        .where('day', '=', day)
        .executeTakeFirst()
      if (Number(res.numDeletedRows) === 0) return false
      await trx.deleteFrom('follows').where('user_id', '=', userId).where('target_user_id', '=', target).execute()
      return true
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

  /** Whom the visitor follows, and who follows the visitor (blocked people left out). */
  async relations(userId: string): Promise<{ following: Set<string>; followers: Set<string> }> {
    const [out, inc, blocked] = await Promise.all([
      this.db.selectFrom('follows').select('target_user_id as other').where('user_id', '=', userId).execute(),
      this.db.selectFrom('follows').select('user_id as other').where('target_user_id', '=', userId).execute(),
      this.blockedWith(userId),
    ])
    const keep = (rows: Array<{ other: string }>) => new Set(rows.map((r) => r.other).filter((o) => !blocked.has(o)))
    return { following: keep(out), followers: keep(inc) }
  }

  /** Everyone the visitor blocked or was blocked by. */
  async blockedWith(userId: string): Promise<Set<string>> {
    const [mine, theirs] = await Promise.all([
      this.db.selectFrom('match_blocks').select('target_user_id as other').where('user_id', '=', userId).execute(),
      this.db.selectFrom('match_blocks').select('user_id as other').where('target_user_id', '=', userId).execute(),
    ])
    return new Set([...mine, ...theirs].map((r) => r.other))
  }

  async isBlocked(a: string, b: string): Promise<boolean> {
    const row = await this.db
      .selectFrom('match_blocks')
      .select('user_id')
      .where((eb) =>
        eb.or([
          eb.and([eb('user_id', '=', a), eb('target_user_id', '=', b)]),
          eb.and([eb('user_id', '=', b), eb('target_user_id', '=', a)]),
        ]),
      )
      .executeTakeFirst()
    return !!row
  }

  /** Blocks (and maybe reports) a person: the visitor's interest in them ends too. */
  async block(userId: string, target: string, reported: boolean, now: string): Promise<void> {
    await this.db
      .insertInto('match_blocks')
      .values({ user_id: userId, target_user_id: target, reported: reported ? 1 : 0, created_at: now })
      .onConflict((oc) => oc.columns(['user_id', 'target_user_id']).doUpdateSet({ reported: reported ? 1 : 0 }))
      .execute()
    await this.unfollow(userId, target)
  }

  async mutual(a: string, b: string): Promise<boolean> {
    return (await this.follows(a, b)) && (await this.follows(b, a))
  }

  /**
   * The opaque id of two people's conversation, created the first time it is asked for: only by
   * writes (a match forming, a conversation closing); reads use conversationsWith.
   */
  async conversationOf(a: string, b: string, now: string): Promise<string> {
    const [userA, userB] = a < b ? [a, b] : [b, a]
    const find = () =>
      this.db
        .selectFrom('conversations')
        .select('public_id')
        .where('user_a', '=', userA)
        .where('user_b', '=', userB)
        .executeTakeFirst()
    const found = await find()
    if (found) return found.public_id
    await this.db
      .insertInto('conversations')
      .values({ public_id: 'c_' + newPublicId().slice(2), user_a: userA, user_b: userB, created_at: now })
      .onConflict((oc) => oc.columns(['user_a', 'user_b']).doNothing())
      .execute()
    return (await find())!.public_id
  }

  /** The conversation ids the visitor has with each of these people (read only: missing ones are left out). */
  async conversationsWith(userId: string, others: string[]): Promise<Map<string, string>> {
    if (!others.length) return new Map()
    const rows = await this.db
      .selectFrom('conversations')
      .select(['public_id', 'user_a', 'user_b'])
      .where((eb) =>
        eb.or([
          eb.and([eb('user_a', '=', userId), eb('user_b', 'in', others)]),
          eb.and([eb('user_b', '=', userId), eb('user_a', 'in', others)]),
        ]),
      )
      .execute()
    return new Map(rows.map((r) => [r.user_a === userId ? r.user_b : r.user_a, r.public_id]))
  }

  async conversationByPublicId(
    publicId: string,
  ): Promise<{ public_id: string; user_a: string; user_b: string } | undefined> {
    return this.db
      .selectFrom('conversations')
      .select(['public_id', 'user_a', 'user_b'])
      .where('public_id', '=', publicId)
      .executeTakeFirst()
  }

  private pair(a: string, b: string) {
    return this.db
      .selectFrom('im_messages')
      .selectAll()
      .where((eb) =>
        eb.or([
          eb.and([eb('from_user_id', '=', a), eb('to_user_id', '=', b)]),
          eb.and([eb('from_user_id', '=', b), eb('to_user_id', '=', a)]),
        ]),
      )
  }

  /**
   * A page of two people's messages, oldest first: the newest `limit` (or those before / after a
   * message id), and whether older ones exist.
   */
  async messages(
    a: string,
    b: string,
    opts: { before?: number; after?: number; limit: number },
  ): Promise<{ rows: ImMessageRow[]; hasEarlier: boolean }> {
    if (opts.after !== undefined) {
      const rows = await this.pair(a, b).where('id', '>', opts.after).orderBy('id').limit(opts.limit).execute()
      return { rows, hasEarlier: false }
    }
    let q = this.pair(a, b)
    if (opts.before !== undefined) q = q.where('id', '<', opts.before)
    const rows = await q
      .orderBy('id', 'desc')
      .limit(opts.limit + 1)
      .execute()
    const hasEarlier = rows.length > opts.limit
    return { rows: rows.slice(0, opts.limit).reverse(), hasEarlier }
  }

  /** The latest message between the visitor and each of these people, in two queries whatever their number. */
  async lastMessages(userId: string, others: string[]): Promise<Map<string, ImMessageRow>> {
    if (!others.length) return new Map()
    // the latest id per direction (at most two per person), then the rows of the later one
    const latest = await this.db
      .selectFrom('im_messages')
      .select(['from_user_id', 'to_user_id', (eb) => eb.fn.max('id').as('id')])
      .where((eb) =>
        eb.or([
          eb.and([eb('from_user_id', '=', userId), eb('to_user_id', 'in', others)]),
          eb.and([eb('to_user_id', '=', userId), eb('from_user_id', 'in', others)]),
        ]),
      )
      .groupBy(['from_user_id', 'to_user_id'])
      .execute()
    const best = new Map<string, number>()
    for (const r of latest) {
      const other = r.from_user_id === userId ? r.to_user_id : r.from_user_id
      best.set(other, Math.max(best.get(other) ?? 0, Number(r.id)))
    }
    if (!best.size) return new Map()
    const rows = await this.db
      .selectFrom('im_messages')
      .selectAll()
      .where('id', 'in', [...best.values()])
      .execute()
    return new Map(rows.map((r) => [r.from_user_id === userId ? r.to_user_id : r.from_user_id, r]))
  }

  /** Unread messages to the visitor, by sender. */
  async unreadBySender(userId: string): Promise<Map<string, number>> {
    const rows = await this.db
      .selectFrom('im_messages')
      .select(['from_user_id', (eb) => eb.fn.countAll<number>().as('n')])
      .where('to_user_id', '=', userId)
      .where('read_at', 'is', null)
      .groupBy('from_user_id')
      .execute()
    return new Map(rows.map((r) => [r.from_user_id, Number(r.n)]))
  }

  /**
   * Stores a message once per (sender, client id): sending the same client id again answers the
   * stored message and `created: false` (a resend after a lost answer, a queue flushed twice).
   */
  async sendMessage(
    from: string,
    to: string,
    content: string,
    clientId: string,
    now: string,
  ): Promise<{ row: ImMessageRow; created: boolean }> {
    const inserted = await this.db
      .insertInto('im_messages')
      .values({ from_user_id: from, to_user_id: to, content, client_id: clientId, created_at: now, read_at: null })
      .onConflict((oc) => oc.columns(['from_user_id', 'client_id']).doNothing())
      .returning('id')
      .executeTakeFirst()
    const row = await this.db
      .selectFrom('im_messages')
      .selectAll()
      .where('from_user_id', '=', from)
      .where('client_id', '=', clientId)
      .executeTakeFirstOrThrow()
    return { row: { ...row, id: Number(row.id) }, created: !!inserted }
  }

  /** The visitor read `other`'s messages up to a message id; returns how many were newly read. */
  async markRead(reader: string, other: string, upTo: number, now: string): Promise<number> {
    const res = await this.db
      .updateTable('im_messages')
      .set({ read_at: now })
      .where('to_user_id', '=', reader)
      .where('from_user_id', '=', other)
      .where('id', '<=', upTo)
      .where('read_at', 'is', null)
      .executeTakeFirst()
    return Number(res.numUpdatedRows)
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
