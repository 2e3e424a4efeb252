// A match is a moment (issue 22 item 5), with two visitors in two browsers at 375 × 812: the match
// shows who it is and "Say hello", which opens the chat; the chat's header and ··· menu show the
// contact the other gave for their matches; the other visitor's "My matches" badge follows the
// message while they are on another page; Undo of a match asks first, naming the person; the
// English list's Cancel says what it cancels. Every tap checks the button is what is drawn there.
import assert from 'node:assert/strict'
import { test } from 'node:test'
import { launch, screenshot, url } from './support.mjs'
import { tapDrawn } from './taps.mjs'

async function join(page, { name, company, roleIndex, contact }) {
  await page.locator('.pairs-form__input--name').fill(name)
  await page.locator('.pairs-form__input--company').fill(company)
  await page.locator('.pairs-form__input--position').fill('Manager')
  await page.locator('.pairs-form__input--country').fill('China')
  await page.locator('.pairs-chip--role').nth(roleIndex).click()
  for (let i = 0; i < 4; i++) await page.locator('.pairs-chip--interest').nth(i).click()
  await page.locator('.pairs-form__input--contact').fill(contact)
  // the separate consent to show the card to others (issue 23 item 7)
  await tapDrawn(page.locator('[data-consent="match_profile"]'))
  await page.locator('.pairs-form__submit').click()
  await page.locator('.pairs-card').first().waitFor()
}

test('a match shows who it is and Say hello; the contact reaches the match only; badges follow live', async () => {
  const a = await launch()
  const b = await launch()
  try {
    const stamp = Date.now().toString(36).slice(-5)
    const aliceName = `Alice M${stamp}`
    const bobName = `鲍勃M${stamp}`
    const aliceContact = `wechat: alice_${stamp}`
    const bobContact = `bob_${stamp}@example.com`
    // questions are the app's own dialogs with its own words, never the browser's bare confirm()
    const native = []
    for (const v of [a, b]) v.page.on('dialog', (d) => void d.dismiss().then(() => native.push(d.message())))

    await a.page.goto(url('/pairs/insterests?eventCode=CGA&language=EN'))
    await a.page.locator('.pairs-form').waitFor()
    await join(a.page, { name: aliceName, company: 'Acme Buying Ltd.', roleIndex: 0, contact: aliceContact })
    await b.page.goto(url('/pairs/insterests?eventCode=CGA&language=ZH-CN'))
    await b.page.locator('.pairs-form').waitFor()
    await join(b.page, { name: bobName, company: '宁波泵阀有限公司', roleIndex: 1, contact: bobContact })

    // B is interested in A; A's card does not show A's contact to B (not a match yet)
    await b.page.reload()
    await b.page.locator('.pairs-card__name', { hasText: aliceName }).waitFor()
    assert.equal(await b.page.getByText(aliceContact).count(), 0)
    await tapDrawn(b.page.locator('.pairs-decide__follow'))
    // B waits on the stack page: "我的配对" is on it, with no badge yet
    await b.page.locator('.pairs-bar__link').waitFor()
    assert.equal(await b.page.locator('.pairs-bar__link .pairs-badge').count(), 0)

    // A: Interested in B makes a match: a moment naming B, with B's card and Say hello
    await a.page.reload()
    await a.page.locator('.pairs-card__name', { hasText: bobName }).waitFor()
    await tapDrawn(a.page.locator('.pairs-decide__follow'))
    const moment = a.page.locator('.pairs-moment')
    await moment.waitFor()
    assert.match(await moment.innerText(), /It's a match!/)
    assert.match(await moment.innerText(), new RegExp(`You and ${bobName} are interested in each other`))
    assert.match(await moment.innerText(), /宁波泵阀有限公司/)
    // it stays until the visitor chooses (a toast went after 2 s)
    await a.page.waitForTimeout(2500)
    assert.equal(await moment.isVisible(), true)
    await screenshot(a.page, 'pairs-moment-en')
    await tapDrawn(a.page.getByRole('button', { name: 'Say hello' }))
    await a.page.waitForURL(/\/pairs\/chat\?.*conversationId=/)

    // the chat's header shows B's contact, and ··· offers to copy it
    const head = a.page.locator('.pairs-chat__head:visible')
    await head.getByText(`Contact: ${bobContact}`).waitFor()
    await tapDrawn(a.page.locator('.pairs-chat__more:visible'))
    const sheet = a.page.locator('.app-action-sheet')
    await sheet.getByText(`Copy contact: ${bobContact}`).waitFor()
    await screenshot(a.page, 'pairs-chat-menu-en')
    await tapDrawn(sheet.getByRole('button', { name: 'Cancel' }))
    await screenshot(a.page, 'pairs-chat-contact-en')

    // A says hello; B, on the stack page, sees the badge on "我的配对" without a reload
    const hello = `Hello ${stamp}`
    await a.page.locator('.pairs-chat__input:visible').fill(hello)
    await a.page.locator('.pairs-chat__input:visible').press('Enter')
    await b.page.locator('.pairs-bar__link .pairs-badge', { hasText: '1' }).waitFor({ timeout: 8000 })
    await screenshot(b.page, 'pairs-badge-zh')
    // B opens My matches: the Matches tab and A's row carry it; the chat shows A's contact in Chinese
    await tapDrawn(b.page.locator('.pairs-bar__link'))
    await b.page.locator('.pairs-row', { hasText: aliceName }).locator('.pairs-badge', { hasText: '1' }).waitFor()
    await tapDrawn(b.page.locator('.pairs-row', { hasText: aliceName }).locator('.pairs-row__chat'))
    await b.page.locator('.pairs-chat__head:visible').getByText(`联系方式：${aliceContact}`).waitFor()
    await b.page.locator('.pairs-msg__bubble', { hasText: hello }).waitFor()
    await screenshot(b.page, 'pairs-chat-contact-zh')

    // back on A's stack: Undo of the match asks first, naming B and saying the chat goes too
    await a.page.goto(url('/pairs/insterests?eventCode=CGA&language=EN'))
    const undo = a.page.locator('.pairs-undo', { hasText: bobName })
    await undo.waitFor()
    await tapDrawn(undo)
    const ask = a.page.locator('.taro-modal__content').filter({ hasText: bobName })
    await ask.waitFor()
    assert.match(
      await ask.innerText(),
      new RegExp(`Undo your match with ${bobName}\\? Your chat with them goes too\\.`),
    )
    await screenshot(a.page, 'pairs-undo-confirm-en')
    // "Cancel": the match and the chat stay
    await tapDrawn(a.page.locator('.taro-modal__foot').getByText('Cancel'))
    await a.page.waitForTimeout(500)
    await a.page.goto(url('/pairs/list?eventCode=CGA&language=EN'))
    const row = a.page.locator('.pairs-row', { hasText: bobName })
    await row.locator('.pairs-row__chat').waitFor()
    // in English the row's cancel says what it cancels
    assert.equal((await row.locator('.pairs-row__cancel').innerText()).trim(), 'Withdraw interest')
    await screenshot(a.page, 'pairs-list-withdraw-en')

    assert.deepEqual(native, [])
    assert.deepEqual(a.errors, [])
    assert.deepEqual(b.errors, [])
  } finally {
    await a.close()
    await b.close()
  }
})
