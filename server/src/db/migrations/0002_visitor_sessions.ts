/**
 * Server-issued visitor sessions (issue 9): the secret a visitor id is bound to (stored hashed), the
 * mini-program accounts (WeChat openid → visitor id; the session_key stays on the server, encrypted),
 * and the visitor an edit token was issued to.
 */
import type { Kysely } from 'kysely'

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('visitor_sessions')
    .addColumn('secret_hash', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull())
    // web (issued on a visitor id's first request), weapp (wx.login code), app (the native app's session)
    .addColumn('provider', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    // null: as long as the visitor keeps it (a web visitor's secret is their identity)
    .addColumn('expires_at', 'bigint')
    .execute()
  await db.schema.createIndex('visitor_sessions_user').on('visitor_sessions').column('user_id').execute()
  await db.schema
    .createTable('weapp_accounts')
    .addColumn('openid_hash', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().unique())
    .addColumn('session_key_enc', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute()
  // tokens issued before this migration have no owner and are no longer accepted (they last 2 h)
  await db.schema.alterTable('edit_tokens').addColumn('user_id', 'text').execute()
}
