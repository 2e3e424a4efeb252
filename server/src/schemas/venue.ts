/** Request schemas of the venue map and booth booking (issue 15), checked against types/api/venue.ts. */
import { Type } from '@sinclair/typebox'
import type * as C from '../../../types/api/venue.js'
import { Id, withCommon } from './common.js'
import type { Assert, Matches } from './contract.js'

export const HallPlanQuery = withCommon({
  eventEditionId: Type.Optional(Id),
  hallId: Type.Optional(Id),
  stand: Type.Optional(Type.String({ minLength: 1, maxLength: 16, pattern: '^[A-Za-z0-9-]+$' })),
  room: Type.Optional(Type.String({ minLength: 1, maxLength: 40 })),
})

export const RoutePlanQuery = withCommon({
  eventEditionId: Type.Optional(Id),
  companyProfileIds: Type.String({ minLength: 1, maxLength: 2200, pattern: '^[0-9]{1,10}(,[0-9]{1,10}){0,199}$' }),
})

export const BookingRequestQuery = withCommon({ eventEditionId: Type.Optional(Id) })

export const BookingRequestBody = Type.Object({
  standCode: Type.String({ maxLength: 16 }),
  company: Type.String({ maxLength: 400 }),
  contact: Type.String({ maxLength: 200 }),
  phone: Type.String({ maxLength: 32 }),
  code: Type.String({ maxLength: 16 }),
})

/** tsc fails here when a schema and its type in types/api/venue.ts drift apart. */
export type ContractChecks = [
  Assert<Matches<C.HallPlanQuery, typeof HallPlanQuery>>,
  Assert<Matches<C.RoutePlanQuery, typeof RoutePlanQuery>>,
  Assert<Matches<C.BookingRequestQuery, typeof BookingRequestQuery>>,
  Assert<Matches<C.BookingRequestBody, typeof BookingRequestBody>>,
]
