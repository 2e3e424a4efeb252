/** Kysely types of the privacy tables (migration 0013), merged into DB like schema-home-menu.ts. */
import type { Generated } from 'kysely'

export interface PrivacyPoliciesTable {
  version: number
  title_zh: string
  title_en: string
  body_zh: string
  body_en: string
  effective_at: string
}
export interface ConsentsTable {
  id: Generated<number>
  user_id: string
  purpose: string
  subject: Generated<string>
  policy_version: number
  granted_at: string
  withdrawn_at: string | null
}

declare module './schema.js' {
  interface DB {
    privacy_policies: PrivacyPoliciesTable
    consents: ConsentsTable
  }
}
