/**
 * The conference (issue 11): seeded programmes in venue time, the list's filters and search, the
 * detail's series and change notice, speakers with all their sessions, reminders delivered once
 * (fake clock, cancel, a restart in the middle), schedule changes announced, the agenda, the
 * calendar file (parsed with ical.js) and bad input.
 */
import fs from 'node:fs'
import path from 'node:path'
import { after, before, describe, it } from 'node:test'
import assert from 'node:assert/strict'
import ICAL from 'ical.js'
import { sql } from 'kysely'
import { makeApp, type TestApp } from './helpers.js'
import { rescheduleSession } from '../src/lib/reschedule.js'
import { venueClock, venueDay } from '../src/lib/venue-time.js'
import { LIMITS } from '../../rules/index.js'
import { SEND_CONCURRENCY, type ReminderProvider } from '../src/lib/reminders.js'
import { delivery } from '../src/lib/delivery.js'

const TZ = 'Asia/Shanghai'
const MIN = 60_000

/** The reminder outbox of an app: the messages it delivered, parsed. */
function outbox(t: TestApp): Array<{ key: string; kind: string; userId: string; text: string; language: string }> {
  const dir = path.join(t.config.dataDir, 'outbox', 'reminders')
  if (!fs.existsSync(dir)) return []
  return fs
    .readdirSync(dir)
    .sort()
    .map((f) => JSON.parse(fs.readFileSync(path.join(dir, f), 'utf8')))
}

