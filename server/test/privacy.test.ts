/**
 * Privacy (issue 23 item 7): the policy from the database in both languages, and separate consents
 * recorded (what, to whom, when, which version) and enforced at the moment of sharing: an RFQ's
 * number reaches sellers, a matchmaking card reaches attendees, an exhibitor receives an enquirer's
 * contact, only while the consent is in force; a withdrawal stops it on the next request.
 */
import fs from 'node:fs'
import path from 'node:path'
import { after, before, describe, it } from 'node:test'
import assert from 'node:assert/strict'
import { inlineSchema, makeApp, type TestApp } from './helpers.js'

type Json = any

describe('show: privacy policy and consents', () => {
  let t: TestApp
  let phoneSerial = 0
  let picture = ''
  before(async () => {
    t = await makeApp()
    picture = '/media/product/1-320x180.svg'
  })
  after(async () => t.close())

  const get = (url: string) =>
    t.inject({ method: 'GET', url }).then((r) => ({ status: r.statusCode, body: r.json() as Json }))
  const post = (url: string, payload: object) =>
    t.inject({ method: 'POST', url, payload }).then((r) => ({ status: r.statusCode, body: r.json() as Json }))
  const postRfq = async (user: string, patch: Record<string, unknown> = {}) => {
    const phone = `1391234${String(6000 + ++phoneSerial).padStart(4, '0')}`
    await get(`/api/sendCode.do?phone=${phone}&type=rfq`)
    const r = await post(`/api/v5/enquiryPool/pushEnquiryPool?language=EN&eventCode=CGA&userId=${user}`, {
      description: 'Need 200 garden hoses',
      price: '3000',
      quantity: '200',
      message: 'Quote please',
      region: 'Hangzhou',
      contact: 'Mr Zhao',
      contactInfo: phone,
      email: 'zhao@example.com',
      pictureList: [picture],
      verifyCode: t.sms.lastCode(),
      categories: [3],
      ...patch,
    })
    return { ...r, phone }
  }
  const consents = async (user: string, lang = 'EN') =>
    (await get(`/api/v5/privacy/consents?language=${lang}&userId=${user}`)).body.resultList as Json[]

  it('serves the policy in force from the database in both languages, and an edit shows at once', async () => {
    const zh = (await get('/api/v5/privacy/policy?language=ZH-CN')).body.resultList
    const en = (await get('/api/v5/privacy/policy?language=EN')).body.resultList
    assert.equal(zh.version, 1)
    assert.equal(zh.title, '隐私政策')
    assert.equal(en.title, 'Privacy policy')
    const text = (p: Json) => p.blocks.map((b: Json) => b.spans.map((s: Json) => s.text).join('')).join('\n')
    // what, why, who receives it, how long
    for (const h of ['What we collect and why', 'Who receives it', 'How long we keep it'])
      assert.ok(
        en.blocks.some((b: Json) => b.type === 'heading' && b.spans[0].text === h),
        h,
      )
    for (const h of ['我们收集什么、为何收集', '谁会收到', '保存多久'])
      assert.ok(
        zh.blocks.some((b: Json) => b.type === 'heading' && b.spans[0].text === h),
        h,
      )
    assert.match(text(en), /Sellers/)
    assert.match(text(zh), /卖家/)

    await t.app.database.db
      .insertInto('privacy_policies')
      .values({
        version: 2,
        title_zh: '隐私政策（修订）',
        title_en: 'Privacy policy (revised)',
        body_zh: '## 修订',
        body_en: '## Revised',
        effective_at: '2026-12-01T00:00:00.000Z',
      })
      .execute()
    const v2 = (await get('/api/v5/privacy/policy?language=EN')).body.resultList
    assert.equal(v2.version, 2)
    assert.equal(v2.title, 'Privacy policy (revised)')
    await t.app.database.db.deleteFrom('privacy_policies').where('version', '=', 2).execute()
  })

  it('consents are private: without the visitor session the list and the grant are refused', async () => {
    await get('/api/v5/privacy/consents?userId=owner-a') // issues owner-a's secret
    const foreign = await t.app.inject({
      method: 'GET',
      url: '/api/v5/privacy/consents?userId=owner-a',
      headers: { 'x-visitor-session': 'not-the-secret' },
    })
    assert.equal(foreign.statusCode, 401)
    const grant = await t.app.inject({
      method: 'POST',
      url: '/api/v5/privacy/grantConsent?userId=owner-a',
      headers: { 'x-visitor-session': 'not-the-secret' },
      payload: { purpose: 'match_profile', policyVersion: 1 },
    })
    assert.equal(grant.statusCode, 401)
  })

  it("an RFQ's number reaches sellers only with the poster's consent, recorded with its version; withdrawing stops it at once", async () => {
    // posted without the consent: a seller who writes sees the name, never the number
    const quiet = await postRfq('buyer-q')
    assert.equal(quiet.body.result, 'OK', JSON.stringify(quiet.body))
    const qid = quiet.body.resultList.id
    await post(`/api/v5/enquiryPool/sendMessage?userId=seller-1&language=EN`, { data: { id: qid, content: 'We can' } })
    const qd = (await get(`/api/v5/enquiryPool/getEnquiryPoolDetail?language=EN&id=${qid}&userId=seller-1`)).body
      .resultList
    assert.equal(qd.isContact, 1)
    assert.equal(qd.contact, 'Mr Zhao')
    assert.equal(qd.contactInfo, undefined)
    assert.equal(qd.contactShared, 0)
    const qc = (await get(`/api/v5/enquiryPool/isEnquiryPoolContact?id=${qid}&userId=seller-1`)).body.resultList
    assert.equal(qc.contactInfo, undefined)
    assert.ok(!JSON.stringify(qd).includes(quiet.phone) && !JSON.stringify(qc).includes(quiet.phone))
    // the poster still sees their own number
    const own = (await get(`/api/v5/enquiryPool/getEnquiryPoolDetail?language=EN&id=${qid}&userId=buyer-q`)).body
    assert.equal(own.resultList.contactInfo, quiet.phone)

    // the poster agrees later (from the detail page): the number is shared from the next request
    const granted = await post(`/api/v5/privacy/grantConsent?language=EN&userId=buyer-q`, {
      purpose: 'rfq_contact',
      subject: String(qid),
      policyVersion: 1,
    })
    assert.equal(granted.body.result, 'OK', JSON.stringify(granted.body))
    assert.equal(granted.body.resultList.recipient, `Sellers who write to RFQ #${qid}`)
    assert.equal(granted.body.resultList.policyVersion, 1)
    const after = (await get(`/api/v5/enquiryPool/isEnquiryPoolContact?id=${qid}&userId=seller-1`)).body.resultList
    assert.equal(after.contactInfo, quiet.phone)

    // posted with the consent: recorded (what, to whom, when, which version)
    t.clock.advance(60_000)
    const open = await postRfq('buyer-s', { shareContact: 1, policyVersion: 1 })
    const sid = open.body.resultList.id
    const [c] = await consents('buyer-s')
    assert.equal(c.purpose, 'rfq_contact')
    assert.equal(c.subject, String(sid))
    assert.equal(c.recipient, `Sellers who write to RFQ #${sid}`)
    assert.equal(c.data, 'Your mobile number')
    assert.equal(c.policyVersion, 1)
    assert.equal(c.grantedAt, new Date(t.clock.now()).toISOString())
    assert.equal(c.withdrawnAt, null)
    const zh = (await consents('buyer-s', 'ZH-CN'))[0]
    assert.equal(zh.recipient, `给询盘 #${sid} 留言的卖家`)
    await post(`/api/v5/enquiryPool/sendMessage?userId=seller-2&language=EN`, { data: { id: sid, content: 'Hi' } })
    const seen = (await get(`/api/v5/enquiryPool/getEnquiryPoolDetail?id=${sid}&userId=seller-2`)).body.resultList
    assert.equal(seen.contactInfo, open.phone)
    assert.equal(seen.contactShared, 1)

    // withdrawn: the very next answer no longer carries the number
    t.clock.advance(60_000)
    const w = await post(`/api/v5/privacy/withdrawConsent?language=EN&userId=buyer-s`, {
      purpose: 'rfq_contact',
      subject: String(sid),
    })
    assert.equal(w.body.resultList[0].withdrawnAt, new Date(t.clock.now()).toISOString())
    const gone = (await get(`/api/v5/enquiryPool/getEnquiryPoolDetail?id=${sid}&userId=seller-2`)).body.resultList
    assert.equal(gone.contactInfo, undefined)
    assert.equal(gone.contactShared, 0)
    const gone2 = (await get(`/api/v5/enquiryPool/isEnquiryPoolContact?id=${sid}&userId=seller-2`)).body.resultList
    assert.equal(gone2.contactInfo, undefined)
  })

  it('a consent is only for what is the visitor’s own, under a policy that exists', async () => {
    const other = await postRfq('buyer-o', { shareContact: 1 })
    const r = await post(`/api/v5/privacy/grantConsent?language=EN&userId=intruder`, {
      purpose: 'rfq_contact',
      subject: String(other.body.resultList.id),
      policyVersion: 1,
    })
    assert.equal(r.status, 400)
    assert.equal(r.body.resultDesc, 'You can only give this consent for your own request')
    const v = await post(`/api/v5/privacy/grantConsent?language=ZH-CN&userId=intruder`, {
      purpose: 'match_profile',
      policyVersion: 99,
    })
    assert.equal(v.status, 400)
    assert.equal(v.body.resultDesc, '请阅读最新的隐私政策后重新同意')
    const bad = await post(`/api/v5/privacy/grantConsent?userId=intruder`, { purpose: 'everything', policyVersion: 1 })
    assert.equal(bad.status, 400)
    assert.deepEqual(await consents('intruder'), [])
  })

  it('an enquiry to an exhibitor needs the consent naming that exhibitor; nothing is mailed without it', async () => {
    const outbox = path.join(t.dataDir, 'outbox')
    const mails = () => (fs.existsSync(outbox) ? fs.readdirSync(outbox).filter((f) => f.endsWith('.eml')).length : 0)
    const before = mails()
    const refused = await postRfq('buyer-x', { companyProfileId: 1 })
    assert.equal(refused.status, 400)
    assert.equal(refused.body.resultDesc, 'To send this enquiry, agree to give your contact details to the exhibitor')
    assert.equal(mails(), before)
    const sent = await postRfq('buyer-x', { companyProfileId: 1, shareContact: 1 })
    assert.equal(sent.body.result, 'OK', JSON.stringify(sent.body))
    assert.equal(mails(), before + 1)
    const [c] = await consents('buyer-x')
    assert.equal(c.purpose, 'exhibitor_contact')
    assert.equal(c.subject, '1')
    assert.match(c.recipient, /^Exhibitor: \S/)
    assert.equal(c.data, 'Your contact name, mobile number and email')
  })

  it('a matchmaking card is shown to others only with consent; withdrawing hides it at once', async () => {
    const card = {
      name: 'Consent Tester',
      company: 'Privacy Co.',
      position: 'Buyer',
      country: 'China',
      interests: [1],
      role: 'buyer',
      lookingFor: 'Pumps',
      contact: 'tester@example.com',
    }
    const refused = await post(`/api/v5/match/join?eventCode=CGA&language=EN&userId=card-owner`, card)
    assert.equal(refused.status, 400)
    assert.equal(refused.body.resultDesc, 'To take part, agree to show your card to other attendees')
    assert.equal(await t.app.match.attendeeByUser('card-owner'), undefined)

    const joined = await post(`/api/v5/match/join?eventCode=CGA&language=EN&userId=card-owner`, {
      ...card,
      shareProfile: 1,
    })
    assert.equal(joined.body.resultList.joined, true)
    const [c] = await consents('card-owner')
    assert.equal(c.purpose, 'match_profile')
    assert.equal(c.recipient, 'Other attendees of the show')
    // updating the card keeps the consent in force without asking again
    const updated = await post(`/api/v5/match/join?eventCode=CGA&language=EN&userId=card-owner`, {
      ...card,
      lookingFor: 'Valves',
    })
    assert.equal(updated.body.result, 'OK')

    await post(`/api/v5/match/join?eventCode=CGA&language=EN&userId=card-viewer`, { ...card, shareProfile: 1 })
    const listed = async () => {
      const r = await get(`/api/v5/match/matchingUser?eventCode=CGA&pageSize=50&userId=card-viewer`)
      assert.equal(r.body.result, 'OK', JSON.stringify(r.body))
      return r.body.resultList.list.some((p: Json) => p.name === 'Consent Tester' && p.company === 'Privacy Co.')
    }
    assert.equal(await listed(), true)
    // a card whose consent is not in force is not listed, even if the card is active (a card from
    // before consents existed)
    await t.app.database.db
      .updateTable('consents')
      .set({ withdrawn_at: 'x' })
      .where('user_id', '=', 'card-owner')
      .execute()
    assert.equal(await listed(), false)
    await t.app.database.db
      .updateTable('consents')
      .set({ withdrawn_at: null })
      .where('user_id', '=', 'card-owner')
      .execute()
    assert.equal(await listed(), true)

    const w = await post(`/api/v5/privacy/withdrawConsent?language=EN&userId=card-owner`, { purpose: 'match_profile' })
    assert.equal(w.body.result, 'OK')
    assert.equal(await listed(), false)
    const mine = (await get(`/api/v5/match/myCard?eventCode=CGA&userId=card-owner`)).body.resultList
    assert.equal(mine.joined, false)
    // joining again asks again
    const again = await post(`/api/v5/match/join?eventCode=CGA&language=EN&userId=card-owner`, card)
    assert.equal(again.status, 400)
  })

  it('a badge scan gives the scanner nothing personal (so it needs no consent)', async () => {
    const r = await get('/api/v5/visit/verifyBadge?token=not-a-badge')
    assert.equal(r.status, 400)
    // the answer's shape carries no name, company, phone or email (schemas/responses/visit.ts and
    // the shared definitions it points at)
    const schema = JSON.stringify(inlineSchema((await import('../src/schemas/responses/visit.js')).VerifyBadgeResponse))
    assert.ok(schema.includes('"registeredAt"'), 'the inlined shape is the badge check')
    for (const field of ['"name"', '"company"', '"phone"', '"email"']) assert.ok(!schema.includes(field), field)
  })
})
