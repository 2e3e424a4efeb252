import type { PosterCanvas, PosterContext } from '../../../platform/types'
import type { ShareExhibitorDetail } from '../../../../types/api'
import { qrModules } from './qr'
import { wrapText } from './wrap-text'

/** The poster's width in CSS px; the image is drawn at twice that (750 px, a phone's width sharp). */
export const POSTER_WIDTH = 375
const PAD = 20
const INNER = POSTER_WIDTH - PAD * 2
const FONT = '"PingFang SC", "Hiragino Sans GB", "Microsoft YaHei", "Noto Sans CJK SC", sans-serif'
const font = (size: number, bold = false) => `${bold ? '600 ' : ''}${size}px ${FONT}`
const QR_SIZE = 132

export interface PosterWords {
  stand: string
  mainProducts: string
  scan: string
}

export interface PosterInput {
  detail: ShareExhibitorDetail
  words: PosterWords
  /** an image address as the canvas loads it (absolute) */
  asset: (path: string) => string
}

interface Layout {
  height: number
  nameLines: string[]
  mainLines: string[]
  products: Array<{ name: string[]; logo: string; x: number; y: number }>
  nameY: number
  standY: number
  mainY: number
  productsY: number
  qrY: number
}

const PRODUCT_W = (INNER - 12) / 2
const PRODUCT_IMG_H = 110

/** Where everything goes, measured with the canvas's own fonts (CJK and Latin wrap as they should). */
export function layoutPoster(ctx: Pick<PosterContext, 'font' | 'measureText'>, input: PosterInput): Layout {
  const { detail } = input
  const measure =
    (size: number, bold = false) =>
    (text: string) => {
      ctx.font = font(size, bold)
      return ctx.measureText(text).width
    }
  let y = 56 // the edition band
  y += 20
  const nameY = y
  const nameLines = wrapText(measure(22, true), detail.companyProfileName, INNER - 84, 3)
  y += Math.max(72, nameLines.length * 30)
  const standY = y + 8
  y = standY + 30
  const mainLines = detail.mainProduct ? wrapText(measure(14), detail.mainProduct, INNER, 4) : []
  const mainY = y + 16
  if (mainLines.length) y = mainY + 22 + mainLines.length * 21
  const productsY = y + 16
  const products = detail.productList.slice(0, 4).map((p, i) => {
    const col = i % 2
    const row = Math.floor(i / 2)
    return {
      name: wrapText(measure(13), p.productName, PRODUCT_W, 2),
      logo: p.logo,
      x: PAD + col * (PRODUCT_W + 12),
      y: productsY + row * (PRODUCT_IMG_H + 52),
    }
  })
  const rows = Math.ceil(products.length / 2)
  y = productsY + rows * (PRODUCT_IMG_H + 52)
  const qrY = y + 20
  return { height: qrY + QR_SIZE + 56, nameLines, mainLines, products, nameY, standY, mainY, productsY, qrY }
}

function roundRect(ctx: PosterContext, x: number, y: number, w: number, h: number, r: number) {
  ctx.beginPath()
  ctx.moveTo(x + r, y)
  ctx.arcTo(x + w, y, x + w, y + h, r)
  ctx.arcTo(x + w, y + h, x, y + h, r)
  ctx.arcTo(x, y + h, x, y, r)
  ctx.arcTo(x, y, x + w, y, r)
  ctx.closePath()
}

/** An image fitted inside the box (letterboxed), or a grey box with the first letter when it would not load. */
async function drawPicture(
  canvas: PosterCanvas,
  url: string,
  box: { x: number; y: number; w: number; h: number },
  fallback: string,
) {
  const ctx = canvas.ctx
  ctx.save()
  roundRect(ctx, box.x, box.y, box.w, box.h, 8)
  ctx.fillStyle = '#f2f3f5'
  ctx.fill()
  ctx.clip()
  const image = url ? await canvas.loadImage(url) : null
  if (image && image.width > 0 && image.height > 0) {
    const scale = Math.min(box.w / image.width, box.h / image.height)
    const w = image.width * scale
    const h = image.height * scale
    ctx.drawImage(image as never, box.x + (box.w - w) / 2, box.y + (box.h - h) / 2, w, h)
  } else {
    ctx.fillStyle = '#86909c'
    ctx.font = font(Math.round(box.h / 2.4), true)
    ctx.textAlign = 'center'
    ctx.textBaseline = 'middle'
    ctx.fillText(Array.from(fallback)[0] ?? '', box.x + box.w / 2, box.y + box.h / 2)
    ctx.textAlign = 'left'
  }
  ctx.restore()
}

