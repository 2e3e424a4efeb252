/**
 * SMS through a real vendor: Tencent Cloud SMS (API 3.0, TC3-HMAC-SHA256) and Aliyun SMS (Dysms,
 * the RPC signature). Small signed clients on node:crypto and fetch rather than the vendors' SDKs
 * (docs/decisions/delivery.md). Each answer is sorted into three outcomes the service acts on:
 * sent, a permanent refusal (SmsRefused: nothing is retried, the visitor is told) or a passing
 * failure (SmsUnavailable: rate limits, network, the vendor's own errors; retried with back-off).
 *
 * Neither the number nor the text ever goes into an error message or a log: errors carry the
 * vendor's code only.
 */
import crypto from 'node:crypto'
import type { SmsMessage, SmsProvider, SmsTemplateIds } from './sms.js'
import { delivery, type DeliveryResult } from './delivery.js'

/** Why a vendor refused for good: the number, our template or signature, or our account / keys. */
export type SmsRefusal = 'phone' | 'template' | 'account'

export class SmsRefused extends Error {
  constructor(
    readonly reason: SmsRefusal,
    readonly vendorCode: string,
  ) {
    super(`SMS refused (${vendorCode})`)
  }
}

/** A failure worth another try: the vendor's rate limit, a network failure, the vendor's own error. */
export class SmsUnavailable extends Error {
  constructor(readonly vendorCode: string) {
    super(`SMS unavailable (${vendorCode})`)
  }
}

/** The vendor's code an error carries (SmsRefused, SmsUnavailable), else `fallback`: never its message. */
export function vendorCodeOf(error: unknown, fallback: string): string {
  const code = (error as { vendorCode?: unknown } | null)?.vendorCode
  return typeof code === 'string' ? code : fallback
}

/** Each template's parameters, in the order Tencent's {1}, {2}… take them; Aliyun names them. */
export const TEMPLATE_PARAMS = {
  code: ['code', 'minutes'],
  rfq: ['id'],
  match: ['name'],
  reminder: ['title', 'time', 'minutes'],
  notice: ['title', 'change'],
} as const

/** A mainland number (11 digits, the rules' canonical form) or E.164 for the rest of the world. */
function isMainland(phone: string): boolean {
  return /^1[3-9]\d{9}$/.test(phone)
}

/**
 * The template for a message: mainland numbers get it in the visitor's language; other numbers
 * need an international template (both vendors refuse a domestic one abroad), else it is refused.
 */
export function templateFor(ids: SmsTemplateIds, message: SmsMessage): string {
  const t = ids[message.template]
  // a reminder template not configured: SMS reminders are not offered, so this is our mistake
  if (!t) throw new SmsRefused('template', 'NoTemplateConfigured')
  if (!isMainland(message.phone)) {
    if (!t.intl) throw new SmsRefused('phone', 'NoInternationalTemplate')
    return t.intl
  }
  return message.language === 'EN' ? t.en : t.zh
}

const paramsOf = (message: SmsMessage) => TEMPLATE_PARAMS[message.template].map((name) => message.params[name] ?? '')

/** fetch with a deadline; a network failure or timeout is SmsUnavailable. */
async function post(url: string, init: RequestInit, timeoutMs: number): Promise<{ status: number; body: unknown }> {
  let res: Response
  try {
    res = await fetch(url, { ...init, signal: AbortSignal.timeout(timeoutMs) })
  } catch (error) {
    throw new SmsUnavailable((error as Error).name === 'TimeoutError' ? 'Timeout' : 'NetworkError')
  }
  const text = await res.text().catch(() => '')
  let body: unknown = null
  try {
    body = JSON.parse(text)
  } catch {
    // a proxy's HTML error page, an empty answer
  }
  if (res.status >= 500 || (body === null && res.status >= 400)) throw new SmsUnavailable(`HTTP${res.status}`)
  return { status: res.status, body }
}

const sha256hex = (data: string) => crypto.createHash('sha256').update(data, 'utf8').digest('hex')
const hmac = (key: crypto.BinaryLike, data: string) => crypto.createHmac('sha256', key).update(data, 'utf8').digest()

export interface TencentSmsOptions {
  secretId: string
  secretKey: string
  sdkAppId: string
  signName: string
  region: string
  /** https://sms.tencentcloudapi.com, or a stand-in */
  endpoint: string
  templates: SmsTemplateIds
  timeoutMs?: number
  /** seconds since the epoch (tests pin it) */
  now?: () => number
}

