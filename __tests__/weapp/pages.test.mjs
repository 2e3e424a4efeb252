// Every page of the built mini-program (app.json: main package and subpackages), launched with a
// realistic query, taken through onLoad / onShow / onReady, and checked for real content in ZH-CN
// and — after the header's language switch — in EN.
//
// One entry per route in PAGES. A page whose feature is not built yet shows its translated frame
// (title and no-data notice): its entry says `frame(…)`, and the feature's issue replaces that
// entry with the content the feature shows.
import assert from 'node:assert/strict'
import { after, before, test } from 'node:test'
import { api, referenceServer } from './harness/index.mjs'
import {
  builtRoutes,
  cardLabel,
  EVENT_CODE,
  expectPage,
  fixtures,
  launchAt,
  switchLanguage,
  visitorStorage,
  WORDS,
} from './support.mjs'

let server
before(async () => {
  server = await referenceServer()
})
after(() => server?.stop())

/** A page that shows only its frame today: the route's title and the no-data notice, per language. */
const frame = (titleZh, titleEn, query = () => ({ eventCode: EVENT_CODE })) => ({
  query,
  'ZH-CN': () => ({ title: titleZh, texts: [WORDS['ZH-CN'].noData, WORDS['ZH-CN'].language] }),
  EN: () => ({ title: titleEn, texts: [WORDS.EN.noData, WORDS.EN.language] }),
})

/** A returning visitor (a stored id) whose plan already holds what `collect` puts there. */
const visitorWithPlan = (collect) => async (f) => {
  const userId = `weapp-plan-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`
  await collect(f, userId)
  return { storage: visitorStorage(userId) }
}
const put = (kind, id, userId) =>
  api('PUT', `/api/v1/plan/events/${EVENT_CODE}/${kind}/${id}`, { query: { userId }, body: { id, collected: 1 } })

/**
 * route → { query(f), visitor?(f) → launch options, 'ZH-CN'(f) and EN(f) → { title, texts } }.
 * `f` is fixtures(): real ids and names read from the server.
 */
