/**
 * The organiser console's API (issue 26 item 3): sign-in with the account from configuration, the
 * rate limit on wrong passwords, the session every /api/organiser/* route needs (a visitor's is
 * refused, ORGANISER_TOKEN is accepted as a bearer), and each console action with its effect on the
 * visitor side.
 */
import { after, before, describe, it } from 'node:test'
import assert from 'node:assert/strict'
import fs from 'node:fs'
import path from 'node:path'
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
        // the guard is a preHandler: a body the route's schema refuses is answered 400 before it
        if (method === 'GET') assert.equal(r.statusCode, 401, `${method} ${url}: ${r.body}`)
        else assert.ok([400, 401].includes(r.statusCode), `${method} ${url}: ${r.body}`)
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
    // reporting it again (the chat reopened) is answered alike and queues nothing more
    const again = await post(`/api/v5/match/reportMessage?userId=mod-bob`, { messageId, reason: 'abuse' })
    assert.equal(again.status, 200, JSON.stringify(again.body))

    const queue = await asOrganiser('GET', '/api/organiser/reports')
    const report = queue.body.resultList.find((x: Json) => x.kind === 'message')
    assert.ok(report, JSON.stringify(queue.body))
    assert.equal(queue.body.resultList.filter((x: Json) => x.kind === 'message').length, 1)
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

