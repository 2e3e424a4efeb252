// `npm run bench:leads-scan` (issue 28; run from server/, whose tsx it uses): the time from a
// badge scan at the stand to the scan saved on the device, in two parts.
// 1. Node: the app's own code (the signature checked, badge-check.ts, and the entry written to the
//    durable queue, lead-queue.ts) and the server's acknowledgement (the real capture route, in
//    process, with app.inject: no network time). Node runs unthrottled: the last column multiplies
//    the device figures by 4, a rough stand-in.
// 2. Chromium with 4x CPU throttling (CDP Emulation.setCPUThrottlingRate) and no network, on the H5
//    build (`npm run build:h5` first; skipped without one): Scan leads, verified as exhibitor 1's
//    contact, scans badges signed with the development key. (a) The browser reads the code
//    (BarcodeDetector, stubbed to answer at once): from the code read to the confirmation drawn (the
//    frame after "Captured: name"; the scan is in the queue's storage before it). (b) No
//    BarcodeDetector: a real QR code is shown to the camera (a canvas stream) and the app's jsQR
//    fallback reads it: from the code on screen to the confirmation drawn, the scanner's frame
//    cadence included.
// Prints median, p95 and max against the 300 ms target; never fails (figures, not a gate).
// BENCH_SCANS sets the Node count (default 200), BENCH_BROWSER_SCANS the browser's (default 15 each),
// BENCH_PORT the reference server's port (default 3213), BENCH_DIST the H5 build (default dist).
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { performance } from 'node:perf_hooks'

const COUNT = Number(process.env.BENCH_SCANS ?? 200)
const BROWSER_COUNT = Number(process.env.BENCH_BROWSER_SCANS ?? 15)
const TARGET_MS = 300
const THROTTLE = 4
const root = path.resolve(import.meta.dirname, '..')

const stats = (xs) => {
  const s = [...xs].sort((a, b) => a - b)
  const at = (q) => s[Math.min(s.length - 1, Math.floor(q * s.length))]
  return { median: at(0.5), p95: at(0.95), max: s[s.length - 1] }
}
const ms = (n) => `${n.toFixed(2)} ms`.padStart(11)

async function main() {
  const { makeApp } = await import('../server/test/helpers.ts')
  const t = await makeApp()
  try {
    // exhibitor 1's contact verifies their phone; a visitor of its show pre-registers (a badge)
    const company = await t.app.database.db
      .selectFrom('companies')
      .select('edition_id')
      .where('id', '=', 1)
      .executeTakeFirstOrThrow()
    const ed = t.app.catalog.editions.get(company.edition_id)
    const code = t.app.catalog.exhibitions.get(ed.exhibition_id).code
    t.clock.advance(61_000)
    await t.inject('/api/sendCode.do?phone=13800138000&type=verify')
    const verified = await t.inject({
      method: 'POST',
      url: '/api/v5/verifyPhone?language=EN&eventCode=CGA&userId=bench-staff',
      payload: { phone: '13800138000', code: t.sms.lastCode() },
    })
    const editToken = verified.json().resultList.editToken
    await t.inject('/api/v5/exhibition/getVenueList?userId=bench-visitor')
    t.clock.advance(61_000)
    await t.inject('/api/sendCode.do?phone=13611112222&type=visit')
    const reg = await t.inject({
      method: 'POST',
      url: `/api/v5/visit/register?eventCode=${code}&eventEditionId=${ed.id}&language=EN&userId=bench-visitor`,
      payload: {
        name: 'Bench Visitor',
        company: 'Bench Ltd',
        position: 'Buyer',
        phone: '13611112222',
        code: t.sms.lastCode(),
        email: 'bench@example.com',
        visitorType: 'buyer',
        interests: [2],
        shareWithExhibitors: 1,
      },
    })
    const badge = reg.json().resultList.token

    // the app's own code, built with the server's public key
    globalThis.APP_CONFIG = { ...(globalThis.APP_CONFIG ?? {}), badgePublicKey: t.app.badgeKeys.publicKeyText }
    const { checkBadge } = await import('../src/features/leads/badge-check.ts')
    const { LeadQueue } = await import('../src/features/leads/lead-queue.ts')
    const { ApiError } = await import('../src/services/api/client.ts')
    const map = new Map()
    const storage = {
      getStorage: (k) => map.get(k),
      setStorage: (k, v) => void map.set(k, v),
      removeStorage: (k) => void map.delete(k),
    }
    const queue = new LeadQueue(storage, {
      async captureLead(body) {
        const r = await t.inject({
          method: 'POST',
          url: '/api/v5/leads/capture?userId=bench-staff&language=EN',
          headers: { 'x-edit-token': editToken },
          payload: body,
        })
        const json = r.json()
        if (json.result !== 'OK') throw new ApiError(json.resultDesc, 'business', json, r.statusCode)
        return json.resultList
      },
    })
    queue.useVisitor('bench-staff')

    const saved = []
    const acked = []
    for (let i = 0; i < COUNT; i++) {
      const t0 = performance.now()
      const scan = checkBadge(badge)
      if (!scan.ok) throw new Error('the badge does not verify with the app code')
      const clientId = `bench-${i}-${Math.random().toString(36).slice(2, 10)}`
      queue.add(
        { companyProfileId: 1, clientId, token: badge, scannedAt: new Date().toISOString() },
        i === 0 ? scan.registrationId : undefined,
        scan.name,
      )
      const t1 = performance.now()
      await queue.flush()
      const t2 = performance.now()
      if (queue.waitingCount !== 0 || queue.refused.length) throw new Error('a scan was not acknowledged')
      saved.push(t1 - t0)
      acked.push(t2 - t0)
    }
    const a = stats(saved)
    const b = stats(acked)
    console.log(`leads-scan: ${COUNT} scans of a signed badge (target ${TARGET_MS} ms on the device)`)
    console.log(`${''.padEnd(24)}${'median'.padStart(11)}${'p95'.padStart(11)}${'max'.padStart(11)}  p95 x4`)
    console.log(`${'scan → saved (device)'.padEnd(24)}${ms(a.median)}${ms(a.p95)}${ms(a.max)}  ${ms(a.p95 * 4)}`)
    console.log(`${'scan → server ack'.padEnd(24)}${ms(b.median)}${ms(b.p95)}${ms(b.max)}  ${ms(b.p95 * 4)}`)
    console.log(
      a.p95 * 4 <= TARGET_MS
        ? `within the target: p95 x4 of scan → saved is under ${TARGET_MS} ms`
        : `OVER the target: p95 x4 of scan → saved is ${(a.p95 * 4).toFixed(0)} ms (> ${TARGET_MS} ms)`,
    )
  } finally {
    await t.close()
  }
}