describe('conference: seeded programme, list, detail, speaker', () => {
  let t: TestApp
  before(async () => {
    t = await makeApp({ REMINDER_CHECK_SEC: '0' })
  })
  after(async () => t.close())
  const get = (url: string) => t.inject({ method: 'GET', url }).then((r) => ({ status: r.statusCode, body: r.json() }))
  const all = async (query: string) =>
    (await get(`/api/v5/session/getSessionList?pageSize=100&${query}`)).body.resultList

  it('every edition with a programme: 2+ days, 40+ sessions in 5+ rooms of several halls, in opening hours (Shanghai)', async () => {
    for (const [eventCode, editionId] of [
      ['CGA', 11],
      ['CGA', 12],
      ['SIE', 21],
      ['SIE', 22],
    ] as const) {
      const filters = (
        await get(`/api/v5/session/getSessionFilters?eventCode=${eventCode}&eventEditionId=${editionId}`)
      ).body.resultList
      assert.equal(filters.timeZone, TZ)
      assert.ok(filters.days.length >= 2, `${editionId}: days`)
      assert.ok(filters.total >= 40, `${editionId}: ${filters.total} sessions`)
      assert.ok(filters.rooms.length >= 5)
      assert.ok(new Set(filters.rooms.map((r: any) => r.hall)).size >= 2)
      assert.ok(filters.tracks.length >= 3)
      const sessions = (await all(`eventCode=${eventCode}&eventEditionId=${editionId}&language=EN`)).list
      assert.equal(sessions.length, filters.total)
      for (const s of sessions) {
        const start = venueClock(s.startTime, TZ)
        const end = venueClock(s.endTime, TZ)
        assert.ok(start >= '09:00' && end <= '17:00' && start < end, `${s.id} ${start}–${end} outside opening hours`)
        assert.ok(s.speakers.length >= 1)
      }
      assert.ok(sessions.filter((s: any) => s.isKeynote === 1).length >= 2)
      // bilingual
      const zh = (await all(`eventCode=${eventCode}&eventEditionId=${editionId}&language=ZH-CN`)).list
      assert.notEqual(zh[0].title, sessions[0].title)
      assert.match(zh[0].title, /[\u4e00-\u9fff]/)
      // speakers with several sessions
      const bySpeaker = new Map<number, number>()
      for (const s of sessions)
        for (const p of s.speakers) bySpeaker.set(p.personId, (bySpeaker.get(p.personId) ?? 0) + 1)
      assert.ok([...bySpeaker.values()].filter((n) => n >= 3).length >= 5)
    }
  })

  it('filters by venue day, track, room and keynote; counts add up; pages', async () => {
    const filters = (await get('/api/v5/session/getSessionFilters?eventCode=SIE&language=EN')).body.resultList
    // the fake clock is the CGA show's second day: its list opens on it; SIE's (in September) on its first
    assert.equal(filters.defaultDay, '2026-09-15')
    assert.equal(
      (await get('/api/v5/session/getSessionFilters?eventCode=CGA')).body.resultList.defaultDay,
      '2026-04-16',
    )
    const sum = (xs: Array<{ count: number }>) => xs.reduce((n, x) => n + x.count, 0)
    assert.equal(sum(filters.days), filters.total)
    assert.equal(sum(filters.rooms), filters.total)
    assert.equal(sum(filters.tracks), filters.total)
    const day = filters.days[1]
    const ofDay = await all(`eventCode=SIE&day=${day.date}`)
    assert.equal(ofDay.total, day.count)
    assert.ok(ofDay.list.every((s: any) => venueDay(s.startTime, TZ) === day.date))
    // in time order
    assert.deepEqual(
      ofDay.list.map((s: any) => s.startTime),
      [...ofDay.list.map((s: any) => s.startTime)].sort(),
    )
    const room = filters.rooms[2]
    const inRoom = await all(`eventCode=SIE&roomId=${room.id}&language=EN`)
    assert.equal(inRoom.total, room.count)
    assert.ok(inRoom.list.every((s: any) => s.roomId === room.id && s.room === room.name && s.hall === room.hall))
    const track = filters.tracks[0]
    const both = await all(`eventCode=SIE&trackId=${track.id}&day=${day.date}`)
    assert.ok(both.list.every((s: any) => s.trackId === track.id && venueDay(s.startTime, TZ) === day.date))
    assert.ok(both.total < track.count)
    const page1 = (await get('/api/v5/session/getSessionList?eventCode=SIE&pageSize=10&pageNo=1')).body.resultList
    const page5 = (await get('/api/v5/session/getSessionList?eventCode=SIE&pageSize=10&pageNo=5')).body.resultList
    assert.equal(page1.hasMore, true)
    assert.equal(page5.hasMore, false)
    assert.equal(page5.list.length, filters.total - 40)
  })

  it('openingDay=1 answers the first page of the day the filters open on, naming it (one round trip)', async () => {
    for (const eventCode of ['SIE', 'CGA']) {
      const filters = (await get(`/api/v5/session/getSessionFilters?eventCode=${eventCode}`)).body.resultList
      const opening = (await get(`/api/v5/session/getSessionList?eventCode=${eventCode}&openingDay=1&pageSize=30`)).body
        .resultList
      const asked = (
        await get(`/api/v5/session/getSessionList?eventCode=${eventCode}&day=${filters.defaultDay}&pageSize=30`)
      ).body.resultList
      assert.equal(opening.day, filters.defaultDay, eventCode)
      assert.deepEqual(opening, asked, eventCode)
      assert.ok(opening.list.length > 0, eventCode)
    }
    // a day asked for wins; without either, every day (a search) and no day named
    const day = (await get('/api/v5/session/getSessionList?eventCode=SIE&openingDay=1&day=2026-09-16')).body.resultList
    assert.equal(day.day, '2026-09-16')
    const every = (await get('/api/v5/session/getSessionList?eventCode=SIE')).body.resultList
    assert.equal(every.day, undefined)
    assert.equal((await get('/api/v5/session/getSessionList?eventCode=SIE&openingDay=2')).status, 400)
  })

  it('searches Chinese, English, pinyin (full and initials) and speakers, as the directory does', async () => {
    const titles = async (keyword: string, language = 'ZH-CN') =>
      (await all(`eventCode=SIE&language=${language}&keyword=${encodeURIComponent(keyword)}`)).list.map(
        (s: any) => s.title,
      )
    assert.ok((await titles('智能制造')).every((x: string) => x.includes('智能制造')))
    assert.ok((await titles('智能制造')).length >= 2)
    assert.deepEqual(await titles('zhinengzhizao'), await titles('智能制造'))
    assert.ok((await titles('smart manufacturing', 'EN')).length >= 2)
    assert.ok((await titles('SMART Manufacturing', 'EN')).every((x: string) => /smart manufacturing/i.test(x)))
    // initials of a speaker's name (孙悦 → sy), and their name in English
    const bySpeaker = (await all(`eventCode=SIE&language=EN&keyword=${encodeURIComponent('Sun Yue')}`)).list
    assert.ok(bySpeaker.length >= 1)
    assert.ok(bySpeaker.every((s: any) => s.speakers.some((p: any) => p.name === 'Sun Yue')))
    const initials = (await all(`eventCode=SIE&language=EN&keyword=sunyue`)).list
    assert.equal(initials.length, bySpeaker.length)
    assert.equal((await all('eventCode=SIE&keyword=zzzzqqq')).total, 0)
  })

  it('a session: series with its previous sessions, speakers, zone; a speaker with every session of the edition', async () => {
    const list = (await all('eventCode=SIE&language=EN&keyword=Smart%20Manufacturing%20Summit')).list
    const part2 = list.find((s: any) => /part 2/.test(s.title))
    assert.ok(part2)
    const d = (await get(`/api/v5/session/getSessionDetail?language=EN&id=${part2.id}`)).body.resultList
    assert.equal(d.series.name, 'Smart Manufacturing Summit')
    assert.equal(d.timeZone, TZ)
    assert.equal(d.timeZoneName, 'Shanghai')
    assert.equal(d.eventCode, 'SIE')
    assert.equal(d.reminderLeadMinutes, 15)
    // part 1 of this year, then both parts of last year: latest first
    assert.equal(d.previousSessions.length, 3)
    assert.match(d.previousSessions[0].title, /2026 \(part 1\)/)
    assert.match(d.previousSessions[2].title, /2025 \(part 1\)/)
    const zh = (await get(`/api/v5/session/getSessionDetail?language=ZH-CN&id=${part2.id}`)).body.resultList
    assert.equal(zh.timeZoneName, '上海')

    const host = d.speakers[0].personId
    const person = (await get(`/api/v5/session/getPersonDetail?language=EN&id=${host}&eventCode=SIE`)).body.resultList
    const theirs = (await all('eventCode=SIE&language=EN')).list.filter((s: any) =>
      s.speakers.some((p: any) => p.personId === host),
    )
    assert.deepEqual(
      person.sessions.map((s: any) => s.id),
      theirs.map((s: any) => s.id),
    )
    assert.ok(person.sessions.length >= 3)
    assert.equal(person.eventEditionId, 22)
    assert.ok(person.previousSessions.length >= 1)
    assert.ok(person.previousSessions.every((s: any) => s.startTime < person.sessions[0].startTime))
    // last year's edition asked for
    const old = (await get(`/api/v5/session/getPersonDetail?id=${host}&eventCode=SIE&eventEditionId=21`)).body
      .resultList
    assert.ok(old.sessions.length >= 1)
    assert.ok(old.sessions.every((s: any) => s.startTime.startsWith('2025-')))
  })

  it('refuses bad input with the envelope, never a 500', async () => {
    for (const url of [
      '/api/v5/session/getSessionList?eventCode=SIE&day=15-09-2026',
      '/api/v5/session/getSessionList?eventCode=SIE&trackId=abc',
      '/api/v5/session/getSessionList?eventCode=SIE&roomId=0',
      '/api/v5/session/getSessionList?eventCode=SIE&pageSize=0',
      `/api/v5/session/getSessionList?eventCode=SIE&keyword=${'x'.repeat(101)}`,
      '/api/v5/session/getSessionDetail?id=-1',
      '/api/v5/session/getSessionCalendar?id=x',
      '/api/v5/session/getPersonDetail?id=1&eventEditionId=abc',
    ]) {
      const res = await get(url)
      assert.equal(res.status, 400, url)
      assert.equal(res.body.result, 'FAIL')
    }
    assert.equal((await get('/api/v5/session/getSessionCalendar?id=99999&language=EN')).status, 404)
    assert.equal(
      (await get('/api/v5/session/getSessionList?eventCode=OLD')).body.resultDesc,
      '展会不存在或当前不可查看',
    )
    const remind = await t.inject({
      method: 'POST',
      url: '/api/v5/session/remind?userId=bad-input-visitor',
      // sms and email are channels now (reminders without push, issue 25 item 3); fax is not
      payload: { id: 1, remind: 1, channel: 'fax' },
    })
    assert.equal(remind.statusCode, 400)
  })

  it('a speaker without a photo gets a drawn silhouette, not a text glyph fonts may lack', async () => {
    for (const size of ['240x240', '120x160']) {
      const res = await t.inject({ method: 'GET', url: `/media/person/7-${size}.svg` })
      assert.equal(res.statusCode, 200)
      assert.match(String(res.headers['content-type']), /^image\/svg\+xml/)
      assert.doesNotMatch(res.body, /<text/)
      assert.doesNotMatch(res.body, /\p{Extended_Pictographic}/u)
      // a head and shoulders
      assert.match(res.body, /<circle [^>]*\/>/)
      assert.match(res.body, /<path d="M[^"]* A[^"]*"/)
    }
  })

  it('a calendar file in venue time with its alarm, which ical.js reads', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/v5/session/getSessionCalendar?id=143&language=ZH-CN' })
    assert.equal(res.statusCode, 200)
    assert.match(String(res.headers['content-type']), /^text\/calendar/)
    assert.match(String(res.headers['content-disposition']), /attachment; filename="session-143.ics"/)
    assert.match(res.body, /\r\nDTSTART;TZID=Asia\/Shanghai:20260915T093000\r\n/)
    const cal = new ICAL.Component(ICAL.parse(res.body))
    const tz = cal.getFirstSubcomponent('vtimezone')
    assert.equal(tz?.getFirstPropertyValue('tzid'), TZ)
    ICAL.TimezoneService.register(tz!)
    const event = new ICAL.Event(cal.getFirstSubcomponent('vevent')!)
    assert.match(event.summary, /2026智能制造高峰论坛/)
    assert.equal(event.startDate.zone?.tzid, TZ)
    assert.equal(event.startDate.toJSDate().toISOString(), '2026-09-15T01:30:00.000Z')
    assert.equal(event.endDate.toJSDate().toISOString(), '2026-09-15T02:15:00.000Z')
    assert.match(event.location, /1号馆/)
    const alarm = cal.getFirstSubcomponent('vevent')!.getFirstSubcomponent('valarm')!
    assert.equal(alarm.getFirstPropertyValue('action'), 'DISPLAY')
    assert.equal(String(alarm.getFirstPropertyValue('trigger')), '-PT15M')
    const stamp = cal.getFirstSubcomponent('vevent')!.getFirstPropertyValue('dtstamp') as ICAL.Time
    assert.equal(stamp.zone?.tzid, 'UTC')
    // as first published: SEQUENCE 0 and no change to date
    assert.equal(event.sequence, 0)
    assert.equal(cal.getFirstSubcomponent('vevent')!.getFirstPropertyValue('last-modified'), null)
  })

  it("a rescheduled session's calendar file replaces the old event: same UID, higher SEQUENCE, LAST-MODIFIED", async () => {
    const fresh = await makeApp({ REMINDER_CHECK_SEC: '0' })
    try {
      const vevent = async () => {
        const res = await fresh.inject({ method: 'GET', url: '/api/v5/session/getSessionCalendar?id=143&language=EN' })
        assert.equal(res.statusCode, 200)
        const cal = new ICAL.Component(ICAL.parse(res.body))
        ICAL.TimezoneService.register(cal.getFirstSubcomponent('vtimezone')!)
        return cal.getFirstSubcomponent('vevent')!
      }
      const before = new ICAL.Event(await vevent())
      fresh.clock.t = Date.parse('2026-09-10T06:00:00.000Z')
      const zones = (id: number) => fresh.app.catalog.editions.get(id)!.time_zone
      await rescheduleSession(fresh.app.conference, zones, { sessionId: 143, start: '11:30' }, fresh.clock.t)
      const moved = await vevent()
      const after = new ICAL.Event(moved)
      assert.equal(after.uid, before.uid)
      assert.ok(after.sequence > before.sequence, `SEQUENCE ${after.sequence} after ${before.sequence}`)
      assert.equal(after.startDate.toJSDate().toISOString(), '2026-09-15T03:30:00.000Z')
      const modified = moved.getFirstPropertyValue('last-modified') as ICAL.Time
      assert.equal(modified.zone?.tzid, 'UTC')
      assert.equal(modified.toJSDate().toISOString(), '2026-09-10T06:00:00.000Z')
      // and again: every change raises it
      await rescheduleSession(fresh.app.conference, zones, { sessionId: 143, start: '13:30' }, fresh.clock.t + 60_000)
      assert.ok(new ICAL.Event(await vevent()).sequence > after.sequence)
    } finally {
      await fresh.close()
    }
  })
})

