/** Request schemas of the conference routes (show). Each is checked against its contract type at compile time (below). */
import { Type } from '@sinclair/typebox'
import type * as C from '../../../types/api/conference.js'
import { Flag, Id, withCommon, withPage } from './common.js'
import type { Assert, Matches } from './contract.js'

export const SessionListQuery = withPage({
  eventEditionId: Type.Optional(Id),
  keynote: Type.Optional(Flag),
  day: Type.Optional(Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' })),
  trackId: Type.Optional(Id),
  roomId: Type.Optional(Id),
  keyword: Type.Optional(Type.String({ maxLength: 100 })),
  openingDay: Type.Optional(Flag),
})

export const SessionFiltersQuery = withCommon({ eventEditionId: Type.Optional(Id) })

export const SessionDetailQuery = withCommon({ id: Id })

export const PersonDetailQuery = withCommon({ id: Id, eventEditionId: Type.Optional(Id) })

export const ReminderChannel = Type.Union([
  Type.Literal('web'),
  Type.Literal('app'),
  Type.Literal('subscribe'),
  Type.Literal('calendar'),
  Type.Literal('email'),
  Type.Literal('sms'),
])

export const SessionRemindBody = Type.Object({ id: Id, remind: Flag, channel: Type.Optional(ReminderChannel) })

export const ReminderContactBody = Type.Object({
  kind: Type.Union([Type.Literal('email'), Type.Literal('sms')]),
  email: Type.Optional(Type.String({ maxLength: 200 })),
  phone: Type.Optional(Type.String({ maxLength: 40 })),
  code: Type.Optional(Type.String({ maxLength: 12 })),
})

export const AgendaQuery = withCommon({ eventEditionId: Type.Optional(Id) })

export const SessionCalendarQuery = withCommon({ id: Id })

/** tsc fails here when a schema and its type in types/api/conference.ts drift apart. */
export type ContractChecks = [
  Assert<Matches<C.SessionListQuery, typeof SessionListQuery>>,
  Assert<Matches<C.SessionFiltersQuery, typeof SessionFiltersQuery>>,
  Assert<Matches<C.SessionDetailQuery, typeof SessionDetailQuery>>,
  Assert<Matches<C.PersonDetailQuery, typeof PersonDetailQuery>>,
  Assert<Matches<C.SessionRemindBody, typeof SessionRemindBody>>,
  Assert<Matches<C.AgendaQuery, typeof AgendaQuery>>,
  Assert<Matches<C.ReminderContactBody, typeof ReminderContactBody>>,
  Assert<Matches<C.SessionCalendarQuery, typeof SessionCalendarQuery>>,
]