/** The camera (a canvas stream) and, for (a), a BarcodeDetector that answers window.__badge. */
function fakeCamera(withDetector) {
  const canvas = document.createElement('canvas')
  canvas.width = 480
  canvas.height = 480
  window.__qr = null
  navigator.mediaDevices.getUserMedia = async () => {
    const ctx = canvas.getContext('2d')
    const draw = () => {
      ctx.fillStyle = '#fff'
      ctx.fillRect(0, 0, 480, 480)
      if (window.__qr) ctx.drawImage(window.__qr, 40, 40, 400, 400)
      requestAnimationFrame(draw)
    }
    draw()
    return canvas.captureStream(30)
  }
  if (withDetector) {
    window.BarcodeDetector = class {
      async detect() {
        if (!window.__badge) return []
        const rawValue = window.__badge
        window.__badge = null
        window.__shownAt = performance.now()
        return [{ rawValue }]
      }
    }
  } else {
    delete window.BarcodeDetector
  }
}

/**
 * One scan: the badge to the camera (or the detector), the scan button tapped; resolves with the
 * ms from the code shown / read to the frame that draws "Captured: <name>".
 */
async function scanOnce(page, badge, name, qrDataUrl) {
  await page.locator('[data-testid=leads-scan]').click()
  await page.locator('.app-scanner__frame').waitFor()
  return page.evaluate(
    ({ badge, name, qrDataUrl }) =>
      new Promise((resolve, reject) => {
        const stop = setTimeout(() => reject(new Error(`no confirmation for ${name}`)), 30_000)
        const obs = new MutationObserver(() => {
          const el = document.querySelector('[data-testid=leads-captured]')
          if (!el?.textContent?.includes(name)) return
          obs.disconnect()
          requestAnimationFrame(() => {
            clearTimeout(stop)
            resolve(performance.now() - window.__shownAt)
          })
        })
        obs.observe(document.body, { subtree: true, childList: true, characterData: true })
        if (qrDataUrl) {
          const img = new Image()
          img.onload = () => {
            window.__qr = img
            window.__shownAt = performance.now()
          }
          img.src = qrDataUrl
        } else {
          window.__badge = badge
        }
      }),
    { badge, name, qrDataUrl },
  )
}

