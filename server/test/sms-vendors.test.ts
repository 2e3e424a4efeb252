// SMS through Tencent Cloud and Aliyun (issue 25.1), against local stand-ins that check the request,
// the signature, the template and the number as the real services do.
import { after, before, describe, it } from 'node:test'
import assert from 'node:assert/strict'
import { ConfigError, loadConfig } from '../src/config.js'
import { makeApp, type TestApp } from './helpers.js'
import { aliyunStandIn, tencentStandIn, type AliyunStandIn, type TencentStandIn } from './stand-ins.js'
import { AliyunSmsProvider, SmsRefused, SmsUnavailable, TencentSmsProvider } from '../src/lib/sms-vendors.js'
import { deliveryRef } from '../src/lib/delivery.js'
import type { SmsMessage, SmsTemplateIds } from '../src/lib/sms.js'

const TEMPLATES = {
  SMS_SIGN_NAME: '展会名录',
  SMS_TEMPLATE_CODE_ZH: '2001',
  SMS_TEMPLATE_CODE_EN: '2002',
  SMS_TEMPLATE_RFQ_ZH: '2003',
  SMS_TEMPLATE_RFQ_EN: '2004',
  SMS_TEMPLATE_MATCH_ZH: '2005',
  SMS_TEMPLATE_MATCH_EN: '2006',
  SMS_TEMPLATE_RFQ_INTL: '2007',
}
const PHONE = '13912345678'
const UNKNOWN_NUMBER = '13900000000'

const sendCode = (t: TestApp, phone: string, lang: 'ZH-CN' | 'EN' = 'ZH-CN', type = 'verify') =>
  t.inject({ method: 'GET', url: `/api/sendCode.do?phone=${encodeURIComponent(phone)}&type=${type}&language=${lang}` })

/** Numbers and codes never reach the logs (the vendor's code and the template do). */
function assertLogsClean(t: TestApp, secrets: string[]) {
  const text = t.logs.join('')
  for (const s of secrets) assert.ok(!text.includes(s), `the logs must not contain ${s}`)
  assert.ok(!text.includes(PHONE.slice(3)), 'no part of the number in the logs')
}

