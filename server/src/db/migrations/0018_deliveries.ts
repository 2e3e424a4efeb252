/**
 * Delivery records (issue 25.4): one row per message the product sends (a session reminder, a
 * schedule-change notice, an RFQ notice, a verification code) with its state — queued, sent,
 * delivered (where the channel reports it), failed with a reason, undeliverable — for the visitor's
 * My agenda and the organiser's counts. `message_key` is a SHA-256 of the message's idempotency key
 * (one row per message, whatever the retries); `recipient` at most a keyed hash; never a number,
 * address, openid or code.
 */
import type { Kysely } from 'kysely'
import { dialectOf } from './dialect.js'

export async function up(db: Kysely<unknown>): Promise<void> {
  const pg = dialectOf(db) === 'postgres'
  const s = db.schema
  await s
    .createTable('deliveries')
    .addColumn('id', pg ? 'serial' : 'integer', (c) => (pg ? c.primaryKey() : c.primaryKey().autoIncrement()))
    .addColumn('message_key', 'text', (c) => c.notNull().unique())
    // reminder | changed | code | rfq | match
    .addColumn('kind', 'text', (c) => c.notNull())
    // wechat | sms | push | email | file | none (lib/delivery.ts)
    .addColumn('channel', 'text', (c) => c.notNull())
    // queued | sent | delivered | failed | undeliverable
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('reason', 'text')
    // the exhibition the message belongs to (the organiser's counts), when known
    .addColumn('event_code', 'text')
    .addColumn('session_id', 'integer')
    // a keyed hash of the recipient (visitor id or number), never the number itself
    .addColumn('recipient', 'text')
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    // the venue day (UTC+8) the message was first queued: counts per day
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute()
  await s.createIndex('deliveries_event_day').on('deliveries').columns(['event_code', 'day']).execute()
  await s.createIndex('deliveries_event_updated').on('deliveries').columns(['event_code', 'updated_at']).execute()
}
