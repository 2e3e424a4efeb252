import jsQR from 'jsqr'
import { breakUnits, wrapText } from '../share/wrap-text'
import { drawPoster, layoutPoster, POSTER_WIDTH } from '../share/poster'
import { qrModules } from '../share/qr'
import type { PosterCanvas, PosterContext } from '../../../platform/types'
import type { ShareExhibitorDetail } from '../../../../types/api'

/** A CJK character is 1 em wide, a Latin letter or space half an em: as a canvas measures them. */
const measure = (text: string) =>
  Array.from(text).reduce((w, ch) => w + (/[\u2e80-\u9fff\uff00-\uffef\u3000-\u303f]/.test(ch) ? 10 : 5), 0)

describe('wrapping text for the poster (CJK and Latin)', () => {
  it('breaks Chinese between any two characters', () => {
    expect(wrapText(measure, '华南天成精密仪器股份有限公司', 60)).toEqual(['华南天成精密', '仪器股份有限', '公司'])
  })

  it('breaks Latin between words, never inside one that fits', () => {
    expect(wrapText(measure, 'Huanan Tiancheng Precision Instruments', 75)).toEqual([
      'Huanan',
      'Tiancheng',
      'Precision',
      'Instruments',
    ])
    expect(wrapText(measure, 'Smart Sensor S904', 200)).toEqual(['Smart Sensor S904'])
  })

  it('mixed text: a Latin word stays whole among Chinese characters', () => {
    expect(breakUnits('华南LED灯带 Max111')).toEqual(['华', '南', 'LED', '灯', '带', ' ', 'Max111'])
    const lines = wrapText(measure, '华南LED灯带Max111', 50)
    expect(lines.join('|')).not.toMatch(/L\|E|E\|D|Ma\|x/)
  })

  it('closing punctuation never starts a line; opening punctuation never ends one', () => {
    // '，' would start the second line: the character before it moves down with it
    expect(wrapText(measure, '纸箱刹车片，割草机', 50)).toEqual(['纸箱刹车', '片，割草机'])
    // '（' would end the first line: it moves down with what it opens
    expect(wrapText(measure, '产品水（泵）', 40)).toEqual(['产品水', '（泵）'])
  })

  it('a word longer than a line breaks inside it; past the last line an ellipsis', () => {
    expect(wrapText(measure, 'Supercalifragilistic', 40)).toEqual(['Supercal', 'ifragili', 'stic'])
    expect(wrapText(measure, '一二三四五六七八九十', 40, 2)).toEqual(['一二三四', '五六七…'])
  })
})

function fakeCanvas(height: number) {
  const ops: Array<[string, ...unknown[]]> = []
  const ctx = {
    fillStyle: '#000',
    strokeStyle: '#000',
    lineWidth: 1,
    font: '10px sans-serif',
    textBaseline: 'top',
    textAlign: 'left',
    measureText: (t: string) => ({ width: (measure(t) * Number(/(\d+)px/.exec(ctx.font)?.[1] ?? 10)) / 10 }),
    fillRect: (...a: unknown[]) => ops.push(['fillRect', ctx.fillStyle, ...a]),
    fillText: (...a: unknown[]) => ops.push(['fillText', ...a]),
    drawImage: (...a: unknown[]) => ops.push(['drawImage', ...a]),
    save() {},
    restore() {},
    beginPath() {},
    closePath() {},
    moveTo() {},
    lineTo() {},
    arcTo() {},
    fill() {},
    stroke() {},
    clip() {},
    scale() {},
  } as unknown as PosterContext & { font: string }
  const canvas: PosterCanvas = {
    ctx,
    loadImage: async (url) => (url.includes('missing') ? null : { width: 320, height: 240 }),
    export: async () => 'blob:poster',
  }
  return { canvas, ops, height }
}

const DETAIL: ShareExhibitorDetail = {
  companyProfileId: 3,
  companyProfileName: '华南天成精密仪器股份有限公司',
  logo: '/media/company/3-240x240.svg',
  hall: '4号馆',
  stand: '4A01',
  introduction: '',
  mainProduct: '纸箱、刹车片、割草机',
  eventEditionName: '2025国际工业博览会',
  eventCode: 'SIE',
  startDate: '2025-09-15',
  endDate: '2025-09-18',
  venueName: '上海新国际博览中心',
  shareUrl: 'http://127.0.0.1:3100/exhibitors/detail?companyProfileId=3&eventCode=SIE&language=ZH-CN',
  productList: [1, 2, 3, 4, 5].map((i) => ({
    productId: i,
    productName: `华南天成产品${i}`,
    logo: i === 2 ? '/missing.png' : `/media/product/${i}-320x240.svg`,
    logoWidth: 320,
    logoHeight: 240,
    companyProfileId: 3,
    companyProfileName: '华南天成',
    stand: '4A01',
    eventEditionId: 1,
    collected: 0,
    viewCount: 0,
    collectCount: 0,
  })),
}

describe('the share poster', () => {
  const words = { stand: '4号馆 · 展位 4A01', mainProducts: '主营产品', scan: '扫码查看展位详情' }

  it('draws logo, name, stand, main products, four products with pictures and the QR code', async () => {
    const probe = fakeCanvas(10)
    let opened = 0
    let made: ReturnType<typeof fakeCanvas> | null = null
    const { height } = await drawPoster(
      async (h) => {
        opened = h
        made = fakeCanvas(h)
        return made.canvas
      },
      probe.canvas.ctx,
      { detail: DETAIL, words, asset: (p) => `http://127.0.0.1${p}` },
    )
    expect(height).toBe(opened)
    expect(height).toBe(layoutPoster(probe.canvas.ctx, { detail: DETAIL, words, asset: (p) => p }).height)
    const texts = made!.ops.filter((o) => o[0] === 'fillText').map((o) => o[1])
    expect(texts).toEqual(
      expect.arrayContaining(['2025国际工业博览会', '4号馆 · 展位 4A01', '主营产品', '扫码查看展位详情']),
    )
    expect(texts.join('')).toContain('华南天成精密仪器股份有限公司')
    // logo + four products drawn; the picture that would not load gets its first letter instead
    expect(made!.ops.filter((o) => o[0] === 'drawImage')).toHaveLength(4)
    expect(texts).toContain('华')
    expect(texts.join('')).not.toContain('产品5')
    // every line inside the poster's width
    for (const o of made!.ops.filter((x) => x[0] === 'fillText')) expect(o[2] as number).toBeLessThan(POSTER_WIDTH)
  })

  it('the QR code opens the exhibitor’s detail page (decoded)', () => {
    const modules = qrModules(DETAIL.shareUrl)
    const cell = 4
    const size = (modules.length + 8) * cell
    const pixels = new Uint8ClampedArray(size * size * 4).fill(255)
    modules.forEach((row, r) =>
      row.forEach((dark, c) => {
        if (!dark) return
        for (let y = 0; y < cell; y++)
          for (let x = 0; x < cell; x++) {
            const i = (((r + 4) * cell + y) * size + (c + 4) * cell + x) * 4
            pixels[i] = pixels[i + 1] = pixels[i + 2] = 0
          }
      }),
    )
    expect(jsQR(pixels, size, size)?.data).toBe(DETAIL.shareUrl)
  })
})
