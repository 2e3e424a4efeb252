/**
 * Visitor sessions: the server issues a secret to a new visitor id and from then on private calls
 * for that id need it; public answers never carry another person's user id; cross-site requests
 * that change state are refused; the mini-program and the native app log in through providers.
 */
import { spawnSync } from 'node:child_process'
import http from 'node:http'
import os from 'node:os'
import path from 'node:path'
import type { AddressInfo } from 'node:net'
import { after, before, describe, it } from 'node:test'
import assert from 'node:assert/strict'
import type { InjectOptions, RouteOptions } from 'fastify'
import { DEPLOYED_DELIVERY_ENV, makeApp, type TestApp } from './helpers.js'
import { privateRoutes, routeKey, validRequest } from './routes.js'
import { ConfigError, loadConfig } from '../src/config.js'
import { HttpAppSessions, WechatCode2Session } from '../src/lib/login-providers.js'

const H = 'x-visitor-session'

describe('visitor sessions', () => {
  let t: TestApp
  const routes: RouteOptions[] = []
  before(async () => {
    t = await makeApp({}, { onRoute: (r) => void routes.push(r) })
  })
  after(async () => t.close())
  /** app.inject exactly as given: no secret added (t.inject adds the visitor's own) */
  const raw = (o: InjectOptions) => t.app.inject(o)

  it("a new visitor id gets a secret with its first successful answer, and a refused request doesn't", async () => {
    const refused = await raw({
      method: 'GET',
      url: '/api/v4/getExhibitorDetail?companyProfileId=999999&userId=newbie-1',
    })
    assert.equal(refused.statusCode, 404)
    assert.equal(refused.headers[H], undefined)
    const first = await raw({ method: 'GET', url: '/api/v4/getExhibitorDetail?companyProfileId=1&userId=newbie-1' })
    assert.equal(first.statusCode, 200)
    const secret = first.headers[H]
    assert.match(String(secret), /^[A-Za-z0-9_-]{43}$/)
    // with it: the visitor's private calls work, and no new secret is issued
    const plan = await raw({
      method: 'GET',
      url: '/api/v1/plan/events/CGA/companyProfiles?userId=newbie-1',
      headers: { [H]: String(secret) },
    })
    assert.equal(plan.statusCode, 200)
    assert.equal(plan.headers[H], undefined)
    // neither the answer carrying the secret nor a private answer may be kept by a shared cache
    assert.equal(first.headers['cache-control'], 'private, no-store')
    assert.equal(plan.headers['cache-control'], 'private, no-store')
    const publicAgain = await raw({
      method: 'GET',
      url: '/api/v4/getExhibitorDetail?companyProfileId=1&userId=newbie-1',
      headers: { [H]: String(secret) },
    })
    assert.notEqual(publicAgain.headers['cache-control'], 'private, no-store', 'a public answer is not private')
    // the secret is a header, never in a URL: the stored value is a hash
    const rows = await t.app.database.db
      .selectFrom('visitor_sessions')
      .selectAll()
      .where('user_id', '=', 'newbie-1')
      .execute()
    assert.equal(rows.length, 1)
    assert.notEqual(rows[0]!.secret_hash, secret)
    assert.ok(!t.logs.join('').includes(String(secret)), 'the secret is never logged')
  })

  it('without the secret, or with a wrong one, every private call answers 401', async () => {
    const owner = 'owner-1'
    await t.inject({
      method: 'PUT',
      url: `/api/v1/plan/events/CGA/companyProfiles/1?userId=${owner}`,
      payload: { id: 1, collected: 1 },
    })
    assert.ok(t.secrets.has(owner))
    // every route with the requireVisitor preHandler, as registered: a new private route is covered
    const calls = privateRoutes(t.app, routes).map((r) => validRequest(r, owner))
    assert.ok(calls.length >= 40, `private routes found: ${calls.length}`)
    // and the private part of a public route (signedInVisitor)
    calls.push({
      method: 'GET',
      url: `/api/v5/enquiryPool/getEnquiryPools?eventCode=CGA&mine=1&userId=${owner}&language=EN`,
    })
    for (const known of ['POST /api/v5/match/join', 'POST /api/markImRead.do', 'GET /api/v5/visit/myBadge']) {
      assert.ok(
        privateRoutes(t.app, routes).some((r) => routeKey(r) === known),
        `${known} is private`,
      )
    }
    const secret = t.secrets.get(owner)!
    for (const call of calls) {
      const where = `${call.method} ${call.url}`
      const missing = await raw(call)
      assert.equal(missing.statusCode, 401, `${where}: ${missing.body}`)
      assert.equal(missing.json().result, 'FAIL', where)
      assert.equal(missing.json().resultCode, 'SESSION_REQUIRED', where)
      assert.equal(missing.json().resultDesc, 'Your visit could not be verified, please reload the page')
      const wrong = await raw({ ...call, headers: { [H]: 'not-the-secret' } })
      assert.equal(wrong.statusCode, 401, `${where}: ${wrong.body}`)
      assert.equal(wrong.json().resultCode, 'SESSION_INVALID', where)
      for (const r of [missing, wrong]) {
        assert.equal(r.headers[H], undefined, where)
        assert.ok(!r.body.includes(secret), where)
      }
    }
    // nothing was written by them: the plan still holds exhibitor 1 only
    const plan = await t.inject({ method: 'GET', url: `/api/v1/plan/events/CGA/companyProfiles?userId=${owner}` })
    assert.deepEqual(
      plan.json().resultList.flatMap((e: any) => e.companyProfileList.map((c: any) => c.companyProfileId)),
      [1],
    )
  })

  it("another visitor's secret does not open a visitor's data, and public answers do not show it", async () => {
    const a = 'alice-1'
    const b = 'bob-1'
    await t.inject({
      method: 'PUT',
      url: `/api/v1/plan/events/CGA/companyProfiles/1?userId=${a}`,
      payload: { id: 1, collected: 1 },
    })
    await t.inject({ method: 'GET', url: `/api/v4/getExhibitorCount?eventCode=CGA&userId=${b}` })
    const asBob = await raw({
      method: 'GET',
      url: `/api/v1/plan/events/CGA/companyProfiles?userId=${a}`,
      headers: { [H]: t.secrets.get(b)! },
    })
    assert.equal(asBob.statusCode, 401)
    // the list pages, details and counts answer a visitor id without its secret as anonymous:
    // Alice's collected flags cannot be read through them
    const list = await raw({
      method: 'POST',
      url: `/api/v5/companyProfiles/listPage?eventCode=CGA&pageSize=3&userId=${a}`,
      payload: { companyProfileName: 'hdjx' },
    })
    assert.equal(list.json().resultList.list[0].companyProfileId, 1)
    assert.equal(list.json().resultList.list[0].collected, 0)
    const detail = await raw({ method: 'GET', url: `/api/v4/getExhibitorDetail?companyProfileId=1&userId=${a}` })
    assert.equal(detail.json().resultList.collected, 0)
    const count = await raw({ method: 'GET', url: `/api/v4/getExhibitorCount?eventCode=CGA&userId=${a}` })
    assert.equal(count.json().resultList.collectedCount, 0)
    // Alice herself sees them
    const own = await t.inject({ method: 'GET', url: `/api/v4/getExhibitorDetail?companyProfileId=1&userId=${a}` })
    assert.equal(own.json().resultList.collected, 1)
  })

  it('a visitor id from before sessions keeps its plan: it gets a secret on its next request', async () => {
    const legacy = 'legacy-visitor-42'
    await t.app.database.db
      .insertInto('plan_items')
      .values({
        user_id: legacy,
        exhibition_id: 1,
        edition_id: 12,
        type: 1,
        obj_id: 1,
        created_at: '2026-01-01T00:00:00Z',
      })
      .execute()
    const next = await raw({ method: 'GET', url: `/api/v1/plan/events/CGA/companyProfiles?userId=${legacy}` })
    assert.equal(next.statusCode, 200)
    assert.ok(next.headers[H])
    assert.equal(next.json().resultList[0].companyProfileList[0].companyProfileId, 1)
    // and from then on it needs that secret
    assert.equal(
      (await raw({ method: 'GET', url: `/api/v1/plan/events/CGA/companyProfiles?userId=${legacy}` })).statusCode,
      401,
    )
  })

  it("no matchmaking or enquiry answer carries another person's user id", async () => {
    const me = 'scanner-1'
    const others = (await t.app.database.db.selectFrom('attendees').select('user_id').execute()).map((r) => r.user_id)
    const posters = (await t.app.database.db.selectFrom('enquiries').select('user_id').execute()).map((r) => r.user_id)
    const forbiddenIds = [...new Set([...others, ...posters, 'alice-1', 'bob-1', 'owner-1'])]
    const bodies: string[] = []
    const get = async (url: string) => {
      const r = await t.inject({ method: 'GET', url })
      bodies.push(r.body)
      return r.json()
    }
    const post = async (url: string, payload: object) => {
      const r = await t.inject({ method: 'POST', url, payload })
      bodies.push(r.body)
      return r.json()
    }
    await post(`/api/v5/match/join?eventCode=CGA&userId=${me}`, {
      name: 'Scanner',
      company: 'Scan Co.',
      position: 'Buyer',
      country: 'China',
      interests: [1],
      role: 'buyer',
      lookingFor: '',
      contact: '',
      shareProfile: 1,
    })
    const candidates = await get(`/api/v5/match/matchingUser?eventCode=CGA&pageSize=10&userId=${me}`)
    const people = candidates.resultList.list.map((p: any) => p.personId)
    assert.ok(people.length >= 3)
    for (const personId of people.slice(0, 3))
      await post(`/api/followOrCancelFriend.do?userId=${me}`, { targetPersonId: personId, follow: 1 })
    const relations = await get(`/api/getImRelationList.do?userId=${me}`)
    const mutual = relations.resultList.find((r: any) => r.mutual)
    assert.ok(mutual, 'an attendee who follows back')
    await post(`/api/sendImMessage.do?userId=${me}`, {
      conversationId: mutual.conversationId,
      clientId: 'scanner-msg-1',
      content: 'Hello',
    })
    await get(`/api/getImMessageList.do?userId=${me}&conversationId=${mutual.conversationId}`)
    const pool = await get(`/api/v5/enquiryPool/getEnquiryPools?eventCode=CGA&pageSize=50&userId=${me}`)
    for (const e of pool.resultList.list.slice(0, 10)) {
      await get(`/api/v5/enquiryPool/getEnquiryPoolDetail?id=${e.id}&userId=${me}`)
      await get(`/api/v5/enquiryPool/isEnquiryPoolContact?id=${e.id}&userId=${me}`)
    }
    await get(`/api/v5/enquiryPool/getEnquiryPools?eventCode=CGA&mine=1&userId=${me}`)
    assert.ok(bodies.length > 15)
    for (const body of bodies) {
      for (const id of forbiddenIds) assert.ok(!body.includes(`"${id}"`), `${id} in ${body.slice(0, 200)}`)
    }
  })

  it('refuses cross-site requests that change state (Origin, Sec-Fetch-Site); same-site and app requests pass', async () => {
    const user = 'csrf-victim'
    await t.inject({ method: 'GET', url: `/api/v4/getExhibitorCount?eventCode=CGA&userId=${user}` })
    const collect = (headers: Record<string, string>) =>
      t.inject({
        method: 'PUT',
        url: `/api/v1/plan/events/CGA/companyProfiles/1?language=EN&userId=${user}`,
        payload: { id: 1, collected: 1 },
        headers,
      })
    const evil = await collect({ origin: 'https://evil.example' })
    assert.equal(evil.statusCode, 403)
    assert.equal(evil.json().resultDesc, 'Requests from other websites are not accepted')
    assert.equal((await collect({ origin: 'null' })).statusCode, 403)
    assert.equal((await collect({ 'sec-fetch-site': 'cross-site' })).statusCode, 403)
    // a cross-site form post (no custom header possible) is refused before it is read
    const form = await raw({
      method: 'POST',
      url: `/api/v5/enquiryPool/pushEnquiryPool?userId=${user}`,
      payload: 'description=x',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'https://evil.example' },
    })
    assert.equal(form.statusCode, 403)
    assert.equal((await collect({ origin: 'http://localhost:80', host: 'localhost:80' })).statusCode, 200)
    assert.equal((await collect({ origin: 'https://expo.example', host: 'expo.example' })).statusCode, 200)
    assert.equal((await collect({ 'sec-fetch-site': 'same-origin' })).statusCode, 200)
    assert.equal((await collect({})).statusCode, 200, 'the mini-program and the native app send no Origin')
    // reading is not refused: a cross-site GET carries no secret, so it sees nothing private
    assert.equal(
      (
        await raw({
          method: 'GET',
          url: '/api/v4/getExhibitorCount?eventCode=CGA',
          headers: { origin: 'https://evil.example' },
        })
      ).statusCode,
      200,
    )
  })
})

