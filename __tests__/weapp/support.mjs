// What the mini-program tests share: real data read from the reference server, the route table,
// launching at a route with clean-up, and the few gestures every test needs.
import fs from 'node:fs'
import path from 'node:path'
import { api, launchMiniProgram, loadBuild, rememberSession, sessionOf, toSearch } from './harness/index.mjs'
import { waitForSmsCode } from '../../scripts/lib/sms-outbox.mjs'

export const EVENT_CODE = 'SIE'
const ROUTES = JSON.parse(fs.readFileSync(path.resolve(import.meta.dirname, '../../src/routes.json'), 'utf8'))

/** The weapp page of a spec route, e.g. '/exhibitors/detail' → 'pages/exhibitors/detail/index'. */
export function pageOf(route) {
  const def = ROUTES.find((r) => r.path === route)
  if (!def) throw new Error(`unknown route ${route}`)
  return def.page
}

/** Every spec route whose page the build's app.json lists (main package and subpackages). */
export function builtRoutes() {
  const build = loadBuild()
  return build.pages.map((p) => {
    const def = ROUTES.find((r) => r.page === p.route)
    if (!def) throw new Error(`app.json lists ${p.route}, which src/routes.json does not know`)
    return def.path
  })
}

/**
 * A card's name as rendered: whole (the card shows two lines of it; the spec §9 cut applies to the
 * filter labels only, see issue 8).
 */
export function cardLabel(name) {
  return name
}

/** The UI words the tests look for, as the spec words them. */
export const WORDS = {
  'ZH-CN': {
    noData: '暂无相关数据',
    language: '中文',
    collect: '收藏',
    uncollect: '取消收藏',
    addToPlan: '加入我的计划',
    removeFromPlan: '移除',
    collectedToast: '恭喜，收藏成功',
    uncollectedToast: '恭喜，取消收藏成功',
    addedToPlanToast: '已加入我的计划',
    exhibitorsMenu: '展商名录',
    bottomLine: '我是有底线的',
    remindMe: '提醒我',
    cancelRemind: '取消提醒',
  },
  EN: {
    noData: 'No relevant data',
    language: 'Eng',
    collect: 'Collect',
    uncollect: 'Uncollect',
    addToPlan: 'Add to my plan',
    removeFromPlan: 'Remove',
    collectedToast: 'Congratulations, collected successfully',
    uncollectedToast: 'Congratulations, uncollected successfully',
    addedToPlanToast: 'Added to my plan',
    exhibitorsMenu: 'Exhibitors',
    bottomLine: 'We are bottomed out',
    remindMe: 'Remind me',
    cancelRemind: 'Cancel',
  },
}

let cached
/** Real ids and names from the server, in both languages (read once per test file). */
export async function fixtures() {
  if (cached) return cached
  const both = (fn) => Promise.all([fn('ZH-CN'), fn('EN')]).then(([zh, en]) => ({ 'ZH-CN': zh, EN: en }))
  const listPage = (kind, language, pageNo = 1) =>
    api('POST', `/api/v5/${kind}/listPage`, {
      query: { language, eventCode: EVENT_CODE, pageNo, pageSize: 20, isShowCountNum: 1 },
      body: {},
    })
  const [edition, exhibitors, products, exhibitorsPage2, productsPage2, hotWords, sessions, enquiries] =
    await Promise.all([
      both((language) =>
        api('GET', '/api/v5/exhibition/getEventEditionDetail', { query: { language, eventCode: EVENT_CODE } }),
      ),
      both((language) => listPage('companyProfiles', language)),
      both((language) => listPage('products', language)),
      both((language) => listPage('companyProfiles', language, 2)),
      both((language) => listPage('products', language, 2)),
      both((language) =>
        api('GET', '/api/v5/getHotSearchList', { query: { language, eventCode: EVENT_CODE, channel: 'all' } }),
      ),
      both((language) =>
        api('GET', '/api/v5/session/getSessionList', {
          query: { language, eventCode: EVENT_CODE, pageNo: 1, pageSize: 100 },
        }),
      ),
      api('GET', '/api/v5/enquiryPool/getEnquiryPools', {
        query: { language: 'ZH-CN', eventCode: EVENT_CODE, pageNo: 1, pageSize: 1 },
      }),
    ])
  // the first session of the programme (the opening keynote) and its first speaker
  const sessionId = sessions['ZH-CN'].list[0].id
  const session = await both((language) =>
    api('GET', '/api/v5/session/getSessionDetail', { query: { language, id: sessionId } }),
  )
  const personId = session['ZH-CN'].speakers[0].personId
  const person = await both((language) =>
    api('GET', '/api/v5/session/getPersonDetail', { query: { language, id: personId, eventCode: EVENT_CODE } }),
  )
  const exhibitor = { 'ZH-CN': exhibitors['ZH-CN'].list[0], EN: exhibitors.EN.list[0] }
  const product = { 'ZH-CN': products['ZH-CN'].list[0], EN: products.EN.list[0] }
  cached = {
    edition,
    exhibitors,
    exhibitorsPage2,
    products,
    productsPage2,
    exhibitor,
    exhibitorId: exhibitor['ZH-CN'].companyProfileId,
    product,
    productId: product['ZH-CN'].productId,
    hotWords,
    sessions,
    session,
    sessionId,
    person,
    personId,
    enquiryId: enquiries.list[0].id,
    enquiry: enquiries.list[0],
    ...(await homeMenuFixtures(both)),
  }
  return cached
}

