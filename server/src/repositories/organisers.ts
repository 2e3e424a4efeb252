import crypto from 'node:crypto'
import fp from 'fastify-plugin'
import bcrypt from 'bcryptjs'
import type { Kysely, Selectable } from 'kysely'
import type { DB } from '../db/schema.js'
import type { ModerationReportsTable, ReportKind } from '../db/schema-organiser.js'
import '../db/schema-organiser.js'
import { editionNumbers } from '../lib/edition-numbers.js'
import { exportEdition } from '../lib/import/export.js'

export type ReportRow = Selectable<ModerationReportsTable>
export type Restriction = 'none' | 'warned' | 'blocked'

/** bcrypt's cost: about 100 ms a hash here, so a stolen table costs an attacker dearly */
const BCRYPT_ROUNDS = 11
/** an organiser's session lasts a working day and a half */
export const ORGANISER_SESSION_MS = 36 * 3600_000
/** wrong passwords: this many per account (or per address) in the window, then 429 until it passes */
export const SIGN_IN_FAILURES_MAX = 5
export const SIGN_IN_WINDOW_MS = 15 * 60_000
export const ORGANISER_PASSWORD_MIN = 10

const sha256 = (s: string) => crypto.createHash('sha256').update(s).digest('hex')

/**
 * Organiser accounts, their sessions and the sign-in's failure counts; the moderation queue, its
 * log and the restrictions put on visitors. Passwords are bcrypt hashes; sessions are random tokens
 * of which only the SHA-256 is stored.
 */
export class OrganiserRepository {
  constructor(private readonly db: Kysely<DB>) {}

  // --- accounts and sessions -------------------------------------------------------------------
  async addAccount(email: string, password: string, name: string, now: number): Promise<'added' | 'updated'> {
    const hash = await bcrypt.hash(password, BCRYPT_ROUNDS)
    const e = email.trim().toLowerCase()
    const existing = await this.db.selectFrom('organisers').select('id').where('email', '=', e).executeTakeFirst()
    if (existing) {
      await this.db.updateTable('organisers').set({ password_hash: hash, name }).where('id', '=', existing.id).execute()
      return 'updated'
    }
    await this.db.insertInto('organisers').values({ email: e, name, password_hash: hash, created_at: now }).execute()
    return 'added'
  }

  async hasAccount(email: string): Promise<boolean> {
    const row = await this.db
      .selectFrom('organisers')
      .select('id')
      .where('email', '=', email.trim().toLowerCase())
      .executeTakeFirst()
    return !!row
  }

  /** The account when the password is right; null otherwise (a hash is compared either way). */
  async check(email: string, password: string): Promise<{ id: number; email: string; name: string } | null> {
    const row = await this.db
      .selectFrom('organisers')
      .select(['id', 'email', 'name', 'password_hash'])
      .where('email', '=', email.trim().toLowerCase())
      .executeTakeFirst()
    // an unknown email takes as long as a wrong password: the answer's time tells nothing
    const ok = await bcrypt.compare(password, row?.password_hash ?? DUMMY_HASH)
    return row && ok ? { id: Number(row.id), email: row.email, name: row.name } : null
  }

  async failures(buckets: string[], now: number): Promise<number> {
    const rows = await this.db
      .selectFrom('organiser_sign_in_failures')
      .select(['bucket', (eb) => eb.fn.countAll<number>().as('n')])
      .where('bucket', 'in', buckets)
      .where('at', '>', now - SIGN_IN_WINDOW_MS)
      .groupBy('bucket')
      .execute()
    return Math.max(0, ...rows.map((r) => Number(r.n)))
  }

  async recordFailure(buckets: string[], now: number): Promise<void> {
    await this.db
      .insertInto('organiser_sign_in_failures')
      .values(buckets.map((bucket) => ({ bucket, at: now })))
      .execute()
    await this.db
      .deleteFrom('organiser_sign_in_failures')
      .where('at', '<', now - SIGN_IN_WINDOW_MS)
      .execute()
  }

