// Meetings at the stand in the mini-program (issue 29): exhibitor 1's contact publishes slots
// (through the API); a visitor opens the exhibitor's page on the show's first morning, "预约洽谈",
// picks the 10:30 slot (venue time), an empty purpose is refused, a purpose is sent, and the server
// holds exactly one waiting request of that visitor.
import assert from 'node:assert/strict'
import { after, before, test } from 'node:test'
import { api, referenceServer, sessionOf, SESSION_HEADER } from './harness/index.mjs'
import { appVisitor, launchAt, serverClockAt, smsCode } from './support.mjs'

// exhibitor 1's third contact (seed): no other mini-program test verifies it by SMS, whose 60 s
// cooldown is per phone and the tests share one server
const OWN = '13800138002'
const SHOW_MORNING = '2026-04-16T02:00:00.000Z' // 10:00 in Shanghai

let server
before(async () => {
  server = await referenceServer()
})
after(async () => {
  if (server) await serverClockAt(null)
  server?.stop()
})

test('book a meeting from the exhibitor page: venue-time slot, purpose checked, request sent', async (t) => {
  const stand = `weapp-meet-${Date.now().toString(36)}`
  const since = Date.now() - 1000
  await api('GET', '/api/sendCode.do', { query: { phone: OWN, type: 'verify' } })
  const grant = await api('POST', '/api/v5/verifyPhone', {
    query: { userId: stand, eventCode: 'CGA' },
    body: { phone: OWN, code: await smsCode(OWN, since) },
  })
  await serverClockAt(SHOW_MORNING)
  // the stand's routes take the edit token as a header only
  const res = await fetch(new URL(`/api/v5/meetings/publish?userId=${stand}`, process.env.WEAPP_SERVER_URL), {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-edit-token': grant.editToken,
      [SESSION_HEADER]: sessionOf(stand) ?? '',
    },
    body: JSON.stringify({
      companyProfileId: 1,
      days: [{ day: '2026-04-16', from: '10:30', to: '12:30', length: 30, capacity: 2, breaks: [] }],
    }),
  })
  assert.equal(res.status, 200, await res.clone().text())

  const mp = await launchAt(t, '/exhibitors/detail', { companyProfileId: 1, eventCode: 'CGA' }, { now: SHOW_MORNING })
  const page = mp.page
  await page.waitForText('预约洽谈')
  await page.tap({ selector: '.meeting-book__open' })
  await page.waitForText('10:30')
  // 10:00 at the venue: the first slot is 10:30 in Shanghai time whatever the device's zone
  await page.tap({ selector: '.meeting-slot', text: '10:30' })
  await page.tap({ selector: '.meeting-book__send' })
  await page.waitForText('请填写会面目的')

  await page.input({ selector: '.meeting-book__purpose' }, '了解水泵报价')
  await page.tap({ selector: '.meeting-book__send' })
  await page.waitForText('预约已发送，等待展商确认')

  const mine = await api('GET', '/api/v5/meetings/mine', { query: { userId: appVisitor(mp), language: 'ZH-CN' } })
  assert.deepEqual(
    mine.meetings.map((m) => [m.status, m.purpose, m.startTime]),
    [['pending', '了解水泵报价', '2026-04-16T02:30:00.000Z']],
  )
})
