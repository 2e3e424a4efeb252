// Matchmaking with two visitors in two browsers (issue 12, item 8): both join (one in English, one
// in Chinese), mark each other interested, the match appears for both, A's message reaches B within
// 2 s without a reload (the socket), B goes offline, sends, comes back, and A receives it once.
import assert from 'node:assert/strict'
import { test } from 'node:test'
import { launch, screenshot, url } from './support.mjs'
import { tapDrawn } from './taps.mjs'

/** Fills the card form and joins; the four first interests make the two visitors each other's best match. */
async function join(page, { name, company, position, country, roleIndex, lookingFor }) {
  await page.locator('.pairs-form__input--name').fill(name)
  await page.locator('.pairs-form__input--company').fill(company)
  await page.locator('.pairs-form__input--position').fill(position)
  await page.locator('.pairs-form__input--country').fill(country)
  await page.locator('.pairs-chip--role').nth(roleIndex).click()
  // the last four interests: other tests' visitors choose the first ones, and a tie with one of them
  // would put that card, not the other person's, on top of the stack
  const chips = page.locator('.pairs-chip--interest')
  const n = await chips.count()
  for (let i = n - 4; i < n; i++) await chips.nth(i).click()
  await page.locator('textarea.pairs-form__textarea, .pairs-form__textarea textarea').fill(lookingFor)
  // others see the card only with this separate consent (issue 23): refused in words without it
  await page.locator('.pairs-form__submit').click()
  await page.locator('.pairs-form__error').waitFor()
  await tapDrawn(page.locator('[data-consent="match_profile"]'))
  await page.locator('.pairs-form__submit').click()
  await page.locator('.pairs-card').first().waitFor()
}

/** The message bubbles with this text on a page. */
const bubbles = (page, text) => page.locator('.pairs-msg__bubble', { hasText: text })

test('two visitors match and chat in real time; a message sent offline arrives once', async () => {
  const a = await launch()
  const b = await launch()
  try {
    const stamp = Date.now().toString(36).slice(-5)
    const aliceName = `Alice ${stamp}`
    const bobName = `鲍勃${stamp}`

    // A joins in English: an empty name is refused in words, nothing typed is lost
    await a.page.goto(url('/pairs/insterests?eventCode=CGA&language=EN'))
    await a.page.locator('.pairs-form').waitFor()
    await a.page.locator('.pairs-form__input--company').fill('Acme Buying')
    await a.page.locator('.pairs-form__submit').click()
    await a.page.getByText('Please enter your name').waitFor()
    assert.equal(await a.page.locator('.pairs-form__input--company').inputValue(), 'Acme Buying')
    await join(a.page, {
      name: aliceName,
      company: 'Acme Buying Ltd.',
      position: 'Purchasing Manager',
      country: 'Germany',
      roleIndex: 0,
      lookingFor: 'Pump suppliers',
    })
    await a.page.getByText(/\d+ left today/).waitFor()

    // B joins in Chinese as an exhibitor
    await b.page.goto(url('/pairs/insterests?eventCode=CGA&language=ZH-CN'))
    await b.page.locator('.pairs-form').waitFor()
    await b.page.getByText('加入商贸配对').first().waitFor()
    await join(b.page, {
      name: bobName,
      company: '宁波泵阀有限公司',
      position: '销售总监',
      country: '中国',
      roleIndex: 1,
      lookingFor: '寻找海外经销商',
    })
    await b.page.getByText(/今日剩余 \d+ 次/).waitFor()

    // B's best match is A (four shared interests, buyer ↔ exhibitor): Interested
    await b.page.reload()
    await b.page.locator('.pairs-card__name', { hasText: aliceName }).waitFor()
    await screenshot(b.page, 'pairs-stack-zh')
    await b.page.locator('.pairs-decide__follow').click()
    // A sees B first (B is interested in A), marks Interested: a match
    await a.page.reload()
    await a.page.locator('.pairs-card__name', { hasText: bobName }).waitFor()
    await screenshot(a.page, 'pairs-stack-en')
    await a.page.locator('.pairs-decide__follow').click()
    await a.page.getByText("It's a match!").waitFor()

    // the match appears for both
    await a.page.goto(url('/pairs/list?eventCode=CGA&language=EN'))
    await a.page.locator('.pairs-row__name', { hasText: bobName }).waitFor()
    await b.page.goto(url('/pairs/list?eventCode=CGA&language=ZH-CN'))
    await b.page.locator('.pairs-row__name', { hasText: aliceName }).waitFor()
    await b.page.getByText('互相感兴趣').first().waitFor()
    await screenshot(b.page, 'pairs-list-zh')
    await screenshot(a.page, 'pairs-list-en')

    // both open the conversation
    await a.page.locator('.pairs-row', { hasText: bobName }).locator('.pairs-row__chat').click()
    await a.page.locator('.pairs-chat__compose').waitFor()
    await b.page.locator('.pairs-row', { hasText: aliceName }).locator('.pairs-row__chat').click()
    await b.page.locator('.pairs-chat__compose').waitFor()
    await b.page.locator('.pairs-chat .pairs-empty', { hasText: '还没有消息，打个招呼吧' }).waitFor()

    // a blank message is refused with a clear message
    await a.page.locator('.pairs-chat__input').fill('   ')
    await a.page.locator('.pairs-chat__input').press('Enter')
    await a.page.getByText('The message cannot be empty').waitFor()

    // A sends with Enter; B sees it within 2 s, without a reload
    const hello = `Hello from Alice ${stamp}`
    await a.page.locator('.pairs-chat__input').fill(hello)
    await a.page.locator('.pairs-chat__input').press('Enter')
    await bubbles(b.page, hello).waitFor({ timeout: 2000 })
    assert.equal(await a.page.locator('.pairs-chat__input').inputValue(), '')
    // B read it: A sees the receipt
    await a.page.locator('.pairs-msg__meta', { hasText: 'Read' }).waitFor()

    // B goes offline and writes: the message waits in the queue
    await b.context.setOffline(true)
    await b.page.locator('.page-frame__offline:visible').first().waitFor()
    const offline = `离线消息 ${stamp}`
    await b.page.locator('.pairs-chat__input').fill(offline)
    await b.page.locator('.pairs-chat__input').press('Enter')
    await b.page.getByText('待发送').waitFor()
    await screenshot(b.page, 'pairs-chat-offline-zh')
    // back online: sent, and A receives it exactly once
    await b.context.setOffline(false)
    await bubbles(a.page, offline).waitFor({ timeout: 10_000 })
    await a.page.waitForTimeout(1500)
    assert.equal(await bubbles(a.page, offline).count(), 1)
    assert.equal(await bubbles(b.page, offline).count(), 1)
    await b.page.locator('.pairs-msg--mine .pairs-msg__meta').last().waitFor()
    assert.equal(await b.page.getByText('待发送').count(), 0)
    await screenshot(a.page, 'pairs-chat-en')
    await screenshot(b.page, 'pairs-chat-zh')

    assert.deepEqual(a.errors, [])
    assert.deepEqual(b.errors, [])
  } finally {
    await a.close()
    await b.close()
  }
})
