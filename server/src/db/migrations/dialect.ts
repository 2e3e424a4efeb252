import { PostgresAdapter, type Kysely } from 'kysely'

/** The database a migration runs on (the DDL of search indexes and serial ids differs). */
export function dialectOf(db: Kysely<unknown>): 'sqlite' | 'postgres' {
  return db.getExecutor().adapter instanceof PostgresAdapter ? 'postgres' : 'sqlite'
}
