// Matchmaking in the mini-program (issue 12): joining with a card, a decision that reaches the
// server, the lists, and chat over wx.connectSocket — and polling when the socket is refused.
import assert from 'node:assert/strict'
import { after, before, test } from 'node:test'
import { api, referenceServer } from './harness/index.mjs'
import { EVENT_CODE, appVisitor, launchAt } from './support.mjs'
import { joinedVisitor, launchAs, matchedVisitor, relationsOf, stackOf } from './pairs-support.mjs'

let server
before(async () => {
  server = await referenceServer()
})
after(() => server?.stop())

test('a new visitor joins with a card; the card stack then renders', async (t) => {
  const mp = await launchAt(t, '/pairs/insterests', { eventCode: EVENT_CODE })
  const page = mp.page
  await page.waitForText('加入商贸配对')
  // refused by the shared rule, in words
  await page.tap({ selector: '.pairs-form__submit' })
  await page.waitForText('请填写姓名')
  await page.input({ selector: '.pairs-form__input--name' }, '小程序访客')
  await page.input({ selector: '.pairs-form__input--company' }, '杭州外贸有限公司')
  await page.input({ selector: '.pairs-form__input--position' }, '采购经理')
  await page.input({ selector: '.pairs-form__input--country' }, '中国')
  await page.tap({ selector: '.pairs-chip--interest', index: 0 })
  // the separate consent to show the card to others (issue 23): asked for in words, then ticked
  await page.tap({ selector: '.pairs-form__submit' })
  await page.waitForText('请同意向其他参会者展示您的名片')
  await page.tap({ selector: '.consent-check__row' })
  await page.tap({ selector: '.pairs-form__submit' })
  await page.waitFor(() => page.all('.pairs-card').length > 0, { what: 'the card stack' })
  await page.waitForText('感兴趣')
  const userId = appVisitor(mp)
  const me = await api('GET', '/api/v5/match/myCard', { query: { userId, eventCode: EVENT_CODE } })
  assert.equal(me.joined, true)
  assert.equal(me.card.name, '小程序访客')
})

test('Interested reaches the server; the next card shows and Undo brings it back', async (t) => {
  const userId = await joinedVisitor()
  const stack = await stackOf(userId, 'ZH-CN')
  const [first, second] = stack.list
  const mp = await launchAt(t, '/pairs/insterests', { eventCode: EVENT_CODE }, launchAs(userId))
  const page = mp.page
  await page.waitForText(first.name)
  await page.waitForText(`今日剩余 ${stack.remaining} 次`)
  await page.tap({ selector: '.pairs-decide__follow' })
  await page.waitForText(second.name)
  await page.waitForText(`今日剩余 ${stack.remaining - 1} 次`)
  const relations = await relationsOf(userId)
  assert.ok(
    relations.some((r) => r.personId === first.personId && r.followed === 1),
    'the interest is on the server',
  )
  await page.tap({ selector: '.pairs-undo' })
  await page.waitForText(`今日剩余 ${stack.remaining} 次`)
  await page.waitFor(() => page.find({ selector: '.pairs-card__name' }).textContent === first.name, {
    what: 'the undone person back on top',
  })
})

test('the lists: a match with its chat button; following back from "interested in me" makes a match', async (t) => {
  const { userId, name, match } = await matchedVisitor()
  // someone else marks the visitor interested
  const follower = await joinedVisitor({ name: `关注者${Date.now().toString(36)}`, role: 'exhibitor' }, 6)
  const theirs = await api('GET', '/api/v5/match/matchingUser', {
    query: { userId: follower, eventCode: EVENT_CODE, pageSize: 50 },
  })
  const me = theirs.list.find((p) => p.name === name)
  assert.ok(me, "the visitor is in the follower's stack")
  await api('POST', '/api/followOrCancelFriend.do', {
    query: { userId: follower, eventCode: EVENT_CODE },
    body: { targetPersonId: me.personId, follow: 1 },
  })
  const mp = await launchAt(t, '/pairs/list', { eventCode: EVENT_CODE }, launchAs(userId))
  const page = mp.page
  await page.waitForText(match['ZH-CN'].name)
  await page.waitForText('聊天')
  await page.tap({ selector: '.pairs-tabs__tab--interestedInMe' })
  await page.tap({ selector: '.pairs-row__follow' })
  // a match is a moment (issue 22 item 5): who it is, until the visitor chooses
  await page.waitForText('配对成功！')
  await page.waitFor(() => /您和 关注者\S+ 互相感兴趣/.test(page.text()), { what: 'who the match is' })
  await page.tap({ selector: '.pairs-moment__later' })
  await page.waitFor(() => page.all('.pairs-moment').length === 0, { what: 'the moment closed' })
  const relations = await relationsOf(userId)
  assert.equal(relations.filter((r) => r.mutual).length, 2)

  // block the first match from its row (the action sheet's first item, then confirm): gone at once
  mp.answers.actionSheet = 0
  await page.tap({ selector: '.pairs-tabs__tab--mutual' })
  await page.tap({ selector: '.pairs-row__more', index: 0 })
  await page.waitFor(() => mp.toasts.includes('已屏蔽'), { what: 'the blocked toast' })
  assert.equal((await relationsOf(userId)).filter((r) => r.mutual).length, 1)
  // (the toast is told at once; the row leaves with the page's next render)
  await page.waitFor(() => page.all('.pairs-row').length === 1, { what: 'one row left' })
})

