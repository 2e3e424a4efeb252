// Met / no-show / notes from both sides (issue 29.4, 29.5), in both languages at 375 px. Exhibitor
// 1's third contact phone is verified in the stand's browser, which publishes slots on the 15th and
// the 18th's afternoon, times no other test books (a booked slot outlives the next plan, and the
// other tests publish and book the 16th and 17th); a new visitor has three meetings on the 15th, booked
// and accepted through the API (the booking screens have tests of their own). After the first two
// slots the visitor taps "We met" on the first in My meetings; the stand, in its day view, marks the
// first met, the second no-show and keeps a note on the first (there after a reload). The stand's
// second no-show (through the API) makes two: on the exhibitor's page the visitor is warned before
// booking again, and the request goes only with the second tap ("Book anyway").
import assert from 'node:assert/strict'
import { after, describe, test } from 'node:test'
import { codeFor, expectHeading, launch, screenshot, serverClockAt, url } from './support.mjs'
import { tapDrawn } from './taps.mjs'
import { adoptVisitor, call, publish, sendCode, slotAt } from './meetings-support.mjs'

const COMPANY = 1
// exhibitor 1's third contact (seed), the least used by other tests; sendCode waits out its cooldown
const PHONE = '13800138002'
// 09:00 in Shanghai on the show's first day; the marks at 10:45, within the stand's 2-hour grant
const MORNING = Date.parse('2026-04-15T01:00:00Z')
const AFTER = Date.parse('2026-04-15T02:45:00Z')

const WORDS = {
  'ZH-CN': {
    mine: '我的洽谈',
    stand: '洽谈预约',
    markMet: '已会面',
    markedMet: '已标记：已会面',
    standMet: '已会面',
    standNoShow: '未到场',
    standMarked: { met: '已记为会面', noShow: '已记为未到场' },
    saveNote: '保存备注',
    noteSaved: '备注已保存',
    note: '想要样品，下周寄送',
    noShows: '曾 2 次未到场',
    book: '预约洽谈',
    warning: '您已有 2 次预约未到场。请只预约您能到场的时段。',
    send: '发送预约',
    sendAnyway: '仍然预约',
    sent: '预约已发送，等待展商确认',
  },
  EN: {
    mine: 'My meetings',
    stand: 'Meeting requests',
    markMet: 'We met',
    markedMet: 'Marked: we met',
    standMet: 'Met',
    standNoShow: 'No-show',
    standMarked: { met: 'Marked as met', noShow: 'Marked as no-show' },
    saveNote: 'Save note',
    noteSaved: 'Note saved',
    note: 'Wants samples; send them next week',
    noShows: '2 no-shows before',
    book: 'Book a meeting',
    warning: 'You missed 2 meetings you booked. Please book only slots you will attend.',
    send: 'Send request',
    sendAnyway: 'Book anyway',
    sent: 'Request sent: the exhibitor will answer',
  },
}

/**
 * The stand's browser holds exhibitor 1's grant: its contact phone verified by SMS for this
 * browser's visitor, as the phone form does (the form itself has tests of its own), kept where the
 * app keeps it. Answers the stand for API calls.
 */
async function standBrowser(page, language) {
  await page.goto(url(`/meetings/mine?language=${language}`))
  const userId = await adoptVisitor(page)
  const sentAfter = await sendCode(PHONE)
  const code = await codeFor(PHONE, sentAfter)
  const result = await call(userId, 'POST', '/api/v5/verifyPhone?eventCode=CGA', { phone: PHONE, code })
  assert.ok(result.companyProfileIds.includes(COMPANY))
  await page.evaluate((grant) => localStorage.setItem('__phoneCertification__', JSON.stringify(grant)), {
    editToken: result.editToken,
    expiresAt: Date.parse(result.expiresAt),
    companyProfileIds: result.companyProfileIds,
    maskedPhone: result.maskedPhone,
    organiser: result.organiser,
    userId,
  })
  return { userId, token: result.editToken }
}

const asStand = (stand, body) =>
  call(
    stand.userId,
    'POST',
    '/api/v5/meetings/answer',
    { companyProfileId: COMPANY, ...body },
    {
      'x-edit-token': stand.token,
    },
  )

