// Forms that look and type right, and buyers from abroad (issue 22 items 10 and 11), in real
// Chromium at 375×812 in both languages: the code box on the phone-verification pages is as tall
// as its neighbours and holds its placeholder; textareas use the page's font; the email field is
// type=email and numeric fields bring the digit keyboard with a maxlength that holds; "12,000" is
// accepted; a number from abroad is typed after the country picker; the email says what happens to
// it; a 7th interest is refused and the label counts; a second tap on a slow Post says the post is
// on its way. Taps go through tapDrawn (the element drawn at the point is the one tapped).
import assert from 'node:assert/strict'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { after, before, test } from 'node:test'
import { expectHeading, launch, screenshot, url } from './support.mjs'
import { tapDrawn } from './taps.mjs'

const EVENT = 'SIE'
// a 1×1 PNG: the RFQ needs a picture
const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d49444154789c6360000002000154a24f5d0000000049454e44ae426082',
  'hex',
)
let dir
before(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'e2e-forms-'))
  fs.writeFileSync(path.join(dir, 'sample.png'), PNG)
})
after(() => fs.rmSync(dir, { recursive: true, force: true }))

const WORDS = {
  EN: {
    post: 'Post',
    verifyTitle: 'Edit information',
    mobile: 'Mobile',
    dial: 'Country or region code',
    email: 'Email',
    price: 'Price (CNY)',
    quantity: 'Quantity',
    description: 'Description',
    code: 'Verification code',
    categories: 'Categories (0/6)',
    emailHintGeneral: 'This address is not kept or shown. When a seller writes to you, we tell you by SMS.',
    emailHintExhibitor:
      'The exhibitor receives this enquiry by email, in Chinese and English, and replies to this address.',
    invalidMobile: 'Invalid mobile phone number!',
    posting: 'Posting…',
    postingWait: 'Your RFQ is on its way. Please wait a moment.',
    uploadingWait: 'Please wait until the pictures are uploaded',
    addPicture: 'Add picture',
    submit: 'Post',
    interestsTooMany: 'At most 6 interests',
    register: '/visit/register',
  },
  'ZH-CN': {
    post: '发布',
    verifyTitle: '资料修改',
    mobile: '手机号码',
    dial: '国家或地区区号',
    email: '邮箱',
    price: '价格（元）',
    quantity: '数量',
    description: '需求描述',
    code: '验证码',
    categories: '类别（0/6）',
    emailHintGeneral: '该邮箱不会保存，也不会公开。有供应商给您留言时，我们会发短信通知您。',
    emailHintExhibitor: '展商会收到这条询盘的邮件（中英双语），并回复到此邮箱。',
    invalidMobile: '手机号码无效！',
    posting: '发布中…',
    postingWait: '询盘正在发送，请稍候',
    uploadingWait: '请等待图片上传完成',
    addPicture: '添加图片',
    submit: '发布',
    interestsTooMany: null,
    register: '/visit/register',
  },
}

const visible = (page, selector) => page.locator(`${selector}:visible`).first()
const byLabel = (page, label) => page.getByLabel(label, { exact: true }).locator('visible=true').first()

/** What a visitor sees of a text field: its height, type, keyboard, font and whether the placeholder fits. */
async function looks(locator) {
  return locator.evaluate((el) => {
    const r = el.getBoundingClientRect()
    const cs = getComputedStyle(el)
    const ctx = document.createElement('canvas').getContext('2d')
    ctx.font = `${cs.fontSize} ${cs.fontFamily}`
    const inner = el.clientWidth - parseFloat(cs.paddingLeft) - parseFloat(cs.paddingRight)
    return {
      height: Math.round(r.height),
      lineHeight: parseFloat(cs.fontSize) * 1.2,
      type: el.type,
      inputMode: el.inputMode,
      maxLength: el.maxLength,
      fontFamily: cs.fontFamily,
      bodyFont: getComputedStyle(document.body).fontFamily,
      placeholderFits: ctx.measureText(el.placeholder).width <= inner + 1,
    }
  })
}

/** Types key by key (a maxlength holds for keys; Playwright's fill would set the value past it). */
async function typeKeys(locator, text) {
  await locator.click()
  await locator.fill('')
  await locator.pressSequentially(text)
  return locator.inputValue()
}

