/**
 * Meetings on the day (issue 29, items 2 and 4): the meeting notices' queue and the check-in mark.
 * A notice (accepted, declined, a new request …) is queued in `meeting_notices` with the booking or
 * answer that causes it and sent after the answer, by the meeting desk's sender (at once in the
 * background, and on the reminders' beat after a restart or a failed send), so a slow channel never
 * holds a booking. One row per meeting, event and side: a notice is queued once, whoever asks twice.
 * `checked_in_at`: the visitor scanned the stand's meeting code (when).
 */
import type { Kysely } from 'kysely'
import { dialectOf } from './dialect.js'

export async function up(db: Kysely<unknown>): Promise<void> {
  const pg = dialectOf(db) === 'postgres'
  const s = db.schema
  await s
    .createTable('meeting_notices')
    .addColumn('id', pg ? 'serial' : 'integer', (c) => (pg ? c.primaryKey() : c.primaryKey().autoIncrement()))
    .addColumn('meeting_id', 'integer', (c) => c.notNull())
    // requested | accepted | declined | cancelled | expired | reminder
    .addColumn('event', 'text', (c) => c.notNull())
    // visitor | stand
    .addColumn('side', 'text', (c) => c.notNull())
    // queued | sending | done | failed
    .addColumn('state', 'text', (c) => c.notNull().defaultTo('queued'))
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    // ISO-8601 UTC: not tried before (a failed send waits a little before the next try)
    .addColumn('next_at', 'text', (c) => c.notNull())
    // ISO-8601 UTC: when a sender claimed it (an old claim belongs to a process that stopped mid-send)
    .addColumn('claimed_at', 'text')
    .execute()
  await s
    .createIndex('meeting_notices_key')
    .unique()
    .on('meeting_notices')
    .columns(['meeting_id', 'event', 'side'])
    .execute()
  await s.createIndex('meeting_notices_due').on('meeting_notices').columns(['state', 'next_at']).execute()
  await s.alterTable('meetings').addColumn('checked_in_at', 'text').execute()
}
