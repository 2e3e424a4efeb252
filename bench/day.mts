/**
 * npm run bench:day — a big show's morning replayed against a local server (issue 27 item 2).
 *
 * The replay: VISITORS visitors arrive over SECONDS (default 20,000 in 10 minutes). Each one opens
 * the home (edition, home data), pages the exhibitor list, searches, opens an exhibitor and a
 * product, collects the exhibitor into the plan, looks at the conference and the RFQ pool, and
 * emails the plan. autocannon (a dependency of the server package) drives them: each connection
 * is a visitor at a time and each pass of its request sequence a new visitor (autocannon resets
 * the sequence's context), with a fresh visitor id whose session the server issues with the first
 * answer and the visitor sends back, as the app does. The whole run is paced to the arrival rate.
 *
 * Alongside, a few visitors do what needs more than a request sequence, with plain fetch: pairs
 * join matchmaking, match and chat (CHATTERS pairs, a message every few seconds each), and RFQ
 * posters ask for an SMS code, read it from the server's SMS outbox and post (RFQS in the run).
 *
 * Printed: p50, p95, p99 and errors of every call; the server's memory (all its processes) and the
 * database's connections every 10 s; then, on PostgreSQL, the read paths' throughput with 1 and
 * with 2 workers (each saturated for SATURATE seconds) and their ratio. It only reports: it never
 * fails (exit 0 whatever it measures).
 *
 * Env: BENCH_DAY_VISITORS (20000), BENCH_DAY_SECONDS (600), BENCH_DAY_CONNECTIONS (visitors at
 * once, 200), BENCH_DAY_WORKERS (2 on PostgreSQL, 1 on SQLite), BENCH_DAY_DATABASE_URL (a
 * PostgreSQL database the server may seed; without it SQLite, one process), BENCH_DAY_CHATTERS
 * (50 pairs), BENCH_DAY_RFQS (100), BENCH_DAY_SATURATE (20 s; 0 skips the ratio), BENCH_DAY_EVENT
 * (SIE, the seed's current edition). The server runs on 127.0.0.1 on a free port with the default
 * seed in a temporary DATA_DIR; per-address rate limits are off (every visitor is on 127.0.0.1).
 * The server's own settings pass through, PG_POOL_MAX among them: the pool size the server says it
 * used is printed with the header.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { createRequire } from 'node:module'
import { randomUUID } from 'node:crypto'
import type Autocannon from 'autocannon'
import { waitForSmsCode } from '../scripts/lib/sms-outbox.mjs'
import { freePort } from './free-port.mjs'

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const num = (name: string, def: number, min = 1) => {
  const v = Number(process.env[name])
  return Number.isFinite(v) && v >= min ? v : def
}
const DATABASE_URL = process.env.BENCH_DAY_DATABASE_URL ?? ''
const VISITORS = num('BENCH_DAY_VISITORS', 20_000)
const SECONDS = num('BENCH_DAY_SECONDS', 600)
const CONNECTIONS = num('BENCH_DAY_CONNECTIONS', 200)
const WORKERS = DATABASE_URL ? num('BENCH_DAY_WORKERS', 2) : 1
const CHATTERS = num('BENCH_DAY_CHATTERS', 50, 0)
const RFQS = num('BENCH_DAY_RFQS', 100, 0)
const SATURATE = DATABASE_URL ? num('BENCH_DAY_SATURATE', 20, 0) : 0
const EVENT = process.env.BENCH_DAY_EVENT ?? 'SIE'

const pick = <T,>(a: readonly T[]) => a[Math.floor(Math.random() * a.length)]!
const SEARCHES = ['机械', 'valve', 'LED', 'jixie', '上海', 'robot', 'pump', '设备']
/** exhibitor and product ids of the edition (read from the lists before the run) */
const ids = { companies: [1], products: [1] }

// ---------------------------------------------------------------- latency per call

