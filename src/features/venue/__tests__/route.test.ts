import {
  AisleGraph,
  pathLength,
  planRoute,
  roomDoor,
  shortPath,
  slotSessions,
  walkingMinutes,
  type RouteHall,
} from '../route'
import { meetingStops, routeDay, walkableMeetings } from '../meeting-stops'
import type { Meeting } from '../../../../types/api'

/**
 * A small hall: aisles at x = 0, 10, 20 (vertical, 0–20) and y = 0, 10, 20 (horizontal, 0–20): a
 * 3 × 3 grid of crossings, the entrance at (10, 20).
 */
const grid = (hallId: number, siteX = 0): RouteHall => ({
  hallId,
  siteX,
  siteY: 0,
  entrances: [{ x: 10, y: 20 }],
  aisles: [0, 10, 20].flatMap((c) => [
    { x1: c, y1: 0, x2: c, y2: 20 },
    { x1: 0, y1: c, x2: 20, y2: c },
  ]),
})

const stop = (id: number, hallId: number, doorX: number, doorY: number) => ({ id, hallId, doorX, doorY })

function permutations<T>(items: T[]): T[][] {
  if (items.length <= 1) return [items]
  return items.flatMap((x, i) => permutations([...items.slice(0, i), ...items.slice(i + 1)]).map((p) => [x, ...p]))
}

describe('walking distances along the aisles', () => {
  it('walks around blocks, not through them', () => {
    const g = new AisleGraph(grid(1).aisles, [
      { x: 5, y: 0 },
      { x: 5, y: 10 },
    ])
    // from (5, 0) to (5, 10): out to x = 0 or 10, down 10, back 5: 20 m, not 10
    expect(g.distance({ x: 5, y: 0 }, { x: 5, y: 10 })).toBe(20)
    expect(g.distance({ x: 0, y: 0 }, { x: 20, y: 20 })).toBe(40)
    expect(g.path({ x: 5, y: 0 }, { x: 5, y: 10 })).toHaveLength(4)
    expect(g.distance({ x: 5, y: 0 }, { x: 3, y: 3 })).toBe(Infinity)
  })

  it('turns metres into walking minutes at 70 m a minute, at least one', () => {
    expect(walkingMinutes(10)).toBe(1)
    expect(walkingMinutes(140)).toBe(2)
    expect(walkingMinutes(400)).toBe(6)
  })
})

describe('ordering the stops', () => {
  it('finds the known optimal order of a small case', () => {
    // doors on the grid; from the entrance (10, 20) the shortest walk is 3 → 1 → 4 → 2 → 5 (60 m):
    // along the bottom to the left, up the left side, across the top, down the right side.
    const hall = grid(1)
    const stops = [stop(1, 1, 0, 5), stop(2, 1, 15, 0), stop(3, 1, 0, 15), stop(4, 1, 5, 0), stop(5, 1, 20, 10)]
    const route = planRoute([hall], stops)
    expect(route.legs.map((l) => l.stop.id)).toEqual([3, 1, 4, 2, 5])
    expect(route.totalMetres).toBe(60)
    // it is the optimum: no order of the five is shorter
    const g = new AisleGraph(hall.aisles, [hall.entrances[0]!, ...stops.map((s) => ({ x: s.doorX, y: s.doorY }))])
    const best = Math.min(
      ...permutations(stops).map((p) =>
        pathLength([0, ...p.map((s) => stops.indexOf(s) + 1)], (i, j) => {
          const pts = [hall.entrances[0]!, ...stops.map((s) => ({ x: s.doorX, y: s.doorY }))]
          return g.distance(pts[i]!, pts[j]!)
        }),
      ),
    )
    expect(route.totalMetres).toBe(best)
  })

  it('improves a nearest-neighbour path with 2-opt', () => {
    // points on a line with the start in the middle: nearest neighbour zig-zags, 2-opt does not
    const xs = [0, 1, -2, 3, -4]
    const d = (i: number, j: number) => Math.abs(xs[i]! - xs[j]!)
    const order = shortPath(xs.length, 0, d)
    expect(pathLength(order, d)).toBe(Math.min(...permutations([1, 2, 3, 4]).map((p) => pathLength([0, ...p], d))))
  })

  it('walks hall by hall, crossing to the next hall once, and counts the walk between them', () => {
    const h1 = grid(1, 0)
    const h2 = grid(2, 100)
    const stops = [
      stop(1, 2, 20, 10),
      stop(2, 1, 0, 10),
      stop(3, 2, 0, 10),
      stop(4, 1, 20, 0),
      stop(5, 1, 10, 10),
      stop(6, 2, 10, 0),
    ]
    const route = planRoute([h1, h2], stops)
    const halls = route.legs.map((l) => l.stop.hallId)
    expect(halls).toEqual([1, 1, 1, 2, 2, 2])
    expect(route.legs.filter((l) => l.newHall)).toHaveLength(1)
    const crossing = route.legs.find((l) => l.newHall)!
    // out of hall 1 by its entrance, 100 m across the site, into hall 2
    expect(crossing.metres).toBeGreaterThanOrEqual(100)
    expect(route.paths.get(1)![0]).toEqual({ x: 10, y: 20 })
    expect(route.totalMinutes).toBe(route.legs.reduce((t, l) => t + l.minutes, 0))
  })

  it('leaves out stops in halls it has no plan of', () => {
    const route = planRoute([grid(1)], [stop(1, 1, 0, 10), stop(2, 9, 0, 10)])
    expect(route.legs.map((l) => l.stop.id)).toEqual([1])
  })
})

