// Offline details don't dead-end (issue 22, item 2), in real Chromium with the service worker,
// against the real server, at 375×812 in both languages. A first visit to the home downloads the
// (small) edition by itself; "Available offline" shows only once the service worker has kept every
// file of the app (its install is held back here, so a card that said it early is caught). Then,
// the network off at once (context.setOffline): the list with the edition's true total, the
// Filter & sort sheet, an exhibitor, a product and a session never opened online (what the pack
// holds, the note that the full page comes with the network, the initials for a picture never
// seen), Collect and Remind (queued), the conference and the venue map from the home's menu.
import assert from 'node:assert/strict'
import { test } from 'node:test'
import { CARD, expectHeading, holdWrites, launch, screenshot, serverClockAt, settled, url } from './support.mjs'
import { tapDrawn, wheelOver } from './taps.mjs'

const EVENT = 'SIE'
// before the programme, on the device and on the server: Remind me is offered
const BEFORE_THE_SHOW = new Date('2026-09-10T02:00:00Z')
/** how long the service worker's install (its precache of the app's files) is held back */
const INSTALL_DELAY_MS = 6000

const WORDS = {
  'ZH-CN': {
    home: '展会详情',
    exhibitors: '展商名录',
    exhibitor: '展商详情',
    product: '展品详情',
    conference: '同期会议',
    venue: '展馆地图',
    venueTitle: '展馆地图',
    preparing: '数据已下载，正在准备离线使用…',
    held: /^已可离线使用 · \d{4}-\d\d-\d\d \d\d:\d\d$/,
    count: (n) => `共 ${n} 家展商`,
    filter: '筛选排序',
    categories: '类别',
    complete: '完成',
    partial: '离线：以下是已下载的信息，联网后可查看完整页面',
    productIntro: '产品介绍',
    collect: '收藏',
    pending: '待同步',
    remindMe: '提醒我',
    failed: /加载失败/,
  },
  EN: {
    home: 'Exhibition',
    exhibitors: 'Exhibitors',
    exhibitor: 'Exhibitor detail',
    product: 'Exhibit detail',
    conference: 'Conference',
    venue: 'Venue',
    venueTitle: 'Venue map',
    preparing: 'Downloaded. Getting the app ready for offline use…',
    held: /^Available offline · \d{4}-\d\d-\d\d \d\d:\d\d$/,
    count: (n) => `${n} exhibitors`,
    filter: 'Filter & sort',
    categories: 'Categories',
    complete: 'Complete',
    partial: 'Offline: this is what was downloaded. The full page comes with the network',
    productIntro: 'Product description',
    collect: 'Collect',
    pending: 'Pending',
    remindMe: 'Remind me',
    failed: /couldn't load|failed to load/i,
  },
}

async function api(p, language, init, extra = {}) {
  const qs = new URLSearchParams({
    eventCode: EVENT,
    language,
    pageNo: '1',
    pageSize: '100',
    isShowCountNum: '1',
    ...extra,
  })
  const json = await (await fetch(url(`${p}?${qs}`), init)).json()
  assert.equal(json.result, 'OK', `${p}: ${json.resultDesc}`)
  return json.resultList
}
const post = (p, language, body) =>
  api(p, language, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })

const visible = (page, selector) => page.locator(`${selector}:visible`).first()
const statusText = async (page) => ((await visible(page, '.offline-pack__status').textContent()) ?? '').trim()

/** Every picture on show that the browser could not draw (its broken-image icon). */
const brokenImages = (page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('img')]
      // a lazy picture not yet near the screen has no src: nothing is drawn for it
      .filter(
        (img) => img.getAttribute('src') && img.getClientRects().length > 0 && img.complete && img.naturalWidth === 0,
      )
      .map((img) => img.outerHTML.slice(0, 160)),
  )

/**
 * No broken picture on show: a picture that cannot load gives way to initials once the browser has
 * told the page so (its error event), which may come a moment after the page looks ready.
 */
async function noBrokenImages(page) {
  const deadline = Date.now() + 5000
  let broken = await brokenImages(page)
  while (broken.length && Date.now() < deadline) {
    await page.waitForTimeout(200)
    broken = await brokenImages(page)
  }
  assert.deepEqual(broken, [], 'no broken picture')
}

