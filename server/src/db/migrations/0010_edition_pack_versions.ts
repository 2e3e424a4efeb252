/**
 * The whole-edition pack (issue 16, item 4) is versioned per edition, so a device that holds one
 * fetches only what changed since. Every write that changes what a pack carries takes the edition's
 * next version in its own transaction and stamps it on the rows it wrote; a product withdrawn by its
 * exhibitor leaves a tombstone with the version it went at. Rows written before this migration (the
 * seed) carry version 0: "as old as the edition's first version".
 */
import type { Kysely } from 'kysely'

export async function up(db: Kysely<unknown>): Promise<void> {
  const s = db.schema
  await s
    .createTable('edition_pack_versions')
    .addColumn('edition_id', 'integer', (c) => c.primaryKey())
    // the latest version; the first one is taken from the clock (see repositories/offline-pack.ts)
    .addColumn('version', 'integer', (c) => c.notNull())
    // the oldest version a delta can be answered from (older: a full pack)
    .addColumn('floor', 'integer', (c) => c.notNull())
    // the version at which any hall's floor plan last changed (a stand booked, a name on a stand)
    .addColumn('halls_version', 'integer', (c) => c.notNull())
    .execute()
  for (const table of ['companies', 'products', 'sessions']) {
    await s
      .alterTable(table)
      .addColumn('pack_version', 'integer', (c) => c.notNull().defaultTo(0))
      .execute()
    await s.createIndex(`${table}_pack_version_idx`).on(table).columns(['edition_id', 'pack_version']).execute()
  }
  await s
    .createTable('pack_removals')
    // 'exhibitor' | 'product' | 'session'
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('obj_id', 'integer', (c) => c.notNull())
    .addColumn('edition_id', 'integer', (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('pack_removals_pk', ['kind', 'obj_id'])
    .execute()
  await s.createIndex('pack_removals_edition_idx').on('pack_removals').columns(['edition_id', 'version']).execute()
}
