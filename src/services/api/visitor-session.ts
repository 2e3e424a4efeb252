import type { SessionRefusalCode, DemoModeHeader, VisitorSessionHeader } from '../../../types/api'
import { STORAGE_KEYS } from '../../platform/storage-keys'

/**
 * The visitor's session secret (types/api/visitor.ts): issued by the server, kept in platform
 * storage with the visitor id it belongs to, sent in this header on every request. Never in a URL.
 */
export const VISITOR_SESSION_HEADER: VisitorSessionHeader = 'x-visitor-session'
/** Every answer of a server in demo mode carries it (value "1"). */
export const DEMO_MODE_HEADER: DemoModeHeader = 'x-demo-mode'

/** The 401 resultCodes of a private call made without the visitor's secret, or with a wrong one. */
export const SESSION_REFUSALS: readonly SessionRefusalCode[] = ['SESSION_REQUIRED', 'SESSION_INVALID']

export interface SessionStore {
  /** the secret of this visitor id, if it is the one stored */
  get(userId: string): string | undefined
  set(userId: string, secret: string): void
  clear(): void
}

interface KeyValue {
  getStorage(key: string): string | undefined
  setStorage(key: string, value: string): void
  removeStorage?(key: string): void
}

/**
 * The secret in platform storage (localStorage, wx storage) as { userId, secret }: a secret is sent
 * only with the visitor id it was issued to, so a link carrying another ?userId= does not send it.
 */
export function storedSession(storage: KeyValue): SessionStore {
  const key = STORAGE_KEYS.visitorSession
  return {
    get(userId) {
      try {
        const saved = JSON.parse(storage.getStorage(key) ?? 'null') as { userId?: unknown; secret?: unknown } | null
        return saved && saved.userId === userId && typeof saved.secret === 'string' ? saved.secret : undefined
      } catch {
        return undefined
      }
    },
    set(userId, secret) {
      storage.setStorage(key, JSON.stringify({ userId, secret }))
    },
    clear() {
      if (storage.removeStorage) storage.removeStorage(key)
      else storage.setStorage(key, '')
    },
  }
}

/** A response header by name, whatever its case (mini-program headers keep the server's casing). */
export function headerValue(headers: Record<string, string> | undefined, name: string): string | undefined {
  if (!headers) return undefined
  const key = Object.keys(headers).find((k) => k.toLowerCase() === name)
  const value = key === undefined ? undefined : headers[key]
  return typeof value === 'string' && value !== '' ? value : undefined
}

/**
 * The session header for a URL the platform fetches itself (the plan PDF download): the secret of
 * the visitor the URL names, and only for the app's own API (a relative URL, or one of the
 * configured backends) — never for a third-party address.
 */
export function sessionHeaderFor(
  url: string,
  storage: KeyValue,
  apiBases: readonly string[] = [APP_CONFIG.rxwebBaseUrl, APP_CONFIG.showBaseUrl],
): Record<string, string> {
  const ours = url.startsWith('/') ? !url.startsWith('//') : apiBases.some((b) => !!b && url.startsWith(b))
  if (!ours) return {}
  const query = url.includes('?') ? url.slice(url.indexOf('?') + 1) : ''
  const userId = new URLSearchParams(query).get('userId')
  const secret = userId ? storedSession(storage).get(userId) : undefined
  return secret ? { [VISITOR_SESSION_HEADER]: secret } : {}
}
