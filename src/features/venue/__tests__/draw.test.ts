import type { HallPlan } from '../../../../types/api'
import { DEFAULT_PALETTE, drawHall, type Ctx2D } from '../draw'
import { centreOn } from '../geometry'

/** A 2D context that records the texts drawn (the mini-program's canvas draws through drawHall). */
function recorder() {
  const texts: string[] = []
  const noop = () => undefined
  const ctx: Ctx2D = {
    fillStyle: '',
    strokeStyle: '',
    lineWidth: 1,
    font: '',
    textAlign: '',
    textBaseline: '',
    save: noop,
    restore: noop,
    setTransform: noop,
    fillRect: noop,
    strokeRect: noop,
    fillText: (text) => void texts.push(text),
    beginPath: noop,
    moveTo: noop,
    lineTo: noop,
    arc: noop,
    fill: noop,
    stroke: noop,
  }
  return { ctx, texts }
}

const stand = (code: string, x: number, w: number, h: number) => ({
  code,
  x,
  y: 20,
  w,
  h,
  doorX: x,
  doorY: 20,
  status: 'sold' as const,
  companyProfileId: 1,
  name: 'Hefei Auto Parts',
  shortName: 'Hefei',
  logo: null,
})
const plan: HallPlan = {
  hallId: 1,
  hallName: 'Hall 2',
  floor: '1F',
  eventEditionId: 12,
  eventCode: 'CGA',
  eventEditionName: '2026',
  currentEdition: true,
  width: 120,
  height: 60,
  siteX: 0,
  siteY: 0,
  entrances: [],
  aisles: [],
  rooms: [],
  // a tall narrow stand (3 × 6 m) beside its neighbours
  stands: [stand('2A05', 40, 3, 3), stand('2A06', 43, 3, 6), stand('2A07', 46, 3, 3)],
  focus: { kind: 'stand', code: '2A06' },
}

describe('drawing a highlighted stand (mini-program canvas)', () => {
  it('says the code of a highlighted stand too narrow to carry it, once, in a callout', () => {
    const size = { width: 375, height: 420 }
    const view = centreOn(plan.stands[1]!, plan, size)
    const { ctx, texts } = recorder()
    drawHall(ctx, plan, view, {
      mode: 'directory',
      palette: DEFAULT_PALETTE,
      highlight: plan.focus,
      selected: null,
      route: null,
      pixelRatio: 2,
      size,
    })
    expect(texts.filter((t) => t === '2A06')).toEqual(['2A06'])
    // without the highlight nothing says it: the callout is what makes the difference
    const plain = recorder()
    drawHall(plain.ctx, plan, view, {
      mode: 'directory',
      palette: DEFAULT_PALETTE,
      highlight: null,
      selected: null,
      route: null,
      pixelRatio: 2,
      size,
    })
    expect(plain.texts).not.toContain('2A06')
  })
})
