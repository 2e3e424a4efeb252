/**
 * `npm run bench:meetings` (issue 29.6): booking requests at 1,000 a second against one show
 * (CGA 2026, exhibitor 1's published slots: 4 days of 15-minute slots for 5 at once) for a few
 * seconds, each from a different visitor, aimed at random slots so most slots fill up and the
 * rest of the requests are refused as full. Prints p50/p99 latency (open loop: each request is
 * timed from the moment it was due, so queueing is not hidden), the answers by status, the
 * server's CPU time per request (on a shared machine the latencies say how busy the others were
 * as much as how fast the route is; this figure does not) and the overbooked slots (more pending
 * or accepted meetings than the slot's capacity, or a `held` count that differs from them): must
 * be 0, and the script exits 1 if not. Timings never fail.
 *
 * The server is the real app (the server tests' makeApp: its clock before the show) listening on
 * 127.0.0.1; the load comes from a child process, so the load generator does not share the
 * server's event loop. Each visitor comes from an address of their own (X-Forwarded-For behind one
 * proxy hop, as a deployment sees them), so the routes' per-address rate limits count every
 * request as they would there.
 * - Default: SQLite, the server in this process (one process, as SQLite deployments run).
 * - BENCH_DATABASE_URL=postgres://…: PostgreSQL, a scratch database `meet_bench_<pid>` created on
 *   that server (and dropped after), served by BENCH_WORKERS (default 2) processes behind one port
 *   (node:cluster, as WORKERS does): the rate limits count in the database across them. The
 *   set-up (seed, the stand's slots, the visitors' sessions) runs in this process first.
 * BENCH_RATE (default 1000) and BENCH_SECONDS (default 3) set the load; BENCH_PORT the port (a free
 * one by default). BENCH_PROFILE=<file.cpuprofile> records the server's CPU profile for the load
 * alone (not the set-up; each PostgreSQL worker its own, <file>.worker<n>.cpuprofile), for Chrome
 * DevTools or `node bench/profile-summary.mjs <file>`.
 */
import { spawn } from 'node:child_process'
import cluster, { type Worker } from 'node:cluster'
import fs from 'node:fs'
import { Session } from 'node:inspector/promises'
import os from 'node:os'
import path from 'node:path'
import type { AddressInfo } from 'node:net'
import { createRequire } from 'node:module'
import { fileURLToPath } from 'node:url'
import type { FastifyInstance } from 'fastify'
import { buildApp } from '../server/src/app.js'
import { loadConfig } from '../server/src/config.js'
import { openDatabase, type Database_ } from '../server/src/db/index.js'
import { makeApp } from '../server/test/helpers.js'
import { publishBenchStand } from './meetings-stand.mjs'
import { freePort } from './free-port.mjs'

const RATE = Number(process.env.BENCH_RATE ?? 1000)
const SECONDS = Number(process.env.BENCH_SECONDS ?? 3)
const TOTAL = Math.round(RATE * SECONDS)
const PROFILE = process.env.BENCH_PROFILE ?? ''
const ADMIN_URL = process.env.BENCH_DATABASE_URL ?? ''
const WORKERS = ADMIN_URL ? Math.max(1, Number(process.env.BENCH_WORKERS ?? 2)) : 1
const PORT = Number(process.env.BENCH_PORT ?? 0)
/**
 * Connections the load generator opens before the clock starts (BENCH_PRECONNECT, default 0): a
 * deployment's reverse proxy keeps upstream connections open (nginx's keepalive, docs/deploy.md),
 * so the server does not see a connection per visitor.
 */
const PRECONNECT = Number(process.env.BENCH_PRECONNECT ?? 0)

/**
 * The server's settings besides makeApp's (a test app's): per-address limits on, as deployed, and
 * the address from X-Forwarded-For behind one proxy (the load generator's 127.0.0.1).
 */
const SERVER_ENV = { LOG_LEVEL: 'warn', RATE_LIMIT: 'on', TRUST_PROXY: '1' }

