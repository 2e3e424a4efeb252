/**
 * Local stand-ins for the vendors the server talks to (issue 25), on 127.0.0.1 and a free port,
 * started by the tests. Each checks what the real service checks, as its documentation describes:
 * the request's shape, the signature (refused in the vendor's own words and codes), the template,
 * the number; and can be told to answer with a rate limit or drop the connection.
 * The signatures are recomputed here from the documented steps, not with the client's code.
 */
import crypto from 'node:crypto'
import http from 'node:http'
import type { AddressInfo } from 'node:net'

export interface StandIn {
  url: string
  close(): Promise<void>
}

async function listen(
  handler: (req: http.IncomingMessage, body: string) => Promise<Answer>,
): Promise<StandIn & { server: http.Server }> {
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = []
    req.on('data', (c: Buffer) => chunks.push(c))
    req.on('end', () => {
      handler(req, Buffer.concat(chunks).toString('utf8')).then(
        (a) => {
          if (a === 'drop') return req.socket.destroy()
          res.writeHead(a.status ?? 200, { 'content-type': 'application/json; charset=utf-8' })
          res.end(JSON.stringify(a.json))
        },
        (e) => {
          res.writeHead(500)
          res.end(String(e))
        },
      )
    })
  })
  // idle connections stay open longer than the clients keep them (no race between the two closing)
  server.keepAliveTimeout = 120_000
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r))
  const { port } = server.address() as AddressInfo
  return {
    server,
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((r) => {
        server.closeAllConnections()
        server.close(() => r())
      }),
  }
}

type Answer = 'drop' | { status?: number; json: unknown }

/** What a stand-in was sent and accepted, and what to do with the next requests. */
interface Behaviour {
  /** accepted messages, with the reference they were sent with (SessionContext / OutId) and when */
  sent: Array<{ phone: string; template: string; params: string[] | Record<string, string>; ref?: string }>
  /** status look-ups (Tencent PullSmsSendStatusByPhoneNumber, Aliyun QuerySendDetails) answered */
  lookups: number
  /** the next look-ups are answered with this error code instead (the vendor's own words) */
  failLookups: string | null
  /** every request that reached it */
  requests: number
  /** the next n requests are answered with the vendor's rate limit */
  rateLimitNext: number
  /** the next n requests lose their connection */
  dropNext: number
}

const sha256 = (s: string) => crypto.createHash('sha256').update(s).digest('hex')

// ---------------------------------------------------------------------------------------------
// Tencent Cloud SMS, API 3.0 SendSms (version 2021-01-11), signature v3 TC3-HMAC-SHA256
// ---------------------------------------------------------------------------------------------

export interface TencentStandIn extends StandIn, Behaviour {}

