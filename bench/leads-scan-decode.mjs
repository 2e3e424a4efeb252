// `npm run bench:leads-scan-decode` (issue 28 item 7): what one jsQR read of a camera picture costs
// in Chromium with 4x CPU throttling, by how much of the picture is read, so each choice of the H5
// scanner's fallback (src/platform/web-scanner.ts, scanner-crop.ts) has its own figure. The page
// lays the picture out as the scanner does (a 375x812 screen, the video covering it, a 64vw
// viewfinder in the middle) and a canvas stream plays the camera: a stand behind, a signed-badge-
// sized code (version 9) held in the viewfinder at 80% of its side. For each camera size and each
// way of reading: the copy (drawImage + getImageData) and jsQR, on a picture with the code (the
// read that finds it) and without (the reads while staff aim). Prints median and p95.
// BENCH_DECODE_RUNS sets the reads per figure (default 30).
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import QRCode from 'qrcode'

const RUNS = Number(process.env.BENCH_DECODE_RUNS ?? 30)
const THROTTLE = 4
const root = path.resolve(import.meta.dirname, '..')

/** Runs in the page: the scanner's layout, the camera, and one measured read. */
function setUp() {
  const layer = document.createElement('div')
  layer.style.cssText = 'position:fixed;inset:0;background:#000;display:flex;align-items:center;justify-content:center'
  const video = document.createElement('video')
  video.style.cssText = 'position:absolute;inset:0;width:100%;height:100%;object-fit:cover'
  video.muted = true
  const frame = document.createElement('div')
  frame.style.cssText = 'position:relative;width:64vw;height:64vw;border:2px solid #fff;border-radius:12px'
  layer.append(video, frame)
  document.body.appendChild(layer)
  const camera = document.createElement('canvas')
  const cam = camera.getContext('2d')
  const out = document.createElement('canvas')
  const ctx = out.getContext('2d', { willReadFrequently: true })
  // one pixel of sensor noise a frame: a canvas stream sends a picture only when the canvas changes
  let noise = false
  const tick = () => {
    noise = !noise
    cam.fillStyle = noise ? '#8a8f96' : '#8c8f96'
    cam.fillRect(0, 0, 1, 1)
    requestAnimationFrame(tick)
  }

  /** a camera of this size, the code held in the viewfinder or not */
  window.__camera = async (width, height, qrUrl) => {
    camera.width = width
    camera.height = height
    let s = 7
    const r = () => (s = (s * 16807) % 2147483647) / 2147483647
    cam.fillStyle = '#8a8f96'
    cam.fillRect(0, 0, width, height)
    for (let i = 0; i < 60; i++) {
      cam.fillStyle = `hsl(${Math.floor(r() * 360)},${Math.floor(r() * 40)}%,${Math.floor(25 + r() * 60)}%)`
      cam.fillRect(r() * width, r() * height, 10 + r() * width * 0.3, 10 + r() * height * 0.2)
    }
    if (qrUrl) {
      const img = new Image()
      img.src = qrUrl
      await img.decode()
      const v = video.getBoundingClientRect()
      const f = frame.getBoundingClientRect()
      const k = Math.max(v.width / width, v.height / height)
      const side = (f.width * 0.8) / k
      const x = (f.left + f.width * 0.1 - (v.left + (v.width - width * k) / 2)) / k
      const y = (f.top + f.height * 0.1 - (v.top + (v.height - height * k) / 2)) / k
      cam.fillStyle = '#1b1c1f'
      cam.fillRect(x - side * 0.08, y - side * 0.3, side * 1.16, side * 1.6)
      cam.drawImage(img, x, y, side, side)
    }
    video.srcObject = camera.captureStream(30)
    if (!noise) tick()
    await video.play()
    // two new pictures: the first may still be the old size
    for (let i = 0; i < 2; i++) await new Promise((ok) => video.requestVideoFrameCallback(() => ok()))
    if (video.videoWidth !== width) throw new Error(`the video is ${video.videoWidth} px wide, not ${width}`)
  }

  /** the viewfinder (and a tenth of its side round it) in the video's pixels: object-fit cover */
  const viewfinder = () => {
    const vw = video.videoWidth
    const vh = video.videoHeight
    const v = video.getBoundingClientRect()
    const f = frame.getBoundingClientRect()
    const k = Math.max(v.width / vw, v.height / vh)
    const left = v.left + (v.width - vw * k) / 2
    const top = v.top + (v.height - vh * k) / 2
    const m = f.width * 0.1
    const x0 = Math.max(0, Math.floor((f.left - m - left) / k))
    const y0 = Math.max(0, Math.floor((f.top - m - top) / k))
    const x1 = Math.min(vw, Math.ceil((f.right + m - left) / k))
    const y1 = Math.min(vh, Math.ceil((f.bottom + m - top) / k))
    return { x: x0, y: y0, w: x1 - x0, h: y1 - y0 }
  }

  /** one read: 'whole' or 'crop' of the picture, scaled down to `side` (0: not), jsQR's inversion option */
  window.__read = (what, side, inversionAttempts) => {
    const c = what === 'whole' ? { x: 0, y: 0, w: video.videoWidth, h: video.videoHeight } : viewfinder()
    const k = side ? Math.min(1, side / Math.max(c.w, c.h)) : 1
    const w = Math.round(c.w * k)
    const h = Math.round(c.h * k)
    const t0 = performance.now()
    if (out.width !== w || out.height !== h) {
      out.width = w
      out.height = h
    }
    ctx.drawImage(video, c.x, c.y, c.w, c.h, 0, 0, w, h)
    const img = ctx.getImageData(0, 0, w, h)
    const t1 = performance.now()
    const code = window.jsQR(img.data, w, h, { inversionAttempts })
    const t2 = performance.now()
    return { copy: t1 - t0, decode: t2 - t1, read: !!code, size: `${w}x${h}` }
  }
}

