/**
 * Reports to the organiser (issue 26 item 3): a visitor reports a chat message sent to them or an
 * RFQ of the pool. The organiser's console lists them; the reported never learns who reported.
 * (A person is reported with POST /api/v5/match/block, report 1.)
 */
import type { ApiEnvelope, Id } from './common'
import type { ReportReason } from './match'

/** POST /api/v5/match/reportMessage */
export interface ReportMessageBody {
  messageId: Id
  reason: ReportReason
}
/** POST /api/v5/enquiryPool/report */
export interface ReportEnquiryBody {
  id: Id
  reason: ReportReason
}
export type ReportResponse = ApiEnvelope<{ reported: true }>
