// Every control a visitor taps is at least 44 × 44 CSS px (issue 8, item 10), on the main screens in
// both languages: buttons, links, tabs, options, chips. And no two touch areas overlap on the product
// cards ("Tried as visitors would", item 6): a tap on a name's second line opens the product, not
// the map the stand link's enlarged area reached up to.
import assert from 'node:assert/strict'
import { test } from 'node:test'
import { CARD, launch, screenshot, url } from './support.mjs'

/** What a visitor taps: buttons, links, tabs, options, chips, fields. */
const TAPPABLE =
  '[role=button],[role=link],[role=tab],[role=option],[role=checkbox],[role=radio],[role=listitem],button,a,input'

/** Visible controls smaller than 44 px in either direction, by class (one example each). */
async function smallControls(page) {
  await page.waitForTimeout(600)
  return page.evaluate((selector) => {
    const controls = document.querySelectorAll(selector)
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
  }, TAPPABLE)
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
      await page.locator(`${CARD}:visible`).first().click()
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
      await page.locator(CARD).first().waitFor()
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

/**
 * Pairs of tappable elements on screen whose touch areas overlap (one inside the other, such as a
 * stand link in its card, is not an overlap): a tap there reaches whichever is drawn on top.
 */
async function overlappingTargets(page) {
  return page.evaluate((selector) => {
    const label = (el) =>
      `${String(el.className).split(' ')[0] || el.tagName} "${(el.getAttribute('aria-label') || el.textContent || '').trim().slice(0, 20)}"`
    const targets = [...document.querySelectorAll(selector)].filter((el) => {
      if (el.getClientRects().length === 0 || el.offsetParent === null) return false
      const r = el.getBoundingClientRect()
      return r.width > 0 && r.height > 0 && r.bottom > 0 && r.top < innerHeight
    })
    const found = []
    for (let i = 0; i < targets.length; i++) {
      for (let j = i + 1; j < targets.length; j++) {
        const [a, b] = [targets[i], targets[j]]
        if (a.contains(b) || b.contains(a)) continue
        const ra = a.getBoundingClientRect()
        const rb = b.getBoundingClientRect()
        const w = Math.min(ra.right, rb.right) - Math.max(ra.left, rb.left)
        const h = Math.min(ra.bottom, rb.bottom) - Math.max(ra.top, rb.top)
        // half a pixel of rounding between design px and CSS px
        if (w > 0.5 && h > 0.5) found.push(`${label(a)} × ${label(b)} (${Math.round(w)} × ${Math.round(h)} px)`)
      }
    }
    return found
  }, `${TAPPABLE},${CARD}`)
}

/**
 * A point on the last line of a card's name (its second where it wraps), as near its stand link as
 * the line reaches: of the cards on screen, one whose line reaches over its link's column if any.
 */
async function lastLineOfAName(page) {
  return page.evaluate((selector) => {
    const points = []
    for (const card of document.querySelectorAll(selector)) {
      const name = card.querySelector('.directory-card__name')
      const r = card.getBoundingClientRect()
      if (!name || card.getClientRects().length === 0 || r.top < 60 || r.bottom > innerHeight - 10) continue
      const range = document.createRange()
      range.selectNodeContents(name)
      const box = name.getBoundingClientRect()
      // the lines drawn (a third one is clamped away)
      const lines = [...range.getClientRects()].filter((l) => l.width > 0 && l.bottom <= box.bottom + 1)
      const tops = [...new Set(lines.map((l) => Math.round(l.top)))]
      const last = lines.filter((l) => Math.round(l.top) === tops[tops.length - 1])
      const left = Math.min(...last.map((l) => l.left)) + 2
      const right = Math.max(...last.map((l) => l.right)) - 2
      const link = card.querySelector('.stand-link')?.getBoundingClientRect()
      const x = link ? Math.min(Math.max((link.left + link.right) / 2, left), right) : (left + right) / 2
      const y = last[0].top + last[0].height / 2
      const overLink = Boolean(link && x >= link.left && x <= link.right)
      points.push({ id: card.getAttribute('data-id'), x, y, lines: tops.length, withLink: Boolean(link), overLink })
    }
    return points.find((p) => p.overLink) ?? points.find((p) => p.lines > 1) ?? points[0] ?? null
  }, CARD)
}

for (const language of ['ZH-CN', 'EN']) {
  test(`product cards: no touch areas overlap, and a tap on a name's last line opens it (${language})`, async () => {
    const browser = await launch()
    try {
      const { page } = browser
      const overlaps = []
      const screens = [
        ['product list', `/exhibits/list?eventCode=SIE&language=${language}`, '/exhibits/detail'],
        [
          'search results, products',
          `/search/all?keyword=pump&tab=products&eventCode=SIE&language=${language}`,
          '/exhibits/detail',
        ],
        [
          'search results, exhibitors',
          `/search/all?keyword=${language === 'EN' ? 'Ningbo' : '宁波'}&tab=exhibitors&eventCode=SIE&language=${language}`,
          '/exhibitors/detail',
        ],
      ]
      let overLink = 0
      let wrapped = 0
      for (const [screen, address, opens] of screens) {
        await page.goto(url(address))
        await page.locator(`${CARD}:visible`).first().waitFor()
        await page.waitForTimeout(600)
        overlaps.push(...(await overlappingTargets(page)).map((o) => `${screen}: ${o}`))
        await screenshot(page, `cards-${screen.replace(/\W+/g, '-')}-${language.toLowerCase()}`)
        const point = await lastLineOfAName(page)
        assert.ok(point, `${screen}: a card on screen`)
        if (point.overLink) overLink++
        if (point.lines > 1) wrapped++
        // the name is what is drawn there, inside its card and not inside the stand link
        const hit = await page.evaluate(
          ({ x, y, card }) => {
            const el = document.elementFromPoint(x, y)
            return {
              card: el?.closest(card)?.getAttribute('data-id'),
              name: Boolean(el?.closest('.directory-card__name')),
              link: Boolean(el?.closest('.stand-link')),
            }
          },
          { ...point, card: CARD },
        )
        assert.deepEqual(hit, { card: point.id, name: true, link: false }, `${screen}: drawn at the name's last line`)
        await page.touchscreen.tap(point.x, point.y)
        await page
          .waitForFunction((p) => location.pathname === p, opens, { timeout: 5000 })
          .catch(() => assert.fail(`${screen}: the tap on the name opened ${page.url()}, not ${opens}`))
        const key = opens === '/exhibits/detail' ? 'productId' : 'companyProfileId'
        assert.equal(new URL(page.url()).searchParams.get(key), point.id)
      }
      // the taps tried what went wrong: a name's line over its card's stand link; English names wrap
      assert.ok(overLink >= 1, 'a tap on a name line above a stand link was tried')
      if (language === 'EN') assert.ok(wrapped >= 2, "taps on names' second lines were tried")
      assert.deepEqual(overlaps, [])
      assert.deepEqual(browser.errors, [])
    } finally {
      await browser.close()
    }
  })
}
