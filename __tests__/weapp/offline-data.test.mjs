// The edition's data offline in the mini-program (issue 16, item 2): a visitor browses online (a
// list, a detail, the plan, the session list, a search), loses the network and restarts the
// mini-program: the list (also filtered and searched, over what was kept), the visited detail, the
// plan and the session list show the kept data, with the offline notice and its time. Both
// languages; wx storage within WeChat's limits (enforced by the harness).
import assert from 'node:assert/strict'
import { after, before, test } from 'node:test'
import { api, launchMiniProgram, referenceServer } from './harness/index.mjs'
import { STORAGE_KEY_LIMIT, STORAGE_TOTAL_LIMIT, storageBytes } from './harness/wx.mjs'
import { BEFORE_THE_SHOW, EVENT_CODE, fixtures, launchAt, pageOf, visitorStorage } from './support.mjs'

let server
before(async () => {
  server = await referenceServer()
})
after(() => server?.stop())

const NOTICE = {
  'ZH-CN': /^离线 · 数据更新于 \d+月\d+日 \d\d:\d\d$/,
  EN: /^Offline · data from \d+ [A-Z][a-z]{2} \d\d:\d\d$/,
}
const TITLES = {
  'ZH-CN': { list: '展商名录', plan: '展商计划', sessions: '同期会议', search: '搜索结果' },
  EN: { list: 'Exhibitors', plan: 'Exhibitor plan', sessions: 'Conference', search: 'Search results' },
}

const cardNames = (page) =>
  page.all('.directory-card').map((el) => el.querySelector('.directory-card__name')?.textContent?.trim() ?? '')
const notice = (page) => page.find({ selector: '.page-frame__offline' }) ?? undefined
const noticeText = (page) => notice(page)?.textContent?.trim()

async function expectNotice(page, language) {
  await page.waitFor(() => NOTICE[language].test(noticeText(page) ?? ''), {
    what: `the offline notice "${NOTICE[language]}"`,
  })
  // (its role=status is the browser's: WXML has no role attribute; the browser tests check it)
}

/** The first session day's titles (the list opens on it before the show). */
const firstDay = (f, language) =>
  f.sessions[language].list.filter((s) => s.startTime < '2026-09-15T16:00:00.000Z').map((s) => s.title)

