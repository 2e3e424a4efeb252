/** Request schema of the behaviour record route (show). Each is checked against its contract type at compile time (below). */
import { Type } from '@sinclair/typebox'
import type * as C from '../../../types/api/behaviour.js'
import { Id } from './common.js'
import type { Assert, Matches } from './contract.js'

export const BehaviourBody = Type.Object({
  DATA: Type.Array(
    Type.Object({
      TARGET: Type.String({ maxLength: 200 }),
      USERID: Type.String({ maxLength: 64 }),
      EVENTEDITIONID: Type.Optional(Type.Union([Id, Type.String({ maxLength: 32 })])),
      SOURCE: Type.Optional(Type.String({ maxLength: 200 })),
      ACTIONID: Type.String({ minLength: 1, maxLength: 64 }),
      CHANNELID: Type.Union([
        Type.Literal(103),
        Type.Literal(104),
        Type.Literal(107),
        Type.Literal(109),
        Type.Literal(110),
      ]),
      // epoch milliseconds, within the range of a JavaScript Date
      TIMESTAMP: Type.Integer({ minimum: 0, maximum: 8_640_000_000_000_000 }),
      IP: Type.Optional(Type.String({ maxLength: 64 })),
      URL: Type.Optional(Type.String({ maxLength: 2000 })),
      COMPANYPROFILEID: Type.Optional(Type.Union([Id, Type.String({ maxLength: 32 })])),
      EXTRAS: Type.Optional(Type.Union([Type.String({ maxLength: 4000 }), Type.Record(Type.String(), Type.Unknown())])),
    }),
    { minItems: 1, maxItems: 50 },
  ),
})

/** tsc fails here when a schema and its type in types/api/behaviour.ts drift apart. */
export type ContractChecks = [Assert<Matches<C.BehaviourBody, typeof BehaviourBody>>]
