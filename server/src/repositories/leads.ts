import fp from 'fastify-plugin'
import { sql, type Kysely, type Selectable } from 'kysely'
import type { DB } from '../db/schema.js'
import type { LeadStaffTable, LeadsTable } from '../db/schema-leads.js'

export type LeadRow = Selectable<LeadsTable>
/** A lead with what its registration may show: the contact only while the consent stands. */
export interface LeadView extends LeadRow {
  reg_name: string | null
  reg_company: string | null
  reg_position: string | null
  reg_phone: string | null
  reg_email: string | null
  /** 1 while the visitor's lead_contact consent for the registration's edition is in force */
  shared: number
}

export interface LeadFields {
  rating?: string | null
  answers?: string
  note?: string
  cardPhoto?: string | null
}

/**
 * Exhibitors' leads (issue 28): staff phones, qualifier questions, export bookkeeping and the leads.
 * The contact comes from the registration and is answered only while the visitor's `lead_contact`
 * consent stands (asked in the same query, so a withdrawal counts on the next request).
 */
export class LeadRepository {
  constructor(private readonly db: Kysely<DB>) {}

  async staffOf(companyId: number): Promise<Selectable<LeadStaffTable>[]> {
    return this.db
      .selectFrom('lead_staff')
      .selectAll()
      .where('company_id', '=', companyId)
      .orderBy('added_at')
      .execute()
  }

  async isStaff(companyId: number, phoneHash: string): Promise<boolean> {
    return !!(await this.db
      .selectFrom('lead_staff')
      .select('company_id')
      .where('company_id', '=', companyId)
      .where('phone_hash', '=', phoneHash)
      .executeTakeFirst())
  }

  async companyIdsOfStaff(phoneHash: string): Promise<number[]> {
    const rows = await this.db
      .selectFrom('lead_staff')
      .select('company_id')
      .where('phone_hash', '=', phoneHash)
      .execute()
    return rows.map((r) => r.company_id)
  }

  async addStaff(companyId: number, phoneHash: string, maskedPhone: string, now: string): Promise<void> {
    if (await this.isStaff(companyId, phoneHash)) return
    await this.db
      .insertInto('lead_staff')
      .values({ company_id: companyId, phone_hash: phoneHash, masked_phone: maskedPhone, added_at: now })
      .execute()
  }

  async removeStaff(companyId: number, phoneHash: string): Promise<void> {
    await this.db
      .deleteFrom('lead_staff')
      .where('company_id', '=', companyId)
      .where('phone_hash', '=', phoneHash)
      .execute()
  }

  /** The exhibitor's edition (a badge of another one is not its visitor) and its stored contact email. */
  async standOf(companyId: number): Promise<{ editionId: number; contactEmail: string } | null> {
    const row = await this.db
      .selectFrom('companies')
      .select(['edition_id', 'contact_email'])
      .where('id', '=', companyId)
      .executeTakeFirst()
    return row ? { editionId: row.edition_id, contactEmail: (row.contact_email ?? '').trim() } : null
  }

  async settings(
    companyId: number,
  ): Promise<{ questions: string; lastExportAt: string | null; lastExportLeadId: number }> {
    const row = await this.db
      .selectFrom('lead_settings')
      .selectAll()
      .where('company_id', '=', companyId)
      .executeTakeFirst()
    return {
      questions: row?.questions ?? '[]',
      lastExportAt: row?.last_export_at ?? null,
      lastExportLeadId: Number(row?.last_export_lead_id ?? 0),
    }
  }

  private async ensureSettings(companyId: number) {
    const row = await this.db
      .selectFrom('lead_settings')
      .select('company_id')
      .where('company_id', '=', companyId)
      .executeTakeFirst()
    if (!row)
      await this.db
        .insertInto('lead_settings')
        .values({ company_id: companyId, last_export_at: null })
        .onConflict((oc) => oc.column('company_id').doNothing())
        .execute()
  }

  async setQuestions(companyId: number, questions: string): Promise<void> {
    await this.ensureSettings(companyId)
    await this.db.updateTable('lead_settings').set({ questions }).where('company_id', '=', companyId).execute()
  }

  async markExported(companyId: number, at: string, lastLeadId: number): Promise<void> {
    await this.ensureSettings(companyId)
    const before = (await this.settings(companyId)).lastExportLeadId
    await this.db
      .updateTable('lead_settings')
      .set({ last_export_at: at, last_export_lead_id: Math.max(before, lastLeadId) })
      .where('company_id', '=', companyId)
      .execute()
  }

  private view(companyId: number) {
    return this.db
      .selectFrom('leads as l')
      .leftJoin('registrations as r', 'r.id', 'l.registration_id')
      .selectAll('l')
      .select([
        'r.name as reg_name',
        'r.company as reg_company',
        'r.position as reg_position',
        'r.phone as reg_phone',
        'r.email as reg_email',
        sql<number>`case when exists (select 1 from consents c where c.user_id = r.user_id
          and c.purpose = 'lead_contact' and c.subject = cast(r.edition_id as text)
          and c.withdrawn_at is null) then 1 else 0 end`.as('shared'),
      ])
      .where('l.company_id', '=', companyId)
  }

