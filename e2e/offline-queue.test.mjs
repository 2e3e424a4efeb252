// Collects made offline (issue 16, item 3) in real Chromium against the real server: with the
// network off (context.setOffline) the visitor collects three items and removes one from the plan;
// each shows at once, marked pending; a reload with the network still off (the service worker
// serves the app) shows them still pending; back online the queue goes once, in order, and the
// server holds exactly the plan the visitor made. Both languages.
import assert from 'node:assert/strict'
import { test } from 'node:test'
import { controlled, expectHeading, launch, screenshot, url } from './support.mjs'

const EVENT = 'CGA'
/** Exhibitor 1's name as the server has it now: another test (exhibitor self-service) may have edited it. */
async function nameOf(language) {
  const query = new URLSearchParams({ companyProfileId: '1', eventCode: EVENT, language })
  const json = await (await fetch(url(`/api/v4/getExhibitorDetail?${query}`))).json()
  assert.equal(json.result, 'OK', json.resultDesc)
  return json.resultList.companyProfileName
}
const ZH = {
  pending: '待同步',
  queued: '已保存在本机，联网后自动同步',
  synced: '离线时的计划变更已同步',
  note: (n) => `${n} 项计划变更待联网后同步`,
}
const EN = {
  pending: 'Pending',
  queued: "Saved on this phone. It will be sent when you're back online",
  synced: 'The changes you made offline are now in your plan',
  note: (n) => `Plan changes waiting for the network: ${n}. They will be sent when you're back online`,
}

/** One API call as this browser's visitor (their session secret from the page's storage). */
async function call(request, visitor, method, p, { query = {}, body } = {}) {
  const qs = new URLSearchParams({ eventCode: EVENT, userId: visitor.userId, language: 'ZH-CN', ...query })
  const headers = visitor.secret ? { 'x-visitor-session': visitor.secret } : {}
  const res = await request.fetch(url(`${p}?${qs}`), { method, data: body, headers })
  const json = await res.json()
  assert.equal(json.result, 'OK', `${method} ${p}: ${json.resultDesc}`)
  return json.resultList
}

async function visitorOf(page) {
  await page.waitForFunction(() => localStorage.getItem('__userId__'))
  return page.evaluate(() => {
    const userId = localStorage.getItem('__userId__')
    const saved = JSON.parse(localStorage.getItem('__visitorSession__') ?? 'null')
    return { userId, secret: saved?.userId === userId ? saved.secret : undefined }
  })
}

/** The plan the server holds, as sorted `exhibitor:id` / `product:id`. */
async function serverPlan(request, visitor) {
  const plan = await call(request, visitor, 'GET', `/api/v1/plan/events/${EVENT}/companyProfiles`)
  const out = []
  for (const edition of plan) {
    for (const c of edition.companyProfileList) {
      if (c.collected === 1) out.push(`exhibitor:${c.companyProfileId}`)
      for (const p of c.productList) out.push(`product:${p.productId}`)
    }
  }
  return out.sort()
}

/** The collect PUTs a page sent that the server answered, as `exhibitor:id=flag`, in order. */
function recordCollects(page) {
  const sent = []
  page.on('requestfinished', (req) => {
    const m = /\/api\/v1\/plan\/events\/\w+\/(companyProfiles|products)\/(\d+)/.exec(req.url())
    if (req.method() !== 'PUT' || !m) return
    const kind = m[1] === 'products' ? 'product' : 'exhibitor'
    sent.push(`${kind}:${m[2]}=${JSON.parse(req.postData()).collected}`)
  })
  return sent
}

/** The queue's code is fetched once the page is idle (H5 loads it apart): wait for that before going offline. */
const queueCodeFetched = (page) =>
  page.waitForFunction(() =>
    performance.getEntriesByType('resource').some((e) => /\/collect-queue\.[0-9a-f]+\.js$/.test(e.name)),
  )

const heart = async (page) => (await page.locator('.app-header__heart-count:visible').first().textContent())?.trim()
const waitHeart = (page, n) =>
  page.waitForFunction(
    (count) =>
      [...document.querySelectorAll('.app-header__heart-count')].some(
        (el) => el.offsetParent && el.textContent.trim() === String(count),
      ),
    n,
  )
