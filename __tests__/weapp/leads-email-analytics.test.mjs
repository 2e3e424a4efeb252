// Exhibitors' leads in the mini-program (issue 28, items 4 and 5): "Email it to me" on Scan leads
// (one form, the exhibitor's address masked or one typed: a mistyped one is refused with the shared
// rule's words and kept, a typed one gets the export as an attachment), and the analytics section of
// /exhibition/my-detail drawing its figures beside the hall's and the show's medians, in both languages.
import assert from 'node:assert/strict'
import fs from 'node:fs'
import path from 'node:path'
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
const STAFF = `weapp-leads-mail-${Date.now().toString(36)}`
const OUTBOX = path.join(process.env.WEAPP_DATA_DIR ?? '', 'outbox')

/** A verified phone of exhibitor 1 on the device, as Scan leads and my-detail find it (verified once). */
let verified
const verifiedStorage = () => (verified ??= verify(STAFF))
async function verify(userId) {
  // other tests verify this phone too (one code a minute): asked for later on the server's clock
  await serverClockAt(new Date(Date.now() + 200_000).toISOString())
  try {
    const since = Date.now() - 1000
    await api('GET', '/api/sendCode.do', { query: { phone: OWN, type: 'verify' } })
    const grant = await api('POST', '/api/v5/verifyPhone', {
      query: { userId, eventCode: 'CGA' },
      body: { phone: OWN, code: await smsCode(OWN, since) },
    })
    return {
      ...visitorStorage(userId),
      __phoneCertification__: JSON.stringify({
        editToken: grant.editToken,
        expiresAt: Date.parse(grant.expiresAt),
        companyProfileIds: grant.companyProfileIds,
        maskedPhone: grant.maskedPhone,
        organiser: grant.organiser,
        userId,
      }),
    }
  } finally {
    await serverClockAt(null)
  }
}

async function mailTo(address, timeoutMs = 15_000) {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const files = fs.existsSync(OUTBOX) ? fs.readdirSync(OUTBOX).filter((f) => f.endsWith('.eml')) : []
    for (const f of files) {
      const raw = fs.readFileSync(path.join(OUTBOX, f), 'utf8')
      if (raw.includes(address)) return raw
    }
    if (Date.now() > deadline) throw new Error(`no mail to the typed address in ${OUTBOX}`)
    await new Promise((r) => setTimeout(r, 200))
  }
}

const WORDS = {
  'ZH-CN': {
    title: '发到我的邮箱',
    other: '其他邮箱',
    invalid: '请输入有效的邮箱地址',
    sent: /已发送 \d+ 条线索（CSV），请查收邮件。/,
    analytics: '展会带来了什么',
    mapOpens: '地图查看',
    hall: '展馆中位数',
  },
  EN: {
    title: 'Email it to me',
    other: 'Another address',
    invalid: 'Please enter a valid email address',
    sent: /Leads sent: \d+ \(CSV\)\. Check your mailbox\./,
    analytics: 'What the show brought you',
    mapOpens: 'Map opens',
    hall: 'Hall median',
  },
}

for (const language of ['ZH-CN', 'EN']) {
  test(`"email it to me" on Scan leads: one form, masked stored address, a typed one refused then mailed (${language})`, async (t) => {
    const w = WORDS[language]
    const stamp = Date.now().toString(36)
    const storage = await verifiedStorage()
    const mp = await launchAt(t, '/exhibitors/leads', { language }, { storage })
    const page = mp.page
    await page.waitForText(w.title)
    assert.equal(page.all('.leads-email').length, 1, 'the form is rendered once')
    const stored = page.find({ selector: '.leads-email .leads-chip', text: /\*\*\*@/ })
    assert.ok(stored, 'the stored address is offered, masked')
    assert.ok(!/sales@/.test(stored.textContent), 'never in full')

    await page.tap({ selector: '.leads-email .leads-chip', text: 'CSV', exact: true })
    await page.tap({ selector: '.leads-email .leads-chip', text: w.other, exact: true })
    await page.input({ selector: '.leads-email .leads-page__search' }, 'not-an-address')
    await page.tap({ selector: '.leads-email .leads-page__save' })
    await page.waitForText(w.invalid)
    assert.equal(page.prop(page.find({ selector: '.leads-email .leads-page__search' }), 'value'), 'not-an-address')

    const to = `weapp-${language.toLowerCase()}-${stamp}@example.com`
    await page.input({ selector: '.leads-email .leads-page__search' }, to)
    await page.tap({ selector: '.leads-email .leads-page__save' })
    await page.waitForText(w.sent)
    const raw = await mailTo(to)
    assert.match(raw, /filename="?leads[^"\r\n]*\.csv/i, 'the CSV is attached')
    assert.equal(page.all('.leads-email').length, 1, 'still one form')
  })

  test(`my-detail draws the analytics figures beside the medians (${language})`, async (t) => {
    const w = WORDS[language]
    const storage = await verifiedStorage()
    const mp = await launchAt(t, '/exhibition/my-detail', { eventCode: 'CGA', language }, { storage })
    const page = mp.page
    await page.waitForText(w.analytics)
    await page.waitForText(w.mapOpens)
    await page.waitForText(w.hall)
    const total = page.all('.leads-stats__block')[0]
    assert.ok(total, 'the total block')
    const metrics = [...total.querySelectorAll('.leads-stats__metric')]
    assert.equal(metrics.length, 9, 'all nine figures in the total')
    for (const m of metrics) {
      const figures = [...m.querySelectorAll('.leads-stats__n')].map((n) => n.textContent.trim())
      assert.equal(figures.length, 3, 'mine, hall median, show median')
      for (const f of figures) assert.match(f, /^\d+(\.\d+)?$/)
    }
  })
}
