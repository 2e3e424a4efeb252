// Issue 27 item 5: <html lang> follows the visitor's language, and every control of the main
// pages has a name a screen reader can say (as Chromium computes it: its accessibility tree).
import assert from 'node:assert/strict'
import { test } from 'node:test'
import { heading, launch, screenshot, settled, url } from './support.mjs'
import { tapDrawn } from './taps.mjs'

const lang = (page) => page.evaluate(() => document.documentElement.lang)

/** Controls (as Chromium's accessibility tree has them) without an accessible name. */
async function unnamedControls(page) {
  const cdp = await page.context().newCDPSession(page)
  try {
    const { nodes } = await cdp.send('Accessibility.getFullAXTree')
    const roles = new Set([
      'button',
      'link',
      'textbox',
      'searchbox',
      'combobox',
      'checkbox',
      'tab',
      'menuitem',
      'switch',
    ])
    return nodes
      .filter((n) => !n.ignored && roles.has(n.role?.value) && !String(n.name?.value ?? '').trim())
      .map((n) => `${n.role.value}#${n.backendDOMNodeId}`)
  } finally {
    await cdp.detach()
  }
}

test('<html lang> is the chosen language: zh-CN by default, en with language=EN, and it follows a switch', async () => {
  const browser = await launch()
  try {
    const { page } = browser
    await page.goto(url('/exhibitors/list'))
    assert.equal(await heading(page), '展商名录')
    assert.equal(await lang(page), 'zh-CN')
    // the header's switch, tapped where it is drawn
    await settled(page)
    await tapDrawn(page.locator('.app-header__lang-current:visible').filter({ hasText: '中文' }).last())
    await tapDrawn(page.getByRole('option', { name: 'Eng' }).locator('visible=true'))
    assert.equal(await heading(page), 'Exhibitors')
    await page.waitForFunction(() => document.documentElement.lang === 'en')
    // a shared link in the other language
    await page.goto(url('/meeting/list?language=ZH-CN'))
    await page.waitForFunction(() => document.documentElement.lang === 'zh-CN')
    await page.goto(url('/meeting/list?language=EN'))
    await page.waitForFunction(() => document.documentElement.lang === 'en')
    await screenshot(page, 'a11y-meeting-list-en')
    assert.deepEqual(browser.errors, [])
  } finally {
    await browser.close()
  }
})

test('every control of the home, the lists and an exhibitor has an accessible name, in both languages', async () => {
  const browser = await launch()
  try {
    const { page } = browser
    const found = []
    for (const language of ['ZH-CN', 'EN']) {
      for (const path of ['/exhibition/detail', '/exhibitors/list', '/meeting/list', '/consult/post']) {
        await page.goto(url(`${path}?language=${language}`))
        await settled(page)
        await page.waitForTimeout(500)
        const bad = await unnamedControls(page)
        if (bad.length) found.push(`${path} ${language}: ${bad.join(', ')}`)
      }
    }
    assert.deepEqual(found, [])
    // the check sees the page's controls, and an unnamed one when there is one
    const before = await unnamedControls(page)
    await page.evaluate(() => {
      const b = document.createElement('button')
      b.id = 'a11y-probe'
      document.body.appendChild(b)
    })
    assert.equal((await unnamedControls(page)).length, before.length + 1, 'an unnamed button is reported')
  } finally {
    await browser.close()
  }
})
