// Exhibitors' leads in real Chromium against the real server (issue 28), in both languages: an
// exhibitor's contact verifies by SMS on Scan leads, sets a qualifier question, scans a visitor's
// e-badge (the camera stands in: a canvas stream, and BarcodeDetector answers the badge; without
// it, a QR code in the picture, read by the app's jsQR only within the viewfinder), qualifies
// it in one tap (rating, answer, note), finds it in the list with the rating and day filters and
// downloads the CSV export. Offline, a badge the server will refuse waits, then leaves the queue
// with the server's reason instead of staying stuck. Each language uses its own contact
// phone (the SMS cooldown is per phone).
import assert from 'node:assert/strict'
import fs from 'node:fs'
import { test } from 'node:test'
import jsQR from 'jsqr'
import { PNG } from 'pngjs'
import QRCode from 'qrcode'
import { codeFor, holdWrites, launch, screenshot, serverClockAt, url } from './support.mjs'
import { tapDrawn } from './taps.mjs'
import { emlFiles, mimeParts, waitForNewEmail } from './mail.mjs'
import { waitForSmsCode } from '../scripts/lib/sms-outbox.mjs'

const DATA_DIR = process.env.E2E_DATA_DIR
const SESSION_HEADER = 'x-visitor-session'

/**
 * Taps "get code" until a code is sent, and reads it. Other test files of this server verify the
 * same contact phones, and a number gets one code a minute: a refused tap ("too soon") is tried
 * again every 5 s, as a staff member would, without moving the server's clock under other tests.
 */
async function tapForCode(page, phone) {
  const sentAfter = Date.now() - 1000
  for (let tries = 0; ; tries++) {
    await tapDrawn(page.locator('.code-button:visible'))
    const code = await waitForSmsCode(DATA_DIR, phone, { after: sentAfter, timeoutMs: 5000 }).catch(() => null)
    if (code) return code
    assert.ok(tries < 40, `no code was sent to ${phone} in ${tries + 1} taps`)
  }
}

const secrets = new Map()
async function call(userId, method, p, { query = {}, body } = {}) {
  const qs = new URLSearchParams({ ...query, userId }).toString()
  const headers = body ? { 'content-type': 'application/json' } : {}
  if (secrets.has(userId)) headers[SESSION_HEADER] = secrets.get(userId)
  const res = await fetch(url(`${p}?${qs}`), { method, headers, body: body ? JSON.stringify(body) : undefined })
  const issued = res.headers.get(SESSION_HEADER)
  if (issued) secrets.set(userId, issued)
  const json = await res.json()
  if (String(json.result).toUpperCase() !== 'OK') throw new Error(`${method} ${p} → ${res.status} ${json.resultDesc}`)
  return json.resultList
}

/** A visitor pre-registered for exhibitor 1's show, agreeing to share their contact: their badge. */
async function registerVisitor(userId, phone, name) {
  // exhibitor 1's show (its detail names the edition and the show's code)
  const detail = await call(userId, 'GET', '/api/v4/getExhibitorDetail', { query: { companyProfileId: 1 } })
  // the seeded shows have ended by today's date: the visitor pre-registered before
  await serverClockAt('2026-04-01T02:00:00Z')
  try {
    const since = Date.now() - 1000
    await call(userId, 'GET', '/api/sendCode.do', { query: { phone, type: 'visit' } })
    const code = await codeFor(phone, since)
    return await call(userId, 'POST', '/api/v5/visit/register', {
      query: { eventCode: detail.eventCode, eventEditionId: detail.eventEditionId },
      body: {
        name,
        company: `${name} Co`,
        position: 'Buyer',
        phone,
        code,
        email: `${phone}@example.com`,
        visitorType: 'buyer',
        interests: [2],
        shareWithExhibitors: 1,
      },
    })
  } finally {
    await serverClockAt(null)
  }
}

/** A business card's photo: a light card with a dark band (a real PNG the uploader can reduce). */
function cardPhoto() {
  const img = new PNG({ width: 360, height: 216 })
  for (let y = 0; y < img.height; y++)
    for (let x = 0; x < img.width; x++) {
      const i = (y * img.width + x) * 4
      const band = y > 60 && y < 100
      img.data[i] = band ? 30 : 245
      img.data[i + 1] = band ? 60 : 240
      img.data[i + 2] = band ? 120 : 230
      img.data[i + 3] = 255
    }
  return PNG.sync.write(img)
}

