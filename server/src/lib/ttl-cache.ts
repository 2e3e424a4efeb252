/**
 * Small TTL cache (single-flight: concurrent misses share one computation). The directory keeps its
 * list totals and list pages in them: COUNT(*) and sorting a large filtered edition are the costliest
 * parts of a page (repositories/directory.ts).
 */
export class TtlCache<V> {
  private map = new Map<string, { v: V; at: number }>()
  /** bumped by clear(): a computation begun before an invalidation does not store its stale answer */
  private generation = 0
  constructor(
    private ttlMs: number,
    private max = 5000,
  ) {}
  get(k: string): V | undefined {
    const e = this.map.get(k)
    if (!e) return undefined
    if (Date.now() - e.at > this.ttlMs) {
      this.map.delete(k)
      return undefined
    }
    return e.v
  }
  set(k: string, v: V) {
    if (this.map.size >= this.max) this.map.clear()
    this.map.set(k, { v, at: Date.now() })
  }
  clear() {
    this.generation++
    this.map.clear()
  }
  /** Cached value, or the (shared) computation of it. */
  async through(k: string, compute: () => Promise<V>): Promise<V> {
    const hit = this.get(k)
    if (hit !== undefined) return hit
    const generation = this.generation
    const p = compute()
    this.set(k, p as unknown as V)
    try {
      const v = await p
      if (generation === this.generation) this.set(k, v)
      return v
    } catch (err) {
      if (generation === this.generation) this.map.delete(k)
      throw err
    }
  }
}
