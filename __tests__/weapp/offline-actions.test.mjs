// Reminders, matchmaking decisions and chat messages made without a network in the mini-program
// (issue 16, item 3): shown at once with a pending mark, kept in wx storage across a restart, and
// sent once, in order, when the network is back or at the next start — checked on the real server.
import assert from 'node:assert/strict'
import { after, before, test } from 'node:test'
import { api, launchMiniProgram, referenceServer } from './harness/index.mjs'
import { BEFORE_THE_SHOW, EVENT_CODE, fixtures, launchAt, pageOf, serverClockAt, WORDS } from './support.mjs'
import { launchAs, matchedVisitor, relationsOf, stackOf } from './pairs-support.mjs'

let server
before(async () => {
  server = await referenceServer()
  // the server refuses reminders for sessions that have ended: its clock is before the show, as the device's
  await serverClockAt(BEFORE_THE_SHOW)
})
after(async () => {
  if (server) await serverClockAt(null)
  server?.stop()
})

const WORD = {
  'ZH-CN': {
    pending: '待同步',
    queued: '已保存在本机，联网后自动发送',
    synced: '离线时的操作已发送',
    chatPending: '待发送',
    interested: '感兴趣',
    remaining: (n) => `今日剩余 ${n} 次`,
  },
  EN: {
    pending: 'Pending',
    queued: "Saved on this phone. It will be sent when you're back online",
    synced: 'What you did offline has been sent',
    chatPending: 'Sending when online',
    interested: 'Interested',
    remaining: (n) => `${n} left today`,
  },
}

/** The conversation's messages as the server holds them: [content, fromMe]. */
async function serverMessages(userId, conversationId) {
  const conv = await api('GET', '/api/getImMessageList.do', { query: { userId, conversationId, limit: 100 } })
  return conv.messages.map((m) => m.content)
}
async function agendaOf(userId) {
  const agenda = await api('GET', '/api/v5/session/getMyAgenda', {
    query: { language: 'ZH-CN', eventCode: EVENT_CODE, userId },
  })
  return agenda.list.map((s) => s.id)
}
const sentOf = (mp, path) => mp.requests.filter((r) => r.method === 'POST' && r.url.includes(path) && !r.offline)

