/**
 * How the server learns who a mini-program or native-app user is, before it issues them a visitor
 * session. Both are interfaces so a deployment plugs in its own (server/README.md, "Visitor
 * sessions"); the test implementations verify nothing and are for local use only.
 */
import crypto from 'node:crypto'
import type { Config } from '../config.js'

/** What WeChat's code2session says about a wx.login code. session_key never leaves the server. */
export interface WeappIdentity {
  openid: string
  sessionKey: string
}

export interface WeappLoginProvider {
  /** null: WeChat refused the code (invalid, expired or used); throws when WeChat cannot be reached */
  exchange(code: string): Promise<WeappIdentity | null>
}

export interface AppSessionProvider {
  /** true when the native app's session `sessionId` belongs to `userId` */
  verify(userId: string, sessionId: string): Promise<boolean>
}

/**
 * Local use: no WeChat. A code `test:<openid>` stands for that WeChat user (tests); any other code
 * (a real wx.login code from WeChat DevTools) for a user derived from the code.
 */
export class TestWeappLogin implements WeappLoginProvider {
  async exchange(code: string): Promise<WeappIdentity> {
    const named = /^test:([A-Za-z0-9_-]{1,64})$/.exec(code)
    const openid = named ? named[1]! : 'test-' + crypto.createHash('sha256').update(code).digest('hex').slice(0, 24)
    return { openid, sessionKey: crypto.randomBytes(16).toString('base64') }
  }
}

/**
 * WeChat's code2session (https://developers.weixin.qq.com/miniprogram/dev/OpenApiDoc/user-login/code2Session.html):
 * GET {apiBase}/sns/jscode2session?appid&secret&js_code&grant_type=authorization_code, answered
 * with { openid, session_key, unionid? } or { errcode, errmsg }. The URL holds the app secret: it is
 * never logged.
 */
export class WechatCode2Session implements WeappLoginProvider {
  constructor(
    private readonly opts: { appId: string; appSecret: string; apiBase: string; timeoutMs?: number },
    private readonly fetchImpl: typeof fetch = fetch,
  ) {}

  async exchange(code: string): Promise<WeappIdentity | null> {
    const url = new URL('/sns/jscode2session', this.opts.apiBase)
    url.search = new URLSearchParams({
      appid: this.opts.appId,
      secret: this.opts.appSecret,
      js_code: code,
      grant_type: 'authorization_code',
    }).toString()
    const res = await this.fetchImpl(url, { signal: AbortSignal.timeout(this.opts.timeoutMs ?? 5000) })
    if (!res.ok) throw new Error(`code2session answered HTTP ${res.status}`)
    const body = (await res.json()) as { openid?: string; session_key?: string; errcode?: number }
    if (body.errcode === -1) throw new Error('code2session: WeChat is busy')
    if (body.errcode || !body.openid || !body.session_key) return null
    return { openid: body.openid, sessionKey: body.session_key }
  }
}

/** Local use: the native app's session is taken on trust. */
export class TestAppSessions implements AppSessionProvider {
  async verify(_userId: string, sessionId: string): Promise<boolean> {
    return sessionId.length > 0
  }
}

/**
 * The native app's backend decides: POST {url} with JSON { userId, sessionId }; a 2xx answer whose
 * JSON has `valid: true` accepts the session, anything else refuses it.
 */
export class HttpAppSessions implements AppSessionProvider {
  constructor(
    private readonly url: URL,
    private readonly fetchImpl: typeof fetch = fetch,
  ) {}

  async verify(userId: string, sessionId: string): Promise<boolean> {
    const res = await this.fetchImpl(this.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ userId, sessionId }),
      signal: AbortSignal.timeout(5000),
    })
    if (res.status >= 500) throw new Error(`app session check answered HTTP ${res.status}`)
    if (!res.ok) return false
    const body = (await res.json().catch(() => null)) as { valid?: unknown } | null
    return body?.valid === true
  }
}

export function weappLoginProvider(config: Config): WeappLoginProvider {
  return config.weappLogin.mode === 'wechat' ? new WechatCode2Session(config.weappLogin) : new TestWeappLogin()
}

export function appSessionProvider(config: Config): AppSessionProvider {
  return config.appSessionCheck === 'test' ? new TestAppSessions() : new HttpAppSessions(config.appSessionCheck)
}
