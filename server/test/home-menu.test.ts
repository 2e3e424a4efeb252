import crypto from 'node:crypto'
import { after, before, describe, it } from 'node:test'
import assert from 'node:assert/strict'
import type Mail from 'nodemailer/lib/mailer/index.js'
import jsQRModule from 'jsqr'
import { PNG } from 'pngjs'
import { makeApp, type TestApp } from './helpers.js'
import type { Mailer } from '../src/lib/mailer.js'
import type * as C from '../../types/api.js'
import { parseContent } from '../src/lib/content-markup.js'
import { shortName } from '../src/lib/short-name.js'
import { badgeKeys, publicKeyOf, signBadge, signBadgeV1, verifyBadge } from '../src/lib/badge.js'
import { DEV_BADGE_PUBLIC_KEY, DEV_BADGE_SEED } from '../src/lib/badge-dev-key.js'
import { countViews, rank, rankChange, VIEW_DEDUP_MS } from '../src/lib/rankings.js'
import { generateHallLayout, standCode } from '../seed/venue-layout.js'
import { RANKING_TTL_MS } from '../src/repositories/rankings.js'
import { BEHAVIOUR_PER_IP_PER_MINUTE, BEHAVIOUR_PER_VISITOR_PER_MINUTE } from '../src/routes/show/behaviour.js'

// jsqr is CommonJS with a default export: its function is the module's `default` under tsx
const jsQR = ((jsQRModule as unknown as { default?: typeof jsQRModule }).default ?? jsQRModule) as unknown as (
  data: Uint8ClampedArray,
  width: number,
  height: number,
) => { data: string } | null

class MemoryMailer implements Mailer {
  sent: Mail.Options[] = []
  async send(m: Mail.Options) {
    this.sent.push(m)
  }
}

const json = <T>(r: { json(): unknown }) => r.json() as C.ApiEnvelope<T>
const V1 = 'a1a1a1a1-0000-4000-8000-000000000001'
const V2 = 'a2a2a2a2-0000-4000-8000-000000000002'

describe('seeded stand codes', () => {
  it("read as the directory's (1A01 … 1Z99) and never repeat in a hall, however many stands (bench:api's 50,000 exhibitors)", () => {
    assert.equal(standCode(1, 1), '1A01')
    assert.equal(standCode(2, 2599), '2Z99')
    assert.equal(standCode(1, 2600), '1AA00')
    const codes = new Set(Array.from({ length: 40_000 }, (_, n) => standCode(3, n)))
    assert.equal(codes.size, 40_000)
  })
})

