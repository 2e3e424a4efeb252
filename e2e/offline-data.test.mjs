// The edition's data offline in the browser (issue 16, the data half of item 1): a visitor browses
// online (home, a search, the exhibitor list, a detail they collect, the plan panel); once the
// offline data's code has loaded and kept what they saw, the network goes (context.setOffline) and,
// without a reload, they move around the app: the list with a tag filter and a search over the
// kept entries, the visited detail, the plan — with the offline notice and its time, which goes
// when the network is back. Both languages.
import assert from 'node:assert/strict'
import { test } from 'node:test'
import { CARD, expectHeading, launch, screenshot, settled, url } from './support.mjs'

const EVENT = 'SIE'
const WORDS = {
  'ZH-CN': {
    home: '展会详情',
    exhibitors: '展商名录',
    detail: '展商详情',
    filter: '筛选排序',
    tags: '标签',
    complete: '完成',
    collect: '收藏',
    uncollect: '取消收藏',
    plan: '我的计划',
    search: '搜索结果',
    notice: /^离线 · 数据更新于 \d+月\d+日 \d\d:\d\d$/,
  },
  EN: {
    home: 'Exhibition',
    exhibitors: 'Exhibitors',
    detail: 'Exhibitor detail',
    filter: 'Filter & sort',
    tags: 'Tags',
    complete: 'Complete',
    collect: 'Collect',
    uncollect: 'Uncollect',
    plan: 'My Plan',
    search: 'Search results',
    notice: /^Offline · data from \d+ [A-Z][a-z]{2} \d\d:\d\d$/,
  },
}

/** The first page of the edition's exhibitors as the server has it now (names are edited by other tests). */
async function listPage(language, body = {}, pageSize = 20) {
  const query = new URLSearchParams({ eventCode: EVENT, language, pageNo: '1', pageSize: String(pageSize) })
  const res = await fetch(url(`/api/v5/companyProfiles/listPage?${query}`), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })
  const json = await res.json()
  assert.equal(json.result, 'OK', json.resultDesc)
  return json.resultList.list
}

/** The keys the offline data holds in IndexedDB (the database idb-keyval opens for it). */
const keptKeys = (page) =>
  page.evaluate(
    () =>
      new Promise((resolve) => {
        const open = indexedDB.open('expo-offline')
        open.onerror = () => resolve([])
        open.onsuccess = () => {
          const db = open.result
          if (!db.objectStoreNames.contains('data')) return resolve([])
          const req = db.transaction('data').objectStore('data').getAllKeys()
          req.onsuccess = () => resolve(req.result.map(String))
          req.onerror = () => resolve([])
        }
      }),
  )

const visibleNames = (page) =>
  page.locator(`${CARD}:visible .directory-card__name`).evaluateAll((els) => els.map((e) => e.textContent.trim()))

/** The page frame's notice of the page on show. */
const notice = (page) => page.locator('.page-frame__offline:visible')

async function expectNotice(page, language) {
  await notice(page).first().waitFor()
  const text = (await notice(page).first().textContent()).trim()
  assert.match(text, WORDS[language].notice)
  assert.equal(await notice(page).first().getAttribute('role'), 'status')
}

/** Waits until the page is idle and the code fetched then (next pages, panels, offline data) has come. */
async function idleLoaded(page) {
  await page.waitForFunction(() => performance.getEntriesByName('expo:prefetch-next-pages').length > 0)
  await page.waitForLoadState('networkidle')
}

