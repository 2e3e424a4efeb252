import fp from 'fastify-plugin'
import { sql, type Kysely, type Selectable } from 'kysely'
import type {
  ConferenceRoomsTable,
  ConferenceSeriesTable,
  ConferenceTracksTable,
  DB,
  SessionRemindersTable,
  SessionsTable,
  SpeakersTable,
} from '../db/schema.js'
import { nextPackVersion, recordRemoval } from './pack-versions.js'
import { prepared } from '../db/prepared.js'

export type ConferenceSession = Selectable<SessionsTable>
export type Speaker = Selectable<SpeakersTable>
export type Room = Selectable<ConferenceRoomsTable>
export type Track = Selectable<ConferenceTracksTable>
export type Series = Selectable<ConferenceSeriesTable>
export type Reminder = Selectable<SessionRemindersTable>
export type ReminderStatus = 'pending' | 'sending' | 'sent' | 'missed' | 'failed' | 'undeliverable'

/** A reminder with the session it is for, as the scheduler reads them. */
export interface ReminderJob {
  reminder: Reminder
  session: ConferenceSession
}

/** bigint columns come back as strings from PostgreSQL */
export const ms = (v: number | string | null): number | null => (v === null ? null : Number(v))

/** Conference sessions (meetings), their rooms, tracks, series and speakers, and the visitors' reminders. */
export class ConferenceRepository {
  constructor(private readonly db: Kysely<DB>) {}

  /** The visitor's agenda in one edition (db/prepared.ts: compiled once) */
  private readonly agendaOf = prepared<{ userId: string; editionId: number }, ConferenceSession>((db, v) =>
    db
      .selectFrom('sessions')
      .innerJoin('session_reminders', 'session_reminders.session_id', 'sessions.id')
      .selectAll('sessions')
      .where('session_reminders.user_id', '=', v.userId)
      .where('sessions.hidden', '=', 0)
      .where('sessions.edition_id', '=', v.editionId)
      .orderBy('sessions.start_time')
      .orderBy('sessions.id'),
  )

  /** Every session of an edition, by start time (a few hundred at most: filtered and paged by the caller). */
  async editionSessions(editionId: number): Promise<ConferenceSession[]> {
    return (
      this.db
        .selectFrom('sessions')
        .selectAll()
        .where('edition_id', '=', editionId)
        // left out of the organiser's latest import (migration 0017)
        .where('hidden', '=', 0)
        .orderBy('start_time')
        .orderBy('id')
        .execute()
    )
  }

  async session(id: number): Promise<ConferenceSession | undefined> {
    return this.db.selectFrom('sessions').selectAll().where('id', '=', id).executeTakeFirst()
  }

  async sessions(ids: number[]): Promise<ConferenceSession[]> {
    if (!ids.length) return []
    return this.db.selectFrom('sessions').selectAll().where('id', 'in', ids).orderBy('start_time').execute()
  }

  async rooms(editionId: number): Promise<Room[]> {
    return this.db
      .selectFrom('conference_rooms')
      .selectAll()
      .where('edition_id', '=', editionId)
      .orderBy('sort')
      .orderBy('id')
      .execute()
  }

  /** Rooms by id (any edition), for answers that mix editions. */
  async roomsById(ids: number[]): Promise<Map<number, Room>> {
    const unique = [...new Set(ids)]
    if (!unique.length) return new Map()
    const rows = await this.db.selectFrom('conference_rooms').selectAll().where('id', 'in', unique).execute()
    return new Map(rows.map((r) => [r.id, r]))
  }

  async room(id: number): Promise<Room | undefined> {
    return this.db.selectFrom('conference_rooms').selectAll().where('id', '=', id).executeTakeFirst()
  }

  async tracks(editionId: number): Promise<Track[]> {
    return this.db
      .selectFrom('conference_tracks')
      .selectAll()
      .where('edition_id', '=', editionId)
      .orderBy('sort')
      .orderBy('id')
      .execute()
  }

  async tracksById(ids: number[]): Promise<Map<number, Track>> {
    const unique = [...new Set(ids)]
    if (!unique.length) return new Map()
    const rows = await this.db.selectFrom('conference_tracks').selectAll().where('id', 'in', unique).execute()
    return new Map(rows.map((r) => [r.id, r]))
  }

  async series(id: number): Promise<Series | undefined> {
    return this.db.selectFrom('conference_series').selectAll().where('id', '=', id).executeTakeFirst()
  }

  /** The sessions of a series, latest first. */
  async seriesSessions(seriesId: number): Promise<ConferenceSession[]> {
    return this.db
      .selectFrom('sessions')
      .selectAll()
      .where('series_id', '=', seriesId)
      .orderBy('start_time', 'desc')
      .execute()
  }

