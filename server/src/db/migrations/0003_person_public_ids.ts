/**
 * Attendees get an opaque public id: matchmaking answers name people by it, never by their user id
 * (which identifies them to the server). Existing attendees get one here.
 */
import crypto from 'node:crypto'
import { sql, type Kysely } from 'kysely'

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('attendees').addColumn('public_id', 'text').execute()
  const rows = await sql<{ user_id: string }>`SELECT user_id FROM attendees`.execute(db)
  for (const r of rows.rows) {
    await sql`UPDATE attendees SET public_id = ${newPublicId()} WHERE user_id = ${r.user_id}`.execute(db)
  }
  await db.schema.createIndex('attendees_public_id').unique().on('attendees').column('public_id').execute()
}

/** 16 random bytes, base64url: not derived from anything, so it reveals nothing. */
export function newPublicId(): string {
  return 'p_' + crypto.randomBytes(16).toString('base64url')
}
