import assert from 'node:assert/strict'
import { after, before, describe, test } from 'node:test'
import fs from 'node:fs'
import { heading, launch, screenshot, url } from './support.mjs'

const routes = JSON.parse(fs.readFileSync(new URL('../src/routes.json', import.meta.url), 'utf8'))
const titles = {
  EN: loadTitles('en'),
  'ZH-CN': loadTitles('zh-CN'),
}

/** Reads the route titles from the typed dictionaries (plain object literals). */
function loadTitles(file) {
  const text = fs.readFileSync(new URL(`../src/i18n/${file}.ts`, import.meta.url), 'utf8')
  const block = text.slice(text.indexOf('routeTitle: {'), text.indexOf('},', text.indexOf('routeTitle: {')))
  return Object.fromEntries([...block.matchAll(/(\w+): '([^']+)'/g)].map((m) => [m[1], m[2]]))
}

describe('every route of spec §2', () => {
  let browser
  before(async () => {
    browser = await launch()
  })
  after(async () => {
    await browser.close()
  })

  for (const language of ['ZH-CN', 'EN']) {
    test(`opens at its URL with its title in ${language}`, async () => {
      const { page } = browser
      for (const route of routes) {
        await page.goto(url(`${route.path}?language=${language}`))
        const expected = titles[language][route.titleKey]
        assert.ok(expected, `no ${language} title for ${route.titleKey}`)
        assert.equal(await heading(page), expected, `${route.path} heading`)
        await page.waitForFunction((t) => document.title === t, expected)
        assert.equal(new URL(page.url()).pathname, route.path)
      }
      assert.deepEqual(browser.errors, [])
    })
  }

  test('/ redirects to /exhibition/detail', async () => {
    const { page } = browser
    await page.goto(url('/?language=ZH-CN'))
    await page.waitForURL(/\/exhibition\/detail\?language=ZH-CN/)
    assert.equal(await heading(page), titles['ZH-CN'].exhibitionDetail)
  })

  test('an unknown route shows View not found, translated', async () => {
    const { page } = browser
    await page.goto(url('/no/such/view?language=EN'))
    await page.getByText('View not found').waitFor()
    await screenshot(page, 'view-not-found-en')
    await page.goto(url('/no/such/view?language=ZH-CN'))
    await page.getByText('页面不存在').waitFor()
  })

  test('event code CGA switches on the alternate branding', async () => {
    const { page } = browser
    await page.goto(url('/exhibitors/list?eventCode=CGA&language=EN'))
    await page.locator('#app .page-frame.theme-cga').waitFor()
    await screenshot(page, 'cga-branding')
    await page.goto(url('/exhibitors/list?eventCode=SIE'))
    await page.locator('#app .page-frame.theme-default').waitFor()
  })
})
