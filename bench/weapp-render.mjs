// `npm run bench:weapp-render` (issue 27 item 6): the mini-program against WeChat's performance rules,
// measured in the mini-program harness (__tests__/weapp/harness: the real dist-weapp/ rendered by
// WeChat's component system in Node, its requests answered by the reference server). For each main
// page, opened as a link opens it:
// - its largest setData payload (the UTF-8 bytes of the call's data as JSON; WeChat: at most 256 KB)
//   and the sum of all its payloads;
// - its node count (the view's elements; WeChat: fewer than 1,000), on the first screen and after a
//   reader has scrolled a list to its end LOAD_MORE times (a long list must stay bounded);
// - its time to first render (page created → first setData done) and to settled (no request or
//   render for 350 ms). Node in a simulated view, not a phone: compare runs, not with WeChat's figures.
// Fails only on the sizes (payload and node count); timings are printed, never judged.
// Build first: `npm run build:weapp`. WEAPP_PORT picks the reference server's port (default 3101).
import { launchMiniProgram, referenceServer } from '../__tests__/weapp/harness/index.mjs'
import { EVENT_CODE, pageOf } from '../__tests__/weapp/support.mjs'

const PAYLOAD_LIMIT_KB = 256
const NODE_LIMIT = 1000
/** How many times a reader reaches a list's end (20 cards a page: 120 cards and more). */
const LOAD_MORE = Number(process.env.BENCH_LOAD_MORE ?? 5)
const kb = (n) => Math.round((n / 1024) * 10) / 10

/** The main pages: the home, the lists (with loading more) and the conference, and one detail. */
const PAGES = [
  { route: '/exhibition/detail', ready: '.app-header__lang-current' },
  { route: '/exhibitors/list', ready: '.directory-card', list: true },
  { route: '/exhibits/list', ready: '.directory-card', list: true },
  { route: '/meeting/list', ready: '.session-list__section', list: true },
  { route: '/consult/list', ready: '.consult-list__count', list: true },
  { route: '/news/list', ready: '.news-card', list: true },
  { route: '/exhibitors/detail', ready: '.detail-page__name', query: 'detail' },
]

/** A reader at a list's end: the grid's scroll-view fires scrolltolower, other lists the page's onReachBottom. */
async function loadMore(page) {
  const grid = page.find({ selector: '.waterfall' })
  if (grid) {
    const column = () => Math.max(0, ...page.all('.waterfall__column').map((el) => parseFloat(el.style.height) || 0))
    const viewport = parseFloat(grid.style.height) || 724
    await page.scroll('.waterfall', { scrollTop: Math.max(0, column() - viewport), scrollHeight: column() })
    await page.scrollToLower('.waterfall')
    // the next page is laid out once its request answered (at the list's end nothing grows)
    const before = column()
    await page.waitFor(() => column() > before, { what: 'the next page laid out', timeout: 8000 }).catch(() => {})
  } else {
    await page.reachBottom()
  }
  await page.idle({ quietMs: 350, timeout: 10_000 })
}

async function firstExhibitorId(server) {
  const res = await fetch(
    `${server.url}/api/v5/companyProfiles/listPage?language=ZH-CN&eventCode=${EVENT_CODE}&pageNo=1&pageSize=1`,
    { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' },
  )
  return (await res.json()).resultList.list[0].companyProfileId
}

async function measure({ route, ready, list, query }, server, language) {
  const params = new URLSearchParams({ eventCode: EVENT_CODE, language })
  if (query === 'detail') params.set('companyProfileId', await firstExhibitorId(server))
  const started = performance.now()
  const mp = await launchMiniProgram({ path: `${pageOf(route)}?${params}` })
  try {
    const page = mp.page
    await page.firstRender
    if (ready) await page.waitFor(() => page.all(ready).length > 0, { what: `${ready} drawn`, timeout: 10_000 })
    await page.idle({ quietMs: 350, timeout: 10_000 })
    const settledMs = performance.now() - started
    const firstNodes = page.nodeCount()
    let maxNodes = firstNodes
    let loads = 0
    if (list) {
      for (; loads < LOAD_MORE; loads++) {
        await loadMore(page)
        maxNodes = Math.max(maxNodes, page.nodeCount())
      }
    }
    // the furthest list page requested: loading more did load more
    const pages = Math.max(1, ...mp.requests.map((r) => Number(/[?&]pageNo=(\d+)/.exec(r.sentUrl ?? '')?.[1] ?? 1)))
    if (mp.errors.length) throw new Error(`${route}: the build reported ${mp.errors.map(String).join('; ')}`)
    return {
      route,
      language,
      firstRenderMs: page.firstRenderMs,
      settledMs,
      calls: page.setDataCount,
      maxBytes: page.setDataBytes.max,
      totalBytes: page.setDataBytes.total,
      firstNodes,
      maxNodes,
      loads,
      pages,
    }
  } finally {
    mp.close()
  }
}

// `node bench/weapp-render.mjs exhibitors meeting`: only the routes containing those words
const only = process.argv.slice(2)
const chosen = PAGES.filter((p) => only.length === 0 || only.some((o) => p.route.includes(o)))
const server = await referenceServer()
const rows = []
try {
  for (const language of ['ZH-CN', 'EN']) for (const p of chosen) rows.push(await measure(p, server, language))
} finally {
  server.stop()
}

const pad = (v, n) => String(v).padStart(n)
console.log(
  `mini-program render (harness, Node): largest setData ≤ ${PAYLOAD_LIMIT_KB} KB, nodes < ${NODE_LIMIT}; lists after ${LOAD_MORE} loads more`,
)
console.log(
  `${'page'.padEnd(20)} ${'lang'.padEnd(5)} ${pad('1st render', 10)} ${pad('settled', 8)} ${pad('setData', 7)} ${pad('largest', 9)} ${pad('sum', 9)} ${pad('nodes 1st', 9)} ${pad('nodes max', 9)} ${pad('pages', 5)}`,
)
let failed = false
for (const r of rows) {
  const over = []
  if (kb(r.maxBytes) > PAYLOAD_LIMIT_KB) over.push(`setData over ${PAYLOAD_LIMIT_KB} KB`)
  if (r.maxNodes >= NODE_LIMIT) over.push(`${NODE_LIMIT} nodes or more`)
  if (over.length) failed = true
  console.log(
    `${r.route.padEnd(20)} ${r.language.padEnd(5)} ${pad(`${Math.round(r.firstRenderMs)} ms`, 10)} ${pad(`${Math.round(r.settledMs)} ms`, 8)} ${pad(r.calls, 7)} ${pad(`${kb(r.maxBytes)} KB`, 9)} ${pad(`${kb(r.totalBytes)} KB`, 9)} ${pad(r.firstNodes, 9)} ${pad(r.maxNodes, 9)} ${pad(r.pages, 5)}${over.length ? `  FAIL: ${over.join(', ')}` : ''}`,
  )
}
process.exit(failed ? 1 : 0)