for (const language of ['ZH-CN', 'EN']) {
  const w = WORD[language]
  const words = WORDS[language]
  test(`offline (${language}): a reminder, an Interested and two chat messages survive a restart offline and reach the server once, in order`, async (t) => {
    const f = await fixtures()
    const { userId, conversationId } = await matchedVisitor()
    const stack = await stackOf(userId, language)
    const [first] = stack.list
    assert.ok(first, 'a candidate to decide on')
    const session = f.session[language]
    // the chat, the card stack and the session, each loaded while online
    const mp = await launchAt(
      t,
      '/pairs/chat',
      { conversationId, eventCode: EVENT_CODE, language },
      { ...launchAs(userId), now: BEFORE_THE_SHOW },
    )
    await mp.page.waitFor(() => mp.page.all('.pairs-chat__input').length === 1, { what: 'the chat' })
    const interests = await mp.open(pageOf('/pairs/insterests'), { eventCode: EVENT_CODE })
    await interests.waitForText(first.name)
    const detail = await mp.open(pageOf('/meeting/detail'), { sessionId: session.id, eventCode: EVENT_CODE })
    await detail.waitForText(session.title)
    await detail.waitForText(words.remindMe)

    // In the hall without a network.
    await mp.setOnline(false)
    await detail.tap({ selector: '.session-detail__action--remind' })
    await detail.waitForText(`${words.cancelRemind} (${w.pending})`)
    await detail.waitFor(() => mp.toasts.includes(w.queued), { what: 'the queued toast' })
    await mp.back()
    await mp.page.waitForText(first.name)
    await mp.page.tap({ selector: '.pairs-decide__follow' })
    await mp.page.waitForText(w.remaining(stack.remaining - 1))
    await mp.page.waitForText(`(${w.pending})`)
    await mp.back()
    const chat = mp.page
    for (const text of ['离线第一条 / first offline', '离线第二条 / second offline']) {
      await chat.input({ selector: '.pairs-chat__input' }, text)
      await chat.trigger({ selector: '.pairs-chat__input' }, 'confirm', { value: text })
      await chat.waitForText(text)
    }
    await chat.waitFor(() => chat.all('.pairs-msg--queued').length === 2, { what: 'two pending messages' })
    await chat.waitForText(w.chatPending)
    // nothing reached the server
    assert.deepEqual(
      mp.requests.filter((r) => r.method === 'POST' && !r.offline).map((r) => r.url),
      [],
    )
    assert.deepEqual(await serverMessages(userId, conversationId), [])
    const storage = mp.storageSnapshot()
    const kept = JSON.parse(storage[`__actionQueue__:${userId}`])
    assert.deepEqual(
      kept.map((e) => e.kind),
      ['remind', 'match', 'chat', 'chat'],
      'kept in wx storage, in order',
    )
    mp.close()

    // Started again still without a network: the session's kept page shows the reminder as the
    // visitor left it, still pending (not the flag its kept data was read with).
    const offline = await launchMiniProgram({
      path: `${pageOf('/meeting/detail')}?sessionId=${session.id}&eventCode=${EVENT_CODE}&language=${language}`,
      storage,
      offline: true,
      now: BEFORE_THE_SHOW,
    })
    t.after(() => offline.close())
    await offline.page.waitForText(session.title)
    await offline.page.waitForText(`${words.cancelRemind} (${w.pending})`)
    assert.deepEqual(
      offline.requests.filter((r) => r.method === 'POST' && !r.offline).map((r) => r.url),
      [],
      'nothing sent while offline',
    )
    const keptStorage = offline.storageSnapshot()
    offline.close()

    // The next start, with a network: the queue goes first thing, once, in order.
    const next = await launchMiniProgram({
      path: `${pageOf('/pairs/chat')}?conversationId=${conversationId}&eventCode=${EVENT_CODE}&language=${language}`,
      storage: keptStorage,
      now: BEFORE_THE_SHOW,
    })
    t.after(() => next.close())
    await next.page.waitFor(() => next.toasts.includes(w.synced), { what: 'the synced toast' })
    assert.equal(sentOf(next, '/api/v5/session/remind').length, 1)
    assert.equal(sentOf(next, '/api/followOrCancelFriend.do').length, 1)
    assert.deepEqual(
      sentOf(next, '/api/sendImMessage.do').map((r) => r.data.content),
      ['离线第一条 / first offline', '离线第二条 / second offline'],
    )
    assert.deepEqual(await serverMessages(userId, conversationId), [
      '离线第一条 / first offline',
      '离线第二条 / second offline',
    ])
    assert.ok((await agendaOf(userId)).includes(session.id), 'the reminder is on the server')
    assert.ok(
      (await relationsOf(userId)).some((r) => r.personId === first.personId && r.followed === 1),
      'the interest is on the server',
    )
    // the conversation shows them as sent: no pending mark
    await next.page.waitFor(() => next.page.all('.pairs-msg--mine').length === 2, { what: 'two messages' })
    await next.page.waitForNoText(w.chatPending)
    assert.equal(next.storageSnapshot()[`__actionQueue__:${userId}`], undefined, 'the queue is empty')
    await next.page.idle()
    assert.equal(sentOf(next, '/api/sendImMessage.do').length, 2, 'nothing sent twice')
    assert.deepEqual(await serverMessages(userId, conversationId), [
      '离线第一条 / first offline',
      '离线第二条 / second offline',
    ])
  })
}

test('a chat message the server refuses is marked failed with its reason; Delete drops it, nothing else is lost', async (t) => {
  const { userId, conversationId, other } = await matchedVisitor()
  const mp = await launchAt(t, '/pairs/chat', { conversationId, eventCode: EVENT_CODE }, launchAs(userId))
  const page = mp.page
  await page.waitFor(() => page.all('.pairs-chat__input').length === 1, { what: 'the chat' })
  await mp.setOnline(false)
  await page.input({ selector: '.pairs-chat__input' }, '还在吗？')
  await page.trigger({ selector: '.pairs-chat__input' }, 'confirm', { value: '还在吗？' })
  await page.waitForText(WORD['ZH-CN'].chatPending)
  // meanwhile the other person withdraws their interest: the conversation closes
  const theirs = await relationsOf(other)
  const me = theirs.find((r) => r.mutual)
  await api('POST', '/api/followOrCancelFriend.do', {
    query: { userId: other, eventCode: EVENT_CODE },
    body: { targetPersonId: me.personId, follow: 0 },
  })
  await mp.setOnline(true)
  await page.waitForText('发送失败')
  await page.waitForText('还在吗？')
  assert.deepEqual(await serverMessages(userId, conversationId), [])
  // kept (failed) until the visitor decides
  assert.equal(JSON.parse(mp.storageSnapshot()[`__actionQueue__:${userId}`]).length, 1)
  await page.tap({ selector: '.pairs-msg__failed-action', text: '删除' })
  await page.waitForNoText('还在吗？')
  assert.equal(mp.storageSnapshot()[`__actionQueue__:${userId}`], undefined)
})
