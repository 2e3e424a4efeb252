import type {
  SessionDetail,
  SessionFilters,
  SessionListPage,
  SessionListQuery,
  SessionSummary,
} from '../../../../types/api'

export const TZ = 'Asia/Shanghai'
/** The show's days and slots, as the seed has them: 15–17 Sep 2026, venue time. */
export const DAYS = ['2026-09-15', '2026-09-16', '2026-09-17']

/** An instant from a venue (Shanghai, UTC+8) day and clock time. */
export function venue(day: string, clock: string): string {
  return new Date(`${day}T${clock}:00+08:00`).toISOString()
}

let nextId = 1
export function session(day: string, start: string, end: string, extra: Partial<SessionSummary> = {}): SessionSummary {
  return {
    id: nextId++,
    title: `Session ${day} ${start}`,
    startTime: venue(day, start),
    endTime: venue(day, end),
    room: 'Main Forum',
    roomId: 1,
    hall: 'Hall 1',
    track: 'Smart Manufacturing',
    trackId: 1,
    isKeynote: 0,
    speakers: [
      { personId: 1, name: 'Wang Jianguo', title: 'CTO', company: 'Boyuan', avatar: '/media/person/1-240x240.svg' },
    ],
    remind: 0,
    ...extra,
  }
}

export function filtersOf(sessions: SessionSummary[]): SessionFilters {
  const days = new Map<string, number>()
  for (const s of sessions) {
    const day = new Date(Date.parse(s.startTime) + 8 * 3600_000).toISOString().slice(0, 10)
    days.set(day, (days.get(day) ?? 0) + 1)
  }
  return {
    eventEditionId: 22,
    eventEditionName: 'International Industry Expo 2026',
    timeZone: TZ,
    timeZoneName: 'Shanghai',
    days: [...days.entries()].sort().map(([date, count]) => ({ date, count })),
    defaultDay: [...days.keys()].sort()[0] ?? '',
    tracks: [
      { id: 1, name: 'Smart Manufacturing', count: 1 },
      { id: 2, name: 'Supply Chain', count: 1 },
    ],
    rooms: [
      { id: 1, name: 'Main Forum', hall: 'Hall 1', count: 1 },
      { id: 2, name: 'Room M1', hall: 'Hall 3', count: 1 },
    ],
    total: sessions.length,
    reminderLeadMinutes: 15,
  }
}

/** A server over a list of sessions: filters by day (venue), track, room, keyword (title), pages. */
export function fakeConferenceApi(sessions: SessionSummary[]) {
  const calls: SessionListQuery[] = []
  return {
    calls,
    getSessionFilters: jest.fn(async () => filtersOf(sessions)),
    getSessionList: jest.fn(async (q: SessionListQuery): Promise<SessionListPage> => {
      calls.push(q)
      // openingDay (the server's): the day the filters open on, named in the answer
      const day = q.day ?? (q.openingDay === 1 ? filtersOf(sessions).defaultDay : undefined)
      const matching = sessions.filter(
        (s) =>
          (!day || new Date(Date.parse(s.startTime) + 8 * 3600_000).toISOString().slice(0, 10) === day) &&
          (!q.trackId || s.trackId === q.trackId) &&
          (!q.roomId || s.roomId === q.roomId) &&
          (!q.keyword || s.title.toLowerCase().includes(String(q.keyword).toLowerCase())),
      )
      const pageNo = q.pageNo ?? 1
      const pageSize = q.pageSize ?? 20
      return {
        list: matching.slice((pageNo - 1) * pageSize, pageNo * pageSize),
        total: matching.length,
        pageNo,
        pageSize,
        hasMore: pageNo * pageSize < matching.length,
        eventEditionId: 22,
        ...(day ? { day } : {}),
        timeZone: TZ,
        timeZoneName: 'Shanghai',
      }
    }),
  }
}

export function detailOf(s: SessionSummary, extra: Partial<SessionDetail> = {}): SessionDetail {
  return {
    ...s,
    timeZone: TZ,
    timeZoneName: 'Shanghai',
    description: 'Industry experts share the latest trends.',
    eventEditionId: 22,
    eventEditionName: 'International Industry Expo 2026',
    eventCode: 'SIE',
    series: null,
    previousSessions: [],
    reminderLeadMinutes: 15,
    ...extra,
  }
}
