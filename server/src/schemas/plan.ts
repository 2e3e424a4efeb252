/** Request schemas of the plan routes (rxweb). Each is checked against its contract type at compile time (below). */
import { Type } from '@sinclair/typebox'
import type * as C from '../../../types/api/plan.js'
import { CommonQuery, Flag, Id, withCommon } from './common.js'
import type { Assert, Matches } from './contract.js'

export const CollectParams = Type.Object({ eventCode: Type.String({ maxLength: 32 }), id: Id })

export const CollectBody = Type.Object({ id: Id, collected: Flag })

export const PlanListParams = Type.Object({ eventCode: Type.String({ maxLength: 32 }) })

export const PlanListQuery = CommonQuery

// email is checked by the handler so the spec's exact messages are answered
export const SendPlanEmailQuery = withCommon({
  email: Type.Optional(Type.String({ maxLength: 320 })),
  privacy: Type.Optional(Flag),
})

export const PlanPdfQuery = CommonQuery

export const PlanPageQuery = withCommon({ eventEditionId: Type.Optional(Id) })

export const CollectTargetsQuery = Type.Composite([
  CommonQuery,
  Type.Object({
    userId: Type.String({ minLength: 1, maxLength: 64 }),
    sessionId: Type.String({ minLength: 1, maxLength: 128 }),
  }),
])

export const CollectTargetsBody = Type.Object({
  userId: Type.String({ minLength: 1, maxLength: 64 }),
  objJson: Type.Union([
    Type.Array(Type.Object({ type: Type.Union([Type.Literal(1), Type.Literal(2)]), objId: Id, isCollected: Flag }), {
      maxItems: 500,
    }),
    Type.String({ maxLength: 100000 }),
  ]),
})

/** tsc fails here when a schema and its type in types/api/plan.ts drift apart. */
export type ContractChecks = [
  Assert<Matches<C.CollectParams, typeof CollectParams>>,
  Assert<Matches<C.CollectBody, typeof CollectBody>>,
  Assert<Matches<C.PlanListParams, typeof PlanListParams>>,
  Assert<Matches<C.PlanListQuery, typeof PlanListQuery>>,
  Assert<Matches<C.SendPlanEmailQuery, typeof SendPlanEmailQuery>>,
  Assert<Matches<C.PlanPdfQuery, typeof PlanPdfQuery>>,
  Assert<Matches<C.PlanPageQuery, typeof PlanPageQuery>>,
  Assert<Matches<C.CollectTargetsQuery, typeof CollectTargetsQuery>>,
  Assert<Matches<C.CollectTargetsBody, typeof CollectTargetsBody>>,
]
