/**
 * Exhibitors' leads (issue 28) on the server: the badge signature (v2 and the older HMAC badges),
 * the visitor's consent and its withdrawal, staff permissions (a staff member of A never sees B's
 * leads), capture idempotency, qualification rules and the export's "new since last" bookkeeping.
 */
import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { after, before, describe, it } from 'node:test'
import assert from 'node:assert/strict'
import ExcelJS from 'exceljs'
import { simpleParser, type ParsedMail } from 'mailparser'
import { makeApp, verifyContactPhone, type TestApp } from './helpers.js'
import { SELF_SERVICE_DEMO } from '../seed/exhibitor-self-service.js'
import { badgeKeys, signBadge, signBadgeV1 } from '../src/lib/badge.js'
import { ANALYTICS_CACHE_MS } from '../src/repositories/lead-analytics.js'
import type * as C from '../../types/api.js'

const OWN = '13800138000' // exhibitor 1's contact phone
const OTHER = SELF_SERVICE_DEMO.otherExhibitorPhone // exhibitor 2's contact
const STAFF = '13912340000' // a contact of no exhibitor: exhibitor 1's staff once added
const V1 = 'c1c1c1c1-0000-4000-8000-0000000000c1' // agrees to share with exhibitors
const V2 = 'c2c2c2c2-0000-4000-8000-0000000000c2' // does not