/** every call's latencies (ms) and its failures (non-2xx, an envelope other than OK, no answer) */
const calls = new Map<string, { ms: number[]; errors: number; statuses: Map<string, number> }>()
function record(name: string, ms: number, error: string | null) {
  let c = calls.get(name)
  if (!c) calls.set(name, (c = { ms: [], errors: 0, statuses: new Map() }))
  c.ms.push(ms)
  if (error) {
    c.errors++
    c.statuses.set(error, (c.statuses.get(error) ?? 0) + 1)
  }
}
const percentile = (sorted: number[], p: number) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]! : NaN
const round = (ms: number) => (ms < 10 ? Math.round(ms * 10) / 10 : Math.round(ms))

/** what the envelope says: null for OK (the app's API answers 200 with `result: 'FAIL'` for refusals) */
function envelopeError(status: number, body: string): string | null {
  if (status < 200 || status >= 300) return `HTTP ${status}`
  if (!body.startsWith('{')) return null
  try {
    const json = JSON.parse(body) as { result?: string; resultCode?: string }
    return json.result && json.result !== 'OK' ? `FAIL ${json.resultCode ?? ''}`.trim() : null
  } catch {
    return 'bad JSON'
  }
}

// ---------------------------------------------------------------- the server

interface Server {
  url: string
  child: ChildProcess
  /** what the server said at start-up about its PostgreSQL connections (PG_POOL_MAX), null on SQLite */
  connections: string | null
  stop: () => Promise<void>
}

async function startServer(dataDir: string, workers: number): Promise<Server> {
  const port = await freePort()
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', path.join(repo, 'server', 'src', workers > 1 ? 'cluster.ts' : 'server.ts')],
      {
        cwd: path.join(repo, 'server'),
        env: {
          ...process.env,
          DATA_DIR: dataDir,
          PORT: String(port),
          HOST: '127.0.0.1',
          LOG_LEVEL: 'warn',
          STATIC_DIR: path.join(dataDir, 'no-h5'),
          WORKERS: String(workers),
          DATABASE_URL,
          // the bench's visitors come from one address: the per-address limits would answer 429
          RATE_LIMIT: 'off',
        },
        stdio: ['ignore', 'pipe', 'inherit'],
      },
    )
    let out = ''
    const timer = setTimeout(() => reject(new Error('the server did not start within 180 s')), 180_000)
    const exited = new Promise<void>((r) => child.once('exit', () => r()))
    child.stdout!.on('data', (b: Buffer) => {
      out += b.toString()
      const m = /running at (http:\/\/\S+)/.exec(out)
      if (m) {
        clearTimeout(timer)
        const connections = /^PostgreSQL: (query pool .*)$/m.exec(out)?.[1] ?? null
        out = ''
        resolve({
          url: m[1]!,
          child,
          connections,
          stop: async () => {
            child.kill('SIGTERM')
            await exited
          },
        })
      }
    })
    child.once('exit', (code) => reject(new Error(`the server exited (${code}) before listening:\n${out}`)))
  })
}

