/** Request schemas of visitor pre-registration and badges (issue 15), checked against types/api/visit.ts. */
import { Type } from '@sinclair/typebox'
import type * as C from '../../../types/api/visit.js'
import { Flag, Id, withCommon } from './common.js'
import type { Assert, Matches } from './contract.js'

export const VisitQuery = withCommon({ eventEditionId: Type.Optional(Id) })

export const VisitorTypeSchema = Type.Union([
  Type.Literal('trade'),
  Type.Literal('buyer'),
  Type.Literal('media'),
  Type.Literal('student'),
  Type.Literal('other'),
])

/** Lengths are the transport's bounds; the form's own rules (rules/: validateVisit) come after. */
export const VisitRegisterBody = Type.Object({
  name: Type.String({ maxLength: 200 }),
  company: Type.String({ maxLength: 400 }),
  position: Type.String({ maxLength: 200 }),
  phone: Type.String({ maxLength: 32 }),
  code: Type.String({ maxLength: 16 }),
  email: Type.String({ maxLength: 320 }),
  visitorType: VisitorTypeSchema,
  interests: Type.Array(Id, { maxItems: 50 }),
  shareWithExhibitors: Type.Optional(Flag),
  policyVersion: Type.Optional(Type.Integer({ minimum: 1, maximum: 1_000_000 })),
})

export const VerifyBadgeQuery = withCommon({ token: Type.String({ minLength: 1, maxLength: 600 }) })

export const CheckInBody = Type.Object({
  token: Type.String({ minLength: 1, maxLength: 600 }),
  gate: Type.Optional(Type.String({ maxLength: 64 })),
})

/** tsc fails here when a schema and its type in types/api/visit.ts drift apart. */
export type ContractChecks = [
  Assert<Matches<C.VisitQuery, typeof VisitQuery>>,
  Assert<Matches<C.VisitRegisterBody, typeof VisitRegisterBody>>,
  Assert<Matches<C.VerifyBadgeQuery, typeof VerifyBadgeQuery>>,
  Assert<Matches<C.CheckInBody, typeof CheckInBody>>,
]
