/**
 * "Export to XLSX" of a whole edition in the organiser console (issue 26.3): the import's own
 * sheets and columns, so export → import round-trips: importing the exported file changes nothing,
 * and an edit made in the file comes back as that one change. Needs the organiser's session.
 */
import { after, before, describe, it } from 'node:test'
import assert from 'node:assert/strict'
import { exampleShow } from '../src/lib/import/example.js'
import { importUpload } from '../src/lib/import/server.js'
import { readXlsx } from '../src/lib/import/read.js'
import type { SheetName } from '../src/lib/import/sheets.js'
import { workbookOf } from '../src/lib/import/write-xlsx.js'
import { makeApp, type TestApp } from './helpers.js'

const SIE = 22

/** Each sheet's rows as the import reads them. */
async function cellsOf(file: Buffer) {
  const read = await readXlsx(file)
  const rows = (name: SheetName) => read.sheets.get(name)!.rows.map((r) => ({ ...r.cells }))
  return {
    categories: rows('categories'),
    stands: rows('stands'),
    exhibitors: rows('exhibitors'),
    products: rows('products'),
    speakers: rows('speakers'),
    sessions: rows('sessions'),
  }
}
const ORGANISER = { email: 'desk@show.example', password: 'correct horse battery' }

describe('organiser: export an edition to XLSX and import it back', () => {
  let t: TestApp
  let cookie = ''
  before(async () => {
    t = await makeApp({ ORGANISER_EMAIL: ORGANISER.email, ORGANISER_PASSWORD: ORGANISER.password })
    const r = await t.inject({ method: 'POST', url: '/api/organiser/signIn', payload: ORGANISER })
    cookie = `organiser_session=${/organiser_session=([^;]+)/.exec(String(r.headers['set-cookie']))![1]}`
  })
  after(async () => t.close())

  const exported = async (editionId: number, lang = 'EN') => {
    const r = await t.inject({
      method: 'GET',
      url: `/api/organiser/editions/${editionId}/export?language=${lang}`,
      headers: { cookie },
    })
    assert.equal(r.statusCode, 200, r.body)
    assert.match(String(r.headers['content-type']), /spreadsheetml/)
    assert.match(String(r.headers['content-disposition']), /attachment; filename=".+\.xlsx"/)
    return r.rawPayload
  }

  it('needs the organiser’s session', async () => {
    const r = await t.inject({ method: 'GET', url: `/api/organiser/editions/${SIE}/export` })
    assert.equal(r.statusCode, 401)
  })

  it('an imported edition: the export re-imports with nothing changed, and an edit comes back as one change', async () => {
    const first = await importUpload(t.app, [{ name: 'show.xlsx', buffer: await workbookOf(exampleShow()) }], {
      editionId: SIE,
    })
    assert.deepEqual(first.errors, [])
    const file = await exported(SIE)
    const back = await importUpload(t.app, [{ name: 'export.xlsx', buffer: file }], { editionId: SIE, language: 'EN' })
    assert.deepEqual(back.errors, [])
    assert.equal(back.ok, true)
    for (const sheet of ['exhibitors', 'products', 'sessions'] as const) {
      assert.equal(back.counts[sheet]!.added, 0, sheet)
      assert.equal(back.counts[sheet]!.hidden, 0, sheet)
    }
    assert.equal(back.movedSessions, 0)
    // what the organiser sees is the same after the round trip: the export of the import is the export
    // (the first import may rebuild a seeded row's search text, which is no column of the file)
    const file2 = await exported(SIE)
    assert.deepEqual(await cellsOf(file2), await cellsOf(file))
    const again = await importUpload(t.app, [{ name: 'export.xlsx', buffer: file2 }], { editionId: SIE })
    assert.deepEqual(again.errors, [])
    for (const sheet of ['exhibitors', 'products', 'sessions'] as const)
      assert.deepEqual(
        { ...again.counts[sheet]!, unchanged: 0 },
        { added: 0, updated: 0, unchanged: 0, hidden: 0, skipped: 0 },
        `${sheet}: ${JSON.stringify(again.counts[sheet])}`,
      )

    // the organiser edits the exported file: one exhibitor renamed, one session moved to the evening
    const sheets = await cellsOf(file)
    const ex = sheets.exhibitors.find((e) => e.code === 'EX-001')!
    ex.name_en = 'Chenguang Solar Co., Ltd.'
    const s01 = sheets.sessions.find((s) => s.code === 'S-01')!
    assert.deepEqual([s01.start, s01.end], ['10:00', '10:45'], 'venue times, as the template has them')
    s01.start = '19:00'
    s01.end = '19:45'
    const edited = await importUpload(t.app, [{ name: 'edited.xlsx', buffer: await workbookOf(sheets, 'EN') }], {
      editionId: SIE,
    })
    assert.deepEqual(edited.errors, [])
    assert.equal(edited.counts.exhibitors!.updated, 1)
    assert.equal(edited.counts.exhibitors!.added, 0)
    assert.equal(edited.movedSessions, 1)
  })

  it('a seeded edition: the export gives its rows codes, and importing it back adds and hides nothing', async () => {
    const detail = (await t.inject('/api/v5/exhibition/getEventEditionDetail?eventCode=CGA')).json() as {
      resultList: { eventEditionId: number; exhibitorCount: number }
    }
    const cga = detail.resultList.eventEditionId
    const file = await exported(cga, 'ZH-CN')
    const back = await importUpload(t.app, [{ name: '导出.xlsx', buffer: file }], { editionId: cga, language: 'EN' })
    assert.deepEqual(back.errors.slice(0, 5), [])
    assert.equal(back.counts.exhibitors!.added, 0)
    assert.equal(back.counts.exhibitors!.hidden, 0)
    assert.equal(back.counts.products!.added, 0)
    assert.equal(back.counts.sessions!.added, 0)
    assert.equal(back.counts.sessions!.hidden, 0)
    const after = (await t.inject('/api/v5/exhibition/getEventEditionDetail?eventCode=CGA')).json() as typeof detail
    assert.equal(after.resultList.exhibitorCount, detail.resultList.exhibitorCount)
  })
})

