// WeChat's privacy authorization in the built mini-program (issue 23 item 6): app.json turns on
// __usePrivacyCheck__; for a visitor who has not agreed yet, the APIs that read personal information
// (the phone-number button and chooseMedia here; the fake also holds saveImageToPhotosAlbum and
// addPhoneCalendar) wait while our own sheet asks, in the visitor's language; agreeing (WeChat's agreePrivacyAuthorization button) lets
// them run, refusing makes them fail gracefully and the sheet comes back the next time.
import assert from 'node:assert/strict'
import { after, before, test } from 'node:test'
import { referenceServer } from './harness/index.mjs'
import { BEFORE_THE_SHOW, EVENT_CODE, expectPage, fixtures, launchAt, pageOf, switchLanguage } from './support.mjs'

let server
before(async () => (server = await referenceServer()))
after(() => server?.stop())

const NOT_YET = { answers: { privacy: 'ask' } }
const sheetShown = (page) => page.all('.privacy-sheet').length > 0

test('app.json turns the privacy check on; the sheet waits for the visitor, refuse fails chooseMedia gracefully, agree lets it run', async (t) => {
  const mp = await launchAt(t, '/consult/post', { eventCode: EVENT_CODE }, NOT_YET)
  const page = mp.page
  assert.equal(mp.build.appJson.__usePrivacyCheck__, true)
  await expectPage(page, { title: '发布', texts: ['隐私政策'] })

  // refused: no picture, no error, the form goes on; WeChat was told the sheet was shown
  await page.tap({ selector: '.image-uploader__add' })
  await page.waitFor(() => sheetShown(page), { what: 'the privacy sheet' })
  await expectPage(page, { texts: ['用户隐私保护提示', '《小程序隐私保护指引》', '同意', '拒绝'] })
  const agree = page.find({ selector: '.privacy-sheet__agree' })
  assert.equal(page.prop(agree, 'openType'), 'agreePrivacyAuthorization')
  await page.tap({ selector: '.privacy-sheet__refuse' })
  await page.waitFor(() => !sheetShown(page), { what: 'the sheet closed' })
  await page.waitFor(() => mp.toasts.includes('未授权，下次使用时可重新授权'), { what: 'the refusal toast' })
  const [asked] = mp.callsOf('needPrivacyAuthorization')
  assert.equal(asked.referrer, 'chooseMedia')
  assert.deepEqual(asked.events, ['exposureAuthorization', 'disagree'])
  assert.equal(mp.callsOf('chooseMedia').length, 0, 'nothing was chosen')
  assert.equal(page.all('.image-uploader__tile[data-url]').length, 0)
  assert.deepEqual(mp.errors, [])

  // the guide opens WeChat's privacy contract
  await page.tap({ selector: '.image-uploader__add' })
  await page.waitFor(() => sheetShown(page), { what: 'the sheet again' })
  await page.tap({ selector: '.privacy-sheet__guide' })
  await page.waitFor(() => mp.callsOf('openPrivacyContract').length === 1, { what: 'the privacy guide' })
  // agreed: the held chooseMedia runs, the picture goes up
  await page.tap({ selector: '.privacy-sheet__agree' })
  await page.waitFor(() => !sheetShown(page), { what: 'the sheet closed' })
  await page.waitForText('1/9')
  assert.equal(mp.callsOf('needPrivacyAuthorization').at(-1).answer, 'agree')
  assert.equal(mp.callsOf('chooseMedia').length, 1)
  // agreed once: no sheet the next time
  await page.tap({ selector: '.image-uploader__add' })
  await page.waitForText('2/9')
  assert.equal(mp.callsOf('needPrivacyAuthorization').length, 2)
})

test('the phone-number button waits for the sheet (in English too): refused, nothing is verified; agreed, the phone is', async (t) => {
  const mp = await launchAt(t, '/exhibitors/edit', { companyProfileId: 1, eventCode: 'CGA' }, NOT_YET)
  const page = mp.page
  await expectPage(page, { title: '资料修改', texts: ['使用微信绑定的手机号', '隐私政策'] })
  await switchLanguage(page, 'EN')
  await page.waitForText('Privacy policy')
  mp.answers.phoneNumber = { code: 'test-phone:13800138000' }
  await page.tap({ selector: '.phone-verify__wechat' })
  await page.waitFor(() => sheetShown(page), { what: 'the privacy sheet' })
  await expectPage(page, { texts: ['Privacy notice', 'Mini-program privacy guide', 'Agree', 'Refuse'] })
  await page.tap({ selector: '.privacy-sheet__refuse' })
  await page.waitFor(() => mp.toasts.includes('Not allowed: you can allow it next time'), { what: 'the toast' })
  assert.equal(mp.callsOf('needPrivacyAuthorization')[0].referrer, 'button.getPhoneNumber')
  assert.ok(!mp.requests.some((r) => r.url.includes('verifyWeappPhone')), 'nothing verified')

  await page.tap({ selector: '.phone-verify__wechat' })
  await page.waitFor(() => sheetShown(page), { what: 'the sheet again' })
  await page.tap({ selector: '.privacy-sheet__agree' })
  await page.waitFor(() => mp.requests.some((r) => r.url.includes('verifyWeappPhone') && r.statusCode === 200), {
    what: 'the phone verified',
  })
  assert.deepEqual(mp.errors, [])
})

test('the policy page and its consents in both languages', async (t) => {
  const mp = await launchAt(t, '/privacy', { eventCode: EVENT_CODE })
  const page = mp.page
  await expectPage(page, { title: '隐私政策', texts: ['我们收集什么、为何收集', '我的授权', '您尚未作出任何单独授权'] })
  await switchLanguage(page, 'EN')
  await expectPage(page, { title: 'Privacy policy', texts: ['Who receives it', 'My consents'] })
})

test('Add to calendar waits for the sheet: refused, nothing goes into the calendar and the visitor is told; agreed, it does', async (t) => {
  const f = await fixtures()
  const session = f.session['ZH-CN']
  const mp = await launchAt(t, '/meeting/list', { eventCode: EVENT_CODE }, { now: BEFORE_THE_SHOW, ...NOT_YET })
  await expectPage(mp.page, { title: '同期会议', texts: [session.title] })
  await mp.page.tap({ selector: '.session-card', text: session.title })
  await mp.page.waitFor(() => mp.route === pageOf('/meeting/detail'), { what: 'the session detail' })
  const detail = mp.page
  await detail.waitForText(session.title)

  await detail.tap({ selector: '.session-detail__action', text: '添加到日历' })
  await detail.waitFor(() => sheetShown(detail), { what: 'the privacy sheet' })
  await detail.tap({ selector: '.privacy-sheet__refuse' })
  await detail.waitFor(() => mp.toasts.includes('未添加到日历'), { what: 'the calendar toast' })
  assert.equal(mp.callsOf('needPrivacyAuthorization')[0].referrer, 'addPhoneCalendar')
  assert.equal(mp.callsOf('addPhoneCalendar').length, 0, 'nothing went into the calendar')

  await detail.tap({ selector: '.session-detail__action', text: '添加到日历' })
  await detail.waitFor(() => sheetShown(detail), { what: 'the sheet again' })
  await detail.tap({ selector: '.privacy-sheet__agree' })
  await detail.waitFor(() => mp.toasts.includes('已添加到手机日历'), { what: 'added' })
  const [entry] = mp.callsOf('addPhoneCalendar')
  assert.equal(entry.title, session.title)
  assert.deepEqual(mp.errors, [])
})
