export interface StandInSubscription {
  endpoint: string
  expirationTime: null
  keys: { p256dh: string; auth: string }
}
export interface PushStandIn {
  origin: string
  /** what was taken (201), decrypted */
  received: Array<{
    endpoint: string
    payload: string
    ttl: number
    urgency: string | undefined
    /** the Topic header (RFC 8030), null without one */
    topic: string | null
  }>
  /** what was refused, with the status and why */
  refused: Array<{ status: number; reason: string }>
  subscribe(applicationServerKey: string): StandInSubscription
  expire(endpoint: string): void
  close(): Promise<void>
}
export function pushStandIn(opts?: { now?: () => number }): Promise<PushStandIn>
