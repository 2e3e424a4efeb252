import type { Migration, MigrationProvider } from 'kysely'
import * as m0001 from './0001_initial.js'
import * as m0002 from './0002_visitor_sessions.js'
import * as m0003 from './0003_person_public_ids.js'
import * as m0004 from './0004_conference.js'
import * as m0005 from './0005_matchmaking_chat.js'
import * as m0006 from './0006_enquiry_pool.js'
import * as m0007 from './0007_exhibitor_self_service.js'
import * as m0008 from './0008_home_menu.js'
import * as m0009 from './0009_enquiry_message_origin.js'
import * as m0010 from './0010_edition_pack_versions.js'
import * as m0011 from './0011_enquiry_posted_order.js'
import * as m0012 from './0012_company_search_text.js'
import * as m0013 from './0013_identity_claims.js'
import * as m0014 from './0014_uploads.js'
import * as m0015 from './0015_privacy_consents.js'
import * as m0016 from './0016_import_codes.js'

/**
 * Every migration, by name. Names are numbered: Kysely applies them in name order, once each,
 * recording them in `kysely_migration`. Add a file and a line here; never edit an applied one.
 */
export const MIGRATIONS: Record<string, Migration> = {
  '0001_initial': m0001,
  '0002_visitor_sessions': m0002,
  '0003_person_public_ids': m0003,
  '0004_conference': m0004,
  '0005_matchmaking_chat': m0005,
  '0006_enquiry_pool': m0006,
  '0007_exhibitor_self_service': m0007,
  '0008_home_menu': m0008,
  '0009_enquiry_message_origin': m0009,
  '0010_edition_pack_versions': m0010,
  '0011_enquiry_posted_order': m0011,
  '0012_company_search_text': m0012,
  '0013_identity_claims': m0013,
  '0014_uploads': m0014,
  '0015_privacy_consents': m0015,
  '0016_import_codes': m0016,
}

export const migrationProvider: MigrationProvider = {
  getMigrations: async () => MIGRATIONS,
}