/** Nothing on show says it failed to load. */
async function notFailed(page, W, what) {
  const text = await page.locator('.page-frame:visible').first().innerText()
  assert.doesNotMatch(text, W.failed, `${what}: ${text.slice(0, 200)}`)
}

for (const language of ['ZH-CN', 'EN']) {
  test(`offline details (${language}): downloaded by itself, "available" only when ready; never-opened details, filters, conference and map offline`, async () => {
    const W = WORDS[language]
    const lang = language.toLowerCase()
    // what the server holds, to compare with what the device shows offline
    const list = await post('/api/v5/companyProfiles/listPage', language, {})
    const [exhibitor] = list.list.slice(-1)
    const products = await post('/api/v5/products/listPage', language, {})
    const product = products.list.at(-1)
    const sessions = await api('/api/v5/session/getSessionList', language, undefined, { pageSize: '100' })
    const session = sessions.list.at(-1)

    await serverClockAt(BEFORE_THE_SHOW)
    const browser = await launch({ serviceWorkers: 'allow', autoPack: true })
    const { context, page } = browser
    try {
      await page.clock.install({ time: BEFORE_THE_SHOW })
      // the service worker's install fetches the app's files: held back, so it ends well after the
      // pack has come (as on a phone whose network is slow)
      let held = 0
      await context.route('**/*', async (route) => {
        const r = route.request()
        if (r.serviceWorker() && /\.(js|css|html)(\?|$)/.test(r.url())) {
          // the worker fetches its files one after another: holding the first holds them all
          if (held++ === 0) await new Promise((resolve) => setTimeout(resolve, INSTALL_DELAY_MS))
        }
        await route.fallback()
      })
      const packRequests = []
      page.on('request', (r) => r.url().includes('/api/v5/offline/pack') && packRequests.push(r.url()))

      // A first visit: the visitor scrolls the home and taps nothing. The small edition comes by
      // itself (desktop Chromium has no "save data"): a download they did not ask for waits for a
      // first use of the page (a tap, key or scroll; else 10 s), here the scroll. The card says it
      // is being made ready until the worker is.
      await page.goto(url(`/exhibition/detail?eventCode=${EVENT}&language=${language}`))
      await expectHeading(page, W.home)
      await wheelOver(visible(page, '.home-hero'), 300)
      await page.waitForFunction(
        (t) => document.querySelector('.offline-pack__status')?.textContent?.trim() === t,
        W.preparing,
        {
          timeout: 30_000,
        },
      )
      assert.equal(packRequests.length, 1, 'the whole edition was downloaded without a tap')
      assert.ok(!packRequests[0].includes('since='), packRequests[0])
      await screenshot(page, `offline-details-preparing-${lang}`)
      // "Available offline" comes, and only once the worker is active (it has kept every file)
      await page.waitForFunction(
        (re) => new RegExp(re).test(document.querySelector('.offline-pack__status')?.textContent?.trim() ?? ''),
        W.held.source,
        {
          timeout: 60_000,
        },
      )
      const active = await page.evaluate(async () => Boolean((await navigator.serviceWorker.getRegistration())?.active))
      assert.ok(active, 'the service worker is active when the card says "available offline"')
      assert.ok(held > 20, `the worker's install fetched the app's files (${held})`)
      assert.match(await statusText(page), W.held)
      await screenshot(page, `offline-details-held-${lang}`)

      // At once, no network.
      await context.setOffline(true)
      const releaseWrites = await holdWrites(context)

      // The list, with the edition's true total.
      await page.goto(url(`/exhibitors/list?eventCode=${EVENT}&language=${language}`))
      await expectHeading(page, W.exhibitors, 20_000)
      await visible(page, CARD).waitFor()
      assert.equal((await visible(page, '.directory-list__count').textContent()).trim(), W.count(list.total))
      await screenshot(page, `offline-details-list-${lang}`)

      // The Filter & sort sheet, from the pack: its categories.
      await tapDrawn(page.getByRole('button', { name: W.filter }))
      await page.getByRole('tab', { name: W.categories }).waitFor()
      await notFailed(page, W, 'the filter sheet')
      await visible(page, '.filter-popup__option').waitFor()
      await screenshot(page, `offline-details-filter-${lang}`)
      await page.getByRole('button', { name: W.complete }).click()
      await settled(page)

      // An exhibitor never opened: what the pack holds, the note, initials for its logo; Collect queued.
      await page.goto(
        url(
          `/exhibitors/detail?companyProfileId=${exhibitor.companyProfileId}&eventCode=${EVENT}&language=${language}`,
        ),
      )
      await expectHeading(page, W.exhibitor, 20_000)
      await page.getByRole('note').filter({ hasText: W.partial }).first().waitFor()
      const detail = await page.locator('.page-frame:visible').first().innerText()
      assert.ok(detail.includes(exhibitor.companyProfileName), 'its name')
      assert.ok(detail.includes(exhibitor.stand), 'its stand')
      await visible(page, '.chip-line__chip').waitFor()
      await visible(page, '.detail-page__logo.logo-image--initials').waitFor()
      await noBrokenImages(page)
      await screenshot(page, `offline-details-exhibitor-${lang}`)
      await tapDrawn(page.getByRole('button', { name: W.collect, exact: true }))
      await visible(page, '.action-row__pending').filter({ hasText: W.pending }).waitFor()

      // A product never opened.
      await page.goto(url(`/exhibits/detail?productId=${product.productId}&eventCode=${EVENT}&language=${language}`))
      await expectHeading(page, W.product, 20_000)
      await page.getByRole('note').filter({ hasText: W.partial }).first().waitFor()
      const p = await page.locator('.page-frame:visible').first().innerText()
      assert.ok(p.includes(product.productName) && p.includes(product.companyProfileName), 'its name and exhibitor')
      await screenshot(page, `offline-details-product-${lang}`)
      await noBrokenImages(page)

      // The conference, then a session never opened: its time and room; Remind queued.
      await page.goto(url(`/meeting/list?eventCode=${EVENT}&language=${language}`))
      await expectHeading(page, W.conference, 20_000)
      await visible(page, '.session-card__start').waitFor()
      await notFailed(page, W, 'the conference')
      await screenshot(page, `offline-details-conference-${lang}`)
      await page.goto(url(`/meeting/detail?sessionId=${session.id}&eventCode=${EVENT}&language=${language}`))
      await visible(page, '.session-detail__title').filter({ hasText: session.title }).waitFor({ timeout: 20_000 })
      await page.getByRole('note').filter({ hasText: W.partial }).first().waitFor()
      assert.ok((await visible(page, '.session-detail__room').textContent()).includes(session.room), 'its room')
      assert.match(await visible(page, '.session-detail__when').textContent(), /\d\d:\d\d/)
      await screenshot(page, `offline-details-session-${lang}`)
      await tapDrawn(visible(page, '.session-detail__action--remind').filter({ hasText: W.remindMe }))
      // a browser chooses how to be reminded (issue 25): offline, the calendar's reminder waits too
      await tapDrawn(visible(page, '.reminder-choice__button--calendar'))
      await visible(page, '.session-detail__action--remind')
        .filter({ hasText: `(${W.pending})` })
        .waitFor()

      // The venue map from the home's menu.
      await page.goto(url(`/exhibition/detail?eventCode=${EVENT}&language=${language}`))
      await expectHeading(page, W.home, 20_000)
      await tapDrawn(page.getByRole('link', { name: W.venue }).first())
      await expectHeading(page, W.venueTitle, 20_000)
      await visible(page, '.venue-map__hall-name').waitFor()
      await notFailed(page, W, 'the venue map')
      await screenshot(page, `offline-details-venue-${lang}`)

      // Back online: a page built offline loads its full self in place, with no reload.
      await page.goto(url(`/exhibits/detail?productId=${product.productId}&eventCode=${EVENT}&language=${language}`))
      await page.getByRole('note').filter({ hasText: W.partial }).first().waitFor({ timeout: 20_000 })
      await releaseWrites()
      await context.setOffline(false)
      await page
        .getByRole('note')
        .filter({ hasText: W.partial })
        .first()
        .waitFor({ state: 'detached', timeout: 20_000 })
      await visible(page, '.detail-page__name').filter({ hasText: product.productName }).waitFor()
      await page.getByText(W.productIntro, { exact: true }).first().waitFor()
      await screenshot(page, `offline-details-online-again-${lang}`)
      assert.deepEqual(browser.errors, [])
    } finally {
      await serverClockAt(null)
      await browser.close()
    }
  })
}