/** Draws the long share image of an exhibitor; answers its height in CSS px. */
export async function drawPoster(
  open: (height: number) => Promise<PosterCanvas>,
  measureWith: Pick<PosterContext, 'font' | 'measureText'>,
  input: PosterInput,
): Promise<{ canvas: PosterCanvas; height: number }> {
  const layout = layoutPoster(measureWith, input)
  const canvas = await open(layout.height)
  const ctx = canvas.ctx
  const { detail, words } = input
  ctx.textBaseline = 'top'
  ctx.textAlign = 'left'
  // background and the edition band
  ctx.fillStyle = '#ffffff'
  ctx.fillRect(0, 0, POSTER_WIDTH, layout.height)
  ctx.fillStyle = '#1f5eff'
  ctx.fillRect(0, 0, POSTER_WIDTH, 56)
  ctx.fillStyle = '#ffffff'
  ctx.font = font(15, true)
  const band = wrapText((t) => ctx.measureText(t).width, detail.eventEditionName, INNER, 1)[0] ?? ''
  ctx.fillText(band, PAD, 19)
  // logo and name
  await drawPicture(
    canvas,
    input.asset(detail.logo),
    { x: PAD, y: layout.nameY, w: 72, h: 72 },
    detail.companyProfileName,
  )
  ctx.fillStyle = '#1d2129'
  ctx.font = font(22, true)
  layout.nameLines.forEach((line, i) => ctx.fillText(line, PAD + 84, layout.nameY + i * 30))
  // stand and hall
  ctx.fillStyle = '#ff5a36'
  ctx.font = font(16, true)
  ctx.fillText(words.stand, PAD, layout.standY)
  // main products
  if (layout.mainLines.length) {
    ctx.fillStyle = '#86909c'
    ctx.font = font(13)
    ctx.fillText(words.mainProducts, PAD, layout.mainY)
    ctx.fillStyle = '#1d2129'
    ctx.font = font(14)
    layout.mainLines.forEach((line, i) => ctx.fillText(line, PAD, layout.mainY + 22 + i * 21))
  }
  // products with pictures
  for (const p of layout.products) {
    await drawPicture(canvas, input.asset(p.logo), { x: p.x, y: p.y, w: PRODUCT_W, h: PRODUCT_IMG_H }, p.name[0] ?? '')
    ctx.fillStyle = '#1d2129'
    ctx.font = font(13)
    p.name.forEach((line, i) => ctx.fillText(line, p.x, p.y + PRODUCT_IMG_H + 8 + i * 18))
  }
  // the QR code: opens /exhibitors/detail of this exhibitor (a quiet zone of 4 modules around it)
  ctx.fillStyle = '#f5f6f8'
  ctx.fillRect(0, layout.qrY - 12, POSTER_WIDTH, layout.height - layout.qrY + 12)
  const modules = qrModules(detail.shareUrl)
  const cell = Math.floor(QR_SIZE / (modules.length + 8))
  const qrPixels = cell * (modules.length + 8)
  const qrX = PAD
  ctx.fillStyle = '#ffffff'
  ctx.fillRect(qrX, layout.qrY, qrPixels, qrPixels)
  ctx.fillStyle = '#000000'
  modules.forEach((row, r) =>
    row.forEach((dark, c) => {
      if (dark) ctx.fillRect(qrX + (c + 4) * cell, layout.qrY + (r + 4) * cell, cell, cell)
    }),
  )
  ctx.fillStyle = '#1d2129'
  ctx.font = font(15, true)
  const scanLines = wrapText((t) => ctx.measureText(t).width, words.scan, INNER - qrPixels - 16, 2)
  scanLines.forEach((line, i) => ctx.fillText(line, qrX + qrPixels + 16, layout.qrY + 36 + i * 22))
  ctx.fillStyle = '#86909c'
  ctx.font = font(12)
  const venue = [detail.venueName, `${detail.startDate} – ${detail.endDate}`].filter(Boolean)
  venue.forEach((line, i) =>
    ctx.fillText(
      wrapText((t) => ctx.measureText(t).width, line, INNER - qrPixels - 16, 1)[0] ?? '',
      qrX + qrPixels + 16,
      layout.qrY + 36 + scanLines.length * 22 + 8 + i * 18,
    ),
  )
  return { canvas, height: layout.height }
}
