import assert from 'node:assert/strict'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { Writable } from 'node:stream'
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify'
import { buildApp, type BuildOptions } from '../src/app.js'
import { loadConfig, type Config } from '../src/config.js'
import { migrateToLatest, openDatabase } from '../src/db/index.js'
import { seedDatabase } from '../src/db/seed.js'
import type { Clock } from '../src/lib/clock.js'
import type { SmsMessage, SmsProvider } from '../src/lib/sms.js'
import { apiDefinitions } from '../src/schemas/responses/definitions.js'
import { createScratchDatabase, onPostgres } from './pg.js'

/** A clock the test moves by hand. */
export class FakeClock implements Clock {
  constructor(public t = Date.UTC(2026, 3, 16, 2, 0, 0)) {}
  now() {
    return this.t
  }
  advance(ms: number) {
    this.t += ms
  }
}

/** Captures SMS texts instead of writing files. */
/** A deployment's SMS and subscription settings (config tests of an https PUBLIC_URL; never called). */
export const DEPLOYED_DELIVERY_ENV: Record<string, string> = {
  SMS_PROVIDER: 'tencent',
  TENCENT_SMS_SECRET_ID: 'AKIDtestsecretid',
  TENCENT_SMS_SECRET_KEY: 'testsecretkey',
  TENCENT_SMS_SDK_APP_ID: '1400000000',
  SMS_SIGN_NAME: '展会名录',
  SMS_TEMPLATE_CODE_ZH: '100001',
  SMS_TEMPLATE_CODE_EN: '100002',
  SMS_TEMPLATE_RFQ_ZH: '100003',
  SMS_TEMPLATE_RFQ_EN: '100004',
  SMS_TEMPLATE_MATCH_ZH: '100005',
  SMS_TEMPLATE_MATCH_EN: '100006',
  WEAPP_REMINDERS: 'wechat',
  REMINDER_TEMPLATE_ID: 'Xq7vK2mN-reminderTemplate_0001',
  // not the public development key (config.ts refuses that on a reachable server)
  BADGE_SIGNING_KEY: 'Ab3dEf6hIj9lMn2pQr5tUv8xYz1bCd4fGh7jKl0nOpQ',
}

export class MemorySms implements SmsProvider {
  sent: Array<{ phone: string; text: string }> = []
  /** how long a send takes (a real provider is a network call): concurrency tests set it */
  delayMs = 0
  /** the next sends fail (a provider outage) */
  failing = false
  async send({ phone, text }: SmsMessage) {
    if (this.delayMs) await new Promise((r) => setTimeout(r, this.delayMs))
    if (this.failing) throw new Error('provider down')
    this.sent.push({ phone, text })
  }
  lastCode(): string {
    const m = /(\d{6})/.exec(this.sent[this.sent.length - 1]?.text ?? '')
    if (!m) throw new Error('no code sent')
    return m[1]!
  }
}

export interface TestApp {
  app: FastifyInstance
  /**
   * app.inject as each visitor's own device: it sends the session secret the server issued to the
   * request's visitor id (query userId or x-user-id) and keeps any newly issued one, like the app
   * does. A request that sets x-visitor-session itself (even to '') is sent as it is.
   */
  inject(opts: InjectOptions | string): Promise<LightMyRequestResponse>
  /** the secrets issued so far, by visitor id */
  secrets: Map<string, string>
  dataDir: string
  logs: string[]
  clock: FakeClock
  sms: MemorySms
  config: Config
  close(): Promise<void>
}

/**
 * Seeded databases to copy, by what decides the seed. Migrating and seeding took about 2 s of each
 * test app (most of the suite's time with the serializers, lib/serializer-cache.ts); a copy of a
 * database made the same way is the same database. SQLite: a file; PostgreSQL: a template database.
 */
const seeded = new Map<string, Promise<string>>()

function seededDatabase(config: Config): Promise<string> {
  const key = `${onPostgres ? 'pg' : 'sqlite'}:${config.seedExhibitors}:${config.seedProducts}:${config.seedShowStart}`
  let made = seeded.get(key)
  if (!made) {
    made = (async () => {
      const opts = {
        exhibitors: config.seedExhibitors,
        products: config.seedProducts,
        showStart: config.seedShowStart!,
      }
      if (onPostgres) {
        const scratch = await createScratchDatabase()
        const d = await openDatabase({ dataDir: '', databaseUrl: scratch.url })
        await migrateToLatest(d)
        await seedDatabase(d, opts)
        await d.close()
        // the runner drops it with the other scratch databases of this process
        return new URL(scratch.url).pathname.slice(1)
      }
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'expo-test-seed-'))
      const d = await openDatabase({ dataDir: dir, databaseUrl: null, backgroundCheckpoints: false })
      await migrateToLatest(d)
      await seedDatabase(d, opts)
      const file = path.join(dir, 'seeded.sqlite')
      // one self-contained file (no WAL beside it)
      d.sqlite!.prepare('VACUUM INTO ?').run(file)
      await d.close()
      process.on('exit', () => fs.rmSync(dir, { recursive: true, force: true }))
      return file
    })()
    seeded.set(key, made)
  }
  return made
}

