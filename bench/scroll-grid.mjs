// `npm run bench:scroll-grid` (issue 27 item 4): the time to scroll the 2,000+ exhibits' virtualised
// grid to its end, the way e2e/load-more.test.mjs does (one screen a step, 50 ms apart, pages loaded
// as they come near), for one or more builds. A/B on a shared machine: each build has a server of
// its own with the browser tests' seed, and the builds take turns (A, B, A, B…) so they share the
// same minutes. Per run it prints the wall time, Chromium's main-thread times (script, layout,
// style; from the DevTools protocol's Performance domain), the commits, flushes, component renders
// and mobx reaction runs (bench/render-counter.mjs) and the load average before and after.
// Timings are figures to compare builds in the same minutes, never a pass/fail.
// BENCH_DISTS=dirA,dirB (default dist); BENCH_RUNS (1) turns each; BENCH_PORT (3624, then +1 per build);
// BENCH_TIMEOUT_S (360, the browser test's) gives up on a run.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { launch, scrollGridToEnd } from '../e2e/support.mjs'
import { startReferenceServer } from '../scripts/lib/reference-server.mjs'
import { counterScript, readCounts } from './render-counter.mjs'

const root = path.resolve(import.meta.dirname, '..')
// `dir+effects-in-task`: that build with Preact's effects run a task after the commit
// (bench/render-counter.mjs), to test whether their waiting for a frame is what slows the grid.
const dists = (process.env.BENCH_DISTS ?? 'dist').split(',').map((entry) => {
  const [dir, variant] = entry.split('+')
  return { dir: path.resolve(root, dir), label: entry, effectsInTask: variant === 'effects-in-task' }
})
const RUNS = Number(process.env.BENCH_RUNS ?? 1)
const port = Number(process.env.BENCH_PORT ?? 3624)
const outDir = path.join(root, 'bench/out')
// The browser tests' seed (e2e/run.mjs): over 2,000 exhibits in the SIE edition.
const SEED = { SEED_EXHIBITORS: '1600', SEED_PRODUCTS: '9000', SEED_SHOW_START: '2026-09-15', RETENTION_CHECK_SEC: '0' }
const load = () =>
  os
    .loadavg()
    .map((n) => n.toFixed(2))
    .join(' ')

async function scrollOnce(baseUrl, { effectsInTask }) {
  const browser = await launch()
  try {
    const { context, page } = browser
    await context.addInitScript(counterScript(Infinity, { preactEffectsInTask: effectsInTask }))
    await page.goto(new URL('/exhibits/list?eventCode=SIE&language=EN', baseUrl).toString())
    await page.locator('#app .directory-card').first().waitFor()
    const cdp = await context.newCDPSession(page)
    await cdp.send('Performance.enable')
    const metrics = async () =>
      Object.fromEntries((await cdp.send('Performance.getMetrics')).metrics.map((m) => [m.name, m.value]))
    const before = await metrics()
    const countsBefore = await readCounts(page)
    // BENCH_PROFILE=1: a CPU profile of the first BENCH_PROFILE_S (30) s of scrolling, for
    // bench/profile-summary.mjs
    const profiling = process.env.BENCH_PROFILE === '1'
    let profileDone = Promise.resolve()
    if (profiling) {
      await cdp.send('Profiler.enable')
      await cdp.send('Profiler.start')
      profileDone = new Promise((resolve) =>
        setTimeout(resolve, Number(process.env.BENCH_PROFILE_S ?? 30) * 1000),
      ).then(async () => {
        const { profile } = await cdp.send('Profiler.stop')
        fs.mkdirSync(outDir, { recursive: true })
        const file = path.join(outDir, `scroll-grid-${path.basename(baseUrl.replace(/\W+/g, '-'))}.cpuprofile`)
        fs.writeFileSync(file, JSON.stringify(profile))
        console.log(`CPU profile: ${file}`)
      })
    }
    const started = performance.now()
    const { ids, bottom } = await scrollGridToEnd(page, {
      timeoutMs: Number(process.env.BENCH_TIMEOUT_S ?? 360) * 1000,
    })
    const seconds = (performance.now() - started) / 1000
    await profileDone
    const after = await metrics()
    const counts = await readCounts(page)
    const spent = (key) => (after[key] - before[key]).toFixed(1)
    return {
      seconds,
      cards: ids.size,
      bottom,
      script: spent('ScriptDuration'),
      layout: spent('LayoutDuration'),
      style: spent('RecalcStyleDuration'),
      task: spent('TaskDuration'),
      renderer: counts.hooked.renderer,
      commits: counts.commits - countsBefore.commits,
      flushes: counts.flushes - countsBefore.flushes,
      renders: counts.total - countsBefore.total,
      reactions: counts.reactions - countsBefore.reactions,
    }
  } finally {
    await browser.close()
  }
}

const servers = []
try {
  for (const [i, build] of dists.entries()) {
    servers.push(await startReferenceServer({ port: port + i, staticDir: build.dir, env: SEED }))
  }
  for (let run = 1; run <= RUNS; run++) {
    for (const [i, build] of dists.entries()) {
      const loadBefore = load()
      const at = new Date().toISOString().slice(11, 19)
      const r = await scrollOnce(servers[i].baseUrl, build)
      console.log(
        `${build.label} run ${run} at ${at} UTC (${r.renderer}): ${r.seconds.toFixed(1)} s to the end, ${r.cards} cards` +
          `${r.bottom ? '' : ' (END NOT REACHED)'}; main thread: task ${r.task} s, script ${r.script} s, ` +
          `layout ${r.layout} s, style ${r.style} s; commits ${r.commits}, flushes ${r.flushes}, ` +
          `component renders ${r.renders}, mobx reaction runs ${r.reactions}; load ${loadBefore} → ${load()}`,
      )
    }
  }
} catch (error) {
  console.error(`bench:scroll-grid: ${error.message}`)
  process.exitCode = 1
} finally {
  servers.forEach((s) => s.stop())
}
