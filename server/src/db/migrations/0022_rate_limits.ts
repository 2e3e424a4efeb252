/**
 * Rate limits shared by every server process (issue 27.1): one row per limited key (a route and an
 * address, or a route and a visitor id), counting the calls of its current window. Rows whose
 * window has passed are reused by the next call and swept now and then (plugins/http/50-rate-limits.ts).
 */
import type { Kysely } from 'kysely'

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('rate_limits')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('count', 'integer', (c) => c.notNull())
    .addColumn('reset_at', 'bigint', (c) => c.notNull())
    .execute()
  await db.schema.createIndex('rate_limits_reset').on('rate_limits').column('reset_at').execute()
}
