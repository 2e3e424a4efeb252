import crypto from 'node:crypto'
import fp from 'fastify-plugin'
import type { Kysely } from 'kysely'
import type { DB, VisitorSessionsTable } from '../db/schema.js'

export type SessionProvider = VisitorSessionsTable['provider']

/**
 * Visitor sessions: secrets bound to visitor ids. Only the SHA-256 of a secret is stored, so the
 * table cannot be used to act as anyone; mini-program accounts map an openid (HMAC) to a visitor.
 */
export class VisitorSessionRepository {
  /**
   * secret hash → owner and expiry, for the sessions seen lately: every API call of a signed-in
   * visitor checks its secret, and a session never changes once issued (nothing revokes one; a
   * revocation would clear it here), so most checks need no query.
   */
  private recent = new Map<string, { userId: string; expiresAt: number | null }>()
  private static readonly RECENT_MAX = 20_000

  constructor(
    private readonly db: Kysely<DB>,
    private readonly appSecret: string,
  ) {}

  private hash(secret: string) {
    return crypto.createHash('sha256').update(secret).digest('hex')
  }

  /** The visitor a secret belongs to, if it is one still valid at `now`. */
  async userOf(secret: string, now: number): Promise<string | null> {
    const hash = this.hash(secret)
    let session = this.recent.get(hash)
    if (!session) {
      const row = await this.db
        .selectFrom('visitor_sessions')
        .select(['user_id', 'expires_at'])
        .where('secret_hash', '=', hash)
        .executeTakeFirst()
      if (!row) return null
      session = { userId: row.user_id, expiresAt: row.expires_at === null ? null : Number(row.expires_at) }
      if (this.recent.size >= VisitorSessionRepository.RECENT_MAX) this.recent.clear()
      this.recent.set(hash, session)
    }
    return session.expiresAt !== null && session.expiresAt < now ? null : session.userId
  }

  /**
   * Forgets the cached sessions of a visitor whose rows were just deleted (their account was
   * erased, repositories/my-data.ts): their secrets stop working with the next request.
   */
  forgetUser(userId: string): void {
    for (const [hash, session] of this.recent) if (session.userId === userId) this.recent.delete(hash)
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

  /** A new secret for a visitor id: 32 random bytes, base64url. */
  async issue(userId: string, provider: SessionProvider, now: number, expiresAt: number | null): Promise<string> {
    const secret = crypto.randomBytes(32).toString('base64url')
    await this.db
      .insertInto('visitor_sessions')
      .values({ secret_hash: this.hash(secret), user_id: userId, provider, created_at: now, expires_at: expiresAt })
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
        updated_at: now,
      })
      .onConflict((oc) =>
        oc.column('openid_hash').doUpdateSet({ session_key_enc: this.seal(sessionKey), updated_at: now }),
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
    fastify.decorate('visitorSessions', new VisitorSessionRepository(fastify.database.db, fastify.secret))
  },
  { name: 'visitorSessions', dependencies: ['database'] },
)
