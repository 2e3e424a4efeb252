/** Request schemas of the organiser's delivery counts (issue 25.4), checked against types/api/deliveries.ts. */
import { Type } from '@sinclair/typebox'
import type * as C from '../../../types/api/deliveries.js'
import { LanguageParam } from './common.js'
import type { Assert, Matches } from './contract.js'

export const OrganiserDeliveriesQuery = Type.Object({
  language: LanguageParam,
  eventCode: Type.String({ minLength: 1, maxLength: 32 }),
  failures: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })),
})

/** tsc fails here when a schema and its type in types/api/deliveries.ts drift apart. */
export type ContractChecks = [Assert<Matches<C.OrganiserDeliveriesQuery, typeof OrganiserDeliveriesQuery>>]
