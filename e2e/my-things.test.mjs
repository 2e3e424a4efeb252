// Matchmaking, the enquiry pool and the visitor's own things can be found (issue 22 item 4): the
// home's business services row and the header's Me menu open their pages, in both languages,
// tapped where a finger would tap (nothing drawn over them).
import assert from 'node:assert/strict'
import { test } from 'node:test'
import { CARD, expectHeading, launch, screenshot, url } from './support.mjs'
import { tapDrawn } from './taps.mjs'

const EVENT = 'SIE'

const WORDS = {
  'ZH-CN': {
    services: [
      ['商贸配对', '商贸配对', '.pairs-form'],
      ['询盘池', '询盘池', '.rfq-card'],
    ],
    me: '我的',
    mine: [
      ['我的日程', '展商计划'],
      ['我的配对', '商贸配对'],
      ['我的询盘', '询盘池'],
      // meetings booked at stands (issue 29), an empty list for a new visitor
      ['我的洽谈', '我的洽谈'],
    ],
    myPlan: '我的计划',
    planPanel: '我的计划',
  },
  EN: {
    services: [
      ['Matchmaking', 'Business matching', '.pairs-form'],
      ['Enquiry pool', 'Enquiry pool', '.rfq-card'],
    ],
    me: 'Me',
    mine: [
      ['My agenda', 'Exhibitor plan'],
      ['My matches', 'Business matching'],
      ['My RFQs', 'Enquiry pool'],
      ['My meetings', 'My meetings'],
    ],
    myPlan: 'My plan',
    planPanel: 'My Plan',
  },
}

for (const language of ['ZH-CN', 'EN']) {
  const w = WORDS[language]
  test(`the home's business services and the header's Me menu open their pages (${language})`, async () => {
    const browser = await launch()
    try {
      const { page } = browser
      await page.goto(url(`/exhibition/detail?eventCode=${EVENT}&language=${language}`))
      const services = page.locator('.home-services:visible')
      await services.waitFor()
      await screenshot(page, `home-services-${language === 'EN' ? 'en' : 'zh'}`)
      for (const [label, title, content] of w.services) {
        await tapDrawn(services.getByRole('link', { name: label }))
        await expectHeading(page, title)
        await page.locator(`#app .page-frame:visible ${content}`).first().waitFor({ timeout: 15_000 })
        await page.goBack()
        await services.waitFor()
      }

      // (a first-time visitor joins matchmaking first: its form)

      // the Me menu, from a list page's header
      await page.goto(url(`/exhibitors/list?eventCode=${EVENT}&language=${language}`))
      await page.locator(CARD).first().waitFor()
      const me = page.getByRole('button', { name: w.me, exact: true }).locator('visible=true')
      for (const [label, title] of w.mine) {
        await tapDrawn(me)
        const menu = page.getByRole('menu', { name: w.me, exact: true })
        await menu.waitFor()
        if (label === w.mine[0][0]) await screenshot(page, `header-me-menu-${language === 'EN' ? 'en' : 'zh'}`)
        await tapDrawn(menu.getByRole('menuitem', { name: label }))
        await expectHeading(page, title)
        if (label === w.mine[2][0]) {
          // My RFQs opens the pool on the visitor's own tab
          assert.match(page.url(), /[?&]mine=1\b/)
          await page.locator('.page-frame:visible .consult-list__tab[aria-selected="true"]').waitFor()
        }
        await page.goBack()
        await page.locator(CARD).first().waitFor()
      }
      await tapDrawn(me)
      await tapDrawn(page.getByRole('menu', { name: w.me, exact: true }).getByRole('menuitem', { name: w.myPlan }))
      await page.getByRole('dialog', { name: w.planPanel }).waitFor()
      assert.deepEqual(browser.errors, [])
    } finally {
      await browser.close()
    }
  })
}
