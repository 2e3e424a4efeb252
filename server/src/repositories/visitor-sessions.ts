import crypto from 'node:crypto'
import fp from 'fastify-plugin'
import { sql, type Kysely, type Selectable } from 'kysely'
import type { DB, VisitorSessionsTable } from '../db/schema.js'
import type { CacheEvent } from '../plugins/cache-bus.js'
import { prepared } from '../db/prepared.js'

export type SessionProvider = VisitorSessionsTable['provider']

/**
 * Visitor sessions: secrets bound to visitor ids. Only the SHA-256 of a secret is stored, so the
 * table cannot be used to act as anyone; mini-program accounts map an openid (HMAC) to a visitor.
 */
/** A browser secret's last use is written at most this often (not on every request). */
export const SESSION_TOUCH_MS = 3600_000

interface KnownSession {
  userId: string
  provider: SessionProvider
  expiresAt: number | null
  lastUsedAt: number
}

export class VisitorSessionRepository {
  /**
   * A secret's session as every request of a visitor not seen lately by this process reads it (a
   * rush of new visitors: each process's first request of each), compiled once (db/prepared.ts).
   * One per repository: a process may hold apps on both databases (their SQL differs).
   */
  private readonly sessionBySecret = prepared<
    { hash: string },
    Pick<Selectable<VisitorSessionsTable>, 'user_id' | 'provider' | 'created_at' | 'expires_at' | 'last_used_at'>
  >((db, v) =>
    db
      .selectFrom('visitor_sessions')
      .select(['user_id', 'provider', 'created_at', 'expires_at', 'last_used_at'])
      .where('secret_hash', '=', v.hash),
  )
  /**
   * secret hash → owner, expiry and last use, for the sessions seen lately: every API call of a
   * signed-in visitor checks its secret, so most checks need no query. A revocation drops the
   * visitor's entries here.
   */
  private recent = new Map<string, KnownSession>()
  private static readonly RECENT_MAX = 20_000
  /** ids found unclaimable: they stay so (what others wrote to them is not taken back) */
  private unclaimable = new Set<string>()
  private static readonly UNCLAIMABLE_MAX = 20_000

  /**
   * @param webIdleMs a browser ('web') secret unused this long is no longer accepted
   */
  constructor(
    private readonly db: Kysely<DB>,
    private readonly appSecret: string,
    private readonly webIdleMs: number = 90 * 86_400_000,
    /** tells the other server processes (the cache bus); unset in a process alone */
    private readonly announce?: (event: CacheEvent) => Promise<void>,
  ) {}

  private hash(secret: string) {
    return crypto.createHash('sha256').update(secret).digest('hex')
  }

  /**
   * The visitor a secret belongs to, if it is one still valid at `now`: not expired, not revoked,
   * and — a browser's — used within webIdleMs. A valid browser secret's last use is recorded
   * (at most once per SESSION_TOUCH_MS).
   */
  async userOf(secret: string, now: number): Promise<string | null> {
    const hash = this.hash(secret)
    let session = this.recent.get(hash)
    if (!session) {
      const row = (await this.sessionBySecret.run(this.db, { hash })).rows[0]
      if (!row) return null
      session = {
        userId: row.user_id,
        provider: row.provider,
        expiresAt: row.expires_at === null ? null : Number(row.expires_at),
        lastUsedAt: Number(row.last_used_at ?? row.created_at),
      }
      if (this.recent.size >= VisitorSessionRepository.RECENT_MAX) this.recent.clear()
      this.recent.set(hash, session)
    }
    if (session.expiresAt !== null && session.expiresAt <= now) return null
    if (session.provider === 'web') {
      if (now - session.lastUsedAt > this.webIdleMs) return null
      if (now - session.lastUsedAt >= SESSION_TOUCH_MS) {
        session.lastUsedAt = now
        await this.db
          .updateTable('visitor_sessions')
          .set({ last_used_at: now })
          .where('secret_hash', '=', hash)
          .execute()
      }
    }
    return session.userId
  }

  /**
   * Forgets the cached sessions of a visitor whose rows were just deleted (their account was
   * erased, repositories/my-data.ts): their secrets stop working with the next request.
   */
  async forgetUser(userId: string): Promise<void> {
    this.dropCached(userId)
    await this.announce?.({ kind: 'sessions', userId })
  }

