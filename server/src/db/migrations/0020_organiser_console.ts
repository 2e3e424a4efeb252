/**
 * The organiser console (issue 26 item 3): organiser accounts (bcrypt password hashes) and their
 * sessions (only a token's SHA-256 is kept), wrong-password attempts (the sign-in's rate limit, shared
 * by every server process), the moderation queue (reports of people, chat messages and RFQs, with
 * the reporter kept for the organiser's eyes only), the log of what organisers did, the restrictions
 * they put on visitors (warned, blocked from chat and RFQ posting), and an edition's `closed` flag.
 */
import type { Kysely } from 'kysely'
import { dialectOf } from './dialect.js'

export async function up(db: Kysely<unknown>): Promise<void> {
  const pg = dialectOf(db) === 'postgres'
  const id = pg ? 'serial' : 'integer'
  const s = db.schema
  await s
    .createTable('organisers')
    .addColumn('id', id, (c) => (pg ? c.primaryKey() : c.primaryKey().autoIncrement()))
    .addColumn('email', 'text', (c) => c.notNull().unique())
    .addColumn('name', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('password_hash', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute()
  await s
    .createTable('organiser_sessions')
    .addColumn('token_hash', 'text', (c) => c.primaryKey())
    .addColumn('organiser_id', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .execute()
  await s
    .createTable('organiser_sign_in_failures')
    .addColumn('bucket', 'text', (c) => c.notNull())
    .addColumn('at', 'bigint', (c) => c.notNull())
    .execute()
  await s
    .createIndex('organiser_sign_in_failures_bucket')
    .on('organiser_sign_in_failures')
    .columns(['bucket', 'at'])
    .execute()
  await s
    .createTable('moderation_reports')
    .addColumn('id', id, (c) => (pg ? c.primaryKey() : c.primaryKey().autoIncrement()))
    /** 'person' (a matchmaking card), 'message' (a chat message), 'rfq' (an enquiry) */
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('edition_id', 'integer')
    /** the message or enquiry id (null for a person) */
    .addColumn('target_id', 'integer')
    /** the reported visitor */
    .addColumn('reported_user_id', 'text', (c) => c.notNull())
    /** who reported: shown to organisers only, never to the reported */
    .addColumn('reporter_user_id', 'text', (c) => c.notNull())
    .addColumn('reason', 'text', (c) => c.notNull())
    /** what was reported, as it read then (the message or RFQ text, the card's name) */
    .addColumn('excerpt', 'text', (c) => c.notNull().defaultTo(''))
    /** 'open', 'dismissed', 'actioned' */
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('open'))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('resolved_at', 'bigint')
    .execute()
  await s.createIndex('moderation_reports_status').on('moderation_reports').columns(['status', 'created_at']).execute()
  await s
    .createTable('moderation_actions')
    .addColumn('id', id, (c) => (pg ? c.primaryKey() : c.primaryKey().autoIncrement()))
    .addColumn('report_id', 'integer')
    .addColumn('organiser_id', 'integer', (c) => c.notNull())
    /** 'hideRfq', 'warn', 'block', 'unblock', 'dismiss' */
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('target_user_id', 'text')
    .addColumn('target_id', 'integer')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute()
  await s
    .createTable('visitor_restrictions')
    .addColumn('user_id', 'text', (c) => c.primaryKey())
    /** 'warned' (told once, may still post), 'blocked' (no chat, no RFQ posting) */
    .addColumn('level', 'text', (c) => c.notNull())
    .addColumn('organiser_id', 'integer', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute()
  await s
    .alterTable('enquiries')
    .addColumn('hidden', 'integer', (c) => c.notNull().defaultTo(0))
    .execute()
  await s
    .alterTable('editions')
    .addColumn('closed', 'integer', (c) => c.notNull().defaultTo(0))
    .execute()
}