/**
 * A fresh app on a fresh temporary DATA_DIR with the small default seed (on SQLite, or on a scratch
 * PostgreSQL database in the PostgreSQL pass). Unless the test brings its own DATA_DIR or
 * DATABASE_URL, or a seed placed by the clock, the database starts as a copy of one seeded before.
 */
export async function makeApp(env: Record<string, string> = {}, opts: Partial<BuildOptions> = {}): Promise<TestApp> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'expo-test-'))
  const base: Record<string, string> = {
    DATA_DIR: dataDir,
    STATIC_DIR: path.join(dataDir, 'no-dist'),
    LOG_LEVEL: 'info',
    APP_SECRET: 'test-secret-0123456789',
    RATE_LIMIT: 'off',
    // the seed at the dates the tests name (CGA 15–18 Apr 2026, SIE 15–18 Sep 2026), whatever today is
    SEED_SHOW_START: '2026-09-15',
  }
  const seedConfig = loadConfig({ ...base, ...env })
  const copySeed = !('DATA_DIR' in env) && !('DATABASE_URL' in env) && seedConfig.seedShowStart !== null
  const template = copySeed ? await seededDatabase(seedConfig) : null
  if (template && !onPostgres) fs.copyFileSync(template, path.join(dataDir, 'expo.sqlite'))
  // the PostgreSQL pass: a database of its own, unless the test brings one (DATABASE_URL '' = SQLite)
  const scratch = onPostgres && !('DATABASE_URL' in env) ? await createScratchDatabase(template ?? undefined) : null
  if (scratch) env = { DATABASE_URL: scratch.url, ...env }
  const logs: string[] = []
  const logStream = new Writable({
    write(chunk, _enc, cb) {
      logs.push(chunk.toString())
      cb()
    },
  })
  const config = loadConfig({ ...base, ...env })
  const clock = new FakeClock()
  const sms = new MemorySms()
  const app = await buildApp({ config, logStream, clock, sms, ...opts })
  const secrets = new Map<string, string>()
  const inject = async (o: InjectOptions | string) => {
    const req: InjectOptions = typeof o === 'string' ? { method: 'GET', url: o } : { ...o }
    const headers: Record<string, string> = { ...((req.headers as Record<string, string>) ?? {}) }
    const url = new URL(String(req.url ?? '/'), 'http://test')
    const userId = url.searchParams.get('userId') || headers['x-user-id'] || null
    if (userId && !('x-visitor-session' in headers) && secrets.has(userId))
      headers['x-visitor-session'] = secrets.get(userId)!
    const res = await app.inject({ ...req, headers })
    const issued = res.headers['x-visitor-session']
    if (typeof issued === 'string') {
      let loggedIn: string | undefined
      try {
        loggedIn = res.json()?.resultList?.userId
      } catch {
        // not JSON (a PDF)
      }
      const owner = loggedIn ?? userId
      if (owner) secrets.set(owner, issued)
    }
    return res
  }
  return {
    app,
    inject,
    secrets,
    dataDir,
    logs,
    clock,
    sms,
    config,
    async close() {
      await app.close()
      await scratch?.drop()
      fs.rmSync(dataDir, { recursive: true, force: true })
    },
  }
}

export const U = 'f47ac10b-58cc-4372-a567-0e02b2c3d479'

/**
 * A response schema with every shared definition it points at (`api#/definitions/…`) copied in,
 * so a test can read the whole shape a route may send.
 */
export function inlineSchema(schema: unknown): unknown {
  const defs = apiDefinitions.definitions as Record<string, unknown>
  const walk = (node: unknown, seen: readonly string[]): unknown => {
    if (Array.isArray(node)) return node.map((n) => walk(n, seen))
    if (!node || typeof node !== 'object') return node
    const ref = (node as { $ref?: unknown }).$ref
    if (typeof ref === 'string' && ref.startsWith(`${apiDefinitions.$id}#/definitions/`)) {
      const name = ref.slice(ref.lastIndexOf('/') + 1)
      if (!(name in defs)) throw new Error(`unknown definition ${name}`)
      return seen.includes(name) ? { recursive: name } : walk(defs[name], [...seen, name])
    }
    return Object.fromEntries(Object.entries(node).map(([k, v]) => [k, walk(v, seen)]))
  }
  return walk(schema, [])
}

/**
 * An exhibitor contact's (or staff member's) phone verified by SMS as the visitor `who`: the answer
 * of verifyPhone (its edit token, the exhibitors it may edit). Waits out the resend gap of earlier codes.
 */
export async function verifyContactPhone(t: TestApp, phone: string, who: string) {
  t.clock.advance(61_000)
  const sent = await t.inject({ method: 'GET', url: `/api/sendCode.do?phone=${phone}&type=verify` })
  assert.equal(sent.json().result, 'OK', sent.body)
  const r = await t.inject({
    method: 'POST',
    url: `/api/v5/verifyPhone?language=EN&eventCode=CGA&userId=${who}`,
    payload: { phone, code: t.sms.lastCode() },
  })
  assert.equal(r.json().result, 'OK', r.body)
  return r.json().resultList as {
    editToken: string
    companyProfileIds: number[]
    maskedPhone: string
    organiser: { name: string; tel: string; email: string }
  }
}
