import fp from 'fastify-plugin'
import { sql, type Kysely, type Selectable } from 'kysely'
import type { DB } from '../db/schema.js'
import type {} from '../db/schema-home-menu.js'
import type { DialectName } from '../db/index.js'
import { lockKey } from '../db/locks.js'
import type { MeetingNoticesTable, MeetingSlotsTable, MeetingsTable } from '../db/schema-meetings.js'

export type SlotRow = Selectable<MeetingSlotsTable>
export type MeetingRow = Selectable<MeetingsTable>
export type NoticeRow = Selectable<MeetingNoticesTable>
export type NewMeeting = Omit<
  MeetingRow,
  | 'id'
  | 'answered_at'
  | 'visitor_mark'
  | 'stand_mark'
  | 'note'
  | 'reminded_at'
  | 'cancelled_by'
  | 'checked_in_at'
  | 'peer_user_id'
  | 'place_kind'
  | 'place_code'
> &
  Partial<Pick<MeetingRow, 'peer_user_id' | 'place_kind' | 'place_code'>>

/** The states that hold a place in their slot. */
export const HOLDING = ['pending', 'accepted'] as const

export interface NewSlot {
  day: string
  start_time: string
  end_time: string
  capacity: number
}

/**
 * Meetings at the stand (issue 29): slot plans, slots and meetings. A place in a slot is taken and
 * given back only by conditional updates (`held < capacity`, a status change from a holding state),
 * so concurrent requests and sweeps never count a place twice.
 */