describe('venue: hall plans', () => {
  let t: TestApp
  before(async () => {
    t = await makeApp()
  })
  after(async () => t.close())

  it('lists every hall of the edition with its stands and free stands', async () => {
    const r = json<C.Venue[]>(await t.inject('/api/v5/exhibition/getVenueList?eventCode=CGA&language=EN'))
    assert.equal(r.result, 'OK')
    const halls = r.resultList!
    assert.equal(halls.length, 8)
    for (const h of halls) {
      assert.ok(h.standCount > h.exhibitorCount, `${h.hallName} has room to book`)
      assert.equal(h.standCount - h.freeStandCount, h.exhibitorCount)
    }
    // the current edition's first hall is the big one
    assert.ok(halls[0]!.standCount >= 600)
  })

  it('serves a plan whose stands fit the hall, never overlap, measure 9–72 m² and open on an aisle', async () => {
    const venues = json<C.Venue[]>(await t.inject('/api/v5/exhibition/getVenueList?eventCode=SIE')).resultList!
    for (const v of venues) {
      const plan = json<C.HallPlan>(
        await t.inject(`/api/v5/exhibition/getHallPlan?eventCode=SIE&hallId=${v.hallId}`),
      ).resultList!
      assert.equal(plan.stands.length, v.standCount)
      const onAisle = (x: number, y: number) =>
        plan.aisles.some((a) =>
          a.x1 === a.x2 ? x === a.x1 && y >= a.y1 && y <= a.y2 : y === a.y1 && x >= a.x1 && x <= a.x2,
        )
      const cells = new Set<string>()
      for (const s of plan.stands) {
        assert.ok(s.x >= 0 && s.y >= 0 && s.x + s.w <= plan.width && s.y + s.h <= plan.height, s.code)
        assert.ok(s.w * s.h >= 9 && s.w * s.h <= 72, `${s.code}: ${s.w}×${s.h}`)
        assert.ok(onAisle(s.doorX, s.doorY), `${s.code}'s door (${s.doorX}, ${s.doorY}) is on an aisle`)
        for (let x = s.x; x < s.x + s.w; x++)
          for (let y = s.y; y < s.y + s.h; y++) {
            assert.ok(!cells.has(`${x},${y}`), `${s.code} overlaps another stand`)
            cells.add(`${x},${y}`)
          }
        if (s.status === 'sold') assert.ok(s.companyProfileId && s.name && s.shortName, s.code)
        else assert.equal(s.companyProfileId, null)
      }
      assert.ok(plan.entrances.every((e) => onAisle(e.x, e.y)))
    }
  })

  it('finds the hall of a stand or a meeting room and says what to centre on', async () => {
    const detail = json<C.ExhibitorDetail>(
      await t.inject('/api/v4/getExhibitorDetail?companyProfileId=1&language=EN'),
    ).resultList!
    const plan = json<C.HallPlan>(
      await t.inject(`/api/v5/exhibition/getHallPlan?eventCode=CGA&stand=${detail.stand.toLowerCase()}&language=EN`),
    ).resultList!
    assert.equal(plan.hallName, detail.hall)
    assert.deepEqual(plan.focus, { kind: 'stand', code: detail.stand })
    const stand = plan.stands.find((s) => s.code === detail.stand)!
    assert.equal(stand.companyProfileId, 1)
    assert.equal(stand.name, detail.companyProfileName)
    assert.equal(stand.shortName, 'Huadong Machinery')
    for (const room of ['M2 会议室', 'Room M2', 'm2']) {
      const p = json<C.HallPlan>(
        await t.inject(`/api/v5/exhibition/getHallPlan?eventCode=CGA&room=${encodeURIComponent(room)}`),
      ).resultList!
      assert.deepEqual(p.focus, { kind: 'room', code: 'M2' })
      assert.equal(p.hallName, '3号馆')
    }
  })

  it("opens an earlier edition's plan at its stand, saying which edition (issue 22 item 7)", async () => {
    // the same stand code on the current plan is another exhibitor's: an earlier edition's
    // exhibitor's "Map" must show the plan of its own edition
    const db = t.app.database.db
    const current = await db
      .selectFrom('companies')
      .select(['id', 'stand'])
      .where('edition_id', '=', 12)
      .where('stand', '!=', '')
      .execute()
    const byStand = new Map(current.map((c) => [c.stand, c.id]))
    const earlier = await db
      .selectFrom('companies')
      .select(['id', 'stand'])
      .where('edition_id', '=', 11)
      .where('stand', '!=', '')
      .orderBy('id')
      .execute()
    const old = earlier.find((c) => byStand.has(c.stand) && byStand.get(c.stand) !== c.id)
    assert.ok(old, 'the seed reuses a stand code across editions')
    const now = json<C.HallPlan>(
      await t.inject(`/api/v5/exhibition/getHallPlan?eventCode=CGA&stand=${old.stand}&language=EN`),
    ).resultList!
    assert.equal(now.currentEdition, true)
    assert.notEqual(now.stands.find((s) => s.code === old.stand)?.companyProfileId, old.id)
    const then = json<C.HallPlan>(
      await t.inject(`/api/v5/exhibition/getHallPlan?eventCode=CGA&eventEditionId=11&stand=${old.stand}&language=EN`),
    ).resultList!
    assert.equal(then.eventEditionId, 11)
    assert.equal(then.currentEdition, false)
    assert.match(then.eventEditionName, /2025/)
    assert.deepEqual(then.focus, { kind: 'stand', code: old.stand })
    assert.equal(then.stands.find((s) => s.code === old.stand)?.companyProfileId, old.id)
    const zh = json<C.HallPlan>(
      await t.inject(`/api/v5/exhibition/getHallPlan?eventCode=CGA&eventEditionId=11&stand=${old.stand}`),
    ).resultList!
    assert.match(zh.eventEditionName, /^2025/)
    // another show's edition is refused, not mixed in
    const other = await t.inject(`/api/v5/exhibition/getHallPlan?eventCode=CGA&eventEditionId=21&stand=${old.stand}`)
    assert.equal(other.statusCode >= 400 && other.statusCode < 500, true)
  })

  it("puts every session's room on its hall's plan: the session's room id opens that hall on it", async () => {
    // one session of every room a session is in, as the app sees it
    const rows = await t.app.database.db
      .selectFrom('sessions')
      .select(['edition_id', 'room_id', (eb) => eb.fn.min('id').as('id')])
      .groupBy(['edition_id', 'room_id'])
      .execute()
    const seen = new Set<string>()
    for (const row of rows) {
      const s = json<C.SessionDetail>(
        await t.inject(`/api/v5/session/getSessionDetail?id=${row.id}&language=EN`),
      ).resultList!
      seen.add(`${row.edition_id}:${s.roomId}`)
      const res = await t.inject(
        `/api/v5/exhibition/getHallPlan?eventEditionId=${row.edition_id}&room=${s.roomId}&language=EN`,
      )
      assert.equal(res.statusCode, 200, `session ${row.id}: ${s.hall} · ${s.room}`)
      const p = json<C.HallPlan>(res).resultList!
      assert.equal(p.hallName, s.hall, `session ${row.id}`)
      assert.equal(p.focus?.kind, 'room')
      assert.equal(p.rooms.find((m) => m.code === p.focus?.code)?.name, s.room, `session ${row.id}`)
    }
    // the conference's six rooms in each of its four editions
    assert.equal(seen.size, 24)
    // a room of an earlier edition opens the same room on the current edition's plan
    const old = [...seen].find((k) => k.startsWith('11:'))!.split(':')[1]
    const p = json<C.HallPlan>(await t.inject(`/api/v5/exhibition/getHallPlan?eventCode=CGA&room=${old}`)).resultList!
    assert.equal(p.eventEditionId, 12)
    assert.equal(p.focus?.kind, 'room')
    assert.equal((await t.inject('/api/v5/exhibition/getHallPlan?eventCode=CGA&room=999999')).statusCode, 404)
  })

  it('tells where planned exhibitors stand and the walking graph of their halls', async () => {
    const ids = (
      await t.app.database.db.selectFrom('companies').select('id').where('edition_id', '=', 12).limit(6).execute()
    ).map((r) => r.id)
    const r = json<C.RoutePlan>(
      await t.inject(`/api/v5/exhibition/getRoutePlan?eventCode=CGA&companyProfileIds=${[...ids, 999999].join(',')}`),
    ).resultList!
    assert.equal(r.stops.length, 6)
    assert.deepEqual(r.missing, [999999])
    const hallIds = new Set(r.stops.map((s) => s.hallId))
    assert.deepEqual(new Set(r.halls.map((h) => h.hallId)), hallIds)
    for (const h of r.halls) assert.ok(h.aisles.length > 4 && h.entrances.length > 0)
    for (const bad of ['', 'a,b', '1,,2', '-1', `${'1,'.repeat(200)}1`]) {
      const res = await t.inject(`/api/v5/exhibition/getRoutePlan?eventCode=CGA&companyProfileIds=${bad}`)
      assert.equal(res.statusCode, 400, bad)
    }
  })

  it('refuses what it cannot find or read, in the visitor’s language', async () => {
    const cases: Array<[string, number, string]> = [
      ['stand=9Z99', 404, 'This stand is not on the floor plan'],
      ['room=Ballroom', 404, 'This room is not on the floor plan'],
      ['hallId=999999', 404, 'This hall has no floor plan'],
      ['stand=1A01&hallId=2', 404, 'This stand is not on the floor plan'],
      ['stand=%3Cscript%3E', 400, ''],
      ['hallId=abc', 400, ''],
    ]
    for (const [q, status, text] of cases) {
      const r = await t.inject(`/api/v5/exhibition/getHallPlan?eventCode=CGA&language=EN&${q}`)
      assert.equal(r.statusCode, status, q)
      assert.equal(json(r).result, 'FAIL')
      if (text) assert.equal(json(r).resultDesc, text)
    }
    const hidden = await t.inject('/api/v5/exhibition/getHallPlan?eventCode=OLD')
    assert.equal(hidden.statusCode, 404)
  })
})