  async issueSession(organiserId: number, now: number): Promise<string> {
    const token = crypto.randomBytes(32).toString('base64url')
    await this.db
      .insertInto('organiser_sessions')
      .values({
        token_hash: sha256(token),
        organiser_id: organiserId,
        created_at: now,
        expires_at: now + ORGANISER_SESSION_MS,
      })
      .execute()
    return token
  }

  async sessionOf(token: string, now: number): Promise<{ id: number; email: string; name: string } | null> {
    const row = await this.db
      .selectFrom('organiser_sessions as s')
      .innerJoin('organisers as o', 'o.id', 's.organiser_id')
      .select(['o.id', 'o.email', 'o.name', 's.expires_at'])
      .where('s.token_hash', '=', sha256(token))
      .executeTakeFirst()
    if (!row || Number(row.expires_at) < now) return null
    return { id: Number(row.id), email: row.email, name: row.name }
  }

  async endSession(token: string): Promise<void> {
    await this.db.deleteFrom('organiser_sessions').where('token_hash', '=', sha256(token)).execute()
  }

  // --- reports ---------------------------------------------------------------------------------
  async report(r: {
    kind: ReportKind
    editionId: number | null
    targetId: number | null
    reported: string
    reporter: string
    reason: string
    excerpt: string
    now: number
  }): Promise<void> {
    // The same person reporting the same message or RFQ again (the chat reopened, a second tap)
    // while the organiser has not decided yet adds nothing to their queue: one entry per reporter.
    let open = this.db
      .selectFrom('moderation_reports')
      .select('id')
      .where('kind', '=', r.kind)
      .where('reporter_user_id', '=', r.reporter)
      .where('status', '=', 'open')
    open = r.targetId === null ? open.where('target_id', 'is', null) : open.where('target_id', '=', r.targetId)
    if (r.kind !== 'message' && r.kind !== 'rfq') open = open.where('reported_user_id', '=', r.reported)
    if (await open.executeTakeFirst()) return
    await this.db
      .insertInto('moderation_reports')
      .values({
        kind: r.kind,
        edition_id: r.editionId,
        target_id: r.targetId,
        reported_user_id: r.reported,
        reporter_user_id: r.reporter,
        reason: r.reason,
        excerpt: r.excerpt.slice(0, 500),
        created_at: r.now,
      })
      .execute()
  }

  async reports(status: 'open' | 'all', limit = 200): Promise<ReportRow[]> {
    let q = this.db.selectFrom('moderation_reports').selectAll()
    if (status === 'open') q = q.where('status', '=', 'open')
    return q.orderBy('created_at', 'desc').orderBy('id', 'desc').limit(limit).execute()
  }

  async reportById(id: number): Promise<ReportRow | undefined> {
    return this.db.selectFrom('moderation_reports').selectAll().where('id', '=', id).executeTakeFirst()
  }

  async resolve(id: number, status: 'dismissed' | 'actioned', now: number): Promise<void> {
    await this.db.updateTable('moderation_reports').set({ status, resolved_at: now }).where('id', '=', id).execute()
  }

  async log(a: {
    reportId: number | null
    organiserId: number
    action: string
    targetUserId: string | null
    targetId: number | null
    now: number
  }): Promise<void> {
    await this.db
      .insertInto('moderation_actions')
      .values({
        report_id: a.reportId,
        organiser_id: a.organiserId,
        action: a.action,
        target_user_id: a.targetUserId,
        target_id: a.targetId,
        created_at: a.now,
      })
      .execute()
  }

  async actions(limit = 200) {
    return this.db
      .selectFrom('moderation_actions as a')
      .leftJoin('organisers as o', 'o.id', 'a.organiser_id')
      .select(['a.id', 'a.action', 'a.report_id', 'a.created_at', 'o.email'])
      .orderBy('a.created_at', 'desc')
      .orderBy('a.id', 'desc')
      .limit(limit)
      .execute()
  }

  // --- restrictions ----------------------------------------------------------------------------
  async restrictionsOf(userIds: string[]): Promise<Map<string, Restriction>> {
    if (!userIds.length) return new Map()
    const rows = await this.db
      .selectFrom('visitor_restrictions')
      .select(['user_id', 'level'])
      .where('user_id', 'in', [...new Set(userIds)])
      .execute()
    return new Map(rows.map((r) => [r.user_id, r.level]))
  }

