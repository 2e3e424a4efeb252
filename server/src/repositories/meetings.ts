import fp from 'fastify-plugin'
import { sql, type Kysely, type Selectable } from 'kysely'
import type { DB } from '../db/schema.js'
import type {} from '../db/schema-home-menu.js'
import type { DialectName } from '../db/index.js'
import { lockKey } from '../db/locks.js'
import { prepared } from '../db/prepared.js'
import type { MeetingNoticesTable, MeetingSlotsTable, MeetingsTable } from '../db/schema-meetings.js'

export type SlotRow = Selectable<MeetingSlotsTable>
export type MeetingRow = Selectable<MeetingsTable>
export type NoticeRow = Selectable<MeetingNoticesTable>
export type SlotForBooking = SlotRow & {
  hint: 'mine' | 'expired' | null
  /** some request (of any slot) is past its answer time and not yet swept */
  sweepDue: boolean
  /** the stand's settings: its requests' answer time, and who hears of them (null: none saved) */
  expiryHours: number | null
  owner: string | null
}
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

/** A stand booking's new meeting: no attendee asked, no place but the stand. */
export type BookedMeeting = Omit<NewMeeting, 'peer_user_id' | 'place_kind' | 'place_code'>

/** The states that hold a place in their slot. */
export const HOLDING = ['pending', 'accepted'] as const

/**
 * The queries a rush runs for every booking, refused or made, and its notices: built and compiled
 * once (db/prepared.ts), the rest of the repository builds its queries per call.
 */