const back = (page) => page.locator('.page-frame__back:visible').click()
/** The visible product id of the product page on screen (its address). */
const productIdOf = (page) => Number(new URL(page.url()).searchParams.get('productId'))

test('offline (中文): collect 3, remove 1 from the plan, reload offline; back online it sends exactly that plan', async () => {
  // the service worker allowed: it serves the reload without a network (item 1)
  const browser = await launch({ serviceWorkers: 'allow' })
  try {
    const { context, page } = browser
    await page.goto(url(`/exhibitors/detail?companyProfileId=1&eventCode=${EVENT}&language=ZH-CN`))
    await page.getByRole('heading', { name: await nameOf('ZH-CN') }).waitFor()
    const visitor = await visitorOf(page)
    // The plan before: another exhibitor of the edition, collected online.
    const list = await call(context.request, visitor, 'POST', '/api/v5/companyProfiles/listPage', {
      query: { pageNo: 1, pageSize: 20 },
      body: {},
    })
    const other = list.list.find((c) => c.companyProfileId !== 1)
    await call(
      context.request,
      visitor,
      'PUT',
      `/api/v1/plan/events/${EVENT}/companyProfiles/${other.companyProfileId}`,
      {
        body: { id: other.companyProfileId, collected: 1 },
      },
    )
    await page.reload()
    await page.getByRole('heading', { name: await nameOf('ZH-CN') }).waitFor()
    await waitHeart(page, 1)
    // the reload offline below is served by the service worker: wait until it is in charge
    await controlled(page)
    // the plan panel read once online (it keeps what it read)
    await page.locator('.app-header__heart:visible').click()
    const panel = page.getByRole('dialog', { name: '我的计划' })
    await panel.getByText(other.companyProfileName).waitFor()
    await panel.getByRole('button', { name: '返回' }).click()

    // Huadong → its first product → Huadong again → its second product: four pages on the stack.
    await page.locator('.product-grid [role=link]:visible').first().click()
    await expectHeading(page, '展品详情')
    const product1 = productIdOf(page)
    await page.getByRole('link', { name: await nameOf('ZH-CN') }).click()
    await expectHeading(page, '展商详情')
    await page.locator('.product-grid [role=link]:visible').nth(1).click()
    await expectHeading(page, '展品详情')
    const product2 = productIdOf(page)
    assert.notEqual(product1, product2)

    // In the hall without a network.
    await queueCodeFetched(page)
    await context.setOffline(true)
    // (plain, or with the time of the kept data once the offline data's code has loaded)
    await page
      .locator('.page-frame__offline:visible')
      .getByText(/^(网络已断开，当前显示的是之前加载的内容|离线 · 数据更新于 .+)$/)
      .waitFor()
    await page.getByRole('button', { name: '加入我的计划', exact: true }).click()
    await page.getByRole('button', { name: `移除 (${ZH.pending})` }).waitFor()
    await page.getByText(ZH.queued).waitFor()
    await waitHeart(page, 2)
    await screenshot(page, 'offline-queue-product-pending-zh')
    await back(page)
    await page.getByRole('button', { name: '收藏', exact: true }).click()
    await page.getByRole('button', { name: `取消收藏 (${ZH.pending})` }).waitFor()
    await waitHeart(page, 3)
    await back(page)
    await page.getByRole('button', { name: '加入我的计划', exact: true }).click()
    await page.getByRole('button', { name: `移除 (${ZH.pending})` }).waitFor()
    await waitHeart(page, 4)
    // the first page shows the same exhibitor: it follows the visitor's own action
    await back(page)
    await page.getByRole('button', { name: `取消收藏 (${ZH.pending})` }).waitFor()
    await screenshot(page, 'offline-queue-exhibitor-pending-zh')

    // ...and removes the earlier exhibitor from the plan.
    await page.locator('.app-header__heart:visible').click()
    await panel.getByRole('button', { name: `从我的计划中移除${other.companyProfileName}` }).click()
    await page.getByRole('button', { name: '移除', exact: true }).click()
    await panel.getByText(other.companyProfileName).waitFor({ state: 'detached' })
    await panel.getByText(ZH.note(4)).waitFor()
    // three items are on their way in: the plan is not "empty"
    assert.equal(await panel.getByText('您还没有添加任何观展计划').count(), 0)
    await waitHeart(page, 3)
    await screenshot(page, 'offline-queue-plan-panel-zh')

    assert.deepEqual(await serverPlan(context.request, visitor), [`exhibitor:${other.companyProfileId}`])
    assert.deepEqual(browser.errors, [])

    // Reloaded with the network still off: the service worker serves the app, and what waits is
    // still there, still pending (the queue is kept on the device, not in the page).
    const sent = recordCollects(page)
    await page.reload()
    await expectHeading(page, '展商详情')
    await page.getByRole('button', { name: `取消收藏 (${ZH.pending})` }).waitFor()
    await waitHeart(page, 3)
    await page.locator('.app-header__heart:visible').click()
    await panel.getByText(ZH.note(4)).waitFor()
    assert.equal(await panel.getByText(other.companyProfileName).count(), 0)
    await screenshot(page, 'offline-queue-reloaded-offline-zh')
    await panel.getByRole('button', { name: '返回' }).click()
    assert.deepEqual(sent, [])
    assert.deepEqual(await serverPlan(context.request, visitor), [`exhibitor:${other.companyProfileId}`])

    // Back online: the queue goes, once each, in the order made.
    await context.setOffline(false)
    // all of it answered: the kept queue is gone (the synced toast is checked in the English test:
    // here, under load, a later toast could replace it before it was seen)
    await page.waitForFunction((id) => localStorage.getItem(`__planQueue__:${id}`) === null, visitor.userId)
    assert.deepEqual(sent, [
      `product:${product2}=1`,
      'exhibitor:1=1',
      `product:${product1}=1`,
      `exhibitor:${other.companyProfileId}=0`,
    ])
    assert.deepEqual(
      await serverPlan(context.request, visitor),
      ['exhibitor:1', `product:${product1}`, `product:${product2}`].sort(),
    )
    await waitHeart(page, 3)
    assert.equal(await page.evaluate((id) => localStorage.getItem(`__planQueue__:${id}`), visitor.userId), null)
    // nothing more goes later
    await page.waitForTimeout(500)
    assert.equal(sent.length, 4)
    assert.deepEqual(browser.errors, [])
  } finally {
    await browser.close()
  }
})

