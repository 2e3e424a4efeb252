// My Plan in real Chromium against the real server (issue 4 items 6-8): the heart count, the panel
// grouped by edition, removal with the confirm, the email panel's checks and the .eml it produces,
// and the PDF download.
import assert from 'node:assert/strict'
import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { after, afterEach, before, describe, test } from 'node:test'
import { emlFiles, escHtml, mimeParts, OUTBOX, waitForNewEmail } from './mail.mjs'
import { launch, screenshot, url } from './support.mjs'
import { tapDrawn } from './taps.mjs'

const EVENT = 'SIE'

/** One API call of the reference server as this browser's visitor (envelope unwrapped). */
async function call(page, userId, method, p, { query = {}, body } = {}) {
  const qs = new URLSearchParams({ eventCode: EVENT, userId, ...query })
  // as the visitor: their session secret (kept by the app with the id it belongs to) in its header
  const saved = JSON.parse((await page.evaluate(() => localStorage.getItem('__visitorSession__'))) ?? 'null')
  const headers = saved?.userId === userId ? { 'x-visitor-session': saved.secret } : {}
  const res = await page.request.fetch(url(`${p}?${qs}`), { method, data: body, headers })
  const json = await res.json()
  assert.equal(json.result, 'OK', `${method} ${p}: ${json.resultDesc}`)
  return json.resultList
}

const collect = (page, userId, segment, id) =>
  call(page, userId, 'PUT', `/api/v1/plan/events/${EVENT}/${segment}/${id}`, { body: { id, collected: 1 } })

function hasPdftotext() {
  try {
    execFileSync('pdftotext', ['-v'], { stdio: 'ignore' })
    return true
  } catch {
    return false
  }
}

async function heartCount(page) {
  const text = await page.locator('.app-header__heart-count:visible').first().textContent()
  return Number(text.trim())
}

async function waitHeart(page, count) {
  await page.waitForFunction(
    (n) =>
      [...document.querySelectorAll('.app-header__heart-count')].some(
        (el) => el.offsetParent && el.textContent.trim() === String(n),
      ),
    count,
  )
}

/** The email panel's popup toast shows this text. */
async function waitPopupToast(page, text) {
  await page.waitForFunction(
    (t) => document.querySelector('.email-panel .popup-toast')?.textContent.trim() === t,
    text,
    { timeout: 5000 },
  )
}

