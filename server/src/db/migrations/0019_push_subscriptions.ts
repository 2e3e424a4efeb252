/**
 * Web push (issue 25 item 3): the browsers a visitor let us notify, one row per push endpoint
 * (an endpoint names one browser's subscription; a new subscription of the same browser replaces
 * it). The keys encrypt what we send (RFC 8291); the endpoint is the push service's address for it.
 */
import type { Kysely } from 'kysely'

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('push_subscriptions')
    .addColumn('endpoint', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('p256dh', 'text', (c) => c.notNull())
    .addColumn('auth', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute()
  await db.schema.createIndex('push_subscriptions_user').on('push_subscriptions').column('user_id').execute()
}