/** Resident memory of a process and its descendants (tsx and the cluster's workers are children), in MB. */
function rssMb(pid: number): number {
  let kb = 0
  for (const p of processTree(pid)) {
    try {
      kb += Number(/VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${p}/status`, 'utf8'))?.[1] ?? 0)
    } catch {
      // a process that ended between the listing and the read
    }
  }
  return Math.round(kb / 1024)
}

/** The process ids of a process and its descendants (tsx and the cluster's workers are children). */
function processTree(pid: number): number[] {
  try {
    const ids = [pid]
    for (const task of fs.readdirSync(`/proc/${pid}/task`)) {
      const children = fs.readFileSync(`/proc/${pid}/task/${task}/children`, 'utf8').trim()
      for (const child of children ? children.split(/\s+/) : []) ids.push(...processTree(Number(child)))
    }
    return ids
  } catch {
    return [] // a process that ended between the listing and the read
  }
}

/** CPU seconds (user + system) spent so far by the processes given (clock ticks of /proc/<pid>/stat). */
function cpuSeconds(pids: number[]): number {
  let ticks = 0
  for (const p of pids) {
    try {
      // the fields after the command's closing parenthesis: utime and stime are the 12th and 13th
      const after = fs.readFileSync(`/proc/${p}/stat`, 'utf8').split(') ').pop()!.split(' ')
      ticks += Number(after[11]) + Number(after[12])
    } catch {
      // ended: its time is gone with it (the workers live through a saturation run)
    }
  }
  return ticks / 100 // USER_HZ is 100 on Linux
}

/**
 * CPU seconds of this process (autocannon runs in it) and of its children that have ended (wrk:
 * cutime and cstime, the 14th and 15th fields after the command, count children once reaped).
 */
function loadToolCpu(): number {
  const own = process.cpuUsage()
  const after = fs.readFileSync('/proc/self/stat', 'utf8').split(') ').pop()!.split(' ')
  return (own.user + own.system) / 1e6 + (Number(after[13]) + Number(after[14])) / 100
}

/** The whole machine's busy and total CPU seconds so far (/proc/stat's first line). */
function machineCpu(): { busy: number; total: number } {
  const [, ...fields] = fs.readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/)
  const n = fields.map(Number)
  const total = n.reduce((a, b) => a + b, 0)
  const idle = n[3]! + n[4]! // idle and iowait
  return { busy: (total - idle) / 100, total: total / 100 }
}

/** The database's open connections (PostgreSQL), or null on SQLite. */
async function dbConnections(): Promise<number | null> {
  if (!DATABASE_URL) return null
  const pg = createRequire(path.join(repo, 'server', 'package.json'))('pg') as typeof import('pg')
  const client = new pg.Client({ connectionString: DATABASE_URL })
  try {
    await client.connect()
    const r = await client.query<{ n: string }>(
      'SELECT count(*) AS n FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()',
    )
    return Number(r.rows[0]!.n)
  } catch {
    return null
  } finally {
    await client.end().catch(() => undefined)
  }
}

// ---------------------------------------------------------------- the visitors

const autocannon = createRequire(path.join(repo, 'server', 'package.json'))(
  path.join(repo, 'server', 'node_modules', 'autocannon'),
) as typeof Autocannon

interface VisitorContext {
  userId?: string
  secret?: string
  lang?: string
  company?: number
}
interface Step {
  name: string
  method: 'GET' | 'POST' | 'PUT'
  path: (c: VisitorContext) => string
  body?: (c: VisitorContext) => string
}

/** One visitor's morning, in order: the first step gives them an id, its answer their session. */
const JOURNEY: Step[] = [
  { name: 'home: edition detail', method: 'GET', path: () => `/api/v5/exhibition/getEventEditionDetail` },
  { name: 'home: data', method: 'GET', path: () => `/api/v5/pageHomeData/companyProfile` },
  {
    name: 'exhibitor list p1',
    method: 'POST',
    path: () => `/api/v5/companyProfiles/listPage?pageNo=1&pageSize=20&isShowCountNum=1`,
    body: () => '{}',
  },
  {
    name: 'exhibitor list p2',
    method: 'POST',
    path: () => `/api/v5/companyProfiles/listPage?pageNo=2&pageSize=20&isShowCountNum=1`,
    body: () => '{}',
  },
  {
    name: 'search',
    method: 'POST',
    path: () => `/api/v5/companyProfiles/listPage?pageNo=1&pageSize=20&isShowCountNum=1`,
    body: () => JSON.stringify({ companyProfileName: pick(SEARCHES) }),
  },
  {
    name: 'exhibitor detail',
    method: 'GET',
    path: (c) => `/api/v4/getExhibitorDetail?companyProfileId=${(c.company = pick(ids.companies))}`,
  },
  {
    name: 'product list',
    method: 'POST',
    path: () => `/api/v5/products/listPage?pageNo=1&pageSize=20&isShowCountNum=1`,
    body: () => '{}',
  },
  { name: 'product detail', method: 'GET', path: () => `/api/v4/getProductDetail?productId=${pick(ids.products)}` },
  {
    name: 'collect (PUT plan)',
    method: 'PUT',
    path: (c) => `/api/v1/plan/events/${EVENT}/companyProfiles/${c.company}`,
    body: (c) => JSON.stringify({ id: c.company, collected: 1 }),
  },
  { name: 'conference list', method: 'GET', path: () => `/api/v5/session/getSessionList?pageNo=1&pageSize=20` },
  { name: 'RFQ pool', method: 'GET', path: () => `/api/v5/enquiryPool/getEnquiryPools?pageNo=1&pageSize=20` },
  {
    name: 'email the plan',
    method: 'GET',
    // a unique address per visitor at a reserved domain: the server's mail stand-in (file outbox) takes it
    path: (c) => `/api/v1/plan/sendEmail?email=${encodeURIComponent(`${c.userId}@example.com`)}`,
  },
]

/** the step of the answer autocannon is about to report (its onResponse runs just before its 'response' event) */
let answered: { step: string; error: string | null } | null = null

function journeyRequests(): Autocannon.Request[] {
  return JOURNEY.map((step, i) => ({
    method: step.method,
    setupRequest: (req: Autocannon.Request, context: VisitorContext) => {
      if (i === 0) {
        context.userId = `day-${randomUUID()}`
        context.lang = Math.random() < 0.7 ? 'ZH-CN' : 'EN'
      }
      const p = step.path(context)
      const query = `language=${context.lang}&eventCode=${EVENT}&userId=${context.userId}`
      return {
        ...req,
        method: step.method,
        path: `${p}${p.includes('?') ? '&' : '?'}${query}`,
        headers: {
          ...(step.body ? { 'content-type': 'application/json' } : {}),
          ...(context.secret ? { 'x-visitor-session': context.secret } : {}),
        },
        ...(step.body ? { body: step.body(context) } : {}),
      }
    },
    onResponse: (status: number, body: string, context: VisitorContext, headers?: Record<string, string>) => {
      const issued = headers?.['x-visitor-session']
      if (issued) context.secret = issued
      answered = { step: step.name, error: envelopeError(status, body) }
    },
  })) as unknown as Autocannon.Request[]
}

async function runMorning(url: string): Promise<{ errors: number; timeouts: number }> {
  const amount = VISITORS * JOURNEY.length
  // without a callback autocannon answers a promise that is also its event emitter
  const instance = autocannon({
    url,
    connections: CONNECTIONS,
    amount,
    overallRate: Math.max(1, Math.round(amount / SECONDS)),
    timeout: 30,
    requests: journeyRequests(),
  }) as Promise<Autocannon.Result> & Autocannon.Instance
  instance.on('response', (_client: unknown, _status: number, _bytes: number, ms: number) => {
    if (answered) record(answered.step, ms, answered.error)
    answered = null
  })
  const result = await instance
  return { errors: result.errors, timeouts: result.timeouts }
}

/** fetch as a visitor: their session sent back and kept, the call timed and recorded */
function visitorClient(base: string) {
  const secrets = new Map<string, string>()
  return async function call(
    name: string,
    method: 'GET' | 'POST',
    route: string,
    userId: string,
    body?: unknown,
  ): Promise<unknown> {
    const started = performance.now()
    const form = body instanceof FormData
    const headers: Record<string, string> = form ? {} : { 'content-type': 'application/json' }
    const secret = secrets.get(userId)
    if (secret) headers['x-visitor-session'] = secret
    let error: string | null = 'no answer'
    try {
      const res = await fetch(
        `${base}${route}${route.includes('?') ? '&' : '?'}userId=${userId}&eventCode=${EVENT}&language=EN`,
        { method, headers, body: body === undefined ? undefined : form ? body : JSON.stringify(body) },
      )
      const issued = res.headers.get('x-visitor-session')
      if (issued) secrets.set(userId, issued)
      const text = await res.text()
      error = envelopeError(res.status, text)
      return error ? null : (JSON.parse(text) as { resultList?: unknown }).resultList
    } catch {
      return null
    } finally {
      record(name, performance.now() - started, error)
    }
  }
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))

/** Matched pairs chatting through the HTTP API for the length of the run. */
async function chatters(base: string, until: number) {
  const call = visitorClient(base)
  const pairs = Array.from({ length: CHATTERS }, (_, i) => [`day-chat-${i}-a`, `day-chat-${i}-b`] as const)
  await Promise.all(
    pairs.map(async ([a, b], i) => {
      await sleep((i / Math.max(1, pairs.length)) * Math.min(60_000, (until - Date.now()) / 4))
      const person = new Map<string, number>()
      for (const u of [a, b]) {
        const me = (await call('chat: join matchmaking', 'POST', '/api/v5/match/join', u, {
          name: u,
          company: 'Bench Co.',
          position: 'Buyer',
          country: 'CN',
          interests: [1],
          role: 'buyer',
          lookingFor: '',
          contact: '',
          shareProfile: 1,
        })) as { personId?: number } | null
        if (!me?.personId) return
        person.set(u, me.personId)
      }
      await call('chat: match', 'POST', '/api/followOrCancelFriend.do', a, { targetPersonId: person.get(b), follow: 1 })
      const matched = (await call('chat: match', 'POST', '/api/followOrCancelFriend.do', b, {
        targetPersonId: person.get(a),
        follow: 1,
      })) as { conversationId?: string } | null
      if (!matched?.conversationId) return
      for (let n = 0; Date.now() < until; n++) {
        const from = n % 2 ? b : a
        await call('chat: send message', 'POST', '/api/sendImMessage.do', from, {
          conversationId: matched.conversationId,
          clientId: `${from}-${n}`.padEnd(12, '0'),
          content: `Bench message ${n}`,
        })
        if (n % 5 === 0) await call('chat: message list', 'GET', '/api/getImRelationList.do', from)
        await sleep(2000 + Math.random() * 4000)
      }
    }),
  )
}

/** The newest SMS code the server's outbox holds for a phone (the file stand-in of the SMS vendor), or null. */
const smsCode = (dataDir: string, phone: string): Promise<string | null> =>
  waitForSmsCode(dataDir, phone, { timeoutMs: 5000, intervalMs: 50 }).catch(() => null)

/** a 1×1 PNG: the RFQ's required picture */
const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d49444154789c6360000002000154a24f5d0000000049454e44ae426082',
  'hex',
)

/** RFQ posters spread over the run: a picture, a code to a fresh phone each, then the post. */
async function rfqPosters(base: string, dataDir: string, until: number) {
  const call = visitorClient(base)
  const gap = Math.max(100, (until - Date.now()) / Math.max(1, RFQS))
  for (let i = 0; i < RFQS && Date.now() < until; i++) {
    const userId = `day-rfq-${randomUUID()}`
    const phone = `139${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`
    const upload = new FormData()
    upload.append('file', new Blob([PNG], { type: 'image/png' }), 'stand.png')
    const picture = (await call('RFQ: upload picture', 'POST', '/upload/uploadQiNiu', userId, upload)) as {
      url?: string
    } | null
    await call('RFQ: send code', 'GET', `/api/sendCode.do?phone=${phone}&type=rfq`, userId)
    const code = await smsCode(dataDir, phone)
    if (code)
      await call('RFQ: post', 'POST', '/api/v5/enquiryPool/pushEnquiryPool', userId, {
        description: `Need ${100 + i} LED panels for a trade show stand`,
        price: '20000',
        quantity: '500',
        message: 'Quote please',
        region: 'Shanghai',
        contact: 'Ms Li',
        contactInfo: phone,
        // a reserved domain: the mail stand-in takes the seller's replies
        email: 'buyer@example.com',
        pictureList: picture?.url ? [picture.url] : [],
        verifyCode: code,
        categories: [3],
        shareContact: 1,
      })
    else record('RFQ: post', 0, 'no SMS code')
    await sleep(gap)
  }
}

/**
 * The load tool of the saturation runs. wrk (Debian's `wrk`, written in C) when it is installed:
 * autocannon spends about 0.13 ms of CPU per request in this process (0.16 of a core at 1,195
 * requests a second, quiet machine), which on a 2-core machine is CPU the workers never get; wrk
 * about 0.03 ms (0.05 of a core at 1,543 a second).
 * BENCH_DAY_LOAD_TOOL=autocannon keeps autocannon.
 */
const WRK = (() => {
  if (process.env.BENCH_DAY_LOAD_TOOL === 'autocannon') return null
  for (const dir of (process.env.PATH ?? '').split(path.delimiter)) {
    const file = path.join(dir, 'wrk')
    if (dir && fs.existsSync(file)) return file
  }
  return null
})()

/** the read requests of the saturation runs: the journey's reads, a company picked for each */
function readRequests(count: number) {
  const reads = JOURNEY.filter((s) => s.method !== 'PUT' && s.name !== 'email the plan')
  return Array.from({ length: count }, () => {
    const step = pick(reads)
    const p = step.path({ company: pick(ids.companies) })
    return {
      method: step.method,
      path: `${p}${p.includes('?') ? '&' : '?'}language=${pick(['ZH-CN', 'EN'])}&eventCode=${EVENT}`,
      body: step.body ? step.body({}) : null,
    }
  })
}

/**
 * wrk for SATURATE s over 64 connections, one thread, cycling through 1,000 read requests (a Lua
 * script wrk runs per request); its summary gives req/s, the latency distribution and the errors.
 */
async function saturateWithWrk(wrk: string, url: string): Promise<{ rps: number; p99: number; errors: number }> {
  const lua = (v: string) => JSON.stringify(v) // a JSON string is a valid Lua string here (ASCII)
  // the requests are formatted in init(): only then does wrk.format add the Host header (HTTP/1.1
  // requires it; Node answers 400 without)
  const specs = readRequests(1000)
    .map((r) => `{${lua(r.method)}, ${lua(r.path)}${r.body === null ? '' : `, ${lua(r.body)}`}}`)
    .join(',\n')
  const script = path.join(os.tmpdir(), `bench-day-${process.pid}.lua`)
  fs.writeFileSync(
    script,
    [
      `local specs = {\n${specs}\n}`,
      'local reqs = {}',
      'local i = 0',
      'init = function(args)',
      '  for n, s in ipairs(specs) do',
      '    if s[3] then reqs[n] = wrk.format(s[1], s[2], { ["content-type"] = "application/json" }, s[3])',
      '    else reqs[n] = wrk.format(s[1], s[2]) end',
      '  end',
      'end',
      'request = function()',
      '  i = i % #reqs + 1',
      '  return reqs[i]',
      'end',
      '',
    ].join('\n'),
  )
  try {
    const out = await new Promise<string>((resolve, reject) => {
      const child = spawn(wrk, ['-t1', '-c64', `-d${SATURATE}s`, '--timeout', '10s', '--latency', '-s', script, url], {
        stdio: ['ignore', 'pipe', 'inherit'],
      })
      let text = ''
      child.stdout!.on('data', (b: Buffer) => (text += b.toString()))
      child.once('error', reject)
      child.once('exit', (code) => (code === 0 ? resolve(text) : reject(new Error(`wrk exited ${code}:\n${text}`))))
    })
    const ms = (v: string, unit: string) => Number(v) * ({ us: 0.001, ms: 1, s: 1000, m: 60000 }[unit] ?? NaN)
    const p99 = /^\s*99%\s+([\d.]+)(us|ms|s|m)\b/m.exec(out)
    const rps = /^Requests\/sec:\s+([\d.]+)/m.exec(out)
    if (!p99 || !rps) throw new Error(`wrk's summary was not understood:\n${out}`)
    const non2xx = Number(/Non-2xx or 3xx responses:\s+(\d+)/.exec(out)?.[1] ?? 0)
    const socket = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(out)
    const socketErrors = socket ? socket.slice(1).reduce((a, b) => a + Number(b), 0) : 0
    return { rps: Math.round(Number(rps[1])), p99: Math.round(ms(p99[1]!, p99[2]!)), errors: non2xx + socketErrors }
  } finally {
    fs.rmSync(script, { force: true })
  }
}

/** the read paths at full speed for SATURATE s: req/s and p99 (for the workers' ratio) */
async function saturate(url: string): Promise<{ rps: number; p99: number; errors: number }> {
  if (WRK) return saturateWithWrk(WRK, url)
  const result = await autocannon({
    url,
    connections: 64,
    duration: SATURATE,
    requests: [
      {
        setupRequest: (req: Autocannon.Request) => {
          const [r] = readRequests(1)
          return {
            ...req,
            method: r!.method,
            path: r!.path,
            headers: r!.body === null ? {} : { 'content-type': 'application/json' },
            ...(r!.body === null ? {} : { body: r!.body }),
          }
        },
      },
    ] as unknown as Autocannon.Request[],
  })
  return { rps: Math.round(result.requests.average), p99: result.latency.p99, errors: result.errors + result.non2xx }
}

async function readIds(url: string) {
  for (const [kind, key, field] of [
    ['companyProfiles', 'companies', 'companyProfileId'],
    ['products', 'products', 'productId'],
  ] as const) {
    const res = await fetch(`${url}/api/v5/${kind}/listPage?language=EN&eventCode=${EVENT}&pageNo=1&pageSize=50`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    })
    const list =
      ((await res.json()) as { resultList?: { list?: Array<Record<string, number>> } }).resultList?.list ?? []
    const found = list.map((x) => x[field]).filter((x): x is number => typeof x === 'number')
    if (found.length) ids[key] = found
  }
}

async function main() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-day-'))
  const db = DATABASE_URL ? 'PostgreSQL' : 'SQLite'
  try {
    const server = await startServer(dataDir, WORKERS)
    await readIds(server.url)
    console.log(
      `bench:day — ${VISITORS} visitors over ${SECONDS} s (${JOURNEY.length} calls each, ` +
        `${Math.round((VISITORS * JOURNEY.length) / SECONDS)} req/s), ${CONNECTIONS} at once, ` +
        `${CHATTERS} chatting pairs, ${RFQS} RFQ posts; ${WORKERS} worker(s) on ${db}; load average ` +
        `${os.loadavg()[0]!.toFixed(1)} on ${os.cpus().length} cores`,
    )
    // the pool the server used (it says so at start-up), to read the connections table against
    if (server.connections) console.log(`database connections: ${server.connections}`)
    const samples: Array<{ s: number; rssMb: number; connections: number | null }> = []
    const t0 = Date.now()
    const sample = async () =>
      samples.push({
        s: Math.round((Date.now() - t0) / 1000),
        rssMb: rssMb(server.child.pid!),
        connections: await dbConnections(),
      })
    await sample()
    const sampler = setInterval(() => void sample(), 10_000)
    const until = Date.now() + SECONDS * 1000
    const [morning] = await Promise.all([
      runMorning(server.url),
      chatters(server.url, until),
      rfqPosters(server.url, dataDir, until),
    ])
    clearInterval(sampler)
    await sample()
    await server.stop()

    const rows = [...calls.entries()].map(([call, c]) => {
      const sorted = c.ms.sort((a, b) => a - b)
      return {
        call,
        count: sorted.length,
        'p50 ms': round(percentile(sorted, 50)),
        'p95 ms': round(percentile(sorted, 95)),
        'p99 ms': round(percentile(sorted, 99)),
        errors: c.errors,
        ...(c.errors ? { why: [...c.statuses].map(([k, n]) => `${k} ×${n}`).join(', ') } : {}),
      }
    })
    console.table(rows)
    const total = rows.reduce((s, r) => s + r.count, 0)
    const errors = rows.reduce((s, r) => s + r.errors, 0) + morning.errors + morning.timeouts
    console.log(
      `${total} calls in ${Math.round((Date.now() - t0) / 1000)} s; errors ${errors} (target 0)` +
        (morning.errors + morning.timeouts ? ` including ${morning.errors + morning.timeouts} without an answer` : ''),
    )
    console.log('server memory (all processes) and database connections, every 10 s:')
    console.table(
      samples.map((x) => ({ s: x.s, 'RSS MB': x.rssMb, 'DB connections': x.connections ?? 'n/a (SQLite)' })),
    )
    const rss = samples.map((x) => x.rssMb)
    const half = Math.floor(rss.length / 2)
    const mean = (a: number[]) => (a.length ? a.reduce((s, x) => s + x, 0) / a.length : 0)
    // the first sample (before the load) is left out of the first half: a run of fewer than 4
    // samples has no first half to compare
    console.log(
      half > 1
        ? `memory: first half mean ${Math.round(mean(rss.slice(1, half)))} MB, second half ${Math.round(mean(rss.slice(half)))} MB (target flat)`
        : `memory: the run is too short to compare its halves (${rss.length} samples, every 10 s)`,
    )

    if (SATURATE) {
      type Saturated = Awaited<ReturnType<typeof saturate>> & { server: number; bench: number; machine: number }
      const ratio: Record<number, Saturated> = {}
      for (const w of [1, 2]) {
        const s = await startServer(dataDir, w)
        await saturate(s.url) // warm-up: caches, JIT, pool connections
        // where the cores went while saturated: the server's processes, this bench (the load
        // generator), and the rest (PostgreSQL, anything else running); a ratio below 2× on a
        // machine that is all busy says the cores ran out, not that the workers did not scale
        const pids = processTree(s.child.pid!)
        const before = { server: cpuSeconds(pids), bench: loadToolCpu(), machine: machineCpu() }
        const r = await saturate(s.url)
        const machine = machineCpu()
        ratio[w] = {
          ...r,
          server: cpuSeconds(pids) - before.server,
          bench: loadToolCpu() - before.bench,
          machine: (machine.busy - before.machine.busy) / (machine.total - before.machine.total),
        }
        await s.stop()
      }
      console.table(
        Object.entries(ratio).map(([w, r]) => ({
          workers: w,
          'read req/s': r.rps,
          'p99 ms': r.p99,
          errors: r.errors,
          'server CPU ms/req': Number(((r.server * 1000) / (r.rps * SATURATE)).toFixed(2)),
          'server cores': Number((r.server / SATURATE).toFixed(2)),
          'load generator cores': Number((r.bench / SATURATE).toFixed(2)),
          'machine busy': `${Math.round(r.machine * 100)} %`,
        })),
      )
      console.log(
        `2 workers / 1 worker on the read paths (load tool: ${WRK ? 'wrk' : 'autocannon'}): ` +
          `${(ratio[2]!.rps / ratio[1]!.rps).toFixed(2)}× (target ≥ 1.7×); ` +
          `server CPU per request ${(((ratio[2]!.server / ratio[2]!.rps) * ratio[1]!.rps) / ratio[1]!.server).toFixed(2)}× ` +
          `that of 1 worker, on ${os.cpus().length} cores`,
      )
    } else if (!DATABASE_URL) {
      console.log('workers ratio: SQLite runs one process; set BENCH_DAY_DATABASE_URL to compare 1 and 2 workers')
    }
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true })
  }
}

// a report, never a gate
main().catch((err) => {
  console.error(`bench:day could not run: ${(err as Error).message}`)
})
