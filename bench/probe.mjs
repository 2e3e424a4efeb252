// The robustness probe's findings (issue 23), made again against real server processes, each with
// the request the probe sent; prints what the server answered and whether the hole is closed.
// Not a test (the server suite holds one test per finding): a figure to read before resolving.
//   node bench/probe.mjs        (needs nothing built: the server runs from source)
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { startReferenceServer } from '../scripts/lib/reference-server.mjs'

const root = path.resolve(import.meta.dirname, '..')
const SESSION = 'x-visitor-session'
const results = []
const report = (finding, closed, detail) => {
  results.push({ finding, closed })
  console.log(`${closed ? 'closed' : 'OPEN  '}  ${finding}\n        ${detail}`)
}

/**
 * A server process with `env`. `ready` resolves with 'running' once it listens, or with its exit
 * code if it stops first (a refused configuration); `exited` when the process is gone.
 */
function startServer(env) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'probe-'))
  const child = spawn(
    process.execPath,
    [path.join(root, 'server/node_modules/tsx/dist/cli.mjs'), path.join(root, 'server/src/server.ts')],
    { cwd: path.join(root, 'server'), env: { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'warn', ...env } },
  )
  let out = ''
  const exited = new Promise((resolve) => child.on('exit', (code) => resolve(code)))
  const ready = new Promise((resolve) => {
    const seen = (d) => {
      out += d
      if (/running at/.test(out)) resolve('running')
    }
    child.stdout.on('data', seen)
    child.stderr.on('data', seen)
    void exited.then(resolve)
  })
  return { child, ready, exited, output: () => out }
}

// 1. No test identity on a deployed server: every test provider on an address other machines reach.
const address = Object.values(os.networkInterfaces())
  .flat()
  .find((i) => i && !i.internal && i.family === 'IPv4')?.address
const startups = [
  ['WEAPP_LOGIN=test', { WEAPP_LOGIN: 'test' }],
  ['APP_SESSION_CHECK=test', { APP_SESSION_CHECK: 'test' }],
  ['the defaults (no provider named)', {}],
  ['TEST_CLOCK=1', { TEST_CLOCK: '1' }],
]
const hosts = [address, '0.0.0.0', '::'].filter(Boolean).map((h) => [h, {}])
// loopback, but deployed behind https: a test provider is refused there too, even when named
hosts.push([
  '127.0.0.1 with PUBLIC_URL=https://expo.example.com',
  { HOST: '127.0.0.1', PUBLIC_URL: 'https://expo.example.com' },
])
for (const [host, where] of hosts) {
  for (const [label, env] of startups) {
    const s = startServer({ HOST: host, PORT: '3791', ...where, ...env })
    const code = await s.ready
    if (code === 'running') {
      s.child.kill('SIGKILL')
      await s.exited
    }
    const out = s.output()
    const line = out
      .replace(/\{[^\n]*\}\n?/g, '')
      .replace(/\s+/g, ' ')
      .trim()
    report(
      `start-up on ${host} with ${label}`,
      code !== 'running' && code !== 0,
      `${code === 'running' ? 'it started' : `exit ${code}`}: ${line.slice(0, 220)}`,
    )
  }
}
{
  const s = startServer({ HOST: address ?? '0.0.0.0', PORT: '3792', DEMO_MODE: '1' })
  await s.ready
  const demo = await fetch(`http://${address}:3792/api/v5/exhibition/getEventEditionList?language=EN`)
    .then((r) => r.headers.get('x-demo-mode'))
    .catch((e) => `no answer (${e.message})`)
  // a localhost origin with credentials: allowed only when the server is loopback-bound
  const cors = await fetch(`http://${address}:3792/api/v5/exhibition/getEventEditionList?language=EN`, {
    headers: { origin: 'http://localhost:10086' },
  }).catch(() => null)
  s.child.kill('SIGTERM')
  await s.exited
  report(`DEMO_MODE=1 on ${address}: starts, and every answer says "demo"`, demo === '1', `x-demo-mode: ${demo}`)
  report(
    'a localhost origin gets no credentialed CORS on a server others reach',
    cors !== null && cors.headers.get('access-control-allow-origin') !== 'http://localhost:10086',
    `access-control-allow-origin: ${cors?.headers.get('access-control-allow-origin')}`,
  )
}

