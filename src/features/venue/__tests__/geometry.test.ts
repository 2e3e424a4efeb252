import { centreOn, clampView, fitView, hitTest, MAX_SCALE, standCallout, standLabel, toHall, zoomAt } from '../geometry'

const hall = { width: 200, height: 100 }
const view = { width: 375, height: 500 }

describe('map geometry', () => {
  it('fits the whole hall, centred', () => {
    const v = fitView(hall, view)
    expect(v.scale).toBeCloseTo((375 - 16) / 200)
    expect(v.x).toBeCloseTo(8)
    expect(v.y).toBeCloseTo((500 - 100 * v.scale) / 2)
  })

  it('zooms about the pinch point: the hall point under the fingers stays there', () => {
    const v = fitView(hall, view)
    const before = toHall(v, 100, 250)
    const z = zoomAt(v, 3, 100, 250)
    const after = toHall(z, 100, 250)
    expect(after.x).toBeCloseTo(before.x)
    expect(after.y).toBeCloseTo(before.y)
  })

  it('never zooms out past the whole hall nor in past the limit, nor lets the hall leave the view', () => {
    const fit = fitView(hall, view)
    expect(clampView({ scale: fit.scale / 4, x: 0, y: 0 }, hall, view).scale).toBeCloseTo(fit.scale)
    expect(clampView({ scale: 1000, x: 0, y: 0 }, hall, view).scale).toBe(MAX_SCALE)
    // the hall's edge comes at most to the middle of the view
    const far = clampView({ scale: 10, x: 5000, y: -99999 }, hall, view)
    expect(far.x).toBe(view.width / 2)
    expect(far.y + hall.height * 10).toBe(view.height / 2)
  })

  it('centres on a stand, zoomed in, even at the hall’s edge', () => {
    const corner = centreOn({ x: 0, y: 0, w: 3, h: 3 }, hall, view)
    const c = toHall(corner, view.width / 2, view.height / 2)
    expect(c.x).toBeCloseTo(1.5)
    expect(c.y).toBeCloseTo(1.5)
  })

  it('centres on a stand, zoomed in', () => {
    const stand = { x: 150, y: 40, w: 6, h: 3 }
    const v = centreOn(stand, hall, view)
    const centre = toHall(v, view.width / 2, view.height / 2)
    expect(centre.x).toBeCloseTo(153)
    expect(centre.y).toBeCloseTo(41.5)
    expect(v.scale).toBeGreaterThan(fitView(hall, view).scale * 4)
  })

  it('finds the stand under a tap', () => {
    const stands = [
      { code: 'A', x: 0, y: 0, w: 3, h: 3 },
      { code: 'B', x: 3, y: 0, w: 6, h: 3 },
    ]
    expect(hitTest(stands, 4, 1)?.code).toBe('B')
    expect(hitTest(stands, 2.9, 2.9)?.code).toBe('A')
    expect(hitTest(stands, 10, 1)).toBeUndefined()
  })

  it('labels a stand with what fits: nothing, the code, or the code and a cut name', () => {
    const s = { w: 6, h: 3, code: '1A01', shortName: '宏达机械' }
    // too small on screen: no label (the stand is still drawn)
    expect(standLabel(s, 1)).toBeNull()
    expect(standLabel(s, 5)).toBeNull()
    const big = standLabel(s, 20)!
    expect(big.code).toBe('1A01')
    expect(big.name).toBe('宏达机械')
    const cut = standLabel({ ...s, shortName: 'Huadong Hongda Machinery' }, 14)!
    expect(cut.name?.endsWith('…')).toBe(true)
    expect(standLabel({ ...s, shortName: '华东宏达园林机械' }, 8)!.name).toBe('华东宏达…')
    // a free stand has no name: its code alone
    expect(standLabel({ ...s, shortName: null }, 8)).toEqual({ code: '1A01', name: null, fontSize: 8 })
  })
})

describe('the highlighted stand callout', () => {
  // the seeded halls' 6 × 12 m stands: at the zoom the map opens on them (375 px wide) they are
  // too narrow to carry their code, so the code goes in a callout
  const narrow = { code: '2A06', x: 40, y: 30, w: 6, h: 12, shortName: 'Hefei' }
  const big = { code: '1A01', x: 40, y: 30, w: 12, h: 12, shortName: null }
  const screen = { width: 375, height: 420 }

  it('gives a narrow stand opened at 375 px a callout above it, pointing at its top edge', () => {
    const v = centreOn(narrow, { width: 200, height: 100 }, screen)
    expect(standLabel(narrow, v.scale)).toBeNull()
    const c = standCallout(narrow, v)!
    expect(c).not.toBeNull()
    const centreX = v.x + (narrow.x + narrow.w / 2) * v.scale
    expect(c.tipX).toBeCloseTo(centreX)
    expect(c.tipY).toBeCloseTo(v.y + narrow.y * v.scale)
    expect(c.y + c.h).toBeLessThanOrEqual(c.tipY)
    // on screen and wide enough for the code
    expect(c.x).toBeGreaterThanOrEqual(0)
    expect(c.x + c.w).toBeLessThanOrEqual(screen.width)
    expect(c.w).toBeGreaterThan(30)
  })

  it('goes below a stand at the top of the view', () => {
    const v = { scale: 6, x: 0, y: -30 * 6 + 4 }
    const c = standCallout(narrow, v)!
    expect(c.below).toBe(true)
    expect(c.y).toBeGreaterThan(c.tipY)
  })

  it('is not drawn when the stand carries its own label', () => {
    const v = centreOn(big, { width: 200, height: 100 }, screen)
    expect(standLabel(big, v.scale)).not.toBeNull()
    expect(standCallout(big, v)).toBeNull()
  })
})
