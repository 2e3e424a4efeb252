// The conference in real Chromium against the real server (issue 11), in both languages, from a
// device in Berlin while the show is in Shanghai: home → Conference → another day → a session →
// Remind me → the calendar file (downloaded and parsed: TZID=Asia/Shanghai, a VALARM 15 minutes
// before) → Cancel → the speaker → another of their sessions; a search by pinyin; now / next during
// the show; My agenda in the plan panel. The browser's clock is set by Chromium, the server's by TEST_CLOCK (serverClockAt).
import assert from 'node:assert/strict'
import fs from 'node:fs'
import { after, before, describe, test } from 'node:test'
import ICAL from 'ical.js'
import { expectHeading, launch, screenshot, serverClockAt, switchLanguage, url } from './support.mjs'

const EVENT = 'SIE'
/** Before the current SIE edition's programme (15–17 Sep 2026, Shanghai). */
const BEFORE_THE_SHOW = new Date('2026-09-10T02:00:00Z')
/** Day 2 of the programme, 10:00 in Shanghai (04:00 in Berlin). */
const DURING_THE_SHOW = new Date('2026-09-16T02:00:00Z')
/** The day after the show, in Shanghai. */
const AFTER_THE_SHOW = new Date('2026-09-19T02:00:00Z')

const WORDS = {
  'ZH-CN': {
    conference: '同期会议',
    detail: '会议详情',
    guest: '嘉宾详情',
    zone: '时间均为会场时间：上海（UTC+8）',
    day2: '9月16日 周三',
    remindMe: '提醒我',
    cancel: '取消提醒',
    reminderSet: '已设置提醒',
    pushNone: '此浏览器无法接收通知',
    byCalendar: '添加到日历提醒',
    addToCalendar: '添加到日历',
    cancelled: '已取消提醒',
    shanghaiTime: '（上海时间）',
    yourTime: '您的当地时间：',
    now: '进行中',
    next: '即将开始',
    agenda: '我的日程',
    calendarOnly: '仅日历：由手机日历提醒',
    remove: '移除',
    copied: '链接已复制',
    remindEnded: '会议已结束，不再提醒',
    ended: '已结束',
    sessionEnded: '该会议已结束，无法设置提醒',
  },
  EN: {
    conference: 'Conference',
    detail: 'Meeting detail',
    guest: 'Guest',
    zone: 'Times are venue time: Shanghai (UTC+8)',
    day2: 'Wed 16 Sep',
    remindMe: 'Remind me',
    cancel: 'Cancel',
    reminderSet: 'Reminder set',
    pushNone: 'This browser cannot get notifications',
    byCalendar: 'Remind me by calendar',
    addToCalendar: 'Add to calendar',
    cancelled: 'Reminder cancelled',
    shanghaiTime: '(Shanghai time)',
    yourTime: 'Your time: ',
    now: 'Now',
    next: 'Next',
    agenda: 'My agenda',
    calendarOnly: 'Calendar only: your phone reminds you',
    remove: 'Remove',
    copied: 'Link copied',
    remindEnded: 'Ended: no reminders',
    ended: 'Ended',
    sessionEnded: 'This session has ended: reminders can no longer be set',
  },
}

/** The programme as the server has it (both languages), to know what the pages must show. */
async function programme(language) {
  const res = await fetch(
    url(`/api/v5/session/getSessionList?eventCode=${EVENT}&language=${language}&pageSize=100&isShowCountNum=1`),
  )
  return (await res.json()).resultList.list
}

const visible = (page, selector) => page.locator(`${selector}:visible`)