  async restrict(userId: string, level: Restriction, organiserId: number, now: number): Promise<void> {
    if (level === 'none') {
      await this.db.deleteFrom('visitor_restrictions').where('user_id', '=', userId).execute()
      return
    }
    await this.db
      .insertInto('visitor_restrictions')
      .values({ user_id: userId, level, organiser_id: organiserId, updated_at: now })
      .onConflict((oc) => oc.column('user_id').doUpdateSet({ level, organiser_id: organiserId, updated_at: now }))
      .execute()
  }

  /**
   * What a visitor's post meets: 'blocked' (refused), 'warned' (refused once with the organiser's
   * warning, which is then taken as read: the next post goes through), or 'none'.
   */
  async takePostingCheck(userId: string): Promise<Restriction> {
    const row = await this.db
      .selectFrom('visitor_restrictions')
      .select('level')
      .where('user_id', '=', userId)
      .executeTakeFirst()
    if (!row) return 'none'
    if (row.level === 'warned') {
      const gone = await this.db
        .deleteFrom('visitor_restrictions')
        .where('user_id', '=', userId)
        .where('level', '=', 'warned')
        .executeTakeFirst()
      // two posts at once: only the one that took the warning away shows it
      return Number(gone.numDeletedRows) > 0 ? 'warned' : 'none'
    }
    return row.level
  }

  /** A chat message as a report quotes it. */
  async chatMessage(id: number) {
    return this.db
      .selectFrom('im_messages')
      .select(['id', 'from_user_id', 'to_user_id', 'content'])
      .where('id', '=', id)
      .executeTakeFirst()
  }

  async setRfqHidden(id: number, hidden: boolean): Promise<void> {
    await this.db
      .updateTable('enquiries')
      .set({ hidden: hidden ? 1 : 0 })
      .where('id', '=', id)
      .execute()
  }

  async rfqHidden(ids: number[]): Promise<Set<number>> {
    if (!ids.length) return new Set()
    const rows = await this.db
      .selectFrom('enquiries')
      .select('id')
      .where('id', 'in', ids)
      .where('hidden', '=', 1)
      .execute()
    return new Set(rows.map((r) => Number(r.id)))
  }

  // --- editions and the schedule --------------------------------------------------------------
  /** An edition's numbers per venue day (lib/edition-numbers.ts). */
  numbers(ed: { id: number; exhibitionId: number; timeZone: string }) {
    return editionNumbers(this.db, ed)
  }

  /** The whole edition in the import's sheets (lib/import/export.ts); gives code-less rows a code. */
  exportSheets(editionId: number, timeZone: string) {
    return exportEdition(this.db, editionId, timeZone)
  }

  async editions() {
    return this.db
      .selectFrom('editions as e')
      .innerJoin('exhibitions as x', 'x.id', 'e.exhibition_id')
      .select([
        'e.id',
        'x.code',
        'e.year',
        'e.name_zh',
        'e.name_en',
        'e.start_date',
        'e.end_date',
        'e.time_zone',
        'e.is_current',
        'e.viewable',
        'e.closed',
      ])
      .orderBy('x.code')
      .orderBy('e.year', 'desc')
      .execute()
  }

