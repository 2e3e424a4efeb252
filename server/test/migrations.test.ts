/**
 * Versioned migrations: a database created before them (by the server of commit 6397c37, see
 * fixtures/build-legacy-fixtures.ts) is upgraded in place and keeps its plans; a fresh database and
 * an upgraded one end with the same schema; a second start applies nothing.
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import zlib from 'node:zlib'
import { after, describe, it } from 'node:test'
import assert from 'node:assert/strict'
import { sql, type Kysely } from 'kysely'
import pg from 'pg'
import { makeApp, type TestApp } from './helpers.js'
import { createScratchDatabase, onPostgres } from './pg.js'
import { loadMigrations } from '../src/db/migrations/index.js'
import type { DB } from '../src/db/schema.js'

const fixtures = path.join(import.meta.dirname, 'fixtures')
const legacy = JSON.parse(fs.readFileSync(path.join(fixtures, 'legacy-6397c37.json'), 'utf8')) as {
  userId: string
  exhibitors: number[]
  products: number[]
}
const ALL = Object.keys(await loadMigrations())

/** Tables and their columns (name, type, nullability), comparable across two databases of one dialect. */
async function schemaOf(db: Kysely<DB>, dialect: 'sqlite' | 'postgres'): Promise<Record<string, string[]>> {
  const out: Record<string, string[]> = {}
  if (dialect === 'sqlite') {
    const tables = await sql<{
      name: string
    }>`SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name NOT LIKE 'kysely_%' ORDER BY name`.execute(
      db,
    )
    for (const t of tables.rows) {
      const cols = await sql<{
        name: string
        type: string
        notnull: number
      }>`SELECT name, type, "notnull" FROM pragma_table_info(${t.name})`.execute(db)
      out[t.name] = cols.rows.map((c) => `${c.name} ${c.type.toLowerCase()}${c.notnull ? ' not null' : ''}`).sort()
    }
    const idx = await sql<{
      name: string
    }>`SELECT name FROM sqlite_master WHERE type IN ('index', 'trigger') AND name NOT LIKE 'sqlite_%' ORDER BY name`.execute(
      db,
    )
    out['(indexes and triggers)'] = idx.rows.map((r) => r.name)
    return out
  }
  const cols = await sql<{
    table_name: string
    column_name: string
    data_type: string
    is_nullable: string
  }>`SELECT table_name, column_name, data_type, is_nullable FROM information_schema.columns WHERE table_schema = current_schema() AND table_name NOT LIKE 'kysely_%'`.execute(
    db,
  )
  for (const c of cols.rows) {
    ;(out[c.table_name] ??= []).push(`${c.column_name} ${c.data_type}${c.is_nullable === 'NO' ? ' not null' : ''}`)
  }
  for (const k of Object.keys(out)) out[k]!.sort()
  const idx = await sql<{
    indexname: string
  }>`SELECT indexname FROM pg_indexes WHERE schemaname = current_schema() AND tablename NOT LIKE 'kysely_%' ORDER BY indexname`.execute(
    db,
  )
  out['(indexes)'] = idx.rows.map((r) => r.indexname)
  return out
}

async function applied(t: TestApp): Promise<string[]> {
  const rows = await sql<{ name: string }>`SELECT name FROM kysely_migration ORDER BY name`.execute(t.app.database.db)
  return rows.rows.map((r) => r.name)
}

