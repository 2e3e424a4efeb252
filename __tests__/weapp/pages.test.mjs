// Every page of the built mini-program (app.json: main package and subpackages), launched with a
// realistic query, taken through onLoad / onShow / onReady, and checked for real content in ZH-CN
// and — after the header's language switch — in EN.
//
// One entry per route in PAGES, with the content its feature shows (no page shows only its frame).
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
  BEFORE_THE_SHOW,
} from './support.mjs'
import { joinedVisitor, launchAs, matchedVisitor, stackOf } from './pairs-support.mjs'

let server
before(async () => {
  server = await referenceServer()
})
after(() => server?.stop())

/** Titles of the programme's first day (15 Sep, venue time) as the list shows them. */
const firstDay = (f, language) =>
  f.sessions[language].list.filter((s) => s.startTime < '2026-09-15T16:00:00.000Z').map((s) => s.title)
/**
 * Exhibitor self-service pages before the visitor proved a phone: the verification form, with
 * WeChat's phone-number button (issue 14). Their flows are in exhibitor.test.mjs.
 */
const verifyForm = (titleZh, titleEn, query) => ({
  query,
  'ZH-CN': () => ({ title: titleZh, texts: ['使用微信绑定的手机号', '获取验证码', '验证'] }),
  EN: () => ({ title: titleEn, texts: ['Use my WeChat phone number', 'Get Verification code', 'Verify'] }),
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
  // the device's clock before the show: Remind me is offered, the first day is shown
  '/meeting/detail': {
    query: (f) => ({ sessionId: f.sessionId, eventCode: EVENT_CODE }),
    visitor: () => ({ now: BEFORE_THE_SHOW }),
    'ZH-CN': (f) => ({
      title: '会议详情',
      texts: [f.session['ZH-CN'].title, f.session['ZH-CN'].speakers[0].name, WORDS['ZH-CN'].remindMe, '添加到日历'],
    }),
    EN: (f) => ({
      title: 'Meeting detail',
      texts: [f.session.EN.title, f.session.EN.speakers[0].name, WORDS.EN.remindMe, 'Add to calendar'],
    }),
  },
  '/meeting/guest': {
    query: (f) => ({ personId: f.personId, eventCode: EVENT_CODE }),
    'ZH-CN': (f) => ({
      title: '嘉宾详情',
      texts: [f.person['ZH-CN'].name, '嘉宾简介', ...f.person['ZH-CN'].sessions.map((s) => s.title)],
    }),
    EN: (f) => ({
      title: 'Guest',
      texts: [f.person.EN.name, 'About the speaker', ...f.person.EN.sessions.map((s) => s.title)],
    }),
  },
  '/meeting/list': {
    query: () => ({ eventCode: EVENT_CODE }),
    visitor: () => ({ now: BEFORE_THE_SHOW }),
    // the first day's sessions (the list opens on it before the show), the days as tabs, venue time
    'ZH-CN': (f) => ({
      title: '同期会议',
      texts: ['9月15日 周二', '9月16日 周三', '时间均为会场时间：上海（UTC+8）', ...firstDay(f, 'ZH-CN')],
    }),
    EN: (f) => ({
      title: 'Conference',
      texts: ['Tue 15 Sep', 'Wed 16 Sep', 'Times are venue time: Shanghai (UTC+8)', ...firstDay(f, 'EN')],
    }),
  },
  // the simulation has no canvas (README: what it cannot check): the page says so and offers a retry
  '/exhibition/share-detail': {
    query: (f) => ({ companyProfileId: f.exhibitorId, eventCode: EVENT_CODE }),
    'ZH-CN': () => ({ title: '分享海报', texts: ['海报生成失败', '重试'] }),
    EN: () => ({ title: 'Share poster', texts: ['The poster could not be drawn', 'Try again'] }),
  },
  '/exhibition/my-detail': verifyForm('我的展商信息', 'My exhibitor information', () => ({ eventCode: EVENT_CODE })),
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
  // exhibitors' leads (issue 28): staff prove their phone first; the scan is in leads.test.mjs
  '/exhibitors/leads': verifyForm('扫描线索', 'Scan leads', () => ({ eventCode: EVENT_CODE })),
  '/exhibitors/edit': verifyForm('资料修改', 'Edit information', (f) => ({
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
  '/exhibits/edit': verifyForm('资料修改', 'Edit information', (f) => ({
    productId: f.productId,
    eventCode: EVENT_CODE,
  })),
  '/consult/post': {
    query: (f) => ({ companyProfileId: f.exhibitorId, eventCode: EVENT_CODE }),
    'ZH-CN': (f) => ({
      title: '发布',
      texts: ['发送给', f.exhibitor['ZH-CN'].companyProfileName, '需求描述', '添加图片', '获取验证码'],
    }),
    EN: (f) => ({
      title: 'Post',
      texts: ['To', f.exhibitor.EN.companyProfileName, 'Description', 'Add picture', 'Get Verification code'],
    }),
  },
  '/consult/detail': {
    query: (f) => ({ id: f.enquiryId, eventCode: EVENT_CODE }),
    'ZH-CN': (f) => ({ title: '询盘详情', texts: [f.enquiry.description, '采购商', '联系采购商'] }),
    EN: (f) => ({ title: 'RFQ detail', texts: [f.enquiry.description, 'The buyer', 'Message the buyer'] }),
  },
  '/consult/types': {
    query: () => ({ eventCode: EVENT_CODE }),
    'ZH-CN': () => ({ title: '选择类别', texts: ['最多选择 6 个类别', '已选 0 个', '完成'] }),
    EN: () => ({ title: 'Choose a category', texts: ['Choose up to 6 categories', '0 chosen', 'Done'] }),
  },
  '/consult/list': {
    query: () => ({ eventCode: EVENT_CODE }),
    'ZH-CN': (f) => ({ title: '询盘池', texts: ['全部询盘', '我的询盘', f.enquiry.description, '发布'] }),
    EN: (f) => ({ title: 'Enquiry pool', texts: ['All RFQs', 'My RFQs', f.enquiry.description, 'Post'] }),
  },
  // matchmaking (issue 12): a joined visitor's best candidate on top, with the day's count
  '/pairs/insterests': {
    query: () => ({ eventCode: EVENT_CODE }),
    visitor: async (f) => {
      const userId = await joinedVisitor()
      const [zh, en] = await Promise.all([stackOf(userId, 'ZH-CN'), stackOf(userId, 'EN')])
      f.pairsStack = { 'ZH-CN': zh, EN: en }
      return launchAs(userId)
    },
    'ZH-CN': (f) => ({
      title: '商贸配对',
      texts: [
        f.pairsStack['ZH-CN'].list[0].name,
        '感兴趣',
        '不感兴趣',
        `今日剩余 ${f.pairsStack['ZH-CN'].remaining} 次`,
      ],
    }),
    EN: (f) => ({
      title: 'Business matching',
      texts: [f.pairsStack.EN.list[0].name, 'Not interested', `${f.pairsStack.EN.remaining} left today`],
    }),
  },
  // the three tabs, the match's row with its chat button
  '/pairs/list': {
    query: () => ({ eventCode: EVENT_CODE }),
    visitor: async (f) => {
      f.pairsMatch = await matchedVisitor()
      return launchAs(f.pairsMatch.userId)
    },
    'ZH-CN': (f) => ({
      title: '商贸配对',
      texts: ['互相感兴趣', '对我感兴趣', '我感兴趣的', f.pairsMatch.match['ZH-CN'].name, '聊天'],
    }),
    EN: (f) => ({
      title: 'Business matching',
      texts: ['Matches', 'Interested in me', 'I marked', f.pairsMatch.match.EN.name, 'Chat'],
    }),
  },
  // a match's conversation
  '/pairs/chat': {
    query: (f) => ({ conversationId: f.pairsChat.conversationId, eventCode: EVENT_CODE }),
    visitor: async (f) => {
      f.pairsChat = await matchedVisitor()
      return launchAs(f.pairsChat.userId)
    },
    'ZH-CN': (f) => ({ title: '配对聊天', texts: [f.pairsChat.match['ZH-CN'].name, '还没有消息，打个招呼吧', '发送'] }),
    EN: (f) => ({ title: 'Chat', texts: [f.pairsChat.match.EN.name, 'No messages yet: say hello', 'Send'] }),
  },
  '/pages/center/phoneCertification/main': verifyForm('手机认证', 'Phone verification', () => ({
    eventCode: EVENT_CODE,
  })),
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
  '/my-data': {
    query: () => ({ eventCode: EVENT_CODE }),
    visitor: visitorWithPlan((f, userId) => put('companyProfiles', f.exhibitorId, userId)),
    'ZH-CN': (f) => ({
      title: '我的数据',
      texts: [
        '观展计划',
        '1 条',
        f.exhibitor['ZH-CN'].companyProfileName,
        '导出我的数据（JSON）',
        '删除我的账户和数据',
      ],
    }),
    EN: (f) => ({
      title: 'My data',
      texts: [
        'Show plan',
        '1 item',
        f.exhibitor.EN.companyProfileName,
        'Export my data (JSON)',
        'Delete my account and data',
      ],
    }),
  },
  '/privacy': {
    query: () => ({ eventCode: EVENT_CODE }),
    'ZH-CN': () => ({ title: '隐私政策', texts: ['我们收集什么、为何收集', '谁会收到', '保存多久', '我的授权'] }),
    EN: () => ({
      title: 'Privacy policy',
      texts: ['What we collect and why', 'Who receives it', 'How long we keep it', 'My consents'],
    }),
  },
  // meetings at the stand (issue 29): a new visitor's My meetings (booking is in meetings.test.mjs)
  '/meetings/mine': {
    query: () => ({ eventCode: EVENT_CODE }),
    'ZH-CN': () => ({ title: '我的洽谈', texts: ['还没有洽谈预约'] }),
    EN: () => ({ title: 'My meetings', texts: ['No meetings booked yet'] }),
  },
  // the stand's side of meetings (issue 29): the contact proves the phone first; publishing and
  // accepting are in meetings-stand.test.mjs
  '/meetings/slots': verifyForm('洽谈时段', 'Meeting slots', () => ({ companyProfileId: 1, eventCode: 'CGA' })),
  '/meetings/stand': verifyForm('洽谈预约', 'Meeting requests', () => ({ companyProfileId: 1, eventCode: 'CGA' })),
  // the stand's meeting QR code: shown once the exhibitor's phone is verified
  '/meetings/code': verifyForm('洽谈签到码', 'Meeting QR code', () => ({ eventCode: 'CGA' })),
  // a meeting proposed to a match (issue 29.2): a person who is not this visitor's match is refused
  // in words (proposing is in meeting-proposals.test.mjs)
  '/meetings/propose': {
    query: () => ({ personId: 'nobody', eventCode: EVENT_CODE }),
    'ZH-CN': () => ({ title: '发起会面', texts: ['无法发起会面'] }),
    EN: () => ({ title: 'Propose a meeting', texts: ['A meeting cannot be proposed'] }),
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
