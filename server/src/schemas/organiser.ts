/** Request schemas of the organiser console (issue 26 item 3), checked against types/api/organiser.ts. */
import { Type } from '@sinclair/typebox'
import type * as C from '../../../types/api/organiser.js'
import { CommonQuery } from './common.js'
import type { Assert, Matches } from './contract.js'

export const OrganiserQuery = CommonQuery
export const OrganiserSignInBody = Type.Object({
  email: Type.String({ minLength: 1, maxLength: 200 }),
  password: Type.String({ minLength: 1, maxLength: 200 }),
})
export const IdParams = Type.Object({ id: Type.String({ pattern: '^[0-9]{1,9}$' }) })
export const ReportListQuery = Type.Composite([
  CommonQuery,
  Type.Object({ status: Type.Optional(Type.Union([Type.Literal('open'), Type.Literal('all')])) }),
])
export const ModerationActionBody = Type.Object({
  action: Type.Union([
    Type.Literal('hideRfq'),
    Type.Literal('warn'),
    Type.Literal('block'),
    Type.Literal('unblock'),
    Type.Literal('dismiss'),
  ]),
})
const Day = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' })
export const OrganiserEditionBody = Type.Object({
  exhibitionCode: Type.String({ minLength: 1, maxLength: 20 }),
  year: Type.Integer({ minimum: 2000, maximum: 2100 }),
  nameZh: Type.String({ minLength: 1, maxLength: 200 }),
  nameEn: Type.String({ minLength: 1, maxLength: 200 }),
  startDate: Day,
  endDate: Day,
})
export const OrganiserEditionStateBody = Type.Object({
  state: Type.Union([Type.Literal('open'), Type.Literal('close'), Type.Literal('hide'), Type.Literal('show')]),
})
const VenueTime = Type.String({ maxLength: 16, pattern: '^(\\d{4}-\\d{2}-\\d{2}[ T])?\\d{2}:\\d{2}$' })
export const OrganiserMoveBody = Type.Object({
  start: Type.Optional(VenueTime),
  end: Type.Optional(VenueTime),
  roomId: Type.Optional(Type.Integer({ minimum: 1, maximum: 1_000_000_000 })),
})

/** a cancel carries nothing but the session in its path */
export const OrganiserCancelBody = Type.Object({})

/** exhibitor phones (issue 26.3): an edition's exhibitors found by name, stand, code or id */
export const OrganiserExhibitorQuery = Type.Composite([
  CommonQuery,
  Type.Object({
    editionId: Type.Integer({ minimum: 1, maximum: 1_000_000_000 }),
    q: Type.Optional(Type.String({ maxLength: 100 })),
  }),
])
/** a phone as typed: the shared rule (rules/exhibitor-phones.ts) says whether it is one */
export const OrganiserPhoneBody = Type.Object({ phone: Type.String({ maxLength: 40 }) })

/** tsc fails here when a schema and its type in types/api/organiser.ts drift apart. */
export type ContractChecks = [
  Assert<Matches<C.OrganiserSignInBody, typeof OrganiserSignInBody>>,
  Assert<Matches<C.ModerationActionBody, typeof ModerationActionBody>>,
  Assert<Matches<C.OrganiserEditionBody, typeof OrganiserEditionBody>>,
  Assert<Matches<C.OrganiserEditionStateBody, typeof OrganiserEditionStateBody>>,
  Assert<Matches<C.OrganiserMoveBody, typeof OrganiserMoveBody>>,
  Assert<Matches<C.OrganiserPhoneBody, typeof OrganiserPhoneBody>>,
]
