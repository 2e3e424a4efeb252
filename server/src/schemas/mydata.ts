/** Request schemas of My data (issue 23 item 8), checked against types/api/mydata.ts. */
import { Type } from '@sinclair/typebox'
import type * as C from '../../../types/api/mydata.js'
import { CommonQuery } from './common.js'
import type { Assert, Matches } from './contract.js'

export const MyDataQuery = CommonQuery
/** Erasure is asked for in words: a stray POST with an empty body deletes nothing. */
export const MyDataDeleteBody = Type.Object({ confirm: Type.Literal('DELETE') })
/** One reminder contact to erase now. */
export const MyDataReminderContactDeleteBody = Type.Object({
  kind: Type.Union([Type.Literal('email'), Type.Literal('sms')]),
})

/** tsc fails here when a schema and its type in types/api/mydata.ts drift apart. */
export type ContractChecks = [
  Assert<Matches<C.MyDataQuery, typeof MyDataQuery>>,
  Assert<Matches<C.MyDataDeleteBody, typeof MyDataDeleteBody>>,
  Assert<Matches<C.MyDataReminderContactDeleteBody, typeof MyDataReminderContactDeleteBody>>,
]
