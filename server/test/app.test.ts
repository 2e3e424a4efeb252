import { spawn } from 'node:child_process'
import fs from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import zlib from 'node:zlib'
import { after, before, describe, it } from 'node:test'
import assert from 'node:assert/strict'
import { makeApp, type TestApp } from './helpers.js'
import { ConfigError, loadConfig } from '../src/config.js'
import { redactUrl } from '../src/lib/redact.js'
import { buildSearchText, singular, singularPhrase } from '../src/lib/search-text.js'

describe('H5 build serving', () => {
  let t: TestApp
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'expo-dist-'))
  before(async () => {
    const js = 'console.log("app");'.repeat(50)
    fs.mkdirSync(path.join(dist, 'js'))
    fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><div id="app"></div>')
    fs.writeFileSync(path.join(dist, 'js', 'app.js'), js)
    fs.writeFileSync(path.join(dist, 'js', 'app.js.br'), zlib.brotliCompressSync(js))
    fs.writeFileSync(path.join(dist, 'js', 'app.js.gz'), zlib.gzipSync(js))
    t = await makeApp({ STATIC_DIR: dist })
  })
  after(async () => {
    await t.close()
    fs.rmSync(dist, { recursive: true, force: true })
  })

  it('serves precompressed assets', async () => {
    const br = await t.inject({ method: 'GET', url: '/js/app.js', headers: { 'accept-encoding': 'br, gzip' } })
    assert.equal(br.statusCode, 200)
    assert.equal(br.headers['content-encoding'], 'br')
    assert.match(zlib.brotliDecompressSync(br.rawPayload).toString(), /console\.log/)
    const gz = await t.inject({ method: 'GET', url: '/js/app.js', headers: { 'accept-encoding': 'gzip' } })
    assert.equal(gz.headers['content-encoding'], 'gzip')
    const plain = await t.inject({ method: 'GET', url: '/js/app.js' })
    assert.equal(plain.headers['content-encoding'], undefined)
  })

  it('compresses API answers for clients that accept it, and only for them', async () => {
    const url = '/api/v5/companyProfiles/listPage?pageNo=1&pageSize=20&language=EN'
    const br = await t.inject({ method: 'POST', url, payload: {}, headers: { 'accept-encoding': 'br, gzip' } })
    assert.equal(br.statusCode, 200)
    assert.equal(br.headers['content-encoding'], 'br')
    const body = JSON.parse(zlib.brotliDecompressSync(br.rawPayload).toString())
    assert.equal(body.result, 'OK')
    assert.ok(br.rawPayload.length < JSON.stringify(body).length / 2)
    const plain = await t.inject({ method: 'POST', url, payload: {} })
    assert.equal(plain.headers['content-encoding'], undefined)
    assert.deepEqual(JSON.parse(plain.body), body)
  })

  it('falls back to index.html for deep links, never for API or upload paths', async () => {
    const deep = await t.inject({
      method: 'GET',
      url: '/exhibitors/detail?companyProfileId=1&eventCode=CGA',
      headers: { accept: 'text/html,*/*' },
    })
    assert.equal(deep.statusCode, 200)
    assert.match(deep.body, /id="app"/)
    const root = await t.inject({ method: 'GET', url: '/', headers: { accept: 'text/html' } })
    assert.match(root.body, /id="app"/)
    const api = await t.inject({ method: 'GET', url: '/api/v5/nothing', headers: { accept: 'text/html' } })
    assert.equal(api.statusCode, 404)
    assert.equal(api.json().result, 'FAIL')
    const up = await t.inject({ method: 'GET', url: '/uploads/nothing.png', headers: { accept: 'text/html' } })
    assert.equal(up.statusCode, 404)
    const missingAsset = await t.inject({ method: 'GET', url: '/js/missing.js', headers: { accept: '*/*' } })
    assert.equal(missingAsset.statusCode, 404)
  })

  it('allows credentialed CORS from local dev origins only', async () => {
    const ok = await t.inject({
      method: 'OPTIONS',
      url: '/api/v4/getExhibitorCount',
      headers: { origin: 'http://localhost:10086', 'access-control-request-method': 'GET' },
    })
    assert.equal(ok.headers['access-control-allow-origin'], 'http://localhost:10086')
    assert.equal(ok.headers['access-control-allow-credentials'], 'true')
    const evil = await t.inject({
      method: 'GET',
      url: '/api/v4/getExhibitorCount',
      headers: { origin: 'https://evil.example' },
    })
    assert.equal(evil.headers['access-control-allow-origin'], undefined)
  })

  it('identity comes from the userId query, with x-user-id as fallback', async () => {
    await t.inject({
      method: 'PUT',
      url: '/api/v1/plan/events/CGA/companyProfiles/1',
      headers: { 'x-user-id': 'header-user' },
      payload: { id: 1, collected: 1 },
    })
    const r = await t.inject({ method: 'GET', url: '/api/v1/plan/events/CGA/companyProfiles?userId=header-user' })
    assert.equal(r.json().resultList.length, 1)
    const bad = await t.inject({
      method: 'GET',
      url: '/api/v1/plan/events/CGA/companyProfiles?userId=%3Cscript%3E',
    })
    assert.equal(bad.statusCode, 400)
  })
})

