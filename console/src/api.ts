/** The console's one request client: /api/organiser/*, the session in an httpOnly cookie. */
import type { ApiEnvelope } from '../../types/api/common'
import type { Lang } from './words'

export class ApiFailure extends Error {
  constructor(
    message: string,
    public readonly status: number,
  ) {
    super(message)
  }
}

export function makeApi(lang: () => Lang) {
  const url = (path: string) => {
    const sep = path.includes('?') ? '&' : '?'
    return `${path}${sep}language=${lang() === 'EN' ? 'EN' : 'ZH-CN'}`
  }
  async function call<T>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> {
    const init: RequestInit = { method, credentials: 'same-origin', headers: {} }
    if (body instanceof FormData) init.body = body
    else if (method === 'POST') {
      init.body = JSON.stringify(body ?? {})
      init.headers = { 'content-type': 'application/json' }
    }
    // the console is its own app (not src/): this is its one request client
    // eslint-disable-next-line no-restricted-globals
    const res = await fetch(url(path), init)
    const json = (await res.json().catch(() => ({}))) as ApiEnvelope<T>
    if (!res.ok || json.result !== 'OK') throw new ApiFailure(json.resultDesc ?? `HTTP ${res.status}`, res.status)
    return json.resultList as T
  }
  return {
    get: <T>(path: string) => call<T>('GET', path),
    post: <T>(path: string, body?: unknown) => call<T>('POST', path, body),
  }
}
export type Api = ReturnType<typeof makeApi>
