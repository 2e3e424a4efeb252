/**
 * Import from the organiser's spreadsheets (issue 26.1): every validation error reported at once
 * with sheet, row, column and reason in both languages and nothing written; --partial; the example
 * file imported; a re-import that changes, adds and hides rows and what visitors then see (list,
 * pinyin search of a new name, detail, the offline pack delta, a changed-session notice); pictures
 * by URL (a stand-in HTTP server on 127.0.0.1) and from a zip. On SQLite and PostgreSQL.
 */
import assert from 'node:assert/strict'
import fs from 'node:fs'
import http from 'node:http'
import { createRequire } from 'node:module'
import type { AddressInfo } from 'node:net'
import path from 'node:path'
import { after, before, describe, it } from 'node:test'
import { sql } from 'kysely'
import { exampleShow, type ExampleSheets } from '../src/lib/import/example.js'
import { formatError, type ImportFile, type ImportResult } from '../src/lib/import/index.js'
import { importUpload } from '../src/lib/import/server.js'
import { workbookOf } from '../src/lib/import/write-xlsx.js'
import { makeApp, type TestApp } from './helpers.js'

const SIE = 22
const FIXTURES = path.join(import.meta.dirname, 'fixtures', 'import')
const csvFiles = (dir: string): ImportFile[] =>
  fs.readdirSync(dir).map((name) => ({ name, buffer: fs.readFileSync(path.join(dir, name)) }))
const xlsx = async (sheets: Partial<ExampleSheets>, lang: 'zh-CN' | 'EN' = 'zh-CN'): Promise<ImportFile[]> => [
  { name: 'show.xlsx', buffer: await workbookOf(sheets, lang) },
]
const count = async (t: TestApp, table: 'companies' | 'products' | 'sessions') =>
  Number(
    (await sql<{ n: number }>`SELECT COUNT(*) AS n FROM ${sql.table(table)}`.execute(t.app.database.db)).rows[0]!.n,
  )
const has = (r: ImportResult, sheet: string, row: number, column: string, key: string) =>
  assert.ok(
    r.errors.some((e) => e.sheet === sheet && e.row === row && e.column === column && e.key === key),
    `expected ${sheet} row ${row} ${column} ${key} among:\n${r.errors.map((e) => formatError(e, 'EN')).join('\n')}`,
  )

