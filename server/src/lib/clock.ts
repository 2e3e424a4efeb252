/** Injectable time source so tests can move time (SMS expiry, daily limits). */
export interface Clock {
  now(): number
}
export const systemClock: Clock = { now: () => Date.now() }

/**
 * The clock of a browser or mini-program test server (TEST_CLOCK=1): a test moves it to an instant
 * (a few days before the seeded show, as it sets the device's clock) and it runs on from there, in
 * real time, until the test puts it back (null). A route test injects a FakeClock instead.
 */
export class SettableClock implements Clock {
  private offset = 0
  now() {
    return Date.now() + this.offset
  }
  set(at: number | null) {
    this.offset = at === null ? 0 : at - Date.now()
  }
}

/** Calendar day (UTC+8, the exhibitions' local time) used by the daily limits. */
export function dayOf(ms: number): string {
  return new Date(ms + 8 * 3600_000).toISOString().slice(0, 10)
}
