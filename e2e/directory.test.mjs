import assert from 'node:assert/strict'
import { after, before, describe, test } from 'node:test'
import { CARD, heading, launch, screenshot, url } from './support.mjs'

/** Number in the toolbar ("85 exhibitors" / "共 85 家展商"). */
async function total(page) {
  const text = await page.locator('.directory-list__count').textContent()
  return Number(text.replace(/[^0-9]/g, ''))
}

describe('directory lists', () => {
  let browser
  before(async () => {
    browser = await launch()
  })
  after(async () => {
    await browser.close()
  })

  test('exhibitors list: cards, filter by tag, sort, and the detail link', async () => {
    const { page } = browser
    await page.goto(url('/exhibitors/list?eventCode=SIE&language=EN'))
    assert.equal(await heading(page), 'Exhibitors')
    await page.locator(CARD).first().waitFor()
    await page.waitForFunction(() => /\d/.test(document.querySelector('.directory-list__count')?.textContent ?? ''))
    const all = await total(page)
    assert.ok(all > 50, `expected many exhibitors, got ${all}`)
    await screenshot(page, 'exhibitors-list-en')

    await page.getByRole('button', { name: 'Filter & sort' }).click()
    await page.getByRole('dialog', { name: 'Filter and sort' }).waitFor()
    await page.getByRole('tab', { name: 'Tags' }).click()
    // position 0 is select-all; pick the first real tag
    const tag = page.locator('.filter-popup__option:not(.filter-popup__option--all)').first()
    await tag.click()
    await page.getByRole('tab', { name: 'Sort by' }).click()
    await page.getByRole('radio', { name: 'Latest Upload' }).click()
    await screenshot(page, 'filter-popup-en')
    await page.getByRole('button', { name: 'Complete' }).click()
    await page.waitForFunction((before) => {
      const n = Number((document.querySelector('.directory-list__count')?.textContent ?? '').replace(/[^0-9]/g, ''))
      return n > 0 && n < before
    }, all)
    assert.equal((await page.locator('.directory-list__badge').textContent()).trim(), '2')

    const first = page.locator(CARD).first()
    const name = await first.getAttribute('aria-label')
    await first.click()
    await page.waitForURL(/\/exhibitors\/detail\?companyProfileId=\d+&eventCode=SIE/)
    assert.ok(name)
  })

  test('a link with eventEditionId opens the list on that edition', async () => {
    const { page } = browser
    await page.goto(url('/exhibitors/list?eventCode=SIE&language=EN'))
    await page.waitForFunction(() => /\d/.test(document.querySelector('.directory-list__count')?.textContent ?? ''))
    const current = await total(page)
    await page.goto(url('/exhibitors/list?eventCode=SIE&eventEditionId=21&language=EN'))
    await page.waitForFunction(() => /\d/.test(document.querySelector('.directory-list__count')?.textContent ?? ''))
    assert.equal((await page.locator('.directory-list__badge').textContent()).trim(), '1')
    assert.notEqual(await total(page), current)
    await page.locator(CARD).first().waitFor()
  })

  test('exhibits list in Chinese', async () => {
    const { page } = browser
    await page.goto(url('/exhibits/list?eventCode=SIE&language=ZH-CN'))
    assert.equal(await heading(page), '展品名录')
    await page.locator(CARD).first().waitFor()
    await page.getByText(/共 \d+ 件展品/).waitFor()
    await screenshot(page, 'exhibits-list-zh')
  })

  test("a first visit asks for the first page once: the list takes the boot script's answer", async () => {
    const fresh = await launch()
    try {
      const { page } = fresh
      const listPages = []
      page.on('request', (r) => {
        if (r.url().includes('/listPage')) listPages.push(r.url())
      })
      await page.goto(url('/exhibitors/list'))
      await page.locator(CARD).first().waitFor()
      await page.waitForTimeout(500)
      assert.equal(listPages.length, 1, listPages.join('\n'))
      // the visitor the boot script made up is the one the app uses
      const userId = await page.evaluate(() => localStorage.getItem('__userId__'))
      assert.ok(listPages[0].includes(`userId=${userId}`))
      assert.ok(fresh.errors.length === 0, String(fresh.errors))
    } finally {
      await fresh.close()
    }
  })

  test("a deep link to another event's edition lists that event, not the stored one", async () => {
    const { page } = browser
    await page.goto(url('/exhibitors/list?eventCode=SIE&language=EN'))
    await page.locator(CARD).first().waitFor()
    const listPages = []
    const onRequest = (r) => {
      if (r.url().includes('/listPage')) listPages.push(r.url())
    }
    page.on('request', onRequest)
    await page.goto(url('/exhibitors/list?eventCode=CGA&eventEditionId=11'))
    await page.locator(CARD).first().waitFor()
    page.off('request', onRequest)
    assert.ok(listPages.length >= 1)
    for (const u of listPages) assert.match(u, /eventCode=CGA/)
    assert.equal((await page.locator('.directory-list__badge').textContent()).trim(), '1')
  })
})