/** The load generator (plain ESM, run by a child node): paced requests, their latencies. */
const GENERATOR = `
import http from 'node:http'
import fs from 'node:fs'
import { performance } from 'node:perf_hooks'
const { base, rate, requests, preconnect } = JSON.parse(fs.readFileSync(process.argv[1], 'utf8'))
const url = new URL(base)
const agent = new http.Agent({ keepAlive: true, maxSockets: 256 })
const latencies = []
// the latencies of requests that had to open a connection, and how many were opened
const freshLatencies = []
const seen = new WeakSet()
const statuses = {}
let errors = 0
// connections opened before the clock starts, as a reverse proxy keeps its upstream connections
// open (docs/deploy.md: nginx's keepalive): the health check on each, all at once
await Promise.all(Array.from({ length: preconnect }, () => new Promise((resolve) => {
  const req = http.request({ host: url.hostname, port: url.port, path: '/healthz', agent }, (res) => {
    res.resume()
    res.on('end', resolve)
  })
  req.on('socket', (s) => seen.add(s))
  req.on('error', resolve)
  req.end()
})))
const start = performance.now()
const inflight = []
for (let i = 0; i < requests.length; i++) {
  const due = start + (i * 1000) / rate
  const wait = due - performance.now()
  if (wait > 0) await new Promise((r) => setTimeout(r, wait))
  const sentAt = Math.min(due, performance.now())
  const r = requests[i]
  inflight.push(new Promise((resolve) => {
    let fresh = false
    const req = http.request({ host: url.hostname, port: url.port, path: r.path, method: 'POST', agent,
      headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(r.body),
        'x-visitor-session': r.secret, 'x-forwarded-for': r.address } },
      (res) => {
        res.resume()
        res.on('end', () => {
          latencies.push(performance.now() - sentAt)
          if (fresh) freshLatencies.push(performance.now() - sentAt)
          statuses[res.statusCode] = (statuses[res.statusCode] ?? 0) + 1
          resolve()
        })
      })
    req.on('socket', (s) => {
      if (!seen.has(s)) {
        seen.add(s)
        fresh = true
      }
    })
    req.on('error', () => { errors++; resolve() })
    req.end(r.body)
  }))
}
await Promise.all(inflight)
const elapsed = (performance.now() - start) / 1000
agent.destroy()
process.stdout.write(JSON.stringify({ latencies, freshLatencies, statuses, errors, elapsed }))
`

// the server's own client (this folder has no node_modules of its own)
const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const pg = createRequire(path.join(repo, 'server', 'package.json'))('pg') as typeof import('pg')

const pct = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!

async function admin<T>(fn: (c: import('pg').Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: ADMIN_URL })
  await client.connect()
  try {
    return await fn(client)
  } finally {
    await client.end()
  }
}

/**
 * A server worker (PostgreSQL): the app on the bench's database with the set-up's clock (running
 * on from the instant the set-up reached), listening on the shared port. It reports its CPU time
 * between the primary's 'mark' and 'cpu' messages, once its notices are sent.
 */
async function worker() {
  const env = JSON.parse(process.env.BENCH_WORKER_ENV!) as Record<string, string>
  const offset = Number(process.env.BENCH_CLOCK_AT) - Number(process.env.BENCH_CLOCK_REAL)
  const app = await buildApp({ config: loadConfig(env), clock: { now: () => Date.now() + offset } })
  await app.listen({ host: '127.0.0.1', port: Number(env.PORT) })
  let mark = process.cpuUsage()
  const profiler = PROFILE ? new Session() : null
  profiler?.connect()
  process.on('message', (m: unknown) => {
    if (m === 'mark') {
      mark = process.cpuUsage()
      if (profiler) void profiler.post('Profiler.enable').then(() => profiler.post('Profiler.start'))
    } else if (m === 'cpu')
      void app.meetingDesk.idle().then(async () => {
        const cpu = process.cpuUsage(mark)
        if (profiler) {
          const { profile } = await profiler.post('Profiler.stop')
          fs.writeFileSync(
            `${PROFILE.replace(/\.cpuprofile$/, '')}.worker${cluster.worker!.id}.cpuprofile`,
            JSON.stringify(profile),
          )
        }
        process.send!({ cpu })
      })
    else if (m === 'stop') void app.close().then(() => process.exit(0))
  })
  process.send!({ ready: true })
}

/** Asks every worker something and gathers their answers. */
function ask<T>(workers: Worker[], message: string, key: string): Promise<T[]> {
  return Promise.all(
    workers.map(
      (w) =>
        new Promise<T>((resolve) => {
          const on = (m: Record<string, unknown>) => {
            if (!(key in m)) return
            w.off('message', on)
            resolve(m[key] as T)
          }
          w.on('message', on)
          if (message) w.send(message)
        }),
    ),
  )
}