export class MeetingRepository {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly dialect: DialectName = 'sqlite',
  ) {}

  async settings(companyId: number) {
    return this.db.selectFrom('meeting_settings').selectAll().where('company_id', '=', companyId).executeTakeFirst()
  }

  /**
   * The show's new plan. Slots nobody booked are replaced; a booked slot the new plan keeps (same
   * start and end) keeps its meetings (its capacity never below what it holds); a booked slot the
   * plan drops is closed to new bookings, its meetings stand.
   */
  async publish(
    p: { companyId: number; editionId: number; plans: string; expiryHours: number; owner: string; now: string },
    slots: NewSlot[],
  ): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      await trx
        .insertInto('meeting_settings')
        .values({
          company_id: p.companyId,
          expiry_hours: p.expiryHours,
          plans: p.plans,
          owner_user_id: p.owner,
          updated_at: p.now,
        })
        .onConflict((oc) =>
          oc.column('company_id').doUpdateSet({
            expiry_hours: p.expiryHours,
            plans: p.plans,
            owner_user_id: p.owner,
            updated_at: p.now,
          }),
        )
        .execute()
      await trx.deleteFrom('meeting_slots').where('company_id', '=', p.companyId).where('held', '=', 0).execute()
      const kept = await trx.selectFrom('meeting_slots').selectAll().where('company_id', '=', p.companyId).execute()
      const keyOf = (s: { start_time: string; end_time: string }) => `${s.start_time}/${s.end_time}`
      const wanted = new Map(slots.map((s) => [keyOf(s), s]))
      for (const k of kept) {
        const next = wanted.get(keyOf(k))
        await trx
          .updateTable('meeting_slots')
          .set(
            next
              ? { capacity: sql`case when held > ${next.capacity} then held else ${next.capacity} end`, closed: 0 }
              : { closed: 1 },
          )
          .where('id', '=', k.id)
          .execute()
        wanted.delete(keyOf(k))
      }
      const fresh = [...wanted.values()].map((s) => ({
        company_id: p.companyId,
        edition_id: p.editionId,
        day: s.day,
        start_time: s.start_time,
        end_time: s.end_time,
        capacity: s.capacity,
      }))
      for (let i = 0; i < fresh.length; i += 200)
        await trx
          .insertInto('meeting_slots')
          .values(fresh.slice(i, i + 200))
          .execute()
    })
  }

  /** The exhibitor's open slots, in time order (from an instant on: slots already begun are gone). */
  async slots(companyId: number, fromIso = ''): Promise<SlotRow[]> {
    return this.db
      .selectFrom('meeting_slots')
      .selectAll()
      .where('company_id', '=', companyId)
      .where('start_time', '>', fromIso)
      .where('closed', '=', 0)
      .orderBy('start_time')
      .orderBy('id')
      .execute()
  }

  /** One day's slots, closed ones too (they may hold meetings). */
  async daySlots(companyId: number, day: string): Promise<SlotRow[]> {
    return this.db
      .selectFrom('meeting_slots')
      .selectAll()
      .where('company_id', '=', companyId)
      .where('day', '=', day)
      .orderBy('start_time')
      .orderBy('id')
      .execute()
  }

  async slot(id: number): Promise<SlotRow | undefined> {
    return this.db.selectFrom('meeting_slots').selectAll().where('id', '=', id).executeTakeFirst()
  }

  /**
   * Why a full slot (`held >= capacity` as last read) may still take a booking: the visitor holds a
   * place in it themselves ('mine'), or a request in it is past its answer time and not yet swept
   * ('expired'); null when it is simply full. One indexed read, no transaction.
   */
  async fullSlotHint(slotId: number, userId: string, nowIso: string): Promise<'mine' | 'expired' | null> {
    const rows = await this.db
      .selectFrom('meetings')
      .select(['user_id', 'status', 'expires_at'])
      .where('slot_id', '=', slotId)
      .where('status', 'in', HOLDING)
      .where((eb) =>
        eb.or([eb('user_id', '=', userId), eb.and([eb('status', '=', 'pending'), eb('expires_at', '<=', nowIso)])]),
      )
      .execute()
    const lapsed = (r: (typeof rows)[number]) => r.status === 'pending' && r.expires_at <= nowIso
    if (rows.some(lapsed)) return 'expired'
    return rows.length ? 'mine' : null
  }

  async release(slotId: number): Promise<void> {
    await this.db
      .updateTable('meeting_slots')
      .set({ held: sql`held - 1` })
      .where('id', '=', slotId)
      .where('held', '>', 0)
      .execute()
  }

  /**
   * A booking, as one step: the visitor's pending requests counted, a place taken and the meeting
   * written in one transaction serialised per visitor (lockKey), so a visitor's own requests sent at
   * the same instant never pass the pending cap; the place is taken by the conditional update, so
   * other visitors' requests never overfill the slot, nor one visitor's hold two overlapping times.
   * Returns the new meeting's id or what refused it.
   */
  async book(m: NewMeeting, maxPending: number): Promise<number | 'pendingCap' | 'full' | 'overlap'> {
    return this.db.transaction().execute(async (trx) => {
      await lockKey(trx, this.dialect, `meetings-pending:${m.user_id}`)
      const row = await trx
        .selectFrom('meetings')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('user_id', '=', m.user_id)
        .where('status', '=', 'pending')
        .executeTakeFirst()
      if (Number(row?.n ?? 0) >= maxPending) return 'pendingCap' as const
      // counted again under the lock: two requests at overlapping times sent at once never both pass
      const overlapping = await trx
        .selectFrom('meetings')
        .select('id')
        .where('user_id', '=', m.user_id)
        .where('status', 'in', HOLDING)
        .where('start_time', '<', m.end_time)
        .where('end_time', '>', m.start_time)
        .executeTakeFirst()
      if (overlapping) return 'overlap' as const
      const took = await trx
        .updateTable('meeting_slots')
        .set({ held: sql`held + 1` })
        .where('id', '=', m.slot_id)
        .where('closed', '=', 0)
        .where(sql<boolean>`held < capacity`)
        .executeTakeFirst()
      if (Number(took.numUpdatedRows) !== 1) return 'full' as const
      const made = await trx.insertInto('meetings').values(m).returning('id').executeTakeFirstOrThrow()
      return Number(made.id)
    })
  }

  /**
   * A proposal between matched attendees, as one step like a booking: the proposer's pending
   * requests counted and the meeting written in one transaction serialised per visitor (the same
   * lock as a booking's, so bookings and proposals share the cap). No slot, so no place to take.
   */
  async propose(m: NewMeeting, maxPending: number): Promise<number | 'pendingCap'> {
    return this.db.transaction().execute(async (trx) => {
      await lockKey(trx, this.dialect, `meetings-pending:${m.user_id}`)
      const row = await trx
        .selectFrom('meetings')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('user_id', '=', m.user_id)
        .where('status', '=', 'pending')
        .executeTakeFirst()
      if (Number(row?.n ?? 0) >= maxPending) return 'pendingCap' as const
      const made = await trx.insertInto('meetings').values(m).returning('id').executeTakeFirstOrThrow()
      return Number(made.id)
    })
  }

  /** The edition's meeting points: each hall's entrances, as the venue map draws them. */
  async meetingPoints(
    hallIds: number[],
  ): Promise<Array<{ hallId: number; index: number; label_zh: string; label_en: string }>> {
    if (!hallIds.length) return []
    const rows = await this.db
      .selectFrom('hall_layouts')
      .select(['hall_id', 'entrances'])
      .where('hall_id', 'in', hallIds)
      .orderBy('hall_id')
      .execute()
    return rows.flatMap((r) =>
      (JSON.parse(r.entrances) as Array<{ label_zh: string; label_en: string }>).map((e, index) => ({
        hallId: r.hall_id,
        index,
        label_zh: e.label_zh,
        label_en: e.label_en,
      })),
    )
  }

  /** A stand of the edition by its code, and the exhibitor standing there (if one does). */
  async standByCode(editionId: number, code: string) {
    const stand = await this.db
      .selectFrom('stands')
      .select(['code', 'hall_id'])
      .where('edition_id', '=', editionId)
      .where('code', '=', code)
      .executeTakeFirst()
    if (!stand) return undefined
    const company = await this.db
      .selectFrom('companies')
      .select(['id', 'name_zh', 'name_en'])
      .where('edition_id', '=', editionId)
      .where('stand', '=', stand.code)
      .executeTakeFirst()
    return { code: stand.code, hallId: stand.hall_id, company }
  }

  async meeting(id: number): Promise<MeetingRow | undefined> {
    return this.db.selectFrom('meetings').selectAll().where('id', '=', id).executeTakeFirst()
  }

  /** The visitor's meetings, in time order: their bookings, and proposals they made or were asked. */
  async mine(userId: string): Promise<MeetingRow[]> {
    return this.db
      .selectFrom('meetings')
      .selectAll()
      .where((eb) => eb.or([eb('user_id', '=', userId), eb('peer_user_id', '=', userId)]))
      .orderBy('start_time')
      .orderBy('id')
      .execute()
  }

  /**
   * The visitor's meetings holding a place (pending or accepted) that overlap a time, on either
   * side of a proposal between attendees.
   */
  async heldOverlapping(userId: string, startIso: string, endIso: string): Promise<MeetingRow[]> {
    return this.db
      .selectFrom('meetings')
      .selectAll()
      .where((eb) => eb.or([eb('user_id', '=', userId), eb('peer_user_id', '=', userId)]))
      .where('status', 'in', HOLDING)
      .where('start_time', '<', endIso)
      .where('end_time', '>', startIso)
      .orderBy('start_time')
      .execute()
  }

  async pendingCount(userId: string): Promise<number> {
    const row = await this.db
      .selectFrom('meetings')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('user_id', '=', userId)
      .where('status', '=', 'pending')
      .executeTakeFirst()
    return Number(row?.n ?? 0)
  }

  /** No-shows the stands recorded for a visitor (marks between attendees are theirs alone). */
  async noShows(userId: string): Promise<number> {
    const row = await this.db
      .selectFrom('meetings')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('user_id', '=', userId)
      .where('stand_mark', '=', 'noShow')
      .where('peer_user_id', 'is', null)
      .executeTakeFirst()
    return Number(row?.n ?? 0)
  }

  async noShowsOf(userIds: string[]): Promise<Map<string, number>> {
    if (!userIds.length) return new Map()
    const rows = await this.db
      .selectFrom('meetings')
      .select(['user_id', (eb) => eb.fn.countAll<number>().as('n')])
      .where('user_id', 'in', userIds)
      .where('stand_mark', '=', 'noShow')
      .where('peer_user_id', 'is', null)
      .groupBy('user_id')
      .execute()
    return new Map(rows.map((r) => [r.user_id, Number(r.n)]))
  }

  async ofSlots(slotIds: number[]): Promise<MeetingRow[]> {
    if (!slotIds.length) return []
    return this.db
      .selectFrom('meetings')
      .selectAll()
      .where('slot_id', 'in', slotIds)
      .orderBy('created_at')
      .orderBy('id')
      .execute()
  }

  async counts(
    companyId: number,
  ): Promise<{ requests: number; pending: number; accepted: number; met: number; noShow: number }> {
    const row = await this.db
      .selectFrom('meetings')
      .select([
        sql<number>`count(*)`.as('requests'),
        sql<number>`sum(case when status = 'pending' then 1 else 0 end)`.as('pending'),
        sql<number>`sum(case when status = 'accepted' then 1 else 0 end)`.as('accepted'),
        sql<number>`sum(case when stand_mark = 'met' or visitor_mark = 'met' then 1 else 0 end)`.as('met'),
        sql<number>`sum(case when stand_mark = 'noShow' then 1 else 0 end)`.as('noShow'),
      ])
      .where('company_id', '=', companyId)
      .executeTakeFirst()
    return {
      requests: Number(row?.requests ?? 0),
      pending: Number(row?.pending ?? 0),
      accepted: Number(row?.accepted ?? 0),
      met: Number(row?.met ?? 0),
      noShow: Number(row?.noShow ?? 0),
    }
  }

  /**
   * Moves a meeting from one of `from` to `to`, only if it is still in one of them (the one that
   * wins a race does it); a move out of a holding state gives the place back. True when it moved.
   */
  async transition(
    id: number,
    from: readonly string[],
    to: string,
    set: { answered_at?: string; cancelled_by?: string } = {},
  ): Promise<boolean> {
    const m = await this.meeting(id)
    if (!m) return false
    const res = await this.db
      .updateTable('meetings')
      .set({ status: to, ...set })
      .where('id', '=', id)
      .where('status', 'in', [...from])
      .executeTakeFirst()
    if (Number(res.numUpdatedRows) !== 1) return false
    // the update's condition says the meeting was in `from`: out of a holding state, its place is free
    const holding = (s: string) => (HOLDING as readonly string[]).includes(s)
    if (!holding(to) && from.every(holding)) await this.release(m.slot_id)
    return true
  }

  async mark(id: number, side: 'visitor' | 'stand', mark: string | null): Promise<void> {
    await this.db
      .updateTable('meetings')
      .set(side === 'visitor' ? { visitor_mark: mark } : { stand_mark: mark })
      .where('id', '=', id)
      .execute()
  }

  /** The visitor checked in at the stand (the first time is kept). */
  async checkIn(id: number, nowIso: string): Promise<void> {
    await this.db
      .updateTable('meetings')
      .set({ checked_in_at: nowIso })
      .where('id', '=', id)
      .where('checked_in_at', 'is', null)
      .execute()
  }

  async setNote(id: number, note: string): Promise<void> {
    await this.db.updateTable('meetings').set({ note }).where('id', '=', id).execute()
  }

  /** Pending requests whose answer time has passed (the sweep expires them one by one). */
  async expiredPending(nowIso: string, limit = 500): Promise<MeetingRow[]> {
    return this.db
      .selectFrom('meetings')
      .selectAll()
      .where('status', '=', 'pending')
      .where('expires_at', '<=', nowIso)
      .orderBy('expires_at')
      .limit(limit)
      .execute()
  }

  /** Accepted meetings starting before `dueBefore`, not yet reminded. */
  async dueReminders(nowIso: string, dueBefore: string, limit = 500): Promise<MeetingRow[]> {
    return this.db
      .selectFrom('meetings')
      .selectAll()
      .where('status', '=', 'accepted')
      .where('reminded_at', 'is', null)
      .where('start_time', '>', nowIso)
      .where('start_time', '<=', dueBefore)
      .orderBy('start_time')
      .limit(limit)
      .execute()
  }

  // --- the notices' queue (migration 0025) ----------------------------------------------------------

  /** Queues a notice; false when this meeting's notice of this event to this side was queued before. */
  async queueNotice(meetingId: number, event: string, side: string, nowIso: string): Promise<boolean> {
    const res = await this.db
      .insertInto('meeting_notices')
      .values({ meeting_id: meetingId, event, side, next_at: nowIso })
      .onConflict((oc) => oc.columns(['meeting_id', 'event', 'side']).doNothing())
      .executeTakeFirst()
    return Number(res.numInsertedOrUpdatedRows ?? 0) === 1
  }

  /** Notices due: queued ones whose time has come, and claims older than `staleIso` (a sender stopped). */
  async dueNotices(nowIso: string, staleIso: string, limit = 50): Promise<NoticeRow[]> {
    return this.db
      .selectFrom('meeting_notices')
      .selectAll()
      .where((eb) =>
        eb.or([
          eb.and([eb('state', '=', 'queued'), eb('next_at', '<=', nowIso)]),
          eb.and([eb('state', '=', 'sending'), eb('claimed_at', '<', staleIso)]),
        ]),
      )
      .orderBy('id')
      .limit(limit)
      .execute()
  }

  /** Claims a notice as it was read (its state and claim): only one sender sends it. */
  async claimNotice(n: NoticeRow, nowIso: string): Promise<boolean> {
    let q = this.db
      .updateTable('meeting_notices')
      .set({ state: 'sending', claimed_at: nowIso, attempts: sql`attempts + 1` })
      .where('id', '=', n.id)
      .where('state', '=', n.state)
    q = n.claimed_at === null ? q.where('claimed_at', 'is', null) : q.where('claimed_at', '=', n.claimed_at)
    return Number((await q.executeTakeFirst()).numUpdatedRows) === 1
  }

  /** The send's outcome: done, failed for good, or queued again for a later try. */
  async settleNotice(id: number, state: 'done' | 'failed' | 'queued', nextIso?: string): Promise<void> {
    await this.db
      .updateTable('meeting_notices')
      .set({ state, claimed_at: null, ...(nextIso ? { next_at: nextIso } : {}) })
      .where('id', '=', id)
      .execute()
  }

  /** Claims a meeting's reminder: only one process (or round) sends it. */
  async claimReminder(id: number, nowIso: string): Promise<boolean> {
    const res = await this.db
      .updateTable('meetings')
      .set({ reminded_at: nowIso })
      .where('id', '=', id)
      .where('reminded_at', 'is', null)
      .executeTakeFirst()
    return Number(res.numUpdatedRows) === 1
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    meetings: MeetingRepository
  }
}

export default fp(
  async (fastify) => {
    fastify.decorate('meetings', new MeetingRepository(fastify.database.db, fastify.database.dialect))
  },
  { name: 'meetings', dependencies: ['database'] },
)
