/**
 * WeChat subscription messages for the mini-program's reminders (issue 25.2): the access token from
 * `stable_token`, shared by every process through the database, and `subscribeMessage.send` with the
 * configured template and field mapping. Errors are handled as WeChat documents them: 43101 (no
 * subscription, or its one message used) makes the reminder undeliverable, never retried;
 * 40001/42001 (token invalid or expired) refresh the token once and send again; other errors are
 * retried with back-off, then left to the scheduler's next round.
 */
import crypto from 'node:crypto'
import type { Clock } from './clock.js'
import type { WechatTokenRepository } from '../repositories/wechat-tokens.js'
import type { ReminderMessage, ReminderProvider } from './reminders.js'
import { delivery, type DeliveryResult } from './delivery.js'
import type { FieldSource, WeappRemindersConfig } from './delivery-config.js'
import { venueClock, venueDay } from './venue-time.js'

type WechatConfig = Extract<WeappRemindersConfig, { mode: 'wechat' }>

export class WechatApiError extends Error {
  constructor(
    readonly errcode: number,
    errmsg: string,
  ) {
    // errmsg names the field or the rule; it never carries the openid or the message
    super(`WeChat error ${errcode}: ${errmsg.slice(0, 200)}`)
  }
}

/** A token is refreshed this long before WeChat says it expires (in-flight sends keep a valid one). */
export const REFRESH_MARGIN_MS = 5 * 60_000
/** How long one process may hold the refresh lease (a stable_token call takes well under this). */
const LEASE_MS = 15_000
const WAIT_STEP_MS = 50

async function call(url: string, body: unknown, timeoutMs = 10_000): Promise<Record<string, unknown>> {
  let res: Response
  try {
    res = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(timeoutMs),
    })
  } catch (error) {
    throw new WechatApiError(-1, (error as Error).name === 'TimeoutError' ? 'timeout' : 'network failure')
  }
  const json = (await res.json().catch(() => null)) as Record<string, unknown> | null
  if (!json) throw new WechatApiError(-1, `HTTP ${res.status}, not JSON`)
  return json
}

/**
 * The access token: cached in memory, stored (sealed) in the database for the other processes, and
 * refreshed by the one process holding the lease while the others wait for its result.
 */
export class WechatTokenSource {
  private cached: { token: string; expiresAt: number } | null = null
  private readonly owner = crypto.randomUUID()
  private readonly key: Buffer
  /** how many times this process called stable_token (tests count them) */
  fetches = 0

  constructor(
    private readonly repo: WechatTokenRepository,
    private readonly o: { appId: string; appSecret: string; apiBase: string },
    private readonly clock: Clock,
    secret: string,
  ) {
    this.key = crypto.createHash('sha256').update(`wechat-access-token:${secret}`).digest()
  }

  private seal(token: string): string {
    const iv = crypto.randomBytes(12)
    const cipher = crypto.createCipheriv('aes-256-gcm', this.key, iv)
    const data = Buffer.concat([cipher.update(token, 'utf8'), cipher.final()])
    return [iv, cipher.getAuthTag(), data].map((b) => b.toString('base64url')).join('.')
  }

  private unseal(sealed: string): string | null {
    try {
      const [iv, tag, data] = sealed.split('.').map((p) => Buffer.from(p, 'base64url'))
      const decipher = crypto.createDecipheriv('aes-256-gcm', this.key, iv!)
      decipher.setAuthTag(tag!)
      return Buffer.concat([decipher.update(data!), decipher.final()]).toString('utf8')
    } catch {
      return null
    }
  }

  private fresh(expiresAt: number): boolean {
    return expiresAt - REFRESH_MARGIN_MS > this.clock.now()
  }

  /** A token valid for at least REFRESH_MARGIN_MS more. */
  token(): Promise<string> {
    if (this.cached && this.fresh(this.cached.expiresAt)) return Promise.resolve(this.cached.token)
    return this.once(null)
  }