const PAGES = {
  '/exhibition/detail': {
    query: () => ({ eventCode: EVENT_CODE }),
    'ZH-CN': (f) => ({
      title: '展会详情',
      texts: [f.edition['ZH-CN'].eventEditionName, f.edition['ZH-CN'].venueName, '展商名录'],
    }),
    EN: (f) => ({ title: 'Exhibition', texts: [f.edition.EN.eventEditionName, f.edition.EN.venueName, 'Exhibitors'] }),
  },
  '/exhibition/share-detail': frame('展会分享', 'Share exhibition'),
  '/exhibition/my-detail': frame('我的展商信息', 'My exhibitor information', (f) => ({
    companyProfileId: f.exhibitorId,
    eventCode: EVENT_CODE,
  })),
  '/meeting/detail': frame('会议详情', 'Meeting detail', (f) => ({ id: f.sessionId, eventCode: EVENT_CODE })),
  '/meeting/guest': frame('嘉宾详情', 'Guest', (f) => ({ id: f.personId, eventCode: EVENT_CODE })),
  '/meeting/list': frame('同期会议', 'Conference'),
  '/search/hot': {
    query: () => ({ eventCode: EVENT_CODE }),
    'ZH-CN': (f) => ({ title: '搜索', texts: f.hotWords['ZH-CN'].slice(0, 3).map((w) => w.word) }),
    EN: (f) => ({ title: 'Search', texts: f.hotWords.EN.slice(0, 3).map((w) => w.word) }),
  },
  '/search/all': {
    // A real name's first word, encoded in the URL as a link carries it.
    query: (f) => ({
      keyword: Array.from(f.exhibitor['ZH-CN'].companyProfileName).slice(0, 2).join(''),
      eventCode: EVENT_CODE,
    }),
    'ZH-CN': (f) => ({ title: '搜索结果', texts: [cardLabel(f.exhibitor['ZH-CN'].companyProfileName, 'ZH-CN')] }),
    EN: (f) => ({ title: 'Search results', texts: [cardLabel(f.exhibitor.EN.companyProfileName, 'EN')] }),
  },
  '/exhibitors/detail': {
    query: (f) => ({ companyProfileId: f.exhibitorId, eventCode: EVENT_CODE }),
    'ZH-CN': (f) => ({
      title: '展商详情',
      texts: [f.exhibitor['ZH-CN'].companyProfileName, `展位 ${f.exhibitor['ZH-CN'].stand}`, WORDS['ZH-CN'].collect],
    }),
    EN: (f) => ({
      title: 'Exhibitor detail',
      texts: [f.exhibitor.EN.companyProfileName, `Stand ${f.exhibitor.EN.stand}`, WORDS.EN.collect],
    }),
  },
  '/exhibitors/list': {
    query: () => ({ eventCode: EVENT_CODE }),
    'ZH-CN': (f) => ({
      title: '展商名录',
      texts: f.exhibitors['ZH-CN'].list.slice(0, 4).map((c) => cardLabel(c.companyProfileName, 'ZH-CN')),
    }),
    EN: (f) => ({
      title: 'Exhibitors',
      texts: f.exhibitors.EN.list.slice(0, 4).map((c) => cardLabel(c.companyProfileName, 'EN')),
    }),
  },
  '/exhibitors/plan': {
    query: () => ({ eventCode: EVENT_CODE }),
    visitor: visitorWithPlan((f, userId) => put('companyProfiles', f.exhibitorId, userId)),
    'ZH-CN': (f) => ({ title: '展商计划', texts: [cardLabel(f.exhibitor['ZH-CN'].companyProfileName, 'ZH-CN')] }),
    EN: (f) => ({ title: 'Exhibitor plan', texts: [cardLabel(f.exhibitor.EN.companyProfileName, 'EN')] }),
  },
  '/exhibitors/edit': frame('资料修改', 'Edit information', (f) => ({
    companyProfileId: f.exhibitorId,
    eventCode: EVENT_CODE,
  })),
  '/exhibits/list': {
    query: () => ({ eventCode: EVENT_CODE }),
    'ZH-CN': (f) => ({
      title: '展品名录',
      texts: f.products['ZH-CN'].list.slice(0, 4).map((p) => cardLabel(p.productName, 'ZH-CN')),
    }),
    EN: (f) => ({
      title: 'Exhibits',
      texts: f.products.EN.list.slice(0, 4).map((p) => cardLabel(p.productName, 'EN')),
    }),
  },
  '/exhibits/detail': {
    query: (f) => ({ productId: f.productId, eventCode: EVENT_CODE }),
    'ZH-CN': (f) => ({
      title: '展品详情',
      texts: [f.product['ZH-CN'].productName, f.product['ZH-CN'].companyProfileName, WORDS['ZH-CN'].addToPlan],
    }),
    EN: (f) => ({
      title: 'Exhibit detail',
      texts: [f.product.EN.productName, f.product.EN.companyProfileName, WORDS.EN.addToPlan],
    }),
  },
  '/exhibits/plan': {
    query: () => ({ eventCode: EVENT_CODE }),
    visitor: visitorWithPlan((f, userId) => put('products', f.productId, userId)),
    'ZH-CN': (f) => ({ title: '展品计划', texts: [cardLabel(f.product['ZH-CN'].productName, 'ZH-CN')] }),
    EN: (f) => ({ title: 'Exhibit plan', texts: [cardLabel(f.product.EN.productName, 'EN')] }),
  },
  '/exhibits/edit': frame('资料修改', 'Edit information', (f) => ({ productId: f.productId, eventCode: EVENT_CODE })),
  '/pairs/insterests': frame('商贸配对', 'Business matching'),
  '/pairs/list': frame('商贸配对', 'Business matching'),
  '/consult/post': frame('发布', 'Post', (f) => ({ companyProfileId: f.exhibitorId, eventCode: EVENT_CODE })),
  '/consult/detail': frame('询盘详情', 'RFQ detail', (f) => ({ id: f.enquiryId, eventCode: EVENT_CODE })),
  '/consult/types': frame('选择类别', 'Choose a category'),
  '/consult/list': frame('询盘池', 'Enquiry pool'),
  '/pages/center/phoneCertification/main': frame('手机认证', 'Phone verification'),
  // the home menu (issue 15); the map's canvas and the badge's QR code: home-menu.test.mjs
  '/venue/map': {
    query: () => ({ eventCode: EVENT_CODE }),
    'ZH-CN': (f) => ({ title: '展馆地图', texts: [f.venues['ZH-CN'][0].hallName, '入口', '空闲'] }),
    EN: (f) => ({ title: 'Venue map', texts: [f.venues.EN[0].hallName, 'Entrance', 'Free'] }),
  },
  '/venue/route': {
    query: () => ({ eventCode: EVENT_CODE }),
    visitor: visitorWithPlan((f, userId) => put('companyProfiles', f.exhibitorId, userId)),
    'ZH-CN': (f) => ({ title: '参观路线', texts: ['已参观 0/1', f.exhibitor['ZH-CN'].companyProfileName] }),
    EN: (f) => ({ title: 'My route', texts: ['0 of 1 visited', f.exhibitor.EN.companyProfileName] }),
  },
  '/booking': {
    query: () => ({ eventCode: EVENT_CODE }),
    'ZH-CN': (f) => ({ title: '展位预订', texts: [f.venues['ZH-CN'][0].hallName, '已预订', '绿色为空闲展位'] }),
    EN: (f) => ({ title: 'Booth booking', texts: [f.venues.EN[0].hallName, 'Reserved', 'Free stands are green'] }),
  },
  '/visit/register': {
    query: () => ({ eventCode: EVENT_CODE }),
    'ZH-CN': () => ({ title: '观众预登记', texts: ['姓名', '获取验证码', '提交登记'] }),
    EN: () => ({ title: 'Pre-registration', texts: ['Name', 'Get Verification code', 'Register'] }),
  },
  '/visit/badge': {
    query: () => ({ eventCode: EVENT_CODE }),
    'ZH-CN': () => ({ title: '电子胸卡', texts: ['您尚未预登记本届展会。', '立即预登记'] }),
    EN: () => ({ title: 'My e-badge', texts: ['You have not pre-registered for this show yet.', 'Pre-register now'] }),
  },
  '/about': {
    query: () => ({ eventCode: EVENT_CODE }),
    'ZH-CN': (f) => ({ title: '关于展会', texts: [f.about['ZH-CN'].blocks[0].spans[0].text, '联系我们'] }),
    EN: (f) => ({ title: 'About the show', texts: [f.about.EN.blocks[0].spans[0].text, 'Contact us'] }),
  },
  '/guide': {
    query: () => ({ eventCode: EVENT_CODE }),
    'ZH-CN': () => ({ title: '观展指南', texts: ['交通指南', '开放时间', '常见问题'] }),
    EN: () => ({ title: 'Visitor guide', texts: ['Getting there', 'Opening hours', 'FAQ'] }),
  },
  '/news/list': {
    query: () => ({ eventCode: EVENT_CODE }),
    'ZH-CN': (f) => ({ title: '展会资讯', texts: [f.news['ZH-CN'].list[0].title] }),
    EN: (f) => ({ title: 'Show info', texts: [f.news.EN.list[0].title] }),
  },
  '/news/detail': {
    query: (f) => ({ newsId: f.newsId, eventCode: EVENT_CODE }),
    'ZH-CN': (f) => ({ title: '资讯详情', texts: [f.news['ZH-CN'].list[0].title, '详情'] }),
    EN: (f) => ({ title: 'News', texts: [f.news.EN.list[0].title, 'Details'] }),
  },
  '/hot': {
    query: () => ({ eventCode: EVENT_CODE }),
    'ZH-CN': (f) => ({ title: '热门推荐', texts: ['热门展商', f.hot['ZH-CN'].exhibitors[0].name] }),
    EN: (f) => ({ title: 'Hot hits', texts: ['Most viewed exhibitors', f.hot.EN.exhibitors[0].name] }),
  },
  '/billboard': {
    query: () => ({ eventCode: EVENT_CODE }),
    'ZH-CN': (f) => ({ title: '龙虎榜', texts: [f.billboard['ZH-CN'].list[0].name] }),
    EN: (f) => ({ title: 'Billboard', texts: [f.billboard.EN.list[0].name] }),
  },
}

