/** Request schema of the points route (wxApi). Each is checked against its contract type at compile time (below). */
import { Type } from '@sinclair/typebox'
import type * as C from '../../../types/api/integral.js'
import type { Assert, Matches } from './contract.js'

export const IncreaseIntegralBody = Type.Object({
  userId: Type.Optional(Type.String({ maxLength: 64 })),
  action: Type.Union([
    Type.Literal('visit'),
    Type.Literal('share'),
    Type.Literal('collect'),
    Type.Literal('rfq'),
    Type.Literal('match'),
  ]),
})

/** tsc fails here when a schema and its type in types/api/integral.ts drift apart. */
export type ContractChecks = [Assert<Matches<C.IncreaseIntegralBody, typeof IncreaseIntegralBody>>]