/**
 * The camera: a drawn canvas as the stream (a phone's default portrait frame, 480x640), and a
 * BarcodeDetector that reads window.__badge. Without the detector the app decodes the picture
 * itself (jsQR): `window.__showCode(dataUrl, where)` then holds a real QR code in front of the
 * camera, 'inside' the viewfinder drawn on screen or 'outside' it (above it, still on screen).
 * Where the viewfinder falls in the picture is worked out here from the page's layout (the video
 * covers the screen: object-fit: cover), not taken from the app.
 */
async function fakeCamera(context) {
  await context.addInitScript(() => {
    const canvas = document.createElement('canvas')
    canvas.width = 480
    canvas.height = 640
    window.__camera = canvas
    let code = null
    navigator.mediaDevices.getUserMedia = async () => {
      const ctx = canvas.getContext('2d')
      setInterval(() => {
        ctx.fillStyle = `hsl(${Date.now() % 360},50%,50%)`
        ctx.fillRect(0, 0, 480, 640)
        if (code) ctx.drawImage(code.img, code.x, code.y, code.side, code.side)
      }, 50)
      const stream = canvas.captureStream(10)
      // every stream handed out: a test checks the scanner stops the camera
      ;(window.__streams ??= []).push(stream)
      return stream
    }
    window.__showCode = (dataUrl, where) =>
      new Promise((resolve, reject) => {
        const v = document.querySelector('.app-scanner__video').getBoundingClientRect()
        const f = document.querySelector('.app-scanner__frame').getBoundingClientRect()
        const k = Math.max(v.width / 480, v.height / 640)
        const toX = (x) => (x - (v.left + (v.width - 480 * k) / 2)) / k
        const toY = (y) => (y - (v.top + (v.height - 640 * k) / 2)) / k
        // the code on screen: 80% of the viewfinder's side; inside, centred in it; outside, just
        // above it, clear of the frame's line by a tenth of its side (the margin the scanner
        // allows) and a little more
        const sideS = f.width * 0.8
        const leftS = f.left + f.width * 0.1
        const topS = where === 'inside' ? f.top + f.height * 0.1 : f.top - f.height * 0.1 - 12 - sideS
        if (topS < 0) return reject(new Error('no room above the viewfinder'))
        const x = toX(leftS)
        const y = toY(topS)
        const side = sideS / k
        const img = new Image()
        img.onload = () => {
          code = { img, x, y, side }
          resolve({ x, y, side })
        }
        img.src = dataUrl
      })
    window.BarcodeDetector = class {
      async detect() {
        return window.__badge ? [{ rawValue: window.__badge }] : []
      }
    }
  })
}

const WORDS = {
  'ZH-CN': {
    verify: '验证',
    captured: (n) => `已记录：${n}`,
    unchecked: '已记录（联网后核验）',
    synced: '全部已同步',
    waiting: '1 条扫描等待同步',
    hot: '热',
    refused: '不是本展会的有效胸卡',
    question: '采购时间',
    options: '三个月内\n今年\n未定',
    answer: '三个月内',
    header: '扫描时间',
    analytics: '展会带来了什么',
    cardNote: '名片：周先生，要样品',
    fromCard: '名片录入，联系方式见名片',
    emailTitle: '发到我的邮箱',
    emailOther: '其他邮箱',
    emailInvalid: '请输入有效的邮箱地址',
    emailSent: /^已发送 \d+ 条线索（CSV），请查收邮件。$/,
    emailNetwork: '发送失败：网络异常，请稍后重试',
    subject: '线索导出',
  },
  EN: {
    verify: 'Verify',
    captured: (n) => `Captured: ${n}`,
    unchecked: 'Captured (checked when online)',
    synced: 'All synced',
    waiting: 'Scans waiting to sync: 1',
    hot: 'Hot',
    refused: 'Not a valid badge of this show',
    question: 'Buying when',
    options: 'Within 3 months\nThis year\nNot decided',
    answer: 'Within 3 months',
    header: 'Scanned at',
    analytics: 'What the show brought you',
    cardNote: 'Card: Mr Zhou, wants samples',
    fromCard: 'From a business card: contact on the card',
    emailTitle: 'Email it to me',
    emailOther: 'Another address',
    emailInvalid: 'Please enter a valid email address',
    emailSent: /^Leads sent: \d+ \(CSV\)\. Check your mailbox\.$/,
    emailNetwork: 'Not sent: Network error, please try again later',
    subject: 'Leads export',
  },
}

