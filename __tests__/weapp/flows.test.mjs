// Taps and flows through the mini-program path: collecting (and spec §4's rule for a userId in the
// route query), the language switch, navigation, the lists' reach-bottom and pull-to-refresh, the
// plan PDF, and sharing. Every request goes to the real reference server; results are checked on
// the server too.
import assert from 'node:assert/strict'
import { after, before, test } from 'node:test'
import { api, launchMiniProgram, referenceServer } from './harness/index.mjs'
import {
  cardLabel,
  EVENT_CODE,
  expectPage,
  fixtures,
  launchAt,
  pageOf,
  serverPlan,
  switchLanguage,
  appVisitor,
  visitorStorage,
  WORDS,
} from './support.mjs'

let server
before(async () => {
  server = await referenceServer()
})
after(() => server?.stop())

const ZH = WORDS['ZH-CN']
const EN = WORDS.EN

/** The heart's count in the header. */
const heart = (page) => page.find({ selector: '.app-header__heart-count' })?.textContent?.trim()
const collectButton = { selector: '.action-row__item--collect' }
const putRequests = (mp) => mp.requests.filter((r) => r.method === 'PUT')
const pageNos = (mp, kind) =>
  mp.requests
    .filter((r) => r.url.includes(`/api/v5/${kind}/listPage`))
    .map((r) => Number(/pageNo=(\d+)/.exec(r.sentUrl ?? '')?.[1]))
const isCollected = (plan, companyProfileId) =>
  plan.some((edition) =>
    edition.companyProfileList.some((c) => c.companyProfileId === companyProfileId && c.collected === 1),
  )
const hasProduct = (plan, productId) =>
  plan.some((edition) => edition.companyProfileList.some((c) => c.productList.some((p) => p.productId === productId)))

/** A visitor id of this test, stored as a returning visitor's (so the server's plan can be prepared). */
const visitorId = () => `weapp-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`
const collectOnServer = (kind, id, userId, collected = 1) =>
  api('PUT', `/api/v1/plan/events/${EVENT_CODE}/${kind}/${id}`, { query: { userId }, body: { id, collected } })

test('collect on an exhibitor detail: the PUT reaches the server, the heart follows; uncollect undoes both', async (t) => {
  const f = await fixtures()
  const mp = await launchAt(t, '/exhibitors/detail', { companyProfileId: f.exhibitorId, eventCode: EVENT_CODE })
  const page = mp.page
  await expectPage(page, { texts: [f.exhibitor['ZH-CN'].companyProfileName, ZH.collect] })
  await page.waitFor(() => heart(page) === '0', { what: 'the heart at 0' })
  const userId = appVisitor(mp)
  assert.match(userId, /^[0-9a-f-]{36}$/, 'a new visitor gets a generated id')

  await page.tap(collectButton)
  await page.waitForText(ZH.uncollect)
  await page.waitFor(() => heart(page) === '1', { what: 'the heart at 1' })
  assert.ok(mp.toasts.includes(ZH.collectedToast), `toasts: ${mp.toasts}`)
  const [put] = putRequests(mp)
  assert.match(put.sentUrl, new RegExp(`/api/v1/plan/events/${EVENT_CODE}/companyProfiles/${f.exhibitorId}\\?`))
  assert.match(put.sentUrl, new RegExp(`userId=${userId}`))
  assert.equal(put.statusCode, 200)
  assert.ok(isCollected(await serverPlan(userId), f.exhibitorId), 'the server holds the exhibitor in the plan')

  await page.tap(collectButton)
  await page.waitFor(() => heart(page) === '0', { what: 'the heart back at 0' })
  await page.waitForText(ZH.collect)
  assert.ok(mp.toasts.includes(ZH.uncollectedToast), `toasts: ${mp.toasts}`)
  assert.equal(putRequests(mp).length, 2)
  assert.ok(!isCollected(await serverPlan(userId), f.exhibitorId), 'the server no longer holds it')
})

