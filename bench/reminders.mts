/**
 * `npm run bench:reminders` (issue 25.5): 10,000 session reminders due in the same minute, across
 * the channels, each through its local stand-in: WeChat subscription messages (the WeChat stand-in
 * the server tests use: it checks the token, template and fields, and, as WeChat, allows one
 * message per one-time subscription), web push (the push stand-in: it checks the VAPID signature
 * and decrypts), email (an SMTP server on 127.0.0.1) and SMS (the Tencent Cloud stand-in: it checks
 * the TC3 signature and the reminder template). A `kill -9` of the server halfway and a restart.
 * Prints how many reached their stand-in per channel, the duplicates as the visitors see them (must
 * be 0: a mailbox shows one message per Message-ID, a browser one notification per tag; the raw
 * second copies are printed beside), the seconds from the moment they were due to the last one
 * delivered (target: within 60 s) and `uptime` (the cores are shared).
 *
 * The server is a real process (`node --import tsx src/server.ts`, so SIGKILL kills the server
 * itself, not a wrapper) on 127.0.0.1 and a free port (BENCH_PORT to choose it), on a fresh
 * DATA_DIR. BENCH_REMINDERS sets the count (default 10000); BENCH_CHANNELS the channels, shared out
 * in turn (default wechat,push,email,sms); BENCH_KILL_AT the delivered count at which the server is
 * killed (default half); BENCH_CUTOFF_SEC when the bench gives up (default 240 s after due).
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { createRequire } from 'node:module'
import type { SMTPServer as SMTPServerType } from 'smtp-server'
import { tencentStandIn, wechatStandIn } from '../server/test/stand-ins.js'
import { pushStandIn } from '../scripts/lib/push-stand-in.mjs'

const COUNT = Number(process.env.BENCH_REMINDERS ?? 10_000)
const CHANNELS = (process.env.BENCH_CHANNELS ?? 'wechat,push,email,sms').split(',').map((c) => c.trim())
const CUTOFF_MS = Number(process.env.BENCH_CUTOFF_SEC ?? 240) * 1000
const SMS_KEYS = { secretId: 'AKIDbench0001', secretKey: 'bench-sms-secret-key', sdkAppId: '1400009999' }
const SMS_TEMPLATES = {
  SMS_SIGN_NAME: '展会名录',
  SMS_TEMPLATE_CODE_ZH: '2001',
  SMS_TEMPLATE_CODE_EN: '2002',
  SMS_TEMPLATE_RFQ_ZH: '2003',
  SMS_TEMPLATE_RFQ_EN: '2004',
  SMS_TEMPLATE_MATCH_ZH: '2005',
  SMS_TEMPLATE_MATCH_EN: '2006',
  SMS_TEMPLATE_REMINDER_ZH: '3001',
  SMS_TEMPLATE_REMINDER_EN: '3002',
}
const KILL_AT = Number(process.env.BENCH_KILL_AT ?? Math.floor(COUNT / 2))
const LEAD_MIN = 15
const TEMPLATE = 'Bench7vK2mN-reminderTemplate_0001'
const APP = { appId: 'wxbench0123456789', appSecret: 'bench-mini-program-secret' }
const serverDir = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'server')
// the server's SQLite driver (the repository root does not depend on it)
const Database = createRequire(path.join(serverDir, 'package.json'))(
  'better-sqlite3',
) as typeof import('better-sqlite3')
// the server's mail stand-in package, as the server tests use it
const { SMTPServer } = createRequire(path.join(serverDir, 'package.json'))('smtp-server') as {
  SMTPServer: typeof SMTPServerType
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))

async function freePort(): Promise<number> {
  if (process.env.BENCH_PORT) return Number(process.env.BENCH_PORT)
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

/** The machine's load as `uptime` prints it (the cores are shared). */
function uptime(): string {
  try {
    return execFileSync('uptime', { encoding: 'utf8' }).trim()
  } catch {
    return `load average ${os
      .loadavg()
      .map((n) => n.toFixed(2))
      .join(', ')}`
  }
}