for (const [language, phone, visitorPhone] of [
  ['ZH-CN', '13800138000', '13522220001'],
  ['EN', '13800138001', '13522220002'],
]) {
  test(`scan → qualify → list → export at the stand, and a refused offline scan says why (${language})`, async () => {
    const w = WORDS[language]
    const stamp = Date.now().toString(36)
    const name = language === 'EN' ? `Ada ${stamp}` : `艾达${stamp}`
    const badge = await registerVisitor(`e2e-lead-v-${language}-${stamp}`, visitorPhone, name)
    const browser = await launch()
    try {
      const { page, context, errors } = browser
      await fakeCamera(context)
      await page.goto(url(`/exhibitors/leads?eventCode=CGA&language=${language}`))
      await page.locator('.phone-verify__phone input, input.phone-verify__phone').first().fill(phone)
      const code = await tapForCode(page, phone)
      await page.locator('.phone-verify__code input, input.phone-verify__code').first().fill(code)
      await tapDrawn(page.getByRole('button', { name: w.verify, exact: true }))
      await page.locator('[data-testid=leads-scan]').waitFor()

      // the contact sets one qualifier question (single choice)
      await page.locator('[data-testid=leads-save-questions]').waitFor()
      if ((await page.locator('[data-testid=leads-question-draft]').count()) === 0)
        await tapDrawn(page.locator('.leads-settings .leads-chip').first())
      const draft = page.locator('[data-testid=leads-question-draft]').first()
      await draft.locator('input[type=text]').fill(w.question)
      await draft.locator('textarea').fill(w.options)
      const savedQ = page.waitForResponse((r) => r.url().includes('/api/v5/leads/questions'))
      await tapDrawn(page.locator('[data-testid=leads-save-questions]'))
      assert.equal((await (await savedQ).json()).result, 'OK')
      await screenshot(page, `leads-settings-${language.toLowerCase()}`)

      // scan: confirmed at once with the name; qualify in one tap
      await page.evaluate((b) => (window.__badge = b), badge.token)
      await page.evaluate(() => window.scrollTo(0, 0))
      await tapDrawn(page.locator('[data-testid=leads-scan]'))
      const card = page.locator('[data-testid=leads-captured]')
      await card.getByText(w.captured(name)).waitFor()
      await tapDrawn(card.locator('[data-testid=leads-rate-hot]'))
      await tapDrawn(card.getByRole('radio', { name: w.answer }))
      await card.locator('textarea').fill('wants a quote')
      // the note reads in the app's font, not the browser's monospace for a textarea
      const fonts = await card
        .locator('textarea')
        .evaluate((el) => [getComputedStyle(el).fontFamily, getComputedStyle(document.body).fontFamily])
      assert.equal(fonts[0], fonts[1], 'the note uses the body font')
      await screenshot(page, `leads-qualify-${language.toLowerCase()}`)
      await tapDrawn(card.locator('[data-testid=leads-save]'))
      await page.locator('[data-testid=leads-waiting]').getByText(w.synced).waitFor()

      // the list: the lead with its rating and answer; the rating filter keeps it
      const item = page.locator('[data-testid=leads-item]').filter({ hasText: name })
      await item.waitFor()
      await item.getByText(`${w.question}: ${w.answer}`).waitFor()
      await tapDrawn(page.getByRole('button', { name: w.hot, exact: true }))
      await item.waitFor()
      await screenshot(page, `leads-list-${language.toLowerCase()}`)

      // export: the CSV has the lead, its rating and the question's answer, in the page's language
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        tapDrawn(page.getByRole('button', { name: 'CSV', exact: false })),
      ])
      const csv = fs.readFileSync(await download.path(), 'utf8')
      assert.ok(csv.includes(w.header), 'headed in the page language')
      const row = csv.split('\r\n').find((l) => l.includes(name))
      assert.ok(row, 'the lead is in the export')
      assert.ok(row.includes(w.hot) && row.includes(w.answer) && row.includes('wants a quote'), row)

      // "Email it to me": one form (not one per lead), the exhibitor's stored address masked
      const form = page.locator('[data-testid=leads-email]')
      await form.getByText(w.emailTitle).waitFor()
      assert.equal(await form.count(), 1, 'the email form is rendered once')
      const stored = await form.locator('[data-testid=leads-email-stored]').textContent()
      assert.match(stored, /\*\*\*@/, stored)
      assert.ok(!/sales@/.test(stored), 'the stored address is masked')
      await tapDrawn(form.getByRole('radio', { name: 'CSV', exact: true }))
      await tapDrawn(form.getByRole('radio', { name: w.emailOther, exact: true }))
      const typed = form.locator('input').first()
      const outcome = form.locator('[data-testid=leads-email-outcome]')
      // a mistyped address: the shared rule's words, the input kept
      await typed.fill('not-an-address')
      await tapDrawn(form.locator('[data-testid=leads-email-send]'))
      await outcome.getByText(w.emailInvalid).waitFor()
      assert.equal(await typed.inputValue(), 'not-an-address', 'the typed input is kept')
      // no network: it says so and keeps the address
      const to = `leads-${language.toLowerCase()}-${stamp}@example.com`
      await typed.fill(to)
      await context.setOffline(true)
      await tapDrawn(form.locator('[data-testid=leads-email-send]'))
      await outcome.getByText(w.emailNetwork).waitFor()
      assert.equal(await typed.inputValue(), to, 'the typed address is kept on failure')
      await screenshot(page, `leads-email-failed-${language.toLowerCase()}`)
      await context.setOffline(false)
      // sent: the confirmation, and the mail in the outbox with the CSV attached
      const before = emlFiles().length
      await tapDrawn(form.locator('[data-testid=leads-email-send]'))
      await outcome.getByText(w.emailSent).waitFor()
      await screenshot(page, `leads-email-sent-${language.toLowerCase()}`)
      const raw = await waitForNewEmail(before, 20_000, (text) => text.includes(to))
      assert.ok(raw.includes(w.subject) || /=\?utf-8\?/i.test(raw), 'subject in the page language')
      const attached = mimeParts(raw).find((p) => p.type === 'text/csv')
      assert.ok(attached, 'the CSV is attached')
      const mailed = attached.data.toString('utf8')
      assert.ok(mailed.includes(w.header) && mailed.includes(name), 'the attachment is the export')
      assert.equal(await form.count(), 1, 'still one form')

      // the analytics section counts the scan
      await page.locator('[data-testid=leads-analytics]').getByText(w.analytics).waitFor()

      // a visitor with no badge: the business card's photo and a note; the list shows the photo
      await page.evaluate(() => window.scrollTo(0, 0))
      await tapDrawn(page.locator('[data-testid=leads-card]'))
      const cardForm = page.locator('[data-testid=leads-card-form]')
      const chooser = page.waitForEvent('filechooser')
      await tapDrawn(cardForm.locator('.image-uploader__add'))
      await (await chooser).setFiles({ name: 'card.png', mimeType: 'image/png', buffer: cardPhoto() })
      await cardForm.locator('.image-uploader__tile[data-url]').waitFor({ timeout: 30_000 })
      // hot, as the list is filtered to hot leads
      await tapDrawn(cardForm.locator('[data-testid=leads-rate-hot]'))
      await cardForm.locator('textarea').fill(w.cardNote)
      await tapDrawn(cardForm.locator('[data-testid=leads-save]'))
      const cardItem = page.locator('[data-testid=leads-item]').filter({ hasText: w.cardNote })
      const shown = cardItem.locator('.leads-card__photo img, img.leads-card__photo').first()
      await shown.waitFor()
      await page.waitForFunction((el) => el.complete && el.naturalWidth > 0, await shown.elementHandle())
      // its contact is on the card: not the badge lead's "no contact shared"
      await cardItem.getByText(w.fromCard).waitFor()
      await cardItem.scrollIntoViewIfNeeded()
      await screenshot(page, `leads-card-${language.toLowerCase()}`)

      // offline: an old-style badge the device cannot check waits; online, the server refuses it:
      // it leaves the queue with the reason and nothing waits behind it
      await context.setOffline(true)
      const forged = `${crypto.randomUUID().replace(/-/g, '').slice(0, 24)}.${'A'.repeat(43)}`
      await page.evaluate((b) => (window.__badge = b), forged)
      await page.evaluate(() => window.scrollTo(0, 0))
      await tapDrawn(page.locator('[data-testid=leads-scan]'))
      await page.getByText(w.unchecked).waitFor()
      await page.locator('[data-testid=leads-waiting]').getByText(w.waiting).waitFor()
      await context.setOffline(false)
      await page.evaluate(() => window.dispatchEvent(new Event('online')))
      const refused = page.locator('[data-testid=leads-refused]')
      await refused.getByText(w.refused, { exact: false }).waitFor({ timeout: 20_000 })
      await page.locator('[data-testid=leads-waiting]').getByText(w.synced).waitFor()
      assert.equal(
        await page.locator('[data-testid=leads-captured]').count(),
        0,
        'a refused scan is not offered to qualify',
      )
      await screenshot(page, `leads-refused-${language.toLowerCase()}`)

      // without BarcodeDetector the app reads the camera's picture itself (jsQR), only within the
      // viewfinder: a code held just above the frame is not taken, the same code inside it is. The
      // refused badge may be scanned again; offline it waits, "checked when online". The scanner
      // opens online (its reader is loaded then), the network goes before the code is read.
      await page.evaluate(() => delete window.BarcodeDetector)
      await page.evaluate(() => window.scrollTo(0, 0))
      await tapDrawn(page.locator('[data-testid=leads-scan]'))
      await page.locator('.app-scanner__frame').waitFor()
      const qr = await QRCode.toDataURL(forged, { margin: 4, width: 300 })
      await page.evaluate((d) => window.__showCode(d, 'outside'), qr)
      await page.waitForTimeout(200)
      // the code is in the camera's picture and readable there (decoded here from the whole picture)
      const picture = PNG.sync.read(
        Buffer.from((await page.evaluate(() => window.__camera.toDataURL('image/png'))).split(',')[1], 'base64'),
      )
      assert.equal(jsQR(new Uint8ClampedArray(picture.data), picture.width, picture.height)?.data, forged)
      // on screen, just above the viewfinder (the screenshot shows where)
      await screenshot(page, `leads-scan-outside-${language.toLowerCase()}`)
      // many camera frames later, the scanner still waits and nothing was captured
      await page.waitForTimeout(2000)
      assert.equal(await page.locator('.app-scanner').count(), 1, 'a code outside the viewfinder is not read')
      assert.equal(await page.locator('[data-testid=leads-captured]').count(), 0, 'nothing captured')
      await context.setOffline(true)
      await page.evaluate((d) => window.__showCode(d, 'inside'), qr)
      await page.locator('[data-testid=leads-captured]').getByText(w.unchecked).waitFor()
      assert.equal(await page.locator('.app-scanner').count(), 0, 'the scanner closed on the read')
      // the camera is stopped once the confirmation is drawn (not before it, not never)
      await page.waitForFunction(() =>
        window.__streams.every((s) => s.getTracks().every((t) => t.readyState === 'ended')),
      )
      await page.locator('[data-testid=leads-waiting]').getByText(w.waiting).waitFor()
      assert.deepEqual(errors, [])
    } finally {
      await browser.close()
    }
  })
}

