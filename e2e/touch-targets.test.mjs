// Every control a visitor taps is at least 44 × 44 CSS px (issue 8, item 10), on the main screens in
// both languages: buttons, links, tabs, options, chips.
import assert from 'node:assert/strict'
import { test } from 'node:test'
import { launch, url } from './support.mjs'

/** Visible controls smaller than 44 px in either direction, by class (one example each). */
async function smallControls(page) {
  await page.waitForTimeout(600)
  return page.evaluate(() => {
    const controls = document.querySelectorAll(
      '[role=button],[role=link],[role=tab],[role=option],[role=checkbox],[role=radio],[role=listitem],button,a,input',
    )
    const small = {}
    for (const el of controls) {
      if (el.getClientRects().length === 0 || el.offsetParent === null) continue
      const r = el.getBoundingClientRect()
      // 0.5 px of rounding between design px and CSS px
      if (r.width < 43.5 || r.height < 43.5) {
        const key = String(el.className).split(' ')[0] || el.tagName
        small[key] ??=
          `${Math.round(r.width)}×${Math.round(r.height)} "${(el.getAttribute('aria-label') || el.textContent || '').trim().slice(0, 24)}"`
      }
    }
    return small
  })
}

for (const language of ['ZH-CN', 'EN']) {
  test(`touch targets of 44 × 44 px or more (${language})`, async () => {
    const browser = await launch()
    try {
      const { page } = browser
      const found = {}
      const check = async (screen) =>
        Object.assign(found, ...Object.entries(await smallControls(page)).map(([k, v]) => ({ [`${screen}: ${k}`]: v })))
      await page.goto(url(`/exhibition/detail?eventCode=SIE&language=${language}`))
      await page.locator('.home-menu__item').first().waitFor()
      await check('home')
      await page.goto(url(`/exhibitors/list?eventCode=SIE&meals=1&orderBy=3&language=${language}`))
      await page.locator('.filter-chips__chip').first().waitFor()
      await check('list')
      await page.locator('.directory-list__filter').click()
      await page.locator('.filter-popup__option').first().waitFor()
      await check('filter popup')
      await page.locator('.filter-popup__mask').click({ position: { x: 10, y: 10 } })
      await page.locator('.directory-card:visible').first().click()
      await page.locator('.action-row').waitFor()
      await check('detail')
      await page.locator('.action-row__item--collect').click()
      await page.locator('.action-row__item--collect.is-collected').waitFor()
      await page.locator('.app-header__heart:visible').click()
      await page.locator('.plan-panel__company').first().waitFor()
      await check('plan panel')
      await page.locator('.plan-panel__share-icon').click()
      await page.locator('.email-panel__close').waitFor()
      await check('email panel')
      await page.goto(url(`/search/all?keyword=pump&eventCode=SIE&language=${language}`))
      await page.locator('.directory-card').first().waitFor()
      await check('search results')
      await page.goto(url(`/search/hot?eventCode=SIE&language=${language}`))
      await page.locator('.search-page__word').first().waitFor()
      await check('search')
      assert.deepEqual(found, {})
    } finally {
      await browser.close()
    }
  })
}
