/**
 * WeChat subscription messages (issue 25.2): the access token every server process shares (one
 * row per app id, sealed under APP_SECRET; a lease names the one process refreshing it, so two
 * processes never both ask WeChat and invalidate each other's token), and the openid a reminder is
 * sent to (sealed too; until now only its HMAC was kept, which nothing can be sent to).
 */
import type { Kysely } from 'kysely'

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('wechat_tokens')
    .addColumn('app_id', 'text', (c) => c.primaryKey())
    .addColumn('token_enc', 'text')
    .addColumn('expires_at', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('lease_owner', 'text')
    .addColumn('lease_until', 'bigint', (c) => c.notNull().defaultTo(0))
    .execute()
  await db.schema.alterTable('weapp_accounts').addColumn('openid_enc', 'text').execute()
}
