// Inside the native app's web view (user agent with v4_app) and in WeChat's browser (issue 8, item 11).
import assert from 'node:assert/strict'
import { test } from 'node:test'
import { CARD, expectHeading, launch, screenshot, url } from './support.mjs'

const APP_UA =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126 Mobile Safari/537.36 v4_app'
const WECHAT_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.47 NetType/WIFI Language/zh_CN'

test('native app: one bar with the language switch and the heart; Collect without the bridge says to log in', async () => {
  const browser = await launch({ userAgent: APP_UA })
  try {
    const { page } = browser
    await page.goto(url('/exhibitors/list?eventCode=SIE&language=EN'))
    // the app waits for the (absent) bridge's status-bar height, then shows
    await page.locator(CARD).first().waitFor({ timeout: 15_000 })
    assert.equal(await page.locator('.top-bar:visible').count(), 1)
    assert.equal(await page.locator('.page-frame__header-row').count(), 0, 'no second bar')
    assert.equal(await page.locator('.top-bar .app-header__heart:visible').count(), 1)
    assert.equal(await page.locator('.top-bar .app-header__lang-current:visible').count(), 1)
    await screenshot(page, 'native-app-list-en')

    await page.locator(`${CARD}:visible`).first().click()
    await page.getByRole('button', { name: 'Collect', exact: true }).click()
    await page.getByRole('alert').filter({ hasText: 'Please log in to the app first' }).waitFor({ timeout: 15_000 })
    assert.deepEqual(browser.errors, [])
  } finally {
    await browser.close()
  }
})

test("WeChat's browser: the plan PDF comes with open-in-browser guidance, and can be emailed instead", async () => {
  const browser = await launch({ userAgent: WECHAT_UA })
  try {
    const { page } = browser
    const userId = '6f1c3d2e-1111-4a2b-8c3d-000000000001'
    await page.goto(url(`/exhibitors/list?eventCode=SIE&language=ZH-CN&userId=${userId}`))
    await page.locator(CARD).first().click()
    await expectHeading(page, '展商详情')
    await page.getByRole('button', { name: '收藏', exact: true }).click()
    await page.getByRole('button', { name: '取消收藏', exact: true }).waitFor()
    await page.locator('.app-header__heart:visible').click()
    const panel = page.getByRole('dialog', { name: '我的计划' })
    await panel.locator('.plan-panel__edition').first().waitFor()
    await panel.getByRole('button', { name: /下载我的计划/ }).click()
    const guide = page.getByRole('alertdialog', { name: '在浏览器中打开' })
    await guide.waitFor()
    await screenshot(page, 'wechat-pdf-guidance-zh')
    // the email way from the same sheet
    await guide.getByRole('button', { name: '改用邮件发送' }).click()
    await page.getByRole('dialog', { name: '通过邮件发送我的计划' }).waitFor()
    assert.deepEqual(browser.errors, [])
  } finally {
    await browser.close()
  }
})