test("the contact section's phone calls (makePhoneCall) and its email is copied (no mail app here)", async (t) => {
  const f = await fixtures()
  const detail = await api('GET', '/api/v4/getExhibitorDetail', {
    query: { companyProfileId: f.exhibitorId, eventCode: EVENT_CODE, language: 'ZH-CN' },
  })
  assert.ok(detail.tel && detail.contactEmail, 'the seeded exhibitor has both')
  const mp = await launchAt(t, '/exhibitors/detail', { companyProfileId: f.exhibitorId, eventCode: EVENT_CODE })
  const page = mp.page
  await expectPage(page, { texts: [detail.companyProfileName, detail.tel] })
  await page.tap(detail.tel)
  await page.waitFor(() => mp.callsOf('makePhoneCall').length === 1, { what: 'the call' })
  // the number as WeChat dials it: digits and the leading + only
  assert.equal(mp.callsOf('makePhoneCall')[0].phoneNumber, detail.tel.replace(/[^\d+]/g, ''))
  await page.tap(detail.contactEmail)
  await page.waitFor(() => mp.callsOf('setClipboardData').length === 1, { what: 'the copy' })
  assert.equal(mp.callsOf('setClipboardData')[0].data, detail.contactEmail)
})

test('add a product to the plan from its detail page (EN labels)', async (t) => {
  const f = await fixtures()
  const mp = await launchAt(t, '/exhibits/detail', { productId: f.productId, eventCode: EVENT_CODE, language: 'EN' })
  const page = mp.page
  await expectPage(page, { title: 'Exhibit detail', texts: [f.product.EN.productName, EN.addToPlan] })
  await page.tap(collectButton)
  await page.waitForText(EN.removeFromPlan)
  await page.waitFor(() => heart(page) === '1', { what: 'the heart at 1' })
  // the toast in the words of the product's button
  assert.ok(mp.toasts.includes(EN.addedToPlanToast), `toasts: ${mp.toasts}`)
  assert.match(putRequests(mp)[0].sentUrl, new RegExp(`/products/${f.productId}\\?`))
  assert.ok(hasProduct(await serverPlan(appVisitor(mp)), f.productId))
})

test('spec §4: with a userId in the route query, collecting is blocked and phone certification opens', async (t) => {
  const f = await fixtures()
  const mp = await launchAt(t, '/exhibitors/detail', {
    companyProfileId: f.exhibitorId,
    eventCode: EVENT_CODE,
    userId: 'wx-member-42',
  })
  const detail = mp.page
  await expectPage(detail, { texts: [f.exhibitor['ZH-CN'].companyProfileName, ZH.collect] })
  await detail.tap(collectButton)

  await detail.waitFor(() => mp.route === pageOf('/pages/center/phoneCertification/main'), {
    what: 'the phone certification page',
  })
  assert.deepEqual(
    mp.navigations.map((n) => [n.api, n.url]),
    [['navigateTo', '/pages/center/phoneCertification/main']],
  )
  await expectPage(mp.page, { title: '手机认证' })
  assert.equal(putRequests(mp).length, 0, 'no collect request was sent')
  assert.equal(detail.state, 'hidden', 'the detail page went to the background')

  const back = await mp.back()
  assert.equal(back, detail)
  await back.waitForText(ZH.collect)
  assert.equal(heart(back), '0')
  for (const userId of ['wx-member-42', appVisitor(mp)]) {
    assert.ok(!isCollected(await serverPlan(userId), f.exhibitorId), `nothing collected for ${userId}`)
  }
})

