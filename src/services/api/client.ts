/**
 * The only code that makes requests (house style §2). Two backends, rxweb and show, each with a
 * base URL from configuration; stored language and eventCode (and the visitor id) ride along as
 * query parameters; credentials on every request; the envelope of spec §7 is unwrapped here.
 */
import type { SmsCodeRejectedCode } from '../../../types/api'
import {
  DEMO_MODE_HEADER,
  headerValue,
  SESSION_REFUSALS,
  VISITOR_SESSION_HEADER,
  type SessionStore,
} from './visitor-session'

export type Backend = 'rxweb' | 'show'
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE'
export type QueryValue = string | number | boolean | undefined | null
export type Query = Record<string, QueryValue>

export interface TransportRequest {
  url: string
  method: HttpMethod
  data?: unknown
  header: Record<string, string>
  timeout: number
}
export interface TransportResponse {
  statusCode: number
  data: unknown
  /** response headers (the visitor's new session secret comes in one) */
  header?: Record<string, string>
}
/** Taro.request on both platforms; tests pass a fake. Rejects on network failure / time-out. */
export type Transport = (req: TransportRequest) => Promise<TransportResponse>

export interface RequestContext {
  language: string
  eventCode?: string
  userId?: string
  sessionId?: string
}

export interface ClientMessages {
  networkError: string
  timeoutError: string
  serverError: string
}

/** A request as the offline data sees it: where it went and what it asked (ApiClientOptions.offline). */
export interface OfflineRequest {
  backend: Backend
  method: HttpMethod
  path: string
  /** the query as sent: the context's language, eventCode and userId included */
  query: Query
  body?: unknown
}

/**
 * Answers kept on the device for when the network fails (issue 16). The client knows nothing of
 * what is worth keeping: it hands every answer over, and asks for a kept one when a request fails
 * for the network (no connection, a time-out, a server error: never a refusal of the server's).
 */
export interface OfflineAnswers {
  remember(req: OfflineRequest, data: unknown): void
  /** the kept answer to this request, or undefined */
  recall(req: OfflineRequest): Promise<{ data: unknown } | undefined>
}

export interface ApiClientOptions {
  transport: Transport
  baseUrls: Record<Backend, string>
  context: () => RequestContext
  messages: () => ClientMessages
  /** shows an error to the visitor (a toast) */
  notify: (message: string) => void
  timeoutMs?: number
  /** the visitor's session secret: sent with their requests, replaced when the server issues one */
  session?: SessionStore
  /**
   * Resolves when the visitor's session is settled (a mini-program login, the boot script's first
   * answer): a request naming a visitor waits for it, so it carries the secret.
   */
  sessionReady?: () => Promise<void>
  /** a private call was refused for want of the visitor's session: true when it was recovered (retry once) */
  onSessionRefused?: () => Promise<boolean>
  /** kept answers: a request failing for the network answers the kept one instead (no toast then) */
  offline?: OfflineAnswers
  /**
   * The host reports no network. A read that fails then is not toasted: the offline notice already
   * says so on every page, and the page shows its kept data or its retry. A write still is (the
   * visitor must know their tap did not go through).
   */
  deviceOffline?: () => boolean
  /** an answer said the server runs in demo mode (test logins): the app shows a demo banner */
  onDemoMode?: () => void
}

export interface RequestOptions {
  query?: Query
  body?: unknown
  /** send the body as application/x-www-form-urlencoded (the RFQ post form) */
  form?: boolean
  /** do not toast failures (plan load and plan collect failures are only logged, spec §8) */
  silent?: boolean
  /** leave out the stored eventCode (calls that address another edition explicitly) */
  withoutEventCode?: boolean
  /** the login calls themselves: they do not wait for the session, nor recover it */
  establishesSession?: boolean
  /** this request goes by another transport (the offline pack's download with its progress) */
  transport?: Transport
  /**
   * The answer holds nothing of the visitor's (an edition's details, its list of editions): sent
   * without the visitor id, so it neither waits for their session nor brings one. A first visit's
   * requests otherwise go one at a time until the secret arrives (sendOnce), and the home waited
   * two round trips for two public answers (issue 22 item 13).
   */
  anonymous?: boolean
  /**
   * Extra request headers: a secret that must not sit in a URL (the stand's edit token of the
   * meetings routes goes as `x-edit-token`, never in the query, so no log keeps it).
   */
  headers?: Record<string, string>
}

/** This message means "not viewable now": callers treat it as no data, so it is never toasted. */
export const SILENT_ERROR = '展会不存在或当前不可查看'

export type ApiErrorKind = 'business' | 'network' | 'timeout' | 'http'

export class ApiError extends Error {
  constructor(
    message: string,
    readonly kind: ApiErrorKind,
    readonly body?: unknown,
    readonly status?: number,
  ) {
    super(message)
    this.name = 'ApiError'
  }
}

