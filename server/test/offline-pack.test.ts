/**
 * The whole-edition offline pack (issue 16, item 4): the full pack is the edition as the database
 * holds it (public fields only), an exhibitor's edit comes back alone in the next delta, a withdrawn
 * product as a removal, a reschedule and a stand booking in theirs; unknown versions get the full
 * pack, malformed ones a 400 in the envelope; compressed on the wire, revalidated by its ETag.
 */
import zlib from 'node:zlib'
import { after, before, describe, it } from 'node:test'
import assert from 'node:assert/strict'
import { makeApp, type TestApp } from './helpers.js'
import type { EditionPack } from '../../types/api.js'

const OWN = '13800138000' // exhibitor 1's published contact phone

describe('offline pack', () => {
  let t: TestApp
  before(async () => {
    t = await makeApp()
  })
  after(async () => t.close())

  const get = async (query: string, headers: Record<string, string> = {}) => {
    const r = await t.inject({ method: 'GET', url: `/api/v5/offline/pack?eventCode=CGA&${query}`, headers })
    return r
  }
  const pack = async (query: string) => {
    const r = await get(query)
    assert.equal(r.statusCode, 200, r.body)
    return r.json().resultList as EditionPack
  }

  async function editToken(who: string) {
    t.clock.advance(61_000)
    await t.inject({ method: 'GET', url: `/api/sendCode.do?phone=${OWN}&type=verify` })
    const r = await t.inject({
      method: 'POST',
      url: `/api/v5/verifyPhone?language=EN&eventCode=CGA&userId=${who}`,
      payload: { phone: OWN, code: t.sms.lastCode() },
    })
    assert.equal(r.json().result, 'OK', r.body)
    return r.json().resultList.editToken as string
  }
  const edit = async (who: string, token: string, url: string, payload: object) => {
    const r = await t.inject({
      method: 'POST',
      url: `${url}?userId=${who}&language=EN&eventCode=CGA`,
      payload,
      headers: { 'x-edit-token': token },
    })
    assert.equal(r.json().result, 'OK', r.body)
    return r.json().resultList
  }

  it('the full pack is the current edition as the database holds it, public fields only', async () => {
    const p = await pack('language=EN')
    const db = t.app.database.db
    const ed = t.app.catalog.edition('CGA')
    assert.equal(p.since, null)
    assert.equal(p.eventCode, 'CGA')
    assert.equal(p.language, 'EN')
    assert.equal(p.edition.eventEditionId, ed.id)
    // the venue's zone, for sessions shown offline (issue 22)
    assert.equal(p.zone.timeZone, ed.time_zone)
    assert.ok(p.zone.timeZoneName.length > 0, p.zone.timeZoneName)
    assert.ok(Number.isInteger(p.version) && p.version > 0)
    assert.deepEqual(p.removed, { exhibitors: [], products: [], sessions: [] })

    const companies = await db.selectFrom('companies').selectAll().where('edition_id', '=', ed.id).execute()
    assert.equal(p.exhibitors.length, companies.length)
    assert.deepEqual(new Set(p.exhibitors.map((e) => e.companyProfileId)), new Set(companies.map((c) => c.id)))
    const row1 = companies.find((c) => c.id === 1)!
    const e1 = p.exhibitors.find((e) => e.companyProfileId === 1)!
    assert.equal(e1.companyProfileName, row1.name_en)
    assert.equal(e1.stand, row1.stand)
    assert.equal(e1.logo, row1.logo)
    const cats1 = await db.selectFrom('company_categories').select('category_id').where('company_id', '=', 1).execute()
    assert.deepEqual([...e1.categoryIds].sort(), cats1.map((c) => c.category_id).sort())
    const tags1 = await db.selectFrom('company_tags').select('tag_id').where('company_id', '=', 1).execute()
    assert.deepEqual(e1.tags.map((x) => x.id).sort(), tags1.map((x) => x.tag_id).sort())

    const products = await db
      .selectFrom('products')
      .select(['id', 'name_en', 'company_id', 'logo'])
      .where('edition_id', '=', ed.id)
      .where('hidden', '=', 0)
      .execute()
    assert.equal(p.products.length, products.length)
    const pr = products[0]!
    const pp = p.products.find((x) => x.productId === pr.id)!
    assert.equal(pp.productName, pr.name_en)
    assert.equal(pp.companyProfileId, pr.company_id)
    // thumbnails by address, never embedded
    assert.equal(pp.logo, pr.logo)
    assert.ok(!/data:|base64/.test(JSON.stringify(p)))
    assert.ok(p.products.every((x) => x.categoryIds.length > 0))

    const sessions = await db.selectFrom('sessions').select('id').where('edition_id', '=', ed.id).execute()
    assert.equal(p.sessions.length, sessions.length)
    assert.ok(p.categories.length > 0 && p.categories.every((c) => c.parentId === null && c.children.length > 0))
    const layouts = await db
      .selectFrom('hall_layouts')
      .innerJoin('halls', 'halls.id', 'hall_layouts.hall_id')
      .select('halls.id')
      .where('halls.edition_id', '=', ed.id)
      .execute()
    assert.equal(p.halls.length, layouts.length)
    assert.ok(p.halls.every((h) => h.stands.length > 0 && h.eventEditionId === ed.id))

    // public: no visitor flags, whoever asks
    const text = JSON.stringify(p)
    assert.ok(!/"collected"|"remind"/.test(text))
    const asVisitor = await pack('language=EN&userId=pack-visitor-1')
    assert.equal(asVisitor.exhibitors.length, p.exhibitors.length)
    assert.ok(!/"collected"|"remind"/.test(JSON.stringify(asVisitor)))
    // the other language is the same edition in its own words
    const zh = await pack('language=ZH-CN')
    assert.equal(zh.version, p.version)
    assert.equal(zh.exhibitors.find((e) => e.companyProfileId === 1)!.companyProfileName, row1.name_zh)
  })

  it('is compressed on the wire, says its length before compression, and revalidates by its ETag', async () => {
    const r = await get('language=EN', { 'accept-encoding': 'br, gzip' })
    assert.equal(r.headers['content-encoding'], 'br')
    const raw = zlib.brotliDecompressSync(r.rawPayload)
    assert.equal(Number(r.headers['x-pack-bytes']), raw.length)
    assert.ok(r.rawPayload.length < raw.length / 4, `${r.rawPayload.length} of ${raw.length}`)
    assert.match(String(r.headers['cache-control']), /no-cache/)
    const etag = String(r.headers.etag)
    assert.match(etag, /^W\/"/)
    const again = await get('language=EN', { 'if-none-match': etag })
    assert.equal(again.statusCode, 304)
    assert.equal(again.body, '')
    // another language is another answer
    const zh = await get('language=ZH-CN', { 'if-none-match': etag })
    assert.equal(zh.statusCode, 200)
  })

  it('an exhibitor edit comes back alone in the delta since the version held; a withdrawn product as removed', async () => {
    const held = await pack('language=EN')
    const nothing = await pack(`language=EN&since=${held.version}`)
    assert.equal(nothing.since, held.version)
    assert.equal(nothing.version, held.version)
    assert.deepEqual([nothing.exhibitors, nothing.products, nothing.sessions, nothing.halls], [[], [], [], []])

    const token = await editToken('pack-editor')
    await edit('pack-editor', token, '/api/v5/updateExhibitorInfo', {
      companyProfileId: 1,
      introductionEn: 'Edited for the pack test.',
    })
    const d1 = await pack(`language=EN&since=${held.version}`)
    assert.equal(d1.since, held.version)
    assert.ok(d1.version > held.version)
    assert.deepEqual(
      d1.exhibitors.map((e) => e.companyProfileId),
      [1],
    )
    // an introduction is not on a list entry, a stand or a product: nothing else moved
    assert.deepEqual([d1.products, d1.sessions, d1.halls], [[], [], []])
    assert.deepEqual(d1.removed, { exhibitors: [], products: [], sessions: [] })
    // categories are always whole
    assert.deepEqual(d1.categories, held.categories)

    // a new name: the exhibitor, its products (they carry its name) and the floor plans (its stand's label)
    const name = `Pack Test ${Date.now()}`
    await edit('pack-editor', token, '/api/v5/updateExhibitorInfo', { companyProfileId: 1, nameEn: name })
    const d2 = await pack(`language=EN&since=${d1.version}`)
    assert.deepEqual(
      d2.exhibitors.map((e) => [e.companyProfileId, e.companyProfileName]),
      [[1, name]],
    )
    assert.ok(
      d2.products.length > 0 && d2.products.every((p) => p.companyProfileId === 1 && p.companyProfileName === name),
    )
    assert.ok(d2.halls.some((h) => h.stands.some((s) => s.companyProfileId === 1 && s.name === name)))

    // withdrawn: a removal (and no longer an entry); shown again: an entry, no longer a removal
    const productId = d2.products[0]!.productId
    await edit('pack-editor', token, '/api/v5/updateProductInfo', { productId, hidden: 1 })
    const d3 = await pack(`language=EN&since=${d2.version}`)
    assert.deepEqual(d3.removed.products, [productId])
    assert.deepEqual(d3.products, [])
    const full = await pack('language=EN')
    assert.ok(!full.products.some((p) => p.productId === productId))
    assert.equal(full.products.length, held.products.length - 1)
    await edit('pack-editor', token, '/api/v5/updateProductInfo', { productId, hidden: 0 })
    const d4 = await pack(`language=EN&since=${d2.version}`)
    assert.deepEqual(d4.removed.products, [])
    assert.deepEqual(
      d4.products.map((p) => p.productId),
      [productId],
    )
    // a delta since the first version gathers every change since
    const all = await pack(`language=EN&since=${held.version}`)
    assert.deepEqual(
      all.exhibitors.map((e) => e.companyProfileId),
      [1],
    )
    assert.ok(all.products.some((p) => p.productId === productId))
  })

  it('a new product, a rescheduled session and a booked stand each come in the next delta, alone', async () => {
    const held = await pack('language=EN')
    const token = await editToken('pack-editor-2')
    await edit('pack-editor-2', token, '/api/v5/addProductInfo', {
      companyProfileId: 1,
      nameZh: '离线包测试产品',
      nameEn: 'Pack test product',
      introductionZh: '测试',
      introductionEn: 'Test',
      categoryIds: [held.products[0]!.categoryIds[0]],
      pictures: [held.products[0]!.logo],
    })
    const d = await pack(`language=EN&since=${held.version}`)
    assert.deepEqual(
      d.products.map((p) => p.productName),
      ['Pack test product'],
    )
    assert.deepEqual(d.exhibitors, [])
    const ed = t.app.catalog.edition('CGA')
    const session = (await t.app.conference.editionSessions(ed.id))[0]!
    const v0 = (await pack('language=EN')).version
    await t.app.conference.reschedule(
      session.id,
      {
        startTime: session.start_time,
        endTime: session.end_time,
        roomId: session.room_id ?? 1,
        roomZh: session.room_zh,
        roomEn: session.room_en,
      },
      t.clock.now(),
    )
    const ds = await pack(`language=EN&since=${v0}`)
    assert.deepEqual(
      ds.sessions.map((s) => s.id),
      [session.id],
    )
    assert.deepEqual([ds.exhibitors, ds.products, ds.halls], [[], [], []])

    // a stand booked: every floor plan again (a hall's plan is one entry), the stand reserved in it
    const free = (await pack('language=EN')).halls.flatMap((h) => h.stands).find((x) => x.status === 'free')!
    const booked = await t.app.venue.reserve({
      editionId: ed.id,
      standCode: free.code,
      userId: 'pack-booker',
      company: 'Booker Co.',
      contact: 'B',
      phone: '13900000000',
      now: t.clock.now(),
    })
    assert.notEqual(typeof booked, 'string')
    const dh = await pack(`language=EN&since=${ds.version}`)
    assert.deepEqual([dh.exhibitors, dh.products, dh.sessions], [[], [], []])
    assert.equal(dh.halls.length, (await pack('language=EN')).halls.length)
    assert.equal(dh.halls.flatMap((h) => h.stands).find((x) => x.code === free.code)!.status, 'reserved')
  })

  it('an unknown, future or too old version answers the full pack; a malformed one a 400 in the envelope', async () => {
    const full = await pack('language=EN')
    for (const since of [0, 1, full.version + 1000]) {
      const p = await pack(`language=EN&since=${since}`)
      assert.equal(p.since, null, `since=${since}`)
      assert.equal(p.exhibitors.length, full.exhibitors.length)
    }
    for (const since of ['abc', '-1', '1.5', '99999999999', '', '1e3']) {
      const r = await get(`language=EN&since=${since}`)
      assert.equal(r.statusCode, 400, `since=${since}`)
      assert.equal(r.json().result, 'FAIL')
      assert.equal(r.json().resultCode, 'VALIDATION')
      assert.match(r.json().resultDesc, /since/)
    }
    const unknown = await t.inject({ method: 'GET', url: '/api/v5/offline/pack?eventCode=NOPE&language=EN' })
    assert.equal(unknown.statusCode, 404)
    assert.equal(unknown.json().resultCode, 'EVENT_NOT_VIEWABLE')
  })
})
