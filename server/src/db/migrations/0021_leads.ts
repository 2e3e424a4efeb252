/**
 * Exhibitors' leads (issue 28): the staff phones an exhibitor's main contact adds (each verifies
 * their own phone), the exhibitor's qualifier questions and export bookkeeping, and the leads
 * themselves. A lead is a scan (a registration, one per exhibitor) or a business card without a
 * badge; the contact details are never copied here: they are read from the registration when the
 * list is shown, and only while the visitor's `lead_contact` consent stands (docs/decisions/leads.md).
 */
import type { Kysely } from 'kysely'
import { dialectOf } from './dialect.js'

export async function up(db: Kysely<unknown>): Promise<void> {
  const pg = dialectOf(db) === 'postgres'
  const s = db.schema
  await s
    .createTable('lead_staff')
    .addColumn('company_id', 'integer', (c) => c.notNull())
    // the phone's HMAC (what edit tokens carry) and its masked form for the list; never the number
    .addColumn('phone_hash', 'text', (c) => c.notNull())
    .addColumn('masked_phone', 'text', (c) => c.notNull())
    .addColumn('added_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('lead_staff_pk', ['company_id', 'phone_hash'])
    .execute()
  await s
    .createTable('lead_settings')
    .addColumn('company_id', 'integer', (c) => c.primaryKey())
    // JSON: [{ text, multiple, options: string[] }], at most 3
    .addColumn('questions', 'text', (c) => c.notNull().defaultTo('[]'))
    // the last export: its time (ISO) and the highest lead id it held; "new since the last export"
    // is the leads received after it (ids only grow, so a lead stored during an export is not lost)
    .addColumn('last_export_at', 'text')
    .addColumn('last_export_lead_id', 'integer', (c) => c.notNull().defaultTo(0))
    .execute()
  await s
    .createTable('leads')
    .addColumn('id', pg ? 'serial' : 'integer', (c) => (pg ? c.primaryKey() : c.primaryKey().autoIncrement()))
    .addColumn('company_id', 'integer', (c) => c.notNull())
    // the device's id for the scan: a scan sent twice (a retried queue) is stored once
    .addColumn('client_id', 'text', (c) => c.notNull())
    // null: a business card (no badge)
    .addColumn('registration_id', 'text')
    .addColumn('scanned_at', 'text', (c) => c.notNull())
    // when the server received it
    .addColumn('synced_at', 'text', (c) => c.notNull())
    .addColumn('scanned_by', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('rating', 'text')
    // JSON: answers by question index, each a list of option indexes
    .addColumn('answers', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('note', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('card_photo', 'text')
    // the visitor took their contact back from this exhibitor: the lead leaves its list and exports
    .addColumn('withdrawn_at', 'text')
    .execute()
  await s.createIndex('leads_client').unique().on('leads').columns(['company_id', 'client_id']).execute()
  await s
    .createIndex('leads_company_registration')
    .unique()
    .on('leads')
    .columns(['company_id', 'registration_id'])
    .execute()
  await s.createIndex('leads_registration').on('leads').column('registration_id').execute()
}
