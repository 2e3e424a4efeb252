/**
 * The visitor's plan as a walking route (issue 15, item 2).
 *
 * Distances are walked along the aisles: each hall's aisle centre lines (axis-aligned segments)
 * make a graph whose nodes are their crossings, the stands' doors and the entrances; Dijkstra gives
 * the walking distance between any two of them. Between halls the visitor leaves by an entrance
 * and walks straight across the site to an entrance of the next hall.
 *
 * The order: halls one after the other (a visitor does not cross the site twice for one hall),
 * each hall's stops by nearest neighbour then improved by 2-opt. Why not an exact solver: a plan
 * holds a handful to a few dozen exhibitors per hall; exact TSP is exponential, while nearest
 * neighbour + 2-opt is within a few percent of optimal on grid-like distances, runs in
 * milliseconds on a phone (offline too), and gives the same answer every time for the same plan.
 */

export interface Point {
  x: number
  y: number
}
export interface Segment {
  x1: number
  y1: number
  x2: number
  y2: number
}
export interface RouteHall {
  hallId: number
  siteX: number
  siteY: number
  entrances: readonly Point[]
  aisles: readonly Segment[]
}
export interface RouteStop {
  hallId: number
  doorX: number
  doorY: number
}
export interface RouteLeg<S extends RouteStop> {
  stop: S
  /** metres walked from the previous stop (or from the first hall's entrance) */
  metres: number
  minutes: number
  /** true when the walk to this stop changes hall */
  newHall: boolean
}
export interface Route<S extends RouteStop> {
  legs: Array<RouteLeg<S>>
  totalMetres: number
  totalMinutes: number
  /** per hall, the polyline walked inside it (entrance → stops → entrance), for the map */
  paths: Map<number, Point[]>
  /** per hall, the entrance the walk comes in by (its index in the hall's entrances) */
  entrances: Map<number, number>
}

/** An unhurried walk through an exhibition, looking at stands: 4.2 km/h. */
export const WALK_METRES_PER_MINUTE = 70

export function walkingMinutes(metres: number): number {
  return Math.max(1, Math.round(metres / WALK_METRES_PER_MINUTE))
}

const key = (p: Point) => `${p.x},${p.y}`

/** The walking graph of one hall, with shortest paths between points on its aisles. */
export class AisleGraph {
  private readonly nodes = new Map<string, Point>()
  private readonly edges = new Map<string, Array<{ to: string; d: number }>>()
  private readonly cache = new Map<string, { dist: Map<string, number>; prev: Map<string, string> }>()

  /** `points`: the doors and entrances to add as nodes (each must lie on an aisle). */
  constructor(aisles: readonly Segment[], points: readonly Point[]) {
    const onSegment = (s: Segment, p: Point) =>
      s.x1 === s.x2
        ? p.x === s.x1 && p.y >= Math.min(s.y1, s.y2) && p.y <= Math.max(s.y1, s.y2)
        : p.y === s.y1 && p.x >= Math.min(s.x1, s.x2) && p.x <= Math.max(s.x1, s.x2)
    for (const s of aisles) {
      const along: Point[] = [
        { x: s.x1, y: s.y1 },
        { x: s.x2, y: s.y2 },
      ]
      // crossings with every perpendicular aisle
      for (const o of aisles) {
        if ((s.x1 === s.x2) === (o.x1 === o.x2)) continue
        const p = s.x1 === s.x2 ? { x: s.x1, y: o.y1 } : { x: o.x1, y: s.y1 }
        if (onSegment(s, p) && onSegment(o, p)) along.push(p)
      }
      for (const p of points) if (onSegment(s, p)) along.push(p)
      along.sort((a, b) => a.x - b.x || a.y - b.y)
      for (let i = 0; i < along.length; i++) {
        this.nodes.set(key(along[i]!), along[i]!)
        if (i === 0) continue
        const a = along[i - 1]!
        const b = along[i]!
        const d = Math.abs(a.x - b.x) + Math.abs(a.y - b.y)
        if (d === 0) continue
        this.link(key(a), key(b), d)
      }
    }
  }

  private link(a: string, b: string, d: number) {
    for (const [from, to] of [
      [a, b],
      [b, a],
    ] as const) {
      const list = this.edges.get(from) ?? []
      list.push({ to, d })
      this.edges.set(from, list)
    }
  }