/**
 * TC3-HMAC-SHA256 (Tencent Cloud API 3.0, "signature v3"): a canonical request of the method, path,
 * query, the signed headers content-type and host and the payload's SHA-256; the string to sign
 * names the algorithm, the time and the credential scope (date/service/tc3_request); the key is
 * derived from the secret through the date, the service and "tc3_request".
 */
export function tc3Authorization(o: {
  secretId: string
  secretKey: string
  service: string
  host: string
  contentType: string
  payload: string
  timestamp: number
}): string {
  const date = new Date(o.timestamp * 1000).toISOString().slice(0, 10)
  const signedHeaders = 'content-type;host'
  const canonicalRequest = [
    'POST',
    '/',
    '',
    `content-type:${o.contentType}\nhost:${o.host}\n`,
    signedHeaders,
    sha256hex(o.payload),
  ].join('\n')
  const scope = `${date}/${o.service}/tc3_request`
  const stringToSign = ['TC3-HMAC-SHA256', String(o.timestamp), scope, sha256hex(canonicalRequest)].join('\n')
  const key = hmac(hmac(hmac('TC3' + o.secretKey, date), o.service), 'tc3_request')
  const signature = crypto.createHmac('sha256', key).update(stringToSign, 'utf8').digest('hex')
  return `TC3-HMAC-SHA256 Credential=${o.secretId}/${scope}, SignedHeaders=${signedHeaders}, Signature=${signature}`
}

/** Tencent's error codes sorted by what to do (SMS error code list and the API 3.0 common errors). */
export function classifyTencent(code: string): SmsRefused | SmsUnavailable {
  if (
    code.startsWith('RequestLimitExceeded') ||
    code === 'LimitExceeded.DeliveryFrequencyLimit' ||
    /^LimitExceeded\.PhoneNumber(ThirtySecond|OneHour|Daily|SameContentDaily)Limit$/.test(code) ||
    code.startsWith('InternalError') ||
    code === 'FailedOperation.FailResolvePacket'
  )
    return new SmsUnavailable(code)
  if (
    code === 'InvalidParameterValue.IncorrectPhoneNumber' ||
    code === 'FailedOperation.PhoneNumberInBlacklist' ||
    code === 'FailedOperation.PhoneNumberParseFail' ||
    code === 'UnsupportedOperation.UnsupportedRegion'
  )
    return new SmsRefused('phone', code)
  if (
    code === 'FailedOperation.TemplateIncorrectOrUnapproved' ||
    code === 'FailedOperation.SignatureIncorrectOrUnapproved' ||
    code === 'FailedOperation.MissingTemplateToModify' ||
    code.startsWith('InvalidParameterValue.TemplateParameter') ||
    code === 'InvalidParameterValue.ContentLengthLimit' ||
    code === 'FailedOperation.ContainSensitiveWord'
  )
    return new SmsRefused('template', code)
  return new SmsRefused('account', code)
}

export class TencentSmsProvider implements SmsProvider {
  constructor(private readonly o: TencentSmsOptions) {}

  /** One signed API 3.0 call: the answer's Response, or the vendor's error thrown as sorted. */
  private async call(action: string, body: Record<string, unknown>): Promise<TencentResponse> {
    const url = new URL(this.o.endpoint)
    const payload = JSON.stringify(body)
    const contentType = 'application/json; charset=utf-8'
    const timestamp = this.o.now?.() ?? Math.floor(Date.now() / 1000)
    const { body: answer } = await post(
      url.href,
      {
        method: 'POST',
        headers: {
          'Content-Type': contentType,
          Authorization: tc3Authorization({
            secretId: this.o.secretId,
            secretKey: this.o.secretKey,
            service: 'sms',
            host: url.host,
            contentType,
            payload,
            timestamp,
          }),
          'X-TC-Action': action,
          'X-TC-Version': '2021-01-11',
          'X-TC-Timestamp': String(timestamp),
          'X-TC-Region': this.o.region,
        },
        body: payload,
      },
      this.o.timeoutMs ?? 10_000,
    )
    const response = (answer as { Response?: TencentResponse } | null)?.Response
    if (!response) throw new SmsUnavailable('MalformedAnswer')
    if (response.Error) throw classifyTencent(response.Error.Code)
    return response
  }

  async send(message: SmsMessage): Promise<void> {
    const response = await this.call('SendSms', {
      PhoneNumberSet: [tencentPhone(message.phone)],
      SmsSdkAppId: this.o.sdkAppId,
      SignName: this.o.signName,
      TemplateId: templateFor(this.o.templates, message),
      TemplateParamSet: paramsOf(message),
      // returned as given by the status pull (lookup)
      ...(message.reference ? { SessionContext: message.reference } : {}),
    })
    const status = response.SendStatusSet?.[0]
    if (!status) throw new SmsUnavailable('MalformedAnswer')
    if (status.Code !== 'Ok') throw classifyTencent(status.Code)
  }

