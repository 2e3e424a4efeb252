/**
 * Web push (issue 25 item 3): the server's VAPID public key and a browser's push subscription, kept
 * for the visitor's session reminders and schedule-change notices. See docs/api.md.
 */
import type { ApiEnvelope, CommonQuery, Flag } from './common'

/** GET /api/v5/push/publicKey: the key a browser subscribes with (applicationServerKey) */
export type PushKeyQuery = CommonQuery
export interface PushKey {
  /** the VAPID public key, base64url (an uncompressed P-256 point) */
  publicKey: string
}
export type PushKeyResponse = ApiEnvelope<PushKey>

/** POST /api/v5/push/subscribe: PushSubscription.toJSON() of this browser (the visitor's session required) */
export interface PushSubscribeBody {
  endpoint: string
  keys: { p256dh: string; auth: string }
}
/** POST /api/v5/push/unsubscribe: forget this browser's subscription */
export interface PushUnsubscribeBody {
  endpoint: string
}
export interface PushSubscriptionResult {
  /** 1: the server can push to this browser now */
  subscribed: Flag
}
export type PushSubscriptionResponse = ApiEnvelope<PushSubscriptionResult>
