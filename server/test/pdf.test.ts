// The plan's PDF (src/lib/pdf.ts) keeps the CJK faces parsed between documents: each PDF must still
// carry its own font subset, with the glyphs of its own words, whatever the documents before it held.
import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { describe, it } from 'node:test'
import assert from 'node:assert/strict'
import { planPdf } from '../src/lib/pdf.js'
import type { PlanEditionEntry } from '../../types/api.js'

/** The text a reader extracts from a PDF (poppler's pdftotext, as the browser tests read the plan). */
function textOf(pdf: Buffer): string {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'plan-pdf-')), 'plan.pdf')
  fs.writeFileSync(file, pdf)
  return execFileSync('pdftotext', ['-enc', 'UTF-8', file, '-'], { encoding: 'utf8' }).replace(/\s+/g, ' ')
}

const edition = (name: string, exhibitors: Array<[string, string, string[]]>) =>
  ({
    eventEditionName: name,
    companyProfileList: exhibitors.map(([companyProfileName, stand, products]) => ({
      companyProfileName,
      stand,
      productList: products.map((productName) => ({ productName })),
    })),
  }) as unknown as PlanEditionEntry

describe('plan PDF', () => {
  it('each of several PDFs in a row holds its own words, in both languages', async () => {
    const plans: Array<[Parameters<typeof planPdf>[0], string, PlanEditionEntry[], string[]]> = [
      [
        'ZH-CN',
        '我的参观计划',
        [edition('上海工博会', [['上海电气', 'H1-A01', ['工业机器人']]])],
        ['上海电气', '工业机器人', '展位'],
      ],
      // characters the first document never used: the second's subset must carry them
      [
        'EN',
        'My show plan',
        [edition('Canton Fair', [['Siemens 西门子', 'B-12', ['Servo drive 伺服驱动器']]])],
        ['Siemens 西门子', 'Servo drive 伺服驱动器', 'Stand: B-12'],
      ],
      ['ZH-CN', '龍鳳呈祥', [edition('廣交會', [['鑫磊機電', 'C3', ['變頻器']]])], ['龍鳳呈祥', '鑫磊機電', '變頻器']],
    ]
    for (const [lang, title, plan, expected] of plans) {
      const text = textOf(await planPdf(lang, title, plan))
      for (const words of expected) assert.ok(text.includes(words), `"${words}" in: ${text}`)
    }
  })
})
