// Size budgets (issue 2 §11), printed as figures:
// - H5 first-load JS (gzip) of /exhibitors/list and of /meeting/list opened directly (issue 11), measured by loading the page in Chromium against
//   the build served from disk and summing the gzip size of every script it fetched before the idle
//   prefetch of the next pages started (the app's performance mark 'expo:prefetch-next-pages');
//   what that prefetch fetched is listed and summed apart (no budget: it waits until the page is idle);
// - weapp main package (everything outside the subpackage roots of app.json).
// Fails only on hard limits: H5 over 150 KB gzip, weapp main package over WeChat's 2 MB.
import fs from 'node:fs'
import http from 'node:http'
import os from 'node:os'
import path from 'node:path'
import zlib from 'node:zlib'
import { chromium } from 'playwright-core'
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../scripts/lib/chromium.mjs'

const root = path.resolve(import.meta.dirname, '..')
const H5_DIR = path.resolve(root, process.env.BENCH_DIST ?? 'dist')
const WEAPP_DIR = path.join(root, 'dist-weapp')
const H5_BUDGET_KB = 150
const WEAPP_TARGET_KB = 1.2 * 1024
const WEAPP_LIMIT_KB = 2 * 1024
const kb = (n) => Math.round((n / 1024) * 10) / 10
let failed = false

function serveDist() {
  const server = http.createServer((req, res) => {
    const pathname = decodeURIComponent(new URL(req.url, 'http://x').pathname)
    let file = path.join(H5_DIR, pathname)
    if (!file.startsWith(H5_DIR) || !fs.existsSync(file) || fs.statSync(file).isDirectory()) {
      file = path.join(H5_DIR, 'index.html')
    }
    const type = { '.js': 'text/javascript', '.css': 'text/css', '.html': 'text/html' }[path.extname(file)]
    // API calls have no backend here; answer them empty so the page settles.
    if (pathname.startsWith('/api/')) {
      res.writeHead(200, { 'content-type': 'application/json' }).end('{"result":"OK","resultList":[]}')
      return
    }
    res.writeHead(200, { 'content-type': type ?? 'application/octet-stream' })
    fs.createReadStream(file).pipe(res)
  })
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)))
}

/** The pages whose first load is budgeted (each opened directly, as a shared link would). */
const FIRST_LOAD_PATHS = ['/exhibitors/list', '/meeting/list']

async function h5FirstLoad(route) {
  if (!fs.existsSync(path.join(H5_DIR, 'index.html'))) throw new Error('dist/ missing: run npm run build:h5 first')
  const server = await serveDist()
  const { port } = server.address()
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-size-'))
  const context = await chromium.launchPersistentContext(dir, {
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: CHROMIUM_FLAGS,
    viewport: { width: 375, height: 812 },
    isMobile: true,
  })
  const page = context.pages()[0] ?? (await context.newPage())
  await page.goto(`http://127.0.0.1:${port}${route}`, { waitUntil: 'networkidle' })
  // Resource timing of every script, and when the idle prefetch began (if it did).
  const { scripts, prefetchAt } = await page.evaluate(
    (mark) => ({
      scripts: performance
        .getEntriesByType('resource')
        .filter((e) => e.initiatorType === 'script' || /\.js(\?|$)/.test(e.name))
        .map((e) => ({ path: new URL(e.name).pathname, start: e.startTime })),
      prefetchAt: performance.getEntriesByName(mark)[0]?.startTime ?? Infinity,
    }),
    'expo:prefetch-next-pages',
  )
  await context.close()
  server.close()
  fs.rmSync(dir, { recursive: true, force: true })
  const measure = (list) => {
    let raw = 0
    let gzip = 0
    const rows = []
    for (const { path: p } of list) {
      const data = fs.readFileSync(path.join(H5_DIR, p))
      const gz = zlib.gzipSync(data, { level: 9 }).length
      raw += data.length
      gzip += gz
      rows.push(
        `    ${p.padEnd(36)} ${String(kb(data.length)).padStart(8)} KB raw ${String(kb(gz)).padStart(7)} KB gzip`,
      )
    }
    return { raw, gzip, rows }
  }
  const first = measure(scripts.filter((s) => s.start < prefetchAt))
  const later = measure(scripts.filter((s) => s.start >= prefetchAt))
  console.log(
    `H5 first-load JS for ${route}: ${first.rows.length} files, ${kb(first.raw)} KB raw, ${kb(first.gzip)} KB gzip (budget ${H5_BUDGET_KB} KB)`,
  )
  console.log(first.rows.join('\n'))
  console.log(
    `Prefetched once the page is idle (next pages, plan panel): ${later.rows.length} files, ${kb(later.raw)} KB raw, ${kb(later.gzip)} KB gzip`,
  )
  console.log(later.rows.join('\n'))
  if (kb(first.gzip) > H5_BUDGET_KB) {
    console.log(`  FAIL: over the ${H5_BUDGET_KB} KB budget`)
    failed = true
  }
}

function dirSize(dir) {
  let total = 0
  for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, e.name)
    total += e.isDirectory() ? dirSize(p) : fs.statSync(p).size
  }
  return total
}

function weappMainPackage() {
  const appJson = path.join(WEAPP_DIR, 'app.json')
  if (!fs.existsSync(appJson)) throw new Error('dist-weapp/ missing: run npm run build:weapp first')
  const app = JSON.parse(fs.readFileSync(appJson, 'utf8'))
  const subRoots = (app.subPackages ?? app.subpackages ?? []).map((s) => path.join(WEAPP_DIR, s.root))
  const total = dirSize(WEAPP_DIR)
  const subs = subRoots.map((r) => (fs.existsSync(r) ? dirSize(r) : 0))
  const main = total - subs.reduce((a, b) => a + b, 0)
  console.log(
    `weapp main package: ${kb(main)} KB (target ${WEAPP_TARGET_KB} KB, WeChat limit ${WEAPP_LIMIT_KB} KB); whole app ${kb(total)} KB`,
  )
  ;(app.subPackages ?? []).forEach((s, i) => console.log(`    subpackage ${s.root.padEnd(22)} ${kb(subs[i])} KB`))
  if (kb(main) > WEAPP_TARGET_KB) console.log('  WARN: over the 1.2 MB target')
  if (kb(main) > WEAPP_LIMIT_KB) {
    console.log("  FAIL: over WeChat's 2 MB limit")
    failed = true
  }
}

for (const route of FIRST_LOAD_PATHS) await h5FirstLoad(route)
weappMainPackage()
process.exit(failed ? 1 : 0)
