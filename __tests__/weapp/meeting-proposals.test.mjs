// Meetings between matched attendees in the mini-program (issue 29.2): this device's visitor and
// another attendee match (through the API); the visitor opens "发起会面" for the match, an empty
// purpose is refused, a meeting point and a purpose are sent; the server holds one waiting
// proposal to the other attendee. Then the other proposes to this visitor, who taps "接受" in My
// meetings and sees it accepted.
import assert from 'node:assert/strict'
import { after, before, test } from 'node:test'
import { api, referenceServer } from './harness/index.mjs'
import { appVisitor, launchAt, serverClockAt } from './support.mjs'

const SHOW_MORNING = '2026-04-16T02:00:00.000Z' // 10:00 in Shanghai
const stamp = Date.now().toString(36).slice(-5)
const other = `weapp-prop-${stamp}`

let server
const card = (name) => ({
  name,
  company: `${name} 贸易`,
  position: '采购',
  country: '中国',
  interests: [1],
  role: 'buyer',
  lookingFor: '水泵',
  contact: 'wechat: weapp',
  shareProfile: 1,
})
const join = async (userId, name) =>
  (await api('POST', '/api/v5/match/join', { query: { userId, eventCode: 'CGA' }, body: card(name) })).personId
const follow = (userId, targetPersonId) =>
  api('POST', '/api/followOrCancelFriend.do', {
    query: { userId, eventCode: 'CGA' },
    body: { targetPersonId, follow: 1 },
  })

before(async () => {
  server = await referenceServer()
  await serverClockAt(SHOW_MORNING)
})
after(async () => {
  if (server) await serverClockAt(null)
  server?.stop()
})

test('propose a meeting to a match; accept one proposed to you', async (t) => {
  await serverClockAt(SHOW_MORNING)
  const first = await launchAt(t, '/meetings/mine', {}, { now: SHOW_MORNING })
  await first.page.waitForText('还没有洽谈预约')
  const visitor = appVisitor(first)
  const mine = await join(visitor, `安 ${stamp}`)
  const theirs = await join(other, `博 ${stamp}`)
  await follow(visitor, theirs)
  assert.equal((await follow(other, mine)).mutual, true)

  // this visitor opens the proposal page (the chat's button does this on a tap)
  const page = await first.open('pages/meetings/propose/index', { personId: theirs, eventCode: 'CGA' })
  await page.waitForText(`向 博 ${stamp} 发起会面`)
  // 10:00 at the venue (and the device's clock runs on): today's first start is on a quarter hour
  // at least 15 minutes ahead, at the venue's clock whatever the device's zone
  await page.waitForText('时间为展馆当地时间（UTC+8）')
  await page.tap({ selector: '.propose-place' })
  await page.tap({ selector: '.meeting-book__send' })
  await page.waitForText('请填写会面目的')
  await page.input({ selector: '.meeting-book__purpose' }, '聊聊水泵代理')
  await page.tap({ selector: '.meeting-book__send' })
  await page.waitForText('邀请已发送')
  const asked = await api('GET', '/api/v5/meetings/mine', { query: { userId: other, language: 'ZH-CN' } })
  assert.deepEqual(
    asked.meetings.map((m) => [m.status, m.purpose, m.day, m.proposal.role, m.proposal.person.name]),
    [['pending', '聊聊水泵代理', '2026-04-16', 'invitee', `安 ${stamp}`]],
  )
  const start = Date.parse(asked.meetings[0].startTime)
  assert.ok(start >= Date.parse('2026-04-16T02:15:00Z') && start % (15 * 60_000) === 0, asked.meetings[0].startTime)
  // the time shown is the time sent (venue clock: UTC+8)
  const clock = new Date(start + 8 * 3_600_000).toISOString().slice(11, 16)
  await page.waitForText(clock)

  // the other attendee proposes 12:00; this visitor accepts it in My meetings
  const places = await api('GET', '/api/v5/meetings/places', { query: { userId: other, personId: mine } })
  await api('POST', '/api/v5/meetings/propose', {
    query: { userId: other },
    body: {
      personId: mine,
      day: '2026-04-16',
      from: '12:00',
      length: 20,
      place: { kind: 'point', code: places.points[0].code },
      purpose: '看看样品',
    },
  })
  // back to My meetings (it reads the list again on showing)
  const list = await first.back()
  await list.waitForText(`博 ${stamp} 邀请您会面`)
  await list.waitForText('等待您回复')
  await list.tap({ selector: '.my-meeting__action', text: '接受' })
  await list.waitForText('已确认')
  const after = await api('GET', '/api/v5/meetings/mine', { query: { userId: visitor } })
  assert.deepEqual(
    after.meetings.map((m) => [m.proposal.role, m.status]),
    [
      ['proposer', 'pending'],
      ['invitee', 'accepted'],
    ],
  )
})
