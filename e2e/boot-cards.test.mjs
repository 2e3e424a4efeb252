// The first cards drawn by the boot script (issue 27 item 4): with the app's JavaScript held back,
// /exhibitors/list shows the first exhibitors from the boot script's early request, in the visitor's
// language; once the app is up its grid takes their place exactly (same boxes, no layout shift), and
// no drawn card is left over or doubled. A tap on a drawn card opens that exhibitor.
import assert from 'node:assert/strict'
import { after, before, describe, test } from 'node:test'
import { launch, screenshot, url } from './support.mjs'

/** Holds every script file back until `release()`: the page as a phone sees it while the app downloads. */
async function holdScripts(page) {
  let release
  const gate = new Promise((resolve) => (release = resolve))
  await page.route(
    (address) => address.pathname.endsWith('.js'),
    async (route) => {
      await gate
      await route.continue().catch(() => undefined)
    },
  )
  return release
}

/** The first page of the exhibitor list in a language, from the API. */
async function firstPageNames(language) {
  const query = new URLSearchParams({ language, eventCode: 'SIE', pageNo: '1', pageSize: '20', isShowCountNum: '1' })
  const res = await fetch(url(`/api/v5/companyProfiles/listPage?${query}`), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: '{}',
  })
  return (await res.json()).resultList.list.map((item) => item.companyProfileName)
}

/** Counts layout shifts from the start of the page (Lighthouse's CLS, without input exclusion). */
async function watchShifts(page) {
  await page.addInitScript(() => {
    window.__shifts = []
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        window.__shifts.push({ value: entry.value, nodes: entry.sources?.map((s) => s.node?.className ?? '?') })
      }
    }).observe({ type: 'layout-shift', buffered: true })
  })
}

/** Each visible card's box by its id, and its image box, in the given scope. */
function boxes(page, scope) {
  return page.evaluate((scope) => {
    const out = {}
    for (const card of document.querySelectorAll(`${scope} .directory-card`)) {
      const r = card.getBoundingClientRect()
      if (r.width === 0 || r.bottom <= 0 || r.top >= innerHeight) continue
      const image = card.querySelector('.waterfall__image-box').getBoundingClientRect()
      const name = card.querySelector('.directory-card__name').getBoundingClientRect()
      out[card.getAttribute('data-id')] = {
        label: card.getAttribute('aria-label'),
        card: [r.x, r.y, r.width, r.height],
        image: [image.x, image.y, image.width, image.height],
        name: [name.x, name.y, name.width, name.height],
      }
    }
    return out
  }, scope)
}

function assertSameBox(actual, expected, what) {
  actual.forEach((v, i) => assert.ok(Math.abs(v - expected[i]) < 0.5, `${what}: ${actual} vs ${expected}`))
}

