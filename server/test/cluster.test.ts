/**
 * Two server processes on one PostgreSQL database behave as one (issue 27.1): an exhibitor's edit
 * made through one is in the next list the other answers, a rate limit counts the calls of both,
 * the SMS resend rule holds across them, a picture uploaded through one is served by the other,
 * and when the process running the reminder scheduler is killed (-9) the other takes it over
 * within 30 s. Runs in the PostgreSQL pass only (TEST_DATABASE_URL).
 */
import { spawn, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { after, before, describe, it } from 'node:test'
import assert from 'node:assert/strict'
import { Kysely, PostgresDialect, sql } from 'kysely'
import pg from 'pg'
import { createScratchDatabase, onPostgres } from './pg.js'
import { makeApp } from './helpers.js'
import { loadConfig } from '../src/config.js'
import { openDatabase } from '../src/db/index.js'
import { HealthRepository } from '../src/repositories/health.js'
import { SELF_SERVICE_DEMO } from '../seed/exhibitor-self-service.js'

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
)

interface Proc {
  child: ChildProcess
  base: string
  out: () => string
  waitFor: (re: RegExp, ms: number) => Promise<void>
}

function startServer(env: Record<string, string>): Promise<Proc> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: path.resolve(import.meta.dirname, '..'),
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let out = ''
  child.stdout!.on('data', (d) => (out += d))
  child.stderr!.on('data', (d) => (out += d))
  const waitFor = (re: RegExp, ms: number) =>
    new Promise<void>((resolve, reject) => {
      const started = Date.now()
      const tick = setInterval(() => {
        if (re.test(out)) {
          clearInterval(tick)
          resolve()
        } else if (Date.now() - started > ms || child.exitCode !== null) {
          clearInterval(tick)
          reject(new Error(`no ${re} in ${ms} ms:\n${out.slice(-2000)}`))
        }
      }, 100)
    })
  return waitFor(/running at http:\/\/[^:]+:\d+/, 120_000).then(() => ({
    child,
    base: `http://127.0.0.1:${/running at http:\/\/[^:]+:(\d+)/.exec(out)![1]}`,
    out: () => out,
    waitFor,
  }))
}

describe('one process or several', () => {
  it('refuses WORKERS > 1 on SQLite, saying why; takes them with DATABASE_URL', () => {
    assert.throws(() => loadConfig({ WORKERS: '2' }), /WORKERS=2 needs PostgreSQL \(DATABASE_URL\)/)
    assert.equal(loadConfig({ WORKERS: '2', DATABASE_URL: 'postgres://x@127.0.0.1/x' }).workers, 2)
    assert.equal(loadConfig({}).workers, 1)
  })

  it('PG_POOL_MAX: 10 unless set, a whole number from 1 to 1000, refused otherwise with the others', () => {
    assert.equal(loadConfig({}).pgPoolMax, 10)
    assert.equal(loadConfig({ PG_POOL_MAX: '25' }).pgPoolMax, 25)
    assert.throws(() => loadConfig({ PG_POOL_MAX: '0' }), /PG_POOL_MAX must be between 1 and 1000 \(got 0\)/)
    // listed with every other problem at once, as the other settings are
    assert.throws(
      () => loadConfig({ PG_POOL_MAX: 'ten', WORKERS: 'x' }),
      (err: Error) =>
        /PG_POOL_MAX must be a whole number between 1 and 1000 \(got "ten"\)/.test(err.message) &&
        /WORKERS must be a whole number/.test(err.message),
    )
  })

  it(
    'PostgreSQL: a process never holds more query connections than PG_POOL_MAX',
    { skip: !onPostgres && 'PostgreSQL pass only' },
    async () => {
      const scratch = await createScratchDatabase()
      try {
        // six queries at once, each holding its connection 200 ms: the backends that answered them
        const backends = async (pgPoolMax?: number) => {
          const d = await openDatabase({ dataDir: os.tmpdir(), databaseUrl: scratch.url, pgPoolMax })
          try {
            const pids = await Promise.all(
              Array.from({ length: 6 }, () =>
                sql<{ pid: number }>`SELECT pg_backend_pid() AS pid, pg_sleep(0.2)`.execute(d.db),
              ),
            )
            return new Set(pids.map((r) => r.rows[0]!.pid)).size
          } finally {
            await d.close()
          }
        }
        assert.equal(await backends(2), 2)
        assert.equal(await backends(), 6) // the default, 10, takes them all at once
      } finally {
        await scratch.drop()
      }
    },
  )

  it('/healthz: 200 while the database answers, 503 when it does not', async () => {
    const t = await makeApp()
    try {
      const up = await t.inject('/healthz')
      assert.equal(up.statusCode, 200)
      assert.deepEqual(up.json(), { status: 'ok', database: 'ok' })
      t.app.health.databaseAnswers = async () => false
      const down = await t.inject('/healthz')
      assert.equal(down.statusCode, 503)
      assert.deepEqual(down.json(), { status: 'unavailable', database: 'unreachable' })
    } finally {
      await t.close()
    }
    // a database nobody listens for
    const pool = new pg.Pool({ connectionString: 'postgres://nobody@127.0.0.1:1/none', connectionTimeoutMillis: 500 })
    const db = new Kysely<any>({ dialect: new PostgresDialect({ pool }) })
    assert.equal(await new HealthRepository(db).databaseAnswers(1000), false)
    await db.destroy()
  })
})

