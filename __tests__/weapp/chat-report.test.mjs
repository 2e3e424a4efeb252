// Reporting one chat message in the mini-program (issue 26 item 3): a tap on a message the other
// person sent offers Report; wx.showActionSheet gives the reason, wx.showModal confirms (saying the
// sender is not told who), the server puts it in the organiser's queue once. The visitor's own
// messages offer nothing; a long press goes straight to the reasons.
import assert from 'node:assert/strict'
import { after, before, test } from 'node:test'
import { api, referenceServer } from './harness/index.mjs'
import { EVENT_CODE, launchAt } from './support.mjs'
import { launchAs, matchedVisitor } from './pairs-support.mjs'

let server
before(async () => {
  server = await referenceServer()
})
after(() => server?.stop())

const send = (userId, conversationId, content) =>
  api('POST', '/api/sendImMessage.do', {
    query: { userId },
    body: { conversationId, clientId: `wx-report-${userId}-${content.length}`, content },
  })

test('a message they sent is reported with a reason; one’s own offers nothing', async (t) => {
  const { userId, other, conversationId, match } = await matchedVisitor()
  const theirs = `低价刷单联系我 ${Date.now().toString(36)}`
  const mine = `这是我自己的消息 ${Date.now().toString(36)}`
  await send(other, conversationId, theirs)
  await send(userId, conversationId, mine)

  const mp = await launchAt(t, '/pairs/chat', { conversationId, eventCode: EVENT_CODE }, launchAs(userId))
  const page = mp.page
  await page.waitForText(theirs)
  await page.waitForText(mine)
  // one's own message: nothing to report
  await page.tap({ selector: '.pairs-msg__bubble', text: mine })
  await new Promise((r) => setTimeout(r, 200))
  assert.equal(page.all('.pairs-msg__action').length, 0)

  mp.answers.actionSheet = 0
  mp.answers.modal = 'confirm'
  await page.tap({ selector: '.pairs-msg__bubble', text: theirs })
  await page.waitForText('举报这条消息')
  await page.tap({ selector: '.pairs-msg__action', text: '举报这条消息' })
  await page.waitFor(() => mp.toasts.includes('已提交主办方审核'), { what: 'the reported toast' })
  assert.deepEqual(mp.callsOf('showActionSheet').at(-1).itemList, [
    '广告或骚扰信息',
    '辱骂或不当言论',
    '虚假身份',
    '其他',
  ])
  assert.equal(
    mp.callsOf('showModal').at(-1).content,
    `主办方将审核这条消息。${match['ZH-CN'].name}不会知道是谁举报的。`,
  )
  const sent = mp.requests.filter((r) => r.method === 'POST' && r.url.includes('/api/v5/match/reportMessage'))
  assert.equal(sent.length, 1)
  const body = typeof sent[0].data === 'string' ? JSON.parse(sent[0].data) : sent[0].data
  assert.equal(body.reason, 'spam')
  const messages = await api('GET', '/api/getImMessageList.do', { query: { userId, conversationId } })
  assert.equal(body.messageId, messages.messages.find((m) => m.content === theirs).id)
  await page.waitForText('已举报')
  // reported once: neither a tap nor a long press asks again
  await page.tap({ selector: '.pairs-msg__bubble', text: theirs })
  await page.trigger({ selector: '.pairs-msg__bubble', text: theirs }, 'longpress')
  await new Promise((r) => setTimeout(r, 200))
  assert.equal(page.all('.pairs-msg__action').length, 0)
  assert.equal(mp.callsOf('showActionSheet').length, 1)
})

test('a long press on their message goes straight to the reasons; cancelling sends nothing', async (t) => {
  const { userId, other, conversationId } = await matchedVisitor()
  const theirs = `长按举报 ${Date.now().toString(36)}`
  await send(other, conversationId, theirs)
  const mp = await launchAt(t, '/pairs/chat', { conversationId, eventCode: EVENT_CODE }, launchAs(userId))
  const page = mp.page
  await page.waitForText(theirs)
  mp.answers.actionSheet = 'cancel'
  await page.trigger({ selector: '.pairs-msg__bubble', text: theirs }, 'longpress')
  await page.waitFor(() => mp.callsOf('showActionSheet').length === 1, { what: 'the reasons' })
  await new Promise((r) => setTimeout(r, 200))
  assert.equal(mp.requests.filter((r) => r.url.includes('/api/v5/match/reportMessage')).length, 0)
})
