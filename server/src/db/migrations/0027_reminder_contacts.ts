/**
 * Reminders by email or SMS (issue 25 item 3): the address or number a visitor without web push
 * gives for their session reminders, one of each per visitor. Kept sealed (AES-GCM under
 * APP_SECRET) with its masked form, and removed by the retention round once the shows of the
 * visitor's reminders have ended.
 */
import type { Kysely } from 'kysely'

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('reminder_contacts')
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('value_enc', 'text', (c) => c.notNull())
    .addColumn('masked', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('reminder_contacts_pk', ['user_id', 'kind'])
    .execute()
}