describe('import: validation reports everything at once and writes nothing', () => {
  let t: TestApp
  before(async () => {
    t = await makeApp({ REMINDER_CHECK_SEC: '0' })
  })
  after(() => t.close())

  it('every kind of error in the fixtures, with sheet, row, column, cell and a Chinese reason', async () => {
    const counts = await Promise.all([count(t, 'companies'), count(t, 'products'), count(t, 'sessions')])
    const r = await importUpload(t.app, csvFiles(path.join(FIXTURES, 'errors')), { editionId: SIE })
    assert.equal(r.ok, false)
    assert.equal(r.written, false)
    has(r, 'categories.csv', 4, 'parent_code', 'unknownCategory')
    has(r, 'exhibitors.csv', 3, 'name_zh', 'required')
    has(r, 'exhibitors.csv', 4, 'stand', 'unknownStand')
    has(r, 'exhibitors.csv', 5, 'phone', 'badPhone')
    has(r, 'exhibitors.csv', 6, 'code', 'duplicateCode')
    has(r, 'exhibitors.csv', 7, 'email', 'badEmail')
    has(r, 'exhibitors.csv', 7, 'categories', 'unknownCategory')
    has(r, 'products.csv', 3, 'exhibitor_code', 'unknownExhibitor')
    has(r, 'products.csv', 4, 'name_zh', 'required')
    has(r, 'sessions.csv', 3, 'start', 'sessionOverlap')
    has(r, 'sessions.csv', 3, 'speakers', 'unknownSpeaker')
    has(r, 'sessions.csv', 4, 'date', 'badDate')
    has(r, 'sessions.csv', 5, 'end', 'endBeforeStart')
    has(r, 'sessions.csv', 5, 'keynote', 'badKeynote')
    assert.equal(r.errors.length, 14, r.errors.map((e) => formatError(e, 'EN')).join('\n'))
    // the organiser's language: Chinese by default, the cell named
    const stand = r.errors.find((e) => e.key === 'unknownStand')!
    assert.equal(stand.cell, 'D4')
    assert.equal(stand.message, '展位号“9Z99”不在展馆平面图上')
    assert.equal(formatError(stand, 'zh-CN'), 'exhibitors.csv 第 4 行 D4 (stand): 展位号“9Z99”不在展馆平面图上')
    assert.match(r.errors.find((e) => e.key === 'duplicateCode')!.message, /编号“EX-001”重复（第 2 行已使用）/)
    assert.match(r.errors.find((e) => e.key === 'sessionOverlap')!.message, /与同一会议室的日程“S-01”时间重叠/)
    // nothing written
    assert.deepEqual(await Promise.all([count(t, 'companies'), count(t, 'products'), count(t, 'sessions')]), counts)
    const hall = await t.app.database.db.selectFrom('halls').select('id').where('name_zh', '=', '9号馆').execute()
    assert.equal(hall.length, 0)
  })

  it('in English when the organiser works in English', async () => {
    const r = await importUpload(t.app, csvFiles(path.join(FIXTURES, 'errors')), { editionId: SIE, language: 'EN' })
    assert.equal(r.errors.find((e) => e.key === 'unknownStand')!.message, 'Stand "9Z99" is not on the hall plan')
    assert.equal(r.errors.find((e) => e.key === 'badPhone')!.message, 'Mobile number "12345" is not valid')
    assert.equal(r.errors.find((e) => e.key === 'unknownExhibitor')!.message, 'No exhibitor has the code "EX-404"')
  })

  it('unknown sheets and columns, missing required columns, an unreadable file', async () => {
    const r = await importUpload(
      t.app,
      [
        { name: 'exhibitors.csv', buffer: Buffer.from('code,name_zh,stand,colour\nEX-1,甲,1A01,red\n') },
        { name: 'visitors.csv', buffer: Buffer.from('a,b\n1,2\n') },
      ],
      { editionId: SIE, language: 'EN' },
    )
    assert.ok(r.errors.some((e) => e.key === 'unknownSheet' && e.sheet === 'visitors.csv'))
    assert.ok(r.errors.some((e) => e.key === 'unknownColumn' && e.cell === 'D1'))
    assert.ok(r.errors.some((e) => e.key === 'missingColumn' && e.column === 'name_en'))
    const broken = await importUpload(t.app, [{ name: 'show.xlsx', buffer: Buffer.from('not a workbook') }], {
      editionId: SIE,
    })
    assert.equal(broken.errors[0]!.key, 'unreadable')
    assert.equal(broken.written, false)
  })

  it('--partial writes the valid rows and lists the rest', async () => {
    const r = await importUpload(t.app, csvFiles(path.join(FIXTURES, 'errors')), { editionId: SIE, partial: true })
    assert.equal(r.written, true)
    assert.equal(r.ok, false)
    assert.equal(r.errors.length, 14)
    assert.equal(r.counts.exhibitors!.added, 1)
    assert.equal(r.counts.exhibitors!.skipped, 5)
    const list = await t.inject({
      method: 'POST',
      url: '/api/v5/companyProfiles/listPage?eventCode=SIE&language=EN',
      payload: { companyProfileName: '晨光' },
    })
    assert.deepEqual(
      list.json().resultList.list.map((c: { companyProfileName: string }) => c.companyProfileName),
      ['Chenguang New Energy'],
    )
    const orphan = await t.inject({
      method: 'POST',
      url: '/api/v5/products/listPage?eventCode=SIE&language=EN',
      payload: { productName: 'orphan' },
    })
    assert.equal(orphan.json().resultList.list.length, 0)
  })
})

