// `npm run bench:lighthouse` (issue 4 §9): Lighthouse 12 three times on /exhibitors/list, served the way
// `npm start` serves it (the reference server with a fresh temporary database and the precompressed H5
// build), mobile emulation with Lighthouse's default simulated throttling. Prints each run's figures
// and the median against the targets. It never fails on timings: the exit code is non-zero only when
// the server or Lighthouse cannot run. Building the app is not its job: run `npm run build:h5` first
// (BENCH_DIST=<dir> measures another build; precompress it with scripts/compress-dist.mjs).
//
// Then accessibility (issue 27 item 5): Lighthouse's accessibility category once on each of the home,
// /exhibitors/list, an exhibitor, /meeting/list and /consult/post, in both languages (the score does
// not depend on the machine's load, so one run each), against the target of 95, with the audits that
// fail on each. BENCH_ONLY=performance or BENCH_ONLY=accessibility runs one part.
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../scripts/lib/chromium.mjs'
import { startReferenceServer } from '../scripts/lib/reference-server.mjs'

const root = path.resolve(import.meta.dirname, '..')
const distDir = path.resolve(root, process.env.BENCH_DIST ?? 'dist')
const port = Number(process.env.BENCH_PORT ?? 3210)
const target = `http://127.0.0.1:${port}${process.env.BENCH_PATH ?? '/exhibitors/list'}`
// The issue asks for three runs; BENCH_RUNS=5 (odd) gives steadier medians when comparing builds.
const RUNS = Number(process.env.BENCH_RUNS ?? 3)
const TARGETS = { performance: 0.95, lcpMs: 2000, cls: 0.05, accessibility: 0.95 }
const ONLY = process.env.BENCH_ONLY ?? ''
/** The pages whose accessibility is measured; the exhibitor is the first of the list. */
const A11Y_PAGES = ['/exhibition/detail', '/exhibitors/list', '/exhibitors/detail', '/meeting/list', '/consult/post']
const A11Y_EVENT = 'SIE'
const outDir = path.join(root, 'bench/out')

if (!fs.existsSync(path.join(distDir, 'index.html'))) {
  console.error(`bench:lighthouse: ${distDir} has no H5 build; run \`npm run build:h5\` first`)
  process.exit(1)
}
if (!fs.readdirSync(path.join(distDir, 'js')).some((f) => f.endsWith('.js.br') || f.endsWith('.js.gz'))) {
  // The score depends on it (0.84 vs 0.98 measured for the same app): say so rather than mislead.
  console.warn(`bench:lighthouse: WARNING ${distDir} is not precompressed (node scripts/compress-dist.mjs ${distDir})`)
}

function lighthouseOnce(run, { url = target, category = 'performance', name = `lighthouse-run${run}` } = {}) {
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-lh-chrome-'))
  const report = path.join(outDir, `${name}.json`)
  const args = [
    path.join(root, 'node_modules/lighthouse/cli/index.js'),
    url,
    `--only-categories=${category}`,
    '--output=json',
    `--output-path=${report}`,
    '--quiet',
    `--chrome-flags=${[...CHROMIUM_FLAGS, `--user-data-dir=${profile}`].join(' ')}`,
  ]
  return new Promise((resolve, reject) => {
    const lh = spawn(process.execPath, args, {
      cwd: root,
      env: { ...process.env, CHROME_PATH: CHROMIUM_PATH },
      stdio: ['ignore', 'ignore', 'pipe'],
    })
    let stderr = ''
    lh.stderr.on('data', (d) => (stderr += d))
    lh.on('error', reject)
    lh.on('exit', (code) => {
      fs.rmSync(profile, { recursive: true, force: true })
      if (code !== 0 || !fs.existsSync(report)) {
        reject(new Error(`lighthouse exited with ${code}\n${stderr.slice(-2000)}`))
        return
      }
      const lhr = JSON.parse(fs.readFileSync(report, 'utf8'))
      if (lhr.runtimeError) {
        reject(new Error(`lighthouse runtime error: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`))
        return
      }
      resolve(lhr)
    })
  })
}

function figures(lhr) {
  const a = lhr.audits
  return {
    performance: lhr.categories.performance.score,
    lcpMs: a['largest-contentful-paint'].numericValue,
    cls: a['cumulative-layout-shift'].numericValue,
    tbtMs: a['total-blocking-time'].numericValue,
    fcpMs: a['first-contentful-paint'].numericValue,
    siMs: a['speed-index'].numericValue,
    // Lighthouse's measure of the host CPU; a busy machine (shared cores) inflates TBT and LCP.
    benchmarkIndex: lhr.environment?.benchmarkIndex ?? 0,
  }
}

const median = (xs) => [...xs].sort((x, y) => x - y)[Math.floor(xs.length / 2)]
const s = (ms) => `${(ms / 1000).toFixed(2)} s`
const row = (f) =>
  `performance ${f.performance.toFixed(2)}  LCP ${s(f.lcpMs)}  CLS ${f.cls.toFixed(3)}  TBT ${Math.round(f.tbtMs)} ms  ` +
  `(FCP ${s(f.fcpMs)}, Speed Index ${s(f.siMs)}; host benchmark index ${Math.round(f.benchmarkIndex)})`

