/**
 * The organiser console's API (issue 26 item 3): sign-in with the account from configuration, the
 * rate limit on wrong passwords, the session every /api/organiser/* route needs (a visitor's is
 * refused, ORGANISER_TOKEN is accepted as a bearer), and each console action with its effect on the
 * visitor side.
 */
import { after, before, describe, it } from 'node:test'
import assert from 'node:assert/strict'
import { makeApp, type TestApp } from './helpers.js'

type Json = any

export const ORGANISER = { email: 'desk@show.example', password: 'correct horse battery' }
export const ORGANISER_ENV = {
  ORGANISER_EMAIL: ORGANISER.email,
  ORGANISER_PASSWORD: ORGANISER.password,
  ORGANISER_TOKEN: 'token-for-scripts-0123456789abcdef',
}

/** Signs in and answers the cookie header later requests send. */
export async function signIn(t: TestApp): Promise<string> {
  const r = await t.inject({ method: 'POST', url: '/api/organiser/signIn?language=EN', payload: ORGANISER })
  assert.equal(r.statusCode, 200, r.body)
  const set = String(r.headers['set-cookie'])
  const m = /organiser_session=([^;]+)/.exec(set)
  assert.ok(m, set)
  assert.match(set, /HttpOnly/i)
  assert.match(set, /SameSite=Strict/i)
  return `organiser_session=${m[1]}`
}

