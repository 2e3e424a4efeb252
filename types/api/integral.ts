/** Points (wxApi). */
import type { ApiEnvelope } from './common'

/** POST /wxApi/v5/vip/increaseIntegral: award points for an action, once per action per day. */
export type IntegralAction = 'visit' | 'share' | 'collect' | 'rfq' | 'match'
export interface IncreaseIntegralBody {
  userId?: string
  action: IntegralAction
}
export interface IncreaseIntegralResult {
  /** points awarded by this call (0 when already awarded today) */
  added: number
  /** the caller's total */
  integral: number
}
export type IncreaseIntegralResponse = ApiEnvelope<IncreaseIntegralResult>
