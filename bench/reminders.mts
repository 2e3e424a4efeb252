/**
 * `npm run bench:reminders` (issue 25.5): 1,000 session reminders due in the same minute,
 * delivered as WeChat subscription messages through the local WeChat stand-in (the one the
 * server tests use: it checks the token, template and fields, and, as WeChat, allows one message
 * per one-time subscription), with a `kill -9` of the server halfway and a restart. Prints how many
 * reached the stand-in, the duplicates (must be 0) and the seconds from the moment they were due
 * to the last one delivered (target: within 60 s).
 *
 * The server is a real process (`node --import tsx src/server.ts`, so SIGKILL kills the server
 * itself, not a wrapper) on 127.0.0.1 and a free port, on a fresh DATA_DIR. BENCH_REMINDERS sets
 * the count; BENCH_KILL_AT the delivered count at which the server is killed (default half).
 */
import { spawn, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { createRequire } from 'node:module'
import { wechatStandIn } from '../server/test/stand-ins.js'

const COUNT = Number(process.env.BENCH_REMINDERS ?? 1000)
const KILL_AT = Number(process.env.BENCH_KILL_AT ?? Math.floor(COUNT / 2))
const LEAD_MIN = 15
const TEMPLATE = 'Bench7vK2mN-reminderTemplate_0001'
const APP = { appId: 'wxbench0123456789', appSecret: 'bench-mini-program-secret' }
const serverDir = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'server')
// the server's SQLite driver (the repository root does not depend on it)
const Database = createRequire(path.join(serverDir, 'package.json'))(
  'better-sqlite3',
) as typeof import('better-sqlite3')

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))

async function freePort(): Promise<number> {
  const s = net.createServer()
  await new Promise<void>((r) => s.listen(0, '127.0.0.1', r))
  const { port } = s.address() as net.AddressInfo
  await new Promise((r) => s.close(r))
  return port
}

function startServer(env: Record<string, string>): { child: ChildProcess; ready: Promise<void> } {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: serverDir,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let err = ''
  child.stderr!.on('data', (d: Buffer) => (err += d.toString()))
  const ready = new Promise<void>((resolve, reject) => {
    child.stdout!.on('data', (d: Buffer) => {
      if (d.toString().includes('running at')) resolve()
    })
    child.on('exit', (code) => reject(new Error(`server exited (${code}): ${err.slice(-2000)}`)))
  })
  return { child, ready }
}

/** Runs `fn` over `items`, `width` at a time. */
async function pool<T>(items: T[], width: number, fn: (item: T) => Promise<void>) {
  let next = 0
  await Promise.all(
    Array.from({ length: width }, async () => {
      while (next < items.length) await fn(items[next++]!)
    }),
  )
}

