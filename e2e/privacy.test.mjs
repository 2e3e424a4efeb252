// The privacy policy and separate consents in real Chromium (issue 23 item 7): the policy page from
// the server in both languages; every form that collects personal data links it (tapped where it
// is drawn); a matchmaking card needs its own consent box, the consent is listed on the policy page
// with whom it goes to and under which version, and Withdraw takes the card out at once.
import assert from 'node:assert/strict'
import { test } from 'node:test'
import { BASE_URL, expectHeading, launch, screenshot, url } from './support.mjs'
import { tapDrawn } from './taps.mjs'

const WORDS = {
  'ZH-CN': {
    title: '隐私政策',
    headings: ['我们收集什么、为何收集', '谁会收到', '保存多久', '您的权利'],
    consents: '我的授权',
    none: '您尚未作出任何单独授权',
    version: /^第1版 · 2026-11-27起施行$/,
  },
  EN: {
    title: 'Privacy policy',
    headings: ['What we collect and why', 'Who receives it', 'How long we keep it', 'Your rights'],
    consents: 'My consents',
    none: 'You have not given any separate consent',
    version: /^Version 1 · in force since 2026-11-27$/,
  },
}

for (const language of ['ZH-CN', 'EN']) {
  test(`${language}: the policy page shows the organiser's policy from the server and the visitor's consents`, async () => {
    const w = WORDS[language]
    const browser = await launch()
    try {
      const { page } = browser
      await page.goto(url(`/privacy?eventCode=SIE&language=${language}`))
      await expectHeading(page, w.title)
      for (const h of w.headings) await page.getByRole('heading', { name: h, exact: true }).waitFor()
      assert.match((await page.locator('.privacy-page__version:visible').textContent()).trim(), w.version)
      // the text is the server's (GET /api/v5/privacy/policy), not the bundle's
      const policy = await (await fetch(`${BASE_URL}/api/v5/privacy/policy?language=${language}`)).json()
      const firstItem = policy.resultList.blocks
        .find((b) => b.type === 'item')
        .spans.map((s) => s.text)
        .join('')
      await page.getByText(firstItem, { exact: true }).waitFor()
      await page.getByRole('heading', { name: w.consents }).waitFor()
      await page.getByText(w.none).waitFor()
      await screenshot(page, `privacy-policy-${language}`)
      await page.locator('.privacy-page__consents:visible').scrollIntoViewIfNeeded()
      await screenshot(page, `privacy-policy-end-${language}`)
      assert.deepEqual(browser.errors, [])
    } finally {
      await browser.close()
    }
  })
}

test('every form that collects personal data links the policy, and the link opens it', async () => {
  const browser = await launch()
  try {
    const { page } = browser
    const forms = [
      '/consult/post?eventCode=SIE&language=EN',
      '/consult/post?eventCode=SIE&language=EN&companyProfileId=1',
      '/pairs/insterests?eventCode=CGA&language=EN',
      '/visit/register?eventCode=SIE&language=EN',
      // the phone verification in front of the exhibitor's edit form
      '/exhibitors/edit?companyProfileId=1&eventCode=CGA&language=EN',
    ]
    for (const path of forms) {
      await page.goto(url(path))
      const link = page.locator('.privacy-link__link:visible').first()
      await link.waitFor({ timeout: 15_000 })
      assert.equal((await link.textContent()).trim(), 'Privacy policy', path)
    }
    // tapped where it is drawn (nothing over it), it opens the policy; back keeps the form
    await page.goto(url('/visit/register?eventCode=SIE&language=ZH-CN'))
    const name = page.getByLabel('姓名', { exact: true }).locator('visible=true').first()
    await name.fill('王小明')
    await tapDrawn(page.locator('.privacy-link__link:visible').first())
    await expectHeading(page, '隐私政策')
    await page.goBack()
    await expectHeading(page, '观众预登记')
    assert.equal(await name.inputValue(), '王小明')
    assert.deepEqual(browser.errors, [])
  } finally {
    await browser.close()
  }
})

test('a matchmaking card needs its own consent; it is recorded and listed; Withdraw takes the card out at once', async () => {
  const browser = await launch()
  try {
    const { page } = browser
    await page.goto(url('/pairs/insterests?eventCode=CGA&language=EN'))
    await page.locator('.pairs-form').waitFor()
    await page.locator('.pairs-form__input--name').fill('Privacy Tester')
    await page.locator('.pairs-form__input--company').fill('Consent Co.')
    await page.locator('.pairs-form__input--position').fill('Buyer')
    await page.locator('.pairs-form__input--country').fill('China')
    await page.locator('.pairs-chip--interest').first().click()
    const box = page.locator('[data-consent="match_profile"]')
    assert.equal(await box.getAttribute('aria-checked'), 'false', 'never ticked in advance')
    await tapDrawn(page.locator('.pairs-form__submit'))
    await page.getByText('Please agree to show your card to other attendees').waitFor()
    await screenshot(page, 'privacy-match-consent-EN')
    await tapDrawn(box)
    assert.equal(await box.getAttribute('aria-checked'), 'true')
    await tapDrawn(page.locator('.pairs-form__submit'))
    await page.locator('.pairs-card').first().waitFor()

    // listed on the policy page: what, to whom, when, which version
    await page.goto(url('/privacy?eventCode=CGA&language=EN'))
    const consent = page.locator('.privacy-consent[data-purpose="match_profile"]:visible')
    await consent.waitFor()
    const text = await consent.textContent()
    assert.match(text, /Your matchmaking card/)
    assert.match(text, /To: Other attendees of the show/)
    assert.match(text, /Agreed \d{4}-\d\d-\d\d \(policy version 1\)/)
    await consent.scrollIntoViewIfNeeded()
    await screenshot(page, 'privacy-consents-EN')
    await tapDrawn(consent.getByRole('button', { name: 'Withdraw' }))
    const ask = page.locator('.taro-modal__content').filter({ hasText: 'Withdraw this consent?' })
    await ask.waitFor()
    await ask.locator('.taro-model__confirm').click()
    await consent.getByText(/^Withdrawn \d{4}-\d\d-\d\d$/).waitFor()
    assert.equal(await consent.getByRole('button', { name: 'Withdraw' }).count(), 0)

    // the card is out of matchmaking at once: the form asks to join again, with the consent
    await page.goto(url('/pairs/insterests?eventCode=CGA&language=EN'))
    await page.locator('.pairs-form').waitFor()
    await page.locator('[data-consent="match_profile"]').waitFor()
    assert.deepEqual(browser.errors, [])
  } finally {
    await browser.close()
  }
})
