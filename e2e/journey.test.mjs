// The visitor's main journey, driven only through the UI, in both languages (issue 4 item 8):
// list → filter → sort → detail → collect → heart count → plan panel → remove with confirm →
// email (each invalid input, then a valid one: the .eml holds the plan and its PDF) → PDF download
// (a valid PDF holding the exhibitor's Chinese name).
import assert from 'node:assert/strict'
import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import { test } from 'node:test'
import { emlFiles, mimeParts, OUTBOX, waitForNewEmail } from './mail.mjs'
import { CARD, launch, screenshot, url } from './support.mjs'

const T = {
  'ZH-CN': {
    list: '展商名录',
    filter: '筛选排序',
    filterDialog: '筛选与排序',
    tags: '标签',
    sortTab: '排序方式',
    latestUpload: '最新上传',
    complete: '完成',
    collect: '收藏',
    uncollect: '取消收藏',
    collected: '恭喜，收藏成功',
    heart: (n) => `我的计划：${n}`,
    panel: '我的计划',
    remove: (name) => `从我的计划中移除${name}`,
    confirm: '确定要移除这条计划吗？',
    ok: '移除',
    email: '邮件',
    emailSheet: '通过邮件发送我的计划',
    send: '发送',
    empty: '邮箱不能为空',
    invalid: '请输入有效的邮箱地址',
    privacy: '请勾选隐私政策条款',
    sent: '邮件发送成功',
    pdf: '下载我的计划（PDF）',
    pdfToast: '您的观展计划PDF即将开始下载',
  },
  EN: {
    list: 'Exhibitors',
    filter: 'Filter & sort',
    filterDialog: 'Filter and sort',
    tags: 'Tags',
    sortTab: 'Sort by',
    latestUpload: 'Latest Upload',
    complete: 'Complete',
    collect: 'Collect',
    uncollect: 'Uncollect',
    collected: 'Congratulations, collected successfully',
    heart: (n) => `My plan: ${n}`,
    panel: 'My Plan',
    remove: (name) => `Remove ${name} from my plan`,
    confirm: 'Are you sure you want to remove this plan ?',
    ok: 'Remove',
    email: 'Email',
    emailSheet: 'Send my plan by email',
    send: 'Send',
    empty: 'The mailbox cannot be empty',
    invalid: 'Please provide valid email',
    privacy: 'Please check the privacy policy conditions',
    sent: 'Successfully send the email',
    pdf: 'Download my plan (PDF)',
    pdfToast: 'Your show plan PDF will start downloading shortly',
  },
}

async function waitPopupToast(page, text) {
  await page.waitForFunction(
    (t) => document.querySelector('.email-panel .popup-toast')?.textContent.trim() === t,
    text,
    {
      timeout: 5000,
    },
  )
}

