/**
 * An edition the organiser closes in the console (issue 26) refuses visitors' writes — plan,
 * reminders, RFQs, pre-registration, stand booking — with one bilingual reason, answers `closed` in
 * its detail for the app, and lets visitors undo what they have (uncollect, cancel a reminder).
 * Opening it again lets them write again.
 */
import { after, before, describe, it } from 'node:test'
import assert from 'node:assert/strict'
import { makeApp, type TestApp } from './helpers.js'

type Json = any

// as organiser.test.ts's (importing it would run its suites here too)
const ORGANISER = { email: 'desk@show.example', password: 'correct horse battery' }
const ORGANISER_ENV = { ORGANISER_EMAIL: ORGANISER.email, ORGANISER_PASSWORD: ORGANISER.password }
async function signIn(t: TestApp): Promise<string> {
  const r = await t.inject({ method: 'POST', url: '/api/organiser/signIn', payload: ORGANISER })
  assert.equal(r.statusCode, 200, r.body)
  return `organiser_session=${/organiser_session=([^;]+)/.exec(String(r.headers['set-cookie']))![1]}`
}

const V = 'a1b2c3d4-0000-4000-8000-0000000c105e'
const CLOSED_EN =
  'The organiser has closed this show: plans, reminders, RFQs, pre-registration and stand booking are no longer open'
const CLOSED_ZH = '本届展会已由主办方关闭，无法再收藏、提醒、发布采购需求、预登记或预订展位'

