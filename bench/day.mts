/**
 * npm run bench:day — a show morning's read traffic against a local server (issue 27 item 2), with
 * autocannon (a dependency of the server package). Each route of the mix gets its own autocannon
 * at its share of the total rate, all at once, so the figures are per route under the whole mix:
 * req/s, p50, p99 and errors. It only reports: it never fails (exit 0 whatever it measures).
 *
 * What a visitor does, by share of the requests: opens the home (edition detail, home data), the
 * exhibitor and product lists (pages 1–5, sorted and filtered), searches, opens an exhibitor or a
 * product, and the conference list and the RFQ pool. Writes (collect, chat, RFQ posts) need a
 * visitor session each and are in `npm run bench:api` (collect) and `npm run bench:chat`.
 *
 * Env: BENCH_DAY_RATE (total req/s, default 200), BENCH_DAY_SECONDS (default 30),
 * BENCH_DAY_CONNECTIONS (total, default 40), BENCH_DAY_WORKERS (server processes, default 1; more
 * needs BENCH_DAY_DATABASE_URL, a PostgreSQL database the server may seed), BENCH_DAY_EVENT
 * (default SIE, the seed's edition). The server runs on 127.0.0.1 on a free port, with the small
 * default seed in a temporary DATA_DIR.
 */
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { createRequire } from 'node:module'
import type Autocannon from 'autocannon'

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const num = (name: string, def: number) => {
  const v = Number(process.env[name])
  return Number.isFinite(v) && v > 0 ? v : def
}
const RATE = num('BENCH_DAY_RATE', 200)
const SECONDS = num('BENCH_DAY_SECONDS', 30)
const CONNECTIONS = num('BENCH_DAY_CONNECTIONS', 40)
const WORKERS = num('BENCH_DAY_WORKERS', 1)
const EVENT = process.env.BENCH_DAY_EVENT ?? 'SIE'
const DATABASE_URL = process.env.BENCH_DAY_DATABASE_URL ?? ''

interface Route {
  name: string
  /** share of all requests */
  weight: number
  method: 'GET' | 'POST'
  path: () => string
  body?: () => string
}

const pick = <T,>(a: readonly T[]) => a[Math.floor(Math.random() * a.length)]!
const q = (lang = pick(['ZH-CN', 'EN'])) => `language=${lang}&eventCode=${EVENT}`
const page = () => 1 + Math.floor(Math.random() * 5)
const SEARCHES = ['机械', 'valve', 'LED', 'jixie', '上海', 'robot', 'pump', '设备']

/** exhibitor and product ids of the seed's edition (read from the lists before the run) */
const ids = { companies: [1], products: [1] }

const ROUTES: Route[] = [
  {
    name: 'home: edition detail',
    weight: 10,
    method: 'GET',
    path: () => `/api/v5/exhibition/getEventEditionDetail?${q()}`,
  },
  { name: 'home: data', weight: 8, method: 'GET', path: () => `/api/v5/pageHomeData/companyProfile?${q()}` },
  {
    name: 'exhibitor list',
    weight: 22,
    method: 'POST',
    path: () => `/api/v5/companyProfiles/listPage?${q()}&pageNo=${page()}&pageSize=20&isShowCountNum=1`,
    body: () => JSON.stringify(pick([{}, {}, { orderBy: pick([0, 1, 2]) }])),
  },
  {
    name: 'product list',
    weight: 12,
    method: 'POST',
    path: () => `/api/v5/products/listPage?${q()}&pageNo=${page()}&pageSize=20&isShowCountNum=1`,
    body: () => '{}',
  },
  {
    name: 'search',
    weight: 12,
    method: 'POST',
    path: () => `/api/v5/companyProfiles/listPage?${q()}&pageNo=1&pageSize=20&isShowCountNum=1`,
    body: () => JSON.stringify({ companyProfileName: pick(SEARCHES) }),
  },
  {
    name: 'exhibitor detail',
    weight: 14,
    method: 'GET',
    path: () => `/api/v4/getExhibitorDetail?${q()}&companyProfileId=${pick(ids.companies)}`,
  },
  {
    name: 'product detail',
    weight: 8,
    method: 'GET',
    path: () => `/api/v4/getProductDetail?${q()}&productId=${pick(ids.products)}`,
  },
  {
    name: 'conference list',
    weight: 9,
    method: 'GET',
    path: () => `/api/v5/session/getSessionList?${q()}&pageNo=1&pageSize=20`,
  },
  {
    name: 'RFQ pool',
    weight: 5,
    method: 'GET',
    path: () => `/api/v5/enquiryPool/getEnquiryPools?${q()}&pageNo=1&pageSize=20`,
  },
]