describe('import: the example show, a re-import, and what visitors see', () => {
  let t: TestApp
  before(async () => {
    t = await makeApp({ REMINDER_CHECK_SEC: '0' })
    // a few days before the show
    t.clock.t = Date.parse('2026-09-10T02:00:00.000Z')
  })
  after(() => t.close())

  const search = async (keyword: string) =>
    (
      await t.inject({
        method: 'POST',
        url: '/api/v5/companyProfiles/listPage?eventCode=SIE&language=EN',
        payload: { companyProfileName: keyword },
      })
    ).json().resultList.list as Array<{ companyProfileId: number; companyProfileName: string }>
  const pack = async (since?: number) =>
    (await t.inject(`/api/v5/offline/pack?eventCode=SIE&language=EN${since ? `&since=${since}` : ''}`)).json()
      .resultList

  it('imports the example file, then a second import changes, adds and hides rows', async () => {
    const show = exampleShow()
    const first = await importUpload(t.app, await xlsx(show), { editionId: SIE })
    assert.deepEqual(first.errors, [])
    assert.equal(first.ok, true)
    assert.deepEqual(first.counts.exhibitors, { added: 3, updated: 0, unchanged: 0, hidden: 0, skipped: 0 })
    assert.equal(first.counts.products!.added, 3)
    assert.equal(first.counts.sessions!.added, 3)
    assert.equal(first.counts.stands!.added, 4)

    // a visitor finds them: by pinyin initials, in the list, in detail; sessions in the programme
    const [cg] = await search('cgxny')
    assert.equal(cg!.companyProfileName, 'Chenguang New Energy Technology Co., Ltd.')
    const detail = (
      await t.inject(`/api/v4/getExhibitorDetail?companyProfileId=${cg!.companyProfileId}&language=EN`)
    ).json().resultList
    assert.equal(detail.stand, '9A01')
    assert.equal(detail.hall, 'Hall 9')
    const sessions = (
      await t.inject('/api/v5/session/getSessionList?eventCode=SIE&language=EN&keyword=solar&pageSize=50')
    ).json().resultList.list as Array<{ id: number; title: string; startTime: string }>
    const s01 = sessions.find((s) => s.title === 'Frontiers of Solar Technology')!
    assert.equal(s01.startTime, '2026-09-15T02:00:00.000Z')
    const v1 = (await pack()).version
    assert.equal(v1, first.packVersion)
    assert.ok(v1)

    // two visitors want to be reminded of S-01
    for (const user of ['import-en', 'import-zh'])
      assert.equal(
        (
          await t.inject({
            method: 'POST',
            url: `/api/v5/session/remind?userId=${user}&language=${user === 'import-en' ? 'EN' : 'ZH-CN'}`,
            payload: { id: s01.id, remind: 1, channel: 'web' },
          })
        ).statusCode,
        200,
      )

    // the organiser's second file: EX-001 renamed, EX-004 new, EX-003 gone, S-01 an hour later
    const next = exampleShow()
    next.exhibitors[0]!.name_en = 'Chenguang Solar Co., Ltd.'
    next.exhibitors[0]!.name_zh = '晨光太阳能有限公司'
    next.exhibitors = next.exhibitors.filter((e) => e.code !== 'EX-003')
    next.exhibitors.push({
      code: 'EX-004',
      name_zh: '翠微氢能科技',
      name_en: 'Cuiwei Hydrogen Technology',
      stand: '9A04',
      phone: '13612345678',
      categories: 'GRN',
    })
    next.products.push({
      code: 'P-004',
      exhibitor_code: 'EX-004',
      name_zh: '氢燃料电池',
      name_en: 'Hydrogen Fuel Cell',
    })
    next.sessions[0]!.start = '15:00'
    next.sessions[0]!.end = '15:45'
    const second = await importUpload(t.app, await xlsx(next, 'EN'), { editionId: SIE, language: 'EN' })
    assert.deepEqual(second.errors, [])
    assert.deepEqual(second.counts.exhibitors, { added: 1, updated: 1, unchanged: 1, hidden: 1, skipped: 0 })
    assert.deepEqual(second.counts.products, { added: 1, updated: 0, unchanged: 3, hidden: 0, skipped: 0 })
    assert.equal(second.counts.sessions!.updated, 1)
    assert.equal(second.movedSessions, 1)
    assert.equal(second.remindersTold, 2)
    assert.ok(second.packVersion! > v1)

    // the list and search: the new name by its pinyin, the renamed one by its new name, the gone one nowhere
    assert.deepEqual(
      (await search('cwqn')).map((c) => c.companyProfileName),
      ['Cuiwei Hydrogen Technology'],
    )
    assert.deepEqual(
      (await search('晨光太阳能')).map((c) => c.companyProfileName),
      ['Chenguang Solar Co., Ltd.'],
    )
    assert.deepEqual(await search('Beichen'), [])
    const gone = await t.app.database.db
      .selectFrom('companies')
      .select(['id', 'hidden'])
      .where('code', '=', 'EX-003')
      .executeTakeFirstOrThrow()
    assert.equal(gone.hidden, 1, 'hidden, not deleted')
    const goneDetail = await t.inject(`/api/v4/getExhibitorDetail?companyProfileId=${gone.id}&language=EN`)
    assert.equal(goneDetail.json().result, 'FAIL')
    const renamed = (
      await t.inject(`/api/v4/getExhibitorDetail?companyProfileId=${cg!.companyProfileId}&language=ZH-CN`)
    ).json().resultList
    assert.equal(renamed.companyProfileName, '晨光太阳能有限公司')

    // the offline pack delta since the first import: the changed and new ones, the hidden one removed
    const delta = await pack(v1)
    assert.equal(delta.since, v1)
    assert.deepEqual(
      (delta.exhibitors as Array<{ companyProfileName: string }>).map((e) => e.companyProfileName).sort(),
      ['Chenguang Solar Co., Ltd.', 'Cuiwei Hydrogen Technology'],
    )
    assert.deepEqual(delta.removed.exhibitors, [gone.id])
    assert.ok((delta.sessions as Array<{ id: number }>).some((s) => s.id === s01.id))

    // the reminded visitors are told of the new time, each in their language
    const round = await t.app.reminders.runDue()
    assert.equal(round.changes, 2)
    const dir = path.join(t.config.dataDir, 'outbox', 'reminders')
    const notices = fs
      .readdirSync(dir)
      .map((f) => JSON.parse(fs.readFileSync(path.join(dir, f), 'utf8')))
      .filter((m) => m.kind === 'changed')
    assert.match(
      notices.find((m) => m.userId === 'import-en')!.text,
      /time changed from .*10:00–10:45.* to .*15:00–15:45/,
    )
    assert.match(notices.find((m) => m.userId === 'import-zh')!.text, /时间由/)

    // the same file again changes nothing
    const again = await importUpload(t.app, await xlsx(next), { editionId: SIE })
    assert.deepEqual(again.counts.exhibitors, { added: 0, updated: 0, unchanged: 3, hidden: 0, skipped: 0 })
    assert.equal(again.movedSessions, 0)
  })

  it('a re-import that leaves a session out cancels it as the console does: its reminders are told', async () => {
    const s01 = await t.app.database.db
      .selectFrom('sessions')
      .selectAll()
      .where('code', '=', 'S-01')
      .executeTakeFirstOrThrow()
    const notices = () => {
      const dir = path.join(t.config.dataDir, 'outbox', 'reminders')
      return fs
        .readdirSync(dir)
        .map((f) => JSON.parse(fs.readFileSync(path.join(dir, f), 'utf8')))
        .filter((m) => m.kind === 'changed')
    }
    // the first test's two visitors still have their reminders of S-01; the organiser drops it
    const next = exampleShow()
    next.sessions = next.sessions.filter((x) => x.code !== 'S-01')
    const r = await importUpload(t.app, await xlsx(next), { editionId: SIE })
    assert.deepEqual(r.errors, [])
    assert.equal(r.counts.sessions!.hidden, 1)
    assert.equal(r.remindersTold, 2)
    const after = (await t.app.conference.session(s01.id))!
    assert.equal(after.hidden, 1)
    assert.equal(after.schedule_version, s01.schedule_version + 1, 'a new schedule version, as a cancel')
    assert.equal(after.previous_start_time, s01.start_time)
    // visitors' agendas and the scheduler follow: one "cancelled" notice each, in their language
    const round = await t.app.reminders.runDue()
    assert.equal(round.changes, 2)
    // the earlier test's notices were of the move; these are the cancellation's
    const sent = notices().filter((m) => /Cancelled|已取消/.test(m.text))
    assert.equal(sent.length, 2)
    assert.match(sent.find((m) => m.userId === 'import-en')!.text, /^Cancelled: "Frontiers of Solar Technology"/)
    assert.match(sent.find((m) => m.userId === 'import-zh')!.text, /已取消。$/)
  })
})

