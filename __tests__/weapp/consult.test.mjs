// The enquiry pool through the mini-program path (issue 13): the pool and a detail from the real
// server, the full-screen preview (wx.previewImage), a rule's message as the visitor types, pictures
// chosen with wx.chooseMedia (a large one reduced with wx.compressImage) and sent with wx.uploadFile
// to the real server with progress, the verification-code button (the code read from the server's
// SMS outbox) and the post, which the server then lists first; categories chosen on /consult/types,
// the 7th refused; Consult from an exhibitor page.
import assert from 'node:assert/strict'
import { after, before, test } from 'node:test'
import { api, referenceServer, TINY_PNG } from './harness/index.mjs'
import { EVENT_CODE, expectPage, fixtures, launchAt } from './support.mjs'
import { waitForSmsCode } from '../../scripts/lib/sms-outbox.mjs'

let server
before(async () => {
  server = await referenceServer()
})
after(() => server?.stop())

/** The form's inputs, in the order it shows them (taro-ui's AtInput renders an <input> each). */
const INPUT = { price: 0, quantity: 1, message: 2, region: 3, contact: 4, contactInfo: 5, email: 6, code: 7 }
const input = (name) => ({ selector: '.at-input__input', index: INPUT[name] })
const messages = (page) => page.all('.rfq-form__error').map((e) => e.textContent.trim())

/** The newest code the server sent to this number (the SMS outbox in its data folder). */
const smsCode = (phone) => waitForSmsCode(server.dataDir ?? process.env.WEAPP_SERVER_DATA_DIR ?? '', phone)

/** A real PNG's first bytes and then filler: a "photo" of 3200 × 2400 px and 2.5 MB as chooseMedia answers it. */
const BIG_PHOTO = Buffer.concat([TINY_PNG, Buffer.alloc(2_500_000, 7)])

