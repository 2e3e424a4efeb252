/**
 * How the server learns the phone number behind WeChat's phone-number button
 * (`<button open-type="getPhoneNumber">`: the mini-program receives a one-time `code`, never the
 * number). An interface so a deployment plugs in WeChat's own API; the test provider is for local
 * use and follows WEAPP_LOGIN (test → test, wechat → WeChat), so no new setting is needed.
 */
import type { Config } from '../config.js'

export interface WeappPhoneProvider {
  /** the mainland number (11 digits) of the code, null when WeChat refused it; throws when unreachable */
  phoneOf(code: string): Promise<string | null>
}

/**
 * Local use: a code `test-phone:13800138000` stands for that number (tests, WeChat DevTools with a
 * test code typed into the simulator); any other code is refused.
 */
export class TestWeappPhones implements WeappPhoneProvider {
  async phoneOf(code: string): Promise<string | null> {
    const m = /^test-phone:(\d{11})$/.exec(code)
    return m ? m[1]! : null
  }
}

/**
 * WeChat's phone-number API (OpenApiDoc: user-info/phone-number/getPhoneNumber):
 * POST {apiBase}/wxa/business/getuserphonenumber?access_token=… with `{ code }`, answered with
 * `{ errcode: 0, phone_info: { purePhoneNumber, countryCode } }`. The access token comes from
 * /cgi-bin/token (client_credential) and is kept until shortly before it expires. URLs holding the
 * app secret or the token are never logged.
 */
export class WechatPhoneNumbers implements WeappPhoneProvider {
  private token: { value: string; until: number } | null = null
  constructor(
    private readonly opts: { appId: string; appSecret: string; apiBase: string; timeoutMs?: number },
    private readonly fetchImpl: typeof fetch = fetch,
    private readonly now: () => number = Date.now,
  ) {}

  private async accessToken(): Promise<string> {
    if (this.token && this.token.until > this.now()) return this.token.value
    const url = new URL('/cgi-bin/token', this.opts.apiBase)
    url.search = new URLSearchParams({
      grant_type: 'client_credential',
      appid: this.opts.appId,
      secret: this.opts.appSecret,
    }).toString()
    const res = await this.fetchImpl(url, { signal: AbortSignal.timeout(this.opts.timeoutMs ?? 5000) })
    const body = (await res.json().catch(() => ({}))) as { access_token?: string; expires_in?: number }
    if (!res.ok || !body.access_token) throw new Error(`WeChat access token refused (HTTP ${res.status})`)
    // renewed five minutes early: a token that expires mid-request costs the visitor a retry
    this.token = { value: body.access_token, until: this.now() + ((body.expires_in ?? 7200) - 300) * 1000 }
    return body.access_token
  }

  async phoneOf(code: string, retried = false): Promise<string | null> {
    const url = new URL('/wxa/business/getuserphonenumber', this.opts.apiBase)
    url.search = new URLSearchParams({ access_token: await this.accessToken() }).toString()
    const res = await this.fetchImpl(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ code }),
      signal: AbortSignal.timeout(this.opts.timeoutMs ?? 5000),
    })
    if (!res.ok) throw new Error(`getuserphonenumber answered HTTP ${res.status}`)
    const body = (await res.json()) as {
      errcode?: number
      phone_info?: { purePhoneNumber?: string; countryCode?: string }
    }
    if (body.errcode === -1) throw new Error('getuserphonenumber: WeChat is busy')
    // 40001/42001: the token went stale early (another server renewed it): try once more
    if (!retried && (body.errcode === 40001 || body.errcode === 42001)) {
      this.token = null
      return this.phoneOf(code, true)
    }
    const phone = body.phone_info?.purePhoneNumber
    if (body.errcode || !phone) return null
    // only mainland numbers can be exhibitors' contacts here (spec §5's rule)
    return body.phone_info?.countryCode && body.phone_info.countryCode !== '86' ? null : phone
  }
}

export function weappPhoneProvider(config: Config): WeappPhoneProvider {
  return config.weappLogin.mode === 'wechat' ? new WechatPhoneNumbers(config.weappLogin) : new TestWeappPhones()
}
