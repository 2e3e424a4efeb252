import assert from 'node:assert/strict'
import { test } from 'node:test'
import { launch, screenshot, url } from './support.mjs'

/** Waits until the navbar title on screen reads `text` (H5 keeps earlier pages mounted, hidden). */
async function expectHeading(page, text) {
  await page
    .locator('.page-frame__title:visible')
    .filter({ hasText: new RegExp(`^${text}$`) })
    .first()
    .waitFor()
}

/** The count in a result tab, once the server answered. */
async function tabCount(page, label) {
  const tab = page.getByRole('tab', { name: new RegExp(`^${label}\\s?[（(]\\d+[）)]$`) })
  await tab.waitFor()
  return Number((await tab.textContent()).match(/\d+/)[0])
}

const HUADONG = { zh: '华东机械有限公司', en: 'Huadong Machinery Co., Ltd.' }

/** Behaviour records the page posts (spec §7), read from the requests themselves. */
function recordBehaviour(page) {
  const records = []
  page.on('request', (req) => {
    if (req.method() === 'POST' && req.url().includes('/api/v5/behaviorMessage')) {
      records.push(...JSON.parse(req.postData() ?? '{}').DATA)
    }
  })
  return records
}

async function heartCount(page) {
  return (await page.locator('.app-header__heart-count').first().textContent())?.trim()
}

test('exhibitor detail in both languages; collect and uncollect move the heart count', async () => {
  const browser = await launch()
  try {
    const { page } = browser
    const records = recordBehaviour(page)
    await page.goto(url('/exhibitors/detail?companyProfileId=1&eventCode=CGA&language=ZH-CN'))
    await expectHeading(page, '展商详情')
    await page.getByRole('heading', { name: HUADONG.zh }).waitFor()
    // the hall, then the stand once, as the link to the map (issue 22 item 12: it showed twice)
    for (const text of ['公司简介', '主营产品', '联系方式', '展会年份', '2号馆', '展位 2A01', '+86-21-50004099'])
      await page.getByText(text, { exact: true }).first().waitFor()
    assert.equal(await page.locator('.detail-page__hero [data-stand="2A01"]:visible').count(), 1)
    // Consult, with its NEW badge until it is used (it opens the RFQ form: e2e/consult.test.mjs)
    assert.equal(await page.getByRole('button', { name: '咨询' }).locator('.action-row__badge').textContent(), 'NEW')
    await page.waitForTimeout(300) // images settle
    await screenshot(page, 'exhibitor-detail-zh')
    assert.ok(
      records.some(
        (r) => r.ACTIONID === 'view' && r.TARGET === 'exhibitor' && r.CHANNELID === 107 && r.COMPANYPROFILEID === 1,
      ),
      'a view record with the plain-web channel id',
    )

    // English: the same exhibitor, translated labels and content
    await page.getByRole('button', { name: '中文' }).click()
    await page.getByRole('option', { name: 'Eng' }).click()
    await page.getByRole('heading', { name: HUADONG.en }).waitFor()
    for (const text of [
      'Company introduction',
      'Main products',
      'Contact information',
      'Exhibition Year',
      'Hall 2',
      'Stand 2A01',
    ])
      await page.getByText(text, { exact: true }).first().waitFor()
    await expectHeading(page, 'Exhibitor detail')
    await screenshot(page, 'exhibitor-detail-en')

    // collect → toast, heart 1; uncollect → toast, heart 0
    assert.equal(await heartCount(page), '0')
    await page.getByRole('button', { name: 'Collect', exact: true }).click()
    await page.getByText('Congratulations, collected successfully').waitFor()
    await page.getByRole('button', { name: 'Uncollect', exact: true }).waitFor()
    assert.equal(await heartCount(page), '1')
    await screenshot(page, 'exhibitor-detail-collected-en')
    await page.getByRole('button', { name: 'Uncollect', exact: true }).click()
    await page.getByText('Congratulations, uncollected successfully').waitFor()
    await page.getByRole('button', { name: 'Collect', exact: true }).waitFor()
    assert.equal(await heartCount(page), '0')
    assert.ok(records.some((r) => r.ACTIONID === 'collect' && r.TARGET === 'exhibitor'))
    assert.ok(records.some((r) => r.ACTIONID === 'uncollect' && r.TARGET === 'exhibitor'))

    // the exhibitor's products lead to the product detail
    await page.locator('.product-grid [role=link]').first().click()
    await page.waitForURL(/\/exhibits\/detail\?productId=\d+/)
    await expectHeading(page, 'Exhibit detail')
    await page.getByRole('link', { name: HUADONG.en }).waitFor()
    await page.getByRole('button', { name: 'Add to my plan' }).click()
    await page.getByRole('button', { name: 'Remove' }).waitFor()
    assert.equal(await heartCount(page), '1')
    await screenshot(page, 'product-detail-en')
    assert.ok(records.some((r) => r.ACTIONID === 'view' && r.TARGET === 'product'))
    assert.deepEqual(browser.errors, [])
  } finally {
    await browser.close()
  }
})

