/**
 * `node bench/profile-summary.mjs <file.cpuprofile> [rows]`: where a recorded CPU profile's time
 * went, as text (the benches' BENCH_PROFILE writes one; Chrome DevTools reads the same file).
 * Prints the busy time, then by area (a package under node_modules, a source folder, node's own
 * modules, the engine's garbage collector), then the functions by self time and by total time
 * (time with the function anywhere on the stack, counted once per sample).
 */
import fs from 'node:fs'

const [file, rowsArg] = process.argv.slice(2)
if (!file) {
  console.error('usage: node bench/profile-summary.mjs <file.cpuprofile> [rows]')
  process.exit(2)
}
const ROWS = Number(rowsArg ?? 30)
const profile = JSON.parse(fs.readFileSync(file, 'utf8'))

const byId = new Map(profile.nodes.map((n) => [n.id, n]))
const parent = new Map()
for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id)

const IDLE = new Set(['(idle)', '(program)'])
const short = (url) =>
  url
    .replace(/^file:\/\//, '')
    .replace(/^.*\/node_modules\//, '~/')
    .replace(/^.*?\/(server|rules|types|bench)\//, '$1/')
const areaOf = (cf) => {
  if (!cf.url) return cf.functionName.startsWith('(') ? cf.functionName : '(native)'
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(cf.url)
  if (pkg) return pkg[1]
  if (cf.url.startsWith('node:')) return 'node:' + cf.url.slice(5).split('/')[0]
  const src = /\/(server\/src\/[^/]+|rules|types|bench)\//.exec(cf.url)
  return src ? src[1] : short(cf.url)
}
const keyOf = (cf) => `${cf.functionName || '(anonymous)'}  ${short(cf.url)}:${cf.lineNumber + 1}`

// each sample's time is the delta to the next sample
const { samples, timeDeltas } = profile
const self = new Map()
const total = new Map()
const areas = new Map()
let busy = 0
let all = 0
for (let i = 0; i < samples.length; i++) {
  const dt = (timeDeltas[i + 1] ?? 0) / 1000
  all += dt
  const node = byId.get(samples[i])
  if (IDLE.has(node.callFrame.functionName)) continue
  busy += dt
  const k = keyOf(node.callFrame)
  self.set(k, (self.get(k) ?? 0) + dt)
  const a = areaOf(node.callFrame)
  areas.set(a, (areas.get(a) ?? 0) + dt)
  const seen = new Set()
  for (let id = node.id; id !== undefined; id = parent.get(id)) {
    const kk = keyOf(byId.get(id).callFrame)
    if (seen.has(kk)) continue
    seen.add(kk)
    total.set(kk, (total.get(kk) ?? 0) + dt)
  }
}

const pct = (ms) => `${((100 * ms) / busy).toFixed(1).padStart(5)} %`
const table = (title, m) => {
  console.log(`\n${title}`)
  for (const [k, ms] of [...m].sort((a, b) => b[1] - a[1]).slice(0, ROWS))
    console.log(`${ms.toFixed(0).padStart(7)} ms ${pct(ms)}  ${k}`)
}
console.log(`${file}: ${all.toFixed(0)} ms recorded, ${busy.toFixed(0)} ms busy (not idle)`)
table('by area (self time)', areas)
table('functions by self time', self)
total.delete(keyOf({ functionName: '(root)', url: '', lineNumber: -1 }))
table('functions by total time', total)
