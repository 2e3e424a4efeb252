// Collects made without a network in the mini-program (issue 16, item 3): shown at once with a
// pending mark, kept in wx storage across a restart, and sent once, in order, when the network is
// back or at the next start — checked on the real server.
import assert from 'node:assert/strict'
import { after, before, test } from 'node:test'
import { api, launchMiniProgram, referenceServer } from './harness/index.mjs'
import {
  appVisitor,
  EVENT_CODE,
  expectPage,
  fixtures,
  launchAt,
  pageOf,
  serverPlan,
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
const PENDING = { 'ZH-CN': '待同步', EN: 'Pending' }
const QUEUED_TOAST = {
  'ZH-CN': '已保存在本机，联网后自动同步',
  EN: "Saved on this phone. It will be sent when you're back online",
}
const SYNCED_TOAST = { 'ZH-CN': '离线时的计划变更已同步', EN: 'The changes you made offline are now in your plan' }

const heart = (page) => page.find({ selector: '.app-header__heart-count' })?.textContent?.trim()
const collectButton = { selector: '.action-row__item--collect' }
/** The collect PUTs that reached the server, as `kind:id=flag`, in order. */
const sentCollects = (mp) =>
  mp.requests
    .filter((r) => r.method === 'PUT' && r.statusCode === 200)
    .map((r) => `${/\/(companyProfiles|products)\/(\d+)/.exec(r.url).slice(1).join(':')}=${r.data.collected}`)
/** The server's plan as `kind:id` (collected exhibitors, and products). */
async function planOnServer(userId) {
  const out = []
  for (const edition of await serverPlan(userId)) {
    for (const c of edition.companyProfileList) {
      if (c.collected === 1) out.push(`companyProfiles:${c.companyProfileId}`)
      for (const p of c.productList) out.push(`products:${p.productId}`)
    }
  }
  return out.sort()
}

test('offline: collect 3 items and uncollect 1 across the page stack, restart offline (shown as left), then online: the server holds exactly that plan', async (t) => {
  const f = await fixtures()
  const [p1, p2] = f.products['ZH-CN'].list
  const [a, b] = f.exhibitors['ZH-CN'].list
  // a returning visitor whose plan holds exhibitor A
  const userId = `weapp-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`
  await api('PUT', `/api/v1/plan/events/${EVENT_CODE}/companyProfiles/${a.companyProfileId}`, {
    query: { userId },
    body: { id: a.companyProfileId, collected: 1 },
  })
  const mp = await launchAt(
    t,
    '/exhibits/detail',
    { productId: p1.productId, eventCode: EVENT_CODE },
    { storage: visitorStorage(userId) },
  )
  await expectPage(mp.page, { texts: [p1.productName, ZH.addToPlan] })
  assert.equal(appVisitor(mp), userId)
  for (const [route, query, text] of [
    ['/exhibits/detail', { productId: p2.productId }, ZH.addToPlan],
    ['/exhibitors/detail', { companyProfileId: a.companyProfileId }, ZH.uncollect],
    ['/exhibitors/detail', { companyProfileId: b.companyProfileId }, ZH.collect],
  ]) {
    const page = await mp.open(pageOf(route), { ...query, eventCode: EVENT_CODE })
    await page.waitForText(text)
  }
  await mp.page.waitFor(() => heart(mp.page) === '1', { what: 'the heart at 1 (exhibitor A)' })

  // In the hall without a network: each page of the stack still shows its item.
  await mp.setOnline(false)
  const steps = [
    { name: b.companyProfileName, after: ZH.uncollect, heart: '2' },
    { name: a.companyProfileName, after: ZH.collect, heart: '1' },
    { name: p2.productName, after: ZH.removeFromPlan, heart: '2' },
    { name: p1.productName, after: ZH.removeFromPlan, heart: '3' },
  ]
  for (const [n, step] of steps.entries()) {
    const page = mp.page
    await page.waitForText(step.name)
    await page.tap(collectButton)
    await page.waitForText(step.after)
    await page.waitForText(PENDING['ZH-CN'])
    await page.waitFor(() => heart(page) === step.heart, { what: `the heart at ${step.heart}` })
    assert.equal(mp.toasts.at(-1), QUEUED_TOAST['ZH-CN'])
    if (n < steps.length - 1) await mp.back()
  }
  // the app heard WeChat's network change: it does not even try
  assert.deepEqual(
    mp.requests.filter((r) => r.method === 'PUT'),
    [],
    'nothing sent',
  )
  assert.deepEqual(await planOnServer(userId), [`companyProfiles:${a.companyProfileId}`])
  const storage = mp.storageSnapshot()
  assert.equal(JSON.parse(storage[`__planQueue__:${userId}`]).length, 4, 'kept in wx storage')
  mp.close()

  // Started again still without a network: each page shows its item as the visitor left it (the
  // kept data was read before), still pending, and nothing is sent.
  const offline = await launchMiniProgram({
    path: `${pageOf('/exhibitors/detail')}?companyProfileId=${a.companyProfileId}&eventCode=${EVENT_CODE}`,
    storage,
    offline: true,
  })
  t.after(() => offline.close())
  await offline.page.waitForText(a.companyProfileName)
  await offline.page.waitForText(ZH.collect)
  await offline.page.waitForText(PENDING['ZH-CN'])
  const product = await offline.open(pageOf('/exhibits/detail'), { productId: p1.productId, eventCode: EVENT_CODE })
  await product.waitForText(p1.productName)
  await product.waitForText(ZH.removeFromPlan)
  await product.waitForText(PENDING['ZH-CN'])
  await product.waitFor(() => heart(product) === '3', { what: 'the heart at 3' })
  // (one tried at start, before WeChat's network type arrived, failed and stays kept: not sent)
  assert.deepEqual(
    offline.requests.filter((r) => r.method === 'PUT' && !r.offline),
    [],
    'nothing sent while offline',
  )
  const kept = offline.storageSnapshot()
  offline.close()

  // The next start, with a network: the queue goes first thing, once, in order.
  const next = await launchMiniProgram({ path: pageOf('/exhibitors/list'), storage: kept })
  t.after(() => next.close())
  await next.page.waitFor(() => next.toasts.includes(SYNCED_TOAST['ZH-CN']), { what: 'the synced toast' })
  assert.deepEqual(sentCollects(next), [
    `companyProfiles:${b.companyProfileId}=1`,
    `companyProfiles:${a.companyProfileId}=0`,
    `products:${p2.productId}=1`,
    `products:${p1.productId}=1`,
  ])
  assert.deepEqual(
    await planOnServer(userId),
    [`companyProfiles:${b.companyProfileId}`, `products:${p1.productId}`, `products:${p2.productId}`].sort(),
  )
  await next.page.waitFor(() => heart(next.page) === '3', { what: 'the heart at the server count, 3' })
  assert.equal(next.storageSnapshot()[`__planQueue__:${userId}`], undefined, 'the queue is empty')
  await next.page.idle()
  assert.equal(sentCollects(next).length, 4, 'nothing sent twice')
})

test('offline (EN): add, remove, add again nets out to one PUT, sent when the network comes back', async (t) => {
  const f = await fixtures()
  const product = f.products.EN.list[2]
  const mp = await launchAt(t, '/exhibits/detail', {
    productId: product.productId,
    eventCode: EVENT_CODE,
    language: 'EN',
  })
  const page = mp.page
  await expectPage(page, { texts: [product.productName, EN.addToPlan] })
  const userId = appVisitor(mp)
  await page.waitFor(() => heart(page) === '0', { what: 'the heart at 0' })

  await mp.setOnline(false)
  await page.tap(collectButton)
  await page.waitForText(PENDING.EN)
  await page.waitForText(EN.removeFromPlan)
  // taken back before the network returns: nothing waits any more
  await page.tap(collectButton)
  await page.waitForText(EN.addToPlan)
  await page.waitForNoText(PENDING.EN)
  await page.waitFor(() => heart(page) === '0', { what: 'the heart back at 0' })
  await page.tap(collectButton)
  await page.waitForText(PENDING.EN)
  assert.equal(mp.toasts.at(-1), QUEUED_TOAST.EN)

  await mp.setOnline(true)
  await page.waitForNoText(PENDING.EN)
  await page.waitFor(() => mp.toasts.includes(SYNCED_TOAST.EN), { what: 'the synced toast' })
  assert.deepEqual(sentCollects(mp), [`products:${product.productId}=1`])
  assert.ok(page.has(EN.removeFromPlan))
  assert.equal(heart(page), '1')
  assert.deepEqual(await planOnServer(userId), [`products:${product.productId}`])
})

test('a collect whose request fails for the network (WeChat still says wifi) is kept, pending, and sent on reconnect', async (t) => {
  const f = await fixtures()
  const exhibitor = f.exhibitors['ZH-CN'].list[3]
  const mp = await launchAt(t, '/exhibitors/detail', {
    companyProfileId: exhibitor.companyProfileId,
    eventCode: EVENT_CODE,
  })
  const page = mp.page
  await expectPage(page, { texts: [exhibitor.companyProfileName, ZH.collect] })
  const userId = appVisitor(mp)
  // the page's own loads finish first: one still in flight when the signal drops would fail and
  // rightly toast a network error, which is not what this test is about
  await page.idle()
  // the signal drops without WeChat noticing: the request itself fails
  mp.offline = true
  await page.tap(collectButton)
  await page.waitForText(PENDING['ZH-CN'])
  await page.waitForText(ZH.uncollect)
  assert.ok(
    mp.requests.some((r) => r.method === 'PUT' && r.offline),
    'the tap tried the network',
  )
  assert.equal(mp.toasts.at(-1), QUEUED_TOAST['ZH-CN'])
  assert.ok(!mp.toasts.includes('网络异常，请稍后重试'), 'no network-error toast for a change that is kept')

  await mp.setOnline(true)
  await page.waitForNoText(PENDING['ZH-CN'])
  assert.deepEqual(sentCollects(mp), [`companyProfiles:${exhibitor.companyProfileId}=1`])
  assert.deepEqual(await planOnServer(userId), [`companyProfiles:${exhibitor.companyProfileId}`])
})