describe('two server processes on PostgreSQL', { skip: !onPostgres && 'PostgreSQL pass only' }, () => {
  let a: Proc
  let b: Proc
  let drop: () => Promise<void>
  const dirs: string[] = []

  before(async () => {
    const scratch = await createScratchDatabase()
    drop = scratch.drop
    const shared = fs.mkdtempSync(path.join(os.tmpdir(), 'expo-cluster-uploads-'))
    dirs.push(shared)
    const env = (name: string) => {
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `expo-cluster-${name}-`))
      dirs.push(dataDir)
      return {
        DATABASE_URL: scratch.url,
        PORT: '0',
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        STATIC_DIR: path.join(dataDir, 'no-dist'),
        UPLOAD_DIR: shared,
        APP_SECRET: 'cluster-test-secret-0123456789',
        RATE_LIMIT: 'strict',
        SCHEDULER_RETRY_SEC: '2',
        PG_POOL_MAX: '6',
        SEED_EXHIBITORS: '40',
        SEED_PRODUCTS: '80',
        SEED_SHOW_START: '2026-09-15',
        LOG_LEVEL: 'info',
      }
    }
    // the first migrates and seeds, as the cluster's first worker does; it becomes the scheduler
    a = await startServer(env('a'))
    await a.waitFor(/runs the reminder scheduler/, 30_000)
    b = await startServer(env('b'))
  })

  after(async () => {
    const running = [a, b].filter((p) => p && p.child.exitCode === null && p.child.signalCode === null)
    const exited = running.map((p) => new Promise((r) => p.child.once('exit', r)))
    for (const p of running) p.child.kill('SIGTERM')
    await Promise.all(exited)
    await drop?.()
    for (const d of dirs) fs.rmSync(d, { recursive: true, force: true })
  })

  const json = async (base: string, url: string, init: RequestInit = {}) => {
    const res = await fetch(base + url, init)
    return { status: res.status, headers: res.headers, body: (await res.json()) as any }
  }
  const search = (p: Proc) =>
    json(p.base, '/api/v5/companyProfiles/listPage?eventCode=CGA&language=EN&isShowCountNum=1', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ companyProfileName: 'cluster works' }),
    }).then((r) => r.body.resultList.list.map((c: { companyProfileId: number }) => c.companyProfileId))

  it('says at start-up how many database connections it may open (PG_POOL_MAX)', () => {
    for (const p of [a, b])
      assert.match(p.out(), /query pool of up to 6 connections per process \(PG_POOL_MAX\), 13 with the chat/)
  })

  it('answers /healthz from both', async () => {
    for (const p of [a, b]) assert.deepEqual((await json(p.base, '/healthz')).body, { status: 'ok', database: 'ok' })
  })

  it("an exhibitor's edit through one process is in the other's next list", async () => {
    // the other process has the list page cached (the search finds nothing yet)
    assert.deepEqual(await search(b), [])
    assert.deepEqual(await search(b), [])
    const verified = await json(a.base, '/api/v5/verifyWeappPhone?language=EN&userId=cluster-editor', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ code: `test-phone:${SELF_SERVICE_DEMO.secondContactPhone}` }),
    })
    assert.equal(verified.body.result, 'OK')
    const session = verified.headers.get('x-visitor-session')!
    const up = await json(a.base, '/api/v5/updateExhibitorInfo?language=EN', {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-user-id': 'cluster-editor',
        'x-visitor-session': session,
        'x-edit-token': verified.body.resultList.editToken,
      },
      body: JSON.stringify({ companyProfileId: 1, nameEn: 'Cluster Works Co., Ltd.' }),
    })
    assert.equal(up.body.result, 'OK')
    assert.deepEqual(await search(b), [1])
  })

  it('a picture uploaded through one process is served by the other', async () => {
    const first = await fetch(`${a.base}/api/v5/exhibition/getEventEditionList?eventCode=CGA&userId=cluster-uploader`)
    const session = first.headers.get('x-visitor-session')!
    assert.ok(session)
    const form = new FormData()
    form.append('file', new Blob([PNG], { type: 'image/png' }), 'a.png')
    const up = await json(a.base, '/upload/uploadQiNiu?userId=cluster-uploader', {
      method: 'POST',
      headers: { 'x-visitor-session': session },
      body: form,
    })
    assert.equal(up.body.result, 'OK', JSON.stringify(up.body))
    const got = await fetch(b.base + up.body.resultList.url)
    assert.equal(got.status, 200)
    assert.deepEqual(Buffer.from(await got.arrayBuffer()), PNG)
  })

  it('the SMS resend rule and a per-address rate limit count the calls of both processes', async () => {
    const send = (p: Proc, phone: string) => json(p.base, `/api/sendCode.do?phone=${phone}&type=verify&language=EN`)
    // one number: the second process knows the first just sent a code
    assert.equal((await send(a, '13900000001')).body.result, 'OK')
    const again = await send(b, '13900000001')
    assert.notEqual(again.body.result, 'OK')
    assert.match(JSON.stringify(again.body), /wait 60 seconds/)
    // sendCode allows 20 a minute per address: 2 sent above, 18 more split between the two
    for (let i = 0; i < 18; i++) {
      const r = await send(i % 2 ? a : b, `1390000${String(100 + i).padStart(4, '0')}`)
      assert.notEqual(r.status, 429, `call ${i + 3} was limited`)
    }
    for (const p of [a, b]) {
      const limited = await send(p, '13900000999')
      assert.equal(limited.status, 429)
      assert.match(JSON.stringify(limited.body), /try again in a minute/)
    }
  })

  it('kill -9 of the scheduler process hands the scheduler to the other within 30 s', async () => {
    assert.doesNotMatch(b.out(), /runs the reminder scheduler/)
    const killed = Date.now()
    a.child.kill('SIGKILL')
    await b.waitFor(/runs the reminder scheduler/, 30_000)
    assert.ok(Date.now() - killed < 30_000)
    assert.deepEqual((await json(b.base, '/healthz')).body, { status: 'ok', database: 'ok' })
  })
})