/** A local stand-in for WeChat's code2session and for a native app's session check. */
async function fakeProvider(handler: (url: URL, body: string) => { status: number; body: unknown }) {
  const server = http.createServer((req, res) => {
    let body = ''
    req.on('data', (c) => (body += c))
    req.on('end', () => {
      const out = handler(new URL(req.url!, 'http://x'), body)
      res.writeHead(out.status, { 'content-type': 'application/json' })
      res.end(JSON.stringify(out.body))
    })
  })
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()))
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, close: () => server.close() }
}

describe('mini-program and native-app logins', () => {
  let t: TestApp
  let wechat: Awaited<ReturnType<typeof fakeProvider>>
  let nativeCheck: Awaited<ReturnType<typeof fakeProvider>>
  before(async () => {
    wechat = await fakeProvider((url) => {
      const code = url.searchParams.get('js_code')
      if (url.pathname !== '/sns/jscode2session' || url.searchParams.get('secret') !== 'wx-secret') {
        return { status: 200, body: { errcode: 40125, errmsg: 'invalid appsecret' } }
      }
      if (code === 'busy') return { status: 200, body: { errcode: -1, errmsg: 'system busy' } }
      if (code?.startsWith('good-'))
        return { status: 200, body: { openid: `o-${code.slice(5)}`, session_key: 'SESSION-KEY-SECRET==' } }
      return { status: 200, body: { errcode: 40029, errmsg: 'invalid code' } }
    })
    nativeCheck = await fakeProvider((_url, body) => {
      const { userId, sessionId } = JSON.parse(body)
      return { status: 200, body: { valid: sessionId === `native-${userId}` } }
    })
    t = await makeApp({
      WEAPP_LOGIN: 'wechat',
      WEAPP_APPID: 'wx123',
      WEAPP_SECRET: 'wx-secret',
      WEAPP_API_BASE: wechat.url,
      APP_SESSION_CHECK: `${nativeCheck.url}/check`,
    })
  })
  after(async () => {
    await t.close()
    wechat.close()
    nativeCheck.close()
  })
  const login = (body: object, kind = 'weappLogin') =>
    t.inject({ method: 'POST', url: `/api/v5/visitor/${kind}?language=EN`, payload: body })

  it('exchanges a wx.login code through code2session; a first login keeps the device id and its plan', async () => {
    // a mini-program visitor from before sessions: a plan under its device id, no secret
    const device = 'device-uuid-1'
    await t.app.database.db
      .insertInto('plan_items')
      .values({
        user_id: device,
        exhibition_id: 1,
        edition_id: 12,
        type: 1,
        obj_id: 1,
        created_at: '2026-01-01T00:00:00Z',
      })
      .execute()
    const first = await login({ code: 'good-alice', userId: device })
    assert.equal(first.statusCode, 200)
    assert.equal(first.json().resultList.userId, device)
    assert.ok(first.headers[H])
    const plan = await t.inject({ method: 'GET', url: `/api/v1/plan/events/CGA/companyProfiles?userId=${device}` })
    assert.equal(plan.json().resultList[0].companyProfileList[0].companyProfileId, 1)
    // the same WeChat user on another device gets the same visitor id (and plan) back
    const again = await login({ code: 'good-alice', userId: 'device-uuid-2' })
    assert.equal(again.json().resultList.userId, device)
    // an id already bound (to a browser's session, or another WeChat user) is not handed over
    await t.inject({ method: 'GET', url: '/api/v4/getExhibitorCount?eventCode=CGA&userId=browser-visitor-1' })
    const taken = await login({ code: 'good-bob', userId: 'browser-visitor-1' })
    assert.match(taken.json().resultList.userId, /^wx-/)
    const stolen = await login({ code: 'good-carol', userId: device })
    assert.match(stolen.json().resultList.userId, /^wx-/)
    // WeChat's session_key never leaves the server, and is not stored in clear (nor the openid)
    const answers = [first, again, taken, stolen]
    assert.ok(!answers.some((r) => r.body.includes('SESSION-KEY') || JSON.stringify(r.headers).includes('SESSION-KEY')))
    const accounts = await t.app.database.db.selectFrom('weapp_accounts').selectAll().execute()
    assert.equal(accounts.length, 3)
    assert.ok(!JSON.stringify(accounts).includes('SESSION-KEY') && !JSON.stringify(accounts).includes('o-alice'))
  })

  it('a refused code is a 401, WeChat being busy a 502; nothing is issued', async () => {
    const bad = await login({ code: 'forged' })
    assert.equal(bad.statusCode, 401)
    assert.equal(bad.json().resultDesc, 'WeChat login failed, please try again')
    assert.equal(bad.headers[H], undefined)
    const busy = await login({ code: 'busy' })
    assert.equal(busy.statusCode, 502)
    assert.equal(busy.json().resultCode, 'LOGIN_UNAVAILABLE')
  })

  it("checks the native app's userId + sessionId with its backend", async () => {
    const ok = await login({ userId: 'app-user-9', sessionId: 'native-app-user-9' }, 'appLogin')
    assert.equal(ok.statusCode, 200)
    assert.equal(ok.json().resultList.userId, 'app-user-9')
    assert.ok(ok.headers[H])
    const forged = await login({ userId: 'app-user-10', sessionId: 'guess' }, 'appLogin')
    assert.equal(forged.statusCode, 401)
    assert.equal(forged.json().resultDesc, 'Please log in to the app again')
  })

  it('the provider classes read WeChat and the app backend as documented', async () => {
    const wx = new WechatCode2Session({ appId: 'wx123', appSecret: 'wx-secret', apiBase: wechat.url })
    assert.deepEqual(await wx.exchange('good-carol'), { openid: 'o-carol', sessionKey: 'SESSION-KEY-SECRET==' })
    assert.equal(await wx.exchange('expired'), null)
    await assert.rejects(wx.exchange('busy'))
    const native = new HttpAppSessions(new URL(`${nativeCheck.url}/check`))
    assert.equal(await native.verify('u1', 'native-u1'), true)
    assert.equal(await native.verify('u1', 'other'), false)
  })
})

