// Remind me where the browser cannot take web push (issue 25 item 3): in WeChat's browser the
// reminder choice offers email (and SMS) beside the calendar. The visitor gives an address (a bad
// one is refused in their language first, nothing lost), the reminder is set by email, and when it
// is due the server's mailer sends it: the message arrives in the mail stand-in (the reference
// server's outbox of .eml files, E2E_DATA_DIR), in the visitor's language, to that address only.
// Both languages, 375 px, every tap on the element drawn where it is tapped.
import assert from 'node:assert/strict'
import { after, before, describe, test } from 'node:test'
import { launch, screenshot, serverClockAt, url } from './support.mjs'
import { tapDrawn } from './taps.mjs'
import { emlFiles, mimeParts, waitForNewEmail } from './mail.mjs'

const EVENT = 'SIE'
const BEFORE_THE_SHOW = new Date('2026-09-10T02:00:00Z')
const WECHAT_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.47 NetType/WIFI Language/zh_CN'

const WORDS = {
  'ZH-CN': {
    remindMe: '提醒我',
    cancel: '取消提醒',
    none: '此浏览器无法接收通知',
    byEmail: '通过邮件提醒我',
    bySms: '通过短信提醒我',
    formTitle: '接收提醒的邮箱',
    invalid: '请输入有效的邮箱地址',
    save: '设置提醒',
    set: (to) => `已设置提醒：开始前 15 分钟将发邮件到 ${to}`,
    emailTo: (to) => `发邮件到 ${to}`,
    body: /提醒：「.+」将于 15 分钟后开始/,
    footer: '展会结束后，您的邮箱地址将被删除',
  },
  EN: {
    remindMe: 'Remind me',
    cancel: 'Cancel',
    none: 'This browser cannot get notifications',
    byEmail: 'Remind me by email',
    bySms: 'Remind me by text message',
    formTitle: 'Your email for reminders',
    invalid: 'Enter a valid email address',
    save: 'Set reminder',
    set: (to) => `Reminder set: an email to ${to} 15 minutes before`,
    emailTo: (to) => `Email me at ${to}`,
    body: /Reminder: ".+" starts in 15 minutes/,
    footer: 'Your address is deleted after the show',
  },
}

const visible = (page, selector) => page.locator(`${selector}:visible`)

/** Two sessions of the last day other tests do not remind (push.test.mjs takes the last two). */
async function sessionsToRemind() {
  const res = await fetch(url(`/api/v5/session/getSessionList?eventCode=${EVENT}&language=EN&pageSize=100`))
  return (await res.json()).resultList.list.slice(-4, -2)
}

describe('reminders by email where push is unavailable', () => {
  let sessions
  before(async () => {
    sessions = await sessionsToRemind()
    assert.equal(sessions.length, 2)
    await serverClockAt(BEFORE_THE_SHOW)
  })
  after(async () => {
    await serverClockAt(null)
  })

  for (const [i, language] of ['ZH-CN', 'EN'].entries()) {
    const w = WORDS[language]
    test(`WeChat's browser (${language}): Remind me → by email → the reminder arrives by mail`, async () => {
      const browser = await launch({ userAgent: WECHAT_UA })
      const { page } = browser
      const address = `reminder-${language.toLowerCase()}-${Date.now()}@example.com`
      const masked = `r***@example.com`
      try {
        await page.clock.install({ time: BEFORE_THE_SHOW })
        const session = sessions[i]
        await page.goto(url(`/meeting/detail?sessionId=${session.id}&eventCode=${EVENT}&language=${language}`))
        await tapDrawn(visible(page, '.session-detail__action--remind').filter({ hasText: w.remindMe }))
        await visible(page, '.reminder-choice__title').filter({ hasText: w.none }).waitFor()
        // no notification question here: WeChat's browser has no push
        assert.equal(await visible(page, '.reminder-choice__button--push').count(), 0)
        await visible(page, '.reminder-choice__button--sms').filter({ hasText: w.bySms }).waitFor()
        await screenshot(page, `reminder-contact-choice-${language}`)
        await tapDrawn(visible(page, '.reminder-choice__button--email').filter({ hasText: w.byEmail }))

        // the form: a bad address is refused in the visitor's words, what was typed stays
        await visible(page, '.reminder-contact .reminder-choice__title').filter({ hasText: w.formTitle }).waitFor()
        const field = visible(page, '.reminder-contact input[name="email"]')
        await tapDrawn(field)
        await field.fill('reminder@')
        await tapDrawn(visible(page, '.reminder-choice__button--save').filter({ hasText: w.save }))
        await visible(page, '.reminder-contact__error').filter({ hasText: w.invalid }).waitFor()
        assert.equal(await field.inputValue(), 'reminder@')
        await screenshot(page, `reminder-contact-invalid-${language}`)
        await field.fill(address)
        await tapDrawn(visible(page, '.reminder-choice__button--save').filter({ hasText: w.save }))
        await visible(page, '.app-toast')
          .filter({ hasText: w.set(masked) })
          .waitFor()
        await visible(page, '.session-detail__action--remind').filter({ hasText: w.cancel }).waitFor()
        await screenshot(page, `reminder-contact-set-${language}`)
        // the page never shows the whole address again
        assert.ok(!(await page.content()).includes(address))

        // due: the server's next round mails it
        const before = emlFiles().length
        await serverClockAt(Date.parse(session.startTime) - 14 * 60_000)
        const toAddress = new RegExp(`^To: .*${address.replace(/[.+]/g, '\\$&')}`, 'mi')
        const raw = await waitForNewEmail(before, 60_000, (text) => toAddress.test(text))
        const text = mimeParts(raw)
          .filter((p) => p.type === 'text/plain')
          .map((p) => p.data.toString('utf8'))
          .join('\n')
        assert.match(text, w.body)
        assert.ok(text.includes(language === 'EN' ? session.title : ''), text)
        assert.ok(text.includes(w.footer), text)

        // the next Remind me (another session) offers the address given, masked, in one tap
        await serverClockAt(BEFORE_THE_SHOW)
        const other = sessions[1 - i]
        await page.goto(url(`/meeting/detail?sessionId=${other.id}&eventCode=${EVENT}&language=${language}`))
        await tapDrawn(visible(page, '.session-detail__action--remind').filter({ hasText: w.remindMe }))
        await visible(page, '.reminder-choice__button--email')
          .filter({ hasText: w.emailTo(masked) })
          .waitFor()
        await screenshot(page, `reminder-contact-known-${language}`)
        assert.deepEqual(browser.errors, [])
      } finally {
        await serverClockAt(BEFORE_THE_SHOW)
        await browser.close()
      }
    })
  }
})