const stats = (xs) => {
  const s = [...xs].sort((a, b) => a - b)
  const at = (q) => s[Math.min(s.length - 1, Math.floor(q * s.length))]
  return { median: at(0.5), p95: at(0.95) }
}
const ms = (n) => `${n.toFixed(1)}`.padStart(8)

async function main() {
  const { chromium } = await import('playwright-core')
  const { CHROMIUM_FLAGS, CHROMIUM_PATH } = await import('../scripts/lib/chromium.mjs')
  // a signed badge's length (bench/leads-scan.mjs signs ones like it): version 9 at level M
  const badge = `${'e'.repeat(80)}.${'S'.repeat(86)}`
  const qrUrl = await QRCode.toDataURL(badge, { margin: 4, width: 400, errorCorrectionLevel: 'M' })
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-scan-decode-'))
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: CHROMIUM_FLAGS,
    viewport: { width: 375, height: 812 },
    isMobile: true,
    hasTouch: true,
  })
  try {
    const page = context.pages()[0] ?? (await context.newPage())
    await page.setContent('<!doctype html><html><body style="margin:0"></body></html>')
    await page.addScriptTag({ path: path.join(root, 'node_modules/jsqr/dist/jsQR.js') })
    await page.evaluate(setUp)
    const cdp = await context.newCDPSession(page)
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: THROTTLE })
    const ways = [
      ['whole picture, both inversions', 'whole', 0, 'attemptBoth'],
      ['whole picture, dontInvert', 'whole', 0, 'dontInvert'],
      ['viewfinder, dontInvert', 'crop', 0, 'dontInvert'],
      ['viewfinder ≤ 320 px, dontInvert', 'crop', 320, 'dontInvert'],
      ['viewfinder ≤ 256 px, dontInvert', 'crop', 256, 'dontInvert'],
    ]
    console.log(
      `leads-scan-decode: one jsQR read, Chromium, ${THROTTLE}x CPU throttling, ${RUNS} reads a figure, ms; ` +
        `load ${os
          .loadavg()
          .map((l) => l.toFixed(2))
          .join(' ')}`,
    )
    console.log(
      `${'camera / read'.padEnd(44)}${'size'.padStart(10)}${'copy'.padStart(8)}${'p95'.padStart(8)}` +
        `${'code'.padStart(8)}${'p95'.padStart(8)}${'none'.padStart(8)}${'p95'.padStart(8)}  read`,
    )
    for (const [width, height] of [
      [480, 640],
      [540, 960],
      [720, 1280],
    ]) {
      for (const [label, what, side, inversion] of ways) {
        const figures = {}
        for (const withCode of [true, false]) {
          await page.evaluate(([w, h, url]) => window.__camera(w, h, url), [width, height, withCode ? qrUrl : null])
          const runs = []
          for (let i = 0; i < RUNS; i++)
            runs.push(await page.evaluate(([a, b, c]) => window.__read(a, b, c), [what, side, inversion]))
          figures[withCode ? 'code' : 'none'] = runs
        }
        const copy = stats([...figures.code, ...figures.none].map((r) => r.copy))
        const code = stats(figures.code.map((r) => r.decode))
        const none = stats(figures.none.map((r) => r.decode))
        const read = figures.code.filter((r) => r.read).length
        console.log(
          `${`${width}x${height} ${label}`.padEnd(44)}${figures.code[0].size.padStart(10)}` +
            `${ms(copy.median)}${ms(copy.p95)}${ms(code.median)}${ms(code.p95)}${ms(none.median)}${ms(none.p95)}  ${read}/${RUNS}`,
        )
      }
    }
    console.log('copy: drawImage + getImageData; code: jsQR on a picture with the code; none: without one')
  } finally {
    await context.close()
    fs.rmSync(profile, { recursive: true, force: true })
  }
}

main().catch((error) => {
  // a figure that could not be taken is reported, never a failed run
  console.error('leads-scan-decode: could not measure:', error)
})
