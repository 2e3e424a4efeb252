/// <reference lib="webworker" />
/**
 * The H5 service worker (issue 16, item 1), built by Workbox's InjectManifest into dist/sw.js
 * (config/index.ts), production H5 builds only. It keeps the app usable after one online visit:
 * - the app's files: every file of the build (index.html, every page's and part's JS and CSS, fonts,
 *   icons) is precached when the worker installs, so every page opens offline, not only those seen;
 * - navigations: the network first (a new build is what a reload shows), the precached shell when
 *   the network fails or takes over LIMITS.navigationTimeoutSeconds;
 * - API GETs of both backends: the network first, the last answer when it fails (keyed by visitor:
 *   see policy.ts);
 * - images: cache-first (our own) or refreshed on use (other hosts'), with limits.
 * Updates: a new sw.js (any file changed changes its manifest) installs, takes over at once
 * (skipWaiting, clientsClaim) and drops the previous build's files; the next load is the new build.
 * docs/decisions.md, "Offline (issue 16)" → "Service worker".
 */
import { cacheNames, clientsClaim, type WorkboxPlugin } from 'workbox-core'
import { CacheableResponsePlugin } from 'workbox-cacheable-response'
import { ExpirationPlugin } from 'workbox-expiration'
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute, type PrecacheEntry } from 'workbox-precaching'
import { registerRoute } from 'workbox-routing'
import { CacheFirst, NetworkFirst, NetworkOnly, StaleWhileRevalidate } from 'workbox-strategies'
import {
  apiOriginsOf,
  CACHES,
  collectChangeOf,
  type CollectChange,
  imageKind,
  isAppNavigation,
  isCachedApiGet,
  LIMITS,
  publicCacheKey,
  requestUrlOf,
  SESSION_HEADER,
  showsCollect,
  visitorCacheKey,
} from './policy'

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Array<PrecacheEntry | string> }
declare const APP_CONFIG: { rxwebBaseUrl: string; showBaseUrl: string }

const SHELL = '/index.html'
const apiOrigins = apiOriginsOf(self.location.origin, [APP_CONFIG.rxwebBaseUrl, APP_CONFIG.showBaseUrl])

// A new build takes over as soon as it is installed: the page that found it keeps running the code
// it has, and its next load is served by the new worker (network-first navigations fetch the new
// index.html, whose new chunks are in the new precache).
self.skipWaiting()
clientsClaim()

// Navigations first, so the precache route does not answer "/" (its directory index) cache-first.
registerRoute(
  ({ request, url }) =>
    request.mode === 'navigate' && url.origin === self.location.origin && isAppNavigation(url.pathname),
  new NetworkFirst({
    cacheName: CACHES.shell,
    networkTimeoutSeconds: LIMITS.navigationTimeoutSeconds,
    plugins: [
      {
        // every address of the app is the same shell: it is not stored once per address
        cacheWillUpdate: async () => null,
        // the network failed or is too slow: the precached shell (the router then opens the address)
        cachedResponseWillBeUsed: async ({ cachedResponse }) => cachedResponse ?? (await matchPrecache(SHELL)),
      },
    ],
  }),
)

cleanupOutdatedCaches()
precacheAndRoute(self.__WB_MANIFEST)

/** SHA-256 of the visitor's session secret, hex (it never appears in a cache key itself). */
async function digest(secret: string): Promise<string> {
  const bytes = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(secret))
  return [...new Uint8Array(bytes)].map((b) => b.toString(16).padStart(2, '0')).join('')
}

/**
 * Answers are stored and read under the visitor's session (policy.ts visitorCacheKey). When this
 * session has no copy, the answer the server gave without any session is used: the first requests
 * of a new visitor go before their session exists, and what the server answers without one is
 * public by its own rule (private routes refuse, and refusals are not stored).
 */
const byVisitor: WorkboxPlugin = {
  cacheKeyWillBeUsed: async ({ request }) => {
    const secret = request.headers.get(SESSION_HEADER)
    return visitorCacheKey(request.url, secret ? await digest(secret) : undefined)
  },
  cachedResponseWillBeUsed: async ({ cacheName, request, cachedResponse }) => {
    if (cachedResponse) return cachedResponse
    const fallback = publicCacheKey(request.url)
    return fallback ? ((await (await caches.open(cacheName)).match(fallback)) ?? null) : null
  },
}