/** The server's machine-readable reason of a FAIL (`resultCode`), if the error carries one. */
export function resultCodeOf(error: unknown): string | undefined {
  if (!(error instanceof ApiError) || !error.body || typeof error.body !== 'object') return undefined
  const code = field(error.body as Record<string, unknown>, 'resultCode')
  return typeof code === 'string' ? code : undefined
}

/** The SMS code a form sent was refused (wrong, expired, too many tries): the code field's error. */
export function isSmsCodeRejected(error: unknown): error is ApiError {
  const rejected: SmsCodeRejectedCode = 'SMS_CODE_REJECTED'
  return resultCodeOf(error) === rejected
}

/** Key lookup ignoring case: the backends answer `result`, `Result` or `RESULT`. */
function field(body: Record<string, unknown>, name: string): unknown {
  const key = Object.keys(body).find((k) => k.toLowerCase() === name.toLowerCase())
  return key === undefined ? undefined : body[key]
}

export function isSuccess(body: unknown): boolean {
  if (!body || typeof body !== 'object') return false
  const b = body as Record<string, unknown>
  return field(b, 'result') === 'OK' || b.res === 'success'
}

/** resultList if present, else the whole body (spec §7). */
export function unwrap<T>(body: unknown): T {
  const b = body as Record<string, unknown>
  return ('resultList' in b ? b.resultList : body) as T
}

/** A site-relative media path on a backend's origin; absolute and protocol-relative URLs unchanged. */
export function resolveAssetUrl(baseUrl: string, pathOrUrl: string | null | undefined): string {
  if (!pathOrUrl) return ''
  return pathOrUrl.startsWith('/') && !pathOrUrl.startsWith('//') ? `${baseUrl}${pathOrUrl}` : pathOrUrl
}

export function buildQuery(query: Query): string {
  const parts: string[] = []
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue
    parts.push(`${encodeURIComponent(key)}=${encodeURIComponent(String(value))}`)
  }
  return parts.join('&')
}

function formEncode(body: unknown): string {
  const out: Query = {}
  for (const [k, v] of Object.entries((body ?? {}) as Record<string, unknown>)) {
    out[k] = Array.isArray(v) || (v && typeof v === 'object') ? JSON.stringify(v) : (v as QueryValue)
  }
  return buildQuery(out)
}

export class ApiClient {
  constructor(private readonly options: ApiClientOptions) {}

  /** Absolute URL of a path with the context query, e.g. for downloads the platform performs. */
  url(backend: Backend, path: string, query: Query = {}, withoutEventCode = false, anonymous = false): string {
    const qs = buildQuery(this.contextQuery(query, withoutEventCode, anonymous))
    return `${this.options.baseUrls[backend]}${path}${qs ? `?${qs}` : ''}`
  }

  private contextQuery(query: Query, withoutEventCode = false, anonymous = false): Query {
    const ctx = this.options.context()
    return {
      language: ctx.language,
      eventCode: withoutEventCode ? undefined : ctx.eventCode,
      userId: anonymous ? undefined : ctx.userId,
      ...query,
    }
  }

  /** Media the server answers with site-relative paths (/media/…, /uploads/…) resolved on its origin. */
  assetUrl(pathOrUrl: string | null | undefined, backend: Backend = 'rxweb'): string {
    if (!pathOrUrl) return ''
    return pathOrUrl.startsWith('/') && !pathOrUrl.startsWith('//')
      ? `${this.options.baseUrls[backend]}${pathOrUrl}`
      : pathOrUrl
  }

  async request<T>(backend: Backend, method: HttpMethod, path: string, opts: RequestOptions = {}): Promise<T> {
    const { offline } = this.options
    if (!offline) return this.requestOnline<T>(backend, method, path, opts)
    // what was asked, read now: the language or edition may change before the answer comes
    const asked: OfflineRequest = {
      backend,
      method,
      path,
      query: this.contextQuery(opts.query ?? {}, opts.withoutEventCode, opts.anonymous),
      body: opts.body,
    }
    try {
      const data = await this.requestOnline<T>(backend, method, path, opts)
      offline.remember(asked, data)
      return data
    } catch (error) {
      if (!(error instanceof ApiError) || error.kind === 'business') throw error
      const kept = await offline.recall(asked).catch(() => undefined)
      if (kept) return kept.data as T
      // the network's failure, told only now that nothing kept answers it
      if (method === 'GET' && error.kind === 'network' && this.options.deviceOffline?.()) throw error
      throw this.fail(error, opts)
    }
  }

