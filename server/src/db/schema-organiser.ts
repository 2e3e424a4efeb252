/** Tables and columns of the organiser console (migration 0020), merged into DB like schema-import.ts. */
import type { Generated } from 'kysely'

export interface OrganisersTable {
  id: Generated<number>
  email: string
  name: Generated<string>
  password_hash: string
  created_at: number
}
export interface OrganiserSessionsTable {
  token_hash: string
  organiser_id: number
  created_at: number
  expires_at: number
}
export interface OrganiserSignInFailuresTable {
  bucket: string
  at: number
}
export type ReportKind = 'person' | 'message' | 'rfq'
export interface ModerationReportsTable {
  id: Generated<number>
  kind: ReportKind
  edition_id: number | null
  target_id: number | null
  reported_user_id: string
  reporter_user_id: string
  reason: string
  excerpt: Generated<string>
  status: Generated<'open' | 'dismissed' | 'actioned'>
  created_at: number
  resolved_at: number | null
}
export interface ModerationActionsTable {
  id: Generated<number>
  report_id: number | null
  organiser_id: number
  action: string
  target_user_id: string | null
  target_id: number | null
  created_at: number
}
export interface VisitorRestrictionsTable {
  user_id: string
  level: 'warned' | 'blocked'
  organiser_id: number
  updated_at: number
}

declare module './schema.js' {
  interface EnquiriesTable {
    /** 1: hidden by an organiser (moderation): in nobody's pool, its page answers not found */
    hidden: Generated<number>
  }
  interface EditionsTable {
    /** 1: closed by the organiser (over, or not open yet) */
    closed: Generated<number>
  }
  interface DB {
    organisers: OrganisersTable
    organiser_sessions: OrganiserSessionsTable
    organiser_sign_in_failures: OrganiserSignInFailuresTable
    moderation_reports: ModerationReportsTable
    moderation_actions: ModerationActionsTable
    visitor_restrictions: VisitorRestrictionsTable
  }
}
