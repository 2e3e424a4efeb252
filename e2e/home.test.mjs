// The home view (/exhibition/detail, issue 4 item 1) in real Chromium against the seeded server.
import assert from 'node:assert/strict'
import { after, before, describe, test } from 'node:test'
import { launch, screenshot, url } from './support.mjs'

/**
 * Waits until the navbar title of the page on top reads `text` (Taro's H5 router keeps earlier pages
 * in the DOM, hidden, and the URL changes before the new page shows) and returns it.
 */
async function heading(page, text) {
  await page
    .waitForFunction(
      (t) =>
        [...document.querySelectorAll('.page-frame__title')].some(
          (e) => e.getClientRects().length > 0 && e.textContent.trim() === t,
        ),
      text,
      { timeout: 10_000 },
    )
    .catch(() => undefined)
  const titles = await page.locator('.page-frame__title:visible').allTextContents()
  return titles.map((t) => t.trim()).find((t) => t === text) ?? titles.at(-1)?.trim()
}

/** The hero's heading: the name of the edition shown. */
async function editionHeading(page) {
  const el = page.locator('.home-hero__title:visible').first()
  await el.waitFor({ state: 'visible' })
  return (await el.textContent())?.trim()
}

/** Waits until images inside the view have loaded, so screenshots show them. */
async function imagesLoaded(page) {
  await page.waitForFunction(() => [...document.querySelectorAll('.home img')].every((i) => i.complete))
}

