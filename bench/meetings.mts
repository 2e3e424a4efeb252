/**
 * `npm run bench:meetings` (issue 29.6): booking requests at 1,000 a second against one show
 * (CGA 2026, exhibitor 1's published slots: 4 days of 15-minute slots for 5 at once) for a few
 * seconds, each from a different visitor, aimed at random slots so most slots fill up and the
 * rest of the requests are refused as full. Prints p50/p99 latency (open loop: each request is
 * timed from the moment it was due, so queueing is not hidden), the answers by status, and the
 * overbooked slots (more pending or accepted meetings than the slot's capacity, or a `held` count
 * that differs from them): must be 0, and the script exits 1 if not. Timings never fail.
 *
 * The server is the real app (the server tests' makeApp: a fresh SQLite DATA_DIR, its clock
 * before the show) listening on 127.0.0.1; the load comes from a child process, so the load
 * generator does not share the server's event loop. BENCH_RATE (default 1000) and BENCH_SECONDS
 * (default 3) set the load.
 */
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { AddressInfo } from 'node:net'
import { makeApp, verifyContactPhone } from '../server/test/helpers.js'

const RATE = Number(process.env.BENCH_RATE ?? 1000)
const SECONDS = Number(process.env.BENCH_SECONDS ?? 3)
const TOTAL = Math.round(RATE * SECONDS)

/** The load generator (plain ESM, run by a child node): paced requests, their latencies. */
const GENERATOR = `
import http from 'node:http'
import fs from 'node:fs'
import { performance } from 'node:perf_hooks'
const { base, rate, requests } = JSON.parse(fs.readFileSync(process.argv[1], 'utf8'))
const url = new URL(base)
const agent = new http.Agent({ keepAlive: true, maxSockets: 256 })
const latencies = []
const statuses = {}
let errors = 0
const start = performance.now()
const inflight = []
for (let i = 0; i < requests.length; i++) {
  const due = start + (i * 1000) / rate
  const wait = due - performance.now()
  if (wait > 0) await new Promise((r) => setTimeout(r, wait))
  const sentAt = Math.min(due, performance.now())
  const r = requests[i]
  inflight.push(new Promise((resolve) => {
    const req = http.request({ host: url.hostname, port: url.port, path: r.path, method: 'POST', agent,
      headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(r.body), 'x-visitor-session': r.secret } },
      (res) => {
        res.resume()
        res.on('end', () => {
          latencies.push(performance.now() - sentAt)
          statuses[res.statusCode] = (statuses[res.statusCode] ?? 0) + 1
          resolve()
        })
      })
    req.on('error', () => { errors++; resolve() })
    req.end(r.body)
  }))
}
await Promise.all(inflight)
const elapsed = (performance.now() - start) / 1000
agent.destroy()
process.stdout.write(JSON.stringify({ latencies, statuses, errors, elapsed }))
`

const pct = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!

