// A walk through every route, for a person to look at before an issue is resolved (not a test: it
// asserts nothing). Against a running server (E2E_BASE_URL, default http://127.0.0.1:3100, e.g.
// `npm start` or the server e2e/run.mjs starts), it opens each route of src/routes.json at 375×812
// in both languages, on a normal network, on a slow one (every API answer held 2.5 s: what shows
// while it loads, then what shows after) and with no network once the service worker is in charge,
// and writes contact sheets (six screens each, half size) to e2e/artifacts/walk/.
//   node e2e/walk.mjs [normal|slow|offline ...]
import fs from 'node:fs'
import path from 'node:path'
import { ARTIFACTS, BASE_URL, controlled, launch, settled } from './support.mjs'

const EVENT = 'SIE'
const OUT = path.join(ARTIFACTS, 'walk')
const ROUTES = JSON.parse(fs.readFileSync(path.resolve(import.meta.dirname, '../src/routes.json'), 'utf8'))
const modes = process.argv.slice(2).length ? process.argv.slice(2) : ['normal', 'slow', 'offline']
fs.mkdirSync(OUT, { recursive: true })

async function api(p, query = {}, body) {
  const qs = new URLSearchParams({ eventCode: EVENT, language: 'EN', userId: 'walk-reader', ...query })
  const res = await fetch(`${BASE_URL}${p}?${qs}`, {
    method: body ? 'POST' : 'GET',
    headers: body ? { 'content-type': 'application/json' } : {},
    body: body ? JSON.stringify(body) : undefined,
  })
  return (await res.json()).resultList
}

const products = await api('/api/v5/products/listPage', { pageNo: 1, pageSize: 1 }, {})
const sessions = await api('/api/v5/session/getSessionList', { pageSize: 20 })
const session = sessions.list.find((s) => s.speakers?.length)
const rfqs = await api('/api/v5/enquiryPool/getEnquiryPools', { pageNo: 1, pageSize: 1 })
const news = await api('/api/v5/content/newsList')
const halls = await api('/api/v5/exhibition/getVenueList')
const hallPlan = await api('/api/v5/exhibition/getHallPlan', { hallId: halls[0].hallId })
const QUERY = {
  '/exhibition/share-detail': { companyProfileId: 3 },
  '/meeting/detail': { sessionId: session.id, id: session.id },
  '/meeting/guest': { id: session.speakers[0].personId, personId: session.speakers[0].personId },
  '/search/all': { keyword: 'pump' },
  '/exhibitors/detail': { companyProfileId: 1 },
  '/exhibitors/edit': { companyProfileId: 1 },
  '/exhibits/detail': { productId: products.list[0].productId },
  '/exhibits/edit': { companyProfileId: 1 },
  '/consult/detail': { id: rfqs.list[0].id },
  '/booking': { stand: hallPlan.stands.find((s) => s.status === 'free')?.code ?? hallPlan.stands[0].code },
  '/news/detail': { newsId: news.list[0].newsId, id: news.list[0].newsId },
}
const address = (route, language) =>
  `${BASE_URL}${route}?${new URLSearchParams({ eventCode: EVENT, language, ...QUERY[route] })}`
const slug = (route) => route.replace(/\W+/g, '-').replace(/^-|-$/g, '')

/** Six screens side by side at half size with their names, drawn by the browser itself. */
async function sheet(name, files) {
  const browser = await launch({ viewport: { width: 6 * 190, height: 440 }, mobile: false })
  try {
    for (let i = 0; i < files.length; i += 6) {
      const out = path.join(OUT, `${name}-${String(i / 6 + 1).padStart(2, '0')}.png`)
      const cells = files
        .slice(i, i + 6)
        .map(
          (f) =>
            `<figure><img src="data:image/png;base64,${fs.readFileSync(f).toString('base64')}">` +
            `<figcaption>${path.basename(f, '.png')}</figcaption></figure>`,
        )
      await browser.page.setContent(
        '<style>body{margin:0;display:flex;font:10px sans-serif}figure{margin:0 2px;width:186px}' +
          'img{width:186px;border:1px solid #888}figcaption{overflow:hidden;white-space:nowrap}</style>' +
          cells.join(''),
      )
      await browser.page.screenshot({ path: out })
      console.log(out)
    }
  } finally {
    await browser.close()
  }
}

async function shoot(page, name) {
  const file = path.join(OUT, `${name}.png`)
  await page.screenshot({ path: file })
  return file
}

for (const mode of modes) {
  for (const language of ['ZH-CN', 'EN']) {
    const browser = await launch({ serviceWorkers: mode === 'offline' ? 'allow' : 'block' })
    const { page, context } = browser
    const files = []
    try {
      if (mode === 'slow') {
        await page.route('**/api/**', async (route) => {
          await new Promise((r) => setTimeout(r, 2500))
          await route.continue().catch(() => {})
        })
      }
      if (mode === 'offline') {
        // online once, as a visitor would have been: the service worker installs and keeps the app
        await page.goto(address('/exhibition/detail', language))
        await controlled(page)
        await page.goto(address('/exhibitors/list', language))
        await settled(page)
        await page.waitForTimeout(1500)
        await context.setOffline(true)
      }
      for (const { path: route } of ROUTES) {
        const name = `${mode}-${language.toLowerCase()}-${slug(route)}`
        try {
          await page.goto(address(route, language), { timeout: 20_000 })
          if (mode === 'slow') {
            await page.waitForTimeout(1000)
            files.push(await shoot(page, `${name}-loading`))
            await page.waitForTimeout(6000)
          } else {
            await settled(page)
            await page.waitForTimeout(1200)
          }
          files.push(await shoot(page, name))
        } catch (error) {
          console.log(`${name}: ${error.message.split('\n')[0]}`)
        }
      }
      if (browser.errors.length) console.log(`${mode} ${language} page errors:`, browser.errors.map(String))
    } finally {
      await browser.close()
    }
    await sheet(`${mode}-${language.toLowerCase()}`, files)
  }
}