async function browserPart() {
  const distDir = path.resolve(root, process.env.BENCH_DIST ?? 'dist')
  if (!fs.existsSync(path.join(distDir, 'index.html'))) {
    console.log(`browser: ${distDir} has no H5 build (npm run build:h5): the throttled figure is not taken`)
    return
  }
  const { chromium } = await import('playwright-core')
  const QRCode = (await import('qrcode')).default
  const { CHROMIUM_FLAGS, CHROMIUM_PATH } = await import('../scripts/lib/chromium.mjs')
  const { startReferenceServer } = await import('../scripts/lib/reference-server.mjs')
  const { badgeKeys, newRegistrationId, signBadge } = await import('../server/src/lib/badge.ts')
  const { DEV_BADGE_SEED } = await import('../server/src/lib/badge-dev-key.ts')
  const keys = badgeKeys(DEV_BADGE_SEED)
  const port = Number(process.env.BENCH_PORT ?? 3213)
  const server = await startReferenceServer({
    port,
    staticDir: distDir,
    // the H5 build checks badges with the development public key (its default)
    env: { BADGE_SIGNING_KEY: DEV_BADGE_SEED },
  })
  const outbox = path.join(server.dataDir, 'outbox', 'sms')
  const codeFor = async (phone, after) => {
    for (let i = 0; i < 100; i++) {
      const files = fs.existsSync(outbox) ? fs.readdirSync(outbox).sort().reverse() : []
      for (const f of files) {
        const full = path.join(outbox, f)
        if (fs.statSync(full).mtimeMs < after) continue
        const text = fs.readFileSync(full, 'utf8')
        if (text.includes(phone)) return /(\d{6})/.exec(text.split('\n\n')[1])[1]
      }
      await new Promise((r) => setTimeout(r, 100))
    }
    throw new Error('no SMS code in the outbox')
  }
  const rows = []
  try {
    // exhibitor 1's edition: Scan leads refuses, on the device, a signed badge of another edition
    const detail = await (
      await fetch(`${server.baseUrl}/api/v4/getExhibitorDetail?companyProfileId=1&userId=bench-leads-scan`)
    ).json()
    const editionId = Number(detail.resultList?.eventEditionId)
    if (!editionId) throw new Error('exhibitor 1 has no edition')
    for (const withDetector of [true, false]) {
      const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-leads-'))
      const context = await chromium.launchPersistentContext(profile, {
        executablePath: CHROMIUM_PATH,
        headless: true,
        args: CHROMIUM_FLAGS,
        viewport: { width: 375, height: 812 },
        isMobile: true,
        hasTouch: true,
      })
      try {
        await context.addInitScript(fakeCamera, withDetector)
        const page = context.pages()[0] ?? (await context.newPage())
        const cdp = await context.newCDPSession(page)
        await page.goto(`${server.baseUrl}/exhibitors/leads?eventCode=CGA&language=EN`)
        // exhibitor 1's contact phone, a second one for the second browser (one code a minute)
        const phone = withDetector ? '13800138000' : '13800138001'
        await page.locator('.phone-verify__phone input, input.phone-verify__phone').first().fill(phone)
        const after = Date.now() - 1000
        await page.locator('.code-button:visible').click()
        const code = await codeFor(phone, after)
        await page.locator('.phone-verify__code input, input.phone-verify__code').first().fill(code)
        await page.getByRole('button', { name: 'Verify', exact: true }).click()
        await page.locator('.leads-page__stand').waitFor()
        await cdp.send('Emulation.setCPUThrottlingRate', { rate: THROTTLE })
        const times = []
        // one warm-up scan, online (the scanner's code and jsQR load on the first), not counted; then
        // the network goes
        for (let i = 0; i <= BROWSER_COUNT; i++) {
          if (i === 1) await context.setOffline(true)
          const name = `Visitor ${i} ${withDetector ? 'a' : 'b'}`
          const badge = signBadge(keys, newRegistrationId(), name, editionId)
          const qr = withDetector ? null : await QRCode.toDataURL(badge, { margin: 4, width: 400 })
          const took = await scanOnce(page, badge, name, qr)
          if (i > 0) times.push(took)
          await page.evaluate(() => (window.__qr = null))
        }
        const waiting = await page.locator('[data-testid=leads-waiting]').textContent()
        // the warm-up scan was sent while online; every offline one waits, saved on the device
        if (!waiting?.includes(String(BROWSER_COUNT))) throw new Error(`not every scan waits: ${waiting}`)
        rows.push([withDetector ? '(a) code read → drawn' : '(b) QR shown → drawn', stats(times)])
      } finally {
        await context.close()
        fs.rmSync(profile, { recursive: true, force: true })
      }
    }
  } finally {
    server.stop()
  }
  console.log(`browser: Chromium, ${THROTTLE}x CPU throttling, offline, ${BROWSER_COUNT} scans each, 375 px`)
  console.log(`${''.padEnd(24)}${'median'.padStart(11)}${'p95'.padStart(11)}${'max'.padStart(11)}`)
  for (const [label, st] of rows) console.log(`${label.padEnd(24)}${ms(st.median)}${ms(st.p95)}${ms(st.max)}`)
  const [, first] = rows[0]
  console.log(
    first.p95 <= TARGET_MS
      ? `within the target: p95 of (a) is under ${TARGET_MS} ms with ${THROTTLE}x throttling`
      : `OVER the target: p95 of (a) is ${first.p95.toFixed(0)} ms (> ${TARGET_MS} ms) with ${THROTTLE}x throttling`,
  )
}

async function all() {
  await main()
  await browserPart()
}

all().catch((error) => {
  // a figure that could not be taken is reported, never a failed run
  console.error('leads-scan: could not measure:', error)
})
