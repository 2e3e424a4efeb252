// Words, the native app and WeChat's browser (issue 22 items 12 and 13), walked at 375 × 812 as a
// visitor would: every tap goes to the element drawn at the point (e2e/taps.mjs), sizes and boxes
// are measured in the page.
//
// Needs a build with APP_LANDING_URL set (scripts/lib/test-build.mjs), like covered-actions.
import assert from 'node:assert/strict'
import { describe, test } from 'node:test'
import { TEST_BUILD_ENV } from '../scripts/lib/test-build.mjs'
import { CARD, launch, screenshot, settled, url } from './support.mjs'
import { drawnAtCentre, tapDrawn } from './taps.mjs'

const EVENT = 'SIE'
/** our native app on an iPhone: the iOS bridge loads through a frame of https://__bridge_loaded__ */
const IOS_APP_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 v4_app'
const WECHAT_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.47 NetType/WIFI Language/zh_CN'
const LANDING_URL = process.env.APP_LANDING_URL ?? TEST_BUILD_ENV.APP_LANDING_URL

/** The CSS font size (px) and box of the first visible element matching a selector. */
async function measure(page, selector) {
  return page.evaluate((sel) => {
    const el = [...document.querySelectorAll(sel)].find((e) => e.getClientRects().length > 0)
    if (!el) return null
    const r = el.getBoundingClientRect()
    return {
      size: parseFloat(getComputedStyle(el).fontSize),
      top: r.top,
      bottom: r.bottom,
      left: r.left,
      right: r.right,
      width: r.width,
    }
  }, selector)
}

/**
 * The iOS bridge as the native side gives it: when the page frames https://__bridge_loaded__ (the
 * request reaches the network only if the page's CSP allows the frame), the bridge is injected and
 * the waiting callbacks run. Records every handler called; `answers` says what each answers
 * (absent: no answer).
 */
async function fakeIosBridge(page, answers) {
  const calls = []
  await page.exposeFunction('__bridgeCalled', (name, data) => void calls.push({ name, data }))
  // the frame is removed at once (as the real bridge's loader does): its request is seen, then cancelled
  page.on('request', (request) => {
    if (!request.url().startsWith('https://__bridge_loaded__')) return
    void page
      .evaluate((answered) => {
        const bridge = {
          callHandler(name, _data, callback) {
            window.__bridgeCalled(name, _data)
            if (name in answered) setTimeout(() => callback?.(answered[name]), 50)
          },
          registerHandler() {},
        }
        window.WebViewJavascriptBridge = bridge
        for (const cb of window.WVJBCallbacks ?? []) cb(bridge)
        window.WVJBCallbacks = []
      }, answers)
      .catch(() => undefined)
  })
  await page.context().route('https://__bridge_loaded__/**', (route) => route.abort())
  return calls
}