async function main() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'expo-bench-reminders-'))
  const wx = await wechatStandIn({
    ...APP,
    templateId: TEMPLATE,
    templateKeys: ['thing1', 'time2', 'thing3', 'thing4'],
    pages: ['pages/meeting/detail/index'],
  })
  const port = await freePort()
  const base = `http://127.0.0.1:${port}`
  const env = {
    HOST: '127.0.0.1',
    PORT: String(port),
    DATA_DIR: dataDir,
    STATIC_DIR: path.join(dataDir, 'no-dist'),
    LOG_LEVEL: 'warn',
    RATE_LIMIT: 'off',
    SEED_EXHIBITORS: '40',
    SEED_PRODUCTS: '80',
    RETENTION_CHECK_SEC: '0',
    WEAPP_LOGIN: 'wechat',
    WEAPP_APPID: APP.appId,
    WEAPP_SECRET: APP.appSecret,
    WEAPP_API_BASE: wx.url,
    WEAPP_REMINDERS: 'wechat',
    REMINDER_TEMPLATE_ID: TEMPLATE,
    REMINDER_LEAD_MIN: String(LEAD_MIN),
    REMINDER_CHECK_SEC: '1',
    // a claim left by the killed process is taken over after 5 s (default 120 s)
    REMINDER_STALE_SEC: '5',
  }
  let server = startServer(env)
  await server.ready

  // 1,000 mini-program visitors, each logged in through WeChat and reminded of one session
  const list = await (await fetch(`${base}/api/v5/session/getSessionList?eventCode=SIE&pageSize=1`)).json()
  const sessionId = list.resultList.list[0].id as number
  const names = Array.from({ length: COUNT }, (_, i) => `bench${String(i).padStart(5, '0')}`)
  await pool(names, 16, async (name) => {
    const login = await fetch(`${base}/api/v5/visitor/weappLogin?language=EN`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ code: `code-${name}` }),
    })
    const userId = (await login.json()).resultList.userId as string
    const res = await fetch(
      `${base}/api/v5/session/remind?userId=${userId}&language=${name.endsWith('1') ? 'ZH-CN' : 'EN'}`,
      {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-visitor-session': login.headers.get('x-visitor-session') ?? '',
        },
        body: JSON.stringify({ id: sessionId, remind: 1, channel: 'subscribe' }),
      },
    )
    if ((await res.json()).result !== 'OK') throw new Error(`remind failed for ${name}`)
  })

  // the session moves to start 15 minutes and 5 seconds from now: every reminder is due in 5 s
  const dueAt = Date.now() + 5_000
  const start = new Date(dueAt + LEAD_MIN * 60_000).toISOString()
  const end = new Date(dueAt + (LEAD_MIN + 45) * 60_000).toISOString()
  const db = new Database(path.join(dataDir, 'expo.sqlite'))
  db.prepare('UPDATE sessions SET start_time = ?, end_time = ? WHERE id = ?').run(start, end, sessionId)
  db.prepare('UPDATE session_reminders SET told_start_time = ?, told_end_time = ? WHERE session_id = ?').run(
    start,
    end,
    sessionId,
  )

  // kill -9 halfway, restart at once
  let killedAt = -1
  let restartMs = 0
  let killedMs = 0
  const deadline = dueAt + 120_000
  const unique = () => new Set(wx.sent.map((m) => m.touser)).size
  for (;;) {
    if (killedAt < 0 && wx.sent.length >= KILL_AT) {
      server.child.kill('SIGKILL')
      killedAt = wx.sent.length
      killedMs = Date.now() - dueAt
      await new Promise((r) => server.child.once('exit', r))
      const t = Date.now()
      server = startServer(env)
      await server.ready
      restartMs = Date.now() - t
    }
    if (unique() >= COUNT || Date.now() > deadline) break
    await sleep(20)
  }
  const lastAt = Date.now()
  // let the server finish writing its records, then read them
  await sleep(1500)
  const statuses = db
    .prepare('SELECT status, COUNT(*) AS n FROM session_reminders WHERE session_id = ? GROUP BY status')
    .all(sessionId) as Array<{ status: string; n: number }>
  const records = db
    .prepare("SELECT state, COUNT(*) AS n FROM deliveries WHERE kind = 'reminder' GROUP BY state")
    .all() as Array<{ state: string; n: number }>
  const attempts = db
    .prepare("SELECT COUNT(*) AS n FROM deliveries WHERE kind = 'reminder' AND attempts > 1")
    .get() as { n: number }
  db.close()
  server.child.kill('SIGTERM')
  await new Promise((r) => server.child.once('exit', r))
  await wx.close()

  const delivered = unique()
  const duplicates = wx.sent.length - delivered
  const seconds = (lastAt - dueAt) / 1000
  console.log(`reminders due in the same minute: ${COUNT} (WeChat subscription messages, stand-in on ${wx.url})`)
  console.log(
    `killed with SIGKILL after ${killedAt} delivered (${(killedMs / 1000).toFixed(1)} s after due); ` +
      `restarted in ${(restartMs / 1000).toFixed(1)} s (load average ${os.loadavg()[0]!.toFixed(1)})`,
  )
  console.log(`delivered: ${delivered} / ${COUNT}`)
  console.log(`duplicates: ${duplicates} (messages the stand-in accepted beyond one per visitor)`)
  console.log(
    `second sends refused by WeChat's one-time grant: ${wx.spentRefusals} (a claim the killed process had handed over)`,
  )
  console.log(`seconds from due to the last delivered: ${seconds.toFixed(1)} (target ≤ 60)`)
  console.log(`reminders in the database: ${statuses.map((s) => `${s.status} ${s.n}`).join(', ')}`)
  console.log(
    `delivery records: ${records.map((s) => `${s.state} ${s.n}`).join(', ')}; taken over after the kill: ${attempts.n}`,
  )
  fs.rmSync(dataDir, { recursive: true, force: true })
  const pass = delivered === COUNT && duplicates === 0 && seconds <= 60
  console.log(pass ? 'PASS' : 'FAIL')
  process.exit(pass ? 0 : 1)
}

main().catch((error) => {
  console.error(error)
  process.exit(1)
})