/** The home menu's pages (issue 15): halls, content, news, rankings, as the server answers them. */
async function homeMenuFixtures(both) {
  const get = (p, query) => api('GET', p, { query: { eventCode: EVENT_CODE, ...query } })
  const [venues, about, guide, news, hot, billboard] = await Promise.all([
    both((language) => get('/api/v5/exhibition/getVenueList', { language })),
    both((language) => get('/api/v5/content/page', { language, page: 'about' })),
    both((language) => get('/api/v5/content/page', { language, page: 'guide' })),
    both((language) => get('/api/v5/content/newsList', { language, pageNo: 1, pageSize: 10 })),
    both((language) => get('/api/v5/rank/hotHits', { language })),
    both((language) => get('/api/v5/rank/billboard', { language })),
  ])
  return { venues, about, guide, news, newsId: news['ZH-CN'].list[0].newsId, hot, billboard }
}

/** The visitor's plan as the server holds it (GET plan list). */
export function serverPlan(userId, language = 'ZH-CN') {
  return api('GET', `/api/v1/plan/events/${EVENT_CODE}/companyProfiles`, { query: { language, userId } })
}

/** Before the current SIE edition's programme (15–17 Sep 2026): the device clock of conference tests. */
export const BEFORE_THE_SHOW = '2026-09-10T02:00:00.000Z'

/**
 * Sets the test server's clock (TEST_CLOCK=1, harness/server.mjs) to an instant, from which it runs
 * on, as a test sets the device's: the server refuses reminders for sessions that have ended by
 * its own clock. `null` puts it back to real time.
 */
export async function serverClockAt(at) {
  await api('PUT', '/__test/clock', { body: { at } })
}

/** The storage key of the visitor's generated id (spec §3). */
export const USER_ID_KEY = '__userId__'
/** Where the app keeps the session the server issued it ({ userId, secret }). */
export const SESSION_KEY = '__visitorSession__'

/**
 * The storage of a returning visitor the test created on the server: their id and the session the
 * server issued with it (without it, their plan is private to someone else).
 */
export function visitorStorage(userId) {
  const secret = sessionOf(userId)
  return { [USER_ID_KEY]: userId, ...(secret ? { [SESSION_KEY]: JSON.stringify({ userId, secret }) } : {}) }
}

/** The visitor the mini-program is (after its login): their id, with their session remembered for api(). */
export function appVisitor(mp) {
  const userId = mp.wx.getStorageSync(USER_ID_KEY)
  try {
    const saved = JSON.parse(mp.wx.getStorageSync(SESSION_KEY) || 'null')
    if (saved?.userId === userId) rememberSession(userId, saved.secret)
  } catch {
    // no session stored: the server answers for an unbound id, or refuses
  }
  return userId
}

/**
 * Launches the mini-program at a spec route (as a link or a QR code would open it) and closes it when
 * the test ends. Options go to launchMiniProgram (storage, answers, system …).
 */
export async function launchAt(t, route, query = {}, options = {}) {
  const search = toSearch(query)
  const mp = await launchMiniProgram({ ...options, path: `${pageOf(route)}${search ? `?${search}` : ''}` })
  t.after(() => mp.close())
  return mp
}

/** The header's language dropdown: open it, choose the language. */
export async function switchLanguage(page, language) {
  await page.tap({ selector: '.app-header__lang-current' })
  await page.tap({ selector: '.app-header__lang-option', text: WORDS[language].language })
}

/** Waits until the page shows every text and carries `title` in WeChat's navigation bar. */
export async function expectPage(page, { title, texts = [] }) {
  for (const text of texts) await page.waitForText(text)
  if (title !== undefined)
    await page.waitFor(() => page.title === title, { what: `navigation bar title ${JSON.stringify(title)}` })
}

/** The newest code the test server's SMS outbox holds for `phone`, sent after `since` (epoch ms). */
export const smsCode = (phone, since) =>
  waitForSmsCode(process.env.WEAPP_DATA_DIR ?? '', phone, { after: since, intervalMs: 50 })