test('the pool and a detail render from the real server; a card opens its detail; the gallery previews full screen', async (t) => {
  const f = await fixtures()
  const pool = await api('GET', '/api/v5/enquiryPool/getEnquiryPools', {
    query: { language: 'ZH-CN', eventCode: EVENT_CODE, pageNo: 1, pageSize: 10 },
  })
  const first = pool.list[0]
  const mp = await launchAt(t, '/consult/list', { eventCode: EVENT_CODE })
  const page = mp.page
  await expectPage(page, { title: '询盘池', texts: [first.description, '全部询盘', '我的询盘', '最新', '最多感兴趣'] })
  // no top bar in the mini-program: the floating Post button
  assert.ok(page.find({ selector: '.consult-list__post' }), 'the floating Post button')
  await page.tap({ selector: '.rfq-card', index: 0 })
  await page.waitFor(() => mp.route === 'pages/consult/detail/index', { what: 'the detail page' })
  const detail = mp.page
  await expectPage(detail, {
    title: '询盘详情',
    texts: [first.description, '采购商', '给采购商留言后即可查看其手机号码。'],
  })
  await detail.tap({ selector: '.rfq-detail__slide', index: 0 })
  const preview = mp.callsOf('previewImage').at(-1)
  assert.ok(preview, 'wx.previewImage')
  assert.equal(preview.current, preview.urls[0])
  assert.ok(preview.urls.length >= 1 && preview.urls.every((u) => /^https?:\/\//.test(u)), 'absolute addresses')
  assert.equal(f.enquiryId > 0, true)
})

test('the form: a rule speaks as the visitor types; chooseMedia + compressImage + uploadFile; the code; posted first in the pool', async (t) => {
  const mp = await launchAt(t, '/consult/post', { eventCode: EVENT_CODE })
  const page = mp.page
  await expectPage(page, { title: '发布', texts: ['需求描述', '添加图片', '获取验证码'] })

  // a rule's message, in the visitor's language, as they type
  await page.input(input('price'), '100000001')
  await page.waitForText('价格不能超过最大值(100000000)！')
  await page.input(input('price'), '12.5')
  await page.waitForText('价格请输入整数！')
  await page.input(input('message'), '一二三四五六七八九十一二三')
  await page.waitForText('留言不能超过12个字符！')
  await page.tap({ selector: '.rfq-form__submit' })
  await page.waitForText('请至少选择一张图片！')
  assert.ok(messages(page).includes('请填写需求描述，以便合作伙伴更好地满足您的需求！'))
  await page.waitFor(() => mp.toasts.at(-1) === '请填写需求描述，以便合作伙伴更好地满足您的需求！', {
    what: 'the first message as a toast',
  })

  // pictures: a large photo reduced on the device, and a small one sent as it is
  mp.answers.chooseMedia = [{ bytes: BIG_PHOTO, width: 3200, height: 2400 }, {}]
  await page.tap({ selector: '.image-uploader__add' })
  await page.waitFor(() => page.all('.image-uploader__tile').length === 3 && mp.callsOf('uploadFile').length === 2, {
    what: 'two uploaded pictures and the add tile',
    timeout: 10_000,
  })
  await page.idle()
  const chosen = mp.callsOf('chooseMedia').at(-1)
  assert.deepEqual(chosen.mediaType, ['image'])
  assert.deepEqual(chosen.sourceType, ['album', 'camera'])
  assert.equal(chosen.count, 9)
  const compress = mp.callsOf('compressImage')
  assert.ok(compress.length >= 1, 'wx.compressImage for the large photo')
  assert.deepEqual(
    { width: compress[0].compressedWidth, height: compress[0].compressedHeight },
    { width: 1600, height: 1200 },
  )
  assert.ok(compress.at(-1).size <= 1024 * 1024, 'reduced to at most 1 MB')
  const uploads = mp.callsOf('uploadFile')
  assert.equal(uploads.length, 2)
  const secret = JSON.parse(mp.wx.getStorageSync('__visitorSession__') || '{}').secret
  for (const u of uploads) {
    assert.equal(u.header?.['x-visitor-session'], secret, "the upload carries the visitor's session")
    assert.equal(u.statusCode, 200, u.response)
    assert.deepEqual(u.progress, [50, 100], 'progress reported')
    assert.match(u.url, /\/upload\/uploadQiNiu/)
  }
  assert.equal(uploads[0].filePath, compress.at(-1).tempFilePath, 'the reduced file is the one sent')
  const urls = uploads.map((u) => JSON.parse(u.response).resultList.url)
  await page.waitForText('2/9')

  // categories on /consult/types: six, the seventh refused
  await page.tap({ selector: '.rfq-form__choose' })
  await page.waitFor(() => mp.route === 'pages/consult/types/index', { what: 'the category page' })
  const types = mp.page
  await expectPage(types, { title: '选择类别', texts: ['最多选择 6 个类别'] })
  for (let i = 0; i < 6; i++) await types.tap({ selector: '.at-checkbox__option', index: i })
  await types.waitForText('已选 6 个')
  await types.tap({ selector: '.at-checkbox__option', index: 6 })
  await types.waitFor(() => mp.toasts.at(-1) === '类别数量不能超过6个！', { what: 'the 7th refused' })
  await types.waitForText('已选 6 个')
  await types.tap('完成')
  await page.waitFor(() => mp.route === 'pages/consult/post/index', { what: 'back on the form' })
  await page.waitFor(() => page.all('.rfq-form__cats .consult-chip').length === 6, { what: 'six categories' })

  const phone = `1365${String(Date.now()).slice(-7)}`
  const description = `weapp RFQ ${Date.now()}: PE film rolls`
  await page.input({ selector: '.rfq-form__textarea' }, description)
  await page.input(input('price'), '8000')
  await page.input(input('quantity'), '300')
  await page.input(input('message'), '请报价')
  await page.input(input('region'), '广东')
  await page.input(input('contact'), '陈先生')
  await page.input(input('contactInfo'), phone)
  await page.input(input('email'), 'chen@example.com')
  await page.tap({ selector: '.code-button' })
  await page.waitForText('60 秒')
  await page.waitFor(() => mp.toasts.at(-1) === '获取验证码成功！', { what: 'the code toast' })
  await page.input(input('code'), await smsCode(phone))
  await page.tap({ selector: '.rfq-form__submit' })

  await page.waitFor(() => mp.modals.length > 0, { what: 'the posted dialog' })
  assert.match(mp.modals.at(-1).content, /发布成功！\n如有用户感兴趣，将通过短信通知您。/)
  await page.waitFor(() => mp.route === 'pages/consult/list/index', { what: 'the pool after the post' })
  const pool = mp.page
  await pool.waitForText(description)
  const listed = await api('GET', '/api/v5/enquiryPool/getEnquiryPools', {
    query: { language: 'ZH-CN', eventCode: EVENT_CODE, pageNo: 1, pageSize: 1 },
  })
  assert.equal(listed.list[0].description, description, 'first in the pool')
  assert.deepEqual(listed.list[0].pictureList, urls, 'with its pictures, in order')
  assert.equal(listed.list[0].categories.length, 6)
})

test('Consult from an exhibitor page: the form names the exhibitor; a picture goes up; the NEW badge goes', async (t) => {
  const f = await fixtures()
  const mp = await launchAt(t, '/exhibitors/detail', { companyProfileId: f.exhibitorId, eventCode: EVENT_CODE })
  const page = mp.page
  await expectPage(page, { texts: [f.exhibitor['ZH-CN'].companyProfileName, '咨询', 'NEW'] })
  await page.tap({ selector: '.action-row__item--consult' })
  await page.waitFor(() => mp.route === 'pages/consult/post/index', { what: 'the form' })
  const form = mp.page
  await expectPage(form, { title: '发布', texts: ['发送给', f.exhibitor['ZH-CN'].companyProfileName] })
  mp.answers.chooseMedia = [{ bytes: TINY_PNG, width: 1, height: 1 }]
  await form.tap({ selector: '.image-uploader__add' })
  await form.waitForText('1/9')
  assert.equal(mp.callsOf('compressImage').length, 0, 'a picture within the limits is sent as it is')
  await form.tap({ selector: '.rfq-form__submit' })
  await form.waitForText('请填写需求描述，以便合作伙伴更好地满足您的需求！')
  mp.back()
  await page.waitFor(() => mp.route === 'pages/exhibitors/detail/index', { what: 'back on the exhibitor' })
  await page.waitForNoText('NEW')
})

test('reporting an RFQ of the pool: wx.showActionSheet gives the reason, wx.showModal confirms, the server takes it once', async (t) => {
  const pool = await api('GET', '/api/v5/enquiryPool/getEnquiryPools', {
    query: { language: 'ZH-CN', eventCode: EVENT_CODE, pageNo: 1, pageSize: 10 },
  })
  const rfq = pool.list[2]
  const mp = await launchAt(t, '/consult/detail', { id: rfq.id, eventCode: EVENT_CODE })
  const page = mp.page
  await expectPage(page, { title: '询盘详情', texts: [rfq.description, '举报'] })
  mp.answers.actionSheet = 2
  mp.answers.modal = 'confirm'
  await page.tap({ selector: '.rfq-detail__report' })
  await page.waitFor(() => mp.toasts.includes('已提交主办方审核'), { what: 'the reported toast' })
  assert.deepEqual(mp.callsOf('showActionSheet').at(-1).itemList, ['广告或骚扰', '辱骂或不当内容', '虚假询盘', '其他'])
  assert.equal(mp.callsOf('showModal').at(-1).content, '举报后，主办方会审核这条询盘。发布者不会知道是谁举报的。')
  const sent = mp.requests.filter((r) => r.method === 'POST' && r.url.includes('/api/v5/enquiryPool/report'))
  assert.equal(sent.length, 1)
  assert.deepEqual(typeof sent[0].data === 'string' ? JSON.parse(sent[0].data) : sent[0].data, {
    id: rfq.id,
    reason: 'fake',
  })
  // the link says it went; a second tap sends nothing
  await page.waitForText('已提交主办方审核')
  await page.tap({ selector: '.rfq-detail__report' })
  await new Promise((r) => setTimeout(r, 300))
  assert.equal(mp.requests.filter((r) => r.url.includes('/api/v5/enquiryPool/report')).length, 1)
})
