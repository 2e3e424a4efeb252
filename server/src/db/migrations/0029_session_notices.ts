/**
 * Schedule-change notices queued (issue 25): a session moved or cancelled is announced to every
 * visitor with a reminder through this queue, whatever their channel (web push, the app, email, SMS,
 * a WeChat subscription's one message for a cancellation). One row per message key: queued once
 * when the change is acknowledged, claimed before it is sent (one sender, across processes and
 * restarts), retried a few times, then done or failed. `message` is the notice as composed when the
 * change was acknowledged (what the visitor knew then), so a retry says the same thing.
 */
import type { Kysely } from 'kysely'
import { dialectOf } from './dialect.js'

export async function up(db: Kysely<unknown>): Promise<void> {
  const pg = dialectOf(db) === 'postgres'
  const s = db.schema
  await s
    .createTable('session_notices')
    .addColumn('id', pg ? 'serial' : 'integer', (c) => (pg ? c.primaryKey() : c.primaryKey().autoIncrement()))
    // the message's idempotency key (lib/reminders.ts): changed:<session>:<user>:v<version>, …
    .addColumn('message_key', 'text', (c) => c.notNull())
    .addColumn('session_id', 'integer', (c) => c.notNull())
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('edition_id', 'integer', (c) => c.notNull())
    // the ReminderMessage as JSON
    .addColumn('message', 'text', (c) => c.notNull())
    // queued | sending | done | failed
    .addColumn('state', 'text', (c) => c.notNull().defaultTo('queued'))
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    // ISO-8601 UTC: not tried before
    .addColumn('next_at', 'text', (c) => c.notNull())
    // ISO-8601 UTC: when a sender claimed it (an old claim belongs to a process that stopped mid-send)
    .addColumn('claimed_at', 'text')
    .execute()
  await s.createIndex('session_notices_key').unique().on('session_notices').column('message_key').execute()
  await s.createIndex('session_notices_due').on('session_notices').columns(['state', 'next_at']).execute()
  await s.createIndex('session_notices_user').on('session_notices').column('user_id').execute()
}
