/**
 * What the H5 service worker (sw.ts) does with each request, as plain functions of URLs so jest
 * checks them without a worker. Imported by the worker only: no page code reads this module.
 */
import * as API from '../../services/api/endpoint-table'
import { pathPattern, type Endpoint } from '../../services/api/endpoint-table'

/**
 * Paths of the server that are not the app: its API, uploads, media and the socket. A navigation to
 * one of them (the plan PDF, a calendar file, an uploaded picture opened in a tab) goes to the
 * network untouched and never gets the app's shell. The server's SPA fallback excludes the same
 * (server/src/app.ts NO_FALLBACK).
 */
const NOT_THE_APP = /^\/(api|wxApi|upload|uploads|media)(\/|$)/

/** The app's pages have no file extension; /sw.js, /csp.json or /x.pdf are files of the server. */
const A_FILE = /\/[^/]*\.[a-z0-9]+$/i

/** Whether a navigation to this same-origin path may be answered with the app's shell. */
export function isAppNavigation(pathname: string): boolean {
  return !NOT_THE_APP.test(pathname) && !A_FILE.test(pathname)
}

/**
 * GET requests of the API whose answer must come from the server now or not at all: the endpoints
 * whose offline policy is 'live' in the endpoint table (services/api/endpoint-table.ts says why of
 * each: they send a text or an email, make a file, open the socket, verify a badge at the gate, fill
 * an exhibitor's edit form, or bring the offline pack).
 */
const LIVE_ONLY = Object.values(API)
  .filter((e): e is Endpoint => typeof e === 'object' && e.offline === 'live')
  .map(pathPattern)

/** The API prefixes of both backends (rxweb and show). */
const API_PATH = /^\/(api|wxApi)\//

/**
 * Whether a request's answer is kept for offline use: a GET of either backend's API (same origin,
 * or the origins of APP_CONFIG's base URLs), other than the live-only ones. POSTs (the directory's
 * list pages, every write) are never touched.
 */
export function isCachedApiGet(method: string, url: URL, apiOrigins: ReadonlySet<string>): boolean {
  if (method !== 'GET' || !apiOrigins.has(url.origin) || !API_PATH.test(url.pathname)) return false
  return !LIVE_ONLY.some((pattern) => pattern.test(url.pathname))
}

/** The origins the app's API calls go to: this one, plus the configured base URLs' own. */
export function apiOriginsOf(selfOrigin: string, baseUrls: readonly string[]): Set<string> {
  const origins = new Set([selfOrigin])
  for (const base of baseUrls) if (/^https?:\/\//.test(base)) origins.add(new URL(base).origin)
  return origins
}

/** The header carrying the visitor's session secret (services/api/visitor-session.ts). */
export const SESSION_HEADER = 'x-visitor-session'

/** The query parameter added to cache keys: whose session stored the answer. */
export const VISITOR_KEY_PARAM = '__visitor'
/** Its value for an answer the server gave without any session: public by the server's own rule. */
export const NO_SESSION = 'none'

/**
 * The cache key of an API answer: its URL (which already names the visitor, ?userId=) plus a digest
 * of the session secret the request carried. A cached private answer (plan, agenda, badge, chat)
 * can only be read back by a request proving the same session; a link naming another visitor's
 * ?userId= without their secret finds nothing.
 */
export function visitorCacheKey(url: string, sessionDigest: string | undefined): string {
  const keyed = new URL(url)
  keyed.searchParams.set(VISITOR_KEY_PARAM, sessionDigest ?? NO_SESSION)
  return keyed.href
}

/** The key of the same request as answered without a session (see NO_SESSION). */
export function publicCacheKey(key: string): string | undefined {
  const keyed = new URL(key)
  if (keyed.searchParams.get(VISITOR_KEY_PARAM) === NO_SESSION) return undefined
  keyed.searchParams.set(VISITOR_KEY_PARAM, NO_SESSION)
  return keyed.href
}

/** An item of the plan whose collected flag a request sets (the plan store's PUT, types/api/plan.ts). */
export interface CollectChange {
  kind: 'exhibitor' | 'product'
  id: string
}

/** The item a collect/uncollect request changes, if it is one. */
export function collectChangeOf(method: string, url: URL): CollectChange | undefined {
  if (method !== 'PUT') return undefined
  const m = /^\/api\/v1\/plan\/events\/[^/]+\/(companyProfiles|products)\/(\d+)$/.exec(url.pathname)
  return m ? { kind: m[1] === 'products' ? 'product' : 'exhibitor', id: m[2]! } : undefined
}

/** The visitor's plan answers (the heart's list, the plan pages). */
const PLAN_ANSWERS = /^\/api\/(v1\/plan\/events\/[^/]+\/companyProfiles|v5\/plan\/(companyProfilePlan|productPlan))$/

/**
 * Whether a kept answer (its cache key) shows what a collect the server has just accepted changed:
 * the item's detail (its collected flag) and the visitor's plan answers. Those of the same session
 * only: another visitor's copies are not theirs to refresh.
 */
export function showsCollect(key: string, change: CollectChange, sessionKey: string): boolean {
  const url = new URL(key)
  const session = new URL(sessionKey).searchParams.get(VISITOR_KEY_PARAM)
  if (url.searchParams.get(VISITOR_KEY_PARAM) !== session) return false
  if (PLAN_ANSWERS.test(url.pathname)) return true
  if (change.kind === 'exhibitor') {
    return url.pathname === '/api/v4/getExhibitorDetail' && url.searchParams.get('companyProfileId') === change.id
  }
  return url.pathname === '/api/v4/getProductDetail' && url.searchParams.get('productId') === change.id
}

/** The address a kept answer was fetched from (its key without the session digest). */
export function requestUrlOf(key: string): string {
  const url = new URL(key)
  url.searchParams.delete(VISITOR_KEY_PARAM)
  return url.href
}

/**
 * Images: this server's own (/media, /uploads, the build's) and those of the API origins are kept
 * cache-first (their URLs change when the picture does); pictures of other https hosts (exhibitors'
 * own logos) are opaque to the worker, so an error page cannot be told from a picture: they are
 * refreshed on every use (stale-while-revalidate) and kept fewer.
 */
export function imageKind(
  destination: string,
  url: URL,
  apiOrigins: ReadonlySet<string>,
): 'own' | 'elsewhere' | undefined {
  const own = apiOrigins.has(url.origin)
  if (own && /^\/(media|uploads)\//.test(url.pathname)) return 'own'
  if (destination !== 'image') return undefined
  if (own) return 'own'
  return url.protocol === 'https:' ? 'elsewhere' : undefined
}

/** How long and how much of each kind is kept (ExpirationPlugin). */
export const LIMITS = {
  /** a navigation waits this long for the network before the cached shell answers */
  navigationTimeoutSeconds: 3,
  /** an API GET waits this long before a cached answer is used (the network's answer still updates it) */
  apiTimeoutSeconds: 5,
  api: { maxEntries: 600, maxAgeSeconds: 14 * 24 * 3600 },
  images: { maxEntries: 800, maxAgeSeconds: 30 * 24 * 3600 },
  // opaque answers count several MB each against the quota in Chromium (padding): few of them
  imagesElsewhere: { maxEntries: 80, maxAgeSeconds: 7 * 24 * 3600 },
} as const

/** Cache names (the precache is Workbox's own). */
export const CACHES = {
  api: 'expo-api',
  images: 'expo-images',
  imagesElsewhere: 'expo-images-elsewhere',
  shell: 'expo-navigations',
} as const
