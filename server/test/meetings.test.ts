/**
 * Meetings at the stand (issue 29) on the server: the slot plan and who may publish it, venue days
 * in UTC+8, booking rules (purpose, content check, pending cap, clashes), exact capacity under 50
 * requests at once, expiry (never after the slot begins) freeing the slot, answers, the 10-minute
 * reminder and the notices with their delivery records, marks and the no-show warning.
 */
import fs from 'node:fs'
import path from 'node:path'
import { after, before, describe, it } from 'node:test'
import assert from 'node:assert/strict'
import { makeApp, verifyContactPhone, type TestApp } from './helpers.js'
import { FileReminderProvider, type ReminderMessage, type ReminderProvider } from '../src/lib/reminders.js'
import { SELF_SERVICE_DEMO } from '../seed/exhibitor-self-service.js'
import type * as C from '../../types/api.js'

const OWN = '13800138000' // exhibitor 1's contact phone
const OTHER = SELF_SERVICE_DEMO.otherExhibitorPhone // exhibitor 2's contact

/** Exhibitor 1's show (CGA 2026, 15–18 Apr, Shanghai); the test clock starts 16 Apr 10:00 venue time. */
const PLAN: C.MeetingDayPlan[] = [
  { day: '2026-04-16', from: '10:30', to: '12:30', length: 30, capacity: 2, breaks: [] },
  // just after midnight at the venue: still 16 Apr in UTC
  { day: '2026-04-17', from: '00:00', to: '01:00', length: 20, capacity: 1, breaks: [] },
  { day: '2026-04-18', from: '09:00', to: '17:00', length: 15, capacity: 5, breaks: [{ from: '12:00', to: '13:00' }] },
]

/** The outbox, with a gate a test closes to make every send hang (a channel that does not answer). */
class GatedProvider implements ReminderProvider {
  inner: ReminderProvider | null = null
  private gate: Promise<void> | null = null
  private open: () => void = () => undefined
  waiting = 0
  close() {
    this.gate = new Promise((r) => (this.open = r))
  }
  release() {
    this.gate = null
    this.open()
  }
  async deliver(message: ReminderMessage) {
    if (this.gate) {
      this.waiting++
      await this.gate
      this.waiting--
    }
    return this.inner!.deliver(message)
  }
}