describe('inside the native app (iOS)', () => {
  test('the bridge loads under the CSP; Collect without a login shows the app’s prompt, with a pending state', async () => {
    const browser = await launch({ userAgent: IOS_APP_UA })
    try {
      const { page } = browser
      await browser.context.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (e) => {
          ;(window.__cspViolations ??= []).push(`${e.violatedDirective} ${e.blockedURI}`)
        })
      })
      // not logged in: the user info has no userId; notLoginTip is answered after a while (the
      // app's own prompt), so the button's pending state can be seen meanwhile
      const calls = await fakeIosBridge(page, { getUserInfo: {}, getStatusBarHeight: { height: 20 } })
      await page.goto(url(`/exhibitors/detail?companyProfileId=1&eventCode=CGA&language=EN`))
      const collect = page.getByRole('button', { name: 'Collect', exact: true })
      await collect.waitFor({ timeout: 15_000 })
      assert.deepEqual(await page.evaluate(() => window.__cspViolations ?? []), [], 'no frame blocked')
      const names = () => calls.map((c) => c.name)
      assert.ok(names().includes('getUserInfo'), `the bridge answered: ${names()}`)
      await tapDrawn(collect)
      // while the app is asked (no answer: it is an old app), the button says it is on its way
      const busy = page.locator('.action-row__item--collect[aria-busy=true]:visible')
      await busy.waitFor({ timeout: 2000 })
      assert.equal((await busy.locator('.action-row__label').textContent()).trim(), 'Saving…')
      await screenshot(page, 'native-app-collect-pending-en')
      // asked the app for its login prompt; it never answered (an old app), so the visitor is told
      // through the app's own toast
      const told = () =>
        calls.some((c) => c.name === 'showToast' && c.data?.message === 'Please log in to the app first')
      for (let i = 0; i < 100 && !told(); i++) await page.waitForTimeout(100)
      assert.ok(names().includes('notLoginTip'), `the app's login prompt was asked for: ${names()}`)
      assert.ok(told(), `the visitor is told: ${JSON.stringify(calls)}`)
      assert.deepEqual(browser.errors, [])
    } finally {
      await browser.close()
    }
  })

  for (const language of ['EN', 'ZH-CN']) {
    test(`the home's top bar keeps room to search, and nothing in it overlaps (${language})`, async () => {
      const browser = await launch({ userAgent: IOS_APP_UA })
      try {
        const { page } = browser
        await fakeIosBridge(page, { getUserInfo: {}, getStatusBarHeight: { height: 20 } })
        await page.goto(url(`/exhibition/detail?eventCode=${EVENT}&language=${language}`))
        const bar = page.locator('.top-bar:visible')
        await bar.locator('.top-bar__search').waitFor({ timeout: 15_000 })
        await page.locator('.home-hero__title').waitFor()
        await settled(page)
        const boxes = await page.evaluate(() => {
          const row = document.querySelector('.top-bar:not([hidden]) .top-bar__row')
          const parts = [...row.children].flatMap((c) => (c.classList.contains('app-header') ? [...c.children] : [c]))
          return parts
            .filter((el) => el.getClientRects().length > 0)
            .map((el) => {
              const r = el.getBoundingClientRect()
              return { name: el.className.split(' ')[0], left: r.left, right: r.right, top: r.top, bottom: r.bottom }
            })
        })
        const search = boxes.find((b) => b.name === 'top-bar__search')
        assert.ok(search.right - search.left >= 120, `search is ${search.right - search.left}px wide`)
        const placeholder = await page.evaluate(() => {
          const input = document.querySelector('.top-bar__search input')
          return { text: input.placeholder, fits: input.scrollWidth <= input.clientWidth + 1 }
        })
        assert.ok(placeholder.fits, `the placeholder "${placeholder.text}" shows whole`)
        for (let i = 1; i < boxes.length; i++)
          assert.ok(boxes[i].left >= boxes[i - 1].right, `${boxes[i - 1].name} and ${boxes[i].name} overlap`)
        assert.ok(boxes.at(-1).right <= 375, 'nothing beyond the screen')
        await screenshot(page, `native-app-home-bar-${language}`)
        assert.deepEqual(browser.errors, [])
      } finally {
        await browser.close()
      }
    })
  }
})

test("WeChat's browser: 打开App explains Open in Browser and offers the configured landing page", async () => {
  const browser = await launch({ userAgent: WECHAT_UA })
  try {
    const { context, page } = browser
    const landing = []
    await context.route(`${LANDING_URL}**`, (route) => {
      landing.push(route.request().url())
      return route.fulfill({ contentType: 'text/html', body: '<title>Get the app</title>' })
    })
    await page.goto(url(`/exhibitors/list?eventCode=${EVENT}&language=ZH-CN`))
    const open = page.locator('.footer-banner__open:visible')
    await open.waitFor()
    await tapDrawn(open)
    const guide = page.getByRole('alertdialog', { name: '在App中打开' })
    await guide.waitFor()
    await page.waitForTimeout(1500)
    assert.deepEqual(landing, [], 'no jump to the landing page by itself')
    assert.match(page.url(), /\/exhibitors\/list/)
    await screenshot(page, 'wechat-open-app-zh')
    await tapDrawn(guide.getByRole('button', { name: '还没有App？去下载' }))
    await page.waitForFunction((u) => location.href.startsWith(u), LANDING_URL)
    assert.deepEqual(landing, [LANDING_URL])
  } finally {
    await browser.close()
  }
})

