// Meetings at the stand (issue 29 items 1, 5), the exhibitor's side, in both languages at 375 px:
// exhibitor 1's contact verifies the phone on My exhibitor information → "Meeting slots" → the
// week strip keeps only the 17th open, a lunch break → publish → "Meeting requests"; a new visitor
// books the 17th's first free slot from the exhibitor's page; the stand sees the request on the 17th,
// accepts it (the counts move); the visitor's My meetings says accepted. The browsers' and the
// server's clocks are on the show's second morning before the doors open (16 Apr 2026, 09:30 in
// Shanghai, earlier than the visitor-side test's, so neither holds the other's SMS code back).
import assert from 'node:assert/strict'
import { after, before, describe, test } from 'node:test'
import { codeFor, expectHeading, launch, screenshot, serverClockAt, url } from './support.mjs'
import { tapDrawn } from './taps.mjs'
import { publish, verifyStand } from './meetings-support.mjs'

const MORNING = Date.parse('2026-04-16T01:30:00Z')
const DAYS = ['2026-04-15', '2026-04-16', '2026-04-17', '2026-04-18']

const WORDS = {
  'ZH-CN': {
    // exhibitor 1's contact phones: one per language, so neither waits for the other's SMS
    phone: '13800138000',
    verify: '验证',
    slots: '洽谈时段',
    stand: '洽谈预约',
    // a stand with slots already (this server's other tests, or the run before) publishes again
    publish: '重新发布',
    published: /已发布 \d+ 个时段/,
    preview: '每个开放日 14 个时段；时间为展馆当地时间（UTC+8）',
    previewTotal: '2 个开放日共 22 个时段；时间为展馆当地时间（UTC+8）',
    eightSlots: '8 个时段',
    openDay: '洽谈预约',
    book: '预约洽谈',
    purpose: '想了解贵司水泵的报价',
    sent: '预约已发送，等待展商确认',
    accept: '接受',
    pending: '待确认',
    accepted: '已确认',
    mine: '我的洽谈',
  },
  EN: {
    phone: '13800138001',
    verify: 'Verify',
    slots: 'Meeting slots',
    stand: 'Meeting requests',
    publish: 'Publish again',
    published: /\d+ slots published/,
    preview: '14 slots each open day; times are the venue’s (UTC+8)',
    previewTotal: '22 slots over 2 open days; times are the venue’s (UTC+8)',
    eightSlots: '8 slots',
    openDay: 'Meeting requests',
    book: 'Book a meeting',
    purpose: 'Prices of your pumps',
    sent: 'Request sent: the exhibitor will answer',
    accept: 'Accept',
    pending: 'Waiting',
    accepted: 'Accepted',
    mine: 'My meetings',
  },
}

const count = async (page, key) =>
  Number((await page.locator(`[data-count=${key}]:visible .stand-meet__count-value`).textContent()).trim())

