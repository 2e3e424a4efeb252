/**
 * Checks every row of every sheet before anything is written (issue 26.1) and reports every
 * problem at once, each with its sheet, row, column and reason in the organiser's language. What
 * a row may refer to (a stand, an exhibitor, a category, a speaker) is what the same import brings
 * plus what the edition already has.
 */
import dayjs from 'dayjs'
import customParseFormat from 'dayjs/plugin/customParseFormat.js'
import { isBlank, isEmail, phoneRule } from '../../../../rules/index.js'
import { importMessage, type ImportErrorKey, type ImportLanguage } from './messages.js'
import type { ReadResult, ReadSheet, SheetRow } from './read.js'
import { SHEET_SPECS, type SheetName } from './sheets.js'
// registers dayjs's utc and timezone plugins
import '../venue-time.js'

dayjs.extend(customParseFormat)

export interface ImportError {
  /** the sheet as the organiser named it (worksheet or CSV file) */
  sheet: string
  /** 1-based row of the file (the header is row 1); null: the whole sheet or file */
  row: number | null
  /** the column's key (code, name_zh …); null: the whole row or sheet */
  column: string | null
  /** spreadsheet address of the cell ('E5'), when there is one */
  cell: string | null
  key: ImportErrorKey
  message: string
}

/** What the edition already holds, as far as references are concerned. */
export interface Existing {
  /** stand code → hall name (zh) on the edition's plan */
  stands: Map<string, string>
  categoryCodes: Set<string>
  speakerCodes: Set<string>
  /** exhibitor codes of the edition (used when the import brings no exhibitors sheet) */
  exhibitorCodes: Set<string>
  /** sessions not made by an import, which imported ones must not overlap: room (zh), start, end, title */
  otherSessions: Array<{ room: string; start: string; end: string; title: string }>
  timeZone: string
}

export interface Checked {
  errors: ImportError[]
  /** rows with no error, by sheet (a partial import writes these) */
  valid: Map<SheetName, SheetRow[]>
  /** rows with an error, by sheet */
  invalidRows: Map<SheetName, Set<number>>
}

export function columnLetter(n: number): string {
  let s = ''
  for (let k = n; k > 0; k = Math.floor((k - 1) / 26)) s = String.fromCharCode(65 + ((k - 1) % 26)) + s
  return s
}

export const splitList = (v: string) =>
  v
    .split(/[;；,，\n]/)
    .map((x) => x.trim())
    .filter(Boolean)

const LIMITS: Record<string, number> = { name_zh: 200, name_en: 200, title_zh: 200, title_en: 200, code: 64 }