describe('rate limits', () => {
  let t: TestApp
  before(async () => {
    t = await makeApp({ RATE_LIMIT: 'strict' })
  })
  after(async () => t.close())
  it('limits SMS sends per IP per minute with a localised envelope', async () => {
    let last
    for (let i = 0; i < 21; i++)
      last = await t.inject({
        method: 'GET',
        url: `/api/sendCode.do?language=EN&phone=1390000${String(i).padStart(4, '0')}`,
      })
    assert.equal(last!.statusCode, 429)
    assert.equal(last!.json().resultDesc, 'Too many requests, please try again in a minute')
    // other calls are not limited
    assert.equal((await t.inject({ method: 'GET', url: '/api/v4/getExhibitorCount?eventCode=CGA' })).statusCode, 200)
  })
})

describe('the test servers’ clock (TEST_CLOCK=1)', () => {
  it('is set by browser and mini-program tests and runs on from there; absent otherwise; refused where deployed', async () => {
    assert.throws(
      () => loadConfig({ TEST_CLOCK: '1', PUBLIC_URL: 'https://expo.example.com', APP_SESSION_CHECK: 'test' }),
      /TEST_CLOCK is for test servers/,
    )
    // nor on a reachable server, even a demo
    assert.throws(
      () => loadConfig({ TEST_CLOCK: '1', HOST: '0.0.0.0', DEMO_MODE: '1' }),
      /TEST_CLOCK is for test servers/,
    )
    const t = await makeApp({ TEST_CLOCK: '1' }, { clock: undefined })
    try {
      const set = (at: unknown) => t.app.inject({ method: 'PUT', url: '/__test/clock', payload: { at } })
      assert.equal((await set('2026-09-10T02:00:00.000Z')).statusCode, 200)
      const at = t.app.clock.now()
      assert.ok(at >= Date.parse('2026-09-10T02:00:00Z') && at < Date.parse('2026-09-10T02:01:00Z'), String(at))
      assert.equal((await set('soon')).statusCode, 400)
      assert.equal((await set(null)).statusCode, 200)
      assert.ok(Math.abs(t.app.clock.now() - Date.now()) < 5000)
    } finally {
      await t.close()
    }
    const plain = await makeApp()
    try {
      const res = await plain.app.inject({ method: 'PUT', url: '/__test/clock', payload: { at: null } })
      assert.equal(res.statusCode, 404)
    } finally {
      await plain.close()
    }
  })
})

