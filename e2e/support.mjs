// Shared helpers for the browser tests: Debian's Chromium driven by playwright-core.
import { chromium } from 'playwright-core'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../scripts/lib/chromium.mjs'
import { waitForSmsCode } from '../scripts/lib/sms-outbox.mjs'

export const BASE_URL = process.env.E2E_BASE_URL ?? 'http://127.0.0.1:3100'
export const ARTIFACTS = path.resolve(import.meta.dirname, 'artifacts')

/**
 * The app's directory cards and its waterfall grid. On a directory list opened directly the boot
 * script draws the first screen's cards before the app is up (src/boot/painted-cards.ts), with the
 * grid's own classes, in a layer outside #app that goes once the app's grid has shown: a test about
 * the app's grid waits for and acts on these, not on a drawn card removed under it.
 * (e2e/boot-cards.test.mjs is the one about the drawn layer.)
 */
export const CARD = '#app .directory-card'
export const GRID = '#app .waterfall'

/**
 * A fresh phone-sized browser profile per call (fresh storage: a new visitor). `timezoneId`: the
 * device's time zone (default the machine's). `serviceWorkers: 'allow'` lets the app's offline
 * service worker run (e2e/offline-sw.test.mjs); other tests block it, since Playwright's
 * page.route() does not see requests a service worker answers, and they fail requests on purpose.
 */
export async function launch({
  viewport = { width: 375, height: 812 },
  mobile = true,
  userAgent,
  timezoneId,
  serviceWorkers = 'block',
  autoPack = false,
} = {}) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'e2e-chromium-'))
  const context = await chromium.launchPersistentContext(dir, {
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: CHROMIUM_FLAGS,
    viewport,
    isMobile: mobile,
    hasTouch: mobile,
    locale: 'zh-CN',
    serviceWorkers,
    ...(userAgent ? { userAgent } : {}),
    ...(timezoneId ? { timezoneId } : {}),
  })
  // A small edition's pack is downloaded by itself once the first page is idle (issue 22), which
  // would fill the offline data of tests about what a visitor saw. Unless a test is about that
  // download, its visitor has asked to save data (navigator.connection.saveData), which holds it back.
  if (!autoPack) {
    await context.addInitScript(() =>
      Object.defineProperty(Navigator.prototype, 'connection', {
        configurable: true,
        get: () => ({ saveData: true, effectiveType: '4g', addEventListener() {}, removeEventListener() {} }),
      }),
    )
  }
  const errors = []
  context.on('page', (page) => page.on('pageerror', (e) => errors.push(e)))
  const page = context.pages()[0] ?? (await context.newPage())
  page.on('pageerror', (e) => errors.push(e))
  return {
    context,
    page,
    errors,
    async close() {
      await context.close()
      fs.rmSync(dir, { recursive: true, force: true })
    },
  }
}

/** Page transitions and sheets slide in (300 ms): waits until they have finished. */
/**
 * While the test's network is off: the API's writes fail as they do with no network, also those of
 * a page being reloaded. Chromium lifts its offline emulation for a page it unloads, and that
 * page's app, told it is online again, would send what waits before the reload (a real phone
 * stays offline). Writes are never answered by the service worker, so the route sees them.
 * Returns the undo, for when the network comes back.
 */
export async function holdWrites(context) {
  const handler = (route) =>
    route.request().method() === 'GET' ? route.fallback() : route.abort('internetdisconnected')
  await context.route('**/api/**', handler)
  return () => context.unroute('**/api/**', handler)
}

/**
 * Sets the test server's clock (TEST_CLOCK=1, set by e2e/run.mjs) to an instant, from which it runs
 * on, as a test sets the device's: the server refuses what has ended (a reminder for a past
 * session, pre-registration for a past show) by its own clock. `null` puts it back to real time.
 */
/**
 * The newest SMS code the test server sent to `phone` at or after `after` (ms), read from its
 * outbox (E2E_DATA_DIR, the file provider's); waits up to 10 s, as the outbox write can lag the answer.
 */
export const codeFor = (phone, after = 0) => waitForSmsCode(process.env.E2E_DATA_DIR ?? '', phone, { after })

export async function serverClockAt(at) {
  const res = await fetch(`${BASE_URL}/__test/clock`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ at: at === null ? null : new Date(at).toISOString() }),
  })
  if (!res.ok) throw new Error(`the test server's clock could not be set: ${res.status} ${await res.text()}`)
}

export async function settled(page) {
  await page
    .waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'), null, { timeout: 2000 })
    .catch(() => undefined)
}

export async function screenshot(page, name) {
  fs.mkdirSync(ARTIFACTS, { recursive: true })
  // take the picture once what slides in has arrived
  await settled(page)
  await page.waitForTimeout(100)
  await page.screenshot({ path: path.join(ARTIFACTS, `${name}.png`) })
}

/** The visible page heading of the browser navbar (H5 keeps earlier pages in the DOM, hidden). */
export async function heading(page) {
  const el = page.locator('.page-frame__title:visible').first()
  await el.waitFor({ state: 'visible' })
  return (await el.textContent())?.trim()
}

export function url(p) {
  return new URL(p, BASE_URL).toString()
}

