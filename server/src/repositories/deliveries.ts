import fp from 'fastify-plugin'
import { sql, type Kysely } from 'kysely'
import type { DB } from '../db/schema.js'
import type {} from '../db/schema-deliveries.js'
import { dayOf } from '../lib/clock.js'
import type { DeliveryKind, DeliveryResult, DeliveryState } from '../lib/delivery.js'
import { messageKeyOf } from '../lib/delivery.js'
import { prepared } from '../db/prepared.js'

export interface DeliveryStart {
  /** the message's idempotency key (hashed before it is stored) */
  key: string
  kind: DeliveryKind
  /** the channel it is meant for; a result may name another (no channel: none) */
  channel: string
  eventCode?: string | null
  sessionId?: number | null
  /** already hashed (lib/delivery.ts recipientHash) */
  recipient?: string | null
}

export interface DeliveryCounts {
  byChannel: Array<{ channel: string; state: DeliveryState; count: number }>
  byDay: Array<{ day: string; channel: string; state: DeliveryState; count: number }>
  failures: Array<{ kind: string; channel: string; state: DeliveryState; reason: string; day: string; at: number }>
}

/**
 * Delivery records (migration 0018): one row per message, whatever its retries. Written on the
 * send path (the reminder scheduler, SMS codes and notices), read by the organiser's counts.
 */
export class DeliveryRepository {
  constructor(private readonly db: Kysely<DB>) {}

  /** every message's record is written twice (queued, settled): compiled once (db/prepared.ts) */
  private readonly q = {
    queue: prepared<
      {
        key: string
        kind: string
        channel: string
        eventCode: string | null
        sessionId: number | null
        recipient: string | null
        day: string
        now: number
      },
      unknown
    >((db, v) =>
      db
        .insertInto('deliveries')
        .values({
          message_key: v.key,
          kind: v.kind,
          channel: v.channel,
          state: 'queued',
          reason: null,
          event_code: v.eventCode,
          session_id: v.sessionId,
          recipient: v.recipient,
          attempts: 1,
          day: v.day,
          created_at: v.now,
          updated_at: v.now,
        })
        .onConflict((oc) =>
          oc.column('message_key').doUpdateSet({
            state: 'queued',
            attempts: sql`deliveries.attempts + 1`,
            updated_at: v.now,
          }),
        ),
    ),
    settle: prepared<{ key: string; state: string; reason: string | null; now: number }, unknown>((db, v) =>
      db
        .updateTable('deliveries')
        .set({ state: v.state, reason: v.reason, updated_at: v.now })
        .where('message_key', '=', v.key),
    ),
    settleOn: prepared<{ key: string; state: string; channel: string; reason: string | null; now: number }, unknown>(
      (db, v) =>
        db
          .updateTable('deliveries')
          .set({ state: v.state, channel: v.channel, reason: v.reason, updated_at: v.now })
          .where('message_key', '=', v.key),
    ),
  }

  /** The message is queued (again: a retry counts one more attempt, its last state is replaced). */
  async queue(d: DeliveryStart, now: number): Promise<void> {
    await this.q.queue.run(this.db, {
      key: messageKeyOf(d.key),
      kind: d.kind,
      channel: d.channel,
      eventCode: d.eventCode ?? null,
      sessionId: d.sessionId ?? null,
      recipient: d.recipient ?? null,
      day: dayOf(now),
      now,
    })
  }

  /** What the channel answered (a retryable failure: still queued, with its reason). */
  async settle(
    key: string,
    result: DeliveryResult | { state: 'queued' | 'failed'; reason: string },
    now: number,
  ): Promise<void> {
    const v = { key: messageKeyOf(key), state: result.state, reason: result.reason ?? null, now }
    if ('channel' in result) await this.q.settleOn.run(this.db, { ...v, channel: result.channel })
    else await this.q.settle.run(this.db, v)
  }

  /** The record of one message (tests, My agenda). */
  async of(key: string) {
    return this.db.selectFrom('deliveries').selectAll().where('message_key', '=', messageKeyOf(key)).executeTakeFirst()
  }

  /** Counts per channel and state, per day and channel and state, and the latest failures, of one exhibition. */
  async counts(eventCode: string, failures = 20): Promise<DeliveryCounts> {
    const base = this.db.selectFrom('deliveries').where('event_code', '=', eventCode)
    const [byChannel, byDay, failed] = await Promise.all([
      base
        .select(['channel', 'state', (eb) => eb.fn.countAll<number>().as('n')])
        .groupBy(['channel', 'state'])
        .orderBy('channel')
        .orderBy('state')
        .execute(),
      base
        .select(['day', 'channel', 'state', (eb) => eb.fn.countAll<number>().as('n')])
        .groupBy(['day', 'channel', 'state'])
        .orderBy('day')
        .orderBy('channel')
        .orderBy('state')
        .execute(),
      base
        .select(['kind', 'channel', 'state', 'reason', 'day', 'updated_at'])
        .where('state', 'in', ['failed', 'undeliverable'])
        .orderBy('updated_at', 'desc')
        .orderBy('id', 'desc')
        .limit(failures)
        .execute(),
    ])
    return {
      byChannel: byChannel.map((r) => ({ channel: r.channel, state: r.state as DeliveryState, count: Number(r.n) })),
      byDay: byDay.map((r) => ({
        day: r.day,
        channel: r.channel,
        state: r.state as DeliveryState,
        count: Number(r.n),
      })),
      failures: failed.map((r) => ({
        kind: r.kind,
        channel: r.channel,
        state: r.state as DeliveryState,
        reason: r.reason ?? '',
        day: r.day,
        at: Number(r.updated_at),
      })),
    }
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    deliveries: DeliveryRepository
  }
}

export default fp(
  async (fastify) => {
    fastify.decorate('deliveries', new DeliveryRepository(fastify.database.db))
  },
  { name: 'deliveries', dependencies: ['database'] },
)