for (const lang of ['EN', 'ZH-CN']) {
  const w = WORDS[lang]

  test(`${lang}: the phone verification's code box is as tall as the phone box and holds its placeholder (/exhibitors/edit, /exhibition/my-detail)`, async () => {
    const b = await launch()
    try {
      const { page } = b
      for (const route of [
        `/exhibitors/edit?companyProfileId=1&eventCode=CGA`,
        '/exhibition/my-detail?eventCode=CGA',
      ]) {
        await page.goto(url(`${route}&language=${lang}`))
        const phone = visible(page, '.phone-verify__phone input')
        const code = visible(page, '.phone-verify__code input')
        await code.waitFor()
        const [p, c] = [await looks(phone), await looks(code)]
        assert.ok(c.height >= 40, `${route}: the code box is ${c.height} px tall`)
        assert.equal(c.height, p.height, `${route}: the code box and the phone box are one height`)
        assert.ok(c.placeholderFits, `${route}: the code's placeholder fits its box`)
        assert.ok(c.height >= c.lineHeight, `${route}: the placeholder's line fits the height`)
        assert.equal(c.fontFamily, c.bodyFont, `${route}: the page's font`)
        assert.deepEqual([p.inputMode, c.inputMode], ['numeric', 'numeric'], 'the digit keyboard')
        assert.equal(p.type, 'tel')
        assert.equal(await typeKeys(code, '12345678'), '123456', 'the code holds six digits')
        assert.equal(await typeKeys(phone, '138001380009999'), '13800138000', 'a mainland number holds eleven')
        await screenshot(page, `forms-verify-${route.split('?')[0].slice(1).replace('/', '-')}-${lang}`)
      }
    } finally {
      await b.close()
    }
  })

  test(`${lang}: the RFQ form types right: fonts, type=email, numeric fields, "12,000", a number from abroad, the email's fate, a slow post's second tap`, async () => {
    const b = await launch()
    try {
      const { page, context } = b
      await page.goto(url(`/consult/post?eventCode=${EVENT}&language=${lang}`))
      await expectHeading(page, w.post)
      const description = visible(page, '.rfq-form__textarea')
      await description.waitFor()
      const d = await looks(description)
      assert.doesNotMatch(d.fontFamily, /monospace/, 'the textarea is not in a typewriter font')
      assert.equal(d.fontFamily, d.bodyFont, "the textarea uses the page's font")

      const email = byLabel(page, w.email)
      assert.equal((await looks(email)).type, 'email')
      await visible(page, '.rfq-form__hint').waitFor()
      assert.equal((await visible(page, '#rfq-field-email .rfq-form__hint').textContent()).trim(), w.emailHintGeneral)
      for (const label of [w.price, w.quantity]) {
        const amount = byLabel(page, label)
        const l = await looks(amount)
        assert.equal(l.inputMode, 'numeric', `${label}: the digit keyboard`)
        assert.ok(l.maxLength > 0 && l.maxLength <= 13, `${label}: maxlength ${l.maxLength}`)
        assert.equal((await typeKeys(amount, '1234567890123456789')).length, l.maxLength, `${label}: maxlength holds`)
      }
      assert.equal((await visible(page, '#rfq-field-categories .rfq-form__label').textContent()).trim(), w.categories)

      // thousands separators: no message
      await byLabel(page, w.price).fill('12,000')
      await byLabel(page, w.quantity).fill('1,500')
      await byLabel(page, w.description).fill('Hydraulic pumps, 12 bar')
      await byLabel(page, w.description).press('Tab')
      const messages = () => page.locator('.rfq-form__error:visible').allTextContents()
      assert.deepEqual(
        (await messages()).filter((m) => /integer|整数/i.test(m)),
        [],
        '"12,000" and "1,500" are amounts',
      )

      // a buyer from abroad: the picker says +86 first, then +44 and a UK number
      const dial = byLabel(page, w.dial)
      assert.equal(await dial.inputValue(), '+86')
      const mobile = byLabel(page, w.mobile)
      assert.equal((await looks(mobile)).maxLength, 11, 'a mainland number: eleven digits')
      await dial.selectOption('+44')
      assert.equal(await visible(page, '.dial-picker__value').textContent(), '+44')
      await typeKeys(mobile, '7700 900123')
      await mobile.press('Tab')
      assert.deepEqual(
        (await messages()).filter((m) => m === w.invalidMobile),
        [],
        'a UK number is accepted',
      )
      await typeKeys(mobile, '12')
      await mobile.press('Tab')
      await page.locator('.rfq-form__error:visible', { hasText: w.invalidMobile }).waitFor()
      await typeKeys(mobile, '7700 900123')
      await screenshot(page, `forms-rfq-abroad-${lang}`)

      // the rest of a valid form, a picture, then a slow post tapped twice
      for (const [name, value] of [
        ['message', 'Quote'],
        ['region', 'Hamburg'],
        ['contact', 'Anna Berg'],
      ])
        await visible(page, `input[name="${name}"]`).fill(value)
      await email.fill('anna@example.de')
      await visible(page, 'input[name="code"]').fill('123456')
      const chooser = page.waitForEvent('filechooser')
      await page.getByRole('button', { name: w.addPicture, exact: true }).click()
      await (await chooser).setFiles([path.join(dir, 'sample.png')])
      await page.waitForFunction(() => document.querySelectorAll('.image-uploader__tile[data-url]').length >= 1, null, {
        timeout: 30_000,
      })
      let release
      const held = new Promise((r) => (release = r))
      const posted = []
      await context.route('**/api/v5/enquiryPool/pushEnquiryPool**', async (route) => {
        // the client sends forms url-encoded
        const body = route.request().postData() ?? ''
        posted.push(body.startsWith('{') ? JSON.parse(body) : Object.fromEntries(new URLSearchParams(body)))
        await held
        await route.continue()
      })
      // every toast shown from now on (one may replace another before a poll sees it)
      await page.evaluate(() => {
        window.__toasts = []
        new MutationObserver((records) => {
          for (const r of records)
            for (const n of r.addedNodes) if (n.classList?.contains('app-toast')) window.__toasts.push(n.textContent)
        }).observe(document.body, { childList: true })
      })
      const submit = visible(page, '.rfq-form__submit')
      await tapDrawn(submit)
      await page.waitForFunction((t) => document.querySelector('.rfq-form__submit')?.textContent === t, w.posting)
      // the busy button is aria-disabled (Playwright would wait); a finger taps it all the same
      await tapDrawn(submit, { force: true })
      await page.waitForTimeout(500)
      const toasts = await page.evaluate(() => window.__toasts)
      assert.ok(toasts.includes(w.postingWait), `the second tap says the post is on its way: ${toasts.join(' | ')}`)
      assert.ok(!toasts.some((t) => t.includes(w.uploadingWait)), 'not "wait for pictures"')
      await screenshot(page, `forms-rfq-posting-${lang}`)
      release()
      assert.equal(posted.length, 1, 'one post')
      assert.equal(posted[0].contactInfo, '+447700900123', 'sent in E.164')
      assert.equal(posted[0].price, '12,000')
    } finally {
      await b.close()
    }
  })

  test(`${lang}: an enquiry to an exhibitor says the address is the exhibitor's reply address, mailed in both languages`, async () => {
    const b = await launch()
    try {
      const { page } = b
      await page.goto(url(`/consult/post?eventCode=${EVENT}&companyProfileId=2&language=${lang}`))
      const hint = visible(page, '#rfq-field-email .rfq-form__hint')
      await hint.waitFor()
      assert.ok((await hint.textContent()).startsWith(w.emailHintExhibitor), await hint.textContent())
      await hint.scrollIntoViewIfNeeded()
      await screenshot(page, `forms-rfq-exhibitor-email-${lang}`)
    } finally {
      await b.close()
    }
  })

  test(`${lang}: "Choose up to 6" refuses a 7th interest where it is tapped, and the label counts (/visit/register)`, async () => {
    const b = await launch()
    try {
      const { page } = b
      await page.goto(url(`/visit/register?eventCode=${EVENT}&language=${lang}`))
      const chips = page.locator('[data-field="interests"] .form-chip:visible')
      await chips.first().waitFor()
      assert.ok((await chips.count()) >= 7, 'the edition has at least seven root categories')
      const count = visible(page, '[data-field="interests"] .form-field__count')
      assert.equal((await count.textContent()).trim(), '0/6')
      for (let i = 0; i < 6; i++) await tapDrawn(chips.nth(i))
      assert.equal((await count.textContent()).trim(), '6/6')
      await tapDrawn(chips.nth(6))
      assert.equal(await chips.nth(6).getAttribute('aria-checked'), 'false', 'the 7th is not chosen')
      assert.equal(await page.locator('[data-field="interests"] .form-chip[aria-checked="true"]:visible').count(), 6)
      assert.equal((await count.textContent()).trim(), '6/6')
      const alert = visible(page, '[data-field="interests"] [role=alert]')
      await alert.waitFor()
      if (w.interestsTooMany) assert.equal((await alert.textContent()).trim(), w.interestsTooMany)
      await alert.scrollIntoViewIfNeeded()
      await screenshot(page, `forms-interests-${lang}`)
      // un-choosing one frees a place
      await tapDrawn(chips.nth(0))
      await tapDrawn(chips.nth(6))
      assert.equal(await chips.nth(6).getAttribute('aria-checked'), 'true')
    } finally {
      await b.close()
    }
  })

  test(`${lang}: the matchmaking card's textarea uses the page's font, and its interests stop at 6 (/pairs/insterests)`, async () => {
    const b = await launch()
    try {
      const { page } = b
      await page.goto(url(`/pairs/insterests?eventCode=${EVENT}&language=${lang}`))
      const area = visible(page, '.pairs-form__textarea textarea, textarea.pairs-form__textarea')
      await area.waitFor({ timeout: 15_000 })
      const a = await looks(area)
      assert.doesNotMatch(a.fontFamily, /monospace/)
      assert.equal(a.fontFamily, a.bodyFont)
      const chips = page.locator('.pairs-chip--interest:visible')
      if ((await chips.count()) >= 7) {
        for (let i = 0; i < 7; i++) await tapDrawn(chips.nth(i))
        assert.equal(await page.locator('.pairs-chip--interest.pairs-chip--on:visible').count(), 6)
        assert.equal((await visible(page, '.pairs-form__count').textContent()).trim(), '6/6')
      }
      await screenshot(page, `forms-pairs-card-${lang}`)
    } finally {
      await b.close()
    }
  })
}
