/**
 * Exhibitor self-service (issue 14): several contact phones per exhibitor (each may edit it), a
 * product's own pictures (several, in order), hiding a product, the organiser's contact for phones of
 * no exhibitor, and what visitors with an exhibitor in their plan have seen of its edits ("updated").
 */
import type { Kysely } from 'kysely'

export async function up(db: Kysely<unknown>): Promise<void> {
  const s = db.schema
  // further contacts of an exhibitor besides its published contact phone (companies.contact_phone)
  await s
    .createTable('company_contacts')
    .addColumn('company_id', 'integer', (c) => c.notNull())
    .addColumn('phone', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('company_contacts_pk', ['company_id', 'phone'])
    .execute()
  await s.createIndex('company_contacts_phone').on('company_contacts').column('phone').execute()
  await s
    .createTable('product_pictures')
    .addColumn('product_id', 'integer', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('url', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('product_pictures_pk', ['product_id', 'position'])
    .execute()
  await s
    .createTable('organiser_contacts')
    .addColumn('exhibition_id', 'integer', (c) => c.primaryKey())
    .addColumn('tel', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .execute()
  // a hidden product is withdrawn by its exhibitor: visitors no longer find it, its editors still do
  await s
    .alterTable('products')
    .addColumn('hidden', 'integer', (c) => c.notNull().defaultTo(0))
    .execute()
  // when its exhibitor last changed it (null: never); seeded and organiser changes do not count
  await s.alterTable('companies').addColumn('edited_at', 'text').execute()
  // when the visitor last opened the exhibitor of this plan entry (null: not since adding it)
  await s.alterTable('plan_items').addColumn('seen_at', 'text').execute()
  // the exhibitors the verified phone was a contact of when the token was issued (JSON list of ids):
  // "my exhibitors" without the phone itself, which is stored only as an HMAC
  await s
    .alterTable('edit_tokens')
    .addColumn('company_ids', 'text', (c) => c.notNull().defaultTo('[]'))
    .execute()
}
