// The whole-edition download in the mini-program (issue 16, item 4): on the home, "下载离线数据 /
// Download for offline" shows its progress (wx.downloadFile's onProgressUpdate), then "已可离线使用 ·
// <date> / Available offline · <date>" with an update; started again online, the pack held is
// updated quietly; restarted without a network, the directory filtered by a category lists
// exhibitors the visitor never opened online. Both languages.
import assert from 'node:assert/strict'
import { after, before, test } from 'node:test'
import { api, launchMiniProgram, referenceServer } from './harness/index.mjs'
import { BEFORE_THE_SHOW, EVENT_CODE, launchAt, pageOf } from './support.mjs'

let server
before(async () => {
  server = await referenceServer()
})
after(() => server?.stop())

const WORDS = {
  'ZH-CN': {
    download: '下载离线数据',
    downloading: /^正在下载… (\d+)%$/,
    held: /^已可离线使用 · \d{4}-\d\d-\d\d \d\d:\d\d$/,
    update: '更新',
    upToDate: '离线数据已是最新',
    count: (n) => `共 ${n} 家展商`,
  },
  EN: {
    download: 'Download for offline',
    downloading: /^Downloading… (\d+)%$/,
    held: /^Available offline · \d{4}-\d\d-\d\d \d\d:\d\d$/,
    update: 'Update',
    upToDate: 'The offline data is up to date',
    count: (n) => `${n} exhibitors`,
  },
}

const statusText = (page) => page.find({ selector: '.offline-pack__status' })?.textContent?.trim() ?? ''
const cardNames = (page) =>
  page.all('.directory-card').map((el) => el.querySelector('.directory-card__name')?.textContent?.trim() ?? '')

/** A leaf category with a handful of exhibitors, and their names as the server lists them. */
async function categoryWithExhibitors(language) {
  const tree = await api('GET', '/api/v5/categoryData/getCategory', { query: { language, eventCode: EVENT_CODE } })
  const leaves = tree.flatMap((node) => (node.children?.length ? node.children : [node]))
  for (const leaf of leaves) {
    const page = await api('POST', '/api/v5/companyProfiles/listPage', {
      query: { language, eventCode: EVENT_CODE, pageNo: 1, pageSize: 100, isShowCountNum: 1 },
      body: { categorys: [leaf.id] },
    })
    if (page.list.length >= 4 && page.list.length <= 60)
      return { id: leaf.id, names: page.list.map((e) => e.companyProfileName) }
  }
  throw new Error('no category with 4 to 60 exhibitors in the seed')
}

for (const language of ['ZH-CN', 'EN']) {
  test(`offline pack (${language}): downloaded on the home with its progress, updated quietly at start-up; offline, a category lists exhibitors never opened`, async (t) => {
    const w = WORDS[language]
    const q = { eventCode: EVENT_CODE, language }
    // on 3G: a small edition is not downloaded without a tap there (issue 22), the card is tapped
    const mp = await launchAt(t, '/exhibition/detail', q, { now: BEFORE_THE_SHOW, networkType: '3g' })
    const home = mp.page
    await home.waitForText(w.download)
    await home.idle()
    const packCalls = (m) => m.callsOf('downloadFile').filter((c) => c.url.includes('/api/v5/offline/pack'))
    assert.equal(packCalls(mp).length, 0, 'nothing held, on 3G: no download at start-up')

    // The download is held back once its bytes have come (a phone on a slow network): the card
    // shows how far it got before the pack is stored.
    let release
    const held = new Promise((resolve) => (release = resolve))
    const download = mp.wx.downloadFile
    mp.wx.downloadFile = (o) => download({ ...o, success: (res) => void held.then(() => o.success?.(res)) })
    t.after(() => (mp.wx.downloadFile = download))

    await home.tap({ selector: '.offline-pack__action', text: w.download })
    await home.waitFor(() => home.find({ selector: '.offline-pack__bar' }) != null, { what: 'the progress bar' })
    await home.waitFor(() => Number(w.downloading.exec(statusText(home))?.[1]) > 0, {
      what: `"${w.downloading}" above 0 %`,
    })
    const shown = Number(w.downloading.exec(statusText(home))[1])
    const [request] = mp.callsOf('downloadFile').filter((c) => c.url.includes('/api/v5/offline/pack'))
    assert.ok(request, 'the pack came through wx.downloadFile')
    assert.ok(shown <= 100)
    const url = new URL(request.url)
    assert.equal(url.searchParams.get('since'), null, 'nothing held: the whole edition')
    assert.equal(url.searchParams.get('language'), language)
    release()
    await home.waitFor(() => w.held.test(statusText(home)), { what: `"${w.held}"` })
    assert.equal(home.find({ selector: '.offline-pack__bar' }), null, 'the bar gone once held')
    assert.equal(request.progress.at(-1), 100, `WeChat's progress ${request.progress}`)
    assert.ok(request.progress.length > 1, 'reported as it came')

    // an update right away: only the changes since the version held, which are none
    await home.tap({ selector: '.offline-pack__action', text: w.update })
    await home.waitFor(() => mp.callsOf('showToast').some((c) => c.title === w.upToDate), { what: w.upToDate })
    const update = mp.callsOf('downloadFile').filter((c) => c.url.includes('/api/v5/offline/pack'))[1]
    assert.ok(Number(new URL(update.url).searchParams.get('since')) > 0, 'the update asks since the version held')
    await home.idle()
    mp.close()

    // Started again online: the pack held is brought up to date quietly, without a tap.
    const again = await launchMiniProgram({
      path: `${pageOf('/exhibition/detail')}?${new URLSearchParams(q)}`,
      storage: mp.storageSnapshot(),
      now: BEFORE_THE_SHOW,
    })
    t.after(() => again.close())
    await again.page.waitFor(() => packCalls(again).length === 1, { what: 'the quiet update' })
    assert.equal(
      new URL(packCalls(again)[0].url).searchParams.get('since'),
      new URL(update.url).searchParams.get('since'),
    )
    await again.page.waitFor(() => w.held.test(statusText(again.page)), { what: `"${w.held}"` })
    assert.deepEqual(again.toasts, [], 'quiet')
    await again.page.idle()
    const storage = again.storageSnapshot()
    again.close()

    // In the hall without a network: the directory filtered by a category, from the pack.
    const category = await categoryWithExhibitors(language)
    const off = await launchMiniProgram({
      path: `${pageOf('/exhibitors/list')}?${new URLSearchParams({ ...q, categorys: String(category.id) })}`,
      storage,
      offline: true,
      now: BEFORE_THE_SHOW,
    })
    t.after(() => off.close())
    const list = off.page
    await list.waitForText(w.count(category.names.length))
    await list.waitFor(() => cardNames(list).length >= Math.min(4, category.names.length), { what: 'the cards' })
    assert.ok(
      cardNames(list).every((n) => category.names.includes(n)),
      `only the category's exhibitors: ${cardNames(list)}`,
    )
    // none of them was ever opened: the only list seen online was none (the home only)
    assert.equal(
      mp.callsOf('request').filter((c) => c.url.includes('/companyProfiles/listPage')).length,
      0,
      'no list was fetched online',
    )
  })
}
