/**
 * An organiser moves a session (new time, room, or both): the one way a schedule changes, used by
 * `npm --prefix server run conference:reschedule` and the tests. Times are given on the venue's
 * clock. The running server's reminder scheduler then tells every visitor with a reminder (a
 * "changed" notice through the reminder provider), and the reminder follows the session.
 */
import type { ConferenceRepository, ConferenceSession } from '../repositories/conference.js'
import { venueDay, venueInstant, isTimeZone } from './venue-time.js'

export interface RescheduleRequest {
  sessionId: number
  /** 'YYYY-MM-DD HH:mm' or 'HH:mm' (same day), venue time; default: unchanged */
  start?: string
  /** as start; default: the session's duration after the new start */
  end?: string
  /** a room of the session's edition; default: unchanged */
  roomId?: number
}

export class RescheduleError extends Error {}

function parseVenue(value: string, sameDayAs: string, tz: string): string {
  const m = /^(?:(\d{4}-\d{2}-\d{2})[ T])?(\d{2}:\d{2})$/.exec(value.trim())
  if (!m) throw new RescheduleError(`"${value}" is not a venue time (YYYY-MM-DD HH:mm or HH:mm)`)
  return venueInstant(m[1] ?? venueDay(sameDayAs, tz), m[2]!, tz)
}

export interface ReschedulePlan {
  before: ConferenceSession
  change: { startTime: string; endTime: string; roomId: number; roomZh: string; roomEn: string }
}

/**
 * The checks and the new time and room of a move, writing nothing: the organiser console's preview
 * and rescheduleSession share it, so a preview refuses exactly what the move would.
 */
export async function planReschedule(
  conference: ConferenceRepository,
  timeZoneOf: (editionId: number) => string,
  req: RescheduleRequest,
): Promise<ReschedulePlan> {
  const before = await conference.session(req.sessionId)
  if (!before) throw new RescheduleError(`session ${req.sessionId} does not exist`)
  const tz = timeZoneOf(before.edition_id)
  if (!isTimeZone(tz)) throw new RescheduleError(`the edition's time zone "${tz}" is unknown`)
  const startTime = req.start ? parseVenue(req.start, before.start_time, tz) : before.start_time
  const duration = Date.parse(before.end_time) - Date.parse(before.start_time)
  const endTime = req.end
    ? parseVenue(req.end, startTime, tz)
    : new Date(Date.parse(startTime) + duration).toISOString()
  if (Date.parse(endTime) <= Date.parse(startTime)) throw new RescheduleError('the end must come after the start')
  const roomId = req.roomId ?? before.room_id
  const room = roomId !== null ? await conference.room(roomId) : undefined
  if (roomId !== null && (!room || room.edition_id !== before.edition_id))
    throw new RescheduleError(`room ${roomId} is not a room of this session's edition`)
  if (startTime === before.start_time && endTime === before.end_time && roomId === before.room_id)
    throw new RescheduleError('nothing changes')
  return {
    before,
    change: {
      startTime,
      endTime,
      roomId: roomId ?? 0,
      roomZh: room?.name_zh ?? before.room_zh,
      roomEn: room?.name_en ?? before.room_en,
    },
  }
}

export async function rescheduleSession(
  conference: ConferenceRepository,
  timeZoneOf: (editionId: number) => string,
  req: RescheduleRequest,
  now: number,
): Promise<{ before: ConferenceSession; after: ConferenceSession }> {
  const { before, change } = await planReschedule(conference, timeZoneOf, req)
  const after = await conference.reschedule(before.id, change, now)
  if (!after) throw new RescheduleError(`session ${req.sessionId} does not exist`)
  return { before, after }
}
