// Exhibitor self-service through the mini-program path (issue 14): phone certification with WeChat's
// phone-number button (spec §4: the collect that sent the visitor there completes on return) and with
// an SMS code (read from the server's outbox), then the edit view loads the company and saves a change
// the server then shows to everyone.
import assert from 'node:assert/strict'
import { after, before, test } from 'node:test'
import { api, referenceServer } from './harness/index.mjs'
import {
  EVENT_CODE,
  WORDS,
  appVisitor,
  expectPage,
  fixtures,
  launchAt,
  pageOf,
  serverPlan,
  smsCode,
} from './support.mjs'

let server
before(async () => {
  server = await referenceServer()
})
after(() => server?.stop())

const ZH = WORDS['ZH-CN']
const CERTIFICATION = '/pages/center/phoneCertification/main'

async function verifyBySms(page, phone) {
  await page.input({ selector: '.phone-verify__phone .at-input__input' }, phone)
  const since = Date.now() - 1000
  await page.tap({ selector: '.code-button' })
  await page.input({ selector: '.phone-verify__code .at-input__input' }, await smsCode(phone, since))
  await page.tap({ selector: '.phone-verify__submit' })
}

const isCollected = (plan, id) =>
  plan.some((e) => e.companyProfileList.some((c) => c.companyProfileId === id && c.collected === 1))

test('spec §4: a collect sent to phone certification completes once WeChat’s phone-number button proved the phone', async (t) => {
  const f = await fixtures()
  const mp = await launchAt(t, '/exhibitors/detail', {
    companyProfileId: f.exhibitorId,
    eventCode: EVENT_CODE,
    userId: 'wx-member-77',
  })
  const detail = mp.page
  await expectPage(detail, { texts: [f.exhibitor['ZH-CN'].companyProfileName, ZH.collect] })
  await detail.tap({ selector: '.action-row__item--collect' })
  await detail.waitFor(() => mp.route === pageOf(CERTIFICATION), { what: 'the phone certification page' })
  const cert = mp.page
  await expectPage(cert, { title: '手机认证', texts: ['使用微信绑定的手机号'] })
  const button = cert.find({ selector: '.phone-verify__wechat' })
  assert.equal(cert.prop(button, 'openType'), 'getPhoneNumber')

  mp.answers.phoneNumber = { code: 'test-phone:13800138000' }
  await cert.tap({ selector: '.phone-verify__wechat' })
  // back where the visitor came from, and the collect done
  await detail.waitFor(() => mp.route === pageOf('/exhibitors/detail'), { what: 'back on the detail page' })
  await detail.waitForText(ZH.uncollect)
  const verify = mp.requests.find((r) => r.url.includes('/api/v5/verifyWeappPhone'))
  assert.equal(verify.statusCode, 200)
  assert.ok(mp.toasts.includes('手机号验证成功'), `toasts: ${mp.toasts}`)
  assert.ok(isCollected(await serverPlan(appVisitor(mp)), f.exhibitorId), 'the server holds the collect')
})

test('a refused phone-number button verifies nothing; the SMS code does, and the edit view loads and saves', async (t) => {
  const stamp = Date.now().toString(36)
  const mp = await launchAt(t, '/exhibitors/edit', { companyProfileId: 1, eventCode: 'CGA' })
  const page = mp.page
  await expectPage(page, { title: '资料修改', texts: ['使用微信绑定的手机号', '获取验证码'] })
  mp.answers.phoneNumber = 'refuse'
  await page.tap({ selector: '.phone-verify__wechat' })
  assert.ok(mp.toasts.includes('未获取到微信手机号，请使用短信验证码'), `toasts: ${mp.toasts}`)
  assert.ok(!mp.requests.some((r) => r.url.includes('verifyWeappPhone')))

  // the second contact of exhibitor 1, by SMS
  await verifyBySms(page, '13800138001')
  await page.waitForText('已验证：138****8001')
  await page.waitFor(() => page.find({ selector: '.edit-field--nameEn' }), { what: 'the edit form' })
  const info = mp.requests.find((r) => r.url.includes('/api/v5/getExhibitorInfo'))
  assert.equal(info.statusCode, 200)

  const newName = `Huadong Weapp ${stamp}`
  await page.input({ selector: '.edit-field--nameEn .edit-field__input' }, newName)
  await page.tap({ selector: '.edit-view__save' })
  await page.waitForText('确认保存以下修改？')
  assert.ok(page.text().includes(`• 名称 (英文)`), page.text())
  await page.tap({ selector: '.confirm-dialog__button--ok' })
  await page.waitFor(() => mp.toasts.includes('已保存，访客即刻可见'), { what: 'the saved toast' })
  const detail = await api('GET', '/api/v4/getExhibitorDetail', { query: { companyProfileId: 1, language: 'EN' } })
  assert.equal(detail.name, newName)
})