  /** Forgets this process's cached sessions of a visitor (null: of everyone). */
  dropCached(userId: string | null): void {
    if (userId === null) this.recent.clear()
    else for (const [hash, session] of this.recent) if (session.userId === userId) this.recent.delete(hash)
  }

  /** Whether any secret was ever issued to this visitor id (then only its holder may act as it). */
  async isBound(userId: string): Promise<boolean> {
    const row = await this.db
      .selectFrom('visitor_sessions')
      .select('user_id')
      .where('user_id', '=', userId)
      .limit(1)
      .executeTakeFirst()
    return !!row
  }

  /**
   * Whether a visitor id no secret was issued to may be given one by whoever names it first (a new
   * visitor, or one from before sessions). Not when the seed made it up (nobody holds it), nor when
   * someone else (a real person, not a seeded one) already wrote to it — a matchmaking decision, a
   * follow, a block, a conversation or message, a reply to or interest in its RFQ: else naming the
   * id would read what they wrote.
   */
  async isClaimable(userId: string): Promise<boolean> {
    if (this.unclaimable.has(userId)) return false
    const db = this.db
    const one = sql<number>`1`.as('x')
    // a seeded attendee's automatic follow-back is no one's data: only real people's writes count
    const seeded = db.selectFrom('seeded_people').select('user_id')
    const hit = await db
      .selectFrom('seeded_people')
      .select(one)
      .where('user_id', '=', userId)
      .unionAll(
        db
          .selectFrom('match_decisions')
          .select(one)
          .where('target_user_id', '=', userId)
          .where('user_id', 'not in', seeded),
      )
      .unionAll(
        db.selectFrom('follows').select(one).where('target_user_id', '=', userId).where('user_id', 'not in', seeded),
      )
      .unionAll(
        db
          .selectFrom('match_blocks')
          .select(one)
          .where('target_user_id', '=', userId)
          .where('user_id', 'not in', seeded),
      )
      .unionAll(
        db
          .selectFrom('im_messages')
          .select(one)
          .where('to_user_id', '=', userId)
          .where('from_user_id', 'not in', seeded),
      )
      .unionAll(
        db
          .selectFrom('conversations')
          .select(one)
          .where((eb) =>
            eb.or([
              eb.and([eb('user_a', '=', userId), eb('user_b', 'not in', seeded)]),
              eb.and([eb('user_b', '=', userId), eb('user_a', 'not in', seeded)]),
            ]),
          ),
      )
      .unionAll(
        db
          .selectFrom('enquiry_messages')
          .innerJoin('enquiries', 'enquiries.id', 'enquiry_messages.enquiry_id')
          .select(one)
          .where('enquiries.user_id', '=', userId)
          .where('enquiry_messages.user_id', '<>', userId)
          .where('enquiry_messages.user_id', 'not in', seeded),
      )
      .unionAll(
        db
          .selectFrom('enquiry_likes')
          .innerJoin('enquiries', 'enquiries.id', 'enquiry_likes.enquiry_id')
          .select(one)
          .where('enquiries.user_id', '=', userId)
          .where('enquiry_likes.user_id', '<>', userId)
          .where('enquiry_likes.user_id', 'not in', seeded),
      )
      .limit(1)
      .executeTakeFirst()
    if (!hit) return true
    if (this.unclaimable.size >= VisitorSessionRepository.UNCLAIMABLE_MAX) this.unclaimable.clear()
    this.unclaimable.add(userId)
    return false
  }

  /**
   * Ends the browser secrets of a visitor id (the native app or WeChat has just confirmed whose it
   * is: a browser that named the id first must not keep acting as it). The rows stay, so the id
   * stays bound. Answers how many were ended.
   */
  async revokeWeb(userId: string, now: number): Promise<number> {
    const res = await this.db
      .updateTable('visitor_sessions')
      .set({ expires_at: now })
      .where('user_id', '=', userId)
      .where('provider', '=', 'web')
      .where((eb) => eb.or([eb('expires_at', 'is', null), eb('expires_at', '>', now)]))
      .executeTakeFirst()
    // every server process's cache: the secrets stop working with the next request to any of them
    await this.forgetUser(userId)
    return Number(res.numUpdatedRows)
  }