describe('login provider configuration', () => {
  const real = {
    WEAPP_LOGIN: 'wechat',
    WEAPP_APPID: 'wx0123456789',
    WEAPP_SECRET: 'secret-of-the-mini-program',
    APP_SESSION_CHECK: 'https://app.example/check',
  }
  const namesAll = (err: unknown) =>
    err instanceof ConfigError &&
    /WEAPP_LOGIN=test/.test(err.message) &&
    /APP_SESSION_CHECK=test/.test(err.message) &&
    /DEMO_MODE=1/.test(err.message)

  it('a deployment (https PUBLIC_URL) must choose real providers, even when it names test; wechat needs its credentials', () => {
    assert.throws(() => loadConfig({ PUBLIC_URL: 'https://expo.example' }), namesAll)
    // naming test explicitly no longer passes (issue 23: the probe became anyone on such a server)
    assert.throws(
      () =>
        loadConfig({
          PUBLIC_URL: 'https://expo.example',
          WEAPP_LOGIN: 'test',
          APP_SESSION_CHECK: real.APP_SESSION_CHECK,
        }),
      (err: unknown) =>
        err instanceof ConfigError &&
        /WEAPP_LOGIN=test/.test(err.message) &&
        !/APP_SESSION_CHECK=test/.test(err.message),
    )
    assert.throws(() => loadConfig({ WEAPP_LOGIN: 'wechat' }), /needs WEAPP_APPID and WEAPP_SECRET/)
    // the e-badges' development key is public: a deployment signs with its own
    const { BADGE_SIGNING_KEY: _ownKey, ...withoutBadgeKey } = DEPLOYED_DELIVERY_ENV
    assert.throws(
      () => loadConfig({ PUBLIC_URL: 'https://expo.example', ...real, ...withoutBadgeKey }),
      (err: unknown) => err instanceof ConfigError && /BADGE_SIGNING_KEY/.test(err.message),
    )
    assert.throws(
      () => loadConfig({ HOST: '0.0.0.0', ...real, ...withoutBadgeKey }),
      (err: unknown) => err instanceof ConfigError && /HOST=0\.0\.0\.0 .*BADGE_SIGNING_KEY/.test(err.message),
    )
    const c = loadConfig({ PUBLIC_URL: 'https://expo.example', ...real, ...DEPLOYED_DELIVERY_ENV })
    assert.equal(c.weappLogin.mode, 'wechat')
    assert.equal(String(c.appSessionCheck), 'https://app.example/check')
    assert.equal(c.demoMode, false)
  })

  it('the test providers run only on a loopback-bound server, or in an explicit demo', () => {
    for (const host of ['127.0.0.1', '127.0.0.2', '::1', '[::1]', 'localhost']) {
      const c = loadConfig({ HOST: host })
      assert.equal(c.weappLogin.mode, 'test', host)
      assert.equal(c.appSessionCheck, 'test', host)
    }
    for (const host of ['0.0.0.0', '::', '192.168.1.20', 'expo.example']) {
      assert.throws(
        () => loadConfig({ HOST: host }),
        (err: unknown) => namesAll(err) && (err as Error).message.includes(`HOST=${host}`),
        host,
      )
      // whatever PUBLIC_URL says
      assert.throws(() => loadConfig({ HOST: host, PUBLIC_URL: 'http://expo.example' }), namesAll, host)
      assert.throws(() => loadConfig({ HOST: host, APP_SESSION_CHECK: 'test' }), namesAll, host)
      assert.throws(
        () => loadConfig({ HOST: host, ...real, APP_SESSION_CHECK: 'test' }),
        (err: unknown) =>
          err instanceof ConfigError &&
          /APP_SESSION_CHECK=test/.test(err.message) &&
          !/WEAPP_LOGIN=test/.test(err.message),
      )
      assert.equal(
        loadConfig({ HOST: host, ...real, BADGE_SIGNING_KEY: DEPLOYED_DELIVERY_ENV.BADGE_SIGNING_KEY! }).weappLogin
          .mode,
        'wechat',
      )
      const demo = loadConfig({ HOST: host, DEMO_MODE: '1' })
      assert.equal(demo.demoMode, true)
      assert.equal(demo.weappLogin.mode, 'test')
    }
    assert.equal(loadConfig({ PUBLIC_URL: 'https://demo.expo.example', DEMO_MODE: '1' }).demoMode, true)
    assert.throws(() => loadConfig({ DEMO_MODE: 'yes' }), /DEMO_MODE must be 1 or 0/)
  })

  it('a server on a reachable address with a test provider refuses to start, naming the variables', () => {
    const res = spawnSync(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
      cwd: path.resolve(import.meta.dirname, '..'),
      env: { ...process.env, HOST: '0.0.0.0', PORT: '0', PUBLIC_URL: 'https://expo.example', DATA_DIR: os.tmpdir() },
      encoding: 'utf8',
      timeout: 60_000,
    })
    assert.equal(res.status, 1, res.stdout + res.stderr)
    assert.match(res.stderr, /WEAPP_LOGIN=test/)
    assert.match(res.stderr, /APP_SESSION_CHECK=test/)
    assert.match(res.stderr, /DEMO_MODE=1/)
    assert.doesNotMatch(res.stdout, /running at/)
  })
})

