/**
 * Matchmaking (issue 12): the card a visitor joins with (role, interests as category ids, what they
 * look for, the contact shown to mutual matches, whether it is shown at all), blocks and reports,
 * conversations named by an opaque id, and chat messages that carry the sender's own id (sending
 * twice stores once) and their read state.
 */
import { sql, type Kysely } from 'kysely'

export async function up(db: Kysely<unknown>): Promise<void> {
  const s = db.schema
  await s
    .alterTable('attendees')
    .addColumn('role', 'text', (c) => c.notNull().defaultTo('other'))
    .execute()
  await s
    .alterTable('attendees')
    .addColumn('interest_ids', 'text', (c) => c.notNull().defaultTo(''))
    .execute()
  await s
    .alterTable('attendees')
    .addColumn('looking_for', 'text', (c) => c.notNull().defaultTo(''))
    .execute()
  await s
    .alterTable('attendees')
    .addColumn('contact', 'text', (c) => c.notNull().defaultTo(''))
    .execute()
  // 0: the visitor left; their card is shown to nobody
  await s
    .alterTable('attendees')
    .addColumn('active', 'integer', (c) => c.notNull().defaultTo(1))
    .execute()
  await s.createIndex('attendees_exhibition_active').on('attendees').columns(['exhibition_id', 'active']).execute()

  await s
    .createTable('match_blocks')
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('target_user_id', 'text', (c) => c.notNull())
    .addColumn('reported', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('match_blocks_pk', ['user_id', 'target_user_id'])
    .execute()
  await s.createIndex('match_blocks_target').on('match_blocks').column('target_user_id').execute()

  // one per pair of people, user_a < user_b
  await s
    .createTable('conversations')
    .addColumn('public_id', 'text', (c) => c.primaryKey())
    .addColumn('user_a', 'text', (c) => c.notNull())
    .addColumn('user_b', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('conversations_pair', ['user_a', 'user_b'])
    .execute()

  await s.alterTable('im_messages').addColumn('client_id', 'text').execute()
  await s.alterTable('im_messages').addColumn('read_at', 'text').execute()
  // existing messages get their id as their client id
  await sql`UPDATE im_messages SET client_id = 'legacy-' || CAST(id AS TEXT) WHERE client_id IS NULL`.execute(db)
  await s.createIndex('im_messages_client').unique().on('im_messages').columns(['from_user_id', 'client_id']).execute()
  // unread counts: messages to a visitor not read yet
  await s.createIndex('im_messages_unread').on('im_messages').columns(['to_user_id', 'read_at']).execute()
}
