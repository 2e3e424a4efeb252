/**
 * A one-shot timer that can pause and resume with the time it had left (spec §4: toasts in the
 * popup hide after 2 s and pause while hovered). Uses the global timers so jest fake timers drive it.
 */
export class PausableTimer {
  private handle: ReturnType<typeof setTimeout> | null = null
  private startedAt = 0
  private remainingMs = 0
  private callback: (() => void) | null = null

  constructor(private readonly now: () => number = () => Date.now()) {}

  /** (Re)starts from the full duration. */
  start(durationMs: number, callback: () => void): void {
    this.clear()
    this.callback = callback
    this.remainingMs = durationMs
    this.run()
  }

  pause(): void {
    if (this.handle === null) return
    clearTimeout(this.handle)
    this.handle = null
    this.remainingMs = Math.max(0, this.remainingMs - (this.now() - this.startedAt))
  }

  resume(): void {
    if (this.handle !== null || this.callback === null) return
    this.run()
  }

  clear(): void {
    if (this.handle !== null) clearTimeout(this.handle)
    this.handle = null
    this.callback = null
    this.remainingMs = 0
  }

  get running(): boolean {
    return this.handle !== null
  }

  get paused(): boolean {
    return this.handle === null && this.callback !== null
  }

  /** Time left as of the last start/pause (while running, not updated continuously). */
  get remaining(): number {
    return this.remainingMs
  }

  private run(): void {
    this.startedAt = this.now()
    this.handle = setTimeout(() => {
      const callback = this.callback
      this.handle = null
      this.callback = null
      this.remainingMs = 0
      callback?.()
    }, this.remainingMs)
  }
}
