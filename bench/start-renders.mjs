// `npm run bench:start-renders` (issue 27 item 4): how much React work the first screen costs, counted
// rather than timed. Timings on a shared machine move with its load; the number of React commits
// and of component renders during the first seconds does not, so two builds can be compared at any
// time. It serves a build the way `npm start` does (the reference server, a fresh database), opens
// /exhibitors/list and /meeting/list at 375 × 812 in headless Chromium with a stand-in for React's
// DevTools hook (React calls its `onCommitFiberRoot` after every commit, production builds too), and
// prints, per page, the commits and renders in the first BENCH_WINDOW_MS (3000) ms and the
// components that rendered most. BENCH_DIST=<dir> measures another build; BENCH_PORT (3792).
import path from 'node:path'
import { chromium } from 'playwright-core'
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../scripts/lib/chromium.mjs'
import { startReferenceServer } from '../scripts/lib/reference-server.mjs'

const root = path.resolve(import.meta.dirname, '..')
const distDir = path.resolve(root, process.env.BENCH_DIST ?? 'dist')
const port = Number(process.env.BENCH_PORT ?? 3792)
const WINDOW_MS = Number(process.env.BENCH_WINDOW_MS ?? 3000)
const RUNS = Number(process.env.BENCH_RUNS ?? 3)
const PAGES = (process.env.BENCH_PAGES ?? '/exhibitors/list,/meeting/list').split(',')
const LANGUAGE = process.env.BENCH_LANGUAGE ?? 'ZH-CN'

/**
 * Runs in the page before any script: React's DevTools look-up finds this hook and reports each
 * commit. A component rendered in a commit when its fiber is new or did work (PerformedWork, flag
 * 1); a subtree React bailed out of keeps its old child fibers, so it is not walked.
 */
function installCounter() {
  const renders = new Map()
  const state = { commits: 0, renders, total: 0, reactions: 0, patched: false }
  // mobx reactions (observer components, reaction(), autorun) run through Reaction#track, a public
  // method kept by minifiers: the first observer component's reaction leads to its prototype.
  const patchReactions = (fiber) => {
    for (let hook = fiber.memoizedState; hook && !state.patched; hook = hook.next) {
      const admin = hook.memoizedState?.current
      const reaction = admin && typeof admin === 'object' ? admin.reaction : undefined
      const proto = reaction && Object.getPrototypeOf(reaction)
      if (proto && typeof proto.track === 'function') {
        const track = proto.track
        proto.track = function (...args) {
          if (performance.now() <= state.windowMs) state.reactions++
          return track.apply(this, args)
        }
        state.patched = true
      }
    }
  }
  const nameOf = (fiber) => {
    const type = fiber.type
    if (!type) return undefined
    if (typeof type === 'function') return type.displayName || type.name || 'anonymous'
    if (typeof type === 'object') {
      const inner = type.type || type.render
      return type.displayName || (inner && (inner.displayName || inner.name)) || undefined
    }
    return undefined
  }
  // Function (0), class (1), forwardRef (11), memo (14), simple memo (15) components.
  const COMPONENT = new Set([0, 1, 11, 15])
  const walk = (fiber) => {
    const stack = [fiber]
    while (stack.length) {
      const f = stack.pop()
      if (COMPONENT.has(f.tag) && (f.alternate === null || (f.flags & 1) === 1)) {
        const name = nameOf(f) ?? `tag${f.tag}`
        renders.set(name, (renders.get(name) ?? 0) + 1)
        state.total++
        if (!state.patched) patchReactions(f)
      }
      if (f.sibling) stack.push(f.sibling)
      if (f.child && (f.alternate === null || f.child !== f.alternate.child)) stack.push(f.child)
    }
  }
  window.__startRenders = state
  window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    supportsFiber: true,
    isDisabled: false,
    renderers: new Map(),
    inject(renderer) {
      this.renderers.set(1, renderer)
      return 1
    },
    checkDCE() {},
    onScheduleFiberRoot() {},
    onCommitFiberUnmount() {},
    onPostCommitFiberRoot() {},
    onCommitFiberRoot(_id, root) {
      if (performance.now() > state.windowMs) return
      state.commits++
      walk(root.current.child ?? root.current)
    },
  }
}

async function countOnce(browser, base, page) {
  const context = await browser.newContext({
    viewport: { width: 375, height: 812 },
    isMobile: true,
    hasTouch: true,
    locale: 'zh-CN',
    serviceWorkers: 'block',
  })
  await context.addInitScript(`(${installCounter.toString()})(); window.__startRenders.windowMs = ${WINDOW_MS};`)
  const tab = await context.newPage()
  await tab.goto(`${base}${page}?eventCode=SIE&language=${LANGUAGE}`)
  await tab.waitForTimeout(WINDOW_MS + 500)
  const result = await tab.evaluate(() => ({
    commits: window.__startRenders.commits,
    total: window.__startRenders.total,
    reactions: window.__startRenders.reactions,
    renders: [...window.__startRenders.renders.entries()].sort((a, b) => b[1] - a[1]),
  }))
  await context.close()
  return result
}

const median = (xs) => [...xs].sort((x, y) => x - y)[Math.floor(xs.length / 2)]

const server = await startReferenceServer({ port, staticDir: distDir })
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: CHROMIUM_FLAGS })
try {
  console.log(`React work in the first ${WINDOW_MS} ms (${distDir}, median of ${RUNS} runs)`)
  for (const page of PAGES) {
    const runs = []
    for (let i = 0; i < RUNS; i++) runs.push(await countOnce(browser, server.baseUrl, page))
    const mid = runs.find((r) => r.total === median(runs.map((x) => x.total)))
    console.log(
      `${page}: commits ${median(runs.map((r) => r.commits))} (runs ${runs.map((r) => r.commits).join(', ')}), ` +
        `component renders ${mid.total} (runs ${runs.map((r) => r.total).join(', ')}), ` +
        `mobx reaction runs ${median(runs.map((r) => r.reactions))} (runs ${runs.map((r) => r.reactions).join(', ')})`,
    )
    for (const [name, n] of mid.renders.slice(0, Number(process.env.BENCH_TOP ?? 25))) console.log(`  ${n}\t${name}`)
  }
} finally {
  await browser.close()
  server.stop()
}
