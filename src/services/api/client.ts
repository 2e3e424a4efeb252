/**
 * The only code that makes requests (house style §2). Two backends, rxweb and show, each with a
 * base URL from configuration; stored language and eventCode (and the visitor id) ride along as
 * query parameters; credentials on every request; the envelope of spec §7 is unwrapped here.
 */
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

export interface ApiClientOptions {
  transport: Transport
  baseUrls: Record<Backend, string>
  context: () => RequestContext
  messages: () => ClientMessages
  /** shows an error to the visitor (a toast) */
  notify: (message: string) => void
  timeoutMs?: number
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
  url(backend: Backend, path: string, query: Query = {}, withoutEventCode = false): string {
    const ctx = this.options.context()
    const merged: Query = {
      language: ctx.language,
      eventCode: withoutEventCode ? undefined : ctx.eventCode,
      userId: ctx.userId,
      ...query,
    }
    const qs = buildQuery(merged)
    return `${this.options.baseUrls[backend]}${path}${qs ? `?${qs}` : ''}`
  }

  /** Media the server answers with site-relative paths (/media/…, /uploads/…) resolved on its origin. */
  assetUrl(pathOrUrl: string | null | undefined, backend: Backend = 'rxweb'): string {
    if (!pathOrUrl) return ''
    return pathOrUrl.startsWith('/') && !pathOrUrl.startsWith('//')
      ? `${this.options.baseUrls[backend]}${pathOrUrl}`
      : pathOrUrl
  }

  async request<T>(backend: Backend, method: HttpMethod, path: string, opts: RequestOptions = {}): Promise<T> {
    const header: Record<string, string> = {}
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
      res = await this.options.transport({
        url: this.url(backend, path, opts.query, opts.withoutEventCode),
        method,
        data,
        header,
        timeout: this.options.timeoutMs ?? 15000,
      })
    } catch (error) {
      const timedOut = /timeout|timed out/i.test(String((error as { errMsg?: string })?.errMsg ?? error))
      const messages = this.options.messages()
      throw this.fail(
        new ApiError(timedOut ? messages.timeoutError : messages.networkError, timedOut ? 'timeout' : 'network'),
        opts,
      )
    }
    const body = res.data
    if (isSuccess(body)) return unwrap<T>(body)
    const desc = body && typeof body === 'object' ? field(body as Record<string, unknown>, 'resultDesc') : undefined
    if (typeof desc === 'string' && desc !== '') {
      throw this.fail(new ApiError(desc, 'business', body, res.statusCode), opts)
    }
    throw this.fail(new ApiError(this.options.messages().serverError, 'http', body, res.statusCode), opts)
  }

  private fail(error: ApiError, opts: RequestOptions): ApiError {
    if (!opts.silent && error.message !== SILENT_ERROR) this.options.notify(error.message)
    return error
  }
}