/** Why a run misses a target: the audits that name a cause (LCP element, blocking resources, shifts). */
function diagnose(lhr) {
  const a = lhr.audits
  const lines = []
  const lcpEl = a['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node
  if (lcpEl) lines.push(`LCP element: ${lcpEl.nodeLabel ?? ''} <${lcpEl.selector ?? ''}>`)
  const phases = a['largest-contentful-paint-element']?.details?.items?.[1]?.items
  if (phases) lines.push(`LCP phases: ${phases.map((p) => `${p.phase} ${Math.round(p.timing)} ms`).join(', ')}`)
  for (const item of a['render-blocking-resources']?.details?.items ?? []) {
    lines.push(`render-blocking: ${item.url} (${Math.round(item.wastedMs ?? 0)} ms)`)
  }
  for (const item of a['layout-shifts']?.details?.items ?? []) {
    lines.push(`layout shift ${item.score?.toFixed(3)}: ${item.node?.selector ?? item.node?.nodeLabel ?? '?'}`)
  }
  for (const id of ['unused-javascript', 'unminified-javascript', 'uses-text-compression', 'server-response-time']) {
    const audit = a[id]
    if (audit && audit.score !== null && audit.score < 0.9) lines.push(`${audit.title}: ${audit.displayValue ?? ''}`)
  }
  const requests = a['network-requests']?.details?.items ?? []
  const bytes = requests.reduce((sum, r) => sum + (r.transferSize ?? 0), 0)
  lines.push(`${requests.length} requests, ${Math.round(bytes / 1024)} KB transferred`)
  return lines
}

/** Accessibility of each page in each language: the score and the audits that fail, with what they name. */
async function accessibility(base) {
  const res = await fetch(
    `${base}/api/v5/companyProfiles/listPage?eventCode=${A11Y_EVENT}&language=ZH-CN&pageNo=1&pageSize=1`,
    { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' },
  )
  const exhibitorId = (await res.json()).resultList.list[0].companyProfileId
  console.log(
    `Lighthouse accessibility on ${A11Y_PAGES.length} pages × 2 languages (target ≥ ${TARGETS.accessibility * 100})`,
  )
  const scores = []
  for (const language of ['ZH-CN', 'EN']) {
    for (const page of A11Y_PAGES) {
      const query = new URLSearchParams({ eventCode: A11Y_EVENT, language })
      if (page === '/exhibitors/detail') query.set('companyProfileId', String(exhibitorId))
      const name = `lighthouse-a11y${page.replaceAll('/', '-')}-${language.toLowerCase()}`
      const lhr = await lighthouseOnce(0, { url: `${base}${page}?${query}`, category: 'accessibility', name })
      const score = lhr.categories.accessibility.score
      scores.push(score)
      const failing = Object.values(lhr.audits).filter(
        (a) => a.score === 0 && lhr.categories.accessibility.auditRefs.some((r) => r.id === a.id && r.weight > 0),
      )
      console.log(
        `  ${page.padEnd(19)} ${language.padEnd(5)} ${Math.round(score * 100)}` +
          `${score >= TARGETS.accessibility ? '' : '  MISSED'}${failing.length ? `  failing: ${failing.map((a) => a.id).join(', ')}` : ''}`,
      )
      for (const audit of failing) {
        for (const item of (audit.details?.items ?? []).slice(0, 4)) {
          const node = item.node ?? {}
          console.log(`      ${audit.id}: ${node.selector ?? ''} ${node.explanation?.split('\n')[1]?.trim() ?? ''}`)
        }
      }
    }
  }
  const lowest = Math.min(...scores)
  console.log(`  lowest ${Math.round(lowest * 100)}: ${lowest >= TARGETS.accessibility ? 'met' : 'MISSED'}`)
}

/** Performance: RUNS runs on the target page, each run's figures, the median and its diagnostics. */
async function performanceRuns() {
  console.log(`Lighthouse ${RUNS}× on ${target} (mobile, simulated throttling; build ${path.relative(root, distDir)})`)
  const runs = []
  for (let i = 1; i <= RUNS; i++) {
    const lhr = await lighthouseOnce(i)
    runs.push({ lhr, f: figures(lhr) })
    console.log(`  run ${i}: ${row(runs.at(-1).f)}`)
  }
  const med = {}
  for (const key of Object.keys(runs[0].f)) med[key] = median(runs.map((r) => r.f[key]))
  console.log(`  median: ${row(med)}`)
  const verdict = (ok) => (ok ? 'met' : 'MISSED')
  console.log(
    `  targets: performance ≥ ${TARGETS.performance} ${verdict(med.performance >= TARGETS.performance)}, ` +
      `LCP ≤ ${s(TARGETS.lcpMs)} ${verdict(med.lcpMs <= TARGETS.lcpMs)}, ` +
      `CLS ≤ ${TARGETS.cls} ${verdict(med.cls <= TARGETS.cls)}`,
  )
  if (med.benchmarkIndex < 1000) {
    console.log('  note: host benchmark index under 1000: the CPU was busy, TBT and LCP are inflated')
  }
  // Causes, from the run whose score is the median.
  const medianRun = runs.find((r) => r.f.performance === med.performance) ?? runs[0]
  console.log('  diagnostics (median run):')
  for (const line of diagnose(medianRun.lhr)) console.log(`    ${line}`)
  console.log(`  reports: ${path.relative(root, outDir)}/lighthouse-run{1..${RUNS}}.json`)
}

let code = 0
let server
try {
  fs.mkdirSync(outDir, { recursive: true })
  server = await startReferenceServer({ port, staticDir: distDir })
  if (ONLY !== 'accessibility') await performanceRuns()
  if (ONLY !== 'performance') await accessibility(`http://127.0.0.1:${port}`)
} catch (error) {
  console.error(`bench:lighthouse: ${error.message}`)
  code = 1
}
server?.stop()
process.exit(code)
