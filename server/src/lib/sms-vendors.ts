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

  async send(message: SmsMessage): Promise<void> {
    const url = new URL(this.o.endpoint)
    const phone = isMainland(message.phone) ? `+86${message.phone}` : message.phone
    const payload = JSON.stringify({
      PhoneNumberSet: [phone],
      SmsSdkAppId: this.o.sdkAppId,
      SignName: this.o.signName,
      TemplateId: templateFor(this.o.templates, message),
      TemplateParamSet: paramsOf(message),
    })
    const contentType = 'application/json; charset=utf-8'
    const timestamp = this.o.now?.() ?? Math.floor(Date.now() / 1000)
    const { body } = await post(
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
          'X-TC-Action': 'SendSms',
          'X-TC-Version': '2021-01-11',
          'X-TC-Timestamp': String(timestamp),
          'X-TC-Region': this.o.region,
        },
        body: payload,
      },
      this.o.timeoutMs ?? 10_000,
    )
    const response = (body as { Response?: TencentResponse } | null)?.Response
    if (!response) throw new SmsUnavailable('MalformedAnswer')
    if (response.Error) throw classifyTencent(response.Error.Code)
    const status = response.SendStatusSet?.[0]
    if (!status) throw new SmsUnavailable('MalformedAnswer')
    if (status.Code !== 'Ok') throw classifyTencent(status.Code)
  }
}

interface TencentResponse {
  Error?: { Code: string; Message: string }
  SendStatusSet?: Array<{ Code: string; Message: string; SerialNo?: string }>
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

  async send(message: SmsMessage): Promise<void> {
    // Aliyun: mainland numbers bare, others with their country code and no "+"
    const phone = message.phone.replace(/^\+/, '')
    const names = TEMPLATE_PARAMS[message.template]
    const values = paramsOf(message)
    const params: Record<string, string> = {
      AccessKeyId: this.o.accessKeyId,
      Action: 'SendSms',
      Format: 'JSON',
      RegionId: 'cn-hangzhou',
      SignatureMethod: 'HMAC-SHA1',
      SignatureNonce: crypto.randomUUID(),
      SignatureVersion: '1.0',
      Timestamp: (this.o.now?.() ?? new Date()).toISOString().replace(/\.\d{3}Z$/, 'Z'),
      Version: '2017-05-25',
      PhoneNumbers: phone,
      SignName: this.o.signName,
      TemplateCode: templateFor(this.o.templates, message),
      TemplateParam: JSON.stringify(Object.fromEntries(names.map((n, i) => [n, values[i]]))),
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
  }
}
