/** My data (issue 23 item 8): what the server holds about the caller, its export, and erasure. */
import type { ApiEnvelope, CommonQuery } from './common'

/**
 * One kind of data the server holds about the caller. Known keys: plan, reminders, matchmaking,
 * chats, rfqs, uploads, registrations, bookings, phone, activity; later features add their own
 * (consents), so the app shows a key it does not know under the key itself.
 */
export interface MyDataSection {
  key: string
  /** how many rows of this kind */
  count: number
  /** up to 5 short lines, in the request's language (names of collected exhibitors, RFQ texts, a masked phone) */
  items: string[]
}
/** GET /api/v5/myData/summary (visitor session) */
export interface MyDataSummary {
  sections: MyDataSection[]
  /** the email address and mobile number given for session reminders (issue 25), masked */
  reminderContacts: MyDataReminderContact[]
}
/**
 * An address or number a visitor gave for their session reminders where web push is unavailable,
 * as My data shows it: masked, which shows' reminders go through it, and until when it is kept.
 */
export interface MyDataReminderContact {
  kind: 'email' | 'sms'
  /** a***@example.com, 138****0000 */
  masked: string
  /** the editions whose reminders go through it, by name in the request's language (none: no reminder uses it) */
  editions: string[]
  /** ISO-8601 UTC: erased by then at the latest (the end of the last show of the visitor's reminders; a day after it was given without one) */
  keptUntil: string
}
export type MyDataSummaryResponse = ApiEnvelope<MyDataSummary>

/** A row of the export: the stored columns that are the visitor's own, by name. */
export type MyDataRow = Record<string, string | number | boolean | null>
/**
 * GET /api/v5/myData/export (visitor session): the file itself (application/json, attachment
 * my-data-<date>.json), not an envelope; an envelope on failure.
 */
export interface MyDataExport {
  exportedAt: string
  userId: string
  /** the plan as a PDF: GET this path with the visitor session (the app's Download PDF) */
  planPdf: string
  sections: Record<string, MyDataRow[]>
}
export type MyDataExportResponse = MyDataExport

/** POST /api/v5/myData/delete (visitor session): the caller confirms with confirm: 'DELETE'. */
export interface MyDataDeleteBody {
  confirm: 'DELETE'
}
export interface MyDataDeleteResult {
  /** rows removed, by table */
  rows: Record<string, number>
  /** uploaded files removed */
  files: number
}
export type MyDataDeleteResponse = ApiEnvelope<MyDataDeleteResult>
export type MyDataQuery = CommonQuery

/** POST /api/v5/myData/deleteReminderContact (visitor session): erases that address or number now. */
export interface MyDataReminderContactDeleteBody {
  kind: 'email' | 'sms'
}
/** the contacts left */
export interface MyDataReminderContacts {
  reminderContacts: MyDataReminderContact[]
}
export type MyDataReminderContactsResponse = ApiEnvelope<MyDataReminderContacts>
