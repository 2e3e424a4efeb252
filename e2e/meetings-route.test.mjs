// A meeting at a stand on the walking route (issue 29, item 4 "at its time and place"), in both
// languages at 375 px: a visitor plans ten stands of exhibitor 1's hall; exhibitor 1 publishes
// slots and accepts the visitor's 11:00 request (through the API); "My route" lists the meeting at
// exhibitor 1's stand at 11:00, among the stands (those that fit before it first), not as a stand
// stop of its own; then offline the route as kept still has it. Two days before the show, so the
// route is for the meeting's day.
import assert from 'node:assert/strict'
import { after, before, describe, test } from 'node:test'
import { BASE_URL, expectHeading, launch, screenshot, serverClockAt, url } from './support.mjs'
import { tapDrawn } from './taps.mjs'
import { adoptVisitor, bookAccepted, call, publish, slotAt, verifyStand } from './meetings-support.mjs'

const BEFORE_SHOW = Date.parse('2026-04-14T02:00:00Z') // 10:00 in Shanghai, two days before
const WORDS = {
  'ZH-CN': { heading: '参观路线', meeting: '洽谈', name: '华东机械有限公司', summary: /含.*的1场展位洽谈，按时间安排/ },
  EN: {
    heading: 'My route',
    meeting: 'Meeting',
    name: 'Huadong Machinery Co., Ltd.',
    summary: /^Includes 1 meeting at stands on .*, at their times$/,
  },
}

describe('a meeting at a stand on the walking route', () => {
  const stand = { userId: 'e2e-route-stand', token: '' }
  let planned = []
  let booth = ''
  before(async () => {
    await serverClockAt(BEFORE_SHOW)
    stand.token = await verifyStand(stand.userId)
    await publish(stand, [{ day: '2026-04-16', from: '10:30', to: '12:30', length: 30, capacity: 2, breaks: [] }])
    // exhibitor 1's hall, and ten other exhibitors of it for the plan
    for (const hall of await call(stand.userId, 'GET', '/api/v5/exhibition/getVenueList?eventCode=CGA')) {
      const plan = await call(stand.userId, 'GET', `/api/v5/exhibition/getHallPlan?eventCode=CGA&hallId=${hall.hallId}`)
      const own = plan.stands.find((s) => s.companyProfileId === 1)
      if (!own) continue
      booth = own.code
      // exhibitor 1's name as the server has it now, in each language: other browser tests on the same
      // server edit it (self-service, the organiser's import)
      for (const language of ['ZH-CN', 'EN']) {
        const res = await fetch(
          `${BASE_URL}/api/v5/exhibition/getHallPlan?eventCode=CGA&hallId=${hall.hallId}&language=${language}`,
        )
        const stand1 = (await res.json()).resultList.stands.find((s) => s.companyProfileId === 1)
        if (stand1?.name) WORDS[language].name = stand1.name
      }
      planned = plan.stands
        .filter((s) => s.companyProfileId && s.companyProfileId !== 1)
        .slice(0, 10)
        .map((s) => s.companyProfileId)
      break
    }
    assert.equal(planned.length, 10, 'ten exhibitors in exhibitor 1’s hall')
  })
  after(async () => serverClockAt(null))

  for (const language of ['ZH-CN', 'EN']) {
    const w = WORDS[language]
    test(`${language}: the accepted meeting is a stop at its stand, at its time, offline too`, async () => {
      await serverClockAt(BEFORE_SHOW)
      const browser = await launch({ timezoneId: 'Asia/Shanghai' })
      const { page, context } = browser
      try {
        await page.clock.install({ time: BEFORE_SHOW })
        await page.goto(url(`/exhibition/detail?eventCode=CGA&language=${language}`))
        await page.locator('.home-menu__item').first().waitFor()
        const visitor = await adoptVisitor(page)
        for (const id of planned) {
          await call(visitor, 'PUT', `/api/v1/plan/events/CGA/companyProfiles/${id}?eventCode=CGA`, {
            id,
            collected: 1,
          })
        }
        const meeting = await bookAccepted(visitor, stand, await slotAt(visitor, '2026-04-16', '11:00'))

        await page.goto(url(`/venue/route?eventCode=CGA&language=${language}`))
        await expectHeading(page, w.heading)
        const stop = page.locator(`.route-view__stop--meeting[data-meeting="${meeting.meetingId}"]`)
        await stop.waitFor()
        assert.equal((await stop.locator('.route-view__time').textContent()).trim(), '11:00–11:30')
        assert.equal((await stop.locator('.route-view__name').textContent()).trim(), `${w.meeting} · ${w.name}`)
        assert.match(await stop.locator('.route-view__where').textContent(), new RegExp(`${booth}$`))
        // ten stands from 09:00, 15 minutes each: some before the meeting, the rest after it
        const order = await page
          .locator('.route-view__stop')
          .evaluateAll((els) => els.map((e) => e.getAttribute('data-meeting') ?? e.getAttribute('data-id')))
        assert.equal(order.length, 11, order.join(','))
        const at = order.indexOf(String(meeting.meetingId))
        assert.ok(at > 2 && at < 10, order.join(','))
        const standIds = await page
          .locator('.route-view__stop:not(.route-view__stop--meeting)')
          .evaluateAll((els) => els.map((e) => Number(e.getAttribute('data-id'))))
        assert.deepEqual([...standIds].sort(), [...planned].sort(), 'exhibitor 1 is no stand stop of its own')
        assert.match(await page.locator('.route-view__day--meetings').textContent(), w.summary)
        await screenshot(page, `meetings-route-${language}`)

        // offline: from a stop to the exhibitor and back, the route as kept still walks to the meeting
        await context.setOffline(true)
        await tapDrawn(stop.locator('.route-view__stop-text'))
        await page.waitForURL(/exhibitors\/detail/)
        await page.goBack()
        await expectHeading(page, w.heading)
        await page.locator(`.route-view__stop--meeting[data-meeting="${meeting.meetingId}"]`).waitFor()
        await screenshot(page, `meetings-route-offline-${language}`)
        await context.setOffline(false)
        assert.deepEqual(browser.errors, [])
      } finally {
        await browser.close()
      }
    })
  }
})