test('a not viewable exhibition or an unknown exhibitor shows the no-data view', async () => {
  const browser = await launch()
  try {
    const { page } = browser
    await page.goto(url('/exhibitors/detail?companyProfileId=1&eventCode=OLD&language=EN'))
    await page.getByText('No relevant data').waitFor()
    await page.goto(url('/exhibits/detail?productId=999999&eventCode=CGA&language=ZH-CN'))
    await page.getByText('暂无相关数据').waitFor()
  } finally {
    await browser.close()
  }
})

test('search: hot words, pinyin initials, recent searches, English', async () => {
  const browser = await launch()
  try {
    const { page } = browser
    await page.goto(url('/search/hot?eventCode=CGA&language=ZH-CN'))
    await expectHeading(page, '搜索')
    await page.getByRole('list', { name: '热门搜索' }).getByText('华东机械').waitFor()
    const input = page.locator('.search-box input:visible')
    await input.waitFor()
    assert.ok(await input.evaluate((el) => el === document.activeElement), 'the search input has the focus')
    await screenshot(page, 'search-hot-zh')

    await input.fill('hdjx')
    await input.press('Enter')
    await page.waitForURL(/\/search\/all\?keyword=hdjx/)
    await expectHeading(page, '搜索结果')
    await page.getByRole('link', { name: HUADONG.zh }).waitFor()
    // the counts come from the server: 'hdjx' (pinyin initials) finds at least 华东机械
    assert.ok((await tabCount(page, '展商')) >= 1)
    await page.waitForTimeout(400)
    await screenshot(page, 'search-results-hdjx-zh')

    // products tab
    await page.getByRole('tab', { name: /^展品（\d+）$/ }).click()
    await page.locator('.search-page__grid [role=link]').first().waitFor()

    // back to /search/hot: the recent search is listed first
    await page.goBack()
    await page.getByRole('list', { name: '最近搜索' }).getByText('hdjx').waitFor()

    // a hot word searches at once
    await page.getByRole('list', { name: '热门搜索' }).getByText('华东机械').click()
    await page.waitForURL(/\/search\/all\?keyword=/)
    await page.getByRole('link', { name: HUADONG.zh }).waitFor()

    // English, case-insensitive, searched again from the results page
    await page.goto(url('/search/all?keyword=HUADONG%20machinery&eventCode=CGA&language=EN'))
    await page.getByRole('link', { name: HUADONG.en }).waitFor()
    assert.ok((await tabCount(page, 'Exhibitors')) >= 1)
    const narrow = await tabCount(page, 'Exhibitors')
    const box = page.locator('.search-box input:visible')
    await box.fill('huadong')
    await box.press('Enter')
    // every Huadong company: more than 'huadong machinery' found
    await page.waitForFunction((n) => {
      const tab = [...document.querySelectorAll('[role=tab]')].find(
        (el) => el.offsetParent && el.textContent.startsWith('Exhibitors'),
      )
      const m = tab?.textContent.match(/\((\d+)\)/)
      return m && Number(m[1]) > n
    }, narrow)
    await page.waitForTimeout(400)
    await screenshot(page, 'search-results-huadong-en')

    // nothing found: the no-data view
    await box.fill('zzzzqqq')
    await box.press('Enter')
    await page.getByText('No relevant data').waitFor()
    assert.deepEqual(browser.errors, [])
  } finally {
    await browser.close()
  }
})