test('every page of app.json has an entry here', () => {
  const missing = builtRoutes().filter((route) => !PAGES[route])
  assert.deepEqual(missing, [], `pages without an entry in PAGES: ${missing.join(', ')}`)
})

for (const route of builtRoutes()) {
  test(`${route}: real content in ZH-CN, then in EN after the language switch`, async (t) => {
    const entry = PAGES[route]
    if (!entry) return // reported by the test above
    const f = await fixtures()
    const options = entry.visitor ? await entry.visitor(f) : {}
    const mp = await launchAt(t, route, entry.query(f), options)
    const page = mp.page
    await expectPage(page, entry['ZH-CN'](f))
    await page.waitFor(() => page.lifecycles.includes('onReady'), { what: 'onReady (after the first render)' })
    assert.deepEqual(page.lifecycles.slice(0, 3), ['onLoad', 'onShow', 'onReady'])

    await switchLanguage(page, 'EN')
    await expectPage(page, entry.EN(f))
    await page.idle()
    assert.equal(mp.wx.getStorageSync('__language__'), 'EN', 'the chosen language is stored')
    assert.deepEqual(
      page.images().filter((src) => !/^(https?:|data:image\/)/.test(src ?? '')),
      [],
      'every image has an address WeChat can load (absolute, or inline data)',
    )
  })
}