  /** A new secret for a visitor id: 32 random bytes, base64url. */
  async issue(userId: string, provider: SessionProvider, now: number, expiresAt: number | null): Promise<string> {
    const secret = crypto.randomBytes(32).toString('base64url')
    await this.db
      .insertInto('visitor_sessions')
      .values({
        secret_hash: this.hash(secret),
        user_id: userId,
        provider,
        created_at: now,
        expires_at: expiresAt,
        last_used_at: now,
      })
      .execute()
    return secret
  }

  private openidHash(openid: string) {
    return crypto
      .createHmac('sha256', this.appSecret)
      .update('openid:' + openid)
      .digest('hex')
  }

  /** session_key sealed with AES-256-GCM under a key derived from APP_SECRET. */
  private seal(sessionKey: string): string {
    const key = crypto.createHash('sha256').update(`weapp-session-key:${this.appSecret}`).digest()
    const iv = crypto.randomBytes(12)
    const cipher = crypto.createCipheriv('aes-256-gcm', key, iv)
    const data = Buffer.concat([cipher.update(sessionKey, 'utf8'), cipher.final()])
    return [iv, cipher.getAuthTag(), data].map((b) => b.toString('base64url')).join('.')
  }

  private unseal(sealed: string): string | null {
    try {
      const [iv, tag, data] = sealed.split('.').map((p) => Buffer.from(p, 'base64url'))
      const key = crypto.createHash('sha256').update(`weapp-session-key:${this.appSecret}`).digest()
      const decipher = crypto.createDecipheriv('aes-256-gcm', key, iv!)
      decipher.setAuthTag(tag!)
      return Buffer.concat([decipher.update(data!), decipher.final()]).toString('utf8')
    } catch {
      // sealed under another APP_SECRET: as good as unknown
      return null
    }
  }

  /**
   * The openid of a visitor's mini-program account (subscription messages go to it); null when they
   * have none, or last logged in before it was kept (migration 0016: their next login keeps it).
   */
  async openidOf(userId: string): Promise<string | null> {
    const row = await this.db
      .selectFrom('weapp_accounts')
      .select('openid_enc')
      .where('user_id', '=', userId)
      .where('openid_enc', 'is not', null)
      .orderBy('updated_at', 'desc')
      .executeTakeFirst()
    return row?.openid_enc ? this.unseal(row.openid_enc) : null
  }

  /** The visitor id of a mini-program user (by openid), if they logged in before. */
  async weappUser(openid: string): Promise<string | null> {
    const row = await this.db
      .selectFrom('weapp_accounts')
      .select('user_id')
      .where('openid_hash', '=', this.openidHash(openid))
      .executeTakeFirst()
    return row?.user_id ?? null
  }

  /** Binds a mini-program user to a visitor id (or refreshes its session_key). */
  async saveWeappUser(openid: string, userId: string, sessionKey: string, now: number): Promise<void> {
    await this.db
      .insertInto('weapp_accounts')
      .values({
        openid_hash: this.openidHash(openid),
        user_id: userId,
        session_key_enc: this.seal(sessionKey),
        openid_enc: this.seal(openid),
        updated_at: now,
      })
      .onConflict((oc) =>
        oc
          .column('openid_hash')
          .doUpdateSet({ session_key_enc: this.seal(sessionKey), openid_enc: this.seal(openid), updated_at: now }),
      )
      .execute()
  }

  /** Whether a visitor id already belongs to a mini-program user. */
  async isWeappUser(userId: string): Promise<boolean> {
    const row = await this.db
      .selectFrom('weapp_accounts')
      .select('user_id')
      .where('user_id', '=', userId)
      .executeTakeFirst()
    return !!row
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    visitorSessions: VisitorSessionRepository
  }
}

export default fp(
  async (fastify) => {
    const bus = fastify.cacheBus
    const sessions = new VisitorSessionRepository(
      fastify.database.db,
      fastify.secret,
      fastify.config.webSessionIdleDays * 86_400_000,
      (event) => bus.publish(event),
    )
    bus.subscribe((e) => {
      if (e.kind === 'sessions') sessions.dropCached(e.userId)
      else if (e.kind === 'resync') sessions.dropCached(null)
    })
    fastify.decorate('visitorSessions', sessions)
  },
  { name: 'visitorSessions', dependencies: ['database', 'cache-bus'] },
)
