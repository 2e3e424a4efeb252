// Delivery you can see (issue 25.4): every reminder, notice and code has a delivery record the
// visitor's My agenda and the organiser's counts read; records never hold a number or a code.
import { after, before, describe, it } from 'node:test'
import assert from 'node:assert/strict'
import { sql } from 'kysely'
import { ConfigError, loadConfig } from '../src/config.js'
import { makeApp, type TestApp } from './helpers.js'
import { aliyunStandIn, tencentStandIn, wechatStandIn, type WechatStandIn } from './stand-ins.js'
import { AliyunSmsProvider, SmsRefused, TencentSmsProvider } from '../src/lib/sms-vendors.js'

const MIN = 60_000
const SESSION = 143
const START = Date.parse('2026-09-15T01:30:00.000Z')
const TOKEN = 'organiser-token-0123456789abcdefghij'
const PHONE = '13912345678'
const TEMPLATE = 'Xq7vK2mN-reminderTemplate_0001'

const rowsOf = async (t: TestApp) =>
  (await sql<Record<string, unknown>>`SELECT * FROM deliveries ORDER BY id`.execute(t.app.database.db)).rows.map(
    (r) => ({ ...r }),
  )

const remind = (t: TestApp, userId: string, channel: string, language = 'EN') =>
  t.inject({
    method: 'POST',
    url: `/api/v5/session/remind?userId=${userId}&language=${language}`,
    payload: { id: SESSION, remind: 1, channel },
  })

