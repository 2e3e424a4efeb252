// Filters a visitor can see and undo (issue 8, item 9): kept in the address across reload, back
// and forward; shown as removable chips with Clear filters; zero results offer to clear them.
import assert from 'node:assert/strict'
import { test } from 'node:test'
import { CARD, BASE_URL, expectHeading, launch, screenshot, url } from './support.mjs'

async function total(page) {
  await page.waitForFunction(() => /\d/.test(document.querySelector('.directory-list__count')?.textContent ?? ''))
  const text = await page.locator('.directory-list__count:visible').textContent()
  return Number(text.replace(/[^0-9]/g, ''))
}

async function chips(page) {
  return page.locator('.filter-chips__chip:visible').evaluateAll((cs) => cs.map((c) => c.textContent.trim()))
}

test('filters and sort survive reload, back and forward; chips remove them one by one', async () => {
  const browser = await launch()
  try {
    const { page } = browser
    await page.goto(url('/exhibitors/list?eventCode=SIE&language=EN'))
    await page.locator(CARD).first().waitFor()
    const all = await total(page)

    await page.getByRole('button', { name: 'Filter & sort' }).click()
    await page.getByRole('tab', { name: 'Tags' }).click()
    const tag = page.locator('.filter-popup__option:not(.filter-popup__option--all)').first()
    const tagName = (await tag.textContent()).trim()
    await tag.click()
    await page.getByRole('tab', { name: 'Sort by' }).click()
    await page.getByRole('radio', { name: 'Viewed from high to low' }).click()
    await page.getByRole('button', { name: 'Complete' }).click()
    await page.waitForFunction((n) => {
      const t = Number((document.querySelector('.directory-list__count')?.textContent ?? '').replace(/[^0-9]/g, ''))
      return t > 0 && t < n
    }, all)
    const filtered = await total(page)
    assert.deepEqual(await chips(page), [tagName, 'Viewed from high to low'])
    assert.match(page.url(), /meals=\d+/)
    assert.match(page.url(), /orderBy=3/)
    await screenshot(page, 'filters-chips-en')

    await page.reload()
    await page.locator(CARD).first().waitFor()
    assert.equal(await total(page), filtered)
    await page.waitForFunction(() => document.querySelectorAll('.filter-chips__chip').length === 2)
    assert.deepEqual(await chips(page), [tagName, 'Viewed from high to low'])

    // to a detail page and back, then forward again: still filtered
    await page.locator(`${CARD}:visible`).first().click()
    await expectHeading(page, 'Exhibitor detail')
    await page.goBack()
    await expectHeading(page, 'Exhibitors')
    assert.equal(await total(page), filtered)
    await page.goForward()
    await expectHeading(page, 'Exhibitor detail')
    await page.goBack()
    await expectHeading(page, 'Exhibitors')
    await page.waitForFunction(() => document.querySelectorAll('.filter-chips__chip').length === 2)
    assert.deepEqual(await chips(page), [tagName, 'Viewed from high to low'])

    // one chip off, then Clear filters
    await page.getByRole('button', { name: `Remove filter: ${tagName}` }).click()
    await page.waitForFunction(
      (n) => document.querySelector('.directory-list__count')?.textContent.includes(String(n)),
      all,
    )
    assert.deepEqual(await chips(page), ['Viewed from high to low'])
    assert.doesNotMatch(page.url(), /meals=/)
    await page.getByRole('button', { name: 'Clear filters' }).click()
    await page.locator('.filter-chips').waitFor({ state: 'detached' })
    assert.doesNotMatch(page.url(), /orderBy=/)
    assert.deepEqual(browser.errors, [])
  } finally {
    await browser.close()
  }
})

test('a filter with zero results says so and offers to clear it (中文)', async () => {
  // Find a tag and a category that have no exhibitor in common, from the API.
  const post = async (body) => {
    const res = await fetch(
      `${BASE_URL}/api/v5/companyProfiles/listPage?language=ZH-CN&eventCode=SIE&pageNo=1&pageSize=1&isShowCountNum=1`,
      { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) },
    )
    return (await res.json()).resultList.total
  }
  const home = await (await fetch(`${BASE_URL}/api/v5/pageHomeData/companyProfile?language=ZH-CN&eventCode=SIE`)).json()
  let none
  search: for (const meal of home.resultList.meals)
    for (const group of home.resultList.catagory)
      for (const child of group.children)
        if ((await post({ meals: [meal.id], categorys: [child.id] })) === 0) {
          none = { meal: meal.id, category: child.id }
          break search
        }
  assert.ok(none, 'the seed has a tag and a category with no exhibitor in common')

  const browser = await launch()
  try {
    const { page } = browser
    await page.goto(url(`/exhibitors/list?eventCode=SIE&language=ZH-CN&meals=${none.meal}&categorys=${none.category}`))
    await page.getByText('没有符合筛选条件的结果').waitFor()
    await page.waitForFunction(() => document.querySelectorAll('.filter-chips__chip').length === 2)
    await screenshot(page, 'filters-no-match-zh')
    await page.locator('.directory-list__clear').click()
    await page.locator(CARD).first().waitFor()
    assert.ok((await total(page)) > 0)
    assert.doesNotMatch(page.url(), /meals=|categorys=/)
  } finally {
    await browser.close()
  }
})