describe('My Plan: heart, panel, removal, email and PDF', () => {
  let browser
  let page
  let userId
  let sentBefore = 0
  const seeded = {}

  before(async () => {
    browser = await launch()
    page = browser.page
    await page.goto(url(`/exhibitors/list?eventCode=${EVENT}&language=ZH-CN`))
    await page.waitForFunction(() => localStorage.getItem('__userId__'))
    userId = await page.evaluate(() => localStorage.getItem('__userId__'))

    // Seed this visitor's plan through the API: in the current edition an exhibitor with two of its
    // products and a second exhibitor; in the previous edition one exhibitor.
    const editions = await call(page, userId, 'GET', '/api/v5/exhibition/getEventEditionList', {
      query: { language: 'ZH-CN' },
    })
    assert.ok(editions.length >= 2, 'SIE needs two editions for the grouping')
    const [current, previous] = editions
    const listOf = async (editionId) =>
      (
        await call(page, userId, 'POST', '/api/v5/companyProfiles/listPage', {
          query: { language: 'ZH-CN', pageNo: 1, pageSize: 10 },
          body: { eventEditionIds: [editionId] },
        })
      ).list
    const currentCompanies = await listOf(current.eventEditionId)
    let withProducts
    for (const c of currentCompanies) {
      const detail = await call(page, userId, 'GET', '/api/v4/getExhibitorDetail', {
        query: { language: 'ZH-CN', companyProfileId: c.companyProfileId },
      })
      if (detail.productList.length >= 2) {
        withProducts = detail
        break
      }
    }
    assert.ok(withProducts, 'an exhibitor with two products')
    const other = currentCompanies.find((c) => c.companyProfileId !== withProducts.companyProfileId)
    const old = (await listOf(previous.eventEditionId))[0]
    assert.ok(other && old)
    Object.assign(seeded, {
      current,
      previous,
      a: withProducts,
      p1: withProducts.productList[0],
      p2: withProducts.productList[1],
      b: other,
      c: old,
    })
    await collect(page, userId, 'companyProfiles', seeded.a.companyProfileId)
    await collect(page, userId, 'products', seeded.p1.productId)
    await collect(page, userId, 'products', seeded.p2.productId)
    await collect(page, userId, 'companyProfiles', seeded.b.companyProfileId)
    const last = await collect(page, userId, 'companyProfiles', seeded.c.companyProfileId)
    assert.equal(last.collectCnt, 5)
  })

  after(async () => {
    await browser?.close()
  })

  test('the heart shows the count on arrival and opens the panel grouped by edition (中文)', async () => {
    await page.reload()
    await waitHeart(page, 5)
    await page.getByRole('button', { name: '我的计划：5' }).click()
    const panel = page.getByRole('dialog', { name: '我的计划' })
    await panel.waitFor()
    await panel.locator('.plan-panel__edition').first().waitFor()
    const editions = await panel.locator('.plan-panel__edition-name').allTextContents()
    assert.deepEqual(
      editions.map((e) => e.trim()),
      [seeded.current.eventEditionName, seeded.previous.eventEditionName],
    )
    const firstGroup = panel.getByRole('group', { name: seeded.current.eventEditionName })
    // (each stand is a link to the venue map too: not an entry)
    const names = await firstGroup
      .locator('[role=link]:not([data-stand])')
      .evaluateAll((els) => els.map((e) => e.getAttribute('aria-label')))
    assert.deepEqual(
      names.sort(),
      [seeded.a.companyProfileName, seeded.p1.productName, seeded.p2.productName, seeded.b.companyProfileName].sort(),
    )
    await panel
      .getByRole('group', { name: seeded.previous.eventEditionName })
      .getByRole('link', { name: seeded.c.companyProfileName })
      .waitFor()
    // only the email share icon; the PDF is a labelled button
    await panel.getByRole('button', { name: '邮件' }).waitFor()
    await panel.getByRole('button', { name: '下载我的计划（PDF）' }).waitFor()
    await page.waitForFunction(() =>
      [...document.querySelectorAll('.plan-panel__logo img')].every((img) => img.complete),
    )
    await page.waitForTimeout(300) // the slide-in animation
    await screenshot(page, 'plan-panel-zh')
  })

  test('removal asks first; a product, then the last exhibitor of an edition (and the edition)', async () => {
    const panel = page.getByRole('dialog', { name: '我的计划' })
    await panel.getByRole('button', { name: `从我的计划中移除${seeded.p1.productName}` }).click()
    const confirm = page.getByRole('alertdialog')
    assert.match(await confirm.textContent(), /确定要移除这条计划吗？/)
    // cancel keeps it
    await confirm.getByRole('button', { name: '取消' }).click()
    await panel.getByRole('link', { name: seeded.p1.productName }).waitFor()
    assert.equal(await heartCount(page), 5)

    await panel.getByRole('button', { name: `从我的计划中移除${seeded.p1.productName}` }).click()
    await page.getByRole('alertdialog').getByRole('button', { name: '移除' }).click()
    await waitHeart(page, 4)
    assert.equal(await panel.getByRole('link', { name: seeded.p1.productName }).count(), 0)
    await panel.getByRole('link', { name: seeded.p2.productName }).waitFor()

    await panel.getByRole('button', { name: `从我的计划中移除${seeded.c.companyProfileName}` }).click()
    await page.getByRole('alertdialog').getByRole('button', { name: '移除' }).click()
    await waitHeart(page, 3)
    await page.waitForFunction(() => document.querySelectorAll('.plan-panel__edition').length === 1)
    assert.equal(await panel.getByRole('group', { name: seeded.previous.eventEditionName }).count(), 0)

    // the server agrees
    const plan = await call(page, userId, 'GET', `/api/v1/plan/events/${EVENT}/companyProfiles`, {
      query: { language: 'ZH-CN' },
    })
    assert.equal(plan.length, 1)
  })

  test('the PDF download is a valid PDF of the plan', async () => {
    const panel = page.getByRole('dialog', { name: '我的计划' })
    // the toast shows at the tap, before the download: both awaited together (a PDF made slowly
    // on a loaded machine outlasts the toast)
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByText('您的观展计划PDF即将开始下载').first().waitFor(),
      panel.getByRole('button', { name: '下载我的计划（PDF）' }).click(),
    ])
    assert.equal(download.suggestedFilename(), 'show-plan.pdf')
    const bytes = fs.readFileSync(await download.path())
    assert.equal(bytes.subarray(0, 5).toString('latin1'), '%PDF-')
    assert.ok(bytes.length > 2000, `PDF of ${bytes.length} bytes`)
    assert.match(bytes.subarray(-64).toString('latin1'), /%%EOF/)
    // The text (the exhibitor's Chinese name), read with poppler's pdftotext (.ci/run installs it).
    assert.ok(hasPdftotext(), 'pdftotext (poppler-utils) is needed: apt-get install poppler-utils')
    {
      const file = path.join(path.dirname(await download.path()), 'plan-check.pdf')
      fs.writeFileSync(file, bytes)
      const text = execFileSync('pdftotext', [file, '-'], { encoding: 'utf8' })
      assert.ok(text.includes(seeded.a.companyProfileName), `PDF text lacks ${seeded.a.companyProfileName}`)
      assert.ok(text.includes(seeded.p2.productName))
    }
  })

  test('in English, the email panel checks every input, then sends the plan with its PDF', async () => {
    // switch the language with the header (the panel covers it: close it first)
    await page.getByRole('dialog', { name: '我的计划' }).getByRole('button', { name: '返回' }).click()
    await page.getByRole('button', { name: '中文' }).click()
    await page.getByRole('option', { name: 'Eng' }).click()
    await page.getByRole('button', { name: 'My plan: 3' }).click()
    const panel = page.getByRole('dialog', { name: 'My Plan' })
    await panel.waitFor()
    const enEditions = await call(page, userId, 'GET', '/api/v5/exhibition/getEventEditionList', {
      query: { language: 'EN' },
    })
    await panel.getByRole('heading', { name: enEditions[0].eventEditionName }).waitFor()
    await page.getByText('您的观展计划PDF即将开始下载').waitFor({ state: 'hidden' })
    await page.waitForTimeout(300) // the slide-in animation
    await screenshot(page, 'plan-panel-en')
    const enPlan = await call(page, userId, 'GET', `/api/v1/plan/events/${EVENT}/companyProfiles`, {
      query: { language: 'EN' },
    })
    const enA = enPlan[0].companyProfileList.find((c) => c.companyProfileId === seeded.a.companyProfileId)

    sentBefore = emlFiles().length
    await panel.getByRole('button', { name: 'Email' }).click()
    const sheet = page.getByRole('dialog', { name: 'Send my plan by email' })
    await sheet.waitFor()
    const input = sheet.getByRole('textbox')
    const send = sheet.getByRole('button', { name: 'Send' })

    await send.click()
    await waitPopupToast(page, 'The mailbox cannot be empty')
    await screenshot(page, 'plan-email-en')
    await input.fill('   ')
    await send.click()
    await waitPopupToast(page, 'The mailbox cannot be empty')
    for (const bad of ['visitor', 'first..last@example.com', 'visitor@example']) {
      await input.fill(bad)
      await send.click()
      await waitPopupToast(page, 'Please provide valid email')
    }
    await input.fill('visitor@example.com')
    await send.click()
    await waitPopupToast(page, 'Please check the privacy policy conditions')
    // Other test files share the server (and its outbox): count from here.
    assert.equal(emlFiles().length, sentBefore, 'nothing was sent for invalid input')

    await sheet.getByRole('checkbox').click()
    await send.click()
    await page.getByText('Successfully send the email').first().waitFor()
    await sheet.waitFor({ state: 'detached' })
    assert.equal(await page.evaluate(() => JSON.stringify(localStorage).includes('visitor@example.com')), false)

    assert.ok(OUTBOX, 'E2E_DATA_DIR is set by e2e/run.mjs')
    const raw = await waitForNewEmail(sentBefore)
    assert.equal(emlFiles().length, sentBefore + 1)
    assert.match(raw, /^To: visitor@example\.com/im)
    const parts = mimeParts(raw)
    const html = parts.find((p) => p.type === 'text/html')?.data.toString('utf8')
    assert.ok(html, 'the email has an HTML part')
    assert.ok(html.includes(escHtml(enA.companyProfileName)), `the email lists ${enA.companyProfileName}`)
    assert.ok(html.includes(escHtml(enPlan[0].eventEditionName)))
    assert.ok(html.includes(`companyProfileId=${seeded.a.companyProfileId}`))
    const pdf = parts.find((p) => p.type === 'application/pdf')
    assert.ok(pdf, 'the email has a PDF attachment')
    assert.equal(pdf.data.subarray(0, 5).toString('latin1'), '%PDF-')
    assert.ok(pdf.data.length > 2000)
  })

  test('an emptied plan shows its message and refuses sharing', async () => {
    // the plan panel stayed open under the email panel
    const panel = page.getByRole('dialog', { name: 'My Plan' })
    await panel.locator('.plan-panel__edition').first().waitFor()
    // two exhibitors left (one with its product): remove each with its own ×
    for (let left = 2; left > 0; left--) {
      assert.equal(await panel.locator('.plan-panel__company').count(), left)
      await panel.locator('.plan-panel__company').first().locator('.plan-panel__remove').first().click()
      await page.getByRole('alertdialog').getByRole('button', { name: 'Remove' }).click()
      await page.waitForFunction((n) => document.querySelectorAll('.plan-panel__company').length === n - 1, left)
    }
    await panel.getByText("You haven't added any exhibition plan yet").waitFor()
    await waitHeart(page, 0)
    // removing the exhibitor took its product with it, on the server too
    const plan = await call(page, userId, 'GET', `/api/v1/plan/events/${EVENT}/companyProfiles`, {
      query: { language: 'EN' },
    })
    assert.deepEqual(plan, [])

    // an empty plan says so at once: no address is asked for
    await panel.getByRole('button', { name: 'Email' }).click()
    await page.getByRole('alert').filter({ hasText: 'Please add the show plan before sharing' }).waitFor()
    assert.equal(await page.getByRole('dialog', { name: 'Send my plan by email' }).count(), 0)
    assert.equal(emlFiles().length, sentBefore + 1, 'no second email')
    assert.deepEqual(browser.errors, [])
  })

  test('entries link to the details with the ids and eventCode, closing the panel', async () => {
    await collect(page, userId, 'companyProfiles', seeded.b.companyProfileId)
    await collect(page, userId, 'products', seeded.p2.productId)
    for (const [name, pattern] of [
      [seeded.p2.productName, new RegExp(`/exhibits/detail\\?productId=${seeded.p2.productId}&eventCode=${EVENT}`)],
      [
        seeded.b.companyProfileName,
        new RegExp(`/exhibitors/detail\\?companyProfileId=${seeded.b.companyProfileId}&eventCode=${EVENT}`),
      ],
    ]) {
      await page.goto(url(`/exhibitors/list?eventCode=${EVENT}&language=ZH-CN`))
      // the exhibitor and the product (its exhibitor is listed for it, not counted)
      await waitHeart(page, 2)
      await page.getByRole('button', { name: '我的计划：2' }).click()
      await page.getByRole('dialog', { name: '我的计划' }).getByRole('link', { name }).click()
      await page.waitForURL(pattern)
      assert.equal(await page.locator('.plan-panel:visible').count(), 0)
    }
  })

  test('the plan pages list the plan as cards and remove with the confirm', async () => {
    // the plan now holds exhibitor b and product p2
    await page.goto(url(`/exhibits/plan?eventCode=${EVENT}&language=ZH-CN`))
    await page.locator('.plan-list__card').first().waitFor()
    assert.deepEqual(
      await page.locator('.plan-list__link').evaluateAll((els) => els.map((e) => e.getAttribute('aria-label'))),
      [seeded.p2.productName],
    )
    await screenshot(page, 'exhibits-plan-zh')

    await page.goto(url(`/exhibitors/plan?eventCode=${EVENT}&language=EN`))
    await page.locator('.plan-list__card').first().waitFor()
    assert.equal(await page.locator('.plan-list__card').count(), 1)
    await screenshot(page, 'exhibitors-plan-en')
    await page.locator('.plan-list__remove').first().click()
    assert.match(await page.getByRole('alertdialog').textContent(), /Are you sure you want to remove this plan \?/)
    await page.getByRole('alertdialog').getByRole('button', { name: 'Remove' }).click()
    await page.getByText("You haven't added any exhibition plan yet").waitFor()
    await waitHeart(page, 1)
    assert.deepEqual(browser.errors, [])
  })
})

