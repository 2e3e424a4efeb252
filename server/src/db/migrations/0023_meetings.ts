/**
 * Meetings at the stand (issue 29): an exhibitor's slot plan and settings, the slots it makes and
 * the meetings booked in them. A slot's `held` counts its pending and accepted meetings; a booking
 * takes a place with one conditional update (`held < capacity`), so a slot never holds more than
 * its capacity however many requests arrive at once, on SQLite and on PostgreSQL alike
 * (docs/decisions/meetings.md). Times are instants (ISO-8601 UTC); `day` is the venue's day.
 */
import type { Kysely } from 'kysely'
import { dialectOf } from './dialect.js'

export async function up(db: Kysely<unknown>): Promise<void> {
  const pg = dialectOf(db) === 'postgres'
  const s = db.schema
  const id = (t: ReturnType<typeof s.createTable>) =>
    t.addColumn('id', pg ? 'serial' : 'integer', (c) => (pg ? c.primaryKey() : c.primaryKey().autoIncrement()))
  await s
    .createTable('meeting_settings')
    .addColumn('company_id', 'integer', (c) => c.primaryKey())
    .addColumn('expiry_hours', 'integer', (c) => c.notNull().defaultTo(24))
    // JSON: the day plans as published (the form shows them again)
    .addColumn('plans', 'text', (c) => c.notNull().defaultTo('[]'))
    // the visitor id that published last: the stand's side of reminders and notices goes to them
    .addColumn('owner_user_id', 'text')
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute()
  await id(s.createTable('meeting_slots'))
    .addColumn('company_id', 'integer', (c) => c.notNull())
    .addColumn('edition_id', 'integer', (c) => c.notNull())
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('start_time', 'text', (c) => c.notNull())
    .addColumn('end_time', 'text', (c) => c.notNull())
    .addColumn('capacity', 'integer', (c) => c.notNull())
    .addColumn('held', 'integer', (c) => c.notNull().defaultTo(0))
    // a slot taken out of a new plan while it still holds meetings stays, closed to new bookings
    .addColumn('closed', 'integer', (c) => c.notNull().defaultTo(0))
    .execute()
  await s.createIndex('meeting_slots_company').on('meeting_slots').columns(['company_id', 'start_time']).execute()
  await id(s.createTable('meetings'))
    .addColumn('slot_id', 'integer', (c) => c.notNull())
    .addColumn('company_id', 'integer', (c) => c.notNull())
    .addColumn('edition_id', 'integer', (c) => c.notNull())
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('start_time', 'text', (c) => c.notNull())
    .addColumn('end_time', 'text', (c) => c.notNull())
    .addColumn('purpose', 'text', (c) => c.notNull())
    // pending | accepted | declined | cancelled | expired
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('cancelled_by', 'text')
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('answered_at', 'text')
    .addColumn('visitor_mark', 'text')
    .addColumn('stand_mark', 'text')
    .addColumn('note', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('language', 'text', (c) => c.notNull().defaultTo('ZH-CN'))
    // the 10-minute reminder was claimed (sent once)
    .addColumn('reminded_at', 'text')
    .execute()
  await s.createIndex('meetings_user').on('meetings').columns(['user_id', 'status']).execute()
  await s.createIndex('meetings_slot').on('meetings').column('slot_id').execute()
  await s.createIndex('meetings_due').on('meetings').columns(['status', 'expires_at']).execute()
}
