/**
 * Issue 23 item 2: ids nobody holds can't be claimed into other people's data. Each test makes the
 * probe's attack (or one like it) and sees it refused: a seeded person's id, an id others wrote to,
 * a browser secret for an id the native app or WeChat later confirms, a browser secret left unused.
 */
import { after, before, describe, it } from 'node:test'
import assert from 'node:assert/strict'
import type { InjectOptions } from 'fastify'
import { makeApp, type TestApp } from './helpers.js'

const H = 'x-visitor-session'
const DAY = 86_400_000

/** A visitor who joined matchmaking (their own secret, through t.inject). */
async function joinPairs(t: TestApp, me: string) {
  const r = await t.inject({
    method: 'POST',
    url: `/api/v5/match/join?eventCode=CGA&userId=${me}`,
    payload: {
      name: 'Real Visitor',
      company: 'Real Co.',
      position: 'Buyer',
      country: 'China',
      interests: [1],
      role: 'buyer',
      lookingFor: '',
      contact: 'real-visitor@example.com',
      shareProfile: 1,
    },
  })
  assert.equal(r.statusCode, 200, r.body)
}

async function sessionRows(t: TestApp, userId: string) {
  return t.app.database.db.selectFrom('visitor_sessions').selectAll().where('user_id', '=', userId).execute()
}

