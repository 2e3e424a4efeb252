import crypto from 'node:crypto'
import fp from 'fastify-plugin'
import type { Kysely } from 'kysely'
import type { DB } from '../db/schema.js'
import type { ReminderContactKind } from '../../../rules/index.js'

/**
 * The email address or mobile number a visitor gave for their session reminders (issue 25 item 3),
 * one of each. Sealed with AES-GCM under a key derived from APP_SECRET: the database alone does not
 * give them away; only the reminder provider opens one, to send. Answers carry the masked form.
 */
export class ReminderContactRepository {
  private readonly key: Buffer
  constructor(
    private readonly db: Kysely<DB>,
    secret: string,
  ) {
    this.key = crypto.createHash('sha256').update(`reminder-contact:${secret}`).digest()
  }

  private seal(value: string): string {
    const iv = crypto.randomBytes(12)
    const cipher = crypto.createCipheriv('aes-256-gcm', this.key, iv)
    const data = Buffer.concat([cipher.update(value, 'utf8'), cipher.final()])
    return [iv, cipher.getAuthTag(), data].map((b) => b.toString('base64url')).join('.')
  }

  private unseal(sealed: string): string | null {
    try {
      const [iv, tag, data] = sealed.split('.').map((p) => Buffer.from(p, 'base64url'))
      const decipher = crypto.createDecipheriv('aes-256-gcm', this.key, iv!)
      decipher.setAuthTag(tag!)
      return Buffer.concat([decipher.update(data!), decipher.final()]).toString('utf8')
    } catch {
      return null
    }
  }

  /** Keeps (or replaces) the visitor's address or number of this kind. */
  async save(userId: string, kind: ReminderContactKind, value: string, masked: string, now: string): Promise<void> {
    const values = { value_enc: this.seal(value), masked, created_at: now }
    await this.db
      .insertInto('reminder_contacts')
      .values({ user_id: userId, kind, ...values })
      .onConflict((oc) => oc.columns(['user_id', 'kind']).doUpdateSet(values))
      .execute()
  }

  /** The masked forms, by kind. */
  async maskedOf(userId: string): Promise<Partial<Record<ReminderContactKind, string>>> {
    const rows = await this.db
      .selectFrom('reminder_contacts')
      .select(['kind', 'masked'])
      .where('user_id', '=', userId)
      .execute()
    return Object.fromEntries(rows.map((r) => [r.kind, r.masked]))
  }

  /** The address or number itself, to send a reminder to; null when there is none (or it cannot be opened). */
  async valueOf(userId: string, kind: ReminderContactKind): Promise<string | null> {
    const row = await this.db
      .selectFrom('reminder_contacts')
      .select('value_enc')
      .where('user_id', '=', userId)
      .where('kind', '=', kind)
      .executeTakeFirst()
    return row ? this.unseal(row.value_enc) : null
  }

  /**
   * What My data shows of each address or number (issue 25): its masked form, the editions whose
   * reminders go through it, and when retention erases it at the latest, by the same rule as
   * `removeAfterShows`: the end of the last show of any reminder of the visitor's, or a day after it
   * was given when that is later.
   */
  async keptOf(
    userId: string,
  ): Promise<Array<{ kind: ReminderContactKind; masked: string; editionIds: number[]; keptUntil: string }>> {
    const contacts = await this.db
      .selectFrom('reminder_contacts')
      .select(['kind', 'masked', 'created_at'])
      .where('user_id', '=', userId)
      .orderBy('kind')
      .execute()
    if (!contacts.length) return []
    const reminders = await this.db
      .selectFrom('session_reminders as r')
      .innerJoin('sessions as s', 's.id', 'r.session_id')
      .innerJoin('editions as e', 'e.id', 's.edition_id')
      .select(['r.channel', 'e.id', 'e.end_date'])
      .where('r.user_id', '=', userId)
      .execute()
    const showsEnd = reminders.map((r) => Date.parse(`${r.end_date}T23:59:59+08:00`)).filter((t) => Number.isFinite(t))
    return contacts.map((c) => {
      const given = Date.parse(c.created_at) + 86_400_000
      const until = Math.max(Number.isFinite(given) ? given : 0, ...showsEnd)
      return {
        kind: c.kind as ReminderContactKind,
        masked: c.masked,
        editionIds: [...new Set(reminders.filter((r) => r.channel === c.kind).map((r) => r.id))],
        keptUntil: new Date(until).toISOString(),
      }
    })
  }

  /**
   * Erases the visitor's address or number of this kind now (My data). Reminders that were to go
   * through it stay, and the scheduler finds nothing to send to (`undeliverable`); My agenda says
   * they have no channel. Answers whether there was one.
   */
  async remove(userId: string, kind: ReminderContactKind): Promise<boolean> {
    const res = await this.db
      .deleteFrom('reminder_contacts')
      .where('user_id', '=', userId)
      .where('kind', '=', kind)
      .executeTakeFirst()
    return Number(res.numDeletedRows) > 0
  }

  /**
   * Retention: an address or number serves only its visitor's reminders, so once the shows of all
   * of them have ended (the edition's last day, 23:59 UTC+8, as push subscriptions) it is erased.
   * One given within the last day is kept while it has no reminder yet (the app saves it just
   * before the reminder). Answers how many went.
   */
  async removeAfterShows(now: number): Promise<number> {
    const editions = await this.db.selectFrom('editions').select(['id', 'end_date']).execute()
    const running = editions
      .filter((e) => {
        const end = Date.parse(`${e.end_date}T23:59:59+08:00`)
        return !Number.isFinite(end) || end >= now
      })
      .map((e) => e.id)
    const graceSince = new Date(now - 86_400_000).toISOString()
    let query = this.db.deleteFrom('reminder_contacts').where('created_at', '<', graceSince)
    if (running.length)
      query = query.where('user_id', 'not in', (eb) =>
        eb
          .selectFrom('session_reminders')
          .innerJoin('sessions', 'sessions.id', 'session_reminders.session_id')
          .select('session_reminders.user_id')
          .where('sessions.edition_id', 'in', running),
      )
    const res = await query.executeTakeFirst()
    return Number(res.numDeletedRows)
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    reminderContacts: ReminderContactRepository
  }
}

export default fp(
  async (fastify) => {
    fastify.decorate('reminderContacts', new ReminderContactRepository(fastify.database.db, fastify.secret))
  },
  { name: 'reminderContacts', dependencies: ['database'] },
)
