/**
 * Importing a show from the organiser's spreadsheets (issue 26.1): rows are matched on re-import by
 * the organiser's own codes (exhibitor, product, session, speaker, category), unique within an
 * edition (speakers and categories are shared by every edition, so theirs are global). A row missing
 * from a later import is hidden, never deleted: exhibitors and sessions get the `hidden` flag
 * products already have (migration 0007). Rows made by the seed or by hand keep a null code.
 */
import type { Kysely } from 'kysely'

export async function up(db: Kysely<unknown>): Promise<void> {
  const s = db.schema
  for (const table of ['companies', 'products', 'sessions', 'speakers', 'categories'])
    await s.alterTable(table).addColumn('code', 'text').execute()
  for (const table of ['companies', 'sessions'])
    await s
      .alterTable(table)
      .addColumn('hidden', 'integer', (c) => c.notNull().defaultTo(0))
      .execute()
  for (const table of ['companies', 'products', 'sessions'])
    await s.createIndex(`${table}_edition_code`).unique().on(table).columns(['edition_id', 'code']).execute()
  for (const table of ['speakers', 'categories'])
    await s.createIndex(`${table}_code`).unique().on(table).column('code').execute()
}