/**
 * Scrolls the visible waterfall grid to its end the way a reader flicks down (one screen per step,
 * each step firing the scroll handlers) and returns the distinct card ids seen on the way, the most
 * nodes the page held, and whether the bottom-line notice showed. Cards are virtualised, so ids are
 * collected at every step.
 */
export async function scrollGridToEnd(page, { timeoutMs = 360_000, scope = '' } = {}) {
  const seen = new Set()
  let maxNodes = 0
  let sawLoading = false
  const deadline = Date.now() + timeoutMs
  let bottom = false
  while (Date.now() < deadline) {
    const step = await page.evaluate((scope) => {
      const grids = [...document.querySelectorAll(`#app ${scope} .waterfall`)].filter((el) => el.offsetParent !== null)
      const scroller = grids[0]
      if (!scroller) return null
      const ids = [...scroller.querySelectorAll('.directory-card')].map((c) => c.getAttribute('data-id'))
      const atEnd = scroller.scrollTop + scroller.clientHeight >= scroller.scrollHeight - 2
      scroller.scrollTop = Math.min(scroller.scrollTop + scroller.clientHeight, scroller.scrollHeight)
      scroller.dispatchEvent(new Event('scroll'))
      return {
        ids,
        atEnd,
        nodes: document.querySelectorAll('#app *').length,
        loading: scroller.querySelector('.waterfall__notice:not(.waterfall__notice--bottom)') !== null,
        bottom: scroller.querySelector('.waterfall__notice--bottom') !== null,
      }
    }, scope)
    if (step) {
      step.ids.forEach((id) => seen.add(id))
      maxNodes = Math.max(maxNodes, step.nodes)
      sawLoading ||= step.loading
      if (step.bottom && step.atEnd) {
        bottom = true
        break
      }
    }
    await page.waitForTimeout(50)
  }
  return { ids: seen, maxNodes, sawLoading, bottom }
}

/** Waits until the heading of the page on top (H5 keeps earlier pages mounted, hidden) reads `text`. */
export async function expectHeading(page, text, timeout = 10_000) {
  await page.waitForFunction(
    (t) =>
      [...document.querySelectorAll('.page-frame__title')].some(
        (e) => e.getClientRects().length > 0 && e.textContent.trim() === t,
      ),
    text,
    { timeout },
  )
}

/** Picks a language in the header's dropdown of the page on top. */
export async function switchLanguage(page, to) {
  const current = to === 'EN' ? '中文' : 'Eng'
  // the page on top: while a page slides in, the one under it is still visible
  await settled(page)
  await page.locator('.app-header__lang-current:visible').filter({ hasText: current }).last().click()
  await page
    .getByRole('option', { name: to === 'EN' ? 'Eng' : '中文' })
    .locator('visible=true')
    .click()
}

/** The names on the visible directory cards. */
export async function visibleCardNames(page) {
  return page.locator(`${CARD}:visible`).evaluateAll((cards) => cards.map((c) => c.getAttribute('aria-label')))
}

/**
 * The JS files of a route's page chunk group (from the route → files table index.html carries),
 * minus those the `except` routes load too: blocking them makes only that page's code unreachable.
 */
export async function pageScripts(route, except = []) {
  const html = await (await fetch(url('/exhibition/detail'), { headers: { accept: 'text/html' } })).text()
  const table = JSON.parse(html.match(/document\.head\.appendChild\(l\)\}\)\}\)\((\{.*?\})\)/)[1])
  const shared = new Set(except.flatMap((r) => table[r] ?? []))
  return (table[route] ?? []).filter((f) => f.endsWith('.js') && !shared.has(f))
}

/**
 * A card the visitor can see on screen now (a click on it needs no scrolling; the virtual grid
 * also keeps cards above and below the screen in the page).
 */
export async function cardOnScreen(page) {
  const id = await page.evaluate((selector) => {
    const card = [...document.querySelectorAll(selector)].find((c) => {
      const r = c.getBoundingClientRect()
      return r.height > 0 && r.top >= 80 && r.bottom <= window.innerHeight
    })
    return card?.getAttribute('data-id')
  }, CARD)
  return page.locator(`${CARD}[data-id="${id}"]`)
}

/**
 * The browser's visitor: its id and the session the server issued for it. A first visit's public
 * requests go without the visitor (issue 22 item 13), so the secret comes with the first personal
 * answer (the plan's count on every page): this waits for it.
 */
export async function visitorOf(page) {
  await page.waitForFunction(() => {
    const userId = localStorage.getItem('__userId__')
    return userId && JSON.parse(localStorage.getItem('__visitorSession__') ?? 'null')?.userId === userId
  })
  return page.evaluate(() => {
    const userId = localStorage.getItem('__userId__')
    const saved = JSON.parse(localStorage.getItem('__visitorSession__') ?? 'null')
    return { userId, secret: saved?.userId === userId ? saved.secret : undefined }
  })
}

/**
 * Waits until the app's service worker controls the page (installed, precache complete, claimed).
 * A test that reloads offline must wait for this first: on a loaded CI machine the precache can
 * still be running when the network goes, and the reload then has nothing to serve it.
 */
export async function controlled(page, timeout = 60_000) {
  await page.waitForFunction(() => navigator.serviceWorker.controller?.state === 'activated', null, { timeout })
}
