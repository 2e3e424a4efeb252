/** Request schemas of the visitor login routes. Each is checked against its contract type at compile time (below). */
import { Type } from '@sinclair/typebox'
import type * as C from '../../../types/api/visitor.js'
import { CommonQuery } from './common.js'
import type { Assert, Matches } from './contract.js'

export const WeappLoginQuery = CommonQuery

export const WeappLoginBody = Type.Object({
  code: Type.String({ minLength: 1, maxLength: 256 }),
  userId: Type.Optional(Type.String({ minLength: 1, maxLength: 64 })),
})

export const AppLoginQuery = CommonQuery

export const AppLoginBody = Type.Object({
  userId: Type.String({ minLength: 1, maxLength: 64 }),
  sessionId: Type.String({ minLength: 1, maxLength: 512 }),
})

/** tsc fails here when a schema and its type in types/api/visitor.ts drift apart. */
export type ContractChecks = [
  Assert<Matches<C.WeappLoginQuery, typeof WeappLoginQuery>>,
  Assert<Matches<C.WeappLoginBody, typeof WeappLoginBody>>,
  Assert<Matches<C.AppLoginQuery, typeof AppLoginQuery>>,
  Assert<Matches<C.AppLoginBody, typeof AppLoginBody>>,
]
