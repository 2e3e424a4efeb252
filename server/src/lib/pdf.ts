import fs from 'node:fs'
import path from 'node:path'
import { createRequire } from 'node:module'
import PDFDocument from 'pdfkit'
import type { Language, PlanEditionEntry } from '../../../types/api.js'
import { venueClock, venueDay, zoneName } from './venue-time.js'

const require = createRequire(import.meta.url)
let fontCache: { regular: Buffer; bold: Buffer } | null = null

/** Noto Sans Hans (SIL OFL 1.1, embedding allowed) from @embedpdf/fonts-sc; pdfkit embeds a subset. */
function fonts() {
  if (!fontCache) {
    const dir = path.join(path.dirname(require.resolve('@embedpdf/fonts-sc')), '..', 'fonts')
    fontCache = {
      regular: fs.readFileSync(path.join(dir, 'NotoSansHans-Regular.otf')),
      bold: fs.readFileSync(path.join(dir, 'NotoSansHans-Bold.otf')),
    }
  }
  return fontCache
}

/**
 * The two faces, parsed once per thread and shared by every PDF it makes. pdfkit parses a font
 * file anew for each document (`fontkit.create`), and for an 8 MB CJK font the parse of its
 * tables (CFF, cmap, GSUB/GPOS), all read again for the layout and the subset, was most of a plan
 * PDF's CPU (bench:day: emailing the plan was the morning's costliest call). pdfkit has no public
 * way to hand it a parsed font, so the first document opens the faces as usual and each later one
 * gets pdfkit's own font wrapper (`EmbeddedFont`: the per-document subset, widths and layout
 * cache) around the parsed faces, under the names the drawing code uses. A fontkit font is only
 * read after parsing (its caches fill once), and a thread makes one PDF at a time.
 */
interface PdfKitFonts {
  _font: { constructor: new (doc: unknown, font: unknown, id: string) => unknown; font: unknown }
  _fontFamilies: Record<string, unknown>
  _fontCount: number
}
let parsedFaces: { wrap: PdfKitFonts['_font']['constructor']; regular: unknown; bold: unknown } | null = null

function useParsedFonts(doc: PDFKit.PDFDocument) {
  const d = doc as unknown as PdfKitFonts
  if (!parsedFaces) {
    const f = fonts()
    doc.registerFont('cjk', f.regular).registerFont('cjk-bold', f.bold)
    const regular = doc.font('cjk') && d._font
    const bold = doc.font('cjk-bold') && d._font
    parsedFaces = { wrap: regular.constructor, regular: regular.font, bold: bold.font }
    return
  }
  d._fontFamilies['cjk'] = new parsedFaces.wrap(doc, parsedFaces.regular, `F${++d._fontCount}`)
  d._fontFamilies['cjk-bold'] = new parsedFaces.wrap(doc, parsedFaces.bold, `F${++d._fontCount}`)
}

/** The visitor's reminded sessions of one edition, as the plan's email and PDF list them (venue time). */
export interface PlanAgendaSection {
  eventEditionName: string
  sessions: Array<{ title: string; when: string; place: string }>
}

/** When the PDF was made, on the venue's clock and naming it, as every time the plan gives (issue 22 item 12). */
export function generatedStamp(lang: Language, at: number, timeZone: string): string {
  const iso = new Date(at).toISOString()
  const when = `${venueDay(iso, timeZone)} ${venueClock(iso, timeZone)}`
  return lang === 'EN'
    ? `Generated: ${when} (${zoneName(timeZone, lang)} time)`
    : `生成时间：${when}（${zoneName(timeZone, lang)}时间）`
}

/**
 * The visitor's plan as a PDF: one section per edition, exhibitors with stand, their products
 * nested; then My agenda, the sessions they asked to be reminded of, in time order.
 */
export function planPdf(
  lang: Language,
  title: string,
  plan: PlanEditionEntry[],
  agenda: PlanAgendaSection[] = [],
  /** when it is made (the server's clock) and the venue's zone the stamp is written in */
  generated: { at: number; timeZone: string } = { at: Date.now(), timeZone: 'Asia/Shanghai' },
): Promise<Buffer> {
  const t =
    lang === 'EN'
      ? {
          stand: 'Stand',
          products: 'Products',
          exhibitors: (n: number) => (n === 1 ? 'exhibitor' : 'exhibitors'),
          agenda: 'My agenda',
        }
      : { stand: '展位', products: '展品', exhibitors: () => '家展商', agenda: '我的日程' }
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({ size: 'A4', margin: 50, info: { Title: title, Author: 'Expo Directory' } })
    const chunks: Buffer[] = []
    doc.on('data', (c: Buffer) => chunks.push(c))
    doc.on('end', () => resolve(Buffer.concat(chunks)))
    doc.on('error', reject)
    useParsedFonts(doc)
    doc.font('cjk-bold').fontSize(20).fillColor('#1a1a1a').text(title)
    doc
      .font('cjk')
      .fontSize(9)
      .fillColor('#666')
      .text(generatedStamp(lang, generated.at, generated.timeZone))
    doc.moveDown()
    for (const ed of plan) {
      doc
        .font('cjk-bold')
        .fontSize(15)
        .fillColor('#0b5cad')
        .text(`${ed.eventEditionName}  (${ed.companyProfileList.length} ${t.exhibitors(ed.companyProfileList.length)})`)
      doc.moveDown(0.3)
      for (const c of ed.companyProfileList) {
        doc.font('cjk-bold').fontSize(11.5).fillColor('#1a1a1a').text(c.companyProfileName, { continued: true })
        doc
          .font('cjk')
          .fillColor('#444')
          .text(`    ${t.stand}: ${c.stand || '-'}`)
        for (const p of c.productList) {
          doc.font('cjk').fontSize(10).fillColor('#333').text(`• ${p.productName}`, { indent: 16 })
        }
        doc.moveDown(0.4)
      }
      doc.moveDown(0.6)
    }
    for (const section of agenda) {
      doc.font('cjk-bold').fontSize(15).fillColor('#0b5cad').text(`${t.agenda} – ${section.eventEditionName}`)
      doc.moveDown(0.3)
      for (const s of section.sessions) {
        doc.font('cjk-bold').fontSize(11.5).fillColor('#1a1a1a').text(s.title)
        doc
          .font('cjk')
          .fontSize(10)
          .fillColor('#444')
          .text(`${s.when}${s.place ? `  ·  ${s.place}` : ''}`, { indent: 16 })
        doc.moveDown(0.4)
      }
      doc.moveDown(0.6)
    }
    doc.end()
  })
}
