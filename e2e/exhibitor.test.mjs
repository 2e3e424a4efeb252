// Exhibitor self-service in real Chromium against the real server (issue 14, item 7), in both
// languages: verify a contact phone by SMS (the code read from the server's outbox) → edit the
// company's English name and logo (review, save) → the directory and search show the new name →
// add a product with two pictures → it is in the exhibits list. And the share poster: a PNG of the
// poster's size whose QR code opens the exhibitor's detail page (decoded here with jsQR).
import assert from 'node:assert/strict'
import fs from 'node:fs'
import zlib from 'node:zlib'
import { test } from 'node:test'
import jsQR from 'jsqr'
import { PNG } from 'pngjs'
import { CARD, codeFor, expectHeading, launch, screenshot, url } from './support.mjs'

/** A real PNG (w × h, one colour), as an exhibitor's camera roll would have. */
function png(w, h, [r, g, b]) {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1
    return c >>> 0
  })
  const crc = (buf) => {
    let c = 0xffffffff
    for (const byte of buf) c = crcTable[(c ^ byte) & 0xff] ^ (c >>> 8)
    return (c ^ 0xffffffff) >>> 0
  }
  const chunk = (type, data) => {
    const len = Buffer.alloc(4)
    len.writeUInt32BE(data.length)
    const body = Buffer.concat([Buffer.from(type), data])
    const sum = Buffer.alloc(4)
    sum.writeUInt32BE(crc(body))
    return Buffer.concat([len, body, sum])
  }
  const ihdr = Buffer.alloc(13)
  ihdr.writeUInt32BE(w, 0)
  ihdr.writeUInt32BE(h, 4)
  ihdr.set([8, 2, 0, 0, 0], 8)
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array.from({ length: w }, () => [r, g, b]).flat())])
  const raw = Buffer.concat(Array.from({ length: h }, () => row))
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', zlib.deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ])
}

async function choosePictures(page, trigger, pictures) {
  const [chooser] = await Promise.all([page.waitForEvent('filechooser'), trigger.click()])
  await chooser.setFiles(pictures)
}

const WORDS = {
  'ZH-CN': { verify: '验证', save: '保存', english: '英文', remove: /删除|移除/, added: '展品已新增', saved: '已保存' },
  EN: { verify: 'Verify', save: 'Save', english: 'English', remove: /Remove/, added: 'Product added', saved: 'Saved' },
}