describe('ids nobody holds cannot be claimed', () => {
  let t: TestApp
  before(async () => {
    t = await makeApp()
  })
  after(async () => t.close())
  /** the attacker: app.inject exactly as given, no secret */
  const raw = (o: InjectOptions | string) => t.app.inject(o)

  it('the seed records the people it made up', async () => {
    const seeded = await t.app.database.db.selectFrom('seeded_people').select('user_id').execute()
    const ids = new Set(seeded.map((r) => r.user_id))
    assert.ok(ids.has('att-0014') && ids.has('att-0039'))
    assert.ok([...ids].some((id) => id.startsWith('seed-visitor-')))
  })

  it("a seeded attendee's id gets no secret: the probe's getImRelationList reads nothing", async () => {
    // a real visitor follows the seeded attendee (and so wrote to them)
    await joinPairs(t, 'real-visitor-1')
    const att = await t.app.database.db
      .selectFrom('attendees')
      .select('public_id')
      .where('user_id', '=', 'att-0014')
      .executeTakeFirstOrThrow()
    const follow = await t.inject({
      method: 'POST',
      url: '/api/followOrCancelFriend.do?userId=real-visitor-1',
      payload: { targetPersonId: att.public_id, follow: 1 },
    })
    assert.equal(follow.statusCode, 200, follow.body)

    const probe = await raw('/api/getImRelationList.do?userId=att-0014&language=EN')
    assert.equal(probe.statusCode, 401)
    assert.equal(probe.json().resultCode, 'SESSION_REQUIRED')
    assert.equal(probe.headers[H], undefined)
    assert.ok(!probe.body.includes('Real Visitor') && !probe.body.includes('real-visitor@example.com'))
    // a public call with the id does not issue one either, and is answered as anonymous
    const list = await raw('/api/v4/getExhibitorCount?eventCode=CGA&userId=att-0014')
    assert.equal(list.statusCode, 200)
    assert.equal(list.headers[H], undefined)
    // a seeded id nobody wrote to is not claimable either
    const quiet = await raw('/api/v1/plan/events/CGA/companyProfiles?userId=att-0100')
    assert.equal(quiet.statusCode, 401)
    assert.equal(quiet.headers[H], undefined)
    assert.deepEqual(await sessionRows(t, 'att-0014'), [])
    assert.deepEqual(await sessionRows(t, 'att-0100'), [])
  })

  it("a seeded buyer's id cannot read a seller's message nor close the RFQ (getEnquiryPools?mine=1)", async () => {
    const rfq = await t.app.database.db
      .selectFrom('enquiries')
      .select(['id', 'status'])
      .where('user_id', '=', 'att-0039')
      .where('status', '=', 'OPEN')
      .executeTakeFirstOrThrow()
    const reply = await t.inject({
      method: 'POST',
      url: '/api/v5/enquiryPool/sendMessage?userId=seller-1&language=EN',
      payload: { data: { id: rfq.id, content: 'We can supply 500 units, call 13912345678' } },
    })
    assert.equal(reply.statusCode, 200, reply.body)

    const mine = await raw('/api/v5/enquiryPool/getEnquiryPools?eventCode=CGA&mine=1&userId=att-0039&language=EN')
    assert.equal(mine.statusCode, 401)
    assert.equal(mine.headers[H], undefined)
    const messages = await raw(`/api/v5/enquiryPool/getEnquiryMessages?id=${rfq.id}&userId=att-0039`)
    assert.equal(messages.statusCode, 401)
    assert.ok(!messages.body.includes('500 units'))
    const close = await raw({
      method: 'POST',
      url: '/api/v5/enquiryPool/closeEnquiryPool?userId=att-0039',
      payload: { id: rfq.id },
    })
    assert.equal(close.statusCode, 401)
    const after = await t.app.database.db
      .selectFrom('enquiries')
      .select('status')
      .where('id', '=', rfq.id)
      .executeTakeFirstOrThrow()
    assert.equal(after.status, 'RESPONDED')
    assert.deepEqual(await sessionRows(t, 'att-0039'), [])
  })

  it('an id without a secret that someone else wrote to (a reply, a message, a match) is not issued one', async () => {
    const db = t.app.database.db
    // ids from before sessions: an RFQ a seller replied to, a chat partner, a matchmaking target
    const rfq = await db
      .insertInto('enquiries')
      .values({
        user_id: 'legacy-buyer-1',
        exhibition_id: 1,
        description: 'Looking for pumps',
        price: 1000,
        quantity: 10,
        message: '',
        region: '上海',
        contact: 'Mr Li',
        contact_phone: '13900001111',
        pictures: '[]',
        status: 'OPEN',
        company_id: null,
        views: 0,
        interested_count: 0,
        created_at: new Date(t.clock.now()).toISOString(),
        updated_at: new Date(t.clock.now()).toISOString(),
        expires_at: null,
        product_id: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow()
    const reply = await t.inject({
      method: 'POST',
      url: '/api/v5/enquiryPool/sendMessage?userId=seller-2&language=EN',
      payload: { data: { id: rfq.id, content: 'Our price list is attached' } },
    })
    assert.equal(reply.statusCode, 200, reply.body)
    await db
      .insertInto('im_messages')
      .values({
        from_user_id: 'real-visitor-1',
        to_user_id: 'legacy-partner-2',
        content: 'my number is 13800001234',
        created_at: '2026-01-01T00:00:00Z',
        client_id: 'c1',
        read_at: null,
      })
      .execute()
    await db
      .insertInto('match_decisions')
      .values({
        user_id: 'real-visitor-1',
        target_user_id: 'legacy-target-3',
        decision: 'follow',
        day: '2026-01-01',
        created_at: '2026-01-01T00:00:00Z',
      })
      .execute()
    for (const [id, url] of [
      ['legacy-buyer-1', `/api/v5/enquiryPool/getEnquiryMessages?id=${rfq.id}&userId=legacy-buyer-1`],
      ['legacy-buyer-1', '/api/v4/getExhibitorCount?eventCode=CGA&userId=legacy-buyer-1'],
      ['legacy-partner-2', '/api/getImRelationList.do?userId=legacy-partner-2'],
      ['legacy-target-3', '/api/v5/match/myCard?eventCode=CGA&userId=legacy-target-3'],
    ] as const) {
      const r = await raw(url)
      assert.equal(r.headers[H], undefined, url)
      assert.ok(r.statusCode === 401 || (r.statusCode === 200 && url.includes('getExhibitorCount')), url)
      assert.ok(!r.body.includes('price list') && !r.body.includes('13800001234'), url)
      assert.deepEqual(await sessionRows(t, id), [], id)
    }
    // an id from before sessions that only holds its own plan still gets its secret (and plan)
    await db
      .insertInto('plan_items')
      .values({
        user_id: 'legacy-own-4',
        exhibition_id: 1,
        edition_id: 12,
        type: 1,
        obj_id: 1,
        created_at: '2026-01-01T00:00:00Z',
      })
      .execute()
    const own = await raw('/api/v1/plan/events/CGA/companyProfiles?userId=legacy-own-4')
    assert.equal(own.statusCode, 200)
    assert.ok(own.headers[H])
    // and a fresh id still gets one on its first request, as the apps expect
    const fresh = await raw('/api/v4/getExhibitorCount?eventCode=CGA&userId=9b2f3c7e-0d1a-4c5b-8e6f-123456789abc')
    assert.ok(fresh.headers[H])
  })

  it('a browser secret ends when the native app confirms the id through its login', async () => {
    // someone who learnt the app user's id names it in a browser first
    const early = await raw('/api/v1/plan/events/CGA/companyProfiles?userId=app-user-77')
    const browserSecret = early.headers[H] as string
    assert.ok(browserSecret)
    const withBrowser = (url: string) => raw({ method: 'GET', url, headers: { [H]: browserSecret } })
    assert.equal((await withBrowser('/api/v1/plan/events/CGA/companyProfiles?userId=app-user-77')).statusCode, 200)
    const login = await raw({
      method: 'POST',
      url: '/api/v5/visitor/appLogin?language=EN',
      payload: { userId: 'app-user-77', sessionId: 'native-session' },
    })
    assert.equal(login.statusCode, 200, login.body)
    const appSecret = login.headers[H] as string
    const refused = await withBrowser('/api/v1/plan/events/CGA/companyProfiles?userId=app-user-77')
    assert.equal(refused.statusCode, 401)
    assert.equal(refused.json().resultCode, 'SESSION_INVALID')
    const app = await raw({
      method: 'GET',
      url: '/api/v1/plan/events/CGA/companyProfiles?userId=app-user-77',
      headers: { [H]: appSecret },
    })
    assert.equal(app.statusCode, 200)
  })

  it('a browser secret ends when WeChat confirms the id; a seeded device id is not kept by a first login', async () => {
    const early = await raw('/api/v1/plan/events/CGA/companyProfiles?userId=wx-known-1')
    const browserSecret = early.headers[H] as string
    assert.ok(browserSecret)
    // a WeChat user whose visitor id it is (an earlier login bound it) logs in
    await t.app.visitorSessions.saveWeappUser('openid-known-1', 'wx-known-1', 'key', t.clock.now())
    const login = await raw({
      method: 'POST',
      url: '/api/v5/visitor/weappLogin?language=EN',
      payload: { code: 'test:openid-known-1' },
    })
    assert.equal(login.json().resultList.userId, 'wx-known-1')
    const refused = await raw({
      method: 'GET',
      url: '/api/v1/plan/events/CGA/companyProfiles?userId=wx-known-1',
      headers: { [H]: browserSecret },
    })
    assert.equal(refused.statusCode, 401)
    // a first WeChat login naming a seeded id as its device id gets an id of its own
    const seeded = await raw({
      method: 'POST',
      url: '/api/v5/visitor/weappLogin?language=EN',
      payload: { code: 'test:openid-new-2', userId: 'att-0014' },
    })
    assert.equal(seeded.statusCode, 200)
    assert.match(seeded.json().resultList.userId, /^wx-/)
    assert.deepEqual(await sessionRows(t, 'att-0014'), [])
  })
})

describe('browser secrets expire after inactivity', () => {
  let t: TestApp
  before(async () => {
    t = await makeApp({ WEB_SESSION_IDLE_DAYS: '30' })
  })
  after(async () => t.close())

  it('WEB_SESSION_IDLE_DAYS unused ends a browser secret; using it keeps it; the id stays bound', async () => {
    const url = '/api/v1/plan/events/CGA/companyProfiles?userId=idle-visitor-1'
    const first = await t.app.inject(url)
    const secret = first.headers[H] as string
    assert.ok(secret)
    const use = () => t.app.inject({ method: 'GET', url, headers: { [H]: secret } })
    // used every 29 days: still valid after 87
    for (let i = 0; i < 3; i++) {
      t.clock.advance(29 * DAY)
      assert.equal((await use()).statusCode, 200, `day ${(i + 1) * 29}`)
    }
    // then 31 days without a use: over
    t.clock.advance(31 * DAY)
    const late = await use()
    assert.equal(late.statusCode, 401)
    assert.equal(late.json().resultCode, 'SESSION_INVALID')
    // and nobody gets a new secret for the id by naming it
    const claim = await t.app.inject(url)
    assert.equal(claim.statusCode, 401)
    assert.equal(claim.headers[H], undefined)
  })

  it('a mini-program or app session keeps its own expiry (30 days), not the idle rule', async () => {
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/v5/visitor/appLogin',
      payload: { userId: 'app-idle-1', sessionId: 's' },
    })
    const secret = login.headers[H] as string
    t.clock.advance(29 * DAY)
    const r = await t.app.inject({
      method: 'GET',
      url: '/api/v1/plan/events/CGA/companyProfiles?userId=app-idle-1',
      headers: { [H]: secret },
    })
    assert.equal(r.statusCode, 200)
  })

  it('the default is 90 days, and the variable is checked', async () => {
    const { loadConfig } = await import('../src/config.js')
    assert.equal(loadConfig({ APP_SECRET: 'x'.repeat(16) }).webSessionIdleDays, 90)
    assert.throws(() => loadConfig({ WEB_SESSION_IDLE_DAYS: 'soon' }), /WEB_SESSION_IDLE_DAYS/)
  })
})