describe('delivery records and the organiser counts', () => {
  let t: TestApp
  before(async () => {
    t = await makeApp({ ORGANISER_TOKEN: TOKEN, REMINDER_CHECK_SEC: '0' })
  })
  after(async () => t.close())

  const counts = (headers: Record<string, string> = { authorization: `Bearer ${TOKEN}` }, query = 'eventCode=SIE') =>
    t.inject({ method: 'GET', url: `/api/organiser/deliveries?${query}`, headers })

  it('codes, notices and reminders each get a record; nothing in it names the visitor', async () => {
    // a code, sent
    let res = await t.inject(`/api/sendCode.do?phone=${PHONE}&type=verify&language=EN&eventCode=SIE`)
    assert.equal(res.json().result, 'OK', res.body)
    const code = t.sms.lastCode()
    // a code the provider cannot send
    t.sms.failing = true
    res = await t.inject(`/api/sendCode.do?phone=13912345679&type=verify&language=EN&eventCode=sie`)
    assert.equal(res.statusCode, 502)
    t.sms.failing = false
    // reminders on three channels, one round of the scheduler
    t.clock.t = START - 3 * 3600_000
    for (const [user, channel] of [
      ['agenda-web', 'web'],
      ['agenda-cal', 'calendar'],
      ['agenda-wx', 'subscribe'],
    ])
      assert.equal((await remind(t, user!, channel!)).statusCode, 200)
    t.clock.t = START - 15 * MIN
    const round = await t.app.reminders.runDue()
    assert.equal(round.reminders, 3)

    const rows = await rowsOf(t)
    const codes = rows.filter((r) => r.kind === 'code')
    assert.deepEqual(
      codes.map((r) => [r.channel, r.state, r.reason, r.event_code]),
      [
        ['sms', 'sent', null, 'SIE'],
        ['sms', 'failed', 'provider down', 'SIE'],
      ],
    )
    const reminders = rows.filter((r) => r.kind === 'reminder')
    assert.equal(reminders.length, 3)
    assert.ok(reminders.every((r) => r.state === 'sent' && r.event_code === 'SIE' && r.session_id === SESSION))
    // no number, code or visitor id anywhere in the records
    const text = JSON.stringify(rows)
    for (const secret of [PHONE, PHONE.slice(3), '13912345679', code, 'agenda-web', 'agenda-wx'])
      assert.ok(!text.includes(secret), `the records must not hold ${secret}`)
  })

  it('My agenda says whether each reminder is set and by which channel', async () => {
    const agenda = async (userId: string) =>
      (await t.inject(`/api/v5/session/getMyAgenda?eventCode=SIE&language=EN&userId=${userId}`)).json().resultList
        .list as Array<{ id: number; reminderVia: string; reminderState: string }>
    const [web] = await agenda('agenda-web')
    const [cal] = await agenda('agenda-cal')
    const [wx] = await agenda('agenda-wx')
    assert.deepEqual([web!.reminderVia, cal!.reminderVia, wx!.reminderVia], ['none', 'calendar', 'wechat'])
    assert.equal(wx!.reminderState, 'sent')
    // a new reminder is queued until its round
    t.clock.t = START - 3 * 3600_000
    await t.inject({
      method: 'POST',
      url: `/api/v5/session/remind?userId=agenda-new&language=EN`,
      payload: { id: 150, remind: 1, channel: 'subscribe' },
    })
    const fresh = (await agenda('agenda-new')).find((s) => s.id === 150)
    assert.deepEqual([fresh?.reminderVia, fresh?.reminderState], ['wechat', 'queued'])
  })

  it('the organiser counts per channel and state, per day, with the failures', async () => {
    const res = await counts()
    assert.equal(res.statusCode, 200, res.body)
    const body = res.json().resultList
    assert.equal(body.eventCode, 'SIE')
    const count = (channel: string, state: string) =>
      body.byChannel.find((c: { channel: string; state: string }) => c.channel === channel && c.state === state)
        ?.count ?? 0
    assert.equal(count('sms', 'sent'), 1)
    assert.equal(count('sms', 'failed'), 1)
    // the file outbox stands in for every reminder channel of `npm start`
    assert.equal(count('file', 'sent'), 3)
    assert.ok(body.byDay.every((d: { day: string }) => /^\d{4}-\d{2}-\d{2}$/.test(d.day)))
    assert.equal(
      body.byDay.reduce((n: number, d: { count: number }) => n + d.count, 0),
      body.byChannel.reduce((n: number, d: { count: number }) => n + d.count, 0),
    )
    assert.deepEqual(
      body.failures.map((f: Record<string, unknown>) => [f.kind, f.channel, f.state, f.reason]),
      [['code', 'sms', 'failed', 'provider down']],
    )
    // another exhibition's counts do not include these
    const cga = (await counts(undefined, 'eventCode=CGA')).json().resultList
    assert.deepEqual([cga.byChannel, cga.failures], [[], []])
  })

  it('401 without the organiser token, with a wrong one, or a malformed header', async () => {
    for (const headers of [
      {},
      { authorization: `Bearer ${TOKEN}x` },
      { authorization: `Bearer ${TOKEN.slice(0, -1)}` },
      { authorization: TOKEN },
      { authorization: `Basic ${Buffer.from(`organiser:${TOKEN}`).toString('base64')}` },
    ] as Array<Record<string, string>>) {
      const res = await counts(headers)
      assert.equal(res.statusCode, 401, JSON.stringify(headers))
      assert.equal(res.json().result, 'FAIL')
      assert.ok(!res.body.includes('byChannel'))
    }
    const en = await counts({}, 'eventCode=SIE&language=EN')
    // the console's guard: its sign-in (or the token) in the visitor's language
    assert.equal(en.json().resultDesc, 'Please sign in as an organiser')
    const zh = await counts({}, 'eventCode=SIE&language=ZH-CN')
    assert.equal(zh.json().resultDesc, '请以主办方身份登录')
    // a missing event code is a client mistake, not a 500
    assert.equal((await counts(undefined, '')).statusCode, 400)
  })

  it('no ORGANISER_TOKEN on the server: nobody gets in; a short one stops the start', async () => {
    const none = await makeApp({ REMINDER_CHECK_SEC: '0' })
    try {
      const res = await none.inject({
        method: 'GET',
        url: '/api/organiser/deliveries?eventCode=SIE',
        headers: { authorization: 'Bearer ' },
      })
      assert.equal(res.statusCode, 401)
    } finally {
      await none.close()
    }
    assert.throws(
      () => loadConfig({ ORGANISER_TOKEN: 'short-token' }),
      (e: unknown) => e instanceof ConfigError && /ORGANISER_TOKEN must be at least 32 characters/.test(e.message),
    )
    assert.equal(loadConfig({ ORGANISER_TOKEN: TOKEN }).organiserToken, TOKEN)
  })
})