  /** The speakers of each session, in speaker id order. */
  async speakersOf(sessionIds: number[]): Promise<Map<number, Speaker[]>> {
    const out = new Map<number, Speaker[]>()
    if (!sessionIds.length) return out
    const rows = await this.db
      .selectFrom('speakers')
      .innerJoin('session_speakers', 'session_speakers.speaker_id', 'speakers.id')
      .selectAll('speakers')
      .select('session_speakers.session_id as session_id')
      .where('session_speakers.session_id', 'in', [...new Set(sessionIds)])
      .orderBy('speakers.id')
      .execute()
    for (const { session_id, ...speaker } of rows) {
      const list = out.get(session_id) ?? []
      list.push(speaker)
      out.set(session_id, list)
    }
    return out
  }

  async speaker(id: number): Promise<Speaker | undefined> {
    return this.db.selectFrom('speakers').selectAll().where('id', '=', id).executeTakeFirst()
  }

  /** A speaker's sessions, in time order. */
  async sessionsOf(speakerId: number): Promise<ConferenceSession[]> {
    return this.db
      .selectFrom('sessions')
      .innerJoin('session_speakers', 'session_speakers.session_id', 'sessions.id')
      .selectAll('sessions')
      .where('session_speakers.speaker_id', '=', speakerId)
      .orderBy('sessions.start_time')
      .orderBy('sessions.id')
      .execute()
  }

  // --- reminders -----------------------------------------------------------------------------

  /** The ids among `sessionIds` the visitor asked to be reminded of. */
  async remindedAmong(userId: string, sessionIds: number[]): Promise<Set<number>> {
    if (!sessionIds.length) return new Set()
    const rows = await this.db
      .selectFrom('session_reminders')
      .select('session_id')
      .where('user_id', '=', userId)
      .where('session_id', 'in', [...new Set(sessionIds)])
      .execute()
    return new Set(rows.map((r) => r.session_id))
  }

  /** The visitor's reminders among `sessionIds`: how each reaches them and where it stands. */
  async remindersAmong(
    userId: string,
    sessionIds: number[],
  ): Promise<Map<number, { channel: string; status: string }>> {
    if (!sessionIds.length) return new Map()
    const rows = await this.db
      .selectFrom('session_reminders')
      .select(['session_id', 'channel', 'status'])
      .where('user_id', '=', userId)
      .where('session_id', 'in', [...new Set(sessionIds)])
      .execute()
    return new Map(rows.map((r) => [r.session_id, { channel: r.channel, status: r.status }]))
  }

  async reminder(userId: string, sessionId: number): Promise<Reminder | undefined> {
    return this.db
      .selectFrom('session_reminders')
      .selectAll()
      .where('user_id', '=', userId)
      .where('session_id', '=', sessionId)
      .executeTakeFirst()
  }

  /** How many reminders the visitor holds for sessions that have not ended yet. */
  async upcomingCount(userId: string, nowIso: string): Promise<number> {
    const row = await this.db
      .selectFrom('session_reminders')
      .innerJoin('sessions', 'sessions.id', 'session_reminders.session_id')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('session_reminders.user_id', '=', userId)
      .where('sessions.end_time', '>', nowIso)
      .executeTakeFirstOrThrow()
    return Number(row.n)
  }

  /**
   * Remind me: a new reminder is pending, told about the session's current schedule. Asking again
   * keeps the one there (a sent reminder is not sent twice) but takes the newer channel and language.
   */
  async addReminder(
    userId: string,
    session: ConferenceSession,
    opts: { language: string; channel: string; now: string },
  ): Promise<void> {
    await this.db
      .insertInto('session_reminders')
      .values({
        user_id: userId,
        session_id: session.id,
        created_at: opts.now,
        language: opts.language,
        channel: opts.channel,
        status: 'pending',
        schedule_version: session.schedule_version,
        told_start_time: session.start_time,
        told_end_time: session.end_time,
        told_room_id: session.room_id,
      })
      .onConflict((oc) =>
        oc.columns(['user_id', 'session_id']).doUpdateSet({ language: opts.language, channel: opts.channel }),
      )
      .execute()
  }

  /** Cancel: the reminder goes, whatever its state (a send on its way finishes, nothing follows it). */
  async removeReminder(userId: string, sessionId: number): Promise<void> {
    await this.db
      .deleteFrom('session_reminders')
      .where('user_id', '=', userId)
      .where('session_id', '=', sessionId)
      .execute()
  }

