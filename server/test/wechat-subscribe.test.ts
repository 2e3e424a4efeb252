// WeChat subscription messages for mini-program reminders (issue 25.2), against a local stand-in
// of WeChat that checks the token, the template, the fields and the page as WeChat does.
import { after, before, describe, it } from 'node:test'
import assert from 'node:assert/strict'
import { sql } from 'kysely'
import { ConfigError, loadConfig } from '../src/config.js'
import { makeApp, type TestApp } from './helpers.js'
import { wechatStandIn, type WechatStandIn } from './stand-ins.js'

const MIN = 60_000
const SESSION = 143
const START = Date.parse('2026-09-15T01:30:00.000Z')
const TEMPLATE = 'Xq7vK2mN-reminderTemplate_0001'
const KEYS = ['thing1', 'time2', 'thing3', 'thing4']

describe('WeChat subscription reminders', () => {
  let wx: WechatStandIn
  const apps: TestApp[] = []
  const env = () => ({
    WEAPP_LOGIN: 'wechat',
    WEAPP_APPID: 'wx0123456789abcdef',
    WEAPP_SECRET: 'the-mini-program-secret',
    WEAPP_API_BASE: wx.url,
    WEAPP_REMINDERS: 'wechat',
    REMINDER_TEMPLATE_ID: TEMPLATE,
    REMINDER_CHECK_SEC: '0',
    SMS_RETRY_BASE_MS: '5',
  })
  async function app(extra: Record<string, string> = {}): Promise<TestApp> {
    const t = await makeApp({ ...env(), ...extra })
    apps.push(t)
    return t
  }
  before(async () => {
    wx = await wechatStandIn({
      appId: 'wx0123456789abcdef',
      appSecret: 'the-mini-program-secret',
      templateId: TEMPLATE,
      templateKeys: KEYS,
      pages: ['pages/meeting/detail/index'],
    })
  })
  after(async () => {
    // later apps share the first ones' databases: close them first
    for (const t of apps.reverse()) await t.close()
    await wx.close()
  })

  /** A WeChat user logs in (their openid is o<name>) and asks for a subscription reminder. */
  async function subscriber(t: TestApp, name: string, language = 'EN'): Promise<string> {
    const login = await t.inject({
      method: 'POST',
      url: `/api/v5/visitor/weappLogin?language=${language}`,
      payload: { code: `code-${name}` },
    })
    assert.equal(login.statusCode, 200, login.body)
    const userId = login.json().resultList.userId as string
    const res = await t.inject({
      method: 'POST',
      url: `/api/v5/session/remind?userId=${userId}&language=${language}`,
      payload: { id: SESSION, remind: 1, channel: 'subscribe' },
    })
    assert.equal(res.statusCode, 200, res.body)
    return userId
  }
  const statusOf = async (t: TestApp, userId: string) =>
    (
      await sql<{
        status: string
      }>`SELECT status FROM session_reminders WHERE user_id = ${userId} AND session_id = ${SESSION}`.execute(
        t.app.database.db,
      )
    ).rows[0]?.status

  it('sends the reminder with the configured template and fields, in the visitor language', async () => {
    const t = await app()
    t.clock.t = START - 3 * 3600_000
    const en = await subscriber(t, 'ann', 'EN')
    const zh = await subscriber(t, 'bo', 'ZH-CN')
    const calls = wx.tokenCalls
    t.clock.t = START - 15 * MIN
    const round = await t.app.reminders.runDue()
    assert.equal(round.reminders, 2)
    const toAnn = wx.sent.find((m) => m.touser === 'oann')!
    assert.equal(toAnn.template_id, TEMPLATE)
    assert.equal(toAnn.page, `pages/meeting/detail/index?sessionId=${SESSION}&language=EN`)
    assert.equal(toAnn.lang, 'en_US')
    assert.deepEqual(Object.keys(toAnn.data), KEYS)
    assert.equal(toAnn.data.time2!.value, '2026-09-15 09:30', 'the venue time (UTC+8)')
    assert.ok(Array.from(toAnn.data.thing1!.value).length <= 20)
    assert.equal(wx.sent.find((m) => m.touser === 'obo')!.lang, 'zh_CN')
    assert.equal(wx.tokenCalls, calls + 1, 'one token for both messages')
    assert.equal(await statusOf(t, en), 'sent')
    assert.equal(await statusOf(t, zh), 'sent')
    // nothing about the visitor in the logs
    assert.ok(!t.logs.join('').includes('oann'))
  })

  it('43101: the reminder is undeliverable and never retried', async () => {
    const t = await app()
    t.clock.t = START - 3 * 3600_000
    const user = await subscriber(t, 'cy')
    wx.unsubscribed.add('ocy')
    t.clock.t = START - 15 * MIN
    const before = wx.sendCalls
    await t.app.reminders.runDue()
    assert.equal(wx.sendCalls, before + 1)
    assert.equal(await statusOf(t, user), 'undeliverable')
    t.clock.t = START - 10 * MIN
    await t.app.reminders.runDue()
    assert.equal(wx.sendCalls, before + 1, 'not tried again')
  })

  it('42001 and 40001: the token is refreshed once and the message sent', async () => {
    const t = await app()
    t.clock.t = START - 3 * 3600_000
    const expired = await subscriber(t, 'di')
    t.clock.t = START - 15 * MIN
    await t.app.wechatToken!.token()
    wx.expireToken()
    const forced = wx.forcedCalls
    await t.app.reminders.runDue()
    assert.equal(await statusOf(t, expired), 'sent')
    assert.equal(wx.forcedCalls, forced + 1)

    t.clock.t = START - 3 * 3600_000
    await t.inject({
      method: 'POST',
      url: `/api/v5/session/remind?userId=${expired}`,
      payload: { id: SESSION, remind: 0 },
    })
    const revoked = await subscriber(t, 'ed')
    t.clock.t = START - 15 * MIN
    await t.app.wechatToken!.token()
    wx.revokeToken()
    await t.app.reminders.runDue()
    assert.equal(await statusOf(t, revoked), 'sent')
    assert.equal(wx.forcedCalls, forced + 2)
  })

  it('other errors back off and retry; still failing, the scheduler tries again later', async () => {
    const t = await app()
    t.clock.t = START - 3 * 3600_000
    const user = await subscriber(t, 'fu')
    wx.failNext = [-1, -1]
    const before = wx.sendCalls
    t.clock.t = START - 15 * MIN
    await t.app.reminders.runDue()
    assert.equal(wx.sendCalls, before + 3, 'two failures, then sent')
    assert.equal(await statusOf(t, user), 'sent')

    const other = await subscriber(t, 'gu')
    wx.failNext = Array(4).fill(45009)
    const calls = wx.sendCalls
    await t.app.reminders.runDue()
    assert.equal(wx.sendCalls, calls + 4, 'the first try and 3 retries')
    assert.equal(await statusOf(t, other), 'pending', 'left for the next round')
    await t.app.reminders.runDue()
    assert.equal(await statusOf(t, other), 'sent')
  })

  it('the token is refreshed before it expires', async () => {
    const t = await app()
    const first = await t.app.wechatToken!.token()
    const calls = wx.tokenCalls
    t.clock.t += 60 * MIN
    assert.equal(await t.app.wechatToken!.token(), first, 'cached while it has long to live')
    assert.equal(wx.tokenCalls, calls)
    t.clock.t += 56 * MIN // 2 h token: less than 5 minutes left
    await t.app.wechatToken!.token()
    assert.equal(wx.tokenCalls, calls + 1, 'asked again before it expires')
  })

  it('two server processes on one database share one token and one refresh', async () => {
    const a = await app()
    // the second process: the same database (PostgreSQL in its pass, else the same SQLite file)
    const b = await app({ DATA_DIR: a.dataDir, DATABASE_URL: a.config.databaseUrl ?? '' })
    await sql`DELETE FROM wechat_tokens`.execute(a.app.database.db)
    wx.tokenDelayMs = 200
    const calls = wx.tokenCalls
    const [ta, tb] = await Promise.all([a.app.wechatToken!.token(), b.app.wechatToken!.token()])
    assert.equal(ta, tb)
    assert.equal(wx.tokenCalls, calls + 1, 'one process asked WeChat, the other waited for it')
    // WeChat refuses the token: one process forces a new one, the other finds it in the database
    const forced = wx.forcedCalls
    const [na, nb] = await Promise.all([a.app.wechatToken!.refresh(ta), b.app.wechatToken!.refresh(tb)])
    assert.notEqual(na, ta)
    assert.equal(na, nb)
    assert.equal(wx.forcedCalls, forced + 1, 'refreshed once for both')
    wx.tokenDelayMs = 0
  })

  it('configuration: WEAPP_REMINDERS=wechat names what it needs; a deployment cannot keep files', () => {
    assert.throws(
      () => loadConfig({ WEAPP_REMINDERS: 'wechat' }),
      (e: unknown) =>
        e instanceof ConfigError &&
        /needs REMINDER_TEMPLATE_ID/.test(e.message) &&
        /needs WEAPP_APPID and WEAPP_SECRET/.test(e.message),
    )
    assert.throws(
      () => loadConfig({ ...env(), REMINDER_TEMPLATE_ID: 'session-reminder-dev' }),
      /REMINDER_TEMPLATE_ID must be a real WeChat template id/,
    )
    assert.throws(() => loadConfig({ ...env(), REMINDER_TEMPLATE_FIELDS: 'thing1:title,when:start' }), /"when:start"/)
    const c = loadConfig({ ...env(), REMINDER_TEMPLATE_FIELDS: 'thing2:title, time5:start' })
    assert.equal(c.weappReminders.mode, 'wechat')
    if (c.weappReminders.mode === 'wechat')
      assert.deepEqual(c.weappReminders.fields, [
        { key: 'thing2', source: 'title' },
        { key: 'time5', source: 'start' },
      ])
  })
})
