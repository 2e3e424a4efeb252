// `npm --prefix server test` after tsc: the route tests on SQLite and, when TEST_DATABASE_URL names
// a PostgreSQL server (CI's .ci/run starts one), the same tests on PostgreSQL beside them, each test app on
// a scratch database of its own (test/pg.ts). Arguments filter the test files by name
// (`npm --prefix server test -- sms fuzz`); TEST_PASS=sqlite or postgres runs one pass.
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import readline from 'node:readline'
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

function isAlive(pid) {
  try {
    process.kill(pid, 0)
    return true
  } catch (e) {
    return e.code === 'EPERM'
  }
}

/** Scratch databases a crashed run left behind (named by test/pg.ts). */
async function dropLeftovers() {
  const client = new pg.Client({ connectionString: pgUrl })
  await client.connect()
  try {
    const { rows } = await client.query("SELECT datname FROM pg_database WHERE datname LIKE 'expo\\_test\\_%'")
    // only those of test processes that are gone: another run on the same server (a second checkout)
    // keeps its own
    for (const r of rows) {
      const pid = Number(/^expo_test_(\d+)_/.exec(r.datname)?.[1])
      if (pid && isAlive(pid)) continue
      await client.query(`DROP DATABASE IF EXISTS ${r.datname} WITH (FORCE)`)
    }
  } finally {
    await client.end()
  }
}

/** One pass of the suite; its output lines carry the pass's name when passes run side by side. */
function runPass(pass, prefixed) {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', '--test', '--test-concurrency=1', ...files], {
      cwd: root,
      stdio: prefixed ? ['ignore', 'pipe', 'pipe'] : 'inherit',
      env: { ...process.env, TEST_DIALECT: pass },
    })
    if (prefixed) {
      for (const [from, to] of [
        [child.stdout, process.stdout],
        [child.stderr, process.stderr],
      ]) {
        readline.createInterface({ input: from }).on('line', (line) => to.write(`[${pass}] ${line}\n`))
      }
    }
    child.on('close', (code) => resolve(code === 0))
  })
}

const label = (pass) => (pass === 'postgres' ? 'PostgreSQL (TEST_DATABASE_URL)' : 'SQLite')
if (passes.includes('postgres')) await dropLeftovers()
// The two passes share nothing (each test app has its own temporary folder, or its own scratch
// database) and each runs its files one at a time, mostly on one core: side by side they take
// about as long as the slower one instead of the sum (CI: ~11 min on two cores before).
const sideBySide = passes.length > 1 && os.availableParallelism() > 1
console.log(`\n--- server tests on ${passes.map(label).join(sideBySide ? ' and, side by side, ' : ', then ')} ---`)
let results
if (sideBySide) {
  results = await Promise.all(passes.map((pass) => runPass(pass, true)))
} else {
  results = []
  for (const pass of passes) results.push(await runPass(pass, false))
}
// the seeded template databases each test process kept for its apps (test/helpers.ts)
if (passes.includes('postgres')) await dropLeftovers()
passes.forEach((pass, i) => console.log(`server tests on ${label(pass)}: ${results[i] ? 'passed' : 'FAILED'}`))
if (!pgUrl) console.log('\n(PostgreSQL pass skipped: TEST_DATABASE_URL is not set)')
process.exit(results.every(Boolean) ? 0 : 1)