  /** A new edition of an exhibition, hidden and closed until the organiser opens it. */
  async createEdition(e: {
    exhibitionCode: string
    year: number
    nameZh: string
    nameEn: string
    startDate: string
    endDate: string
  }): Promise<number | 'unknownExhibition' | 'exists'> {
    const ex = await this.db
      .selectFrom('exhibitions')
      .select('id')
      .where('code', '=', e.exhibitionCode.trim().toUpperCase())
      .executeTakeFirst()
    if (!ex) return 'unknownExhibition'
    const same = await this.db
      .selectFrom('editions')
      .select('id')
      .where('exhibition_id', '=', ex.id)
      .where('year', '=', e.year)
      .executeTakeFirst()
    if (same) return 'exists'
    // the newest edition of the exhibition lends the venue and its time zone
    const model = await this.db
      .selectFrom('editions')
      .selectAll()
      .where('exhibition_id', '=', ex.id)
      .orderBy('year', 'desc')
      .executeTakeFirst()
    const max = await this.db
      .selectFrom('editions')
      .select((eb) => eb.fn.max('id').as('m'))
      .executeTakeFirstOrThrow()
    const id = Number(max.m ?? 0) + 1
    await this.db
      .insertInto('editions')
      .values({
        id,
        exhibition_id: ex.id,
        year: e.year,
        name_zh: e.nameZh,
        name_en: e.nameEn,
        start_date: e.startDate,
        end_date: e.endDate,
        venue_zh: model?.venue_zh ?? '',
        venue_en: model?.venue_en ?? '',
        address_zh: model?.address_zh ?? '',
        address_en: model?.address_en ?? '',
        intro_zh: '',
        intro_en: '',
        hours_zh: model?.hours_zh ?? '',
        hours_en: model?.hours_en ?? '',
        logo: model?.logo ?? '',
        banner: model?.banner ?? '',
        is_current: 0,
        viewable: 0,
        closed: 1,
        ...(model ? { time_zone: model.time_zone } : {}),
      })
      .execute()
    return id
  }

  /** open: the exhibition's current edition, shown; close: over (still shown); hide / show. */
  async setEditionState(id: number, state: 'open' | 'close' | 'hide' | 'show'): Promise<boolean> {
    const ed = await this.db
      .selectFrom('editions')
      .select(['id', 'exhibition_id'])
      .where('id', '=', id)
      .executeTakeFirst()
    if (!ed) return false
    await this.db.transaction().execute(async (trx) => {
      if (state === 'open') {
        await trx.updateTable('editions').set({ is_current: 0 }).where('exhibition_id', '=', ed.exhibition_id).execute()
        await trx.updateTable('editions').set({ is_current: 1, viewable: 1, closed: 0 }).where('id', '=', id).execute()
      } else if (state === 'close') await trx.updateTable('editions').set({ closed: 1 }).where('id', '=', id).execute()
      else
        await trx
          .updateTable('editions')
          .set({ viewable: state === 'show' ? 1 : 0 })
          .where('id', '=', id)
          .execute()
    })
    return true
  }

  async editionSessions(editionId: number) {
    return this.db
      .selectFrom('sessions')
      .selectAll()
      .where('edition_id', '=', editionId)
      .where('hidden', '=', 0)
      .orderBy('start_time')
      .orderBy('id')
      .execute()
  }

  /** reminders per session: the visitors a change notice reaches */
  async reminderCounts(sessionIds: number[]): Promise<Map<number, number>> {
    if (!sessionIds.length) return new Map()
    const rows = await this.db
      .selectFrom('session_reminders')
      .select(['session_id', (eb) => eb.fn.countAll<number>().as('n')])
      .where('session_id', 'in', sessionIds)
      .groupBy('session_id')
      .execute()
    return new Map(rows.map((r) => [Number(r.session_id), Number(r.n)]))
  }

  async cardNames(userIds: string[]): Promise<Map<string, string>> {
    if (!userIds.length) return new Map()
    const rows = await this.db
      .selectFrom('attendees')
      .select(['user_id', 'name_zh', 'name_en'])
      .where('user_id', 'in', [...new Set(userIds)])
      .execute()
    return new Map(rows.map((r) => [r.user_id, r.name_zh || r.name_en]))
  }
}

/** a bcrypt hash of nothing anyone knows: compared against when the email is unknown */
const DUMMY_HASH = '$2b$11$C6UzMDM.H6dfI/f/IKxGhuZ0j5Y6oQ1dC8p0Yb5Pp4o3j1uXc9zS6'

declare module 'fastify' {
  interface FastifyInstance {
    organisers: OrganiserRepository
  }
}

export default fp(
  async (fastify) => {
    fastify.decorate('organisers', new OrganiserRepository(fastify.database.db))
  },
  { name: 'organisers', dependencies: ['database'] },
)
