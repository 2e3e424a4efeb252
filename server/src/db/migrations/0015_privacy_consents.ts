/**
 * Privacy (issue 23 item 7): the privacy policy the organiser edits (one row per version, both
 * languages; the newest is in force) and the visitors' separate consents (PIPL Art. 23): what is
 * shared (purpose), about what (subject: an RFQ id, an exhibitor id, or '' for the whole purpose),
 * when, under which policy version, and when it was withdrawn. A withdrawn consent stays as a
 * record; a new grant is a new row.
 */
import { sql, type Kysely } from 'kysely'
import { dialectOf } from './dialect.js'
import { POLICY_V1 } from './privacy-policy-v1.js'

export async function up(db: Kysely<unknown>): Promise<void> {
  const pg = dialectOf(db) === 'postgres'
  const s = db.schema
  await s
    .createTable('privacy_policies')
    .addColumn('version', 'integer', (c) => c.primaryKey())
    .addColumn('title_zh', 'text', (c) => c.notNull())
    .addColumn('title_en', 'text', (c) => c.notNull())
    .addColumn('body_zh', 'text', (c) => c.notNull())
    .addColumn('body_en', 'text', (c) => c.notNull())
    .addColumn('effective_at', 'text', (c) => c.notNull())
    .execute()
  await s
    .createTable('consents')
    .addColumn('id', pg ? 'serial' : 'integer', (c) => (pg ? c.primaryKey() : c.primaryKey().autoIncrement()))
    .addColumn('user_id', 'text', (c) => c.notNull())
    // rfq_contact | match_profile | exhibitor_contact
    .addColumn('purpose', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('policy_version', 'integer', (c) => c.notNull())
    .addColumn('granted_at', 'text', (c) => c.notNull())
    .addColumn('withdrawn_at', 'text')
    .execute()
  await s.createIndex('consents_user_purpose').on('consents').columns(['user_id', 'purpose', 'subject']).execute()
  // a policy must exist from the first start: the organiser edits (or adds a version to) this one
  await sql`INSERT INTO privacy_policies (version, title_zh, title_en, body_zh, body_en, effective_at)
    VALUES (1, ${POLICY_V1.titleZh}, ${POLICY_V1.titleEn}, ${POLICY_V1.bodyZh}, ${POLICY_V1.bodyEn}, ${POLICY_V1.effectiveAt})`.execute(
    db,
  )
}
