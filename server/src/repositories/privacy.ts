import fp from 'fastify-plugin'
import type { Kysely, Selectable, Transaction } from 'kysely'
import type { DB } from '../db/schema.js'
import type { ConsentsTable, PrivacyPoliciesTable } from '../db/schema-privacy.js'
import type { ConsentPurpose, Language } from '../../../types/api.js'
import type { MyDataSource } from './my-data.js'

export type ConsentRow = Selectable<ConsentsTable>
export type PolicyRow = Selectable<PrivacyPoliciesTable>

/**
 * The privacy policy (newest version in force; the organiser edits the rows) and the visitors'
 * consents. Whether something may be shared is asked here at the moment of sharing, so a
 * withdrawal stops it on the next request.
 */
export class PrivacyRepository {
  constructor(private readonly db: Kysely<DB>) {}

  async currentPolicy(): Promise<PolicyRow | undefined> {
    return this.db.selectFrom('privacy_policies').selectAll().orderBy('version', 'desc').limit(1).executeTakeFirst()
  }

  async policyExists(version: number): Promise<boolean> {
    return !!(await this.db
      .selectFrom('privacy_policies')
      .select('version')
      .where('version', '=', version)
      .executeTakeFirst())
  }

  async consentsOf(userId: string): Promise<ConsentRow[]> {
    return this.db
      .selectFrom('consents')
      .selectAll()
      .where('user_id', '=', userId)
      .orderBy('granted_at', 'desc')
      .orderBy('id', 'desc')
      .execute()
  }

  /** The consent in force for a purpose (and subject), if any. */
  async active(userId: string, purpose: ConsentPurpose, subject = ''): Promise<ConsentRow | undefined> {
    return this.db
      .selectFrom('consents')
      .selectAll()
      .where('user_id', '=', userId)
      .where('purpose', '=', purpose)
      .where('subject', '=', subject)
      .where('withdrawn_at', 'is', null)
      .orderBy('id', 'desc')
      .limit(1)
      .executeTakeFirst()
  }

  /** Records a consent; one already in force is answered as it is (its time and version stand). */
  async grant(
    userId: string,
    purpose: ConsentPurpose,
    subject: string,
    policyVersion: number,
    now: string,
  ): Promise<ConsentRow> {
    const existing = await this.active(userId, purpose, subject)
    if (existing) return existing
    const row = await this.db
      .insertInto('consents')
      .values({ user_id: userId, purpose, subject, policy_version: policyVersion, granted_at: now, withdrawn_at: null })
      .returningAll()
      .executeTakeFirstOrThrow()
    return row
  }

  /** Withdraws the purpose's consents in force (one subject's, or all of them when subject is undefined). */
  async withdraw(userId: string, purpose: ConsentPurpose, subject: string | undefined, now: string): Promise<number> {
    let q = this.db
      .updateTable('consents')
      .set({ withdrawn_at: now })
      .where('user_id', '=', userId)
      .where('purpose', '=', purpose)
      .where('withdrawn_at', 'is', null)
    if (subject !== undefined) q = q.where('subject', '=', subject)
    const res = await q.executeTakeFirst()
    return Number(res.numUpdatedRows)
  }

  /**
   * The consents as My data shows, exports and erases them (issue 23 item 8): the record of what the
   * visitor agreed to is theirs, so it goes with the account (nothing is shared after an erasure).
   */
  myDataSection(): MyDataSource {
    return {
      key: 'consents',
      summary: async (userId, lang) => {
        const rows = await this.consentsOf(userId)
        const items = rows.slice(0, 5).map((r) => {
          const what = CONSENT_LABELS[lang][r.purpose as ConsentPurpose] ?? r.purpose
          const state = r.withdrawn_at ? CONSENT_LABELS[lang].withdrawn : CONSENT_LABELS[lang].inForce
          return `${what} · ${state} · v${r.policy_version}`
        })
        return { count: rows.length, items }
      },
      rows: async (userId) =>
        (await this.consentsOf(userId)).map((r) => ({
          purpose: r.purpose,
          subject: r.subject,
          policyVersion: r.policy_version,
          grantedAt: r.granted_at,
          withdrawnAt: r.withdrawn_at,
        })),
    }
  }

  async erase(trx: Transaction<DB>, userId: string): Promise<Record<string, number>> {
    const res = await trx.deleteFrom('consents').where('user_id', '=', userId).executeTakeFirst()
    return { consents: Number(res.numDeletedRows) }
  }
}

/** My data's short lines for a consent, in the request's language. */
const CONSENT_LABELS: Record<Language, Record<ConsentPurpose | 'inForce' | 'withdrawn', string>> = {
  'ZH-CN': {
    rfq_contact: '询盘联系电话向卖家展示',
    match_profile: '配对名片向其他参会者展示',
    exhibitor_contact: '联系方式提供给展商',
    lead_contact: '联系方式提供给扫描胸卡的展商',
    inForce: '有效',
    withdrawn: '已撤回',
  },
  EN: {
    rfq_contact: 'RFQ phone shown to sellers',
    match_profile: 'Matchmaking card shown to attendees',
    exhibitor_contact: 'Contact details given to an exhibitor',
    lead_contact: 'Contact details given to exhibitors who scan my badge',
    inForce: 'in force',
    withdrawn: 'withdrawn',
  },
}

declare module 'fastify' {
  interface FastifyInstance {
    privacy: PrivacyRepository
  }
}

export default fp(
  async (fastify) => {
    fastify.decorate('privacy', new PrivacyRepository(fastify.database.db))
  },
  { name: 'privacy', dependencies: ['database'] },
)
