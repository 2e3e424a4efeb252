// The enquiry pool in real Chromium against the real server (issue 13), in both languages: the
// pool → the form with every invalid input (each §5 message shows) → fixed → two real PNGs uploaded
// (one reduced from 2,400 px) → 'Post failed!' keeps everything, also across a reload → a code read
// from the SMS outbox → posted → first in the pool with its pictures → another visitor likes it and
// writes to the buyer, then sees the number. Consult from an exhibitor page → the exhibitor's email.
import assert from 'node:assert/strict'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import zlib from 'node:zlib'
import { after, before, test } from 'node:test'
import { emlFiles, waitForNewEmail } from './mail.mjs'
import { codeFor, expectHeading, launch, screenshot, url } from './support.mjs'
import { tapDrawn } from './taps.mjs'
import { smsTexts } from '../scripts/lib/sms-outbox.mjs'

const DATA_DIR = process.env.E2E_DATA_DIR
const EVENT = 'SIE'

// ---------------------------------------------------------------------------------------------
// Real PNG files, written here (no image library): a photo-like gradient with grain.
// ---------------------------------------------------------------------------------------------
const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1
  return c >>> 0
})
function crc32(buf) {
  let c = 0xffffffff
  for (const b of buf) c = CRC_TABLE[(c ^ b) & 0xff] ^ (c >>> 8)
  return (c ^ 0xffffffff) >>> 0
}
function chunk(type, data) {
  const len = Buffer.alloc(4)
  len.writeUInt32BE(data.length)
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data])
  const crc = Buffer.alloc(4)
  crc.writeUInt32BE(crc32(body))
  return Buffer.concat([len, body, crc])
}
function png(width, height, hue) {
  const raw = Buffer.alloc((width * 3 + 1) * height)
  let seed = hue * 7919 + 1
  for (let y = 0; y < height; y++) {
    const row = y * (width * 3 + 1)
    raw[row] = 0
    for (let x = 0; x < width; x++) {
      seed = (seed * 1103515245 + 12345) & 0x7fffffff
      const grain = (seed >> 16) % 24
      const i = row + 1 + x * 3
      raw[i] = (hue + (x * 180) / width + grain) & 0xff
      raw[i + 1] = ((y * 200) / height + grain) & 0xff
      raw[i + 2] = (255 - (x * 120) / width - grain) & 0xff
    }
  }
  const ihdr = Buffer.alloc(13)
  ihdr.writeUInt32BE(width, 0)
  ihdr.writeUInt32BE(height, 4)
  ihdr.set([8, 2, 0, 0, 0], 8)
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', zlib.deflateSync(raw, { level: 6 })),
    chunk('IEND', Buffer.alloc(0)),
  ])
}
/** Width and height of a PNG or JPEG file. */
function imageSize(buf) {
  if (buf[0] === 0x89) return { type: 'png', width: buf.readUInt32BE(16), height: buf.readUInt32BE(20) }
  let i = 2
  while (i < buf.length) {
    const marker = buf[i + 1]
    const len = buf.readUInt16BE(i + 2)
    if (marker >= 0xc0 && marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marker))
      return { type: 'jpeg', height: buf.readUInt16BE(i + 5), width: buf.readUInt16BE(i + 7) }
    i += 2 + len
  }
  throw new Error('not an image')
}

let files
before(() => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'e2e-consult-'))
  files = { dir, big: path.join(dir, 'machine-photo.png'), small: path.join(dir, 'sample.png') }
  fs.writeFileSync(files.big, png(2400, 1800, 40))
  fs.writeFileSync(files.small, png(480, 360, 160))
  assert.ok(fs.statSync(files.big).size > 1024 * 1024, 'the large picture is over 1 MB before the app reduces it')
})
after(() => fs.rmSync(files.dir, { recursive: true, force: true }))

