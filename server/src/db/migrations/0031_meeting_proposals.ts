/**
 * Meetings between matched attendees (issue 29, item 2): one attendee proposes a time to another,
 * at a stand or a meeting point of the venue map (a hall's entrance), and the other accepts or
 * declines. A proposal is a row of `meetings` (the same statuses, expiry, pending cap, reminders
 * and notices) with no slot (`slot_id` 0, `company_id` 0): `user_id` proposed it, `peer_user_id`
 * is the attendee asked; `place_kind` ('stand' | 'point') and `place_code` (the stand's code, or
 * '<hallId>:<entrance index>') say where (docs/decisions/meetings-proposals.md).
 */
import type { Kysely } from 'kysely'

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('meetings').addColumn('peer_user_id', 'text').execute()
  await db.schema.alterTable('meetings').addColumn('place_kind', 'text').execute()
  await db.schema.alterTable('meetings').addColumn('place_code', 'text').execute()
  await db.schema.createIndex('meetings_peer').on('meetings').columns(['peer_user_id', 'status']).execute()
}