describe('organiser: an edition’s numbers per venue day', () => {
  let t: TestApp
  let cookie = ''
  before(async () => {
    t = await makeApp({ ORGANISER_EMAIL: ORGANISER.email, ORGANISER_PASSWORD: ORGANISER.password })
    // 23:30 UTC is already the next day in Shanghai: days are the venue's
    t.clock.t = Date.parse('2026-09-10T23:30:00.000Z')
    const r = await t.inject({ method: 'POST', url: '/api/organiser/signIn', payload: ORGANISER })
    cookie = `organiser_session=${/organiser_session=([^;]+)/.exec(String(r.headers['set-cookie']))![1]}`
  })
  after(async () => t.close())

  it('counts what visitors did each day, and the distinct visitors behind it', async () => {
    const detail = (await t.inject('/api/v5/exhibition/getEventEditionDetail?eventCode=SIE')).json()
    const sie = detail.resultList.eventEditionId as number
    const numbers = async () => {
      const r = await t.inject({ method: 'GET', url: `/api/organiser/editions/${sie}/numbers`, headers: { cookie } })
      assert.equal(r.statusCode, 200, r.body)
      return r.json().resultList as { timeZone: string; days: Array<Record<string, number | string>>; totals: any }
    }
    const before = await numbers()
    const company = await t.app.database.db
      .selectFrom('companies')
      .select('id')
      .where('edition_id', '=', sie)
      .orderBy('id')
      .executeTakeFirstOrThrow()
    for (const user of ['numbers-a', 'numbers-b']) {
      const r = await t.inject({
        method: 'PUT',
        url: `/api/v1/plan/events/SIE/companyProfiles/${company.id}?userId=${user}`,
        payload: { id: company.id, collected: 1 },
      })
      assert.equal(r.statusCode, 200, r.body)
    }
    const session = await t.app.database.db
      .selectFrom('sessions')
      .select('id')
      .where('edition_id', '=', sie)
      .where('start_time', '>', new Date(t.clock.now()).toISOString())
      .orderBy('id')
      .executeTakeFirstOrThrow()
    const remind = await t.inject({
      method: 'POST',
      url: '/api/v5/session/remind?userId=numbers-a',
      payload: { id: session.id, remind: 1 },
    })
    assert.equal(remind.statusCode, 200, remind.body)

    const after = await numbers()
    assert.equal(after.timeZone, 'Asia/Shanghai')
    const day = after.days.find((d) => d.day === '2026-09-11')!
    assert.ok(day, JSON.stringify(after.days))
    const was = before.days.find((d) => d.day === '2026-09-11')
    assert.equal(Number(day.plans) - Number(was?.plans ?? 0), 2)
    assert.equal(Number(day.reminders) - Number(was?.reminders ?? 0), 1)
    assert.equal(Number(day.visitors) - Number(was?.visitors ?? 0), 2, 'two visitors, not three actions')
    assert.equal(after.totals.plans - before.totals.plans, 2)
    // no one's id or contact in the answer
    assert.doesNotMatch(JSON.stringify(after), /numbers-a|numbers-b/)
    const anonymous = await t.inject({ method: 'GET', url: `/api/organiser/editions/${sie}/numbers` })
    assert.equal(anonymous.statusCode, 401)
  })
})