  /**
   * PullSmsSendStatusByPhoneNumber: the number's delivery reports since `since` (at most the last
   * 7 days, 100 entries, Offset fixed at 0), each with the SessionContext it was sent with. Found
   * and delivered: not sent again. Reported FAIL: the visitor has nothing, it goes again. Only
   * messages the carrier has reported on are listed: one accepted seconds ago and not yet
   * reported is not found (and is sent again: docs/decisions/delivery.md).
   */
  async lookup(phone: string, reference: string, since: number): Promise<DeliveryResult | null> {
    const now = this.o.now?.() ?? Math.floor(Date.now() / 1000)
    const response = await this.call('PullSmsSendStatusByPhoneNumber', {
      BeginTime: Math.max(Math.floor(since / 1000), now - 7 * 86_400 + 60),
      Offset: 0,
      Limit: 100,
      PhoneNumber: tencentPhone(phone),
      SmsSdkAppId: this.o.sdkAppId,
      EndTime: now,
    })
    const set = response.PullSmsSendStatusSet
    if (!Array.isArray(set)) throw new SmsUnavailable('MalformedAnswer')
    const found = set.filter((s) => s.SessionContext === reference)
    if (found.some((s) => s.ReportStatus === 'SUCCESS')) return delivery.delivered('sms', { duplicate: true })
    // reported FAIL (the phone off, out of reach): the visitor has nothing, so it may go again
    return null
  }
}

/** Tencent wants E.164: a mainland number gets +86. */
const tencentPhone = (phone: string) => (isMainland(phone) ? `+86${phone}` : phone)

interface TencentResponse {
  Error?: { Code: string; Message: string }
  SendStatusSet?: Array<{ Code: string; Message: string; SerialNo?: string }>
  PullSmsSendStatusSet?: Array<{ SessionContext?: string; ReportStatus?: string; Description?: string }>
  RequestId: string
}

export interface AliyunSmsOptions {
  accessKeyId: string
  accessKeySecret: string
  signName: string
  /** https://dysmsapi.aliyuncs.com, or a stand-in */
  endpoint: string
  templates: SmsTemplateIds
  timeoutMs?: number
  now?: () => Date
}

