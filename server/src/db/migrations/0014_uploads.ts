/**
 * Who uploaded which file, and when by the server's clock (issue 23 item 8): erasing a visitor
 * removes their files, and retention removes uploads that nothing uses a day after they came.
 * Files uploaded before this migration have no row: retention judges them by the file's time.
 */
import type { Kysely } from 'kysely'

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('uploads')
    // the file's name in DATA_DIR/uploads (<uuid>.<ext>)
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute()
  await db.schema.createIndex('uploads_user').on('uploads').column('user_id').execute()
  await db.schema.createIndex('uploads_created').on('uploads').column('created_at').execute()
}
