import fp from 'fastify-plugin'
import type { Kysely } from 'kysely'
import type { DB } from '../db/schema.js'

export interface StoredToken {
  tokenEnc: string | null
  expiresAt: number
}

/**
 * The WeChat access token shared by every server process (lib/wechat.ts WechatTokenSource): one
 * row per app id. A process refreshes it only while it holds the row's lease, taken with one
 * conditional UPDATE (atomic on SQLite and PostgreSQL alike), so two processes never both ask
 * WeChat for a token and invalidate each other's.
 */
export class WechatTokenRepository {
  constructor(private readonly db: Kysely<DB>) {}

  async read(appId: string): Promise<StoredToken | null> {
    const row = await this.db
      .selectFrom('wechat_tokens')
      .select(['token_enc', 'expires_at'])
      .where('app_id', '=', appId)
      .executeTakeFirst()
    return row ? { tokenEnc: row.token_enc, expiresAt: Number(row.expires_at) } : null
  }

  /** Takes the refresh lease until `until` unless another process holds one still running. */
  async lease(appId: string, owner: string, now: number, until: number): Promise<boolean> {
    await this.db
      .insertInto('wechat_tokens')
      .values({ app_id: appId, token_enc: null, expires_at: 0, lease_owner: null, lease_until: 0 })
      .onConflict((oc) => oc.column('app_id').doNothing())
      .execute()
    const res = await this.db
      .updateTable('wechat_tokens')
      .set({ lease_owner: owner, lease_until: until })
      .where('app_id', '=', appId)
      .where((eb) => eb.or([eb('lease_until', '<', now), eb('lease_owner', '=', owner)]))
      .executeTakeFirst()
    return Number(res.numUpdatedRows) === 1
  }

  /** Stores a new token and gives the lease back. */
  async store(appId: string, owner: string, tokenEnc: string, expiresAt: number): Promise<void> {
    await this.db
      .updateTable('wechat_tokens')
      .set({ token_enc: tokenEnc, expires_at: expiresAt, lease_owner: null, lease_until: 0 })
      .where('app_id', '=', appId)
      .where('lease_owner', '=', owner)
      .execute()
  }

  /** Gives the lease back without a token (WeChat refused or could not be reached). */
  async release(appId: string, owner: string): Promise<void> {
    await this.db
      .updateTable('wechat_tokens')
      .set({ lease_owner: null, lease_until: 0 })
      .where('app_id', '=', appId)
      .where('lease_owner', '=', owner)
      .execute()
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    wechatTokens: WechatTokenRepository
  }
}

export default fp(
  async (fastify) => {
    fastify.decorate('wechatTokens', new WechatTokenRepository(fastify.database.db))
  },
  { name: 'wechatTokens', dependencies: ['database'] },
)