test('chat opens its socket through wx.connectSocket and shows what arrives on it', async (t) => {
  const { userId, conversationId, match } = await matchedVisitor()
  const mp = await launchAt(t, '/pairs/chat', { conversationId, eventCode: EVENT_CODE }, launchAs(userId))
  const page = mp.page
  await page.waitForText(match['ZH-CN'].name)
  await page.waitFor(() => mp.sockets.some((s) => s.sent.length > 0), { what: 'the socket and its auth' })
  assert.equal(mp.callsOf('connectSocket').length, 1, 'one socket')
  const socket = mp.sockets.find((s) => s.sent.length > 0)
  assert.match(socket.url, /^ws:\/\/127\.0\.0\.1:\d+\/api\/v5\/im\/socket/)
  assert.ok(!socket.url.includes('session'), 'the secret is not in the URL')
  const auth = JSON.parse(socket.sent[0])
  assert.equal(auth.type, 'auth')
  assert.equal(auth.userId, userId)
  assert.ok(auth.session.length > 20)
  socket.receive(JSON.stringify({ type: 'ready' }))
  socket.receive(
    JSON.stringify({
      type: 'message',
      message: {
        id: 999_999,
        clientId: 'server-pushed-1',
        conversationId,
        fromMe: 0,
        content: '来自对方的实时消息',
        createdAt: new Date().toISOString(),
        read: 0,
      },
    }),
  )
  await page.waitForText('来自对方的实时消息')
  // sending goes to the server, and shows once
  await page.input({ selector: '.pairs-chat__input' }, '你好！')
  await page.trigger({ selector: '.pairs-chat__input' }, 'confirm', { value: '你好！' })
  await page.waitFor(() => page.all('.pairs-msg--mine').length === 1, { what: 'my message' })
  const stored = await api('GET', '/api/getImMessageList.do', { query: { userId, conversationId } })
  assert.deepEqual(
    stored.messages.map((m) => m.content),
    ['你好！'],
  )
})

test('chat falls back to polling when the socket is refused', async (t) => {
  const { userId, conversationId, match } = await matchedVisitor()
  const mp = await launchAt(
    t,
    '/pairs/chat',
    { conversationId, eventCode: EVENT_CODE },
    { ...launchAs(userId), answers: { socket: 'connectSocket:fail url not in domain list' } },
  )
  const page = mp.page
  await page.waitForText(match['ZH-CN'].name)
  await page.waitForText('实时连接不可用，正在定时刷新')
  assert.ok(mp.callsOf('connectSocket').length >= 1)
  // a message sent from the visitor's other device (seeded matches do not write): polling shows it
  await api('POST', '/api/sendImMessage.do', {
    query: { userId },
    body: { conversationId, clientId: 'other-device-0001', content: '另一台设备发的消息' },
  })
  await page.waitForText('另一台设备发的消息', { timeout: 8000 })
})

test('a match from the stack is a moment: Say hello opens the chat, which shows their contact', async (t) => {
  // another visitor already marked this one: Interested on their card makes a match
  const tag = Date.now().toString(36)
  const userId = await joinedVisitor({ name: `访客${tag}` }, 6)
  const other = await joinedVisitor({ name: `展商${tag}`, role: 'exhibitor', contact: `wx-${tag}` }, 6)
  const theirs = await api('GET', '/api/v5/match/matchingUser', {
    query: { userId: other, eventCode: EVENT_CODE, pageSize: 50 },
  })
  await api('POST', '/api/followOrCancelFriend.do', {
    query: { userId: other, eventCode: EVENT_CODE },
    body: { targetPersonId: theirs.list.find((p) => p.name === `访客${tag}`).personId, follow: 1 },
  })
  const mp = await launchAt(t, '/pairs/insterests', { eventCode: EVENT_CODE }, launchAs(userId))
  const page = mp.page
  await page.waitFor(() => page.find({ selector: '.pairs-card__name' })?.textContent === `展商${tag}`, {
    what: 'the other visitor on top',
  })
  // the contact is not on the card before the match
  assert.equal(page.text().includes(`wx-${tag}`), false)
  await page.tap({ selector: '.pairs-decide__follow' })
  await page.waitForText(`您和 展商${tag} 互相感兴趣`)
  await page.waitForText('打个招呼')
  assert.equal(mp.toasts.includes('配对成功！'), false, 'not a toast over the next card')

  // Say hello opens the conversation, whose header shows the contact they shared for matches
  const relation = (await relationsOf(userId)).find((r) => r.name === `展商${tag}`)
  await page.tap({ selector: '.pairs-moment__hello' })
  await mp.page.waitForText(`联系方式：wx-${tag}`)
  const opened = mp.navigations.find((n) => n.api === 'navigateTo' && n.url.includes('pages/pairs/chat'))
  assert.ok(opened && opened.url.includes(`conversationId=${relation.conversationId}`), 'the chat of the match')
  // its ··· offers to copy the contact first
  mp.answers.actionSheet = 0
  await mp.page.tap({ selector: '.pairs-chat__more' })
  await mp.page.waitFor(() => mp.clipboard === `wx-${tag}`, { what: 'the contact copied' })
  assert.deepEqual(mp.callsOf('showActionSheet')[0].itemList, [`复制联系方式：wx-${tag}`, '屏蔽', '举报'])

  // back on the stack, Undo asks first, naming the person and saying the chat goes too; "cancel" keeps it
  await mp.back()
  mp.answers.modal = 'cancel'
  await mp.page.tap({ selector: '.pairs-undo' })
  await mp.page.waitFor(() => mp.modals.length > 0, { what: 'the question' })
  assert.equal(mp.modals[0].content, `撤销与 展商${tag} 的配对吗？你们的聊天也将一并关闭。`)
  assert.ok(
    (await relationsOf(userId)).some((r) => r.name === `展商${tag}` && r.mutual),
    'still a match',
  )
})