describe('conference: reminders reach the visitor once', () => {
  const cleanup: Array<() => Promise<void>> = []
  after(async () => {
    for (const f of cleanup.reverse()) await f()
  })
  /** A fresh app whose scheduler runs only when the test says (REMINDER_CHECK_SEC=0). */
  async function app(env: Record<string, string> = {}): Promise<TestApp> {
    const t = await makeApp({ REMINDER_CHECK_SEC: '0', ...env })
    cleanup.push(() => t.close())
    return t
  }
  const remind = (t: TestApp, userId: string, id: number, value: 0 | 1, language = 'EN', channel?: string) =>
    t.inject({
      method: 'POST',
      url: `/api/v5/session/remind?userId=${userId}&language=${language}`,
      payload: { id, remind: value, ...(channel ? { channel } : {}) },
    })
  const detail = async (t: TestApp, id: number, userId?: string) =>
    (
      await t.inject({
        method: 'GET',
        url: `/api/v5/session/getSessionDetail?language=EN&id=${id}${userId ? `&userId=${userId}` : ''}`,
      })
    ).json().resultList
  // SIE 2026, day 1 09:30 Shanghai (01:30Z): the summit's first part
  const SESSION = 143
  const START = Date.parse('2026-09-15T01:30:00.000Z')

  it('Remind me sent twice (a queue resending after a lost answer) keeps one reminder; Cancel twice leaves none', async () => {
    const t = await app()
    t.clock.t = START - 3 * 3600_000
    for (let i = 0; i < 2; i++) {
      const res = await remind(t, 'resend-visitor', SESSION, 1, 'EN', 'web')
      assert.equal(res.statusCode, 200)
      assert.equal(res.json().resultList.remind, 1)
    }
    const mine = await t.inject({
      method: 'GET',
      url: '/api/v5/session/getMyAgenda?userId=resend-visitor&eventCode=SIE',
    })
    assert.deepEqual(
      mine.json().resultList.list.map((s: { id: number }) => s.id),
      [SESSION],
    )
    for (let i = 0; i < 2; i++)
      assert.equal((await remind(t, 'resend-visitor', SESSION, 0)).json().resultList.remind, 0)
    const none = await t.inject({
      method: 'GET',
      url: '/api/v5/session/getMyAgenda?userId=resend-visitor&eventCode=SIE',
    })
    assert.deepEqual(none.json().resultList.list, [])
  })

  it('is sent once, 15 minutes before the start, in the language asked; Cancel withdraws it', async () => {
    const t = await app()
    t.clock.t = START - 3 * 3600_000
    const res = await remind(t, 'visitor-a', SESSION, 1, 'EN')
    assert.equal(res.statusCode, 200)
    assert.deepEqual(res.json().resultList, { remind: 1, leadMinutes: 15 })
    assert.equal((await remind(t, 'visitor-b', SESSION, 1, 'ZH-CN', 'subscribe')).statusCode, 200)
    assert.equal((await remind(t, 'visitor-c', SESSION, 1)).statusCode, 200)
    assert.equal((await remind(t, 'visitor-c', SESSION, 0)).statusCode, 200)
    assert.equal((await detail(t, SESSION, 'visitor-a')).remind, 1)
    assert.equal((await detail(t, SESSION, 'visitor-c')).remind, 0)

    t.clock.t = START - 16 * MIN
    assert.equal((await t.app.reminders.runDue()).reminders, 0)
    assert.equal(outbox(t).length, 0)
    t.clock.t = START - 15 * MIN
    assert.equal((await t.app.reminders.runDue()).reminders, 2)
    const sent = outbox(t)
    assert.deepEqual(sent.map((m) => m.userId).sort(), ['visitor-a', 'visitor-b'])
    const a = sent.find((m) => m.userId === 'visitor-a')!
    assert.match(a.text, /starts in 15 minutes — Tue 15 Sep, 09:30–10:15 \(Shanghai time\), Hall 1, Main Forum/)
    const b = sent.find((m) => m.userId === 'visitor-b')! as any
    assert.match(b.text, /9月15日 周二 09:30–10:15（上海时间）/)
    assert.equal(b.channel, 'subscribe')
    // never twice: more rounds, asking again
    t.clock.t = START - 5 * MIN
    await t.app.reminders.runDue()
    assert.equal((await remind(t, 'visitor-a', SESSION, 1, 'EN')).statusCode, 200)
    await t.app.reminders.runDue()
    assert.equal(outbox(t).length, 2)
  })

  it('sends side by side, at most SEND_CONCURRENCY at a time per channel, each once', async () => {
    const inFlight = new Map<string, number>()
    const most = new Map<string, number>()
    const got: string[] = []
    const gates = new Map<string, Array<() => void>>()
    const provider: ReminderProvider = {
      async deliver(m) {
        const n = (inFlight.get(m.channel) ?? 0) + 1
        inFlight.set(m.channel, n)
        most.set(m.channel, Math.max(most.get(m.channel) ?? 0, n))
        // a channel's round trip, held until the channel has as many in flight as it may (or 3 s
        // have passed: the last of a round), so the bound is reached however slow the database is
        const waiting = gates.get(m.channel) ?? []
        gates.set(m.channel, waiting)
        if (n >= SEND_CONCURRENCY) for (const open of waiting.splice(0)) open()
        else await new Promise((r) => (waiting.push(() => r(null)), setTimeout(r, 3000)))
        inFlight.set(m.channel, inFlight.get(m.channel)! - 1)
        got.push(`${m.channel}:${m.userId}`)
        return delivery.sent(m.channel)
      },
    }
    const t = await makeApp({ REMINDER_CHECK_SEC: '0' }, { reminders: provider })
    cleanup.push(() => t.close())
    t.clock.t = START - 3 * 3600_000
    const count = SEND_CONCURRENCY * 2
    for (let i = 0; i < count; i++) {
      assert.equal((await remind(t, `many-web-${i}`, SESSION, 1, 'EN', 'web')).statusCode, 200)
      assert.equal((await remind(t, `many-sub-${i}`, SESSION, 1, 'EN', 'subscribe')).statusCode, 200)
    }
    t.clock.t = START - 14 * MIN
    assert.equal((await t.app.reminders.runDue()).reminders, count * 2)
    assert.equal(got.length, count * 2)
    assert.equal(new Set(got).size, count * 2, 'none twice')
    // both channels in parallel, each up to its bound and never beyond
    assert.deepEqual(Object.fromEntries(most), { web: SEND_CONCURRENCY, subscribe: SEND_CONCURRENCY })
    assert.equal((await t.app.reminders.runDue()).reminders, 0)
  })

  it('honours REMINDER_LEAD_MIN and skips a reminder whose session has begun', async () => {
    const t = await app({ REMINDER_LEAD_MIN: '10' })
    t.clock.t = START - 3600_000
    await remind(t, 'visitor-lead', SESSION, 1)
    t.clock.t = START - 11 * MIN
    await t.app.reminders.runDue()
    assert.equal(outbox(t).length, 0)
    t.clock.t = START - 10 * MIN
    await t.app.reminders.runDue()
    assert.match(outbox(t)[0]!.text, /starts in 10 minutes/)
    // a session already under way: stored (it is in the agenda) but nothing is sent
    t.clock.t = START + 5 * MIN
    await remind(t, 'visitor-late', SESSION, 1)
    const round = await t.app.reminders.runDue()
    assert.equal(round.missed, 1)
    assert.equal(outbox(t).length, 1)
  })

  it('refuses Remind me for a session that has ended (the server’s clock), in both languages; Cancel still works', async () => {
    const t = await app()
    const end = Date.parse((await detail(t, SESSION)).endTime)
    t.clock.t = end - 60_000
    assert.equal((await remind(t, 'visitor-ended', SESSION, 1)).statusCode, 200, 'under way: still allowed')
    t.clock.t = end
    for (const [language, text] of [
      ['EN', 'This session has ended: reminders can no longer be set'],
      ['ZH-CN', '该会议已结束，无法设置提醒'],
    ] as const) {
      const res = await remind(t, 'visitor-too-late', SESSION, 1, language)
      assert.equal(res.statusCode, 409)
      assert.equal(res.json().result, 'FAIL')
      assert.equal(res.json().resultCode, 'ENDED')
      assert.equal(res.json().resultDesc, text)
    }
    assert.equal((await detail(t, SESSION, 'visitor-too-late')).remind, 0, 'nothing stored')
    // one set before the end can still be taken off the agenda
    const off = await remind(t, 'visitor-ended', SESSION, 0)
    assert.equal(off.statusCode, 200)
    assert.equal((await detail(t, SESSION, 'visitor-ended')).remind, 0)
  })

  it('is sent exactly once across a restart, also when the server died while sending', async () => {
    const first = await app()
    first.clock.t = START - 3600_000
    await remind(first, 'restart-pending', SESSION, 1)
    await remind(first, 'restart-claimed', SESSION, 1)
    await remind(first, 'restart-written', SESSION, 1)
    const secrets = new Map(first.secrets)
    // the server dies at due time: one reminder claimed before its message was written, one whose
    // message was written but not yet marked sent
    first.clock.t = START - 15 * MIN
    await first.app.reminders.runDue()
    const db = first.app.database.db
    await sql`UPDATE session_reminders SET status = 'sending', sent_at = NULL, claimed_at = ${first.clock.t} WHERE user_id IN ('restart-claimed', 'restart-written')`.execute(
      db,
    )
    await sql`UPDATE session_reminders SET status = 'pending', sent_at = NULL, claimed_at = NULL WHERE user_id = 'restart-pending'`.execute(
      db,
    )
    const dir = path.join(first.dataDir, 'outbox', 'reminders')
    for (const f of fs.readdirSync(dir)) {
      const m = JSON.parse(fs.readFileSync(path.join(dir, f), 'utf8'))
      if (m.userId !== 'restart-written') fs.rmSync(path.join(dir, f))
    }
    assert.deepEqual(
      outbox(first).map((m) => m.userId),
      ['restart-written'],
    )
    await first.app.close()

    const second = await makeApp({
      DATA_DIR: first.dataDir,
      DATABASE_URL: first.config.databaseUrl ?? '',
      REMINDER_CHECK_SEC: '0',
    })
    cleanup.push(async () => {
      await second.app.close()
    })
    for (const [k, v] of secrets) second.secrets.set(k, v)
    second.clock.t = START - 14 * MIN
    const round = await second.app.reminders.runDue()
    // the pending one goes at once; the claimed ones wait until their claim is stale (2 minutes)
    assert.equal(round.reminders, 1)
    second.clock.t = START - 12 * MIN
    await second.app.reminders.runDue()
    await second.app.reminders.runDue()
    const users = outbox(second).map((m) => m.userId)
    assert.deepEqual([...users].sort(), ['restart-claimed', 'restart-pending', 'restart-written'])
    const statuses = await sql<{ status: string }>`SELECT status FROM session_reminders`.execute(second.app.database.db)
    assert.ok(statuses.rows.every((r) => r.status === 'sent'))
  })

  it('a schedule change notifies every reminded visitor once, moves the reminder, and shows for 48 hours', async () => {
    const t = await app()
    t.clock.t = START - 24 * 3600_000
    await remind(t, 'moved-en', SESSION, 1, 'EN')
    await remind(t, 'moved-zh', SESSION, 1, 'ZH-CN')
    const zones = (id: number) => t.app.catalog.editions.get(id)!.time_zone
    // the organiser moves it two hours later, to another room
    const otherRoom = (await detail(t, SESSION)).roomId + 1
    await rescheduleSession(
      t.app.conference,
      zones,
      { sessionId: SESSION, start: '11:30', roomId: otherRoom },
      t.clock.t,
    )
    const round = await t.app.reminders.runDue()
    assert.equal(round.changes, 2)
    const notices = outbox(t).filter((m) => m.kind === 'changed')
    assert.equal(notices.length, 2)
    const en = notices.find((m) => m.userId === 'moved-en')!
    assert.match(en.text, /time changed from Tue 15 Sep, 09:30–10:15 \(Shanghai time\) to Tue 15 Sep, 11:30–12:15/)
    assert.match(en.text, /room changed from Hall 1, Main Forum to Hall 1, Innovation Theatre/)
    assert.match(notices.find((m) => m.userId === 'moved-zh')!.text, /时间由 9月15日 周二 09:30–10:15（上海时间） 改为/)
    await t.app.reminders.runDue()
    assert.equal(outbox(t).filter((m) => m.kind === 'changed').length, 2)

    // the detail says what changed
    const d = await detail(t, SESSION)
    assert.equal(d.startTime, '2026-09-15T03:30:00.000Z')
    assert.equal(d.change.previousStartTime, '2026-09-15T01:30:00.000Z')
    assert.equal(d.change.previousRoom, 'Main Forum')
    assert.equal(d.room, 'Innovation Theatre')

    // the reminder follows: nothing at the old time, sent 15 minutes before the new one
    t.clock.t = START - 15 * MIN
    await t.app.reminders.runDue()
    assert.equal(outbox(t).filter((m) => m.kind === 'reminder').length, 0)
    t.clock.t = START + 2 * 3600_000 - 15 * MIN
    await t.app.reminders.runDue()
    const reminders = outbox(t).filter((m) => m.kind === 'reminder')
    assert.equal(reminders.length, 2)
    assert.match(reminders.find((m) => m.userId === 'moved-en')!.text, /11:30–12:15/)

    // two changes before the next round make one notice, from what the visitor knew to the last
    // state; a reminder already sent is sent again for the new time
    await rescheduleSession(t.app.conference, zones, { sessionId: SESSION, start: '13:30' }, t.clock.t)
    await rescheduleSession(t.app.conference, zones, { sessionId: SESSION, roomId: otherRoom + 1 }, t.clock.t)
    await t.app.reminders.runDue()
    const second = outbox(t).filter((m) => m.kind === 'changed' && m.userId === 'moved-en' && m !== en)
    assert.equal(second.length, 2)
    assert.ok(
      second.some((m) =>
        /from Tue 15 Sep, 11:30–12:15 .* to Tue 15 Sep, 13:30–14:15 .*Innovation Theatre to Hall 3, Room M1/.test(
          m.text,
        ),
      ),
    )
    t.clock.t = START + 4 * 3600_000 - 15 * MIN
    await t.app.reminders.runDue()
    assert.equal(outbox(t).filter((m) => m.kind === 'reminder').length, 4)
    assert.equal(outbox(t).filter((m) => m.kind === 'changed').length, 4)
    // a change of room only: a notice, no second reminder
    await rescheduleSession(t.app.conference, zones, { sessionId: SESSION, roomId: otherRoom }, t.clock.t)
    await t.app.reminders.runDue()
    assert.equal(outbox(t).filter((m) => m.kind === 'changed').length, 6)
    assert.equal(outbox(t).filter((m) => m.kind === 'reminder').length, 4)

    // shown for 48 hours after the change
    t.clock.t += 47 * 3600_000
    assert.ok((await detail(t, SESSION)).change)
    t.clock.t += 2 * 3600_000
    assert.equal((await detail(t, SESSION)).change, undefined)
  })

  it('a WeChat subscription sends one message per consent: no change notice, the one reminder says what changed', async () => {
    const t = await app()
    t.clock.t = START - 24 * 3600_000
    await remind(t, 'wx-en', SESSION, 1, 'EN', 'subscribe')
    await remind(t, 'wx-zh', SESSION, 1, 'ZH-CN', 'subscribe')
    await remind(t, 'web-en', SESSION, 1, 'EN', 'web')
    const zones = (id: number) => t.app.catalog.editions.get(id)!.time_zone
    const sentTo = (userId: string) => outbox(t).filter((m) => m.userId === userId)
    const otherRoom = (await detail(t, SESSION)).roomId + 1
    await rescheduleSession(
      t.app.conference,
      zones,
      { sessionId: SESSION, start: '11:30', roomId: otherRoom },
      t.clock.t,
    )
    await t.app.reminders.runDue()
    // the web visitor is told now; the subscribed ones are not (that would spend their one message)
    assert.deepEqual(
      outbox(t).map((m) => `${m.userId} ${m.kind}`),
      ['web-en changed'],
    )

    // nothing at the old time; at the new one, one reminder each, saying the time and room changed
    t.clock.t = START - 15 * MIN
    await t.app.reminders.runDue()
    assert.equal(sentTo('wx-en').length, 0)
    t.clock.t = START + 2 * 3600_000 - 15 * MIN
    await t.app.reminders.runDue()
    const [en] = sentTo('wx-en')
    assert.equal(sentTo('wx-en').length, 1)
    assert.equal(en!.kind, 'reminder')
    assert.match(
      en!.text,
      /starts in 15 minutes — Tue 15 Sep, 11:30–12:15 \(Shanghai time\), Hall 1, Innovation Theatre\./,
    )
    assert.match(en!.text, /time changed from Tue 15 Sep, 09:30–10:15 \(Shanghai time\) to Tue 15 Sep, 11:30–12:15/)
    assert.match(en!.text, /room changed from Hall 1, Main Forum to Hall 1, Innovation Theatre/)
    assert.match(sentTo('wx-zh')[0]!.text, /将于 15 分钟后开始.*时间由 9月15日 周二 09:30–10:15（上海时间） 改为/)
    // the web visitor, told already, gets a plain reminder
    const web = sentTo('web-en').filter((m) => m.kind === 'reminder')
    assert.equal(web.length, 1)
    assert.doesNotMatch(web[0]!.text, /changed/)

    // moved again after the reminder went: the web visitor hears of it and is reminded again;
    // the consent is spent, so the subscribed visitors get nothing more (the app shows the change)
    await rescheduleSession(t.app.conference, zones, { sessionId: SESSION, start: '13:30' }, t.clock.t)
    await t.app.reminders.runDue()
    t.clock.t = START + 4 * 3600_000 - 15 * MIN
    await t.app.reminders.runDue()
    t.clock.t = START + 4 * 3600_000 - 5 * MIN
    await t.app.reminders.runDue()
    assert.equal(sentTo('wx-en').length, 1)
    assert.equal(sentTo('wx-zh').length, 1)
    assert.deepEqual(
      sentTo('web-en').map((m) => m.kind),
      ['changed', 'changed', 'reminder', 'reminder'].sort(),
    )
    assert.ok((await detail(t, SESSION)).change)

    // a retried claim of a subscription (the process died after handing it over) is not sent again,
    // even though the session moved in between: the key is the consent, not the start
    const key = en!.key
    assert.match(key, /^subscribe:/)
    assert.deepEqual(await t.app.reminders.provider.deliver({ ...en!, startTime: 'x' } as never), {
      state: 'sent',
      channel: 'file',
      duplicate: true,
    })
    assert.equal(outbox(t).filter((m) => m.key === key).length, 1)
  })

  it('the agenda: private, in time order, limited, and in the plan PDF and email', async () => {
    const t = await app()
    t.clock.t = START - 24 * 3600_000
    const agenda = async (userId: string, headers: Record<string, string> = {}) =>
      t.inject({
        method: 'GET',
        url: `/api/v5/session/getMyAgenda?eventCode=SIE&language=EN&userId=${userId}`,
        headers,
      })
    for (const id of [150, SESSION, 147]) await remind(t, 'agenda-owner', id, 1)
    await remind(t, 'someone-else', 160, 1)
    const mine = (await agenda('agenda-owner')).json().resultList
    assert.equal(mine.eventEditionId, 22)
    assert.deepEqual(
      mine.list.map((s: any) => s.id),
      [SESSION, 147, 150],
    )
    assert.ok(mine.list.every((s: any) => s.remind === 1))
    // another device naming the visitor without their secret: refused
    assert.equal((await agenda('agenda-owner', { 'x-visitor-session': 'not-theirs' })).statusCode, 401)
    // reminders need the visitor's session too
    const refused = await t.inject({
      method: 'POST',
      url: '/api/v5/session/remind?userId=agenda-owner',
      headers: { 'x-visitor-session': 'not-theirs' },
      payload: { id: 151, remind: 1 },
    })
    assert.equal(refused.statusCode, 401)
    // in the PDF (agenda only: no exhibitors collected)
    const pdf = await t.inject({ method: 'GET', url: '/api/v1/plan/pdf?eventCode=SIE&language=EN&userId=agenda-owner' })
    assert.equal(pdf.statusCode, 200)
    assert.equal(pdf.headers['content-type'], 'application/pdf')
    // and the email
    const sent: any[] = []
    ;(t.app.mailer as any).send = async (m: any) => void sent.push(m)
    const mail = await t.inject({
      method: 'GET',
      url: '/api/v1/plan/sendEmail?eventCode=SIE&language=EN&userId=agenda-owner&email=me@example.com',
    })
    assert.equal(mail.statusCode, 200, mail.body)
    assert.match(sent[0].html, /My agenda – International Industry Expo 2026/)
    assert.match(sent[0].html, /Tue 15 Sep, 09:30–10:15 \(Shanghai time\) · Hall 1 Main Forum/)
    // removing one from the agenda cancels its reminder
    await remind(t, 'agenda-owner', 147, 0)
    assert.deepEqual(
      (await agenda('agenda-owner')).json().resultList.list.map((s: any) => s.id),
      [SESSION, 150],
    )
    // at most LIMITS.remindersPerVisitor upcoming reminders (two editions of sessions to come)
    const ids: number[] = []
    for (const ed of [11, 12])
      ids.push(
        ...(
          await t.inject({
            method: 'GET',
            url: `/api/v5/session/getSessionList?eventCode=CGA&eventEditionId=${ed}&pageSize=100`,
          })
        )
          .json()
          .resultList.list.map((s: any) => s.id),
      )
    t.clock.t = Date.parse('2025-03-01T00:00:00Z')
    let refusedAt = -1
    for (let i = 0; i < ids.length && refusedAt < 0; i++) {
      const r = await remind(t, 'collector', ids[i], 1)
      if (r.statusCode !== 200) {
        refusedAt = i
        assert.equal(r.statusCode, 400)
        assert.match(r.json().resultDesc, /at most 50 reminders/)
      }
    }
    assert.equal(refusedAt, LIMITS.remindersPerVisitor)
  })
})
