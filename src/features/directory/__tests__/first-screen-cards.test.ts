import { firstScreenCards } from '../first-page'

// The boot script preloads the images of the cards this returns: every card whose top is on the
// first screen of a 375 × 667 phone, however tall the images make the rows.
const phone = { width: 375, height: 667 }
const many = (size: { width: number; height: number }) => Array.from({ length: 20 }, () => size)

describe('the cards on the first screen', () => {
  it('are three rows of square images', () => {
    expect(firstScreenCards(many({ width: 240, height: 240 }), phone)).toEqual([0, 1, 2, 3, 4, 5])
  })

  it('are four rows of wide images and two of tall ones', () => {
    expect(firstScreenCards(many({ width: 360, height: 160 }), phone)).toHaveLength(8)
    expect(firstScreenCards(many({ width: 200, height: 300 }), phone)).toEqual([0, 1, 2, 3])
  })

  it('follow the columns: a tall card on the left leaves the next cards to the right column', () => {
    const images = [{ width: 200, height: 400 }, ...many({ width: 360, height: 160 })]
    const cards = firstScreenCards(images, phone)
    expect(cards).toContain(0)
    expect(cards.length).toBeGreaterThan(5)
  })

  it('scale with the screen: the same on a wider phone of the same shape', () => {
    expect(firstScreenCards(many({ width: 240, height: 240 }), { width: 750, height: 1334 })).toEqual([
      0, 1, 2, 3, 4, 5,
    ])
  })

  it('take a card without a known size as square, and none on an empty page', () => {
    expect(firstScreenCards(many({ width: 0, height: 0 }), phone)).toHaveLength(6)
    expect(firstScreenCards([], phone)).toEqual([])
  })
})
