/** Request schemas of reports to the organiser, checked against types/api/report.ts. */
import { Type } from '@sinclair/typebox'
import type * as C from '../../../types/api/report.js'
import { Id } from './common.js'
import type { Assert, Matches } from './contract.js'

const Reason = Type.Union([Type.Literal('spam'), Type.Literal('abuse'), Type.Literal('fake'), Type.Literal('other')])
export const ReportMessageBody = Type.Object({ messageId: Id, reason: Reason })
export const ReportEnquiryBody = Type.Object({ id: Id, reason: Reason })

/** tsc fails here when a schema and its type in types/api/report.ts drift apart. */
export type ContractChecks = [
  Assert<Matches<C.ReportMessageBody, typeof ReportMessageBody>>,
  Assert<Matches<C.ReportEnquiryBody, typeof ReportEnquiryBody>>,
]
