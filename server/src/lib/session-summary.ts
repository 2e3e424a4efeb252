import type * as C from '../../../types/api.js'
import type { ConferenceSession, Room, Speaker, Track } from '../repositories/conference.js'
import { ms } from '../repositories/conference.js'
import { tr } from '../repositories/catalog.js'

/** How long after a change of time or room the detail (and every summary) says so. */
export const CHANGE_SHOWN_MS = 48 * 3600_000

export const speakerSummary = (lang: C.Language, p: Speaker): C.SpeakerSummary => ({
  personId: p.id,
  name: tr(lang, p.name_zh, p.name_en),
  title: tr(lang, p.title_zh, p.title_en),
  company: tr(lang, p.company_zh, p.company_en),
  avatar: p.avatar,
})

/**
 * A session as lists show it (the session list, the agenda, the offline pack): its room, hall,
 * track and speakers, the caller's reminder flag, and a change of time or room made in the last
 * 48 hours before `now`.
 */
export function sessionSummary(
  lang: C.Language,
  s: ConferenceSession,
  rooms: Map<number, Room>,
  tracks: Map<number, Track>,
  speakers: Speaker[],
  reminded: boolean,
  now: number,
): C.SessionSummary {
  const room = s.room_id !== null ? rooms.get(s.room_id) : undefined
  const track = s.track_id !== null ? tracks.get(s.track_id) : undefined
  const changedAt = ms(s.changed_at)
  const out: C.SessionSummary = {
    id: s.id,
    title: tr(lang, s.title_zh, s.title_en),
    startTime: s.start_time,
    endTime: s.end_time,
    room: room ? tr(lang, room.name_zh, room.name_en) : tr(lang, s.room_zh, s.room_en),
    roomId: s.room_id ?? 0,
    hall: room ? tr(lang, room.hall_zh, room.hall_en) : '',
    track: track ? tr(lang, track.name_zh, track.name_en) : '',
    trackId: s.track_id ?? 0,
    isKeynote: s.is_keynote ? 1 : 0,
    speakers: speakers.map((p) => speakerSummary(lang, p)),
    remind: reminded ? 1 : 0,
  }
  if (changedAt !== null && now - changedAt < CHANGE_SHOWN_MS && s.previous_start_time && s.previous_end_time) {
    const before = s.previous_room_id !== null ? rooms.get(s.previous_room_id) : room
    out.change = {
      previousStartTime: s.previous_start_time,
      previousEndTime: s.previous_end_time,
      previousRoom: before ? tr(lang, before.name_zh, before.name_en) : out.room,
      previousHall: before ? tr(lang, before.hall_zh, before.hall_en) : out.hall,
      changedAt: new Date(changedAt).toISOString(),
    }
  }
  return out
}
