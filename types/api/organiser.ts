/**
 * The organiser console's API (issue 26 item 3), under /api/organiser/: an organiser's session
 * (an httpOnly cookie issued at sign-in, or the configured ORGANISER_TOKEN as a bearer), the
 * moderation queue, the schedule, editions with their import and export, numbers and exhibitor phones.
 * Visitors and the reported never read these: the reporter is shown to organisers only.
 */
import type { ApiEnvelope } from './common'

/** POST /api/organiser/signIn */
export interface OrganiserSignInBody {
  email: string
  password: string
}
export interface OrganiserMe {
  email: string
  name: string
}
export type OrganiserMeResponse = ApiEnvelope<OrganiserMe>
export type OrganiserSignOutResponse = ApiEnvelope<{ signedOut: true }>

/** A visitor as the organiser sees them in a report: an opaque label, never a userId. */
export interface ModerationPerson {
  /** stable opaque handle (HMAC of the visitor id): the same visitor, the same label */
  label: string
  /** their matchmaking card's name, if they have one */
  name: string
  /** 'none', 'warned' (told at their next post), 'blocked' (no chat, no RFQ posting) */
  restriction: 'none' | 'warned' | 'blocked'
}
export type ReportKind = 'person' | 'message' | 'rfq'
export type ReportStatus = 'open' | 'dismissed' | 'actioned'
export interface ModerationReport {
  id: number
  kind: ReportKind
  reason: string
  /** what was reported, as it read when reported */
  excerpt: string
  reported: ModerationPerson
  reporter: ModerationPerson
  status: ReportStatus
  /** the RFQ is hidden (kind 'rfq') */
  rfqHidden: boolean
  createdAt: string
}
/** GET /api/organiser/reports?status=open|all */
export type ModerationReportListResponse = ApiEnvelope<ModerationReport[]>
/** POST /api/organiser/reports/:id/action */
export type ModerationAction = 'hideRfq' | 'warn' | 'block' | 'unblock' | 'dismiss'
export interface ModerationActionBody {
  action: ModerationAction
}
export type ModerationReportResponse = ApiEnvelope<ModerationReport>
export interface ModerationLogEntry {
  id: number
  action: string
  reportId: number | null
  /** the organiser who acted (their email) */
  by: string
  at: string
}
/** GET /api/organiser/actions: the log, newest first */
export type ModerationLogResponse = ApiEnvelope<ModerationLogEntry[]>

/** Editions */
export interface OrganiserEdition {
  id: number
  exhibitionCode: string
  year: number
  nameZh: string
  nameEn: string
  startDate: string
  endDate: string
  timeZone: string
  current: boolean
  viewable: boolean
  closed: boolean
}
export type OrganiserEditionListResponse = ApiEnvelope<OrganiserEdition[]>
/** POST /api/organiser/editions: a new edition of an exhibition */
export interface OrganiserEditionBody {
  exhibitionCode: string
  year: number
  nameZh: string
  nameEn: string
  startDate: string
  endDate: string
}
export type OrganiserEditionResponse = ApiEnvelope<OrganiserEdition>
/** POST /api/organiser/editions/:id/state */
export interface OrganiserEditionStateBody {
  state: 'open' | 'close' | 'hide' | 'show'
}
export interface OrganiserImportError {
  sheet: string
  row: number
  column: string
  reason: string
}
export interface OrganiserImportResult {
  ok: boolean
  written: boolean
  errors: OrganiserImportError[]
  /** per sheet: added, updated, unchanged, hidden, skipped */
  counts: { sheet: string; added: number; updated: number; unchanged: number; hidden: number; skipped: number }[]
  movedSessions: number
  remindersTold: number
}
/** POST /api/organiser/editions/:id/import (multipart: file, optional zip, partial=1) */
export type OrganiserImportResponse = ApiEnvelope<OrganiserImportResult>

/** Schedule */
export interface OrganiserSession {
  id: number
  code: string | null
  titleZh: string
  titleEn: string
  /** venue time, 'YYYY-MM-DD HH:mm' */
  start: string
  end: string
  roomId: number | null
  roomZh: string
  roomEn: string
  /** visitors with a reminder: those told of a change */
  reminders: number
}
export type OrganiserSessionListResponse = ApiEnvelope<{
  sessions: OrganiserSession[]
  rooms: { id: number; nameZh: string; nameEn: string }[]
}>
/** POST /api/organiser/sessions/:id/preview and …/move: venue times, as the reschedule command takes */
export interface OrganiserMoveBody {
  start?: string
  end?: string
  roomId?: number
}
export interface OrganiserMoveResult {
  session: OrganiserSession
  /** visitors who will be (preview) or are being told */
  told: number
}
export type OrganiserMoveResponse = ApiEnvelope<OrganiserMoveResult>

/** One venue day of an edition's numbers (issue 26.3 Numbers): what visitors did that day. */
export interface OrganiserDayNumbers {
  /** 'YYYY-MM-DD' on the venue's calendar */
  day: string
  /** distinct visitors who did any of the below that day in this edition */
  visitors: number
  plans: number
  reminders: number
  matches: number
  rfqs: number
  preRegistrations: number
  badgeEntries: number
}
/** GET /api/organiser/editions/:id/numbers: the days with anything, in order, and their totals. */
export interface OrganiserNumbers {
  editionId: number
  timeZone: string
  days: OrganiserDayNumbers[]
  totals: Omit<OrganiserDayNumbers, 'day'>
}
export type OrganiserNumbersResponse = ApiEnvelope<OrganiserNumbers>

/**
 * Exhibitor phones (issue 26.3): who may edit an exhibitor, set by the organiser. An exhibitor as the
 * phones page finds it (GET /api/organiser/exhibitors?editionId=&q=).
 */
export interface OrganiserExhibitor {
  id: number
  editionId: number
  nameZh: string
  nameEn: string
  /** hall and stand as the plan names them ('' when none) */
  stand: string
  /** the organiser's exhibitor code (null: not imported) */
  code: string | null
}
export type OrganiserExhibitorListResponse = ApiEnvelope<OrganiserExhibitor[]>
/** A phone the organiser gave the right to edit this exhibitor (in full: only organisers read it). */
export interface OrganiserExhibitorPhone {
  phone: string
}
/** A staff phone one of the exhibitor's contacts added on Scan leads: masked, as the server keeps it. */
export interface OrganiserStaffPhone {
  maskedPhone: string
  addedAt: string
}
/** GET /api/organiser/exhibitors/:id/phones, and the answer of adding or removing one. */
export interface OrganiserExhibitorPhones {
  exhibitor: OrganiserExhibitor
  /** the published contact phone (the import's contact mobile); it may edit too; '' when none */
  contactPhone: string
  /** further phones that may edit, set here */
  phones: OrganiserExhibitorPhone[]
  /** may scan leads and serve stand meetings, not edit (added by the exhibitor's contacts) */
  staff: OrganiserStaffPhone[]
  /** how many further phones an exhibitor may have */
  max: number
}
export type OrganiserExhibitorPhonesResponse = ApiEnvelope<OrganiserExhibitorPhones>
/** POST /api/organiser/exhibitors/:id/phones (add) and …/phones/remove */
export interface OrganiserPhoneBody {
  phone: string
}
