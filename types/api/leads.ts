/**
 * Exhibitors' leads (issue 28): a verified exhibitor's staff scan visitors' e-badges at the stand,
 * qualify and export them; the visitor sees who has their contact and takes it back. Every route
 * but `mine` / `withdraw` needs the edit token of a phone verified by SMS or WeChat (x-edit-token,
 * as exhibitor editing) that is the exhibitor's contact phone or one of its staff phones.
 */
import type { ApiEnvelope, CommonQuery, Flag, Id } from './common'

export type LeadRating = 'hot' | 'warm' | 'cold'

/** A qualifier question the exhibitor sets (at most 3). */
export interface LeadQuestion {
  text: string
  /** true: several options may be chosen */
  multiple: boolean
  /** 2 to 6 options */
  options: string[]
}

/** An exhibitor the verified phone scans for. */
export interface LeadStand {
  companyProfileId: Id
  name: string
  /** the exhibitor's edition: the scan refuses, on the device, a badge of another one */
  editionId: Id
  /** the exhibitor's stored contact email (as its public page shows it), '' when it has none */
  contactEmail: string
  /** contact: the exhibitor's contact phone (adds staff, sets questions); staff: added by a contact */
  role: 'contact' | 'staff'
  questions: LeadQuestion[]
  /** when the last export was made (ISO), null before the first */
  lastExportAt: string | null
}
/** GET /api/v5/leads/stands (edit token): the exhibitors this phone may scan for */
export type LeadStandsQuery = CommonQuery
export type LeadStandsResponse = ApiEnvelope<LeadStand[]>

export interface LeadCompanyQuery extends CommonQuery {
  companyProfileId: Id
}

/** One lead as the exhibitor's staff see it. */
export interface Lead {
  leadId: Id
  /** the scanning device's id for the scan */
  clientId: string
  /** badge: a scanned e-badge; card: a business-card photo of a visitor without one */
  kind: 'badge' | 'card'
  scannedAt: string
  rating: LeadRating | null
  /** per question, the chosen option indexes */
  answers: number[][]
  note: string
  cardPhoto: string | null
  /** true: the visitor agreed that exhibitors who scan them get their contact; false: "visited, no contact shared" */
  contactShared: boolean
  /** the badge's display name (always: the badge shows it), else '' */
  name: string
  /** present only while contactShared */
  company?: string
  position?: string
  phone?: string
  email?: string
  /** this capture found the same badge captured earlier (its scannedAt is the first scan's) */
  already?: boolean
}

/**
 * POST /api/v5/leads/capture (edit token): a scan or a business card, with or without its
 * qualification. Idempotent by clientId (a queue sending it again changes nothing but the fields it
 * carries); a badge captured before answers the first capture with `already`.
 */
export interface LeadCaptureBody {
  companyProfileId: Id
  clientId: string
  /** the badge's QR text; absent for a business card */
  token?: string
  /** when the device scanned it (ISO) */
  scannedAt: string
  rating?: LeadRating | null
  answers?: number[][]
  note?: string
  /** an uploaded picture (/uploads/…) */
  cardPhoto?: string
}
export type LeadCaptureResponse = ApiEnvelope<Lead>

/** GET /api/v5/leads/list (edit token), newest first; withdrawn leads are not listed */
export interface LeadListQuery extends LeadCompanyQuery {
  keyword?: string
  rating?: LeadRating
  /** YYYY-MM-DD, scannedAt on or after (UTC) */
  from?: string
  /** YYYY-MM-DD, scannedAt on or before (UTC) */
  to?: string
}
export type LeadListResponse = ApiEnvelope<Lead[]>

/** POST /api/v5/leads/questions (edit token of a contact): the qualifier questions */
export interface LeadQuestionsBody {
  companyProfileId: Id
  questions: LeadQuestion[]
}
export type LeadQuestionsResponse = ApiEnvelope<LeadQuestion[]>

/** A staff phone, as the contact sees it (never the number). */
export interface LeadStaffMember {
  maskedPhone: string
  addedAt: string
}
/** GET /api/v5/leads/staff (edit token of a contact) */
export type LeadStaffResponse = ApiEnvelope<LeadStaffMember[]>
/** POST /api/v5/leads/addStaff, /api/v5/leads/removeStaff (edit token of a contact): answers the staff */
export interface LeadStaffBody {
  companyProfileId: Id
  phone: string
}

/**
 * GET /api/v5/leads/export (edit token, also as ?editToken= for a download): CSV or XLSX of the
 * leads, all or only those received since the last export (which this one then becomes).
 * Columns: docs/api.md, "Leads export".
 */
export interface LeadExportQuery extends LeadCompanyQuery {
  format: 'csv' | 'xlsx'
  /** 1: only the leads received since the last export */
  onlyNew?: Flag
  editToken?: string
}

/** An exhibitor that holds the visitor's contact through a scan (the visitor's own view). */
export interface LeadHolder {
  leadId: Id
  exhibitorName: string
  scannedAt: string
}
/** GET /api/v5/leads/mine (visitor session): the exhibitors that scanned the visitor with consent */
export type LeadHoldersQuery = CommonQuery
export type LeadHoldersResponse = ApiEnvelope<LeadHolder[]>
/** POST /api/v5/leads/withdraw (visitor session): that exhibitor loses the lead; answers the rest */
export interface LeadWithdrawBody {
  leadId: Id
}

/** What the show brought an exhibitor (issue 28 item 5): counts only, never who. */
export interface LeadAnalyticsCounts {
  /** opens of the exhibitor's page */
  views: number
  /** opens of its products' pages */
  productViews: number
  /** the exhibitor or one of its products added to a plan */
  planAdds: number
  /** RFQs sent to it */
  rfqs: number
  /** badges its staff scanned */
  scans: number
  /** consults sent to it (the consult button of its page or its products' pages) */
  consults: number
  /** the exhibitor a stop of a walking route a visitor drew from their plan */
  routeStops: number
  /** the venue map opened at its stand */
  mapOpens: number
  /** meetings visitors requested with it (issue 29), by the day requested */
  meetings: number
}
/** The exhibitor's counts beside the median exhibitor of its hall and of its show. */
export interface LeadAnalyticsRow {
  mine: LeadAnalyticsCounts
  hallMedian: LeadAnalyticsCounts
  showMedian: LeadAnalyticsCounts
}
export interface LeadAnalyticsDay extends LeadAnalyticsRow {
  /** YYYY-MM-DD (UTC) */
  day: string
}
export interface LeadAnalytics {
  total: LeadAnalyticsRow
  /** the days with anything recorded for any exhibitor of the show, oldest first */
  days: LeadAnalyticsDay[]
  /** when the figures were counted (ISO): at most 15 minutes before the answer (a 5-minute cache) */
  countedAt: string
}
export type LeadAnalyticsQuery = LeadCompanyQuery
export type LeadAnalyticsResponse = ApiEnvelope<LeadAnalytics>

/**
 * POST /api/v5/leads/exportEmail (edit token): the export built on the server and mailed, all leads
 * or only those new since the last export (which this one then becomes, once the mail is sent). To
 * the address typed (used to send, never stored nor logged) or, without one, the exhibitor's
 * stored contact email.
 */
export interface LeadExportEmailBody {
  companyProfileId: Id
  format: 'csv' | 'xlsx'
  /** 1: only the leads received since the last export */
  onlyNew?: Flag
  /** an address typed for this export; absent or '': the exhibitor's contact email */
  email?: string
}
export interface LeadExportEmailResult {
  sent: true
  /** the leads in the file */
  count: number
}
export type LeadExportEmailResponse = ApiEnvelope<LeadExportEmailResult>
