// The organiser console (issue 26 item 3) in Chromium, at desktop (1280×800) and mobile (375×812)
// widths: sign-in (a wrong password is refused), an import whose errors are all shown with sheet,
// row, column and reason, a moderation action and its effect on the visitor, and a session moved and
// another cancelled from the schedule, with the visitor's side of each.
import { after, before, describe, it } from 'node:test'
import assert from 'node:assert/strict'
import path from 'node:path'
import { ARTIFACTS, BASE_URL, launch, serverClockAt } from './support.mjs'
import { tapDrawn } from './taps.mjs'

const ORGANISER = { email: 'organiser@e2e.test', password: 'e2e-organiser-password' }
const sessions = new Map()

/** A visitor's API call from Node, with the session the server issued to that visitor id. */
async function visitor(userId, pathAndQuery, body, lang = 'EN') {
  const sep = pathAndQuery.includes('?') ? '&' : '?'
  const res = await fetch(`${BASE_URL}${pathAndQuery}${sep}userId=${userId}&language=${lang}`, {
    method: body ? 'POST' : 'GET',
    headers: {
      ...(body ? { 'content-type': 'application/json' } : {}),
      ...(sessions.has(userId) ? { 'x-visitor-session': sessions.get(userId) } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  })
  const issued = res.headers.get('x-visitor-session')
  if (issued) sessions.set(userId, issued)
  return { status: res.status, body: await res.json() }
}

const card = (name) => ({
  name,
  company: 'E2E Trading',
  position: 'Buyer',
  country: 'China',
  interests: [1],
  role: 'buyer',
  lookingFor: 'Valves',
  contact: 'e2e-contact',
  shareProfile: 1,
})

/** The schedule of SIE 2026 (edition 22): chosen once the picker has its editions (it picks the current one first). */
async function pickSie(page) {
  const picker = page.getByRole('combobox', { name: 'edition' })
  await picker.locator('option[value="22"]').waitFor({ state: 'attached' })
  await picker.selectOption('22')
  await page.waitForFunction(() => document.querySelector('select[aria-label=edition]')?.value === '22')
}

async function shot(page, name) {
  const file = path.join(ARTIFACTS, `console-${name}.png`)
  await page.screenshot({ path: file, fullPage: false })
  return file
}

for (const size of [
  { name: 'desktop', viewport: { width: 1280, height: 800 }, mobile: false },
  { name: 'mobile', viewport: { width: 375, height: 812 }, mobile: true },
]) {
  describe(`organiser console (${size.name})`, () => {
    let b
    before(async () => {
      b = await launch({ viewport: size.viewport, mobile: size.mobile })
    })
    after(async () => {
      await serverClockAt(null)
      await b.close()
    })

    it('signs in; a wrong password is refused in the chosen language', async () => {
      const { page } = b
      await page.goto(`${BASE_URL}/console/`)
      await page.locator('#email').fill(ORGANISER.email)
      await page.locator('#password').fill('not-the-password')
      await tapDrawn(page.getByRole('button', { name: '登录' }))
      await page.getByRole('alert').filter({ hasText: '邮箱或密码错误' }).waitFor()
      await page.locator('#password').fill(ORGANISER.password)
      await tapDrawn(page.getByRole('button', { name: '登录' }))
      await page.getByRole('button', { name: '举报处理' }).waitFor()
      await shot(page, `${size.name}-moderation-zh`)
      // English from here on (the choice is kept)
      await tapDrawn(page.getByRole('button', { name: 'English' }))
      await page.getByRole('button', { name: 'Moderation' }).waitFor()
    })

    it('shows every import error with sheet, row, column and reason', async () => {
      const { page } = b
      await tapDrawn(page.getByRole('button', { name: 'Editions & import' }))
      await page.locator('.import select, .card select').first().selectOption('22')
      const csv = [
        'code,name_zh,name_en,stand,phone,email,categories',
        'EX-002,,Blue Ocean Energy Storage,9A02,,,',
        'EX-003,北辰电气,Beichen Electric,9Z99,,,',
        'EX-004,南风科技,Nanfeng Tech,9A02,12345,,',
      ].join('\n')
      await page
        .locator('#sheet')
        .setInputFiles({ name: 'exhibitors.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) })
      await tapDrawn(page.getByRole('button', { name: 'Upload and import' }))
      await page.getByRole('alert').filter({ hasText: 'nothing was written' }).waitFor()
      const row = page.locator('table.errors tr', { hasText: 'Stand "9Z99" is not on the hall plan' })
      await row.waitFor()
      const cells = await row.locator('td').allInnerTexts()
      assert.deepEqual(
        cells.slice(0, 3).map((c) => c.replace(/^.*:\s*/, '').trim()),
        ['exhibitors.csv', '3', 'stand'],
      )
      assert.ok(await page.locator('table.errors tr', { hasText: '12345' }).count())
      await shot(page, `${size.name}-import-errors`)
    })

    it('blocks a reported visitor, who is then refused with a clear message', async () => {
      const { page } = b
      const a = `e2e-console-${size.name}-sender`
      const r = `e2e-console-${size.name}-reader`
      await visitor(a, '/api/v5/match/join?eventCode=CGA', card(`Sender ${size.name}`))
      await visitor(r, '/api/v5/match/join?eventCode=CGA', card(`Reader ${size.name}`))
      const personOf = async (me) => (await visitor(me, '/api/v5/match/myCard?eventCode=CGA')).body.resultList.personId
      const pa = await personOf(a)
      const pr = await personOf(r)
      await visitor(a, '/api/followOrCancelFriend.do?eventCode=CGA', { targetPersonId: pr, follow: 1 })
      const f = await visitor(r, '/api/followOrCancelFriend.do?eventCode=CGA', { targetPersonId: pa, follow: 1 })
      const conversationId = f.body.resultList.conversationId
      assert.ok(conversationId, JSON.stringify(f.body))
      const sent = await visitor(a, '/api/sendImMessage.do', {
        conversationId,
        clientId: `e2e-${size.name}`,
        content: 'cheap deals at spam.example',
      })
      assert.equal(sent.status, 200, JSON.stringify(sent.body))
      const reported = await visitor(r, '/api/v5/match/reportMessage', {
        messageId: sent.body.resultList.id,
        reason: 'spam',
      })
      assert.equal(reported.status, 200, JSON.stringify(reported.body))

      await tapDrawn(page.getByRole('button', { name: 'Moderation' }))
      const report = page.locator('article.report', { hasText: 'cheap deals at spam.example' })
      await report.waitFor()
      assert.match(await report.innerText(), /Spam/)
      assert.match(await report.innerText(), new RegExp(`Sender ${size.name}`))
      await tapDrawn(report.getByRole('button', { name: 'Block from chat and RFQs' }))
      await page.locator('table.log tr', { hasText: 'Block from chat and RFQs' }).first().waitFor()
      await shot(page, `${size.name}-moderation-en`)

      const refused = await visitor(
        a,
        '/api/sendImMessage.do',
        { conversationId, clientId: `e2e-${size.name}-2`, content: 'hello?' },
        'ZH-CN',
      )
      assert.equal(refused.status, 403)
      assert.equal(refused.body.resultDesc, '因被举报，主办方已禁止您在本届展会发送消息和发布询盘')
    })

    it('moves one session and cancels another, telling the visitor with a reminder', async () => {
      const { page } = b
      await tapDrawn(page.getByRole('button', { name: 'Schedule' }))
      await pickSie(page)
      // sessions of the show's first day (the seed's reference day), still to come by the clock below
      const rows = page.locator('table.sessions tr[data-session]', { hasText: '2026-09-15 ' })
      await rows.nth(1).waitFor()
      const [moveId, cancelId] = await Promise.all(
        [0, 1].map(async (i) => Number(await rows.nth(i).getAttribute('data-session'))),
      )
      const fan = `e2e-console-${size.name}-fan`
      // before the show (the seeded SIE opens 2026-09-15): a past session takes no reminder
      await serverClockAt('2026-09-10T02:00:00Z')
      for (const id of [moveId, cancelId]) {
        const r = await visitor(fan, '/api/v5/session/remind', { id, remind: 1 })
        assert.equal(r.status, 200, JSON.stringify(r.body))
      }
      // the list again, with the reminders just set
      await tapDrawn(page.getByRole('button', { name: 'Editions & import' }))
      await tapDrawn(page.getByRole('button', { name: 'Schedule' }))
      await pickSie(page)
      const moveRow = page.locator(`tr[data-session="${moveId}"]`)
      await moveRow.waitFor()
      const told = Number(await moveRow.locator('td[data-label="Reminders"]').innerText())
      assert.ok(told >= 1, `the session shows its reminders (${told})`)

      await tapDrawn(moveRow.getByRole('button', { name: 'Move' }))
      const day = (await page.locator('#start').inputValue()).slice(0, 10)
      await page.locator('#start').fill(`${day} 18:00`)
      await tapDrawn(page.getByRole('button', { name: 'Preview' }))
      await page.locator('.move-form [role=status]', { hasText: `${told} visitor` }).waitFor()
      assert.match(await page.locator('.move-form [role=status]').innerText(), new RegExp(`${day} 18:00`))
      await tapDrawn(page.getByRole('button', { name: 'Move and tell visitors' }))
      await page.locator('p.ok', { hasText: `Moved; telling ${told} visitor` }).waitFor()
      const moved = await visitor(fan, `/api/v5/session/getSessionDetail?id=${moveId}`)
      assert.equal(moved.status, 200)
      assert.equal(moved.body.resultList.startTime, new Date(`${day}T18:00:00+08:00`).toISOString())
      assert.ok(moved.body.resultList.change, 'the visitor sees the change')

      const cancelRow = page.locator(`tr[data-session="${cancelId}"]`)
      await tapDrawn(cancelRow.getByRole('button', { name: 'Cancel session' }))
      const dialog = page.getByRole('dialog', { name: 'Cancel session' })
      await dialog
        .getByRole('status')
        .filter({ hasText: /\d+ visitors? with a reminder will be told/ })
        .waitFor()
      await shot(page, `${size.name}-cancel-session`)
      await tapDrawn(dialog.getByRole('button', { name: 'Cancel it and tell visitors' }))
      await page.locator('p.ok', { hasText: /^Cancelled; telling \d+ visitor/ }).waitFor()
      await cancelRow.waitFor({ state: 'detached' })
      const gone = await visitor(fan, `/api/v5/session/getSessionDetail?id=${cancelId}`)
      assert.equal(gone.status, 404)
      await shot(page, `${size.name}-schedule-after`)
    })

    it('lists the delivery records of the exhibition, as the deliveries route counts them', async () => {
      const { page } = b
      await tapDrawn(page.getByRole('button', { name: 'Deliveries' }))
      await page.getByRole('combobox', { name: 'Exhibition' }).selectOption('SIE')
      await page.getByRole('heading', { name: 'Latest failures' }).waitFor()
      // the schedule test's notices are recorded by the server's reminder scheduler (a round every 30 s)
      const read = () =>
        page.evaluate(async () => {
          const res = await fetch('/api/organiser/deliveries?eventCode=SIE&language=EN', { credentials: 'same-origin' })
          return (await res.json()).resultList
        })
      let api = await read()
      for (let i = 0; i < 40 && !api.byChannel.length; i++) {
        await new Promise((r) => setTimeout(r, 1000))
        api = await read()
      }
      assert.ok(api.byChannel.length > 0, 'the change notices have delivery records')
      // the page read again, with those records
      await tapDrawn(page.getByRole('button', { name: 'Schedule' }))
      await tapDrawn(page.getByRole('button', { name: 'Deliveries' }))
      await page.getByRole('combobox', { name: 'Exhibition' }).selectOption('SIE')
      const states = {
        queued: 'Queued',
        sent: 'Sent',
        delivered: 'Delivered',
        failed: 'Failed',
        undeliverable: 'Undeliverable',
      }
      const expected = api.byChannel.map((c) => [c.channel, states[c.state], String(c.count)])
      const rows = page.locator('table.by-channel tbody tr')
      await page.waitForFunction(
        (n) => document.querySelectorAll('table.by-channel tbody tr').length === n,
        expected.length,
      )
      const shown = await Promise.all(
        expected.map(async (_, i) =>
          (await rows.nth(i).locator('td').allInnerTexts()).map((t) => t.replace(/^[^:]*:\s*/, '').trim()),
        ),
      )
      assert.deepEqual(shown, expected)
      assert.equal(await page.locator('table.failures tbody tr').count(), api.failures.length)
      await shot(page, `${size.name}-deliveries`)
      await tapDrawn(page.getByRole('button', { name: '中文' }))
      await page.getByRole('heading', { name: '最近的失败' }).waitFor()
      await shot(page, `${size.name}-deliveries-zh`)
      await tapDrawn(page.getByRole('button', { name: 'English' }))
    })
  })
}
