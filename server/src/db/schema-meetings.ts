/** Kysely types of the meetings tables (migrations 0023, 0025, 0031), merged into DB like schema-leads.ts. */
import type { Generated } from 'kysely'

export interface MeetingSettingsTable {
  company_id: number
  expiry_hours: Generated<number>
  plans: Generated<string>
  owner_user_id: string | null
  updated_at: string
}
export interface MeetingSlotsTable {
  id: Generated<number>
  company_id: number
  edition_id: number
  day: string
  start_time: string
  end_time: string
  capacity: number
  held: Generated<number>
  closed: Generated<number>
}
export interface MeetingsTable {
  id: Generated<number>
  slot_id: number
  company_id: number
  edition_id: number
  user_id: string
  start_time: string
  end_time: string
  purpose: string
  status: string
  cancelled_by: string | null
  expires_at: string
  created_at: string
  answered_at: string | null
  visitor_mark: string | null
  stand_mark: string | null
  note: Generated<string>
  language: Generated<string>
  reminded_at: string | null
  /** migration 0025: the visitor scanned the stand's meeting code */
  checked_in_at: string | null
  /** migration 0031: a proposal between matched attendees names the attendee asked, and the place */
  peer_user_id: string | null
  place_kind: string | null
  place_code: string | null
}
/** migration 0025: the meeting notices waiting to be sent (services/meetings.ts sends them) */
export interface MeetingNoticesTable {
  id: Generated<number>
  meeting_id: number
  event: string
  side: string
  state: Generated<string>
  attempts: Generated<number>
  next_at: string
  claimed_at: string | null
}

declare module './schema.js' {
  interface DB {
    meeting_settings: MeetingSettingsTable
    meeting_slots: MeetingSlotsTable
    meetings: MeetingsTable
    meeting_notices: MeetingNoticesTable
  }
}
