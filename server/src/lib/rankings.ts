/**
 * The counting rules of Hot Hits and the Billboard (龙虎榜), as pure functions over behaviour
 * records and plan adds (server/src/repositories/rankings.ts reads them; docs/api.md explains them).
 */

/** A visitor's repeated views of one thing within this long count once. */
export const VIEW_DEDUP_MS = 30 * 60_000
/** the Billboard's weight of a plan add against one view: adding to a plan is a stronger signal */
export const PLAN_ADD_WEIGHT = 3

/** A visitor id this young when it viewed or added something is not counted (a throwaway id). */
export const MIN_VISITOR_AGE_MS = 5 * 60_000

export interface ViewRecord {
  userId: string
  /** what was viewed, e.g. c:12 (an exhibitor) or p:40 (a product) */
  key: string
  /** when the server stored it (created_at): a client's own timestamp is never trusted */
  ts: number
}

/**
 * The records that count: people, not requests. A record counts only when its visitor id
 * - was at least MIN_VISITOR_AGE_MS old when it was made (`firstSeen`: when the id got its first
 *   secret; an id without one — the seed's people, visitors from before sessions — is old), and
 * - shows other activity: it viewed or planned at least two different things. An id made to view
 *   one exhibitor and nothing else is a throwaway id, not a visitor.
 * Records without a visitor id never count.
 */
export function countable<R extends ViewRecord>(records: R[], firstSeen: ReadonlyMap<string, number>): R[] {
  const things = new Map<string, Set<string>>()
  for (const r of records) {
    if (!r.userId) continue
    const set = things.get(r.userId)
    if (set) set.add(r.key)
    else things.set(r.userId, new Set([r.key]))
  }
  return records.filter((r) => {
    if (!r.userId || (things.get(r.userId)?.size ?? 0) < 2) return false
    const first = firstSeen.get(r.userId)
    return first === undefined || r.ts - first >= MIN_VISITOR_AGE_MS
  })
}

/**
 * Views per key, a visitor's repeated views within VIEW_DEDUP_MS of the last one counted being
 * one: a visitor reading a page, going back and opening it again is one view; the same visitor
 * coming back in the afternoon is another. Records without a visitor id are not counted.
 */
export function countViews(records: Iterable<ViewRecord>): Map<string, number> {
  const byVisitorKey = new Map<string, number[]>()
  for (const r of records) {
    if (!r.userId) continue
    const k = `${r.userId}\u0000${r.key}`
    const list = byVisitorKey.get(k)
    if (list) list.push(r.ts)
    else byVisitorKey.set(k, [r.ts])
  }
  const out = new Map<string, number>()
  for (const [k, times] of byVisitorKey) {
    times.sort((a, b) => a - b)
    let counted = 0
    let lastCounted = -Infinity
    for (const t of times) {
      if (t - lastCounted >= VIEW_DEDUP_MS) {
        counted++
        lastCounted = t
      }
    }
    const key = k.slice(k.indexOf('\u0000') + 1)
    out.set(key, (out.get(key) ?? 0) + counted)
  }
  return out
}

export interface Scored<T> {
  id: T
  score: number
  /** tie-breakers, in order: more is better */
  ties: number[]
}

/** Ranks 1…n by score, then by each tie-breaker, then by id (smaller first), so the order is stable. */
export function rank<T extends number, S extends Scored<T>>(items: S[]): Array<S & { rank: number }> {
  return [...items]
    .sort((a, b) => {
      if (b.score !== a.score) return b.score - a.score
      for (let i = 0; i < Math.max(a.ties.length, b.ties.length); i++) {
        const d = (b.ties[i] ?? 0) - (a.ties[i] ?? 0)
        if (d) return d
      }
      return a.id - b.id
    })
    .map((x, i) => ({ ...x, rank: i + 1 }))
}

/** The Billboard score of an exhibitor. */
export function billboardScore(views: number, planAdds: number): number {
  return views + PLAN_ADD_WEIGHT * planAdds
}

/** Places gained since the earlier ranking (positive: up); null when it was not ranked then. */
export function rankChange(before: number | undefined, now: number): number | null {
  return before === undefined ? null : before - now
}
