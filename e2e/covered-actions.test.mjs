// Nothing covers a page's main action ("Tried as visitors would", item 1). On a phone's browser
// (375 × 812, an iPhone: where the "open the app" footer banner shows), every route of src/routes.json
// is opened with what it needs (seeded ids, a matched chat, a verified exhibitor contact), in both
// languages, and every control in a fixed or sticky bar or an open sheet must be the element drawn
// at its centre (document.elementFromPoint): a tap there reaches it, not the banner. The lists'
// bottom-line notice is checked the same way. The banner itself: closed, it stays closed on the
// next visit; "Open" falls back to the configured landing page.
//
// Needs a build with APP_LANDING_URL set (npm test builds with scripts/lib/test-build.mjs; the banner
// shows only then).
import assert from 'node:assert/strict'
import fs from 'node:fs'
import { test } from 'node:test'
import { TEST_BUILD_ENV } from '../scripts/lib/test-build.mjs'
import { CARD, codeFor, GRID, launch, screenshot, settled, url, visitorOf } from './support.mjs'

const EVENT = 'SIE'
const IPHONE_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1'
/** the landing page the build under test names (scripts/test.mjs builds with TEST_BUILD_ENV) */
const LANDING_URL = process.env.APP_LANDING_URL ?? TEST_BUILD_ENV.APP_LANDING_URL
const ROUTES = JSON.parse(fs.readFileSync(new URL('../src/routes.json', import.meta.url), 'utf8'))
const SESSION_HEADER = 'x-visitor-session'
/** exhibitor 1's contact kept for this test (server/seed/exhibitor-self-service.ts): one code per 60 s a number */
const EDITOR_PHONE = '13800138002'
/** what a tap may reach */
const CONTROLS =
  '[role=button],[role=link],[role=tab],[role=option],[role=checkbox],[role=radio],button,a,input,textarea'

/** One API call as a visitor ({ userId, secret }); a session the server issues is kept. */
async function call(visitor, method, p, { query = {}, body } = {}) {
  const qs = new URLSearchParams({ eventCode: EVENT, userId: visitor.userId, language: 'ZH-CN', ...query })
  const headers = { ...(body ? { 'content-type': 'application/json' } : {}) }
  if (visitor.secret) headers[SESSION_HEADER] = visitor.secret
  const res = await fetch(url(`${p}?${qs}`), { method, headers, body: body ? JSON.stringify(body) : undefined })
  const issued = res.headers.get(SESSION_HEADER)
  if (issued) visitor.secret = issued
  const json = await res.json()
  assert.equal(json.result, 'OK', `${method} ${p}: ${json.resultDesc}`)
  return json.resultList
}

async function join(visitor, name, role) {
  const me = await call(visitor, 'GET', '/api/v5/match/myCard')
  await call(visitor, 'POST', '/api/v5/match/join', {
    body: {
      name,
      company: role === 'buyer' ? 'E2E Trading' : 'E2E 泵阀有限公司',
      position: 'Manager',
      country: 'China',
      interests: me.interestChoices.slice(0, 6).map((c) => c.id),
      role,
      lookingFor: 'Partners',
      contact: `${name.replace(/\W/g, '')}@example.com`,
      // the separate consent to show the card (issue 23)
      shareProfile: 1,
    },
  })
}