  /**
   * One look-up at a time per process for the same reason: the scheduler sends several reminders at
   * once, and each would otherwise take the lease in turn (this process holds it) and ask WeChat.
   */
  private readonly pending = new Map<string | null, Promise<string>>()
  private once(rejected: string | null): Promise<string> {
    let p = this.pending.get(rejected)
    if (!p) {
      p = this.obtain(rejected).finally(() => this.pending.delete(rejected))
      this.pending.set(rejected, p)
    }
    return p
  }

  /**
   * WeChat refused `rejected` as invalid or expired (40001/42001): a new one, forced, unless another
   * process has already replaced it.
   */
  refresh(rejected: string): Promise<string> {
    this.cached = null
    return this.once(rejected)
  }

  private async obtain(rejected: string | null): Promise<string> {
    const deadline = Date.now() + LEASE_MS * 2
    for (;;) {
      const row = await this.repo.read(this.o.appId)
      const stored = row?.tokenEnc ? this.unseal(row.tokenEnc) : null
      if (stored && stored !== rejected && this.fresh(row!.expiresAt)) {
        this.cached = { token: stored, expiresAt: row!.expiresAt }
        return stored
      }
      const now = this.clock.now()
      if (await this.repo.lease(this.o.appId, this.owner, Date.now(), Date.now() + LEASE_MS)) {
        try {
          // forced only when WeChat refused the stored token: a forced refresh ends the old token
          // for everyone, and is limited per day
          let got = await this.fetch(rejected !== null)
          // in normal mode WeChat answers the token it has until it expires: near its end, force
          if (got.expiresIn * 1000 <= REFRESH_MARGIN_MS) got = await this.fetch(true)
          const expiresAt = now + got.expiresIn * 1000
          await this.repo.store(this.o.appId, this.owner, this.seal(got.token), expiresAt)
          this.cached = { token: got.token, expiresAt }
          return got.token
        } catch (error) {
          await this.repo.release(this.o.appId, this.owner)
          throw error
        }
      }
      if (Date.now() > deadline) throw new WechatApiError(-1, 'access token refresh by another process timed out')
      await new Promise((r) => setTimeout(r, WAIT_STEP_MS))
    }
  }

  private async fetch(force: boolean): Promise<{ token: string; expiresIn: number }> {
    this.fetches++
    const json = await call(`${this.o.apiBase}/cgi-bin/stable_token`, {
      grant_type: 'client_credential',
      appid: this.o.appId,
      secret: this.o.appSecret,
      force_refresh: force,
    })
    if (typeof json.access_token !== 'string' || typeof json.expires_in !== 'number')
      throw new WechatApiError(Number(json.errcode ?? -1), String(json.errmsg ?? 'no access_token'))
    return { token: json.access_token, expiresIn: json.expires_in }
  }
}

/** WeChat's limits on a field's value, by the kind its key names (subscription message docs). */
function fit(key: string, value: string): string {
  const cut = (n: number) =>
    Array.from(value).length > n
      ? Array.from(value)
          .slice(0, n - 1)
          .join('') + '…'
      : value
  if (key.startsWith('thing')) return cut(20)
  if (key.startsWith('character_string')) return Array.from(value).slice(0, 32).join('')
  if (key.startsWith('phrase')) return Array.from(value).slice(0, 5).join('')
  if (key.startsWith('name')) return cut(10)
  return value
}

/** 2026-09-15 10:30 in the venue's zone (WeChat's time fields take this form). */
function venueTime(iso: string, timeZone: string): string {
  return `${venueDay(iso, timeZone)} ${venueClock(iso, timeZone)}`
}

export function fieldValue(source: FieldSource, m: ReminderMessage): string {
  const en = m.language === 'EN'
  switch (source) {
    case 'title':
      return m.title
    case 'start':
      return venueTime(m.startTime, m.timeZone)
    case 'end':
      return venueTime(m.endTime, m.timeZone)
    case 'place':
      return [m.hall, m.room].filter(Boolean).join(en ? ', ' : ' ') || (en ? 'See the app' : '详见小程序')
    case 'room':
      return m.room || '-'
    case 'hall':
      return m.hall || '-'
    case 'note':
      if (m.previous) return en ? 'Changed: see the new time and room' : '时间或地点有变动，请留意'
      return en ? 'Starting soon' : '即将开始'
  }
}