export function validate(read: ReadResult, existing: Existing, lang: ImportLanguage, partial: boolean): Checked {
  const errors: ImportError[] = []
  const invalidRows = new Map<SheetName, Set<number>>()
  const skipped = new Set<SheetName>()

  const fail = (
    sheet: ReadSheet | string,
    row: number | null,
    column: string | null,
    key: ImportErrorKey,
    params: Record<string, string | number> = {},
  ) => {
    const s = typeof sheet === 'string' ? null : sheet
    const col = s && column ? s.columns.get(column) : undefined
    errors.push({
      sheet: s ? s.title : (sheet as string),
      row,
      column,
      cell: col && row ? `${columnLetter(col)}${row}` : null,
      key,
      message: importMessage(lang, key, params),
    })
    if (s && row !== null) {
      const set = invalidRows.get(s.name) ?? new Set<number>()
      set.add(row)
      invalidRows.set(s.name, set)
    }
  }

  if (!read.sheets.size) fail('', null, null, 'noSheets')
  for (const name of read.unknownSheets) fail(name, null, null, 'unknownSheet', { value: name })

  for (const sheet of read.sheets.values()) {
    const spec = SHEET_SPECS[sheet.name]
    for (const u of sheet.unknownColumns) {
      errors.push({
        sheet: sheet.title,
        row: 1,
        column: null,
        cell: `${columnLetter(u.column)}1`,
        key: 'unknownColumn',
        message: importMessage(lang, 'unknownColumn', { value: u.header }),
      })
    }
    const missing = spec.columns.filter((c) => c.required && !sheet.columns.has(c.key))
    for (const c of missing)
      errors.push({
        sheet: sheet.title,
        row: 1,
        column: c.key,
        cell: null,
        key: 'missingColumn',
        message: `${importMessage(lang, 'missingColumn')}: ${c.key} (${lang === 'EN' ? c.en : c.zh})`,
      })
    // a sheet without its required columns cannot be read row by row: nothing of it is written
    if (missing.length) skipped.add(sheet.name)
  }
  const rowsOf = (name: SheetName): SheetRow[] => (skipped.has(name) ? [] : (read.sheets.get(name)?.rows ?? []))

  // required cells, lengths, duplicate codes: every sheet alike
  for (const sheet of read.sheets.values()) {
    if (skipped.has(sheet.name)) continue
    const spec = SHEET_SPECS[sheet.name]
    const seen = new Map<string, number>()
    for (const r of sheet.rows) {
      for (const c of spec.columns) {
        const v = r.cells[c.key] ?? ''
        if (c.required && isBlank(v)) fail(sheet, r.row, c.key, 'required')
        const max = LIMITS[c.key]
        if (max && [...v].length > max) fail(sheet, r.row, c.key, 'tooLong', { max })
      }
      const code = r.cells.code
      if (sheet.name !== 'stands' && code) {
        const key = code.toUpperCase()
        const first = seen.get(key)
        if (first !== undefined) fail(sheet, r.row, 'code', 'duplicateCode', { value: code, other: first })
        else seen.set(key, r.row)
      }
    }
  }

  // what rows may refer to: the codes this import brings (its valid rows, when writing in part)
  // or, for a sheet it does not bring, what the edition has
  const codesOf = (name: SheetName, fallback: Set<string>): Set<string> => {
    if (!read.sheets.has(name)) return fallback
    const bad = invalidRows.get(name)
    const out = new Set<string>()
    for (const r of rowsOf(name)) if (r.cells.code && !(partial && bad?.has(r.row))) out.add(r.cells.code.toUpperCase())
    return out
  }

  // categories: parents known, no loops
  const categorySheet = read.sheets.get('categories')
  const categoryCodes = new Set([...existing.categoryCodes, ...codesOf('categories', new Set())])
  if (categorySheet) {
    const parentOf = new Map<string, string>()
    for (const r of rowsOf('categories')) {
      const p = r.cells.parent_code
      if (!p) continue
      if (!categoryCodes.has(p.toUpperCase()))
        fail(categorySheet, r.row, 'parent_code', 'unknownCategory', { value: p })
      else if (r.cells.code) parentOf.set(r.cells.code.toUpperCase(), p.toUpperCase())
    }
    for (const r of rowsOf('categories')) {
      const start = r.cells.code?.toUpperCase()
      if (!start) continue
      let at: string | undefined = parentOf.get(start)
      for (let steps = 0; at && steps <= parentOf.size; steps++) {
        if (at === start) {
          fail(categorySheet, r.row, 'parent_code', 'categoryLoop', { value: r.cells.code! })
          break
        }
        at = parentOf.get(at)
      }
    }
  }

  // halls and stands: one hall per stand code
  const standsSheet = read.sheets.get('stands')
  const plan = new Map(existing.stands)
  if (standsSheet) {
    const sheetHall = new Map<string, string>()
    for (const r of rowsOf('stands')) {
      const code = r.cells.stand?.toUpperCase()
      const hall = r.cells.hall_zh
      if (!code || !hall) continue
      const other = sheetHall.get(code)
      if (other !== undefined && other !== hall) {
        fail(standsSheet, r.row, 'stand', 'standInTwoHalls', { value: r.cells.stand! })
        continue
      }
      sheetHall.set(code, hall)
      const before = existing.stands.get(code)
      if (before !== undefined && before !== hall) {
        fail(standsSheet, r.row, 'stand', 'standInTwoHalls', { value: r.cells.stand! })
        continue
      }
      if (!(partial && invalidRows.get('stands')?.has(r.row))) plan.set(code, hall)
    }
  }

  const checkCategories = (sheet: ReadSheet, r: SheetRow) => {
    for (const code of splitList(r.cells.categories ?? ''))
      if (!categoryCodes.has(code.toUpperCase())) fail(sheet, r.row, 'categories', 'unknownCategory', { value: code })
  }
  const checkUrl = (sheet: ReadSheet, r: SheetRow, column: string) => {
    const v = r.cells[column]
    if (!v || !/^https?:/i.test(v)) return
    try {
      new URL(v)
    } catch {
      fail(sheet, r.row, column, 'badUrl', { value: v })
    }
  }

  const exhibitors = read.sheets.get('exhibitors')
  if (exhibitors) {
    for (const r of rowsOf('exhibitors')) {
      const stand = r.cells.stand
      if (stand && !plan.has(stand.toUpperCase())) fail(exhibitors, r.row, 'stand', 'unknownStand', { value: stand })
      const phone = r.cells.phone
      if (phone && phoneRule(phone) === 'invalidMobile') fail(exhibitors, r.row, 'phone', 'badPhone', { value: phone })
      const email = r.cells.email
      if (email && !isEmail(email)) fail(exhibitors, r.row, 'email', 'badEmail', { value: email })
      const site = r.cells.website
      if (site && /^https?:/i.test(site)) checkUrl(exhibitors, r, 'website')
      checkCategories(exhibitors, r)
      checkUrl(exhibitors, r, 'logo')
    }
  }

  const exhibitorCodes = codesOf('exhibitors', existing.exhibitorCodes)
  const products = read.sheets.get('products')
  if (products) {
    for (const r of rowsOf('products')) {
      const owner = r.cells.exhibitor_code
      if (owner && !exhibitorCodes.has(owner.toUpperCase()))
        fail(products, r.row, 'exhibitor_code', 'unknownExhibitor', { value: owner })
      checkCategories(products, r)
      checkUrl(products, r, 'picture')
    }
  }

  const speakersSheet = read.sheets.get('speakers')
  if (speakersSheet) for (const r of rowsOf('speakers')) checkUrl(speakersSheet, r, 'avatar')
  const speakerCodes = new Set([...existing.speakerCodes, ...codesOf('speakers', new Set())])

  const sessions = read.sheets.get('sessions')
  if (sessions) {
    const timed: Array<{ r: SheetRow; room: string; start: number; end: number; label: string }> = []
    for (const r of rowsOf('sessions')) {
      const { date, start, end } = r.cells
      let ok = true
      if (date && !dayjs(date, 'YYYY-MM-DD', true).isValid()) {
        fail(sessions, r.row, 'date', 'badDate', { value: date })
        ok = false
      }
      for (const col of ['start', 'end'] as const) {
        const v = r.cells[col]
        if (v && !/^([01]\d|2[0-3]):[0-5]\d$/.test(v)) {
          fail(sessions, r.row, col, 'badTime', { value: v })
          ok = false
        }
      }
      if (ok && date && start && end) {
        if (end <= start) fail(sessions, r.row, 'end', 'endBeforeStart')
        else if (r.cells.room_zh)
          timed.push({
            r,
            room: r.cells.room_zh.trim().toLowerCase(),
            start: Date.parse(`${date}T${start}:00Z`),
            end: Date.parse(`${date}T${end}:00Z`),
            label: r.cells.code || r.cells.title_zh || String(r.row),
          })
      }
      const keynote = r.cells.keynote
      if (keynote && keynote !== '0' && keynote !== '1') fail(sessions, r.row, 'keynote', 'badKeynote')
      for (const code of splitList(r.cells.speakers ?? ''))
        if (!speakerCodes.has(code.toUpperCase())) fail(sessions, r.row, 'speakers', 'unknownSpeaker', { value: code })
    }
    // overlaps in one room: with an earlier row of the sheet, or with a session the import does not own
    const others = existing.otherSessions.map((s) => ({
      room: s.room.trim().toLowerCase(),
      // the venue's wall clock, like the sheet's times
      start: Date.parse(`${dayjs(s.start).tz(existing.timeZone).format('YYYY-MM-DDTHH:mm')}:00Z`),
      end: Date.parse(`${dayjs(s.end).tz(existing.timeZone).format('YYYY-MM-DDTHH:mm')}:00Z`),
      label: s.title,
    }))
    timed.sort((a, b) => a.start - b.start || a.r.row - b.r.row)
    for (let i = 0; i < timed.length; i++) {
      const a = timed[i]!
      const clash =
        timed.slice(0, i).find((b) => b.room === a.room && b.start < a.end && a.start < b.end) ??
        others.find((b) => b.room === a.room && b.start < a.end && a.start < b.end)
      if (clash) fail(sessions, a.r.row, 'start', 'sessionOverlap', { other: clash.label })
    }
  }

  const valid = new Map<SheetName, SheetRow[]>()
  for (const sheet of read.sheets.values()) {
    const bad = invalidRows.get(sheet.name)
    valid.set(
      sheet.name,
      rowsOf(sheet.name).filter((r) => !bad?.has(r.row)),
    )
  }
  return { errors, valid, invalidRows }
}

/** One line per error, as the CLI prints them: 展商 第 5 行 E5 (phone): … */
export function formatError(e: ImportError, lang: ImportLanguage): string {
  const where = [
    e.sheet,
    e.row !== null ? (lang === 'EN' ? `row ${e.row}` : `第 ${e.row} 行`) : null,
    e.cell,
    e.column ? `(${e.column})` : null,
  ]
    .filter(Boolean)
    .join(' ')
  return `${where}: ${e.message}`
}