async function main() {
  const upAtStart = uptime()
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'expo-bench-reminders-'))
  const wx = await wechatStandIn({
    ...APP,
    templateId: TEMPLATE,
    templateKeys: ['thing1', 'time2', 'thing3', 'thing4'],
    pages: ['pages/meeting/detail/index'],
  })
  const push = await pushStandIn()
  const sms = await tencentStandIn({
    ...SMS_KEYS,
    signName: SMS_TEMPLATES.SMS_SIGN_NAME,
    templates: { '2001': 2, '2002': 2, '2003': 1, '2004': 1, '2005': 1, '2006': 1, '3001': 3, '3002': 3 },
  })
  // the mail server: who each message went to (the envelope) and its Message-ID (a mailbox shows
  // one message per Message-ID: mail systems drop a copy of one they hold)
  const mailed: Array<{ to: string; messageId: string }> = []
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, cb) {
      let head = ''
      stream.on('data', (d: Buffer) => {
        if (!head.includes('\r\n\r\n')) head += d.toString('latin1')
      })
      stream.on('end', () => {
        const header = head.split('\r\n\r\n')[0]!.replace(/\r\n[ \t]+/g, ' ')
        const messageId = /^message-id:\s*(\S+)/im.exec(header)?.[1] ?? `none-${mailed.length}`
        for (const r of session.envelope.rcptTo) mailed.push({ to: r.address, messageId })
        cb()
      })
    },
  })
  // the kill -9 cuts the server's SMTP conversations mid-way: a reset connection, not the bench's end
  smtp.on('error', () => undefined)
  await new Promise<void>((r) => smtp.listen(0, '127.0.0.1', r))
  const smtpPort = (smtp.server.address() as net.AddressInfo).port
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
    // email: a pooled SMTP connection (nodemailer's pool), as a server sending in bursts would use
    SMTP_URL: `smtp://127.0.0.1:${smtpPort}/?pool=true&maxConnections=8`,
    // SMS: Tencent Cloud through its stand-in, with the reminder template
    SMS_PROVIDER: 'tencent',
    TENCENT_SMS_SECRET_ID: SMS_KEYS.secretId,
    TENCENT_SMS_SECRET_KEY: SMS_KEYS.secretKey,
    TENCENT_SMS_SDK_APP_ID: SMS_KEYS.sdkAppId,
    TENCENT_SMS_ENDPOINT: sms.url,
    SMS_RETRY_BASE_MS: '50',
    ...SMS_TEMPLATES,
  }
  let server = startServer(env)
  await server.ready

  // COUNT visitors, each reminded of one session by one channel (in turn): mini-program visitors
  // logged in through WeChat; browser visitors with a push subscription, an email address or a
  // verified mobile number
  const list = await (await fetch(`${base}/api/v5/session/getSessionList?eventCode=SIE&pageSize=1`)).json()
  const sessionId = list.resultList.list[0].id as number
  const pushKey = (await (await fetch(`${base}/api/v5/push/publicKey`)).json()).resultList.publicKey as string
  const names = Array.from({ length: COUNT }, (_, i) => `bench${String(i).padStart(5, '0')}`)
  const phoneOf = (i: number) => `139${String(i).padStart(8, '0')}`
  const channelOf = (i: number) => CHANNELS[i % CHANNELS.length]!
  const post = async (path: string, body: unknown, session: string | null) => {
    const res = await fetch(`${base}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(session ? { 'x-visitor-session': session } : {}) },
      body: JSON.stringify(body),
    })
    const json = await res.json()
    if (json.result !== 'OK') throw new Error(`${path} failed: ${JSON.stringify(json).slice(0, 300)}`)
    return { json, session: res.headers.get('x-visitor-session') ?? session }
  }
  await pool(
    names.map((name, i) => ({ name, i })),
    16,
    async ({ name, i }) => {
      const language = name.endsWith('1') ? 'ZH-CN' : 'EN'
      const channel = channelOf(i)
      let userId = `bench-web-${name}`
      let session: string | null = null
      let remindChannel = channel
      if (channel === 'wechat') {
        const login = await post('/api/v5/visitor/weappLogin?language=EN', { code: `code-${name}` }, null)
        userId = login.json.resultList.userId
        session = login.session
        remindChannel = 'subscribe'
      } else if (channel === 'push') {
        session = (await post(`/api/v5/push/subscribe?userId=${userId}`, push.subscribe(pushKey), null)).session
        remindChannel = 'web'
      } else if (channel === 'email') {
        const body = { kind: 'email', email: `${name}@bench.example.com` }
        session = (await post(`/api/v5/session/reminderContact?userId=${userId}`, body, null)).session
      } else if (channel === 'sms') {
        const phone = phoneOf(i)
        const sent = await fetch(`${base}/api/sendCode.do?phone=${phone}&type=reminder&userId=${userId}`)
        session = sent.headers.get('x-visitor-session')
        const code = (sms.sent.filter((m) => m.phone === `+86${phone}`).at(-1)?.params as string[] | undefined)?.[0]
        if (!code) throw new Error(`no code sent to visitor ${i}`)
        session = (
          await post(`/api/v5/session/reminderContact?userId=${userId}`, { kind: 'sms', phone, code }, session)
        ).session
      } else throw new Error(`unknown channel ${channel}`)
      await post(
        `/api/v5/session/remind?userId=${userId}&language=${language}`,
        { id: sessionId, remind: 1, channel: remindChannel },
        session,
      )
    },
  )
  const codes = sms.sent.length

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
  const deadline = dueAt + CUTOFF_MS
  // what reached each stand-in: messages, and the visitors they reached (one each)
  const reached = () => {
    const reminders = sms.sent.slice(codes).filter((m) => m.template === '3001' || m.template === '3002')
    // shown: what the visitor sees. A mailbox shows one message per Message-ID; a browser one
    // notification per tag, and the push service keeps one message per Topic
    return {
      wechat: { sent: wx.sent.length, shown: wx.sent.length, visitors: new Set(wx.sent.map((m) => m.touser)).size },
      push: {
        sent: push.received.length,
        shown: new Set(push.received.map((m) => `${m.endpoint} ${m.topic}`)).size,
        visitors: new Set(push.received.map((m) => m.endpoint)).size,
      },
      email: {
        sent: mailed.length,
        shown: new Set(mailed.map((m) => `${m.to} ${m.messageId}`)).size,
        visitors: new Set(mailed.map((m) => m.to)).size,
      },
      sms: {
        sent: reminders.length,
        shown: reminders.length,
        visitors: new Set(reminders.map((m) => m.phone)).size,
      },
    }
  }
  const total = (key: 'sent' | 'shown' | 'visitors') => Object.values(reached()).reduce((n, c) => n + c[key], 0)
  const unique = () => total('visitors')
  for (;;) {
    if (killedAt < 0 && total('sent') >= KILL_AT) {
      server.child.kill('SIGKILL')
      killedAt = total('sent')
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
  await push.close()
  await sms.close()
  await new Promise<void>((r) => smtp.close(() => r()))

  const delivered = unique()
  // twice as the visitor sees it: beyond one message per visitor in what they are shown
  const duplicates = total('shown') - delivered
  const seconds = (lastAt - dueAt) / 1000
  console.log(`uptime at the start: ${upAtStart}`)
  console.log(`uptime at the end:   ${uptime()}`)
  console.log(`reminders due in the same minute: ${COUNT} across ${CHANNELS.join(', ')} (each through its stand-in)`)
  const copies: Record<string, string> = {
    push: 'same Topic and tag: one notification',
    email: 'same Message-ID: the mailbox shows one',
  }
  for (const [channel, c] of Object.entries(reached()).filter(([k]) => CHANNELS.includes(k)))
    console.log(
      `  ${channel}: ${c.visitors} visitors reached, ${c.shown - c.visitors} twice as the visitor sees it` +
        (copies[channel] ? `; ${c.sent - c.shown} raw second copies (${copies[channel]})` : ''),
    )
  console.log(
    `killed with SIGKILL after ${killedAt} delivered (${(killedMs / 1000).toFixed(1)} s after due); ` +
      `restarted in ${(restartMs / 1000).toFixed(1)} s (load average ${os.loadavg()[0]!.toFixed(1)})`,
  )
  console.log(`delivered: ${delivered} / ${COUNT}`)
  console.log(
    `duplicates: ${duplicates} as the visitors see them (${total('sent') - delivered} raw: every copy a stand-in accepted beyond one per visitor)`,
  )
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