export async function tencentStandIn(o: {
  secretId: string
  secretKey: string
  sdkAppId: string
  signName: string
  /** approved template ids → how many parameters each takes */
  templates: Record<string, number>
  /** well-formed numbers the carrier does not know (refused as the vendor refuses a bad number) */
  invalidNumbers?: string[]
}): Promise<TencentStandIn> {
  const state: Behaviour = { sent: [], requests: 0, rateLimitNext: 0, dropNext: 0, lookups: 0, failLookups: null }
  // what the status pull reports: each accepted message with its SessionContext and when
  const history: Array<{ phone: string; ref: string; at: number }> = []
  const requestId = () => crypto.randomUUID()
  const error = (Code: string, Message: string) => ({
    json: { Response: { Error: { Code, Message }, RequestId: requestId() } },
  })
  const s = await listen(async (req, body) => {
    state.requests++
    if (state.dropNext > 0) {
      state.dropNext--
      return 'drop'
    }
    const h = req.headers
    if (req.method !== 'POST' || req.url !== '/')
      return error('InvalidAction', 'The request method or path is not supported.')
    const auth = String(h.authorization ?? '')
    const m =
      /^TC3-HMAC-SHA256 Credential=([^/]+)\/(\d{4}-\d{2}-\d{2})\/([a-z]+)\/tc3_request, SignedHeaders=([a-z;-]+), Signature=([0-9a-f]{64})$/.exec(
        auth,
      )
    if (!m) return error('AuthFailure.InvalidAuthorization', 'Authorization in the request header is invalid.')
    const [, secretId, date, service, signedHeaders, signature] = m as unknown as string[]
    if (secretId !== o.secretId)
      return error(
        'AuthFailure.SecretIdNotFound',
        'The SecretId is not found, please ensure that your SecretId is correct.',
      )
    const action = h['x-tc-action']
    if (action !== 'SendSms' && action !== 'PullSmsSendStatusByPhoneNumber')
      return error('InvalidAction', 'The action is not supported.')
    if (h['x-tc-version'] !== '2021-01-11') return error('NoSuchVersion', 'The version is not supported.')
    if (!h['x-tc-region']) return error('MissingParameter', 'The request is missing a required parameter `Region`.')
    const ts = Number(h['x-tc-timestamp'])
    if (!Number.isInteger(ts) || Math.abs(Date.now() / 1000 - ts) > 300)
      return error(
        'AuthFailure.SignatureExpire',
        'Signature expired. Timestamp and server time cannot differ by more than five minutes.',
      )
    if (new Date(ts * 1000).toISOString().slice(0, 10) !== date || service !== 'sms')
      return error(
        'AuthFailure.SignatureFailure',
        'The provided credentials could not be validated. Please check your signature is correct.',
      )
    // the canonical request from the documented steps, with the headers the request names as signed
    const names = signedHeaders!.split(';')
    if (!names.includes('content-type') || !names.includes('host'))
      return error(
        'AuthFailure.SignatureFailure',
        'The provided credentials could not be validated. Please check your signature is correct.',
      )
    const canonicalHeaders = names
      .map(
        (n) =>
          `${n}:${String(h[n] ?? '')
            .trim()
            .toLowerCase()}\n`,
      )
      .join('')
    const canonical = `POST\n/\n\n${canonicalHeaders}\n${signedHeaders}\n${sha256(body)}`
    const toSign = `TC3-HMAC-SHA256\n${ts}\n${date}/sms/tc3_request\n${sha256(canonical)}`
    const kDate = crypto
      .createHmac('sha256', 'TC3' + o.secretKey)
      .update(date!)
      .digest()
    const kService = crypto.createHmac('sha256', kDate).update('sms').digest()
    const kSigning = crypto.createHmac('sha256', kService).update('tc3_request').digest()
    const expected = crypto.createHmac('sha256', kSigning).update(toSign).digest('hex')
    if (expected !== signature)
      return error(
        'AuthFailure.SignatureFailure',
        'The provided credentials could not be validated. Please check your signature is correct.',
      )
    if (!String(h['content-type']).startsWith('application/json'))
      return error('FailedOperation.FailResolvePacket', 'Failed to resolve the request packet.')
    let p: Record<string, unknown>
    try {
      p = JSON.parse(body)
    } catch {
      return error('FailedOperation.FailResolvePacket', 'Failed to resolve the request packet.')
    }
    if (action === 'PullSmsSendStatusByPhoneNumber') return pullStatus(p)
    const phones = p.PhoneNumberSet
    if (!Array.isArray(phones) || phones.length !== 1) return error('MissingParameter', 'PhoneNumberSet is required.')
    if (p.SmsSdkAppId !== o.sdkAppId) return error('InvalidParameterValue.SdkAppIdNotExist', 'SdkAppId does not exist.')
    const template = String(p.TemplateId ?? '')
    if (!(template in o.templates))
      return error(
        'FailedOperation.TemplateIncorrectOrUnapproved',
        'The template is not approved or its content does not match.',
      )
    if (p.SignName !== o.signName)
      return error(
        'FailedOperation.SignatureIncorrectOrUnapproved',
        'The signature is not approved or is in a wrong format.',
      )
    const params = p.TemplateParamSet
    if (!Array.isArray(params) || params.length !== o.templates[template] || params.some((x) => typeof x !== 'string'))
      return error(
        'InvalidParameterValue.TemplateParameterFormatError',
        'The template parameters do not match the template.',
      )
    // "the user's session content, returned as it is by the status pull; less than 512 bytes"
    if (
      p.SessionContext !== undefined &&
      (typeof p.SessionContext !== 'string' || Buffer.byteLength(p.SessionContext) >= 512)
    )
      return error('InvalidParameterValue.ContentLengthLimit', 'SessionContext must be a string under 512 bytes.')
    const phone = String(phones[0])
    const status = (Code: string, Message: string) => ({
      json: {
        Response: {
          SendStatusSet: [
            {
              SerialNo: Code === 'Ok' ? crypto.randomUUID() : '',
              PhoneNumber: phone,
              Fee: Code === 'Ok' ? 1 : 0,
              SessionContext: typeof p.SessionContext === 'string' ? p.SessionContext : '',
              Code,
              Message,
              IsoCode: 'CN',
            },
          ],
          RequestId: requestId(),
        },
      },
    })
    if (
      !/^\+[1-9]\d{6,14}$/.test(phone) ||
      (phone.startsWith('+86') && !/^\+861[3-9]\d{9}$/.test(phone)) ||
      o.invalidNumbers?.includes(phone)
    )
      return status('InvalidParameterValue.IncorrectPhoneNumber', 'invalid mobile number')
    if (state.rateLimitNext > 0) {
      state.rateLimitNext--
      return status(
        'LimitExceeded.PhoneNumberThirtySecondLimit',
        'the number of sms messages sent from a single mobile number within 30 seconds exceeds the upper limit',
      )
    }
    state.sent.push({
      phone,
      template,
      params: params as string[],
      ...(typeof p.SessionContext === 'string' && p.SessionContext ? { ref: p.SessionContext } : {}),
    })
    history.push({ phone, ref: typeof p.SessionContext === 'string' ? p.SessionContext : '', at: Date.now() })
    return status('Ok', 'send success')
  })
  /**
   * PullSmsSendStatusByPhoneNumber (2021-01-11): BeginTime (at most 7 days back), Offset fixed at
   * 0, Limit at most 100, the number in E.164, the SdkAppId; the number's delivery reports since
   * BeginTime, each with the SessionContext it was sent with. Every accepted message here has its
   * report (SUCCESS) at once.
   */
  function pullStatus(p: Record<string, unknown>) {
    const nowSec = Math.floor(Date.now() / 1000)
    const begin = p.BeginTime
    if (typeof begin !== 'number' || !Number.isInteger(begin))
      return error('MissingParameter', 'The request is missing a required parameter `BeginTime`.')
    if (begin < nowSec - 7 * 86_400)
      return error('InvalidParameterValue.TimeRangeError', 'BeginTime may be at most 7 days back.')
    if (p.Offset !== 0) return error('InvalidParameterValue', 'Offset is currently fixed at 0.')
    if (typeof p.Limit !== 'number' || !Number.isInteger(p.Limit) || p.Limit < 1 || p.Limit > 100)
      return error('InvalidParameterValue', 'Limit must be between 1 and 100.')
    const phone = String(p.PhoneNumber ?? '')
    if (!/^\+[1-9]\d{6,14}$/.test(phone))
      return error('InvalidParameterValue.IncorrectPhoneNumber', 'PhoneNumber must be E.164.')
    if (p.SmsSdkAppId !== o.sdkAppId) return error('InvalidParameterValue.SdkAppIdNotExist', 'SdkAppId does not exist.')
    if (p.EndTime !== undefined && (typeof p.EndTime !== 'number' || p.EndTime < begin))
      return error('InvalidParameterValue', 'EndTime must follow BeginTime.')
    if (state.failLookups) return error(state.failLookups, 'The status pull failed.')
    state.lookups++
    const end = typeof p.EndTime === 'number' ? p.EndTime : nowSec
    const list = history
      .filter((m) => m.phone === phone && m.at / 1000 >= begin && m.at / 1000 <= end + 1)
      .slice(-p.Limit)
      .map((m) => ({
        UserReceiveTime: Math.floor(m.at / 1000),
        CountryCode: phone.startsWith('+86') ? '86' : '',
        SubscriberNumber: phone.replace(/^\+86/, ''),
        PhoneNumber: phone,
        SerialNo: crypto.randomUUID(),
        ReportStatus: 'SUCCESS',
        Description: 'DELIVRD',
        SessionContext: m.ref,
      }))
    return { json: { Response: { PullSmsSendStatusSet: list, RequestId: requestId() } } }
  }
  return Object.assign(state, { url: s.url, close: s.close })
}

