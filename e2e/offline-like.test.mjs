// An RFQ's "Interested" made offline (issue 16, item 3) in real Chromium against the real server,
// with the app's service worker: the like shows at once with the count, marked pending; a reload
// with the network still off shows it the same (the kept detail was read before it); back online
// it is sent once and the server counts it. English here; the other queued kinds run in both
// languages in offline-actions.test.mjs.
import assert from 'node:assert/strict'
import { test } from 'node:test'
import { holdWrites, launch, screenshot, url, controlled } from './support.mjs'

const EVENT = 'SIE'
const SESSION_HEADER = 'x-visitor-session'

/** The browser's visitor (their id and the session the server issued, from the page's storage). */
async function visitorOf(page) {
  await page.waitForFunction(() => {
    const userId = localStorage.getItem('__userId__')
    return userId && JSON.parse(localStorage.getItem('__visitorSession__') ?? 'null')?.userId === userId
  })
  return page.evaluate(() => ({
    userId: localStorage.getItem('__userId__'),
    secret: JSON.parse(localStorage.getItem('__visitorSession__')).secret,
  }))
}

/** The RFQ as the server tells this visitor. */
async function rfqOf(visitor, id) {
  const qs = new URLSearchParams({ eventCode: EVENT, userId: visitor.userId, language: 'EN', id: String(id) })
  const res = await fetch(url(`/api/v5/enquiryPool/getEnquiryPoolDetail?${qs}`), {
    headers: { [SESSION_HEADER]: visitor.secret },
  })
  const json = await res.json()
  assert.equal(json.result, 'OK', json.resultDesc)
  return json.resultList
}

const like = (page) => page.locator('.rfq-detail__like:visible')

test('offline (English): Interested on an RFQ, reloaded offline, still pending; back online it is sent once and counted', async () => {
  const browser = await launch({ serviceWorkers: 'allow' })
  try {
    const { page, context } = browser
    await page.goto(url(`/consult/list?eventCode=${EVENT}&language=EN`))
    await page.locator('.rfq-card:visible').first().waitFor()
    const visitor = await visitorOf(page)
    // the service worker (registered after the first load) keeps what the next pages read
    await controlled(page)
    // an open RFQ of another visitor, opened online
    const ids = await page.locator('.rfq-card:visible').evaluateAll((cards) => cards.map((c) => Number(c.dataset.id)))
    let rfq
    for (const id of ids) {
      const r = await rfqOf(visitor, id)
      if (r.isMine === 0 && r.liked === 0 && (r.status === 'OPEN' || r.status === 'RESPONDED')) {
        rfq = r
        break
      }
    }
    assert.ok(rfq, 'an open RFQ of someone else in the pool')
    await page.goto(url(`/consult/detail?id=${rfq.id}&eventCode=${EVENT}&language=EN`))
    await like(page)
      .filter({ hasText: /^Interested$/ })
      .waitFor()
    const sent = []
    page.on('requestfinished', (req) => {
      if (req.url().includes('/api/v5/enquiryPool/enquiryPoolLike')) sent.push(JSON.parse(req.postData()).like)
    })

    // In the hall without a network: shown at once, counted, pending.
    await context.setOffline(true)
    const release = await holdWrites(context)
    await page.locator('.page-frame__offline:visible').first().waitFor()
    await like(page).click()
    const pending = `Interested · ${rfq.interestedCount + 1} (Pending)`
    await like(page).filter({ hasText: pending }).waitFor()
    assert.equal(await like(page).getAttribute('aria-pressed'), 'true')

    // Reloaded, still offline: the worker serves the app and the detail kept from before the like;
    // the like that waits on the device is laid over it.
    await page.reload()
    await like(page).filter({ hasText: pending }).waitFor()
    await screenshot(page, 'offline-like-reloaded-en')
    assert.deepEqual(sent, [])
    assert.equal((await rfqOf(visitor, rfq.id)).liked, 0, 'nothing reached the server')

    // Back online: sent once, and the server counts it.
    await release()
    await context.setOffline(false)
    // all of it answered: the kept queue is gone
    await page.waitForFunction((id) => localStorage.getItem(`__actionQueue__:${id}`) === null, visitor.userId)
    await like(page)
      .filter({ hasText: new RegExp(`^Interested · ${rfq.interestedCount + 1}$`) })
      .waitFor()
    const after = await rfqOf(visitor, rfq.id)
    assert.equal(after.liked, 1)
    assert.equal(after.interestedCount, rfq.interestedCount + 1)
    await page.waitForTimeout(500)
    assert.deepEqual(sent, [1], 'sent once')
    assert.deepEqual(browser.errors, [])
  } finally {
    await browser.close()
  }
})