test('the language switch: stored, kept by the next launch, and held when going back', async (t) => {
  const f = await fixtures()
  const mp = await launchAt(t, '/exhibitors/list', { eventCode: EVENT_CODE })
  const list = mp.page
  const zhCard = cardLabel(f.exhibitor['ZH-CN'].companyProfileName, 'ZH-CN')
  const enCard = cardLabel(f.exhibitor.EN.companyProfileName, 'EN')
  await expectPage(list, { title: '展商名录', texts: [zhCard] })

  await switchLanguage(list, 'EN')
  await expectPage(list, { title: 'Exhibitors', texts: [enCard, 'Eng'] })
  assert.equal(mp.wx.getStorageSync('__language__'), 'EN')
  const languages = mp.requests
    .filter((r) => r.url.includes('/companyProfiles/listPage'))
    .map((r) => /language=([A-Z-]+)/.exec(r.sentUrl)?.[1])
  assert.deepEqual([languages[0], languages.at(-1)], ['ZH-CN', 'EN'], 'the list was asked again in English')

  await list.tap({ selector: '.directory-card', text: enCard })
  await list.waitFor(() => mp.route === pageOf('/exhibitors/detail'), { what: 'the detail page' })
  const detail = mp.page
  assert.doesNotMatch(mp.navigations.at(-1).url, /language=/, 'links leave the language to the stored choice')
  await expectPage(detail, { title: 'Exhibitor detail', texts: [f.exhibitor.EN.companyProfileName, EN.collect] })

  // The next launch (no language in its query) opens in the stored language.
  const again = await launchMiniProgram({ path: pageOf('/exhibitors/list'), storage: mp.storageSnapshot() })
  t.after(() => again.close())
  await expectPage(again.page, { title: 'Exhibitors', texts: [enCard] })

  // Back to Chinese on the detail page: the list behind it follows when the visitor goes back.
  await switchLanguage(detail, 'ZH-CN')
  await expectPage(detail, { title: '展商详情', texts: [f.exhibitor['ZH-CN'].companyProfileName, ZH.collect] })
  assert.equal(await mp.back(), list)
  await expectPage(list, { title: '展商名录', texts: [zhCard, ZH.language] })
  assert.equal(mp.wx.getStorageSync('__language__'), 'ZH-CN')
})

test('navigation: home → list → detail by taps (navigateTo), the back button, and back to the list', async (t) => {
  const f = await fixtures()
  const mp = await launchAt(t, '/exhibition/detail', { eventCode: EVENT_CODE })
  const home = mp.page
  await expectPage(home, { texts: [f.edition['ZH-CN'].eventEditionName] })

  await home.tap({ selector: '.home-menu__item', text: ZH.exhibitorsMenu })
  await home.waitFor(() => mp.route === pageOf('/exhibitors/list'), { what: 'the exhibitor list' })
  assert.equal(home.state, 'hidden')
  const list = mp.page
  const name = cardLabel(f.exhibitor['ZH-CN'].companyProfileName, 'ZH-CN')
  await expectPage(list, { title: '展商名录', texts: [name] })

  await list.tap({ selector: '.directory-card', text: name })
  await list.waitFor(() => mp.route === pageOf('/exhibitors/detail'), { what: 'the exhibitor detail' })
  const detail = mp.page
  await expectPage(detail, { title: '展商详情', texts: [f.exhibitor['ZH-CN'].companyProfileName] })
  assert.equal(detail.query.companyProfileId, String(f.exhibitorId))
  assert.deepEqual(
    mp.navigations.map((n) => [n.api, n.url.split('?')[0]]),
    [
      ['navigateTo', `/${pageOf('/exhibitors/list')}`],
      ['navigateTo', `/${pageOf('/exhibitors/detail')}`],
    ],
  )
  assert.equal(mp.stack.length, 3)

  assert.equal(await mp.back(), list)
  assert.equal(detail.state, 'unloaded')
  assert.deepEqual(list.lifecycles.slice(-2), ['onHide', 'onShow'])
  await expectPage(list, { title: '展商名录', texts: [name] })
  assert.equal(await mp.back(), home)
  await expectPage(home, { title: '展会详情', texts: [f.edition['ZH-CN'].eventEditionName] })
})

test('an unknown page alerts "View not found" and relaunches the home (reLaunch)', async (t) => {
  const f = await fixtures()
  const mp = await launchMiniProgram({ path: 'pages/nowhere/index?language=EN&eventCode=SIE' })
  t.after(() => mp.close())
  const home = await new Promise((resolve, reject) => {
    const deadline = Date.now() + 5000
    const poll = () => {
      if (mp.route === pageOf('/exhibition/detail')) resolve(mp.page)
      else if (Date.now() > deadline) reject(new Error(`no relaunch; calls: ${JSON.stringify(mp.calls.slice(-5))}`))
      else setTimeout(poll, 10)
    }
    poll()
  })
  assert.deepEqual(
    mp.modals.map((m) => [m.content, m.showCancel]),
    [['View not found', false]],
  )
  const [relaunch] = mp.navigations
  assert.equal(relaunch.api, 'reLaunch')
  assert.equal(relaunch.url, `/${pageOf('/exhibition/detail')}?eventCode=${EVENT_CODE}`)
  await expectPage(home, { texts: [f.edition.EN.eventEditionName] })
})

