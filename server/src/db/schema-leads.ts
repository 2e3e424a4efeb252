/** Kysely types of the leads tables (migration 0021), merged into DB like schema-privacy.ts. */
import type { Generated } from 'kysely'

export interface LeadStaffTable {
  company_id: number
  phone_hash: string
  masked_phone: string
  added_at: string
}
export interface LeadSettingsTable {
  company_id: number
  questions: Generated<string>
  last_export_at: string | null
  last_export_lead_id: Generated<number>
}
export interface LeadsTable {
  id: Generated<number>
  company_id: number
  client_id: string
  registration_id: string | null
  scanned_at: string
  synced_at: string
  scanned_by: Generated<string>
  rating: string | null
  answers: Generated<string>
  note: Generated<string>
  card_photo: string | null
  withdrawn_at: string | null
}

declare module './schema.js' {
  interface DB {
    lead_staff: LeadStaffTable
    lead_settings: LeadSettingsTable
    leads: LeadsTable
  }
}
