/** Kysely types of the shared rate limits (migration 0022), merged into DB like schema-home-menu.ts. */
export interface RateLimitsTable {
  key: string
  count: number
  /** epoch ms when the window ends (bigint: a string from PostgreSQL) */
  reset_at: number | string
}

declare module './schema.js' {
  interface DB {
    rate_limits: RateLimitsTable
  }
}
