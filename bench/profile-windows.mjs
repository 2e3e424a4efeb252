/**
 * Where a page's main thread spent the time inside chosen windows of a CPU profile (the benches'
 * BENCH_PROFILE): a whole-run profile mixes the moments that matter (a scan's read → drawn) with
 * the waiting between them, so its top functions say little about either. The caller gives the
 * windows in the page's performance.now() time and the page time of a sync point (see
 * `syncPoint`); functions in minified bundles are named through their source maps when the build
 * has them (SOURCEMAP=1 npm run build:h5). Prints busy time, the areas (package or source folder)
 * and the functions by self and by total time.
 */
import fs from 'node:fs'
import path from 'node:path'

/**
 * Runs in the page right after Profiler.start: a named busy loop of a few ms whose first sample
 * ties the profile's clock to performance.now(). Returns the page time it started at.
 */
export function syncPoint() {
  return (function benchProfileSync() {
    const t = performance.now()
    while (performance.now() - t < 4);
    return t
  })()
}

/** source maps of a build's scripts, read once; null when the build has none */
function sourceMaps(distDir, SourceMapConsumer) {
  const cache = new Map()
  return (url) => {
    const file = /\/(js\/[^/?#]+\.js)/.exec(url)?.[1]
    if (!file) return null
    if (!cache.has(file)) {
      const map = path.join(distDir, `${file}.map`)
      cache.set(file, fs.existsSync(map) ? new SourceMapConsumer(JSON.parse(fs.readFileSync(map, 'utf8'))) : null)
    }
    return cache.get(file)
  }
}

const shortSource = (s) =>
  s
    .replace(/^webpack:\/\/[^/]*\//, '')
    .replace(/^(\.\/)?/, '')
    .replace(/^.*node_modules\//, '~/')

/**
 * @param profile a CDP Profiler.stop profile
 * @param windows [{ from, to }] in page time (ms), not overlapping
 * @param syncAt the page time syncPoint returned
 */
export async function summarizeWindows(profile, windows, { syncAt, distDir, rows = 15, title }) {
  const { SourceMapConsumer } = await import('source-map-js')
  const mapOf = sourceMaps(distDir, SourceMapConsumer)
  const { LEAST_UPPER_BOUND } = SourceMapConsumer
  const byId = new Map(profile.nodes.map((n) => [n.id, n]))
  const parent = new Map()
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id)

  // each sample's time on the profile's clock (µs), then the sync point's first sample
  const at = []
  let t = profile.startTime
  for (let i = 0; i < profile.samples.length; i++) {
    t += profile.timeDeltas[i] ?? 0
    at.push(t)
  }
  const onStack = (id, name) => {
    for (let x = id; x !== undefined; x = parent.get(x)) if (byId.get(x).callFrame.functionName === name) return true
    return false
  }
  const first = profile.samples.findIndex((id) => onStack(id, 'benchProfileSync'))
  if (first < 0) {
    console.log(`${title}: the profile has no sync point; windows not summarized`)
    return
  }
  const pageMs = (i) => (at[i] - at[first]) / 1000 + syncAt

  const names = new Map()
  const keyOf = (cf) => {
    const raw = `${cf.url}:${cf.lineNumber}:${cf.columnNumber}:${cf.functionName}`
    if (names.has(raw)) return names.get(raw)
    let key = `${cf.functionName || '(anonymous)'}  ${cf.url ? cf.url.replace(/^.*\//, '') : ''}${cf.url ? `:${cf.lineNumber + 1}` : ''}`
    const map = cf.url ? mapOf(cf.url) : null
    if (map) {
      // a function's start (where the profile places it) may fall between mapped segments
      let o = map.originalPositionFor({ line: cf.lineNumber + 1, column: cf.columnNumber })
      if (!o.source)
        o = map.originalPositionFor({ line: cf.lineNumber + 1, column: cf.columnNumber, bias: LEAST_UPPER_BOUND })
      if (o.source) key = `${o.name || cf.functionName || '(anonymous)'}  ${shortSource(o.source)}:${o.line}`
    }
    names.set(raw, key)
    return key
  }
  const areaOf = (key, cf) => {
    if (!cf.url) return cf.functionName.startsWith('(') ? cf.functionName : '(native)'
    const src = key.split('  ')[1] ?? ''
    const pkg = /^~\/((?:@[^/]+\/)?[^/]+)/.exec(src)
    if (pkg) return pkg[1]
    const dir = /^(src\/[^/]+\/[^/]+|rules|[^/:]+)/.exec(src)
    return dir ? dir[1] : src
  }

  const IDLE = new Set(['(idle)'])
  const self = new Map()
  const total = new Map()
  const areas = new Map()
  let inWindows = 0
  let busy = 0
  const sorted = [...windows].sort((a, b) => a.from - b.from)
  let w = 0
  for (let i = 0; i < profile.samples.length; i++) {
    // a sample's time runs to the next sample's
    const start = pageMs(i)
    const dt = ((at[i + 1] ?? at[i]) - at[i]) / 1000
    while (w < sorted.length && sorted[w].to <= start) w++
    if (w >= sorted.length) break
    if (start < sorted[w].from) continue
    inWindows += dt
    const node = byId.get(profile.samples[i])
    if (IDLE.has(node.callFrame.functionName)) continue
    busy += dt
    const k = keyOf(node.callFrame)
    self.set(k, (self.get(k) ?? 0) + dt)
    const a = areaOf(k, node.callFrame)
    areas.set(a, (areas.get(a) ?? 0) + dt)
    const seen = new Set()
    for (let id = node.id; id !== undefined; id = parent.get(id)) {
      const cf = byId.get(id).callFrame
      if (cf.functionName === '(root)') continue
      const kk = keyOf(cf)
      if (seen.has(kk)) continue
      seen.add(kk)
      total.set(kk, (total.get(kk) ?? 0) + dt)
    }
  }
  const n = windows.length || 1
  const perScan = (ms) => `${(ms / n).toFixed(1).padStart(6)} ms/scan`
  const table = (head, m) => {
    console.log(`  ${head}`)
    for (const [k, ms] of [...m].sort((a, b) => b[1] - a[1]).slice(0, rows))
      console.log(`  ${perScan(ms)} ${((100 * ms) / (busy || 1)).toFixed(1).padStart(5)} %  ${k}`)
  }
  console.log(
    `${title}: ${windows.length} windows, ${perScan(inWindows)} in them, ${perScan(busy)} busy ` +
      `(main thread; "(program)" is the browser's own work: style, layout, paint, tasks)`,
  )
  table('by area (self time)', areas)
  table('functions by self time', self)
  table('functions by total time', total)
}

/**
 * The browser's own work inside the windows, from a Chromium trace (devtools.timeline): self time
 * by event name on the page's main thread (style, layout, paint, tasks), which a CPU profile lumps
 * as "(program)". `syncAt` is the page time of a `console.timeStamp('bench-sync')`.
 */
export function summarizeTraceWindows(events, windows, { syncAt, title, rows = 15 }) {
  const sync = events.find((e) => e.name === 'TimeStamp' && e.args?.data?.message === 'bench-sync')
  if (!sync) {
    console.log(`${title}: the trace has no sync point; windows not summarized`)
    return
  }
  const main = events.find((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain' && e.pid === sync.pid)
  const tid = main?.tid ?? sync.tid
  const pageMs = (ts) => (ts - sync.ts) / 1000 + syncAt
  const sorted = [...windows].sort((a, b) => a.from - b.from)
  const inWindow = (t) => sorted.some((w) => t >= w.from && t < w.to)
  // complete events of the main thread, nested by time: self = duration minus direct children's
  const spans = events
    .filter((e) => e.pid === sync.pid && e.tid === tid && e.ph === 'X' && typeof e.dur === 'number')
    .sort((a, b) => a.ts - b.ts || b.dur - a.dur)
  const self = new Map()
  const stack = []
  const close = (upTo) => {
    while (stack.length && stack[stack.length - 1].end <= upTo) {
      const s = stack.pop()
      if (inWindow(pageMs(s.e.ts))) self.set(s.e.name, (self.get(s.e.name) ?? 0) + (s.e.dur - s.children) / 1000)
    }
  }
  for (const e of spans) {
    close(e.ts)
    if (stack.length) stack[stack.length - 1].children += e.dur
    stack.push({ e, end: e.ts + e.dur, children: 0 })
  }
  close(Infinity)
  const n = windows.length || 1
  const all = [...self.values()].reduce((a, b) => a + b, 0)
  console.log(`${title}: ${(all / n).toFixed(1)} ms/scan traced on the main thread; self time by event`)
  for (const [k, ms] of [...self].sort((a, b) => b[1] - a[1]).slice(0, rows))
    console.log(`  ${(ms / n).toFixed(1).padStart(6)} ms/scan  ${k}`)
}