// ---------------------------------------------------------------------------------------------
// Aliyun SMS (Dysms) SendSms, version 2017-05-25, RPC style with signature v1.0 (HMAC-SHA1)
// ---------------------------------------------------------------------------------------------

export interface AliyunStandIn extends StandIn, Behaviour {}

const pct = (s: string) =>
  encodeURIComponent(s)
    .replace(/\+/g, '%20')
    .replace(/\*/g, '%2A')
    .replace(/%7E/g, '~')
    .replace(/[!'()]/g, (c) => '%' + c.charCodeAt(0).toString(16).toUpperCase())

export async function aliyunStandIn(o: {
  accessKeyId: string
  accessKeySecret: string
  signName: string
  /** approved template codes → the variables each needs */
  templates: Record<string, string[]>
  invalidNumbers?: string[]
}): Promise<AliyunStandIn> {
  const state: Behaviour = { sent: [], requests: 0, rateLimitNext: 0, dropNext: 0, lookups: 0, failLookups: null }
  // what QuerySendDetails reports: each accepted message with its OutId and when
  const history: Array<{ phone: string; template: string; ref: string; at: number }> = []
  const nonces = new Set<string>()
  const rid = () => crypto.randomUUID().toUpperCase()
  const gateway = (status: number, Code: string, Message: string) => ({
    status,
    json: {
      RequestId: rid(),
      HostId: 'dysmsapi.aliyuncs.com',
      Code,
      Message,
      Recommend: 'https://api.aliyun.com/troubleshoot',
    },
  })
  const biz = (Code: string, Message: string) => ({ json: { RequestId: rid(), Code, Message } })
  const s = await listen(async (req, body) => {
    state.requests++
    if (state.dropNext > 0) {
      state.dropNext--
      return 'drop'
    }
    const params: Record<string, string> = {}
    const query = new URL(req.url ?? '/', 'http://x').searchParams
    for (const [k, v] of query) params[k] = v
    if (req.method === 'POST' && String(req.headers['content-type']).startsWith('application/x-www-form-urlencoded'))
      for (const [k, v] of new URLSearchParams(body)) params[k] = v
    for (const name of [
      'AccessKeyId',
      'Action',
      'Format',
      'SignatureMethod',
      'SignatureNonce',
      'SignatureVersion',
      'Timestamp',
      'Version',
      'Signature',
    ])
      if (!params[name])
        return gateway(
          400,
          `MissingParameter`,
          `The input parameter "${name}" that is mandatory for processing this request is not supplied.`,
        )
    if (params.AccessKeyId !== o.accessKeyId)
      return gateway(404, 'InvalidAccessKeyId.NotFound', 'Specified access key is not found.')
    if (params.SignatureMethod !== 'HMAC-SHA1' || params.SignatureVersion !== '1.0')
      return gateway(
        400,
        'InvalidParameter',
        'The specified parameter SignatureMethod or SignatureVersion is not valid.',
      )
    const { Signature, ...signed } = params
    const canonical = Object.keys(signed)
      .sort()
      .map((k) => `${pct(k)}=${pct(signed[k]!)}`)
      .join('&')
    const toSign = `${req.method}&${pct('/')}&${pct(canonical)}`
    const expected = crypto.createHmac('sha1', `${o.accessKeySecret}&`).update(toSign).digest('base64')
    if (expected !== Signature)
      return gateway(
        400,
        'SignatureDoesNotMatch',
        `Specified signature is not matched with our calculation. server string to sign is:${toSign}`,
      )
    const ts = Date.parse(params.Timestamp!)
    if (!/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/.test(params.Timestamp!) || Math.abs(Date.now() - ts) > 15 * 60_000)
      return gateway(400, 'InvalidTimeStamp.Expired', 'Specified time stamp or date value is expired.')
    if (nonces.has(params.SignatureNonce!))
      return gateway(400, 'SignatureNonceUsed', 'Specified signature nonce was used already.')
    nonces.add(params.SignatureNonce!)
    if (params.Version !== '2017-05-25')
      return gateway(400, 'InvalidVersion', 'Specified parameter Version is not valid.')
    if (params.Action === 'QuerySendDetails') return querySendDetails(params)
    if (params.Action !== 'SendSms') return gateway(404, 'InvalidAction.NotFound', 'Specified api is not found.')
    const phone = params.PhoneNumbers ?? ''
    const vars = o.templates[params.TemplateCode ?? '']
    if (!vars) return biz('isv.SMS_TEMPLATE_ILLEGAL', '模板不合法(不存在或被拉黑)')
    if (params.SignName !== o.signName) return biz('isv.SMS_SIGNATURE_ILLEGAL', '签名不合法(不存在或被拉黑)')
    let given: Record<string, unknown>
    try {
      given = JSON.parse(params.TemplateParam ?? '{}')
    } catch {
      return biz('isv.INVALID_JSON_PARAM', 'JSON参数不合法，只接受字符串值')
    }
    if (Object.values(given).some((v) => typeof v !== 'string'))
      return biz('isv.INVALID_JSON_PARAM', 'JSON参数不合法，只接受字符串值')
    if (vars.some((v) => !given[v])) return biz('isv.TEMPLATE_MISSING_PARAMETERS', '模板缺少变量')
    if (!/^(1[3-9]\d{9}|[1-9]\d{6,14})$/.test(phone) || phone.startsWith('86') || o.invalidNumbers?.includes(phone))
      return biz('isv.MOBILE_NUMBER_ILLEGAL', '非法手机号')
    if (state.rateLimitNext > 0) {
      state.rateLimitNext--
      return biz('isv.BUSINESS_LIMIT_CONTROL', '触发分钟级流控Permits:1')
    }
    state.sent.push({
      phone,
      template: params.TemplateCode!,
      params: given as Record<string, string>,
      ...(params.OutId ? { ref: params.OutId } : {}),
    })
    history.push({ phone, template: params.TemplateCode!, ref: params.OutId ?? '', at: Date.now() })
    return { json: { RequestId: rid(), Message: 'OK', BizId: `${Date.now()}^0`, Code: 'OK' } }
  })
  /** China time's day of an instant, yyyyMMdd (QuerySendDetails' SendDate). */
  const chinaDay = (ms: number) => new Date(ms + 8 * 3600_000).toISOString().slice(0, 10).replace(/-/g, '')
  /**
   * QuerySendDetails: PhoneNumber (one), SendDate (yyyyMMdd, the last 30 days), PageSize 1-50,
   * CurrentPage; the messages to that number that day, each with its OutId and SendStatus
   * (3: delivered; every accepted message here is).
   */
  function querySendDetails(params: Record<string, string>) {
    const phone = params.PhoneNumber ?? ''
    if (!phone) return biz('isv.MOBILE_NUMBER_ILLEGAL', '非法手机号')
    const date = params.SendDate ?? ''
    const days = [...Array(31).keys()].map((d) => chinaDay(Date.now() - d * 86_400_000))
    if (!/^\d{8}$/.test(date) || !days.includes(date)) return biz('isv.INVALID_PARAMETERS', '参数异常')
    const size = Number(params.PageSize)
    const page = Number(params.CurrentPage ?? '1')
    if (!Number.isInteger(size) || size < 1 || size > 50 || !Number.isInteger(page) || page < 1)
      return biz('isv.INVALID_PARAMETERS', '参数异常')
    if (state.failLookups) return biz(state.failLookups, '查询失败')
    state.lookups++
    const all = history.filter((m) => m.phone === phone && chinaDay(m.at) === date)
    const list = all.slice((page - 1) * size, page * size).map((m) => ({
      PhoneNum: phone,
      SendStatus: 3,
      ErrCode: 'DELIVERED',
      TemplateCode: m.template,
      Content: '',
      SendDate: new Date(m.at + 8 * 3600_000).toISOString().slice(0, 19).replace('T', ' '),
      ReceiveDate: new Date(m.at + 8 * 3600_000).toISOString().slice(0, 19).replace('T', ' '),
      OutId: m.ref,
    }))
    return {
      json: {
        Code: 'OK',
        Message: 'OK',
        RequestId: rid(),
        TotalCount: all.length,
        SmsSendDetailDTOs: { SmsSendDetailDTO: list },
      },
    }
  }
  return Object.assign(state, { url: s.url, close: s.close })
}

// ---------------------------------------------------------------------------------------------
// WeChat: jscode2session (login), stable_token (the access token), subscribeMessage.send
// ---------------------------------------------------------------------------------------------

export interface WechatStandIn extends StandIn {
  /** accepted subscription messages */
  sent: Array<{
    touser: string
    template_id: string
    page: string
    data: Record<string, { value: string }>
    lang: string
  }>
  /** stable_token calls, and how many of them forced a refresh */
  tokenCalls: number
  forcedCalls: number
  /** send calls, whatever their answer */
  sendCalls: number
  /** openids that did not subscribe (or used their one message): 43101 */
  unsubscribed: Set<string>
  /**
   * A one-time subscription allows one message: each openid starts with one grant (the visitor
   * accepted once) and a message spends it; a second message is refused with 43101, as WeChat
   * does. `grant` adds more (the visitor accepted again).
   */
  grant(openid: string, n?: number): void
  /** sends refused because the openid's grant was spent */
  spentRefusals: number
  /** the next send calls answer these errcodes (-1 system busy, 45009 …) */
  failNext: number[]
  /** the current token expires now: its next use answers 42001 */
  expireToken(): void
  /** the current token is replaced behind our back (another app forced a refresh): 40001 */
  revokeToken(): void
  /** stable_token answers slowly (two processes asking at once overlap) */
  tokenDelayMs: number
}

/** The keys and limits of the configured template (a thing is at most 20 characters, etc.). */
const FIELD_RULES: Array<[RegExp, (v: string) => boolean]> = [
  [/^thing\d+$/, (v) => Array.from(v).length <= 20],
  [/^time\d+$/, (v) => /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/.test(v)],
  [/^character_string\d+$/, (v) => v.length <= 32],
  [/^phrase\d+$/, (v) => Array.from(v).length <= 5],
]

export async function wechatStandIn(o: {
  appId: string
  appSecret: string
  templateId: string
  /** the keys the template has */
  templateKeys: string[]
  /** pages the released mini-program has */
  pages: string[]
  ttlSec?: number
}): Promise<WechatStandIn> {
  const tokens = new Map<string, number>() // token → expires at (ms)
  // openid → messages received, and grants beyond the first
  const received = new Map<string, number>()
  const extraGrants = new Map<string, number>()
  let current: string | null = null
  const newToken = () => {
    current = `TOKEN-${crypto.randomBytes(8).toString('hex')}`
    tokens.set(current, Date.now() + (o.ttlSec ?? 7200) * 1000)
    return current
  }
  const state = {
    sent: [] as WechatStandIn['sent'],
    tokenCalls: 0,
    forcedCalls: 0,
    sendCalls: 0,
    unsubscribed: new Set<string>(),
    failNext: [] as number[],
    tokenDelayMs: 0,
    spentRefusals: 0,
    grant(openid: string, n = 1) {
      extraGrants.set(openid, (extraGrants.get(openid) ?? 0) + n)
    },
    expireToken() {
      if (current) tokens.set(current, Date.now() - 1)
    },
    revokeToken() {
      if (current) tokens.delete(current)
      newToken()
    },
  }
  const err = (errcode: number, errmsg: string) => ({ json: { errcode, errmsg } })
  const s = await listen(async (req, body) => {
    const url = new URL(req.url ?? '/', 'http://x')
    if (url.pathname === '/sns/jscode2session') {
      const code = url.searchParams.get('js_code') ?? ''
      if (url.searchParams.get('appid') !== o.appId || url.searchParams.get('secret') !== o.appSecret)
        return err(40125, 'invalid appsecret')
      if (!code.startsWith('code-')) return err(40029, 'invalid code')
      return { json: { openid: `o${code.slice(5)}`, session_key: crypto.randomBytes(16).toString('base64') } }
    }
    if (req.method !== 'POST') return err(43002, 'require POST method')
    let p: Record<string, unknown>
    try {
      p = JSON.parse(body)
    } catch {
      return err(47001, 'data format error')
    }
    if (url.pathname === '/cgi-bin/stable_token') {
      state.tokenCalls++
      if (state.tokenDelayMs) await new Promise((r) => setTimeout(r, state.tokenDelayMs))
      if (p.grant_type !== 'client_credential') return err(40002, 'invalid grant_type')
      if (p.appid !== o.appId) return err(40013, 'invalid appid')
      if (p.secret !== o.appSecret) return err(40125, 'invalid appsecret')
      if (p.force_refresh === true) {
        state.forcedCalls++
        if (current) tokens.delete(current)
        newToken()
      } else if (!current || tokens.get(current)! <= Date.now()) newToken()
      return { json: { access_token: current, expires_in: Math.floor((tokens.get(current!)! - Date.now()) / 1000) } }
    }
    if (url.pathname === '/cgi-bin/message/subscribe/send') {
      state.sendCalls++
      const token = url.searchParams.get('access_token') ?? ''
      if (!tokens.has(token)) return err(40001, 'invalid credential, access_token is invalid or not latest')
      if (tokens.get(token)! <= Date.now()) return err(42001, 'access_token expired')
      const forced = state.failNext.shift()
      if (forced !== undefined) return err(forced, forced === -1 ? 'system error' : 'error')
      if (typeof p.touser !== 'string' || !/^o[\w-]+$/.test(p.touser)) return err(40003, 'invalid openid')
      if (p.template_id !== o.templateId) return err(40037, 'invalid template_id')
      const page = String(p.page ?? '').split('?')[0]!
      if (p.page !== undefined && !o.pages.includes(page)) return err(41030, 'invalid page')
      if (!['formal', 'trial', 'developer', undefined].includes(p.miniprogram_state as string))
        return err(47003, 'argument invalid! miniprogram_state')
      if (!['zh_CN', 'en_US', 'zh_HK', 'zh_TW', undefined].includes(p.lang as string))
        return err(47003, 'argument invalid! lang')
      const data = p.data as Record<string, { value?: unknown }> | undefined
      if (!data || typeof data !== 'object') return err(47003, 'argument invalid! data')
      for (const key of o.templateKeys) {
        const v = data[key]?.value
        if (typeof v !== 'string' || v === '') return err(47003, `argument invalid! data.${key}.value is empty`)
        const rule = FIELD_RULES.find(([re]) => re.test(key))
        if (rule && !rule[1](v)) return err(47003, `argument invalid! data.${key}.value invalid`)
      }
      if (Object.keys(data).some((k) => !o.templateKeys.includes(k)))
        return err(47003, 'argument invalid! data has unknown keys')
      if (state.unsubscribed.has(p.touser)) return err(43101, 'user refuse to accept the msg')
      const had = received.get(p.touser) ?? 0
      if (had >= 1 + (extraGrants.get(p.touser) ?? 0)) {
        state.spentRefusals++
        return err(43101, 'user refuse to accept the msg')
      }
      received.set(p.touser, had + 1)
      state.sent.push(p as unknown as WechatStandIn['sent'][number])
      return { json: { errcode: 0, errmsg: 'ok', msgid: Date.now() } }
    }
    return err(40066, 'invalid url')
  })
  return Object.assign(state, { url: s.url, close: s.close })
}