for (const language of ['ZH-CN', 'EN']) {
  test(`offline (${language}): after one visit, a restart without a network shows the kept list, filter, search, detail, plan and sessions`, async (t) => {
    const f = await fixtures()
    const first = f.exhibitors[language].list
    const [a, b] = first
    // a returning visitor whose plan holds exhibitor A
    const userId = `weapp-off-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`
    await api('PUT', `/api/v1/plan/events/${EVENT_CODE}/companyProfiles/${a.companyProfileId}`, {
      query: { userId },
      body: { id: a.companyProfileId, collected: 1 },
    })
    const q = { eventCode: EVENT_CODE, language }
    // on 3G: the small edition is not downloaded by itself (issue 22); this is about what was seen
    const mp = await launchAt(t, '/exhibitors/list', q, {
      storage: visitorStorage(userId),
      now: BEFORE_THE_SHOW,
      networkType: '3g',
    })
    await mp.page.waitFor(() => cardNames(mp.page).includes(a.companyProfileName), { what: 'the first cards' })
    assert.equal(notice(mp.page), undefined, 'no notice online')
    for (const [route, query, text] of [
      ['/exhibitors/detail', { companyProfileId: b.companyProfileId }, b.companyProfileName],
      ['/exhibitors/plan', {}, a.companyProfileName],
      ['/meeting/list', {}, firstDay(f, language)[0]],
    ]) {
      const page = await mp.open(pageOf(route), { ...q, ...query })
      await page.waitForText(text)
      await page.idle()
    }
    // what was kept, in wx storage (written a moment after the answers)
    const ns = `${EVENT_CODE}|${language}`
    const kept = [
      `__offline__:l|${ns}|exhibitors`,
      `__offline__:g|${ns}|/api/v4/getExhibitorDetail?companyProfileId=${b.companyProfileId}`,
      `__offline__:g|${ns}|${userId}|/api/v5/plan/companyProfilePlan?`,
      `__offline__:s|${ns}`,
    ]
    await mp.page.waitFor(() => kept.every((key) => mp.storage.has(key)), { what: `kept: ${kept.join(', ')}` })
    await mp.page.waitFor(() => mp.storage.has('__offline__:meta'), { what: 'the offline index' })
    await mp.setOnline(false)
    const storage = mp.storageSnapshot()
    for (const [key, value] of Object.entries(storage)) {
      assert.ok(Buffer.byteLength(JSON.stringify({ data: value })) <= STORAGE_KEY_LIMIT, `${key} within 1 MB`)
    }
    const offlineKeys = [...mp.storage].filter(([k]) => k.startsWith('__offline__:'))
    const offlineBytes = offlineKeys.reduce((n, [k, v]) => n + Buffer.byteLength(k) + Buffer.byteLength(v), 0)
    console.log(
      `kept after one visit (${language}): ${offlineKeys.length} keys, ${(offlineBytes / 1024).toFixed(1)} KB ` +
        `(all wx storage ${(storageBytes(mp) / 1024).toFixed(1)} KB of 10240 KB)`,
    )
    assert.ok(storageBytes(mp) < STORAGE_TOTAL_LIMIT / 10, `kept ${storageBytes(mp)} bytes`)
    mp.close()

    // In the hall without a network: the mini-program starts again.
    const off = await launchMiniProgram({
      path: `${pageOf('/exhibitors/list')}?eventCode=${EVENT_CODE}&language=${language}`,
      storage,
      offline: true,
      now: BEFORE_THE_SHOW,
    })
    t.after(() => off.close())
    const list = off.page
    await list.waitFor(() => cardNames(list).includes(a.companyProfileName), { what: 'the kept cards' })
    await expectNotice(list, language)
    assert.equal(list.title, TITLES[language].list)
    assert.ok(
      off.requests.some((r) => r.offline && r.url.includes('/companyProfiles/listPage')),
      'the list was asked of the network first',
    )
    // the kept first page (the waterfall lays its cards out by columns)
    const firstNames = first.map((e) => e.companyProfileName)
    await list.waitForText(language === 'EN' ? `${firstNames.length} exhibitors` : `共 ${firstNames.length} 家展商`)
    assert.ok(cardNames(list).length >= 6, 'the first screen of cards')
    assert.ok(
      cardNames(list).every((n) => firstNames.includes(n)),
      'kept cards only',
    )

    // a tag filter (through the address, as the filter keeps it) over the kept entries
    const tag = first.flatMap((e) => e.tags).find((tg) => first.some((e) => !e.tags.some((x) => x.id === tg.id)))
    assert.ok(tag, 'a tag some kept entries lack')
    const tagged = first.filter((e) => e.tags.some((x) => x.id === tag.id)).map((e) => e.companyProfileName)
    const untagged = first.find((e) => !e.tags.some((x) => x.id === tag.id)).companyProfileName
    const filtered = await off.open(pageOf('/exhibitors/list'), { ...q, meals: String(tag.id) })
    await filtered.waitFor(() => cardNames(filtered).includes(tagged[0]), { what: `the cards tagged ${tag.label}` })
    await expectNotice(filtered, language)
    assert.ok(!cardNames(filtered).includes(untagged), `${untagged} has no tag ${tag.label}`)
    assert.ok(
      cardNames(filtered).every((n) => tagged.includes(n)),
      'only kept entries with the tag',
    )
    await off.back()

    // a search over the kept names
    const keyword = b.companyProfileName.slice(0, Math.min(4, b.companyProfileName.length)).toLowerCase()
    const search = await off.open(pageOf('/search/all'), { ...q, keyword })
    await search.waitForText(b.companyProfileName)
    await expectNotice(search, language)
    const expected = first.filter((e) => e.companyProfileName.toLowerCase().includes(keyword))
    await search.waitFor(() => cardNames(search).length === expected.length, {
      what: `${expected.length} kept exhibitors matching "${keyword}"`,
    })
    await off.back()

    // the visited detail, the plan, the session list
    const detail = await off.open(pageOf('/exhibitors/detail'), { ...q, companyProfileId: b.companyProfileId })
    await detail.waitForText(b.companyProfileName)
    await expectNotice(detail, language)
    await off.back()
    const plan = await off.open(pageOf('/exhibitors/plan'), q)
    await plan.waitForText(a.companyProfileName)
    await expectNotice(plan, language)
    await off.back()
    const sessions = await off.open(pageOf('/meeting/list'), q)
    for (const title of firstDay(f, language).slice(0, 3)) await sessions.waitForText(title)
    await expectNotice(sessions, language)
    assert.equal(sessions.title, TITLES[language].sessions)

    // the network is back: the notice goes
    await off.setOnline(true)
    await sessions.waitFor(() => notice(sessions) === undefined, { what: 'the notice gone' })
  })
}

test('wx storage keeps to WeChat’s limits: 1 MB per key, 10 MB in all', async (t) => {
  const mp = await launchAt(t, '/exhibitors/list', { eventCode: EVENT_CODE })
  assert.throws(() => mp.wx.setStorageSync('big', 'x'.repeat(STORAGE_KEY_LIMIT)), /exceed storage item max length/)
  // CJK text counts three bytes a character
  assert.throws(() => mp.wx.setStorageSync('cjk', '展'.repeat(400 * 1024)), /exceed storage item max length/)
  for (let i = 0; i < 10; i++) mp.wx.setStorageSync(`fill${i}`, 'x'.repeat(1000 * 1000))
  assert.throws(() => mp.wx.setStorageSync('one-more', 'x'.repeat(600 * 1000)), /exceed storage max size/)
  assert.ok(mp.wx.getStorageInfoSync().currentSize <= 10240)
})
