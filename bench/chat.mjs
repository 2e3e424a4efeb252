// npm run bench:chat — the chat socket under load (issue 12): 1,000 visitors (500 matched pairs)
// hold open WebSocket connections to one reference server while messages are sent at 50 per second
// through the HTTP API (each delivered to the recipient's socket, and echoed to the sender's);
// prints p50 / p99 delivery latency (send → the recipient's socket), the server's memory per open
// connection and the machine's load average. Traffic stays on 127.0.0.1; bounded in count and time.
//
// BENCH_CHAT_CONNECTIONS (1000), BENCH_CHAT_RATE (50 /s), BENCH_CHAT_SECONDS (20), BENCH_CHAT_PORT
// (E2E_PORT + 2, else 3102); DATABASE_URL runs the server on PostgreSQL (LISTEN/NOTIFY).
import { createRequire } from 'node:module'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { startReferenceServer } from '../scripts/lib/reference-server.mjs'

const root = path.resolve(import.meta.dirname, '..')
const WebSocket = createRequire(path.join(root, 'server/package.json'))('ws')
const CONNECTIONS = Number(process.env.BENCH_CHAT_CONNECTIONS ?? 1000)
const RATE = Number(process.env.BENCH_CHAT_RATE ?? 50)
const SECONDS = Number(process.env.BENCH_CHAT_SECONDS ?? 20)
const PORT = Number(process.env.BENCH_CHAT_PORT ?? (process.env.E2E_PORT ? Number(process.env.E2E_PORT) + 2 : 3102))
const TARGET_P99_MS = 200

/** Resident memory of a process and its descendants (tsx runs the server in a child process), in KB. */
function rssKb(pid) {
  let kb = Number(/VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0)
  for (const task of fs.readdirSync(`/proc/${pid}/task`)) {
    const children = fs.readFileSync(`/proc/${pid}/task/${task}/children`, 'utf8').trim()
    for (const child of children ? children.split(/\s+/) : []) kb += rssKb(Number(child))
  }
  return kb
}
const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]

/** Runs `fn` over items with at most `n` at a time. */
async function pool(items, n, fn) {
  let next = 0
  await Promise.all(
    Array.from({ length: n }, async () => {
      while (next < items.length) await fn(items[next++])
    }),
  )
}

