import fp from 'fastify-plugin'
import type { Kysely, Selectable } from 'kysely'
import type { DB, SmsCodesTable } from '../db/schema.js'
import type { DialectName } from '../db/index.js'
import { lockKey } from '../db/locks.js'

export type SmsCodeRow = Selectable<SmsCodesTable>

export interface SendRules {
  /** the last code of this number must be older than this (ms) */
  resendMs: number
  /** at most this many codes per number since `dayStart` */
  dailyMax: number
  /** start of the current day (epoch ms, the exhibitions' time zone) */
  dayStart: number
  ttlMs: number
}

/** SMS verification codes, stored as HMACs of the number and of the code (never in clear). */
export class SmsCodeRepository {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly dialect: DialectName,
  ) {}

  /**
   * Checks the send rules and, if they allow it, stores the new code, in one step: concurrent
   * requests for one number are serialised here, so a burst sends one code, and never more than the
   * daily limit. The previous unused code of the purpose stops working. Returns the new row's id.
   */
  async reserve(
    phoneHash: string,
    purpose: string,
    codeHash: string,
    now: number,
    rules: SendRules,
  ): Promise<{ id: number } | 'tooSoon' | 'dailyLimit'> {
    return this.db.transaction().execute(async (trx) => {
      await lockKey(trx, this.dialect, `sms:${phoneHash}`)
      const last = await trx
        .selectFrom('sms_codes')
        .select('created_at')
        .where('phone_hash', '=', phoneHash)
        // the last one sent (by insertion, not by a clock that may have been set back)
        .orderBy('id', 'desc')
        .limit(1)
        .executeTakeFirst()
      // a last code "from the future" (the clock was set back: an NTP step, an operator, a test
      // clock) does not hold the number until the clock catches up
      const since = last ? now - Number(last.created_at) : Infinity
      if (since >= 0 && since < rules.resendMs) return 'tooSoon'
      const today = await trx
        .selectFrom('sms_codes')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('phone_hash', '=', phoneHash)
        .where('created_at', '>=', rules.dayStart)
        .executeTakeFirstOrThrow()
      if (Number(today.n) >= rules.dailyMax) return 'dailyLimit'
      await trx
        .updateTable('sms_codes')
        .set({ used_at: now })
        .where('phone_hash', '=', phoneHash)
        .where('purpose', '=', purpose)
        .where('used_at', 'is', null)
        .execute()
      const row = await trx
        .insertInto('sms_codes')
        .values({
          phone_hash: phoneHash,
          purpose,
          code_hash: codeHash,
          created_at: now,
          expires_at: now + rules.ttlMs,
          tries: 0,
          used_at: null,
        })
        .returning('id')
        .executeTakeFirstOrThrow()
      return { id: Number(row.id) }
    })
  }

  /** Forgets a reserved code whose message could not be sent, so the visitor may ask again at once. */
  async release(id: number): Promise<void> {
    await this.db.deleteFrom('sms_codes').where('id', '=', id).execute()
  }

  async latest(phoneHash: string, purpose: string): Promise<SmsCodeRow | undefined> {
    return this.db
      .selectFrom('sms_codes')
      .selectAll()
      .where('phone_hash', '=', phoneHash)
      .where('purpose', '=', purpose)
      .orderBy('id', 'desc')
      .limit(1)
      .executeTakeFirst()
  }

  async recordWrongTry(id: number, tries: number, usedAt: number | null): Promise<void> {
    await this.db.updateTable('sms_codes').set({ tries, used_at: usedAt }).where('id', '=', id).execute()
  }

  /** Marks a code used; false when another request used it first. */
  async consume(id: number, now: number): Promise<boolean> {
    const res = await this.db
      .updateTable('sms_codes')
      .set({ used_at: now })
      .where('id', '=', id)
      .where('used_at', 'is', null)
      .executeTakeFirst()
    return Number(res.numUpdatedRows) === 1
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    smsCodes: SmsCodeRepository
  }
}

export default fp(
  async (fastify) => {
    fastify.decorate('smsCodes', new SmsCodeRepository(fastify.database.db, fastify.database.dialect))
  },
  { name: 'smsCodes', dependencies: ['database'] },
)
