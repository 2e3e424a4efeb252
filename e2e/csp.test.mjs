// The app under the server's Content-Security-Policy (issue 9 item 10): the main pages load and
// work in real Chromium — the inline boot script, route table and stylesheet allowed by their build
// hashes, no other inline code — and the browser reports no violation.
import assert from 'node:assert/strict'
import { after, before, describe, test } from 'node:test'
import { launch, url } from './support.mjs'

describe('Content-Security-Policy', () => {
  let browser
  /** violations the browser reported, on any page */
  const reported = []

  before(async () => {
    browser = await launch()
    await browser.context.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (e) => {
        const seen = (window.__cspViolations ??= [])
        seen.push(`${e.violatedDirective} ${e.blockedURI} ${e.sample}`.trim())
      })
    })
    browser.page.on('console', (m) => {
      if (/Content Security Policy/i.test(m.text())) reported.push(m.text())
    })
  })
  after(async () => browser.close())

  /** The violations the current document saw (its own init script's list). */
  const violations = (page) => page.evaluate(() => window.__cspViolations ?? [])

  async function visit(path) {
    const { page } = browser
    const res = await page.goto(url(path))
    const policy = res.headers()['content-security-policy'] ?? ''
    assert.match(policy, /script-src 'self'( 'sha256-[^']+')+;/, `${path}: scripts limited to this origin and hashes`)
    assert.match(policy, /frame-ancestors 'self'/)
    assert.equal(res.headers()['referrer-policy'], 'strict-origin-when-cross-origin')
    return page
  }

  test('home, lists, filters, details, search, plan and email panels run with no violation', async () => {
    let page = await visit('/exhibition/detail?eventCode=SIE&language=EN')
    await page.getByRole('link', { name: 'Exhibitors' }).first().waitFor()
    assert.deepEqual(await violations(page), [], 'home')

    page = await visit('/exhibitors/list?eventCode=SIE&language=EN')
    await page.locator('.directory-card').first().waitFor()
    await page.getByRole('button', { name: 'Filter & sort' }).click()
    await page.getByRole('dialog', { name: 'Filter and sort' }).waitFor()
    await page.getByRole('tab', { name: 'Sort by' }).click()
    await page.getByRole('radio', { name: 'Latest Upload' }).click()
    await page.getByRole('button', { name: 'Complete' }).click()
    await page.locator('.directory-card').first().click()
    await page.waitForURL(/\/exhibitors\/detail\?companyProfileId=\d+/)
    await page.getByRole('button', { name: 'Collect', exact: true }).click()
    await page.getByText('congratulations, collected successfully').first().waitFor()
    assert.deepEqual(await violations(page), [], 'exhibitor list, filter, detail, collect')

    page = await visit('/exhibits/list?eventCode=SIE&language=EN')
    await page.locator('.directory-card').first().click()
    await page.waitForURL(/\/exhibits\/detail\?productId=\d+/)
    await page.locator('.page-frame__title:visible', { hasText: 'Exhibit detail' }).waitFor()
    assert.deepEqual(await violations(page), [], 'product list and detail')

    page = await visit('/search/hot?eventCode=SIE&language=EN')
    await page.getByRole('searchbox').fill('machinery')
    await page.keyboard.press('Enter')
    await page.waitForURL(/\/search\/all\?/)
    await page.locator('.directory-card').first().waitFor()
    assert.deepEqual(await violations(page), [], 'search')

    // the plan panel and the email panel load as chunks of their own
    await page
      .getByRole('button', { name: /^My plan: \d+$/ })
      .first()
      .click()
    const panel = page.getByRole('dialog', { name: 'My Plan' })
    await panel.getByRole('button', { name: 'Email' }).click()
    await page.getByRole('dialog', { name: 'Send my plan by email' }).waitFor()
    assert.deepEqual(await violations(page), [], 'plan and email panels')

    for (const path of ['/meeting/list?language=EN', '/consult/list?language=EN', '/pairs/list?language=EN']) {
      page = await visit(path)
      await page.locator('.page-frame').first().waitFor()
      assert.deepEqual(await violations(page), [], path)
    }
    assert.deepEqual(reported, [], 'the console reported no CSP violation')
    assert.deepEqual(browser.errors, [])
  })

  test('an injected inline script is blocked (the policy is in force)', async () => {
    const page = await visit('/exhibition/detail?language=EN')
    await page.evaluate(() => {
      const s = document.createElement('script')
      s.textContent = 'window.__injected = true'
      document.head.appendChild(s)
    })
    await page.waitForFunction(() => (window.__cspViolations ?? []).length > 0)
    assert.equal(await page.evaluate(() => window.__injected), undefined)
    assert.match((await violations(page))[0], /^script-src/)
    reported.length = 0
  })
})
