/** Writes sheets of rows as an XLSX workbook in the template's layout (templates, tests, bench). */
import ExcelJS from 'exceljs'
import { SHEETS, SHEET_SPECS, templateHeader, type SheetName } from './sheets.js'
import type { ImportLanguage } from './messages.js'

export async function workbookOf(
  sheets: Partial<Record<SheetName, Array<Record<string, string>>>>,
  lang: ImportLanguage = 'zh-CN',
  readMe?: string[],
): Promise<Buffer> {
  const wb = new ExcelJS.Workbook()
  if (readMe) {
    const ws = wb.addWorksheet(lang === 'EN' ? 'Read me' : '说明')
    ws.getColumn(1).width = 110
    for (const line of readMe) ws.addRow([line])
  }
  for (const name of SHEETS) {
    const rows = sheets[name]
    if (!rows) continue
    const spec = SHEET_SPECS[name]
    const ws = wb.addWorksheet(lang === 'EN' ? name : spec.zh)
    ws.addRow(spec.columns.map((c) => templateHeader(c, lang)))
    ws.getRow(1).font = { bold: true }
    spec.columns.forEach((c, i) => (ws.getColumn(i + 1).width = Math.max(14, templateHeader(c, lang).length + 2)))
    // every cell is text: codes like 0012 and phone numbers keep their digits
    for (const r of rows) ws.addRow(spec.columns.map((c) => r[c.key] ?? ''))
    spec.columns.forEach((_, i) => (ws.getColumn(i + 1).numFmt = '@'))
  }
  return Buffer.from(await wb.xlsx.writeBuffer())
}