describe('organiser: editions, the import upload and the schedule', () => {
  let t: TestApp
  let cookie = ''
  const SIE = 22
  before(async () => {
    t = await makeApp({ ...ORGANISER_ENV, REMINDER_CHECK_SEC: '0' })
    cookie = await signIn(t)
  })
  after(async () => t.close())
  const asOrganiser = (method: 'GET' | 'POST', url: string, payload?: object) =>
    t
      .inject({ method, url, payload, headers: { cookie } })
      .then((r) => ({ status: r.statusCode, body: r.json() as Json }))
  const upload = (url: string, name: string, content: string) => {
    const boundary = '----organiser-test'
    const body = Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\n` +
        `Content-Type: text/csv\r\n\r\n${content}\r\n--${boundary}--\r\n`,
    )
    return t
      .inject({
        method: 'POST',
        url,
        payload: body,
        headers: { cookie, 'content-type': `multipart/form-data; boundary=${boundary}` },
      })
      .then((r) => ({ status: r.statusCode, body: r.json() as Json }))
  }

  it('creates an edition hidden and closed, then opens, closes and hides it for visitors', async () => {
    const body = {
      exhibitionCode: 'sie',
      year: 2030,
      nameZh: '2030 国际工业博览会',
      nameEn: 'International Industry Expo 2030',
      startDate: '2030-09-14',
      endDate: '2030-09-17',
    }
    const bad = await asOrganiser('POST', '/api/organiser/editions?language=EN', { ...body, endDate: '2030-09-01' })
    assert.equal(bad.body.resultDesc, 'The dates must be YYYY-MM-DD, the end on or after the start')
    const unknown = await asOrganiser('POST', '/api/organiser/editions?language=EN', {
      ...body,
      exhibitionCode: 'NOPE',
    })
    assert.equal(unknown.body.resultDesc, 'There is no exhibition with this code')
    const made = await asOrganiser('POST', '/api/organiser/editions', body)
    assert.equal(made.status, 200, JSON.stringify(made.body))
    const ed = made.body.resultList
    assert.deepEqual([ed.exhibitionCode, ed.viewable, ed.closed, ed.current], ['SIE', false, true, false])
    assert.equal((await asOrganiser('POST', '/api/organiser/editions', body)).status, 409)
    const opened = await asOrganiser('POST', `/api/organiser/editions/${ed.id}/state`, { state: 'open' })
    assert.deepEqual(
      [opened.body.resultList.viewable, opened.body.resultList.closed, opened.body.resultList.current],
      [true, false, true],
    )
    assert.ok(t.app.catalog.isViewable(t.app.catalog.editions.get(ed.id)!), 'visitors see the opened edition')
    const closed = await asOrganiser('POST', `/api/organiser/editions/${ed.id}/state`, { state: 'close' })
    assert.equal(closed.body.resultList.closed, true)
    await asOrganiser('POST', `/api/organiser/editions/${ed.id}/state`, { state: 'hide' })
    assert.equal(t.app.catalog.isViewable(t.app.catalog.editions.get(ed.id)!), false, 'hidden from visitors')
    const list = await asOrganiser('GET', '/api/organiser/editions')
    assert.ok(list.body.resultList.some((e: Json) => e.id === ed.id && !e.viewable))
  })

  it('an upload with errors lists every one with sheet, row, column and reason, and writes nothing', async () => {
    const csv = [
      'code,name_zh,name_en,stand,phone,email,categories',
      'EX-002,,Blue Ocean Energy Storage,9A02,,,',
      'EX-003,北辰电气,Beichen Electric,9Z99,,,',
      'EX-004,南风科技,Nanfeng Tech,9A02,12345,,',
    ].join('\n')
    const r = await upload(`/api/organiser/editions/${SIE}/import?language=EN`, 'exhibitors.csv', csv)
    assert.equal(r.status, 200, JSON.stringify(r.body))
    const res = r.body.resultList
    assert.equal(res.ok, false)
    assert.equal(res.written, false)
    const found = (reason: RegExp) => res.errors.find((e: Json) => reason.test(e.reason))
    assert.deepEqual(
      { ...found(/9Z99/) },
      { sheet: 'exhibitors.csv', row: 3, column: 'stand', reason: 'Stand "9Z99" is not on the hall plan' },
    )
    assert.equal(found(/12345/).row, 4)
    assert.equal(found(/12345/).column, 'phone')
    assert.ok(res.errors.some((e: Json) => e.row === 2 && e.column === 'name_zh'))
    const none = await upload(`/api/organiser/editions/${SIE}/import?language=EN`, 'notes.txt', 'hello')
    assert.equal(none.body.resultDesc, 'Please choose a spreadsheet (XLSX or CSV)')
  })

  it('previews a move with the visitors to be told, then moves it through the reschedule code', async () => {
    const visitor = 'console-reminded'
    const remind = await t.inject({
      method: 'POST',
      url: `/api/v5/session/remind?userId=${visitor}`,
      payload: { id: 143, remind: 1 },
    })
    assert.equal(remind.statusCode, 200, remind.body)
    const list = await asOrganiser('GET', `/api/organiser/editions/${SIE}/sessions`)
    const s = list.body.resultList.sessions.find((x: Json) => x.id === 143)
    assert.equal(s.reminders, 1)
    assert.ok(list.body.resultList.rooms.length > 0)
    const before = s.start as string
    const preview = await asOrganiser('POST', '/api/organiser/sessions/143/preview', { start: '16:30' })
    assert.equal(preview.status, 200, JSON.stringify(preview.body))
    assert.equal(preview.body.resultList.told, 1)
    assert.equal(preview.body.resultList.session.start, `${before.slice(0, 10)} 16:30`)
    // a preview writes nothing
    const still = (await t.app.conference.session(143))!
    assert.equal(
      (await asOrganiser('GET', `/api/organiser/editions/${SIE}/sessions`)).body.resultList.sessions.find(
        (x: Json) => x.id === 143,
      ).start,
      before,
    )
    const same = await asOrganiser('POST', '/api/organiser/sessions/143/preview?language=EN', {
      start: before.slice(11),
    })
    assert.equal(same.body.resultDesc, 'This move is not possible: check the times and the room')
    const moved = await asOrganiser('POST', '/api/organiser/sessions/143/move', { start: '16:30' })
    assert.equal(moved.status, 200)
    assert.equal(moved.body.resultList.told, 1)
    const after = (await t.app.conference.session(143))!
    assert.equal(after.schedule_version, still.schedule_version + 1)
    assert.equal(after.previous_start_time, still.start_time)
    // the visitor's reminder is now due a change notice (the scheduler's query)
    const changed = await t.app.conference.changedReminders(10)
    assert.ok(changed.some((j) => j.reminder.user_id === visitor && j.session.id === 143))
    const detail = (
      await t.inject({ method: 'GET', url: `/api/v5/session/getSessionDetail?id=143&language=EN&userId=${visitor}` })
    ).json() as Json
    // the visitor's page shows the new time (16:30 in Shanghai) and what it was
    assert.equal(detail.resultList.startTime, '2026-09-15T08:30:00.000Z')
    assert.equal(detail.resultList.change.previousStartTime, still.start_time)
    const log = await asOrganiser('GET', '/api/organiser/actions')
    assert.equal(log.body.resultList[0].action, 'moveSession')
  })
})

describe('organiser: cancelling a session tells the visitors with a reminder', () => {
  let t: TestApp
  let cookie = ''
  const SIE = 22
  const SESSION = 143
  // SIE 2026, day 1 09:30 Shanghai: the session's start
  const START = Date.parse('2026-09-15T01:30:00.000Z')
  before(async () => {
    t = await makeApp({ ...ORGANISER_ENV, REMINDER_CHECK_SEC: '0' })
    // three hours before the session (the organiser's session lasts 36 hours from here)
    t.clock.t = START - 3 * 3600_000
    cookie = await signIn(t)
  })
  after(async () => t.close())
  const asOrganiser = (method: 'GET' | 'POST', url: string, payload?: object) =>
    t
      .inject({ method, url, payload, headers: { cookie } })
      .then((r) => ({ status: r.statusCode, body: r.json() as Json }))
  const remind = (userId: string, language: string, channel?: string) =>
    t.inject({
      method: 'POST',
      url: `/api/v5/session/remind?userId=${userId}&language=${language}`,
      payload: { id: SESSION, remind: 1, ...(channel ? { channel } : {}) },
    })
  const outbox = (): Array<{ kind: string; userId: string; text: string; channel: string }> => {
    const dir = path.join(t.config.dataDir, 'outbox', 'reminders')
    if (!fs.existsSync(dir)) return []
    return fs.readdirSync(dir).map((f) => JSON.parse(fs.readFileSync(path.join(dir, f), 'utf8')))
  }

  it('hides it from visitors, sends one notice per reminder in their language, and no reminder', async () => {
    assert.equal((await remind('cancel-web', 'EN')).statusCode, 200)
    assert.equal((await remind('cancel-wx', 'ZH-CN', 'subscribe')).statusCode, 200)
    const visitorBefore = await t.inject({ method: 'GET', url: `/api/v5/session/getSessionDetail?id=${SESSION}` })
    assert.equal(visitorBefore.statusCode, 200)
    const agendaIds = async () =>
      (await t.inject({ method: 'GET', url: `/api/v5/session/getMyAgenda?eventEditionId=${SIE}&userId=cancel-web` }))
        .json()
        .resultList.list.map((e: Json) => e.id)
    assert.ok((await agendaIds()).includes(SESSION))

    const cancelled = await asOrganiser('POST', `/api/organiser/sessions/${SESSION}/cancel`, {})
    assert.equal(cancelled.status, 200, JSON.stringify(cancelled.body))
    assert.equal(cancelled.body.resultList.told, 2)
    const again = await asOrganiser('POST', `/api/organiser/sessions/${SESSION}/cancel?language=EN`, {})
    assert.equal(again.status, 409)
    assert.equal(again.body.resultDesc, 'This session is already cancelled')
    assert.equal((await asOrganiser('POST', '/api/organiser/sessions/999999/cancel', {})).status, 404)
    // gone for visitors and from the organiser's list; the offline pack records the removal
    const detail = await t.inject({ method: 'GET', url: `/api/v5/session/getSessionDetail?id=${SESSION}` })
    assert.equal(detail.statusCode, 404)
    // nor does My agenda (or the plan) list it: its page would be a dead end; the notice says why
    assert.ok(!(await agendaIds()).includes(SESSION))
    const list = await asOrganiser('GET', `/api/organiser/editions/${SIE}/sessions`)
    assert.ok(!list.body.resultList.sessions.some((s: Json) => s.id === SESSION))
    const removal = await t.app.database.db
      .selectFrom('pack_removals')
      .selectAll()
      .where('kind', '=', 'session')
      .where('obj_id', '=', SESSION)
      .executeTakeFirst()
    assert.ok(removal, 'the offline pack drops the session')

    // the scheduler tells both visitors once, through the reminder provider, as a schedule change
    await t.app.reminders.runDue()
    const sent = outbox()
    assert.equal(sent.length, 2, JSON.stringify(sent))
    const web = sent.find((m) => m.userId === 'cancel-web')!
    assert.equal(web.kind, 'changed')
    assert.match(web.text, /^Cancelled: ".+" \(Tue 15 Sep, 09:30–.+\) will not take place\.$/)
    const wx = sent.find((m) => m.userId === 'cancel-wx')!
    assert.equal(wx.channel, 'subscribe')
    assert.match(wx.text, /已取消。$/)
    // never again, and no reminder when its time comes
    await t.app.reminders.runDue()
    t.clock.t = START - 15 * 60_000
    assert.equal((await t.app.reminders.runDue()).reminders, 0)
    assert.equal(outbox().length, 2)
    const log = await asOrganiser('GET', '/api/organiser/actions')
    assert.equal(log.body.resultList[0].action, 'cancelSession')
  })
})