describe('home view', () => {
  let browser
  before(async () => {
    browser = await launch()
  })
  after(async () => {
    await browser.close()
  })

  test('/ opens the home with the edition details, in Chinese and in English', async () => {
    const { page } = browser
    await page.goto(url('/'))
    await page.waitForURL(/\/exhibition\/detail/)
    assert.equal(await heading(page, '展会详情'), '展会详情')
    assert.equal(await editionHeading(page), '2026国际工业博览会')
    const home = page.locator('.home')
    for (const text of [
      '展期',
      '2026.09.15 – 2026.09.18',
      '上海新国际博览中心',
      '上海市浦东新区龙阳路2345号',
      '开放时间',
    ]) {
      await home.getByText(text, { exact: false }).first().waitFor()
    }
    await home.getByText('上海国际展览有限公司').waitFor()
    await home.getByText('展会介绍').waitFor()
    const menu = page.getByRole('navigation', { name: '展会导航' })
    // spec §2's menu in its order, Conference included (issue 11)
    assert.deepEqual(await menu.getByRole('link').evaluateAll((els) => els.map((e) => e.getAttribute('aria-label'))), [
      '展商名录',
      '展品名录',
      '同期会议',
      '展馆地图',
      '观众预登记',
      '关于展会',
      '展位预订',
      '热门推荐',
      '观展指南',
      '展会资讯',
      '龙虎榜',
    ])
    assert.ok(Number(await page.locator('.home-stats__value').first().textContent()) > 0, 'exhibitor count')
    await imagesLoaded(page)
    await screenshot(page, 'home-zh')

    await page.getByRole('button', { name: '中文' }).click()
    await page.getByRole('option', { name: 'Eng' }).click()
    assert.equal(await heading(page, 'Exhibition'), 'Exhibition')
    await page.waitForFunction(
      () => document.querySelector('.home-hero__title')?.textContent === 'International Industry Expo 2026',
    )
    await home.getByText('Shanghai New International Expo Centre').first().waitFor()
    await home.getByText('Opening hours').waitFor()
    const menuEn = page.getByRole('navigation', { name: 'Explore the show' })
    assert.deepEqual(
      await menuEn.getByRole('link').evaluateAll((els) => els.map((e) => e.getAttribute('aria-label'))),
      [
        'Exhibitors list',
        'Products',
        'Conference',
        'Venue',
        'Visit',
        'About',
        'Booking',
        'Hot Hits',
        'Guide',
        'Show Info',
        'Billboard',
      ],
    )
    await imagesLoaded(page)
    await screenshot(page, 'home-en')
    // back to Chinese for the other tests (the language is stored)
    await page.getByRole('button', { name: 'Eng' }).click()
    await page.getByRole('option', { name: '中文' }).click()
    assert.equal(await heading(page, '展会详情'), '展会详情')
    assert.deepEqual(browser.errors, [])
  })

  test('the menu opens the exhibitor list; the search box opens the search page', async () => {
    const { page } = browser
    await page.goto(url('/exhibition/detail?language=ZH-CN'))
    await editionHeading(page)
    await page.getByRole('link', { name: '展商名录' }).click()
    await page.waitForURL(/\/exhibitors\/list\?/)
    assert.equal(await heading(page, '展商名录'), '展商名录')
    await page.goBack()
    await page.waitForURL(/\/exhibition\/detail/)
    await page.getByRole('search').click()
    await page.waitForURL(/\/search\/hot\?/)
    assert.equal(await heading(page, '搜索'), '搜索')
    assert.deepEqual(browser.errors, [])
  })

  test('CGA branding and the edition switch', async () => {
    const { page } = browser
    await page.goto(url('/exhibition/detail?eventCode=CGA&language=ZH-CN'))
    assert.equal(await editionHeading(page), '2026园林与农业博览会')
    const frame = page.locator('.page-frame')
    assert.match((await frame.getAttribute('class')) ?? '', /theme-cga/)
    const colours = await page.evaluate(() => ({
      hero: getComputedStyle(document.querySelector('.home-hero')).backgroundColor,
      title: getComputedStyle(document.querySelector('.home-hero__title')).color,
      menuIcon: getComputedStyle(document.querySelector('.home-menu__icon')).backgroundImage,
      navbar: getComputedStyle(document.querySelector('.page-frame__navbar')).backgroundColor,
    }))
    assert.equal(colours.hero, 'rgb(27, 27, 27)')
    assert.equal(colours.title, 'rgb(245, 210, 122)')
    assert.match(colours.menuIcon, /gradient/)
    assert.equal(colours.navbar, 'rgb(27, 27, 27)')
    await imagesLoaded(page)
    await screenshot(page, 'home-cga')

    const countBefore = await page.locator('.home-stats__value').first().textContent()
    await page.getByRole('button', { name: /切换届次/ }).click()
    const sheet = page.getByRole('dialog', { name: '选择届次' })
    await sheet.waitFor()
    const options = sheet.getByRole('option')
    assert.deepEqual(await options.allTextContents(), ['2026园林与农业博览会本届', '2025园林与农业博览会'])
    await screenshot(page, 'home-edition-sheet')
    await options.filter({ hasText: '2025' }).click()
    await page.waitForFunction(
      () => document.querySelector('.home-hero__title')?.textContent === '2025园林与农业博览会',
    )
    await page.getByText('2025.04.15 – 2025.04.18').first().waitFor()
    assert.notEqual(await page.locator('.home-stats__value').first().textContent(), countBefore)
    assert.equal(await sheet.count(), 0)
    // the lists open on the chosen edition
    await page.getByRole('link', { name: '展品名录' }).click()
    await page.waitForURL(/\/exhibits\/list\?/)
    assert.equal(new URL(page.url()).searchParams.get('eventEditionId'), '11')
    assert.deepEqual(browser.errors, [])
  })

  test('an exhibition that is not viewable shows no data, without an error toast', async () => {
    const { page } = browser
    await page.goto(url('/exhibition/detail?eventCode=OLD&language=ZH-CN'))
    await page.getByText('暂无相关数据').waitFor()
    assert.equal(await page.locator('.home-menu').count(), 0)
    assert.equal(await page.getByText('展会不存在或当前不可查看').count(), 0)
    await screenshot(page, 'home-not-viewable')
    assert.deepEqual(browser.errors, [])
  })
})
