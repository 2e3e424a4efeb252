// Meetings between matched attendees (issue 29.2), two visitors in two browsers at 375 px, in both
// languages: they match (through the API: the matching screens have their own tests); A opens
// their chat, taps "Propose a meeting", chooses the second show day, a meeting point of the venue
// map and a purpose (an empty purpose is refused in words first), and sends; B sees it in My
// meetings, accepts, and both see it accepted. The server's and the browsers' clocks are on the
// show's first day (Shanghai).
import assert from 'node:assert/strict'
import { after, before, describe, test } from 'node:test'
import { expectHeading, launch, screenshot, serverClockAt, url } from './support.mjs'
import { tapDrawn } from './taps.mjs'
import { adoptVisitor, call } from './meetings-support.mjs'

const SHOW_MORNING = Date.parse('2026-04-16T02:00:00Z') // 10:00 in Shanghai

const WORDS = {
  'ZH-CN': {
    propose: '发起会面',
    title: '发起会面',
    purposeBlank: '请填写会面目的',
    sent: /邀请已发送/,
    proposedBy: (name) => `${name} 邀请您会面`,
    proposedTo: (name) => `您邀请了 ${name}`,
    waiting: '等待您回复',
    accept: '接受',
    accepted: '已确认',
    pending: '待确认',
  },
  EN: {
    propose: 'Propose a meeting',
    title: 'Propose a meeting',
    purposeBlank: 'Please say what the meeting is about',
    sent: /Proposal sent/,
    proposedBy: (name) => `${name} proposes a meeting`,
    proposedTo: (name) => `You proposed to ${name}`,
    waiting: 'Waiting for your answer',
    accept: 'Accept',
    accepted: 'Accepted',
    pending: 'Waiting',
  },
}

const card = (name) => ({
  name,
  company: `${name} Trading`,
  position: 'Buyer',
  country: 'China',
  interests: [1],
  role: 'buyer',
  lookingFor: 'Pumps',
  contact: 'wechat: e2e',
  shareProfile: 1,
})

describe('a meeting proposed to a match: propose → accept, both see it', () => {
  before(async () => serverClockAt(SHOW_MORNING))
  after(async () => serverClockAt(null))

  for (const [language, other] of [
    ['ZH-CN', 'EN'],
    ['EN', 'ZH-CN'],
  ]) {
    test(`${language} proposes, ${other} accepts`, async () => {
      const a = await launch({ timezoneId: 'Asia/Shanghai' })
      const b = await launch({ timezoneId: 'Asia/Shanghai' })
      try {
        const stamp = Date.now().toString(36).slice(-5)
        const names = { a: `Ann ${stamp}`, b: `Bob ${stamp}` }
        const visitors = {}
        for (const [key, browser, lang] of [
          ['a', a, language],
          ['b', b, other],
        ]) {
          await browser.page.clock.install({ time: SHOW_MORNING })
          await browser.page.goto(url(`/meetings/mine?eventCode=CGA&language=${lang}`))
          const v = { userId: await adoptVisitor(browser.page) }
          visitors[key] = {
            ...v,
            personId: (await call(v.userId, 'POST', '/api/v5/match/join?eventCode=CGA', card(names[key]))).personId,
          }
        }
        await call(visitors.a.userId, 'POST', '/api/followOrCancelFriend.do?eventCode=CGA', {
          targetPersonId: visitors.b.personId,
          follow: 1,
        })
        const matched = await call(visitors.b.userId, 'POST', '/api/followOrCancelFriend.do?eventCode=CGA', {
          targetPersonId: visitors.a.personId,
          follow: 1,
        })
        assert.equal(matched.mutual, true)

        // A: the chat's "Propose a meeting"
        const w = WORDS[language]
        const pa = a.page
        await pa.goto(url(`/pairs/chat?conversationId=${matched.conversationId}&eventCode=CGA&language=${language}`))
        const open = pa.locator('[data-testid=chat-propose-meeting]:visible')
        await open.waitFor()
        assert.equal((await open.textContent()).trim(), w.propose)
        await screenshot(pa, `meeting-propose-chat-${language}`)
        await tapDrawn(open)
        await pa.locator('[data-testid=propose-meeting]:visible').waitFor()
        await expectHeading(pa, w.title)
        const days = pa.locator('[data-testid=propose-day]:visible')
        await days.first().waitFor()
        await tapDrawn(days.nth(1))
        assert.equal(await days.nth(1).getAttribute('aria-pressed'), 'true')
        // tomorrow starts at 10:00 at the venue; one step later: 10:15–10:45
        await tapDrawn(pa.locator('[data-testid=propose-later]:visible'))
        assert.equal((await pa.locator('[data-testid=propose-range]:visible').textContent()).trim(), '10:15–10:45')
        await tapDrawn(pa.locator('[data-testid=propose-point]:visible').first())
        await tapDrawn(pa.locator('[data-testid=propose-send]:visible'))
        await pa.locator('[data-testid=propose-error]:visible').filter({ hasText: w.purposeBlank }).waitFor()
        await pa.locator('.meeting-book__purpose:visible').fill('Pumps for our plant in Ningbo')
        await screenshot(pa, `meeting-propose-form-${language}`)
        await tapDrawn(pa.locator('[data-testid=propose-send]:visible'))
        await pa.locator('[data-testid=propose-sent]:visible').filter({ hasText: w.sent }).waitFor()
        await screenshot(pa, `meeting-propose-sent-${language}`)

        // B: My meetings shows it, waiting for B's answer; B accepts
        const wb = WORDS[other]
        const pb = b.page
        await pb.goto(url(`/meetings/mine?eventCode=CGA&language=${other}`))
        const theirs = pb.locator('[data-testid=my-meeting]:visible')
        await theirs.waitFor()
        assert.equal((await theirs.locator('.my-meeting__name').textContent()).trim(), wb.proposedBy(names.a))
        assert.equal((await theirs.locator('[data-testid=my-meeting-status]').textContent()).trim(), wb.waiting)
        await screenshot(pb, `meeting-propose-asked-${other}`)
        const accept = theirs.locator('[data-testid=my-meeting-accept]')
        assert.equal((await accept.textContent()).trim(), wb.accept)
        await tapDrawn(accept)
        await theirs.locator('[data-testid=my-meeting-status]').filter({ hasText: wb.accepted }).waitFor()
        assert.equal(await theirs.locator('[data-testid=my-meeting-accept]').count(), 0)
        await screenshot(pb, `meeting-propose-accepted-${other}`)

        // A sees it accepted too, with the place
        await pa.goto(url(`/meetings/mine?eventCode=CGA&language=${language}`))
        const mine = pa.locator('[data-testid=my-meeting]:visible')
        await mine.waitFor()
        assert.equal((await mine.locator('.my-meeting__name').textContent()).trim(), w.proposedTo(names.b))
        await mine.locator('[data-testid=my-meeting-status]').filter({ hasText: w.accepted }).waitFor()
        assert.match(await mine.locator('.my-meeting__who').textContent(), / · /)
        await screenshot(pa, `meeting-propose-mine-${language}`)
        assert.deepEqual([...a.errors, ...b.errors], [])
      } finally {
        await a.close()
        await b.close()
      }
    })
  }
})
