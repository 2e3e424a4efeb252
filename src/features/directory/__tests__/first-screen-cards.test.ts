import { largestFirstScreenImage } from '../first-page'

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
