/** Kysely types of the schedule-change notices' queue (migration 0029), merged into DB like schema-deliveries.ts. */
import type { Generated } from 'kysely'

export interface SessionNoticesTable {
  id: Generated<number>
  message_key: string
  session_id: number
  user_id: string
  edition_id: number
  message: string
  state: Generated<string>
  attempts: Generated<number>
  next_at: string
  claimed_at: string | null
}

declare module './schema.js' {
  interface DB {
    session_notices: SessionNoticesTable
  }
}
