// The proven-phone bar ("Verified: 138****8000 · Use another number") guards the stand's meetings
// and its slots as well as the exhibitor editor. Opened directly (a link, a reload), those
// pages once drew it as bare text: its styles came with the editor's stylesheet only. This opens
// each page first thing in a fresh browser, both languages, and checks the bar is laid out as designed.
import assert from 'node:assert/strict'
import { test } from 'node:test'
import { codeFor, launch, screenshot, url } from './support.mjs'
import { OWN, adoptVisitor, call, sendCode } from './meetings-support.mjs'

const PAGES = [
  { path: '/meetings/stand?companyProfileId=1&eventCode=CGA', name: 'stand' },
  { path: '/meetings/slots?companyProfileId=1&eventCode=CGA', name: 'slots' },
]

test('the proven-phone bar is styled on pages opened directly, both languages', async () => {
  const browser = await launch()
  const { page } = browser
  try {
    await page.goto(url('/exhibitors/list?eventCode=CGA&language=ZH-CN'))
    const userId = await adoptVisitor(page)
    const sentAfter = await sendCode(OWN)
    const v = await call(userId, 'POST', '/api/v5/verifyPhone?eventCode=CGA', {
      phone: OWN,
      code: await codeFor(OWN, sentAfter),
    })
    const grant = { ...v, expiresAt: Date.parse(v.expiresAt), userId }
    // where the app keeps a proven phone (stores/certification-store.ts)
    await page.evaluate((g) => localStorage.setItem('__phoneCertification__', JSON.stringify(g)), grant)
    for (const { path: p, name } of PAGES) {
      for (const language of ['ZH-CN', 'EN']) {
        await page.goto(url(`${p}&language=${language}`))
        const bar = page.locator('.editor-gate__who:visible')
        await bar.waitFor()
        const style = await bar.evaluate((el) => {
          const s = getComputedStyle(el)
          const link = getComputedStyle(el.querySelector('.editor-gate__switch'))
          return { display: s.display, padding: s.paddingLeft, bg: s.backgroundColor, linkHeight: link.minHeight }
        })
        assert.deepEqual(
          style,
          { display: 'flex', padding: '16px', bg: 'rgb(238, 243, 255)', linkHeight: '44px' },
          `${name} ${language}`,
        )
        await screenshot(page, `gate-styles-${name}-${language}`)
      }
    }
    assert.deepEqual(browser.errors, [])
  } finally {
    await browser.close()
  }
})
