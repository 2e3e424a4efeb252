/**
 * Delivery records (issue 25.4): what became of every message the product sends — a session
 * reminder, a schedule-change notice, an RFQ notice, a verification code. A provider answers a
 * `DeliveryResult`; the record takes it. A new channel (web push, email) returns one of the
 * helpers below, and throws for a failure worth another try (its `vendorCode` / `errcode`, or its
 * message, becomes the reason).
 *
 * A record never holds a phone number, an address, an openid or a code: the channel's name, the
 * vendor's answer code and, at most, a keyed hash of the recipient.
 */
import crypto from 'node:crypto'

/** queued: handed over or waiting for a (re)try; sent: the channel took it; delivered: the channel says it arrived. */
export type DeliveryState = 'queued' | 'sent' | 'delivered' | 'failed' | 'undeliverable'

/**
 * The way a message went: `wechat` (subscription message), `sms`, `push`, `email`, `file` (the
 * local outbox of `npm start`), `none` (nothing could carry it). A string, so a new channel needs
 * no change here.
 */
export type DeliveryChannel = 'wechat' | 'sms' | 'push' | 'email' | 'file' | 'none' | (string & {})

/** What a message is. */
export type DeliveryKind = 'reminder' | 'changed' | 'code' | 'rfq' | 'match' | 'meeting' | 'meetingChanged'

export interface DeliveryResult {
  state: Exclude<DeliveryState, 'queued' | 'failed'> | 'failed'
  channel: DeliveryChannel
  /**
   * for failed / undeliverable: the vendor's code or a short cause (never a number, address or
   * code); for sent, a note (why it was sent again)
   */
  reason?: string
  /** the channel had this message already (same key): nothing was sent again */
  duplicate?: boolean
}

/** The results a provider returns. */
export const delivery = {
  /** the channel took it */
  sent: (channel: DeliveryChannel, o: { duplicate?: boolean; reason?: string } = {}): DeliveryResult => ({
    state: 'sent',
    channel,
    ...(o.duplicate ? { duplicate: true } : {}),
    // a note on how it went (a status look-up that failed before sending again)
    ...(o.reason ? { reason: shortReason(o.reason) } : {}),
  }),
  /** the channel reports it arrived */
  delivered: (channel: DeliveryChannel, o: { duplicate?: boolean } = {}): DeliveryResult => ({
    state: 'delivered',
    channel,
    ...(o.duplicate ? { duplicate: true } : {}),
  }),
  /** this channel cannot carry it and trying again will not change that (no subscription, no channel) */
  undeliverable: (channel: DeliveryChannel, reason: string): DeliveryResult => ({
    state: 'undeliverable',
    channel,
    reason: shortReason(reason),
  }),
  /** refused for good (a bad number, a template the vendor does not know) */
  failed: (channel: DeliveryChannel, reason: string): DeliveryResult => ({
    state: 'failed',
    channel,
    reason: shortReason(reason),
  }),
}

/** Reasons are codes and short causes; kept short so a vendor's long message cannot carry data. */
export function shortReason(reason: string): string {
  return reason.replace(/\s+/g, ' ').trim().slice(0, 120)
}

/** The reason a thrown error gives: the vendor's code when it has one, else its message. */
export function reasonOf(error: unknown): string {
  const e = error as { vendorCode?: unknown; errcode?: unknown; message?: unknown } | null
  if (e && typeof e.vendorCode === 'string') return shortReason(e.vendorCode)
  if (e && typeof e.errcode === 'number') return `errcode ${e.errcode}`
  return shortReason(String(e?.message ?? error))
}

/** The record's key: a SHA-256 of the message's idempotency key (which may name a visitor). */
export function messageKeyOf(key: string): string {
  return crypto.createHash('sha256').update(`delivery:${key}`).digest('hex')
}

/** A recipient as the record keeps it: a keyed hash (HMAC under APP_SECRET), short, never reversible. */
export function recipientHash(secret: string, recipient: string): string {
  return crypto.createHmac('sha256', secret).update(`delivery-recipient:${recipient}`).digest('base64url').slice(0, 22)
}

/**
 * A message's reference outside our systems, the same in every process: the email's Message-ID,
 * the SMS vendors' SessionContext (Tencent) / OutId (Aliyun), the web push Topic. Derived from the
 * message's key under APP_SECRET, so a mail system, vendor or push service learns nothing of the
 * visitor from it. 32 URL-safe base64 characters: RFC 8030's limit for a Topic.
 */
export function deliveryRef(secret: string, key: string): string {
  return crypto.createHmac('sha256', secret).update(`delivery-ref:${key}`).digest('base64url').slice(0, 32)
}
