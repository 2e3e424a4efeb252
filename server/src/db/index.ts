import fs from 'node:fs'
import { Worker } from 'node:worker_threads'
import path from 'node:path'
import Database from 'better-sqlite3'
import { Kysely, PostgresDialect, SqliteDialect, sql, type ColumnDefinitionBuilder } from 'kysely'
import type { DB } from './schema.js'
import { buildSearchTokens } from '../lib/search-text.js'

export type DialectName = 'sqlite' | 'postgres'

export interface Database_ {
  db: Kysely<DB>
  dialect: DialectName
  /** the raw better-sqlite3 handle (SQLite only): used by the bulk seed writer */
  sqlite: Database.Database | null
  /** files holding the data (SQLite: db, -wal, -shm) — used by the privacy test */
  files: string[]
  close(): Promise<void>
}

export async function openDatabase(opts: {
  dataDir: string
  databaseUrl: string | null
  backgroundCheckpoints?: boolean
}): Promise<Database_> {
  if (opts.databaseUrl) {
    const { default: pg } = await import('pg')
    const pool = new pg.Pool({ connectionString: opts.databaseUrl, max: 10 })
    const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool }) })
    return { db, dialect: 'postgres', sqlite: null, files: [], close: () => db.destroy() }
  }
  fs.mkdirSync(opts.dataDir, { recursive: true })
  const file = path.join(opts.dataDir, 'expo.sqlite')
  const sqlite = new Database(file)
  sqlite.pragma('journal_mode = WAL')
  sqlite.pragma('synchronous = NORMAL')
  sqlite.pragma('foreign_keys = ON')
  sqlite.pragma('busy_timeout = 5000')
  sqlite.pragma('cache_size = -64000')
  sqlite.pragma('temp_store = MEMORY')
  sqlite.pragma('mmap_size = 268435456')
  const db = new Kysely<DB>({ dialect: new SqliteDialect({ database: sqlite }) })
  // WAL checkpoints (which fsync the database file) run in a worker thread, not in request handlers
  let checkpointer: Worker | null = null
  if (opts.backgroundCheckpoints !== false) {
    sqlite.pragma('wal_autocheckpoint = 0')
    sqlite.pragma('journal_size_limit = 67108864')
    checkpointer = new Worker(new URL('./checkpointer.mjs', import.meta.url), { workerData: { file, intervalMs: 500 } })
    checkpointer.unref()
    checkpointer.on('error', () => {
      // fall back to checkpoints on the main connection
      sqlite.pragma('wal_autocheckpoint = 1000')
    })
  }
  return {
    db,
    dialect: 'sqlite',
    sqlite,
    files: [file, file + '-wal', file + '-shm'],
    close: async () => {
      if (checkpointer) {
        const done = new Promise<void>((resolve) => checkpointer!.once('exit', () => resolve()))
        checkpointer.postMessage('stop')
        await Promise.race([done, new Promise((r) => setTimeout(r, 2000))])
      }
      await db.destroy()
    },
  }
}

