import fp from 'fastify-plugin'
import type { Kysely } from 'kysely'
import type { DB } from '../db/schema.js'
import { PUSH_LIMITS } from '../../../rules/index.js'

export interface StoredPushSubscription {
  endpoint: string
  keys: { p256dh: string; auth: string }
}

/**
 * The browsers a visitor allowed to be notified (web push, issue 25 item 3). An endpoint belongs to
 * one browser profile: saved again by another visitor (the same browser, signed in anew), it moves
 * to them, so a browser never receives two visitors' reminders.
 */
export class PushSubscriptionRepository {
  constructor(private readonly db: Kysely<DB>) {}

  async save(userId: string, sub: StoredPushSubscription, now: string): Promise<void> {
    await this.db
      .insertInto('push_subscriptions')
      .values({
        endpoint: sub.endpoint,
        user_id: userId,
        p256dh: sub.keys.p256dh,
        auth: sub.keys.auth,
        created_at: now,
      })
      .onConflict((oc) =>
        oc
          .column('endpoint')
          .doUpdateSet({ user_id: userId, p256dh: sub.keys.p256dh, auth: sub.keys.auth, created_at: now }),
      )
      .execute()
    // the oldest beyond the limit go: a visitor who cleared their browser ten times keeps the newest
    const rows = await this.db
      .selectFrom('push_subscriptions')
      .select('endpoint')
      .where('user_id', '=', userId)
      .orderBy('created_at', 'desc')
      .orderBy('endpoint')
      .execute()
    const extra = rows.slice(PUSH_LIMITS.perVisitor).map((r) => r.endpoint)
    if (extra.length) await this.db.deleteFrom('push_subscriptions').where('endpoint', 'in', extra).execute()
  }

  /** Forgets one of the visitor's subscriptions (another visitor's endpoint is left alone). */
  async remove(userId: string, endpoint: string): Promise<boolean> {
    const res = await this.db
      .deleteFrom('push_subscriptions')
      .where('endpoint', '=', endpoint)
      .where('user_id', '=', userId)
      .executeTakeFirst()
    return Number(res.numDeletedRows) > 0
  }

  /** The push service said the subscription is gone (404/410): nothing will reach it again. */
  async forget(endpoint: string): Promise<void> {
    await this.db.deleteFrom('push_subscriptions').where('endpoint', '=', endpoint).execute()
  }

  async of(userId: string): Promise<StoredPushSubscription[]> {
    const rows = await this.db
      .selectFrom('push_subscriptions')
      .select(['endpoint', 'p256dh', 'auth'])
      .where('user_id', '=', userId)
      .orderBy('created_at', 'desc')
      .execute()
    return rows.map((r) => ({ endpoint: r.endpoint, keys: { p256dh: r.p256dh, auth: r.auth } }))
  }

  /**
   * Retention (issue 25): a subscription serves only its visitor's reminders, so once the shows of
   * all of them have ended (their edition's last day, 23:59 at the venue, UTC+8 as elsewhere in
   * retention) it is removed. One saved within the last day is kept while it has no reminder yet: the
   * app saves the subscription on the Remind me tap, just before the reminder itself. A visitor who
   * taps Remind me again later is asked nothing: the browser hands back its subscription and the app
   * saves it anew. Answers how many were removed.
   */
  async removeAfterShows(now: number): Promise<number> {
    const editions = await this.db.selectFrom('editions').select(['id', 'end_date']).execute()
    const running = editions
      .filter((e) => {
        const end = Date.parse(`${e.end_date}T23:59:59+08:00`)
        return !Number.isFinite(end) || end >= now
      })
      .map((e) => e.id)
    const graceSince = new Date(now - 86_400_000).toISOString()
    let query = this.db.deleteFrom('push_subscriptions').where('created_at', '<', graceSince)
    if (running.length)
      query = query.where('user_id', 'not in', (eb) =>
        eb
          .selectFrom('session_reminders')
          .innerJoin('sessions', 'sessions.id', 'session_reminders.session_id')
          .select('session_reminders.user_id')
          .where('sessions.edition_id', 'in', running),
      )
    const res = await query.executeTakeFirst()
    return Number(res.numDeletedRows)
  }

  async forgetUser(userId: string): Promise<void> {
    await this.db.deleteFrom('push_subscriptions').where('user_id', '=', userId).execute()
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    pushSubscriptions: PushSubscriptionRepository
  }
}

export default fp(
  async (fastify) => {
    fastify.decorate('pushSubscriptions', new PushSubscriptionRepository(fastify.database.db))
  },
  { name: 'pushSubscriptions', dependencies: ['database'] },
)
