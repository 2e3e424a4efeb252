// Exhibitors' leads in the mini-program (issue 28): a verified exhibitor contact opens "Scan leads",
// wx.scanCode hands over a visitor's e-badge, the app checks its signature on the device and confirms
// at once with the name and a short vibration; a second scan says when it was captured; a scan made
// offline waits (the count shows it) and syncs when the network returns, stored once. A visitor with
// no badge is a business-card lead (the photo through chooseMedia and uploadFile, and a note); the
// export opens in WeChat's document viewer (XLSX) or goes to a chat (CSV); "use another phone" with a
// scan waiting asks first and keeps the phone while the scan cannot be sent.
import crypto from 'node:crypto'
import assert from 'node:assert/strict'
import { after, before, test } from 'node:test'
import { api, referenceServer } from './harness/index.mjs'
import { launchAt, serverClockAt, smsCode, visitorStorage } from './support.mjs'

let server
before(async () => {
  server = await referenceServer()
})
after(async () => {
  if (server) await serverClockAt(null)
  server?.stop()
})

const OWN = '13800138000' // exhibitor 1's contact phone (seed)

async function code(phone, type) {
  const since = Date.now() - 1000
  await api('GET', '/api/sendCode.do', { query: { phone, type } })
  return smsCode(phone, since)
}

/** Registers a visitor for exhibitor 1's show, agreeing to share with exhibitors; answers the badge. */
async function register(userId, phone, name, editionId) {
  await api('GET', '/api/v5/exhibition/getVenueList', { query: { userId } })
  for (const eventCode of ['CGA', 'SIE', 'SIMM']) {
    try {
      return await api('POST', '/api/v5/visit/register', {
        query: { userId, eventCode, eventEditionId: editionId },
        body: {
          name,
          company: `${name} 公司`,
          position: '采购',
          phone,
          code: await code(phone, 'visit'),
          email: `${phone}@example.com`,
          visitorType: 'buyer',
          interests: [2],
          shareWithExhibitors: 1,
        },
      })
    } catch (err) {
      if (!/not|不/.test(String(err))) throw err
    }
  }
  throw new Error('no show of exhibitor 1 to register for')
}

