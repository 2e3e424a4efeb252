/**
 * The home menu (issue 15): hall floor plans and their stands (the venue map, booth booking), booth
 * booking requests, visitor pre-registrations (the e-badge), and the editable content of About,
 * Guide and Show Info (news). Coordinates are whole metres in the hall's own frame (origin top
 * left, x to the right, y down); see docs/api.md for the shape the server serves.
 */
import type { Kysely } from 'kysely'
import { dialectOf } from './dialect.js'

export async function up(db: Kysely<unknown>): Promise<void> {
  const auto = dialectOf(db) === 'postgres' ? 'serial' : 'integer'
  const pk = dialectOf(db) === 'postgres'
  const s = db.schema
  await s
    .createTable('hall_layouts')
    .addColumn('hall_id', 'integer', (c) => c.primaryKey())
    .addColumn('width', 'integer', (c) => c.notNull())
    .addColumn('height', 'integer', (c) => c.notNull())
    // the hall's place on the venue site (metres), for the walk from one hall to the next
    .addColumn('site_x', 'integer', (c) => c.notNull())
    .addColumn('site_y', 'integer', (c) => c.notNull())
    // JSON: [{ x, y, side, label_zh, label_en }], [{ x1, y1, x2, y2, width }], [{ code, name_zh, name_en, x, y, w, h }]
    .addColumn('entrances', 'text', (c) => c.notNull())
    .addColumn('aisles', 'text', (c) => c.notNull())
    .addColumn('rooms', 'text', (c) => c.notNull())
    .execute()
  await s
    .createTable('stands')
    .addColumn('id', auto, (c) => (pk ? c.primaryKey() : c.primaryKey().autoIncrement()))
    .addColumn('hall_id', 'integer', (c) => c.notNull())
    .addColumn('edition_id', 'integer', (c) => c.notNull())
    .addColumn('code', 'text', (c) => c.notNull())
    .addColumn('x', 'integer', (c) => c.notNull())
    .addColumn('y', 'integer', (c) => c.notNull())
    .addColumn('w', 'integer', (c) => c.notNull())
    .addColumn('h', 'integer', (c) => c.notNull())
    // where the stand opens onto its aisle (a point on the aisle's centre line)
    .addColumn('door_x', 'integer', (c) => c.notNull())
    .addColumn('door_y', 'integer', (c) => c.notNull())
    // free | reserved (a booking request holds it) | sold (an exhibitor stands there)
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('free'))
    .addColumn('booking_id', 'integer')
    .execute()
  await s.createIndex('stands_hall').on('stands').column('hall_id').execute()
  await s.createIndex('stands_edition_code').unique().on('stands').columns(['edition_id', 'code']).execute()
  await s
    .createTable('booking_requests')
    .addColumn('id', auto, (c) => (pk ? c.primaryKey() : c.primaryKey().autoIncrement()))
    .addColumn('stand_id', 'integer', (c) => c.notNull())
    .addColumn('edition_id', 'integer', (c) => c.notNull())
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('company', 'text', (c) => c.notNull())
    .addColumn('contact', 'text', (c) => c.notNull())
    // the organiser calls back on it; it is never answered to anyone
    .addColumn('phone', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute()
  await s
    .createTable('registrations')
    // opaque random id, the one the badge carries (signed)
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('edition_id', 'integer', (c) => c.notNull())
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('phone_hash', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('company', 'text', (c) => c.notNull())
    .addColumn('position', 'text', (c) => c.notNull())
    .addColumn('phone', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('visitor_type', 'text', (c) => c.notNull())
    .addColumn('interests', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute()
  // one registration per phone number and edition: registering twice answers the same badge
  await s
    .createIndex('registrations_edition_phone')
    .unique()
    .on('registrations')
    .columns(['edition_id', 'phone_hash'])
    .execute()
  await s.createIndex('registrations_user').on('registrations').columns(['user_id', 'edition_id']).execute()
  await s
    .createTable('content_pages')
    .addColumn('exhibition_id', 'integer', (c) => c.notNull())
    // about | guide
    .addColumn('page', 'text', (c) => c.notNull())
    // Markdown-like text (headings, paragraphs, lists, [links](…)): docs/api.md
    .addColumn('body_zh', 'text', (c) => c.notNull())
    .addColumn('body_en', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('content_pages_pk', ['exhibition_id', 'page'])
    .execute()
  await s
    .createTable('news')
    .addColumn('id', auto, (c) => (pk ? c.primaryKey() : c.primaryKey().autoIncrement()))
    .addColumn('exhibition_id', 'integer', (c) => c.notNull())
    .addColumn('published_at', 'text', (c) => c.notNull())
    .addColumn('title_zh', 'text', (c) => c.notNull())
    .addColumn('title_en', 'text', (c) => c.notNull())
    .addColumn('summary_zh', 'text', (c) => c.notNull())
    .addColumn('summary_en', 'text', (c) => c.notNull())
    .addColumn('body_zh', 'text', (c) => c.notNull())
    .addColumn('body_en', 'text', (c) => c.notNull())
    .addColumn('picture', 'text', (c) => c.notNull())
    .execute()
  await s.createIndex('news_exhibition').on('news').columns(['exhibition_id', 'published_at']).execute()
  // the rankings read views per edition and time
  await s.createIndex('behaviour_edition_ts').on('behaviour_records').columns(['edition_id', 'ts']).execute()
}
