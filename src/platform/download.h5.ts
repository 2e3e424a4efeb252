// H5 (browsers and the native app's web view): the body's stream read with fetch (web-download.ts).
// The mini-program's is download.ts. Imported only by the offline pack's part, not the first screen.
import type { Transport } from '../services/api/client'
import type { ProgressRequest, ProgressResponse } from './types'
import { fetchWithProgress as fetchInWindow } from './web-download'

export function fetchWithProgress(request: ProgressRequest): Promise<ProgressResponse> {
  return fetchInWindow(window, request)
}

/** See download.ts: the request transport of a download with its progress. */
export function progressTransport(onProgress: (fraction: number | null) => void): Transport {
  return (req) =>
    fetchWithProgress({ url: req.url, header: req.header, timeout: Math.max(req.timeout, 120_000), onProgress })
}
