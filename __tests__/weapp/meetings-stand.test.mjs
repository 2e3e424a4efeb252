// Meetings at the stand in the mini-program, the exhibitor's side (issue 29 items 1, 5): exhibitor
// 1's contact proves the phone with WeChat's phone-number button on "洽谈时段", keeps the 17th and
// 18th open in the week strip, 20-minute slots two at a time, the 18th closing at 14:00 (hours of its
// own), and publishes (the server holds exactly that plan); a visitor books the 18th's first slot; on "洽谈预约" the stand opens the 18th, sees the
// request and accepts it, and the server tells the visitor it is accepted.
import assert from 'node:assert/strict'
import { after, before, test } from 'node:test'
import { api, referenceServer } from './harness/index.mjs'
import { launchAt, serverClockAt } from './support.mjs'

const SHOW_MORNING = '2026-04-16T02:00:00.000Z' // 10:00 in Shanghai

let server
before(async () => {
  server = await referenceServer()
})
after(async () => {
  if (server) await serverClockAt(null)
  server?.stop()
})

test('the stand publishes slots with the week strip and accepts a booking on its day view', async (t) => {
  await serverClockAt(SHOW_MORNING)
  const mp = await launchAt(t, '/meetings/slots', { companyProfileId: 1, eventCode: 'CGA' }, { now: SHOW_MORNING })
  const page = mp.page
  await page.waitForText('使用微信绑定的手机号')
  // WeChat's phone-number button: no SMS (its cooldown is per phone and the tests share a server)
  mp.answers.phoneNumber = { code: 'test-phone:13800138000' }
  await page.tap({ selector: '.phone-verify__wechat' })
  await page.waitForText('开放日期')

  for (const day of ['15日', '16日', '17日', '18日']) {
    // the days start open (or as published before): only the 17th and the 18th open
    const chip = page.all('.stand-meet__day').find((el) => el.textContent.includes(day))
    assert.ok(chip, `the week strip shows the ${day}`)
    const on = (chip.getAttribute('class') ?? '').includes('is-on')
    if (on !== (day === '17日' || day === '18日')) await page.tap({ selector: '.stand-meet__day', text: day })
  }
  // the same hours every day to begin with: the 17th's copied to all
  await page.tap({ selector: '.stand-meet__choice', text: '17日' })
  await page.tap({ selector: '.stand-meet__link', text: '将这一天的时间复制到所有日期' })
  await page.tap({ selector: '.stand-meet__choice', text: '20 分钟' })
  await page.tap({ selector: '.stand-meet__choice', text: '2', exact: true })
  // 09:00–17:00 in 20 minutes: 24 slots each open day
  await page.waitForText('每个开放日 24 个时段')
  // the 18th closes at 14:00: 15 slots that day
  await page.tap({ selector: '.stand-meet__choice', text: '18日' })
  for (let i = 0; i < 6; i++) await page.tap({ selector: '.stand-meet__step', text: '−', index: 1 })
  await page.waitForText('2 个开放日共 39 个时段')
  await page.tap({ selector: '.stand-meet__primary' })
  await page.waitForText(/已发布 \d+ 个时段/)

  // a visitor's first call brings their session; their booking then carries it
  const visitor = `weapp-stand-v-${Date.now().toString(36)}`
  const slots = await api('GET', '/api/v5/meetings/slots', {
    query: { userId: visitor, companyProfileId: 1, language: 'ZH-CN' },
  })
  const ours = slots.plans.find((p) => p.day === '2026-04-18')
  assert.deepEqual(ours, { day: '2026-04-18', from: '09:00', to: '14:00', length: 20, capacity: 2, breaks: [] })
  assert.deepEqual(
    slots.plans.map((p) => [p.day, p.to]),
    [
      ['2026-04-17', '17:00'],
      ['2026-04-18', '14:00'],
    ],
  )
  const first = slots.slots.find((s) => s.startTime === '2026-04-18T01:00:00.000Z')
  assert.ok(first, 'the 18th at 09:00 in Shanghai')

  const booked = await api('POST', '/api/v5/meetings/book', {
    query: { userId: visitor, language: 'ZH-CN' },
    body: { slotId: first.slotId, purpose: '洽谈水泵采购' },
  })
  assert.equal(booked.status, 'pending')

  await page.tap({ selector: '.stand-meet__link', text: '洽谈预约' })
  await page.waitFor(() => mp.route.includes('meetings/stand'), { what: 'the stand’s day view' })
  const day = mp.page
  await day.waitForText('未到场')
  await day.tap({ selector: '.stand-meet__day', text: '18日' })
  await day.waitForText('洽谈水泵采购')
  await day.waitForText('待确认')
  await day.tap({ selector: '.stand-meet__answer', text: '接受' })
  await day.waitForText('已确认')

  const mine = await api('GET', '/api/v5/meetings/mine', { query: { userId: visitor, language: 'ZH-CN' } })
  assert.deepEqual(
    mine.meetings.map((m) => [m.status, m.purpose]),
    [['accepted', '洽谈水泵采购']],
  )
})