  private async requestOnline<T>(backend: Backend, method: HttpMethod, path: string, opts: RequestOptions): Promise<T> {
    const { session, sessionReady, onSessionRefused } = this.options
    if (!opts.establishesSession && !opts.anonymous && sessionReady && this.options.context().userId)
      await sessionReady()
    try {
      return await this.sendOnce<T>(backend, method, path, opts)
    } catch (error) {
      if (!this.sessionRefused(error, opts)) throw error
      // the visitor's session was refused: recover it (log in again, or a new visitor) and retry once
      session?.clear()
      let refusal = error as ApiError
      if (await onSessionRefused!().catch(() => false)) {
        try {
          return await this.send<T>(backend, method, path, opts)
        } catch (again) {
          if (!this.sessionRefused(again, opts)) throw again
          refusal = again as ApiError
        }
      }
      throw this.fail(refusal, opts)
    }
  }

  /** The request of a visitor without a secret yet that the server will answer with one. */
  private firstRequest: Promise<unknown> | null = null

  /**
   * Until the visitor holds a secret, their requests go one at a time: the first one's answer
   * brings the secret, and a request sent alongside it without one would find the visitor id bound
   * already and be refused.
   */
  private async sendOnce<T>(backend: Backend, method: HttpMethod, path: string, opts: RequestOptions): Promise<T> {
    const { session } = this.options
    for (;;) {
      const userId = this.options.context().userId
      if (opts.establishesSession || opts.anonymous || !session || !userId || session.get(userId)) break
      if (!this.firstRequest) {
        const first = this.send<T>(backend, method, path, opts)
        this.firstRequest = first
        try {
          return await first
        } finally {
          this.firstRequest = null
        }
      }
      await this.firstRequest.catch(() => undefined)
    }
    return this.send<T>(backend, method, path, opts)
  }

  /** A 401 of a private call for want of the visitor's session, which the app can try to recover. */
  private sessionRefused(error: unknown, opts: RequestOptions): boolean {
    if (opts.establishesSession || !this.options.onSessionRefused || !(error instanceof ApiError)) return false
    const code = (error.body as { resultCode?: unknown } | undefined)?.resultCode
    return SESSION_REFUSALS.includes(code as never)
  }

  private async send<T>(backend: Backend, method: HttpMethod, path: string, opts: RequestOptions): Promise<T> {
    const header: Record<string, string> = { ...opts.headers }
    const userId = opts.anonymous ? undefined : this.options.context().userId
    const secret = userId ? this.options.session?.get(userId) : undefined
    if (secret) header[VISITOR_SESSION_HEADER] = secret
    let data: unknown
    if (opts.body !== undefined) {
      if (opts.form) {
        header['content-type'] = 'application/x-www-form-urlencoded'
        data = formEncode(opts.body)
      } else {
        header['content-type'] = 'application/json'
        data = opts.body
      }
    }
    let res: TransportResponse
    try {
      res = await (opts.transport ?? this.options.transport)({
        url: this.url(backend, path, opts.query, opts.withoutEventCode, opts.anonymous),
        method,
        data,
        header,
        timeout: this.options.timeoutMs ?? 15000,
      })
    } catch (error) {
      const timedOut = /timeout|timed out/i.test(String((error as { errMsg?: string })?.errMsg ?? error))
      const messages = this.options.messages()
      throw this.failNetwork(
        new ApiError(timedOut ? messages.timeoutError : messages.networkError, timedOut ? 'timeout' : 'network'),
        opts,
      )
    }
    const body = res.data
    if (headerValue(res.header, DEMO_MODE_HEADER) === '1') this.options.onDemoMode?.()
    const issued = headerValue(res.header, VISITOR_SESSION_HEADER)
    // a login's answer names the visitor its secret is for; any other answer is the caller's
    const owner = opts.establishesSession && isSuccess(body) ? unwrap<{ userId?: string }>(body)?.userId : userId
    if (issued && owner) this.options.session?.set(owner, issued)
    if (isSuccess(body)) return unwrap<T>(body)
    const desc = body && typeof body === 'object' ? field(body as Record<string, unknown>, 'resultDesc') : undefined
    const code = body && typeof body === 'object' ? field(body as Record<string, unknown>, 'resultCode') : undefined
    if (typeof desc === 'string' && desc !== '') {
      const error = new ApiError(desc, 'business', body, res.statusCode)
      // a refused session is told only if it cannot be recovered (request() decides)
      if (SESSION_REFUSALS.includes(code as never) && this.sessionRefused(error, opts)) throw error
      throw this.fail(error, opts)
    }
    throw this.failNetwork(new ApiError(this.options.messages().serverError, 'http', body, res.statusCode), opts)
  }

  /** A failure of the network or the server: with kept answers, request() tells it if none answers. */
  private failNetwork(error: ApiError, opts: RequestOptions): ApiError {
    return this.options.offline ? error : this.fail(error, opts)
  }

  private fail(error: ApiError, opts: RequestOptions): ApiError {
    if (!opts.silent && error.message !== SILENT_ERROR) this.options.notify(error.message)
    return error
  }
}
