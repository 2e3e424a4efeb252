import { firstScreenCards, largestFirstScreenImage } from '../first-page'

// The boot script preloads the image this picks: of the cards on the first screen of a 375 × 667
// phone (by the grid's own layout), the one whose image shows the most (Lighthouse's LCP).
const phone = { width: 375, height: 667 }
const many = (size: { width: number; height: number }) => Array.from({ length: 20 }, () => size)

describe('the largest image on the first screen', () => {
  it('is the first card when all are alike', () => {
    expect(largestFirstScreenImage(many({ width: 240, height: 240 }), phone)).toBe(0)
    expect(largestFirstScreenImage(many({ width: 360, height: 160 }), phone)).toBe(0)
  })

  it('is a tall one further down when it shows more than the wide ones above it', () => {
    const images = many({ width: 360, height: 160 })
    images[3] = { width: 200, height: 300 }
    expect(largestFirstScreenImage(images, phone)).toBe(3)
  })

  it('counts only what is on the screen: a tall card cut off by its bottom edge loses', () => {
    const images = many({ width: 300, height: 300 })
    images[6] = { width: 200, height: 600 } // starts near the bottom: little of it shows
    expect(largestFirstScreenImage(images, phone)).toBe(0)
  })

  it('scales with the screen, takes a card of unknown size as square, and is none on an empty page', () => {
    const images = many({ width: 360, height: 160 })
    images[2] = { width: 0, height: 0 }
    expect(largestFirstScreenImage(images, { width: 750, height: 1334 })).toBe(2)
    expect(largestFirstScreenImage([], phone)).toBeUndefined()
  })
})

// The boot script draws these cards before the app has rendered, where the grid then draws its own:
// the same columns, tops and heights as the waterfall's layout of the grid (DirectoryGrid).
describe('the cards of the first screen', () => {
  it('are placed as the grid places them: two columns, the shorter one next, a gutter between', () => {
    // 375 wide: 10 px of page padding each side, 10 px gutter → 172.5 px columns; body 88 px
    const images = [
      { width: 300, height: 300 },
      { width: 300, height: 150 },
      { width: 300, height: 150 },
      { width: 300, height: 600 },
    ]
    const cards = firstScreenCards(images, { width: 375, height: 2000 })
    expect(cards.map(({ index, column }) => [index, column])).toEqual([
      [0, 0],
      [1, 1],
      [2, 1],
      [3, 0],
    ])
    expect(cards[0]).toMatchObject({ top: 0, imageHeight: 172.5, height: 172.5 + 88 })
    expect(cards[1]).toMatchObject({ top: 0, imageHeight: 86.25, height: 86.25 + 88 })
    expect(cards[2].top).toBeCloseTo(86.25 + 88 + 10)
    expect(cards[3]).toMatchObject({ top: 172.5 + 88 + 10, imageHeight: 345 })
  })

  it('are only those starting on the screen, and grow with its width', () => {
    const images = many({ width: 300, height: 300 })
    const phone = firstScreenCards(images, { width: 375, height: 667 })
    // cards of 260.5 px and a 10 px gutter: rows at 0, 270.5, 541 and 811.5 on a 667 px screen
    expect(phone.map((c) => c.index)).toEqual([0, 1, 2, 3, 4, 5])
    const wide = firstScreenCards(images, { width: 750, height: 667 })
    // 750 wide: twice the padding and the body, the same 10 px gutter → 350 px columns
    expect(wide[0]).toMatchObject({ imageHeight: 350, height: 350 + 176 })
    expect(wide.map((c) => c.index)).toEqual([0, 1, 2, 3])
    expect(firstScreenCards([], { width: 375, height: 667 })).toEqual([])
  })
})