  has(p: Point): boolean {
    return this.nodes.has(key(p))
  }

  private search(from: Point) {
    const start = key(from)
    const hit = this.cache.get(start)
    if (hit) return hit
    const dist = new Map<string, number>([[start, 0]])
    const prev = new Map<string, string>()
    const done = new Set<string>()
    // a few hundred nodes: a linear scan for the nearest open node is fast enough and simple
    for (;;) {
      let best: string | undefined
      let bestD = Infinity
      for (const [k, d] of dist) {
        if (!done.has(k) && d < bestD) {
          best = k
          bestD = d
        }
      }
      if (best === undefined) break
      done.add(best)
      for (const e of this.edges.get(best) ?? []) {
        const nd = bestD + e.d
        if (nd < (dist.get(e.to) ?? Infinity)) {
          dist.set(e.to, nd)
          prev.set(e.to, best)
        }
      }
    }
    const result = { dist, prev }
    this.cache.set(start, result)
    return result
  }

  /** Walking distance along the aisles (Infinity when a point is off the aisles or unreachable). */
  distance(a: Point, b: Point): number {
    if (!this.has(a) || !this.has(b)) return Infinity
    return this.search(a).dist.get(key(b)) ?? Infinity
  }

  /** The corners walked from a to b. */
  path(a: Point, b: Point): Point[] {
    if (!this.has(a) || !this.has(b)) return [a, b]
    const { prev } = this.search(a)
    const out: Point[] = [b]
    let k = key(b)
    const start = key(a)
    while (k !== start) {
      const p = prev.get(k)
      if (!p) return [a, b]
      k = p
      out.push(this.nodes.get(k)!)
    }
    return out.reverse()
  }
}

/**
 * An open path through `n` points starting at `start` (index), short by nearest neighbour then
 * 2-opt (reversing any stretch that makes it shorter, until none does). `d(i, j)` is symmetric.
 * Returns the visiting order (starting with `start`).
 */
export function shortPath(n: number, start: number, d: (i: number, j: number) => number): number[] {
  const order = [start]
  const left = new Set(Array.from({ length: n }, (_, i) => i).filter((i) => i !== start))
  while (left.size) {
    const last = order[order.length - 1]!
    let best = -1
    let bestD = Infinity
    for (const i of left) {
      const di = d(last, i)
      if (di < bestD || (di === bestD && i < best)) {
        best = i
        bestD = di
      }
    }
    order.push(best)
    left.delete(best)
  }
  // 2-opt on an open path: reverse order[i..j]; the end is free (no edge after the last stop)
  for (let improved = true, rounds = 0; improved && rounds < 100; rounds++) {
    improved = false
    for (let i = 1; i < order.length - 1; i++) {
      for (let j = i + 1; j < order.length; j++) {
        const a = order[i - 1]!
        const b = order[i]!
        const c = order[j]!
        const e = order[j + 1]
        const before = d(a, b) + (e === undefined ? 0 : d(c, e))
        const after = d(a, c) + (e === undefined ? 0 : d(b, e))
        if (after < before - 1e-9) {
          order.splice(i, j - i + 1, ...order.slice(i, j + 1).reverse())
          improved = true
        }
      }
    }
  }
  return order
}

/** The length of an open path in visiting order. */
export function pathLength(order: readonly number[], d: (i: number, j: number) => number): number {
  let total = 0
  for (let i = 1; i < order.length; i++) total += d(order[i - 1]!, order[i]!)
  return total
}

interface HallWalk<S> {
  entrance: number
  stops: S[]
  /** metres from the entrance to each stop from the previous one */
  steps: number[]
}

/** The best walk through one hall's stops from one of its entrances. */
function walkHall<S extends RouteStop>(graph: AisleGraph, hall: RouteHall, stops: S[], entrance: number): HallWalk<S> {
  const points: Point[] = [hall.entrances[entrance]!, ...stops.map((s) => ({ x: s.doorX, y: s.doorY }))]
  const d = (i: number, j: number) => graph.distance(points[i]!, points[j]!)
  const order = shortPath(points.length, 0, d)
  const steps: number[] = []
  for (let k = 1; k < order.length; k++) steps.push(d(order[k - 1]!, order[k]!))
  return { entrance, stops: order.slice(1).map((i) => stops[i - 1]!), steps }
}

