import fs from 'node:fs'
import path from 'node:path'
import { after, before, describe, it } from 'node:test'
import assert from 'node:assert/strict'
import { makeApp, U, type TestApp } from './helpers.js'
import { FileSmsProvider } from '../src/lib/sms.js'

const PHONE = '13800138000' // seed: contact phone of exhibitor 1 (华东机械)
const EDITOR = 'editor-visitor-1'

describe('SMS codes', () => {
  let t: TestApp
  before(async () => {
    t = await makeApp()
  })
  after(async () => t.close())
  const send = (phone: string, type = 'verify', lang = 'EN') =>
    t
      .inject({ method: 'GET', url: `/api/sendCode.do?phone=${phone}&type=${type}&language=${lang}` })
      .then((r) => ({ status: r.statusCode, body: r.json() }))
  const verify = (phone: string, code: string) =>
    t
      .inject({ method: 'POST', url: `/api/v5/verifyPhone?language=EN&userId=${U}`, payload: { phone, code } })
      .then((r) => ({ status: r.statusCode, body: r.json() }))

  it('sends a 6-digit code, stores only hashes, never logs number or code', async () => {
    const r = await send('13911112222')
    assert.equal(r.body.result, 'OK')
    assert.equal(r.body.resultDesc, 'Get verification code successfully!')
    assert.deepEqual(r.body.resultList, { resendAfter: 60, expiresIn: 300 })
    const code = t.sms.lastCode()
    assert.match(code, /^\d{6}$/)
    const rows = await t.app.database.db.selectFrom('sms_codes').selectAll().execute()
    assert.equal(rows.length, 1)
    assert.ok(!JSON.stringify(rows).includes('13911112222'))
    assert.ok(!JSON.stringify(rows).includes(code))
    const logs = t.logs.join('')
    assert.ok(!logs.includes('13911112222'))
    assert.ok(!logs.includes(code))
    assert.ok(logs.includes('phone=[redacted]'))
  })

  it('rejects an invalid number', async () => {
    const r = await send('12345')
    assert.equal(r.status, 400)
    assert.equal(r.body.resultDesc, 'Invalid mobile phone number!')
    assert.equal((await send('1234', 'verify', 'ZH-CN')).body.resultDesc, '手机号码无效！')
  })

  it('resend at most once per 60 s and 10 per day per number', async () => {
    const phone = '13922223333'
    assert.equal((await send(phone)).body.result, 'OK')
    const soon = await send(phone)
    assert.equal(soon.status, 429)
    assert.equal(soon.body.resultDesc, 'Please wait 60 seconds before requesting a new code')
    t.clock.advance(59_000)
    assert.equal((await send(phone)).status, 429)
    t.clock.advance(1_000)
    assert.equal((await send(phone)).body.result, 'OK')
    for (let i = 3; i <= 10; i++) {
      t.clock.advance(61_000)
      assert.equal((await send(phone)).body.result, 'OK', `send ${i}`)
    }
    t.clock.advance(61_000)
    const capped = await send(phone)
    assert.equal(capped.status, 429)
    assert.match(capped.body.resultDesc, /Too many codes/)
    t.clock.advance(24 * 3600_000)
    assert.equal((await send(phone)).body.result, 'OK')
  })

  it('a clock set back does not lock a number out until it catches up', async () => {
    const phone = '13922224444'
    assert.equal((await send(phone)).body.result, 'OK')
    // the server's clock corrected by a day (NTP, or an operator): the last code seems to come from tomorrow
    t.clock.advance(-24 * 3600_000)
    assert.equal((await send(phone)).body.result, 'OK')
    assert.equal((await send(phone)).status, 429)
    t.clock.advance(24 * 3600_000)
  })

  it('a burst of 50 concurrent requests for one number sends exactly one code', async () => {
    const phone = '13955556666'
    t.clock.advance(120_000)
    t.sms.delayMs = 5 // the provider's network call: other requests arrive meanwhile
    const before = t.sms.sent.length
    try {
      const answers = await Promise.all(Array.from({ length: 50 }, () => send(phone)))
      assert.equal(t.sms.sent.length - before, 1)
      assert.equal(answers.filter((a) => a.body.result === 'OK').length, 1)
      assert.ok(answers.filter((a) => a.status === 429).every((a) => /wait 60 seconds/.test(a.body.resultDesc)))
      assert.equal(answers.filter((a) => a.status === 429).length, 49)
    } finally {
      t.sms.delayMs = 0
    }
  })

  it('the daily limit of 10 holds under the same bursts', async () => {
    const phone = '13966667777'
    t.clock.advance(24 * 3600_000) // a fresh day
    t.sms.delayMs = 5
    const before = t.sms.sent.length
    try {
      for (let round = 0; round < 12; round++) {
        t.clock.advance(61_000)
        await Promise.all(Array.from({ length: 50 }, () => send(phone)))
      }
      assert.equal(t.sms.sent.length - before, 10)
      const capped = await send(phone)
      assert.match(capped.body.resultDesc, /Too many codes/)
    } finally {
      t.sms.delayMs = 0
    }
  })

  it('a code the provider could not send does not count: the visitor may ask again at once', async () => {
    const phone = '13977778888'
    t.clock.advance(120_000)
    t.sms.failing = true
    try {
      const failed = await send(phone)
      assert.equal(failed.status, 502)
      assert.equal(failed.body.resultDesc, 'Get verification code failed!')
    } finally {
      t.sms.failing = false
    }
    assert.equal((await send(phone)).body.result, 'OK')
  })

  it('codes are single use and expire after 5 minutes', async () => {
    const phone = '13933334444'
    t.clock.advance(120_000)
    await send(phone)
    const code = t.sms.lastCode()
    assert.equal((await verify(phone, code)).body.result, 'OK')
    const again = await verify(phone, code)
    assert.equal(again.body.result, 'FAIL')
    assert.equal(again.body.resultDesc, 'The verification code is incorrect')
    t.clock.advance(61_000)
    await send(phone)
    const late = t.sms.lastCode()
    t.clock.advance(5 * 60_000 + 1)
    assert.equal(
      (await verify(phone, late)).body.resultDesc,
      'The verification code has expired, please get a new code',
    )
  })

  it('at most 5 wrong tries, then even the right code is refused', async () => {
    const phone = '13944445555'
    t.clock.advance(120_000)
    await send(phone)
    const code = t.sms.lastCode()
    const wrong = code === '000000' ? '111111' : '000000'
    for (let i = 1; i <= 4; i++)
      assert.equal((await verify(phone, wrong)).body.resultDesc, 'The verification code is incorrect')
    assert.equal((await verify(phone, wrong)).body.resultDesc, 'Too many wrong attempts, please get a new code')
    assert.equal((await verify(phone, code)).body.resultDesc, 'Too many wrong attempts, please get a new code')
  })

  it('the default provider writes into data/outbox/sms', async () => {
    const dir = path.join(t.dataDir, 'outbox', 'sms')
    await new FileSmsProvider(dir).send({
      phone: '13955556666',
      template: 'code',
      language: 'ZH-CN',
      params: { code: '123456', minutes: '5' },
      text: 'code 123456',
    })
    const files = fs.readdirSync(dir)
    assert.equal(files.length, 1)
    assert.match(fs.readFileSync(path.join(dir, files[0]!), 'utf8'), /13955556666[\s\S]*123456/)
  })
})