const exhibitorCards = (list) => list.map((c) => cardLabel(c.companyProfileName, 'ZH-CN'))
const productCards = (list) => list.map((p) => cardLabel(p.productName, 'ZH-CN'))
for (const [route, kind, pages] of [
  [
    '/exhibitors/list',
    'companyProfiles',
    (f) => [f.exhibitors, f.exhibitorsPage2].map((p) => exhibitorCards(p['ZH-CN'].list)),
  ],
  ['/exhibits/list', 'products', (f) => [f.products, f.productsPage2].map((p) => productCards(p['ZH-CN'].list))],
]) {
  test(`${route}: reaching the bottom loads and draws the next page; pulling down refreshes the first`, async (t) => {
    const f = await fixtures()
    const mp = await launchAt(t, route, { eventCode: EVENT_CODE })
    const page = mp.page
    await page.waitForText(ZH.language)
    await page.waitFor(() => page.all('.directory-card').length > 0, { what: 'the first cards' })
    await page.idle({ quietMs: 350 })
    const viewport = parseFloat(page.find({ selector: '.waterfall' }).style.height)
    const contentHeight = () => Math.max(...page.all('.waterfall__column').map((el) => parseFloat(el.style.height)))
    const firstHeight = contentHeight()
    assert.deepEqual(pageNos(mp, kind), [1])

    // The reader scrolls the grid to its end: scroll events, then the scroll-view's scrolltolower.
    await page.scroll('.waterfall', { scrollTop: firstHeight - viewport, scrollHeight: firstHeight })
    await page.scrollToLower('.waterfall')
    await page.waitFor(() => pageNos(mp, kind).includes(2), { what: 'the request for page 2' })
    await page.waitFor(() => contentHeight() > firstHeight, { what: 'page 2 laid out in the grid' })
    const secondHeight = contentHeight()
    await page.scroll('.waterfall', { scrollTop: secondHeight - viewport, scrollHeight: secondHeight })
    // Names only page 2 has (two companies may share a name).
    const [page1, page2] = pages(f)
    const onlyOnPage2 = page2.filter((n) => !page1.includes(n))
    await page.waitFor(() => onlyOnPage2.some((n) => page.has(n)), { what: 'a card of page 2 on screen' })
    await page.idle({ quietMs: 350 })

    // Pull to refresh: the first page again, the cards stay on screen meanwhile.
    const before = pageNos(mp, kind).length
    await page.pullToRefresh('.waterfall')
    assert.ok(page.all('.directory-card').length > 0, 'the cards stay while refreshing')
    await page.waitFor(() => pageNos(mp, kind).length === before + 1, { what: 'the refresh request' })
    assert.equal(pageNos(mp, kind).at(-1), 1)
    await page.waitFor(() => !page.refreshing('.waterfall'), { what: 'the refresher to close' })
    await page.waitFor(() => contentHeight() === firstHeight, { what: 'the grid back to one page' })
  })
}