describe('words and sizes on the phone', () => {
  for (const language of ['EN', 'ZH-CN']) {
    test(`the edition picked on the home is in the address and survives a reload (${language})`, async () => {
      const browser = await launch()
      try {
        const { page } = browser
        await page.goto(url(`/exhibition/detail?eventCode=${EVENT}&language=${language}`))
        const title = page.locator('.home-hero__title:visible')
        await title.waitFor()
        const current = (await title.textContent()).trim()
        await tapDrawn(page.locator('.home-edition:visible'))
        const options = page.locator('.home-sheet__option:visible')
        await options.first().waitFor()
        const other = options.filter({ hasNot: page.locator('.home-sheet__badge') }).first()
        const otherName = (await other.locator('.home-sheet__option-name').textContent()).trim()
        await tapDrawn(other)
        await page.waitForFunction(
          (name) => document.querySelector('.home-hero__title')?.textContent.trim() === name,
          otherName,
        )
        await page.waitForFunction(() => new URL(location.href).searchParams.has('eventEditionId'))
        await page.reload()
        await page.waitForFunction(
          (name) => document.querySelector('.home-hero__title')?.textContent.trim() === name,
          otherName,
        )
        assert.notEqual(otherName, current)
        // back to the current edition: the address is clean again
        await tapDrawn(page.locator('.home-edition:visible'))
        await tapDrawn(page.locator('.home-sheet__option:visible').filter({ has: page.locator('.home-sheet__badge') }))
        await page.waitForFunction(
          (name) => document.querySelector('.home-hero__title')?.textContent.trim() === name,
          current,
        )
        await page.waitForFunction(() => !new URL(location.href).searchParams.has('eventEditionId'))
        assert.deepEqual(browser.errors, [])
      } finally {
        await browser.close()
      }
    })

    test(`stand codes, "Map" and counts are 12 px or more; the stand shows once on a detail (${language})`, async () => {
      const browser = await launch()
      try {
        const { page } = browser
        await page.goto(url(`/exhibitors/list?eventCode=${EVENT}&language=${language}`))
        await page.locator(CARD).first().waitFor()
        const small = await page.evaluate(() =>
          [
            ...document.querySelectorAll(
              '.stand-link__code, .stand-link__map, .directory-card__stand, .directory-list__total, [class*="count"]',
            ),
          ]
            .filter((el) => el.getClientRects().length > 0 && el.textContent.trim() !== '')
            .map((el) => ({
              cls: el.className,
              text: el.textContent.trim(),
              size: parseFloat(getComputedStyle(el).fontSize),
            }))
            .filter((x) => x.size < 12),
        )
        assert.deepEqual(small, [], 'text under 12 px on the list')
        await tapDrawn(page.locator(`${CARD}:visible`).first())
        const link = page.locator('.detail-page__hero .stand-link:visible')
        await link.waitFor()
        for (const part of ['.detail-page__hero .stand-link__code', '.detail-page__hero .stand-link__map']) {
          const m = await measure(page, part)
          assert.ok(m && m.size >= 12, `${part}: ${m?.size}px`)
        }
        const stand = await link.getAttribute('data-stand')
        // once: under the name, not beside a text copy nor again in the contact section (the
        // product cards below carry their own stands)
        const shown = await page.evaluate(
          (code) =>
            ['.detail-page__hero', '.info-rows'].map((sel) => {
              const el = [...document.querySelectorAll(sel)].find((e) => e.getClientRects().length > 0)
              return (el?.innerText ?? '').split(code).length - 1
            }),
          stand,
        )
        assert.deepEqual(shown, [1, 0], `stand ${stand} once on the page`)
        await screenshot(page, `exhibitor-detail-stand-${language}`)
        // the conference's day counts and the map's hall counts
        for (const [path, selector] of [
          [`/meeting/list?eventCode=${EVENT}&language=${language}`, '.session-list__day-sub'],
          [`/venue/map?eventCode=${EVENT}&language=${language}`, '.venue-map__tab-meta'],
        ]) {
          await page.goto(url(path))
          await page.locator(`${selector}:visible`).first().waitFor()
          const m = await measure(page, selector)
          assert.ok(m.size >= 12, `${selector} on ${path}: ${m.size}px`)
        }
        assert.deepEqual(browser.errors, [])
      } finally {
        await browser.close()
      }
    })

    test(`the language pill stays inside the 40 px header (${language})`, async () => {
      const browser = await launch()
      try {
        const { page } = browser
        await page.goto(url(`/exhibitors/list?eventCode=${EVENT}&language=${language}`))
        await page.locator(CARD).first().waitFor()
        const header = await measure(page, '.page-frame__navbar, .page-frame__header-row')
        const pill = await page.evaluate(() => {
          const el = [...document.querySelectorAll('.app-header__lang-current')].find((e) => e.getClientRects().length)
          const r = el.getBoundingClientRect()
          const style = getComputedStyle(el)
          // what is painted: the border box less transparent borders (the touch area)
          const top = r.top + (style.borderTopColor === 'rgba(0, 0, 0, 0)' ? parseFloat(style.borderTopWidth) : 0)
          const bottom =
            r.bottom - (style.borderBottomColor === 'rgba(0, 0, 0, 0)' ? parseFloat(style.borderBottomWidth) : 0)
          return { top, bottom }
        })
        assert.ok(header, 'the header')
        assert.ok(
          pill.top >= header.top && pill.bottom <= header.bottom,
          `pill ${JSON.stringify(pill)} in ${JSON.stringify(header)}`,
        )
        assert.equal(await drawnAtCentre(page.locator('.app-header__lang-current:visible')), 'ok')
        // on the dark bar of the alternate branding (CGA) the pill is outlined, not a white blob
        await page.goto(url(`/exhibitors/list?eventCode=CGA&language=${language}`))
        await page.locator(CARD).first().waitFor()
        const colours = await page.evaluate(() => {
          const el = [...document.querySelectorAll('.app-header__lang-current')].find((e) => e.getClientRects().length)
          const bar = el.closest('.page-frame__navbar')
          return { pill: getComputedStyle(el).backgroundColor, bar: getComputedStyle(bar).backgroundColor }
        })
        assert.equal(colours.bar, 'rgb(27, 27, 27)')
        assert.notEqual(colours.pill, 'rgb(255, 255, 255)')
        await screenshot(page, `dark-bar-language-${language}`)
      } finally {
        await browser.close()
      }
    })
  }

  test('the edition filter shows the edition the list shows as chosen', async () => {
    const browser = await launch()
    try {
      const { page } = browser
      await page.goto(url(`/exhibitors/list?eventCode=${EVENT}&language=EN`))
      await page.locator(CARD).first().waitFor()
      await tapDrawn(page.locator('.directory-list__filter:visible'))
      const sheet = page.getByRole('dialog', { name: 'Filter and sort' })
      await sheet.waitFor()
      await tapDrawn(sheet.getByRole('tab', { name: 'Exhibition Year' }))
      const checked = sheet.locator('[role=radio][aria-checked=true]')
      assert.equal(await checked.count(), 1)
      assert.match(await checked.getAttribute('aria-label'), /2026/)
      await screenshot(page, 'filter-edition-en')
    } finally {
      await browser.close()
    }
  })
})
