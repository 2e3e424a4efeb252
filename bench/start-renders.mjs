// `npm run bench:start-renders` (issue 27 item 4): how much rendering work the first screen costs,
// counted rather than timed. Timings on a shared machine move with its load; the number of commits
// and of component renders during the first seconds does not, so two builds can be compared at any
// time. It serves a build the way `npm start` does (the reference server, a fresh database), opens
// /exhibitors/list and /meeting/list at 375 × 812 in headless Chromium, counts through React's
// DevTools hook or Preact's `options` (whichever renderer the build has: H5 is Preact, see
// docs/decisions/performance.md) and mobx's global state, and prints, per page, the commits, the
// flushes they came in, the component renders and mobx reaction runs in the first BENCH_WINDOW_MS
// (6000) ms, and the components that rendered most. It exits with an error when it cannot hook
// something rather than print 0. BENCH_DIST=<dir> measures another build; BENCH_PORT (3792).
import path from 'node:path'
import { chromium } from 'playwright-core'
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../scripts/lib/chromium.mjs'
import { startReferenceServer } from '../scripts/lib/reference-server.mjs'
import { counterScript, readCounts } from './render-counter.mjs'

const root = path.resolve(import.meta.dirname, '..')
const distDir = path.resolve(root, process.env.BENCH_DIST ?? 'dist')
const port = Number(process.env.BENCH_PORT ?? 3792)
// 6 s: under load the first 3 s did not always cover the start (docs/decisions/performance.md)
const WINDOW_MS = Number(process.env.BENCH_WINDOW_MS ?? 6000)
const RUNS = Number(process.env.BENCH_RUNS ?? 3)
const PAGES = (process.env.BENCH_PAGES ?? '/exhibitors/list,/meeting/list').split(',')
const LANGUAGE = process.env.BENCH_LANGUAGE ?? 'ZH-CN'

async function countOnce(browser, base, page) {
  const context = await browser.newContext({
    viewport: { width: 375, height: 812 },
    isMobile: true,
    hasTouch: true,
    locale: 'zh-CN',
    serviceWorkers: 'block',
  })
  await context.addInitScript(counterScript(WINDOW_MS))
  const tab = await context.newPage()
  await tab.goto(`${base}${page}?eventCode=SIE&language=${LANGUAGE}`)
  await tab.waitForTimeout(WINDOW_MS + 500)
  const result = await readCounts(tab).catch((error) => {
    throw new Error(`start-renders: ${distDir}: ${error.message}`)
  })
  await context.close()
  return result
}

const median = (xs) => [...xs].sort((x, y) => x - y)[Math.floor(xs.length / 2)]

const server = await startReferenceServer({ port, staticDir: distDir })
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: CHROMIUM_FLAGS })
try {
  for (const page of PAGES) {
    const runs = []
    for (let i = 0; i < RUNS; i++) runs.push(await countOnce(browser, server.baseUrl, page))
    if (page === PAGES[0]) {
      console.log(`${runs[0].hooked.renderer} work in the first ${WINDOW_MS} ms (${distDir}, median of ${RUNS} runs)`)
    }
    const figure = (key) => `${median(runs.map((r) => r[key]))} (runs ${runs.map((r) => r[key]).join(', ')})`
    const mid = runs.find((r) => r.total === median(runs.map((x) => x.total)))
    console.log(
      `${page}: commits ${figure('commits')}, flushes ${figure('flushes')}, ` +
        `component renders ${mid.total} (runs ${runs.map((r) => r.total).join(', ')}), ` +
        `mobx reaction runs ${figure('reactions')}`,
    )
    for (const [name, n] of mid.renders.slice(0, Number(process.env.BENCH_TOP ?? 25))) console.log(`  ${n}\t${name}`)
  }
} catch (error) {
  console.error(error.message)
  process.exitCode = 1
} finally {
  await browser.close()
  server.stop()
}
