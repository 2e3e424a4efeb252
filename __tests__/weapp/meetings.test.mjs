// Meetings at the stand in the mini-program (issue 29): exhibitor 1's contact publishes slots
// (through the API); a visitor opens the exhibitor's page on the show's first morning, "预约洽谈",
// picks the 10:30 slot (venue time), an empty purpose is refused, a purpose is sent, and the server
// holds exactly one waiting request of that visitor. Check-in from My meetings; after the slots,
// "met" and "no-show" with one tap each.
import assert from 'node:assert/strict'
import { after, before, test } from 'node:test'
import { api, referenceServer, sessionOf, SESSION_HEADER } from './harness/index.mjs'
import { appVisitor, launchAt, serverClockAt, smsCode } from './support.mjs'

// exhibitor 1's third contact (seed): no other mini-program test verifies it by SMS, whose 60 s
// cooldown is per phone and the tests share one server
const OWN = '13800138002'
const SHOW_MORNING = '2026-04-16T02:00:00.000Z' // 10:00 in Shanghai

let server
const stand = `weapp-meet-${Date.now().toString(36)}`
let grant

/** A call of the stand: its routes take the edit token as a header only. */
async function standCall(method, route, body) {
  const res = await fetch(
    new URL(`${route}${route.includes('?') ? '&' : '?'}userId=${stand}`, process.env.WEAPP_SERVER_URL),
    {
      method,
      headers: {
        ...(body ? { 'content-type': 'application/json' } : {}),
        'x-edit-token': grant.editToken,
        [SESSION_HEADER]: sessionOf(stand) ?? '',
      },
      ...(body ? { body: JSON.stringify(body) } : {}),
    },
  )
  assert.equal(res.status, 200, await res.clone().text())
  return (await res.json()).resultList
}

before(async () => {
  server = await referenceServer()
  // exhibitor 1's contact verifies the phone (once: the SMS cooldown) and publishes slots
  const since = Date.now() - 1000
  await api('GET', '/api/sendCode.do', { query: { phone: OWN, type: 'verify' } })
  grant = await api('POST', '/api/v5/verifyPhone', {
    query: { userId: stand, eventCode: 'CGA' },
    body: { phone: OWN, code: await smsCode(OWN, since) },
  })
  await serverClockAt(SHOW_MORNING)
  await standCall('POST', '/api/v5/meetings/publish', {
    companyProfileId: 1,
    days: [{ day: '2026-04-16', from: '10:30', to: '12:30', length: 30, capacity: 2, breaks: [] }],
  })
})
after(async () => {
  if (server) await serverClockAt(null)
  server?.stop()
})

test('book a meeting from the exhibitor page: venue-time slot, purpose checked, request sent', async (t) => {
  await serverClockAt(SHOW_MORNING)
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

test('check in at the stand from My meetings: another stand’s code refused, the stand’s own accepted', async (t) => {
  await serverClockAt(SHOW_MORNING)
  const { code } = await standCall('GET', '/api/v5/meetings/code?companyProfileId=1')
  const mp = await launchAt(t, '/meetings/mine', {}, { now: SHOW_MORNING })
  const page = mp.page
  await page.waitForText('还没有洽谈预约')
  // this device's visitor has an accepted meeting at 11:00 (the booking screens have the test above)
  const visitor = appVisitor(mp)
  const { slots } = await api('GET', '/api/v5/meetings/slots', { query: { userId: visitor, companyProfileId: 1 } })
  const slot = slots.find((s) => s.startTime === '2026-04-16T03:00:00.000Z')
  const meeting = await api('POST', '/api/v5/meetings/book', {
    query: { userId: visitor },
    body: { slotId: slot.slotId, purpose: '了解水泵报价' },
  })
  await standCall('POST', '/api/v5/meetings/answer', {
    companyProfileId: 1,
    meetingId: meeting.meetingId,
    action: 'accept',
  })
  await mp.hideAndShow()
  await page.waitForText('扫码签到')

  // WeChat's scanner reads a made-up code (stand 1's signature under stand 2's number)
  mp.answers.scanCode = { result: code.replace('expo-meet.1.', 'expo-meet.2.') }
  await page.tap({ selector: '.my-meeting__action', text: '扫码签到' })
  await page.waitForText('这不是展位的会面二维码，请扫描展位出示的会面二维码')
  assert.equal(mp.callsOf('scanCode').length, 1)

  mp.answers.scanCode = { result: code }
  await page.tap({ selector: '.my-meeting__action', text: '扫码签到' })
  await page.waitForText('已签到 10:0')
  const mine = await api('GET', '/api/v5/meetings/mine', { query: { userId: visitor } })
  assert.ok(mine.meetings[0].checkedInAt)
})

test('after the slot, one tap from My meetings: “met” on one meeting, “no-show” on the other', async (t) => {
  await serverClockAt(SHOW_MORNING)
  const mp = await launchAt(t, '/meetings/mine', {}, { now: SHOW_MORNING })
  const page = mp.page
  await page.waitForText('还没有洽谈预约')
  // this device's visitor has two accepted meetings, 11:30 and 12:00 (booked through the API)
  const visitor = appVisitor(mp)
  const { slots } = await api('GET', '/api/v5/meetings/slots', { query: { userId: visitor, companyProfileId: 1 } })
  const ids = []
  for (const at of ['2026-04-16T03:30:00.000Z', '2026-04-16T04:00:00.000Z']) {
    const slot = slots.find((s) => s.startTime === at)
    const meeting = await api('POST', '/api/v5/meetings/book', {
      query: { userId: visitor },
      body: { slotId: slot.slotId, purpose: '了解水泵报价' },
    })
    await standCall('POST', '/api/v5/meetings/answer', {
      companyProfileId: 1,
      meetingId: meeting.meetingId,
      action: 'accept',
    })
    ids.push(meeting.meetingId)
  }

  // 12:45 at the venue: both slots are over, and each shows the two marks
  const AFTER = '2026-04-16T04:45:00.000Z'
  await serverClockAt(AFTER)
  const later = await launchAt(t, '/meetings/mine', {}, { now: AFTER, storage: mp.storageSnapshot() })
  const after = later.page
  await after.waitForText('对方未到')
  assert.equal(appVisitor(later), visitor)
  // the first meeting's "met", then the only "no-show" left is the second meeting's
  await after.tap({ selector: '.my-meeting__action', text: '已会面' })
  await after.waitForText('已标记：已会面')
  await after.tap({ selector: '.my-meeting__action', text: '对方未到' })
  await after.waitForText('已标记：对方未到')
  const mine = await api('GET', '/api/v5/meetings/mine', { query: { userId: visitor } })
  assert.deepEqual(
    mine.meetings.filter((m) => ids.includes(m.meetingId)).map((m) => [m.meetingId, m.mark]),
    [
      [ids[0], 'met'],
      [ids[1], 'noShow'],
    ],
  )
})