function hotQueries() {
  return {
    slot: prepared<{ id: number }, SlotRow>((db, v) =>
      db.selectFrom('meeting_slots').selectAll().where('id', '=', v.id),
    ),
    slotForBooking: prepared<
      { id: number; userId: string; now: string },
      SlotRow & {
        mine: number | boolean
        lapsed: number | boolean
        due: number | boolean
        expiry_hours: number | null
        owner_user_id: string | null
      }
    >((db, v) =>
      db
        .selectFrom('meeting_slots as s')
        // the stand's settings (at most one row: company_id is its key), which the booking and its
        // notice read: one statement, not two
        .leftJoin('meeting_settings as ms', 'ms.company_id', 's.company_id')
        .selectAll('s')
        .select(['ms.expiry_hours', 'ms.owner_user_id'])
        .select((eb) => [
          eb
            .exists(
              eb
                .selectFrom('meetings as m')
                .select('m.id')
                .whereRef('m.slot_id', '=', 's.id')
                .where('m.status', 'in', HOLDING)
                .where('m.user_id', '=', v.userId),
            )
            .as('mine'),
          eb
            .exists(
              eb
                .selectFrom('meetings as m')
                .select('m.id')
                .whereRef('m.slot_id', '=', 's.id')
                .where('m.status', '=', 'pending')
                .where('m.expires_at', '<=', v.now),
            )
            .as('lapsed'),
          // whether the booking must sweep first: one probe of the (status, expires_at) index
          eb
            .exists(
              eb
                .selectFrom('meetings as d')
                .select('d.id')
                .where('d.status', '=', 'pending')
                .where('d.expires_at', '<=', v.now),
            )
            .as('due'),
        ])
        .where('s.id', '=', v.id),
    ),
    meeting: prepared<{ id: number }, MeetingRow>((db, v) =>
      db.selectFrom('meetings').selectAll().where('id', '=', v.id),
    ),
    settings: prepared<{ companyId: number }, Selectable<DB['meeting_settings']>>((db, v) =>
      db.selectFrom('meeting_settings').selectAll().where('company_id', '=', v.companyId),
    ),
    pendingCount: prepared<{ userId: string }, { n: number }>((db, v) =>
      db
        .selectFrom('meetings')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('user_id', '=', v.userId)
        .where('status', '=', 'pending'),
    ),
    // The visitor's own meetings and those they were asked to (proposals), each part by its index.
    // One `user_id = ? or peer_user_id = ?` made SQLite read every pending and accepted meeting of
    // every visitor (it chose the status index): each booking grew with the show. Nobody is asked
    // to meet themselves (services/meetings.ts matched), so no row is in both parts.
    heldOverlapping: prepared<{ userId: string; start: string; end: string }, MeetingRow>((db, v) =>
      db
        .selectFrom('meetings')
        .selectAll()
        .where('user_id', '=', v.userId)
        .where('status', 'in', HOLDING)
        .where('start_time', '<', v.end)
        .where('end_time', '>', v.start)
        .unionAll(
          db
            .selectFrom('meetings')
            .selectAll()
            .where('peer_user_id', '=', v.userId)
            .where('status', 'in', HOLDING)
            .where('start_time', '<', v.end)
            .where('end_time', '>', v.start),
        )
        .orderBy('start_time')
        .orderBy('id'),
    ),
    // a booking's two checks under the visitor's lock, in one statement (one round trip on PostgreSQL)
    pendingAndOverlap: prepared<
      { userId: string; start: string; end: string },
      { n: number; overlap: number | boolean }
    >((db, v) =>
      db.selectNoFrom((eb) => [
        eb
          .selectFrom('meetings')
          .select((e) => e.fn.countAll<number>().as('n'))
          .where('user_id', '=', v.userId)
          .where('status', '=', 'pending')
          .as('n'),
        eb
          .exists(
            eb
              .selectFrom('meetings')
              .select('id')
              .where('user_id', '=', v.userId)
              .where('status', 'in', HOLDING)
              .where('start_time', '<', v.end)
              .where('end_time', '>', v.start),
          )
          .as('overlap'),
      ]),
    ),
    takePlace: prepared<{ slotId: number }, unknown>((db, v) =>
      db
        .updateTable('meeting_slots')
        .set({ held: sql`held + 1` })
        .where('id', '=', v.slotId)
        .where('closed', '=', 0)
        .where(sql<boolean>`held < capacity`),
    ),
    insertBooking: prepared<BookedMeeting, MeetingRow>((db, v) =>
      db
        .insertInto('meetings')
        .values({
          slot_id: v.slot_id,
          company_id: v.company_id,
          edition_id: v.edition_id,
          user_id: v.user_id,
          start_time: v.start_time,
          end_time: v.end_time,
          purpose: v.purpose,
          status: v.status,
          expires_at: v.expires_at,
          created_at: v.created_at,
          language: v.language,
        })
        .returningAll(),
    ),
    // PostgreSQL: the place taken and the meeting written in one statement (one round trip, not
    // two); no row when the conditional update took no place. The slot's own row gives the ids.
    placeAndInsert: prepared<BookedMeeting, MeetingRow>((db, v) => ({
      compile: () =>
        sql<MeetingRow>`
          WITH place AS (
            UPDATE meeting_slots SET held = held + 1
            WHERE id = ${v.slot_id} AND closed = 0 AND held < capacity
            RETURNING id, company_id, edition_id
          )
          INSERT INTO meetings
            (slot_id, company_id, edition_id, user_id, start_time, end_time, purpose, status, expires_at,
             created_at, language)
          SELECT place.id, place.company_id, place.edition_id, ${v.user_id}, ${v.start_time}, ${v.end_time},
            ${v.purpose}, ${v.status}, ${v.expires_at}, ${v.created_at}, ${v.language}
          FROM place
          RETURNING *`.compile(db),
    })),
    expiredPending: prepared<{ now: string; limit: number }, MeetingRow>((db, v) =>
      db
        .selectFrom('meetings')
        .selectAll()
        .where('status', '=', 'pending')
        .where('expires_at', '<=', v.now)
        .orderBy('expires_at')
        .limit(v.limit),
    ),
    queueNotice: prepared<{ meetingId: number; event: string; side: string; now: string }, unknown>((db, v) =>
      db
        .insertInto('meeting_notices')
        .values({ meeting_id: v.meetingId, event: v.event, side: v.side, next_at: v.now })
        .onConflict((oc) => oc.columns(['meeting_id', 'event', 'side']).doNothing()),
    ),
    dueNotices: prepared<{ now: string; stale: string; limit: number }, NoticeRow>((db, v) =>
      db
        .selectFrom('meeting_notices')
        .selectAll()
        .where((eb) =>
          eb.or([
            eb.and([eb('state', '=', 'queued'), eb('next_at', '<=', v.now)]),
            eb.and([eb('state', '=', 'sending'), eb('claimed_at', '<', v.stale)]),
          ]),
        )
        .orderBy('id')
        .limit(v.limit),
    ),
    // a claim compares the claim time as read: `is null` and `=` are two statements
    claimFresh: prepared<{ id: number; state: string; now: string }, unknown>((db, v) =>
      db
        .updateTable('meeting_notices')
        .set({ state: 'sending', claimed_at: v.now, attempts: sql`attempts + 1` })
        .where('id', '=', v.id)
        .where('state', '=', v.state)
        .where('claimed_at', 'is', null),
    ),
    claimStale: prepared<{ id: number; state: string; now: string; claimedAt: string }, unknown>((db, v) =>
      db
        .updateTable('meeting_notices')
        .set({ state: 'sending', claimed_at: v.now, attempts: sql`attempts + 1` })
        .where('id', '=', v.id)
        .where('state', '=', v.state)
        .where('claimed_at', '=', v.claimedAt),
    ),
    settleNotice: prepared<{ id: number; state: string }, unknown>((db, v) =>
      db.updateTable('meeting_notices').set({ state: v.state, claimed_at: null }).where('id', '=', v.id),
    ),
    settleNoticeLater: prepared<{ id: number; state: string; next: string }, unknown>((db, v) =>
      db
        .updateTable('meeting_notices')
        .set({ state: v.state, claimed_at: null, next_at: v.next })
        .where('id', '=', v.id),
    ),
  }
}

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
  private readonly q = hotQueries()

  constructor(
    private readonly db: Kysely<DB>,
    private readonly dialect: DialectName = 'sqlite',
  ) {}

  async settings(companyId: number) {
    return (await this.q.settings.run(this.db, { companyId })).rows[0]
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
    return (await this.q.slot.run(this.db, { id })).rows[0]
  }

  /**
   * A slot as a booking reads it, in one statement: the row, and why it may still take the booking
   * when it is full (`held >= capacity`): a request in it is past its answer time and not yet swept
   * ('expired'), or the visitor holds a place in it themselves ('mine'); null when neither.
   */
  async slotForBooking(id: number, userId: string, nowIso: string): Promise<SlotForBooking | undefined> {
    const row = (await this.q.slotForBooking.run(this.db, { id, userId, now: nowIso })).rows[0]
    if (!row) return undefined
    const { mine, lapsed, due, expiry_hours, owner_user_id, ...slot } = row
    // SQLite answers EXISTS with 0 / 1, PostgreSQL with a boolean
    return {
      ...slot,
      hint: Number(lapsed) ? 'expired' : Number(mine) ? 'mine' : null,
      sweepDue: !!Number(due),
      expiryHours: expiry_hours === null ? null : Number(expiry_hours),
      owner: owner_user_id,
    }
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
   * Returns the new meeting as written, or what refused it.
   */
  async book(m: BookedMeeting, maxPending: number): Promise<MeetingRow | 'pendingCap' | 'full' | 'overlap'> {
    return this.db.transaction().execute(async (trx) => {
      await lockKey(trx, this.dialect, `meetings-pending:${m.user_id}`)
      // counted again under the lock: a visitor's requests sent at once never pass the cap together,
      // nor two at overlapping times
      const row = (await this.q.pendingAndOverlap.run(trx, { userId: m.user_id, start: m.start_time, end: m.end_time }))
        .rows[0]
      if (Number(row?.n ?? 0) >= maxPending) return 'pendingCap' as const
      if (Number(row?.overlap ?? 0)) return 'overlap' as const
      if (this.dialect === 'postgres') return (await this.q.placeAndInsert.run(trx, m)).rows[0] ?? ('full' as const)
      const took = await this.q.takePlace.run(trx, { slotId: m.slot_id })
      if (Number(took.numAffectedRows ?? 0) !== 1) return 'full' as const
      // the row as written (its defaults too): the answer needs no second read
      return (await this.q.insertBooking.run(trx, m)).rows[0]!
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
    return (await this.q.meeting.run(this.db, { id })).rows[0]
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
    return (await this.q.heldOverlapping.run(this.db, { userId, start: startIso, end: endIso })).rows
  }

  async pendingCount(userId: string): Promise<number> {
    const row = (await this.q.pendingCount.run(this.db, { userId })).rows[0]
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
    return (await this.q.expiredPending.run(this.db, { now: nowIso, limit })).rows
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
    const res = await this.q.queueNotice.run(this.db, { meetingId, event, side, now: nowIso })
    return Number(res.numAffectedRows ?? 0) === 1
  }

  /** Notices due: queued ones whose time has come, and claims older than `staleIso` (a sender stopped). */
  async dueNotices(nowIso: string, staleIso: string, limit = 50): Promise<NoticeRow[]> {
    return (await this.q.dueNotices.run(this.db, { now: nowIso, stale: staleIso, limit })).rows
  }

  /** Claims a notice as it was read (its state and claim): only one sender sends it. */
  async claimNotice(n: NoticeRow, nowIso: string): Promise<boolean> {
    const res =
      n.claimed_at === null
        ? await this.q.claimFresh.run(this.db, { id: n.id, state: n.state, now: nowIso })
        : await this.q.claimStale.run(this.db, { id: n.id, state: n.state, now: nowIso, claimedAt: n.claimed_at })
    return Number(res.numAffectedRows ?? 0) === 1
  }

  /** The send's outcome: done, failed for good, or queued again for a later try. */
  async settleNotice(id: number, state: 'done' | 'failed' | 'queued', nextIso?: string): Promise<void> {
    if (nextIso) await this.q.settleNoticeLater.run(this.db, { id, state, next: nextIso })
    else await this.q.settleNotice.run(this.db, { id, state })
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
