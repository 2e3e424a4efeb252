// Reporting one chat message (issue 26 item 3) in Chromium at 375 px, in both languages: a tap on a
// message the other person sent offers Report; a reason from the sheet, a confirmation that says the
// sender is not told who, then the message is marked reported and is in the organiser's moderation
// queue. The visitor's own messages offer nothing to report, and the sender is told nothing.
import { after, describe, it } from 'node:test'
import assert from 'node:assert/strict'
import { BASE_URL, launch, screenshot, url, visitorOf } from './support.mjs'
import { tapDrawn } from './taps.mjs'

const sessions = new Map()

/** A visitor's API call from Node, with the session the server issued to that visitor id. */
async function visitor(userId, pathAndQuery, body, lang = 'EN') {
  const sep = pathAndQuery.includes('?') ? '&' : '?'
  const res = await fetch(`${BASE_URL}${pathAndQuery}${sep}userId=${userId}&language=${lang}`, {
    method: body ? 'POST' : 'GET',
    headers: {
      ...(body ? { 'content-type': 'application/json' } : {}),
      ...(sessions.has(userId) ? { 'x-visitor-session': sessions.get(userId) } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  })
  const issued = res.headers.get('x-visitor-session')
  if (issued) sessions.set(userId, issued)
  return { status: res.status, body: await res.json() }
}

const card = (name) => ({
  name,
  company: 'E2E Trading',
  position: 'Buyer',
  country: 'China',
  interests: [1],
  role: 'buyer',
  lookingFor: 'Valves',
  contact: 'e2e-contact',
  shareProfile: 1,
})

/** The organiser's reports, read as the console does (signed in with the e2e organiser's account). */
async function organiserReports() {
  const signIn = await fetch(url('/api/organiser/signIn?language=EN'), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'organiser@e2e.test', password: 'e2e-organiser-password' }),
  })
  assert.equal(signIn.status, 200, await signIn.clone().text())
  const cookie = signIn.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ')
  const res = await fetch(url('/api/organiser/reports?status=all&language=EN'), { headers: { cookie } })
  return (await res.json()).resultList
}

async function toast(page, text, timeout = 5000) {
  await page.waitForFunction(
    (t) => [...document.querySelectorAll('.app-toast')].some((el) => el.textContent.includes(t)),
    text,
    { timeout },
  )
}