describe('the day’s sessions slotted in at their times', () => {
  const nine = Date.parse('2026-09-15T01:00:00Z') // 09:00 in Shanghai
  const min = 60_000
  const session = (id: number, hallId: number, doorX: number, doorY: number, start: number, end: number) => ({
    sessionId: id,
    hallId,
    doorX,
    doorY,
    startMs: nine + start * min,
    endMs: nine + end * min,
  })
  const keyOf = (s: { id?: number; sessionId?: number }) => (s.sessionId ? `s${s.sessionId}` : `c${s.id}`)

  it('puts a session between the stands the visitor has time for, and goes on from its room after it', () => {
    const hall = grid(1)
    const stands = planRoute([hall], [stop(1, 1, 0, 15), stop(2, 1, 0, 5), stop(3, 1, 15, 0)])
    expect(stands.legs.map((l) => l.stop.id)).toEqual([1, 2, 3])
    // two stands (15 min each, a minute or so of walking) fit before 09:40; the third does not
    const talk = session(7, 1, 20, 10, 40, 85)
    const day = slotSessions([hall], stands, [talk], nine)
    expect(day.legs.map((l) => keyOf(l.stop))).toEqual(['c1', 'c2', 's7', 'c3'])
    const [, , atTalk, after] = day.legs
    expect(atTalk!.late).toBe(false)
    expect(atTalk!.arriveMs).toBeLessThanOrEqual(talk.startMs)
    // the next stand is walked to from the room, after the session ends
    expect(after!.arriveMs).toBe(talk.endMs + after!.minutes * min)
    expect(after!.metres).toBe(
      new AisleGraph(hall.aisles, [
        { x: 20, y: 10 },
        { x: 15, y: 0 },
      ]).distance({ x: 20, y: 10 }, { x: 15, y: 0 }),
    )
    // the map's path goes through the room's door between the stands
    expect(day.paths.get(1)).toContainEqual({ x: 20, y: 10 })
    expect(day.totalMetres).toBe(day.legs.reduce((x, l) => x + l.metres, 0))
  })

  it('a session first thing comes first; one over before the day starts is left out', () => {
    const hall = grid(1)
    const stands = planRoute([hall], [stop(1, 1, 0, 15)])
    const early = session(1, 1, 20, 10, 5, 30)
    const over = session(2, 1, 20, 10, -60, -10)
    const day = slotSessions([hall], stands, [over, early], nine)
    expect(day.legs.map((l) => keyOf(l.stop))).toEqual(['s1', 'c1'])
    expect(day.legs[1]!.arriveMs).toBeGreaterThan(early.endMs)
  })

  it('crosses to a session in another hall and back, and marks an overlapping session late', () => {
    const h1 = grid(1, 0)
    const h2 = grid(2, 100)
    const stands = planRoute([h1], [stop(1, 1, 0, 15), stop(2, 1, 0, 5)])
    const a = session(1, 2, 20, 10, 20, 60)
    const b = session(2, 2, 0, 10, 30, 50)
    const day = slotSessions([h1, h2], stands, [b, a], nine)
    expect(day.legs.map((l) => keyOf(l.stop))).toEqual(['c1', 's1', 's2', 'c2'])
    expect(day.legs[1]!.newHall).toBe(true)
    expect(day.legs[1]!.metres).toBeGreaterThan(80) // across the site
    expect(day.legs[2]!.late).toBe(true)
    expect(day.legs[3]!.newHall).toBe(true)
    expect(day.entrances.get(2)).toBe(0)
  })

  it('only the sessions, when no stand is planned', () => {
    const hall = grid(1)
    const day = slotSessions([hall], planRoute([hall], []), [session(1, 1, 20, 10, 60, 90)], nine)
    expect(day.legs).toHaveLength(1)
    expect(day.legs[0]!.metres).toBe(20) // from the nearest entrance (10, 20)
  })
})

