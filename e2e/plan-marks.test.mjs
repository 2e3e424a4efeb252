// The collected marks follow the My Plan panel (issue 24 item 3): every card asks the plan store's
// one flag, so a removal in the panel un-marks the card under it in the exhibitors list and in the
// search results, and removing a product leaves its exhibitor (collected itself) listed and marked.
// Phone-sized (375x812), taps checked against what is drawn at the point (e2e/taps.mjs).
import assert from 'node:assert/strict'
import { after, before, describe, test } from 'node:test'
import { CARD, launch, screenshot, url } from './support.mjs'
import { tapDrawn } from './taps.mjs'

const EVENT = 'SIE'

/** One API call of the reference server as this browser's visitor (envelope unwrapped). */
async function call(page, userId, method, p, { query = {}, body } = {}) {
  const qs = new URLSearchParams({ eventCode: EVENT, userId, ...query })
  const saved = JSON.parse((await page.evaluate(() => localStorage.getItem('__visitorSession__'))) ?? 'null')
  const headers = saved?.userId === userId ? { 'x-visitor-session': saved.secret } : {}
  const res = await page.request.fetch(url(`${p}?${qs}`), { method, data: body, headers })
  const json = await res.json()
  assert.equal(json.result, 'OK', `${method} ${p}: ${json.resultDesc}`)
  return json.resultList
}

const collect = (page, userId, segment, id) =>
  call(page, userId, 'PUT', `/api/v1/plan/events/${EVENT}/${segment}/${id}`, { body: { id, collected: 1 } })

/** The visible card of an item in the visible grid. */
const card = (page, id) => page.locator(`${CARD}[data-id="${id}"]:visible`).first()

async function waitMark(page, id, flag) {
  await page.waitForFunction(
    ([card, id, flag]) =>
      [...document.querySelectorAll(`${card}[data-id="${id}"]`)].some(
        (el) => el.offsetParent && el.getAttribute('data-collected') === flag,
      ),
    [CARD, String(id), String(flag)],
    { timeout: 10_000 },
  )
}

/** Opens the panel with the header's heart, as a finger does. */
async function openPanel(page, dialogName) {
  await tapDrawn(page.locator('.app-header__heart:visible').first())
  const panel = page.getByRole('dialog', { name: dialogName })
  await panel.waitFor()
  await panel.locator('.plan-panel__edition').first().waitFor()
  return panel
}

describe('collected marks follow the plan panel', () => {
  let browser
  let page
  let userId
  const seeded = {}

  before(async () => {
    browser = await launch()
    page = browser.page
    await page.goto(url(`/exhibitors/list?eventCode=${EVENT}&language=ZH-CN`))
    await page.waitForFunction(() => localStorage.getItem('__userId__'))
    userId = await page.evaluate(() => localStorage.getItem('__userId__'))
    // two exhibitors on the list's first page: one with a product, one more
    const first = await call(page, userId, 'POST', '/api/v5/companyProfiles/listPage', {
      query: { language: 'ZH-CN', pageNo: 1, pageSize: 8 },
      body: {},
    })
    for (const c of first.list) {
      const detail = await call(page, userId, 'GET', '/api/v4/getExhibitorDetail', {
        query: { language: 'ZH-CN', companyProfileId: c.companyProfileId },
      })
      if (!seeded.a && detail.productList.length >= 1) Object.assign(seeded, { a: detail, p: detail.productList[0] })
      else if (!seeded.b) seeded.b = c
      if (seeded.a && seeded.b) break
    }
    assert.ok(seeded.a && seeded.b, 'two exhibitors, one with a product')
    await collect(page, userId, 'companyProfiles', seeded.a.companyProfileId)
    await collect(page, userId, 'products', seeded.p.productId)
    const last = await collect(page, userId, 'companyProfiles', seeded.b.companyProfileId)
    assert.equal(last.collectCnt, 3)
  })

  after(async () => {
    await browser?.close()
  })

  test('the exhibitors list (中文): a removal in the panel un-marks the card under it', async () => {
    await page.reload()
    await waitMark(page, seeded.b.companyProfileId, 1)
    await waitMark(page, seeded.a.companyProfileId, 1)
    const panel = await openPanel(page, '我的计划')
    await tapDrawn(panel.getByRole('button', { name: `从我的计划中移除${seeded.b.companyProfileName}` }))
    await tapDrawn(page.getByRole('alertdialog').getByRole('button', { name: '移除' }))
    await panel.getByRole('link', { name: seeded.b.companyProfileName }).waitFor({ state: 'detached' })
    await tapDrawn(panel.getByRole('button', { name: '返回' }))
    await panel.waitFor({ state: 'hidden' })
    // the same list, not loaded again: its card asks the plan store
    await waitMark(page, seeded.b.companyProfileId, 0)
    assert.equal(await card(page, seeded.a.companyProfileId).getAttribute('data-collected'), '1')
    assert.equal(await card(page, seeded.b.companyProfileId).locator('.directory-card__collected').count(), 0)
    await screenshot(page, 'plan-marks-list-zh')
  })

  test('the search results (EN): removing a product un-marks it; its exhibitor stays listed', async () => {
    // the names as the English pages show them
    const a = await call(page, userId, 'GET', '/api/v4/getExhibitorDetail', {
      query: { language: 'EN', companyProfileId: seeded.a.companyProfileId },
    })
    const p = a.productList.find((x) => x.productId === seeded.p.productId)
    assert.ok(p)
    const keyword = encodeURIComponent(p.productName)
    await page.goto(url(`/search/all?keyword=${keyword}&tab=products&eventCode=${EVENT}&language=EN`))
    await waitMark(page, seeded.p.productId, 1)
    const panel = await openPanel(page, 'My Plan')
    await tapDrawn(panel.getByRole('button', { name: `Remove ${p.productName} from my plan` }))
    await tapDrawn(page.getByRole('alertdialog').getByRole('button', { name: 'Remove' }))
    await panel.getByRole('link', { name: p.productName }).waitFor({ state: 'detached' })
    // the exhibitor, collected itself, stays in the panel, which is not "empty"
    await panel.getByRole('link', { name: a.companyProfileName }).waitFor()
    assert.equal(await panel.getByText("You haven't added any exhibition plan yet").count(), 0)
    await page.waitForFunction(() =>
      [...document.querySelectorAll('.app-header__heart-count')].some(
        (el) => el.offsetParent && el.textContent.trim() === '1',
      ),
    )
    await screenshot(page, 'plan-marks-panel-en')
    await tapDrawn(panel.getByRole('button', { name: 'Back' }))
    await panel.waitFor({ state: 'hidden' })
    await waitMark(page, seeded.p.productId, 0)
    await screenshot(page, 'plan-marks-search-en')
    // the exhibitor's card is still marked in the results
    await page.goto(
      url(`/search/all?keyword=${encodeURIComponent(a.companyProfileName)}&eventCode=${EVENT}&language=EN`),
    )
    await waitMark(page, seeded.a.companyProfileId, 1)
    // and the server agrees: the exhibitor without the product
    const plan = await call(page, userId, 'GET', `/api/v1/plan/events/${EVENT}/companyProfiles`, {
      query: { language: 'EN' },
    })
    const companies = plan.flatMap((e) => e.companyProfileList)
    assert.deepEqual(
      companies.map((c) => [c.companyProfileId, c.productList.length]),
      [[seeded.a.companyProfileId, 0]],
    )
  })
})