// "Use another number" on an exhibitor's edit page (issue 28): scans that wait on the device would be
// sent with the next phone's token and refused as not its exhibitor's, so they are sent first. The
// exhibitor is told how many wait and chooses: Cancel keeps the phone; "Send now" with no network
// keeps it too and says why; "Send now" online sends them and only then asks for the phone.
const SWITCH_WORDS = {
  'ZH-CN': {
    verify: '验证',
    captured: (n) => `已记录：${n}`,
    waiting: '1 条扫描等待同步',
    otherPhone: '更换手机号',
    title: '扫描尚未同步',
    body: '此设备上还有 1 条扫描未发送到服务器',
    send: '先发送',
    cancel: '取消',
    blocked: '还有 1 条扫描未同步',
    switched: '请验证要使用的手机号后保存',
  },
  EN: {
    verify: 'Verify',
    captured: (n) => `Captured: ${n}`,
    waiting: 'Scans waiting to sync: 1',
    otherPhone: 'Use another number',
    title: 'Scans not synced yet',
    body: 'Scans on this device that have not reached the server: 1.',
    send: 'Send now',
    cancel: 'Cancel',
    blocked: 'Scans not synced yet: 1.',
    switched: 'Verify the phone you want to use, then save',
  },
}

for (const [language, phone, visitorPhone] of [
  ['ZH-CN', '13800138000', '13522220003'],
  ['EN', '13800138001', '13522220004'],
]) {
  test(`"use another number" on the edit page sends the waiting scans first (${language})`, async () => {
    const w = SWITCH_WORDS[language]
    const lang = language.toLowerCase()
    const stamp = Date.now().toString(36)
    const visitor = `e2e-lead-sw-${language}-${stamp}`
    const name = language === 'EN' ? `Bea ${stamp}` : `碧雅${stamp}`
    const badge = await registerVisitor(visitor, visitorPhone, name)
    const browser = await launch()
    try {
      const { page, context, errors } = browser
      await fakeCamera(context)
      await page.goto(url(`/exhibitors/leads?eventCode=CGA&language=${language}`))
      await page.locator('.phone-verify__phone input, input.phone-verify__phone').first().fill(phone)
      // the scan test above verified this phone a moment ago (one code a minute): this code is
      // asked for two minutes later on the server's clock
      await serverClockAt(Date.now() + 120_000)
      try {
        const sentAfter = Date.now() - 1000
        await tapDrawn(page.locator('.code-button:visible'))
        const code = await codeFor(phone, sentAfter)
        await page.locator('.phone-verify__code input, input.phone-verify__code').first().fill(code)
        await tapDrawn(page.getByRole('button', { name: w.verify, exact: true }))
        await page.locator('[data-testid=leads-scan]').waitFor()
      } finally {
        await serverClockAt(null)
      }

      // a scan the server does not get (its writes fail as with no network): it waits on the device
      const release = await holdWrites(context)
      await page.evaluate((b) => (window.__badge = b), badge.token)
      await tapDrawn(page.locator('[data-testid=leads-scan]'))
      await page.locator('[data-testid=leads-captured]').getByText(w.captured(name)).waitFor()
      await page.locator('[data-testid=leads-waiting]').getByText(w.waiting).waitFor()

      // the exhibitor's edit page, verified with this phone
      await page.goto(url(`/exhibitors/edit?companyProfileId=1&eventCode=CGA&language=${language}`))
      const other = page.locator('.editor-gate__switch:visible').filter({ hasText: w.otherPhone })
      await other.waitFor()
      const modal = page.locator('.taro-modal__content:visible')
      const ask = async () => {
        await tapDrawn(other)
        await modal.filter({ hasText: w.title }).waitFor()
        assert.ok((await modal.textContent()).includes(w.body), await modal.textContent())
      }
      const answer = (text) => tapDrawn(page.locator('.taro-modal__foot:visible').getByText(text, { exact: true }))

      // told how many wait; Cancel keeps the phone
      await ask()
      await screenshot(page, `leads-switch-ask-${lang}`)
      await answer(w.cancel)
      await modal.waitFor({ state: 'hidden' })
      await other.waitFor()

      // "Send now" while they cannot be sent: the phone stays and the toast says why
      await ask()
      await answer(w.send)
      await page.getByText(w.blocked).waitFor()
      await screenshot(page, `leads-switch-blocked-${lang}`)
      assert.equal(await page.locator('.phone-verify__phone:visible').count(), 0, 'the phone is still verified')
      await other.waitFor()
      assert.deepEqual(await call(visitor, 'GET', '/api/v5/leads/mine'), [], 'nothing reached the server yet')

      // online: "Send now" sends the scan, then the page asks for the other phone
      await release()
      await ask()
      await answer(w.send)
      await page.locator('.phone-verify__phone:visible').first().waitFor()
      await other.waitFor({ state: 'detached' })
      // a switch, not an expiry: the words above the form say so
      await page.getByText(w.switched).waitFor()
      await screenshot(page, `leads-switch-sent-${lang}`)
      const holders = await call(visitor, 'GET', '/api/v5/leads/mine')
      assert.equal(holders.length, 1, 'the scan reached the server once')
      assert.deepEqual(errors, [])
    } finally {
      await browser.close()
    }
  })
}
