import { sql, type Kysely, type Transaction } from 'kysely'
import type { DB } from './schema.js'
import type { DialectName } from './index.js'

/**
 * Serialises transactions on one key (a phone number's hash, a visitor) until the transaction ends,
 * so a check and the write it allows are one step. SQLite needs nothing: the server has one
 * connection and a Kysely transaction holds it until it ends, so transactions never interleave.
 * PostgreSQL: a transaction-scoped advisory lock on the key.
 */
export async function lockKey(trx: Transaction<DB> | Kysely<DB>, dialect: DialectName, key: string): Promise<void> {
  if (dialect === 'postgres') await sql`SELECT pg_advisory_xact_lock(hashtextextended(${key}, 0))`.execute(trx)
}