for (const language of ['ZH-CN', 'EN']) {
  test(`offline (${language}): after browsing online, the kept list, filter, search, detail and plan without a network`, async () => {
    const W = WORDS[language]
    const browser = await launch()
    try {
      const { page, context } = browser
      const first = await listPage(language)
      const b = first[1]
      const tag = b.tags[0]
      assert.ok(tag, 'the second exhibitor has a tag')
      const keyword = b.companyProfileName.slice(0, language === 'EN' ? 6 : 2).toLowerCase()

      // Online: the home, a search, the list, a detail (collected), the plan panel.
      await page.goto(url(`/exhibition/detail?eventCode=${EVENT}&language=${language}`))
      await expectHeading(page, W.home)
      await idleLoaded(page)
      await page.getByRole('search').click()
      const input = page.locator('.search-box input:visible')
      await input.waitFor()
      await idleLoaded(page)
      await input.fill(keyword)
      await input.press('Enter')
      await expectHeading(page, W.search)
      await page.locator(`${CARD}:visible`).first().waitFor()
      await page.goBack()
      await page.goBack()
      await expectHeading(page, W.home)
      await page.getByRole('link', { name: W.exhibitors }).click()
      await expectHeading(page, W.exhibitors)
      await page.locator(`${CARD}:visible`, { hasText: b.companyProfileName }).first().waitFor()
      await idleLoaded(page)
      await page.locator(`${CARD}:visible`, { hasText: b.companyProfileName }).first().click()
      await expectHeading(page, W.detail)
      await page.getByRole('button', { name: W.collect, exact: true }).click()
      await page.getByRole('button', { name: W.uncollect, exact: true }).waitFor()
      await page.locator('.app-header__heart:visible').click()
      const panel = page.getByRole('dialog', { name: W.plan })
      await panel.getByText(b.companyProfileName).first().waitFor()
      await page.locator('.plan-panel__back:visible').click()
      await settled(page)
      await page.goBack()
      await expectHeading(page, W.exhibitors)

      // The offline data's code has come (a chunk fetched when idle) and kept what was seen.
      const ns = `${EVENT}|${language}`
      const wanted = [`l|${ns}|exhibitors`, `g|${ns}|/api/v4/getExhibitorDetail?companyProfileId=${b.companyProfileId}`]
      await page.waitForFunction(() =>
        performance.getEntriesByType('resource').some((e) => /\/offline-data\.[0-9a-f]+\.js$/.test(e.name)),
      )
      await (async () => {
        for (let i = 0; i < 100; i++) {
          const keys = await keptKeys(page)
          if (wanted.every((k) => keys.includes(k)) && keys.some((k) => k.includes('/api/v1/plan/events/'))) return
          await page.waitForTimeout(100)
        }
        assert.fail(`kept keys: ${(await keptKeys(page)).join(', ')}`)
      })()
      assert.equal(await notice(page).count(), 0, 'no notice online')

      // No network: the list stays, the notice says since when.
      await context.setOffline(true)
      await expectNotice(page, language)
      await screenshot(page, `offline-data-list-${language.toLowerCase()}`)

      // A tag filter over the kept entries (its popup's code and words came while idle).
      await page.getByRole('button', { name: W.filter }).click()
      await page.getByRole('tab', { name: W.tags }).click()
      await page.locator('.filter-popup__option:visible', { hasText: tag.label }).first().click()
      await page.getByRole('button', { name: W.complete }).click()
      await page.locator('.filter-chips__chip:visible', { hasText: tag.label }).waitFor()
      await page.locator(`${CARD}:visible`, { hasText: b.companyProfileName }).first().waitFor()
      // kept: the list's pages seen and the search's answers; each shown card has the tag (the
      // server's own filtered list has it), and the count is what is kept of those
      const serverTagged = (await listPage(language, { meals: [tag.id] }, 100)).map((e) => e.companyProfileName)
      const taggedFirst = first.filter((e) => e.tags.some((x) => x.id === tag.id)).length
      const shown = await visibleNames(page)
      assert.ok(shown.length > 0, 'cards shown')
      assert.ok(
        shown.every((n) => serverTagged.includes(n)),
        `only kept entries tagged ${tag.label}: ${shown.join(', ')}`,
      )
      const count = Number((await page.locator('.directory-list__count:visible').textContent()).replace(/[^0-9]/g, ''))
      assert.ok(count >= taggedFirst && count < serverTagged.length, `${count} kept of ${serverTagged.length} tagged`)
      await expectNotice(page, language)
      await screenshot(page, `offline-data-filter-${language.toLowerCase()}`)

      // The search over the kept names, then the visited detail (collected, as the plan knows).
      await page.goBack()
      await expectHeading(page, W.home)
      await page.getByRole('search').click()
      const again = page.locator('.search-box input:visible')
      await again.waitFor()
      await again.fill(keyword)
      await again.press('Enter')
      await expectHeading(page, W.search)
      await page.locator(`${CARD}:visible`, { hasText: b.companyProfileName }).first().waitFor()
      const found = await visibleNames(page)
      assert.ok(
        found.every((n) => n.toLowerCase().includes(keyword)),
        `search "${keyword}" over the kept: ${found.join(', ')}`,
      )
      await expectNotice(page, language)
      await screenshot(page, `offline-data-search-${language.toLowerCase()}`)
      await page.locator(`${CARD}:visible`, { hasText: b.companyProfileName }).first().click()
      await expectHeading(page, W.detail)
      await page.locator('.page-frame:visible').getByText(b.companyProfileName).first().waitFor()
      await page.getByRole('button', { name: W.uncollect, exact: true }).waitFor()
      await expectNotice(page, language)

      // The plan.
      await page.locator('.app-header__heart:visible').click()
      await page.getByRole('dialog', { name: W.plan }).getByText(b.companyProfileName).first().waitFor()
      await screenshot(page, `offline-data-plan-${language.toLowerCase()}`)
      await page.locator('.plan-panel__back:visible').click()

      // Back online: the notice goes.
      await context.setOffline(false)
      await notice(page).first().waitFor({ state: 'detached' })
      assert.deepEqual(browser.errors, [])
    } finally {
      await browser.close()
    }
  })
}