describe('exhibitors’ leads', () => {
  let t: TestApp
  const tokens: Record<string, string> = {}
  let badge1: C.Badge
  let badge2: C.Badge
  let seq = 0
  const clientId = () => `client-${++seq}-${crypto.randomBytes(4).toString('hex')}`

  const verify = async (phone: string, who: string) => (await verifyContactPhone(t, phone, who)).editToken
  async function register(who: string, phone: string, name: string, share: boolean, editionId: number, code: string) {
    await t.inject(`/api/v5/exhibition/getVenueList?userId=${who}`)
    t.clock.advance(61_000)
    await t.inject(`/api/sendCode.do?phone=${phone}&type=visit`)
    const r = await t.inject({
      method: 'POST',
      url: `/api/v5/visit/register?eventCode=${code}&eventEditionId=${editionId}&language=EN&userId=${who}`,
      payload: {
        name,
        company: `${name} Ltd`,
        position: 'Buyer',
        phone,
        code: t.sms.lastCode(),
        email: `${phone}@example.com`,
        visitorType: 'buyer',
        interests: [2],
        ...(share ? { shareWithExhibitors: 1 } : {}),
      },
    })
    assert.equal(r.statusCode, 200, r.body)
    return r.json().resultList as C.Badge
  }
  const call = (who: string, method: 'GET' | 'POST', url: string, payload?: object) =>
    t
      .inject({
        method,
        url: `${url}${url.includes('?') ? '&' : '?'}userId=${who}&language=EN`,
        payload,
        headers: tokens[who] ? { 'x-edit-token': tokens[who] } : {},
      })
      .then((r) => ({
        status: r.statusCode,
        body: r.headers['content-type']?.toString().includes('json') ? r.json() : null,
        text: r.body,
      }))
  const capture = (who: string, body: Partial<C.LeadCaptureBody>) =>
    call(who, 'POST', '/api/v5/leads/capture', {
      companyProfileId: 1,
      clientId: clientId(),
      scannedAt: new Date(t.clock.now()).toISOString(),
      ...body,
    })
  const list = async (who: string, company = 1, q = '') =>
    (await call(who, 'GET', `/api/v5/leads/list?companyProfileId=${company}${q}`)).body.resultList as C.Lead[]

  before(async () => {
    t = await makeApp()
    const company = await t.app.database.db
      .selectFrom('companies')
      .select('edition_id')
      .where('id', '=', 1)
      .executeTakeFirstOrThrow()
    const ed = t.app.catalog.editions.get(company.edition_id)!
    const code = t.app.catalog.exhibitions.get(ed.exhibition_id)!.code
    badge1 = await register(V1, '13611112222', 'Ada Lead', true, ed.id, code)
    badge2 = await register(V2, '13611113333', 'Bo Visit', false, ed.id, code)
    tokens['ld-own'] = await verify(OWN, 'ld-own')
    tokens['ld-other'] = await verify(OTHER, 'ld-other')
    tokens['ld-staff'] = await verify(STAFF, 'ld-staff')
  })
  after(async () => t.close())

  it('records a consenting visitor’s contact, and only a visit for one who did not agree', async () => {
    const first = await capture('ld-own', { token: badge1.token, rating: 'hot' })
    assert.equal(first.status, 200, first.text)
    const lead = first.body.resultList as C.Lead
    assert.deepEqual(
      [lead.kind, lead.name, lead.contactShared, lead.phone, lead.email, lead.company, lead.rating],
      ['badge', 'Ada Lead', true, '13611112222', '13611112222@example.com', 'Ada Lead Ltd', 'hot'],
    )
    const visit = (await capture('ld-own', { token: badge2.token })).body.resultList as C.Lead
    assert.equal(visit.contactShared, false)
    assert.equal(visit.name, 'Bo Visit')
    assert.equal(visit.phone, undefined)
    const body = JSON.stringify(await list('ld-own'))
    assert.ok(!body.includes('13611113333'), 'no contact of the visitor who did not agree')
    assert.ok(!body.includes(V1) && !body.includes(V2), 'no visitor ids')
  })

  it('a second scan of a badge says when it was first captured; a resent scan is stored once', async () => {
    t.clock.advance(3_600_000)
    const again = (await capture('ld-own', { token: badge1.token })).body.resultList as C.Lead
    assert.equal(again.already, true)
    assert.notEqual(again.scannedAt, new Date(t.clock.now()).toISOString())
    const id = clientId()
    const a = await capture('ld-own', { clientId: id, note: 'Business card only: Mr Wang, pumps' })
    const b = await capture('ld-own', { clientId: id, note: 'Business card only: Mr Wang, pumps' })
    assert.equal(a.body.resultList.leadId, b.body.resultList.leadId)
    assert.equal(b.body.resultList.kind, 'card')
    assert.equal((await list('ld-own')).length, 3)
  })

  it('checks the badge signature: forged, foreign-key and other-show badges are refused; old HMAC badges work', async () => {
    const [payload] = badge1.token.split('.')
    const forged = await capture('ld-own', { token: `${payload}.${'A'.repeat(86)}` })
    assert.equal(forged.status, 400)
    assert.equal(forged.body.resultDesc, 'Not a valid badge of this show')
    const foreign = signBadge(badgeKeys(crypto.randomBytes(32).toString('base64url')), badge2.registrationId, 'x', 1)
    assert.equal((await capture('ld-own', { token: foreign })).status, 400)
    const old = signBadgeV1('test-secret-0123456789', badge2.registrationId)
    const viaOld = await capture('ld-own', { token: old })
    assert.equal(viaOld.status, 200, viaOld.text)
    assert.equal(viaOld.body.resultList.already, true)
    assert.equal((await capture('ld-own', { token: 'hello' })).status, 400)
  })

  it('staff: each verifies their own phone; only the contact adds staff; staff of A never see B’s leads', async () => {
    assert.equal((await call('ld-staff', 'GET', '/api/v5/leads/list?companyProfileId=1')).status, 403)
    const added = await call('ld-own', 'POST', '/api/v5/leads/addStaff', { companyProfileId: 1, phone: STAFF })
    assert.equal(added.status, 200, added.text)
    assert.deepEqual(
      (added.body.resultList as C.LeadStaffMember[]).map((s) => s.maskedPhone),
      ['139****0000'],
    )
    assert.ok(!added.text.includes(STAFF))
    const stands = (await call('ld-staff', 'GET', '/api/v5/leads/stands')).body.resultList as C.LeadStand[]
    assert.deepEqual(
      stands.map((s) => [s.companyProfileId, s.role]),
      [[1, 'staff']],
    )
    assert.equal((await list('ld-staff')).length, 3)
    const refused = await call('ld-staff', 'POST', '/api/v5/leads/addStaff', {
      companyProfileId: 1,
      phone: '13912340001',
    })
    assert.equal(refused.status, 403)
    assert.equal(refused.body.resultDesc, 'Only the exhibitor’s contact can manage staff and questions')
    // exhibitor 2's contact and exhibitor 1's staff: neither reads the other's leads
    assert.equal((await call('ld-other', 'GET', '/api/v5/leads/list?companyProfileId=1')).status, 403)
    assert.equal((await call('ld-staff', 'GET', '/api/v5/leads/list?companyProfileId=2')).status, 403)
    assert.equal(
      (
        await call('ld-other', 'POST', '/api/v5/leads/capture', {
          companyProfileId: 1,
          clientId: clientId(),
          scannedAt: new Date(t.clock.now()).toISOString(),
          token: badge1.token,
        })
      ).status,
      403,
    )
    assert.equal((await list('ld-other', 2)).length, 0)
    // without a verified phone: nothing
    const none = await t.inject('/api/v5/leads/list?companyProfileId=1&userId=ld-nobody')
    assert.equal(none.statusCode, 401)
    // removed staff lose access at once
    await call('ld-own', 'POST', '/api/v5/leads/removeStaff', { companyProfileId: 1, phone: STAFF })
    assert.equal((await call('ld-staff', 'GET', '/api/v5/leads/list?companyProfileId=1')).status, 403)
  })

  it('qualifies with the exhibitor’s questions, checked by the shared rules; filters the list', async () => {
    const q = (text: string) => ({ text, multiple: false, options: ['Yes', 'No'] })
    const set = await call('ld-own', 'POST', '/api/v5/leads/questions', {
      companyProfileId: 1,
      questions: [q('Budget?'), { text: 'Products?', multiple: true, options: ['Pumps', 'Valves', 'Pipes'] }],
    })
    assert.equal(set.status, 200, set.text)
    const tooMany = await call('ld-own', 'POST', '/api/v5/leads/questions', {
      companyProfileId: 1,
      questions: [q('a'), q('b'), q('c'), q('d')],
    })
    assert.equal(tooMany.status, 400)
    assert.equal(tooMany.body.resultDesc, 'At most 3 questions')
    const lead = (await list('ld-own')).find((l) => l.name === 'Bo Visit')!
    const ok = await capture('ld-own', {
      clientId: lead.clientId,
      rating: 'warm',
      answers: [[0], [0, 2]],
      note: 'Wants a quote',
    })
    assert.equal(ok.status, 200, ok.text)
    assert.deepEqual(ok.body.resultList.answers, [[0], [0, 2]])
    const bad = await capture('ld-own', { clientId: lead.clientId, answers: [[0, 1]] })
    assert.equal(bad.status, 400)
    assert.equal(bad.body.resultDesc, 'The answer is not one of the question’s options')
    assert.deepEqual(
      (await list('ld-own', 1, '&rating=warm')).map((l) => l.name),
      ['Bo Visit'],
    )
    assert.deepEqual(
      (await list('ld-own', 1, '&keyword=ada')).map((l) => l.name),
      ['Ada Lead'],
    )
    assert.equal((await list('ld-own', 1, '&from=2100-01-01')).length, 0)
  })

  it('exports CSV and XLSX, all or only what is new since the last export', async () => {
    const csv = await call('ld-own', 'GET', '/api/v5/leads/export?companyProfileId=1&format=csv')
    assert.equal(csv.status, 200)
    const lines = csv.text
      .replace(/^\ufeff/, '')
      .trim()
      .split('\r\n')
    assert.equal(lines.length, 4, csv.text)
    assert.ok(lines[0]!.startsWith('Scanned at,Name,Company'))
    assert.ok(lines.some((l) => l.includes('Visited, no contact shared') && l.includes('Bo Visit')))
    assert.ok(lines.some((l) => l.includes('13611112222')))
    const none = await call('ld-own', 'GET', '/api/v5/leads/export?companyProfileId=1&format=csv&onlyNew=1')
    assert.equal(
      none.text
        .replace(/^\ufeff/, '')
        .trim()
        .split('\r\n').length,
      1,
      'nothing new: the header only',
    )
    await capture('ld-own', { note: 'Card: Ms Li' })
    const fresh = await t.inject({
      url: `/api/v5/leads/export?companyProfileId=1&format=xlsx&onlyNew=1&userId=ld-own&language=ZH-CN&editToken=${tokens['ld-own']}`,
    })
    assert.equal(fresh.statusCode, 200)
    const book = new ExcelJS.Workbook()
    await book.xlsx.load(fresh.rawPayload as unknown as ArrayBuffer)
    const rows: unknown[][] = []
    book.worksheets[0]!.eachRow((r) => rows.push((r.values as unknown[]).slice(1)))
    assert.equal(rows.length, 2)
    assert.equal(rows[0]![0], '扫描时间')
    assert.equal(rows[1]![8], 'Card: Ms Li')
    const stand = ((await call('ld-own', 'GET', '/api/v5/leads/stands')).body.resultList as C.LeadStand[])[0]!
    assert.ok(stand.lastExportAt)
  })

  it('mails the export to the exhibitor’s address or one typed (stored nowhere, never logged); "new since last" moves only when sent', async () => {
    const outbox = path.join(t.dataDir, 'outbox')
    const seen = new Set(fs.existsSync(outbox) ? fs.readdirSync(outbox) : [])
    const nextMail = async (): Promise<ParsedMail> => {
      const fresh = fs.readdirSync(outbox).filter((f) => f.endsWith('.eml') && !seen.has(f))
      assert.equal(fresh.length, 1, 'one mail sent')
      seen.add(fresh[0]!)
      return simpleParser(fs.readFileSync(path.join(outbox, fresh[0]!)))
    }
    const csvRows = (mail: ParsedMail) =>
      mail.attachments[0]!.content.toString('utf8')
        .replace(/^\ufeff/, '')
        .trim()
        .split('\r\n')
    const send = (who: string, body: Partial<C.LeadExportEmailBody>) =>
      call(who, 'POST', '/api/v5/leads/exportEmail', { companyProfileId: 1, format: 'csv', ...body })

    // the exhibitor's stored contact email, all leads (3 badges/cards before and the card of the last test)
    const stored = (await t.app.leads.standOf(1))!.contactEmail
    assert.ok(stored, 'the seeded exhibitor has a contact email')
    const all = await send('ld-own', {})
    assert.equal(all.status, 200, all.text)
    assert.deepEqual(all.body.resultList, { sent: true, count: 4 })
    const first = await nextMail()
    assert.equal((first.to as { text: string }).text, stored)
    assert.match(first.subject ?? '', /^Leads export: /)
    assert.equal(first.attachments[0]!.contentType, 'text/csv')
    const rows = csvRows(first)
    assert.equal(rows.length, 5, 'the header and the 4 leads')
    assert.ok(rows.some((l) => l.includes('13611112222')) && rows.some((l) => l.includes('Visited, no contact shared')))

    // a typed address: a bad one is refused in the rule's words, nothing is sent
    const bad = await send('ld-own', { email: 'not-an-address', onlyNew: 1 })
    assert.equal(bad.status, 400)
    assert.equal(bad.body.resultDesc, 'Please enter a valid email address')
    // a mail that cannot be sent: 502, and the lead stays "new since last"
    await capture('ld-own', { note: 'Card: Mr Zhao' })
    const typed = 'leads_probe-4417@example.org'
    const mailer = t.app.mailer
    const send0 = mailer.send
    mailer.send = () => Promise.reject(Object.assign(new Error('down'), { code: 'ECONNECTION' }))
    const failed = await send('ld-own', { email: typed, onlyNew: 1, format: 'xlsx' })
    mailer.send = send0
    assert.equal(failed.status, 502)
    const fresh = await send('ld-own', { email: ` ${typed} `, onlyNew: 1, format: 'xlsx' })
    assert.equal(fresh.status, 200, fresh.text)
    assert.equal(fresh.body.resultList.count, 1)
    const second = await nextMail()
    assert.equal((second.to as { text: string }).text, typed)
    const book = new ExcelJS.Workbook()
    await book.xlsx.load(second.attachments[0]!.content as unknown as ArrayBuffer)
    const sheet: unknown[][] = []
    book.worksheets[0]!.eachRow((r) => sheet.push((r.values as unknown[]).slice(1)))
    assert.deepEqual(
      sheet.map((r) => r[8]),
      ['Note', 'Card: Mr Zhao'],
    )
    // and now it is no longer new
    assert.equal((await send('ld-own', { onlyNew: 1 })).body.resultList.count, 0)
    await nextMail()
    // the typed address: not in the database files, not in the logs
    for (const f of t.app.database.files) {
      if (fs.existsSync(f)) assert.equal(fs.readFileSync(f).includes(Buffer.from(typed)), false, `address in ${f}`)
    }
    assert.equal(t.logs.join('').includes(typed), false)

    // another exhibitor's contact cannot mail A's leads; without a stored address one must be typed
    assert.equal((await send('ld-other', {})).status, 403)
    await t.app.database.db.updateTable('companies').set({ contact_email: '' }).where('id', '=', 1).execute()
    const none = await send('ld-own', {})
    await t.app.database.db.updateTable('companies').set({ contact_email: stored }).where('id', '=', 1).execute()
    assert.equal(none.status, 400)
    assert.match(none.body.resultDesc, /no contact email on file/)
  })

  it('the visitor sees who has their contact and takes it back in one tap', async () => {
    const mine = (await t.inject(`/api/v5/leads/mine?userId=${V1}&language=EN`)).json().resultList as C.LeadHolder[]
    assert.equal(mine.length, 1)
    const other = (await t.inject(`/api/v5/leads/mine?userId=${V2}`)).json().resultList as C.LeadHolder[]
    assert.equal(other.length, 0, 'a visit without consent holds no contact')
    const stolen = await t.inject({
      method: 'POST',
      url: `/api/v5/leads/withdraw?userId=${V2}`,
      payload: { leadId: mine[0]!.leadId },
    })
    assert.equal(stolen.statusCode, 404)
    const w = await t.inject({
      method: 'POST',
      url: `/api/v5/leads/withdraw?userId=${V1}`,
      payload: { leadId: mine[0]!.leadId },
    })
    assert.equal(w.statusCode, 200, w.body)
    assert.deepEqual(w.json().resultList, [])
    assert.ok(!(await list('ld-own')).some((l) => l.name === 'Ada Lead'), 'gone from the exhibitor’s list')
    const csv = await call('ld-own', 'GET', '/api/v5/leads/export?companyProfileId=1&format=csv')
    assert.ok(!csv.text.includes('Ada Lead'), 'and from its exports')
    // scanned again by the same exhibitor: "already captured", and still nothing of theirs
    const rescan = await capture('ld-own', { token: badge1.token })
    assert.equal(rescan.status, 200, rescan.text)
    assert.equal(rescan.body.resultList.already, true)
    assert.ok(!rescan.text.includes('13611112222'))
    assert.ok(!(await list('ld-own')).some((l) => l.name === 'Ada Lead'))
  })

  it('withdrawing the consent itself stops sharing the contact at once', async () => {
    const V3 = 'c3c3c3c3-0000-4000-8000-0000000000c3'
    const ed = badge1.eventEditionId
    const code = badge1.eventCode
    const b3 = await register(V3, '13611114444', 'Cy Later', true, ed, code)
    const lead = (await capture('ld-own', { token: b3.token })).body.resultList as C.Lead
    assert.equal(lead.contactShared, true)
    const consents = (await t.inject(`/api/v5/privacy/consents?userId=${V3}&language=EN`)).json()
      .resultList as C.Consent[]
    assert.equal(consents[0]!.purpose, 'lead_contact')
    assert.match(consents[0]!.recipient, /^Exhibitors who scan your badge at /)
    await t.inject({
      method: 'POST',
      url: `/api/v5/privacy/withdrawConsent?userId=${V3}`,
      payload: { purpose: 'lead_contact' },
    })
    const after = (await list('ld-own')).find((l) => l.name === 'Cy Later')!
    assert.equal(after.contactShared, false)
    assert.equal(after.phone, undefined)
  })
})

