// Reminders, matchmaking decisions and chat messages made offline (issue 16, item 3) in real
// Chromium against the real server: with the network off (context.setOffline) a matched visitor
// cancels a session reminder, writes two chat messages and marks a card Interested; each shows at
// once, marked pending; the app is reloaded offline (中文) or killed offline (English); back online
// it sends them once, in order, and the server holds exactly that. Both languages.
import assert from 'node:assert/strict'
import { test } from 'node:test'
import { holdWrites, launch, screenshot, serverClockAt, url, visitorOf, controlled } from './support.mjs'

const EVENT = 'SIE'
const BEFORE_THE_SHOW = new Date('2026-09-10T02:00:00Z')
const SESSION_HEADER = 'x-visitor-session'
const WORDS = {
  'ZH-CN': {
    pending: '待同步',
    chatPending: '待发送',
    queued: '已保存在本机，联网后自动发送',
    synced: '离线时的操作已发送',
    remindMe: '提醒我',
    offline: '网络已断开',
    remaining: (n) => `今日剩余 ${n} 次`,
    messages: ['离线第一条', '离线第二条'],
  },
  EN: {
    pending: 'Pending',
    chatPending: 'Sending when online',
    queued: "Saved on this phone. It will be sent when you're back online",
    synced: 'What you did offline has been sent',
    remindMe: 'Remind me',
    offline: 'offline',
    remaining: (n) => `${n} left today`,
    messages: ['First, written offline', 'Second, written offline'],
  },
}

/** One API call as a visitor ({ userId, secret }); a session the server issues is kept. */
async function call(visitor, method, p, { query = {}, body } = {}) {
  const qs = new URLSearchParams({ eventCode: EVENT, userId: visitor.userId, language: 'ZH-CN', ...query })
  const headers = { ...(body ? { 'content-type': 'application/json' } : {}) }
  if (visitor.secret) headers[SESSION_HEADER] = visitor.secret
  const res = await fetch(url(`${p}?${qs}`), { method, headers, body: body ? JSON.stringify(body) : undefined })
  const issued = res.headers.get(SESSION_HEADER)
  if (issued) visitor.secret = issued
  const json = await res.json()
  assert.equal(json.result, 'OK', `${method} ${p}: ${json.resultDesc}`)
  return json.resultList
}

async function join(visitor, name, role) {
  const me = await call(visitor, 'GET', '/api/v5/match/myCard')
  await call(visitor, 'POST', '/api/v5/match/join', {
    body: {
      name,
      company: role === 'buyer' ? 'E2E Trading' : 'E2E 泵阀有限公司',
      position: 'Manager',
      country: 'China',
      interests: me.interestChoices.slice(0, 6).map((c) => c.id),
      role,
      lookingFor: 'Partners',
      contact: `${name.replace(/\W/g, '')}@example.com`,
      // the separate consent to show the card (issue 23)
      shareProfile: 1,
    },
  })
}

