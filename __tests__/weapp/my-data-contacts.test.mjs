// My data's reminder contacts in the mini-program (issue 25): the address and number a visitor gave
// for session reminders are listed masked, with the show whose reminders go there and until when
// each is kept. Delete asks first (WeChat's showModal; Cancel keeps it), then takes the address from
// the server at once, and My agenda says the session's reminder has no channel. Both languages.
import assert from 'node:assert/strict'
import { after, before, test } from 'node:test'
import { api, referenceServer } from './harness/index.mjs'
import {
  BEFORE_THE_SHOW,
  EVENT_CODE,
  expectPage,
  launchAt,
  serverClockAt,
  smsCode,
  visitorStorage,
} from './support.mjs'

let server
before(async () => {
  server = await referenceServer()
  // the server refuses reminders for sessions that have ended: its clock is before the show
  await serverClockAt(BEFORE_THE_SHOW)
})
after(async () => {
  if (server) await serverClockAt(null)
  server?.stop()
})

// one number per language: a number has a 60 s cooldown between codes
const PHONES = { 'ZH-CN': '13912340020', EN: '13912340021' }

const WORDS = {
  'ZH-CN': {
    myData: '我的数据',
    title: '接收提醒的邮箱和手机号',
    email: '邮箱 · a***@example.com',
    sms: '手机（短信） · 139****002',
    usedFor: (name) => `用于：${name} 的会议提醒`,
    unused: '目前没有会议提醒使用它',
    kept: (day) => `保留至 ${day}，之后自动删除`,
    remove: '删除',
    confirm: '删除 a***@example.com？',
    deleted: '已删除',
    one: '1 条',
    agenda: '我的日程',
    agendaNone: '无提醒渠道：不会收到提醒，请添加到日历',
  },
  EN: {
    myData: 'My data',
    title: 'Email and mobile for reminders',
    email: 'Email · a***@example.com',
    sms: 'Mobile (text message) · 139****002',
    usedFor: (name) => `For session reminders of ${name}`,
    unused: 'No session reminder uses it now',
    kept: (day) => `Kept until ${day}, then deleted`,
    remove: 'Delete',
    confirm: 'Delete a***@example.com?',
    deleted: 'Deleted',
    one: '1 item',
    agenda: 'My agenda',
    agendaNone: 'No reminder channel: nothing will remind you. Add it to your calendar',
  },
}

const visitorId = () => `weapp-contacts-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`

/** The texts of the elements with this class, trimmed, in order. */
const texts = (page, selector) => page.all(selector).map((el) => el.textContent.trim())

for (const [i, language] of ['ZH-CN', 'EN'].entries()) {
  const w = WORDS[language]
  test(`My data: the reminder email and number, masked; Delete asks, erases, My agenda has no channel (${language})`, async (t) => {
    // a visitor who gave an address and a number (verified with its code) and set an email reminder
    const userId = visitorId()
    const query = { eventCode: EVENT_CODE, userId }
    await api('POST', '/api/v5/session/reminderContact', { query, body: { kind: 'email', email: 'ann@example.com' } })
    const phone = PHONES[language]
    const asked = Date.now() - 1000
    await api('GET', '/api/sendCode.do', { query: { ...query, phone, type: 'reminder', language } })
    const code = await smsCode(phone, asked)
    await api('POST', '/api/v5/session/reminderContact', { query, body: { kind: 'sms', phone, code } })
    const sessions = await api('GET', '/api/v5/session/getSessionList', {
      query: { eventCode: EVENT_CODE, language, pageSize: 100 },
    })
    const session = sessions.list[i]
    await api('POST', '/api/v5/session/remind', { query, body: { id: session.id, remind: 1, channel: 'email' } })
    const summary = await api('GET', '/api/v5/myData/summary', { query: { ...query, language } })
    const email = summary.reminderContacts.find((c) => c.kind === 'email')
    assert.equal(email.editions.length, 1)
    // the show's last day, China time (server lib/retention.ts)
    const keptDay = new Date(Date.parse(email.keptUntil) + 8 * 3600_000).toISOString().slice(0, 10)

    const mp = await launchAt(
      t,
      '/my-data',
      { eventCode: EVENT_CODE, language },
      { storage: visitorStorage(userId), now: BEFORE_THE_SHOW },
    )
    const page = mp.page
    await expectPage(page, { title: w.myData, texts: [w.title, w.email] })
    const row = '.my-data__contact--email'
    const sms = '.my-data__contact--sms'
    assert.deepEqual(texts(page, `${row} .my-data__contact-line`), [w.usedFor(email.editions[0]), w.kept(keptDay)])
    // the number: no reminder goes there (the email reminder's show keeps it as long)
    assert.ok(texts(page, `${sms} .my-data__contact-value`)[0].startsWith(w.sms))
    assert.deepEqual(texts(page, `${sms} .my-data__contact-line`), [w.unused, w.kept(keptDay)])
    // the whole address and number are never on the page
    assert.ok(!page.has('ann@example.com'))
    assert.ok(!page.has(phone))

    // Delete asks first; Cancel keeps it
    mp.answers.modal = 'cancel'
    await page.tap({ selector: `${row} .my-data__contact-delete`, text: w.remove })
    await page.waitFor(() => mp.callsOf('showModal').length === 1, { what: 'the question' })
    const question = mp.callsOf('showModal')[0]
    assert.equal(question.title, w.confirm)
    assert.equal(question.answer, 'cancel')
    await page.idle()
    assert.ok(!mp.requests.some((r) => r.method === 'DELETE' || /reminderContact/.test(r.url ?? '')))
    assert.equal((await api('GET', '/api/v5/session/getReminderContacts', { query })).email, 'a***@example.com')
    assert.equal(page.all(row).length, 1)

    mp.answers.modal = 'confirm'
    await page.tap({ selector: `${row} .my-data__contact-delete`, text: w.remove })
    await page.waitFor(() => mp.toasts.includes(w.deleted), { what: `the toast ${JSON.stringify(w.deleted)}` })
    await page.waitFor(() => page.all(row).length === 0, { what: 'the address gone from the list' })
    await page.waitForText(w.one)
    assert.equal(page.all('.my-data__contact').length, 1, 'the number stays')
    // gone from the server; the agenda says the reminder has no channel now
    assert.equal((await api('GET', '/api/v5/session/getReminderContacts', { query })).email, null)
    const agenda = await api('GET', '/api/v5/session/getMyAgenda', { query: { ...query, language } })
    assert.deepEqual(
      agenda.list.map((s) => [s.id, s.reminderVia]),
      [[session.id, 'none']],
    )
    await page.tap({ selector: '.app-header__heart' })
    await page.waitForText(w.agenda)
    await page.waitForText(session.title)
    await page.waitFor(() => texts(page, '.agenda-list__via--none').length === 1, { what: 'the no-channel line' })
    assert.deepEqual(texts(page, '.agenda-list__via'), [w.agendaNone])
    assert.deepEqual(mp.errors, [])
  })
}