/**
 * Orders the stops hall by hall into a short walk. Stops whose hall is unknown are left out (the
 * caller lists them apart). `halls` in the venue's order: the first hall with stops is the start.
 */
export function planRoute<S extends RouteStop>(halls: readonly RouteHall[], stops: readonly S[]): Route<S> {
  const inHall = new Map<number, S[]>()
  for (const s of stops) {
    if (!halls.some((h) => h.hallId === s.hallId)) continue
    inHall.set(s.hallId, [...(inHall.get(s.hallId) ?? []), s])
  }
  const used = halls.filter((h) => inHall.has(h.hallId))
  if (used.length === 0) return { legs: [], totalMetres: 0, totalMinutes: 0, paths: new Map(), entrances: new Map() }
  const graphs = new Map(
    used.map((h) => [
      h.hallId,
      new AisleGraph(h.aisles, [...h.entrances, ...inHall.get(h.hallId)!.map((s) => ({ x: s.doorX, y: s.doorY }))]),
    ]),
  )
  // halls in an order that crosses the site least (their centres; the first hall in venue order starts)
  const centre = (h: RouteHall) => ({ x: h.siteX, y: h.siteY })
  const hallOrder = shortPath(used.length, 0, (i, j) =>
    Math.hypot(centre(used[i]!).x - centre(used[j]!).x, centre(used[i]!).y - centre(used[j]!).y),
  ).map((i) => used[i]!)

  const legs: Array<RouteLeg<S>> = []
  const paths = new Map<number, Point[]>()
  const entrances = new Map<number, number>()
  let prev: { hall: RouteHall; point: Point } | null = null
  for (const hall of hallOrder) {
    const graph = graphs.get(hall.hallId)!
    const hallStops = inHall.get(hall.hallId)!
    // every entrance of this hall as the way in: the shortest total (from the previous hall's last
    // stop, out by its best entrance, across the site) wins
    let best: { walk: HallWalk<S>; approach: number; exit: Point | null } | null = null
    for (let e = 0; e < hall.entrances.length; e++) {
      const walk = walkHall(graph, hall, hallStops, e)
      let approach = 0
      let exit: Point | null = null
      if (prev) {
        const prevGraph = graphs.get(prev.hall.hallId)!
        approach = Infinity
        for (const out of prev.hall.entrances as Point[]) {
          const site = Math.hypot(
            prev.hall.siteX + out.x - (hall.siteX + hall.entrances[e]!.x),
            prev.hall.siteY + out.y - (hall.siteY + hall.entrances[e]!.y),
          )
          const a = prevGraph.distance(prev.point, out) + site
          if (a < approach) {
            approach = a
            exit = out
          }
        }
      }
      const total = approach + walk.steps.reduce((x, y) => x + y, 0)
      const bestTotal = best ? best.approach + best.walk.steps.reduce((x, y) => x + y, 0) : Infinity
      if (total < bestTotal) best = { walk, approach, exit }
    }
    const { walk, approach, exit }: { walk: HallWalk<S>; approach: number; exit: Point | null } = best!
    if (prev && exit) {
      const prevPath = paths.get(prev.hall.hallId)!
      prevPath.push(...graphs.get(prev.hall.hallId)!.path(prev.point, exit).slice(1))
    }
    const entrance: Point = hall.entrances[walk.entrance]!
    const path: Point[] = [entrance]
    let from: Point = entrance
    walk.stops.forEach((stop: S, i: number) => {
      const door = { x: stop.doorX, y: stop.doorY }
      path.push(...graph.path(from, door).slice(1))
      from = door
      const metres = walk.steps[i]! + (i === 0 ? approach : 0)
      legs.push({ stop, metres, minutes: walkingMinutes(metres), newHall: i === 0 && prev !== null })
    })
    paths.set(hall.hallId, path)
    entrances.set(hall.hallId, walk.entrance)
    prev = { hall, point: from }
  }
  const totalMetres = legs.reduce((x, l) => x + l.metres, 0)
  return { legs, totalMetres, totalMinutes: legs.reduce((x, l) => x + l.minutes, 0), paths, entrances }
}