for (const [language, phone] of [
  ['ZH-CN', '13800138000'], // exhibitor 1's published contact
  ['EN', '13800138001'], // its second contact: each contact may edit
]) {
  test(`an exhibitor's contact verifies by SMS, edits the English name and logo, adds a product (${language})`, async () => {
    const browser = await launch()
    const w = WORDS[language]
    const stamp = Date.now().toString(36)
    const newName = `Evergreen ${language === 'EN' ? 'Garden' : 'Orchard'} Works ${stamp}`
    try {
      const { page, errors } = browser
      await page.goto(url(`/exhibitors/edit?companyProfileId=1&eventCode=CGA&language=${language}`))
      await expectHeading(page, language === 'EN' ? 'Edit information' : '资料修改')
      // the SMS flow on the edit page itself
      await page.locator('.phone-verify__phone input, input.phone-verify__phone').first().fill(phone)
      const sentAfter = Date.now() - 1000
      await page.locator('.code-button:visible').click()
      const code = await codeFor(phone, sentAfter)
      await page.locator('.phone-verify__code input, input.phone-verify__code').first().fill(code)
      await page.getByRole('button', { name: w.verify, exact: true }).click()
      await page.locator('[data-field="nameEn"] input').waitFor()
      await screenshot(page, `exhibitor-edit-${language.toLowerCase()}`)

      // a rule as typed: a website without http(s) is refused next to its field, and nothing is sent
      const website = page.locator('[data-field="website"] input')
      const oldWebsite = await website.inputValue()
      await website.fill('www.example.com')
      await page.locator('[data-field="website"] [role=alert]').waitFor()
      await website.fill(oldWebsite)

      await page.locator('[data-field="nameEn"] input').fill(newName)
      // the logo: remove the old one, upload a new picture
      await page.locator('[data-field="logo"] .image-uploader__remove').click()
      await choosePictures(page, page.locator('[data-field="logo"] .image-uploader__add'), [
        { name: 'logo.png', mimeType: 'image/png', buffer: png(200, 200, [20, 160, 90]) },
      ])
      await page.locator('[data-field="logo"] .image-uploader__tile[data-url^="/uploads/"]').waitFor()
      await page.locator('.edit-view__save').click()
      const review = page.getByRole('alertdialog')
      await review.waitFor()
      const reviewText = await review.textContent()
      assert.ok(reviewText.includes(newName.slice(0, 20)), reviewText)
      assert.equal((reviewText.match(/•/g) ?? []).length, 2, 'two changes: the English name and the logo')
      await screenshot(page, `exhibitor-edit-review-${language.toLowerCase()}`)
      const saved = page.waitForResponse((r) => r.url().includes('/api/v5/updateExhibitorInfo'))
      await review.getByRole('button', { name: w.save }).click()
      assert.equal((await (await saved).json()).result, 'OK')
      await page.getByText(w.saved).first().waitFor()

      // the directory (in English) and search show the new name at once
      await page.goto(url('/exhibitors/list?eventCode=CGA&language=EN'))
      await page.locator(`${CARD}:visible`).first().waitFor()
      assert.equal(await page.locator(`${CARD}:visible`).first().getAttribute('aria-label'), newName)
      const logo = await page.locator(`${CARD}:visible img`).first().getAttribute('src')
      assert.match(logo ?? '', /\/uploads\//, 'the new logo')
      await page.goto(url(`/search/all?eventCode=CGA&language=${language}&keyword=${encodeURIComponent(stamp)}`))
      await page.locator(`${CARD}:visible`).first().waitFor()
      const found = await page
        .locator(`${CARD}:visible`)
        .evaluateAll((cards) => cards.map((c) => c.getAttribute('aria-label')))
      assert.equal(found.length, 1)
      if (language === 'EN') assert.equal(found[0], newName)

      // a new product with two pictures
      const productName = `Drip Line ${stamp}`
      await page.goto(url(`/exhibits/edit?companyProfileId=1&eventCode=CGA&language=${language}`))
      await page.locator('[data-field="nameZh"] input').waitFor()
      await page.locator('[data-field="nameZh"] input').fill(`滴灌带${stamp}`)
      await page.locator('[data-field="nameEn"] input').fill(productName)
      await choosePictures(page, page.locator('[data-field="pictures"] .image-uploader__add'), [
        { name: 'a.png', mimeType: 'image/png', buffer: png(320, 240, [30, 90, 200]) },
        { name: 'b.png', mimeType: 'image/png', buffer: png(240, 320, [200, 90, 30]) },
      ])
      await page.waitForFunction(
        () =>
          document.querySelectorAll('[data-field="pictures"] .image-uploader__tile[data-url^="/uploads/"]').length ===
          2,
      )
      await page.locator('.edit-view__save').click()
      await page.getByRole('alertdialog').getByRole('button', { name: w.save }).click()
      await page.getByText(w.added).first().waitFor()
      await screenshot(page, `exhibit-add-${language.toLowerCase()}`)
      await page.goto(url(`/exhibits/list?eventCode=CGA&language=EN&orderBy=1`))
      await page.locator(`${CARD}:visible`).first().waitFor()
      assert.equal(await page.locator(`${CARD}:visible`).first().getAttribute('aria-label'), productName)
      assert.deepEqual(errors, [])
    } finally {
      await browser.close()
    }
  })
}

test('my exhibitor page: the card, products, totals and the way to edit (after verifying)', async () => {
  const browser = await launch()
  try {
    const { page } = browser
    await page.goto(url('/exhibition/my-detail?eventCode=CGA&language=EN'))
    await expectHeading(page, 'My exhibitor information')
    await page.locator('input.phone-verify__phone, .phone-verify__phone input').first().fill('13700137000')
    const after = Date.now() - 1000
    await page.locator('.code-button:visible').click()
    await page
      .locator('input.phone-verify__code, .phone-verify__code input')
      .first()
      .fill(await codeFor('13700137000', after))
    await page.getByRole('button', { name: 'Verify', exact: true }).click()
    await page.locator('.my-exhibitor__card').waitFor()
    const views = Number(await page.locator('[data-stat="views"] .my-exhibitor__stat-value').textContent())
    assert.ok(views > 0)
    assert.ok((await page.locator('.my-exhibitor__product').count()) > 0)
    await screenshot(page, 'my-detail-en')
    // what the show brought them (issue 28 item 5): each figure beside the hall and show medians
    const stats = page.locator('[data-testid=leads-analytics]').first()
    await stats.getByText('What the show brought you').waitFor()
    for (const metric of ['views', 'routeStops', 'mapOpens', 'consults', 'meetings'])
      assert.equal(await stats.locator(`[data-metric="${metric}"]`).first().count(), 1, metric)
    await stats.getByText('Hall median').first().waitFor()
    await stats.getByText(/^Counted at \d\d:\d\d, updated every 5 minutes$/).waitFor()
    await stats.scrollIntoViewIfNeeded()
    await screenshot(page, 'my-detail-analytics-en')
    // a label that wraps stays inside its button, centred (not two 44 px lines from the top)
    for (const action of await page.locator('.my-exhibitor__action:visible').all()) {
      const box = await action.evaluate((el) => {
        const r = el.getBoundingClientRect()
        const range = document.createRange()
        range.selectNodeContents(el)
        const t = range.getBoundingClientRect()
        return { top: t.top - r.top, bottom: r.bottom - t.bottom, height: r.height }
      })
      assert.ok(box.height >= 44 && box.height < 80, `button height ${box.height}`)
      assert.ok(Math.abs(box.top - box.bottom) <= 2, `label centred: ${JSON.stringify(box)}`)
    }
    await page.getByRole('button', { name: 'Edit company information' }).click()
    await expectHeading(page, 'Edit information')
    // and back from the edit page: the way in users expect
    await page.getByRole('link', { name: 'My exhibitor information' }).click()
    await expectHeading(page, 'My exhibitor information')
    await page.locator('.my-exhibitor__card:visible').first().waitFor()
  } finally {
    await browser.close()
  }
})

test('the share poster is a PNG of the poster’s size whose QR code opens the exhibitor (both languages)', async () => {
  const browser = await launch()
  try {
    const { page, errors } = browser
    for (const language of ['ZH-CN', 'EN']) {
      await page.goto(url(`/exhibition/share-detail?companyProfileId=3&eventCode=CGA&language=${language}`))
      const image = page.locator('.share-poster__image img, img.share-poster__image').first()
      await image.waitFor({ timeout: 20_000 })
      await screenshot(page, `share-poster-${language.toLowerCase()}`)
      // the image as saved: read it back from the page (a blob: URL) and decode the QR in Node
      // as a PNG: the raw pixels of a 750 px poster are millions of numbers through the protocol,
      // minutes on a loaded machine
      const { cssHeight, png } = await page.evaluate(async () => {
        const img = document.querySelector('.share-poster__image img, img.share-poster__image')
        // the decoded image itself (fetching its blob: URL is a request the page's CSP does not allow)
        await img.decode()
        const bitmap = await createImageBitmap(img)
        const c = document.createElement('canvas')
        c.width = bitmap.width
        c.height = bitmap.height
        c.getContext('2d').drawImage(bitmap, 0, 0)
        return {
          cssHeight: Number(
            img.closest('[data-height]')?.getAttribute('data-height') ?? img.getAttribute('data-height'),
          ),
          png: c.toDataURL('image/png').split(',')[1],
        }
      })
      const { width, height, data: pixels } = PNG.sync.read(Buffer.from(png, 'base64'))
      assert.equal(width, 750, 'twice the 375 px poster')
      assert.equal(height, cssHeight * 2)
      const qr = jsQR(new Uint8ClampedArray(pixels.buffer, pixels.byteOffset, pixels.length), width, height)
      assert.ok(qr, 'a QR code is found in the image')
      const link = new URL(qr.data)
      assert.equal(link.pathname, '/exhibitors/detail')
      assert.equal(link.searchParams.get('companyProfileId'), '3')
      // the download is the same PNG
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: language === 'EN' ? 'Save image' : '保存图片' }).click(),
      ])
      assert.equal(download.suggestedFilename(), 'poster-3.png')
      const file = await download.path()
      assert.deepEqual([...fs.readFileSync(file).subarray(1, 4)], [0x50, 0x4e, 0x47])
    }
    assert.deepEqual(errors, [])
  } finally {
    await browser.close()
  }
})
