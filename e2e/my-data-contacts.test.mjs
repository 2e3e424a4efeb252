// My data lists the address and number a visitor gave for session reminders (issue 25): masked, the
// show whose reminders go there and until when it is kept, each with its own Delete. Deleting the
// address asks first, takes it from the server at once, and My agenda then says the session's
// reminder has no channel. Both languages, 375 px, every tap on the element drawn where it is tapped.
import assert from 'node:assert/strict'
import { after, before, test } from 'node:test'
import { CARD, codeFor, expectHeading, launch, screenshot, serverClockAt, url } from './support.mjs'
import { tapDrawn } from './taps.mjs'
// the SMS code read from the test server's outbox (the file provider), as the meetings tests read it

const EVENT = 'SIE'
const BEFORE_THE_SHOW = new Date('2026-09-10T02:00:00Z')
// one number per language: a number has a 60 s cooldown between codes
const PHONES = { 'ZH-CN': '13912340000', EN: '13912340001' }

const WORDS = {
  'ZH-CN': {
    myData: '我的数据',
    title: '接收提醒的邮箱和手机号',
    email: '邮箱 · a***@example.com',
    sms: '手机（短信） · 139****000',
    usedFor: (name) => `用于：${name} 的会议提醒`,
    unused: '目前没有会议提醒使用它',
    kept: (day) => `保留至 ${day}，之后自动删除`,
    remove: '删除',
    confirm: '删除 a***@example.com？',
    deleted: '已删除',
    one: '1 条',
    none: '无',
    agendaNone: '无提醒渠道',
  },
  EN: {
    myData: 'My data',
    title: 'Email and mobile for reminders',
    email: 'Email · a***@example.com',
    sms: 'Mobile (text message) · 139****000',
    usedFor: (name) => `For session reminders of ${name}`,
    unused: 'No session reminder uses it now',
    kept: (day) => `Kept until ${day}, then deleted`,
    remove: 'Delete',
    confirm: 'Delete a***@example.com?',
    deleted: 'Deleted',
    one: '1 item',
    none: 'None',
    agendaNone: 'No reminder channel',
  },
}

/** One API call as this browser's visitor (their session secret, as the app keeps it). */
async function call(page, method, p, body, query = {}) {
  const userId = await page.evaluate(() => localStorage.getItem('__userId__'))
  const saved = JSON.parse((await page.evaluate(() => localStorage.getItem('__visitorSession__'))) ?? 'null')
  const headers = saved?.userId === userId ? { 'x-visitor-session': saved.secret } : {}
  const qs = new URLSearchParams({ eventCode: EVENT, userId, ...query })
  const res = await page.request.fetch(url(`${p}?${qs}`), { method, data: body, headers })
  const json = await res.json()
  assert.equal(json.result, 'OK', `${method} ${p}: ${json.resultDesc}`)
  return json.resultList
}

/** A session of the show's first day (reminder-contact and push tests take the last ones). */
async function sessionToRemind(index) {
  const res = await fetch(url(`/api/v5/session/getSessionList?eventCode=${EVENT}&language=EN&pageSize=100`))
  return (await res.json()).resultList.list[index]
}

before(() => serverClockAt(BEFORE_THE_SHOW))
after(() => serverClockAt(null))