describe('booth booking', () => {
  let t: TestApp
  const mailer = new MemoryMailer()
  before(async () => {
    t = await makeApp({}, { mailer })
  })
  after(async () => t.close())

  let hallId = 0
  const freeStand = async () => {
    hallId ||= json<C.Venue[]>(await t.inject('/api/v5/exhibition/getVenueList?eventCode=CGA')).resultList![2]!.hallId
    const plan = json<C.HallPlan>(
      await t.inject(`/api/v5/exhibition/getHallPlan?eventCode=CGA&hallId=${hallId}`),
    ).resultList!
    return plan.stands.find((s) => s.status === 'free')!.code
  }
  const codeFor = async (phone: string) => {
    const r = await t.inject(`/api/sendCode.do?phone=${phone}&type=booking&language=EN`)
    assert.equal(r.statusCode, 200)
    return t.sms.lastCode()
  }
  const request = (userId: string, body: Partial<C.BookingRequestBody>) =>
    t.inject({
      method: 'POST',
      url: `/api/v5/booking/requestStand?eventCode=CGA&language=EN&userId=${userId}`,
      payload: body,
    })

  it('reserves a free stand for everyone at once and sends the request to the organiser', async () => {
    await t.inject(`/api/v5/exhibition/getVenueList?userId=${V1}`) // the visitor's first request: a session
    const stand = await freeStand()
    const code = await codeFor('13711112222')
    const r = await request(V1, { standCode: stand, company: 'Acme 园艺', contact: '李雷', phone: '13711112222', code })
    assert.equal(r.statusCode, 200, r.body)
    const result = json<C.BookingResult>(r).resultList!
    assert.equal(result.standCode, stand)
    assert.equal(result.status, 'reserved')
    const plan = json<C.HallPlan>(
      await t.inject(`/api/v5/exhibition/getHallPlan?eventCode=CGA&hallId=${hallId}`),
    ).resultList!
    assert.equal(plan.stands.find((s) => s.code === stand)!.status, 'reserved')
    const mail = mailer.sent.at(-1)!
    assert.equal(mail.to, t.config.organiserEmail)
    assert.match(String(mail.html), new RegExp(stand))
    assert.match(String(mail.html), /13711112222/)
    assert.match(String(mail.html), /Acme 园艺/)
    // the number is never in the logs
    assert.ok(!t.logs.join('').includes('13711112222'))
    // a second request for the same stand is refused, its code kept for another try
    const again = await request(V1, {
      standCode: stand,
      company: 'B',
      contact: 'C',
      phone: '13711112223',
      code: '000000',
    })
    assert.equal(again.statusCode, 409)
    assert.equal(json(again).resultDesc, 'Sorry, this stand has just been reserved. Please choose another one.')
  })

  it('of two concurrent requests for one stand exactly one wins', async () => {
    await t.inject(`/api/v5/exhibition/getVenueList?userId=${V2}`)
    const stand = await freeStand()
    const codeA = await codeFor('13722223333')
    const codeB = await codeFor('13733334444')
    const before = await t.app.database.db.selectFrom('booking_requests').selectAll().execute()
    const [a, b] = await Promise.all([
      request(V1, { standCode: stand, company: 'A Co', contact: 'A', phone: '13722223333', code: codeA }),
      request(V2, { standCode: stand, company: 'B Co', contact: 'B', phone: '13733334444', code: codeB }),
    ])
    assert.deepEqual([a.statusCode, b.statusCode].sort(), [200, 409])
    const rows = await t.app.database.db.selectFrom('booking_requests').selectAll().execute()
    assert.equal(rows.length, before.length + 1)
    const winner = a.statusCode === 200 ? 'A Co' : 'B Co'
    assert.equal(rows.at(-1)!.company, winner)
  })

  it('refuses bad input with the rule’s message and writes nothing', async () => {
    const stand = await freeStand()
    const cases: Array<[Partial<C.BookingRequestBody>, string]> = [
      [
        { standCode: '', company: 'A', contact: 'B', phone: '13744445555', code: '1' },
        'Please choose a free stand on the map',
      ],
      [{ standCode: stand, company: ' ', contact: 'B', phone: '13744445555', code: '1' }, 'Please enter your company'],
      [{ standCode: stand, company: 'A', contact: '', phone: '13744445555', code: '1' }, 'Contact cannot be empty!'],
      [{ standCode: stand, company: 'A', contact: 'B', phone: '12345', code: '1' }, 'Invalid mobile phone number!'],
      [
        { standCode: stand, company: 'A', contact: 'B', phone: '13744445555', code: '' },
        'Verification code cannot be empty!',
      ],
      [{ standCode: stand, company: 'A', contact: 'B', phone: '13744445555', code: '123456' }, ''],
      [
        { standCode: '9Z99', company: 'A', contact: 'B', phone: '13744445555', code: '123456' },
        'This stand is not on the floor plan',
      ],
    ]
    const before = await t.app.database.db.selectFrom('booking_requests').selectAll().execute()
    for (const [body, text] of cases) {
      const r = await request(V1, body)
      assert.ok(r.statusCode >= 400 && r.statusCode < 500, `${JSON.stringify(body)} → ${r.statusCode}`)
      if (text) assert.equal(json(r).resultDesc, text)
    }
    // a refused SMS code says so by its resultCode (the form marks its code field, in any language)
    const wrongCode = await request(V1, {
      standCode: stand,
      company: 'A',
      contact: 'B',
      phone: '13744445555',
      code: '123456',
    })
    assert.equal(json(wrongCode).resultCode, 'SMS_CODE_REJECTED')
    const badPhone = await request(V1, { standCode: stand, company: 'A', contact: 'B', phone: '12345', code: '1' })
    assert.equal(json(badPhone).resultCode, 'VALIDATION')
    const after = await t.app.database.db.selectFrom('booking_requests').selectAll().execute()
    assert.equal(after.length, before.length)
    const plan = json<C.HallPlan>(
      await t.inject(`/api/v5/exhibition/getHallPlan?eventCode=CGA&hallId=${hallId}`),
    ).resultList!
    assert.equal(plan.stands.find((s) => s.code === stand)!.status, 'free')
  })

  it('needs the visitor’s session', async () => {
    const r = await t.inject({
      method: 'POST',
      url: `/api/v5/booking/requestStand?eventCode=CGA&userId=${V1}`,
      headers: { 'x-visitor-session': '' },
      payload: { standCode: '3A05', company: 'A', contact: 'B', phone: '13744445555', code: '123456' },
    })
    assert.equal(r.statusCode, 401)
  })
})

