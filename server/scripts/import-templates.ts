/**
 * npm --prefix server run import:templates
 * Writes the organiser's templates with the example show into docs/import/: one workbook per
 * language (headers, sheet names and the read-me sheet in that language; the data bilingual), and
 * the same example as CSV files. Committed; rerun after changing lib/import/sheets.ts or example.ts.
 */
import fs from 'node:fs'
import path from 'node:path'
import { exampleShow } from '../src/lib/import/example.js'
import { SHEETS, SHEET_SPECS } from '../src/lib/import/sheets.js'
import { workbookOf } from '../src/lib/import/write-xlsx.js'

const out = path.resolve(import.meta.dirname, '../../docs/import')

const README = {
  'zh-CN': [
    '展会导入模板（示例数据可直接导入演示展会 SIE）',
    '导入：npm run import -- show-template.zh-CN.xlsx [--event SIE | --edition 22] [--partial] [--lang EN]',
    '每个工作表的第一行是表头，表头末尾的英文词（如 code、name_zh）决定列的含义，前面的说明文字可以改。带 * 的列必填。',
    '编号（展商、展品、日程、嘉宾、分类编号）由主办方自定，再次导入时按编号更新：改过的行更新，新行添加，文件中没有的行隐藏（不删除）。',
    '展位号必须在“展馆展位”表或现有展馆平面图上；展品的展商编号必须存在；同一会议室的日程时间不能重叠；联系手机须为 11 位中国大陆手机号。',
    '日期写作 YYYY-MM-DD，时间写作 HH:mm（展馆当地时间）。多个编号用分号分隔。',
    '图片：填写网址（http/https，最大 5 MB，PNG/JPEG/GIF/WebP），或填写与表格同名的压缩包（show.zip）中的文件名。',
    '有任何错误时不会写入任何内容，所有错误会一次列出（工作表、行、列、原因）；加 --partial 则只导入正确的行。',
  ],
  EN: [
    'Show import template (the example data imports into the demo show SIE as it is)',
    'Import: npm run import -- show-template.en.xlsx [--event SIE | --edition 22] [--partial] [--lang EN]',
    'Row 1 of each sheet is its header; the English word at the end of a header (code, name_zh …) says what the column is, the words before it may be changed. Columns marked * are required.',
    'Codes (exhibitor, product, session, speaker, category) are the organiser’s own; a re-import updates by them: changed rows are updated, new ones added, rows missing from the file hidden (never deleted).',
    'A stand must be on the "stands" sheet or the existing hall plan; a product’s exhibitor code must exist; sessions in one room must not overlap; a contact mobile is an 11-digit mainland China number.',
    'Dates are YYYY-MM-DD, times HH:mm on the venue’s clock. Separate several codes with semicolons.',
    'Pictures: a URL (http/https, at most 5 MB, PNG/JPEG/GIF/WebP) or the name of a file in the zip beside the sheet with the same name (show.zip).',
    'On any error nothing is written and every error is listed at once (sheet, row, column, reason); --partial imports the valid rows only.',
  ],
} as const

async function main() {
  fs.mkdirSync(path.join(out, 'csv'), { recursive: true })
  const show = exampleShow()
  for (const lang of ['zh-CN', 'EN'] as const) {
    const file = path.join(out, `show-template.${lang === 'EN' ? 'en' : 'zh-CN'}.xlsx`)
    fs.writeFileSync(file, await workbookOf(show, lang, [...README[lang]]))
    console.log(`wrote ${path.relative(process.cwd(), file)}`)
  }
  for (const name of SHEETS) {
    const cols = SHEET_SPECS[name].columns.map((c) => c.key)
    const quote = (v: string) => (/[",\n]/.test(v) ? `"${v.replace(/"/g, '""')}"` : v)
    const lines = [cols.join(','), ...show[name].map((r) => cols.map((c) => quote(r[c] ?? '')).join(','))]
    fs.writeFileSync(path.join(out, 'csv', `${name}.csv`), lines.join('\n') + '\n')
  }
  console.log(`wrote ${SHEETS.length} CSV files in ${path.relative(process.cwd(), path.join(out, 'csv'))}`)
}

main().catch((err) => {
  console.error(err)
  process.exit(1)
})