describe('a meeting room’s door', () => {
  it('is on the aisle below the room, at its middle', () => {
    const aisles = grid(1).aisles
    expect(roomDoor(aisles, { x: 0, y: 0, w: 10, h: 8 })).toEqual({ doorX: 5, doorY: 10 })
    expect(roomDoor(aisles, { x: 0, y: 21, w: 10, h: 8 })).toEqual({ doorX: 5, doorY: 20 })
  })
})

describe('a day without sessions', () => {
  it('is the stands’ walk unchanged', () => {
    const h1 = grid(1, 0)
    const h2 = grid(2, 100)
    const stands = planRoute([h1, h2], [stop(1, 2, 20, 10), stop(2, 1, 0, 10), stop(3, 1, 20, 0)])
    const day = slotSessions([h1, h2], stands, [], Date.parse('2026-09-15T01:00:00Z'))
    expect(day.legs.map((l) => [l.stop.id, l.metres, l.newHall])).toEqual(
      stands.legs.map((l) => [l.stop.id, l.metres, l.newHall]),
    )
    expect(day.paths).toBe(stands.paths)
    expect(day.totalMetres).toBe(stands.totalMetres)
  })
})

describe('meetings at stands on the walking route (issue 29)', () => {
  const meeting = (id: number, companyProfileId: number, start: string, end: string, status = 'accepted') =>
    ({
      meetingId: id,
      companyProfileId,
      exhibitorName: `Stand ${companyProfileId}`,
      booth: `A${companyProfileId}`,
      startTime: start,
      endTime: end,
      day: '',
      timeZone: 'Asia/Shanghai',
      purpose: 'Pumps',
      status,
      expiresAt: start,
      mark: null,
    }) as Meeting
  const info = (companyProfileId: number, doorX: number, doorY: number) => ({
    companyProfileId,
    name: `Stand ${companyProfileId}`,
    stand: `A${companyProfileId}`,
    hallId: 1,
    doorX,
    doorY,
  })

  it('walks only to accepted meetings that have not ended', () => {
    const now = Date.parse('2026-04-16T03:00:00Z')
    const list = [
      meeting(1, 5, '2026-04-16T03:30:00Z', '2026-04-16T04:00:00Z'),
      meeting(2, 5, '2026-04-16T04:30:00Z', '2026-04-16T05:00:00Z', 'pending'),
      meeting(3, 5, '2026-04-16T02:00:00Z', '2026-04-16T02:30:00Z'),
    ]
    expect(walkableMeetings(list, now).map((m) => m.meetingId)).toEqual([1])
  })

  it('picks the venue day: a meeting at 00:10 on the 17th in Shanghai is the 17th’s', () => {
    const late = meeting(1, 5, '2026-04-16T16:10:00Z', '2026-04-16T16:30:00Z')
    expect(routeDay([late.startTime], 'Asia/Shanghai', Date.parse('2026-04-15T00:00:00Z'))).toBe('2026-04-17')
    expect(routeDay([], 'Asia/Shanghai', Date.now())).toBeNull()
  })

  it('puts a meeting at its stand, at its time, among the plan’s stands', () => {
    const hall = grid(1)
    const nine = Date.parse('2026-04-16T01:00:00Z') // 09:00 in Shanghai
    const stands = planRoute([hall], [info(1, 0, 20), info(2, 0, 0), info(3, 20, 0), info(4, 20, 20)])
    // 09:45–10:15 at stand 9; another day's meeting and one at a stand on no plan stay out
    const list = [
      meeting(7, 9, '2026-04-16T01:45:00Z', '2026-04-16T02:15:00Z'),
      meeting(8, 9, '2026-04-17T01:45:00Z', '2026-04-17T02:15:00Z'),
      meeting(10, 99, '2026-04-16T03:00:00Z', '2026-04-16T03:30:00Z'),
    ]
    const timed = meetingStops(list, [info(9, 10, 0)], '2026-04-16', 'Asia/Shanghai')
    expect(timed.map((m) => [m.meeting.meetingId, m.stand, m.doorX, m.doorY])).toEqual([[7, 'A9', 10, 0]])
    const day = slotSessions([hall], stands, timed, nine)
    const keys = day.legs.map((l) =>
      'meeting' in l.stop ? `m${l.stop.meeting.meetingId}` : `c${l.stop.companyProfileId}`,
    )
    // 15 minutes a stand from 09:00: two stands fit before 09:45, the rest after the meeting
    expect(keys).toEqual(['c1', 'c2', 'm7', 'c3', 'c4'])
    const atMeeting = day.legs[2]!
    expect(atMeeting.late).toBe(false)
    expect(day.legs[3]!.arriveMs).toBeGreaterThanOrEqual(Date.parse('2026-04-16T02:15:00Z'))
  })
})
