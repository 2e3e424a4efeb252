// The visitor's language and the app's own back button against the browser's history: switching
// language on a later page, going back, forward and reloading (issue 8, items 3 and 4).
import assert from 'node:assert/strict'
import { test } from 'node:test'
import { CARD, expectHeading, launch, screenshot, switchLanguage, url, visibleCardNames } from './support.mjs'

const HAN = /[\u4e00-\u9fff]/

async function storedLanguage(page) {
  return page.evaluate(() => localStorage.getItem('__language__'))
}

/** Home → Exhibitors list (menu) → the first exhibitor. */
async function homeListDetail(page, { list, detail }) {
  await page.locator('.home-menu__item:visible').first().click()
  await expectHeading(page, list)
  await page.locator(`${CARD}:visible`).first().click()
  await expectHeading(page, detail)
}

test('English sticks: switch on a detail page, back, reload, browser back and forward', async () => {
  const browser = await launch()
  try {
    const { page } = browser
    // The entry link pins Chinese, as a shared link may.
    await page.goto(url('/exhibition/detail?eventCode=SIE&language=ZH-CN'))
    await expectHeading(page, '展会详情')
    await homeListDetail(page, { list: '展商名录', detail: '展商详情' })
    assert.doesNotMatch(page.url(), /language=/, 'the app’s own links do not pin a language')
    await switchLanguage(page, 'EN')
    await expectHeading(page, 'Exhibitor detail')
    assert.match(page.url(), /language=EN/, 'the switch rewrites the address')

    await page.locator('.page-frame__back:visible').click()
    await expectHeading(page, 'Exhibitors')
    await page.waitForFunction((card) => document.querySelector(card) !== null, CARD)
    await page.waitForFunction(
      (card) =>
        [...document.querySelectorAll(card)].every((c) => !/[\u4e00-\u9fff]/.test(c.getAttribute('aria-label'))),
      CARD,
    )
    assert.equal(await storedLanguage(page), 'EN')

    await page.reload()
    await expectHeading(page, 'Exhibitors')
    assert.equal(await storedLanguage(page), 'EN')
    // the heading comes before the cards on a reload (a loaded CI machine showed none yet)
    await page.waitForFunction((card) => document.querySelector(card) !== null, CARD)
    const names = await visibleCardNames(page)
    assert.ok(names.length > 0 && names.every((n) => !HAN.test(n)), names.join(', '))

    // Back to the entry page, whose address said ZH-CN: the visitor's choice wins and is written there.
    await page.goBack()
    await expectHeading(page, 'Exhibition')
    assert.match(page.url(), /language=EN/)
    await page.reload()
    await expectHeading(page, 'Exhibition')
    await page.goForward()
    await expectHeading(page, 'Exhibitors')
    assert.equal(await storedLanguage(page), 'EN')
    await screenshot(page, 'history-english-sticks')
    assert.deepEqual(browser.errors, [])
  } finally {
    await browser.close()
  }
})

test('Chinese sticks the other way round', async () => {
  const browser = await launch()
  try {
    const { page } = browser
    await page.goto(url('/exhibition/detail?eventCode=SIE&language=EN'))
    await expectHeading(page, 'Exhibition')
    await homeListDetail(page, { list: 'Exhibitors', detail: 'Exhibitor detail' })
    await switchLanguage(page, 'ZH-CN')
    await expectHeading(page, '展商详情')
    await page.locator('.page-frame__back:visible').click()
    await expectHeading(page, '展商名录')
    await page.waitForFunction(
      (card) => [...document.querySelectorAll(card)].some((c) => /[\u4e00-\u9fff]/.test(c.getAttribute('aria-label'))),
      CARD,
    )
    await page.reload()
    await expectHeading(page, '展商名录')
    await page.goBack()
    await expectHeading(page, '展会详情')
    assert.equal(await storedLanguage(page), 'ZH-CN')
    assert.deepEqual(browser.errors, [])
  } finally {
    await browser.close()
  }
})

test('the in-app back equals the browser back, after a reload and after back ×3 / forward ×3', async () => {
  const browser = await launch()
  try {
    const { page } = browser
    await page.goto(url('/exhibition/detail?eventCode=SIE&language=ZH-CN'))
    await expectHeading(page, '展会详情')
    await homeListDetail(page, { list: '展商名录', detail: '展商详情' })
    const detailUrl = page.url()

    // A reload on the detail page, then the in-app back: the list, with no extra history entry.
    await page.reload()
    await expectHeading(page, '展商详情')
    const length = await page.evaluate(() => history.length)
    await page.locator('.page-frame__back:visible').click()
    await expectHeading(page, '展商名录')
    assert.equal(await page.evaluate(() => history.length), length)
    await page.locator('.page-frame__back:visible').click()
    await expectHeading(page, '展会详情')
    assert.equal(await page.locator('.page-frame__back:visible').count(), 0, 'the home has no back button')

    // Forward twice to the detail page, back ×2 / forward ×2 with the browser, then the in-app back.
    await page.goForward()
    await expectHeading(page, '展商名录')
    await page.goForward()
    await expectHeading(page, '展商详情')
    assert.equal(page.url(), detailUrl)
    await page.goBack()
    await page.goBack()
    await expectHeading(page, '展会详情')
    await page.goForward()
    await page.goForward()
    await expectHeading(page, '展商详情')
    await page.locator('.page-frame__back:visible').click()
    await expectHeading(page, '展商名录')
    await page.goBack()
    await expectHeading(page, '展会详情')
    assert.deepEqual(browser.errors, [])
  } finally {
    await browser.close()
  }
})

test('a Back right after opening a page shows the list again, every time (router timer race)', async () => {
  const browser = await launch()
  try {
    const { page } = browser
    await page.goto(url('/exhibitors/list?eventCode=SIE&language=EN'))
    await page.locator(CARD).first().waitFor()
    for (let i = 0; i < 10; i++) {
      await page.locator(`${CARD}:visible`).first().click()
      await expectHeading(page, 'Exhibitor detail')
      if (i % 2) await page.goBack()
      else await page.locator('.page-frame__back:visible').click()
      await expectHeading(page, 'Exhibitors', 3000)
      assert.ok(await page.locator(`${CARD}:visible`).first().isVisible(), `round ${i}`)
    }
    assert.deepEqual(browser.errors, [])
  } finally {
    await browser.close()
  }
})