describe('visitor pre-registration and badges', () => {
  let t: TestApp
  const mailer = new MemoryMailer()
  before(async () => {
    t = await makeApp({}, { mailer })
    await t.inject(`/api/v5/exhibition/getVenueList?userId=${V1}`)
  })
  after(async () => t.close())

  const form = (over: Partial<C.VisitRegisterBody> = {}): C.VisitRegisterBody => ({
    name: '韩梅梅',
    company: '绿源园艺',
    position: '采购经理',
    phone: '13655556666',
    code: '',
    email: 'mei.han+expo@example.com',
    visitorType: 'buyer',
    interests: [2, 3],
    ...over,
  })
  const register = (body: C.VisitRegisterBody, lang = 'EN') =>
    t.inject({
      method: 'POST',
      url: `/api/v5/visit/register?eventCode=CGA&language=${lang}&userId=${V1}`,
      payload: body,
    })
  const codeFor = async (phone: string) => {
    t.clock.advance(61_000)
    const r = await t.inject(`/api/sendCode.do?phone=${phone}&type=visit`)
    assert.equal(r.statusCode, 200)
    return t.sms.lastCode()
  }

  it('registers, answers a signed badge, emails it with its QR code, and registering again answers the same badge', async () => {
    const r = await register(form({ code: await codeFor('13655556666') }))
    assert.equal(r.statusCode, 200, r.body)
    const badge = json<C.Badge>(r).resultList!
    assert.equal(badge.created, true)
    assert.equal(badge.name, '韩梅梅')
    assert.equal(badge.eventCode, 'CGA')
    assert.equal(
      verifyBadge({ secret: 'x', publicKey: publicKeyOf(DEV_BADGE_PUBLIC_KEY) }, badge.token),
      badge.registrationId,
    )
    const mail = mailer.sent.at(-1)!
    assert.equal(mail.to, 'mei.han+expo@example.com')
    const png = PNG.sync.read((mail.attachments![0] as { content: Buffer }).content)
    assert.equal(jsQR(new Uint8ClampedArray(png.data), png.width, png.height)?.data, badge.token)

    const again = await register(form({ name: 'Someone else', code: await codeFor('13655556666') }))
    const second = json<C.Badge>(again).resultList!
    assert.equal(second.registrationId, badge.registrationId)
    assert.equal(second.token, badge.token)
    assert.equal(second.created, false)
    assert.equal(second.name, '韩梅梅')
    assert.equal(mailer.sent.length, 1, 'one email per registration')

    const mine = json<C.Badge | null>(await t.inject(`/api/v5/visit/myBadge?eventCode=CGA&userId=${V1}`)).resultList
    assert.equal(mine?.token, badge.token)
    const other = json<C.Badge | null>(await t.inject(`/api/v5/visit/myBadge?eventCode=CGA&userId=${V2}`)).resultList
    assert.equal(other, null)
  })

  it('lets the organiser verify a badge’s signature, answering nothing personal', async () => {
    const badge = json<C.Badge>(await t.inject(`/api/v5/visit/myBadge?eventCode=CGA&userId=${V1}`)).resultList!
    const ok = json<C.BadgeCheck>(await t.inject(`/api/v5/visit/verifyBadge?token=${badge.token}&language=EN`))
    assert.equal(ok.resultList!.valid, true)
    assert.equal(ok.resultList!.registrationId, badge.registrationId)
    assert.equal(ok.resultList!.eventEditionName, 'Garden & Agriculture Expo 2026')
    const body = JSON.stringify(ok)
    for (const personal of ['韩梅梅', '13655556666', 'mei.han', V1]) assert.ok(!body.includes(personal))
    // the badge is a credential: the request log line shows the call, not the token
    const logged = t.logs.filter((l) => l.includes('/api/v5/visit/verifyBadge'))
    assert.ok(logged.length > 0)
    assert.ok(logged.some((l) => l.includes('token=[redacted]')))
    assert.ok(!t.logs.join('').includes(badge.token.split('.')[1]!), 'no log line holds the badge signature')
    // a forged signature, and a signature of another id
    const forged = `${badge.registrationId}.${'A'.repeat(43)}`
    assert.equal(
      json<C.BadgeCheck>(await t.inject(`/api/v5/visit/verifyBadge?token=${forged}`)).resultList!.valid,
      false,
    )
    const otherId = signBadge(badgeKeys(crypto.randomBytes(32).toString('base64url')), badge.registrationId, 'x', 1)
    assert.equal(
      json<C.BadgeCheck>(await t.inject(`/api/v5/visit/verifyBadge?token=${otherId}`)).resultList!.valid,
      false,
    )
    const unknown = signBadge(badgeKeys(DEV_BADGE_SEED), 'AAAAAAAAAAAAAAAA', 'x', 1)
    assert.equal(
      json<C.BadgeCheck>(await t.inject(`/api/v5/visit/verifyBadge?token=${unknown}`)).resultList!.valid,
      false,
    )
    const malformed = await t.inject('/api/v5/visit/verifyBadge?token=hello&language=EN')
    assert.equal(malformed.statusCode, 400)
    assert.equal(json(malformed).resultDesc, 'This is not a badge code')
  })

  it('refuses bad input with the rule’s message and stores nothing', async () => {
    const cases: Array<[Partial<C.VisitRegisterBody>, string]> = [
      [{ name: '' }, 'Please enter your name'],
      [{ name: 'x'.repeat(51) }, 'Name cannot be over 50 characters'],
      [{ company: '  ' }, 'Please enter your company'],
      [{ position: '' }, 'Please enter your position'],
      [{ phone: '' }, 'Contact infomation cannot be empty!'],
      [{ phone: '23800138000' }, 'Invalid mobile phone number!'],
      [{ code: '' }, 'Verification code cannot be empty!'],
      [{ email: 'not-an-email', code: '1' }, 'Invalid Email address!'],
      [{ interests: [], code: '1' }, 'Please choose at least one interest'],
      [{ interests: [1, 2, 3, 4, 5, 6, 7], code: '1' }, 'At most 6 interests'],
      [{ interests: [99999], code: '1' }, 'Please choose interests from the list'],
      [{ code: '999999', phone: '13677778888' }, ''],
    ]
    for (const [over, text] of cases) {
      const r = await register(form({ code: '1', ...over }))
      assert.equal(r.statusCode, 400, JSON.stringify(over))
      if (text) assert.equal(json(r).resultDesc, text)
    }
    assert.equal(json(await register(form({ code: '999999', phone: '13677778888' }))).resultCode, 'SMS_CODE_REJECTED')
    assert.equal(json(await register(form({ name: '' }))).resultCode, 'VALIDATION')
    const zh = await register(form({ name: '' }), 'ZH-CN')
    assert.equal(json(zh).resultDesc, '请填写姓名')
    const rows = await t.app.database.db.selectFrom('registrations').selectAll().execute()
    assert.equal(rows.length, 1)
  })

  it('refuses pre-registration once the show has ended on the venue’s calendar (UTC+8), in both languages', async () => {
    const ed = t.app.catalog.edition('CGA')
    // the last day, 23:59 in Shanghai: still open
    const lastMinute = Date.parse(`${ed.end_date}T15:59:00Z`)
    t.clock.t = lastMinute - 61_000
    const open = await t.inject({
      method: 'POST',
      url: `/api/v5/visit/register?eventCode=CGA&language=EN&userId=${V2}`,
      payload: form({ name: 'Li Lei', phone: '13611112222', code: await codeFor('13611112222') }),
    })
    assert.equal(open.statusCode, 200, open.body)
    assert.equal(json<C.Badge>(open).resultList!.created, true)
    // the next day at the venue (16:00 UTC): closed, whatever the visitor typed, before any code is spent
    t.clock.t = lastMinute + 60_000 - 61_000
    const code = await codeFor('13622223333')
    for (const [lang, text] of [
      ['EN', 'This show has ended: pre-registration is closed'],
      ['ZH-CN', '本届展会已结束，预登记已关闭'],
    ] as const) {
      const r = await register(form({ name: 'Late Visitor', phone: '13622223333', code }), lang)
      assert.equal(r.statusCode, 409)
      assert.equal(json(r).resultCode, 'ENDED')
      assert.equal(json(r).resultDesc, text)
    }
    const mine = json<C.Badge>(await t.inject(`/api/v5/visit/myBadge?eventCode=CGA&userId=${V1}`)).resultList!
    assert.equal(mine.name, '韩梅梅', 'the earlier badge is untouched')
    const rows = await t.app.database.db.selectFrom('registrations').selectAll().execute()
    assert.equal(rows.length, 2, 'only the registration of the last day')
  })
})