describe('My Plan: removing the last product of a collected exhibitor (issue 22 item 3)', () => {
  let browser
  let page

  afterEach(async () => {
    await browser?.close()
  })

  for (const language of ['ZH-CN', 'EN']) {
    test(`the exhibitor stays listed, the heart follows and sharing still works (${language})`, async () => {
      const zh = language === 'ZH-CN'
      // a visitor of their own, with an empty plan
      browser = await launch()
      page = browser.page
      await page.goto(url(`/exhibitors/list?eventCode=${EVENT}&language=${language}`))
      await page.waitForFunction(() => localStorage.getItem('__userId__'))
      const userId = await page.evaluate(() => localStorage.getItem('__userId__'))
      const [current] = await call(page, userId, 'GET', '/api/v5/exhibition/getEventEditionList', {
        query: { language },
      })
      const { list } = await call(page, userId, 'POST', '/api/v5/companyProfiles/listPage', {
        query: { language, pageNo: 1, pageSize: 20 },
        body: { eventEditionIds: [current.eventEditionId] },
      })
      let exhibitor
      for (const c of list) {
        const detail = await call(page, userId, 'GET', '/api/v4/getExhibitorDetail', {
          query: { language, companyProfileId: c.companyProfileId },
        })
        if (detail.productList.length >= 1) {
          exhibitor = detail
          break
        }
      }
      assert.ok(exhibitor, 'an exhibitor with a product')
      const product = exhibitor.productList[0]
      await collect(page, userId, 'companyProfiles', exhibitor.companyProfileId)
      await collect(page, userId, 'products', product.productId)

      await page.reload()
      await waitHeart(page, 2)
      await tapDrawn(page.getByRole('button', { name: zh ? '我的计划：2' : 'My plan: 2' }))
      const panel = page.getByRole('dialog', { name: zh ? '我的计划' : 'My Plan' })
      await panel.getByRole('link', { name: product.productName }).waitFor()
      await page.waitForTimeout(300) // the slide-in animation
      await tapDrawn(
        panel.getByRole('button', {
          name: zh ? `从我的计划中移除${product.productName}` : `Remove ${product.productName} from my plan`,
        }),
      )
      await tapDrawn(page.getByRole('alertdialog').getByRole('button', { name: zh ? '移除' : 'Remove' }))
      await waitHeart(page, 1)
      assert.equal(await panel.getByRole('link', { name: product.productName }).count(), 0)
      // the exhibitor was collected itself: it stays, and the plan is not "empty"
      await panel.getByRole('link', { name: exhibitor.companyProfileName }).waitFor()
      const empty = zh ? '您还没有添加任何观展计划' : "You haven't added any exhibition plan yet"
      assert.equal(await panel.getByText(empty).count(), 0)
      await screenshot(page, `plan-product-removed-${zh ? 'zh' : 'en'}`)

      // the server agrees, and sharing is offered, not refused
      const plan = await call(page, userId, 'GET', `/api/v1/plan/events/${EVENT}/companyProfiles`, {
        query: { language },
      })
      assert.deepEqual(
        plan.flatMap((e) => e.companyProfileList.map((c) => [c.companyProfileId, c.productList.length])),
        [[exhibitor.companyProfileId, 0]],
      )
      // the PDF names one exhibitor as one ("(1 exhibitor)", not "(1 exhibitors)")
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        tapDrawn(panel.getByRole('button', { name: zh ? '下载我的计划（PDF）' : 'Download my plan (PDF)' })),
      ])
      const file = path.join(path.dirname(await download.path()), `one-exhibitor-${language}.pdf`)
      fs.writeFileSync(file, fs.readFileSync(await download.path()))
      const text = execFileSync('pdftotext', [file, '-'], { encoding: 'utf8' })
      assert.ok(text.includes(zh ? '(1 家展商)' : '(1 exhibitor)'), text.slice(0, 200))
      await tapDrawn(panel.getByRole('button', { name: zh ? '邮件' : 'Email' }))
      const dialog = page.getByRole('dialog', { name: zh ? '通过邮件发送我的计划' : 'Send my plan by email' })
      await dialog.waitFor()
      // the form that takes an email links the privacy policy (issue 23)
      await dialog.getByRole('link', { name: zh ? '隐私政策' : 'Privacy policy' }).waitFor()
      assert.deepEqual(browser.errors, [])
    })
  }
})