describe('Tencent Cloud SMS (API 3.0, TC3-HMAC-SHA256)', () => {
  let vendor: TencentStandIn
  const keys = { secretId: 'AKIDstandin0001', secretKey: 'standin-secret-key', sdkAppId: '1400001234' }
  const env = (over: Record<string, string> = {}) => ({
    SMS_PROVIDER: 'tencent',
    TENCENT_SMS_SECRET_ID: keys.secretId,
    TENCENT_SMS_SECRET_KEY: keys.secretKey,
    TENCENT_SMS_SDK_APP_ID: keys.sdkAppId,
    TENCENT_SMS_ENDPOINT: vendor.url,
    SMS_RETRY_BASE_MS: '5',
    ...TEMPLATES,
    ...over,
  })
  const apps: TestApp[] = []
  const app = async (over: Record<string, string> = {}) => {
    const t = await makeApp(env(over), { sms: undefined })
    apps.push(t)
    return t
  }
  before(async () => {
    vendor = await tencentStandIn({
      ...keys,
      signName: TEMPLATES.SMS_SIGN_NAME,
      templates: { '2001': 2, '2002': 2, '2003': 1, '2004': 1, '2005': 1, '2006': 1, '2007': 1 },
      invalidNumbers: [`+86${UNKNOWN_NUMBER}`],
    })
  })
  after(async () => {
    for (const t of apps) await t.close()
    await vendor.close()
  })

  it('sends the code with the template of the visitor language; the code it carries verifies', async () => {
    const t = await app()
    let res = await sendCode(t, PHONE, 'EN')
    assert.equal(res.json().result, 'OK', res.body)
    const sent = vendor.sent.at(-1)!
    assert.equal(sent.phone, `+86${PHONE}`, 'E.164, as the API wants it')
    assert.equal(sent.template, '2002', 'the English code template')
    const [code, minutes] = sent.params as string[]
    assert.match(code!, /^\d{6}$/)
    assert.equal(minutes, '5')
    await t.app.sms.verify(PHONE, 'verify', code!)
    res = await sendCode(t, '13912345679', 'ZH-CN')
    assert.equal(vendor.sent.at(-1)!.template, '2001', 'the Chinese code template')
    assertLogsClean(t, [code!])
  })

  it('a wrong signature is refused as documented; nothing retried, nothing kept as sent', async () => {
    const t = await app({ TENCENT_SMS_SECRET_KEY: 'not-the-key' })
    const before = vendor.requests
    const res = await sendCode(t, PHONE, 'EN')
    assert.equal(res.statusCode, 502)
    assert.equal(res.json().resultCode, 'SMS_REFUSED')
    assert.equal(res.json().resultDesc, 'Text messages cannot be sent at the moment. Please try again later.')
    assert.equal(vendor.requests, before + 1, 'a refusal is not retried')
    assert.match(t.logs.join(''), /AuthFailure\.SignatureFailure/)
    // the code was released: asking again is not "wait 60 seconds"
    const again = await sendCode(t, PHONE, 'ZH-CN')
    assert.equal(again.json().resultCode, 'SMS_REFUSED')
    assert.equal(again.json().resultDesc, '短信暂时无法发送，请稍后再试。')
  })

  it('an unknown template is refused in the visitor language', async () => {
    const t = await app({ SMS_TEMPLATE_CODE_ZH: '9999' })
    const res = await sendCode(t, PHONE, 'ZH-CN')
    assert.equal(res.statusCode, 502)
    assert.equal(res.json().resultDesc, '短信暂时无法发送，请稍后再试。')
    assert.match(t.logs.join(''), /FailedOperation\.TemplateIncorrectOrUnapproved/)
  })

  it('a number the carrier refuses is told to the visitor; the code is not kept', async () => {
    const t = await app()
    const sentBefore = vendor.sent.length
    const res = await sendCode(t, UNKNOWN_NUMBER, 'EN')
    assert.equal(res.statusCode, 400)
    assert.equal(res.json().resultCode, 'SMS_PHONE_REFUSED')
    assert.equal(
      res.json().resultDesc,
      'This number cannot receive our text messages. Please check it or use another mobile number.',
    )
    assert.equal(vendor.sent.length, sentBefore)
    const zh = await sendCode(t, UNKNOWN_NUMBER, 'ZH-CN')
    assert.equal(
      zh.json().resultDesc,
      '该号码无法接收短信，请核对号码或换一个手机号码。',
      'asked again at once: nothing kept',
    )
    assert.ok(!t.logs.join('').includes(UNKNOWN_NUMBER))
  })

  it('a rate limit is retried with back-off, at most 3 times', async () => {
    const t = await app()
    vendor.rateLimitNext = 2
    let before = vendor.requests
    let res = await sendCode(t, PHONE, 'EN')
    assert.equal(res.json().result, 'OK', res.body)
    assert.equal(vendor.requests, before + 3, 'two limits, then sent')

    vendor.rateLimitNext = 10
    before = vendor.requests
    res = await sendCode(t, '13912340000', 'EN')
    assert.equal(res.statusCode, 502)
    assert.equal(res.json().resultCode, 'SMS_FAILED')
    assert.equal(vendor.requests, before + 4, 'the first try and 3 retries')
    vendor.rateLimitNext = 0
    assert.match(t.logs.join(''), /LimitExceeded\.PhoneNumberThirtySecondLimit/)
    assertLogsClean(t, [])
  })

  it('a lost connection is retried', async () => {
    const t = await app()
    vendor.dropNext = 1
    const before = vendor.requests
    const res = await sendCode(t, '13912340001', 'EN')
    assert.equal(res.json().result, 'OK', res.body)
    assert.equal(vendor.requests, before + 2)
  })

  it('the RFQ notice: the Chinese template at home, the international one abroad', async () => {
    const t = await app()
    await t.app.sms.notify(PHONE, 'rfq', 'ZH-CN', { id: '42' })
    assert.deepEqual(vendor.sent.at(-1), { phone: `+86${PHONE}`, template: '2003', params: ['42'] })
    await t.app.sms.notify('+44 7700 900123', 'rfq', 'EN', { id: '43' })
    assert.deepEqual(vendor.sent.at(-1), { phone: '+447700900123', template: '2007', params: ['43'] })
    // no international match template configured: a number abroad is refused, not sent a domestic one
    await assert.rejects(t.app.sms.notify('+447700900123', 'match', 'EN', { name: 'Ann' }), /NoInternationalTemplate/)
  })
})

/** A code message with a reference, as a resumed reminder's is sent (the template does not matter here). */
const withRef = (phone: string, reference: string): SmsMessage => ({
  phone,
  template: 'code',
  language: 'EN',
  params: { code: '123456', minutes: '5' },
  text: '',
  reference,
})

