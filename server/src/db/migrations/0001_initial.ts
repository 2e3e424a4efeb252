/**
 * The schema as the server created it before versioned migrations (commit 6397c37). Every statement
 * is IF NOT EXISTS so that a database created by that server is adopted as it is: this migration
 * then changes nothing and is recorded as applied. Later changes are new numbered files.
 */
import { sql, type ColumnDefinitionBuilder, type Kysely } from 'kysely'
import { dialectOf } from './dialect.js'

export async function up(db: Kysely<unknown>): Promise<void> {
  const dialect = dialectOf(db)
  await refuseUnsupported(db, dialect)
  const auto = dialect === 'postgres' ? 'serial' : 'integer'
  const s = db.schema
  const pkAuto = (c: ColumnDefinitionBuilder) =>
    dialect === 'postgres' ? c.primaryKey() : c.primaryKey().autoIncrement()
  await s
    .createTable('meta')
    .ifNotExists()
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('value', 'text', (c) => c.notNull())
    .execute()
  await s
    .createTable('exhibitions')
    .ifNotExists()
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('code', 'text', (c) => c.notNull().unique())
    .addColumn('name_zh', 'text', (c) => c.notNull())
    .addColumn('name_en', 'text', (c) => c.notNull())
    .addColumn('organiser_zh', 'text', (c) => c.notNull())
    .addColumn('organiser_en', 'text', (c) => c.notNull())
    .addColumn('viewable', 'integer', (c) => c.notNull().defaultTo(1))
    .execute()
  let t = s
    .createTable('editions')
    .ifNotExists()
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('exhibition_id', 'integer', (c) => c.notNull().references('exhibitions.id'))
    .addColumn('year', 'integer', (c) => c.notNull())
  for (const col of [
    'name_zh',
    'name_en',
    'start_date',
    'end_date',
    'venue_zh',
    'venue_en',
    'address_zh',
    'address_en',
    'intro_zh',
    'intro_en',
    'hours_zh',
    'hours_en',
    'logo',
    'banner',
  ]) {
    t = t.addColumn(col, 'text', (c) => c.notNull())
  }
  await t
    .addColumn('is_current', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('viewable', 'integer', (c) => c.notNull().defaultTo(1))
    .execute()
  await s
    .createTable('halls')
    .ifNotExists()
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('edition_id', 'integer', (c) => c.notNull().references('editions.id'))
    .addColumn('name_zh', 'text', (c) => c.notNull())
    .addColumn('name_en', 'text', (c) => c.notNull())
    .addColumn('floor', 'text', (c) => c.notNull())
    .execute()
  await s
    .createTable('categories')
    .ifNotExists()
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('parent_id', 'integer')
    .addColumn('name_zh', 'text', (c) => c.notNull())
    .addColumn('name_en', 'text', (c) => c.notNull())
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .execute()
  await s
    .createTable('tags')
    .ifNotExists()
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('name_zh', 'text', (c) => c.notNull())
    .addColumn('name_en', 'text', (c) => c.notNull())
    .execute()
  let ct = s
    .createTable('companies')
    .ifNotExists()
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('edition_id', 'integer', (c) => c.notNull().references('editions.id'))
    .addColumn('hall_id', 'integer', (c) => c.notNull().references('halls.id'))
  for (const col of [
    'stand',
    'name_zh',
    'name_en',
    'intro_zh',
    'intro_en',
    'main_product_zh',
    'main_product_en',
    'address_zh',
    'address_en',
    'country_zh',
    'country_en',
    'contact_email',
    'contact_phone',
    'website',
    'tel',
    'fax',
    'logo',
  ]) {
    ct = ct.addColumn(col, 'text', (c) => c.notNull())
  }
  for (const col of ['logo_w', 'logo_h', 'sort_weight', 'view_count', 'collect_count'])
    ct = ct.addColumn(col, 'integer', (c) => c.notNull().defaultTo(0))
  await ct
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addColumn('search_text', 'text', (c) => c.notNull())
    .addColumn('search_tokens', 'text', (c) => c.notNull().defaultTo(''))
    .execute()
  await s
    .createTable('company_categories')
    .ifNotExists()
    .addColumn('company_id', 'integer', (c) => c.notNull())
    .addColumn('category_id', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('company_categories_pk', ['company_id', 'category_id'])
    .execute()
  await s
    .createTable('company_tags')
    .ifNotExists()
    .addColumn('company_id', 'integer', (c) => c.notNull())
    .addColumn('tag_id', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('company_tags_pk', ['company_id', 'tag_id'])
    .execute()
  let pt = s
    .createTable('products')
    .ifNotExists()
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('company_id', 'integer', (c) => c.notNull().references('companies.id'))
    .addColumn('edition_id', 'integer', (c) => c.notNull())
  for (const col of ['name_zh', 'name_en', 'intro_zh', 'intro_en', 'logo'])
    pt = pt.addColumn(col, 'text', (c) => c.notNull())
  for (const col of ['logo_w', 'logo_h', 'sort_weight', 'view_count', 'collect_count'])
    pt = pt.addColumn(col, 'integer', (c) => c.notNull().defaultTo(0))
  await pt
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addColumn('search_text', 'text', (c) => c.notNull())
    .addColumn('search_tokens', 'text', (c) => c.notNull().defaultTo(''))
    .execute()
  await s
    .createTable('product_categories')
    .ifNotExists()
    .addColumn('product_id', 'integer', (c) => c.notNull())
    .addColumn('category_id', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('product_categories_pk', ['product_id', 'category_id'])
    .execute()
  await s
    .createTable('plan_items')
    .ifNotExists()
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('exhibition_id', 'integer', (c) => c.notNull())
    .addColumn('edition_id', 'integer', (c) => c.notNull())
    .addColumn('type', 'integer', (c) => c.notNull())
    .addColumn('obj_id', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('plan_items_pk', ['user_id', 'type', 'obj_id'])
    .execute()
  await s
    .createTable('behaviour_records')
    .ifNotExists()
    .addColumn('id', auto, pkAuto)
    .addColumn('target', 'text', (c) => c.notNull())
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('edition_id', 'text')
    .addColumn('source', 'text')
    .addColumn('action_id', 'text', (c) => c.notNull())
    .addColumn('channel_id', 'integer', (c) => c.notNull())
    .addColumn('ts', 'bigint', (c) => c.notNull())
    .addColumn('ip', 'text')
    .addColumn('url', 'text')
    .addColumn('company_id', 'text')
    .addColumn('extras', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute()
  let st = s
    .createTable('sessions')
    .ifNotExists()
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('edition_id', 'integer', (c) => c.notNull())
  for (const col of ['title_zh', 'title_en', 'desc_zh', 'desc_en', 'room_zh', 'room_en', 'start_time', 'end_time'])
    st = st.addColumn(col, 'text', (c) => c.notNull())
  await st.addColumn('is_keynote', 'integer', (c) => c.notNull().defaultTo(0)).execute()
  let sp = s
    .createTable('speakers')
    .ifNotExists()
    .addColumn('id', 'integer', (c) => c.primaryKey())
  for (const col of [
    'name_zh',
    'name_en',
    'title_zh',
    'title_en',
    'company_zh',
    'company_en',
    'intro_zh',
    'intro_en',
    'country_zh',
    'country_en',
    'avatar',
  ])
    sp = sp.addColumn(col, 'text', (c) => c.notNull())
  await sp.execute()
  await s
    .createTable('session_speakers')
    .ifNotExists()
    .addColumn('session_id', 'integer', (c) => c.notNull())
    .addColumn('speaker_id', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('session_speakers_pk', ['session_id', 'speaker_id'])
    .execute()
  await s
    .createTable('session_reminders')
    .ifNotExists()
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('session_id', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('session_reminders_pk', ['user_id', 'session_id'])
    .execute()
  let at = s
    .createTable('attendees')
    .ifNotExists()
    .addColumn('user_id', 'text', (c) => c.primaryKey())
    .addColumn('exhibition_id', 'integer', (c) => c.notNull())
  for (const col of [
    'name_zh',
    'name_en',
    'company_zh',
    'company_en',
    'position_zh',
    'position_en',
    'country_zh',
    'country_en',
    'interests_zh',
    'interests_en',
    'avatar',
  ])
    at = at.addColumn(col, 'text', (c) => c.notNull())
  await at.addColumn('follows_back', 'integer', (c) => c.notNull().defaultTo(0)).execute()
  await s
    .createTable('match_decisions')
    .ifNotExists()
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('target_user_id', 'text', (c) => c.notNull())
    .addColumn('decision', 'text', (c) => c.notNull())
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('match_decisions_pk', ['user_id', 'target_user_id'])
    .execute()
  await s
    .createTable('follows')
    .ifNotExists()
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('target_user_id', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('follows_pk', ['user_id', 'target_user_id'])
    .execute()
  await s
    .createTable('im_messages')
    .ifNotExists()
    .addColumn('id', auto, pkAuto)
    .addColumn('from_user_id', 'text', (c) => c.notNull())
    .addColumn('to_user_id', 'text', (c) => c.notNull())
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute()
  let et = s
    .createTable('enquiries')
    .ifNotExists()
    .addColumn('id', auto, pkAuto)
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('exhibition_id', 'integer', (c) => c.notNull())
  for (const col of ['description', 'message', 'region', 'contact', 'contact_phone', 'pictures', 'status'])
    et = et.addColumn(col, 'text', (c) => c.notNull())
  await et
    .addColumn('price', 'bigint', (c) => c.notNull())
    .addColumn('quantity', 'bigint', (c) => c.notNull())
    .addColumn('company_id', 'integer')
    .addColumn('views', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('interested_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute()
  await s
    .createTable('enquiry_categories')
    .ifNotExists()
    .addColumn('enquiry_id', 'integer', (c) => c.notNull())
    .addColumn('category_id', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('enquiry_categories_pk', ['enquiry_id', 'category_id'])
    .execute()
  await s
    .createTable('enquiry_likes')
    .ifNotExists()
    .addColumn('enquiry_id', 'integer', (c) => c.notNull())
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('enquiry_likes_pk', ['enquiry_id', 'user_id'])
    .execute()
  await s
    .createTable('enquiry_messages')
    .ifNotExists()
    .addColumn('id', auto, pkAuto)
    .addColumn('enquiry_id', 'integer', (c) => c.notNull())
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute()
  await s
    .createTable('hot_words')
    .ifNotExists()
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('edition_id', 'integer', (c) => c.notNull())
    .addColumn('channel', 'text', (c) => c.notNull())
    .addColumn('word_zh', 'text', (c) => c.notNull())
    .addColumn('word_en', 'text', (c) => c.notNull())
    .addColumn('hot', 'integer', (c) => c.notNull())
    .execute()
  await s
    .createTable('sms_codes')
    .ifNotExists()
    .addColumn('id', auto, pkAuto)
    .addColumn('phone_hash', 'text', (c) => c.notNull())
    .addColumn('purpose', 'text', (c) => c.notNull())
    .addColumn('code_hash', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .addColumn('tries', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('used_at', 'bigint')
    .execute()
  await s
    .createTable('edit_tokens')
    .ifNotExists()
    .addColumn('token_hash', 'text', (c) => c.primaryKey())
    .addColumn('phone_hash', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute()
  await s
    .createTable('integral')
    .ifNotExists()
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('points', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('integral_pk', ['user_id', 'action', 'day'])
    .execute()

  const indexes: Array<[string, string, string[]]> = [
    ['editions_exh', 'editions', ['exhibition_id', 'year']],
    ['halls_ed', 'halls', ['edition_id']],
    ['companies_ed_sort', 'companies', ['edition_id', 'sort_weight', 'id']],
    ['companies_ed_created', 'companies', ['edition_id', 'created_at', 'id']],
    ['companies_ed_updated', 'companies', ['edition_id', 'updated_at', 'id']],
    ['companies_ed_views', 'companies', ['edition_id', 'view_count', 'id']],
    ['companies_ed_collects', 'companies', ['edition_id', 'collect_count', 'id']],
    ['companies_phone', 'companies', ['contact_phone']],
    ['companies_hall', 'companies', ['hall_id']],
    ['company_categories_cat', 'company_categories', ['category_id', 'company_id']],
    ['company_tags_tag', 'company_tags', ['tag_id', 'company_id']],
    ['products_company', 'products', ['company_id']],
    ['products_ed_company', 'products', ['edition_id', 'company_id']],
    ['products_ed_sort', 'products', ['edition_id', 'sort_weight', 'id']],
    ['products_ed_created', 'products', ['edition_id', 'created_at', 'id']],
    ['products_ed_updated', 'products', ['edition_id', 'updated_at', 'id']],
    ['products_ed_views', 'products', ['edition_id', 'view_count', 'id']],
    ['products_ed_collects', 'products', ['edition_id', 'collect_count', 'id']],
    ['product_categories_cat', 'product_categories', ['category_id', 'product_id']],
    ['plan_items_user', 'plan_items', ['user_id', 'exhibition_id']],
    ['sessions_ed', 'sessions', ['edition_id', 'start_time']],
    ['session_speakers_sp', 'session_speakers', ['speaker_id']],
    ['match_decisions_day', 'match_decisions', ['user_id', 'day']],
    ['follows_target', 'follows', ['target_user_id']],
    ['im_pair', 'im_messages', ['from_user_id', 'to_user_id', 'id']],
    ['enquiries_list', 'enquiries', ['exhibition_id', 'status', 'id']],
    ['enquiries_user', 'enquiries', ['user_id']],
    ['enquiry_messages_e', 'enquiry_messages', ['enquiry_id', 'user_id']],
    ['hot_words_ed', 'hot_words', ['edition_id', 'channel']],
    ['sms_phone', 'sms_codes', ['phone_hash', 'created_at']],
    ['behaviour_user', 'behaviour_records', ['user_id']],
  ]
  for (const [name, table, cols] of indexes) await s.createIndex(name).ifNotExists().on(table).columns(cols).execute()

  // Search: names + pinyin are stored in search_text / search_tokens when a row is written.
  if (dialect === 'postgres') {
    await sql`CREATE EXTENSION IF NOT EXISTS pg_trgm`.execute(db)
    for (const table of ['companies', 'products']) {
      await sql
        .raw(`CREATE INDEX IF NOT EXISTS ${table}_search_trgm ON ${table} USING gin (search_text gin_trgm_ops)`)
        .execute(db)
    }
    return
  }
  for (const table of ['companies', 'products']) {
    // unicode61 FTS5 over search_tokens: serves 1–2 character queries (a token or a token prefix)
    await ftsTable(db, `${table}_tok`, table, 'search_tokens', 'unicode61')
    // trigram FTS5 over search_text: LIKE '%…%' on it uses the index (patterns of ≥ 3 characters)
    await ftsTable(db, `${table}_fts`, table, 'search_text', 'trigram')
  }
}

/** An external-content FTS5 table over one column, kept in sync with its table by triggers. */
async function ftsTable(db: Kysely<unknown>, name: string, table: string, column: string, tokenizer: string) {
  await sql
    .raw(
      `CREATE VIRTUAL TABLE IF NOT EXISTS ${name} USING fts5(${column}, content='${table}', content_rowid='id', tokenize='${tokenizer}')`,
    )
    .execute(db)
  await sql
    .raw(
      `CREATE TRIGGER IF NOT EXISTS ${name}_ai AFTER INSERT ON ${table} BEGIN INSERT INTO ${name}(rowid, ${column}) VALUES (new.id, new.${column}); END`,
    )
    .execute(db)
  await sql
    .raw(
      `CREATE TRIGGER IF NOT EXISTS ${name}_ad AFTER DELETE ON ${table} BEGIN INSERT INTO ${name}(${name}, rowid, ${column}) VALUES ('delete', old.id, old.${column}); END`,
    )
    .execute(db)
  await sql
    .raw(
      `CREATE TRIGGER IF NOT EXISTS ${name}_au AFTER UPDATE OF ${column} ON ${table} BEGIN INSERT INTO ${name}(${name}, rowid, ${column}) VALUES ('delete', old.id, old.${column}); INSERT INTO ${name}(rowid, ${column}) VALUES (new.id, new.${column}); END`,
    )
    .execute(db)
}

/**
 * Databases older than the search_tokens column (before the legacy migrate() that this file
 * replaces) cannot be adopted: say so instead of failing later on a missing column.
 */
async function refuseUnsupported(db: Kysely<unknown>, dialect: 'sqlite' | 'postgres') {
  const rows =
    dialect === 'sqlite'
      ? await sql<{ name: string }>`SELECT name FROM pragma_table_info('companies')`.execute(db)
      : await sql<{
          name: string
        }>`SELECT column_name AS name FROM information_schema.columns WHERE table_schema = current_schema() AND table_name = 'companies'`.execute(
          db,
        )
  if (rows.rows.length > 0 && !rows.rows.some((r) => r.name === 'search_tokens')) {
    throw new Error(
      'This database was created by a server older than the search token index and cannot be upgraded: remove DATA_DIR/expo.sqlite (or the PostgreSQL schema) and start again to re-create and re-seed it.',
    )
  }
}
