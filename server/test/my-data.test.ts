import fs from 'node:fs'
import path from 'node:path'
import { after, before, describe, it } from 'node:test'
import assert from 'node:assert/strict'
import { sql } from 'kysely'
import { makeApp, type TestApp } from './helpers.js'

const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d49444154789c6360000002000154a24f5d0000000049454e44ae426082',
  'hex',
)
const HOUR = 3600_000
const DAY = 24 * HOUR

function multipart(content: Buffer) {
  const boundary = '----expo' + Math.random().toString(16).slice(2)
  const body = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`,
    ),
    content,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ])
  return { payload: body, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } }
}

type Json = any

/** Every table of the database, from its own catalogue (so a table added later is scanned too). */
async function tables(t: TestApp): Promise<string[]> {
  const { db, dialect } = t.app.database
  const rows =
    dialect === 'sqlite'
      ? await sql<{ name: string }>`SELECT name FROM sqlite_master WHERE type = 'table'`.execute(db)
      : await sql<{
          name: string
        }>`SELECT table_name AS name FROM information_schema.tables WHERE table_schema = current_schema() AND table_type = 'BASE TABLE'`.execute(
          db,
        )
  return rows.rows.map((r) => r.name).sort()
}

/** Where any of `needles` occurs in any row of any table: "table: needle". */
async function scan(t: TestApp, needles: string[]): Promise<string[]> {
  const found: string[] = []
  for (const table of await tables(t)) {
    const rows = await sql<Record<string, unknown>>`SELECT * FROM ${sql.table(table)}`.execute(t.app.database.db)
    for (const row of rows.rows) {
      const text = JSON.stringify(row, (_k, v) => (typeof v === 'bigint' ? String(v) : v))
      for (const needle of needles) if (text.includes(needle)) found.push(`${table}: ${needle}`)
    }
  }
  return [...new Set(found)]
}

describe('My data: summary, export, erasure', () => {
  let t: TestApp
  const V = 'erase-me-0001'
  const W = 'keeps-talking-02'
  before(async () => {
    t = await makeApp()
  })
  after(async () => t.close())

  const get = (url: string) => t.inject({ method: 'GET', url }).then((r) => ({ status: r.statusCode, body: r.json() }))
  const post = (url: string, payload: object) =>
    t.inject({ method: 'POST', url, payload }).then((r) => ({ status: r.statusCode, body: r.json() as Json }))
  const ok = (r: { status: number; body: Json }, what: string) =>
    assert.equal(r.body.result, 'OK', `${what}: ${r.status} ${JSON.stringify(r.body).slice(0, 300)}`)
  const code = async (phone: string, type: string) => {
    t.clock.advance(61_000)
    ok(await get(`/api/sendCode.do?phone=${phone}&type=${type}`), `code ${type}`)
    return t.sms.lastCode()
  }
  const card = (name: string) => ({
    name,
    company: `${name} Co.`,
    position: 'Buyer',
    country: 'China',
    interests: [1],
    role: 'buyer',
    lookingFor: 'Pumps',
    contact: `${name.toLowerCase()}@example.com`,
    shareProfile: 1, // the consent to show the card (a consent is the visitor's data too)
  })
  const personOf = async (userId: string) => (await t.app.match.attendeeByUser(userId))!.public_id

  /** phones V verified, registered, booked and posted with */
  const PHONES = { rfq: '13811112222', visit: '13622223333', booking: '13733334444', edit: '13800138000' }
  const files: string[] = []
  let conversationId = ''
  let rfqId = 0

  it('a visitor uses every feature; My data shows each and exports it as a file with the plan PDF', async () => {
    // plan
    ok(
      await t
        .inject({
          method: 'PUT',
          url: `/api/v1/plan/events/CGA/companyProfiles/1?userId=${V}`,
          payload: { id: 1, collected: 1 },
        })
        .then((r) => ({ status: r.statusCode, body: r.json() })),
      'collect',
    )
    ok(
      await t
        .inject({
          method: 'PUT',
          url: `/api/v1/plan/events/CGA/products/1?userId=${V}`,
          payload: { id: 1, collected: 1 },
        })
        .then((r) => ({ status: r.statusCode, body: r.json() })),
      'collect product',
    )
    // a reminder of a session still to come
    const sessions = await get('/api/v5/session/getSessionList?language=EN&eventCode=CGA&pageSize=50')
    const coming = sessions.body.resultList.list.find((s: Json) => Date.parse(s.startTime) > t.clock.now())
    ok(await post(`/api/v5/session/remind?userId=${V}`, { id: coming.id, remind: 1 }), 'remind')
    // matchmaking: a card, a match with W, chat both ways, a decision on a seeded attendee, a block
    ok(await post(`/api/v5/match/join?eventCode=CGA&userId=${V}`, card('Vera')), 'join V')
    ok(await post(`/api/v5/match/join?eventCode=CGA&userId=${W}`, card('Walt')), 'join W')
    ok(
      await post(`/api/followOrCancelFriend.do?userId=${V}`, { targetPersonId: await personOf(W), follow: 1 }),
      'follow',
    )
    const mutual = await post(`/api/followOrCancelFriend.do?userId=${W}`, {
      targetPersonId: await personOf(V),
      follow: 1,
    })
    conversationId = mutual.body.resultList.conversationId
    assert.ok(conversationId)
    ok(
      await post(`/api/sendImMessage.do?userId=${V}`, {
        conversationId,
        clientId: 'vera-message-0001',
        content: 'Hello from Vera',
      }),
      'send V',
    )
    ok(
      await post(`/api/sendImMessage.do?userId=${W}`, {
        conversationId,
        clientId: 'walt-message-0001',
        content: 'Hi Vera, Walt here',
      }),
      'send W',
    )
    const candidates = await get(`/api/v5/match/matchingUser?eventCode=CGA&pageSize=10&userId=${V}`)
    const others = candidates.body.resultList.list.map((p: Json) => p.personId)
    ok(await post(`/api/v5/match/loseInterested?eventCode=CGA&userId=${V}`, { targetPersonId: others[0] }), 'pass')
    ok(await post(`/api/v5/match/block?userId=${V}`, { targetPersonId: others[1], report: 0 }), 'block')
    // an RFQ with a picture
    const up = await t.inject({ method: 'POST', url: `/upload/uploadQiNiu?userId=${V}`, ...multipart(PNG) })
    const picture = up.json().resultList.url as string
    files.push(path.basename(picture))
    const spare = await t.inject({ method: 'POST', url: `/upload/uploadQiNiu?userId=${V}`, ...multipart(PNG) })
    files.push(path.basename(spare.json().resultList.url)) // uploaded, never used
    const rfq = await post(`/api/v5/enquiryPool/pushEnquiryPool?eventCode=CGA&userId=${V}`, {
      description: 'Need 500 drip irrigation kits',
      price: '20000',
      quantity: '500',
      message: 'Quote please',
      region: 'Shanghai',
      contact: 'Vera',
      contactInfo: PHONES.rfq,
      email: 'vera@example.com',
      pictureList: [picture],
      verifyCode: await code(PHONES.rfq, 'rfq'),
      categories: [3],
      shareContact: 1,
    })
    ok(rfq, 'rfq')
    rfqId = rfq.body.resultList.id
    // W views, likes and answers V's RFQ; V views, likes and answers someone else's
    const pool = await get(`/api/v5/enquiryPool/getEnquiryPools?eventCode=CGA&pageSize=50&userId=${V}`)
    const theirs = pool.body.resultList.list.find((e: Json) => e.id !== rfqId).id
    for (const [who, id] of [
      [W, rfqId],
      [V, theirs],
    ] as const) {
      ok(await get(`/api/v5/enquiryPool/getEnquiryPoolDetail?id=${id}&userId=${who}`), 'rfq detail')
      ok(await post(`/api/v5/enquiryPool/enquiryPoolLike?userId=${who}`, { id, like: 1 }), 'like')
      ok(
        await post(`/api/v5/enquiryPool/sendMessage?userId=${who}`, {
          data: JSON.stringify({ id, content: `We can supply (${who === V ? 'Vera' : 'Walt'})` }),
        }),
        'rfq message',
      )
    }
    // views, points, a stand booking, a registration (e-badge), an exhibitor's phone verified and an edit
    ok(
      await post(`/api/v5/behaviorMessage?userId=${V}`, {
        DATA: [
          {
            TARGET: 'exhibitor',
            USERID: V,
            EVENTEDITIONID: 12,
            SOURCE: 'list',
            ACTIONID: 'view',
            CHANNELID: 109,
            TIMESTAMP: t.clock.now(),
            URL: '/x',
            COMPANYPROFILEID: 1,
          },
        ],
      }),
      'behaviour',
    )
    ok(await post(`/wxApi/v5/vip/increaseIntegral?userId=${V}`, { action: 'visit' }), 'integral')
    const venues = await get('/api/v5/exhibition/getVenueList?eventCode=CGA')
    const hallId = venues.body.resultList[2].hallId
    const plan = await get(`/api/v5/exhibition/getHallPlan?eventCode=CGA&hallId=${hallId}`)
    const stand = plan.body.resultList.stands.find((s: Json) => s.status === 'free').code
    ok(
      await post(`/api/v5/booking/requestStand?eventCode=CGA&userId=${V}`, {
        standCode: stand,
        company: 'Vera Trading',
        contact: 'Vera',
        phone: PHONES.booking,
        code: await code(PHONES.booking, 'booking'),
      }),
      'booking',
    )
    ok(
      await post(`/api/v5/visit/register?eventCode=CGA&userId=${V}`, {
        name: 'Vera',
        company: 'Vera Trading',
        position: 'Buyer',
        phone: PHONES.visit,
        code: await code(PHONES.visit, 'visit'),
        email: 'vera@example.com',
        visitorType: 'buyer',
        interests: [2],
      }),
      'register',
    )
    const verified = await post(`/api/v5/verifyPhone?eventCode=CGA&userId=${V}`, {
      phone: PHONES.edit,
      code: await code(PHONES.edit, 'verify'),
    })
    ok(verified, 'verify')
    const edit = await t.inject({
      method: 'POST',
      url: `/api/v5/updateExhibitorInfo?userId=${V}`,
      payload: { companyProfileId: 1, mainProductEn: 'Pumps edited by its exhibitor' },
      headers: { 'x-edit-token': verified.body.resultList.editToken },
    })
    assert.equal(edit.statusCode, 200, edit.body)

    // the summary, in both languages
    const en = await get(`/api/v5/myData/summary?language=EN&userId=${V}`)
    ok(en, 'summary')
    const by = Object.fromEntries(en.body.resultList.sections.map((s: Json) => [s.key, s]))
    for (const key of [
      'plan',
      'reminders',
      'matchmaking',
      'chats',
      'rfqs',
      'uploads',
      'registrations',
      'bookings',
      'phone',
      'activity',
      'consents',
    ])
      assert.ok(by[key]?.count > 0, `${key}: ${JSON.stringify(by[key])}`)
    assert.ok(by.rfqs.items.includes('Need 500 drip irrigation kits'))
    assert.ok(by.chats.items.includes('Hi Vera, Walt here'))
    assert.ok(
      by.consents.items.includes('Matchmaking card shown to attendees · in force · v1'),
      JSON.stringify(by.consents),
    )
    // phones masked, never in clear
    assert.ok(by.phone.items.includes('138****8000'), JSON.stringify(by.phone))
    assert.ok(by.phone.items.includes('136****3333'))
    assert.ok(!JSON.stringify(en.body).includes(PHONES.visit))
    const zh = await get(`/api/v5/myData/summary?language=ZH-CN&userId=${V}`)
    assert.notDeepEqual(zh.body.resultList.sections[0].items, en.body.resultList.sections[0].items, 'names in Chinese')
    const wrong = await t.inject({
      method: 'GET',
      url: `/api/v5/myData/summary?userId=${V}`,
      headers: { 'x-visitor-session': 'wrong' },
    })
    assert.equal(wrong.statusCode, 401, 'only with the visitor session')

    // the export: a JSON file of everything, with the plan PDF's address; nobody else's visitor id
    const file = await t.inject({ method: 'GET', url: `/api/v5/myData/export?eventCode=CGA&language=EN&userId=${V}` })
    assert.equal(file.statusCode, 200)
    assert.match(String(file.headers['content-type']), /^application\/json/)
    assert.match(String(file.headers['content-disposition']), /^attachment; filename="my-data-2026-04-\d\d\.json"$/)
    assert.equal(file.headers['cache-control'], 'private, no-store')
    const data = file.json()
    assert.equal(data.userId, V)
    assert.equal(data.planPdf, '/api/v1/plan/pdf?eventCode=CGA&language=EN')
    assert.equal(data.sections.plan.length, 2)
    assert.ok(data.sections.chats.some((m: Json) => m.content === 'Hello from Vera' && m.fromMe === true))
    assert.ok(data.sections.rfqs.some((r: Json) => r.kind === 'rfq' && r.contact_phone === PHONES.rfq))
    assert.ok(data.sections.registrations[0].phone === PHONES.visit)
    assert.ok(!file.body.includes(W), 'the other person is named by their public id only')
    const pdf = await t.inject({ method: 'GET', url: `${data.planPdf}&userId=${V}` })
    assert.equal(pdf.headers['content-type'], 'application/pdf')
  })

  it('deleting asks for confirmation, then removes every trace: rows, files, sessions; messages stay with the other person', async () => {
    const secret = t.secrets.get(V)!
    const refused = await post(`/api/v5/myData/delete?language=EN&userId=${V}`, {})
    assert.equal(refused.status, 400)
    assert.equal(
      (await get(`/api/v5/myData/summary?userId=${V}`)).body.resultList.sections[0].count,
      2,
      'nothing deleted',
    )
    const anon = await post('/api/v5/myData/delete?language=EN', { confirm: 'DELETE' })
    assert.equal(anon.status, 400)

    const needles = [V, ...Object.values(PHONES).map((p) => t.app.sms.phoneHash(p)), ...files]
    assert.ok((await scan(t, needles)).length > 10, 'the scan finds the visitor before')
    for (const f of files) assert.ok(fs.existsSync(path.join(t.dataDir, 'uploads', f)))

    const erased = await post(`/api/v5/myData/delete?language=EN&userId=${V}`, { confirm: 'DELETE' })
    ok(erased, 'delete')
    assert.equal(erased.body.resultList.files, 2)
    assert.ok(erased.body.resultList.rows.plan_items === 2)

    assert.deepEqual(await scan(t, needles), [], 'no table holds the visitor id, a phone hash or a file name')
    const left = fs.readdirSync(path.join(t.dataDir, 'uploads'))
    for (const f of files) assert.ok(!left.includes(f), `${f} removed`)

    // the old secret opens nothing of theirs (the id is empty now)
    const again = await t.inject({
      method: 'GET',
      url: `/api/v5/myData/summary?userId=${V}`,
      headers: { 'x-visitor-session': secret },
    })
    for (const s of again.json().resultList.sections) assert.equal(s.count, 0, s.key)

    // W keeps the conversation, from "deleted user" in both languages, and cannot write to it
    for (const [lang, name] of [
      ['EN', 'Deleted user'],
      ['ZH-CN', '已注销用户'],
    ]) {
      const list = await get(`/api/getImRelationList.do?language=${lang}&userId=${W}`)
      const row = list.body.resultList.find((r: Json) => r.conversationId === conversationId)
      assert.equal(row?.name, name, JSON.stringify(list.body))
    }
    const msgs = await get(`/api/getImMessageList.do?conversationId=${conversationId}&userId=${W}`)
    assert.deepEqual(
      msgs.body.resultList.messages.map((m: Json) => [m.content, m.fromMe]),
      [
        ['Hello from Vera', 0],
        ['Hi Vera, Walt here', 1],
      ],
    )
    assert.equal(msgs.body.resultList.open, false)
    // the exhibitor's edit stays the exhibitor's; V's RFQ is gone from the pool
    const exhibitor = await get('/api/v4/getExhibitorDetail?companyProfileId=1&language=EN')
    assert.equal(exhibitor.body.resultList.mainProduct, 'Pumps edited by its exhibitor')
    assert.equal((await get(`/api/v5/enquiryPool/getEnquiryPoolDetail?id=${rfqId}&userId=${W}`)).status, 404)
  })

  it('retention removes unused uploads after 24 h and view records 90 days after their edition, and says how many', async () => {
    const U2 = 'retention-visitor'
    const up = await t.inject({ method: 'POST', url: `/upload/uploadQiNiu?userId=${U2}`, ...multipart(PNG) })
    const unused = path.basename(up.json().resultList.url)
    const used = await t.inject({ method: 'POST', url: `/upload/uploadQiNiu?userId=${U2}`, ...multipart(PNG) })
    const usedKey = path.basename(used.json().resultList.url)
    await t.app.database.db
      .updateTable('companies')
      .set({ logo: `/uploads/${usedKey}` })
      .where('id', '=', 2)
      .execute()
    const dir = path.join(t.dataDir, 'uploads')
    const views = async () =>
      Number(
        (
          await t.app.database.db
            .selectFrom('behaviour_records')
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      )
    const first = await t.app.retention.run()
    assert.equal(first.uploads, 0, 'a fresh upload is kept')
    assert.ok(fs.existsSync(path.join(dir, unused)))

    t.clock.advance(25 * HOUR)
    const before = await views()
    const second = await t.app.retention.run()
    assert.equal(second.uploads, 1)
    assert.ok(!fs.existsSync(path.join(dir, unused)), 'unused upload removed')
    assert.ok(fs.existsSync(path.join(dir, usedKey)), 'an exhibitor logo stays')
    assert.ok(t.logs.some((l) => l.includes('retention: removed 1 unused uploads')))
    assert.equal(await views(), before - second.views)

    // a year on, the current edition (ends 2026-04) is past its 90 days: its views go
    t.clock.advance(365 * DAY)
    const third = await t.app.retention.run()
    assert.ok(third.views > 0)
    assert.equal(await views(), before - second.views - third.views)
    const cur = await t.app.database.db
      .selectFrom('behaviour_records')
      .select('id')
      .where('edition_id', '=', '12')
      .executeTakeFirst()
    assert.equal(cur, undefined)
  })
})
