/**
 * Exhibitor phones in the organiser console (issue 26.3): the organiser adds a phone to an
 * exhibitor; that phone verifies by SMS code and edits the exhibitor, scans its leads and serves its
 * stand meetings; once removed it is refused at its next request. Bad phones are refused with the
 * shared rule's words, a visitor's session is refused on these routes, and the phone in full goes
 * to organisers only.
 */
import { after, before, describe, it } from 'node:test'
import assert from 'node:assert/strict'
import { makeApp, verifyContactPhone, type TestApp } from './helpers.js'

type Json = any

// as organiser.test.ts (importing it would run its tests here too)
const ORGANISER = { email: 'phones@show.example', password: 'correct horse battery' }
const ORGANISER_ENV = { ORGANISER_EMAIL: ORGANISER.email, ORGANISER_PASSWORD: ORGANISER.password }
async function signIn(t: TestApp): Promise<string> {
  const r = await t.inject({ method: 'POST', url: '/api/organiser/signIn?language=EN', payload: ORGANISER })
  assert.equal(r.statusCode, 200, r.body)
  const m = /organiser_session=([^;]+)/.exec(String(r.headers['set-cookie']))
  assert.ok(m)
  return `organiser_session=${m[1]}`
}

const ADDED = '13955554444' // a contact of no exhibitor until the organiser adds it
const VISITOR = 'op-visitor-0000-4000-8000-000000000001'

