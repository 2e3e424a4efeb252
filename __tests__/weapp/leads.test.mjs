// Exhibitors' leads in the mini-program (issue 28): a verified exhibitor contact opens "Scan leads",
// wx.scanCode hands over a visitor's e-badge, the app checks its signature on the device and confirms
// at once with the name and a short vibration; a second scan says when it was captured; a scan made
// offline waits (the count shows it) and syncs when the network returns, stored once.
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

test('scan leads: checked on the device, confirmed with the name and a vibration; "already captured"; offline scans sync once', async (t) => {
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
})
