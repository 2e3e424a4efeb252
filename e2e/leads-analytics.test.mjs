// What the show brought an exhibitor (issue 28, item 5) in real Chromium against the real server:
// opening the venue map located on the exhibitor's stand (its page's "on the map") records one
// "map open" for it, and its analytics on /exhibition/my-detail count it, in English and Chinese.
import assert from 'node:assert/strict'
import { test } from 'node:test'
import { codeFor, expectHeading, launch, screenshot, serverClockAt, url } from './support.mjs'
import { tapDrawn } from './taps.mjs'

const PHONE = '13700137000' // a seeded exhibitor contact of the CGA show

const WORDS = {
  EN: {
    heading: 'My exhibitor information',
    title: 'What the show brought you',
    mapOpens: 'Map opens',
    routeStops: 'Route stops',
    hall: 'Hall median',
    counted: /^Counted at \d\d:\d\d, updated every 5 minutes$/,
  },
  'ZH-CN': {
    heading: '我的展商信息',
    title: '展会带来了什么',
    mapOpens: '地图查看',
    routeStops: '路线途经',
    hall: '展馆中位数',
    counted: /^统计于 \d\d:\d\d，每 5 分钟更新$/,
  },
}

/** The exhibitor's own figure ("You") of a metric in the total block, with the labels checked. */
async function mine(page, language, metric) {
  const w = WORDS[language]
  const stats = page.locator('[data-testid=leads-analytics]').first()
  await stats.getByText(w.title).waitFor()
  await stats.getByText(w.counted).waitFor()
  const total = stats.locator('[data-testid=leads-stats-block]').first()
  await total.getByText(w.hall).first().waitFor()
  const row = total.locator(`[data-metric="${metric}"]`)
  assert.equal(await row.count(), 1, metric)
  await row.getByText(w[metric]).waitFor()
  // the three bars: the exhibitor's own, the hall's median, the show's median
  const figures = await row.locator('.leads-stats__n').allTextContents()
  assert.equal(figures.length, 3, `three figures for ${metric}`)
  for (const f of figures) assert.match(f.trim(), /^\d+(\.\d+)?$/, `a number: ${f}`)
  return Number(figures[0])
}

test('opening the map on an exhibitor raises its "map opens" on my-detail (EN, then ZH)', async () => {
  const browser = await launch()
  try {
    const { page, errors } = browser
    await page.goto(url('/exhibition/my-detail?eventCode=CGA&language=EN'))
    await expectHeading(page, WORDS.EN.heading)
    await page.locator('input.phone-verify__phone, .phone-verify__phone input').first().fill(PHONE)
    // other tests verify this phone too (one code a minute): this code is asked for later on the server's clock
    await serverClockAt(Date.now() + 150_000)
    const after = Date.now() - 1000
    await tapDrawn(page.locator('.code-button:visible'))
    await page
      .locator('input.phone-verify__code, .phone-verify__code input')
      .first()
      .fill(await codeFor(PHONE, after))
    const asked = page.waitForResponse((r) => r.url().includes('/api/v5/leads/analytics'))
    await tapDrawn(page.getByRole('button', { name: 'Verify', exact: true }))
    const companyProfileId = Number(new URL((await asked).url()).searchParams.get('companyProfileId'))
    assert.ok(companyProfileId > 0)
    const before = await mine(page, 'EN', 'mapOpens')
    await mine(page, 'EN', 'routeStops')

    // the exhibitor's page → "on the map": the map opens located on its stand, recorded once
    await page.goto(url(`/exhibitors/detail?companyProfileId=${companyProfileId}&eventCode=CGA&language=EN`))
    const link = page.locator('.stand-link:visible').first()
    await link.waitFor()
    const recorded = []
    page.on('request', (r) => {
      if (r.url().includes('/api/v5/behaviorMessage') && r.method() === 'POST') {
        const body = r.postDataJSON()
        for (const rec of body.DATA ?? [body]) if (rec.ACTIONID === 'map') recorded.push(rec)
      }
    })
    const saved = page.waitForResponse(
      (r) => r.url().includes('/api/v5/behaviorMessage') && (r.request().postData() ?? '').includes('"map"'),
    )
    await tapDrawn(link)
    assert.equal((await (await saved).json()).result, 'OK')
    await page.locator('.venue-map__hall').waitFor()
    // re-renders of the map (a zoom) do not record it again
    await page.waitForTimeout(1000)
    assert.equal(recorded.length, 1, 'one map open per open')
    assert.equal(recorded[0].COMPANYPROFILEID, companyProfileId)
    await screenshot(page, 'analytics-map-open-en')

    // past the 5-minute reuse of the counts (the first were counted at the code's later clock):
    // my-detail in Chinese counts the open
    await serverClockAt(Date.now() + 10 * 60_000)
    await page.goto(url('/exhibition/my-detail?eventCode=CGA&language=ZH-CN'))
    await expectHeading(page, WORDS['ZH-CN'].heading)
    assert.equal(await mine(page, 'ZH-CN', 'mapOpens'), before + 1, 'the map open is counted')
    await mine(page, 'ZH-CN', 'routeStops')
    await page.locator('[data-testid=leads-analytics]').first().scrollIntoViewIfNeeded()
    await screenshot(page, 'my-detail-analytics-zh')
    assert.deepEqual(errors, [])
  } finally {
    await serverClockAt(null)
    await browser.close()
  }
})
