import type { Migration, MigrationProvider } from 'kysely'
import * as m0001 from './0001_initial.js'

/**
 * Every migration, by name. Names are numbered: Kysely applies them in name order, once each,
 * recording them in `kysely_migration`. Add a file and a line here; never edit an applied one.
 */
export const MIGRATIONS: Record<string, Migration> = {
  '0001_initial': m0001,
}

export const migrationProvider: MigrationProvider = {
  getMigrations: async () => MIGRATIONS,
}
