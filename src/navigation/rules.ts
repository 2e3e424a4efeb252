import type { EnvFlags } from '../platform/env'

/** Pure routing rules of spec §2, kept free of Taro so they are unit-tested directly. */

/** On desktop browsers a URL containing /mb/ goes to the /pc/ equivalent; undefined = stay. */
export function desktopRedirect(href: string, env: Pick<EnvFlags, 'mobile'>): string | undefined {
  if (env.mobile || !href.includes('/mb/')) return undefined
  return href.replace('/mb/', '/pc/')
}

export function withQuery(path: string, query: Record<string, string | number | undefined>): string {
  const [base, existing] = path.split('?')
  const params = new URLSearchParams(existing ?? '')
  for (const [k, v] of Object.entries(query)) {
    if (v !== undefined && v !== '' && !params.has(k)) params.set(k, String(v))
  }
  const qs = params.toString()
  return qs ? `${base}?${qs}` : base
}

export interface AppOpenOptions {
  env: Pick<EnvFlags, 'android' | 'ios'>
  /** custom scheme per app variant, e.g. ['expodirectory://', 'expodirectorypro://'] */
  schemes: readonly string[]
  /** 0 = standard app, 1 = the alternate-branding variant */
  variant: 0 | 1
  /** path inside the app, appended to the scheme */
  path: string
  landingUrl: string
  /** effects, injected so tests control time and navigation */
  openUrl: (url: string) => void
  isPageVisible: () => boolean
  setTimer: (fn: () => void, ms: number) => unknown
  now: () => number
}

export const APP_OPEN_FALLBACK_MS = 1000
/** tolerance: a timer firing later than fallback + this means the page was backgrounded (app opened) */
export const APP_OPEN_CHECK_MS = 800

/**
 * Tries to open the native app through its custom scheme. If the page is still visible about a
 * second later the app is not installed: go to the landing page. Returns false off mobile.
 */
export function openNativeApp(o: AppOpenOptions): boolean {
  if (!o.env.android && !o.env.ios) return false
  const scheme = o.schemes[o.variant] ?? o.schemes[0]
  if (!scheme) return false
  const started = o.now()
  o.openUrl(`${scheme}${o.path.replace(/^\//, '')}`)
  o.setTimer(() => {
    // A backgrounded page stops its timers: when this fires late, the app did open.
    const elapsed = o.now() - started
    if (o.isPageVisible() && elapsed < APP_OPEN_FALLBACK_MS + APP_OPEN_CHECK_MS) o.openUrl(o.landingUrl)
  }, APP_OPEN_FALLBACK_MS)
  return true
}