/** RFC 3986 percent-encoding as Aliyun's RPC signature wants it (space %20, * %2A, ~ kept). */
export function aliyunEncode(value: string): string {
  return encodeURIComponent(value).replace(/[!'()*]/g, (c) => '%' + c.charCodeAt(0).toString(16).toUpperCase())
}

/**
 * Aliyun's RPC signature (v1.0, HMAC-SHA1): the parameters sorted by name, each name and value
 * percent-encoded and joined with & into the canonical query; the string to sign is the method,
 * "%2F" and the encoded canonical query joined with &; the key is the secret followed by "&".
 */
export function aliyunSignature(method: string, params: Record<string, string>, secret: string): string {
  const canonical = Object.keys(params)
    .sort()
    .map((k) => `${aliyunEncode(k)}=${aliyunEncode(params[k]!)}`)
    .join('&')
  const stringToSign = `${method}&${aliyunEncode('/')}&${aliyunEncode(canonical)}`
  return crypto
    .createHmac('sha1', secret + '&')
    .update(stringToSign, 'utf8')
    .digest('base64')
}

/** Aliyun's codes (Dysms SendSms error codes and the POP gateway's) sorted by what to do. */
export function classifyAliyun(code: string): SmsRefused | SmsUnavailable {
  if (
    code === 'isv.BUSINESS_LIMIT_CONTROL' ||
    code.startsWith('Throttling') ||
    code === 'isp.SYSTEM_ERROR' ||
    code === 'ServiceUnavailable' ||
    code === 'InternalError'
  )
    return new SmsUnavailable(code)
  if (
    code === 'isv.MOBILE_NUMBER_ILLEGAL' ||
    code === 'isv.BLACK_KEY_CONTROL_LIMIT' ||
    code === 'isv.DOMESTIC_NUMBER_NOT_SUPPORTED' ||
    code === 'isv.MOBILE_COUNT_OVER_LIMIT'
  )
    return new SmsRefused('phone', code)
  if (
    code === 'isv.SMS_TEMPLATE_ILLEGAL' ||
    code === 'isv.SMS_SIGNATURE_ILLEGAL' ||
    code === 'isv.TEMPLATE_MISSING_PARAMETERS' ||
    code === 'isv.INVALID_JSON_PARAM' ||
    code === 'isv.PARAM_LENGTH_LIMIT' ||
    code === 'isv.SMS_SIGNATURE_SCENE_ILLEGAL'
  )
    return new SmsRefused('template', code)
  return new SmsRefused('account', code)
}

export class AliyunSmsProvider implements SmsProvider {
  constructor(private readonly o: AliyunSmsOptions) {}

  /** One signed RPC call (the common parameters added): the answer, its Code checked. */
  private async call(action: Record<string, string>): Promise<Record<string, unknown>> {
    const params: Record<string, string> = {
      AccessKeyId: this.o.accessKeyId,
      Format: 'JSON',
      RegionId: 'cn-hangzhou',
      SignatureMethod: 'HMAC-SHA1',
      SignatureNonce: crypto.randomUUID(),
      SignatureVersion: '1.0',
      Timestamp: (this.o.now?.() ?? new Date()).toISOString().replace(/\.\d{3}Z$/, 'Z'),
      Version: '2017-05-25',
      ...action,
    }
    params.Signature = aliyunSignature('POST', params, this.o.accessKeySecret)
    const form = Object.entries(params)
      .map(([k, v]) => `${aliyunEncode(k)}=${aliyunEncode(v)}`)
      .join('&')
    const { body } = await post(
      new URL('/', this.o.endpoint).href,
      {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded; charset=utf-8', Accept: 'application/json' },
        body: form,
      },
      this.o.timeoutMs ?? 10_000,
    )
    const code = (body as { Code?: unknown } | null)?.Code
    if (typeof code !== 'string') throw new SmsUnavailable('MalformedAnswer')
    if (code !== 'OK') throw classifyAliyun(code)
    return body as Record<string, unknown>
  }

  async send(message: SmsMessage): Promise<void> {
    const names = TEMPLATE_PARAMS[message.template]
    const values = paramsOf(message)
    await this.call({
      Action: 'SendSms',
      PhoneNumbers: aliyunPhone(message.phone),
      SignName: this.o.signName,
      TemplateCode: templateFor(this.o.templates, message),
      TemplateParam: JSON.stringify(Object.fromEntries(names.map((n, i) => [n, values[i]]))),
      // returned as given by QuerySendDetails (lookup)
      ...(message.reference ? { OutId: message.reference } : {}),
    })
  }

  /**
   * QuerySendDetails: the number's messages of a day (SendDate, China time; the last 30 days), 50
   * a page, each with the OutId it was sent with and its state (1 waiting for the carrier's
   * report: sent; 3 delivered; 2 failed: the visitor has nothing, it goes again). Every day from
   * `since` to today is asked, at most 2, up to 4 pages each: a number that received more than 200
   * messages a day is not ours to remind.
   */
  async lookup(phone: string, reference: string, since: number): Promise<DeliveryResult | null> {
    const now = (this.o.now?.() ?? new Date()).getTime()
    const day = (ms: number) => new Date(ms + 8 * 3600_000).toISOString().slice(0, 10).replace(/-/g, '')
    const days = [...new Set([day(Math.max(since, now - 86_400_000)), day(now)])]
    for (const sendDate of days) {
      for (let page = 1; page <= 4; page++) {
        const answer = await this.call({
          Action: 'QuerySendDetails',
          PhoneNumber: aliyunPhone(phone),
          SendDate: sendDate,
          PageSize: '50',
          CurrentPage: String(page),
        })
        const list = (answer.SmsSendDetailDTOs as { SmsSendDetailDTO?: unknown } | undefined)?.SmsSendDetailDTO
        if (!Array.isArray(list)) throw new SmsUnavailable('MalformedAnswer')
        const found = (list as Array<{ OutId?: string; SendStatus?: number }>).filter((d) => d.OutId === reference)
        if (found.some((d) => d.SendStatus === 3)) return delivery.delivered('sms', { duplicate: true })
        // waiting for the carrier's report: it is on its way
        if (found.some((d) => d.SendStatus === 1)) return delivery.sent('sms', { duplicate: true })
        // SendStatus 2 (failed: the phone off, out of reach) leaves the visitor with nothing: it may go again
        if (page * 50 >= Number(answer.TotalCount ?? 0)) break
      }
    }
    return null
  }
}

/** Aliyun: mainland numbers bare, others with their country code and no "+". */
const aliyunPhone = (phone: string) => phone.replace(/^\+/, '')