  async byClient(companyId: number, clientId: string): Promise<LeadView | undefined> {
    return (await this.view(companyId).where('l.client_id', '=', clientId).executeTakeFirst()) as LeadView | undefined
  }

  async byRegistration(companyId: number, registrationId: string): Promise<LeadView | undefined> {
    return (await this.view(companyId).where('l.registration_id', '=', registrationId).executeTakeFirst()) as
      LeadView | undefined
  }

  /** The exhibitor's leads in force (not withdrawn), newest scan first; from `afterId` for "new since". */
  async list(companyId: number, afterId = 0): Promise<LeadView[]> {
    return (await this.view(companyId)
      .where('l.withdrawn_at', 'is', null)
      .where('l.id', '>', afterId)
      .orderBy('l.scanned_at', 'desc')
      .orderBy('l.id', 'desc')
      .execute()) as LeadView[]
  }

  private fieldsOf(f: LeadFields) {
    return {
      ...(f.rating !== undefined ? { rating: f.rating } : {}),
      ...(f.answers !== undefined ? { answers: f.answers } : {}),
      ...(f.note !== undefined ? { note: f.note } : {}),
      ...(f.cardPhoto !== undefined ? { card_photo: f.cardPhoto } : {}),
    }
  }

  /**
   * Stores a scan or a card once: the same clientId (a queue sending again) or, for a badge, the same
   * registration (a second scan) answers the stored lead, with the fields this capture carries laid
   * over it. `already`: the badge was captured before by another scan.
   */
  async capture(
    c: {
      companyId: number
      clientId: string
      registrationId: string | null
      scannedAt: string
      scannedBy: string
      now: string
    },
    fields: LeadFields,
  ): Promise<{ lead: LeadView; already: boolean }> {
    const update = async (id: number) => {
      const set = this.fieldsOf(fields)
      if (Object.keys(set).length) await this.db.updateTable('leads').set(set).where('id', '=', id).execute()
    }
    const same = await this.byClient(c.companyId, c.clientId)
    if (same) {
      await update(same.id)
      return { lead: (await this.byClient(c.companyId, c.clientId))!, already: false }
    }
    const earlier = c.registrationId ? await this.byRegistration(c.companyId, c.registrationId) : undefined
    if (!earlier) {
      try {
        await this.db
          .insertInto('leads')
          .values({
            company_id: c.companyId,
            client_id: c.clientId,
            registration_id: c.registrationId,
            scanned_at: c.scannedAt,
            synced_at: c.now,
            scanned_by: c.scannedBy,
            rating: fields.rating ?? null,
            answers: fields.answers ?? '[]',
            note: fields.note ?? '',
            card_photo: fields.cardPhoto ?? null,
            withdrawn_at: null,
          })
          .execute()
        return { lead: (await this.byClient(c.companyId, c.clientId))!, already: false }
      } catch (err) {
        // two phones sent the same badge at once: the other one's row stands
        const raced = c.registrationId ? await this.byRegistration(c.companyId, c.registrationId) : undefined
        if (!raced) throw err
        await update(raced.id)
        return { lead: (await this.byRegistration(c.companyId, c.registrationId!))!, already: true }
      }
    }
    await update(earlier.id)
    return { lead: (await this.byRegistration(c.companyId, c.registrationId!))!, already: true }
  }

  /** The exhibitors holding the visitor's contact: their leads in force, with the consent standing. */
  async holdersOf(userId: string): Promise<{ id: number; company_id: number; scanned_at: string }[]> {
    return this.db
      .selectFrom('leads as l')
      .innerJoin('registrations as r', 'r.id', 'l.registration_id')
      .select(['l.id', 'l.company_id', 'l.scanned_at'])
      .where('r.user_id', '=', userId)
      .where('l.withdrawn_at', 'is', null)
      .where(
        sql<boolean>`exists (select 1 from consents c where c.user_id = r.user_id and c.purpose = 'lead_contact'
          and c.subject = cast(r.edition_id as text) and c.withdrawn_at is null)`,
      )
      .orderBy('l.scanned_at', 'desc')
      .execute()
  }

  /** The visitor takes their contact back from one exhibitor; false when the lead is not theirs. */
  async withdraw(userId: string, leadId: number, now: string): Promise<boolean> {
    const res = await this.db
      .updateTable('leads')
      .set({ withdrawn_at: now })
      .where('id', '=', leadId)
      .where('withdrawn_at', 'is', null)
      .where('registration_id', 'in', (eb) =>
        eb.selectFrom('registrations').select('registrations.id').where('registrations.user_id', '=', userId),
      )
      .executeTakeFirst()
    return Number(res.numUpdatedRows) > 0
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    leads: LeadRepository
  }
}

export default fp(
  async (fastify) => {
    fastify.decorate('leads', new LeadRepository(fastify.database.db))
  },
  { name: 'leads', dependencies: ['database'] },
)
