// `npm run bench:venue-map` (issue 15, item 1): how smoothly the venue map pans a 600-stand hall.
//
// 1. H5 (SVG): the reference server seeded so the current CGA edition's first hall holds 600+
//    exhibitors; /venue/map in Chromium (375 × 812, touch) with 4× CPU throttling; a one-finger pan
//    of ~1.5 s on the zoomed-in hall while Chromium's performance trace records; prints the frames
//    drawn per second from the trace (DrawFrame events), the dropped frames, the longest main-thread
//    task during the pan, and the redraw when the finger lifts (the SVG drawn sharp for the new view).
// 2. The mini-program's Canvas 2D drawing (src/features/venue/draw.ts, the same code the weapp build
//    runs), timed in the same throttled Chromium on a 375 × 341 canvas at a 3× pixel ratio: a full
//    frame at the whole-hall zoom and zoomed in, i.e. what each frame of a gesture costs there.
// Prints figures; never fails on timings. Run `npm run build:h5` first. BENCH_PORT (default 3212).
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { build } from 'esbuild'
import { chromium } from 'playwright-core'
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../scripts/lib/chromium.mjs'
import { startReferenceServer } from '../scripts/lib/reference-server.mjs'

const root = path.resolve(import.meta.dirname, '..')
const distDir = path.resolve(root, process.env.BENCH_DIST ?? 'dist')
const port = Number(process.env.BENCH_PORT ?? 3212)
const THROTTLE = Number(process.env.BENCH_THROTTLE ?? 4)

if (!fs.existsSync(path.join(distDir, 'index.html'))) {
  console.error(`bench:venue-map: ${distDir} has no H5 build; run \`npm run build:h5\` first`)
  process.exit(1)
}

// CGA's current edition takes 45 % of the exhibitors over 8 halls: 11,000 fill hall 1 past 600
const server = await startReferenceServer({
  port,
  staticDir: distDir,
  env: { SEED_EXHIBITORS: '11000', SEED_PRODUCTS: '11000' },
  readyTimeoutMs: 300_000,
})
const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-venue-'))
const context = await chromium.launchPersistentContext(profile, {
  executablePath: CHROMIUM_PATH,
  headless: true,
  args: CHROMIUM_FLAGS,
  viewport: { width: 375, height: 812 },
  deviceScaleFactor: 3,
  isMobile: true,
  hasTouch: true,
})
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]

