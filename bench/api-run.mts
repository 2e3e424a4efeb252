/**
 * The benchmark behind `npm --prefix server run bench:api` (entry: bench/api.ts). ESM (.mts) because the
 * server package is ESM while the repo root is not.
 *
 * Load test of the reference server on the benchmark dataset (50k exhibitors / 500k products):
 * creates it in BENCH_DATA_DIR (default <repo>/data/bench) when absent, starts the server as a child
 * process on 127.0.0.1 (random port), drives it with autocannon at a fixed rate and prints
 * p50 / p99 latency and throughput for listPage, search and collect.
 *
 * Options (env): BENCH_RATE (req/s, default 500), BENCH_SECONDS (per scenario, default 15),
 * BENCH_WARMUP_SECONDS (per scenario at 100 req/s before measuring, default 20; 0 = cold),
 * BENCH_ONLY (run only scenarios whose name contains it, e.g. collect),
 * BENCH_CONNECTIONS (default 50), BENCH_EXHIBITORS / BENCH_PRODUCTS (dataset size), BENCH_SERVER (the
 * server entry to run, to compare another version on the same dataset), BENCH_PROFILE (a directory
 * for the server's CPU profile).
 */
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import http from 'node:http'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { createRequire } from 'node:module'
import type Autocannon from 'autocannon'
import { isSeeded, migrateToLatest, openDatabase } from '../server/src/db/index.js'
import { seedDatabase } from '../server/src/db/seed.js'

const here = path.dirname(fileURLToPath(import.meta.url))
const repo = path.resolve(here, '..')
// autocannon is a dependency of the server package, not of the repo root
const autocannon = createRequire(path.join(repo, 'server', 'package.json'))(
  path.join(repo, 'server', 'node_modules', 'autocannon'),
) as typeof Autocannon
const dataDir = path.resolve(process.env.BENCH_DATA_DIR ?? path.join(repo, 'data', 'bench'))
const RATE = Number(process.env.BENCH_RATE ?? 500)
const SECONDS = Number(process.env.BENCH_SECONDS ?? 15)
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50)
const WARMUP = Number(process.env.BENCH_WARMUP_SECONDS ?? 20)
const EXHIBITORS = Number(process.env.BENCH_EXHIBITORS ?? 50_000)
const PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 500_000)

async function ensureDataset(): Promise<{ productIds: number[] }> {
  const d = await openDatabase({ dataDir, databaseUrl: null, backgroundCheckpoints: false })
  await migrateToLatest(d)
  if (!(await isSeeded(d))) {
    console.log(`Creating the benchmark dataset in ${dataDir} (${EXHIBITORS} exhibitors, ${PRODUCTS} products)…`)
    await seedDatabase(d, { exhibitors: EXHIBITORS, products: PRODUCTS }, console.log)
  }
  const products = await d.db.selectFrom('products').select('id').where('edition_id', '=', 12).limit(20000).execute()
  const n = await d.db
    .selectFrom('products')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow()
  const c = await d.db
    .selectFrom('companies')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow()
  console.log(`Dataset: ${c.n} exhibitors, ${n.n} products`)
  await d.close()
  return { productIds: products.map((p) => p.id) }
}

/**
 * CPU time (user + system, ms) the server process has used so far, from /proc (Linux; null
 * elsewhere): works for any server version, unlike its own stats.
 */
function processCpuMs(pid: number | undefined): number | null {
  try {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ')
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100 // utime, stime in clock ticks (USER_HZ 100)
  } catch {
    return null
  }
}