async function main() {
  const t = await makeApp({ LOG_LEVEL: 'warn' })
  try {
    // the stand: exhibitor 1's contact phone, verified; its show CGA runs 15–18 Apr 2026
    const { editToken } = await verifyContactPhone(t, '13800138000', 'bench-stand')
    t.clock.t = Date.UTC(2026, 3, 10, 0, 0, 0)
    const days = ['2026-04-15', '2026-04-16', '2026-04-17', '2026-04-18'].map((day) => ({
      day,
      from: '09:00',
      to: '17:00',
      length: 15 as const,
      capacity: 5,
      breaks: [{ from: '12:00', to: '13:00' }],
    }))
    const published = await t.inject({
      method: 'POST',
      url: '/api/v5/meetings/publish?userId=bench-stand&language=EN',
      headers: { 'x-edit-token': editToken },
      payload: { companyProfileId: 1, days },
    })
    if (published.statusCode !== 200) throw new Error(`publish: ${published.body}`)
    const slotIds = (published.json().resultList.slots as Array<{ slotId: number }>).map((s) => s.slotId)
    const places = slotIds.length * 5

    // one visitor per request, each with the session secret the server issued to it
    process.stdout.write(`${TOTAL} visitors … `)
    const requests: Array<{ path: string; body: string; secret: string }> = []
    for (let i = 0; i < TOTAL; i++) {
      const who = `bench-mt-${i}`
      await t.inject(`/api/v5/meetings/mine?userId=${who}`)
      const slotId = slotIds[Math.floor(Math.random() * slotIds.length)]!
      requests.push({
        path: `/api/v5/meetings/book?userId=${who}&language=${i % 2 ? 'EN' : 'ZH-CN'}`,
        body: JSON.stringify({ slotId, purpose: 'Pumps for our plant in Ningbo' }),
        secret: t.secrets.get(who) ?? '',
      })
    }
    console.log('ready')

    await t.app.listen({ host: '127.0.0.1', port: 0 })
    const { port } = t.app.server.address() as AddressInfo
    const input = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'expo-bench-meetings-')), 'load.json')
    fs.writeFileSync(input, JSON.stringify({ base: `http://127.0.0.1:${port}`, rate: RATE, requests }))
    // the server's own CPU time per request: on a shared machine the latencies say how busy the
    // others were as much as how fast the route is; this figure does not
    const cpuBefore = process.cpuUsage()
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
      statuses: Record<string, number>
      errors: number
      elapsed: number
    }
    await t.app.meetingDesk.idle()
    const cpu = process.cpuUsage(cpuBefore)

    // overbooked: a slot holding more than its capacity, or a held count its meetings do not match
    const rows = await t.app.database.db
      .selectFrom('meeting_slots as s')
      .leftJoin('meetings as m', (j) => j.onRef('m.slot_id', '=', 's.id').on('m.status', 'in', ['pending', 'accepted']))
      .select(['s.id', 's.capacity', 's.held', (eb) => eb.fn.count<number>('m.id').as('n')])
      .where('s.company_id', '=', 1)
      .groupBy(['s.id', 's.capacity', 's.held'])
      .execute()
    const overbooked = rows.filter((r) => Number(r.n) > Number(r.capacity) || Number(r.n) !== Number(r.held)).length
    const booked = rows.reduce((a, r) => a + Number(r.n), 0)

    const lat = [...load.latencies].sort((a, b) => a - b)
    const ms = (x: number) => `${x.toFixed(1)} ms`
    console.log(
      [
        `meetings booking bench: ${lat.length} requests in ${load.elapsed.toFixed(1)} s ` +
          `(${Math.round(lat.length / load.elapsed)} req/s, target ${RATE}/s) on ${slotIds.length} slots, ${places} places`,
        `  p50 ${ms(pct(lat, 50))}   p99 ${ms(pct(lat, 99))}   max ${ms(lat[lat.length - 1] ?? NaN)}   (target p99 ≤ 50 ms)`,
        `  answers: ${Object.entries(load.statuses)
          .map(([s, n]) => `${s}: ${n}`)
          .join(', ')}; connection errors: ${load.errors}`,
        `  server CPU: ${((cpu.user + cpu.system) / 1000 / TOTAL).toFixed(2)} ms per request ` +
          `(${Math.round((TOTAL * 1e6) / (cpu.user + cpu.system))} req/s of one core, notices included)`,
        `  meetings held: ${booked} of ${places} places`,
        `  overbooked slots: ${overbooked} (must be 0)`,
        // the figures depend on what else the machine runs: say how busy it was
        `  machine: ${os.cpus().length} cores, load average ${os.loadavg()[0]!.toFixed(1)}`,
      ].join('\n'),
    )
    if (overbooked) process.exitCode = 1
  } finally {
    await t.close()
  }
}

main().catch((err: unknown) => {
  console.error(err)
  process.exit(1)
})
