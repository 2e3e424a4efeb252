// npm run bench:legibility — issue 27 item 5: is the text a visitor reads on the main pages legible?
// From the browser's computed styles, every visible text of the home, the lists, an exhibitor, the
// conference and the RFQ form, in both languages, at 375 px:
// - contrast with what is drawn behind it, at least WCAG AA's 4.5:1 (3:1 for large text: 24 px, or
//   18.66 px bold), the background being the nearest opaque one with translucent layers blended in;
// - size, at least 12 px (stand codes and counts included).
// Disabled controls are exempt (WCAG 1.4.3), and so is text over an image or a gradient, whose
// colour behind the letters styles cannot tell.
//
// It prints the failures grouped by element class and colour, with counts, and exits 1 when there
// is any (the target is none, reached in issue 27). The H5 build in dist/ (BENCH_DIST) is served on BENCH_PORT (3220);
// BENCH_SHOTS=<dir> also saves a screenshot of each page, to look at.
import fs from 'node:fs'
import path from 'node:path'
import { startReferenceServer } from '../scripts/lib/reference-server.mjs'

const root = path.resolve(import.meta.dirname, '..')
const port = Number(process.env.BENCH_PORT ?? 3220)
const distDir = path.resolve(root, process.env.BENCH_DIST ?? 'dist')
const EVENT = 'SIE'

/** Runs in the page: the visible texts that break the rules, described. */
function legibilityFailures() {
  const parse = (value) => {
    const m = value.match(/rgba?\(([^)]+)\)/)
    if (!m) return null
    const [r, g, b, a = 1] = m[1]
      .split(/[,\s/]+/)
      .filter(Boolean)
      .map(Number)
    return { r, g, b, a }
  }
  const over = (top, bottom) => ({
    r: top.r * top.a + bottom.r * (1 - top.a),
    g: top.g * top.a + bottom.g * (1 - top.a),
    b: top.b * top.a + bottom.b * (1 - top.a),
    a: 1,
  })
  const luminance = ({ r, g, b }) => {
    const lin = (c) => {
      const s = c / 255
      return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4
    }
    return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b)
  }
  const ratio = (a, b) => {
    const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x)
    return (hi + 0.05) / (lo + 0.05)
  }
  /** What is drawn behind an element: its own and its ancestors' backgrounds, blended; null over an image. */
  const backdrop = (el) => {
    const layers = []
    for (let node = el; node && node.nodeType === 1; node = node.parentElement) {
      const cs = getComputedStyle(node)
      if (cs.backgroundImage !== 'none') return null
      const bg = parse(cs.backgroundColor)
      if (bg && bg.a > 0) {
        layers.push(bg)
        if (bg.a >= 1) break
      }
    }
    return layers.reduceRight((under, layer) => over(layer, under), { r: 255, g: 255, b: 255, a: 1 })
  }
  const failures = []
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT)
  const seen = new Set()
  for (let text = walker.nextNode(); text; text = walker.nextNode()) {
    const words = text.nodeValue.trim()
    const el = text.parentElement
    if (!words || !el || seen.has(el)) continue
    seen.add(el)
    if (el.closest('script, style, noscript, [aria-hidden="true"]')) continue
    if (!el.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true })) continue
    const box = el.getBoundingClientRect()
    // on screen (the first screen and what a scroll shows), not clipped away to nothing
    if (box.width < 1 || box.height < 1 || box.bottom < 0 || box.top > 4 * innerHeight) continue
    const cs = getComputedStyle(el)
    const size = parseFloat(cs.fontSize)
    const label = `"${words.slice(0, 24)}" (${el.className || el.tagName.toLowerCase()})`
    if (size < 12) failures.push(`${label}: ${size} px`)
    if (el.closest('[disabled], [aria-disabled="true"], .is-disabled, .at-button--disabled')) continue
    const back = backdrop(el)
    const fore = parse(cs.color)
    if (!back || !fore) continue
    let opacity = 1
    for (let node = el; node && node.nodeType === 1; node = node.parentElement)
      opacity *= Number(getComputedStyle(node).opacity)
    const drawn = over({ ...fore, a: fore.a * opacity }, back)
    const large = size >= 24 || (size >= 18.66 && Number(cs.fontWeight) >= 700)
    const needed = large ? 3 : 4.5
    const got = ratio(drawn, back)
    if (got < needed)
      failures.push(`${label}: contrast ${got.toFixed(2)} < ${needed} (${cs.color} on ${JSON.stringify(back)})`)
  }
  return failures
}

const server = await startReferenceServer({ port, staticDir: distDir })
// the browser helpers of the e2e tests, pointed at this server
process.env.E2E_BASE_URL = server.baseUrl
const { launch, settled, url } = await import('../e2e/support.mjs')
const browser = await launch()
try {
  const { page } = browser
  const res = await page.request.post(
    url(`/api/v5/companyProfiles/listPage?eventCode=${EVENT}&language=ZH-CN&pageNo=1&pageSize=1`),
    { data: {} },
  )
  const exhibitorId = (await res.json()).resultList.list[0].companyProfileId
  const pages = [
    ['/exhibition/detail', '.app-header'],
    ['/exhibitors/list', '.directory-card'],
    ['/exhibits/list', '.directory-card'],
    [`/exhibitors/detail?companyProfileId=${exhibitorId}`, '.page-frame__title'],
    ['/meeting/list', '.session-list__section'],
    ['/consult/post', '.page-frame__title'],
  ]
  /** "class: what" → the pages and languages it was seen on */
  const grouped = new Map()
  let total = 0
  for (const language of ['ZH-CN', 'EN']) {
    for (const [p, ready] of pages) {
      const sep = p.includes('?') ? '&' : '?'
      await page.goto(url(`${p}${sep}eventCode=${EVENT}&language=${language}`))
      await page.locator(`${ready}:visible`).first().waitFor({ timeout: 15_000 })
      await settled(page)
      await page.waitForTimeout(400)
      if (process.env.BENCH_SHOTS) {
        fs.mkdirSync(process.env.BENCH_SHOTS, { recursive: true })
        const name = `${p.split('?')[0].replaceAll('/', '-').slice(1)}-${language.toLowerCase()}.png`
        await page.screenshot({ path: path.join(process.env.BENCH_SHOTS, name) })
      }
      for (const failure of await page.evaluate(legibilityFailures)) {
        total++
        // "text" (class): what — grouped by class and what, the texts themselves left out
        const key = failure.replace(/^"[^"]*" /, '')
        const seen = grouped.get(key) ?? new Set()
        seen.add(`${p.split('?')[0]} ${language}`)
        grouped.set(key, seen)
      }
    }
  }
  console.log(`bench:legibility — ${pages.length} pages × 2 languages at 375 px: ${total} texts below the rules`)
  for (const [key, where] of [...grouped].sort((a, b) => b[1].size - a[1].size))
    console.log(`  ${key}\n      on ${[...where].join(', ')}`)
  if (total > 0) process.exitCode = 1
} finally {
  await browser.close()
  server.stop()
}