describe('content: About, Guide, news', () => {
  let t: TestApp
  before(async () => {
    t = await makeApp()
  })
  after(async () => t.close())

  it('serves About and Guide in both languages with links an app can open', async () => {
    for (const page of ['about', 'guide'] as const) {
      for (const lang of ['ZH-CN', 'EN']) {
        const r = json<C.ContentPage>(
          await t.inject(`/api/v5/content/page?page=${page}&eventCode=CGA&language=${lang}`),
        )
        const c = r.resultList!
        assert.ok(c.blocks.some((b) => b.type === 'heading'))
        const hrefs = c.blocks.flatMap((b) => b.spans.flatMap((s) => (s.href ? [s.href] : [])))
        assert.ok(hrefs.includes('/visit/register'), `${page} ${lang} links to pre-registration`)
        assert.ok(hrefs.some((h) => h.startsWith('tel:')))
        if (page === 'about') assert.ok(hrefs.some((h) => h.startsWith('https://')))
        if (page === 'about') assert.ok(hrefs.some((h) => h.startsWith('mailto:')))
      }
    }
    const en = json<C.ContentPage>(
      await t.inject('/api/v5/content/page?page=guide&eventCode=CGA&language=EN'),
    ).resultList!
    assert.equal(en.blocks[0]!.spans[0]!.text, 'Getting there')
  })

  it('answers an edit made in the database at once', async () => {
    await t.app.database.db
      .updateTable('content_pages')
      .set({ body_en: '## Edited\nNew [hours](/guide) and [bad](javascript:alert(1)).' })
      .where('exhibition_id', '=', 1)
      .where('page', '=', 'about')
      .execute()
    const c = json<C.ContentPage>(
      await t.inject('/api/v5/content/page?page=about&eventCode=CGA&language=EN'),
    ).resultList!
    assert.deepEqual(c.blocks, [
      { type: 'heading', spans: [{ text: 'Edited' }] },
      {
        type: 'paragraph',
        spans: [
          { text: 'New ' },
          { text: 'hours', href: '/guide' },
          { text: ' and ' },
          { text: 'bad' },
          { text: ').' },
        ],
      },
    ])
  })

  it('lists news newest first with pictures and pages, and shows an item', async () => {
    const r = json<C.ListPage<C.NewsItem>>(
      await t.inject('/api/v5/content/newsList?eventCode=SIE&language=EN&pageSize=5&pageNo=1'),
    ).resultList!
    assert.equal(r.list.length, 5)
    assert.equal(r.total, 8)
    assert.equal(r.hasMore, true)
    const dates = r.list.map((n) => n.publishedAt)
    assert.deepEqual(dates, [...dates].sort().reverse())
    assert.ok(r.list.every((n) => n.picture.startsWith('/media/news/') && n.title.startsWith('Shanghai')))
    // the organiser's name ends in "Co., Ltd.": one full stop, not two
    assert.ok(
      r.list.every((n) => n.summary.endsWith('Ltd.') && !n.summary.includes('..')),
      r.list[0]!.summary,
    )
    const page2 = json<C.ListPage<C.NewsItem>>(
      await t.inject('/api/v5/content/newsList?eventCode=SIE&pageSize=5&pageNo=2'),
    ).resultList!
    assert.equal(page2.list.length, 3)
    assert.equal(page2.hasMore, false)
    const d = json<C.NewsDetail>(
      await t.inject(`/api/v5/content/newsDetail?newsId=${r.list[0]!.newsId}&language=EN`),
    ).resultList!
    assert.equal(d.title, r.list[0]!.title)
    assert.ok(d.blocks.length >= 3)
    const picture = await t.inject(r.list[0]!.picture)
    assert.equal(picture.statusCode, 200)
    for (const [q, status] of [
      ['newsId=999999', 404],
      ['newsId=0', 400],
      ['newsId=x', 400],
      ['', 400],
    ] as const) {
      assert.equal((await t.inject(`/api/v5/content/newsDetail?${q}`)).statusCode, status, q)
    }
    assert.equal((await t.inject('/api/v5/content/page?page=contact&eventCode=CGA')).statusCode, 400)
    assert.equal((await t.inject('/api/v5/content/page?page=about&eventCode=NOPE')).statusCode, 404)
  })
})