test('spec §4 by SMS on the certification page itself: a wrong code is refused there, the right one completes the collect', async (t) => {
  const f = await fixtures()
  const mp = await launchAt(t, '/exhibitors/detail', {
    companyProfileId: f.exhibitorId,
    eventCode: EVENT_CODE,
    userId: 'wx-member-78',
  })
  const detail = mp.page
  await expectPage(detail, { texts: [f.exhibitor['ZH-CN'].companyProfileName, ZH.collect] })
  await detail.tap({ selector: '.action-row__item--collect' })
  await detail.waitFor(() => mp.route === pageOf(CERTIFICATION), { what: 'the phone certification page' })
  const cert = mp.page
  await expectPage(cert, { title: '手机认证', texts: ['获取验证码', '验证'] })

  // the §5 phone rule before any SMS is sent
  await cert.input({ selector: '.phone-verify__phone .at-input__input' }, '12700000000')
  await cert.tap({ selector: '.code-button' })
  assert.ok(!mp.requests.some((r) => r.url.includes('/api/sendCode.do')), 'no SMS for an invalid number')

  const phone = '13700137000'
  await cert.input({ selector: '.phone-verify__phone .at-input__input' }, phone)
  const since = Date.now() - 1000
  await cert.tap({ selector: '.code-button' })
  // 'Get Verification code' → a 60 s countdown
  await cert.waitFor(() => /\d+ 秒/.test(cert.text()), { what: 'the countdown on the code button' })
  const code = await smsCode(phone, since)
  const sent = mp.requests.find((r) => r.url.includes('/api/sendCode.do'))
  assert.equal(sent.statusCode, 200)

  // a wrong code: refused on the page, nothing collected, still here
  await cert.input({ selector: '.phone-verify__code .at-input__input' }, code === '000000' ? '111111' : '000000')
  await cert.tap({ selector: '.phone-verify__submit' })
  await cert.waitFor(() => mp.requests.some((r) => r.url.includes('/api/v5/verifyPhone') && r.statusCode !== 200), {
    what: 'the refused code',
  })
  await cert.waitFor(() => cert.find({ selector: '.phone-verify__error' }), { what: 'the code field’s error' })
  assert.equal(mp.route, pageOf(CERTIFICATION))
  assert.ok(!isCollected(await serverPlan(appVisitor(mp)), f.exhibitorId), 'nothing collected yet')

  await cert.input({ selector: '.phone-verify__code .at-input__input' }, code)
  await cert.tap({ selector: '.phone-verify__submit' })
  // back where the visitor came from, and the collect done
  await detail.waitFor(() => mp.route === pageOf('/exhibitors/detail'), { what: 'back on the detail page' })
  await detail.waitForText(ZH.uncollect)
  assert.ok(mp.requests.some((r) => r.url.includes('/api/v5/verifyPhone') && r.statusCode === 200))
  assert.ok(mp.toasts.includes('手机号验证成功'), `toasts: ${mp.toasts}`)
  assert.ok(isCollected(await serverPlan(appVisitor(mp)), f.exhibitorId), 'the server holds the collect')
})