async function main() {
  const scratch = ADMIN_URL ? `meet_bench_${process.pid}` : null
  let scratchUrl = ''
  if (scratch) {
    await admin((c) => c.query(`CREATE DATABASE ${scratch}`))
    const u = new URL(ADMIN_URL)
    u.pathname = `/${scratch}`
    scratchUrl = u.toString()
  }
  // PostgreSQL: the database is seeded by this first app (the workers find it seeded)
  const t = await makeApp({ ...SERVER_ENV, ...(scratch ? { DATABASE_URL: scratchUrl } : {}) })
  let checkDb: Database_ | null = null
  let setupClosed = false
  const workers: Worker[] = []
  try {
    const { slotIds } = await publishBenchStand(t)
    const places = slotIds.length * 5

    // one visitor per request, each with a session secret the server issued to it and an address
    process.stdout.write(`${TOTAL} visitors … `)
    const requests: Array<{ path: string; body: string; secret: string; address: string }> = []
    for (let i = 0; i < TOTAL; i++) {
      const who = `bench-mt-${i}`
      const secret = await t.app.visitorSessions.issue(who, 'web', t.clock.now(), null)
      const slotId = slotIds[Math.floor(Math.random() * slotIds.length)]!
      requests.push({
        path: `/api/v5/meetings/book?userId=${who}&language=${i % 2 ? 'EN' : 'ZH-CN'}`,
        body: JSON.stringify({ slotId, purpose: 'Pumps for our plant in Ningbo' }),
        secret,
        address: `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`,
      })
    }
    console.log('ready')

    let base: string
    let app: FastifyInstance | null = null
    if (scratch) {
      // this process's app stops (its sweeps and notices would otherwise run beside the workers')
      await t.app.close()
      setupClosed = true
      const port = PORT || (await freePort())
      cluster.setupPrimary({ exec: process.argv[1]!, execArgv: process.execArgv })
      for (let i = 0; i < WORKERS; i++)
        workers.push(
          cluster.fork({
            BENCH_WORKER_ENV: JSON.stringify({
              DATA_DIR: t.dataDir,
              STATIC_DIR: path.join(t.dataDir, 'no-dist'),
              APP_SECRET: t.config.appSecret ?? '',
              SEED_SHOW_START: t.config.seedShowStart ?? '',
              DATABASE_URL: scratchUrl,
              PORT: String(port),
              ...SERVER_ENV,
              // the start-up's warnings (test logins, no H5 build) once per worker say nothing here
              LOG_LEVEL: 'error',
            }),
            BENCH_CLOCK_AT: String(t.clock.now()),
            BENCH_CLOCK_REAL: String(Date.now()),
          }),
        )
      await ask(workers, '', 'ready')
      base = `http://127.0.0.1:${port}`
    } else {
      app = t.app
      await app.listen({ host: '127.0.0.1', port: PORT })
      base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`
    }
    const input = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'expo-bench-meetings-')), 'load.json')
    fs.writeFileSync(input, JSON.stringify({ base, rate: RATE, requests, preconnect: PRECONNECT }))

    // the profile covers the load alone: the set-up's requests would drown it
    const profiler = PROFILE && app ? new Session() : null
    // (PostgreSQL: each worker records its own, <file>.worker<n>.cpuprofile)
    if (profiler) {
      profiler.connect()
      await profiler.post('Profiler.enable')
      await profiler.post('Profiler.start')
    }
    for (const w of workers) w.send('mark')
    const cpuBefore = process.cpuUsage()
    const loadBefore = os.loadavg()[0]!
    const out = await new Promise<string>((resolve, reject) => {
      const child = spawn(process.execPath, ['--input-type=module', '-e', GENERATOR, input], {
        stdio: ['ignore', 'pipe', 'inherit'],
      })
      let text = ''
      child.stdout.on('data', (d: Buffer) => (text += d.toString()))
      child.on('exit', (code) => (code === 0 ? resolve(text) : reject(new Error(`load generator exited ${code}`))))
    })
    const load = JSON.parse(out) as {
      latencies: number[]
      freshLatencies: number[]
      statuses: Record<string, number>
      errors: number
      elapsed: number
    }
    let cpuUs: number
    if (app) {
      await app.meetingDesk.idle()
      const cpu = process.cpuUsage(cpuBefore)
      cpuUs = cpu.user + cpu.system
    } else {
      const cpus = await ask<NodeJS.CpuUsage>(workers, 'cpu', 'cpu')
      cpuUs = cpus.reduce((a, c) => a + c.user + c.system, 0)
    }
    if (profiler) {
      const { profile } = await profiler.post('Profiler.stop')
      fs.writeFileSync(PROFILE, JSON.stringify(profile))
      profiler.disconnect()
    }

    // overbooked: a slot holding more than its capacity, or a held count its meetings do not match
    checkDb = app ? null : await openDatabase({ dataDir: '', databaseUrl: scratchUrl })
    const db = app ? app.database.db : checkDb!.db
    const rows = await db
      .selectFrom('meeting_slots as s')
      .leftJoin('meetings as m', (j) => j.onRef('m.slot_id', '=', 's.id').on('m.status', 'in', ['pending', 'accepted']))
      .select(['s.id', 's.capacity', 's.held', (eb) => eb.fn.count<number>('m.id').as('n')])
      .where('s.company_id', '=', 1)
      .groupBy(['s.id', 's.capacity', 's.held'])
      .execute()
    const overbooked = rows.filter((r) => Number(r.n) > Number(r.capacity) || Number(r.n) !== Number(r.held)).length
    const booked = rows.reduce((a, r) => a + Number(r.n), 0)

    const lat = [...load.latencies].sort((a, b) => a - b)
    const fresh = [...load.freshLatencies].sort((a, b) => a - b)
    const ms = (x: number) => `${x.toFixed(1)} ms`
    const server = scratch ? `${WORKERS} worker(s) on PostgreSQL` : 'one process on SQLite'
    console.log(
      [
        `meetings booking bench (${server}): ${lat.length} requests in ${load.elapsed.toFixed(1)} s ` +
          `(${Math.round(lat.length / load.elapsed)} req/s, target ${RATE}/s) on ${slotIds.length} slots, ${places} places`,
        `  p50 ${ms(pct(lat, 50))}   p99 ${ms(pct(lat, 99))}   max ${ms(lat[lat.length - 1] ?? NaN)}   (target p99 ≤ 50 ms)`,
        `  connections: ${PRECONNECT} opened before the clock, ${load.freshLatencies.length} during the run` +
          (load.freshLatencies.length
            ? ` (their requests' p50 ${ms(pct(fresh, 50))}, max ${ms(fresh[fresh.length - 1]!)}; ` +
              `${lat.filter((x) => x > 100).length} requests over 100 ms, ${fresh.filter((x) => x > 100).length} of them on a new connection)`
            : ''),
        `  answers: ${Object.entries(load.statuses)
          .map(([s, n]) => `${s}: ${n}`)
          .join(', ')}; connection errors: ${load.errors}`,
        `  server CPU: ${(cpuUs / 1000 / TOTAL).toFixed(2)} ms per request, all server processes ` +
          `(${Math.round((TOTAL * 1e6) / cpuUs)} req/s of one core, notices included` +
          `${PROFILE ? '; profiled: the profiler adds to it' : ''})`,
        `  meetings held: ${booked} of ${places} places`,
        `  overbooked slots: ${overbooked} (must be 0)`,
        // the figures depend on what else the machine runs: say how busy it was
        `  machine: ${os.cpus().length} cores, load average ${loadBefore.toFixed(1)} → ${os.loadavg()[0]!.toFixed(1)}`,
      ].join('\n'),
    )
    if (overbooked) process.exitCode = 1
  } finally {
    await Promise.all(
      workers.map(
        (w) =>
          new Promise<void>((resolve) => (w.isDead() ? resolve() : (w.once('exit', () => resolve()), w.send('stop')))),
      ),
    )
    await checkDb?.close()
    if (setupClosed) fs.rmSync(t.dataDir, { recursive: true, force: true })
    else await t.close()
    if (scratch) await admin((c) => c.query(`DROP DATABASE IF EXISTS ${scratch} WITH (FORCE)`))
  }
}

if (cluster.isWorker) {
  worker().catch((err: unknown) => {
    console.error(err)
    process.exit(1)
  })
} else {
  main().catch((err: unknown) => {
    console.error(err)
    process.exit(1)
  })
}