describe('import: pictures by URL and from the zip beside the sheet', () => {
  let t: TestApp
  let server: http.Server
  let base = ''
  // a 1×1 PNG
  const png = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
    'base64',
  )
  before(async () => {
    t = await makeApp({ REMINDER_CHECK_SEC: '0' })
    server = http.createServer((req, res) => {
      if (req.url === '/logo.png') res.writeHead(200, { 'content-type': 'image/png' }).end(png)
      else if (req.url === '/big.png') res.writeHead(200).end(Buffer.concat([png, Buffer.alloc(4096)]))
      else if (req.url === '/page.html') res.writeHead(200, { 'content-type': 'text/html' }).end('<html></html>')
      else res.writeHead(404).end()
    })
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r))
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  })
  after(async () => {
    server.close()
    await t.close()
  })

  it('fetches a good picture, refuses a large one, a web page, a missing one; takes one from the zip', async () => {
    const show = exampleShow()
    const bad = exampleShow()
    bad.exhibitors[0]!.logo = `${base}/big.png`
    bad.exhibitors[1]!.logo = `${base}/page.html`
    bad.exhibitors[2]!.logo = `${base}/missing.png`
    bad.products[0]!.picture = 'bifacial.png'
    const refused = await importUpload(t.app, await xlsx(bad), {
      editionId: SIE,
      language: 'EN',
      pictureMaxBytes: 1024,
    })
    assert.equal(refused.written, false)
    assert.deepEqual(
      refused.errors.map((e) => [e.sheet, e.row, e.column, e.key]),
      [
        ['展商', 2, 'logo', 'pictureTooLarge'],
        ['展商', 3, 'logo', 'pictureNotImage'],
        ['展商', 4, 'logo', 'pictureFetchFailed'],
        ['展品', 2, 'picture', 'pictureNotInZip'],
      ],
    )

    show.exhibitors[0]!.logo = `${base}/logo.png`
    show.products[0]!.picture = 'pictures/bifacial.png'
    const JSZip = createRequire(import.meta.url)('jszip') as new () => {
      file(name: string, data: Buffer): void
      generateAsync(o: { type: 'nodebuffer' }): Promise<Buffer>
    }
    const zip = new JSZip()
    zip.file('pictures/bifacial.png', png)
    const r = await importUpload(t.app, await xlsx(show), {
      editionId: SIE,
      zip: await zip.generateAsync({ type: 'nodebuffer' }),
    })
    assert.deepEqual(r.errors, [])
    const row = await t.app.database.db
      .selectFrom('companies')
      .select(['logo', 'logo_w', 'logo_h'])
      .where('code', '=', 'EX-001')
      .executeTakeFirstOrThrow()
    assert.match(row.logo, /^\/uploads\/imp-[0-9a-f]{32}\.png$/)
    assert.deepEqual([row.logo_w, row.logo_h], [1, 1])
    const product = await t.app.database.db
      .selectFrom('products')
      .select('logo')
      .where('code', '=', 'P-001')
      .executeTakeFirstOrThrow()
    // the same picture twice is stored once
    assert.equal(product.logo, row.logo)
    const served = await t.inject(row.logo)
    assert.equal(served.statusCode, 200)
  })
})