/** The browser's visitor matched with a new visitor, a session reminded: what the journey needs. */
async function prepare(visitor, language) {
  const tag = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`
  await join(visitor, `Visitor ${tag}`, 'buyer')
  const other = { userId: `e2e-other-${tag}` }
  await call(other, 'GET', '/api/v5/match/myCard')
  await join(other, `Exhibitor ${tag}`, 'exhibitor')
  const theirs = await call(other, 'GET', '/api/v5/match/matchingUser', { query: { pageSize: 50 } })
  const me = theirs.list.find((p) => p.name === `Visitor ${tag}`)
  assert.ok(me, "the visitor is in the other visitor's stack")
  await call(other, 'POST', '/api/followOrCancelFriend.do', { body: { targetPersonId: me.personId, follow: 1 } })
  const them = (await call(visitor, 'GET', '/api/getImRelationList.do')).find((r) => r.name === `Exhibitor ${tag}`)
  const matched = await call(visitor, 'POST', '/api/followOrCancelFriend.do', {
    body: { targetPersonId: them.personId, follow: 1 },
  })
  assert.ok(matched.mutual)
  const sessions = await call(visitor, 'GET', '/api/v5/session/getSessionList', { query: { pageSize: 100, language } })
  const session = sessions.list[0]
  await call(visitor, 'POST', '/api/v5/session/remind', { body: { id: session.id, remind: 1, channel: 'web' } })
  return { other, otherName: `Exhibitor ${tag}`, conversationId: matched.conversationId, session }
}

const serverMessages = async (visitor, conversationId) =>
  (await call(visitor, 'GET', '/api/getImMessageList.do', { query: { conversationId, limit: 100 } })).messages.map(
    (m) => m.content,
  )
const agendaIds = async (visitor) => (await call(visitor, 'GET', '/api/v5/session/getMyAgenda')).list.map((s) => s.id)
const followed = async (visitor, personId) =>
  (await call(visitor, 'GET', '/api/getImRelationList.do')).some((r) => r.personId === personId && r.followed === 1)

/** The POSTs of the queued kinds a page sent that the server answered, as `kind:detail`, in order. */
function recordSends(page) {
  const sent = []
  page.on('requestfinished', (req) => {
    if (req.method() !== 'POST') return
    const u = req.url()
    const body = () => JSON.parse(req.postData() ?? '{}')
    if (u.includes('/api/v5/session/remind')) sent.push(`remind:${body().id}=${body().remind}`)
    else if (u.includes('/api/followOrCancelFriend.do')) sent.push(`follow:${body().targetPersonId}`)
    else if (u.includes('/api/sendImMessage.do')) sent.push(`chat:${body().content}`)
  })
  return sent
}

/** Kills a page's renderer (no unload: nothing it still holds runs again), then closes it. */
async function killPage(context, page) {
  const cdp = await context.newCDPSession(page)
  const crashed = page.waitForEvent('crash', { timeout: 10_000 })
  // the crash ends the session this is sent on: its answer never comes
  void cdp.send('Page.crash').catch(() => undefined)
  await crashed
  await page.close()
}

const visible = (page, selector) => page.locator(`${selector}:visible`)
const back = (page) => visible(page, '.page-frame__back').click()

for (const language of ['ZH-CN', 'EN']) {
  const w = WORDS[language]
  const tag = language === 'EN' ? 'en' : 'zh'
  // 中文: reloaded offline (the service worker serves the app), then back online; English: the app
  // killed offline, opened again online.
  const reload = language === 'ZH-CN'
  const leave = reload ? 'reloaded offline' : 'closed offline'
  test(`offline (${language}): cancel a reminder, two chat messages, an Interested; ${leave}; then sent exactly, once, in order`, async () => {
    const browser = await launch({ serviceWorkers: reload ? 'allow' : 'block' })
    try {
      const { context } = browser
      let page = browser.page
      // before the programme, on the device and on the server (which refuses reminders for
      // sessions that have ended): Remind me stays offered after a cancel
      await page.clock.install({ time: BEFORE_THE_SHOW })
      await serverClockAt(BEFORE_THE_SHOW)
      await page.goto(url(`/pairs/insterests?eventCode=${EVENT}&language=${language}`))
      const visitor = await visitorOf(page)
      const { conversationId, otherName, session } = await prepare(visitor, language)
      const stack = await call(visitor, 'GET', '/api/v5/match/matchingUser', { query: { pageSize: 10, language } })
      const first = stack.list[0]

      // the service worker (registered after the first load) keeps what the next pages read
      if (reload) {
        await controlled(page, 30_000)
      }
      // online: the card stack, My matches, the chat, and the reminded session from My Plan
      await page.reload()
      await visible(page, '.pairs-card__name').filter({ hasText: first.name }).waitFor()
      await visible(page, '.pairs-bar__link').click()
      await visible(page, '.pairs-row').filter({ hasText: otherName }).locator('.pairs-row__chat').click()
      // the chat shows once the queue's code is there (its waiting messages show with it)
      await visible(page, '.pairs-chat__compose').waitFor()
      // the chat has slid in: the list under it is hidden once the slide ends
      await page.waitForFunction(
        () => [...document.querySelectorAll('.app-header__heart')].filter((el) => el.offsetParent).length === 1,
      )
      await visible(page, '.app-header__heart').click()
      await visible(page, '.agenda-list__name').filter({ hasText: session.title }).click()
      await visible(page, '.session-detail__title').filter({ hasText: session.title }).waitFor()

      // In the hall without a network.
      await context.setOffline(true)
      await visible(page, '.page-frame__offline').first().waitFor()
      await visible(page, '.session-detail__action--remind').click()
      await visible(page, '.session-detail__action--remind')
        .filter({ hasText: `${w.remindMe} (${w.pending})` })
        .waitFor()
      await visible(page, '.app-toast').filter({ hasText: w.queued }).waitFor()
      await back(page)
      for (const text of w.messages) {
        await visible(page, '.pairs-chat__input').fill(text)
        await visible(page, '.pairs-chat__input').press('Enter')
        await visible(page, '.pairs-msg--queued').filter({ hasText: text }).waitFor()
      }
      assert.equal(await visible(page, '.pairs-msg__meta').filter({ hasText: w.chatPending }).count(), 2)
      await screenshot(page, `offline-actions-chat-pending-${tag}`)
      await back(page)
      await back(page)
      await visible(page, '.pairs-card__name').filter({ hasText: first.name }).waitFor()
      await visible(page, '.pairs-decide__follow').click()
      await visible(page, '.pairs-bar__left')
        .filter({ hasText: w.remaining(stack.remaining - 1) })
        .waitFor()
      await visible(page, '.pairs-undo')
        .filter({ hasText: `(${w.pending})` })
        .waitFor()
      await screenshot(page, `offline-actions-stack-pending-${tag}`)

      // nothing reached the server; all of it is kept on the device, in order
      assert.deepEqual(await serverMessages(visitor, conversationId), [])
      assert.ok((await agendaIds(visitor)).includes(session.id))
      assert.equal(await followed(visitor, first.personId), false)
      const kept = await page.evaluate(
        (id) => JSON.parse(localStorage.getItem(`__actionQueue__:${id}`)),
        visitor.userId,
      )
      assert.deepEqual(
        kept.map((e) => e.kind),
        ['remind', 'chat', 'chat', 'match'],
      )
      assert.deepEqual(browser.errors, [])
      let sent
      if (reload) {
        // Reloaded with the network still off: the service worker serves the app, and what waits
        // is still there and still pending (kept on the device, not in the page).
        sent = recordSends(page)
        const release = await holdWrites(context)
        await page.reload()
        await visible(page, '.pairs-bar__left')
          .filter({ hasText: w.remaining(stack.remaining - 1) })
          .waitFor()
        await visible(page, '.pairs-undo')
          .filter({ hasText: `(${w.pending})` })
          .waitFor()
        await screenshot(page, `offline-actions-reloaded-offline-${tag}`)
        assert.deepEqual(sent, [])
        // back online: the queue goes, once each, in the order made
        await release()
        await context.setOffline(false)
        // all of it answered: the kept queue is gone (the synced toast is checked in the English
        // variant: here a later toast could replace it before it was seen)
        await page.waitForFunction((id) => localStorage.getItem(`__actionQueue__:${id}`) === null, visitor.userId)
        await page.goto(url(`/pairs/chat?conversationId=${conversationId}&eventCode=${EVENT}&language=${language}`))
      } else {
        // The app is killed while still offline, as a phone kills a browser tab or WeChat a
        // mini-program. Not page.close() or a navigation: Chromium lifts its offline emulation for
        // a page it unloads, whose app then sends what waits before this test can see it.
        await killPage(context, page)
        await context.setOffline(false)
        // The next visit, online: the queue goes at start.
        page = await context.newPage()
        await page.clock.install({ time: BEFORE_THE_SHOW })
        sent = recordSends(page)
        await page.goto(url(`/pairs/chat?conversationId=${conversationId}&eventCode=${EVENT}&language=${language}`))
        await visible(page, '.app-toast').filter({ hasText: w.synced }).waitFor()
      }
      assert.deepEqual(sent, [
        `remind:${session.id}=0`,
        ...w.messages.map((m) => `chat:${m}`),
        `follow:${first.personId}`,
      ])
      assert.deepEqual(await serverMessages(visitor, conversationId), w.messages)
      assert.ok(!(await agendaIds(visitor)).includes(session.id), 'the reminder is cancelled on the server')
      assert.equal(await followed(visitor, first.personId), true)
      // what the visitor sees: the two messages, stored, without a pending mark
      for (const text of w.messages) await visible(page, '.pairs-msg--mine').filter({ hasText: text }).waitFor()
      assert.equal(await visible(page, '.pairs-msg--mine').count(), 2)
      assert.equal(await page.getByText(w.chatPending).count(), 0)
      await screenshot(page, `offline-actions-chat-sent-${tag}`)
      assert.equal(await page.evaluate((id) => localStorage.getItem(`__actionQueue__:${id}`), visitor.userId), null)
      // the card stack counts the server's decisions
      await page.goto(url(`/pairs/insterests?eventCode=${EVENT}&language=${language}`))
      await visible(page, '.pairs-bar__left')
        .filter({ hasText: w.remaining(stack.remaining - 1) })
        .waitFor()
      await page.waitForTimeout(500)
      assert.equal(sent.length, 4, 'nothing sent twice')
      assert.deepEqual(await serverMessages(visitor, conversationId), w.messages)
      assert.deepEqual(browser.errors, [])
    } finally {
      await serverClockAt(null)
      await browser.close()
    }
  })
}