// 2–5 against a loopback server, as the probe ran them.
const server = await startReferenceServer({ port: 3790, staticDir: path.join(root, 'dist'), env: {} })
const base = server.baseUrl
try {
  const get = (p) => fetch(`${base}${p}`)

  // 2. Ids nobody holds can't be claimed.
  for (const p of [
    '/api/getImRelationList.do?userId=att-0014&language=EN',
    '/api/v5/enquiryPool/getEnquiryPools?eventCode=CGA&mine=1&userId=att-0039&language=EN&pageNo=1&pageSize=20',
  ]) {
    const r = await get(p)
    const body = await r.json()
    const secret = r.headers.get(SESSION)
    const list = body.resultList?.list ?? body.resultList
    report(
      `GET ${p.split('?')[0]} as a seeded person: no secret, nothing of theirs`,
      !secret && !(Array.isArray(list) && list.length),
      `HTTP ${r.status} ${body.result} ${String(body.resultDesc ?? '').slice(0, 80)}; secret issued: ${Boolean(secret)}`,
    )
  }

  // 3. Rankings count people: 50 views "from 2001" and 48 from the last day, from one fresh id, of
  // the exhibitor the probe lifted to #1. Sent before anything reads the rankings (they are kept
  // 10 minutes), so the first read counts them.
  const target = 264
  const now = Date.now()
  const view = (ts) => ({
    TARGET: 'exhibitor',
    USERID: 'probe-ranker',
    EVENTEDITIONID: 12,
    ACTIONID: 'view',
    CHANNELID: 107,
    TIMESTAMP: ts,
    COMPANYPROFILEID: target,
  })
  const DATA = [
    ...Array.from({ length: 50 }, (_, i) => view(Date.UTC(2001, 0, 1) + i * 3_600_000)),
    ...Array.from({ length: 48 }, (_, i) => view(now - i * 30 * 60_000)),
  ]
  const statuses = []
  for (let i = 0; i < DATA.length; i += 49) {
    const r = await fetch(`${base}/api/v5/behaviorMessage?userId=probe-ranker`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ DATA: DATA.slice(i, i + 49) }),
    })
    statuses.push(r.status)
  }
  const board = (await (await get('/api/v5/rank/billboard?eventCode=CGA&language=EN')).json()).resultList?.list ?? []
  const hot = (await (await get('/api/v5/rank/hotHits?eventCode=CGA&language=EN')).json()).resultList?.exhibitors ?? []
  const onBoard = board.find((x) => x.companyProfileId === target)
  const onHot = hot.findIndex((x) => x.companyProfileId === target)
  report(
    `98 views of exhibitor ${target} from one fresh id (50 dated 2001) put it at #1 no more`,
    board[0]?.companyProfileId !== target && hot[0]?.companyProfileId !== target,
    `HTTP ${statuses.join(',')}; billboard: ${onBoard ? `#${onBoard.rank} with ${onBoard.views} views` : 'not listed'}; hot hits: ${onHot >= 0 ? `#${onHot + 1}` : 'not listed'}`,
  )

  // 4. The content check can't be bypassed with invisible characters (a matchmaking card).
  const joinAs = async (userId, lookingFor) => {
    const first = await get(`/api/v5/match/myCard?eventCode=CGA&userId=${userId}&language=EN`)
    const secret = first.headers.get(SESSION)
    const card = (await first.json()).resultList
    const r = await fetch(`${base}/api/v5/match/join?eventCode=CGA&userId=${userId}&language=EN`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(secret ? { [SESSION]: secret } : {}) },
      body: JSON.stringify({
        name: 'Probe',
        company: 'Probe Ltd',
        position: 'Buyer',
        country: 'China',
        interests: card.interestChoices.slice(0, 2).map((c) => c.id),
        role: 'buyer',
        lookingFor,
        contact: 'probe@example.com',
        shareProfile: 1,
      }),
    })
    return { status: r.status, body: await r.json() }
  }
  for (const hidden of ['Onli\uFEFFne ca\u00ADsino partners', 'online casi\u200Bno', 'gam\u2060bling']) {
    const r = await joinAs(`probe-content-${hidden.length}-${Date.now()}`, hidden)
    report(
      `a card saying ${JSON.stringify(hidden)} is refused`,
      r.status === 400,
      `HTTP ${r.status} ${r.body.resultDesc}`,
    )
  }

  // 5. Private answers are never cached.
  const plan = await get('/api/v1/plan/events/CGA/companyProfiles?userId=probe-cache&language=EN')
  report(
    'a private answer (the plan) is sent with Cache-Control: private, no-store',
    /private/.test(plan.headers.get('cache-control') ?? '') && /no-store/.test(plan.headers.get('cache-control') ?? ''),
    `HTTP ${plan.status} cache-control: ${plan.headers.get('cache-control')}`,
  )
} finally {
  server.stop()
}

// 5. SIGTERM closes idle sockets within 5 s.
{
  const s = startServer({ HOST: '127.0.0.1', PORT: '3793' })
  await s.ready
  const idle = net.connect(3793, '127.0.0.1')
  await new Promise((r) => idle.on('connect', r))
  idle.write('GET /api/v5/exhibition/getEventEditionList HTTP/1.1\r\nHost: x\r\nConnection: keep-alive\r\n\r\n')
  await new Promise((r) => setTimeout(r, 800))
  const t0 = Date.now()
  s.child.kill('SIGTERM')
  const code = await s.exited
  const ms = Date.now() - t0
  idle.destroy()
  report(
    'SIGTERM with a keep-alive socket open: the server stops within 5 s',
    code !== null && ms < 5000,
    `exit ${code} after ${ms} ms`,
  )
}

const open = results.filter((r) => !r.closed)
console.log(
  `\nprobe: ${results.length} findings made again, ${results.length - open.length} closed, ${open.length} open`,
)
process.exit(open.length ? 1 : 0)