test('scan leads: checked on the device, confirmed with the name and a vibration; "already captured"; offline scans sync once; a business card; the export; another phone sends first', async (t) => {
  const stamp = Date.now().toString(36)
  const staff = `weapp-leads-${stamp}`
  const grant = await api('POST', '/api/v5/verifyPhone', {
    query: { userId: staff, eventCode: 'CGA' },
    body: { phone: OWN, code: await code(OWN, 'verify') },
  })
  const info = await api('GET', '/api/v5/getExhibitorInfo', {
    query: { userId: staff, companyProfileId: 1, editToken: grant.editToken },
  })
  // the seeded shows have ended by today's date: the visitors pre-registered before (the badge stays)
  await serverClockAt('2026-04-01T02:00:00Z')
  const ada = await register(
    `weapp-lead-a-${stamp}`,
    `136${stamp.slice(-8).replace(/\D/g, '1').padStart(8, '1')}`,
    '艾达',
    info.eventEditionId,
  )
  const bo = await register(
    `weapp-lead-b-${stamp}`,
    `137${stamp.slice(-8).replace(/\D/g, '2').padStart(8, '2')}`,
    '博文',
    info.eventEditionId,
  )

  await serverClockAt(null)
  // the exhibitor's qualifier question (its contact sets it)
  await api('POST', '/api/v5/leads/questions', {
    query: { userId: staff, editToken: grant.editToken },
    body: { companyProfileId: 1, questions: [{ text: '采购时间', multiple: false, options: ['三个月内', '今年'] }] },
  })
  const storage = {
    ...visitorStorage(staff),
    __phoneCertification__: JSON.stringify({
      editToken: grant.editToken,
      expiresAt: Date.parse(grant.expiresAt),
      companyProfileIds: grant.companyProfileIds,
      maskedPhone: grant.maskedPhone,
      organiser: grant.organiser,
      userId: staff,
    }),
  }
  const mp = await launchAt(t, '/exhibitors/leads', {}, { storage, answers: { scanCode: { result: ada.token } } })
  const page = mp.page
  await page.waitForText('扫描胸卡')
  // the stand the phone scans for (the server's answer) is shown before the first scan
  await page.waitFor(() => page.find({ selector: '.leads-page__stand' }), { what: 'the stand' })

  await page.tap({ selector: '.leads-page__scan' })
  await page.waitForText('已记录：艾达')
  assert.equal(mp.callsOf('vibrateShort').length, 1, 'a short vibration confirms the scan')
  await page.waitForText('全部已同步')
  const list = () =>
    api('GET', '/api/v5/leads/list', { query: { userId: staff, companyProfileId: 1, editToken: grant.editToken } })
  assert.deepEqual(
    (await list()).map((l) => [l.name, l.contactShared]),
    [['艾达', true]],
  )

  // qualify: hot, the question's first option, one tap on Save
  await page.waitForText('采购时间')
  await page.tap({ selector: '.leads-card--new .leads-chip--hot' })
  await page.tap({ selector: '.leads-card--new .leads-qualify__question .leads-chip', text: '三个月内' })
  await page.tap({ selector: '.leads-card--new .leads-page__save' })
  await page.waitFor(() => mp.toasts.includes('已保存'), { what: 'the saved toast' })
  await page.waitForText('全部已同步')
  for (let i = 0; i < 50 && (await list())[0]?.rating !== 'hot'; i++) await new Promise((r) => setTimeout(r, 100))
  assert.deepEqual(
    (await list()).map((l) => [l.name, l.rating, l.answers]),
    [['艾达', 'hot', [[0]]]],
  )
  await page.waitForText('采购时间: 三个月内')

  // the same badge again: "already captured at HH:mm", nothing new stored
  await page.tap({ selector: '.leads-page__scan' })
  await page.waitFor(() => mp.toasts.some((m) => /^已于 \d\d:\d\d 记录$/.test(m)), {
    what: 'the already-captured toast',
  })
  assert.equal((await list()).length, 1)

  // offline: the scan is confirmed at once and waits; back online it syncs, once
  await mp.setOnline(false)
  mp.answers.scanCode = { result: bo.token }
  await page.tap({ selector: '.leads-page__scan' })
  await page.waitForText('已记录：博文')
  await page.waitForText('1 条扫描等待同步')
  assert.equal((await list()).length, 1)
  await mp.setOnline(true)
  await page.waitForText('全部已同步')
  assert.deepEqual((await list()).map((l) => l.name).sort(), ['博文', '艾达'])

  // a forged badge is refused on the device
  mp.answers.scanCode = { result: `${bo.token.split('.')[0]}.${'A'.repeat(86)}` }
  await page.tap({ selector: '.leads-page__scan' })
  await page.waitFor(() => mp.toasts.includes('不是本展会的有效胸卡'), { what: 'the invalid-badge toast' })

  // a visitor with no badge: the business card's photo (chooseMedia, uploadFile) and a note, one tap
  const saves = () => mp.toasts.filter((m) => m === '已保存').length
  const savedBefore = saves()
  mp.answers.chooseMedia = [{}]
  await page.tap({ selector: '.leads-page__link', text: '拍摄名片（无胸卡）' })
  await page.waitForText('无胸卡的观众：拍摄名片')
  // neither a photo nor a note: refused on the device, nothing queued
  await page.tap({ selector: '.leads-card--new .leads-page__save' })
  await page.waitFor(() => mp.toasts.includes('请拍摄名片或填写备注'), { what: 'the card-needed toast' })
  await page.tap({ selector: '.leads-card--new .image-uploader__add' })
  await page.waitFor(() => page.find({ selector: '.leads-card--new .image-uploader__view' }), {
    what: 'the card photo uploaded',
  })
  assert.equal(mp.callsOf('uploadFile').length, 1, 'the photo went to the server')
  await page.tap({ selector: '.leads-card--new .leads-chip--warm' })
  await page.input({ selector: '.leads-card--new .leads-card__note' }, '名片：周先生，要样品')
  await page.tap({ selector: '.leads-card--new .leads-page__save' })
  await page.waitFor(() => saves() === savedBefore + 1, { what: 'the saved toast' })
  await page.waitForText('全部已同步')
  let cardLead
  for (let i = 0; i < 50 && !cardLead; i++) {
    cardLead = (await list()).find((l) => l.kind === 'card')
    if (!cardLead) await new Promise((r) => setTimeout(r, 100))
  }
  assert.ok(cardLead, 'the card lead reached the server')
  assert.equal(cardLead.note, '名片：周先生，要样品')
  assert.equal(cardLead.rating, 'warm')
  assert.ok(cardLead.cardPhoto, 'with its photo')
  assert.equal(cardLead.contactShared, false)
  // in the list under its note (it has no badge name)
  await page.waitFor(() => page.find({ selector: '.leads-card__title', text: '名片：周先生，要样品' }), {
    what: 'the card lead in the list',
  })
  assert.equal((await list()).length, 3, 'the two badges and the card, each once')
  // its contact is on the card, not "visited, no contact shared"
  await page.waitFor(() => page.find({ selector: '.leads-card__line', text: '名片录入，联系方式见名片' }), {
    what: 'the card lead said to come from a business card',
  })
  // with the card's photo, which opens full size
  const photo = await page.located({ selector: '.leads-card__photo' })
  assert.ok(String(page.prop(photo, 'src')).endsWith(cardLead.cardPhoto), 'the uploaded photo is shown')
  await page.tap({ selector: '.leads-card__photo' })
  await page.waitFor(() => mp.callsOf('previewImage').length === 1, { what: 'the card opened full size' })

  // the export: WeChat's document viewer opens the XLSX; the CSV (which it cannot open) is sent to a chat
  await page.tap({ selector: '.leads-page__save', text: '导出 Excel' })
  await page.waitFor(() => mp.callsOf('openDocument').length === 1, { what: 'the XLSX opened', timeout: 30_000 })
  assert.equal(mp.callsOf('openDocument')[0].opened, true)
  await page.tap({ selector: '.leads-page__save', text: '导出 CSV' })
  await page.waitFor(() => mp.callsOf('shareFileMessage').length === 1, { what: 'the CSV sent', timeout: 30_000 })
  const csv = mp.callsOf('shareFileMessage')[0]
  assert.equal(csv.fileName, 'leads-1.csv')
  assert.ok(csv.content.includes('名片：周先生，要样品') && csv.content.includes('艾达'), 'the leads are in the file')

  // "use another phone" with a scan waiting: the scan is sent first, or the phone stays
  await serverClockAt('2026-04-01T02:00:00Z')
  const cy = await register(
    `weapp-lead-c-${stamp}`,
    `135${stamp.slice(-8).replace(/\D/g, '3').padStart(8, '3')}`,
    '晨阳',
    info.eventEditionId,
  )
  await serverClockAt(null)
  await mp.setOnline(false)
  mp.answers.scanCode = { result: cy.token }
  await page.tap({ selector: '.leads-page__scan' })
  await page.waitForText('1 条扫描等待同步')
  const asked = () => mp.callsOf('showModal').filter((m) => m.title === '扫描尚未同步')
  // Cancel: nothing sent, the phone stays verified
  mp.answers.modal = 'cancel'
  await page.tap({ selector: '.leads-page__link', text: '换一个手机号' })
  await page.waitFor(() => asked().length === 1, { what: 'the send-first question' })
  assert.equal(asked()[0].content, '此设备上还有 1 条扫描未发送到服务器。先发送，再继续？')
  assert.equal(asked()[0].confirmText, '先发送')
  await page.waitForText('1 条扫描等待同步')
  assert.ok(page.find({ selector: '.leads-page__scan' }), 'still verified')
  // "Send first" with no network: the scan stays, the toast says why, the phone stays
  mp.answers.modal = 'confirm'
  await page.tap({ selector: '.leads-page__link', text: '换一个手机号' })
  await page.waitFor(() => mp.toasts.some((m) => m.startsWith('还有 1 条扫描未同步')), { what: 'the blocked toast' })
  assert.equal(asked().length, 2)
  assert.ok(page.find({ selector: '.leads-page__scan' }), 'still verified')
  assert.equal((await list()).length, 3)
  // back online the scan syncs by itself; with nothing waiting the phone is let go without a question
  await mp.setOnline(true)
  await page.waitForText('全部已同步')
  assert.equal((await list()).length, 4, 'the waiting scan was sent, once')
  await page.tap({ selector: '.leads-page__link', text: '换一个手机号' })
  await page.waitFor(() => !page.find({ selector: '.leads-page__scan' }), { what: 'the phone asked for' })
  assert.equal(asked().length, 2, 'nothing waited: no question')
})

