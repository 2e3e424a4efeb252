// An edition's Numbers and Export in the organiser console (issue 26.3), in Chromium at desktop
// (1280×800) and mobile (375×812) widths: the figures shown for a venue day are the ones this test
// made that day (reminders by two visitors, on a day no other test uses), and the XLSX the Export
// link downloads opens and has the import's sheets with the edition's rows.
import { after, before, describe, it } from 'node:test'
import assert from 'node:assert/strict'
import fs from 'node:fs'
import path from 'node:path'
import { createRequire } from 'node:module'
import { ARTIFACTS, BASE_URL, launch, serverClockAt } from './support.mjs'
import { tapDrawn } from './taps.mjs'

// the server's spreadsheet library reads the download, as an organiser's Excel would
const ExcelJS = createRequire(new URL('../server/package.json', import.meta.url))('exceljs')

const ORGANISER = { email: 'organiser@e2e.test', password: 'e2e-organiser-password' }
const SIE = 22
const SHEETS = ['categories', 'stands', 'exhibitors', 'products', 'speakers', 'sessions']

async function shot(page, name) {
  fs.mkdirSync(ARTIFACTS, { recursive: true })
  await page.waitForTimeout(100)
  await page.screenshot({ path: path.join(ARTIFACTS, `console-${name}.png`) })
}

const sessions = new Map()
async function visitor(userId, pathAndQuery, body) {
  const sep = pathAndQuery.includes('?') ? '&' : '?'
  const res = await fetch(`${BASE_URL}${pathAndQuery}${sep}userId=${userId}&language=EN`, {
    method: body ? 'POST' : 'GET',
    headers: {
      ...(body ? { 'content-type': 'application/json' } : {}),
      ...(sessions.has(userId) ? { 'x-visitor-session': sessions.get(userId) } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  })
  const issued = res.headers.get('x-visitor-session')
  if (issued) sessions.set(userId, issued)
  return { status: res.status, body: await res.json() }
}

async function organiserApi() {
  const res = await fetch(`${BASE_URL}/api/organiser/signIn?language=EN`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(ORGANISER),
  })
  assert.equal(res.status, 200)
  const cookie = res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ')
  return async (p) => (await (await fetch(`${BASE_URL}${p}`, { headers: { cookie } })).json()).resultList
}

for (const size of [
  { name: 'desktop', viewport: { width: 1280, height: 800 }, mobile: false, at: '2026-09-12T03:00:00Z' },
  { name: 'mobile', viewport: { width: 375, height: 812 }, mobile: true, at: '2026-09-11T03:00:00Z' },
]) {
  describe(`console: numbers and export (${size.name})`, () => {
    let b
    before(async () => {
      b = await launch({ viewport: size.viewport, mobile: size.mobile })
    })
    after(async () => {
      await serverClockAt(null)
      await b.close()
    })

    it('shows the day’s figures this test made, and the totals as the server counts them', async () => {
      const { page } = b
      const day = size.at.slice(0, 10)
      const api = await organiserApi()
      const { sessions: list } = await api(`/api/organiser/editions/${SIE}/sessions?language=EN`)
      const [s1, s2] = list.filter((s) => s.start >= '2026-09-15')
      assert.ok(s1 && s2, 'two sessions of the show')
      // a day before the show (venue time 11:00), no other test's: two visitors, three reminders
      await serverClockAt(size.at)
      for (const [who, ids] of [
        [`e2e-numbers-${size.name}-a`, [s1.id, s2.id]],
        [`e2e-numbers-${size.name}-b`, [s1.id]],
      ])
        for (const id of ids) {
          const r = await visitor(who, '/api/v5/session/remind', { id, remind: 1 })
          assert.equal(r.status, 200, JSON.stringify(r.body))
        }

      await page.goto(`${BASE_URL}/console/`)
      await page.locator('#email').fill(ORGANISER.email)
      await page.locator('#password').fill(ORGANISER.password)
      await tapDrawn(page.getByRole('button', { name: '登录' }))
      await tapDrawn(page.getByRole('button', { name: 'English' }))
      await tapDrawn(page.getByRole('button', { name: 'Editions & import' }))
      const row = page.locator('table.editions tr', { hasText: 'SIE · 2026-09-15' }).first()
      await tapDrawn(row.getByRole('button', { name: 'Numbers' }))
      const numbers = page.locator('table.numbers')
      const dayRow = numbers.locator('tbody tr', { hasText: day })
      await dayRow.waitFor()
      const cells = (await dayRow.locator('td').allInnerTexts()).map((t) => t.replace(/^[^:]*:\s*/, '').trim())
      // day, visitors, plans, reminders, matches, RFQs, pre-registrations, badge entries
      assert.deepEqual(cells, [day, '2', '0', '3', '0', '0', '0', '0'])
      await dayRow.scrollIntoViewIfNeeded()
      await shot(page, `${size.name}-numbers-en`)
      // the totals row is the server's, whatever other tests did on other days
      const figures = await api(`/api/organiser/editions/${SIE}/numbers?language=EN`)
      const totals = (await numbers.locator('tbody tr', { hasText: 'Total' }).locator('td').allInnerTexts()).map((t) =>
        t.replace(/^[^:]*:\s*/, '').trim(),
      )
      const t = figures.totals
      assert.deepEqual(
        totals,
        ['Total', t.visitors, t.plans, t.reminders, t.matches, t.rfqs, t.preRegistrations, t.badgeEntries].map(String),
      )
      await tapDrawn(page.getByRole('button', { name: '中文' }))
      await numbers.locator('td[data-label="提醒"]').first().waitFor()
      await shot(page, `${size.name}-numbers-zh`)
      await tapDrawn(page.getByRole('button', { name: 'English' }))
    })

    it('downloads the edition as an XLSX that opens with the import’s sheets and rows', async () => {
      const { page } = b
      const api = await organiserApi()
      const { sessions: list } = await api(`/api/organiser/editions/${SIE}/sessions?language=EN`)
      const edition = page.locator('table.editions tr', { hasText: 'SIE · 2026-09-15' }).first()
      const link = edition.getByRole('link', { name: 'Export to XLSX' })
      const [download] = await Promise.all([page.waitForEvent('download'), tapDrawn(link)])
      assert.match(download.suggestedFilename(), /^SIE-2026\.xlsx$/)
      const file = path.join(ARTIFACTS, `console-export-${size.name}.xlsx`)
      await download.saveAs(file)
      const book = new ExcelJS.Workbook()
      await book.xlsx.readFile(file)
      const names = book.worksheets.map((w) => w.name)
      for (const s of SHEETS) assert.ok(names.includes(s), `sheet ${s} in ${names.join(', ')}`)
      const sessionsSheet = book.getWorksheet('sessions')
      const titles = []
      sessionsSheet.eachRow((r, i) => i > 1 && titles.push(...r.values.filter((v) => typeof v === 'string')))
      // every session the schedule lists is in the file (a cancelled one is hidden, not exported)
      for (const s of list) assert.ok(titles.includes(s.titleEn), `session "${s.titleEn}" exported`)
      assert.ok(book.getWorksheet('exhibitors').rowCount > 1, 'exhibitors exported')
      assert.deepEqual(b.errors, [])
    })
  })
}