const server = await startReferenceServer({
  port: PORT,
  staticDir: path.join(os.tmpdir(), 'bench-chat-no-dist'),
  readyPath: '/api/v5/categoryData/getCategory?eventCode=CGA',
  // the bench's visitors are many on one address: the per-address limits would refuse them
  env: { RATE_LIMIT: 'off', LOG_LEVEL: 'error' },
})
const base = `http://127.0.0.1:${PORT}`
const sockets = []
try {
  const sessions = new Map()
  const call = async (method, route, userId, body) => {
    const headers = { 'content-type': 'application/json' }
    if (sessions.has(userId)) headers['x-visitor-session'] = sessions.get(userId)
    const res = await fetch(`${base}${route}${route.includes('?') ? '&' : '?'}userId=${userId}&eventCode=CGA`, {
      method,
      headers,
      body: body ? JSON.stringify(body) : undefined,
    })
    const issued = res.headers.get('x-visitor-session')
    if (issued) sessions.set(userId, issued)
    const json = await res.json()
    if (json.result !== 'OK') throw new Error(`${route}: ${json.resultDesc}`)
    return json.resultList
  }

  // --- 1,000 visitors, 500 mutual matches
  const started = Date.now()
  const users = Array.from({ length: CONNECTIONS }, (_, i) => `bench-chat-${i}`)
  const personOf = new Map()
  await pool(users, 16, async (u) => {
    const me = await call('POST', '/api/v5/match/join', u, {
      name: u,
      company: 'Bench Co.',
      position: 'Tester',
      country: 'CN',
      interests: [1],
      role: 'buyer',
      lookingFor: '',
      contact: '',
      shareProfile: 1,
    })
    personOf.set(u, me.personId)
  })
  const pairs = []
  for (let i = 0; i + 1 < users.length; i += 2) pairs.push([users[i], users[i + 1]])
  const conversationOf = new Map()
  await pool(pairs, 16, async ([a, b]) => {
    await call('POST', '/api/followOrCancelFriend.do', a, { targetPersonId: personOf.get(b), follow: 1 })
    const res = await call('POST', '/api/followOrCancelFriend.do', b, { targetPersonId: personOf.get(a), follow: 1 })
    conversationOf.set(a, res.conversationId)
    conversationOf.set(b, res.conversationId)
  })
  console.log(
    `setup: ${users.length} visitors joined, ${pairs.length} matches in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  )

  // --- open and authenticate the sockets
  const rssBefore = rssKb(server.child.pid)
  const latencies = []
  let received = 0
  let duplicates = 0
  const seen = new Set()
  await pool(users, 50, async (u) => {
    const ws = new WebSocket(`ws://127.0.0.1:${PORT}/api/v5/im/socket`)
    sockets.push(ws)
    await new Promise((resolve, reject) => {
      ws.once('error', reject)
      ws.once('open', () => ws.send(JSON.stringify({ type: 'auth', userId: u, session: sessions.get(u) })))
      ws.on('message', (data) => {
        const frame = JSON.parse(data.toString())
        if (frame.type === 'ready') resolve()
        else if (frame.type === 'refused') reject(new Error(`socket of ${u} refused`))
        else if (frame.type === 'message' && frame.message.fromMe === 0) {
          const key = frame.message.clientId
          if (seen.has(key)) duplicates++
          seen.add(key)
          received++
          latencies.push(Date.now() - Number(frame.message.content.split(' ')[1]))
        }
      })
    })
  })
  await new Promise((r) => setTimeout(r, 1000))
  const rssOpen = rssKb(server.child.pid)
  const perConnectionKb = (rssOpen - rssBefore) / users.length

  // --- 50 messages a second for SECONDS seconds, from senders taken in turn
  const total = RATE * SECONDS
  let sent = 0
  let failed = 0
  const sendStart = Date.now()
  const inflight = []
  for (let i = 0; i < total; i++) {
    const due = sendStart + (i * 1000) / RATE
    const wait = due - Date.now()
    if (wait > 0) await new Promise((r) => setTimeout(r, wait))
    const sender = users[(i * 7) % users.length]
    inflight.push(
      call('POST', '/api/sendImMessage.do', sender, {
        conversationId: conversationOf.get(sender),
        clientId: `bench-${i.toString(36).padStart(6, '0')}`,
        content: `m ${Date.now()} ${'x'.repeat(40)}`,
      })
        .then(() => sent++)
        .catch(() => failed++),
    )
  }
  await Promise.all(inflight)
  const deadline = Date.now() + 5000
  while (received < sent && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50))
  const rssEnd = rssKb(server.child.pid)

  latencies.sort((a, b) => a - b)
  const p50 = percentile(latencies, 50)
  const p99 = percentile(latencies, 99)
  const [l1, l5, l15] = os.loadavg()
  console.log(`connections: ${sockets.filter((s) => s.readyState === WebSocket.OPEN).length} open`)
  console.log(
    `messages: ${sent} sent (${failed} refused) at ${RATE}/s for ${SECONDS} s; ${received} delivered, ${duplicates} duplicates`,
  )
  console.log(
    `delivery latency: p50 ${p50} ms, p99 ${p99} ms, max ${latencies[latencies.length - 1]} ms (target p99 ≤ ${TARGET_P99_MS} ms)`,
  )
  console.log(
    `server memory: ${(rssBefore / 1024).toFixed(1)} MB before the sockets, ${(rssOpen / 1024).toFixed(1)} MB with ${users.length} open (≈ ${perConnectionKb.toFixed(1)} KB per connection), ${(rssEnd / 1024).toFixed(1)} MB after the messages`,
  )
  console.log(`load average: ${l1.toFixed(2)} ${l5.toFixed(2)} ${l15.toFixed(2)} (${os.cpus().length} cores)`)
  if (p99 > TARGET_P99_MS) console.log(`note: p99 above the ${TARGET_P99_MS} ms target (timings never fail the run)`)
  if (received < sent || duplicates) {
    console.error('bench:chat: messages were lost or duplicated')
    process.exitCode = 1
  }
} finally {
  for (const ws of sockets) ws.terminate()
  server.stop()
}
