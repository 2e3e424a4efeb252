/**
 * Matchmaking (issue 12): joining and leaving, ranking, the daily limit at the UTC+8 day boundary,
 * undo, the three relation lists with unread counts, chat between mutual matches only (403 for a
 * third visitor with the right conversation id), idempotent sends, read state, content check,
 * block, CHAT_ENABLED=false, rate limits on sends, WebSocket delivery, and delivery across two
 * server processes on PostgreSQL (LISTEN/NOTIFY).
 */
import { spawn, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import net from 'node:net'
import { after, before, describe, it } from 'node:test'
import assert from 'node:assert/strict'
import WebSocket from 'ws'
import { simpleParser, type ParsedMail } from 'mailparser'
import { makeApp, type TestApp } from './helpers.js'
import { onPostgres } from './pg.js'
import { CHAT_SENDS_PER_MINUTE } from '../src/routes/show/match.js'

type Json = any

const card = (over: Partial<Record<string, unknown>> = {}) => ({
  name: 'Alice Wang',
  company: 'Acme Buying Ltd.',
  position: 'Purchasing Manager',
  country: 'China',
  interests: [1],
  role: 'buyer',
  lookingFor: 'Pumps and valves',
  contact: 'alice@example.com',
  // the consent to show the card to others (privacy.test.ts covers joining without it)
  shareProfile: 1,
  ...over,
})

/** The emails the app wrote into its outbox (no SMTP_URL in tests), parsed. */
async function outbox(t: TestApp): Promise<ParsedMail[]> {
  const dir = path.join(t.dataDir, 'outbox')
  const files = fs.existsSync(dir) ? fs.readdirSync(dir).filter((f) => f.endsWith('.eml')) : []
  return Promise.all(files.sort().map(async (f) => simpleParser(fs.readFileSync(path.join(dir, f)))))
}

function client(t: TestApp) {
  const get = (url: string) =>
    t.inject({ method: 'GET', url }).then((r) => ({ status: r.statusCode, body: r.json() as Json }))
  const post = (url: string, payload: object) =>
    t.inject({ method: 'POST', url, payload }).then((r) => ({ status: r.statusCode, body: r.json() as Json }))
  const join = (userId: string, over: Partial<Record<string, unknown>> = {}) =>
    post(`/api/v5/match/join?eventCode=CGA&language=EN&userId=${userId}`, card(over))
  const personOf = async (userId: string) =>
    (
      await t.app.database.db
        .selectFrom('attendees')
        .select('public_id')
        .where('user_id', '=', userId)
        .executeTakeFirstOrThrow()
    ).public_id
  const follow = (userId: string, personId: string, on: 0 | 1 = 1) =>
    post(`/api/followOrCancelFriend.do?eventCode=CGA&language=EN&userId=${userId}`, {
      targetPersonId: personId,
      follow: on,
    })
  /** Two visitors who joined and marked each other interested: their conversation id. */
  const matchPair = async (a: string, b: string) => {
    await join(a)
    await join(b, { name: 'Bob Li', role: 'exhibitor' })
    await follow(a, await personOf(b))
    const f = await follow(b, await personOf(a))
    assert.equal(f.body.resultList.mutual, true)
    return f.body.resultList.conversationId as string
  }
  const send = (userId: string, conversationId: string, content: string, clientId: string) =>
    post(`/api/sendImMessage.do?language=EN&userId=${userId}`, { conversationId, clientId, content })
  return { get, post, join, personOf, follow, matchPair, send }
}

describe('matchmaking: cards, ranking, daily limit, undo', () => {
  let t: TestApp
  let c: ReturnType<typeof client>
  before(async () => {
    t = await makeApp({ MATCH_DAILY_LIMIT: '3' })
    c = client(t)
  })
  after(async () => t.close())

  it('nobody is shown without joining; a card is checked by the shared rules; leaving hides it at once', async () => {
    const notJoined = await c.get('/api/v5/match/matchingUser?eventCode=CGA&language=EN&userId=lurker-1')
    assert.equal(notJoined.status, 403)
    assert.equal(notJoined.body.resultDesc, 'Join business matching with your card first')
    const mine = await c.get('/api/v5/match/myCard?eventCode=CGA&language=EN&userId=lurker-1')
    assert.equal(mine.body.resultList.joined, false)
    assert.ok(mine.body.resultList.interestChoices.length >= 4)
    assert.equal(mine.body.resultList.chatEnabled, true)

    const blank = await c.join('joiner-1', { name: '   ' })
    assert.equal(blank.status, 400)
    assert.equal(blank.body.resultDesc, 'Please enter your name')
    const none = await c.join('joiner-1', { interests: [] })
    assert.equal(none.body.resultDesc, 'Choose at least one interest')
    const unknown = await c.join('joiner-1', { interests: [99999] })
    assert.equal(unknown.body.resultDesc, 'Choose interests from the list')
    const zh = await t.inject({
      method: 'POST',
      url: '/api/v5/match/join?eventCode=CGA&language=ZH-CN&userId=joiner-1',
      payload: card({ company: 'x'.repeat(81) }),
    })
    assert.equal(zh.json().resultDesc, '公司不能超过80个字符')
    assert.equal(await t.app.match.attendeeByUser('joiner-1'), undefined, 'a refused card stores nothing')

    const joined = await c.join('joiner-1')
    assert.equal(joined.body.resultList.joined, true)
    assert.equal(joined.body.resultList.card.name, 'Alice Wang')
    // another joined visitor sees the card; after leaving, nobody does
    await c.join('viewer-1', { role: 'exhibitor' })
    const seen = async () => {
      const r = await c.get('/api/v5/match/matchingUser?eventCode=CGA&pageSize=50&userId=viewer-1')
      return r.body.resultList.list.some((p: Json) => p.name === 'Alice Wang')
    }
    assert.equal(await seen(), true)
    const left = await c.post('/api/v5/match/leave?eventCode=CGA&userId=joiner-1', {})
    assert.equal(left.body.resultList.joined, false)
    assert.equal(await seen(), false)
    assert.equal((await c.get('/api/v5/match/matchingUser?eventCode=CGA&userId=joiner-1')).status, 403)
    // coming back shows it again
    await c.join('joiner-1')
    assert.equal(await seen(), true)
  })

  it('ranks by shared interests, then complementary roles (buyer ↔ exhibitor)', async () => {
    const me = 'ranker-1'
    await c.join(me, { interests: [1], role: 'buyer' })
    const list = (await c.get(`/api/v5/match/matchingUser?eventCode=CGA&language=EN&pageSize=50&userId=${me}`)).body
      .resultList.list as Json[]
    assert.ok(list.length >= 20)
    const score = (p: Json) => p.sharedInterests.length * 10 + (p.complementary ? 6 : 0)
    for (let i = 1; i < list.length; i++) assert.ok(score(list[i - 1]) >= score(list[i]), `order at ${i}`)
    assert.ok(list[0].sharedInterests.length >= 1, 'the best has a shared interest')
    assert.equal(list[0].complementary, true)
    assert.equal(list[0].role, 'exhibitor')
    const firstWithout = list.findIndex((p) => p.sharedInterests.length === 0)
    assert.ok(firstWithout > 0)
    assert.ok(list.slice(firstWithout).every((p) => p.sharedInterests.length === 0))
    // an exhibitor is shown buyers first among equals
    await c.join('ranker-2', { interests: [1], role: 'exhibitor' })
    const other = (await c.get(`/api/v5/match/matchingUser?eventCode=CGA&pageSize=5&userId=ranker-2`)).body.resultList
      .list as Json[]
    assert.equal(other[0].role, 'buyer')
    // nobody sees themselves; answers name people only by opaque ids
    const own = await c.personOf(me)
    assert.ok(!list.some((p) => p.personId === own))
    assert.ok(list.every((p) => /^p_/.test(p.personId)))
  })

  it('the daily limit counts new decisions only, holds until UTC+8 midnight, and undo gives one back', async () => {
    const me = 'limit-1'
    await c.join(me)
    const first = (await c.get(`/api/v5/match/matchingUser?eventCode=CGA&language=EN&pageSize=10&userId=${me}`)).body
      .resultList
    assert.equal(first.remaining, 3)
    assert.equal(first.dailyLimit, 3)
    // the clock is 2026-04-16 10:00 in UTC+8: decisions renew at 00:00 UTC+8 = 16:00 UTC
    assert.equal(first.resetsAt, '2026-04-16T16:00:00.000Z')
    const [a, b, cc, d] = first.list.map((p: Json) => p.personId)
    const tick = () => t.clock.advance(1000)
    assert.equal((await c.follow(me, a)).body.resultList.remaining, 2)
    tick()
    assert.equal((await c.follow(me, a)).body.resultList.remaining, 2, 'the same decision again does not count')
    const lose = await c.post(`/api/v5/match/loseInterested?eventCode=CGA&userId=${me}`, { targetPersonId: b })
    assert.equal(lose.body.resultList.remaining, 1)
    tick()
    // changing an earlier decision does not count either
    assert.equal((await c.follow(me, b)).body.resultList.remaining, 1)
    tick()
    assert.equal((await c.follow(me, cc)).body.resultList.remaining, 0)
    const refused = await c.follow(me, d)
    assert.equal(refused.status, 429)
    assert.equal(refused.body.resultDesc, 'The current number of matches has reached the maximum number of days')
    const zh = await t.inject({
      method: 'POST',
      url: `/api/followOrCancelFriend.do?eventCode=CGA&language=ZH-CN&userId=${me}`,
      payload: { targetPersonId: d, follow: 1 },
    })
    assert.equal(zh.json().resultDesc, '今日配对次数已达上限')
    // at the limit the list still answers (the app disables its buttons), with nothing left
    const atLimit = (await c.get(`/api/v5/match/matchingUser?eventCode=CGA&userId=${me}`)).body.resultList
    assert.equal(atLimit.remaining, 0)
    assert.deepEqual(atLimit.undoable?.personId, cc)
    // undo the last decision: it no longer counts, and the person comes back to the stack
    const undo = await c.post(`/api/v5/match/undo?eventCode=CGA&userId=${me}`, { targetPersonId: cc })
    assert.equal(undo.body.resultList.remaining, 1)
    const back = (await c.get(`/api/v5/match/matchingUser?eventCode=CGA&pageSize=50&userId=${me}`)).body.resultList
    assert.ok(back.list.some((p: Json) => p.personId === cc))
    assert.equal((await c.follow(me, cc)).body.resultList.remaining, 0)
    // one second before midnight (UTC+8) it is still today
    t.clock.t = Date.UTC(2026, 3, 16, 15, 59, 59)
    assert.equal((await c.follow(me, d)).status, 429)
    // a decision from yesterday cannot be undone
    t.clock.t = Date.UTC(2026, 3, 16, 16, 0, 0)
    const next = (await c.get(`/api/v5/match/matchingUser?eventCode=CGA&userId=${me}`)).body.resultList
    assert.equal(next.remaining, 3)
    assert.equal(next.resetsAt, '2026-04-17T16:00:00.000Z')
    assert.equal(next.undoable, null)
    const late = await c.post(`/api/v5/match/undo?eventCode=CGA&language=EN&userId=${me}`, { targetPersonId: cc })
    assert.equal(late.status, 400)
    assert.equal(late.body.resultDesc, 'Only a decision made today can be undone')
    assert.equal((await c.follow(me, d)).body.resultList.remaining, 2)
  })

  it('three lists: mutual, interested in me, whom I marked; contact only for mutual matches', async () => {
    const [a, b, x] = ['lists-a', 'lists-b', 'lists-x']
    t.clock.t = Date.UTC(2026, 3, 20, 2, 0, 0)
    await c.join(a)
    await c.join(b, { name: 'Bob Li', contact: 'bob@example.com' })
    await c.join(x, { name: 'Xu Ming', contact: 'xu@example.com' })
    await c.follow(b, await c.personOf(a)) // b likes a
    await c.follow(a, await c.personOf(x)) // a likes x
    const rel = async () =>
      (await c.get(`/api/getImRelationList.do?eventCode=CGA&userId=${a}`)).body.resultList as Json[]
    let list = await rel()
    const bob = list.find((r) => r.name === 'Bob Li')
    const xu = list.find((r) => r.name === 'Xu Ming')
    assert.deepEqual([bob.followed, bob.followedBy, bob.mutual, bob.contact], [0, 1, false, null])
    assert.deepEqual([xu.followed, xu.followedBy, xu.mutual, xu.contact], [1, 0, false, null])
    // following back from "interested in me" makes a match
    const back = await c.follow(a, bob.personId)
    assert.equal(back.body.resultList.mutual, true)
    list = await rel()
    const matched = list.find((r) => r.name === 'Bob Li')
    assert.equal(matched.mutual, true)
    assert.equal(matched.contact, 'bob@example.com')
    assert.match(matched.conversationId, /^c_/)
    // cancel from "whom I marked"
    await c.follow(a, xu.personId, 0)
    assert.equal(
      (await rel()).some((r) => r.name === 'Xu Ming'),
      false,
    )
  })
})

describe('chat between mutual matches', () => {
  let t: TestApp
  let c: ReturnType<typeof client>
  before(async () => {
    t = await makeApp()
    c = client(t)
  })
  after(async () => t.close())

  it('only the two members read and write; a third visitor gets 403 even with the right id', async () => {
    const conv = await c.matchPair('chat-a', 'chat-b')
    const sent = await c.send('chat-a', conv, '  Hello Bob  ', 'msg-a-000001')
    assert.equal(sent.status, 200)
    assert.equal(sent.body.resultList.content, 'Hello Bob')
    assert.equal(sent.body.resultList.fromMe, 1)
    const forB = (await c.get(`/api/getImMessageList.do?conversationId=${conv}&userId=chat-b`)).body.resultList
    assert.equal(forB.messages.length, 1)
    assert.equal(forB.messages[0].fromMe, 0)
    assert.equal(forB.person.name, 'Alice Wang')
    assert.equal(forB.open, true)
    await c.join('chat-eve', { name: 'Eve' })
    const read = await c.get(`/api/getImMessageList.do?conversationId=${conv}&language=EN&userId=chat-eve`)
    assert.equal(read.status, 403)
    assert.equal(read.body.resultDesc, 'You are not part of this conversation')
    const write = await c.send('chat-eve', conv, 'let me in', 'msg-eve-00001')
    assert.equal(write.status, 403)
    assert.equal((await c.post(`/api/markImRead.do?userId=chat-eve`, { conversationId: conv, upTo: 999 })).status, 403)
    const missing = await c.get(`/api/getImMessageList.do?conversationId=c_nothing&language=EN&userId=chat-eve`)
    assert.equal(missing.status, 404)
    // no visitor session, no chat
    const anon = await t.inject({
      method: 'GET',
      url: `/api/getImMessageList.do?conversationId=${conv}&userId=chat-a`,
      headers: { 'x-visitor-session': '' },
    })
    assert.equal(anon.statusCode, 401)
    // not (or no longer) a mutual match: no writing
    await c.follow('chat-b', await c.personOf('chat-a'), 0)
    const closed = await c.send('chat-a', conv, 'still there?', 'msg-a-000002')
    assert.equal(closed.status, 403)
    assert.equal(closed.body.resultDesc, 'You can only chat with people who are interested in each other')
    assert.equal(
      (await c.get(`/api/getImMessageList.do?conversationId=${conv}&userId=chat-a`)).body.resultList.open,
      false,
    )
  })

  it("the conversation carries the other person's contact for the match only (issue 22 item 5)", async () => {
    // the card's contact is "shown only to people you match with": the chat shows it, nobody else gets it
    await c.join('contact-a', { contact: 'wechat: alice_w' })
    await c.join('contact-b', { name: 'Bob Li', role: 'exhibitor', contact: '' })
    await c.follow('contact-a', await c.personOf('contact-b'))
    const made = await c.follow('contact-b', await c.personOf('contact-a'))
    const conv = made.body.resultList.conversationId as string
    // no contact in the follow answer, the stack or the undo: only where the match reads it
    assert.equal(JSON.stringify(made.body).includes('alice_w'), false)
    const forB = await c.get(`/api/getImMessageList.do?conversationId=${conv}&userId=contact-b`)
    assert.equal(forB.body.resultList.contact, 'wechat: alice_w')
    // Bob shared none: Alice's conversation says so with null, not an empty string
    const forA = await c.get(`/api/getImMessageList.do?conversationId=${conv}&userId=contact-a`)
    assert.equal(forA.body.resultList.contact, null)
    // a third visitor with the right id: 403 and not a word of the card
    await c.join('contact-eve', { name: 'Eve' })
    const eve = await t.inject({
      method: 'GET',
      url: `/api/getImMessageList.do?conversationId=${conv}&language=EN&userId=contact-eve`,
    })
    assert.equal(eve.statusCode, 403)
    assert.equal(eve.body.includes('alice_w'), false)
    const stack = await c.get(`/api/v5/match/matchingUser?eventCode=CGA&userId=contact-eve`)
    assert.equal(JSON.stringify(stack.body).includes('alice_w'), false)
    const eveLists = await c.get(`/api/getImRelationList.do?eventCode=CGA&userId=contact-eve`)
    assert.equal(JSON.stringify(eveLists.body).includes('alice_w'), false)
    // the match ends (Alice withdraws): the conversation no longer gives her contact to Bob
    await c.follow('contact-a', await c.personOf('contact-b'), 0)
    const after = await c.get(`/api/getImMessageList.do?conversationId=${conv}&userId=contact-b`)
    assert.equal(after.body.resultList.open, false)
    assert.equal(after.body.resultList.contact, null)
    assert.equal(JSON.stringify(after.body).includes('alice_w'), false)
  })

  it('a message is stored once per client id; empty, blank and over-long messages are refused', async () => {
    const conv = await c.matchPair('idem-a', 'idem-b')
    const one = await c.send('idem-a', conv, 'Once', 'idem-client-1')
    const again = await c.send('idem-a', conv, 'Once', 'idem-client-1')
    assert.equal(again.status, 200)
    assert.equal(again.body.resultList.id, one.body.resultList.id)
    const msgs = (await c.get(`/api/getImMessageList.do?conversationId=${conv}&userId=idem-b`)).body.resultList.messages
    assert.equal(msgs.length, 1)
    for (const [content, message] of [
      ['', 'The message cannot be empty'],
      [' \n\t ', 'The message cannot be empty'],
      ['字'.repeat(1001), 'The message cannot be over 1000 characters'],
    ]) {
      const r = await c.send('idem-a', conv, content!, `idem-bad-${content!.length}`)
      assert.equal(r.status, 400)
      assert.equal(r.body.resultDesc, message)
    }
    assert.equal((await c.send('idem-a', conv, '字'.repeat(1000), 'idem-client-max')).status, 200)
  })

  it('pages earlier messages, tracks unread and read state', async () => {
    const conv = await c.matchPair('page-a', 'page-b')
    for (let i = 1; i <= 35; i++) await c.send('page-a', conv, `m${i}`, `page-msg-${String(i).padStart(3, '0')}`)
    const rel = (await c.get(`/api/getImRelationList.do?eventCode=CGA&userId=page-b`)).body.resultList as Json[]
    const fromA = rel.find((r) => r.conversationId === conv)
    assert.equal(fromA.unread, 35)
    assert.equal(fromA.lastMessage, 'm35')
    const latest = (await c.get(`/api/getImMessageList.do?conversationId=${conv}&userId=page-b`)).body.resultList
    assert.equal(latest.messages.length, 30)
    assert.equal(latest.messages[29].content, 'm35', 'newest last')
    assert.equal(latest.hasEarlier, true)
    const earlier = (
      await c.get(`/api/getImMessageList.do?conversationId=${conv}&before=${latest.messages[0].id}&userId=page-b`)
    ).body.resultList
    assert.deepEqual(
      earlier.messages.map((m: Json) => m.content),
      ['m1', 'm2', 'm3', 'm4', 'm5'],
    )
    assert.equal(earlier.hasEarlier, false)
    const newer = (
      await c.get(`/api/getImMessageList.do?conversationId=${conv}&after=${latest.messages[27].id}&userId=page-b`)
    ).body.resultList
    assert.deepEqual(
      newer.messages.map((m: Json) => m.content),
      ['m34', 'm35'],
    )
    const markRead = await c.post(`/api/markImRead.do?userId=page-b`, {
      conversationId: conv,
      upTo: latest.messages[29].id,
    })
    assert.equal(markRead.body.resultList.unread, 0)
    const forA = (await c.get(`/api/getImMessageList.do?conversationId=${conv}&userId=page-a`)).body.resultList
    assert.ok(forA.messages.every((m: Json) => m.read === 1))
    const relAfter = (await c.get(`/api/getImRelationList.do?eventCode=CGA&userId=page-b`)).body.resultList as Json[]
    assert.equal(relAfter.find((r) => r.conversationId === conv).unread, 0)
  })

  it('the content check refuses card texts and messages before they are stored', async () => {
    const refused = await c.join('content-a', { lookingFor: 'Online CASINO partners' })
    assert.equal(refused.status, 400)
    assert.equal(refused.body.resultDesc, 'This text cannot be published: please change it')
    const conv = await c.matchPair('content-a', 'content-b')
    const r = await c.send('content-a', conv, '来 赌 博 吗', 'content-msg-1')
    assert.equal(r.status, 400)
    const msgs = (await c.get(`/api/getImMessageList.do?conversationId=${conv}&userId=content-b`)).body.resultList
    assert.equal(msgs.messages.length, 0)
    // invisible format characters between the letters do not hide a word (issue 23)
    for (const hidden of ['online casi\u200Bno', 'po\u00ADrn', 'gam\u2060bling', 'esc\u200Cort ser\u200Dvice'])
      assert.equal((await c.send('content-a', conv, hidden, `content-msg-${hidden.length}`)).status, 400, hidden)
    const card = await c.join('content-c', { lookingFor: 'Onli\uFEFFne ca\u00ADsino partners' })
    assert.equal(card.status, 400)
    assert.equal(
      (await c.get(`/api/getImMessageList.do?conversationId=${conv}&userId=content-b`)).body.resultList.messages.length,
      0,
    )
  })

  it('block: the person disappears from the lists and their messages stop', async () => {
    const conv = await c.matchPair('block-a', 'block-b')
    await c.send('block-b', conv, 'hi', 'block-msg-01')
    const blocked = await c.post(`/api/v5/match/block?userId=block-a`, {
      targetPersonId: await c.personOf('block-b'),
      report: 1,
    })
    assert.equal(blocked.status, 200)
    const rel = (await c.get(`/api/getImRelationList.do?eventCode=CGA&userId=block-a`)).body.resultList as Json[]
    assert.equal(rel.length, 0)
    const theirs = (await c.get(`/api/getImRelationList.do?eventCode=CGA&userId=block-b`)).body.resultList as Json[]
    assert.equal(theirs.length, 0)
    const stopped = await c.send('block-b', conv, 'hello?', 'block-msg-02')
    assert.equal(stopped.status, 403)
    const stack = (await c.get(`/api/v5/match/matchingUser?eventCode=CGA&pageSize=50&userId=block-b`)).body.resultList
    const blocker = await c.personOf('block-a')
    assert.ok(!stack.list.some((p: Json) => p.personId === blocker))
    assert.ok(t.logs.some((l) => l.includes('matchmaking: person reported')))
  })

  it('a report reaches the organiser: the reported card and the reason, never the reporter', async () => {
    await c.join('report-a', { name: 'Rita Reporter', company: 'Reporter GmbH', contact: '13900001111' })
    await c.join('report-b', { name: 'Sam Spammer', company: 'Spam Trading Co.', contact: 'sam@example.com' })
    const reported = await c.personOf('report-b')
    const r = await c.post(`/api/v5/match/block?eventCode=CGA&language=EN&userId=report-a`, {
      targetPersonId: reported,
      report: 1,
      reason: 'abuse',
    })
    assert.equal(r.status, 200)
    const mails = await outbox(t)
    const mail = mails.find((m) => m.subject?.includes(reported))
    assert.ok(mail, `a report email in the outbox: ${mails.map((m) => m.subject).join(' | ')}`)
    assert.equal((mail.to as { text: string }).text, t.config.organiserEmail)
    const html = String(mail.html)
    for (const shown of [reported, 'Sam Spammer', 'Spam Trading Co.', 'Abusive or inappropriate', '辱骂或不当言论'])
      assert.ok(html.includes(shown), `the report names ${shown}`)
    for (const hidden of ['report-a', 'Rita Reporter', 'Reporter GmbH', '13900001111', 'sam@example.com'])
      assert.ok(!html.includes(hidden) && !mail.subject!.includes(hidden), `the report does not name ${hidden}`)
    // a block without a report sends nothing
    await c.join('report-c', { name: 'Carl' })
    const before = mails.length
    await c.post(`/api/v5/match/block?userId=report-c`, { targetPersonId: reported, report: 0 })
    assert.equal((await outbox(t)).length, before)
  })
})

describe('the relation lists are read only', () => {
  it('GET getImRelationList writes nothing, and names the conversation created when the match formed', async () => {
    const t = await makeApp()
    try {
      const c = client(t)
      const conv = await c.matchPair('ro-a', 'ro-b')
      await c.send('ro-b', conv, 'hello', 'ro-msg-0001')
      // a mutual pair whose conversation was never created (follows written directly)
      await c.join('ro-c', { name: 'Cara' })
      const now = new Date(t.clock.now()).toISOString()
      await t.app.database.db
        .insertInto('follows')
        .values([
          { user_id: 'ro-a', target_user_id: 'ro-c', created_at: now },
          { user_id: 'ro-c', target_user_id: 'ro-a', created_at: now },
        ])
        .execute()
      const db = t.app.database.db
      const counts = async () =>
        Promise.all(
          (['conversations', 'im_messages', 'follows', 'match_decisions', 'match_blocks', 'attendees'] as const).map(
            async (table) => [
              table,
              Number(
                (
                  await db
                    .selectFrom(table)
                    .select((eb) => eb.fn.countAll().as('n'))
                    .executeTakeFirstOrThrow()
                ).n,
              ),
            ],
          ),
        )
      const readAt = async () => (await db.selectFrom('im_messages').select('read_at').execute()).map((r) => r.read_at)
      const before = [await counts(), await readAt()]
      const list = (await c.get('/api/getImRelationList.do?eventCode=CGA&language=EN&userId=ro-a')).body
        .resultList as Json[]
      await c.get('/api/getImRelationList.do?eventCode=CGA&language=EN&userId=ro-c')
      assert.deepEqual([await counts(), await readAt()], before, 'no row added, changed or removed')
      const bob = list.find((r) => r.name === 'Bob Li')
      assert.deepEqual([bob.conversationId, bob.unread, bob.lastMessage], [conv, 1, 'hello'])
      const cara = list.find((r) => r.name === 'Cara')
      assert.equal(cara.mutual, true)
      assert.equal(cara.conversationId, null)
    } finally {
      await t.close()
    }
  })
})

describe('chat: switched off, rate limited', () => {
  it('CHAT_ENABLED=false: no messages; a mutual match sees the business card', async () => {
    const t = await makeApp({ CHAT_ENABLED: 'false' })
    try {
      const c = client(t)
      const conv = await c.matchPair('off-a', 'off-b')
      const mine = (await c.get('/api/v5/match/myCard?eventCode=CGA&userId=off-a')).body.resultList
      assert.equal(mine.chatEnabled, false)
      const sent = await c.send('off-a', conv, 'hi', 'off-msg-0001')
      assert.equal(sent.status, 403)
      assert.equal(sent.body.resultDesc, 'Chat is not available here: matches exchange business cards')
      const rel = (await c.get('/api/getImRelationList.do?eventCode=CGA&userId=off-a')).body.resultList as Json[]
      assert.equal(rel[0].contact, 'alice@example.com')
      assert.equal(rel[0].company, 'Acme Buying Ltd.')
    } finally {
      await t.close()
    }
  })

  it('sends are limited per visitor', async () => {
    const t = await makeApp({ RATE_LIMIT: 'on' })
    try {
      const c = client(t)
      const conv = await c.matchPair('rate-a', 'rate-b')
      for (let i = 0; i < CHAT_SENDS_PER_MINUTE; i++) {
        assert.equal((await c.send('rate-a', conv, `n${i}`, `rate-msg-${String(i).padStart(4, '0')}`)).status, 200)
      }
      const over = await c.send('rate-a', conv, 'one more', 'rate-msg-over')
      assert.equal(over.status, 429)
      // the other member is not affected
      assert.equal((await c.send('rate-b', conv, 'reply', 'rate-msg-b-01')).status, 200)
    } finally {
      await t.close()
    }
  })
})

/** A socket of a visitor, authenticated with its first frame; `frames` collects what the server pushes. */
async function openSocket(port: number, userId: string, secret: string) {
  const ws = new WebSocket(`ws://127.0.0.1:${port}/api/v5/im/socket`)
  const frames: Json[] = []
  const waiters: Array<() => void> = []
  ws.on('message', (data) => {
    frames.push(JSON.parse(data.toString()))
    waiters.splice(0).forEach((w) => w())
  })
  await new Promise<void>((resolve, reject) => {
    ws.once('open', () => resolve())
    ws.once('error', reject)
  })
  ws.send(JSON.stringify({ type: 'auth', userId, session: secret }))
  const waitFor = async (pred: (f: Json) => boolean, ms = 3000): Promise<Json> => {
    const end = Date.now() + ms
    for (;;) {
      const hit = frames.find(pred)
      if (hit) return hit
      if (Date.now() > end) throw new Error(`no frame matched within ${ms} ms: ${JSON.stringify(frames)}`)
      await new Promise<void>((r) => {
        waiters.push(r)
        setTimeout(r, 50)
      })
    }
  }
  await waitFor((f) => f.type === 'ready' || f.type === 'refused')
  return { ws, frames, waitFor }
}

describe('chat over WebSocket', () => {
  let t: TestApp
  let c: ReturnType<typeof client>
  let port: number
  before(async () => {
    t = await makeApp()
    c = client(t)
    await t.app.listen({ host: '127.0.0.1', port: 0 })
    port = (t.app.server.address() as { port: number }).port
  })
  after(async () => t.close())

  it('a malformed frame closes the socket and logs one line, not a stack trace', async () => {
    const before = t.logs.length
    const sock = net.connect(port, '127.0.0.1')
    sock.write(
      'GET /api/v5/im/socket HTTP/1.1\r\nHost: 127.0.0.1\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n' +
        'Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 13\r\n\r\n',
    )
    await new Promise((resolve) => sock.once('data', resolve))
    const closed = new Promise((resolve) => sock.once('close', resolve))
    // a masked text frame with RSV1 set, no extension agreed: the protocol refuses it
    sock.write(Buffer.from([0xc1, 0x82, 1, 2, 3, 4, 0x60, 0x60]))
    await closed
    await new Promise((resolve) => setTimeout(resolve, 50))
    const lines = t.logs
      .slice(before)
      .join('')
      .split('\n')
      .filter((l) => l.includes('websocket'))
    assert.equal(lines.length, 1, lines.join('\n'))
    assert.match(lines[0]!, /refused frame \(Invalid WebSocket frame: RSV1 must be clear\)/)
    assert.doesNotMatch(lines[0]!, /"stack"|receiver\.js/)
  })

  it('authenticates with the first frame (not the URL) and delivers messages and read receipts at once', async () => {
    const conv = await c.matchPair('ws-a', 'ws-b')
    const b = await openSocket(port, 'ws-b', t.secrets.get('ws-b')!)
    assert.equal(b.frames[0].type, 'ready')
    const a = await openSocket(port, 'ws-a', t.secrets.get('ws-a')!)
    const started = Date.now()
    const sent = await c.send('ws-a', conv, 'Real time', 'ws-msg-00001')
    const got = await b.waitFor((f) => f.type === 'message')
    assert.ok(Date.now() - started < 2000)
    assert.deepEqual(
      { ...got.message },
      { ...sent.body.resultList, fromMe: 0 },
      'the recipient gets the message as they see it',
    )
    // the sender's other devices get it too (their own, fromMe 1)
    assert.equal((await a.waitFor((f) => f.type === 'message')).message.fromMe, 1)
    // a resend with the same client id is not delivered again
    await c.send('ws-a', conv, 'Real time', 'ws-msg-00001')
    await c.send('ws-a', conv, 'Second', 'ws-msg-00002')
    await b.waitFor((f) => f.type === 'message' && f.message.content === 'Second')
    assert.equal(b.frames.filter((f) => f.type === 'message').length, 2)
    await c.post(`/api/markImRead.do?userId=ws-b`, { conversationId: conv, upTo: sent.body.resultList.id })
    assert.equal((await a.waitFor((f) => f.type === 'read')).conversationId, conv)
    // the reader's own sockets (their lists, on every device) learn what is left unread
    assert.deepEqual(await b.waitFor((f) => f.type === 'unread'), { type: 'unread', conversationId: conv, unread: 1 })
    // no frame names a user id
    assert.ok(!JSON.stringify(b.frames).includes('ws-a'))
    // and no log line shows a secret
    const secrets = [t.secrets.get('ws-a')!, t.secrets.get('ws-b')!]
    assert.ok(t.logs.every((l) => secrets.every((s) => !l.includes(s))))
    a.ws.close()
    b.ws.close()
  })

  it('refuses a socket with a wrong secret; a third visitor receives nothing', async () => {
    const conv = await c.matchPair('ws2-a', 'ws2-b')
    const bad = await openSocket(port, 'ws2-b', 'not-the-secret')
    assert.equal(bad.frames[0].type, 'refused')
    await new Promise((r) => bad.ws.once('close', r))
    await c.join('ws2-eve', { name: 'Eve' })
    const eve = await openSocket(port, 'ws2-eve', t.secrets.get('ws2-eve')!)
    await c.send('ws2-a', conv, 'private', 'ws2-msg-0001')
    await new Promise((r) => setTimeout(r, 300))
    assert.deepEqual(
      eve.frames.map((f) => f.type),
      ['ready'],
    )
    eve.ws.close()
  })

  it("erasing My data closes that visitor's sockets; the person they matched is told their lists changed", async () => {
    await c.matchPair('ws3-a', 'ws3-b')
    const a = await openSocket(port, 'ws3-a', t.secrets.get('ws3-a')!)
    const b = await openSocket(port, 'ws3-b', t.secrets.get('ws3-b')!)
    const closed = new Promise<number>((r) => a.ws.once('close', (code) => r(code)))
    const erased = await c.post(`/api/v5/myData/delete?language=EN&userId=ws3-a`, { confirm: 'DELETE' })
    assert.equal(erased.status, 200, JSON.stringify(erased.body))
    const within = new Promise<string>((r) => setTimeout(() => r('still open after 3 s'), 3000).unref())
    assert.equal(await Promise.race([closed, within]), 4401)
    await b.waitFor((f) => f.type === 'relations')
    assert.equal(b.ws.readyState, b.ws.OPEN)
    b.ws.close()
  })

  it('a plain HTTP request to the socket address is refused in the envelope', async () => {
    const r = await t.inject({ method: 'GET', url: '/api/v5/im/socket?language=EN' })
    assert.equal(r.statusCode, 426)
    assert.equal(r.json().result, 'FAIL')
  })
})

describe('chat across two server processes (PostgreSQL LISTEN/NOTIFY)', { skip: !onPostgres }, () => {
  let t: TestApp
  let second: ChildProcess | null = null
  after(async () => {
    second?.kill('SIGTERM')
    await t?.close()
  })

  it('a visitor on process 2 receives a message sent through process 1 at once', async () => {
    t = await makeApp()
    const c = client(t)
    await t.app.listen({ host: '127.0.0.1', port: 0 })
    const port1 = (t.app.server.address() as { port: number }).port
    const conv = await c.matchPair('pg-a', 'pg-b')
    // the second process: the standalone server on the same database
    const here = path.dirname(fileURLToPath(import.meta.url))
    const serverDir = path.resolve(here, '..')
    second = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
      cwd: serverDir,
      env: {
        ...process.env,
        DATABASE_URL: t.config.databaseUrl!,
        PORT: '0',
        HOST: '127.0.0.1',
        DATA_DIR: t.dataDir,
        STATIC_DIR: path.join(t.dataDir, 'no-dist'),
        APP_SECRET: 'test-secret-0123456789',
        LOG_LEVEL: 'warn',
        // this process runs on the real clock, the first on the test's (April 2026): the secrets it
        // issued would look idle for months, past the default 90 days (WEB_SESSION_IDLE_DAYS)
        WEB_SESSION_IDLE_DAYS: '3650',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    const port2 = await new Promise<number>((resolve, reject) => {
      let out = ''
      second!.stdout!.on('data', (d) => {
        out += d
        const m = /running at http:\/\/[^:]+:(\d+)/.exec(out)
        if (m) resolve(Number(m[1]))
      })
      second!.once('exit', (code) => reject(new Error(`second server exited ${code}`)))
      // a fresh process compiles the server's TypeScript and its routes: slow on a loaded CI machine
      setTimeout(() => reject(new Error(`second server did not start: ${out}`)), 60_000)
    })
    assert.notEqual(port1, port2)
    const b = await openSocket(port2, 'pg-b', t.secrets.get('pg-b')!)
    assert.equal(b.frames[0].type, 'ready')
    const a = await openSocket(port1, 'pg-a', t.secrets.get('pg-a')!)
    await c.send('pg-a', conv, 'across processes', 'pg-msg-000001')
    const got = await b.waitFor((f) => f.type === 'message')
    assert.equal(got.message.content, 'across processes')
    assert.equal(got.message.fromMe, 0)
    // and back: B sends through process 2's HTTP API, A (on process 1) receives
    const res = await fetch(`http://127.0.0.1:${port2}/api/sendImMessage.do?userId=pg-b`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-visitor-session': t.secrets.get('pg-b')! },
      body: JSON.stringify({ conversationId: conv, clientId: 'pg-msg-000002', content: 'and back' }),
    })
    assert.equal(res.status, 200)
    assert.equal((await a.waitFor((f) => f.type === 'message' && f.message.content === 'and back')).message.fromMe, 0)
    await b.waitFor((f) => f.type === 'message' && f.message.content === 'and back')
    await new Promise((r) => setTimeout(r, 200))
    assert.equal(b.frames.filter((f) => f.type === 'message' && f.message.fromMe === 0).length, 1, 'each message once')
    assert.equal(a.frames.filter((f) => f.type === 'message' && f.message.fromMe === 0).length, 1, 'each message once')
    a.ws.close()
    b.ws.close()
  })
})
