import assert from 'node:assert/strict'
import { after, before, describe, test } from 'node:test'
import { CARD, launch, screenshot, scrollGridToEnd, url } from './support.mjs'

/** The total the toolbar shows ("398 exhibitors" / "共 398 家展商"), once the server answered. */
async function listTotal(page) {
  await page.waitForFunction(() => /\d/.test(document.querySelector('.directory-list__count')?.textContent ?? ''))
  return Number((await page.locator('.directory-list__count').textContent()).replace(/[^0-9]/g, ''))
}

/** Every listPage answer's total, as the API reported it. */
function apiTotals(page) {
  const totals = []
  page.on('response', async (res) => {
    if (!res.url().includes('/listPage')) return
    const body = await res.json().catch(() => null)
    if (body?.resultList?.total !== undefined) totals.push({ url: res.url(), total: body.resultList.total })
  })
  return totals
}

describe('every item of a list is reachable by scrolling', () => {
  let browser
  before(async () => {
    browser = await launch()
  })
  after(async () => {
    await browser.close()
  })

  test('exhibitors: all cards, a loading notice while a page loads, the bottom line at the end', async () => {
    const { page } = browser
    const totals = apiTotals(page)
    await page.goto(url('/exhibitors/list?eventCode=SIE&language=ZH-CN'))
    await page.locator(CARD).first().waitFor()
    const total = await listTotal(page)
    assert.ok(total > 40, `expected several pages of exhibitors, got ${total}`)
    // Slow pages down so the loading notice is on screen while one is on its way.
    await page.route('**/listPage*', async (route) => {
      await new Promise((r) => setTimeout(r, 400))
      await route.continue()
    })
    const { ids, sawLoading, bottom } = await scrollGridToEnd(page)
    await page.unroute('**/listPage*')
    assert.ok(bottom, 'the bottom-line notice shows at the end')
    assert.equal(ids.size, total, `saw ${ids.size} distinct cards of ${total}`)
    assert.equal(totals.at(-1).total, total)
    assert.ok(sawLoading, 'the loading notice showed while a page loaded')
    assert.equal(await page.locator('.waterfall__notice--bottom').textContent(), '我是有底线的')
    await screenshot(page, 'exhibitors-list-end-zh')
  })

  test('2,000+ exhibits: all cards reached, at most 600 nodes in the page', async () => {
    const { page } = browser
    await page.goto(url('/exhibits/list?eventCode=SIE&language=EN'))
    await page.locator(CARD).first().waitFor()
    const total = await listTotal(page)
    assert.ok(total >= 2000, `the e2e seed must give 2,000+ exhibits, got ${total}`)
    const { ids, maxNodes, bottom } = await scrollGridToEnd(page)
    assert.ok(bottom, 'reached the end')
    assert.equal(ids.size, total, `saw ${ids.size} distinct cards of ${total}`)
    assert.ok(maxNodes <= 600, `page held ${maxNodes} nodes`)
    assert.ok((await page.locator(CARD).count()) < 80, 'cards are virtualised')
    assert.equal(await page.locator('.waterfall__notice--bottom').textContent(), 'We are bottomed out')
    await screenshot(page, 'exhibits-list-end-en')
  })

  test('search results: every product of a keyword with more than one page', async () => {
    const { page } = browser
    const totals = apiTotals(page)
    await page.goto(url('/search/all?keyword=%E6%95%B0%E6%8E%A7&eventCode=SIE&language=ZH-CN&tab=products'))
    await page.getByRole('tab', { name: /展品/, selected: true }).waitFor()
    await page.locator(CARD).first().waitFor()
    await page.waitForFunction(() => /\d/.test(document.querySelector('[role=tab][aria-selected=true]')?.textContent))
    const tab = await page.getByRole('tab', { name: /展品/ }).textContent()
    const total = Number(tab.match(/\d+/)[0])
    assert.ok(total > 20, `the keyword must give more than one page of products, got ${total}`)
    const { ids, bottom } = await scrollGridToEnd(page)
    assert.ok(bottom, 'reached the end')
    assert.equal(ids.size, total, `saw ${ids.size} distinct cards of ${total}`)
    assert.ok(totals.some((t) => t.url.includes('/products/listPage') && t.total === total))
  })
})
