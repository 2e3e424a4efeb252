/**
 * Delivery you can see (issue 25.4): what became of the messages the product sent — session
 * reminders, schedule-change notices, RFQ notices, verification codes — for the organiser.
 * No number, address, openid or code is ever part of it.
 */
import type { ApiEnvelope, Language } from './common'

/** queued: waiting or being (re)tried; sent: the channel took it; delivered: the channel reports it arrived. */
export type DeliveryState = 'queued' | 'sent' | 'delivered' | 'failed' | 'undeliverable'

/** GET /api/organiser/deliveries?eventCode=… (Authorization: Bearer <ORGANISER_TOKEN>) */
export interface OrganiserDeliveriesQuery {
  language?: Language
  eventCode: string
  /** how many of the latest failures to list (default 20, at most 100) */
  failures?: number
}
export interface DeliveryCount {
  /** wechat | sms | push | email | file (the local outbox) | none */
  channel: string
  state: DeliveryState
  count: number
}
export interface DeliveryDayCount extends DeliveryCount {
  /** venue day (UTC+8), YYYY-MM-DD, the day the message was first queued */
  day: string
}
export interface DeliveryFailure {
  /** reminder | changed | code | rfq | match */
  kind: string
  channel: string
  state: 'failed' | 'undeliverable'
  /** the vendor's code or a short cause */
  reason: string
  day: string
  /** when it was last tried, epoch ms */
  at: number
}
export interface OrganiserDeliveries {
  eventCode: string
  byChannel: DeliveryCount[]
  byDay: DeliveryDayCount[]
  /** the latest failed and undeliverable messages, newest first */
  failures: DeliveryFailure[]
}
export type OrganiserDeliveriesResponse = ApiEnvelope<OrganiserDeliveries>