describe('the first cards drawn before the app', () => {
  let browser
  before(async () => {
    browser = await launch()
  })
  after(async () => browser.close())

  for (const [language, standWord] of [
    ['ZH-CN', '展位'],
    ['EN', 'Stand'],
  ]) {
    test(`${language}: drawn from the early answer, then the app's grid in their place, nothing moved or left`, async () => {
      const page = await browser.context.newPage()
      await watchShifts(page)
      const release = await holdScripts(page)
      await page.goto(url(`/exhibitors/list?eventCode=SIE&language=${language}`), { waitUntil: 'commit' })

      // Before the app: the drawn cards, the first exhibitors of the list in the visitor's language.
      await page.locator('#boot-cards .directory-card').first().waitFor({ timeout: 30_000 })
      assert.equal(await page.locator('#app .directory-card').count(), 0, 'the app has not rendered')
      const names = await firstPageNames(language)
      const drawn = await boxes(page, '#boot-cards')
      const labels = Object.values(drawn).map((d) => d.label)
      assert.ok(labels.length >= 4, `a screenful of cards, got ${labels.length}`)
      // the grid places each next card in its shorter column, so the cards on a screen are the
      // list's first ones
      assert.deepEqual([...labels].sort(), names.slice(0, labels.length).sort())
      const stand = await page.locator('#boot-cards .directory-card__stand').first().textContent()
      assert.match(stand, new RegExp(`^${standWord} \\S+`))
      assert.equal(await page.locator('#boot-cards').getAttribute('lang'), language === 'EN' ? 'en' : 'zh-CN')
      // what a finger on the first card touches is that card
      const [x, y, w, h] = Object.values(drawn).find((d) => d.label === names[0]).card
      const touched = await page.evaluate(
        ([px, py]) => document.elementFromPoint(px, py)?.closest('.directory-card')?.getAttribute('aria-label'),
        [x + w / 2, y + h / 2],
      )
      assert.equal(touched, names[0])
      // the images load before the app (the drawn card's own <img>)
      await page.waitForFunction(() => {
        const img = document.querySelector('#boot-cards img')
        return img?.complete && img.naturalWidth > 0
      })
      await screenshot(page, `boot-cards-drawn-${language.toLowerCase()}`)

      // The app comes up: its grid replaces the drawn cards, box for box.
      release()
      await page.locator('#app .directory-card').first().waitFor({ timeout: 30_000 })
      await page.waitForFunction(() => !document.getElementById('boot-cards'))
      const real = await boxes(page, '#app')
      for (const [id, d] of Object.entries(drawn)) {
        assert.ok(real[id], `the app shows card ${id} (${d.label})`)
        assert.equal(real[id].label, d.label)
        assertSameBox(real[id].card, d.card, `card ${d.label}`)
        assertSameBox(real[id].image, d.image, `image of ${d.label}`)
        assertSameBox(real[id].name, d.name, `name of ${d.label}`)
      }
      // every card once: the app's, none left of the drawing
      const ids = await page
        .locator('.directory-card')
        .evaluateAll((cards) => cards.map((c) => (c.closest('#app') ? '' : 'outside:') + c.getAttribute('data-id')))
      assert.equal(new Set(ids).size, ids.length, `no card twice: ${ids}`)
      assert.ok(
        ids.every((id) => !id.startsWith('outside:')),
        `no card outside the app: ${ids}`,
      )
      const shifts = await page.evaluate(() => window.__shifts)
      assert.deepEqual(shifts, [], 'no layout shift')
      await screenshot(page, `boot-cards-app-${language.toLowerCase()}`)
      await page.close()
    })
  }

  // At the default (high) priority the preloaded bundles were fetched ahead of what the first paint
  // needs (/meeting/list's first paint 0.84 → 1.81 s on Lighthouse): they go at low priority, and
  // the image of the card that shows the most at high.
  test("the first card's image is asked for at high priority, the app's bundles at low", async () => {
    const page = await browser.context.newPage()
    const cdp = await browser.context.newCDPSession(page)
    const priorities = new Map()
    cdp.on('Network.requestWillBeSent', (e) => priorities.set(e.request.url, e.request.initialPriority))
    await cdp.send('Network.enable')
    await page.goto(url('/exhibitors/list?eventCode=SIE&language=EN'))
    await page.locator('#app .directory-card').first().waitFor({ timeout: 30_000 })
    const image = await page.evaluate(() => document.querySelector('link[rel=preload][as=image]')?.href)
    // the bundles: the scripts index.html itself preloads (a page's chunks are preloaded by a script)
    const html = await (await fetch(url('/exhibitors/list'), { headers: { accept: 'text/html' } })).text()
    const bundles = [...html.matchAll(/<link rel="preload" as="script"[^>]*href="([^"]+)"/g)].map((m) => url(m[1]))
    assert.ok(image, 'the boot script preloads the first card image')
    assert.equal(priorities.get(image), 'High', `the image: ${priorities.get(image)}`)
    assert.ok(
      bundles.some((u) => /\/app\.[0-9a-f]+\.js$/.test(u)),
      `the app bundle among ${bundles}`,
    )
    for (const bundle of bundles) assert.equal(priorities.get(bundle), 'Low', `${bundle}: ${priorities.get(bundle)}`)
    await cdp.detach()
    await page.close()
  })

  test('a tap on a drawn card before the app is up opens that exhibitor', async () => {
    const page = await browser.context.newPage()
    const release = await holdScripts(page)
    await page.goto(url('/exhibitors/list?eventCode=SIE&language=EN'), { waitUntil: 'commit' })
    const card = page.locator('#boot-cards .directory-card').first()
    await card.waitFor({ timeout: 30_000 })
    const name = await card.getAttribute('aria-label')
    const id = await card.getAttribute('data-id')
    const box = await card.boundingBox()
    const touched = await page.evaluate(
      ([px, py]) => document.elementFromPoint(px, py)?.closest('.directory-card')?.getAttribute('data-id'),
      [box.x + box.width / 2, box.y + box.height / 2],
    )
    assert.equal(touched, id)
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2)
    await page.waitForURL(new RegExp(`/exhibitors/detail\\?companyProfileId=${id}&eventCode=SIE`), {
      waitUntil: 'commit',
    })
    release()
    await page.getByText(name).first().waitFor({ timeout: 30_000 })
    await page.close()
  })
})
