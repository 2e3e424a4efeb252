/**
 * The enquiry pool's daily contacts limit counts per network address as well as per visitor id (a
 * new visitor id is free to make): each message keeps the keyed hash of the address it came from
 * (never the address in clear), indexed for the day's count.
 */
import type { Kysely } from 'kysely'

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('enquiry_messages').addColumn('origin', 'text').execute()
  await db.schema
    .createIndex('enquiry_messages_origin_idx')
    .on('enquiry_messages')
    .columns(['origin', 'created_at'])
    .execute()
}
