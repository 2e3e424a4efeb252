// Search opens where the results are, and every hot word finds something (issue 8, item 5); an
// exhibitor found through its products says so on its card.
import assert from 'node:assert/strict'
import { test } from 'node:test'
import { CARD, launch, screenshot, url } from './support.mjs'

/** The selected tab and both counts, once both are in. */
async function tabs(page) {
  await page.waitForFunction(() => {
    const ts = [...document.querySelectorAll('[role=tab]')].filter((t) => t.offsetParent)
    return (
      ts.length === 2 &&
      ts.every((t) => /\d/.test(t.textContent)) &&
      ts.some((t) => t.getAttribute('aria-selected') === 'true')
    )
  })
  return page.evaluate(() =>
    [...document.querySelectorAll('[role=tab]')]
      .filter((t) => t.offsetParent)
      .map((t) => ({
        count: Number(t.textContent.match(/\d+/)[0]),
        selected: t.getAttribute('aria-selected') === 'true',
      })),
  )
}

for (const [language, keyword, marker] of [
  ['EN', 'hydraulic pumps', 'Matches a product'],
  ['ZH-CN', '液压泵', '匹配展品'],
]) {
  test(`a product's name finds its exhibitors too, whose cards say "matches a product" (${language})`, async () => {
    const browser = await launch()
    try {
      const { page } = browser
      await page.goto(url(`/search/hot?eventCode=SIE&language=${language}`))
      await page.locator('.search-box input:visible').waitFor()
      const input = page.locator('.search-box input:visible')
      // a plural finds what the singular names ('Hydraulic Pump')
      await input.fill(keyword)
      await input.press('Enter')
      const [exhibitors, products] = await tabs(page)
      assert.ok(products.count > 0, 'products named so')
      assert.ok(exhibitors.count > 0, 'and the exhibitors that show them')
      assert.ok(exhibitors.selected, 'opens on Exhibitors, which has results')
      const card = page.locator(`${CARD}:visible`).first()
      await card.waitFor()
      // those found through a product (not by their own name or categories) say so, in the language
      const markers = page.locator(`${CARD}:visible .directory-card__marker`)
      await markers.first().waitFor()
      const texts = await markers.allTextContents()
      assert.ok(texts.length > 0)
      assert.ok(
        texts.every((t) => t.trim() === marker),
        texts.join(' | '),
      )
      await screenshot(page, `search-matches-product-${language}`)
    } finally {
      await browser.close()
    }
  })
}

test('every hot word opens on a tab with results, in both languages', async () => {
  const browser = await launch()
  try {
    const { page } = browser
    for (const language of ['ZH-CN', 'EN']) {
      await page.goto(url(`/search/hot?eventCode=SIE&language=${language}`))
      const words = page.locator('.search-page__word--hot:visible')
      await words.first().waitFor()
      const all = await words.allTextContents()
      assert.ok(all.length >= 5, all.join(', '))
      for (const word of all) {
        await page.goto(url(`/search/hot?eventCode=SIE&language=${language}`))
        await page.locator('.search-page__word--hot:visible', { hasText: word }).first().click()
        const shown = await tabs(page)
        const selected = shown.find((t) => t.selected)
        assert.ok(selected.count > 0, `${language}: "${word}" opened on an empty tab (${JSON.stringify(shown)})`)
        await page.locator(`${CARD}:visible`).first().waitFor()
      }
    }
    assert.deepEqual(browser.errors, [])
  } finally {
    await browser.close()
  }
})