/** What must hold after an upgrade: the visitor's plan, search (index and triggers), collecting. */
async function assertUpgraded(t: TestApp) {
  assert.deepEqual(await applied(t), ALL)
  const plan = await t.inject({
    method: 'GET',
    url: `/api/v1/plan/events/CGA/companyProfiles?language=EN&userId=${legacy.userId}`,
  })
  assert.equal(plan.statusCode, 200, plan.body)
  const entries = plan.json().resultList as Array<{
    companyProfileList: Array<{
      companyProfileId: number
      collected: number
      productList: Array<{ productId: number }>
    }>
  }>
  const companies = entries.flatMap((e) => e.companyProfileList)
  assert.deepEqual(
    companies
      .filter((c) => c.collected === 1)
      .map((c) => c.companyProfileId)
      .sort(),
    [...legacy.exhibitors].sort(),
  )
  assert.deepEqual(
    companies.flatMap((c) => c.productList.map((p) => p.productId)),
    legacy.products,
  )
  const search = await t.inject({
    method: 'POST',
    url: '/api/v5/companyProfiles/listPage?eventCode=CGA&isShowCountNum=1',
    payload: { companyProfileName: 'hdjx' },
  })
  assert.ok(search.json().resultList.total >= 1)
  const more = await t.inject({
    method: 'PUT',
    url: `/api/v1/plan/events/CGA/products/${legacy.products[0]}?userId=another-visitor`,
    payload: { id: legacy.products[0], collected: 1 },
  })
  assert.equal(more.json().resultList.collectCnt, 1)
}

describe('versioned migrations', () => {
  const cleanup: Array<() => Promise<void> | void> = []
  after(async () => {
    for (const f of cleanup.reverse()) await f()
  })

  it('upgrades a SQLite database created before versioned migrations, keeping its plans', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'expo-legacy-'))
    cleanup.push(() => fs.rmSync(dataDir, { recursive: true, force: true }))
    const fixture = zlib.gunzipSync(fs.readFileSync(path.join(fixtures, 'legacy-6397c37.sqlite.gz')))
    fs.writeFileSync(path.join(dataDir, 'expo.sqlite'), fixture)
    const t = await makeApp({ DATA_DIR: dataDir, DATABASE_URL: '' })
    cleanup.push(() => t.close())
    await assertUpgraded(t)

    // the same schema as a database the migrations created from nothing
    const fresh = await makeApp({ DATABASE_URL: '' })
    cleanup.push(() => fresh.close())
    assert.deepEqual(await applied(fresh), ALL)
    assert.deepEqual(await schemaOf(t.app.database.db, 'sqlite'), await schemaOf(fresh.app.database.db, 'sqlite'))
  })

  it('a second start applies nothing and keeps the data', async () => {
    const first = await makeApp({ DATABASE_URL: '' })
    const dataDir = first.dataDir
    await first.inject({
      method: 'PUT',
      url: '/api/v1/plan/events/CGA/companyProfiles/1?userId=returning',
      payload: { id: 1, collected: 1 },
    })
    await first.app.close()
    const again = await makeApp({ DATA_DIR: dataDir, DATABASE_URL: '' })
    again.secrets.set('returning', first.secrets.get('returning')!)
    cleanup.push(() => again.close())
    assert.ok(!again.logs.join('').includes('Database migrated'))
    const plan = await again.inject({
      method: 'GET',
      url: '/api/v1/plan/events/CGA/companyProfiles?userId=returning',
    })
    assert.equal(plan.json().resultList[0].companyProfileList[0].companyProfileId, 1)
    fs.rmSync(dataDir, { recursive: true, force: true })
  })

  it(
    'upgrades a PostgreSQL database created before versioned migrations',
    { skip: !onPostgres && 'PostgreSQL pass only' },
    async () => {
      const scratch = await createScratchDatabase()
      cleanup.push(() => scratch.drop())
      const dump = zlib.gunzipSync(fs.readFileSync(path.join(fixtures, 'legacy-6397c37.pg.sql.gz'))).toString()
      const client = new pg.Client({ connectionString: scratch.url })
      await client.connect()
      // psql meta-commands and comments are not SQL the server runs
      await client.query(
        dump
          .split('\n')
          .filter((l) => !l.startsWith('\\') && !l.startsWith('COMMENT ON'))
          .join('\n'),
      )
      await client.end()
      const t = await makeApp({ DATABASE_URL: scratch.url })
      cleanup.push(() => t.close())
      await assertUpgraded(t)
      const fresh = await makeApp()
      cleanup.push(() => fresh.close())
      assert.deepEqual(await schemaOf(t.app.database.db, 'postgres'), await schemaOf(fresh.app.database.db, 'postgres'))
    },
  )
})
