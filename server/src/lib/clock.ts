/** Injectable time source so tests can move time (SMS expiry, daily limits). */
export interface Clock {
  now(): number
}
export const systemClock: Clock = { now: () => Date.now() }

/** Calendar day (UTC+8, the exhibitions' local time) used by the daily limits. */
export function dayOf(ms: number): string {
  return new Date(ms + 8 * 3600_000).toISOString().slice(0, 10)
}