for (const language of ['ZH-CN', 'EN']) {
  test(`visitor journey in ${language}`, async () => {
    const t = T[language]
    const browser = await launch()
    const { page } = browser
    try {
      // list → filter (a tag) → sort (latest upload)
      await page.goto(url(`/exhibitors/list?eventCode=SIE&language=${language}`))
      await page.getByRole('heading', { name: t.list }).waitFor()
      await page.locator(CARD).first().waitFor()
      await page.getByRole('button', { name: t.filter }).click()
      await page.getByRole('dialog', { name: t.filterDialog }).waitFor()
      await page.getByRole('tab', { name: t.tags }).click()
      await page.locator('.filter-popup__option:not(.filter-popup__option--all)').first().click()
      await page.getByRole('tab', { name: t.sortTab }).click()
      await page.getByRole('radio', { name: t.latestUpload }).click()
      await page.getByRole('button', { name: t.complete }).click()
      await page.locator('.directory-list__badge', { hasText: '2' }).waitFor()
      await page.locator(CARD).first().waitFor()
      await screenshot(page, `journey-list-${language}`)

      // → detail → collect → heart count
      await page.locator(CARD).first().click()
      await page.waitForURL(/\/exhibitors\/detail\?companyProfileId=\d+/)
      const companyProfileId = Number(new URL(page.url()).searchParams.get('companyProfileId'))
      const name = (await page.locator('.detail-page__name:visible').first().textContent()).trim()
      await page.getByRole('button', { name: t.collect, exact: true }).click()
      await page.getByText(t.collected).first().waitFor()
      await page.getByRole('button', { name: t.uncollect, exact: true }).waitFor()
      await page.getByRole('button', { name: t.heart(1) }).waitFor()
      await screenshot(page, `journey-detail-${language}`)

      // → plan panel → remove with confirm → 0
      await page.getByRole('button', { name: t.heart(1) }).click()
      const panel = page.getByRole('dialog', { name: t.panel })
      await panel.getByRole('link', { name }).waitFor()
      await panel.getByRole('button', { name: t.remove(name) }).click()
      const confirm = page.getByRole('alertdialog')
      assert.ok((await confirm.textContent()).includes(t.confirm))
      await confirm.getByRole('button', { name: t.ok }).click()
      await page
        .getByRole('button', { name: t.heart(0) })
        .first()
        .waitFor()
      // the detail page under the panel follows (deletePlans)
      await panel.getByRole('button', { name: t.panel === '我的计划' ? '返回' : 'Back' }).click()
      await page.getByRole('button', { name: t.collect, exact: true }).waitFor()

      // collect again, then share the plan by email: each invalid input, then a valid one
      await page.getByRole('button', { name: t.collect, exact: true }).click()
      await page.getByRole('button', { name: t.heart(1) }).click()
      await panel.getByRole('link', { name }).waitFor()
      await page.waitForTimeout(300) // slide-in
      await screenshot(page, `journey-plan-panel-${language}`)
      await panel.getByRole('button', { name: t.email }).click()
      const sheet = page.getByRole('dialog', { name: t.emailSheet })
      const input = sheet.getByRole('textbox')
      const send = sheet.getByRole('button', { name: t.send })
      const before = emlFiles().length
      await send.click()
      await waitPopupToast(page, t.empty)
      await input.fill('not-an-email')
      await send.click()
      await waitPopupToast(page, t.invalid)
      await input.fill('journey.visitor+expo@example.com')
      await send.click()
      await waitPopupToast(page, t.privacy)
      assert.equal(emlFiles().length, before, 'nothing sent for invalid input')
      await sheet.getByRole('checkbox').click()
      await send.click()
      await page.getByText(t.sent).first().waitFor()
      assert.ok(OUTBOX, 'E2E_DATA_DIR is set by e2e/run.mjs')
      const raw = await waitForNewEmail(before)
      assert.match(raw, /^To: journey\.visitor\+expo@example\.com/im)
      const parts = mimeParts(raw)
      const html = parts.find((p) => p.type === 'text/html')?.data.toString('utf8') ?? ''
      assert.ok(html.includes(`companyProfileId=${companyProfileId}`), 'the email links the collected exhibitor')
      assert.ok(parts.some((p) => p.type === 'application/pdf' && p.data.subarray(0, 5).toString('latin1') === '%PDF-'))

      // the PDF download: valid, and it names the exhibitor in Chinese
      // the toast shows at the tap, before the download: both awaited together
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByText(t.pdfToast).first().waitFor(),
        panel.getByRole('button', { name: t.pdf }).click(),
      ])
      const file = await download.path()
      const bytes = fs.readFileSync(file)
      assert.equal(bytes.subarray(0, 5).toString('latin1'), '%PDF-')
      // In Chinese this is the exhibitor's Chinese name (the plan PDF is in the request's language).
      const text = execFileSync('pdftotext', [file, '-'], { encoding: 'utf8' })
      assert.ok(text.includes(name), `the PDF names ${name}`)
      assert.deepEqual(browser.errors, [])
    } finally {
      await browser.close()
    }
  })
}