describe('configuration and helpers', () => {
  it('validates configuration with clear messages', () => {
    assert.throws(
      () => loadConfig({ PORT: 'abc', DATABASE_URL: 'mysql://x', MATCH_DAILY_LIMIT: '0', SMTP_URL: 'http://x' }),
      (err: unknown) => {
        assert.ok(err instanceof ConfigError)
        assert.match(err.message, /PORT must be a whole number/)
        assert.match(err.message, /DATABASE_URL must start with postgres/)
        assert.match(err.message, /MATCH_DAILY_LIMIT must be between 1/)
        assert.match(err.message, /SMTP_URL must start with smtp/)
        return true
      },
    )
    // the organiser's address follows the one email rule (rules/index.ts)
    for (const bad of ['a@b', 'a..b@example.com', 'a b@example.com', 'x@-example.com']) {
      assert.throws(() => loadConfig({ ORGANISER_EMAIL: bad }), /ORGANISER_EMAIL must be an email address/, bad)
    }
    assert.equal(
      loadConfig({ ORGANISER_EMAIL: 'first.last+expo@mail.example.co.uk' }).organiserEmail,
      'first.last+expo@mail.example.co.uk',
    )
    const c = loadConfig({})
    assert.equal(c.port, 3000)
    assert.equal(c.host, '127.0.0.1')
    assert.equal(c.matchDailyLimit, 20)
  })

  it('redacts personal query parameters', () => {
    assert.equal(
      redactUrl('/api/v1/plan/sendEmail?email=a%40b.com&language=EN'),
      '/api/v1/plan/sendEmail?email=[redacted]&language=EN',
    )
    assert.equal(
      redactUrl('/api/sendCode.do?phone=13800138000&Email=x'),
      '/api/sendCode.do?phone=[redacted]&Email=[redacted]',
    )
    assert.equal(redactUrl('/x'), '/x')
    // credentials, whatever their case or encoding
    for (const key of ['token', 'code', 'editToken', 'sessionId', 'session', 'secret', 'ToKeN', 'tok%65n']) {
      assert.equal(redactUrl(`/y?${key}=S3CRET&language=EN`), `/y?${key}=[redacted]&language=EN`, key)
    }
    // the session secret's header name in a URL, and separators in any key (issue 23 item 5)
    for (const key of ['x-visitor-session', 'X-Visitor-Session', 'x_visitor_session', 'contact-info', 'verify_code']) {
      assert.equal(redactUrl(`/y?${key}=S3CRET&language=EN`), `/y?${key}=[redacted]&language=EN`, key)
    }
  })

  it('TRUST_PROXY: no proxy by default; true, a hop count or the proxies named', () => {
    assert.equal(loadConfig({}).trustProxy, false)
    assert.equal(loadConfig({ TRUST_PROXY: 'true' }).trustProxy, true)
    assert.equal(loadConfig({ TRUST_PROXY: '1' }).trustProxy, 1)
    assert.deepEqual(loadConfig({ TRUST_PROXY: '127.0.0.1, 10.0.0.0/8' }).trustProxy, ['127.0.0.1', '10.0.0.0/8'])
    assert.throws(() => loadConfig({ TRUST_PROXY: 'the proxy' }), /TRUST_PROXY entry "the proxy"/)
    assert.throws(() => loadConfig({ TRUST_PROXY: '0' }), /TRUST_PROXY as a hop count/)
  })

  it('computes pinyin search text at write time', () => {
    assert.equal(buildSearchText('华东机械', 'Huadong Machinery'), '华东机械 huadong machinery huadongjixie hdjx')
    // a plural whose singular is not in the name is stored singular too
    assert.equal(buildSearchText('锂电池', 'Batteries'), '锂电池 batteries lidianchi ldc battery')
  })

  it('singularises English plurals by the regular rules, leaving singular words ending in s alone', () => {
    const cases: Array<[string, string]> = [
      ['pumps', 'pump'],
      ['valves', 'valve'],
      ['batteries', 'battery'],
      ['boxes', 'box'],
      ['switches', 'switch'],
      ['presses', 'press'],
      ['brushes', 'brush'],
      ['glass', 'glass'],
      ['status', 'status'],
      ['chassis', 'chassis'],
      ['series', 'series'],
      ['lens', 'lens'],
      ['gas', 'gas'],
      ['keys', 'key'],
    ]
    for (const [plural, one] of cases) assert.equal(singular(plural), one, plural)
    assert.equal(singularPhrase('hydraulic pumps & valves'), 'hydraulic pump & valve')
    // digits glued to letters are a model number, not a plural
    assert.equal(singularPhrase('x100s 6-axis robots'), 'x100s 6-axis robot')
  })
})

describe('shutdown', () => {
  it('SIGTERM ends the standalone server within 5 s, with an idle keep-alive connection and a WebSocket open', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'expo-sigterm-'))
    const server = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
      cwd: path.resolve(import.meta.dirname, '..'),
      env: {
        ...process.env,
        PORT: '0',
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        STATIC_DIR: path.join(dataDir, 'no-dist'),
        LOG_LEVEL: 'warn',
        // a PostgreSQL pass must not point the standalone server at another test's database
        DATABASE_URL: '',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    try {
      const port = await new Promise<number>((resolve, reject) => {
        let out = ''
        server.stdout!.on('data', (d) => {
          out += d
          const m = /running at http:\/\/[^:]+:(\d+)/.exec(out)
          if (m) resolve(Number(m[1]))
        })
        server.once('exit', (code) => reject(new Error(`the server exited ${code}`)))
        setTimeout(() => reject(new Error(`the server did not start: ${out}`)), 60_000)
      })
      // an idle keep-alive connection, after one answer
      const idle = net.connect(port, '127.0.0.1')
      idle.write('GET /api/v5/exhibition/getEventEditionList?eventCode=SIE HTTP/1.1\r\nHost: x\r\n\r\n')
      await new Promise((resolve) => idle.once('data', resolve))
      // a WebSocket that never authenticates (within its auth timeout)
      const ws = net.connect(port, '127.0.0.1')
      ws.write(
        'GET /api/v5/im/socket HTTP/1.1\r\nHost: x\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n' +
          'Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 13\r\n\r\n',
      )
      await new Promise((resolve) => ws.once('data', resolve))
      const started = Date.now()
      const exited = new Promise<number | null>((resolve) => server.once('exit', (code) => resolve(code)))
      server.kill('SIGTERM')
      const code = await Promise.race([exited, new Promise<'late'>((r) => setTimeout(() => r('late'), 5000))])
      assert.notEqual(code, 'late', 'still running 5 s after SIGTERM')
      assert.equal(code, 0)
      assert.ok(Date.now() - started < 5000)
      idle.destroy()
      ws.destroy()
    } finally {
      server.kill('SIGKILL')
      fs.rmSync(dataDir, { recursive: true, force: true })
    }
  })
})