// ---------------------------------------------------------------------------------------------
// The words a visitor reads, per language (spec §5 and §8 in English)
// ---------------------------------------------------------------------------------------------
const WORDS = {
  EN: {
    pool: 'Enquiry pool',
    post: 'Post',
    postRfq: 'Post an RFQ',
    types: 'Choose a category',
    labels: {
      description: 'Description',
      price: 'Price (CNY)',
      quantity: 'Quantity',
      message: 'Message',
      region: 'Region',
      contact: 'Contact',
      contactInfo: 'Mobile',
      email: 'Email',
      code: 'Verification code',
    },
    rules: {
      descriptionRequired: 'Please fill in the description so that partners can meet your needs better!',
      priceRequired: 'Price cannot be empty!',
      priceMax: 'Price cannot exceed the maximum value(100000000) !',
      priceInteger: 'Please enter an integer for the price!',
      quantityRequired: 'Quantity cannot be empty!',
      quantityMax: 'Quantity cannot exceed the maximum value(100000000) !',
      quantityInteger: 'Please enter an integer for the quantity!',
      messageRequired: 'Message cannot be empty!',
      messageTooLong: 'Message cannot be over 12 characters!',
      regionRequired: 'Region cannot be empty!',
      contactRequired: 'Contact cannot be empty!',
      contactInfoRequired: 'Contact infomation cannot be empty!',
      invalidMobile: 'Invalid mobile phone number!',
      emailRequired: 'Email address cannot be empty!',
      invalidEmail: 'Invalid Email address!',
      pictureRequired: 'Please select at least one picture!',
      codeRequired: 'Verification code cannot be empty!',
      categoriesMax: 'Category quantity cannot be over 6!',
    },
    chooseCategories: 'Choose up to 6',
    done: 'Done',
    addPicture: 'Add picture',
    getCode: 'Get Verification code',
    getNewCode: 'Get a new code',
    codeSent: 'Get verification code successfully!',
    postFailed: 'Post failed!',
    posted: 'Posted Sucessfully！',
    general: 'If users are interested, they will inform you via SMS.',
    exhibitorConsent: 'Please agree to give your contact details to the exhibitor',
    toExhibitor: "We have sent your inquiry to the exhibitor's mailbox.",
    contactFound: 'Contact information found',
    confirmUpdate: 'Confirm to update your contact information?',
    update: 'Update',
    ok: 'OK',
    interested: 'Interested',
    interestedOne: 'Interested · 1',
    messageBuyer: 'Message the buyer',
    messageTitle: 'Message to the buyer',
    send: 'Send',
    messageSent: 'Message sent. The buyer reads it with their RFQ.',
    consult: 'Consult',
    mobile: 'Mobile',
    responded: 'Responded',
    close: 'Close',
    closeRfq: 'Close this RFQ',
    closeConfirm: 'Close this RFQ?',
    closed: 'RFQ closed',
    closedStatus: 'Closed',
  },
  'ZH-CN': {
    pool: '询盘池',
    post: '发布',
    postRfq: '发布询盘',
    types: '选择类别',
    labels: {
      description: '需求描述',
      price: '价格（元）',
      quantity: '数量',
      message: '留言',
      region: '地区',
      contact: '联系人',
      contactInfo: '手机号码',
      email: '邮箱',
      code: '验证码',
    },
    rules: {
      descriptionRequired: '请填写需求描述，以便合作伙伴更好地满足您的需求！',
      priceRequired: '价格不能为空！',
      priceMax: '价格不能超过最大值(100000000)！',
      priceInteger: '价格请输入整数！',
      quantityRequired: '数量不能为空！',
      quantityMax: '数量不能超过最大值(100000000)！',
      quantityInteger: '数量请输入整数！',
      messageRequired: '留言不能为空！',
      messageTooLong: '留言不能超过12个字符！',
      regionRequired: '地区不能为空！',
      contactRequired: '联系人不能为空！',
      contactInfoRequired: '联系方式不能为空！',
      invalidMobile: '手机号码无效！',
      emailRequired: '邮箱地址不能为空！',
      invalidEmail: '邮箱地址无效！',
      pictureRequired: '请至少选择一张图片！',
      codeRequired: '验证码不能为空！',
      categoriesMax: '类别数量不能超过6个！',
    },
    chooseCategories: '最多选择 6 个',
    done: '完成',
    addPicture: '添加图片',
    getCode: '获取验证码',
    getNewCode: '重新获取',
    codeSent: '获取验证码成功！',
    postFailed: '发布失败！',
    posted: '发布成功！',
    general: '如有用户感兴趣，将通过短信通知您。',
    exhibitorConsent: '请同意向展商提供您的联系方式',
    toExhibitor: '我们已将您的询盘发送至展商邮箱。',
    contactFound: '已找到联系方式',
    confirmUpdate: '确认更新您的联系方式？',
    update: '更新',
    ok: '确定',
    interested: '感兴趣',
    interestedOne: '已感兴趣 · 1',
    messageBuyer: '联系采购商',
    messageTitle: '给采购商留言',
    send: '发送',
    messageSent: '留言已发送，采购商可在其询盘中查看。',
    consult: '咨询',
    mobile: '手机',
    responded: '已回复',
    close: '关闭',
    closeRfq: '关闭询盘',
    closeConfirm: '确定关闭该询盘？',
    closed: '询盘已关闭',
    closedStatus: '已关闭',
  },
}