describe('organiser: a closed edition refuses visitors’ writes', () => {
  let t: TestApp
  let cookie = ''
  let editionId = 0
  let sessionId = 0
  let companyId = 0
  before(async () => {
    t = await makeApp({ ...ORGANISER_ENV, REMINDER_CHECK_SEC: '0' })
    cookie = await signIn(t)
    const detail = (await t.inject('/api/v5/exhibition/getEventEditionDetail?eventCode=CGA')).json() as Json
    editionId = detail.resultList.eventEditionId
    // a session of CGA's current edition that is still ahead of the test clock
    const s = await t.app.database.db
      .selectFrom('sessions')
      .select('id')
      .where('edition_id', '=', editionId)
      .where('start_time', '>', new Date(t.clock.now()).toISOString())
      .orderBy('id')
      .executeTakeFirstOrThrow()
    sessionId = Number(s.id)
    const c = await t.app.database.db
      .selectFrom('companies')
      .select('id')
      .where('edition_id', '=', editionId)
      .orderBy('id')
      .executeTakeFirstOrThrow()
    companyId = Number(c.id)
  })
  after(async () => t.close())

  const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
    t.inject({ method, url, payload }).then((r) => ({ status: r.statusCode, body: r.json() as Json }))
  const state = (s: 'open' | 'close') =>
    t.inject({
      method: 'POST',
      url: `/api/organiser/editions/${editionId}/state`,
      payload: { state: s },
      headers: { cookie },
    })
  let phoneSerial = 0
  const codeFor = async (type: string) => {
    const phone = `1371234${String(5000 + ++phoneSerial).padStart(4, '0')}`
    t.clock.advance(61_000)
    const r = await t.inject(`/api/sendCode.do?phone=${phone}&type=${type}`)
    assert.equal(r.statusCode, 200, r.body)
    return { phone, code: t.sms.lastCode() }
  }
  const collect = (collected: 0 | 1, lang = 'EN') =>
    call('PUT', `/api/v1/plan/events/CGA/companyProfiles/${companyId}?language=${lang}&userId=${V}`, {
      id: companyId,
      collected,
    })
  const remind = (remind: 0 | 1, lang = 'EN') =>
    call('POST', `/api/v5/session/remind?language=${lang}&userId=${V}`, { id: sessionId, remind })
  const register = async (lang = 'EN') => {
    const { phone, code } = await codeFor('visit')
    return call('POST', `/api/v5/visit/register?eventCode=CGA&language=${lang}&userId=${V}`, {
      name: '韩梅梅',
      company: '绿源园艺',
      position: '采购经理',
      phone,
      code,
      email: 'mei.han@example.com',
      visitorType: 'buyer',
      interests: [2],
    })
  }
  const rfq = async (lang = 'EN') => {
    const { phone, code } = await codeFor('rfq')
    return call('POST', `/api/v5/enquiryPool/pushEnquiryPool?language=${lang}&eventCode=CGA&userId=${V}`, {
      description: 'Pumps for our plant',
      price: '3000',
      quantity: '200',
      message: 'Please quote',
      region: 'Hangzhou',
      contact: 'Ms Han',
      contactInfo: phone,
      email: 'mei.han@example.com',
      pictureList: [],
      verifyCode: code,
      categories: [3],
      shareContact: 1,
    })
  }
  const freeStand = async () => {
    const hallId = (await call('GET', '/api/v5/exhibition/getVenueList?eventCode=CGA')).body.resultList[2].hallId
    const plan = await call('GET', `/api/v5/exhibition/getHallPlan?eventCode=CGA&hallId=${hallId}`)
    return plan.body.resultList.stands.find((s: Json) => s.status === 'free').code as string
  }
  const book = async (lang = 'EN') => {
    const standCode = await freeStand()
    t.clock.advance(61_000)
    const r = await t.inject(`/api/sendCode.do?phone=13711118888&type=booking`)
    assert.equal(r.statusCode, 200, r.body)
    return call('POST', `/api/v5/booking/requestStand?eventCode=CGA&language=${lang}&userId=${V}`, {
      standCode,
      company: 'Acme 园艺',
      contact: '李雷',
      phone: '13711118888',
      code: t.sms.lastCode(),
    })
  }
  const refusedClosed = (r: { status: number; body: Json }, text = CLOSED_EN) => {
    assert.equal(r.status, 409, JSON.stringify(r.body))
    assert.equal(r.body.resultCode, 'EDITION_CLOSED')
    assert.equal(r.body.resultDesc, text)
  }

  it('while open, the same writes are taken', async () => {
    assert.equal((await collect(1)).status, 200)
    assert.equal((await remind(1)).status, 200)
    const detail = await call('GET', '/api/v5/exhibition/getEventEditionDetail?eventCode=CGA')
    assert.equal(detail.body.resultList.closed, false)
  })

  it('closed: each write is refused in the visitor’s language; the detail says closed; undoing stays allowed', async () => {
    assert.equal((await state('close')).statusCode, 200)
    const detail = await call('GET', '/api/v5/exhibition/getEventEditionDetail?eventCode=CGA')
    assert.equal(detail.status, 200, 'a closed show is still readable')
    assert.equal(detail.body.resultList.closed, true)

    refusedClosed(await collect(1))
    refusedClosed(await collect(1, 'ZH-CN'), CLOSED_ZH)
    refusedClosed(await remind(1))
    refusedClosed(await register())
    refusedClosed(await register('ZH-CN'), CLOSED_ZH)
    refusedClosed(await rfq())
    refusedClosed(await book())
    const batch = await call('POST', `/api/v5/collectTargetIds?eventCode=CGA&language=EN&userId=${V}&sessionId=s1`, {
      userId: V,
      objJson: [{ type: 1, objId: companyId, isCollected: 1 }],
    })
    refusedClosed(batch)

    // nothing was written by the refusals
    const registrations = await t.app.database.db
      .selectFrom('registrations')
      .select('id')
      .where('user_id', '=', V)
      .execute()
    assert.equal(registrations.length, 0)

    // what the visitor has, they may still take back
    assert.equal((await remind(0)).status, 200)
    const un = await collect(0)
    assert.equal(un.status, 200, JSON.stringify(un.body))
    assert.equal(un.body.resultList.collected, 0)
  })

  it('opened again, visitors may write again', async () => {
    assert.equal((await state('open')).statusCode, 200)
    assert.equal((await collect(1)).status, 200)
    assert.equal((await remind(1)).status, 200)
    const r = await register()
    assert.equal(r.status, 200, JSON.stringify(r.body))
    const detail = await call('GET', '/api/v5/exhibition/getEventEditionDetail?eventCode=CGA')
    assert.equal(detail.body.resultList.closed, false)
  })
})