registerRoute(
  ({ request, url }) => isCachedApiGet(request.method, url, apiOrigins),
  new NetworkFirst({
    cacheName: CACHES.api,
    networkTimeoutSeconds: LIMITS.apiTimeoutSeconds,
    plugins: [
      byVisitor,
      // refusals (401 without a session, 404 of a removed exhibitor) and errors are never kept
      new CacheableResponsePlugin({ statuses: [200] }),
      new ExpirationPlugin({ ...LIMITS.api, purgeOnQuotaError: true }),
    ],
  }),
)

/**
 * Once the server has accepted a collect or uncollect, the kept answers that show it (the item's
 * detail, the plan) are fetched again for the same session, so a detail opened offline later shows
 * the item as the visitor left it, not as it was first fetched. Nothing when the network is gone.
 */
async function refreshAfterCollect(change: CollectChange, secret: string | null): Promise<void> {
  const cache = await caches.open(CACHES.api)
  const sessionKey = visitorCacheKey(self.location.href, secret ? await digest(secret) : undefined)
  const keys = (await cache.keys()).filter((request) => showsCollect(request.url, change, sessionKey))
  const headers: Record<string, string> = secret ? { [SESSION_HEADER]: secret } : {}
  await Promise.all(
    keys.map(async (key) => {
      const response = await fetch(requestUrlOf(key.url), { headers }).catch(() => null)
      if (response?.status === 200) await cache.put(key, response)
    }),
  )
}

// The collect requests themselves go to the network as they are (the plan store's queue decides
// what to do when they fail); only a success is looked at.
registerRoute(
  ({ request, url }) => apiOrigins.has(url.origin) && !!collectChangeOf(request.method, url),
  new NetworkOnly({
    plugins: [
      {
        fetchDidSucceed: async ({ request, response, event }) => {
          const change = collectChangeOf(request.method, new URL(request.url))
          if (change && response.ok) event.waitUntil(refreshAfterCollect(change, request.headers.get(SESSION_HEADER)))
          return response
        },
      },
    ],
  }),
  'PUT',
)

registerRoute(
  ({ request, url }) => imageKind(request.destination, url, apiOrigins) === 'own',
  new CacheFirst({
    cacheName: CACHES.images,
    plugins: [
      new CacheableResponsePlugin({ statuses: [200] }),
      new ExpirationPlugin({ ...LIMITS.images, purgeOnQuotaError: true }),
    ],
  }),
)

registerRoute(
  ({ request, url }) => imageKind(request.destination, url, apiOrigins) === 'elsewhere',
  new StaleWhileRevalidate({
    cacheName: CACHES.imagesElsewhere,
    plugins: [
      // opaque (status 0): kept, since it cannot be checked, but replaced on the next use
      new CacheableResponsePlugin({ statuses: [0, 200] }),
      new ExpirationPlugin({ ...LIMITS.imagesElsewhere, purgeOnQuotaError: true }),
    ],
  }),
)

// Caches of this worker's earlier designs, under names it no longer uses, are dropped on activation.
const OWN = new Set<string>([...Object.values(CACHES), cacheNames.precache, cacheNames.runtime])
self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) =>
        Promise.all(names.filter((n) => n.startsWith('expo-') && !OWN.has(n)).map((n) => caches.delete(n))),
      ),
  )
})

/**
 * Web push (issue 25 item 3): a session reminder or schedule-change notice from the server
 * (server/src/lib/web-push.ts PushPayload), already in the visitor's language. The tag is the
 * message's key: the same message delivered twice shows once.
 */
interface PushPayload {
  title: string
  body: string
  path: string
  tag: string
  lang: string
}
self.addEventListener('push', (event) => {
  let payload: PushPayload | null = null
  try {
    payload = event.data?.json() as PushPayload
  } catch {
    payload = null
  }
  if (!payload?.title) return
  event.waitUntil(
    self.registration.showNotification(payload.title, {
      body: payload.body,
      tag: payload.tag,
      lang: payload.lang === 'EN' ? 'en' : 'zh-CN',
      data: { path: payload.path },
    }),
  )
})

/** A tap on the notification opens its session: in a window of the app already open, else a new one. */
self.addEventListener('notificationclick', (event) => {
  event.notification.close()
  const path = (event.notification.data as { path?: string } | null)?.path
  // only a path of this app (the payload is ours, but a path is all it may name)
  const target = new URL(path && path.startsWith('/') && !path.startsWith('//') ? path : '/', self.location.origin)
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then(async (windows) => {
      const open = windows.find((w) => new URL(w.url).origin === target.origin)
      if (open) {
        await open.focus()
        return open.navigate(target.href).then(() => undefined)
      }
      await self.clients.openWindow(target.href)
    }),
  )
})
