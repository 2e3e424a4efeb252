/**
 * A browser's push subscription (the Push API's PushSubscription.toJSON()), checked the same way by
 * the app before it sends one and by the server before it keeps one. Part of the shared rules
 * (rules/index.ts).
 */
import type { RuleLanguage } from './core'

export type PushRuleKey = 'pushSubscriptionInvalid'

export const PUSH_RULE_MESSAGES: Record<RuleLanguage, Record<PushRuleKey, string>> = {
  'ZH-CN': { pushSubscriptionInvalid: '无法开启此设备的通知，请改用其他提醒方式' },
  EN: { pushSubscriptionInvalid: 'Notifications cannot be turned on for this device: choose another way' },
}

export const PUSH_LIMITS = {
  /** push services' endpoints are well under this (FCM ~190, Mozilla ~200, Apple ~150 characters) */
  endpointMax: 1000,
  /** subscriptions kept per visitor (one per browser or device they allowed) */
  perVisitor: 10,
} as const

/** The browsers' push services (Chrome/Edge via FCM, Firefox, Safari, Windows) and their subdomains. */
export const PUSH_SERVICE_HOSTS = [
  'fcm.googleapis.com',
  'push.services.mozilla.com',
  'push.apple.com',
  'notify.windows.com',
] as const

/** An uncompressed P-256 point (65 bytes) and a 16-byte secret, base64url without padding. */
const P256DH = /^[A-Za-z0-9_-]{87}$/
const AUTH = /^[A-Za-z0-9_-]{22}$/

export interface PushSubscriptionForm {
  endpoint: string
  keys: { p256dh: string; auth: string }
}

/**
 * null when the subscription can be used. The endpoint is https; `allowLoopbackHttp` lets a test
 * server keep a stand-in push service on http://127.0.0.1 (never a deployed one).
 */
export function validatePushSubscription(
  sub: PushSubscriptionForm,
  opts: { allowLoopbackHttp?: boolean } = {},
): PushRuleKey | null {
  const { endpoint, keys } = sub
  if (typeof endpoint !== 'string' || endpoint.length > PUSH_LIMITS.endpointMax) return 'pushSubscriptionInvalid'
  let url: URL
  try {
    url = new URL(endpoint)
  } catch {
    return 'pushSubscriptionInvalid'
  }
  const loopback = url.hostname === '127.0.0.1' || url.hostname === 'localhost' || url.hostname === '[::1]'
  const schemeOk =
    url.protocol === 'https:' || (opts.allowLoopbackHttp === true && loopback && url.protocol === 'http:')
  if (!schemeOk || url.username || url.password) return 'pushSubscriptionInvalid'
  // the server posts to the endpoint: only the browsers' push services (no address inside our
  // network, no other site), or a test's stand-in on this machine
  if (
    loopback
      ? !opts.allowLoopbackHttp
      : !PUSH_SERVICE_HOSTS.some((h) => url.hostname === h || url.hostname.endsWith(`.${h}`))
  )
    return 'pushSubscriptionInvalid'
  if (!keys || !P256DH.test(keys.p256dh) || !AUTH.test(keys.auth)) return 'pushSubscriptionInvalid'
  return null
}
