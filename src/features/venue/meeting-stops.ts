/**
 * Meetings at the stand (issue 29) on the walking route: a meeting is a stop at its stand's door at
 * its slot, slotted in among the plan's stands and the agenda's sessions like a session is
 * (slotSessions). Pure, so the route's tests need no screen.
 */
import type { Meeting, RouteStopInfo } from '../../../types/api'
import { venueDay } from '../../utils/venue-time'
import type { TimedStop } from './route'

/** A meeting as a stop of the walk: at its stand's door, at its slot. */
export interface MeetingStop extends TimedStop {
  meeting: Meeting
  /** the stand's code, as the map labels it */
  stand: string
}

/**
 * The meetings the route can walk to: accepted ones (a request not answered yet may be declined:
 * the walk does not send the visitor to it) that have not ended.
 */
export function walkableMeetings(meetings: readonly Meeting[], now: number): Meeting[] {
  return meetings.filter((m) => m.status === 'accepted' && Date.parse(m.endTime) > now)
}

/**
 * The day the route is for: the venue's today when the agenda or a meeting has something today,
 * else the next day that has; none when everything is over.
 */
export function routeDay(startTimes: readonly string[], tz: string, now: number): string | null {
  const today = venueDay(now, tz)
  const days = [...new Set(startTimes.map((s) => venueDay(s, tz)))].sort()
  return days.find((d) => d >= today) ?? null
}

/**
 * The day's meetings at stands the route plan placed (`stops`: the route plan's stands, which the
 * meetings' exhibitors were asked for). A meeting whose stand is on no floor plan is left out of the
 * walk (it stays in My meetings).
 */
export function meetingStops(
  meetings: readonly Meeting[],
  stops: readonly RouteStopInfo[],
  day: string,
  tz: string,
): MeetingStop[] {
  return meetings.flatMap((meeting): MeetingStop[] => {
    if (venueDay(meeting.startTime, tz) !== day) return []
    const at = stops.find((s) => s.companyProfileId === meeting.companyProfileId)
    if (!at) return []
    return [
      {
        meeting,
        stand: at.stand,
        hallId: at.hallId,
        doorX: at.doorX,
        doorY: at.doorY,
        startMs: Date.parse(meeting.startTime),
        endMs: Date.parse(meeting.endTime),
      },
    ]
  })
}
