// Offline details don't dead-end, in the mini-program (issue 22, item 2): on Wi-Fi the small
// edition is downloaded by itself after the first page ("已可离线使用 / Available offline" without a
// tap); restarted without a network, an exhibitor, a product and a session never opened online show
// what the pack holds and say that the full page comes with the network; Collect and Remind are
// kept for later. On 3G nothing is downloaded without a tap. Both languages.
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
    held: /^已可离线使用 · \d{4}-\d\d-\d\d \d\d:\d\d$/,
    download: '下载离线数据',
    partial: '离线：以下是已下载的信息，联网后可查看完整页面',
    stand: '展位',
    pending: '待同步',
    remindMe: '提醒我',
  },
  EN: {
    held: /^Available offline · \d{4}-\d\d-\d\d \d\d:\d\d$/,
    download: 'Download for offline',
    partial: 'Offline: this is what was downloaded. The full page comes with the network',
    stand: 'Stand',
    pending: 'Pending',
    remindMe: 'Remind me',
  },
}

const statusText = (page) => page.find({ selector: '.offline-pack__status' })?.textContent?.trim() ?? ''
const packCalls = (mp) => mp.callsOf('downloadFile').filter((c) => c.url.includes('/api/v5/offline/pack'))

async function last(path, language, body) {
  const query = { language, eventCode: EVENT_CODE, pageNo: 1, pageSize: 100, isShowCountNum: 1 }
  const page = body ? await api('POST', path, { query, body }) : await api('GET', path, { query })
  return page.list.at(-1)
}

for (const language of ['ZH-CN', 'EN']) {
  test(`offline details (${language}): downloaded by itself on Wi-Fi; offline, never-opened details from the pack, Collect and Remind kept`, async (t) => {
    const w = WORDS[language]
    const q = { eventCode: EVENT_CODE, language }
    const exhibitor = await last('/api/v5/companyProfiles/listPage', language, {})
    const product = await last('/api/v5/products/listPage', language, {})
    const session = await last('/api/v5/session/getSessionList', language)

    const mp = await launchAt(t, '/exhibition/detail', q, { now: BEFORE_THE_SHOW })
    await mp.page.waitFor(() => w.held.test(statusText(mp.page)), { what: `"${w.held}" without a tap` })
    assert.equal(packCalls(mp).length, 1)
    assert.equal(new URL(packCalls(mp)[0].url).searchParams.get('since'), null, 'the whole edition')
    await mp.page.idle()
    const storage = mp.storageSnapshot()
    mp.close()

    const off = await launchMiniProgram({
      path: `${pageOf('/exhibitors/detail')}?${new URLSearchParams({ ...q, companyProfileId: String(exhibitor.companyProfileId) })}`,
      storage,
      offline: true,
      now: BEFORE_THE_SHOW,
    })
    t.after(() => off.close())
    const detail = off.page
    await detail.waitForText(w.partial)
    await detail.waitForText(exhibitor.companyProfileName)
    assert.ok(detail.text().includes(exhibitor.stand), `its stand ${exhibitor.stand}`)
    assert.ok(detail.all('.chip-line__chip').length > 0, 'its categories')
    await detail.tap({ selector: '.action-row__item--collect' })
    await detail.waitForText(w.pending)

    const p = await off.open(pageOf('/exhibits/detail'), { ...q, productId: product.productId })
    await p.waitForText(w.partial)
    await p.waitForText(product.productName)
    assert.ok(p.text().includes(product.companyProfileName), 'its exhibitor')

    const s = await off.open(pageOf('/meeting/detail'), { ...q, sessionId: session.id })
    await s.waitForText(w.partial)
    await s.waitForText(session.title)
    assert.ok(s.text().includes(session.room), 'its room')
    await s.tap({ selector: '.session-detail__action--remind', text: w.remindMe })
    await s.waitForText(`(${w.pending})`)

    // The network comes back: the session page loads its full self in place (no reopening).
    await off.setOnline(true)
    await s.waitFor(() => !s.text().includes(w.partial), { what: 'the partial note gone' })
    await s.waitForText(session.title)
    assert.deepEqual(off.errors, [])
  })
}

test('on 3G a small edition waits for the tap', async (t) => {
  const mp = await launchAt(
    t,
    '/exhibition/detail',
    { eventCode: EVENT_CODE },
    { now: BEFORE_THE_SHOW, networkType: '3g' },
  )
  await mp.page.waitForText(WORDS['ZH-CN'].download)
  await mp.page.idle()
  assert.equal(packCalls(mp).length, 0)
})
