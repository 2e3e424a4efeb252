/** Request schemas of web push (issue 25 item 3), checked against types/api/push.ts. */
import { Type } from '@sinclair/typebox'
import type * as C from '../../../types/api/push.js'
import { PUSH_LIMITS } from '../../../rules/index.js'
import { CommonQuery } from './common.js'
import type { Assert, Matches } from './contract.js'

export const PushKeyQuery = CommonQuery

// the shape only: whether the endpoint and keys can be used is rules/push.ts's answer (400 with
// the visitor's words), the same check the app makes
const Endpoint = Type.String({ minLength: 1, maxLength: PUSH_LIMITS.endpointMax })
export const PushSubscribeBody = Type.Object({
  endpoint: Endpoint,
  keys: Type.Object({
    p256dh: Type.String({ minLength: 1, maxLength: 200 }),
    auth: Type.String({ minLength: 1, maxLength: 100 }),
  }),
})
export const PushUnsubscribeBody = Type.Object({ endpoint: Endpoint })

/** tsc fails here when a schema and its type in types/api/push.ts drift apart. */
export type ContractChecks = [
  Assert<Matches<C.PushKeyQuery, typeof PushKeyQuery>>,
  Assert<Matches<C.PushSubscribeBody, typeof PushSubscribeBody>>,
  Assert<Matches<C.PushUnsubscribeBody, typeof PushUnsubscribeBody>>,
]