describe('organiser: exhibitor phones', () => {
  let t: TestApp
  let cookie: string
  let editionId: number
  const organiser = (method: 'GET' | 'POST', url: string, payload?: unknown, lang = 'EN') =>
    t.inject({
      method,
      url: `${url}${url.includes('?') ? '&' : '?'}language=${lang}`,
      headers: { cookie },
      ...(payload ? { payload } : {}),
    })
  const asVisitor = (who: string, method: 'GET' | 'POST', url: string, token: string, payload?: unknown) =>
    t.inject({
      method,
      url: `${url}${url.includes('?') ? '&' : '?'}language=EN&userId=${who}`,
      headers: { 'x-edit-token': token },
      ...(payload ? { payload } : {}),
    })

  before(async () => {
    t = await makeApp(ORGANISER_ENV)
    cookie = await signIn(t)
    const c = await t.app.database.db
      .selectFrom('companies')
      .select('edition_id')
      .where('id', '=', 1)
      .executeTakeFirstOrThrow()
    editionId = Number(c.edition_id)
  })
  after(async () => t.close())

  it('refuses a visitor session and no session on every phones route', async () => {
    await t.inject({ method: 'GET', url: `/api/v5/match/myCard?eventCode=CGA&userId=${VISITOR}` })
    const secret = t.secrets.get(VISITOR)
    assert.ok(secret)
    for (const [method, url, payload] of [
      ['GET', `/api/organiser/exhibitors?editionId=${editionId}&q=`, undefined],
      ['GET', '/api/organiser/exhibitors/1/phones', undefined],
      ['POST', '/api/organiser/exhibitors/1/phones', { phone: ADDED }],
      ['POST', '/api/organiser/exhibitors/1/phones/remove', { phone: '13800138001' }],
    ] as const)
      for (const headers of [{ 'x-visitor-session': secret! }, {}]) {
        const r = await t.inject({
          method,
          url: `${url}${url.includes('?') ? '&' : '?'}userId=${VISITOR}`,
          headers,
          payload,
        })
        assert.equal(r.statusCode, 401, `${method} ${url}`)
        assert.equal((r.json() as Json).resultCode, 'ORGANISER_REQUIRED')
      }
    // nothing was added by the refused request
    const list = (await organiser('GET', '/api/organiser/exhibitors/1/phones')).json() as Json
    assert.ok(!list.resultList.phones.some((p: Json) => p.phone === ADDED))
  })

  it('finds an exhibitor of an edition by name, stand or id', async () => {
    const one = (await organiser('GET', '/api/organiser/exhibitors/1/phones')).json() as Json
    const { nameZh, stand } = one.resultList.exhibitor
    for (const q of [nameZh.slice(0, 2), stand, '1']) {
      const r = await organiser('GET', `/api/organiser/exhibitors?editionId=${editionId}&q=${encodeURIComponent(q)}`)
      assert.equal(r.statusCode, 200, r.body)
      assert.ok(
        ((r.json() as Json).resultList as Json[]).some((e) => e.id === 1),
        `"${q}" finds exhibitor 1`,
      )
    }
    const none = await organiser('GET', `/api/organiser/exhibitors?editionId=${editionId}&q=%25no-such%25`)
    assert.deepEqual((none.json() as Json).resultList, [])
    assert.equal((await organiser('GET', '/api/organiser/exhibitors/999999/phones')).statusCode, 404)
  })

  it('refuses a bad phone and a duplicate in the organiser language, writing nothing', async () => {
    const bad = await organiser('POST', '/api/organiser/exhibitors/1/phones', { phone: '12345' }, 'ZH-CN')
    assert.equal(bad.statusCode, 400)
    assert.equal((bad.json() as Json).resultDesc, '请输入 11 位中国大陆手机号')
    const contact = (await organiser('GET', '/api/organiser/exhibitors/1/phones')).json() as Json
    const dup = await organiser('POST', '/api/organiser/exhibitors/1/phones', {
      phone: contact.resultList.contactPhone,
    })
    assert.equal(dup.statusCode, 400)
    assert.equal((dup.json() as Json).resultDesc, 'This phone may already edit this exhibitor')
    const after = (await organiser('GET', '/api/organiser/exhibitors/1/phones')).json() as Json
    assert.deepEqual(after.resultList.phones, contact.resultList.phones)
  })

  it('an added phone verifies, edits, scans leads and serves stand meetings; removed, it is refused', async () => {
    // before: the phone verifies but may edit nothing
    const before = await verifyContactPhone(t, ADDED, 'op-added')
    assert.deepEqual(before.companyProfileIds, [])

    const added = await organiser('POST', '/api/organiser/exhibitors/1/phones', { phone: ` ${ADDED} ` })
    assert.equal(added.statusCode, 200, added.body)
    const phones = (added.json() as Json).resultList
    assert.ok(
      phones.phones.some((p: Json) => p.phone === ADDED),
      JSON.stringify(phones),
    )
    assert.equal(phones.exhibitor.id, 1)

    const grant = await verifyContactPhone(t, ADDED, 'op-added')
    assert.deepEqual(grant.companyProfileIds, [1])
    assert.equal(grant.maskedPhone, '139****4444')
    // the visitor's answer names the phone masked only
    assert.ok(!JSON.stringify(grant).includes(ADDED))

    const edit = await asVisitor('op-added', 'POST', '/api/v5/updateExhibitorInfo', grant.editToken, {
      companyProfileId: 1,
      introductionEn: 'Edited by a phone the organiser added.',
    })
    assert.equal(edit.statusCode, 200, edit.body)
    assert.equal((edit.json() as Json).resultList.introductionEn, 'Edited by a phone the organiser added.')
    assert.ok(!edit.body.includes(ADDED))
    const stands = await asVisitor('op-added', 'GET', '/api/v5/leads/stands', grant.editToken)
    assert.deepEqual(
      ((stands.json() as Json).resultList as Json[]).map((s) => [s.companyProfileId, s.role]),
      [[1, 'contact']],
    )
    const stand = await asVisitor('op-added', 'GET', '/api/v5/meetings/stand?companyProfileId=1', grant.editToken)
    assert.equal(stand.statusCode, 200, stand.body)

    // the action log says who and when
    const log = (await organiser('GET', '/api/organiser/actions')).json() as Json
    assert.ok(
      (log.resultList as Json[]).some(
        (a) => a.action === 'addExhibitorPhone' && a.by === ORGANISER_ENV.ORGANISER_EMAIL,
      ),
    )

    const removed = await organiser('POST', '/api/organiser/exhibitors/1/phones/remove', { phone: ADDED })
    assert.equal(removed.statusCode, 200, removed.body)
    assert.ok(!(removed.json() as Json).resultList.phones.some((p: Json) => p.phone === ADDED))

    // the same token, at once: refused everywhere
    const refused = await asVisitor('op-added', 'POST', '/api/v5/updateExhibitorInfo', grant.editToken, {
      companyProfileId: 1,
      introductionEn: 'Not any more.',
    })
    assert.equal(refused.statusCode, 403, refused.body)
    const leads = await asVisitor('op-added', 'GET', '/api/v5/leads/list?companyProfileId=1', grant.editToken)
    assert.equal(leads.statusCode, 403)
    const meetings = await asVisitor('op-added', 'GET', '/api/v5/meetings/stand?companyProfileId=1', grant.editToken)
    assert.equal(meetings.statusCode, 403)
    const again = await verifyContactPhone(t, ADDED, 'op-added')
    assert.deepEqual(again.companyProfileIds, [])
  })

  it('shows the staff a contact added, masked, beside the phones that may edit', async () => {
    const contact = (await organiser('GET', '/api/organiser/exhibitors/1/phones')).json() as Json
    const grant = await verifyContactPhone(t, contact.resultList.contactPhone, 'op-contact')
    const staff = '13966667777'
    const r = await asVisitor('op-contact', 'POST', '/api/v5/leads/addStaff', grant.editToken, {
      companyProfileId: 1,
      phone: staff,
    })
    assert.equal(r.statusCode, 200, r.body)
    const after = (await organiser('GET', '/api/organiser/exhibitors/1/phones')).json() as Json
    assert.deepEqual(
      (after.resultList.staff as Json[]).map((s) => s.maskedPhone),
      ['139****7777'],
    )
    assert.ok(!JSON.stringify(after.resultList.staff).includes(staff))
  })
})
