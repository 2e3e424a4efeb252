import assert from 'node:assert/strict'
import { test } from 'node:test'
import { heading, launch, screenshot, url } from './support.mjs'

test('the language switch persists across a reload', async () => {
  const browser = await launch()
  try {
    const { page } = browser
    await page.goto(url('/exhibitors/list'))
    assert.equal(await heading(page), '展商名录')
    await screenshot(page, 'exhibitors-list-zh')
    await page.getByRole('button', { name: '中文' }).click()
    await page.getByRole('option', { name: 'Eng' }).click()
    assert.equal(await heading(page), 'Exhibitors')
    await page.waitForFunction(() => document.title === 'Exhibitors')
    assert.equal(await page.evaluate(() => localStorage.getItem('__language__')), 'EN')
    await page.reload()
    assert.equal(await heading(page), 'Exhibitors')
    await page.goto(url('/exhibits/list'))
    assert.equal(await heading(page), 'Exhibits')
    await screenshot(page, 'exhibits-list-en')
    // and back
    await page.getByRole('button', { name: 'Eng' }).click()
    await page.getByRole('option', { name: '中文' }).click()
    assert.equal(await heading(page), '展品名录')
    assert.deepEqual(browser.errors, [])
  } finally {
    await browser.close()
  }
})

test('a visitor gets a stored version-4 id', async () => {
  const browser = await launch()
  try {
    const { page } = browser
    await page.goto(url('/exhibition/detail'))
    await page.waitForFunction(() => localStorage.getItem('__userId__'))
    const id = await page.evaluate(() => localStorage.getItem('__userId__'))
    assert.match(id, /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/)
    await page.reload()
    await page.waitForFunction(() => localStorage.getItem('__userId__'))
    assert.equal(await page.evaluate(() => localStorage.getItem('__userId__')), id)
  } finally {
    await browser.close()
  }
})
