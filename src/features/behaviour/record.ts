import type { BehaviourRecord, ChannelId, Id } from '../../../types/api'
import { channelId } from '../../platform/env'
import type { EnvFlags } from '../../platform/env'

/** What a record is about (spec §3 TARGET). */
export type BehaviourTarget = 'exhibitor' | 'product'
/** What the visitor did (spec §3 ACTIONID). */
export type BehaviourAction =
  | 'view'
  | 'collect'
  | 'uncollect'
  | 'contact'
  | 'consult'
  /** the exhibitor is a stop of the visitor's walking route (counted as the exhibitor's "route stops") */
  | 'route'
  /** the venue map was opened located on the exhibitor's stand ("map opens") */
  | 'map'

export interface BehaviourInput {
  target: BehaviourTarget
  action: BehaviourAction
  userId: string | undefined
  eventEditionId?: Id
  companyProfileId?: Id
  /** the page the action happened on, e.g. /exhibitors/detail?companyProfileId=1&eventCode=CGA */
  url?: string
  /** where the record comes from: the platform kind (web, app, weapp) */
  source?: string
  extras?: Record<string, unknown>
}

/**
 * One behaviour record of spec §3/§7. The channel id follows the host (spec §7: mini-program 109,
 * WeChat browser 110, plain web 107, iOS app 104, otherwise 103); IP is left to the server, which
 * records the request's address.
 */
export function buildBehaviourRecord(env: EnvFlags, input: BehaviourInput, now: number = Date.now()): BehaviourRecord {
  const record: BehaviourRecord = {
    TARGET: input.target,
    USERID: input.userId ?? '',
    ACTIONID: input.action,
    CHANNELID: channelId(env) as ChannelId,
    TIMESTAMP: now,
  }
  if (input.eventEditionId !== undefined) record.EVENTEDITIONID = input.eventEditionId
  if (input.companyProfileId !== undefined) record.COMPANYPROFILEID = input.companyProfileId
  if (input.url) record.URL = input.url
  if (input.source) record.SOURCE = input.source
  if (input.extras && Object.keys(input.extras).length > 0) record.EXTRAS = input.extras
  return record
}