describe('meetings at the stand: publish → a visitor books → the stand accepts', () => {
  // Other browser tests on the same server publish exhibitor 1's slots with hours of their own, and the
  // form starts from what is stored: it starts here from the 17th's usual hours (through the third
  // contact phone, so the SMS cooldown of the two the test verifies with is not touched).
  before(async () => {
    await serverClockAt(MORNING)
    const stand = { userId: 'e2e-stand-reset', token: await verifyStand('e2e-stand-reset', '13800138002') }
    await publish(stand, [
      {
        day: '2026-04-17',
        from: '09:00',
        to: '17:00',
        length: 30,
        capacity: 1,
        breaks: [{ from: '12:00', to: '13:00' }],
      },
    ])
  })
  after(async () => serverClockAt(null))

  for (const language of ['ZH-CN', 'EN']) {
    const w = WORDS[language]
    test(`${language}: the exhibitor publishes slots, accepts a booking, the visitor sees it accepted`, async () => {
      await serverClockAt(MORNING)
      const stand = await launch({ timezoneId: 'Europe/Berlin' })
      const visitor = await launch({ timezoneId: 'Europe/Berlin' })
      try {
        const { page } = stand
        await page.clock.install({ time: MORNING })
        await page.goto(url(`/exhibition/my-detail?eventCode=CGA&language=${language}`))
        await page.locator('.phone-verify__phone input, input.phone-verify__phone').first().fill(w.phone)
        const sentAfter = Date.now() - 1000
        await tapDrawn(page.locator('.code-button:visible'))
        const code = await codeFor(w.phone, sentAfter)
        await page.locator('.phone-verify__code input, input.phone-verify__code').first().fill(code)
        await tapDrawn(page.getByRole('button', { name: w.verify, exact: true }))

        const openSlots = page.locator('.my-exhibitor__card[data-company="1"] [data-testid=open-meeting-slots]')
        await openSlots.waitFor()
        assert.equal((await openSlots.textContent()).trim(), w.slots)
        await tapDrawn(openSlots)
        await expectHeading(page, w.slots)

        // the week strip: every day of the show, each a tap to open or close
        const form = page.locator('[data-testid=meeting-slots]:visible')
        await form.waitFor()
        const days = form.locator('.stand-meet__week [role=checkbox]')
        assert.deepEqual(await days.evaluateAll((els) => els.map((e) => e.dataset.day)), DAYS)
        for (const day of DAYS) {
          const chip = form.locator(`[data-day="${day}"]`)
          const on = (await chip.getAttribute('aria-checked')) === 'true'
          if (on !== (day === '2026-04-17' || day === '2026-04-18')) await tapDrawn(chip)
        }
        assert.deepEqual(
          await days.evaluateAll((els) =>
            els.filter((e) => e.getAttribute('aria-checked') === 'true').map((e) => e.dataset.day),
          ),
          ['2026-04-17', '2026-04-18'],
        )
        // the same hours every day: the 17th's copied to all (a run before may have left the 18th's own)
        const hoursFor = form.locator('[data-choice=hours-for]')
        await tapDrawn(hoursFor.locator('[data-value="2026-04-17"]'))
        await tapDrawn(form.locator('[data-testid=copy-to-all]'))
        assert.equal(await hoursFor.locator('[data-value=all]').getAttribute('aria-checked'), 'true')
        // 09:00–17:00, 30 minutes, one at a time, lunch 12:00–13:00: 14 slots
        if ((await form.locator('[data-testid=break]').count()) === 0)
          await tapDrawn(form.locator('[data-testid=add-break]'))
        await tapDrawn(form.locator('[data-choice=capacity] [data-value="1"]'))
        await tapDrawn(form.locator('[data-choice=length] [data-value="30"]'))
        assert.equal((await form.locator('[data-testid=slots-preview]').textContent()).trim(), w.preview)
        await screenshot(page, `meetings-stand-slots-${language}`)
        // the 18th closes at 14:00 (its lunch break kept): 09:00–12:00 and 13:00–14:00, 8 slots
        await tapDrawn(hoursFor.locator('[data-value="2026-04-18"]'))
        for (let i = 0; i < 6; i++) await tapDrawn(form.locator('[data-edge=to] [role=button]').first())
        assert.equal((await form.locator('[data-edge=to] .stand-meet__time').textContent()).trim(), '14:00')
        assert.equal(
          (await form.locator('.stand-meet__week [data-day="2026-04-18"] .stand-meet__day-state').textContent()).trim(),
          w.eightSlots,
        )
        assert.equal((await form.locator('[data-testid=slots-preview]').textContent()).trim(), w.previewTotal)
        await tapDrawn(hoursFor.locator('[data-value="2026-04-17"]'))
        assert.equal((await form.locator('[data-edge=to] .stand-meet__time').textContent()).trim(), '17:00')
        await screenshot(page, `meetings-stand-slots-per-day-${language}`)

        const publish = form.locator('[data-testid=publish-slots]')
        assert.equal((await publish.textContent()).trim(), w.publish)
        const published = page.waitForResponse((r) => r.url().includes('/api/v5/meetings/publish'))
        await tapDrawn(publish)
        const answer = await (await published).json()
        assert.equal(answer.result, 'OK')
        assert.deepEqual(
          answer.resultList.plans.map((d) => [d.day, d.from, d.to, d.breaks.length]),
          [
            ['2026-04-17', '09:00', '17:00', 1],
            ['2026-04-18', '09:00', '14:00', 1],
          ],
        )
        const done = form.locator('.stand-meet__done')
        await done.filter({ hasText: w.published }).waitFor()
        await screenshot(page, `meetings-stand-published-${language}`)

        // a new visitor books the 17th's first free slot (venue time; their phone is in Berlin)
        const v = visitor.page
        await v.clock.install({ time: MORNING })
        await v.goto(url(`/exhibitors/detail?companyProfileId=1&eventCode=CGA&language=${language}`))
        const open = v.locator('.meeting-book__open:visible')
        await open.waitFor()
        assert.equal((await open.textContent()).trim(), w.book)
        await tapDrawn(open)
        const slot17 = v
          .locator('.meeting-book__day')
          .filter({ hasText: '17' })
          .locator('[data-testid=meeting-slot]')
          .first()
        await slot17.waitFor()
        // venue time: 09:00 at the earliest (a run before may have taken the first places)
        const time = (await slot17.locator('.meeting-slot__time').textContent()).trim()
        assert.match(time, /^(09|1\d):[03]0$/)
        await tapDrawn(slot17)
        await v.locator('.meeting-book__purpose:visible').fill(w.purpose)
        // with two open days the panel is long: the send button is brought up from under the
        // page's bottom action row, as a finger scrolls before tapping
        const send = v.locator('[data-testid=meeting-send]:visible')
        await send.evaluate((el) => el.scrollIntoView({ block: 'center' }))
        await tapDrawn(send)
        await v.locator('.meeting-book__sent:visible').filter({ hasText: w.sent }).waitFor()

        // the stand opens its requests and the 17th
        await tapDrawn(done.locator('[role=link]').filter({ hasText: w.openDay }))
        await expectHeading(page, w.stand)
        const day17 = page.locator('[data-testid=stand-day]:visible [role=tab][data-day="2026-04-17"]')
        await day17.waitFor()
        await tapDrawn(day17)
        await page
          .locator('[data-testid=stand-day]:visible [role=tab][aria-selected=true][data-day="2026-04-17"]')
          .waitFor()
        const request = page.locator('[data-testid=stand-meeting]:visible').filter({ hasText: w.purpose })
        await request.waitFor()
        assert.equal(await request.getAttribute('data-status'), 'pending')
        assert.equal((await request.locator('.stand-meeting__status').textContent()).trim(), w.pending)
        const slotCard = page.locator('[data-testid=stand-slot]:visible').filter({ has: request })
        assert.ok((await slotCard.locator('.stand-slot__time').textContent()).startsWith(`${time}–`))
        const acceptedBefore = await count(page, 'accepted')
        const pendingBefore = await count(page, 'pending')
        assert.ok(pendingBefore >= 1)
        await screenshot(page, `meetings-stand-request-${language}`)

        const accept = request.locator('[data-action=accept]')
        assert.equal((await accept.textContent()).trim(), w.accept)
        await tapDrawn(accept)
        await page
          .locator('[data-testid=stand-meeting][data-status=accepted]:visible')
          .filter({ hasText: w.purpose })
          .waitFor()
        assert.equal(await request.locator('[data-action=accept]').count(), 0)
        await page.waitForFunction(
          (n) => Number(document.querySelector('[data-count=accepted] .stand-meet__count-value')?.textContent) === n,
          acceptedBefore + 1,
        )
        assert.equal(await count(page, 'pending'), pendingBefore - 1)
        await screenshot(page, `meetings-stand-accepted-${language}`)

        // the visitor's My meetings says accepted
        await v.goto(url(`/meetings/mine?eventCode=CGA&language=${language}`))
        await expectHeading(v, w.mine)
        const card = v.locator('[data-testid=my-meeting]:visible').filter({ hasText: w.purpose })
        await card.waitFor()
        assert.equal((await card.locator('[data-testid=my-meeting-status]').textContent()).trim(), w.accepted)
        await screenshot(v, `meetings-stand-visitor-accepted-${language}`)
        assert.deepEqual(stand.errors, [])
        assert.deepEqual(visitor.errors, [])
      } finally {
        await stand.close()
        await visitor.close()
      }
    })
  }
})
