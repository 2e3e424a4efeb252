// Meetings on the day (issue 29.4), in both languages at 375 px: exhibitor 1's contact publishes
// slots and shows the stand's meeting QR code (its page, verified by SMS); a visitor's meeting is
// booked and accepted (through the API); in My meetings the visitor taps "Check in" and scans
// (the camera stands in: a canvas stream, and BarcodeDetector answers window.__code): another
// stand's code is refused under the meeting, the stand's own checks in. After the slot, one tap
// marks the meeting no-show. The browser's and the server's clocks are on the show's first day.
import assert from 'node:assert/strict'
import { after, before, describe, test } from 'node:test'
import { codeFor, expectHeading, launch, screenshot, serverClockAt, url } from './support.mjs'
import { tapDrawn } from './taps.mjs'
import { adoptVisitor, bookAccepted, call, OTHER, OWN, publish, slotAt, verifyStand } from './meetings-support.mjs'

const SHOW_MORNING = Date.parse('2026-04-16T02:00:00Z') // 10:00 in Shanghai
const AFTER_SLOTS = Date.parse('2026-04-16T04:45:00Z') // 12:45: both meetings are over

const WORDS = {
  'ZH-CN': {
    verify: '验证',
    // exhibitor 1's other contacts: the SMS cooldown is per phone
    phone: '13800138001',
    title: '洽谈签到码',
    accepted: '已确认',
    checkIn: '扫码签到',
    wrongStand: '这是其他展位的二维码，您的会面在另一个展位',
    checkedIn: /^已签到 \d\d:\d\d$/,
    noShow: '对方未到',
    markedNoShow: '已标记：对方未到',
    slot: '11:30',
  },
  EN: {
    verify: 'Verify',
    phone: '13800138002',
    title: 'Meeting QR code',
    accepted: 'Accepted',
    checkIn: 'Check in',
    wrongStand: 'This is another stand’s code; your meeting is at a different stand',
    checkedIn: /^Checked in \d\d:\d\d$/,
    noShow: 'No-show',
    markedNoShow: 'Marked: no-show',
    slot: '12:00',
  },
}

/** The camera: a drawn canvas as the stream, and a BarcodeDetector that reads window.__code. */
async function fakeCamera(context) {
  await context.addInitScript(() => {
    const canvas = document.createElement('canvas')
    canvas.width = 320
    canvas.height = 240
    navigator.mediaDevices.getUserMedia = async () => {
      const ctx = canvas.getContext('2d')
      setInterval(() => {
        ctx.fillStyle = `hsl(${Date.now() % 360},50%,50%)`
        ctx.fillRect(0, 0, 320, 240)
      }, 50)
      return canvas.captureStream(10)
    }
    window.BarcodeDetector = class {
      async detect() {
        return window.__code ? [{ rawValue: window.__code }] : []
      }
    }
  })
}

describe('meetings on the day: the stand’s QR code → check in → no-show', () => {
  const stand = { userId: 'e2e-day-stand', token: '' }
  let ownCode = ''
  let otherCode = ''
  before(async () => {
    await serverClockAt(SHOW_MORNING)
    stand.token = await verifyStand(stand.userId, OWN)
    await publish(stand, [{ day: '2026-04-16', from: '10:30', to: '12:30', length: 30, capacity: 2, breaks: [] }])
    ownCode = (
      await call(stand.userId, 'GET', '/api/v5/meetings/code?companyProfileId=1', null, {
        'x-edit-token': stand.token,
      })
    ).code
    const otherToken = await verifyStand('e2e-day-other', OTHER)
    otherCode = (
      await call('e2e-day-other', 'GET', '/api/v5/meetings/code?companyProfileId=2', null, {
        'x-edit-token': otherToken,
      })
    ).code
  })
  after(async () => serverClockAt(null))

  for (const language of ['ZH-CN', 'EN']) {
    const w = WORDS[language]
    test(`${language}: the stand shows its code; the visitor checks in with it and marks a no-show`, async () => {
      await serverClockAt(SHOW_MORNING)
      const browser = await launch({ timezoneId: 'Asia/Shanghai' })
      const { page, context } = browser
      try {
        await fakeCamera(context)
        await page.clock.install({ time: SHOW_MORNING })

        // the stand's page: verified by SMS, it shows the stand's signed code
        await page.goto(url(`/meetings/code?language=${language}`))
        await page.locator('.phone-verify__phone input, input.phone-verify__phone').first().fill(w.phone)
        const sentAfter = Date.now() - 1000
        await tapDrawn(page.locator('.code-button:visible'))
        const sms = await codeFor(w.phone, sentAfter)
        await page.locator('.phone-verify__code input, input.phone-verify__code').first().fill(sms)
        await tapDrawn(page.getByRole('button', { name: w.verify, exact: true }))
        const qr = page.locator('[data-testid=meeting-code] .qr-code')
        await qr.waitFor()
        assert.equal(await qr.getAttribute('data-text'), ownCode)
        await expectHeading(page, w.title)
        await screenshot(page, `meetings-code-${language}`)

        // a meeting of this browser's visitor, booked and accepted (the booking screens have their own test)
        await page.goto(url(`/meetings/mine?language=${language}`))
        const visitor = await adoptVisitor(page)
        await bookAccepted(visitor, stand, await slotAt(visitor, '2026-04-16', w.slot))

        await page.reload()
        const card = page.locator('[data-testid=my-meeting]:visible')
        await card.waitFor()
        assert.equal((await card.locator('[data-testid=my-meeting-status]').textContent()).trim(), w.accepted)
        const checkIn = card.locator('[data-testid=my-meeting-checkin]')
        assert.equal((await checkIn.textContent()).trim(), w.checkIn)

        // another stand's code: refused, said under the meeting
        await page.evaluate((c) => (window.__code = c), otherCode)
        await tapDrawn(checkIn)
        await card.locator('[data-testid=my-meeting-error]').filter({ hasText: w.wrongStand }).waitFor()
        await screenshot(page, `meetings-checkin-refused-${language}`)

        // the stand's own code: checked in, the button gone
        await page.evaluate((c) => (window.__code = c), ownCode)
        await tapDrawn(checkIn)
        const checked = card.locator('[data-testid=my-meeting-checked]')
        await checked.waitFor()
        assert.match((await checked.textContent()).trim(), w.checkedIn)
        assert.equal(await card.locator('[data-testid=my-meeting-error]').count(), 0)
        assert.equal(await card.locator('[data-testid=my-meeting-checkin]').count(), 0)
        await screenshot(page, `meetings-checked-in-${language}`)

        // after the slot: one tap, no-show
        await serverClockAt(AFTER_SLOTS)
        await page.clock.setSystemTime(AFTER_SLOTS)
        await page.reload()
        const noShow = page.locator('[data-testid=my-meeting-noshow]:visible')
        await noShow.waitFor()
        assert.equal((await noShow.textContent()).trim(), w.noShow)
        await screenshot(page, `meetings-mark-${language}`)
        await tapDrawn(noShow)
        await page.locator('[data-testid=my-meeting-marked]:visible').filter({ hasText: w.markedNoShow }).waitFor()
        assert.equal(await page.locator('[data-testid=my-meeting-noshow]:visible').count(), 0)
        await screenshot(page, `meetings-marked-${language}`)
        assert.deepEqual(browser.errors, [])
      } finally {
        await browser.close()
      }
    })
  }
})
