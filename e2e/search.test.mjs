// Search opens where the results are, and every hot word finds something (issue 8, item 5).
import assert from 'node:assert/strict'
import { test } from 'node:test'
import { expectHeading, launch, screenshot, url } from './support.mjs'

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

test('a keyword found only among exhibits opens on the Exhibits tab, with its cards', async () => {
  const browser = await launch()
  try {
    const { page } = browser
    await page.goto(url('/search/hot?eventCode=SIE&language=EN'))
    await expectHeading(page, 'Search')
    const input = page.locator('.search-box input:visible')
    await input.fill('hydraulic')
    await input.press('Enter')
    const [exhibitors, products] = await tabs(page)
    assert.equal(exhibitors.count, 0)
    assert.ok(products.count > 0)
    assert.ok(products.selected, 'opens on Exhibits')
    await page.locator('.directory-card:visible').first().waitFor()
    await screenshot(page, 'search-hydraulic-en')
  } finally {
    await browser.close()
  }
})

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
        await page.locator('.directory-card:visible').first().waitFor()
      }
    }
    assert.deepEqual(browser.errors, [])
  } finally {
    await browser.close()
  }
})