/** The page on top (H5 keeps earlier pages mounted, hidden). */
const onTop = (page, selector) => page.locator(`${selector}:visible`).first()
const field = (page, label) => page.getByLabel(label, { exact: true }).locator('visible=true').first()
/** The messages the form shows under its fields now. */
const shownMessages = (page) =>
  page.locator('.rfq-form__error:visible, .image-uploader__error:visible').allTextContents()
async function toast(page, text, timeout = 5000) {
  await page.waitForFunction(
    (t) => [...document.querySelectorAll('.app-toast')].some((el) => el.textContent.includes(t)),
    text,
    { timeout },
  )
}
/** The newest SMS the server sent to this number (the outbox of the file provider): its text. */
const smsTo = (phone, after = 0) => smsTexts(DATA_DIR, { phone, after }).at(-1)?.text ?? null
async function modal(page, text) {
  const box = page.locator('.taro-modal__content').filter({ hasText: text })
  await box.waitFor({ state: 'visible', timeout: 10_000 })
  return box
}
async function uploads(page, count) {
  await page.waitForFunction((n) => document.querySelectorAll('.image-uploader__tile[data-url]').length >= n, count, {
    timeout: 30_000,
  })
  return page.locator('.image-uploader__tile[data-url]').evaluateAll((els) => els.map((e) => e.dataset.url))
}
async function addPictures(page, w, paths) {
  const chooser = page.waitForEvent('filechooser')
  await page.getByRole('button', { name: w.addPicture, exact: true }).click()
  await (await chooser).setFiles(paths)
}
async function getCode(page, w, phone) {
  const since = Date.now() - 1000
  await page.getByRole('button', { name: w.getCode, exact: true }).click()
  await toast(page, w.codeSent)
  await page.waitForFunction(() => /^\d+ (s|秒)$/.test(document.querySelector('.code-button')?.textContent ?? ''))
  return codeFor(phone, since)
}

const phoneFor = (lang, n) => `139${lang === 'EN' ? '1' : '2'}${String(Date.now()).slice(-6)}${n}`