test('the plan PDF: the heart opens the plan, the PDF is downloaded (downloadFile) and opened (openDocument)', async (t) => {
  const f = await fixtures()
  const userId = visitorId()
  await collectOnServer('companyProfiles', f.exhibitorId, userId)
  const mp = await launchAt(t, '/exhibitors/list', { eventCode: EVENT_CODE }, { storage: visitorStorage(userId) })
  const page = mp.page
  await page.waitFor(() => heart(page) === '1', { what: 'the heart at 1' })
  await page.tap({ selector: '.app-header__heart' })
  await page.waitForText('我的计划')
  await page.waitForText(f.exhibitor['ZH-CN'].companyProfileName)

  await page.tap({ selector: '.plan-panel__pdf' })
  await page.waitFor(() => mp.callsOf('openDocument').length === 1, { what: 'openDocument', timeout: 30_000 })
  assert.ok(mp.toasts.includes('您的观展计划PDF即将开始下载'), `toasts: ${mp.toasts}`)
  // on Wi-Fi the edition's small offline pack downloads by itself too (issue 22 item 2): the plan's
  // downloads are those of the PDF
  const pdfCalls = () => mp.callsOf('downloadFile').filter((c) => c.url.includes('/api/v1/plan/pdf'))
  const [download] = pdfCalls()
  assert.match(download.url, /^http:\/\/127\.0\.0\.1:3000\/api\/v1\/plan\/pdf\?/, 'the build asks its own server')
  assert.match(download.url, new RegExp(`userId=${userId}`))
  assert.equal(download.statusCode, 200)
  assert.equal(download.contentType, 'application/pdf')
  const [doc] = mp.callsOf('openDocument')
  assert.equal(doc.filePath, download.tempFilePath)
  assert.equal(doc.fileType, 'pdf')
  assert.equal(doc.opened, true)
  assert.ok(!mp.toasts.includes('下载失败'))

  // The plan emptied elsewhere meanwhile: the server refuses the PDF, the visitor is told.
  await collectOnServer('companyProfiles', f.exhibitorId, userId, 0)
  await page.waitFor(() => !page.find({ selector: '.plan-panel__pdf.is-busy' }), { what: 'the PDF button ready again' })
  await page.tap({ selector: '.plan-panel__pdf' })
  await page.waitFor(() => mp.toasts.includes('下载失败'), { what: 'the "download failed" toast' })
  assert.ok(pdfCalls()[1].statusCode >= 400, 'the server refused the PDF')
  assert.equal(mp.callsOf('openDocument').length, 1, 'nothing more was opened')
})

test('the plan panel links to a detail page (navigateTo)', async (t) => {
  const f = await fixtures()
  const userId = visitorId()
  await collectOnServer('products', f.productId, userId)
  const mp = await launchAt(t, '/exhibition/detail', { eventCode: EVENT_CODE }, { storage: visitorStorage(userId) })
  const home = mp.page
  await home.waitFor(() => heart(home) === '1', { what: 'the heart at 1' })
  await home.tap({ selector: '.app-header__heart' })
  await home.tap({ selector: '.plan-panel__row--product', text: f.product['ZH-CN'].productName })
  await home.waitFor(() => mp.route === pageOf('/exhibits/detail'), { what: 'the product detail' })
  assert.match(mp.navigations.at(-1).url, new RegExp(`productId=${f.productId}`))
  await expectPage(mp.page, { title: '展品详情', texts: [f.product['ZH-CN'].productName, ZH.removeFromPlan] })
})

test('share: the home shares itself with the edition name; a friend opening the link sees the exhibition', async (t) => {
  const f = await fixtures()
  const mp = await launchAt(t, '/exhibition/detail', { eventCode: EVENT_CODE })
  const home = mp.page
  await expectPage(home, { texts: [f.edition['ZH-CN'].eventEditionName] })

  const share = await home.share()
  assert.deepEqual(
    { title: share.title, path: share.path },
    { title: f.edition['ZH-CN'].eventEditionName, path: `/${pageOf('/exhibition/detail')}?eventCode=${EVENT_CODE}` },
  )

  // The share button (open-type="share") opens WeChat's sheet with the same message.
  await home.tap({ selector: '.home-share' })
  const fromButton = mp.callsOf('shareAppMessage').at(-1)
  assert.equal(fromButton.from, 'button')
  assert.equal(fromButton.path, share.path)

  await switchLanguage(home, 'EN')
  await home.waitForText(f.edition.EN.eventEditionName)
  assert.equal((await home.share()).title, f.edition.EN.eventEditionName)

  // The friend: a new visitor, launched at the shared path.
  const friend = await launchMiniProgram({ path: share.path })
  t.after(() => friend.close())
  await expectPage(friend.page, { title: '展会详情', texts: [f.edition['ZH-CN'].eventEditionName] })
  // Pages without a share message have WeChat's "send to a friend" greyed out.
  const list = await friend.open(pageOf('/exhibitors/list'))
  await assert.rejects(() => list.share(), /no onShareAppMessage/)
})