// --- the day's sessions, slotted in at their times ------------------------------------------------

/** A stop with a fixed time: a session on the visitor's agenda, at its room's door. */
export interface TimedStop extends RouteStop {
  /** epoch ms */
  startMs: number
  endMs: number
}
export interface TimedLeg<S extends RouteStop> extends RouteLeg<S> {
  /** when the visitor gets there, by walking and the time spent at each stand before (NaN: no clock, no sessions) */
  arriveMs: number
  /** a session reached after it started (an earlier one ran over, or two overlap) */
  late: boolean
}
export interface DayRoute<S extends RouteStop> extends Route<S> {
  legs: Array<TimedLeg<S>>
}

/** The time a visitor spends at a planned stand, for the clock that fits stands between sessions. */
export const STAND_VISIT_MINUTES = 15

interface Located {
  hallId: number
  x: number
  y: number
}
const at = (s: RouteStop): Located => ({ hallId: s.hallId, x: s.doorX, y: s.doorY })

/** Walks between any two points of the venue: along one hall's aisles, or out, across, and in. */
class SiteWalk {
  readonly graphs = new Map<number, AisleGraph>()
  readonly halls = new Map<number, RouteHall>()

  constructor(halls: readonly RouteHall[], stops: readonly RouteStop[]) {
    for (const h of halls) {
      this.halls.set(h.hallId, h)
      const doors = stops.filter((s) => s.hallId === h.hallId).map((s) => ({ x: s.doorX, y: s.doorY }))
      this.graphs.set(h.hallId, new AisleGraph(h.aisles, [...h.entrances, ...doors]))
    }
  }

  /** The shortest walk from a to b: its metres and the way out of a's hall and into b's. */
  walk(a: Located, b: Located): { metres: number; exit?: Point; entry?: Point; entryIndex?: number } {
    const ga = this.graphs.get(a.hallId)!
    if (a.hallId === b.hallId) return { metres: ga.distance(a, b) }
    const ha = this.halls.get(a.hallId)!
    const hb = this.halls.get(b.hallId)!
    const gb = this.graphs.get(b.hallId)!
    let best: { metres: number; exit?: Point; entry?: Point; entryIndex?: number } = { metres: Infinity }
    for (const out of ha.entrances) {
      const inside = ga.distance(a, out)
      hb.entrances.forEach((into, k) => {
        const site = Math.hypot(ha.siteX + out.x - (hb.siteX + into.x), ha.siteY + out.y - (hb.siteY + into.y))
        const metres = inside + site + gb.distance(into, b)
        if (metres < best.metres) best = { metres, exit: out, entry: into, entryIndex: k }
      })
    }
    return best
  }

  /** The entrance of a hall nearest to a point in it (where a day that starts there comes in). */
  nearestEntrance(p: Located): number {
    const h = this.halls.get(p.hallId)!
    const g = this.graphs.get(p.hallId)!
    let best = 0
    h.entrances.forEach((e, k) => {
      if (g.distance(e, p) < g.distance(h.entrances[best]!, p)) best = k
    })
    return best
  }
}

/**
 * Slots the day's sessions into a walk through the planned stands. The stands keep their short
 * walking order (planRoute); a clock runs from `startMs` (walking, then STAND_VISIT_MINUTES at each
 * stand): before each stand, if seeing it would make the visitor late for the next session, they
 * walk to the session's room instead, stay to its end, and go on from there with the next stand.
 * Sessions in halls not in `halls`, or over before `startMs`, are left out; overlapping sessions
 * stay in (both are on the agenda), the later one marked late.
 */