try {
  const page = context.pages()[0] ?? (await context.newPage())
  const cdp = await context.newCDPSession(page)
  const plan = await (await fetch(`${server.baseUrl}/api/v5/exhibition/getHallPlan?eventCode=CGA`)).json()
  const hall = plan.resultList
  const sold = hall.stands.filter((s) => s.status === 'sold').length
  console.log(
    `hall: ${hall.hallName}, ${hall.stands.length} stands (${sold} with an exhibitor), ${hall.width} × ${hall.height} m`,
  )

  await page.goto(`${server.baseUrl}/venue/map?eventCode=CGA&language=ZH-CN`)
  await page.locator('.hall-canvas__stand').first().waitFor({ timeout: 60_000 })
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: THROTTLE })
  // zoom in twice (a visitor looking for a stand), then pan there
  for (let i = 0; i < 2; i++) {
    await page.locator('.hall-canvas__zoom-btn').first().click()
    await page.waitForTimeout(1500)
  }
  const nodes = await page.locator('.hall-canvas__stand').count()
  console.log(`zoomed in: ${nodes} stands drawn in the SVG (the view and a margin of half a view around it)`)

  const box = await page.locator('.hall-canvas__viewport').boundingBox()
  const events = []
  cdp.on('Tracing.dataCollected', (e) => events.push(...e.value))
  const done = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve))
  await cdp.send('Tracing.start', {
    categories: 'devtools.timeline,disabled-by-default-devtools.timeline.frame,disabled-by-default-devtools.timeline',
    transferMode: 'ReportEvents',
  })
  // a one-finger drag as the browser's own gesture generator makes it: touch moves at the display's
  // frame rate, from the browser process, like a finger on a phone
  const x0 = box.x + box.width * 0.8
  const y0 = box.y + box.height * 0.7
  const started = Date.now()
  await cdp.send('Input.synthesizeScrollGesture', {
    x: Math.round(x0),
    y: Math.round(y0),
    xDistance: -240,
    yDistance: -150,
    speed: 200,
    gestureSourceType: 'touch',
    preventFling: true,
  })
  const panMs = Date.now() - started
  await page.waitForTimeout(2500)
  await cdp.send('Tracing.end')
  await done

  const pid = events.find((e) => e.name === 'TracingStartedInBrowser')?.args?.data?.frames?.[0]?.processId
  const inRenderer = (e) => pid === undefined || e.pid === pid
  const moves = events.filter(
    (e) => e.name === 'EventDispatch' && e.args?.data?.type === 'pointermove' && inRenderer(e),
  )
  const t0 = Math.min(...moves.map((e) => e.ts))
  const t1 = Math.max(...moves.map((e) => e.ts + (e.dur ?? 0)))
  const inPan = (e) => e.ts >= t0 && e.ts <= t1
  const draws = events.filter((e) => e.name === 'DrawFrame' && inPan(e))
  const dropped = events.filter((e) => (e.name === 'DroppedFrame' || e.name === 'Frame Dropped') && inPan(e))
  const tasks = events.filter((e) => e.name === 'RunTask' && inRenderer(e) && inPan(e) && e.dur)
  const longest = Math.max(0, ...tasks.map((e) => e.dur / 1000))
  const seconds = (t1 - t0) / 1e6
  const after = events.filter((e) => e.name === 'RunTask' && inRenderer(e) && e.ts > t1 && e.dur)
  const redraw = Math.max(0, ...after.map((e) => e.dur / 1000))
  console.log(
    `H5 SVG pan, ${THROTTLE}× CPU throttling: ${moves.length} pointer moves over ${seconds.toFixed(2)} s (sent over ${panMs} ms); ` +
      `${draws.length} frames drawn = ${(draws.length / seconds).toFixed(1)} fps; ${dropped.length} dropped; ` +
      `longest main-thread task ${longest.toFixed(1)} ms`,
  )
  console.log(`H5 SVG redraw when the finger lifts (longest task after the pan): ${redraw.toFixed(1)} ms`)
  fs.mkdirSync(path.join(root, 'bench/out'), { recursive: true })
  fs.writeFileSync(path.join(root, 'bench/out/venue-map-trace.json'), JSON.stringify({ traceEvents: events }))

  // --- the mini-program's Canvas 2D drawing, same code, same throttling ---------------------------
  const bundle = await build({
    entryPoints: [path.join(root, 'src/features/venue/draw.ts')],
    bundle: true,
    write: false,
    format: 'iife',
    globalName: 'venueDraw',
    footer: { js: 'window.venueDraw = venueDraw;' },
  })
  const geometry = await build({
    entryPoints: [path.join(root, 'src/features/venue/geometry.ts')],
    bundle: true,
    write: false,
    format: 'iife',
    globalName: 'venueGeometry',
    footer: { js: 'window.venueGeometry = venueGeometry;' },
  })
  await page.evaluate(bundle.outputFiles[0].text)
  await page.evaluate(geometry.outputFiles[0].text)
  const canvas = await page.evaluate(
    ({ plan }) => {
      const { drawHall, DEFAULT_PALETTE } = window.venueDraw
      const { fitView, zoomAt } = window.venueGeometry
      const size = { width: 375, height: 341 }
      const el = document.createElement('canvas')
      el.width = size.width * 3
      el.height = size.height * 3
      const ctx = el.getContext('2d')
      const opts = {
        mode: 'directory',
        palette: DEFAULT_PALETTE,
        highlight: null,
        selected: null,
        route: null,
        pixelRatio: 3,
        size,
      }
      const time = (view) => {
        const out = []
        for (let i = 0; i < 15; i++) {
          const t = performance.now()
          drawHall(ctx, plan, { ...view, x: view.x - i, y: view.y - i }, opts)
          ctx.getImageData(0, 0, 1, 1) // wait for the drawing to be done
          out.push(performance.now() - t)
        }
        return out
      }
      const fit = fitView(plan, size)
      const zoomed = zoomAt(fit, 1.6 * 1.6, size.width / 2, size.height / 2)
      return { fit: time(fit), zoomed: time(zoomed) }
    },
    { plan: hall },
  )
  console.log(
    `Mini-program Canvas 2D frame (draw.ts), ${THROTTLE}× CPU throttling, 375 × 341 at 3×: ` +
      `whole hall ${median(canvas.fit).toFixed(1)} ms, zoomed in ${median(canvas.zoomed).toFixed(1)} ms (medians of 15)`,
  )
} finally {
  await context.close()
  fs.rmSync(profile, { recursive: true, force: true })
  server.stop()
}