/** Idempotent schema creation (portable DDL through Kysely; search index per dialect). */
export async function migrate(d: Database_): Promise<void> {
  const { db, dialect } = d
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
  t = t
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

  const idx: Array<[string, string, string[]]> = [
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
  for (const [name, table, cols] of idx) {
    await s.createIndex(name).ifNotExists().on(table).columns(cols).execute()
  }

  // Search index: names + pinyin are stored in search_text at write time.
  if (dialect === 'sqlite') {
    for (const table of ['companies', 'products'] as const) {
      // databases created before search_tokens existed: add and fill it
      const cols = await sql<{ name: string }>`SELECT name FROM pragma_table_info(${table})`.execute(db)
      if (!cols.rows.some((c) => c.name === 'search_tokens')) {
        await sql.raw(`ALTER TABLE ${table} ADD COLUMN search_tokens TEXT NOT NULL DEFAULT ''`).execute(db)
        const rows = await db.selectFrom(table).select(['id', 'name_zh', 'name_en']).execute()
        await db.transaction().execute(async (trx) => {
          for (const r of rows)
            await trx
              .updateTable(table)
              .set({ search_tokens: buildSearchTokens(r.name_zh, r.name_en) })
              .where('id', '=', r.id)
              .execute()
        })
      }
      // unicode61 FTS5 over search_tokens: serves 1–2 character queries (token or token prefix)
      const tok = await sql<{
        n: number
      }>`SELECT count(*) AS n FROM sqlite_master WHERE name = ${table + '_tok'}`.execute(db)
      await sql
        .raw(
          `CREATE VIRTUAL TABLE IF NOT EXISTS ${table}_tok USING fts5(search_tokens, content='${table}', content_rowid='id', tokenize='unicode61')`,
        )
        .execute(db)
      if (Number(tok.rows[0]?.n ?? 0) === 0)
        await sql.raw(`INSERT INTO ${table}_tok(${table}_tok) VALUES ('rebuild')`).execute(db)
      await sql
        .raw(
          `CREATE TRIGGER IF NOT EXISTS ${table}_tok_ai AFTER INSERT ON ${table} BEGIN INSERT INTO ${table}_tok(rowid, search_tokens) VALUES (new.id, new.search_tokens); END`,
        )
        .execute(db)
      await sql
        .raw(
          `CREATE TRIGGER IF NOT EXISTS ${table}_tok_ad AFTER DELETE ON ${table} BEGIN INSERT INTO ${table}_tok(${table}_tok, rowid, search_tokens) VALUES ('delete', old.id, old.search_tokens); END`,
        )
        .execute(db)
      await sql
        .raw(
          `CREATE TRIGGER IF NOT EXISTS ${table}_tok_au AFTER UPDATE OF search_tokens ON ${table} BEGIN INSERT INTO ${table}_tok(${table}_tok, rowid, search_tokens) VALUES ('delete', old.id, old.search_tokens); INSERT INTO ${table}_tok(rowid, search_tokens) VALUES (new.id, new.search_tokens); END`,
        )
        .execute(db)
    }
    for (const table of ['companies', 'products']) {
      // External-content FTS5 table with the trigram tokenizer: LIKE '%…%' on it uses the index
      // (patterns of ≥ 3 characters), case-insensitively; triggers keep it in sync.
      await sql
        .raw(
          `CREATE VIRTUAL TABLE IF NOT EXISTS ${table}_fts USING fts5(search_text, content='${table}', content_rowid='id', tokenize='trigram')`,
        )
        .execute(db)
      await sql
        .raw(
          `CREATE TRIGGER IF NOT EXISTS ${table}_fts_ai AFTER INSERT ON ${table} BEGIN INSERT INTO ${table}_fts(rowid, search_text) VALUES (new.id, new.search_text); END`,
        )
        .execute(db)
      await sql
        .raw(
          `CREATE TRIGGER IF NOT EXISTS ${table}_fts_ad AFTER DELETE ON ${table} BEGIN INSERT INTO ${table}_fts(${table}_fts, rowid, search_text) VALUES ('delete', old.id, old.search_text); END`,
        )
        .execute(db)
      await sql
        .raw(
          `CREATE TRIGGER IF NOT EXISTS ${table}_fts_au AFTER UPDATE OF search_text ON ${table} BEGIN INSERT INTO ${table}_fts(${table}_fts, rowid, search_text) VALUES ('delete', old.id, old.search_text); INSERT INTO ${table}_fts(rowid, search_text) VALUES (new.id, new.search_text); END`,
        )
        .execute(db)
    }
    // an index added to an existing, analysed database has no statistics yet, and the planner may then
    // prefer it over the sort indexes (a full sort per page): refresh the statistics once
    const stat = await sql<{ n: number }>`SELECT count(*) AS n FROM sqlite_master WHERE name = 'sqlite_stat1'`.execute(
      db,
    )
    if (Number(stat.rows[0]?.n ?? 0) > 0) {
      const missing = await sql<{
        n: number
      }>`SELECT count(*) AS n FROM sqlite_master m WHERE m.type = 'index' AND m.tbl_name IN ('companies', 'products') AND m.sql IS NOT NULL AND NOT EXISTS (SELECT 1 FROM sqlite_stat1 s WHERE s.idx = m.name)`.execute(
        db,
      )
      if (Number(missing.rows[0]?.n ?? 0) > 0) await sql`ANALYZE`.execute(db)
    }
  } else {
    await sql.raw('CREATE EXTENSION IF NOT EXISTS pg_trgm').execute(db)
    for (const table of ['companies', 'products']) {
      await sql
        .raw(`CREATE INDEX IF NOT EXISTS ${table}_search_trgm ON ${table} USING gin (search_text gin_trgm_ops)`)
        .execute(db)
    }
  }
}

export async function isSeeded(d: Database_): Promise<boolean> {
  const row = await d.db.selectFrom('meta').select('value').where('key', '=', 'seeded').executeTakeFirst()
  return !!row
}
