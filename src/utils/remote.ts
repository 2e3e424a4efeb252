import { ApiError, SILENT_ERROR } from '../services/api/client'

/**
 * Loading remote data, the parts every loader needs, written once (stores use these directly; React
 * components use hooks/use-remote-data, built on them).
 */

/**
 * Requests where only the newest answer counts: `start()` before asking, and the function it returns
 * says whether this request is still the newest when its answer arrives. A slow answer for an old
 * filter, id, language or edition then never lands over the new one.
 */
export class LatestRequest {
  private serial = 0

  start(): () => boolean {
    const mine = ++this.serial
    return () => mine === this.serial
  }

  /** Makes every request on its way stale (a reset). */
  cancel(): void {
    this.serial++
  }
}

/** A network failure, a time-out or a server error: trying again may help (show Retry). */
export function isRetryable(error: unknown): boolean {
  return !(error instanceof ApiError) || error.kind !== 'business'
}

/** The server's silent '展会不存在或当前不可查看': the exhibition is not viewable (show no data, no toast). */
export function isNotViewable(error: unknown): boolean {
  return error instanceof ApiError && error.message === SILENT_ERROR
}
