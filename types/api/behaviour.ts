/** Behaviour records (show, spec §3 and §7). */
import type { ApiEnvelope, Id } from './common'

/** Channel ids: mini-program 109, WeChat browser 110, plain web 107, iOS 104, otherwise 103. */
export type ChannelId = 103 | 104 | 107 | 109 | 110
export interface BehaviourRecord {
  TARGET: string
  USERID: string
  EVENTEDITIONID?: Id | string
  SOURCE?: string
  ACTIONID: string
  CHANNELID: ChannelId
  /** epoch milliseconds */
  TIMESTAMP: number
  /** ignored; the server records the request's address */
  IP?: string
  URL?: string
  COMPANYPROFILEID?: Id | string
  EXTRAS?: string | Record<string, unknown>
}
export interface BehaviourBody {
  DATA: BehaviourRecord[]
}
export interface BehaviourResult {
  saved: number
}
export type BehaviourResponse = ApiEnvelope<BehaviourResult>
