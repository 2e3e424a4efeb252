/**
 * Who may become a visitor id, and a badge that lets one person in (issue 23 items 2 and 5):
 * - seeded_people: the ids the seed made up (demo attendees and visitors). Nobody holds them, so
 *   the server never issues them a secret (else anyone could read what real visitors wrote to
 *   them). The seed fills it (db/seed.ts); a database seeded before this migration gets the ids
 *   of the seed's own patterns that no secret was issued to.
 * - visitor_sessions.last_used_at: a browser secret ends after WEB_SESSION_IDLE_DAYS unused.
 * - indexes for "has anyone else written to this id" (decisions and conversations about them).
 * - registrations.used_at / used_gate: the first scan at a gate lets the badge in; later ones
 *   answer when it was used.
 */
import { sql, type Kysely } from 'kysely'

export async function up(db: Kysely<unknown>): Promise<void> {
  const s = db.schema
  await s
    .createTable('seeded_people')
    .addColumn('user_id', 'text', (c) => c.primaryKey())
    .execute()
  const seeded = await sql<{ n: number }>`SELECT COUNT(*) AS n FROM meta WHERE key = 'seeded'`.execute(db)
  if (Number(seeded.rows[0]?.n ?? 0) > 0) {
    await sql`INSERT INTO seeded_people (user_id)
      SELECT DISTINCT user_id FROM (
        SELECT user_id FROM attendees WHERE user_id LIKE 'att-%'
        UNION SELECT user_id FROM enquiries WHERE user_id LIKE 'att-%'
        UNION SELECT user_id FROM plan_items WHERE user_id LIKE 'seed-visitor-%'
        UNION SELECT user_id FROM behaviour_records WHERE user_id LIKE 'seed-visitor-%'
      ) ids
      WHERE user_id NOT IN (SELECT user_id FROM visitor_sessions)`.execute(db)
  }
  await s.alterTable('visitor_sessions').addColumn('last_used_at', 'bigint').execute()
  await s.createIndex('match_decisions_target').on('match_decisions').column('target_user_id').execute()
  await s.createIndex('conversations_user_b').on('conversations').column('user_b').execute()
  await s.alterTable('registrations').addColumn('used_at', 'bigint').execute()
  await s.alterTable('registrations').addColumn('used_gate', 'text').execute()
}