describe('rankings: Hot Hits and the Billboard', () => {
  let t: TestApp
  let ids: number[]
  let productIds: number[]
  before(async () => {
    t = await makeApp()
    ids = (
      await t.app.database.db
        .selectFrom('companies')
        .select('id')
        .where('edition_id', '=', 12)
        .orderBy('id')
        .limit(6)
        .execute()
    ).map((r) => r.id)
    productIds = (
      await t.app.database.db
        .selectFrom('products')
        .select('id')
        .where('edition_id', '=', 12)
        .orderBy('id')
        .limit(3)
        .execute()
    ).map((r) => r.id)
  })
  after(async () => t.close())

  type View = { user: string; company?: number; product?: number; ago: number }
  const record = (v: View) => ({
    TARGET: v.product ? 'product' : 'exhibitor',
    USERID: v.user,
    EVENTEDITIONID: 12,
    ACTIONID: 'view',
    CHANNELID: 107,
    TIMESTAMP: t.clock.now(),
    COMPANYPROFILEID: v.company ?? ids[0],
    ...(v.product ? { EXTRAS: { productId: v.product } } : {}),
  })
  /** runs `fn` with the server's clock `ago` ms in the past (the rankings count by the server's time) */
  const at = async <T>(ago: number, fn: () => Promise<T>): Promise<T> => {
    const now = t.clock.now()
    t.clock.t = now - ago
    try {
      return await fn()
    } finally {
      t.clock.t = now
    }
  }
  /**
   * A visitor as the rankings count them: their id got its session two weeks ago (a throwaway id is
   * minutes old), and they did something else too (a product in their plan; only exhibitors' adds
   * and products' views are ranked, so it moves nothing here).
   */
  const signIn = async (user: string) => {
    if (t.secrets.has(user)) return
    await at(14 * D, async () => {
      await t.inject(`/api/v5/exhibition/getVenueList?userId=${user}`)
      const r = await t.inject({
        method: 'PUT',
        url: `/api/v1/plan/events/CGA/products/${productIds[2]}?userId=${user}`,
        payload: { id: productIds[2], collected: 1 },
      })
      assert.equal(r.statusCode, 200, r.body)
    })
    assert.ok(t.secrets.has(user))
  }
  /**
   * Generated behaviour: views of exhibitors / products by visitors at given times (ms before now on
   * the server's clock), each visitor sending their own records with their session, as the app does.
   */
  const views = async (list: View[]) => {
    for (const v of list) {
      await signIn(v.user)
      const r = await at(v.ago, () =>
        t.inject({ method: 'POST', url: `/api/v5/behaviorMessage?userId=${v.user}`, payload: { DATA: [record(v)] } }),
      )
      assert.equal(r.statusCode, 200, r.body)
    }
  }
  const hotViews = async (company: number) => {
    t.clock.advance(RANKING_TTL_MS)
    const hot = json<C.HotHits>(await t.inject('/api/v5/rank/hotHits?eventCode=CGA')).resultList!
    return hot.exhibitors.find((x) => x.companyProfileId === company)?.views ?? 0
  }
  const H = 3_600_000
  const D = 24 * H

  it('counts a visitor’s repeated views within 30 minutes once, ranks the week’s views, and caches for 10 minutes', async () => {
    const [a, b, c] = ids as [number, number, number]
    await views([
      // a: one visitor, three views within 30 minutes (one view), then again an hour later (two)
      { user: 'u1', company: a, ago: 2 * H },
      { user: 'u1', company: a, ago: 2 * H - 10 * 60_000 },
      { user: 'u1', company: a, ago: 2 * H - 25 * 60_000 },
      { user: 'u1', company: a, ago: 1 * H },
      // b: three visitors once each
      { user: 'u2', company: b, ago: 3 * H },
      { user: 'u3', company: b, ago: 3 * H },
      { user: 'u4', company: b, ago: 3 * H },
      // c: many views, but ten days ago (outside the week)
      ...['u5', 'u6', 'u7', 'u8', 'u9'].map((user) => ({ user, company: c, ago: 10 * D })),
      { user: 'u1', product: productIds[0], ago: H },
      { user: 'u2', product: productIds[0], ago: H },
      { user: 'u3', product: productIds[1], ago: H },
    ])
    const hot = json<C.HotHits>(await t.inject('/api/v5/rank/hotHits?eventCode=CGA&language=EN')).resultList!
    assert.deepEqual(
      hot.exhibitors.map((x) => [x.companyProfileId, x.views, x.rank]),
      [
        [b, 3, 1],
        [a, 2, 2],
      ],
    )
    assert.deepEqual(
      hot.products.map((x) => [x.productId, x.views]),
      [
        [productIds[0], 2],
        [productIds[1], 1],
      ],
    )
    assert.equal(hot.windowDays, 7)
    // new behaviour shows only once the cached answer is 10 minutes old
    await views([1, 2, 3, 4].map((i) => ({ user: `n${i}`, company: a, ago: 0 })))
    const cached = json<C.HotHits>(await t.inject('/api/v5/rank/hotHits?eventCode=CGA')).resultList!
    assert.equal(cached.exhibitors[0]!.companyProfileId, b)
    t.clock.advance(RANKING_TTL_MS)
    const fresh = json<C.HotHits>(await t.inject('/api/v5/rank/hotHits?eventCode=CGA')).resultList!
    assert.deepEqual(fresh.exhibitors[0], { ...fresh.exhibitors[0], companyProfileId: a, views: 6 })
  })

  it('ranks the Billboard by plan adds and views over the edition, with the change since yesterday', async () => {
    const [, , c, d, e] = ids as [number, number, number, number, number]
    // yesterday: d leads e; today e gains plan adds and overtakes d
    await views([
      ...['y1', 'y2', 'y3', 'y4', 'y5', 'y6', 'y7', 'y8', 'y9', 'y10'].map((user) => ({
        user,
        company: d,
        ago: 2 * D,
      })),
      ...['y1', 'y2'].map((user) => ({ user, company: e, ago: 2 * D })),
    ])
    for (const user of ['p1', 'p2', 'p3', 'p4', 'p5']) {
      await signIn(user)
      const r = await t.inject({
        method: 'PUT',
        url: `/api/v1/plan/events/CGA/companyProfiles/${e}?userId=${user}`,
        payload: { id: e, collected: 1 },
      })
      assert.equal(r.statusCode, 200, r.body)
    }
    t.clock.advance(RANKING_TTL_MS)
    const board = json<C.Billboard>(await t.inject('/api/v5/rank/billboard?eventCode=CGA&language=EN')).resultList!
    const row = (id: number) => board.list.find((x) => x.companyProfileId === id)!
    assert.equal(row(e).planAdds, 5)
    assert.equal(row(e).score, 2 + 3 * 5)
    assert.equal(row(d).score, 10)
    assert.ok(row(e).rank < row(d).rank)
    assert.equal(row(e).change! > 0, true, 'e went up')
    assert.equal(row(d).change! < 0, true, 'd went down')
    assert.equal(row(c).views, 5)
    const ranks = board.list.map((x) => x.rank)
    assert.deepEqual(
      ranks,
      ranks.map((_, i) => i + 1),
    )
    const zh = json<C.Billboard>(await t.inject('/api/v5/rank/billboard?eventCode=CGA&language=ZH-CN')).resultList!
    assert.notEqual(zh.list[0]!.name, board.list[0]!.name)
    assert.equal((await t.inject('/api/v5/rank/billboard?eventCode=OLD')).statusCode, 404)
    assert.equal((await t.inject('/api/v5/rank/hotHits?eventEditionId=0')).statusCode, 400)
  })

  it('counts a record only for the visitor whose session sent it: invented ids inflate nothing', async () => {
    const target = ids[5]!
    const before = await hotViews(target)
    const at = t.clock.now()
    const post = (url: string, users: string[], headers: Record<string, string> = {}) =>
      t.inject({
        method: 'POST',
        url,
        headers,
        payload: { DATA: users.map((user) => record({ user, company: target, ago: 0 })) },
      })
    // no visitor id at all, records naming fifty invented visitors: stored, not counted
    const fake = Array.from({ length: 50 }, (_, i) => `fake-${i}`)
    assert.equal((await post('/api/v5/behaviorMessage', fake)).statusCode, 200)
    // invented visitor ids in the query too, without a session (new ids): not counted either
    for (const user of fake.slice(0, 10)) {
      assert.equal(
        (await post(`/api/v5/behaviorMessage?userId=${user}`, [user], { 'x-visitor-session': '' })).statusCode,
        200,
      )
    }
    // a signed-in visitor's id, without its secret: not counted
    await signIn('honest-1')
    await post('/api/v5/behaviorMessage?userId=honest-1', ['honest-1'], { 'x-visitor-session': '' })
    assert.equal(await hotViews(target), before)
    const stored = await t.app.database.db
      .selectFrom('behaviour_records')
      .select(['user_id'])
      .where('company_id', '=', String(target))
      .where('ts', '=', at)
      .execute()
    assert.equal(stored.length, 61)
    assert.ok(
      stored.every((r) => r.user_id === ''),
      'no unverified visitor id is stored',
    )
    // a signed-in visitor naming others in the body: their own view, once
    const at2 = t.clock.now()
    assert.equal((await post('/api/v5/behaviorMessage?userId=honest-1', ['victim-1', 'victim-2'])).statusCode, 200)
    assert.equal(await hotViews(target), before + 1)
    const own = await t.app.database.db
      .selectFrom('behaviour_records')
      .select(['user_id'])
      .where('company_id', '=', String(target))
      .where('ts', '=', at2)
      .execute()
    assert.deepEqual(
      own.map((r) => r.user_id),
      ['honest-1', 'honest-1'],
    )
  })

  const billboardRow = async (company: number) => {
    t.clock.advance(RANKING_TTL_MS)
    const board = json<C.Billboard>(await t.inject('/api/v5/rank/billboard?eventCode=CGA')).resultList!
    return board.list.find((x) => x.companyProfileId === company)
  }

  it("counts by the server's clock: 50 views 'from 2001' and 48 from the last day are one visitor's one view", async () => {
    const target = ids[4]!
    const hotBefore = await hotViews(target)
    const boardBefore = (await billboardRow(target))?.views ?? 0
    await signIn('probe-1')
    const stamp = (ts: number) => ({ ...record({ user: 'probe-1', company: target, ago: 0 }), TIMESTAMP: ts })
    const DATA = [
      ...Array.from({ length: 50 }, (_, i) => stamp(Date.UTC(2001, 0, 1) + i * 3_600_000)),
      ...Array.from({ length: 48 }, (_, i) => stamp(t.clock.now() - i * 30 * 60_000)),
    ]
    for (let i = 0; i < DATA.length; i += 49) {
      const r = await t.inject({
        method: 'POST',
        url: '/api/v5/behaviorMessage?userId=probe-1',
        payload: { DATA: DATA.slice(i, i + 49) },
      })
      assert.equal(r.statusCode, 200, r.body)
    }
    assert.equal(await hotViews(target), hotBefore + 1)
    assert.equal((await billboardRow(target))?.views ?? 0, boardBefore + 1)
    // the same visitor 29 minutes later: still the same view; 31 minutes after it: another
    t.clock.advance(29 * 60_000 - 2 * RANKING_TTL_MS)
    await views([{ user: 'probe-1', company: target, ago: 0 }])
    assert.equal(await hotViews(target), hotBefore + 1)
    t.clock.advance(31 * 60_000 - RANKING_TTL_MS)
    await views([{ user: 'probe-1', company: target, ago: 0 }])
    assert.equal(await hotViews(target), hotBefore + 2)
  })

  it('throwaway ids lift nobody: ids minutes old, or that did nothing else, do not count', async () => {
    // an exhibitor nobody has looked at: 20 fresh ids used to lift one to #3
    t.clock.advance(RANKING_TTL_MS)
    const board = json<C.Billboard>(await t.inject('/api/v5/rank/billboard?eventCode=CGA')).resultList!
    const ranked = new Set(board.list.map((x) => x.companyProfileId))
    const all = await t.app.database.db.selectFrom('companies').select('id').where('edition_id', '=', 12).execute()
    const target = all.map((c) => c.id).find((id) => !ranked.has(id) && !ids.includes(id))!
    const before = await billboardRow(target)
    assert.equal(before, undefined)
    const hotBefore = await hotViews(target)
    // 20 fresh ids today, each viewing the exhibitor and adding it to their plan at once
    const fresh = Array.from({ length: 20 }, (_, i) => `throwaway-${i}`)
    for (const user of fresh) {
      await t.inject(`/api/v5/exhibition/getVenueList?userId=${user}`)
      const view = await t.inject({
        method: 'POST',
        url: `/api/v5/behaviorMessage?userId=${user}`,
        payload: { DATA: [record({ user, company: target, ago: 0 })] },
      })
      assert.equal(view.statusCode, 200)
      const add = await t.inject({
        method: 'PUT',
        url: `/api/v1/plan/events/CGA/companyProfiles/${target}?userId=${user}`,
        payload: { id: target, collected: 1 },
      })
      assert.equal(add.statusCode, 200)
    }
    // neither their views nor their plan adds count: the exhibitor is still not on the Billboard
    assert.equal(await billboardRow(target), undefined, 'fresh ids counted')
    // an hour later the ids are old enough, but they did nothing else: their new views count neither
    t.clock.advance(3_600_000)
    for (const user of fresh)
      await t.inject({
        method: 'POST',
        url: `/api/v5/behaviorMessage?userId=${user}`,
        payload: { DATA: [record({ user, company: target, ago: 0 })] },
      })
    assert.equal(await hotViews(target), hotBefore)
    // real visitors (older ids that did something else) do count: the rule is not blind
    await views(Array.from({ length: 3 }, (_, i) => ({ user: `regular-${i}`, company: target, ago: 0 })))
    assert.equal(await hotViews(target), hotBefore + 3)
  })
})

