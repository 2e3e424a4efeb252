// Taps as a finger would: on what is drawn at the point. Playwright's click once passed while a
// banner lay over the buttons (it clicks the element it was given); a visitor's tap lands on the
// banner. These check that the element is the one at the centre of its box before tapping.
import assert from 'node:assert/strict'

/** What lies on top at the centre of the element: 'ok' when it is the element or inside it. */
export async function drawnAtCentre(locator) {
  return locator.evaluate((el) => {
    const r = el.getBoundingClientRect()
    const top = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2)
    return top === el || el.contains(top) ? 'ok' : `${top?.tagName.toLowerCase()}.${top?.className}`
  })
}

/**
 * Scrolls the element into view, checks nothing covers its centre, then taps it. `force`: tap even
 * when Playwright would wait (a button marked aria-disabled while busy still receives a finger's tap).
 */
export async function tapDrawn(locator, { force = false } = {}) {
  await locator.scrollIntoViewIfNeeded()
  assert.equal(await drawnAtCentre(locator), 'ok', 'the element drawn at the centre of what is tapped')
  await locator.click({ force })
}

/**
 * Turns the wheel over the element, as a visitor scrolls a page: checks it is what is drawn at the
 * centre of its box first, and scrolls there (the wheel's events go to what is under the pointer).
 */
export async function wheelOver(locator, deltaY) {
  await locator.scrollIntoViewIfNeeded()
  assert.equal(await drawnAtCentre(locator), 'ok', 'the element drawn where the wheel turns')
  const box = await locator.boundingBox()
  const page = locator.page()
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2)
  await page.mouse.wheel(0, deltaY)
}