test('offline (English): collect, uncollect and collect again nets out to one request when the network is back', async () => {
  const browser = await launch()
  try {
    const { page, context } = browser
    const sent = recordCollects(page)
    await page.goto(url(`/exhibitors/detail?companyProfileId=1&eventCode=${EVENT}&language=EN`))
    await page.getByRole('heading', { name: await nameOf('EN') }).waitFor()
    const visitor = await visitorOf(page)
    await waitHeart(page, 0)
    await queueCodeFetched(page)

    await context.setOffline(true)
    await page.getByRole('button', { name: 'Collect', exact: true }).click()
    await page.getByRole('button', { name: `Uncollect (${EN.pending})` }).waitFor()
    await page.getByText(EN.queued).waitFor()
    assert.equal(await heart(page), '1')
    await page.getByRole('button', { name: `Uncollect (${EN.pending})` }).click()
    // taken back before the network returned: nothing waits
    await page.getByRole('button', { name: 'Collect', exact: true }).waitFor()
    await waitHeart(page, 0)
    await page.getByRole('button', { name: 'Collect', exact: true }).click()
    await page.getByRole('button', { name: `Uncollect (${EN.pending})` }).waitFor()
    await screenshot(page, 'offline-queue-exhibitor-pending-en')
    await page.locator('.app-header__heart:visible').click()
    const panel = page.getByRole('dialog', { name: 'My Plan' })
    await panel.getByText(EN.note(1)).waitFor()
    await screenshot(page, 'offline-queue-plan-panel-en')
    await panel.getByRole('button', { name: 'Back' }).click()
    assert.deepEqual(sent, [])

    await context.setOffline(false)
    await page.getByRole('button', { name: 'Uncollect', exact: true }).waitFor()
    await page.getByText(EN.synced).waitFor()
    assert.deepEqual(sent, ['exhibitor:1=1'])
    assert.deepEqual(await serverPlan(context.request, visitor), ['exhibitor:1'])
    assert.equal(await heart(page), '1')
    assert.deepEqual(browser.errors, [])
  } finally {
    await browser.close()
  }
})