for (const lang of ['EN', 'ZH-CN']) {
  const w = WORDS[lang]

  test(`${lang}: pool → post (every message, fix, two real PNGs, a failed post kept across a reload, the SMS code) → first in the pool → another visitor likes and writes`, async () => {
    const poster = await launch()
    const seller = await launch()
    try {
      const { page } = poster
      await page.goto(url(`/consult/list?eventCode=${EVENT}&language=${lang}`))
      await expectHeading(page, w.pool)
      await onTop(page, '.rfq-card').waitFor()
      await screenshot(page, `consult-pool-${lang}`)

      // the floating Post button (no native top bar in a browser)
      await page.getByRole('button', { name: w.postRfq }).click()
      await expectHeading(page, w.post)

      // nothing typed: every required rule speaks
      await onTop(page, '.rfq-form__submit').click()
      for (const key of [
        'descriptionRequired',
        'priceRequired',
        'quantityRequired',
        'messageRequired',
        'regionRequired',
        'contactRequired',
        'contactInfoRequired',
        'emailRequired',
        'pictureRequired',
        'codeRequired',
      ])
        assert.ok((await shownMessages(page)).includes(w.rules[key]), `${key} shows`)
      await toast(page, w.rules.descriptionRequired)
      await screenshot(page, `consult-errors-${lang}`)

      // the rest of the rules, as the visitor types (each message shows, then goes when fixed)
      const typeAndSee = async (label, value, key) => {
        await field(page, label).fill(value)
        await page.waitForFunction(
          (m) => [...document.querySelectorAll('.rfq-form__error')].some((e) => e.textContent === m),
          w.rules[key],
        )
      }
      await typeAndSee(w.labels.price, '100000001', 'priceMax')
      await typeAndSee(w.labels.price, '12.5', 'priceInteger')
      await typeAndSee(w.labels.quantity, '100000001', 'quantityMax')
      await typeAndSee(w.labels.quantity, '2.5', 'quantityInteger')
      await typeAndSee(w.labels.message, 'abcdefghijklm', 'messageTooLong')
      await typeAndSee(w.labels.contactInfo, '12812345678', 'invalidMobile')
      await typeAndSee(w.labels.email, 'buyer@', 'invalidEmail')

      // fixed, at the limits: 100000000 and 12 characters pass
      const phone = phoneFor(lang, 1)
      const description = `${lang} e2e RFQ ${Date.now()}: stainless steel ball valves DN50`
      await field(page, w.labels.description).fill(description)
      await field(page, w.labels.price).fill('100000000')
      await field(page, w.labels.quantity).fill('500')
      await field(page, w.labels.message).fill(lang === 'EN' ? 'Quote please' : '请尽快报价谢谢您的帮助')
      await field(page, w.labels.region).fill(lang === 'EN' ? 'Ningbo' : '宁波')
      await field(page, w.labels.contact).fill(lang === 'EN' ? 'Ms Li' : '李女士')
      await field(page, w.labels.contactInfo).fill(phone)
      await field(page, w.labels.email).fill('buyer@example.com')
      for (const key of [
        'priceMax',
        'priceInteger',
        'quantityMax',
        'quantityInteger',
        'messageTooLong',
        'invalidMobile',
        'invalidEmail',
      ])
        assert.ok(!(await shownMessages(page)).includes(w.rules[key]), `${key} is gone once fixed`)

      // categories: six, the seventh refused
      await onTop(page, '.rfq-form__choose').click()
      await expectHeading(page, w.types)
      const options = page.locator('.at-checkbox__option:visible')
      await options.first().waitFor()
      for (let i = 0; i < 6; i++) await options.nth(i).click()
      await options.nth(6).click()
      await toast(page, w.rules.categoriesMax)
      assert.equal(await page.locator('.at-checkbox__option--selected:visible').count(), 6)
      await page.getByRole('button', { name: w.done }).click()
      await expectHeading(page, w.post)
      assert.equal(await page.locator('.rfq-form__cats .consult-chip:visible').count(), 6)

      // two real PNGs: the large one reduced on the device before it is sent
      await addPictures(page, w, [files.big, files.small])
      const pictures = await uploads(page, 2)
      assert.equal(pictures.length, 2)
      const stored = pictures.map((p) => fs.readFileSync(path.join(DATA_DIR, p)))
      const big = imageSize(stored[0])
      assert.equal(big.type, 'jpeg', 'the 2,400 px PNG was re-encoded')
      assert.ok(Math.max(big.width, big.height) <= 1600, `reduced to ≤ 1,600 px (${big.width}×${big.height})`)
      assert.equal(big.width / big.height, 4 / 3, 'its shape kept')
      assert.ok(stored[0].length <= 1024 * 1024, 'at most 1 MB')
      assert.deepEqual(
        imageSize(stored[1]),
        { type: 'png', width: 480, height: 360 },
        'a small picture is sent as it is',
      )
      // the second one becomes the cover
      await page.getByRole('button', { name: lang === 'EN' ? 'Move picture 2 earlier' : '第 2 张图片前移' }).click()
      assert.deepEqual(await uploads(page, 2), [pictures[1], pictures[0]])

      // a wrong code: 'Post failed!' with the reason, and nothing is lost, even across a reload
      await field(page, w.labels.code).fill('000000')
      await onTop(page, '.rfq-form__submit').click()
      await toast(page, w.postFailed)
      assert.equal(await field(page, w.labels.description).inputValue(), description)
      await page.reload()
      await expectHeading(page, w.post)
      await onTop(page, '.rfq-form').waitFor()
      assert.equal(await field(page, w.labels.description).inputValue(), description)
      assert.equal(await field(page, w.labels.price).inputValue(), '100000000')
      assert.equal(await field(page, w.labels.contactInfo).inputValue(), phone)
      assert.deepEqual(await uploads(page, 2), [pictures[1], pictures[0]])
      assert.equal(await page.locator('.rfq-form__cats .consult-chip:visible').count(), 6)

      // the code from the SMS (read from the server's outbox), the countdown
      const code = await getCode(page, w, phone)
      await field(page, w.labels.code).fill(code)
      // the separate consent to show the number to sellers who write (issue 23): unticked until tapped
      const share = onTop(page, '[data-consent="rfq_contact"]')
      assert.equal(await share.getAttribute('aria-checked'), 'false')
      await tapDrawn(share)
      assert.equal(await share.getAttribute('aria-checked'), 'true')
      await screenshot(page, `consult-filled-${lang}`)

      await onTop(page, '.rfq-form__submit').click()
      const done = await modal(page, w.posted)
      assert.match(await done.textContent(), new RegExp(w.general.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
      await done.locator('.taro-model__confirm').click()

      // back in the pool: the new RFQ first, with its cover picture
      await expectHeading(page, w.pool)
      const first = onTop(page, '.rfq-card')
      await page.waitForFunction(
        (d) => document.querySelector('.rfq-card')?.getAttribute('aria-label') === d,
        description,
        { timeout: 10_000 },
      )
      const id = await first.getAttribute('data-id')
      await page.waitForFunction(
        (p) => document.querySelector('.rfq-card img')?.getAttribute('src')?.endsWith(p),
        pictures[1],
        { timeout: 5000 },
      )
      await screenshot(page, `consult-pool-after-post-${lang}`)

      // the poster's own RFQ: its status, no like, its messages
      await first.click()
      await onTop(page, '.rfq-detail').waitFor()
      assert.equal(await page.locator('.rfq-detail__like:visible').count(), 0, 'no like of one’s own')

      // another visitor (another browser profile)
      const s = seller.page
      await s.goto(url(`/consult/detail?id=${id}&eventCode=${EVENT}&language=${lang}`))
      await onTop(s, '.rfq-detail__title').waitFor()
      assert.equal(await onTop(s, '.rfq-detail__title').textContent(), description)
      assert.equal(await s.locator('.rfq-detail__slide:visible').count(), 2, 'both pictures in the gallery')
      assert.equal((await s.content()).includes(phone), false, 'the number is not shown before contact')
      await s.getByRole('button', { name: w.interested, exact: true }).click()
      await s.getByRole('button', { name: w.interestedOne }).waitFor()
      await s.getByRole('button', { name: w.messageBuyer }).click()
      const sheet = s.getByRole('dialog', { name: w.messageTitle })
      await sheet.locator('textarea').fill('We make DN50 ball valves, call 13700001111')
      await sheet.getByRole('button', { name: w.send }).click()
      await toast(s, w.messageSent)
      await s.waitForFunction((p) => document.body.innerText.includes(p), phone)
      await screenshot(s, `consult-detail-${lang}`)
      // the buyer was told by SMS, naming the RFQ, never in the seller's words
      const notice = smsTo(phone) ?? ''
      assert.match(notice, new RegExp(`#${id}\\b`))
      assert.equal(notice.includes('DN50'), false, "the seller's text is not in the SMS")

      // the poster sees the message on their RFQ, with its status, and closes it
      await page.reload()
      await page.waitForFunction(() => document.body.innerText.includes('We make DN50 ball valves'))
      assert.equal(await onTop(page, '.rfq-detail__head .rfq-card__status').textContent(), w.responded)
      // the gallery opens full screen
      await onTop(page, '.rfq-detail__slide').click()
      const preview = page.locator('.app-image-preview')
      await preview.waitFor()
      assert.equal(await preview.locator('img').count(), 2)
      assert.equal(await preview.locator('.app-image-preview__count').textContent(), '1 / 2')
      await preview.getByRole('button', { name: w.close }).click()
      await preview.waitFor({ state: 'detached' })
      await page.getByRole('button', { name: w.closeRfq }).click()
      await (await modal(page, w.closeConfirm)).locator('.taro-model__confirm').click()
      await toast(page, w.closed)
      await page.waitForFunction(
        (c) => document.querySelector('.rfq-detail__head .rfq-card__status')?.textContent === c,
        w.closedStatus,
      )
      assert.equal(await page.getByRole('button', { name: w.closeRfq }).count(), 0)
      assert.deepEqual(poster.errors, [])
      assert.deepEqual(seller.errors, [])
    } finally {
      await poster.close()
      await seller.close()
    }
  })

  test(`${lang}: Consult from an exhibitor page → the form addressed to it → the exhibitor's email; the NEW badge goes`, async () => {
    const browser = await launch()
    try {
      const { page } = browser
      const list = await (
        await page.request.post(
          url(`/api/v5/companyProfiles/listPage?eventCode=${EVENT}&language=${lang}&pageNo=1&pageSize=1`),
          {
            data: {},
          },
        )
      ).json()
      const company = list.resultList.list[0]
      const detail = await (
        await page.request.get(
          url(`/api/v4/getExhibitorDetail?companyProfileId=${company.companyProfileId}&language=${lang}`),
        )
      ).json()
      const contactEmail = detail.resultList.contactEmail
      await page.goto(
        url(`/exhibitors/detail?companyProfileId=${company.companyProfileId}&eventCode=${EVENT}&language=${lang}`),
      )
      const consult = page.getByRole('button', { name: w.consult })
      await consult.waitFor()
      assert.equal(await consult.locator('.action-row__badge').count(), 1, 'NEW')
      await consult.click()
      await expectHeading(page, w.post)
      await page.waitForFunction(
        (n) => document.querySelector('.rfq-form__to-name')?.textContent === n,
        company.companyProfileName,
      )

      const phone = phoneFor(lang, 2)
      const description = `${lang} e2e enquiry to the exhibitor ${Date.now()}`
      await field(page, w.labels.description).fill(description)
      await field(page, w.labels.price).fill('3000')
      await field(page, w.labels.quantity).fill('20')
      await field(page, w.labels.message).fill(lang === 'EN' ? 'Samples?' : '可以寄样吗')
      await field(page, w.labels.region).fill(lang === 'EN' ? 'Suzhou' : '苏州')
      await field(page, w.labels.contact).fill(lang === 'EN' ? 'Mr Wang' : '王先生')
      await field(page, w.labels.contactInfo).fill(phone)
      await field(page, w.labels.email).fill('wang@example.com')
      await addPictures(page, w, [files.small])
      await uploads(page, 1)
      await field(page, w.labels.code).fill(await getCode(page, w, phone))
      const mails = emlFiles().length
      // an enquiry hands the exhibitor the contact details: not without the separate consent (issue 23)
      await onTop(page, '.rfq-form__submit').click()
      await toast(page, w.exhibitorConsent)
      assert.equal(emlFiles().length, mails, 'nothing is mailed without the consent')
      await tapDrawn(onTop(page, '[data-consent="exhibitor_contact"]'))
      await onTop(page, '.rfq-form__submit').click()
      const done = await modal(page, w.posted)
      assert.match(await done.textContent(), new RegExp(w.toExhibitor.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
      await done.locator('.taro-model__confirm').click()

      const mail = await waitForNewEmail(mails)
      assert.match(mail, new RegExp(`^To: .*${contactEmail.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`, 'mi'))
      assert.ok(mail.includes(description.slice(0, 40)), 'the RFQ is in the mail')
      assert.match(mail, /^Reply-To: .*wang@example\.com/im)

      // back on the exhibitor page: the NEW badge is gone
      await page.getByRole('button', { name: w.consult }).waitFor()
      assert.equal(await onTop(page, '.action-row__item--consult').locator('.action-row__badge').count(), 0)

      // the next form finds the contact details on file; changing them asks to update (§8)
      await page.getByRole('button', { name: w.consult }).click()
      await expectHeading(page, w.post)
      await toast(page, w.contactFound)
      assert.equal(await field(page, w.labels.contactInfo).inputValue(), phone)
      await field(page, w.labels.email).fill('wang.li@example.com')
      await field(page, w.labels.description).fill(`${description} (2)`)
      await field(page, w.labels.price).fill('3000')
      await field(page, w.labels.quantity).fill('20')
      await field(page, w.labels.message).fill(lang === 'EN' ? 'Samples?' : '可以寄样吗')
      await field(page, w.labels.region).fill(lang === 'EN' ? 'Suzhou' : '苏州')
      await addPictures(page, w, [files.small])
      await uploads(page, 1)
      await field(page, w.labels.code).fill('123456')
      await tapDrawn(onTop(page, '[data-consent="exhibitor_contact"]'))
      await onTop(page, '.rfq-form__submit').click()
      const ask = await modal(page, w.confirmUpdate)
      await ask.locator('.taro-model__confirm').click()
      await toast(page, w.postFailed)
      assert.deepEqual(browser.errors, [])
    } finally {
      await browser.close()
    }
  })
}

/** Visible controls smaller than 44 × 44 CSS px (as e2e/touch-targets.test.mjs measures them). */
async function smallControls(page) {
  await page.waitForTimeout(400)
  return page.evaluate(() => {
    const small = {}
    for (const el of document.querySelectorAll(
      '[role=button],[role=link],[role=tab],[role=option],[role=radio],button,a,input',
    )) {
      if (el.getClientRects().length === 0 || el.offsetParent === null) continue
      const r = el.getBoundingClientRect()
      if (r.width < 43.5 || r.height < 43.5)
        small[String(el.className).split(' ')[0] || el.tagName] ??= `${Math.round(r.width)}×${Math.round(r.height)}`
    }
    return small
  })
}

test('touch targets of 44 × 44 px or more on the pool, the form and the detail', async () => {
  const browser = await launch()
  try {
    const { page } = browser
    const found = {}
    const check = async (screen) =>
      Object.assign(found, ...Object.entries(await smallControls(page)).map(([k, v]) => ({ [`${screen}: ${k}`]: v })))
    await page.goto(url(`/consult/list?eventCode=${EVENT}&language=EN&categoryId=1`))
    await onTop(page, '.rfq-card').waitFor()
    await check('pool')
    const id = await onTop(page, '.rfq-card').getAttribute('data-id')
    await page.goto(url(`/consult/detail?id=${id}&eventCode=${EVENT}&language=EN`))
    await onTop(page, '.rfq-detail__title').waitFor()
    await check('detail')
    await page.goto(url(`/consult/post?eventCode=${EVENT}&language=EN`))
    await onTop(page, '.rfq-form').waitFor()
    await addPictures(page, WORDS.EN, [files.small, files.small])
    await uploads(page, 2)
    await check('form')
    assert.deepEqual(found, {})
  } finally {
    await browser.close()
  }
})

test('the pool: search, filters by category and region, most interested first, load more', async () => {
  const browser = await launch()
  try {
    const { page } = browser
    await page.goto(url(`/consult/list?eventCode=${EVENT}&language=EN`))
    await onTop(page, '.rfq-card').waitFor()
    const total = Number((await onTop(page, '.consult-list__count').textContent()).match(/\d+/)[0])
    // load more until the bottom line
    for (let i = 0; i < 50 && !(await page.locator('.notice--bottom-line:visible').count()); i++) {
      const more = page.locator('.consult-list__more:visible')
      if (await more.count())
        await more
          .first()
          .click({ timeout: 5000 })
          .catch(() => undefined)
      else await page.waitForTimeout(200)
    }
    await page.locator('.notice--bottom-line:visible').waitFor()
    assert.equal(await page.locator('.rfq-card:visible').count(), total)

    // region
    await page.getByRole('button', { name: 'Region' }).click()
    const option = page.getByRole('option').nth(1)
    const region = (await option.locator('.consult-sheet__label').textContent()).trim()
    await option.click()
    await page.waitForFunction((r) => {
      const cards = [...document.querySelectorAll('.rfq-card')].filter((c) => c.offsetParent)
      return cards.length > 0 && cards.every((c) => c.querySelector('.rfq-card__region').textContent === r)
    }, region)
    assert.match(page.url(), /region=/)
    await page.getByRole('button', { name: `Remove filter: ${region}` }).click()

    // category
    await page.getByRole('button', { name: 'Category' }).click()
    const group = page.locator('.consult-sheet__option.is-group').first()
    await group.click()
    await page.waitForFunction(() => document.querySelectorAll('.consult-list__chips .consult-chip').length === 1)

    // search
    await page.getByRole('button', { name: 'Clear filters' }).first().click()
    await page.getByLabel('Search RFQs').fill('irrigation')
    await page.getByRole('button', { name: 'Search', exact: true }).click()
    await page.waitForFunction(() => {
      const cards = [...document.querySelectorAll('.rfq-card')].filter((c) => c.offsetParent)
      return cards.length > 0 && cards.every((c) => /irrigation/i.test(c.textContent))
    })

    // most interested first
    await page.getByRole('button', { name: 'Clear filters' }).first().click()
    await page.getByRole('radio', { name: 'Most interested' }).click()
    await page.waitForFunction(() => /orderBy=1/.test(location.search))
    const counts = await page
      .locator('.rfq-card:visible .rfq-card__meta')
      .evaluateAll((els) => els.map((e) => Number(e.lastElementChild.textContent.match(/\d+/)[0])))
    assert.deepEqual(
      counts,
      [...counts].sort((a, b) => b - a),
    )
    assert.deepEqual(browser.errors, [])
  } finally {
    await browser.close()
  }
})

/** The organiser's open reports, read as the console does (signed in with the e2e organiser's account). */
async function organiserReports() {
  const signIn = await fetch(url('/api/organiser/signIn?language=EN'), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'organiser@e2e.test', password: 'e2e-organiser-password' }),
  })
  assert.equal(signIn.status, 200, await signIn.clone().text())
  const cookie = signIn.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ')
  const res = await fetch(url('/api/organiser/reports?status=open&language=EN'), { headers: { cookie } })
  return (await res.json()).resultList
}

for (const [lang, w] of [
  ['ZH-CN', { report: '举报', reason: '虚假询盘', done: '已提交主办方审核' }],
  ['EN', { report: 'Report', reason: 'Fake RFQ', done: 'Sent to the organiser' }],
]) {
  test(`reporting an RFQ of the pool (${lang}): a reason, a confirmation, then it is in the organiser's queue`, async () => {
    const browser = await launch()
    try {
      const { page } = browser
      await page.goto(url(`/consult/list?eventCode=${EVENT}&language=${lang}`))
      // a different RFQ per language: each report is found by its own RFQ
      const card = page.locator('.rfq-card:visible').nth(lang === 'EN' ? 1 : 0)
      await card.waitFor()
      const id = Number(await card.getAttribute('data-id'))
      await page.goto(url(`/consult/detail?id=${id}&eventCode=${EVENT}&language=${lang}`))
      const title = (await onTop(page, '.rfq-detail__title').textContent()).trim()
      const link = onTop(page, '[data-testid=rfq-report]')
      // scrolled to the middle of the screen, as a reader brings it up: the action bar stays at the bottom
      await link.evaluate((el) => el.scrollIntoView({ block: 'center' }))
      await tapDrawn(link)
      // the reasons, in the visitor's language; then the confirmation says the poster is not told who
      const sheet = page.locator('.app-action-sheet')
      await sheet.getByText(w.reason).waitFor()
      await screenshot(page, `rfq-report-reasons-${lang.toLowerCase()}`)
      await tapDrawn(sheet.getByRole('button', { name: w.reason }))
      const ask = page.locator('.taro-modal__content:visible')
      await ask.waitFor()
      await screenshot(page, `rfq-report-confirm-${lang.toLowerCase()}`)
      await tapDrawn(page.locator('.taro-modal__foot:visible').getByText(w.report, { exact: true }))
      await toast(page, w.done)
      await onTop(page, '[data-testid=rfq-report]').getByText(w.done).waitFor()
      await screenshot(page, `rfq-report-sent-${lang.toLowerCase()}`)

      const mine = (await organiserReports()).filter((r) => r.kind === 'rfq' && r.excerpt.includes(title))
      assert.equal(mine.length, 1, `one report of RFQ ${id} in the queue`)
      assert.equal(mine[0].reason, 'fake')
    } finally {
      await browser.close()
    }
  })
}
