import type { TransportRequest, TransportResponse } from './client'

/**
 * Requests started by the boot script in index.html (src/boot/early-requests.ts) before the app's
 * JavaScript has arrived. On a slow connection the bundle takes most of a second; the first list
 * page (and the images of its first cards) load meanwhile instead of after it. The app's transport
 * takes an answer from here when it makes exactly the same request, once.
 */
export interface EarlyRequest {
  method: string
  url: string
  /** the JSON body as sent, or '' */
  body: string
  response: Promise<TransportResponse>
  /** the app has taken this answer (it is used once) */
  taken?: boolean
}

/** The global the boot script fills; nothing else writes it. */
export const EARLY_REQUESTS_GLOBAL = '__expoEarlyRequests'

type Registry = { [EARLY_REQUESTS_GLOBAL]?: EarlyRequest[] }

function registry(): EarlyRequest[] | undefined {
  return (globalThis as Registry)[EARLY_REQUESTS_GLOBAL]
}

export function requestBody(data: unknown): string {
  return data === undefined ? '' : typeof data === 'string' ? data : JSON.stringify(data)
}

export function registerEarlyRequest(request: EarlyRequest): void {
  const g = globalThis as Registry
  ;(g[EARLY_REQUESTS_GLOBAL] ??= []).push(request)
}

/**
 * Resolves when the boot script's requests have been answered. A first visit's visitor id gets its
 * session secret with that answer (the boot script stores it), so the app's own requests wait for
 * it rather than going out without one.
 */
export function earlyRequestsSettled(): Promise<void> {
  return Promise.allSettled((registry() ?? []).map((e) => e.response)).then(() => undefined)
}

/**
 * The boot script's answer for this exact request (method, URL and body), marked taken so a later
 * identical request (a reload, a retry) goes to the network. Undefined when there is none.
 */
export function takeEarlyResponse(req: TransportRequest): Promise<TransportResponse> | undefined {
  const pending = registry()
  if (!pending || pending.length === 0) return undefined
  const body = requestBody(req.data)
  const early = pending.find((e) => !e.taken && e.method === req.method && e.url === req.url && e.body === body)
  if (!early) return undefined
  early.taken = true
  return early.response
}
