import { AisleGraph, pathLength, planRoute, shortPath, walkingMinutes, type RouteHall } from '../route'

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