for (const [lang, w] of [
  [
    'ZH-CN',
    { report: '举报', action: '举报这条消息', reason: '辱骂或不当言论', done: '已提交主办方审核', marked: '已举报' },
  ],
  [
    'EN',
    {
      report: 'Report',
      action: 'Report this message',
      reason: 'Abusive or inappropriate',
      done: 'Sent to the organiser',
      marked: 'Reported',
    },
  ],
]) {
  describe(`reporting a chat message (${lang})`, () => {
    let b
    after(async () => b?.close())

    it('reports their message with a reason; one’s own cannot be reported; the sender is told nothing', async () => {
      b = await launch()
      const { page } = b
      const stamp = `${lang}-${Date.now().toString(36).slice(-5)}`
      await page.goto(url(`/pairs/list?eventCode=CGA&language=${lang}`))
      const me = await visitorOf(page)
      sessions.set(me.userId, me.secret)
      const sender = `e2e-chat-report-${stamp}`
      await visitor(me.userId, '/api/v5/match/join?eventCode=CGA', card(`Reader ${stamp}`))
      await visitor(sender, '/api/v5/match/join?eventCode=CGA', card(`Sender ${stamp}`))
      const personOf = async (u) => (await visitor(u, '/api/v5/match/myCard?eventCode=CGA')).body.resultList.personId
      const [pMe, pSender] = [await personOf(me.userId), await personOf(sender)]
      await visitor(sender, '/api/followOrCancelFriend.do?eventCode=CGA', { targetPersonId: pMe, follow: 1 })
      const f = await visitor(me.userId, '/api/followOrCancelFriend.do?eventCode=CGA', {
        targetPersonId: pSender,
        follow: 1,
      })
      const conversationId = f.body.resultList.conversationId
      assert.ok(conversationId, JSON.stringify(f.body))
      const theirs = `buy cheap followers ${stamp}`
      const mine = `my own words ${stamp}`
      for (const [who, content, clientId] of [
        [sender, theirs, `cr-${stamp}-theirs`],
        [me.userId, mine, `cr-${stamp}-mine`],
      ]) {
        const sent = await visitor(who, '/api/sendImMessage.do', { conversationId, clientId, content })
        assert.equal(sent.status, 200, JSON.stringify(sent.body))
      }
      const senderBefore = await visitor(sender, `/api/getImMessageList.do?conversationId=${conversationId}`)

      await page.goto(url(`/pairs/chat?conversationId=${conversationId}&eventCode=CGA&language=${lang}`))
      const their = page.locator('.pairs-msg--theirs', { hasText: theirs })
      const own = page.locator('.pairs-msg--mine', { hasText: mine })
      await their.waitFor()
      await own.waitFor()
      // one's own message: a tap offers nothing to report
      await tapDrawn(own.locator('.pairs-msg__bubble'))
      assert.equal(await page.locator('[data-testid=report-message]').count(), 0)

      await tapDrawn(their.locator('.pairs-msg__bubble'))
      const action = their.locator('[data-testid=report-message]')
      await action.waitFor()
      assert.equal((await action.innerText()).trim(), w.action)
      await screenshot(page, `chat-report-action-${lang.toLowerCase()}`)
      await tapDrawn(action)
      const sheet = page.locator('.app-action-sheet')
      await sheet.getByText(w.reason).waitFor()
      await screenshot(page, `chat-report-reasons-${lang.toLowerCase()}`)
      await tapDrawn(sheet.getByRole('button', { name: w.reason }))
      const ask = page.locator('.taro-modal__content:visible')
      await ask.waitFor()
      assert.match(await ask.innerText(), new RegExp(`Sender ${stamp}`))
      await screenshot(page, `chat-report-confirm-${lang.toLowerCase()}`)
      await tapDrawn(page.locator('.taro-modal__foot:visible').getByText(w.report, { exact: true }))
      await toast(page, w.done)
      await their.locator('.pairs-msg__reported', { hasText: w.marked }).waitFor()
      await screenshot(page, `chat-report-sent-${lang.toLowerCase()}`)
      // reported once: a tap offers nothing more
      await tapDrawn(their.locator('.pairs-msg__bubble'))
      assert.equal(await page.locator('[data-testid=report-message]').count(), 0)

      const reports = (await organiserReports()).filter((r) => r.kind === 'message' && r.excerpt === theirs)
      assert.equal(reports.length, 1, 'one report of the message in the queue')
      assert.equal(reports[0].reason, 'abuse')
      assert.equal(reports[0].reported.name, `Sender ${stamp}`)
      assert.equal(reports[0].reporter.name, `Reader ${stamp}`)
      // the sender's side is as it was: nothing says they were reported, nor by whom
      const senderAfter = await visitor(sender, `/api/getImMessageList.do?conversationId=${conversationId}`)
      // (read receipts aside: the reader opened the conversation in between)
      const seen = ({ resultList: c }) => ({
        ...c,
        messages: c.messages.map((m) => ({ id: m.id, fromMe: m.fromMe, content: m.content })),
      })
      assert.deepEqual(seen(senderAfter.body), seen(senderBefore.body))
      assert.ok(!JSON.stringify(senderAfter.body).includes(me.userId))
      // and the server refuses a report of one's own message
      const ownId = (
        await visitor(me.userId, `/api/getImMessageList.do?conversationId=${conversationId}`)
      ).body.resultList.messages.find((m) => m.content === mine)?.id
      assert.ok(ownId)
      const refused = await visitor(me.userId, '/api/v5/match/reportMessage', { messageId: ownId, reason: 'spam' })
      assert.equal(refused.status, 403)
      assert.deepEqual(b.errors, [])
    })
  })
}