/** The browser's visitor matched with a new visitor: the conversation's id (as e2e/offline-actions). */
async function matchedConversation(visitor) {
  const tag = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`
  await join(visitor, `Visitor ${tag}`, 'buyer')
  const other = { userId: `e2e-covered-${tag}` }
  await join(other, `Exhibitor ${tag}`, 'exhibitor')
  const theirs = await call(other, 'GET', '/api/v5/match/matchingUser', { query: { pageSize: 50 } })
  const me = theirs.list.find((p) => p.name === `Visitor ${tag}`)
  await call(other, 'POST', '/api/followOrCancelFriend.do', { body: { targetPersonId: me.personId, follow: 1 } })
  const them = (await call(visitor, 'GET', '/api/getImRelationList.do')).find((r) => r.name === `Exhibitor ${tag}`)
  const matched = await call(visitor, 'POST', '/api/followOrCancelFriend.do', {
    body: { targetPersonId: them.personId, follow: 1 },
  })
  assert.ok(matched.mutual && matched.conversationId)
  return matched.conversationId
}

/** Verifies the exhibitor contact's phone on the edit page shown (the grant is kept for the next one). */
async function verifyEditor(page) {
  await page.locator('.phone-verify__phone input:visible, input.phone-verify__phone:visible').first().fill(EDITOR_PHONE)
  const after = Date.now() - 1000
  await page.locator('.code-button:visible').click()
  const code = await codeFor(EDITOR_PHONE, after)
  await page.locator('.phone-verify__code input:visible, input.phone-verify__code:visible').first().fill(code)
  await page.locator('.phone-verify__submit:visible').click()
}

/** Seeded ids the routes need, read from the API as the app does. */
async function seededIds() {
  const get = async (p, query = {}) => {
    const qs = new URLSearchParams({ eventCode: EVENT, language: 'EN', userId: 'e2e-covered-reader', ...query })
    const json = await (await fetch(url(`${p}?${qs}`))).json()
    assert.equal(json.result, 'OK', `GET ${p}: ${json.resultDesc}`)
    return json.resultList
  }
  const products = await (
    await fetch(url(`/api/v5/products/listPage?eventCode=${EVENT}&language=EN&pageNo=1&pageSize=1`), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    })
  ).json()
  const sessions = await get('/api/v5/session/getSessionList', { pageSize: 20 })
  const session = sessions.list.find((s) => s.speakers?.length)
  const rfqs = await get('/api/v5/enquiryPool/getEnquiryPools', { pageNo: 1, pageSize: 1 })
  const news = await get('/api/v5/content/newsList')
  const halls = await get('/api/v5/exhibition/getVenueList')
  const plan = await get('/api/v5/exhibition/getHallPlan', { hallId: halls[0].hallId })
  return {
    productId: products.resultList.list[0].productId,
    sessionId: session.id,
    personId: session.speakers[0].personId,
    rfqId: rfqs.list[0].id,
    newsId: news.list[0].newsId,
    stand: plan.stands.find((s) => s.status === 'free')?.code ?? plan.stands[0].code,
  }
}

/**
 * The controls in fixed or sticky layers (bars, floating buttons, open sheets) that are not the
 * element drawn at their centre, with what is drawn there; and how many were checked. A control
 * scrolled out of its own scroll area is not checked (nothing is drawn there to tap).
 */
async function coveredControls(page) {
  await settled(page)
  return page.evaluate((selector) => {
    const describe = (el) =>
      el
        ? `${el.tagName.toLowerCase()}.${String(el.className).trim().split(/\s+/)[0]} "${(el.getAttribute('aria-label') || el.textContent || '').trim().slice(0, 20)}"`
        : 'nothing'
    const shown = (el) => el.getClientRects().length > 0 && getComputedStyle(el).visibility !== 'hidden'
    const layers = [...document.querySelectorAll('#app *')].filter((el) => {
      const { position } = getComputedStyle(el)
      return (position === 'fixed' || position === 'sticky') && shown(el) && !el.closest('.footer-banner')
    })
    // An open sheet or dialog fills the screen: what lies under its mask is meant to be covered, so
    // only the controls of the sheet on top are checked.
    const top = document.elementFromPoint(innerWidth / 2, 2)
    const sheet = layers.find(
      (el) => el.contains(top) && el.getBoundingClientRect().height >= innerHeight && el.offsetWidth >= innerWidth,
    )
    const controls = new Set()
    for (const layer of sheet ? [sheet] : layers) {
      if (layer.matches(selector)) controls.add(layer)
      for (const el of layer.querySelectorAll(selector)) controls.add(el)
    }
    const insideScrollAreas = (el, x, y) => {
      for (let p = el.parentElement; p && p !== document.body; p = p.parentElement) {
        const { overflowX, overflowY } = getComputedStyle(p)
        if (overflowX === 'visible' && overflowY === 'visible') continue
        const r = p.getBoundingClientRect()
        if (x < r.left || x >= r.right || y < r.top || y >= r.bottom) return false
      }
      return true
    }
    const covered = []
    const checked = []
    for (const el of controls) {
      if (!shown(el)) continue
      const r = el.getBoundingClientRect()
      if (r.width === 0 || r.height === 0) continue
      const x = r.left + r.width / 2
      const y = r.top + r.height / 2
      if (!insideScrollAreas(el, x, y)) continue
      checked.push(el.className ? String(el.className) : el.tagName)
      const hit = x >= 0 && y >= 0 && x < innerWidth && y < innerHeight ? document.elementFromPoint(x, y) : null
      if (!hit || !(hit === el || el.contains(hit)))
        covered.push(`${describe(el)} at (${Math.round(x)}, ${Math.round(y)}) is under ${describe(hit)}`)
    }
    return { covered, checked }
  }, CONTROLS)
}

/** The bottom-line notice of the list on show, scrolled to its end: drawn where it is, or not. */
async function bottomLineCovered(page) {
  const scroller = page.locator(`${GRID}:visible`).first()
  await scroller.waitFor()
  for (let i = 0; i < 200; i++) {
    const done = await scroller.evaluate((el) => {
      el.scrollTop = el.scrollHeight
      el.dispatchEvent(new Event('scroll'))
      return el.querySelector('.waterfall__notice--bottom') !== null
    })
    if (done) break
    await page.waitForTimeout(100)
  }
  await page.waitForTimeout(300)
  return page.locator('.waterfall__notice--bottom:visible').evaluate((el) => {
    const r = el.getBoundingClientRect()
    const x = r.left + r.width / 2
    const y = r.top + r.height / 2
    const hit = y < innerHeight ? document.elementFromPoint(x, y) : null
    return hit && (hit === el || el.contains(hit))
      ? null
      : `the bottom-line notice at (${Math.round(x)}, ${Math.round(y)}) is under ${hit ? String(hit.className) : 'the screen edge'}`
  })
}

/** What to add to each route's address, and the controls that must have been checked there. */
function plan(ids, conversationId) {
  const q = {
    '/exhibition/share-detail': {
      query: { companyProfileId: 3 },
      wait: '.share-poster__save',
      expect: ['share-poster__save'],
    },
    '/meeting/detail': { query: { sessionId: ids.sessionId, id: ids.sessionId } },
    '/meeting/guest': { query: { id: ids.personId, personId: ids.personId } },
    '/search/all': { query: { keyword: 'pump' }, wait: CARD },
    '/exhibitors/detail': { query: { companyProfileId: 1 }, wait: '.action-row', expect: ['action-row__item'] },
    '/exhibitors/list': { wait: CARD },
    '/exhibitors/edit': {
      query: { companyProfileId: 1 },
      verify: true,
      wait: '.edit-view__save',
      expect: ['edit-view__save'],
    },
    '/exhibits/list': { wait: CARD },
    '/exhibits/detail': { query: { productId: ids.productId }, wait: '.action-row', expect: ['action-row__item'] },
    '/exhibits/edit': {
      // a new product of exhibitor 1 (the verified contact's)
      query: { companyProfileId: 1 },
      wait: '.edit-view__save',
      expect: ['edit-view__save'],
    },
    '/pairs/chat': {
      query: { conversationId },
      wait: '.pairs-chat__send',
      expect: ['pairs-chat__send', 'pairs-chat__input'],
    },
    '/consult/post': { wait: '.rfq-form__submit', expect: ['rfq-form__submit'] },
    '/consult/detail': {
      query: { id: ids.rfqId },
      wait: '.rfq-detail__primary',
      expect: ['rfq-detail__like', 'rfq-detail__primary'],
    },
    '/consult/types': { wait: '.rfq-form__submit', expect: ['rfq-form__submit'] },
    '/consult/list': { wait: '.consult-list__post', expect: ['consult-list__post'] },
    '/booking': { query: { stand: ids.stand } },
    '/news/detail': { query: { newsId: ids.newsId, id: ids.newsId } },
  }
  return ROUTES.map((r) => ({ path: r.path, ...q[r.path] }))
}

test('no fixed bar, floating button or open sheet lies under the footer banner (375 × 812, both languages)', async () => {
  const browser = await launch({ userAgent: IPHONE_UA })
  try {
    const { page } = browser
    await page.goto(url(`/exhibition/detail?eventCode=${EVENT}&language=ZH-CN`))
    await page
      .locator('.footer-banner')
      .waitFor({ timeout: 10_000 })
      .catch(() => {
        throw new Error('no footer banner on a phone: build with APP_LANDING_URL set (README, Browser tests)')
      })
    const visitor = await visitorOf(page)
    const conversationId = await matchedConversation(visitor)
    const routes = plan(await seededIds(), conversationId)
    const found = []
    let count = 0
    for (const language of ['ZH-CN', 'EN']) {
      for (const route of routes) {
        const query = new URLSearchParams({ eventCode: EVENT, language, ...route.query })
        await page.goto(url(`${route.path}?${query}`))
        await page.locator('.page-frame__body:visible').first().waitFor()
        if (route.verify) {
          await page.locator('.phone-verify:visible, .edit-view__save:visible').first().waitFor({ timeout: 15_000 })
          if (await page.locator('.phone-verify:visible').count()) await verifyEditor(page)
        }
        if (route.wait)
          await page
            .locator(`${route.wait}:visible`)
            .first()
            .waitFor({ timeout: 15_000 })
            .catch(async (error) => {
              await screenshot(page, `covered-failed-${route.path.replace(/\W+/g, '-')}-${language.toLowerCase()}`)
              throw new Error(`${route.path} (${language}): ${error.message}`)
            })
        else await page.waitForTimeout(800)
        const { covered, checked } = await coveredControls(page)
        count += checked.length
        found.push(...covered.map((c) => `${route.path} (${language}): ${c}`))
        for (const cls of route.expect ?? [])
          assert.ok(
            checked.some((c) => c.split(/\s+/).includes(cls)),
            `${route.path} (${language}): .${cls} was not found in a fixed bar`,
          )
        if (route.path === '/pairs/chat') await screenshot(page, `covered-chat-${language.toLowerCase()}`)
        if (route.path === '/consult/detail') await screenshot(page, `covered-consult-detail-${language.toLowerCase()}`)
        if (route.path === '/exhibition/share-detail') await screenshot(page, `covered-share-${language.toLowerCase()}`)
      }

      // the home's edition picker, open
      await page.goto(url(`/exhibition/detail?eventCode=${EVENT}&language=${language}`))
      await page.locator('.home-edition:visible').click()
      await page.locator('.home-sheet__option:visible').first().waitFor()
      const sheet = await coveredControls(page)
      found.push(...sheet.covered.map((c) => `edition picker (${language}): ${c}`))
      assert.ok(sheet.checked.filter((c) => c.includes('home-sheet__option')).length >= 2, 'the picker was checked')
      count += sheet.checked.length
      await screenshot(page, `covered-edition-picker-${language.toLowerCase()}`)

      // a list's bottom-line notice (a list of a few screens: the exhibitors found for Ningbo)
      await page.goto(url(`/search/all?keyword=Ningbo&eventCode=CGA&language=${language}`))
      const notice = await bottomLineCovered(page)
      if (notice) found.push(`/search/all (${language}): ${notice}`)
      await screenshot(page, `covered-bottom-line-${language.toLowerCase()}`)
    }
    assert.deepEqual(found, [])
    assert.ok(count > 100, `controls checked: ${count}`)
    assert.deepEqual(browser.errors, [])
  } finally {
    await browser.close()
  }
})

test('the banner: "Open" falls back to the landing page; closed, it stays closed on later visits', async () => {
  const browser = await launch({ userAgent: IPHONE_UA })
  try {
    const { context, page } = browser
    // the app's landing page (another site): answered here, and what was asked recorded
    const landing = []
    await context.route(`${LANDING_URL}**`, (route) => {
      landing.push(route.request().url())
      return route.fulfill({ contentType: 'text/html', body: '<title>Get the app</title>' })
    })
    await page.goto(url(`/exhibitors/list?eventCode=${EVENT}&language=EN`))
    const open = page.locator('.footer-banner__open:visible')
    await open.waitFor()
    await screenshot(page, 'footer-banner-en')
    // no app answers the custom scheme here (its navigation is aborted): after about a second the
    // landing page opens
    const asked = page.waitForRequest((r) => r.url().startsWith(LANDING_URL), { timeout: 5000 })
    await tapAtCentre(page, open)
    await asked
    await page.waitForFunction((u) => location.href.startsWith(u), LANDING_URL)
    assert.equal(await page.title(), 'Get the app')
    assert.deepEqual(landing, [LANDING_URL])

    await page.goto(url(`/exhibitors/list?eventCode=${EVENT}&language=ZH-CN`))
    const close = page.locator('.footer-banner__close:visible')
    await close.waitFor()
    await tapAtCentre(page, close)
    await page.locator('.footer-banner').waitFor({ state: 'detached' })
    // a reload, another page, another tab: still closed
    await page.reload()
    await page.locator(CARD).first().waitFor()
    await page.goto(url(`/exhibits/list?eventCode=${EVENT}&language=ZH-CN`))
    await page.locator(CARD).first().waitFor()
    const later = await context.newPage()
    await later.goto(url(`/exhibition/detail?eventCode=${EVENT}&language=EN`))
    await later.locator('.home-menu__item').first().waitFor()
    for (const p of [page, later]) {
      await p.waitForTimeout(500)
      assert.equal(await p.locator('.footer-banner').count(), 0)
      assert.equal(await p.locator('.page-frame--banner').count(), 0)
    }
    assert.deepEqual(browser.errors, [])
  } finally {
    await browser.close()
  }
})

/** Taps a control at its centre, after checking it is the element drawn there. */
async function tapAtCentre(page, locator) {
  const box = await locator.boundingBox()
  const x = box.x + box.width / 2
  const y = box.y + box.height / 2
  const drawn = await locator.evaluate(
    (el, [px, py]) => {
      const hit = document.elementFromPoint(px, py)
      return hit === el || el.contains(hit)
    },
    [x, y],
  )
  assert.ok(drawn, 'the control is the element drawn at its centre')
  await page.touchscreen.tap(x, y)
}