describe('meetings: met, no-show and notes from both sides; warned after 2 no-shows', () => {
  after(async () => serverClockAt(null))

  for (const language of ['ZH-CN', 'EN']) {
    const w = WORDS[language]
    test(`${language}: the visitor and the stand mark meetings; 2 no-shows warn before booking`, async () => {
      await serverClockAt(MORNING)
      const standSide = await launch({ timezoneId: 'Asia/Shanghai' })
      const visitorSide = await launch({ timezoneId: 'Asia/Shanghai' })
      try {
        const s = standSide.page
        const v = visitorSide.page
        await s.clock.install({ time: MORNING })
        await v.clock.install({ time: MORNING })
        const stand = await standBrowser(s, language)
        await publish(
          stand,
          [
            { day: '2026-04-15', from: '09:30', to: '12:30', length: 30, capacity: 5, breaks: [] },
            { day: '2026-04-18', from: '15:00', to: '16:00', length: 30, capacity: 5, breaks: [] },
          ],
          COMPANY,
        )

        // the visitor's three meetings on the 15th, each told apart by its purpose
        await v.goto(url(`/meetings/mine?language=${language}`))
        const visitor = await adoptVisitor(v)
        const purposes = ['09:30', '10:00', '10:30'].map((time) => `Marks ${language} ${time}`)
        const ids = []
        for (const [i, time] of ['09:30', '10:00', '10:30'].entries()) {
          const slot = await slotAt(visitor, '2026-04-15', time, COMPANY)
          const m = await call(visitor, 'POST', '/api/v5/meetings/book', { slotId: slot.slotId, purpose: purposes[i] })
          await asStand(stand, { meetingId: m.meetingId, action: 'accept' })
          ids.push(m.meetingId)
        }

        // 10:45: the first two slots are over, the third has begun
        await serverClockAt(AFTER)
        await v.clock.setSystemTime(AFTER)
        await s.clock.setSystemTime(AFTER)

        // the visitor: one tap, "we met", on the first
        await v.reload()
        await expectHeading(v, w.mine)
        const first = v.locator('[data-testid=my-meeting]:visible').filter({ hasText: purposes[0] })
        const met = first.locator('[data-testid=my-meeting-met]')
        await met.waitFor()
        assert.equal((await met.textContent()).trim(), w.markMet)
        await screenshot(v, `meetings-marks-visitor-${language}`)
        await tapDrawn(met)
        await first.locator('[data-testid=my-meeting-marked]').filter({ hasText: w.markedMet }).waitFor()
        assert.equal(await first.locator('[data-testid=my-meeting-met]').count(), 0)
        await screenshot(v, `meetings-marks-visitor-met-${language}`)

        // the stand's day: the first met with a note, the second no-show
        await s.goto(url(`/meetings/stand?companyProfileId=${COMPANY}&language=${language}`))
        await expectHeading(s, w.stand)
        const day15 = s.locator('[data-testid=stand-day]:visible [role=tab][data-day="2026-04-15"]')
        await day15.waitFor()
        await tapDrawn(day15)
        const cardOf = (purpose) => s.locator('[data-testid=stand-meeting]:visible').filter({ hasText: purpose })
        const a = cardOf(purposes[0])
        const b = cardOf(purposes[1])
        await a.locator('[data-action=met]').waitFor()
        assert.equal((await a.locator('[data-action=met]').textContent()).trim(), w.standMet)
        assert.equal((await b.locator('[data-action=noShow]').textContent()).trim(), w.standNoShow)
        await screenshot(s, `meetings-marks-stand-${language}`)
        await tapDrawn(a.locator('[data-action=met]'))
        await a.locator('.stand-meeting__mark[data-mark=met]').filter({ hasText: w.standMarked.met }).waitFor()
        await tapDrawn(b.locator('[data-action=noShow]'))
        await b.locator('.stand-meeting__mark[data-mark=noShow]').filter({ hasText: w.standMarked.noShow }).waitFor()
        assert.equal(await a.locator('[data-action=met], [data-action=noShow]').count(), 0)
        assert.equal(await b.locator('[data-action=met], [data-action=noShow]').count(), 0)

        await a.locator('.stand-meeting__note-text').fill(w.note)
        const save = a.locator('[data-action=note]')
        assert.equal((await save.textContent()).trim(), w.saveNote)
        await tapDrawn(save)
        await a.locator('[role=status]').filter({ hasText: w.noteSaved }).waitFor()
        await screenshot(s, `meetings-marks-stand-marked-${language}`)

        // the stand's second no-show of this visitor (the third meeting, begun): two now
        await asStand(stand, { meetingId: ids[2], action: 'noShow' })
        await s.reload()
        await tapDrawn(day15)
        await a.locator('.stand-meeting__mark[data-mark=met]').waitFor()
        assert.equal(await a.locator('.stand-meeting__note-text').inputValue(), w.note)
        await b.locator('.stand-meeting__warn').filter({ hasText: w.noShows }).waitFor()

        // the visitor, on the exhibitor's page: warned before booking again, sent on the second tap
        await v.goto(url(`/exhibitors/detail?companyProfileId=${COMPANY}&eventCode=CGA&language=${language}`))
        const open = v.locator('.meeting-book__open:visible')
        await open.waitFor()
        assert.equal((await open.textContent()).trim(), w.book)
        await tapDrawn(open)
        const warning = v.locator('.meeting-book__warning:visible')
        await warning.waitFor()
        assert.equal((await warning.textContent()).trim(), w.warning)
        await warning.evaluate((el) => el.scrollIntoView({ block: 'center' }))
        await screenshot(v, `meetings-marks-warning-${language}`)
        const slot18 = v
          .locator('.meeting-book__day')
          .filter({ hasText: '18' })
          .locator('[data-testid=meeting-slot]')
          .first()
        await tapDrawn(slot18)
        await v.locator('.meeting-book__purpose:visible').fill(`Again ${language}`)
        const send = v.locator('[data-testid=meeting-send]:visible')
        await send.evaluate((el) => el.scrollIntoView({ block: 'center' }))
        assert.equal((await send.textContent()).trim(), w.send)
        await tapDrawn(send)
        await v.locator('[data-testid=meeting-send]:visible').filter({ hasText: w.sendAnyway }).waitFor()
        // nothing sent on the first tap
        assert.equal((await call(visitor, 'GET', '/api/v5/meetings/mine')).meetings.length, 3)
        await screenshot(v, `meetings-marks-warned-${language}`)
        await send.evaluate((el) => el.scrollIntoView({ block: 'center' }))
        await tapDrawn(send)
        await v.locator('.meeting-book__sent:visible').filter({ hasText: w.sent }).waitFor()
        const after = await call(visitor, 'GET', '/api/v5/meetings/mine')
        assert.equal(after.noShows, 2)
        assert.deepEqual(
          after.meetings.filter((m) => m.status === 'pending').map((m) => m.purpose),
          [`Again ${language}`],
        )
        assert.deepEqual(standSide.errors, [])
        assert.deepEqual(visitorSide.errors, [])
      } finally {
        await standSide.close()
        await visitorSide.close()
      }
    })
  }
})
