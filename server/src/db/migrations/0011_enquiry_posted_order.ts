/**
 * The enquiry pool's "Newest" sorts by posting time (visitors' issue, item 9), not by id: ids follow the
 * order rows were inserted, and the seed (like any import) inserts older RFQs after newer ones.
 * Indexed like the id order it replaces.
 */
import type { Kysely } from 'kysely'

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex('enquiries_posted_idx')
    .on('enquiries')
    .columns(['exhibition_id', 'created_at', 'id'])
    .execute()
}