function startServer(): Promise<{ url: string; stop: () => void; cpuMs: () => number | null }> {
  return new Promise((resolve, reject) => {
    // BENCH_SERVER: another checkout's server/src/server.ts, to compare versions on the same dataset
    const entry = path.resolve(process.env.BENCH_SERVER ?? path.join(repo, 'server', 'src', 'server.ts'))
    // BENCH_PROFILE=dir: the server writes a V8 CPU profile there when it stops
    const profile = process.env.BENCH_PROFILE ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_PROFILE}`] : []
    const child = spawn(process.execPath, [...profile, '--import', 'tsx', entry], {
      cwd: path.join(repo, 'server'),
      env: {
        ...process.env,
        DATA_DIR: dataDir,
        PORT: '0',
        HOST: '127.0.0.1',
        LOG_LEVEL: 'warn',
        STATIC_DIR: path.join(dataDir, 'no-h5'),
        SERVER_STATS_FILE: STATS_FILE,
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    })
    let out = ''
    child.stdout.on('data', (b: Buffer) => {
      out += b.toString()
      const m = /running at (http:\/\/\S+)/.exec(out)
      if (m) resolve({ url: m[1]!, stop: () => child.kill('SIGTERM'), cpuMs: () => processCpuMs(child.pid) })
    })
    child.on('exit', (code) => reject(new Error(`server exited (${code}) before listening:\n${out}`)))
  })
}

const rand = <T,>(a: readonly T[]) => a[Math.floor(Math.random() * a.length)]!
const SEARCHES = [
  'huadong',
  '华东',
  'hdjx',
  'valve',
  'machinery',
  '机械',
  'jiangsu',
  'LED',
  'shanghai',
  '数控车床',
  'robot',
  'zhejiang',
]

interface Scenario {
  name: string
  request: () => { method: 'GET' | 'POST' | 'PUT'; path: string; body?: string }
}

const pct = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN

/** The server's once-a-second stats (server/src/lib/server-stats.ts) for this run. */
const STATS_FILE = path.join(os.tmpdir(), `bench-server-stats-${process.pid}.jsonl`)

/**
 * What the server went through during a scenario: garbage-collection pauses and the longest
 * event-loop stall, from its stats lines within [from, to].
 */
function serverStats(from: number, to: number) {
  const lines = fs.existsSync(STATS_FILE) ? fs.readFileSync(STATS_FILE, 'utf8').trim().split('\n') : []
  const stats = lines
    .map((l) => JSON.parse(l) as { t: number; loopMaxMs: number; gcMs: number; gcMaxMs: number; cpuMs: number })
    .filter((x) => x.t >= from && x.t <= to + 1000)
  if (stats.length < 2) return {}
  return {
    gc_ms: Math.round(stats.reduce((a, x) => a + x.gcMs, 0)),
    gc_max_ms: Math.max(...stats.map((x) => x.gcMaxMs)),
    loop_stall_max_ms: Math.max(...stats.map((x) => x.loopMaxMs)),
  }
}

/** How the paced figures are measured: printed with the results. */
const METHOD =
  'Latency of the paced runs: open loop, one request every 1/rate s whatever the server does, measured ' +
  'from its scheduled send time to the last byte of the answer (so a stall also counts the requests ' +
  'queued behind it: no coordinated omission); a request the client itself sends late is still timed ' +
  'from its schedule, one it sends early from its actual send, so no figure can be negative.'

/** Visitor ids of this run: the dataset persists between runs, and earlier runs' ids are bound to their secrets. */
const RUN = Math.random().toString(36).slice(2, 8)

/** Each bench visitor's session secret (issued by the server with their first answer), sent back like the app does. */
const secrets = new Map<string, string>()
const visitorOf = (path: string) => new URL(path, 'http://x').searchParams.get('userId')

/** A visitor's request in flight before they hold a secret (the next ones wait for it, as in the app). */
const firstRequests = new Map<string, Promise<void>>()

/**
 * Sends as the app does: with the visitor's secret; until they hold one, one request at a time
 * (the first answer brings it; a request sent alongside it without one would be refused).
 */
async function send(userId: string | null, request: (secret: string | undefined) => Promise<void>): Promise<void> {
  while (userId && !secrets.has(userId) && firstRequests.has(userId)) await firstRequests.get(userId)
  if (!userId || secrets.has(userId)) return request(userId ? secrets.get(userId) || undefined : undefined)
  const first = request(undefined).finally(() => {
    firstRequests.delete(userId)
    // a server without visitor sessions issues none: send on without one
    if (!secrets.has(userId)) secrets.set(userId, '')
  })
  firstRequests.set(userId, first)
  return first
}

/**
 * Open-loop load at a constant rate: a request is started every 1/rate s whatever the server does,
 * and latency is measured from the scheduled start (so queueing is not hidden, unlike closed-loop
 * tools). autocannon's own rate limit sends each second's quota in a burst, which measures burst
 * absorption rather than latency at a rate; autocannon is used for the maximum-throughput runs.
 */
async function paced(url: string, s: Scenario, rate: number, seconds: number) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 256 })
  const base = new URL(url)
  const latencies: number[] = []
  let non2xx = 0
  let errors = 0
  const statuses = new Map<number, number>()
  const total = Math.round(rate * seconds)
  const start = performance.now()
  const inflight: Promise<void>[] = []
  for (let i = 0; i < total; i++) {
    const due = start + (i * 1000) / rate
    const wait = due - performance.now()
    if (wait > 0) await new Promise((r) => setTimeout(r, wait))
    // timers may fire a fraction of a millisecond early: time such a request from its actual send
    const sentAt = Math.min(due, performance.now())
    const r = s.request()
    const userId = visitorOf(r.path)
    inflight.push(
      send(
        userId,
        (secret) =>
          new Promise<void>((resolve) => {
            const req = http.request(
              {
                host: base.hostname,
                port: base.port,
                path: r.path,
                method: r.method,
                agent,
                headers: {
                  ...(r.body
                    ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(r.body) }
                    : {}),
                  ...(secret ? { 'x-visitor-session': secret } : {}),
                },
              },
              (res) => {
                const issued = res.headers['x-visitor-session']
                if (userId && typeof issued === 'string') secrets.set(userId, issued)
                res.resume()
                res.on('end', () => {
                  latencies.push(performance.now() - sentAt)
                  if (res.statusCode! < 200 || res.statusCode! >= 300) {
                    non2xx++
                    statuses.set(res.statusCode!, (statuses.get(res.statusCode!) ?? 0) + 1)
                  }
                  resolve()
                })
              },
            )
            req.on('error', () => {
              errors++
              resolve()
            })
            if (r.body) req.write(r.body)
            req.end()
          }),
      ),
    )
  }
  await Promise.all(inflight)
  const elapsed = (performance.now() - start) / 1000
  agent.destroy()
  latencies.sort((a, b) => a - b)
  const round = (x: number) => Math.round(x * 10) / 10
  return {
    scenario: s.name,
    target: `${rate} req/s (paced)`,
    'req/s': Math.round(latencies.length / elapsed),
    p50_ms: round(pct(latencies, 50)),
    p99_ms: round(pct(latencies, 99)),
    max_ms: round(latencies[latencies.length - 1] ?? NaN),
    non2xx: non2xx ? `${non2xx} (${[...statuses].map(([s, n]) => `${s}: ${n}`).join(', ')})` : 0,
    errors,
  }
}

async function run(url: string, s: Scenario, rate: number | undefined, seconds = SECONDS) {
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    duration: seconds,
    ...(rate ? { overallRate: rate } : {}),
    headers: { 'content-type': 'application/json' },
    requests: [
      {
        setupRequest: (req: Autocannon.Request) => {
          const r = s.request()
          return { ...req, method: r.method, path: r.path, body: r.body }
        },
      },
    ],
  })
  return {
    scenario: s.name,
    target: rate ? `${rate} req/s` : 'max',
    'req/s': Math.round(result.requests.average),
    p50_ms: result.latency.p50,
    p99_ms: result.latency.p99,
    max_ms: result.latency.max,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  }
}

async function main() {
  const { productIds } = await ensureDataset()
  const server = await startServer()
  console.log(`Server at ${server.url}; ${SECONDS}s per scenario, ${CONNECTIONS} connections`)
  const scenarios: Scenario[] = [
    {
      name: 'companies listPage (filters, sort, totals)',
      request: () => ({
        method: 'POST',
        path: `/api/v5/companyProfiles/listPage?language=EN&eventCode=CGA&pageNo=${1 + Math.floor(Math.random() * 20)}&pageSize=20&isShowCountNum=1&userId=bench-${RUN}-${Math.floor(Math.random() * 1000)}`,
        body: JSON.stringify(
          rand([
            {},
            { orderBy: rand([0, 1, 2, 3, 4]) },
            { meals: [1 + Math.floor(Math.random() * 8)] },
            { categorys: [1 + Math.floor(Math.random() * 8) * 5] },
          ]),
        ),
      }),
    },
    {
      name: 'products listPage (filters, sort, totals)',
      request: () => ({
        method: 'POST',
        path: `/api/v5/products/listPage?language=ZH-CN&eventCode=CGA&pageNo=${1 + Math.floor(Math.random() * 20)}&pageSize=20&isShowCountNum=1&userId=bench-${RUN}-${Math.floor(Math.random() * 1000)}`,
        body: JSON.stringify(
          rand([{}, { orderBy: rand([0, 1, 2, 3, 4]) }, { meals: [1 + Math.floor(Math.random() * 8)] }]),
        ),
      }),
    },
    {
      name: 'search (exhibitors + products, zh/en/pinyin)',
      request: () => {
        const products = Math.random() < 0.5
        return {
          method: 'POST',
          path: `/api/v5/${products ? 'products' : 'companyProfiles'}/listPage?language=EN&eventCode=CGA&pageNo=1&pageSize=20&isShowCountNum=1`,
          body: JSON.stringify(products ? { productName: rand(SEARCHES) } : { companyProfileName: rand(SEARCHES) }),
        }
      },
    },
    {
      name: 'collect toggle (PUT plan)',
      request: () => {
        const id = rand(productIds)
        return {
          method: 'PUT',
          path: `/api/v1/plan/events/CGA/products/${id}?language=EN&userId=bench-${RUN}-${Math.floor(Math.random() * 5000)}`,
          body: JSON.stringify({ id, collected: Math.random() < 0.7 ? 1 : 0 }),
        }
      },
    },
  ]
  const rows = []
  try {
    // each scenario: a short warm-up at a low rate (OS page cache, statement and result caches), then the measured run
    const only = process.env.BENCH_ONLY // e.g. 'collect': run the scenarios whose name contains it
    for (const s of scenarios.filter((x) => !only || x.name.includes(only))) {
      if (WARMUP) await paced(server.url, s, 100, WARMUP)
      const from = Date.now()
      const cpuBefore = server.cpuMs()
      const row = await paced(server.url, s, RATE, SECONDS)
      const cpuAfter = server.cpuMs()
      const cpu =
        cpuBefore !== null && cpuAfter !== null
          ? { srv_cpu_us_per_req: Math.round(((cpuAfter - cpuBefore) * 1000) / (RATE * SECONDS)) }
          : {}
      rows.push({ ...row, ...cpu, ...serverStats(from, Date.now()) })
    }
    if (!only) {
      rows.push(await run(server.url, scenarios[0]!, undefined))
      rows.push(await run(server.url, scenarios[2]!, undefined))
    }
  } finally {
    server.stop()
  }
  fs.rmSync(STATS_FILE, { force: true })
  console.log(METHOD)
  console.log(
    'Server columns (paced rows): CPU time per request, GC pause time and longest single GC pause, longest event-loop stall.',
  )
  console.log(
    `Rows with target "max": autocannon, closed loop on ${CONNECTIONS} connections (throughput, not latency at a rate).`,
  )
  console.table(rows)
  const worst = Math.max(...rows.filter((r) => r.target !== 'max').map((r) => r.p99_ms))
  void run
  console.log(`Target p99 ≤ 50 ms at ${RATE} req/s: ${worst <= 50 ? 'met' : 'NOT met'} (worst p99 ${worst} ms)`)
}

main().catch((err) => {
  console.error(err)
  process.exit(1)
})