describe('behaviour records: rate limits', () => {
  let t: TestApp
  before(async () => {
    t = await makeApp({ RATE_LIMIT: 'on' })
  })
  after(async () => t.close())
  const rec = { TARGET: 'exhibitor', USERID: '', ACTIONID: 'view', CHANNELID: 107, TIMESTAMP: 1, COMPANYPROFILEID: 1 }
  const post = (query: string, remoteAddress = '127.0.0.1') =>
    t.inject({
      method: 'POST',
      url: `/api/v5/behaviorMessage?language=EN${query}`,
      remoteAddress,
      payload: { DATA: [rec] },
    })

  it('limits one visitor id per minute, wherever it calls from, in the envelope', async () => {
    for (let i = 0; i < BEHAVIOUR_PER_VISITOR_PER_MINUTE; i++) {
      const r = await post('&userId=busy-1', `10.1.0.${i % 200}`)
      assert.equal(r.statusCode, 200, r.body)
    }
    const over = await post('&userId=busy-1', '10.1.1.1')
    assert.equal(over.statusCode, 429)
    assert.deepEqual(over.json(), {
      result: 'FAIL',
      resultCode: 'RATE_LIMITED',
      resultDesc: 'Too many requests, please try again in a minute',
    })
    // another visitor is not affected
    assert.equal((await post('&userId=calm-1')).statusCode, 200)
  })

  it('limits one address per minute, whatever visitor ids it names', async () => {
    for (let i = 0; i < BEHAVIOUR_PER_IP_PER_MINUTE; i++) {
      const r = await post(i % 2 ? `&userId=rot-${i}` : '', '10.2.0.1')
      assert.equal(r.statusCode, 200, r.body)
    }
    assert.equal((await post('&userId=rot-new', '10.2.0.1')).statusCode, 429)
    assert.equal((await post('', '10.2.0.2')).statusCode, 200)
  })
})

