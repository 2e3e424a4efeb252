import fp from 'fastify-plugin'
import crypto from 'node:crypto'
import type { Kysely } from 'kysely'
import type { DB } from '../db/schema.js'

/**
 * Edit tokens: what a verified phone gets to edit its exhibitors. Opaque random values; only their
 * SHA-256 is stored, so the table cannot be used to act as anyone.
 */
export class EditTokenRepository {
  constructor(private readonly db: Kysely<DB>) {}

  private hash(token: string) {
    return crypto.createHash('sha256').update(token).digest('hex')
  }

  /** A new token for a phone (its HMAC) the visitor `userId` verified, valid until expiresAt (epoch ms). */
  async issue(
    phoneHash: string,
    userId: string,
    now: number,
    expiresAt: number,
    companyIds: number[] = [],
  ): Promise<string> {
    const token = crypto.randomBytes(32).toString('base64url')
    await this.db
      .insertInto('edit_tokens')
      .values({
        token_hash: this.hash(token),
        phone_hash: phoneHash,
        user_id: userId,
        created_at: now,
        expires_at: expiresAt,
        company_ids: JSON.stringify(companyIds),
      })
      .execute()
    return token
  }

  /** The verified phone (HMAC) and the visitor of a token still valid at `now`, else null. */
  async grantOf(
    token: string,
    now: number,
  ): Promise<{ phoneHash: string; userId: string | null; companyIds: number[] } | null> {
    const row = await this.db
      .selectFrom('edit_tokens')
      .select(['phone_hash', 'user_id', 'expires_at', 'company_ids'])
      .where('token_hash', '=', this.hash(token))
      .executeTakeFirst()
    if (!row || Number(row.expires_at) < now) return null
    return { phoneHash: row.phone_hash, userId: row.user_id, companyIds: JSON.parse(row.company_ids) as number[] }
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    editTokens: EditTokenRepository
  }
}

export default fp(
  async (fastify) => {
    fastify.decorate('editTokens', new EditTokenRepository(fastify.database.db))
  },
  { name: 'editTokens', dependencies: ['database'] },
)