function startServer(dataDir: string): Promise<{ url: string; stop: () => void }> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', path.join(repo, 'server', 'src', WORKERS > 1 ? 'cluster.ts' : 'server.ts')],
      {
        cwd: path.join(repo, 'server'),
        env: {
          ...process.env,
          DATA_DIR: dataDir,
          PORT: '0',
          HOST: '127.0.0.1',
          LOG_LEVEL: 'warn',
          STATIC_DIR: path.join(dataDir, 'no-h5'),
          WORKERS: String(WORKERS),
          DATABASE_URL,
          // the bench's visitors come from one address: the per-address limits would answer 429
          RATE_LIMIT: 'off',
        },
        stdio: ['ignore', 'pipe', 'inherit'],
      },
    )
    let out = ''
    const timer = setTimeout(() => reject(new Error('the server did not start within 180 s')), 180_000)
    child.stdout.on('data', (b: Buffer) => {
      out += b.toString()
      const m = /running at (http:\/\/\S+)/.exec(out)
      if (m) {
        clearTimeout(timer)
        resolve({ url: m[1]!, stop: () => child.kill('SIGTERM') })
      }
    })
    child.on('exit', (code) => reject(new Error(`the server exited (${code}) before listening:\n${out}`)))
  })
}

async function main() {
  const autocannon = createRequire(path.join(repo, 'server', 'package.json'))(
    path.join(repo, 'server', 'node_modules', 'autocannon'),
  ) as typeof Autocannon
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-day-'))
  const server = await startServer(dataDir)
  try {
    for (const [kind, key, field] of [
      ['companyProfiles', 'companies', 'companyProfileId'],
      ['products', 'products', 'productId'],
    ] as const) {
      const res = await fetch(`${server.url}/api/v5/${kind}/listPage?${q('EN')}&pageNo=1&pageSize=50`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{}',
      })
      const list =
        ((await res.json()) as { resultList?: { list?: Array<Record<string, number>> } }).resultList?.list ?? []
      const found = list.map((x) => x[field]).filter((x): x is number => typeof x === 'number')
      if (found.length) ids[key] = found
    }
    const total = ROUTES.reduce((s, r) => s + r.weight, 0)
    console.log(
      `bench:day — ${RATE} req/s for ${SECONDS} s, ${CONNECTIONS} connections, ${WORKERS} worker(s) on ${DATABASE_URL ? 'PostgreSQL' : 'SQLite'} at ${server.url}`,
    )
    const results = await Promise.all(
      ROUTES.map(async (r) => {
        const share = r.weight / total
        const result = await autocannon({
          url: server.url,
          connections: Math.max(1, Math.round(CONNECTIONS * share)),
          overallRate: Math.max(1, Math.round(RATE * share)),
          duration: SECONDS,
          requests: [
            {
              setupRequest: (req) => ({
                ...req,
                method: r.method,
                path: r.path(),
                ...(r.body ? { body: r.body(), headers: { ...req.headers, 'content-type': 'application/json' } } : {}),
              }),
            },
          ],
        })
        return { r, result }
      }),
    )
    const rows = results.map(({ r, result }) => ({
      route: r.name,
      'req/s': Math.round(result.requests.average),
      'p50 ms': result.latency.p50,
      'p99 ms': result.latency.p99,
      errors: result.errors + result.timeouts + result.non2xx,
    }))
    console.table(rows)
    const all = rows.reduce((s, x) => s + x['req/s'], 0)
    console.log(`total ${all} req/s; errors ${rows.reduce((s, x) => s + x.errors, 0)} (target 0)`)
  } finally {
    server.stop()
    fs.rmSync(dataDir, { recursive: true, force: true })
  }
}

// a report, never a gate
main().catch((err) => {
  console.error(`bench:day could not run: ${(err as Error).message}`)
})