  /**
   * The visitor's reminded sessions among some editions, in time order. A cancelled (hidden) one is
   * left out: its page answers not found, and the cancellation notice already told the visitor.
   */
  async agenda(userId: string, editionIds: number[]): Promise<ConferenceSession[]> {
    if (!editionIds.length) return []
    // one edition (a meeting's clashes, asked on every booking): the statement compiled once
    if (editionIds.length === 1) return (await this.agendaOf.run(this.db, { userId, editionId: editionIds[0]! })).rows
    return this.db
      .selectFrom('sessions')
      .innerJoin('session_reminders', 'session_reminders.session_id', 'sessions.id')
      .selectAll('sessions')
      .where('session_reminders.user_id', '=', userId)
      .where('sessions.hidden', '=', 0)
      .where('sessions.edition_id', 'in', editionIds)
      .orderBy('sessions.start_time')
      .orderBy('sessions.id')
      .execute()
  }

  // --- the scheduler's queries -------------------------------------------------------------------

  /**
   * Reminders whose time has come (the session starts before `dueBefore`) and that nobody is
   * sending: pending ones, and ones claimed longer than `staleBefore` ago (a process that died
   * mid-send). Only reminders whose visitor knows the current schedule: a changed session is
   * announced first.
   */
  async dueReminders(dueBefore: string, staleBefore: number, limit: number): Promise<ReminderJob[]> {
    const rows = await this.db
      .selectFrom('session_reminders as r')
      .innerJoin('sessions as s', 's.id', 'r.session_id')
      .selectAll('s')
      .select([
        'r.user_id as r_user_id',
        'r.created_at as r_created_at',
        'r.language as r_language',
        'r.channel as r_channel',
        'r.status as r_status',
        'r.claimed_at as r_claimed_at',
        'r.sent_at as r_sent_at',
        'r.attempts as r_attempts',
        'r.schedule_version as r_schedule_version',
        'r.told_start_time as r_told_start_time',
        'r.told_end_time as r_told_end_time',
        'r.told_room_id as r_told_room_id',
      ])
      .where('s.start_time', '<=', dueBefore)
      // a cancelled session (hidden) is announced as a change, never reminded
      .where('s.hidden', '=', 0)
      .whereRef('r.schedule_version', '=', 's.schedule_version')
      .where((eb) =>
        eb.or([
          eb('r.status', '=', 'pending'),
          eb.and([eb('r.status', '=', 'sending'), eb('r.claimed_at', '<', staleBefore)]),
        ]),
      )
      .orderBy('s.start_time')
      .limit(limit)
      .execute()
    return rows.map(splitJob)
  }

  /** Reminders of sessions whose time or room changed since their visitor was told. */
  async changedReminders(limit: number): Promise<ReminderJob[]> {
    const rows = await this.db
      .selectFrom('session_reminders as r')
      .innerJoin('sessions as s', 's.id', 'r.session_id')
      .selectAll('s')
      .select([
        'r.user_id as r_user_id',
        'r.created_at as r_created_at',
        'r.language as r_language',
        'r.channel as r_channel',
        'r.status as r_status',
        'r.claimed_at as r_claimed_at',
        'r.sent_at as r_sent_at',
        'r.attempts as r_attempts',
        'r.schedule_version as r_schedule_version',
        'r.told_start_time as r_told_start_time',
        'r.told_end_time as r_told_end_time',
        'r.told_room_id as r_told_room_id',
      ])
      .whereRef('r.schedule_version', '<', 's.schedule_version')
      .orderBy('s.id')
      .limit(limit)
      .execute()
    return rows.map(splitJob)
  }

  /**
   * Takes a due reminder for sending: one process wins (the row still in the state it was read
   * in); the others see false and leave it.
   */
  async claim(job: ReminderJob, now: number): Promise<boolean> {
    const r = job.reminder
    const res = await this.db
      .updateTable('session_reminders')
      .set({ status: 'sending', claimed_at: now, attempts: sql`attempts + 1` })
      .where('user_id', '=', r.user_id)
      .where('session_id', '=', r.session_id)
      .where('status', '=', r.status)
      .where('schedule_version', '=', r.schedule_version)
      .where((eb) => (r.claimed_at === null ? eb('claimed_at', 'is', null) : eb('claimed_at', '=', r.claimed_at)))
      .executeTakeFirst()
    return Number(res.numUpdatedRows) === 1
  }

  /** After the provider took it (or the session had begun: missed; too many failures: failed). */
  async finish(userId: string, sessionId: number, status: ReminderStatus, now: number): Promise<void> {
    await this.db
      .updateTable('session_reminders')
      .set({ status, sent_at: status === 'sent' ? now : null, claimed_at: null })
      .where('user_id', '=', userId)
      .where('session_id', '=', sessionId)
      .where('status', 'in', ['pending', 'sending'])
      .execute()
  }

