// Exhibitor phones in the organiser console (issue 26.3), in Chromium at desktop (1280×800) and
// mobile (375×812) widths: the organiser finds an exhibitor, a bad number is refused with the shared
// rule's words, a phone is added; that phone then verifies by SMS code and may edit the exhibitor;
// removed, its next edit is refused. Both languages.
import { after, before, describe, it } from 'node:test'
import assert from 'node:assert/strict'
import fs from 'node:fs'
import path from 'node:path'
import { ARTIFACTS, BASE_URL, codeFor, launch } from './support.mjs'
import { tapDrawn } from './taps.mjs'

const ORGANISER = { email: 'organiser@e2e.test', password: 'e2e-organiser-password' }

async function shot(page, name) {
  fs.mkdirSync(ARTIFACTS, { recursive: true })
  await page.waitForTimeout(100)
  await page.screenshot({ path: path.join(ARTIFACTS, `console-phones-${name}.png`) })
}

/** The organiser's API from Node (its own session), for what the page is checked against. */
async function organiserApi() {
  const res = await fetch(`${BASE_URL}/api/organiser/signIn?language=EN`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(ORGANISER),
  })
  assert.equal(res.status, 200)
  const cookie = res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ')
  return async (p) => (await (await fetch(`${BASE_URL}${p}`, { headers: { cookie } })).json()).resultList
}

