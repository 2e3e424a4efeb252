// npm run bench:legibility — issue 27 item 5: is the text a visitor reads on the main pages legible?
// From the browser's computed styles, every visible text of the home, the lists, an exhibitor, the
// conference and the RFQ form, and (issue 27 item 5's second list) of a visitor's own pages: My data,
// my meetings, the lead scanner and stand meetings as a visitor first meets them, the plan with an
// exhibitor in it, a chat with messages both ways and an RFQ's detail, in both languages, at 375 px:
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
import { waitForSmsCode } from '../scripts/lib/sms-outbox.mjs'

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

// the seeded shows at the dates the browser tests name (CGA 15–18 Apr 2026), and a clock the bench
// can set: the meeting pages are read on the show's second morning (e2e/run.mjs's environment)
const server = await startReferenceServer({
  port,
  staticDir: distDir,
  env: { TEST_CLOCK: '1', SEED_SHOW_START: '2026-09-15', RETENTION_CHECK_SEC: '0' },
})
const SHOW_MORNING = Date.parse('2026-04-16T01:30:00Z')
/** Two of exhibitor 1's contact phones (seed): one for its stand, one the browser's visitor proves. */
const STAND_PHONES = ['13800138000', '13800138001']
// the browser helpers of the e2e tests, pointed at this server
process.env.E2E_BASE_URL = server.baseUrl
const { launch, settled, url, visitorOf } = await import('../e2e/support.mjs')
const browser = await launch()
const opened = [browser]

const sessions = new Map()
/** An API call as a visitor (with the session the server issued to that id); answers resultList. */
async function visitorCall(userId, pathAndQuery, body, headers = {}) {
  const sep = pathAndQuery.includes('?') ? '&' : '?'
  const res = await fetch(url(`${pathAndQuery}${sep}userId=${userId}&language=EN`), {
    method: body ? (body.method ?? 'POST') : 'GET',
    headers: {
      ...(body ? { 'content-type': 'application/json' } : {}),
      ...(sessions.has(userId) ? { 'x-visitor-session': sessions.get(userId) } : {}),
      ...headers,
    },
    body: body ? JSON.stringify(body.data ?? body) : undefined,
  })
  const issued = res.headers.get('x-visitor-session')
  if (issued) sessions.set(userId, issued)
  const json = await res.json()
  if (String(json.result).toUpperCase() !== 'OK') throw new Error(`${pathAndQuery}: ${JSON.stringify(json)}`)
  return json.resultList
}

/** The code the server's SMS outbox holds for a phone, sent after `after` (ms). */
const smsCode = (phone, after) => waitForSmsCode(server.dataDir, phone, { after })

/** A visitor proves one of exhibitor 1's contact phones: the grant the app keeps, as the server gives it. */
async function verifyStand(userId, phone) {
  const after = Date.now() - 1000
  await visitorCall(userId, `/api/sendCode.do?phone=${phone}&type=verify`)
  const code = await smsCode(phone, after)
  return visitorCall(userId, '/api/v5/verifyPhone?eventCode=CGA', { phone, code })
}

/**
 * The browser's visitor gets a plan with an exhibitor in it, a chat with messages both ways, a
 * meeting booked at exhibitor 1's stand and accepted, and then proves exhibitor 1's other contact
 * phone, so its stand page shows that meeting and another visitor's request waiting (the clocks
 * on the show's second morning).
 */