for (const [i, language] of ['ZH-CN', 'EN'].entries()) {
  const w = WORDS[language]
  const tag = language === 'EN' ? 'en' : 'zh'
  test(`My data: the reminder email and number, masked, with show and keep date; Delete stops it (${language})`, async () => {
    const browser = await launch()
    try {
      const { page } = browser
      await page.clock.install({ time: BEFORE_THE_SHOW })
      await page.goto(url(`/exhibitors/list?eventCode=${EVENT}&language=${language}`))
      await page.locator(CARD).first().waitFor()
      await page.waitForFunction(() => localStorage.getItem('__visitorSession__'))
      // an address given for reminders, and a number (verified with its code, from the outbox)
      await call(page, 'POST', '/api/v5/session/reminderContact', { kind: 'email', email: 'ann@example.com' })
      const phone = PHONES[language]
      const asked = Date.now() - 1000
      await call(page, 'GET', '/api/sendCode.do', undefined, { phone, type: 'reminder', language })
      const code = await codeFor(phone, asked)
      await call(page, 'POST', '/api/v5/session/reminderContact', { kind: 'sms', phone, code })
      const session = await sessionToRemind(i)
      await call(page, 'POST', '/api/v5/session/remind', { id: session.id, remind: 1, channel: 'email' })
      const contacts = await call(page, 'GET', '/api/v5/myData/summary', undefined, { language })
      const email = contacts.reminderContacts.find((c) => c.kind === 'email')
      assert.equal(email.editions.length, 1)
      const keptDay = new Date(Date.parse(email.keptUntil) + 8 * 3600_000).toISOString().slice(0, 10)

      await page.goto(url(`/my-data?eventCode=${EVENT}&language=${language}`))
      await expectHeading(page, w.myData)
      const section = page.locator('.page-frame:visible .my-data__section--reminderContacts')
      await section.locator('.my-data__section-title', { hasText: w.title }).waitFor()
      const row = section.locator('.my-data__contact--email')
      assert.equal(await row.locator('.my-data__contact-value').textContent(), w.email)
      assert.deepEqual(await row.locator('.my-data__contact-line').allTextContents(), [
        w.usedFor(email.editions[0]),
        w.kept(keptDay),
      ])
      // the number: no reminder goes there (the email reminder's show keeps it as long)
      const sms = section.locator('.my-data__contact--sms')
      assert.ok((await sms.locator('.my-data__contact-value').textContent()).startsWith(w.sms))
      assert.deepEqual(await sms.locator('.my-data__contact-line').allTextContents(), [w.unused, w.kept(keptDay)])
      // the whole address is never on the page
      assert.ok(!(await page.content()).includes('ann@example.com'))
      await screenshot(page, `my-data-contacts-${tag}`)

      // Delete asks first; Cancel keeps it
      await tapDrawn(row.locator('.my-data__contact-delete', { hasText: w.remove }))
      const dialog = page.locator('.taro-modal__content').filter({ hasText: w.confirm })
      await dialog.waitFor({ state: 'visible' })
      await screenshot(page, `my-data-contacts-confirm-${tag}`)
      await tapDrawn(page.locator('.taro-model__cancel:visible'))
      await dialog.waitFor({ state: 'hidden' })
      assert.equal((await call(page, 'GET', '/api/v5/session/getReminderContacts')).email, 'a***@example.com')

      await tapDrawn(row.locator('.my-data__contact-delete', { hasText: w.remove }))
      await dialog.waitFor({ state: 'visible' })
      await tapDrawn(page.locator('.taro-model__confirm:visible'))
      await page.locator('.app-toast:visible').filter({ hasText: w.deleted }).waitFor()
      await row.waitFor({ state: 'detached' })
      await section.locator('.my-data__section-count', { hasText: w.one }).waitFor()
      assert.equal(await section.locator('.my-data__contact').count(), 1, 'the number stays')
      await screenshot(page, `my-data-contacts-deleted-${tag}`)
      // gone from the server; the agenda says the reminder has no channel now
      assert.equal((await call(page, 'GET', '/api/v5/session/getReminderContacts')).email, null)
      const agenda = await call(page, 'GET', '/api/v5/session/getMyAgenda', undefined, { language })
      assert.deepEqual(
        agenda.list.map((s) => [s.id, s.reminderVia]),
        [[session.id, 'none']],
      )
      await tapDrawn(page.locator('.app-header__heart:visible'))
      await page.locator('.agenda-list__via--none:visible').filter({ hasText: w.agendaNone }).waitFor()
      await screenshot(page, `my-data-contacts-agenda-${tag}`)
      assert.deepEqual(browser.errors, [])
    } finally {
      await browser.close()
    }
  })
}
