// Browser tests: start the reference server (fresh temporary database, serving the built H5 app)
// on 127.0.0.1, run every e2e/*.test.mjs in Debian's Chromium, stop the server.
// `node e2e/run.mjs plan journey` runs only the files whose names contain those words.
//
// E2E_SHARDS=n (default 2) splits the files into n shards, each with a server of its own (own
// database, own test clock: tests move the server's clock, so two shards can never share one),
// run side by side. Most of a browser test is waiting (held requests, slow networks, timers), so
// two shards on two cores take little more than half the time of one. Shards are balanced by the
// seconds each file took last time (e2e/weights.json; `E2E_WRITE_WEIGHTS=1` rewrites it).
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import readline from 'node:readline'
import { startReferenceServer } from '../scripts/lib/reference-server.mjs'

const root = path.resolve(import.meta.dirname, '..')
const port = Number(process.env.E2E_PORT ?? 3100)
const distDir = path.resolve(root, process.env.E2E_DIST ?? 'dist')
const only = process.argv.slice(2)
const weightsFile = path.join(root, 'e2e/weights.json')

if (!fs.existsSync(path.join(distDir, 'index.html'))) {
  console.error(`e2e: ${distDir} has no build; run \`npm run build:h5\` first`)
  process.exit(1)
}

const files = fs
  .readdirSync(path.join(root, 'e2e'))
  .filter((f) => f.endsWith('.test.mjs') && (only.length === 0 || only.some((o) => f.includes(o))))
  .map((f) => path.join('e2e', f))
const shardCount = Math.max(1, Math.min(Number(process.env.E2E_SHARDS ?? 2) || 1, files.length))
const shards = balance(files, shardCount)

/** Longest first onto the lightest shard; a file never timed counts as 30 s. */
function balance(list, n) {
  const weights = fs.existsSync(weightsFile) ? JSON.parse(fs.readFileSync(weightsFile, 'utf8')) : {}
  const weightOf = (f) => weights[path.basename(f)] ?? 30
  const out = Array.from({ length: n }, () => ({ files: [], seconds: 0 }))
  for (const f of [...list].sort((a, b) => weightOf(b) - weightOf(a))) {
    const lightest = out.reduce((a, b) => (b.seconds < a.seconds ? b : a))
    lightest.files.push(f)
    lightest.seconds += weightOf(f)
  }
  // each shard runs its files in name order, as one run always did
  for (const s of out) s.files.sort()
  return out
}

// The server's environment, the same for every shard.
// Big enough for the virtualisation test: over 2,000 exhibits in the current SIE edition.
// TEST_CLOCK: tests set the server's clock as they set the browser's (support.mjs serverClockAt)
// RETENTION_CHECK_SEC 0: no retention round removes seeded views while the tests move the clock
// SEED_SHOW_START: the seeded show at the dates the tests name (SIE 15–18 Sep 2026), whatever today is
const serverEnv = {
  SEED_EXHIBITORS: '1600',
  SEED_PRODUCTS: '9000',
  TEST_CLOCK: '1',
  RETENTION_CHECK_SEC: '0',
  SEED_SHOW_START: '2026-09-15',
  // the organiser console's account (console.test.mjs)
  ORGANISER_EMAIL: 'organiser@e2e.test',
  ORGANISER_PASSWORD: 'e2e-organiser-password',
}

const servers = []
const stopAll = () => servers.forEach((s) => s.stop())
process.on('SIGINT', () => {
  stopAll()
  process.exit(130)
})
try {
  // one after the other: two first starts seeding at once only slow each other down
  for (let i = 0; i < shardCount; i++) {
    // shard ports 100 apart, clear of the neighbouring ports other runs on this machine use
    servers.push(await startReferenceServer({ port: port + 100 * i, staticDir: distDir, env: serverEnv }))
  }
} catch (error) {
  console.error(`e2e: ${error.message}`)
  stopAll()
  process.exit(1)
}
for (const server of servers) {
  server.child.on('exit', (code) => {
    if (code !== null && code !== 0) {
      console.error(`e2e: the server on ${server.baseUrl} exited with ${code}`)
      stopAll()
      process.exit(1)
    }
  })
}

const durations = {}
const failures = []
const codes = await Promise.all(shards.map((shard, i) => runShard(shard, servers[i], i)))
for (const server of servers) server.child.removeAllListeners('exit')
stopAll()
fs.mkdirSync(path.join(root, 'e2e/artifacts'), { recursive: true })
fs.writeFileSync(path.join(root, 'e2e/artifacts/durations.json'), JSON.stringify(durations, null, 2) + '\n')
if (process.env.E2E_WRITE_WEIGHTS === '1') {
  const old = fs.existsSync(weightsFile) ? JSON.parse(fs.readFileSync(weightsFile, 'utf8')) : {}
  const merged = Object.fromEntries(Object.entries({ ...old, ...durations }).sort(([a], [b]) => a.localeCompare(b)))
  fs.writeFileSync(weightsFile, JSON.stringify(merged, null, 2) + '\n')
}
if (shardCount > 1) {
  console.log(`\ne2e: ${shardCount} shards, ${files.length} files: exit codes ${codes.join(', ')}`)
  shards.forEach((s, i) =>
    console.log(`  shard ${i + 1}: ${s.files.length} files, ~${Math.round(s.seconds)} s expected`),
  )
}
for (const f of failures) console.log(`e2e: FAILED ${f}`)
process.exit(codes.every((c) => c === 0) ? 0 : 1)

/**
 * One shard's files, one `node --test` each (as `node --test` itself runs a file in a process of its
 * own), against the shard's server, timed for the weights. With several shards each line is prefixed
 * by its shard, so interleaved output still says where it came from. Resolves to 0 when every file
 * passed.
 */
async function runShard(shard, server, index) {
  const prefix = shardCount > 1 ? `[${index + 1}] ` : ''
  let failed = 0
  for (const file of shard.files) {
    const started = Date.now()
    const code = await runFile(file, server, prefix)
    durations[path.basename(file)] = Math.round((Date.now() - started) / 100) / 10
    if (code !== 0) {
      failed++
      failures.push(file)
    }
  }
  return failed === 0 ? 0 : 1
}

function runFile(file, server, prefix) {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--test', '--test-reporter=tap', file], {
      cwd: root,
      // E2E_DATA_DIR: the server's data folder, so tests can read the outbox (.eml) it writes.
      env: { ...process.env, E2E_BASE_URL: server.baseUrl, E2E_DATA_DIR: server.dataDir },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    const out = readline.createInterface({ input: child.stdout })
    const err = readline.createInterface({ input: child.stderr })
    out.on('line', (line) => process.stdout.write(`${prefix}${line}\n`))
    err.on('line', (line) => process.stderr.write(`${prefix}${line}\n`))
    let pending = 3
    let status = 1
    const done = () => --pending === 0 && resolve(status)
    out.once('close', done)
    err.once('close', done)
    child.on('exit', (code) => {
      status = code ?? 1
      done()
    })
  })
}
