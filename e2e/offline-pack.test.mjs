// The whole-edition download in the browser (issue 16, item 4), in real Chromium against the real
// server: on the home, "下载离线数据 / Download for offline" shows its progress, then "已可离线使用 ·
// <date> / Available offline · <date>"; with the network off (context.setOffline) the directory
// filtered by a category lists, from the pack, exhibitors the visitor never opened online. Both
// languages; screenshots of the home's card before and after.
import assert from 'node:assert/strict'
import { test } from 'node:test'
import { CARD, expectHeading, launch, screenshot, settled, url, controlled } from './support.mjs'

const EVENT = 'SIE'
const WORDS = {
  'ZH-CN': {
    home: '展会详情',
    exhibitors: '展商名录',
    download: '下载离线数据',
    downloading: /^正在下载… (\d+)%$/,
    held: /^已可离线使用 · \d{4}-\d\d-\d\d \d\d:\d\d$/,
    count: (n) => `共 ${n} 家展商`,
  },
  EN: {
    home: 'Exhibition',
    exhibitors: 'Exhibitors',
    download: 'Download for offline',
    downloading: /^Downloading… (\d+)%$/,
    held: /^Available offline · \d{4}-\d\d-\d\d \d\d:\d\d$/,
    count: (n) => `${n} exhibitors`,
  },
}

async function api(p, language, init) {
  const qs = new URLSearchParams({ eventCode: EVENT, language, pageNo: '1', pageSize: '100', isShowCountNum: '1' })
  const json = await (await fetch(url(`${p}?${qs}`), init)).json()
  assert.equal(json.result, 'OK', `${p}: ${json.resultDesc}`)
  return json.resultList
}

/** A category with a handful of exhibitors, none of them on the list's first page (never seen online). */
async function unseenCategory(language) {
  const post = (body) =>
    api('/api/v5/companyProfiles/listPage', language, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    })
  const tree = await api('/api/v5/categoryData/getCategory', language)
  for (const leaf of tree.flatMap((node) => (node.children?.length ? node.children : [node]))) {
    const page = await post({ categorys: [leaf.id] })
    if (page.list.length >= 4 && page.list.length <= 60) {
      return { id: leaf.id, label: leaf.label, names: page.list.map((e) => e.companyProfileName) }
    }
  }
  throw new Error('no category with 4 to 60 exhibitors in the seed')
}

const statusText = async (page) =>
  ((await page.locator('.offline-pack__status:visible').first().textContent()) ?? '').trim()

for (const language of ['ZH-CN', 'EN']) {
  test(`offline pack (${language}): downloaded on the home with its progress; offline, a category from the pack`, async () => {
    const W = WORDS[language]
    const category = await unseenCategory(language)
    const browser = await launch({ serviceWorkers: 'allow' })
    const { context, page } = browser
    try {
      const requests = []
      page.on('request', (r) => requests.push(r.url()))
      await page.goto(url(`/exhibition/detail?eventCode=${EVENT}&language=${language}`))
      await expectHeading(page, W.home)
      await controlled(page)
      const action = page.getByRole('button', { name: W.download })
      await action.waitFor()
      await settled(page)
      // this visitor asked to save data (launch()'s default): nothing is downloaded without a tap (issue 22)
      assert.equal(requests.filter((r) => r.includes('/api/v5/offline/pack')).length, 0)
      await screenshot(page, `offline-pack-home-${language.toLowerCase()}`)

      // what the bar and its words said while it came (React renders them as the bytes are counted)
      await page.evaluate(() => {
        const seen = (window.__packProgress = [])
        new MutationObserver(() => {
          const bar = document.querySelector('.offline-pack [role=progressbar]')
          const status = document.querySelector('.offline-pack__status')?.textContent?.trim()
          if (bar) seen.push({ now: bar.getAttribute('aria-valuenow'), status })
        }).observe(document.body, { subtree: true, childList: true, attributes: true, characterData: true })
      })
      // a slow network (about 3G), so the bytes come in many reads the bar can show
      const cdp = await context.newCDPSession(page)
      await cdp.send('Network.emulateNetworkConditions', {
        offline: false,
        latency: 40,
        downloadThroughput: 96 * 1024,
        uploadThroughput: 96 * 1024,
      })
      await action.click()
      await page.waitForFunction(
        (re) => new RegExp(re).test(document.querySelector('.offline-pack__status')?.textContent?.trim() ?? ''),
        W.held.source,
        { timeout: 30_000 },
      )
      assert.match(await statusText(page), W.held)
      const seen = await page.evaluate(() => window.__packProgress)
      const percents = seen
        .map((s) => W.downloading.exec(s.status ?? '')?.[1])
        .filter(Boolean)
        .map(Number)
      console.log(
        `progress shown (${language}): ${percents.length} steps, ${percents.slice(0, 4).join(' ')} … ${percents.at(-1)} %`,
      )
      assert.ok(
        percents.some((p) => p > 0 && p < 100),
        `the progress was shown on the way: ${JSON.stringify(seen.slice(0, 10))}`,
      )
      assert.ok(
        percents.every((p, i) => p >= 0 && p <= 100 && (i === 0 || p >= percents[i - 1])),
        `rising percentages: ${percents}`,
      )
      assert.ok(
        seen.every((s) => s.now === null || String(W.downloading.exec(s.status ?? '')?.[1] ?? s.now) === s.now),
        'the bar and its words agree',
      )
      assert.ok(
        requests.some((r) => r.includes('/api/v5/offline/pack') && !r.includes('since=')),
        'the whole edition was asked for',
      )
      await cdp.send('Network.emulateNetworkConditions', {
        offline: false,
        latency: 0,
        downloadThroughput: -1,
        uploadThroughput: -1,
      })
      await screenshot(page, `offline-pack-home-held-${language.toLowerCase()}`)
      // no list was opened online: what the directory shows offline comes from the pack
      assert.equal(requests.filter((r) => r.includes('/companyProfiles/listPage')).length, 0)

      // No network: the directory, filtered by a category, from the pack.
      await context.setOffline(true)
      await page.goto(url(`/exhibitors/list?eventCode=${EVENT}&language=${language}&categorys=${category.id}`))
      await expectHeading(page, W.exhibitors, 20_000)
      await page.locator('.directory-list__count:visible', { hasText: W.count(category.names.length) }).waitFor()
      await page.locator(`${CARD}:visible`).first().waitFor()
      const shown = await page
        .locator(`${CARD}:visible .directory-card__name`)
        .evaluateAll((els) => els.map((e) => e.textContent.trim()))
      assert.ok(shown.length >= Math.min(4, category.names.length), `cards: ${shown.join(', ')}`)
      assert.ok(
        shown.every((n) => category.names.includes(n)),
        `only the category's exhibitors (${category.label}): ${shown.join(', ')}`,
      )
      await screenshot(page, `offline-pack-category-${language.toLowerCase()}`)
      assert.deepEqual(browser.errors, [])
    } finally {
      await context.setOffline(false).catch(() => undefined)
      await browser.close()
    }
  })
}
