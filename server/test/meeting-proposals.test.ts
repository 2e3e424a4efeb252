/**
 * Meetings between matched attendees (issue 29.2) on the server: only mutual matches may propose,
 * a place from the venue map, clashes of both sides before sending (the other's only as "busy"),
 * the shared pending cap, expiry (never after the start), accept / decline / cancel, the notices and
 * the 10-minute reminder to both sides, and no answer carrying the other attendee's account id.
 */
import fs from 'node:fs'
import path from 'node:path'
import { after, before, describe, it } from 'node:test'
import assert from 'node:assert/strict'
import { makeApp, type TestApp } from './helpers.js'
import { FileReminderProvider, type ReminderMessage, type ReminderProvider } from '../src/lib/reminders.js'
import type * as C from '../../types/api.js'

class LateProvider implements ReminderProvider {
  inner: ReminderProvider | null = null
  deliver(message: ReminderMessage) {
    return this.inner!.deliver(message)
  }
}

const card = (name: string) => ({
  name,
  company: `${name} Trading`,
  position: 'Buyer',
  country: 'China',
  interests: [1],
  role: 'buyer',
  lookingFor: 'Pumps',
  contact: `${name.toLowerCase().replace(/\W/g, '')}@example.com`,
  shareProfile: 1,
})

describe('meetings between matched attendees', () => {
  let t: TestApp
  const late = new LateProvider()
  const person: Record<string, string> = {}
  let days: string[] = []
  let point = ''

  const call = (who: string, method: 'GET' | 'POST', url: string, payload?: object) =>
    t
      .inject({ method, url: `${url}${url.includes('?') ? '&' : '?'}userId=${who}&language=EN`, payload })
      .then((r) => ({ status: r.statusCode, body: r.json(), text: r.body }))
  const join = async (who: string, name: string) => {
    const r = await call(who, 'POST', '/api/v5/match/join?eventCode=CGA', card(name))
    assert.equal(r.status, 200, r.text)
    person[who] = (
      await t.app.database.db
        .selectFrom('attendees')
        .select('public_id')
        .where('user_id', '=', who)
        .executeTakeFirstOrThrow()
    ).public_id
  }
  const follow = (who: string, other: string) =>
    call(who, 'POST', '/api/followOrCancelFriend.do?eventCode=CGA', { targetPersonId: person[other], follow: 1 })
  const propose = (who: string, to: string, over: Partial<C.MeetingProposeBody> = {}) =>
    call(who, 'POST', '/api/v5/meetings/propose', {
      personId: person[to],
      day: days[1],
      from: '11:00',
      length: 30,
      place: { kind: 'point', code: point },
      purpose: 'Talk about pumps',
      ...over,
    })
  const reply = (who: string, meetingId: number, action: 'accept' | 'decline') =>
    call(who, 'POST', '/api/v5/meetings/reply', { meetingId, action })
  const mine = async (who: string) => (await call(who, 'GET', '/api/v5/meetings/mine')).body.resultList as C.MyMeetings
  const outbox = () => {
    const dir = path.join(t.config.dataDir, 'outbox', 'reminders')
    return fs.existsSync(dir)
      ? fs
          .readdirSync(dir)
          .map((f) => JSON.parse(fs.readFileSync(path.join(dir, f), 'utf8')) as { key: string; text: string })
      : []
  }

  before(async () => {
    t = await makeApp({}, { reminders: late })
    late.inner = new FileReminderProvider(path.join(t.config.dataDir, 'outbox', 'reminders'))
    await join('mp-ann', 'Ann Proposer')
    await join('mp-bob', 'Bob Asked')
    await join('mp-cat', 'Cat Third')
    await join('mp-dan', 'Dan Onesided')
    for (const [a, b] of [
      ['mp-ann', 'mp-bob'],
      ['mp-cat', 'mp-bob'],
      ['mp-ann', 'mp-cat'],
    ] as const) {
      await follow(a, b)
      assert.equal((await follow(b, a)).body.resultList.mutual, true)
    }
    // Dan is interested in Ann; Ann never answered: not a match
    await follow('mp-dan', 'mp-ann')
    t.clock.t = Date.UTC(2026, 3, 16, 2, 0, 0) // 16 Apr, 10:00 at the venue (Shanghai)
  })
  after(async () => t.close())

  it('tells a match the show days and the venue map meeting points; refuses anyone else', async () => {
    const r = await call('mp-ann', 'GET', `/api/v5/meetings/places?personId=${person['mp-bob']}`)
    assert.equal(r.status, 200, r.text)
    const places = r.body.resultList as C.MeetingPlaces
    assert.equal(places.timeZone, 'Asia/Shanghai')
    assert.ok(places.days.includes('2026-04-16'))
    assert.ok(places.points.length > 0)
    assert.match(places.points[0]!.label, / · /)
    assert.equal(places.person.name, 'Bob Asked')
    days = places.days
    point = places.points[0]!.code
    assert.ok(!r.text.includes('mp-bob'), 'no account id of the other side')
    // one-sided interest, a stranger, and oneself: refused
    for (const [who, to] of [
      ['mp-dan', 'mp-ann'],
      ['mp-ann', 'mp-dan'],
      ['mp-bob', 'mp-bob'],
    ] as const) {
      const p = await call(who, 'GET', `/api/v5/meetings/places?personId=${person[to]}`)
      assert.equal(p.status, 403, `${who} → ${to}`)
      const sent = await propose(who, to)
      assert.equal(sent.status, 403)
      assert.equal(sent.body.resultDesc, 'You can propose a meeting only to someone you matched with')
    }
    assert.equal((await call('mp-ann', 'GET', '/api/v5/meetings/places?personId=nobody')).status, 404)
  })

  it('checks time, place and purpose, with clear errors', async () => {
    const cases: Array<[Partial<C.MeetingProposeBody>, number, string]> = [
      [{ day: '2026-05-01' }, 400, 'That day is not a day of the show'],
      [{ length: 25 }, 400, 'A slot is 15, 20 or 30 minutes'],
      [{ from: '23:50' }, 400, 'Please choose a valid time'],
      [{ day: '2026-04-16', from: '09:00' }, 409, ''],
      [{ place: { kind: 'point', code: '999:0' } }, 400, 'That place is not on the venue map'],
      [{ place: { kind: 'stand', code: 'NOPE-1' } }, 400, 'That place is not on the venue map'],
      [{ purpose: '   ' }, 400, 'Please say what the meeting is about'],
      [{ purpose: 'x'.repeat(201) }, 400, 'The purpose: at most 200 characters'],
    ]
    for (const [over, status, desc] of cases) {
      const r = await propose('mp-ann', 'mp-bob', over)
      assert.equal(r.status, status, `${JSON.stringify(over)}: ${r.text}`)
      if (desc) assert.equal(r.body.resultDesc, desc)
    }
    assert.equal((await mine('mp-ann')).meetings.length, 0)
  })

  it('proposes at a stand; both sides see it; the asked side accepts; notices go to each', async () => {
    const stand = await t.app.database.db
      .selectFrom('companies')
      .select(['stand', 'name_en'])
      .where('id', '=', 1)
      .executeTakeFirstOrThrow()
    const r = await propose('mp-ann', 'mp-bob', { place: { kind: 'stand', code: stand.stand.toLowerCase() } })
    assert.equal(r.status, 200, r.text)
    const m = r.body.resultList as C.Meeting
    assert.equal(m.status, 'pending')
    assert.equal(m.proposal?.role, 'proposer')
    assert.equal(m.proposal?.person.name, 'Bob Asked')
    assert.equal(m.proposal?.place.label, `Stand ${stand.stand} · ${stand.name_en}`)
    // never after its start (11:00 tomorrow is within 24 h)
    assert.equal(m.expiresAt, new Date(Date.parse(`${days[1]}T11:00:00+08:00`)).toISOString())
    const bob = (await mine('mp-bob')).meetings
    assert.equal(bob.length, 1)
    assert.equal(bob[0]!.proposal?.role, 'invitee')
    assert.equal(bob[0]!.proposal?.person.name, 'Ann Proposer')
    // the proposer cannot answer their own proposal; a third attendee cannot either
    assert.equal((await reply('mp-ann', m.meetingId, 'accept')).status, 404)
    assert.equal((await reply('mp-cat', m.meetingId, 'accept')).status, 404)
    const ok = await reply('mp-bob', m.meetingId, 'accept')
    assert.equal(ok.status, 200, ok.text)
    assert.equal(ok.body.resultList.status, 'accepted')
    assert.equal((await mine('mp-ann')).meetings[0]!.status, 'accepted')
    assert.equal((await reply('mp-bob', m.meetingId, 'decline')).status, 409)
    await t.app.meetingDesk.idle()
    const sent = outbox()
    assert.ok(
      sent.some(
        (o) =>
          o.key === `meeting:${m.meetingId}:requested:peer` && o.text.startsWith('Ann Proposer proposes a meeting'),
      ),
    )
    assert.ok(
      sent.some((o) => o.key === `meeting:${m.meetingId}:accepted:visitor` && /Bob Asked accepted/.test(o.text)),
    )
    assert.equal((await t.app.deliveries.of(`meeting:${m.meetingId}:accepted:visitor`))?.state, 'sent')
    // no answer names either side's account
    for (const who of ['mp-ann', 'mp-bob']) {
      const text = (await call(who, 'GET', '/api/v5/meetings/mine')).text
      assert.ok(!/mp-(ann|bob)/.test(text), text)
      assert.ok(!/@example\.com/.test(text))
    }
  })

  it('shows clashes of both sides first: mine in full, theirs only as busy', async () => {
    // Ann and Bob meet at 11:00 on day 2; Cat proposes the same time to Bob
    const q = `/api/v5/meetings/proposalClashes?personId=${person['mp-bob']}&day=${days[1]}&from=11:15&length=15`
    const seen = (await call('mp-cat', 'GET', q)).body.resultList as C.MeetingProposalClashes
    assert.deepEqual(seen, { mine: [], theirsBusy: true })
    const busy = await propose('mp-cat', 'mp-bob', { from: '11:15', length: 15 })
    assert.equal(busy.status, 409)
    assert.equal(busy.body.resultDesc, 'They have something else at this time')
    // Ann's own clash names the meeting (with Bob)
    const own = await call('mp-ann', 'GET', q.replace(person['mp-bob']!, person['mp-cat']!))
    const mineSeen = own.body.resultList as C.MeetingProposalClashes
    assert.equal(mineSeen.mine.length, 1)
    assert.equal(mineSeen.mine[0]!.title, 'Bob Asked')
    const clash = await propose('mp-ann', 'mp-cat', { from: '11:15', length: 15 })
    assert.equal(clash.status, 409)
    assert.equal(clash.body.resultDesc, 'You have something else at this time')
    const confirmed = await propose('mp-cat', 'mp-bob', { from: '11:15', length: 15, confirmClash: 1 })
    assert.equal(confirmed.status, 200, confirmed.text)
    // Bob declines; Cat hears it
    const no = await reply('mp-bob', confirmed.body.resultList.meetingId, 'decline')
    assert.equal(no.body.resultList.status, 'declined')
    await t.app.meetingDesk.idle()
    assert.ok(outbox().some((o) => o.key === `meeting:${confirmed.body.resultList.meetingId}:declined:visitor`))
  })

  it('counts towards the 5 pending requests; the asked side may cancel', async () => {
    const ids: number[] = []
    for (let i = 0; i < 5; i++) {
      const r = await propose('mp-cat', 'mp-ann', { day: days[2], from: `${10 + i}:00` })
      assert.equal(r.status, 200, r.text)
      ids.push(r.body.resultList.meetingId)
    }
    const places = (await call('mp-cat', 'GET', `/api/v5/meetings/places?personId=${person['mp-ann']}`)).body
      .resultList as C.MeetingPlaces
    assert.equal(places.pending, 5)
    const sixth = await propose('mp-cat', 'mp-ann', { day: days[2], from: '16:00' })
    assert.equal(sixth.status, 409)
    assert.match(sixth.body.resultDesc, /5 requests waiting/)
    // the asked side cancels one: a place in the cap is free again, and Cat hears it
    const off = await call('mp-ann', 'POST', '/api/v5/meetings/update', { meetingId: ids[0], action: 'cancel' })
    assert.equal(off.status, 200, off.text)
    assert.equal(off.body.resultList.proposal.cancelledBy, 'me')
    const catView = (await mine('mp-cat')).meetings.find((m) => m.meetingId === ids[0])!
    assert.equal(catView.proposal?.cancelledBy, 'them')
    await t.app.meetingDesk.idle()
    assert.ok(outbox().some((o) => o.key === `meeting:${ids[0]}:cancelled:visitor`))
    assert.equal((await propose('mp-cat', 'mp-ann', { day: days[2], from: '16:00' })).status, 200)
    for (const id of [...ids.slice(1)])
      await call('mp-cat', 'POST', '/api/v5/meetings/update', { meetingId: id, action: 'cancel' })
  })

  it('expires unanswered at its start at the latest; reminds both sides 10 minutes before', async () => {
    // today 10:30: the answer time ends at the start, half an hour from now
    const soon = await propose('mp-ann', 'mp-cat', { day: '2026-04-16', from: '10:30', length: 15 })
    assert.equal(soon.status, 200, soon.text)
    const id = soon.body.resultList.meetingId as number
    assert.equal(soon.body.resultList.expiresAt, '2026-04-16T02:30:00.000Z')
    // and one Cat accepts, at 10:45
    const later = await propose('mp-ann', 'mp-cat', { day: '2026-04-16', from: '10:45', length: 15 })
    assert.equal((await reply('mp-cat', later.body.resultList.meetingId, 'accept')).status, 200)
    t.clock.t = Date.UTC(2026, 3, 16, 2, 36, 0) // 10:36
    await t.app.meetingDesk.sweep()
    const ann = (await mine('mp-ann')).meetings
    assert.equal(ann.find((m) => m.meetingId === id)?.status, 'expired')
    assert.equal((await mine('mp-cat')).meetings.find((m) => m.meetingId === id)?.status, 'expired')
    const sent = outbox()
    assert.ok(sent.some((o) => o.key === `meeting:${id}:expired:visitor` && /expired unanswered/.test(o.text)))
    assert.ok(sent.some((o) => o.key === `meeting:${id}:expired:peer`))
    const lid = later.body.resultList.meetingId as number
    assert.ok(sent.some((o) => o.key === `meeting:${lid}:reminder:visitor` && /starts in 10 minutes/.test(o.text)))
    assert.ok(sent.some((o) => o.key === `meeting:${lid}:reminder:peer` && /Ann Proposer/.test(o.text)))
    // an expired proposal cannot be accepted
    assert.equal((await reply('mp-cat', id, 'accept')).status, 409)
  })
})