describe('exhibitor and product editing after phone verification', () => {
  let t: TestApp
  let token = ''
  before(async () => {
    t = await makeApp()
    await t.inject({ method: 'GET', url: `/api/sendCode.do?phone=${PHONE}&type=verify` })
    const r = await t.inject({
      method: 'POST',
      url: '/api/v5/verifyPhone',
      headers: { 'x-user-id': EDITOR },
      payload: { phone: PHONE, code: t.sms.lastCode() },
    })
    token = r.json().resultList.editToken
    assert.deepEqual(r.json().resultList.companyProfileIds, [1])
  })
  after(async () => t.close())
  /** as the visitor who verified the phone (their session comes with it) */
  const call = (method: 'GET' | 'POST', url: string, payload?: object, tok: string | null = token, who = EDITOR) =>
    t
      .inject({ method, url, payload, headers: { 'x-user-id': who, ...(tok ? { 'x-edit-token': tok } : {}) } })
      .then((r) => ({ status: r.statusCode, body: r.json() }))

  it('reads and updates the verified exhibitor; search follows the new name', async () => {
    const info = await call('GET', '/api/v5/getExhibitorInfo?companyProfileId=1&eventCode=CGA&language=EN')
    assert.equal(info.body.resultList.nameZh, '华东机械有限公司')
    const up = await call('POST', '/api/v5/updateExhibitorInfo?language=EN', {
      companyProfileId: 1,
      nameEn: 'Huadong Heavy Machinery Co., Ltd.',
      introductionEn: 'Updated.',
    })
    assert.equal(up.body.result, 'OK')
    assert.equal(up.body.resultList.nameEn, 'Huadong Heavy Machinery Co., Ltd.')
    const found = await call(
      'POST',
      '/api/v5/companyProfiles/listPage?eventCode=CGA&isShowCountNum=1',
      { companyProfileName: 'heavy machinery' },
      null,
    )
    assert.deepEqual(
      found.body.resultList.list.map((c: any) => c.companyProfileId),
      [1],
    )
    const detail = await call('GET', '/api/v4/getExhibitorDetail?companyProfileId=1&language=EN', undefined, null)
    assert.equal(detail.body.resultList.introduction, 'Updated.')
  })

  it('names the hall in the language asked for (the edit page shows it beside the stand)', async () => {
    const en = await call('GET', '/api/v5/getExhibitorInfo?companyProfileId=1&language=EN')
    const zh = await call('GET', '/api/v5/getExhibitorInfo?companyProfileId=1&language=ZH-CN')
    assert.match(en.body.resultList.hall, /^Hall \d+$/)
    assert.match(zh.body.resultList.hall, /^\d+号馆$/)
    assert.equal(zh.body.resultList.hall.replace(/\D/g, ''), en.body.resultList.hall.replace(/\D/g, ''))
    const saved = await call('POST', '/api/v5/updateExhibitorInfo?language=ZH-CN', { companyProfileId: 1, fax: '' })
    assert.equal(saved.body.resultList.hall, zh.body.resultList.hall)
  })

  it('product info of the exhibitor can be read and updated', async () => {
    const info = await call('GET', '/api/v5/getProductInfo?productId=1&language=EN')
    assert.equal(info.body.resultList.companyProfileId, 1)
    const up = await call('POST', '/api/v5/updateProductInfo?language=EN', {
      productId: 1,
      nameZh: '华东新型水泵',
      categoryIds: [3],
    })
    assert.equal(up.body.resultList.nameZh, '华东新型水泵')
    assert.deepEqual(up.body.resultList.categoryIds, [3])
  })

  it('refuses without a token, with a bad token, for another exhibitor, and bad fields', async () => {
    const none = await call('GET', '/api/v5/getExhibitorInfo?companyProfileId=1&language=EN', undefined, null)
    assert.equal(none.status, 401)
    assert.equal(none.body.resultDesc, 'Please verify your phone number first')
    assert.equal((await call('GET', '/api/v5/getExhibitorInfo?companyProfileId=1', undefined, 'forged')).status, 401)
    // the token is the visitor's who verified the phone: another visitor cannot use it
    const stolen = await call('GET', '/api/v5/getExhibitorInfo?companyProfileId=1', undefined, token, 'someone-else')
    assert.equal(stolen.status, 401)
    const other = await call('GET', '/api/v5/getExhibitorInfo?companyProfileId=4&language=EN')
    assert.equal(other.status, 403)
    assert.equal(other.body.resultDesc, "Only the exhibitor's verified contact phone can edit this information")
    const otherProduct = await call('POST', '/api/v5/updateProductInfo?language=EN', { productId: 4, nameEn: 'x' })
    assert.equal(otherProduct.status, 403)
    const badEmail = await call('POST', '/api/v5/updateExhibitorInfo?language=EN', {
      companyProfileId: 1,
      contactEmail: 'nope',
    })
    assert.equal(badEmail.body.resultDesc, 'Invalid Email address!')
    const badLogo = await call('POST', '/api/v5/updateExhibitorInfo?language=EN', {
      companyProfileId: 1,
      logo: 'javascript:alert(1)',
    })
    assert.equal(badLogo.status, 400)
    const detail = await call('GET', '/api/v4/getExhibitorDetail?companyProfileId=1&language=EN', undefined, null)
    assert.notEqual(detail.body.resultList.contactEmail, 'nope')
    // the token expires after 2 hours
    t.clock.advance(2 * 3600_000 + 1)
    assert.equal((await call('GET', '/api/v5/getExhibitorInfo?companyProfileId=1')).status, 401)
  })

  it('verification failures', async () => {
    const bad = await t.inject({
      method: 'POST',
      url: `/api/v5/verifyPhone?language=EN&userId=${EDITOR}`,
      payload: { phone: '123', code: '123456' },
    })
    assert.equal(bad.json().resultDesc, 'Invalid mobile phone number!')
    const empty = await t.inject({
      method: 'POST',
      url: `/api/v5/verifyPhone?language=EN&userId=${EDITOR}`,
      payload: { phone: PHONE, code: ' ' },
    })
    assert.equal(empty.json().resultDesc, 'Verification code cannot be empty!')
  })
})
