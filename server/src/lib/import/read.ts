/**
 * Reads the organiser's file into plain text rows: an XLSX workbook (exceljs) or one CSV per sheet.
 * Every value becomes trimmed text as the organiser sees it: numbers as written, dates as
 * YYYY-MM-DD, times as HH:mm, rich text and formulas by their text, so validation has one input.
 */
import ExcelJS from 'exceljs'
import { SHEET_SPECS, columnKeyOf, sheetOf, type SheetName } from './sheets.js'

export interface SheetRow {
  /** 1-based row number in the organiser's file (the header is row 1) */
  row: number
  cells: Record<string, string>
}
export interface ReadSheet {
  name: SheetName
  /** the worksheet's or file's own name, for messages */
  title: string
  /** column key → 1-based column number */
  columns: Map<string, number>
  /** headers that name no known column */
  unknownColumns: Array<{ header: string; column: number }>
  rows: SheetRow[]
}
export interface ReadResult {
  sheets: Map<SheetName, ReadSheet>
  /** worksheets / files whose names mean no sheet */
  unknownSheets: string[]
}

const pad = (n: number) => String(n).padStart(2, '0')

function textOf(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return ''
  if (value instanceof Date) {
    // exceljs reads spreadsheet dates as UTC instants; a time alone is a date on 30 Dec 1899
    const d = value
    if (d.getUTCFullYear() < 1901) return `${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}`
    const day = `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`
    return d.getUTCHours() || d.getUTCMinutes() ? `${day} ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}` : day
  }
  if (typeof value === 'object') {
    if ('richText' in value) return value.richText.map((r) => r.text).join('')
    if ('formula' in value || 'sharedFormula' in value)
      return textOf((value as ExcelJS.CellFormulaValue).result as ExcelJS.CellValue)
    if ('text' in value) return String((value as ExcelJS.CellHyperlinkValue).text)
    if ('error' in value) return ''
    return ''
  }
  return String(value)
}

function sheetFrom(name: SheetName, title: string, table: string[][]): ReadSheet {
  const header = table[0] ?? []
  const columns = new Map<string, number>()
  const unknownColumns: ReadSheet['unknownColumns'] = []
  const known = new Set(SHEET_SPECS[name].columns.map((c) => c.key))
  header.forEach((h, i) => {
    if (!h.trim()) return
    const key = columnKeyOf(h)
    if (key && known.has(key) && !columns.has(key)) columns.set(key, i + 1)
    else unknownColumns.push({ header: h, column: i + 1 })
  })
  const rows: SheetRow[] = []
  for (let r = 1; r < table.length; r++) {
    const line = table[r]!
    if (line.every((v) => !v.trim())) continue
    const cells: Record<string, string> = {}
    for (const [key, col] of columns) cells[key] = (line[col - 1] ?? '').trim()
    rows.push({ row: r + 1, cells })
  }
  return { name, title, columns, unknownColumns, rows }
}

export async function readXlsx(buffer: Buffer): Promise<ReadResult> {
  const wb = new ExcelJS.Workbook()
  await wb.xlsx.load(buffer as unknown as ArrayBuffer)
  const sheets = new Map<SheetName, ReadSheet>()
  const unknownSheets: string[] = []
  wb.eachSheet((ws) => {
    const name = sheetOf(ws.name)
    if (!name) {
      // a sheet of notes (the templates' "说明 Read me") is not an error
      if (!/^(说明|read ?me|notes?|instructions?)/i.test(ws.name.trim())) unknownSheets.push(ws.name)
      return
    }
    const table: string[][] = []
    ws.eachRow({ includeEmpty: true }, (row, n) => {
      const values = row.values as ExcelJS.CellValue[]
      const line: string[] = []
      for (let i = 1; i < values.length; i++) line.push(textOf(values[i]))
      table[n - 1] = line
    })
    for (let i = 0; i < table.length; i++) table[i] ??= []
    sheets.set(name, sheetFrom(name, ws.name, table))
  })
  return { sheets, unknownSheets }
}

/** RFC 4180 CSV (quotes, doubled quotes, CRLF or LF; a UTF-8 BOM is dropped). */
export function parseCsv(text: string): string[][] {
  const s = text.replace(/^\uFEFF/, '')
  const out: string[][] = []
  let row: string[] = []
  let field = ''
  let quoted = false
  for (let i = 0; i < s.length; i++) {
    const ch = s[i]!
    if (quoted) {
      if (ch === '"') {
        if (s[i + 1] === '"') {
          field += '"'
          i++
        } else quoted = false
      } else field += ch
    } else if (ch === '"') quoted = true
    else if (ch === ',') {
      row.push(field)
      field = ''
    } else if (ch === '\n' || ch === '\r') {
      if (ch === '\r' && s[i + 1] === '\n') i++
      row.push(field)
      out.push(row)
      row = []
      field = ''
    } else field += ch
  }
  if (field || row.length) {
    row.push(field)
    out.push(row)
  }
  return out
}

export function readCsv(files: Array<{ name: string; buffer: Buffer }>): ReadResult {
  const sheets = new Map<SheetName, ReadSheet>()
  const unknownSheets: string[] = []
  for (const f of files) {
    const base = f.name.split(/[\\/]/).pop()!
    const name = sheetOf(base)
    if (!name) {
      unknownSheets.push(base)
      continue
    }
    sheets.set(name, sheetFrom(name, base, parseCsv(f.buffer.toString('utf8'))))
  }
  return { sheets, unknownSheets }
}
