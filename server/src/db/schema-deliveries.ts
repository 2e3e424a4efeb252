/** Kysely types of the delivery records (migration 0018), merged into DB like schema-privacy.ts. */
import type { Generated } from 'kysely'

export interface DeliveriesTable {
  id: Generated<number>
  message_key: string
  kind: string
  channel: string
  state: string
  reason: string | null
  event_code: string | null
  session_id: number | null
  recipient: string | null
  attempts: Generated<number>
  day: string
  created_at: number | string
  updated_at: number | string
}

declare module './schema.js' {
  interface DB {
    deliveries: DeliveriesTable
  }
}