/** A v2 badge signed with the development key the app is built with (rules/badge.ts's form). */
function devBadge(registrationId, name, editionId) {
  const seed = 'Ycm9bT2AdFeTtVPfc2SBQuKKv-EzKbxf4GmgkunIvZA' // server/src/lib/badge-dev-key.ts
  const key = crypto.createPrivateKey({
    key: Buffer.concat([Buffer.from('302e020100300506032b657004220420', 'hex'), Buffer.from(seed, 'base64url')]),
    format: 'der',
    type: 'pkcs8',
  })
  const payload = Buffer.from(JSON.stringify({ v: 2, r: registrationId, n: name, e: editionId })).toString('base64url')
  const signature = crypto.sign(null, Buffer.from(`expo-badge-v2.${payload}`), key).toString('base64url')
  return `${payload}.${signature}`
}

test('with no network, a badge of another edition is refused on the device in both languages; the stand is remembered', async (t) => {
  const staff = `weapp-leads-ed-${Date.now().toString(36)}`
  await api('GET', '/api/v5/exhibition/getVenueList', { query: { userId: staff } }) // the visitor's session
  // opened once online, verified with WeChat's phone number (no SMS: its cooldown is per phone and
  // the first test used it): the stands (and their edition) are kept on the device
  const online = await launchAt(t, '/exhibitors/leads', {}, { storage: visitorStorage(staff) })
  online.answers.phoneNumber = { code: `test-phone:${OWN}` }
  await online.page.tap({ selector: '.phone-verify__wechat' })
  await online.page.waitFor(() => online.page.find({ selector: '.leads-page__stand' }), { what: 'the stand' })
  const kept = online.storageSnapshot()
  online.close()
  const { editToken } = JSON.parse(kept.__phoneCertification__)
  const info = await api('GET', '/api/v5/getExhibitorInfo', {
    query: { userId: staff, companyProfileId: 1, editToken },
  })

  for (const [language, words] of [
    [
      'ZH-CN',
      {
        scan: '扫描胸卡',
        refused: '未记录：林峰 的胸卡属于另一届展会，不是本展位所在展会的观众。',
        captured: '已记录：林峰',
        waiting: '1 条扫描等待同步',
      },
    ],
    [
      'EN',
      {
        scan: 'Scan a badge',
        refused: 'Not captured: 林峰’s badge is for another edition of the show, not the one this stand is at.',
        captured: 'Captured: 林峰',
        waiting: 'Scans waiting to sync: 1',
      },
    ],
  ]) {
    const other = devBadge('zzzzzzzzzzzzzzzz', '林峰', info.eventEditionId + 1000)
    const mp = await launchAt(
      t,
      '/exhibitors/leads',
      {},
      { storage: { ...kept, __language__: language }, offline: true, answers: { scanCode: { result: other } } },
    )
    const page = mp.page
    await page.waitForText(words.scan)
    // the stand is known with no network: the kept answer
    await page.waitFor(() => page.find({ selector: '.leads-page__stand' }), { what: 'the stand, offline' })
    await page.tap({ selector: '.leads-page__scan' })
    await page.waitFor(() => page.find({ selector: '.leads-card--refused', text: words.refused }), {
      what: 'the other-edition message',
    })
    assert.ok(!page.find({ selector: '.leads-card--new' }), 'nothing to qualify: not captured')
    assert.ok(!page.find({ selector: '.leads-page__sync', text: words.waiting }), 'nothing queued')
    assert.equal(mp.callsOf('vibrateShort').length, 1, 'the stand feels the refusal too')
    // a badge of the stand's own edition is captured offline, and the message goes
    mp.answers.scanCode = { result: devBadge('yyyyyyyyyyyyyyyy', '林峰', info.eventEditionId) }
    await page.tap({ selector: '.leads-page__scan' })
    await page.waitForText(words.captured)
    await page.waitForText(words.waiting)
    assert.ok(!page.find({ selector: '.leads-card--refused' }), 'the refusal is gone')
    mp.close()
  }
})
