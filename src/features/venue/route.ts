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
