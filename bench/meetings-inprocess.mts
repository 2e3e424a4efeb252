/**
 * `npm run bench:meetings-inprocess` (issue 29.6): the server's CPU for one booking request, with no
 * socket and no load generator beside it (app.inject), so two versions of the code can be compared
 * on a busy shared machine: CPU time varies with load far less than latency does. Two phases, each
 * from visitors with sessions of their own and addresses of their own (as bench:meetings):
 * - refused: requests for a slot already full (most of a rush's requests), answered 409;
 * - booked: requests that take a place (the transaction and the stand's notice, sent before the
 *   phase's time is read).
 * Prints each phase's median of ROUNDS rounds of CPU ms per request and the machine's load average.
 * BENCH_PROFILE=<prefix> writes <prefix>.refused.cpuprofile and <prefix>.booked.cpuprofile
 * (`node bench/profile-summary.mjs <file>`). BENCH_DATABASE_URL=postgres://… runs it on a scratch
 * database on that server. BENCH_ROUNDS (5) and BENCH_REFUSED (400 per round) set the work.
 */
import fs from 'node:fs'
import { Session } from 'node:inspector/promises'
import os from 'node:os'
import { createRequire } from 'node:module'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { makeApp, type TestApp } from '../server/test/helpers.js'
import { publishBenchStand } from './meetings-stand.mjs'

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5)
const REFUSED = Number(process.env.BENCH_REFUSED ?? 400)
const PROFILE = process.env.BENCH_PROFILE ?? ''
const ADMIN_URL = process.env.BENCH_DATABASE_URL ?? ''

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const pg = createRequire(path.join(repo, 'server', 'package.json'))('pg') as typeof import('pg')

async function admin(text: string) {
  const client = new pg.Client({ connectionString: ADMIN_URL })
  await client.connect()
  try {
    await client.query(text)
  } finally {
    await client.end()
  }
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!

let visitors = 0
/** A new visitor with a session and an address of its own: the request it sends. */
async function visitorFor(t: TestApp, slotId: number) {
  const i = visitors++
  const who = `bench-mi-${i}`
  const secret = await t.app.visitorSessions.issue(who, 'web', t.clock.now(), null)
  return {
    method: 'POST' as const,
    url: `/api/v5/meetings/book?userId=${who}&language=${i % 2 ? 'EN' : 'ZH-CN'}`,
    headers: {
      'x-visitor-session': secret,
      'x-forwarded-for': `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`,
      'content-type': 'application/json',
    },
    payload: JSON.stringify({ slotId, purpose: 'Pumps for our plant in Ningbo' }),
  }
}

/** CPU ms per request of sending these requests one after another, each answered `status`. */
async function phase(t: TestApp, requests: Array<Awaited<ReturnType<typeof visitorFor>>>, status: number) {
  const before = process.cpuUsage()
  for (const r of requests) {
    const res = await t.app.inject(r)
    if (res.statusCode !== status) throw new Error(`expected ${status}, got ${res.statusCode}: ${res.body}`)
  }
  await t.app.meetingDesk.idle()
  const cpu = process.cpuUsage(before)
  return (cpu.user + cpu.system) / 1000 / requests.length
}

async function main() {
  const scratch = ADMIN_URL ? `meet_inproc_${process.pid}` : null
  let url = ''
  if (scratch) {
    await admin(`CREATE DATABASE ${scratch}`)
    const u = new URL(ADMIN_URL)
    u.pathname = `/${scratch}`
    url = u.toString()
  }
  const t = await makeApp({
    LOG_LEVEL: 'warn',
    RATE_LIMIT: 'on',
    TRUST_PROXY: '1',
    ...(url ? { DATABASE_URL: url } : {}),
  })
  try {
    const { slotIds } = await publishBenchStand(t)
    // one slot filled first: the refused phases ask for it; the rest are booked one place per request
    const full = slotIds[0]!
    for (let i = 0; i < 5; i++) await phase(t, [await visitorFor(t, full)], 200)
    const free = slotIds.slice(1).flatMap((id) => [id, id, id, id, id])
    const perRound = Math.floor(free.length / (ROUNDS + 1))

    const refused: number[] = []
    const booked: number[] = []
    const profiler = PROFILE ? new Session() : null
    profiler?.connect()
    for (let round = 0; round <= ROUNDS; round++) {
      const toRefuse = await Promise.all(Array.from({ length: REFUSED }, () => visitorFor(t, full)))
      const toBook: Array<Awaited<ReturnType<typeof visitorFor>>> = []
      for (const id of free.slice(round * perRound, (round + 1) * perRound)) toBook.push(await visitorFor(t, id))
      // round 0 warms the code up (and is the one profiled, when asked): not counted
      const profiled = round === 1 && profiler
      if (profiled) {
        await profiler.post('Profiler.enable')
        await profiler.post('Profiler.start')
      }
      const r = await phase(t, toRefuse, 409)
      if (profiled) {
        const { profile } = await profiler.post('Profiler.stop')
        fs.writeFileSync(`${PROFILE}.refused.cpuprofile`, JSON.stringify(profile))
        await profiler.post('Profiler.start')
      }
      const b = await phase(t, toBook, 200)
      if (profiled) {
        const { profile } = await profiler.post('Profiler.stop')
        fs.writeFileSync(`${PROFILE}.booked.cpuprofile`, JSON.stringify(profile))
      }
      if (round > 0) {
        refused.push(r)
        booked.push(b)
      }
    }
    profiler?.disconnect()
    const fmt = (xs: number[]) => `${median(xs).toFixed(3)} ms (rounds: ${xs.map((x) => x.toFixed(2)).join(', ')})`
    console.log(
      [
        `meetings booking, in-process CPU per request (${scratch ? 'PostgreSQL' : 'SQLite'}, app.inject)`,
        `  refused (slot full, 409), ${REFUSED} a round: ${fmt(refused)}`,
        `  booked (200, notice sent), ${perRound} a round: ${fmt(booked)}`,
        `  machine: ${os.cpus().length} cores, load average ${os.loadavg()[0]!.toFixed(1)}`,
      ].join('\n'),
    )
  } finally {
    await t.close()
    if (scratch) await admin(`DROP DATABASE IF EXISTS ${scratch} WITH (FORCE)`)
  }
}

main().catch((err: unknown) => {
  console.error(err)
  process.exit(1)
})