describe('meetings at the stand', () => {
  let t: TestApp
  const gated = new GatedProvider()
  const tokens: Record<string, string> = {}

  const verify = async (phone: string, who: string) => (await verifyContactPhone(t, phone, who)).editToken
  async function register(who: string, phone: string, name: string, editionId: number) {
    await t.inject(`/api/v5/exhibition/getVenueList?userId=${who}`)
    t.clock.advance(61_000)
    await t.inject(`/api/sendCode.do?phone=${phone}&type=visit`)
    const r = await t.inject({
      method: 'POST',
      url: `/api/v5/visit/register?eventCode=CGA&eventEditionId=${editionId}&language=EN&userId=${who}`,
      payload: {
        name,
        company: `${name} Ltd`,
        position: 'Buyer',
        phone,
        code: t.sms.lastCode(),
        email: `${phone}@example.com`,
        visitorType: 'buyer',
        interests: [2],
      },
    })
    assert.equal(r.statusCode, 200, r.body)
  }
  const call = (who: string, method: 'GET' | 'POST', url: string, payload?: object) =>
    t
      .inject({
        method,
        url: `${url}${url.includes('?') ? '&' : '?'}userId=${who}&language=EN`,
        payload,
        headers: tokens[who] ? { 'x-edit-token': tokens[who] } : {},
      })
      .then((r) => ({ status: r.statusCode, body: r.json(), text: r.body }))
  const publish = (who: string, days: C.MeetingDayPlan[], more: Partial<C.MeetingPublishBody> = {}) =>
    call(who, 'POST', '/api/v5/meetings/publish', { companyProfileId: 1, days, ...more })
  const slots = async (who: string) =>
    (await call(who, 'GET', '/api/v5/meetings/slots?companyProfileId=1')).body.resultList as C.MeetingSlots
  /** The slot of exhibitor 1 that starts at a venue day and clock time (Shanghai, UTC+8). */
  const slotAt = async (day: string, clock: string) => {
    const at = new Date(Date.parse(`${day}T${clock}:00+08:00`)).toISOString()
    const s = (await slots('mt-look')).slots.find((x) => x.startTime === at)
    assert.ok(s, `a slot at ${day} ${clock}`)
    return s
  }
  const book = (who: string, slotId: number, purpose = 'Pumps for our plant in Ningbo', confirmClash?: 0 | 1) =>
    call(who, 'POST', '/api/v5/meetings/book', {
      slotId,
      purpose,
      ...(confirmClash !== undefined ? { confirmClash } : {}),
    })
  const answer = (meetingId: number, action: C.MeetingAnswerBody['action'], note?: string) =>
    call('mt-own', 'POST', '/api/v5/meetings/answer', { companyProfileId: 1, meetingId, action, note })
  const mine = async (who: string) => (await call(who, 'GET', '/api/v5/meetings/mine')).body.resultList as C.MyMeetings
  /** A notice's delivery record once the notices queued so far were sent (they go after the answer). */
  const record = async (key: string) => {
    await t.app.meetingDesk.idle()
    return t.app.deliveries.of(key)
  }
  const outbox = () => {
    const dir = path.join(t.config.dataDir, 'outbox', 'reminders')
    return fs.existsSync(dir)
      ? fs
          .readdirSync(dir)
          .map((f) => JSON.parse(fs.readFileSync(path.join(dir, f), 'utf8')) as { key: string; text: string })
      : []
  }

  before(async () => {
    t = await makeApp({}, { reminders: gated })
    gated.inner = new FileReminderProvider(path.join(t.config.dataDir, 'outbox', 'reminders'))
    await register('mt-v1', '13611114444', 'Ada Meet', 12)
    tokens['mt-own'] = await verify(OWN, 'mt-own')
    tokens['mt-other'] = await verify(OTHER, 'mt-other')
    // the verifications moved the clock a few minutes: back to 10:00 venue time
    t.clock.t = Date.UTC(2026, 3, 16, 2, 0, 0)
  })
  after(async () => t.close())

  it('checks the plan and who publishes it, and makes the slots with breaks', async () => {
    const day = PLAN[0]!
    const refused: Array<[C.MeetingDayPlan, string]> = [
      [{ ...day, length: 25 }, 'A slot is 15, 20 or 30 minutes'],
      [{ ...day, capacity: 6 }, '1 to 5 meetings at once'],
      [{ ...day, day: '2026-04-20' }, 'That day is not a day of the show'],
      [{ ...day, to: '10:00' }, 'The end must be after the start'],
      [{ ...day, from: '25:00' }, 'Please choose a valid time'],
      [
        { ...day, breaks: [{ from: '12:00', to: '13:00' }] },
        'A break must lie within the opening hours and end after it starts',
      ],
    ]
    for (const [plan, message] of refused) {
      const r = await publish('mt-own', [plan])
      assert.equal(r.status, 400, JSON.stringify(plan))
      assert.equal(r.body.resultDesc, message)
    }
    assert.equal((await publish('mt-own', [day, day])).body.resultDesc, 'Each day can be set once')
    assert.equal((await publish('mt-own', PLAN, { expiryHours: 0 })).status, 400)
    assert.equal((await publish('mt-nobody', PLAN)).status, 401)
    assert.equal((await publish('mt-other', PLAN)).status, 403)

    const r = await publish('mt-own', PLAN)
    assert.equal(r.status, 200, r.text)
    const s = r.body.resultList as C.MeetingSlots
    assert.equal(s.timeZone, 'Asia/Shanghai')
    assert.deepEqual(s.days, ['2026-04-15', '2026-04-16', '2026-04-17', '2026-04-18'])
    assert.equal(s.expiryHours, 24)
    // 4 on the 16th, 3 just after midnight, 7 hours of 15 minutes on the 18th (the lunch break skipped)
    assert.equal(s.slots.length, 4 + 3 + 28)
    const lunch = s.slots.filter(
      (x) => x.day === '2026-04-18' && x.startTime >= '2026-04-18T04:00' && x.startTime < '2026-04-18T05:00',
    )
    assert.equal(lunch.length, 0)
    assert.deepEqual(s.plans, PLAN)
  })

  it('keeps venue days in UTC+8: a slot at 00:00 on the 17th is 16:00 UTC on the 16th', async () => {
    const s = await slotAt('2026-04-17', '00:00')
    assert.equal(s.startTime, '2026-04-16T16:00:00.000Z')
    assert.equal(s.endTime, '2026-04-16T16:20:00.000Z')
    assert.equal(s.day, '2026-04-17')
    const day = async (d: string) =>
      (await call('mt-own', 'GET', `/api/v5/meetings/stand?companyProfileId=1&day=${d}`)).body
        .resultList as C.MeetingStandDay
    assert.equal((await day('2026-04-17')).slots.length, 3)
    assert.equal((await day('2026-04-16')).slots.length, 4)
    assert.equal((await call('mt-v1', 'GET', '/api/v5/meetings/stand?companyProfileId=1')).status, 401)
  })

  it('books with a short, checked purpose; the stand sees the name and nothing private', async () => {
    const slot = await slotAt('2026-04-18', '09:00')
    assert.equal((await book('mt-v1', slot.slotId, '  ')).body.resultDesc, 'Please say what the meeting is about')
    assert.equal(
      (await book('mt-v1', slot.slotId, 'x'.repeat(201))).body.resultDesc,
      'The purpose: at most 200 characters',
    )
    const refused = await book('mt-v1', slot.slotId, 'Join our online casi\u200Bno')
    assert.equal(refused.status, 400)
    assert.equal(refused.body.resultDesc, 'The purpose contains words that cannot be sent')
    const r = await book('mt-v1', slot.slotId, 'x'.repeat(200))
    assert.equal(r.status, 200, r.text)
    const m = r.body.resultList as C.Meeting
    assert.equal(m.status, 'pending')
    assert.equal(m.booth, '2A01')
    assert.equal(m.expiresAt, new Date(t.clock.now() + 24 * 3_600_000).toISOString())
    assert.equal((await book('mt-v1', slot.slotId)).body.resultDesc, 'You already asked for this slot')
    const stand = await call('mt-own', 'GET', '/api/v5/meetings/stand?companyProfileId=1&day=2026-04-18')
    const booked = (stand.body.resultList as C.MeetingStandDay).slots.find((x) => x.slotId === slot.slotId)!
    assert.equal(booked.free, 4)
    assert.equal(booked.meetings[0]!.visitorName, 'Ada Meet')
    assert.ok(
      !stand.text.includes('mt-v1') && !stand.text.includes('13611114444') && !stand.text.includes('@example.com'),
    )
    // the stand hears of the request the way session reminders go, with a delivery record
    const rec = await record(`meeting:${m.meetingId}:requested:stand`)
    assert.equal(rec?.kind, 'meetingChanged')
    assert.equal(rec?.state, 'sent')
    assert.ok(outbox().some((o) => o.text.startsWith('New meeting request from Ada Meet')))
  })

  it('fills a capacity-2 slot exactly when 50 visitors ask at once', async () => {
    const slot = await slotAt('2026-04-16', '11:00')
    const who = Array.from({ length: 50 }, (_, i) => `mt-crowd-${i}`)
    for (const w of who) await slots(w)
    const answers = await Promise.all(who.map((w) => book(w, slot.slotId)))
    const okCount = answers.filter((a) => a.status === 200).length
    assert.equal(okCount, 2)
    const full = answers.filter((a) => a.status === 409)
    assert.equal(full.length, 48)
    assert.ok(full.every((a) => a.body.resultDesc === 'This slot was just taken; please choose another'))
    assert.equal((await slotAt('2026-04-16', '11:00')).free, 0)
    const held = await t.app.database.db
      .selectFrom('meetings')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('slot_id', '=', slot.slotId)
      .where('status', 'in', ['pending', 'accepted'])
      .executeTakeFirstOrThrow()
    assert.equal(Number(held.n), 2)
  })

  it('refuses a full slot early, yet books the place of a request past its answer time', async () => {
    const slot = await slotAt('2026-04-17', '00:40')
    for (const w of ['mt-full-a', 'mt-full-b']) await slots(w)
    const a = await book('mt-full-a', slot.slotId)
    assert.equal(a.status, 200, a.text)
    // the slot (capacity 1) is full: its own holder is told they asked already, anyone else it is taken
    assert.equal((await book('mt-full-a', slot.slotId)).body.resultDesc, 'You already asked for this slot')
    const full = await book('mt-full-b', slot.slotId)
    assert.equal(full.status, 409)
    assert.equal(full.body.resultDesc, 'This slot was just taken; please choose another')
    // the request's answer time passes and nothing has swept it yet: the place is free for the next
    await t.app.database.db
      .updateTable('meetings')
      .set({ expires_at: new Date(t.clock.now() - 60_000).toISOString() })
      .where('id', '=', a.body.resultList.meetingId)
      .execute()
    const b = await book('mt-full-b', slot.slotId)
    assert.equal(b.status, 200, b.text)
    assert.equal((await mine('mt-full-a')).meetings[0]!.status, 'expired')
    assert.equal((await slotAt('2026-04-17', '00:40')).free, 0)
  })

  it('caps a visitor at 5 requests waiting for an answer', async () => {
    const times = ['13:00', '13:15', '13:30', '13:45', '14:00', '14:15']
    const ids: number[] = []
    for (const time of times.slice(0, 5)) {
      const r = await book('mt-cap', (await slotAt('2026-04-18', time)).slotId)
      assert.equal(r.status, 200, r.text)
      ids.push(r.body.resultList.meetingId)
    }
    const sixth = (await slotAt('2026-04-18', times[5]!)).slotId
    const capped = await book('mt-cap', sixth)
    assert.equal(capped.status, 409)
    assert.match(capped.body.resultDesc, /You have 5 requests waiting for an answer/)
    assert.equal((await slots('mt-cap')).pending, 5)
    const cancel = await call('mt-cap', 'POST', '/api/v5/meetings/update', { meetingId: ids[0], action: 'cancel' })
    assert.equal(cancel.body.resultList.status, 'cancelled')
    assert.equal((await slotAt('2026-04-18', '13:00')).free, 5)
    assert.equal((await book('mt-cap', sixth)).status, 200)
    // someone else's meeting is not theirs to cancel
    assert.equal(
      (await call('mt-v1', 'POST', '/api/v5/meetings/update', { meetingId: ids[1], action: 'cancel' })).status,
      404,
    )
  })

  it('keeps a visitor’s own requests sent at the same instant within the cap of 5', async () => {
    const times = ['15:00', '15:15', '15:30', '15:45', '16:00', '16:15', '16:30', '16:45']
    const ids = await Promise.all(times.map(async (time) => (await slotAt('2026-04-18', time)).slotId))
    await slots('mt-rush')
    const answers = await Promise.all(ids.map((id) => book('mt-rush', id)))
    assert.deepEqual(answers.map((a) => a.status).sort(), [200, 200, 200, 200, 200, 409, 409, 409])
    assert.ok(answers.filter((a) => a.status === 409).every((a) => /5 requests waiting/.test(a.body.resultDesc)))
    assert.equal((await slots('mt-rush')).pending, 5)
    assert.equal((await mine('mt-rush')).meetings.filter((m) => m.status === 'pending').length, 5)
    // the refused ones took no place
    const free = await Promise.all(times.map(async (time) => (await slotAt('2026-04-18', time)).free))
    assert.equal(
      free.reduce((a, b) => a + b, 0),
      8 * 5 - 5,
    )
  })

  it('answers a booking without waiting for its notice, which is sent once the channel answers', async () => {
    await t.app.meetingDesk.idle()
    gated.close()
    let key = ''
    try {
      const slot = await slotAt('2026-04-18', '10:00')
      const r = await book('mt-slowpost', slot.slotId)
      assert.equal(r.status, 200, r.text)
      key = `meeting:${r.body.resultList.meetingId}:requested:stand`
      // the visitor has their answer while the channel holds the notice, unanswered
      for (let i = 0; i < 200 && gated.waiting === 0; i++) await new Promise((done) => setTimeout(done, 10))
      assert.equal(gated.waiting, 1)
      assert.equal((await t.app.deliveries.of(key))?.state, 'queued')
    } finally {
      gated.release()
    }
    assert.equal((await record(key))?.state, 'sent')
    assert.equal(outbox().filter((o) => o.key === key).length, 1)
    // a second sweep sends nothing again
    await t.app.meetingDesk.sweep()
    assert.equal(outbox().filter((o) => o.key === key).length, 1)
  })

  it('shows clashes with My agenda and other meetings before sending', async () => {
    // session 69 (16 Apr 11:30–12:15 venue time) in the visitor's agenda
    const remind = await t.inject({
      method: 'POST',
      url: '/api/v5/session/remind?userId=mt-clash&language=EN',
      payload: { id: 69, remind: 1 },
    })
    assert.equal(remind.statusCode, 200, remind.body)
    const slot = await slotAt('2026-04-16', '11:30')
    const clashes = (await call('mt-clash', 'GET', `/api/v5/meetings/clashes?slotId=${slot.slotId}`)).body
      .resultList as C.MeetingClash[]
    assert.deepEqual(
      clashes.map((c) => [c.kind, c.startTime]),
      [['session', '2026-04-16T03:30:00.000Z']],
    )
    const unconfirmed = await book('mt-clash', slot.slotId)
    assert.equal(unconfirmed.status, 409)
    assert.equal(unconfirmed.body.resultDesc, 'You have something else at this time')
    assert.equal((await book('mt-clash', slot.slotId, 'Valves', 1)).status, 200)
    // another stand of the show at the same time: the meeting at exhibitor 1 is named
    const other = await t.app.database.db
      .selectFrom('companies')
      .select('id')
      .where('edition_id', '=', 12)
      .where('id', '!=', 1)
      .where('hidden', '=', 0)
      .orderBy('id')
      .executeTakeFirstOrThrow()
    const published = await t.app.meetingDesk.publish(other.id, 'mt-stand-2', {
      companyProfileId: other.id,
      days: [{ day: '2026-04-16', from: '11:30', to: '12:30', length: 30, capacity: 2, breaks: [] }],
    })
    const [other1130, other12] = published.slots.map((x) => x.slotId) as [number, number]
    const theirs = (await call('mt-clash', 'GET', `/api/v5/meetings/clashes?slotId=${other1130}`)).body
      .resultList as C.MeetingClash[]
    assert.deepEqual(
      theirs.map((c) => c.kind),
      ['session', 'meeting'],
    )
    // a request of their own at that time is refused, confirmed or not, in the visitor's language
    const refused = await book('mt-clash', other1130, 'Valves', 1)
    assert.equal(refused.status, 409)
    assert.equal(
      refused.body.resultDesc,
      'You already have a meeting request or meeting at an overlapping time; cancel it in My meetings or choose another time',
    )
    const zh = await t.inject({
      method: 'POST',
      url: '/api/v5/meetings/book?userId=mt-clash&language=ZH-CN',
      payload: { slotId: other1130, purpose: 'Valves', confirmClash: 1 },
    })
    assert.equal(zh.statusCode, 409)
    assert.match(zh.json().resultDesc, /重叠的时间已有洽谈申请或洽谈/)
    assert.equal((await mine('mt-clash')).meetings.length, 1, 'nothing booked at the second stand')

    // two requests at the same time sent at once to two stands: exactly one is taken
    const noon = await slotAt('2026-04-16', '12:00')
    assert.ok(noon.free > 0)
    assert.equal((await mine('mt-both')).meetings.length, 0) // the visitor known before the race
    const both = await Promise.all([book('mt-both', noon.slotId), book('mt-both', other12)])
    assert.deepEqual(both.map((r) => r.status).sort(), [200, 409])
    assert.match(both.find((r) => r.status === 409)!.body.resultDesc, /overlapping time/)
    assert.equal((await mine('mt-both')).meetings.length, 1)
  })

  it('expires an unanswered request at the stand’s time, never after the slot begins, and frees the slot', async () => {
    const midnight = await slotAt('2026-04-17', '00:00')
    const first = (await book('mt-ex', midnight.slotId)).body.resultList as C.Meeting
    // 24 hours would pass the slot's start
    assert.equal(first.expiresAt, midnight.startTime)

    assert.equal((await publish('mt-own', PLAN, { expiryHours: 1 })).status, 200)
    assert.equal((await slotAt('2026-04-17', '00:00')).free, 0, 'a booked slot keeps its meeting through a new plan')
    const slot = await slotAt('2026-04-17', '00:20')
    const m = (await book('mt-ex', slot.slotId)).body.resultList as C.Meeting
    assert.equal(m.expiresAt, new Date(t.clock.now() + 3_600_000).toISOString())
    assert.equal((await book('mt-ex2', slot.slotId)).status, 409)
    t.clock.advance(61 * 60_000)
    assert.equal((await slotAt('2026-04-17', '00:20')).free, 1)
    assert.equal((await mine('mt-ex')).meetings.find((x) => x.meetingId === m.meetingId)?.status, 'expired')
    assert.equal((await book('mt-ex2', slot.slotId)).status, 200)
    assert.equal((await record(`meeting:${m.meetingId}:expired:visitor`))?.state, 'sent')
    // an expired request cannot be accepted
    assert.equal(
      (await answer(m.meetingId, 'accept')).body.resultDesc,
      'This meeting was already answered, cancelled or expired',
    )
  })

  it('accepts and declines, reminds 10 minutes before, and takes met / no-show after the slot', async () => {
    // now 16 Apr ~11:02 venue time
    const a = (await book('mt-v2', (await slotAt('2026-04-16', '11:30')).slotId)).body.resultList as C.Meeting
    const b = (await book('mt-v2', (await slotAt('2026-04-16', '12:00')).slotId)).body.resultList as C.Meeting
    for (const m of [a, b]) assert.equal((await answer(m.meetingId, 'accept')).body.resultList.status, 'accepted')
    assert.equal((await record(`meeting:${a.meetingId}:accepted:visitor`))?.state, 'sent')
    assert.ok(
      outbox().some((o) => o.key === `meeting:${a.meetingId}:accepted:visitor` && /accepted your meeting/.test(o.text)),
    )
    const early = await call('mt-v2', 'POST', '/api/v5/meetings/update', { meetingId: a.meetingId, action: 'met' })
    assert.equal(early.status, 409)
    assert.equal(early.body.resultDesc, 'A meeting can be marked once its slot has begun')

    // declined: the place is free again and the visitor told
    const pending = (await mine('mt-v1')).meetings[0]!
    assert.equal((await answer(pending.meetingId, 'decline')).body.resultList.status, 'declined')
    assert.equal((await record(`meeting:${pending.meetingId}:declined:visitor`))?.state, 'sent')
    assert.equal((await slotAt('2026-04-18', '09:00')).free, 5)

    t.clock.t = Date.parse('2026-04-16T03:21:00Z') // 11:21: the 11:30 meeting is 9 minutes away
    assert.deepEqual(await t.app.meetingDesk.sweep(), { expired: 0, reminded: 1 })
    assert.deepEqual(await t.app.meetingDesk.sweep(), { expired: 0, reminded: 0 })
    const reminder = outbox().find((o) => o.key === `meeting:${a.meetingId}:reminder:visitor`)
    assert.match(
      reminder?.text ?? '',
      /^Reminder: your meeting with .* starts in 10 minutes — Thu 16 Apr, 11:30–12:00 \(Shanghai time\), stand 2A01\.$/,
    )
    assert.equal((await record(`meeting:${a.meetingId}:reminder:stand`))?.state, 'sent')

    t.clock.t = Date.parse('2026-04-16T04:05:00Z') // both slots have begun
    // the stand's phone check lasts a while, not all day: verified again
    tokens['mt-own'] = await verify(OWN, 'mt-own')
    const met = await call('mt-v2', 'POST', '/api/v5/meetings/update', { meetingId: a.meetingId, action: 'met' })
    assert.equal(met.body.resultList?.mark, 'met', met.text)
    const marked = await answer(a.meetingId, 'noShow')
    assert.equal(marked.body.resultList?.mark, 'noShow', marked.text)
    assert.equal((await slots('mt-v2')).noShows, 1)
    const second = await answer(b.meetingId, 'noShow')
    assert.equal(second.body.resultList.noShows, 2)
    // the app warns a visitor with 2 no-shows before they book again
    assert.equal((await slots('mt-v2')).noShows, 2)
    assert.equal((await mine('mt-v2')).noShows, 2)
    const noted = await answer(b.meetingId, 'note', 'Called twice, no answer')
    assert.equal(noted.body.resultList.note, 'Called twice, no answer')
    assert.equal(
      (await answer(b.meetingId, 'note', 'n'.repeat(501))).body.resultDesc,
      'The note: at most 500 characters',
    )
    const day = (await call('mt-own', 'GET', '/api/v5/meetings/stand?companyProfileId=1&day=2026-04-16')).body
      .resultList as C.MeetingStandDay
    assert.equal(day.counts.noShow, 2)
    assert.ok(
      day.counts.requests >= day.counts.accepted + day.counts.pending + day.counts.noShow,
      JSON.stringify(day.counts),
    )
    // the note is the stand's: the visitor's own view of the meeting never carries it
    assert.ok(!JSON.stringify(await mine('mt-v2')).includes('Called twice'))
    // My meetings in time order
    const list = (await mine('mt-v2')).meetings
    assert.deepEqual(
      list.map((m) => m.meetingId),
      [a.meetingId, b.meetingId],
    )
  })

  it('checks in with the stand’s signed code: wrong stand, not today, not accepted and made-up codes refused', async () => {
    // now 16 Apr 12:05 venue time; mt-v2's 11:30 meeting at exhibitor 1 is accepted
    const a = (await mine('mt-v2')).meetings.find((m) => m.status === 'accepted' && m.day === '2026-04-16')!
    assert.equal((await call('mt-v2', 'GET', '/api/v5/meetings/code?companyProfileId=1')).status, 401)
    const own = await call('mt-own', 'GET', '/api/v5/meetings/code?companyProfileId=1')
    assert.equal(own.status, 200, own.text)
    const code = (own.body.resultList as C.MeetingStandCode).code
    assert.match(code, /^expo-meet\.1\.[A-Za-z0-9_-]{22}$/)
    assert.equal(own.body.resultList.booth, '2A01')
    // the app's client sends the token in the query
    const byQuery = await t.inject(
      `/api/v5/meetings/code?companyProfileId=1&userId=mt-own&language=EN&editToken=${tokens['mt-own']}`,
    )
    assert.equal(byQuery.json().resultList?.code, code, byQuery.body)
    // another stand's contact gets their own stand's code, not this one's
    tokens['mt-other'] = await verify(OTHER, 'mt-other')
    assert.equal((await call('mt-other', 'GET', '/api/v5/meetings/code?companyProfileId=1')).status, 403)
    const otherId = (await t.app.database.db
      .selectFrom('companies')
      .select('id')
      .where('id', '!=', 1)
      .orderBy('id')
      .executeTakeFirstOrThrow())!.id
    const checkIn = (who: string, meetingId: number, c: string) =>
      call(who, 'POST', '/api/v5/meetings/checkin', { meetingId, code: c })

    const forged = await checkIn(
      'mt-v2',
      a.meetingId,
      code.replace(/.$/, (ch) => (ch === 'A' ? 'B' : 'A')),
    )
    assert.equal(forged.status, 400)
    assert.equal(
      forged.body.resultDesc,
      'This is not a stand’s meeting code; scan the meeting QR code shown at the stand',
    )
    assert.equal((await checkIn('mt-v2', a.meetingId, 'https://example.com/')).status, 400)
    const elsewhere = await t.app.meetingDesk.standCode(otherId, 'EN')
    const wrong = await checkIn('mt-v2', a.meetingId, elsewhere.code)
    assert.equal(wrong.status, 409)
    assert.equal(wrong.body.resultDesc, 'This is another stand’s code; your meeting is at a different stand')
    // someone else's meeting is not theirs to check in
    assert.equal((await checkIn('mt-v1', a.meetingId, code)).status, 404)

    const done = await checkIn('mt-v2', a.meetingId, code)
    assert.equal(done.status, 200, done.text)
    const at = (done.body.resultList as C.Meeting).checkedInAt
    assert.equal(at, new Date(t.clock.t).toISOString())
    t.clock.advance(60_000)
    // again: the first time stays; the stand's day shows it
    assert.equal((await checkIn('mt-v2', a.meetingId, code)).body.resultList.checkedInAt, at)
    const day = (await call('mt-own', 'GET', '/api/v5/meetings/stand?companyProfileId=1&day=2026-04-16')).body
      .resultList as C.MeetingStandDay
    assert.equal(day.slots.flatMap((s) => s.meetings).find((m) => m.meetingId === a.meetingId)?.checkedInAt, at)

    // an accepted meeting on the 18th: not today; a pending one: not accepted
    const later = (await book('mt-v2', (await slotAt('2026-04-18', '11:00')).slotId)).body.resultList as C.Meeting
    const pending = await checkIn('mt-v2', later.meetingId, code)
    assert.equal(pending.status, 409)
    assert.equal(pending.body.resultDesc, 'Only an accepted meeting can be checked in')
    assert.equal((await answer(later.meetingId, 'accept')).body.resultList.status, 'accepted')
    const notToday = await checkIn('mt-v2', later.meetingId, code)
    assert.equal(notToday.status, 409)
    assert.equal(notToday.body.resultDesc, 'This meeting is not today; check in on the day of the meeting')
    // the day is the venue's: at 00:10 on the 18th in Shanghai (16:10 UTC on the 17th) it is today
    t.clock.t = Date.parse('2026-04-17T16:10:00Z')
    tokens['mt-own'] = await verify(OWN, 'mt-own')
    t.clock.t = Date.parse('2026-04-17T16:10:00Z')
    const onTheDay = await checkIn('mt-v2', later.meetingId, code)
    assert.equal(onTheDay.status, 200, onTheDay.text)
    assert.ok(onTheDay.body.resultList.checkedInAt)
  })
})
