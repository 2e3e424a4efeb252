// Meetings at the stand (issue 29), the visitor's side, in both languages at 375 px: exhibitor 1
// publishes slots (through the API, as a verified contact phone); a new visitor opens its page,
// "Book a meeting" → a slot in venue time → an empty purpose is refused → a purpose → sent → My
// meetings shows it waiting → cancel → cancelled. The browser's and the server's clocks are on the
// show's first morning (16 Apr 2026, 10:00 in Shanghai).
import assert from 'node:assert/strict'
import { after, before, describe, test } from 'node:test'
import { expectHeading, launch, screenshot, serverClockAt, url } from './support.mjs'
import { tapDrawn } from './taps.mjs'
import { OWN, publish, verifyStand } from './meetings-support.mjs'

const STAND = 'e2e-meet-stand'
const SHOW_MORNING = Date.parse('2026-04-16T02:00:00Z')

const WORDS = {
  'ZH-CN': {
    book: '预约洽谈',
    purposeBlank: '请填写会面目的',
    send: '发送预约',
    sent: '预约已发送，等待展商确认',
    mine: '我的洽谈',
    waiting: '待确认',
    cancel: '取消预约',
    cancelYes: '取消预约',
    cancelled: '已取消',
  },
  EN: {
    book: 'Book a meeting',
    purposeBlank: 'Please say what the meeting is about',
    send: 'Send request',
    sent: 'Request sent: the exhibitor will answer',
    mine: 'My meetings',
    waiting: 'Waiting',
    cancel: 'Cancel meeting',
    cancelYes: 'Yes',
    cancelled: 'Cancelled',
  },
}

/** Exhibitor 1's contact verifies the phone and publishes 30-minute slots, two places each. */
async function publishSlots() {
  // other tests on this server verify the same contact phone: sendCode waits out its cooldown
  const stand = { userId: STAND, token: await verifyStand(STAND, OWN) }
  await publish(stand, [{ day: '2026-04-16', from: '10:30', to: '12:30', length: 30, capacity: 2, breaks: [] }])
}

describe('meetings at the stand: book → My meetings → cancel', () => {
  before(async () => {
    await serverClockAt(SHOW_MORNING)
    await publishSlots()
  })
  after(async () => serverClockAt(null))

  for (const language of ['ZH-CN', 'EN']) {
    const w = WORDS[language]
    test(`${language}: a visitor books a slot, sees it in My meetings and cancels it`, async () => {
      const browser = await launch({ timezoneId: 'Europe/Berlin' })
      const { page } = browser
      try {
        await page.clock.install({ time: SHOW_MORNING })
        await page.goto(url(`/exhibitors/detail?companyProfileId=1&eventCode=CGA&language=${language}`))
        const open = page.locator('.meeting-book__open:visible')
        await open.waitFor()
        assert.equal((await open.textContent()).trim(), w.book)
        await tapDrawn(open)

        // venue time (the device is in Berlin): the first slot is 10:30 in Shanghai
        const slot = page.locator('[data-testid=meeting-slot]:visible').first()
        await slot.waitFor()
        assert.equal((await slot.locator('.meeting-slot__time').textContent()).trim(), '10:30')
        await tapDrawn(slot)
        const send = page.locator('[data-testid=meeting-send]:visible')
        assert.equal((await send.textContent()).trim(), w.send)
        await tapDrawn(send)
        await page.locator('.meeting-book__error:visible').filter({ hasText: w.purposeBlank }).waitFor()

        await page.locator('.meeting-book__purpose:visible').fill('Pumps for our plant in Ningbo')
        await screenshot(page, `meetings-book-${language}`)
        await tapDrawn(send)
        await page.locator('.meeting-book__sent:visible').filter({ hasText: w.sent }).waitFor()
        await screenshot(page, `meetings-sent-${language}`)

        await tapDrawn(page.locator('.meeting-book__link:visible').filter({ hasText: w.mine }))
        await expectHeading(page, w.mine)
        const card = page.locator('[data-testid=my-meeting]:visible')
        await card.waitFor()
        assert.equal(await card.count(), 1)
        assert.match(await card.textContent(), /10:30–11:00/)
        assert.equal((await card.locator('[data-testid=my-meeting-status]').textContent()).trim(), w.waiting)
        await screenshot(page, `meetings-mine-${language}`)

        const cancel = card.locator('[data-testid=my-meeting-cancel]')
        assert.equal((await cancel.textContent()).trim(), w.cancel)
        await tapDrawn(cancel)
        const dialog = page.locator('.taro-modal__foot:visible')
        await tapDrawn(dialog.getByText(w.cancelYes, { exact: true }))
        await page.locator('[data-testid=my-meeting-status]:visible').filter({ hasText: w.cancelled }).waitFor()
        assert.equal(await card.locator('[data-testid=my-meeting-cancel]').count(), 0)
        await screenshot(page, `meetings-cancelled-${language}`)
        assert.deepEqual(browser.errors, [])
      } finally {
        await browser.close()
      }
    })
  }
})
