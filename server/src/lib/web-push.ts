/**
 * Web push for browsers' reminders (issue 25 item 3): an encrypted message (RFC 8291, aes128gcm)
 * signed for the push service with our VAPID key (RFC 8292), built by the `web-push` package and
 * sent here with fetch. Each send answers what became of it, so a delivery record can keep it:
 * `sent` (the push service took it), `gone` (404/410: the browser dropped the subscription; it is
 * deleted) or `failed` with the reason (and whether trying later may help).
 */
import webpush from 'web-push'
import type { ReminderMessage, ReminderProvider } from './reminders.js'
import { delivery, type DeliveryResult } from './delivery.js'
import { ReminderUndeliverable } from './reminders.js'
import type { StoredPushSubscription } from '../repositories/push-subscriptions.js'

export interface VapidKeys {
  publicKey: string
  privateKey: string
  subject: string
}

export type PushResult =
  | { outcome: 'sent'; status: number }
  | { outcome: 'gone'; status: number }
  | { outcome: 'failed'; reason: string; retry: boolean; status?: number }

/** What the service worker receives (platform/offline-worker: push). */
export interface PushPayload {
  /** the notification's title and text, in the visitor's language */
  title: string
  body: string
  /** the app path a tap opens */
  path: string
  /** one notification per message: a second delivery of the same message replaces the first */
  tag: string
  lang: 'ZH-CN' | 'EN'
}

export class WebPushSender {
  constructor(
    private readonly vapid: VapidKeys,
    private readonly timeoutMs = 10_000,
  ) {}

  /**
   * ttlSeconds: how long the push service keeps it for a browser that is offline (then drops it).
   * topic (RFC 8030 §5.4, at most 32 URL-safe base64 characters): a message with the same topic
   * replaces one the push service still holds for the browser.
   */
  async send(
    sub: StoredPushSubscription,
    payload: PushPayload,
    ttlSeconds: number,
    topic?: string,
  ): Promise<PushResult> {
    let details: ReturnType<typeof webpush.generateRequestDetails>
    try {
      details = webpush.generateRequestDetails(sub, JSON.stringify(payload), {
        vapidDetails: this.vapid,
        TTL: Math.max(0, Math.round(ttlSeconds)),
        urgency: 'high',
        contentEncoding: 'aes128gcm',
        ...(topic ? { topic } : {}),
      })
    } catch (error) {
      // the subscription's keys cannot encrypt (not a P-256 point): it will never work
      return { outcome: 'failed', reason: `cannot encrypt: ${(error as Error).message}`, retry: false }
    }
    let res: Response
    try {
      res = await fetch(details.endpoint, {
        method: 'POST',
        headers: details.headers as Record<string, string>,
        body: new Uint8Array(details.body as Buffer),
        signal: AbortSignal.timeout(this.timeoutMs),
        redirect: 'error',
      })
    } catch (error) {
      return { outcome: 'failed', reason: `push service unreachable: ${(error as Error).message}`, retry: true }
    }
    await res.body?.cancel().catch(() => undefined)
    if (res.status >= 200 && res.status < 300) return { outcome: 'sent', status: res.status }
    if (res.status === 404 || res.status === 410) return { outcome: 'gone', status: res.status }
    // 429 and the service's own errors pass; 400/401/403/413 say our request is wrong for it
    const retry = res.status === 429 || res.status >= 500
    return { outcome: 'failed', reason: `push service answered ${res.status}`, retry, status: res.status }
  }
}

const TITLES = {
  reminder: { 'ZH-CN': '会议即将开始', EN: 'Session starting soon' },
  changed: { 'ZH-CN': '会议时间或地点有变动', EN: 'Session schedule changed' },
  meeting: { 'ZH-CN': '展位会面即将开始', EN: 'Stand meeting starting soon' },
  meetingChanged: { 'ZH-CN': '展位会面有更新', EN: 'Stand meeting update' },
} as const

export function pushPayload(message: ReminderMessage): PushPayload {
  return {
    title: TITLES[message.kind][message.language],
    body: message.text,
    path: message.path,
    tag: message.key,
    lang: message.language,
  }
}

/**
 * Reminders by web push: a browser reminder ('web') of a visitor with push subscriptions goes to
 * each of their browsers. A visitor without one, and every other channel, goes to `others` (files
 * in DATA_DIR/outbox/reminders by default). Sent to one browser: delivered. Every subscription gone:
 * undeliverable. A failure that may pass (network, 429, 5xx): thrown, so the scheduler tries again.
 */
export class WebPushReminderProvider implements ReminderProvider {
  constructor(
    private readonly sender: Pick<WebPushSender, 'send'>,
    private readonly subscriptions: {
      of(userId: string): Promise<StoredPushSubscription[]>
      forget(endpoint: string): Promise<void>
    },
    private readonly others: ReminderProvider,
    private readonly now: () => number,
    private readonly log: { warn(obj: object, msg: string): void },
    /**
     * the message's Topic (from its key, the same in every process): a push sent again after a
     * cut-off attempt (message.resumed) replaces the first while the push service holds it, and
     * the payload's tag makes the browser show one notification if both arrived
     */
    private readonly topicOf: ((key: string) => string) | null = null,
  ) {}

  async deliver(message: ReminderMessage): Promise<DeliveryResult> {
    if (message.channel !== 'web') return this.others.deliver(message)
    const subs = await this.subscriptions.of(message.userId)
    if (!subs.length) return this.others.deliver(message)
    // a reminder is worth nothing once the session began, a change notice once it ended
    const until = Date.parse(
      message.kind === 'reminder' || message.kind === 'meeting' ? message.startTime : message.endTime,
    )
    const ttl = Math.max(60, (until - this.now()) / 1000)
    const payload = pushPayload(message)
    const topic = this.topicOf?.(message.key)
    const results = await Promise.all(subs.map((s) => this.sender.send(s, payload, ttl, topic)))
    const reasons: string[] = []
    let retry = false
    for (const [i, r] of results.entries()) {
      if (r.outcome === 'gone') await this.subscriptions.forget(subs[i]!.endpoint)
      if (r.outcome === 'failed') {
        reasons.push(r.reason)
        retry ||= r.retry
        // the endpoint names a browser: its host is enough to tell which push service refused
        this.log.warn(
          { sessionId: message.sessionId, service: new URL(subs[i]!.endpoint).host, reason: r.reason },
          'web push failed',
        )
      }
    }
    // the push service took it for a browser; whether the browser showed it is not reported
    if (results.some((r) => r.outcome === 'sent')) return delivery.sent('push')
    if (retry) throw new Error(`web push failed: ${reasons.join('; ')}`)
    throw new ReminderUndeliverable(
      reasons.length ? `web push refused: ${reasons.join('; ')}` : 'push subscriptions gone',
    )
  }
}