async function ownPages(page, exhibitorId) {
  await fetch(url('/__test/clock'), {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ at: new Date(SHOW_MORNING).toISOString() }),
  })
  await page.clock.install({ time: SHOW_MORNING })
  await page.goto(url(`/exhibitors/list?eventCode=${EVENT}&language=ZH-CN`))
  const me = await visitorOf(page)
  sessions.set(me.userId, me.secret)

  const stand = `bench-legibility-stand-${Date.now().toString(36)}`
  const edit = { 'x-edit-token': (await verifyStand(stand, STAND_PHONES[0])).editToken }
  const day = { day: '2026-04-16', from: '10:30', to: '12:30', length: 30, capacity: 2, breaks: [] }
  await visitorCall(stand, '/api/v5/meetings/publish', { companyProfileId: 1, days: [day] }, edit)
  const { slots } = await visitorCall(stand, '/api/v5/meetings/slots?companyProfileId=1')
  const booked = await visitorCall(me.userId, '/api/v5/meetings/book', {
    slotId: slots[0].slotId,
    purpose: 'Prices of your pumps for our plant in Ningbo',
  })
  await visitorCall(
    stand,
    '/api/v5/meetings/answer',
    { companyProfileId: 1, meetingId: booked.meetingId, action: 'accept' },
    edit,
  )
  await visitorCall(`bench-legibility-guest-${Date.now().toString(36)}`, '/api/v5/meetings/book', {
    slotId: slots[1].slotId,
    purpose: 'Valves for a water plant',
  })
  const v = await verifyStand(me.userId, STAND_PHONES[1])
  const grant = {
    editToken: v.editToken,
    expiresAt: Date.parse(v.expiresAt),
    companyProfileIds: v.companyProfileIds,
    maskedPhone: v.maskedPhone,
    organiser: v.organiser,
    userId: me.userId,
  }
  // where the app keeps a proven phone (stores/certification-store.ts)
  await page.evaluate((g) => localStorage.setItem('__phoneCertification__', JSON.stringify(g)), grant)
  await visitorCall(me.userId, `/api/v1/plan/events/${EVENT}/companyProfiles/${exhibitorId}`, {
    method: 'PUT',
    data: { id: exhibitorId, collected: 1 },
  })
  const card = (name) => ({
    name,
    company: 'Bench Trading',
    position: 'Buyer',
    country: 'China',
    interests: [1],
    role: 'buyer',
    lookingFor: 'Valves',
    contact: 'bench-contact',
    shareProfile: 1,
  })
  const other = `bench-legibility-${Date.now().toString(36)}`
  await visitorCall(me.userId, '/api/v5/match/join?eventCode=CGA', card('Reader'))
  await visitorCall(other, '/api/v5/match/join?eventCode=CGA', card('Sender'))
  const personOf = async (u) => (await visitorCall(u, '/api/v5/match/myCard?eventCode=CGA')).personId
  const [mine, theirs] = [await personOf(me.userId), await personOf(other)]
  await visitorCall(other, '/api/followOrCancelFriend.do?eventCode=CGA', { targetPersonId: mine, follow: 1 })
  const { conversationId } = await visitorCall(me.userId, '/api/followOrCancelFriend.do?eventCode=CGA', {
    targetPersonId: theirs,
    follow: 1,
  })
  for (const [who, content] of [
    [other, 'Do you stock DN50 ball valves?'],
    [me.userId, 'Yes, in stainless steel and brass.'],
  ])
    await visitorCall(who, '/api/sendImMessage.do', { conversationId, clientId: `${who}-${content.length}`, content })
  const rfqs = await visitorCall(
    me.userId,
    `/api/v5/enquiryPool/getEnquiryPools?eventCode=${EVENT}&pageNo=1&pageSize=1`,
  )
  return [
    ['/my-data', '.my-data__section'],
    ['/meetings/mine', '.page-frame__title', 'CGA'],
    ['/exhibitors/leads', '.page-frame__title', 'CGA'],
    ['/meetings/stand?companyProfileId=1', '.page-frame__title', 'CGA'],
    ['/exhibitors/plan', '.page-frame__title'],
    [`/pairs/chat?conversationId=${conversationId}`, '.pairs-msg', 'CGA'],
    [`/consult/detail?id=${rfqs.list[0].id}`, '.page-frame__title'],
  ]
}

try {
  const { page } = browser
  const res = await page.request.post(
    url(`/api/v5/companyProfiles/listPage?eventCode=${EVENT}&language=ZH-CN&pageNo=1&pageSize=1`),
    { data: {} },
  )
  const exhibitorId = (await res.json()).resultList.list[0].companyProfileId
  // the lists wait for the app's cards: the first cards the boot script draws (outside #app) go then
  const mainPages = [
    ['/exhibition/detail', '.app-header'],
    ['/exhibitors/list', '#app .directory-card'],
    ['/exhibits/list', '#app .directory-card'],
    [`/exhibitors/detail?companyProfileId=${exhibitorId}`, '.page-frame__title'],
    ['/meeting/list', '.session-list__section'],
    ['/consult/post', '.page-frame__title'],
  ]
  // `node bench/legibility.mjs main|own`: one list only (default both)
  const only = process.argv[2]
  // the visitor's own pages in a browser of their own: its clock is moved to the show's morning
  const own = only === 'main' ? null : await launch()
  if (own) opened.push(own)
  const groups = [
    ...(only === 'own' ? [] : [[page, mainPages]]),
    ...(own ? [[own.page, await ownPages(own.page, exhibitorId)]] : []),
  ]
  const pages = groups.flatMap(([, list]) => list)
  /** "class: what" → the pages and languages it was seen on */
  const grouped = new Map()
  let total = 0
  for (const language of ['ZH-CN', 'EN']) {
    for (const [page, list] of groups)
      for (const [p, ready, event = EVENT] of list) {
        const sep = p.includes('?') ? '&' : '?'
        await page.goto(url(`${p}${sep}eventCode=${event}&language=${language}`))
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
  for (const b of opened) await b.close()
  server.stop()
}
