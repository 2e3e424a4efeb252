/**
 * The enquiry pool (issue 13): RFQs expire (a date set when they are posted; RFQs posted before
 * this migration have none and stay open until closed), an RFQ from a product page names the
 * product, and views are counted once per visitor per day (enquiry_views remembers who viewed
 * what on which day, by an opaque key: a visitor id, or a hash of the address of an anonymous one).
 */
import type { Kysely } from 'kysely'

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('enquiries').addColumn('expires_at', 'text').execute()
  await db.schema.alterTable('enquiries').addColumn('product_id', 'integer').execute()
  await db.schema
    .createTable('enquiry_views')
    .addColumn('enquiry_id', 'integer', (c) => c.notNull())
    .addColumn('viewer', 'text', (c) => c.notNull())
    // the calendar day (UTC+8, the exhibitions' local time), YYYY-MM-DD
    .addColumn('day', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('enquiry_views_pk', ['enquiry_id', 'viewer', 'day'])
    .execute()
}