describe('behind a reverse proxy', () => {
  it('TRUST_PROXY: the visitor address comes from X-Forwarded-For only from a trusted proxy', async () => {
    const seen: string[] = []
    const capture = (app: TestApp['app']) =>
      app.addHook('onRequest', async (req) => {
        seen.push(req.ip)
      })
    const trusting = await makeApp({ TRUST_PROXY: '127.0.0.1' }, { onRoute: undefined })
    const plain = await makeApp({})
    try {
      capture(trusting.app)
      capture(plain.app)
      const req = { method: 'GET' as const, url: '/api/v5/exhibition/getEventEditionList?eventCode=SIE' }
      const headers = { 'x-forwarded-for': '203.0.113.9' }
      await trusting.app.inject({ ...req, headers, remoteAddress: '127.0.0.1' })
      await trusting.app.inject({ ...req, headers, remoteAddress: '198.51.100.4' })
      await plain.app.inject({ ...req, headers, remoteAddress: '127.0.0.1' })
      assert.deepEqual(seen, ['203.0.113.9', '198.51.100.4', '127.0.0.1'])
    } finally {
      await trusting.close()
      await plain.close()
    }
  })
})

describe('demo mode and local origins', () => {
  it('a demo server says so on every answer; local origins get credentials only from a local server', async () => {
    const demo = await makeApp({ DEMO_MODE: '1', HOST: '0.0.0.0' })
    const local = await makeApp({})
    try {
      const a = await demo.inject({ method: 'GET', url: '/api/v5/exhibition/getEventEditionList?eventCode=SIE' })
      assert.equal(a.headers['x-demo-mode'], '1')
      const fromLocalPage = await demo.inject({
        method: 'GET',
        url: '/api/v5/exhibition/getEventEditionList?eventCode=SIE',
        headers: { origin: 'http://localhost:10086' },
      })
      assert.equal(fromLocalPage.headers['access-control-allow-origin'], undefined, 'not from a reachable server')
      const b = await local.inject({
        method: 'GET',
        url: '/api/v5/exhibition/getEventEditionList?eventCode=SIE',
        headers: { origin: 'http://localhost:10086' },
      })
      assert.equal(b.headers['x-demo-mode'], undefined)
      assert.equal(b.headers['access-control-allow-origin'], 'http://localhost:10086')
      assert.equal(b.headers['access-control-allow-credentials'], 'true')
    } finally {
      await demo.close()
      await local.close()
    }
  })
})
