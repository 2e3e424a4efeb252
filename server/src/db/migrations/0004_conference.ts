/**
 * The conference (issue 11): rooms in halls, tracks and speaker series; the venue's time zone per
 * edition; sessions searchable and rescheduled with a record of what changed; reminders that the
 * server delivers once, in the visitor's language, through the channel the visitor chose.
 *
 * Databases seeded before this migration stored a 09:00 session as 09:00Z (17:00 in Shanghai):
 * their sessions are moved back into the venue's opening hours here (the seed now writes venue
 * times), and their rooms become rows of `conference_rooms`.
 */
import { sql, type ColumnDefinitionBuilder, type Kysely } from 'kysely'
import { buildSearchText, buildSearchTokens } from '../../lib/search-text.js'

/** The time zone every seeded venue is in (Shanghai); an edition elsewhere sets its own. */
export const DEFAULT_VENUE_TIME_ZONE = 'Asia/Shanghai'

type Column = [string, 'integer' | 'text' | 'bigint', ((c: ColumnDefinitionBuilder) => ColumnDefinitionBuilder)?]

export async function up(db: Kysely<unknown>): Promise<void> {
  const s = db.schema
  await s
    .alterTable('editions')
    .addColumn('time_zone', 'text', (c) => c.notNull().defaultTo(DEFAULT_VENUE_TIME_ZONE))
    .execute()

  await s
    .createTable('conference_rooms')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('edition_id', 'integer', (c) => c.notNull())
    .addColumn('name_zh', 'text', (c) => c.notNull())
    .addColumn('name_en', 'text', (c) => c.notNull())
    .addColumn('hall_zh', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('hall_en', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .execute()
  await s.createIndex('conference_rooms_ed').on('conference_rooms').column('edition_id').execute()
  await s
    .createTable('conference_tracks')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('edition_id', 'integer', (c) => c.notNull())
    .addColumn('name_zh', 'text', (c) => c.notNull())
    .addColumn('name_en', 'text', (c) => c.notNull())
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .execute()
  await s.createIndex('conference_tracks_ed').on('conference_tracks').column('edition_id').execute()
  // A series runs across editions (the yearly summit): its earlier sessions are a session's "previous sessions".
  await s
    .createTable('conference_series')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('name_zh', 'text', (c) => c.notNull())
    .addColumn('name_en', 'text', (c) => c.notNull())
    .execute()

  // one column per statement: SQLite's ALTER TABLE adds one at a time
  const sessionColumns: Column[] = [
    ['room_id', 'integer'],
    ['track_id', 'integer'],
    ['series_id', 'integer'],
    // title, speakers' names and their pinyin: what the list's search box matches
    ['search_text', 'text', (c) => c.notNull().defaultTo('')],
    ['search_tokens', 'text', (c) => c.notNull().defaultTo('')],
    // bumped by every change of time or room; a reminder remembers the version its visitor was told
    ['schedule_version', 'integer', (c) => c.notNull().defaultTo(0)],
    ['changed_at', 'bigint'],
    ['previous_start_time', 'text'],
    ['previous_end_time', 'text'],
    ['previous_room_id', 'integer'],
  ]
  for (const [name, type, build] of sessionColumns)
    await s
      .alterTable('sessions')
      .addColumn(name, type, build ?? ((c) => c))
      .execute()
  await s.createIndex('sessions_series').on('sessions').column('series_id').execute()

  const reminderColumns: Column[] = [
    ['language', 'text', (c) => c.notNull().defaultTo('ZH-CN')],
    // how the visitor asked to be reached: web (server + .ics), subscribe (a WeChat subscription
    // message), calendar (the phone's calendar holds the alarm), app (the native app's push)
    ['channel', 'text', (c) => c.notNull().defaultTo('web')],
    // pending → sending (claimed by the scheduler) → sent; missed when the session had begun
    ['status', 'text', (c) => c.notNull().defaultTo('pending')],
    ['claimed_at', 'bigint'],
    ['sent_at', 'bigint'],
    ['attempts', 'integer', (c) => c.notNull().defaultTo(0)],
    ['schedule_version', 'integer', (c) => c.notNull().defaultTo(0)],
    // the time and room the visitor was last told: a change notice compares with them
    ['told_start_time', 'text'],
    ['told_end_time', 'text'],
    ['told_room_id', 'integer'],
  ]
  for (const [name, type, build] of reminderColumns)
    await s
      .alterTable('session_reminders')
      .addColumn(name, type, build ?? ((c) => c))
      .execute()
  await s.createIndex('session_reminders_due').on('session_reminders').columns(['status', 'session_id']).execute()
  await s.createIndex('session_reminders_session').on('session_reminders').column('session_id').execute()

  await upgradeLegacySessions(db)
}

/**
 * Sessions written before this migration: their rooms become rows (no hall was known), their
 * search text is built, and times seeded as venue clock times in UTC are moved to the venue's zone.
 */
async function upgradeLegacySessions(db: Kysely<unknown>): Promise<void> {
  const rows = await sql<{
    id: number
    edition_id: number
    title_zh: string
    title_en: string
    room_zh: string
    room_en: string
    start_time: string
    end_time: string
  }>`SELECT id, edition_id, title_zh, title_en, room_zh, room_en, start_time, end_time FROM sessions ORDER BY id`.execute(
    db,
  )
  if (rows.rows.length === 0) return
  const rooms = new Map<string, number>()
  let roomId = 0
  for (const r of rows.rows) {
    const key = `${r.edition_id}|${r.room_zh}|${r.room_en}`
    if (!rooms.has(key)) {
      rooms.set(key, ++roomId)
      await sql`INSERT INTO conference_rooms (id, edition_id, name_zh, name_en, hall_zh, hall_en, sort) VALUES (${roomId}, ${r.edition_id}, ${r.room_zh}, ${r.room_en}, '', '', ${roomId})`.execute(
        db,
      )
    }
    const start = Date.parse(r.start_time)
    const end = Date.parse(r.end_time)
    // 09:00Z–18:00Z is 17:00–02:00 in Shanghai: never opening hours, always the old seed's mistake
    const wrong = (ms: number) => new Date(ms).getUTCHours() >= 9 && new Date(ms).getUTCHours() <= 18
    const shift = wrong(start) && wrong(end - 1) ? 8 * 3600_000 : 0
    await sql`UPDATE sessions SET room_id = ${rooms.get(key)!}, start_time = ${new Date(start - shift).toISOString()}, end_time = ${new Date(end - shift).toISOString()}, search_text = ${buildSearchText(r.title_zh, r.title_en)}, search_tokens = ${buildSearchTokens(r.title_zh, r.title_en)} WHERE id = ${r.id}`.execute(
      db,
    )
  }
}