/** Retries of an error other than 43101 and 40001/42001 before the scheduler's next round. */
const SEND_RETRIES = 3

/**
 * Refusals another try cannot change (subscribeMessage.send's documented errors): 40037 the
 * template id is not ours, 41030 the page is not in the released mini-program, 47003 the data does
 * not fit the template: the reminder fails with the code at once (retrying would only spend the
 * attempts). 40003, the openid is not one of this mini-program's users, is this visitor's: undeliverable.
 */
const REFUSALS = new Set([40037, 41030, 47003])

export class WechatSubscribeProvider implements ReminderProvider {
  constructor(
    private readonly tokens: WechatTokenSource,
    private readonly config: WechatConfig,
    private readonly openidOf: (userId: string) => Promise<string | null>,
    private readonly pagePath: (path: string) => string,
    private readonly log: { warn(obj: object, msg: string): void },
    private readonly retryBaseMs = 500,
  ) {}

  async deliver(message: ReminderMessage): Promise<DeliveryResult> {
    const openid = await this.openidOf(message.userId)
    if (!openid) return delivery.undeliverable('wechat', 'no openid kept for this visitor')
    const body = {
      touser: openid,
      template_id: this.config.templateId,
      page: this.pagePath(message.path),
      data: Object.fromEntries(
        this.config.fields.map(({ key, source }) => [key, { value: fit(key, fieldValue(source, message)) }]),
      ),
      miniprogram_state: this.config.state,
      lang: message.language === 'EN' ? 'en_US' : 'zh_CN',
    }
    let token = await this.tokens.token()
    let refreshed = false
    for (let attempt = 0; ; attempt++) {
      const json = await call(
        `${this.config.apiBase}/cgi-bin/message/subscribe/send?access_token=${encodeURIComponent(token)}`,
        body,
      ).catch((e: WechatApiError) => ({ errcode: e.errcode, errmsg: e.message }))
      const errcode = Number(json.errcode ?? 0)
      if (errcode === 0) return delivery.sent('wechat')
      this.log.warn({ errcode, sessionId: message.sessionId, attempt: attempt + 1 }, 'subscription message refused')
      // the one message of the visitor's consent is spent. After an attempt cut off mid-send (a
      // process stopped), that attempt is what spent it: WeChat has the message, it was sent once
      if (errcode === 43101)
        return message.resumed
          ? delivery.sent('wechat', { duplicate: true })
          : delivery.undeliverable('wechat', 'errcode 43101')
      if (errcode === 40003) return delivery.undeliverable('wechat', `errcode ${errcode}`)
      if (REFUSALS.has(errcode)) return delivery.failed('wechat', `errcode ${errcode}`)
      if ((errcode === 40001 || errcode === 42001) && !refreshed) {
        refreshed = true
        token = await this.tokens.refresh(token)
        continue
      }
      if (attempt >= SEND_RETRIES || errcode === 40001 || errcode === 42001)
        throw new WechatApiError(errcode, String(json.errmsg ?? ''))
      const wait = this.retryBaseMs * 2 ** attempt
      await new Promise((r) => setTimeout(r, wait + Math.random() * wait * 0.25))
    }
  }
}

/** Reminders by channel: WeChat subscriptions to WeChat, the others to the default provider. */
export class ChannelReminderProvider implements ReminderProvider {
  constructor(
    private readonly subscribe: ReminderProvider,
    private readonly others: ReminderProvider,
  ) {}
  deliver(message: ReminderMessage): Promise<DeliveryResult> {
    return (message.channel === 'subscribe' ? this.subscribe : this.others).deliver(message)
  }
}