  /** A failed send goes back to pending, to be tried on a later round. */
  async release(userId: string, sessionId: number): Promise<void> {
    await this.db
      .updateTable('session_reminders')
      .set({ status: 'pending', claimed_at: null })
      .where('user_id', '=', userId)
      .where('session_id', '=', sessionId)
      .where('status', '=', 'sending')
      .execute()
  }

  /**
   * The reminder now follows the new schedule. `resend`: it becomes pending again (one already sent
   * or missed for the old time comes again before the new start). `told`: the visitor was sent a
   * notice, so what they know is the new schedule; without one (a WeChat subscription, one message
   * per consent) what they knew stays, and the reminder itself says what changed.
   */
  async acknowledgeChange(job: ReminderJob, opts: { resend: boolean; told: boolean }): Promise<void> {
    const r = job.reminder
    const s = job.session
    await this.db
      .updateTable('session_reminders')
      .set({
        schedule_version: s.schedule_version,
        ...(opts.told ? { told_start_time: s.start_time, told_end_time: s.end_time, told_room_id: s.room_id } : {}),
        ...(opts.resend ? { status: 'pending', sent_at: null, claimed_at: null, attempts: 0 } : {}),
      })
      .where('user_id', '=', r.user_id)
      .where('session_id', '=', r.session_id)
      .where('schedule_version', '=', r.schedule_version)
      .execute()
  }

  /**
   * Moves a session (an organiser's change): the new time and room, the old ones kept for the
   * "changed" notice and the detail page, and a new schedule version, which the scheduler
   * announces to every visitor with a reminder.
   */
  async reschedule(
    id: number,
    change: { startTime: string; endTime: string; roomId: number; roomZh: string; roomEn: string },
    now: number,
  ): Promise<ConferenceSession | undefined> {
    const before = await this.session(id)
    if (!before) return undefined
    await this.db.transaction().execute(async (trx) => {
      const packVersion = await nextPackVersion(trx, before.edition_id)
      await trx
        .updateTable('sessions')
        .set({
          pack_version: packVersion,
          start_time: change.startTime,
          end_time: change.endTime,
          room_id: change.roomId,
          room_zh: change.roomZh,
          room_en: change.roomEn,
          previous_start_time: before.start_time,
          previous_end_time: before.end_time,
          previous_room_id: before.room_id,
          changed_at: now,
          schedule_version: before.schedule_version + 1,
        })
        .where('id', '=', id)
        .where('schedule_version', '=', before.schedule_version)
        .execute()
    })
    return this.session(id)
  }
  /**
   * Cancels a session (an organiser's change): hidden from visitors' lists, details and the offline
   * pack, and a new schedule version, so the scheduler tells every visitor with a reminder (the
   * "changed" notice says it is cancelled) and never sends the reminder itself. The old time and
   * room are kept as the previous ones. Undefined when there is no such session or it is hidden already.
   */
  async cancel(id: number, now: number): Promise<ConferenceSession | undefined> {
    const before = await this.session(id)
    if (!before || before.hidden) return undefined
    await this.db.transaction().execute(async (trx) => {
      const packVersion = await nextPackVersion(trx, before.edition_id)
      await trx
        .updateTable('sessions')
        .set({
          pack_version: packVersion,
          hidden: 1,
          previous_start_time: before.start_time,
          previous_end_time: before.end_time,
          previous_room_id: before.room_id,
          changed_at: now,
          schedule_version: before.schedule_version + 1,
        })
        .where('id', '=', id)
        .where('schedule_version', '=', before.schedule_version)
        .execute()
      // gone from the offline pack: a device's next delta drops it
      await recordRemoval(trx, { kind: 'session', obj_id: id, edition_id: before.edition_id, version: packVersion })
    })
    return this.session(id)
  }
}

/** A joined row → the reminder and its session. */
function splitJob(row: Record<string, unknown>): ReminderJob {
  const session = {} as Record<string, unknown>
  const reminder = {} as Record<string, unknown>
  for (const [k, v] of Object.entries(row)) {
    if (k.startsWith('r_')) reminder[k.slice(2)] = v
    else session[k] = v
  }
  reminder.session_id = session.id
  return { reminder: reminder as unknown as Reminder, session: session as unknown as ConferenceSession }
}

declare module 'fastify' {
  interface FastifyInstance {
    conference: ConferenceRepository
  }
}

export default fp(
  async (fastify) => {
    fastify.decorate('conference', new ConferenceRepository(fastify.database.db))
  },
  { name: 'conference', dependencies: ['database'] },
)