describe('Tencent Cloud SMS status pull (PullSmsSendStatusByPhoneNumber)', () => {
  const keys = { secretId: 'AKIDstandin0003', secretKey: 'standin-secret-key-3', sdkAppId: '1400005678' }
  const ids: SmsTemplateIds = {
    code: { zh: '2001', en: '2002' },
    rfq: { zh: '2003', en: '2004' },
    match: { zh: '2005', en: '2006' },
  }
  it('finds a message by the SessionContext it was sent with; not found: null; a refusal throws', async () => {
    const vendor = await tencentStandIn({ ...keys, signName: '展会名录', templates: { '2001': 2, '2002': 2 } })
    try {
      const o = { ...keys, signName: '展会名录', region: 'ap-guangzhou', endpoint: vendor.url, templates: ids }
      const provider = new TencentSmsProvider(o)
      const ref = deliveryRef('secret', 'reminder:1:visitor-1:2026-09-15T01:30:00.000Z')
      const since = Date.now() - 3600_000
      assert.equal(await provider.lookup(PHONE, ref, since), null, 'nothing sent yet')
      await provider.send(withRef(PHONE, ref))
      assert.equal(vendor.sent.at(-1)!.ref, ref, 'SendSms carried the reference as SessionContext')
      assert.deepEqual(await provider.lookup(PHONE, ref, since), {
        state: 'delivered',
        channel: 'sms',
        duplicate: true,
      })
      // another message's reference, or another number: not found
      assert.equal(await provider.lookup(PHONE, deliveryRef('secret', 'other'), since), null)
      assert.equal(await provider.lookup('13912345679', ref, since), null)
      assert.equal(vendor.lookups, 4)
      // the pull is signed as SendSms is: a wrong key is refused with the vendor's code
      const forged = new TencentSmsProvider({ ...o, secretKey: 'not-the-key' })
      await assert.rejects(
        forged.lookup(PHONE, ref, since),
        (e: unknown) => e instanceof SmsRefused && e.vendorCode === 'AuthFailure.SignatureFailure',
      )
      // the vendor's own failure, and a pull the key may not make (CAM): thrown, for the caller to decide
      vendor.failLookups = 'InternalError.Timeout'
      await assert.rejects(provider.lookup(PHONE, ref, since), SmsUnavailable)
      vendor.failLookups = 'AuthFailure.UnauthorizedOperation'
      await assert.rejects(provider.lookup(PHONE, ref, since), SmsRefused)
    } finally {
      await vendor.close()
    }
  })
})

describe('Aliyun SMS send details (QuerySendDetails)', () => {
  const keys = { accessKeyId: 'LTAIstandin0003', accessKeySecret: 'standin-secret-3' }
  const ids: SmsTemplateIds = {
    code: { zh: 'SMS_2001', en: 'SMS_2002' },
    rfq: { zh: 'SMS_2003', en: 'SMS_2004' },
    match: { zh: 'SMS_2005', en: 'SMS_2006' },
  }
  it('finds a message by the OutId it was sent with, page after page; not found: null; a refusal throws', async () => {
    const vendor = await aliyunStandIn({
      ...keys,
      signName: '展会名录',
      templates: { SMS_2002: ['code', 'minutes'] },
    })
    try {
      const o = { ...keys, signName: '展会名录', endpoint: vendor.url, templates: ids }
      const provider = new AliyunSmsProvider(o)
      const ref = deliveryRef('secret', 'reminder:1:visitor-2:2026-09-15T01:30:00.000Z')
      const since = Date.now() - 3600_000
      assert.equal(await provider.lookup(PHONE, ref, since), null)
      await provider.send(withRef(PHONE, ref))
      assert.equal(vendor.sent.at(-1)!.ref, ref, 'SendSms carried the reference as OutId')
      // 60 more messages to the number after it: found on the second page
      for (let i = 0; i < 60; i++) await provider.send(withRef(PHONE, deliveryRef('secret', `other-${i}`)))
      const before = vendor.lookups
      assert.deepEqual(await provider.lookup(PHONE, ref, since), {
        state: 'delivered',
        channel: 'sms',
        duplicate: true,
      })
      assert.equal(vendor.lookups - before, 1, 'first page (the stand-in lists the oldest first)')
      const last = deliveryRef('secret', 'other-59')
      assert.ok(await provider.lookup(PHONE, last, since))
      assert.equal(await provider.lookup(PHONE, deliveryRef('secret', 'never'), since), null)
      const forged = new AliyunSmsProvider({ ...o, accessKeySecret: 'not-the-secret' })
      await assert.rejects(
        forged.lookup(PHONE, ref, since),
        (e: unknown) => e instanceof SmsRefused && e.vendorCode === 'SignatureDoesNotMatch',
      )
      vendor.failLookups = 'isp.SYSTEM_ERROR'
      await assert.rejects(provider.lookup(PHONE, ref, since), SmsUnavailable)
    } finally {
      await vendor.close()
    }
  })
})

