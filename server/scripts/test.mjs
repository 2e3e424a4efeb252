// `npm --prefix server test` after tsc: the route tests on SQLite, then, when TEST_DATABASE_URL names
// a PostgreSQL server (CI's .ci/run starts one), the same tests again on PostgreSQL, each test app on
// a scratch database of its own (test/pg.ts). Arguments filter the test files by name
// (`npm --prefix server test -- sms fuzz`); TEST_PASS=sqlite or postgres runs one pass.
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import pg from 'pg'

const root = path.resolve(import.meta.dirname, '..')
const only = process.argv.slice(2)
const files = fs
  .readdirSync(path.join(root, 'test'))
  .filter((f) => f.endsWith('.test.ts') && (only.length === 0 || only.some((o) => f.includes(o))))
  .map((f) => path.join('test', f))
const pgUrl = process.env.TEST_DATABASE_URL
const wanted = process.env.TEST_PASS
const passes = [...(wanted !== 'postgres' ? ['sqlite'] : []), ...(pgUrl && wanted !== 'sqlite' ? ['postgres'] : [])]
if (wanted === 'postgres' && !pgUrl) {
  console.error('TEST_PASS=postgres needs TEST_DATABASE_URL')
  process.exit(1)
}

/** Scratch databases a crashed run left behind (named by test/pg.ts). */
async function dropLeftovers() {
  const client = new pg.Client({ connectionString: pgUrl })
  await client.connect()
  try {
    const { rows } = await client.query("SELECT datname FROM pg_database WHERE datname LIKE 'expo\\_test\\_%'")
    for (const r of rows) await client.query(`DROP DATABASE IF EXISTS ${r.datname} WITH (FORCE)`)
  } finally {
    await client.end()
  }
}

let failed = false
for (const pass of passes) {
  console.log(`\n--- server tests on ${pass === 'postgres' ? 'PostgreSQL (TEST_DATABASE_URL)' : 'SQLite'} ---`)
  if (pass === 'postgres') await dropLeftovers()
  const res = spawnSync(process.execPath, ['--import', 'tsx', '--test', '--test-concurrency=1', ...files], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, TEST_DIALECT: pass },
  })
  if (res.status !== 0) failed = true
}
if (!pgUrl) console.log('\n(PostgreSQL pass skipped: TEST_DATABASE_URL is not set)')
process.exit(failed ? 1 : 0)