export function slotSessions<S extends RouteStop, T extends TimedStop>(
  halls: readonly RouteHall[],
  stands: Route<S>,
  sessions: readonly T[],
  startMs: number,
  visitMinutes = STAND_VISIT_MINUTES,
): DayRoute<S | T> {
  const known = new Set(halls.map((h) => h.hallId))
  const timed = sessions
    .filter((s) => known.has(s.hallId) && s.endMs > startMs)
    .sort((a, b) => a.startMs - b.startMs || a.endMs - b.endMs)
  // no session that day: the stands' walk as it is
  if (!timed.length) return { ...stands, legs: stands.legs.map((l) => ({ ...l, arriveMs: NaN, late: false })) }
  const order = stands.legs.map((l) => l.stop)
  const site = new SiteWalk(halls, [...order, ...timed])
  const minute = 60_000

  // where the day starts: the entrance the stand walk chose, else the one nearest the first session
  const first: RouteStop | undefined = order[0] ?? timed[0]
  if (!first) return { legs: [], totalMetres: 0, totalMinutes: 0, paths: new Map(), entrances: new Map() }
  const startHall = site.halls.get(first.hallId)!
  const startEntrance = order[0] ? (stands.entrances.get(first.hallId) ?? 0) : site.nearestEntrance(at(first))
  let pos: Located = { hallId: first.hallId, ...startHall.entrances[startEntrance]! }

  const paths = new Map<number, Point[]>()
  const entrances = new Map<number, number>([[first.hallId, startEntrance]])
  const extend = (hallId: number, a: Point, b: Point) => {
    const g = site.graphs.get(hallId)!
    const from = { x: a.x, y: a.y }
    const to = { x: b.x, y: b.y }
    const path = paths.get(hallId)
    if (!path) {
      paths.set(hallId, g.path(from, to))
      return
    }
    // back in a hall walked before: along its aisles from where its path ended
    const last = path[path.length - 1]!
    if (last.x !== from.x || last.y !== from.y) path.push(...g.path(last, from).slice(1))
    path.push(...g.path(from, to).slice(1))
  }

  const legs: Array<TimedLeg<S | T>> = []
  let clock = startMs
  const go = (stop: S | T) => {
    const to = at(stop)
    const w = site.walk(pos, to)
    if (w.exit && w.entry) {
      extend(pos.hallId, pos, w.exit)
      extend(to.hallId, w.entry, to)
      if (!entrances.has(to.hallId)) entrances.set(to.hallId, w.entryIndex!)
    } else extend(to.hallId, pos, to)
    const minutes = walkingMinutes(w.metres)
    const arriveMs = clock + minutes * minute
    const fixed = 'startMs' in stop ? (stop as TimedStop) : null
    legs.push({
      stop,
      metres: w.metres,
      minutes,
      newHall: legs.length > 0 && pos.hallId !== to.hallId,
      arriveMs,
      late: fixed !== null && arriveMs > fixed.startMs,
    })
    clock = fixed ? Math.max(arriveMs, fixed.endMs) : arriveMs + visitMinutes * minute
    pos = to
  }

  let i = 0
  let j = 0
  while (i < order.length || j < timed.length) {
    const stand = order[i]
    const session = timed[j]
    if (stand && session) {
      const there = walkingMinutes(site.walk(pos, at(stand)).metres)
      const onward = walkingMinutes(site.walk(at(stand), at(session)).metres)
      const done = clock + (there + visitMinutes + onward) * minute
      if (done <= session.startMs) {
        go(stand)
        i++
      } else {
        go(session)
        j++
      }
    } else if (stand) {
      go(stand)
      i++
    } else {
      go(session!)
      j++
    }
  }
  const totalMetres = legs.reduce((x, l) => x + l.metres, 0)
  return { legs, totalMetres, totalMinutes: legs.reduce((x, l) => x + l.minutes, 0), paths, entrances }
}

/**
 * Where a meeting room opens onto the aisles: the middle of its side facing the nearest aisle
 * below it (the room row's own cross aisle), else above it. A point on an aisle's centre line, as
 * a stand's door is.
 */
export function roomDoor(
  aisles: readonly Segment[],
  room: { x: number; y: number; w: number; h: number },
): { doorX: number; doorY: number } | null {
  const x = room.x + Math.floor(room.w / 2)
  const across = aisles.filter((a) => a.y1 === a.y2 && x >= Math.min(a.x1, a.x2) && x <= Math.max(a.x1, a.x2))
  const below = across.filter((a) => a.y1 >= room.y + room.h).sort((a, b) => a.y1 - b.y1)[0]
  const above = across.filter((a) => a.y1 <= room.y).sort((a, b) => b.y1 - a.y1)[0]
  const aisle = below ?? above
  return aisle ? { doorX: x, doorY: aisle.y1 } : null
}