const METRICS = [
  'views',
  'productViews',
  'planAdds',
  'rfqs',
  'scans',
  'consults',
  'routeStops',
  'mapOpens',
  'meetings',
] as const

describe('what the show brought an exhibitor (analytics)', () => {
  let t: TestApp
  let ownToken = ''
  let otherToken = ''
  const DAY = '2030-01-02'

  before(async () => {
    t = await makeApp()
    const verify = async (phone: string, who: string) => {
      t.clock.advance(61_000)
      await t.inject(`/api/sendCode.do?phone=${phone}&type=verify`)
      const r = await t.inject({
        method: 'POST',
        url: `/api/v5/verifyPhone?language=EN&eventCode=CGA&userId=${who}`,
        payload: { phone, code: t.sms.lastCode() },
      })
      return r.json().resultList.editToken as string
    }
    ownToken = await verify(OWN, 'an-own')
    otherToken = await verify(OTHER, 'an-other')
  })
  after(async () => t.close())

  const get = (who: string, token: string, company = 1) =>
    t.inject({
      url: `/api/v5/leads/analytics?companyProfileId=${company}&userId=${who}&language=EN`,
      headers: { 'x-edit-token': token },
    })

  it('counts per day and in total, beside the median of the hall and of the show; only its own staff see it', async () => {
    const db = t.app.database.db
    const me = await db
      .selectFrom('companies')
      .select(['edition_id', 'hall_id'])
      .where('id', '=', 1)
      .executeTakeFirstOrThrow()
    const companies = await db
      .selectFrom('companies')
      .select(['id', 'hall_id'])
      .where('edition_id', '=', me.edition_id)
      .orderBy('id')
      .execute()
    assert.ok(companies.length >= 3, 'a show of several exhibitors')
    const before = (await get('an-own', ownToken)).json().resultList as C.LeadAnalytics
    // on a day of its own: exhibitor at index i gets i % 3 + 1 page views; exhibitor 1 also 2 product views
    const viewsOf = (i: number) => (i % 3) + 1
    const rows = companies.flatMap((c, i) =>
      Array.from({ length: viewsOf(i) }, (_, k) => ({
        target: 'exhibitor',
        user_id: `an-v-${k}`,
        edition_id: String(me.edition_id),
        source: 'web',
        action_id: 'view',
        channel_id: 107,
        ts: 0,
        ip: null,
        url: null,
        company_id: String(c.id),
        extras: null,
        created_at: `${DAY}T0${k % 10}:00:00.000Z`,
      })),
    )
    const productView = { ...rows[0]!, target: 'product', company_id: '1' }
    await db
      .insertInto('behaviour_records')
      .values([...rows, productView, productView, { ...rows[0]!, action_id: 'collect' }])
      .execute()
    await db
      .insertInto('plan_items')
      .values({
        user_id: 'an-v-0',
        exhibition_id: 1,
        edition_id: me.edition_id,
        type: 1,
        obj_id: 1,
        created_at: `${DAY}T03:00:00.000Z`,
      })
      .execute()

    // the figures are reused for a few minutes: the next count is after that
    t.clock.advance(ANALYTICS_CACHE_MS)
    const r = await get('an-own', ownToken)
    assert.equal(r.statusCode, 200, r.body)
    const a = r.json().resultList as C.LeadAnalytics
    const day = a.days.find((d) => d.day === DAY)!
    const views = companies.map((_, i) => viewsOf(i))
    const med = (xs: number[]) => {
      const s = [...xs].sort((x, y) => x - y)
      return s.length % 2 ? s[s.length >> 1]! : (s[s.length / 2 - 1]! + s[s.length / 2]!) / 2
    }
    const mineIndex = companies.findIndex((c) => c.id === 1)
    assert.deepEqual(day.mine, {
      views: viewsOf(mineIndex),
      productViews: 2,
      planAdds: 1,
      rfqs: 0,
      scans: 0,
      consults: 0,
      routeStops: 0,
      mapOpens: 0,
      meetings: 0,
    })
    assert.equal(day.showMedian.views, med(views))
    assert.equal(day.hallMedian.views, med(companies.flatMap((c, i) => (c.hall_id === me.hall_id ? [viewsOf(i)] : []))))
    // the total is the sum of the days, and moved by exactly what was added
    assert.equal(a.total.mine.views, before.total.mine.views + viewsOf(mineIndex))
    assert.equal(a.total.mine.planAdds, before.total.mine.planAdds + 1)
    for (const m of METRICS)
      assert.equal(
        a.total.mine[m],
        a.days.reduce((s, d) => s + d.mine[m], 0),
        m,
      )
    // counts only: no visitor id anywhere in the answer
    assert.ok(!r.body.includes('an-v-'))

    // exhibitor 2's contact may not see exhibitor 1's figures
    assert.equal((await get('an-other', otherToken)).statusCode, 403)
    assert.equal((await get('an-own', '')).statusCode, 401)
  })

  it('matches the behaviour records, the plan table and the other tables within ±1% on seeded data, never older than 15 minutes', async () => {
    const db = t.app.database.db
    const me = await db.selectFrom('companies').select('edition_id').where('id', '=', 1).executeTakeFirstOrThrow()
    const companies = await db.selectFrom('companies').select('id').where('edition_id', '=', me.edition_id).execute()
    // seeded: for each exhibitor, a spread of records over three days (a fixed pseudo-random series)
    let seed = 7
    const next = (n: number) => (seed = (seed * 48271) % 2147483647) % n
    const actions = ['view', 'consult', 'route', 'map', 'collect'] as const
    const records = companies.flatMap((c) =>
      Array.from({ length: 20 + next(40) }, (_, k) => ({
        target: next(4) === 0 ? 'product' : 'exhibitor',
        user_id: `an-seed-${k}`,
        edition_id: String(me.edition_id),
        source: 'web',
        action_id: actions[next(actions.length)]!,
        channel_id: 107,
        ts: 0,
        ip: null,
        url: null,
        company_id: String(c.id),
        extras: null,
        created_at: `2030-02-0${1 + next(3)}T0${next(10)}:00:00.000Z`,
      })),
    )
    for (let i = 0; i < records.length; i += 200)
      await db
        .insertInto('behaviour_records')
        .values(records.slice(i, i + 200))
        .execute()
    await db
      .insertInto('plan_items')
      .values(
        Array.from({ length: 30 }, (_, k) => ({
          user_id: `an-seed-plan-${k}`,
          exhibition_id: 1,
          edition_id: me.edition_id,
          type: 1,
          obj_id: companies[next(companies.length)]!.id,
          created_at: `2030-02-0${1 + next(3)}T05:00:00.000Z`,
        })),
      )
      .execute()
    t.clock.advance(ANALYTICS_CACHE_MS)
    const a = (await get('an-own', ownToken)).json().resultList as C.LeadAnalytics

    // the same figures counted straight from the tables
    const count = async (action: string, target: string) =>
      Number(
        (
          await db
            .selectFrom('behaviour_records')
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .where('company_id', '=', '1')
            .where('action_id', '=', action)
            .where('target', 'in', target === 'both' ? ['exhibitor', 'product'] : [target])
            .executeTakeFirstOrThrow()
        ).n,
      )
    const plan = await db
      .selectFrom('plan_items')
      .leftJoin('products', (j) => j.onRef('products.id', '=', 'plan_items.obj_id').on('plan_items.type', '=', 2))
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where((eb) =>
        eb.or([
          eb.and([eb('plan_items.type', '=', 1), eb('plan_items.obj_id', '=', 1)]),
          eb.and([eb('plan_items.type', '=', 2), eb('products.company_id', '=', 1)]),
        ]),
      )
      .executeTakeFirstOrThrow()
    const rows = async (table: 'enquiries' | 'leads' | 'meetings') =>
      Number(
        (
          await db
            .selectFrom(table)
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .where('company_id', '=', 1)
            .executeTakeFirstOrThrow()
        ).n,
      )
    const expected: C.LeadAnalyticsCounts = {
      views: await count('view', 'exhibitor'),
      productViews: await count('view', 'product'),
      planAdds: Number(plan.n),
      rfqs: await rows('enquiries'),
      scans: await rows('leads'),
      consults: await count('consult', 'both'),
      routeStops: await count('route', 'both'),
      mapOpens: await count('map', 'both'),
      meetings: await rows('meetings'),
    }
    assert.ok(expected.views > 10 && expected.routeStops > 3 && expected.mapOpens > 3, JSON.stringify(expected))
    for (const m of METRICS)
      assert.ok(
        Math.abs(a.total.mine[m] - expected[m]) <= expected[m] * 0.01,
        `${m}: ${a.total.mine[m]} counted, ${expected[m]} in the tables`,
      )

    // no older than 15 minutes: reused for a while, counted again before 15 minutes have passed
    const age = (x: C.LeadAnalytics) => t.clock.now() - Date.parse(x.countedAt)
    assert.ok(age(a) <= 15 * 60_000)
    await db
      .insertInto('behaviour_records')
      .values({ ...records[0]!, company_id: '1', action_id: 'map', target: 'exhibitor' })
      .execute()
    t.clock.advance(60_000)
    const soon = (await get('an-own', ownToken)).json().resultList as C.LeadAnalytics
    assert.equal(soon.countedAt, a.countedAt, 'a minute later: the same count')
    assert.ok(age(soon) <= 15 * 60_000)
    for (let waited = 60_000; waited <= 15 * 60_000; waited += 60_000) {
      const now = (await get('an-own', ownToken)).json().resultList as C.LeadAnalytics
      assert.ok(age(now) <= 15 * 60_000, `${age(now)} ms old`)
      t.clock.advance(60_000)
    }
    const later = (await get('an-own', ownToken)).json().resultList as C.LeadAnalytics
    assert.equal(later.total.mine.mapOpens, a.total.mine.mapOpens + 1, 'the new map open is counted')
  })
})