describe('delivery records of WeChat subscription messages', () => {
  let wx: WechatStandIn
  const apps: TestApp[] = []
  const app = async (extra: Record<string, string> = {}) => {
    const t = await makeApp({
      WEAPP_LOGIN: 'wechat',
      WEAPP_APPID: 'wx0123456789abcdef',
      WEAPP_SECRET: 'the-mini-program-secret',
      WEAPP_API_BASE: wx.url,
      WEAPP_REMINDERS: 'wechat',
      REMINDER_TEMPLATE_ID: TEMPLATE,
      REMINDER_CHECK_SEC: '0',
      SMS_RETRY_BASE_MS: '5',
      ...extra,
    })
    apps.push(t)
    return t
  }
  before(async () => {
    wx = await wechatStandIn({
      appId: 'wx0123456789abcdef',
      appSecret: 'the-mini-program-secret',
      templateId: TEMPLATE,
      templateKeys: ['thing1', 'time2', 'thing3', 'thing4'],
      pages: ['pages/meeting/detail/index'],
    })
  })
  after(async () => {
    for (const t of apps.reverse()) await t.close()
    await wx.close()
  })

  async function subscriber(t: TestApp, name: string): Promise<string> {
    const login = await t.inject({
      method: 'POST',
      url: `/api/v5/visitor/weappLogin?language=EN`,
      payload: { code: `code-${name}` },
    })
    assert.equal(login.statusCode, 200, login.body)
    const userId = login.json().resultList.userId as string
    assert.equal((await remind(t, userId, 'subscribe')).statusCode, 200)
    return userId
  }
  const reminderRow = async (t: TestApp, userId: string) =>
    (
      await sql<{
        status: string
      }>`SELECT status FROM session_reminders WHERE user_id = ${userId} AND session_id = ${SESSION}`.execute(
        t.app.database.db,
      )
    ).rows[0]?.status

  it('an unknown template fails with its code at once; 43101 is undeliverable', async () => {
    const t = await app({ REMINDER_TEMPLATE_ID: 'Xq7vK2mN-notOurTemplate_9999' })
    t.clock.t = START - 3 * 3600_000
    const user = await subscriber(t, 'hana')
    const spent = await subscriber(t, 'ivo')
    wx.unsubscribed.add('oivo')
    t.clock.t = START - 15 * MIN
    const calls = wx.sendCalls
    await t.app.reminders.runDue()
    assert.equal(wx.sendCalls, calls + 2, 'one call each: a refusal is not retried')
    assert.equal(await reminderRow(t, user), 'failed')
    assert.equal(await reminderRow(t, spent), 'failed', 'the stand-in refuses the template before the grant')
    const rows = (await rowsOf(t)).filter((r) => r.kind === 'reminder')
    assert.deepEqual(
      rows.map((r) => [r.channel, r.state, r.reason]),
      [
        ['wechat', 'failed', 'errcode 40037'],
        ['wechat', 'failed', 'errcode 40037'],
      ],
    )
    assert.equal(wx.sent.length, 0)

    const ok = await app()
    ok.clock.t = START - 3 * 3600_000
    const refused = await subscriber(ok, 'jo')
    wx.unsubscribed.add('ojo')
    ok.clock.t = START - 15 * MIN
    await ok.app.reminders.runDue()
    assert.equal(await reminderRow(ok, refused), 'undeliverable')
    const [row] = (await rowsOf(ok)).filter((r) => r.kind === 'reminder')
    assert.deepEqual([row!.channel, row!.state, row!.reason], ['wechat', 'undeliverable', 'errcode 43101'])
    assert.ok(!JSON.stringify(await rowsOf(ok)).includes('ojo'), 'no openid in the records')
  })

  it('an openid WeChat does not know is undeliverable, not retried', async () => {
    const t = await app()
    t.clock.t = START - 3 * 3600_000
    // the stand-in's openid for this code has a character no openid has: 40003
    const user = await subscriber(t, 'kim.x')
    t.clock.t = START - 15 * MIN
    const calls = wx.sendCalls
    await t.app.reminders.runDue()
    assert.equal(wx.sendCalls, calls + 1)
    assert.equal(await reminderRow(t, user), 'undeliverable')
    const [row] = (await rowsOf(t)).filter((r) => r.kind === 'reminder')
    assert.deepEqual([row!.state, row!.reason], ['undeliverable', 'errcode 40003'])
  })

  it('sent once: a send cut off after WeChat took it is recorded sent, never sent again', async () => {
    const t = await app()
    t.clock.t = START - 3 * 3600_000
    const user = await subscriber(t, 'lea')
    t.clock.t = START - 15 * MIN
    await t.app.reminders.runDue()
    assert.equal(wx.sent.filter((m) => m.touser === 'olea').length, 1)
    // as if the process had died after WeChat took it, before it wrote "sent": its claim is left
    await sql`UPDATE session_reminders SET status = 'sending', claimed_at = ${t.clock.t}, sent_at = NULL
      WHERE user_id = ${user}`.execute(t.app.database.db)
    t.clock.t += 3 * MIN // older than REMINDER_STALE_SEC (120 s): another round takes it over
    const refusals = wx.spentRefusals
    await t.app.reminders.runDue()
    assert.equal(wx.spentRefusals, refusals + 1, 'WeChat refused the second message on one consent')
    assert.equal(wx.sent.filter((m) => m.touser === 'olea').length, 1, 'the visitor got one message')
    assert.equal(await reminderRow(t, user), 'sent')
    const [row] = (await rowsOf(t)).filter((r) => r.kind === 'reminder')
    assert.deepEqual([row!.state, row!.attempts], ['sent', 2])
  })

  it('the app secret WeChat does not know: stable_token refuses it (40125), nothing is sent', async () => {
    const t = await app({ WEAPP_SECRET: 'not-the-secret' })
    const calls = wx.sendCalls
    await assert.rejects(t.app.wechatToken!.token(), /WeChat error 40125/)
    assert.equal(wx.sendCalls, calls)
    assert.ok(!t.logs.join('').includes('not-the-secret'), 'the secret is never logged')
  })
})