describe('organiser: sign-in and the session', () => {
  let t: TestApp
  before(async () => {
    t = await makeApp(ORGANISER_ENV)
  })
  after(async () => t.close())

  it('signs in the account from configuration and answers who is signed in', async () => {
    const cookie = await signIn(t)
    const me = await t.inject({ method: 'GET', url: '/api/organiser/me', headers: { cookie } })
    assert.equal(me.statusCode, 200)
    assert.deepEqual((me.json() as Json).resultList, { email: ORGANISER.email, name: '' })
    const out = await t.inject({ method: 'POST', url: '/api/organiser/signOut', headers: { cookie }, payload: {} })
    assert.equal(out.statusCode, 200)
    const again = await t.inject({ method: 'GET', url: '/api/organiser/me?language=EN', headers: { cookie } })
    assert.equal(again.statusCode, 401)
    assert.equal((again.json() as Json).resultDesc, 'Please sign in as an organiser')
  })

  it('refuses a visitor session, a wrong bearer, and accepts ORGANISER_TOKEN', async () => {
    const visitor = 'a1b2c3d4-0000-4000-8000-00000000beef'
    const v = await t.inject({ method: 'GET', url: `/api/v5/match/myCard?eventCode=CGA&userId=${visitor}` })
    const secret = t.secrets.get(visitor)
    assert.ok(secret, v.body)
    for (const headers of [
      { 'x-visitor-session': secret! },
      { authorization: `Bearer ${secret}` },
      { authorization: 'Bearer not-the-token' },
      {},
    ]) {
      const r = await t.inject({ method: 'GET', url: `/api/organiser/me?userId=${visitor}`, headers })
      assert.equal(r.statusCode, 401, JSON.stringify(headers))
      assert.equal((r.json() as Json).resultCode, 'ORGANISER_REQUIRED')
    }
    const r = await t.inject({
      method: 'GET',
      url: '/api/organiser/me',
      headers: { authorization: `Bearer ${ORGANISER_ENV.ORGANISER_TOKEN}` },
    })
    assert.equal(r.statusCode, 200)
  })

  it('rate-limits wrong passwords per account, in the organiser language, and the right one waits too', async () => {
    const wrong = { email: ORGANISER.email.toUpperCase(), password: 'not the password' }
    for (let i = 0; i < 5; i++) {
      const r = await t.inject({ method: 'POST', url: '/api/organiser/signIn?language=EN', payload: wrong })
      assert.equal(r.statusCode, 401)
      assert.equal((r.json() as Json).resultDesc, 'Wrong email or password')
    }
    const locked = await t.inject({ method: 'POST', url: '/api/organiser/signIn', payload: ORGANISER })
    assert.equal(locked.statusCode, 429)
    assert.equal((locked.json() as Json).resultDesc, '密码错误次数过多，请 15 分钟后再试')
    t.clock.advance(15 * 60_000 + 1)
    await signIn(t)
  })

  it('needs the session on every /api/organiser route but sign-in', async () => {
    const routes = t.app.printRoutes({ commonPrefix: false })
    const paths = [...routes.matchAll(/(\/api\/organiser\/[^\s(]*)/g)].map((m) => m[1]!)
    assert.ok(paths.length >= 3, routes)
    for (const p of paths) {
      if (p.endsWith('signIn')) continue
      const url = p.replace(/:id/g, '1')
      for (const method of ['GET', 'POST'] as const) {
        const r = await t.inject({ method, url, payload: method === 'POST' ? {} : undefined })
        if (r.statusCode === 404) continue
        assert.equal(r.statusCode, 401, `${method} ${url}: ${r.body}`)
      }
    }
  })
})

describe('organiser: the moderation queue and its effect on visitors', () => {
  let t: TestApp
  let cookie = ''
  let phoneSerial = 0
  before(async () => {
    t = await makeApp(ORGANISER_ENV)
    cookie = await signIn(t)
  })
  after(async () => t.close())

  const post = (url: string, payload: object) =>
    t.inject({ method: 'POST', url, payload }).then((r) => ({ status: r.statusCode, body: r.json() as Json }))
  const get = (url: string) =>
    t.inject({ method: 'GET', url }).then((r) => ({ status: r.statusCode, body: r.json() as Json }))
  const asOrganiser = (method: 'GET' | 'POST', url: string, payload?: object) =>
    t
      .inject({ method, url, payload, headers: { cookie } })
      .then((r) => ({ status: r.statusCode, body: r.json() as Json }))
  const card = (name: string) => ({
    name,
    company: 'Acme Ltd.',
    position: 'Buyer',
    country: 'China',
    interests: [1],
    role: 'buyer',
    lookingFor: 'Pumps',
    contact: 'wechat-id',
    shareProfile: 1,
  })
  const personOf = async (userId: string) =>
    (
      await t.app.database.db
        .selectFrom('attendees')
        .select('public_id')
        .where('user_id', '=', userId)
        .executeTakeFirstOrThrow()
    ).public_id
  const pair = async (a: string, b: string) => {
    await post(`/api/v5/match/join?eventCode=CGA&userId=${a}`, card('Mallory Ma'))
    await post(`/api/v5/match/join?eventCode=CGA&userId=${b}`, card('Bob Li'))
    await post(`/api/followOrCancelFriend.do?eventCode=CGA&userId=${a}`, {
      targetPersonId: await personOf(b),
      follow: 1,
    })
    const f = await post(`/api/followOrCancelFriend.do?eventCode=CGA&userId=${b}`, {
      targetPersonId: await personOf(a),
      follow: 1,
    })
    return f.body.resultList.conversationId as string
  }
  const send = (userId: string, conversationId: string, content: string, lang = 'EN') =>
    post(`/api/sendImMessage.do?language=${lang}&userId=${userId}`, {
      conversationId,
      clientId: `c-${Math.random().toString(36).slice(2)}`,
      content,
    })
  const postRfq = async (user: string, lang = 'EN') => {
    const phone = `1391234${String(7000 + ++phoneSerial).padStart(4, '0')}`
    await get(`/api/sendCode.do?phone=${phone}&type=rfq`)
    return post(`/api/v5/enquiryPool/pushEnquiryPool?language=${lang}&eventCode=CGA&userId=${user}`, {
      description: 'Cheap pumps, wire money first',
      price: '3000',
      quantity: '200',
      message: 'Pay now',
      region: 'Hangzhou',
      contact: 'Mr Ma',
      contactInfo: phone,
      email: 'ma@example.com',
      pictureList: ['/media/product/1-320x180.svg'],
      verifyCode: t.sms.lastCode(),
      categories: [3],
      shareContact: 1,
    })
  }

  it('a reported chat message is queued with its reason; a block stops the sender, in their language', async () => {
    const conversation = await pair('mod-mallory', 'mod-bob')
    const sent = await send('mod-mallory', conversation, 'buy my stuff at spam.example')
    assert.equal(sent.status, 200, JSON.stringify(sent.body))
    const messageId = sent.body.resultList.id ?? sent.body.resultList.messageId
    // only the recipient may report it
    const own = await post(`/api/v5/match/reportMessage?language=EN&userId=mod-mallory`, { messageId, reason: 'spam' })
    assert.equal(own.status, 403)
    const r = await post(`/api/v5/match/reportMessage?userId=mod-bob`, { messageId, reason: 'spam' })
    assert.equal(r.status, 200, JSON.stringify(r.body))

    const queue = await asOrganiser('GET', '/api/organiser/reports')
    const report = queue.body.resultList.find((x: Json) => x.kind === 'message')
    assert.ok(report, JSON.stringify(queue.body))
    assert.equal(report.reason, 'spam')
    assert.equal(report.excerpt, 'buy my stuff at spam.example')
    assert.equal(report.reported.name, 'Mallory Ma')
    assert.equal(report.reporter.name, 'Bob Li')
    assert.doesNotMatch(JSON.stringify(queue.body), /mod-mallory|mod-bob/, 'no userId in the queue')

    const blocked = await asOrganiser('POST', `/api/organiser/reports/${report.id}/action`, { action: 'block' })
    assert.equal(blocked.status, 200)
    assert.equal(blocked.body.resultList.status, 'actioned')
    assert.equal(blocked.body.resultList.reported.restriction, 'blocked')

    const refused = await send('mod-mallory', conversation, 'hello again')
    assert.equal(refused.status, 403)
    assert.equal(
      refused.body.resultDesc,
      'After a report, the organiser has stopped you from sending messages and posting RFQs at this show',
    )
    const zh = await postRfq('mod-mallory', 'ZH-CN')
    assert.equal(zh.status, 403)
    assert.equal(zh.body.resultDesc, '因被举报，主办方已禁止您在本届展会发送消息和发布询盘')
    // the reporter is not touched, and the reported learns nothing of them
    assert.equal((await send('mod-bob', conversation, 'thanks')).status, 200)
    const log = await asOrganiser('GET', '/api/organiser/actions')
    assert.deepEqual(
      log.body.resultList.map((a: Json) => [a.action, a.reportId, a.by]),
      [['block', report.id, ORGANISER.email]],
    )
    assert.match(log.body.resultList[0].at, /^\d{4}-\d{2}-\d{2}T/)
    // unblock: the sender may write again
    await asOrganiser('POST', `/api/organiser/reports/${report.id}/action`, { action: 'unblock' })
    assert.equal((await send('mod-mallory', conversation, 'sorry')).status, 200)
  })

  it('a reported RFQ can be hidden from the pool; a warning refuses the next post once; dismiss closes', async () => {
    const posted = await postRfq('mod-rfq-poster')
    assert.equal(posted.status, 200, JSON.stringify(posted.body))
    const id = posted.body.resultList.id as number
    assert.equal((await post(`/api/v5/enquiryPool/report?userId=mod-rfq-poster`, { id, reason: 'fake' })).status, 400)
    assert.equal((await post(`/api/v5/enquiryPool/report?userId=mod-reader`, { id, reason: 'fake' })).status, 200)
    const pool = async () =>
      (await get('/api/v5/enquiryPool/getEnquiryPools?eventCode=CGA&pageSize=100')).body.resultList.list.map(
        (e: Json) => e.id,
      )
    assert.ok((await pool()).includes(id))
    const queue = await asOrganiser('GET', '/api/organiser/reports')
    const report = queue.body.resultList.find((x: Json) => x.kind === 'rfq')
    assert.equal(report.reason, 'fake')
    assert.match(report.excerpt, /Cheap pumps/)

    const hidden = await asOrganiser('POST', `/api/organiser/reports/${report.id}/action`, { action: 'hideRfq' })
    assert.equal(hidden.body.resultList.rfqHidden, true)
    assert.ok(!(await pool()).includes(id), 'hidden from the pool')
    const detail = await get(`/api/v5/enquiryPool/getEnquiryPoolDetail?eventCode=CGA&id=${id}&userId=mod-reader`)
    assert.equal(detail.status, 404)
    // hiding is for RFQ reports only
    const again = await post(`/api/v5/enquiryPool/report?userId=mod-reader`, { id, reason: 'fake' })
    assert.equal(again.status, 404)

    // a warning: the next post is refused once with it, then posts go through
    const second = await postRfq('mod-rfq-poster')
    assert.equal(second.status, 200)
    await post(`/api/v5/enquiryPool/report?userId=mod-reader`, { id: second.body.resultList.id, reason: 'spam' })
    const open = (await asOrganiser('GET', '/api/organiser/reports')).body.resultList
    const secondReport = open.find((x: Json) => x.kind === 'rfq')
    await asOrganiser('POST', `/api/organiser/reports/${secondReport.id}/action`, { action: 'warn' })
    const warned = await postRfq('mod-rfq-poster')
    assert.equal(warned.status, 403)
    assert.equal(
      warned.body.resultDesc,
      'After a report, the organiser has warned you: please keep to the show rules. Send again to post this.',
    )
    assert.equal((await postRfq('mod-rfq-poster')).status, 200)

    const person = await post(`/api/v5/match/join?eventCode=CGA&userId=mod-reader`, card('Reader'))
    assert.equal(person.status, 200)
    const dismissed = await asOrganiser('POST', `/api/organiser/reports/${secondReport.id}/action`, {
      action: 'dismiss',
    })
    assert.equal(dismissed.body.resultList.status, 'dismissed')
    const notRfq = await asOrganiser('GET', '/api/organiser/reports?status=all')
    assert.ok(notRfq.body.resultList.length >= 2)
  })

  it('a person reported from matchmaking is queued too', async () => {
    await pair('mod-fake', 'mod-victim')
    const r = await post(`/api/v5/match/block?eventCode=CGA&userId=mod-victim`, {
      targetPersonId: await personOf('mod-fake'),
      report: 1,
      reason: 'fake',
    })
    assert.equal(r.status, 200, JSON.stringify(r.body))
    const queue = await asOrganiser('GET', '/api/organiser/reports')
    const report = queue.body.resultList.find((x: Json) => x.kind === 'person')
    assert.equal(report.reason, 'fake')
    assert.equal(report.reported.name, 'Mallory Ma')
    assert.equal(report.excerpt, 'Mallory Ma · Acme Ltd.')
  })
})