describe('home menu rules', () => {
  it('counts views: repeated within 30 minutes of the last counted one are one', () => {
    const m = 60_000
    const r = countViews([
      { userId: 'a', key: 'c:1', ts: 0 },
      { userId: 'a', key: 'c:1', ts: 29 * m },
      { userId: 'a', key: 'c:1', ts: VIEW_DEDUP_MS },
      { userId: 'a', key: 'c:1', ts: VIEW_DEDUP_MS + 29 * m },
      { userId: 'b', key: 'c:1', ts: 5 * m },
      { userId: '', key: 'c:1', ts: 5 * m },
      { userId: 'a', key: 'c:2', ts: 5 * m },
    ])
    assert.equal(r.get('c:1'), 3)
    assert.equal(r.get('c:2'), 1)
  })

  it('ranks by score, then the tie-breakers, then the smaller id; changes are places gained', () => {
    const out = rank([
      { id: 5, score: 10, ties: [1] },
      { id: 3, score: 10, ties: [1] },
      { id: 9, score: 10, ties: [2] },
      { id: 1, score: 20, ties: [0] },
    ])
    assert.deepEqual(
      out.map((x) => [x.id, x.rank]),
      [
        [1, 1],
        [9, 2],
        [3, 3],
        [5, 4],
      ],
    )
    assert.equal(rankChange(5, 2), 3)
    assert.equal(rankChange(1, 4), -3)
    assert.equal(rankChange(undefined, 1), null)
  })

  it('signs badges: the id verifies only with its own signature (v1 HMAC badges still verify)', () => {
    const keys = { secret: 's'.repeat(20), publicKey: publicKeyOf(DEV_BADGE_PUBLIC_KEY) }
    const old = signBadgeV1('s'.repeat(20), 'abcdefghijklmnop')
    assert.equal(verifyBadge(keys, old), 'abcdefghijklmnop')
    assert.equal(verifyBadge({ ...keys, secret: 't'.repeat(20) }, old), null)
    assert.equal(verifyBadge(keys, old.replace('abc', 'abd')), null)
    assert.equal(verifyBadge(keys, 'nonsense'), null)
    const token = signBadge(badgeKeys(DEV_BADGE_SEED), 'abcdefghijklmnop', '韩梅梅', 7)
    assert.equal(verifyBadge(keys, token), 'abcdefghijklmnop')
    // the payload is what the signature covers: another name or edition fails
    const [payload, sig] = token.split('.')
    const other = signBadge(badgeKeys(DEV_BADGE_SEED), 'abcdefghijklmnop', '李雷', 7).split('.')[0]
    assert.equal(verifyBadge(keys, `${other}.${sig}`), null)
    const otherKey = badgeKeys(crypto.randomBytes(32).toString('base64url'))
    assert.equal(verifyBadge({ ...keys, publicKey: otherKey.publicKey }, `${payload}.${sig}`), null)
    assert.equal(badgeKeys(DEV_BADGE_SEED).publicKeyText, DEV_BADGE_PUBLIC_KEY)
  })

  it('parses content: only safe link targets become links', () => {
    const blocks = parseContent(
      '## Title\n- [a](/exhibitors/list) [b](https://x.example) [c](tel:400-820-1234) [d](mailto:a@b.cn)\n[e](javascript:x) [f](//evil.example) **bold**',
    )
    assert.deepEqual(
      blocks[1]!.spans.filter((s) => s.href).map((s) => s.href),
      ['/exhibitors/list', 'https://x.example', 'tel:400-820-1234', 'mailto:a@b.cn'],
    )
    assert.ok(blocks[2]!.spans.every((s) => !s.href))
    assert.ok(blocks[2]!.spans.some((s) => s.strong && s.text === 'bold'))
  })

  it('shortens names for stand labels', () => {
    assert.equal(shortName('ZH-CN', '上海恒信精密仪器股份有限公司', ''), '恒信精密仪器')
    assert.equal(shortName('ZH-CN', '华东机械有限公司', ''), '华东机械')
    assert.equal(shortName('EN', '', 'Huadong Hongda Machinery Co., Ltd.'), 'Huadong Hongda')
    assert.equal(shortName('EN', '', 'Wuxi Lighting No.12 Group Co., Ltd.'), 'Wuxi Lighting')
  })

  it('generates plausible layouts: the asked-for stands, rooms in the first row, sizes 9–72 m²', () => {
    let seed = 7
    const random = () => (seed = (seed * 16807) % 2147483647) / 2147483647
    const l = generateHallLayout({
      hallNo: 1,
      minStands: 600,
      rooms: [{ code: 'M1', nameZh: 'M1 会议室', nameEn: 'Room M1' }],
      random,
    })
    assert.ok(l.stands.length >= 600 && l.stands.length < 700)
    assert.equal(l.rooms.length, 1)
    assert.ok(l.stands.every((s) => s.w * s.h >= 9 && s.w * s.h <= 72))
    assert.equal(new Set(l.stands.map((s) => s.code)).size, l.stands.length)
    assert.equal(l.stands[0]!.code, '1A01')
    assert.ok(l.entrances.length >= 3)
  })
})