for (const language of ['ZH-CN', 'EN']) {
  const w = WORDS[language]
  describe(`conference (${language}, a device in Berlin)`, () => {
    let browser
    let page
    let sessions
    before(async () => {
      sessions = await programme(language)
      browser = await launch({ timezoneId: 'Europe/Berlin' })
      page = browser.page
      await page.clock.install({ time: BEFORE_THE_SHOW })
      // the server refuses reminders for sessions that have ended: its clock is before the show too
      await serverClockAt(BEFORE_THE_SHOW)
    })
    after(async () => {
      await serverClockAt(null)
      assert.deepEqual(browser.errors, [])
      await browser.close()
    })

    test('home → Conference → another day → session → Remind me → calendar file → Cancel → speaker → another session', async () => {
      await page.goto(url(`/exhibition/detail?eventCode=${EVENT}`))
      if (language === 'EN') await switchLanguage(page, 'EN')
      await visible(page, '.home-menu__item').filter({ hasText: w.conference }).click()
      await expectHeading(page, w.conference)
      // venue time, said so: the device is in Berlin
      await visible(page, '.session-list__zone').filter({ hasText: w.zone }).waitFor()
      const first = sessions[0]
      const firstCard = visible(page, '.session-card').first()
      await firstCard.waitFor()
      assert.equal(await firstCard.getAttribute('aria-label'), first.title)
      // 09:30 in Shanghai, not the device's 03:30
      assert.equal((await firstCard.locator('.session-card__start').textContent()).trim(), '09:30')
      await screenshot(page, `conference-list-${language}`)

      await visible(page, '.session-list__day').filter({ hasText: w.day2 }).click()
      const day2 = sessions.filter(
        (s) => s.startTime >= '2026-09-15T16:00:00.000Z' && s.startTime < '2026-09-16T16:00:00.000Z',
      )
      await page.waitForFunction(
        (title) =>
          [...document.querySelectorAll('.session-card')].some(
            (c) => c.offsetParent && c.getAttribute('aria-label') === title,
          ),
        day2[0].title,
      )
      assert.equal(await visible(page, '.session-card').count(), day2.length)
      const target = day2.find((s) => s.speakers.length > 1) ?? day2[1]
      await visible(page, `.session-card[data-id="${target.id}"]`).click()
      await expectHeading(page, w.detail)
      await visible(page, '.session-detail__title').filter({ hasText: target.title }).waitFor()
      const when = await visible(page, '.session-detail__when').textContent()
      assert.ok(when.includes(w.shanghaiTime), when)
      assert.ok((await visible(page, '.session-detail__local').textContent()).startsWith(w.yourTime))

      // no service worker here (blocked), so no web push: said, with the calendar instead (issue 25)
      await visible(page, '.session-detail__action--remind').click()
      await visible(page, '.reminder-choice__title').filter({ hasText: w.pushNone }).waitFor()
      await screenshot(page, `conference-reminded-${language}`)
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        visible(page, '.reminder-choice__button').filter({ hasText: w.byCalendar }).click(),
      ])
      assert.equal(download.suggestedFilename(), `session-${target.id}.ics`)
      const ics = fs.readFileSync(await download.path(), 'utf8')
      const cal = new ICAL.Component(ICAL.parse(ics))
      const zone = cal.getFirstSubcomponent('vtimezone')
      assert.equal(zone.getFirstPropertyValue('tzid'), 'Asia/Shanghai')
      ICAL.TimezoneService.register(zone)
      const vevent = cal.getFirstSubcomponent('vevent')
      const event = new ICAL.Event(vevent)
      assert.equal(event.summary, target.title)
      assert.equal(event.startDate.zone.tzid, 'Asia/Shanghai')
      assert.equal(event.startDate.toJSDate().toISOString(), target.startTime)
      assert.equal(String(vevent.getFirstSubcomponent('valarm').getFirstPropertyValue('trigger')), '-PT15M')

      // the reminder is on the server: the agenda in My Plan shows it
      await visible(page, '.session-detail__action--remind').filter({ hasText: w.cancel }).waitFor()
      await screenshot(page, `conference-detail-${language}`)
      await visible(page, '.app-header__heart').click()
      await visible(page, '.agenda-list__title').filter({ hasText: w.agenda }).waitFor()
      await visible(page, '.agenda-list__name').filter({ hasText: target.title }).waitFor()
      // chosen by calendar (no push here): the agenda says the phone's calendar reminds, nothing else
      await visible(page, '.agenda-list__via--calendar').filter({ hasText: w.calendarOnly }).waitFor()
      await screenshot(page, `conference-agenda-${language}`)
      await visible(page, '.plan-panel__back').click()

      await visible(page, '.session-detail__action--remind').click()
      await visible(page, '.app-toast').filter({ hasText: w.cancelled }).waitFor()
      await visible(page, '.session-detail__action--remind').filter({ hasText: w.remindMe }).waitFor()

      const speaker = target.speakers[0]
      await visible(page, '.session-detail__speaker').filter({ hasText: speaker.name }).click()
      await expectHeading(page, w.guest)
      await visible(page, '.speaker-view__name').filter({ hasText: speaker.name }).waitFor()
      await visible(page, '.speaker-view__sessions .session-card').first().waitFor()
      await screenshot(page, `conference-guest-${language}`)
      const theirs = await visible(page, '.speaker-view__sessions .session-card').evaluateAll((cards) =>
        cards.map((c) => Number(c.getAttribute('data-id'))),
      )
      assert.ok(theirs.includes(target.id))
      const other = theirs.find((id) => id !== target.id)
      assert.ok(other, 'the speaker gives another session')
      await visible(page, `.speaker-view__sessions .session-card[data-id="${other}"]`).first().click()
      await expectHeading(page, w.detail)
      const otherTitle = sessions.find((s) => s.id === other)?.title
      await visible(page, '.session-detail__title').filter({ hasText: otherTitle }).waitFor()
    })

    test('search by pinyin finds the sessions of every day, as the server matches them', async () => {
      await page.goto(url(`/meeting/list?eventCode=${EVENT}&language=${language}`))
      await visible(page, '.session-card').first().waitFor()
      const res = await fetch(
        url(
          `/api/v5/session/getSessionList?eventCode=${EVENT}&language=${language}&pageSize=100&keyword=zhinengzhizao`,
        ),
      )
      const expected = (await res.json()).resultList.list.map((s) => s.id)
      assert.ok(expected.length >= 2)
      await visible(page, '.session-list__search input').fill('zhinengzhizao')
      await page.waitForFunction(
        (ids) =>
          JSON.stringify(
            [...document.querySelectorAll('.session-card')]
              .filter((c) => c.offsetParent)
              .map((c) => Number(c.getAttribute('data-id'))),
          ) === JSON.stringify(ids),
        expected,
      )
      const titles = await visible(page, '.session-card').evaluateAll((cards) =>
        cards.map((c) => c.getAttribute('aria-label')),
      )
      assert.ok(
        titles.every((t) => /智能制造|Smart Manufacturing/.test(t)),
        titles.join(' | '),
      )
      // the day tabs give way to a heading per day
      assert.equal(await visible(page, '.session-list__days').count(), 0)
      assert.ok((await visible(page, '.session-list__section-day').count()) >= 2)
      await visible(page, '.session-list__clear-search').click()
      await visible(page, '.session-list__days').waitFor()
    })

    test('during the show: the venue day opens with now and next marked', async () => {
      await page.clock.setSystemTime(DURING_THE_SHOW)
      await page.goto(url(`/meeting/list?eventCode=${EVENT}&language=${language}`))
      await visible(page, '.session-card--now').first().waitFor()
      const selected = await visible(page, '.session-list__day.is-selected .session-list__day-label').textContent()
      assert.equal(selected.trim(), w.day2)
      const nowIds = await visible(page, '.session-card--now').evaluateAll((c) =>
        c.map((x) => Number(x.getAttribute('data-id'))),
      )
      const nextIds = await visible(page, '.session-card--next').evaluateAll((c) =>
        c.map((x) => Number(x.getAttribute('data-id'))),
      )
      const at = DURING_THE_SHOW.getTime()
      const expectedNow = sessions
        .filter((s) => Date.parse(s.startTime) <= at && at < Date.parse(s.endTime))
        .map((s) => s.id)
      const upcoming = sessions.filter((s) => Date.parse(s.startTime) > at && s.startTime < '2026-09-16T16:00:00.000Z')
      const firstNext = Math.min(...upcoming.map((s) => Date.parse(s.startTime)))
      assert.deepEqual(nowIds.sort(), expectedNow.sort())
      assert.deepEqual(
        nextIds.sort(),
        upcoming
          .filter((s) => Date.parse(s.startTime) === firstNext)
          .map((s) => s.id)
          .sort(),
      )
      await visible(page, '.session-card__badge--now').filter({ hasText: w.now }).first().waitFor()
      await visible(page, '.session-card__badge--next').filter({ hasText: w.next }).first().waitFor()
      await screenshot(page, `conference-now-${language}`)
      await page.clock.setSystemTime(BEFORE_THE_SHOW)
    })

    test('after the show: a session says Ended and Remind me is off; the server refuses one too', async () => {
      await page.clock.setSystemTime(AFTER_THE_SHOW)
      await serverClockAt(AFTER_THE_SHOW)
      try {
        const session = sessions[0]
        await page.goto(url(`/meeting/detail?sessionId=${session.id}&eventCode=${EVENT}&language=${language}`))
        await visible(page, '.session-detail__badge--ended').filter({ hasText: w.ended }).waitFor()
        const off = visible(page, '.session-detail__action--remind')
        await off.filter({ hasText: w.remindEnded }).waitFor()
        assert.equal(await off.count(), 1, 'no other Remind me')
        assert.equal(await off.getAttribute('aria-disabled'), 'true')
        // a tap where it is drawn reaches it, and sends nothing
        await off.scrollIntoViewIfNeeded()
        const box = await off.boundingBox()
        const hit = await page.evaluate(
          ([x, y]) => !!document.elementFromPoint(x, y)?.closest('.session-detail__action--remind'),
          [box.x + box.width / 2, box.y + box.height / 2],
        )
        assert.ok(hit, 'the label is the element drawn where it is')
        let sent = 0
        const count = (req) => {
          if (req.url().includes('/api/v5/session/remind')) sent++
        }
        page.on('request', count)
        await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2)
        await page.waitForTimeout(300)
        page.off('request', count)
        assert.equal(sent, 0)
        await screenshot(page, `conference-ended-${language}`)
        // the server, by its own clock, refuses a reminder for it in the visitor's language
        // (as this browser's visitor: their stored id and session secret)
        const { userId, secret } = await page.evaluate(() => {
          const saved = JSON.parse(localStorage.getItem('__visitorSession__') ?? 'null')
          return { userId: localStorage.getItem('__userId__'), secret: saved?.secret }
        })
        const res = await page.request.fetch(
          url(`/api/v5/session/remind?${new URLSearchParams({ userId, language })}`),
          {
            method: 'POST',
            data: { id: session.id, remind: 1 },
            headers: secret ? { 'x-visitor-session': secret } : {},
          },
        )
        assert.equal(res.status(), 409)
        assert.equal((await res.json()).resultDesc, w.sessionEnded)
      } finally {
        await serverClockAt(BEFORE_THE_SHOW)
        await page.clock.setSystemTime(BEFORE_THE_SHOW)
      }
    })

    test('Share copies the session’s link where the browser has no share sheet', async () => {
      await browser.context.grantPermissions(['clipboard-read', 'clipboard-write'], {
        origin: new URL(url('/')).origin,
      })
      // a desktop-like browser without navigator.share
      await page.addInitScript(() => Object.defineProperty(Navigator.prototype, 'share', { value: undefined }))
      const target = sessions[3]
      await page.goto(url(`/meeting/detail?sessionId=${target.id}&eventCode=${EVENT}&language=${language}`))
      await visible(page, '.session-detail__title').filter({ hasText: target.title }).waitFor()
      await visible(page, '.session-detail__share').click()
      await page.locator('.app-toast').filter({ hasText: w.copied }).waitFor()
      const copied = await page.evaluate(() => navigator.clipboard.readText())
      assert.equal(copied, url(`/meeting/detail?sessionId=${target.id}&eventCode=${EVENT}`))
    })
  })
}
