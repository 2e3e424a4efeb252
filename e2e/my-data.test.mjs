// My data (issue 23 item 8) in real Chromium against the real server: opened from the header's Me
// menu, it shows what the server holds section by section; Export downloads a JSON file with the
// plan, the plan PDF is beside it; Delete asks first (saying what goes), then erases the account and
// the app starts afresh as a new visitor. Both languages, tapped where a finger would tap.
import assert from 'node:assert/strict'
import fs from 'node:fs'
import { test } from 'node:test'
import { CARD, expectHeading, launch, screenshot, url } from './support.mjs'
import { tapDrawn } from './taps.mjs'

const EVENT = 'SIE'

const WORDS = {
  'ZH-CN': {
    me: '我的',
    myData: '我的数据',
    plan: '观展计划',
    uploads: '上传的图片',
    phone: '已验证的手机号',
    none: '无',
    two: '2 条',
    export: '导出我的数据（JSON）',
    pdf: '下载观展计划（PDF）',
    delete: '删除我的账户和数据',
    confirm: '确定删除账户？',
    messagesStay: '已注销用户',
    ok: '删除',
    cancel: '取消',
  },
  EN: {
    me: 'Me',
    myData: 'My data',
    plan: 'Show plan',
    uploads: 'Uploaded pictures',
    phone: 'Verified phone numbers',
    none: 'None',
    two: '2 items',
    export: 'Export my data (JSON)',
    pdf: 'Download my plan (PDF)',
    delete: 'Delete my account and data',
    confirm: 'Delete your account?',
    messagesStay: 'Deleted user',
    ok: 'Delete',
    cancel: 'Cancel',
  },
}

/** One API call as this browser's visitor (their session secret, as the app keeps it). */
async function call(page, method, p, body, query = {}) {
  const userId = await page.evaluate(() => localStorage.getItem('__userId__'))
  const saved = JSON.parse((await page.evaluate(() => localStorage.getItem('__visitorSession__'))) ?? 'null')
  const headers = saved?.userId === userId ? { 'x-visitor-session': saved.secret } : {}
  const qs = new URLSearchParams({ eventCode: EVENT, userId, ...query })
  const res = await page.request.fetch(url(`${p}?${qs}`), { method, data: body, headers })
  const json = await res.json()
  assert.equal(json.result, 'OK', `${method} ${p}: ${json.resultDesc}`)
  return json.resultList
}

const section = (page, title) =>
  page.locator('.page-frame:visible .my-data__section').filter({
    has: page.locator('.my-data__section-title', { hasText: title }),
  })

for (const language of ['ZH-CN', 'EN']) {
  const w = WORDS[language]
  const tag = language === 'EN' ? 'en' : 'zh'
  test(`My data from the Me menu: sections, JSON export with the plan, delete with confirm, fresh start (${language})`, async () => {
    const browser = await launch()
    try {
      const { page } = browser
      await page.goto(url(`/exhibitors/list?eventCode=${EVENT}&language=${language}`))
      await page.locator(CARD).first().waitFor()
      await page.waitForFunction(() => localStorage.getItem('__visitorSession__'))
      const oldId = await page.evaluate(() => localStorage.getItem('__userId__'))
      // two exhibitors in the plan
      const list = await call(page, 'POST', '/api/v5/companyProfiles/listPage', {}, { pageNo: 1, pageSize: 2 })
      for (const c of list.list)
        await call(page, 'PUT', `/api/v1/plan/events/${EVENT}/companyProfiles/${c.companyProfileId}`, {
          id: c.companyProfileId,
          collected: 1,
        })

      // the Me menu → My data
      const me = page.getByRole('button', { name: w.me, exact: true }).locator('visible=true')
      await tapDrawn(me)
      await tapDrawn(page.getByRole('menu', { name: w.me, exact: true }).getByRole('menuitem', { name: w.myData }))
      await expectHeading(page, w.myData)
      await section(page, w.plan).waitFor()
      assert.equal(await section(page, w.plan).locator('.my-data__section-count').textContent(), w.two)
      assert.equal(
        await section(page, w.plan).locator('.my-data__item').count(),
        2,
        'the collected exhibitors are named',
      )
      assert.equal(await section(page, w.uploads).locator('.my-data__section-count').textContent(), w.none)
      assert.ok(await section(page, w.phone).isVisible())
      await screenshot(page, `my-data-${tag}`)

      // Export: a JSON file of everything, with the plan and the PDF's address
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        tapDrawn(page.getByRole('button', { name: w.export })),
      ])
      assert.match(download.suggestedFilename(), /^my-data-SIE\.json$/)
      const data = JSON.parse(fs.readFileSync(await download.path(), 'utf8'))
      assert.equal(data.userId, oldId)
      assert.equal(data.sections.plan.length, 2)
      assert.deepEqual(data.sections.plan.map((p) => p.obj_id).sort(), list.list.map((c) => c.companyProfileId).sort())
      assert.match(data.planPdf, /^\/api\/v1\/plan\/pdf\?eventCode=SIE&language=/)
      // …and the plan PDF beside it
      const [pdf] = await Promise.all([
        page.waitForEvent('download'),
        tapDrawn(page.getByRole('button', { name: w.pdf })),
      ])
      assert.equal(
        fs
          .readFileSync(await pdf.path())
          .subarray(0, 5)
          .toString('latin1'),
        '%PDF-',
      )

      // Delete asks first, saying what goes; Cancel keeps everything
      const deleteButton = page.getByRole('button', { name: w.delete })
      await tapDrawn(deleteButton)
      const dialog = page.locator('.taro-modal__content').filter({ hasText: w.confirm })
      await dialog.waitFor({ state: 'visible' })
      assert.match(await dialog.textContent(), new RegExp(w.messagesStay))
      await screenshot(page, `my-data-confirm-${tag}`)
      await tapDrawn(page.locator('.taro-model__cancel:visible'))
      await dialog.waitFor({ state: 'hidden' })
      assert.equal(await page.evaluate(() => localStorage.getItem('__userId__')), oldId)

      await tapDrawn(deleteButton)
      await dialog.waitFor({ state: 'visible' })
      await tapDrawn(page.locator('.taro-model__confirm:visible'))
      // the app starts afresh: the home, a new visitor id, an empty plan
      await page.waitForURL(/\/exhibition\/detail/, { timeout: 15_000 })
      await page.waitForFunction((old) => {
        const id = localStorage.getItem('__userId__')
        return id && id !== old
      }, oldId)
      const newId = await page.evaluate(() => localStorage.getItem('__userId__'))
      assert.notEqual(newId, oldId)
      await page.waitForFunction(() => localStorage.getItem('__visitorSession__'))
      const fresh = await call(page, 'GET', '/api/v5/myData/summary')
      for (const s of fresh.sections) assert.equal(s.count, 0, `${s.key} of the new visitor`)
      await screenshot(page, `my-data-fresh-${tag}`)
      // the old visitor's data is gone from the server (its id holds nothing)
      const old = await page.request.fetch(url(`/api/v5/myData/summary?userId=${oldId}`))
      for (const s of (await old.json()).resultList.sections) assert.equal(s.count, 0, `${s.key} of the erased visitor`)
      assert.deepEqual(browser.errors, [])
    } finally {
      await browser.close()
    }
  })
}
