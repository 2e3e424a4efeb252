import fs from 'node:fs'
import { Worker } from 'node:worker_threads'
import path from 'node:path'
import Database from 'better-sqlite3'
import { Kysely, Migrator, PostgresDialect, SqliteDialect } from 'kysely'
import type { DB } from './schema.js'
import { migrationProvider } from './migrations/index.js'
import { DEFAULT_PG_POOL_MAX } from './pool-size.js'
import { hotStatements } from './prepared.js'

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

/**
 * Kysely's SQLite driver prepares a statement for every query it runs: parsing the SQL again each
 * time costs CPU and garbage on every request (a collect runs seven statements). The same SQL text
 * reuses its prepared statement (bounded, least recently used out); a statement still iterating
 * (busy) is not shared. Kysely runs one query at a time on the one connection.
 */
function withStatementCache(sqlite: Database.Database, max = 1000) {
  const cache = new Map<string, Database.Statement>()
  return {
    close: () => sqlite.close(),
    prepare(sqlText: string): Database.Statement {
      const cached = cache.get(sqlText)
      if (cached && !cached.busy) {
        cache.delete(sqlText)
        cache.set(sqlText, cached)
        return cached
      }
      const stmt = sqlite.prepare(sqlText)
      if (!cached) {
        if (cache.size >= max) cache.delete(cache.keys().next().value!)
        cache.set(sqlText, stmt)
      }
      return stmt
    },
  }
}

type Query = (config: unknown, values?: unknown, callback?: unknown) => unknown

/**
 * PostgreSQL parses and plans every unnamed statement it receives. The hot queries (db/prepared.ts,
 * the same SQL text on every call) are sent as named statements instead: node-postgres parses one
 * once per connection and afterwards only binds and executes it, so a rush's statements skip the
 * parse on both sides. Kysely calls `client.query(text, values)`; any other text goes as before.
 */
function namedHotStatements(client: import('pg').PoolClient) {
  const query = client.query.bind(client) as Query
  ;(client as unknown as { query: Query }).query = (config, values, callback) => {
    const name = typeof config === 'string' && callback === undefined ? hotStatements.get(config) : undefined
    return name ? query({ name, text: config, values }) : query(config, values, callback)
  }
}

export async function openDatabase(opts: {
  dataDir: string
  databaseUrl: string | null
  backgroundCheckpoints?: boolean
  /** PostgreSQL: the most pooled connections (PG_POOL_MAX); DEFAULT_PG_POOL_MAX when left out */
  pgPoolMax?: number
}): Promise<Database_> {
  if (opts.databaseUrl) {
    const { default: pg } = await import('pg')
    const pool = new pg.Pool({ connectionString: opts.databaseUrl, max: opts.pgPoolMax ?? DEFAULT_PG_POOL_MAX })
    pool.on('connect', namedHotStatements)
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
  const db = new Kysely<DB>({ dialect: new SqliteDialect({ database: withStatementCache(sqlite) }) })
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

/**
 * Brings the schema up to date with the numbered migrations (src/db/migrations/); returns the names
 * applied now. The pending migrations run in one transaction (both databases have transactional
 * DDL): when one fails, the error names it and the database stays as it was.
 */
export async function migrateToLatest(d: Database_): Promise<string[]> {
  const migrator = new Migrator({ db: d.db, provider: migrationProvider })
  const { error, results } = await migrator.migrateToLatest()
  const failed = results?.find((r) => r.status === 'Error')
  if (error) {
    const reason = error instanceof Error ? error.message : String(error)
    throw new Error(`Database migration ${failed?.migrationName ?? ''} failed: ${reason}`, { cause: error })
  }
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName)
}

export async function isSeeded(d: Database_): Promise<boolean> {
  const row = await d.db.selectFrom('meta').select('value').where('key', '=', 'seeded').executeTakeFirst()
  return !!row
}