describe('Aliyun SMS (Dysms SendSms, RPC signature)', () => {
  let vendor: AliyunStandIn
  const keys = { accessKeyId: 'LTAIstandin0001', accessKeySecret: 'standin-secret' }
  const apps: TestApp[] = []
  const app = async (over: Record<string, string> = {}) => {
    const t = await makeApp(
      {
        SMS_PROVIDER: 'aliyun',
        ALIYUN_SMS_ACCESS_KEY_ID: keys.accessKeyId,
        ALIYUN_SMS_ACCESS_KEY_SECRET: keys.accessKeySecret,
        ALIYUN_SMS_ENDPOINT: vendor.url,
        SMS_RETRY_BASE_MS: '5',
        ...TEMPLATES,
        SMS_TEMPLATE_CODE_ZH: 'SMS_2001',
        SMS_TEMPLATE_CODE_EN: 'SMS_2002',
        ...over,
      },
      { sms: undefined },
    )
    apps.push(t)
    return t
  }
  before(async () => {
    vendor = await aliyunStandIn({
      ...keys,
      signName: TEMPLATES.SMS_SIGN_NAME,
      templates: { SMS_2001: ['code'], SMS_2002: ['code', 'minutes'], '2003': ['id'], '2007': ['id'] },
      invalidNumbers: [UNKNOWN_NUMBER],
    })
  })
  after(async () => {
    for (const t of apps) await t.close()
    await vendor.close()
  })

  it('sends the code: bare mainland number, named parameters; it verifies', async () => {
    const t = await app()
    const res = await sendCode(t, PHONE, 'ZH-CN')
    assert.equal(res.json().result, 'OK', res.body)
    const sent = vendor.sent.at(-1)!
    assert.equal(sent.phone, PHONE)
    assert.equal(sent.template, 'SMS_2001')
    const { code } = sent.params as Record<string, string>
    await t.app.sms.verify(PHONE, 'verify', code!)
    assertLogsClean(t, [code!])
  })

  it('a wrong signature: SignatureDoesNotMatch, not retried, the visitor told in their language', async () => {
    const t = await app({ ALIYUN_SMS_ACCESS_KEY_SECRET: 'wrong' })
    const before = vendor.requests
    const res = await sendCode(t, PHONE, 'EN')
    assert.equal(res.statusCode, 502)
    assert.equal(res.json().resultDesc, 'Text messages cannot be sent at the moment. Please try again later.')
    assert.equal(vendor.requests, before + 1)
    assert.match(t.logs.join(''), /SignatureDoesNotMatch/)
  })

  it('an unknown template and a bad number are refused; a rate limit is retried', async () => {
    let t = await app({ SMS_TEMPLATE_CODE_EN: 'SMS_9999' })
    let res = await sendCode(t, PHONE, 'EN')
    assert.equal(res.json().resultCode, 'SMS_REFUSED')
    assert.match(t.logs.join(''), /isv\.SMS_TEMPLATE_ILLEGAL/)

    t = await app()
    res = await sendCode(t, UNKNOWN_NUMBER, 'ZH-CN')
    assert.equal(res.statusCode, 400)
    assert.equal(res.json().resultDesc, '该号码无法接收短信，请核对号码或换一个手机号码。')

    vendor.rateLimitNext = 3
    const before = vendor.requests
    res = await sendCode(t, PHONE, 'ZH-CN')
    assert.equal(res.json().result, 'OK', res.body)
    assert.equal(vendor.requests, before + 4, 'three limits, the third retry sent')
    assert.match(t.logs.join(''), /isv\.BUSINESS_LIMIT_CONTROL/)
    assertLogsClean(t, [])
  })

  it('an RFQ number abroad: country code without +, the international template', async () => {
    const t = await app()
    await t.app.sms.notify('+447700900123', 'rfq', 'EN', { id: '7' })
    assert.deepEqual(vendor.sent.at(-1), { phone: '447700900123', template: '2007', params: { id: '7' } })
  })
})

describe('SMS configuration', () => {
  it('a vendor names every missing variable; https refuses the file provider', () => {
    assert.throws(
      () => loadConfig({ SMS_PROVIDER: 'tencent' }),
      (e: unknown) =>
        e instanceof ConfigError &&
        /TENCENT_SMS_SECRET_ID, TENCENT_SMS_SECRET_KEY, TENCENT_SMS_SDK_APP_ID/.test(e.message) &&
        /SMS_SIGN_NAME/.test(e.message) &&
        /SMS_TEMPLATE_MATCH_EN/.test(e.message),
    )
    assert.throws(
      () => loadConfig({ SMS_PROVIDER: 'aliyun' }),
      /ALIYUN_SMS_ACCESS_KEY_ID, ALIYUN_SMS_ACCESS_KEY_SECRET/,
    )
    assert.throws(() => loadConfig({ SMS_PROVIDER: 'twilio' }), /SMS_PROVIDER must be file, tencent or aliyun/)
    assert.throws(() => loadConfig({ PUBLIC_URL: 'https://expo.example' }), /SMS_PROVIDER=file/)
    assert.equal(loadConfig({}).sms.provider, 'file')
    assert.equal(loadConfig({ PUBLIC_URL: 'http://127.0.0.1:3000' }).sms.provider, 'file')
  })
})