const sessions = new Map()
/** A visitor's API call (the session the server issued to that visitor id), with an edit token. */
async function visitor(userId, pathAndQuery, body, editToken) {
  const sep = pathAndQuery.includes('?') ? '&' : '?'
  const res = await fetch(`${BASE_URL}${pathAndQuery}${sep}userId=${userId}&language=EN`, {
    method: body ? 'POST' : 'GET',
    headers: {
      ...(body ? { 'content-type': 'application/json' } : {}),
      ...(sessions.has(userId) ? { 'x-visitor-session': sessions.get(userId) } : {}),
      ...(editToken ? { 'x-edit-token': editToken } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  })
  const issued = res.headers.get('x-visitor-session')
  if (issued) sessions.set(userId, issued)
  return { status: res.status, body: await res.json() }
}

/** The phone verified by SMS code as visitor `who`: its grant (edit token, exhibitors it may edit). */
async function verify(phone, who) {
  const at = Date.now() - 1000
  const sent = await visitor(who, `/api/sendCode.do?phone=${phone}&type=verify`)
  assert.equal(sent.status, 200, JSON.stringify(sent.body))
  const r = await visitor(who, '/api/v5/verifyPhone?eventCode=CGA', { phone, code: await codeFor(phone, at) })
  assert.equal(r.status, 200, JSON.stringify(r.body))
  return r.body.resultList
}

for (const size of [
  { name: 'desktop', viewport: { width: 1280, height: 800 }, mobile: false, phone: '13955550001' },
  { name: 'mobile', viewport: { width: 375, height: 812 }, mobile: true, phone: '13955550002' },
]) {
  describe(`console: exhibitor phones (${size.name})`, () => {
    let b
    before(async () => {
      b = await launch({ viewport: size.viewport, mobile: size.mobile })
    })
    after(async () => b.close())

    it('adds a phone that then verifies and edits; removed, its edit is refused', async () => {
      const { page } = b
      const api = await organiserApi()
      const one = await api('/api/organiser/exhibitors/1/phones?language=ZH-CN')
      const { editionId, nameZh, nameEn } = one.exhibitor
      const who = `e2e-phones-${size.name}`

      await page.goto(`${BASE_URL}/console/`)
      await page.locator('#email').fill(ORGANISER.email)
      await page.locator('#password').fill(ORGANISER.password)
      await tapDrawn(page.getByRole('button', { name: '登录' }))
      await tapDrawn(page.getByRole('button', { name: '展商手机号' }))
      const picker = page.locator('.phones select')
      await picker.locator(`option[value="${editionId}"]`).waitFor({ state: 'attached' })
      await picker.selectOption(String(editionId))
      await page.getByRole('searchbox', { name: '展商名称、展位号、编号或 ID' }).fill(nameZh.slice(0, 4))
      await tapDrawn(page.getByRole('button', { name: '搜索', exact: true }))
      const found = page.locator('.phones .found button', { hasText: nameZh })
      await tapDrawn(found.first())
      const list = page.locator('article.exhibitor-phones[data-exhibitor="1"]')
      await list.waitFor()
      assert.equal((await list.getByTestId('contact-phone').innerText()).trim(), one.contactPhone)

      // the shared rule, before anything is sent: the number typed stays to be corrected
      await list.getByRole('textbox', { name: '新手机号' }).fill('12345')
      await tapDrawn(list.getByRole('button', { name: '添加' }))
      await list.getByRole('alert').filter({ hasText: '请输入 11 位中国大陆手机号' }).waitFor()
      assert.equal(await list.getByRole('textbox', { name: '新手机号' }).inputValue(), '12345')
      await shot(page, `${size.name}-refused-zh`)

      await list.getByRole('textbox', { name: '新手机号' }).fill(size.phone)
      await tapDrawn(list.getByRole('button', { name: '添加' }))
      await list.locator(`li[data-phone="${size.phone}"]`).waitFor()
      await list
        .getByRole('status')
        .filter({ hasText: `已添加 ${size.phone}` })
        .waitFor()
      await shot(page, `${size.name}-added-zh`)
      const stored = await api('/api/organiser/exhibitors/1/phones?language=EN')
      assert.ok(stored.phones.some((p) => p.phone === size.phone))

      // the phone's owner verifies it and edits the exhibitor
      await visitor(who, '/api/v5/match/myCard?eventCode=CGA')
      const grant = await verify(size.phone, who)
      assert.ok(grant.companyProfileIds.includes(1), JSON.stringify(grant))
      assert.ok(!JSON.stringify(grant).includes(size.phone), 'the visitor is told the phone masked')
      const edit = await visitor(
        who,
        '/api/v5/updateExhibitorInfo',
        { companyProfileId: 1, website: `https://${size.name}.example.com` },
        grant.editToken,
      )
      assert.equal(edit.status, 200, JSON.stringify(edit.body))

      // in English, removed: the next edit with the same token is refused
      await tapDrawn(page.getByRole('button', { name: 'English' }))
      await page.getByRole('heading', { name: 'Exhibitor phones' }).waitFor()
      // the exhibitor stays open, its words now in English
      await list.getByText('Other phones that may edit').waitFor()
      assert.ok((await list.locator('h3').innerText()).includes(nameEn))
      const row = list.locator(`li[data-phone="${size.phone}"]`)
      await row.waitFor()
      await shot(page, `${size.name}-list-en`)
      await tapDrawn(row.getByRole('button', { name: 'Remove' }))
      await row.waitFor({ state: 'detached' })
      await list
        .getByRole('status')
        .filter({ hasText: `Removed ${size.phone}` })
        .waitFor()
      await shot(page, `${size.name}-removed-en`)
      const refused = await visitor(
        who,
        '/api/v5/updateExhibitorInfo',
        { companyProfileId: 1, website: 'https://refused.example.com' },
        grant.editToken,
      )
      assert.equal(refused.status, 403)
      // the English tabs are wider than 375 px: the open one is still wholly in view
      const tabInView = (name) =>
        page.waitForFunction((label) => {
          const n = document.querySelector('nav').getBoundingClientRect()
          const b = [...document.querySelectorAll('nav button')].find((x) => x.textContent === label)
          const r = b.getBoundingClientRect()
          return b.getAttribute('aria-current') === 'page' && r.left >= n.left && r.right <= n.right
        }, name)
      await tabInView('Exhibitor phones')
      if (size.mobile) {
        // a tab the right edge cuts, tapped on the part that shows, slides wholly into view
        const cut = await page.evaluate(() => {
          const nav = document.querySelector('nav')
          nav.scrollLeft = 0
          const n = nav.getBoundingClientRect()
          const b = [...nav.querySelectorAll('button')].find((x) => x.getBoundingClientRect().right > n.right)
          if (!b) return null
          // the edge cuts it with 30 px of it showing
          nav.scrollLeft += b.getBoundingClientRect().left - (n.right - 30)
          const r = b.getBoundingClientRect()
          return { name: b.textContent, x: r.left + 10, y: r.top + r.height / 2 }
        })
        assert.ok(cut, 'a tab is cut at the right edge at 375 px')
        await page.mouse.click(cut.x, cut.y)
        await tabInView(cut.name)
        await tapDrawn(page.getByRole('button', { name: 'Exhibitor phones' }))
      }
      // the log says who did it
      await tapDrawn(page.getByRole('button', { name: 'Moderation' }))
      await page.locator('table.log tr', { hasText: 'Exhibitor phone removed' }).first().waitFor()
      assert.deepEqual(b.errors, [])
    })
  })
}
