/** Request schemas of the conference routes (show). Each is checked against its contract type at compile time (below). */
import { Type } from '@sinclair/typebox'
import type * as C from '../../../types/api/conference.js'
import { Flag, Id, withCommon, withPage } from './common.js'
import type { Assert, Matches } from './contract.js'

export const SessionListQuery = withPage({ eventEditionId: Type.Optional(Id), keynote: Type.Optional(Flag) })

export const SessionDetailQuery = withCommon({ id: Id })

export const PersonDetailQuery = withCommon({ id: Id })

export const SessionRemindBody = Type.Object({ id: Id, remind: Flag })

/** tsc fails here when a schema and its type in types/api/conference.ts drift apart. */
export type ContractChecks = [
  Assert<Matches<C.SessionListQuery, typeof SessionListQuery>>,
  Assert<Matches<C.SessionDetailQuery, typeof SessionDetailQuery>>,
  Assert<Matches<C.PersonDetailQuery, typeof PersonDetailQuery>>,
  Assert<Matches<C.SessionRemindBody, typeof SessionRemindBody>>,
]