describe('the SMS stand-ins refuse an expired signature as documented', () => {
  const templates = {
    code: { zh: '2001', en: '2002' },
    rfq: { zh: '2003', en: '2004' },
    match: { zh: '2005', en: '2006' },
  }
  const message = {
    phone: PHONE,
    template: 'code' as const,
    language: 'EN' as const,
    params: { code: '123456', minutes: '5' },
    text: '',
  }

  it('Tencent: a request signed more than 5 minutes ago is AuthFailure.SignatureExpire, not retried', async () => {
    const keys = { secretId: 'AKIDstandin0001', secretKey: 'standin-secret-key', sdkAppId: '1400001234' }
    const vendor = await tencentStandIn({
      ...keys,
      signName: '展会名录',
      templates: { '2001': 2, '2002': 2, '2003': 1, '2004': 1, '2005': 1, '2006': 1 },
    })
    try {
      const client = (now: number) =>
        new TencentSmsProvider({
          ...keys,
          signName: '展会名录',
          region: 'ap-guangzhou',
          endpoint: vendor.url,
          templates,
          now: () => now,
        })
      await client(Math.floor(Date.now() / 1000)).send(message)
      assert.equal(vendor.sent.length, 1, 'signed now: sent')
      const expired = client(Math.floor(Date.now() / 1000) - 10 * 60)
      await assert.rejects(
        expired.send(message),
        (e: unknown) => e instanceof SmsRefused && e.vendorCode === 'AuthFailure.SignatureExpire',
      )
      assert.equal(vendor.sent.length, 1)
    } finally {
      await vendor.close()
    }
  })

  it('Aliyun: a Timestamp more than 15 minutes old is InvalidTimeStamp.Expired', async () => {
    const keys = { accessKeyId: 'LTAIstandin0001', accessKeySecret: 'standin-secret' }
    const vendor = await aliyunStandIn({
      ...keys,
      signName: '展会名录',
      templates: { '2001': ['code'], '2002': ['code', 'minutes'] },
    })
    try {
      const client = (now: Date) =>
        new AliyunSmsProvider({ ...keys, signName: '展会名录', endpoint: vendor.url, templates, now: () => now })
      await client(new Date()).send(message)
      assert.equal(vendor.sent.length, 1)
      await assert.rejects(
        client(new Date(Date.now() - 20 * 60_000)).send(message),
        (e: unknown) => e instanceof SmsRefused && e.vendorCode === 'InvalidTimeStamp.Expired',
      )
      assert.equal(vendor.sent.length, 1)
    } finally {
      await vendor.close()
    }
  })
})
