// My data in the mini-program (issue 23 item 8): the page shows what the server holds, the export
// is sent as a JSON file (WeChat opens no JSON: shareFileMessage), the plan PDF opens beside it, and
// deleting asks first, then erases the account and starts afresh as a new visitor.
import assert from 'node:assert/strict'
import { after, before, test } from 'node:test'
import { api, referenceServer } from './harness/index.mjs'
import {
  EVENT_CODE,
  expectPage,
  fixtures,
  launchAt,
  pageOf,
  serverPlan,
  USER_ID_KEY,
  visitorStorage,
} from './support.mjs'

let server
before(async () => {
  server = await referenceServer()
})
after(() => server?.stop())

const visitorId = () => `weapp-data-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`

test('My data: sections, the JSON export sent as a file, the plan PDF, delete after a confirm, a fresh start', async (t) => {
  const f = await fixtures()
  const userId = visitorId()
  await api('PUT', `/api/v1/plan/events/${EVENT_CODE}/companyProfiles/${f.exhibitorId}`, {
    query: { userId },
    body: { id: f.exhibitorId, collected: 1 },
  })
  const mp = await launchAt(t, '/my-data', { eventCode: EVENT_CODE }, { storage: visitorStorage(userId) })
  const page = mp.page
  await expectPage(page, { title: '我的数据', texts: ['观展计划', '1 条', f.exhibitor['ZH-CN'].companyProfileName] })

  await page.tap({ selector: '.my-data__button--export' })
  await page.waitFor(() => mp.callsOf('shareFileMessage').length === 1, {
    what: 'the export sent as a file',
    timeout: 30_000,
  })
  const [shared] = mp.callsOf('shareFileMessage')
  assert.equal(shared.fileName, `my-data-${EVENT_CODE}.json`)
  const data = JSON.parse(shared.content)
  assert.equal(data.userId, userId)
  assert.deepEqual(
    data.sections.plan.map((p) => p.obj_id),
    [f.exhibitorId],
  )
  assert.equal(mp.callsOf('openDocument').length, 0, 'no JSON is given to the document viewer')

  await page.waitFor(() => !page.find({ selector: '.my-data__button.is-busy' }), {
    what: 'buttons ready',
  })
  await page.tap({ selector: '.my-data__button--pdf' })
  await page.waitFor(() => mp.callsOf('openDocument').length === 1, { what: 'the plan PDF opened', timeout: 30_000 })
  assert.equal(mp.callsOf('openDocument')[0].opened, true)

  // Cancel: nothing is deleted
  await page.waitFor(() => !page.find({ selector: '.my-data__button.is-busy' }), {
    what: 'buttons ready',
  })
  mp.answers.modal = 'cancel'
  await page.tap({ selector: '.my-data__button--delete' })
  await page.waitFor(() => mp.callsOf('showModal').length === 1, { what: 'the confirm' })
  const asked = mp.callsOf('showModal')[0]
  assert.match(`${asked.title ?? ''} ${asked.content}`, /确定删除账户？/)
  assert.match(mp.callsOf('showModal')[0].content, /已注销用户/)
  assert.ok(!mp.requests.some((r) => r.url.includes('/api/v5/myData/delete')))
  assert.equal((await serverPlan(userId)).length, 1)

  mp.answers.modal = 'confirm'
  await page.tap({ selector: '.my-data__button--delete' })
  const home = pageOf('/exhibition/detail')
  await page.waitFor(() => mp.navigations.some((c) => c.api === 'reLaunch') && String(mp.route).includes(home), {
    what: 'the app relaunched at the home',
    timeout: 30_000,
  })
  const newId = mp.wx.getStorageSync(USER_ID_KEY)
  assert.ok(newId && newId !== userId, `a new visitor id: ${newId}`)
  assert.deepEqual(await serverPlan(userId), [], 'the erased visitor holds nothing on the server')
})
