// The boot script: compiled on its own by config/index.ts (esbuild, a few KB) and inlined in
// index.html, it runs while the app's JavaScript is still downloading. On a directory list it asks
// for the first page and preloads the images of the first cards, so the list can show as soon as
// the app has started instead of one request (and one image load) later. On the session list it
// asks for the edition's days and, alongside, the first page of the day the list opens on. It builds the request
// with the app's own ApiClient, endpoints, language rules and first-page filter, and the app takes
// the answer only when its own request is exactly the same (src/services/api/early.ts).
//
// On a directory list it then draws the first screen's cards from that answer (painted-cards.ts),
// when the app has not shown its own yet: they are Lighthouse's largest paint, which otherwise
// waited for React to render them.
//
// It never throws: on any doubt it does nothing and the app asks and draws itself.
import { directoryApi } from '../features/directory/directory-api'
import {
  appliedFilterCount,
  initialFilter,
  largestFirstScreenImage,
  pageQuery,
  type DirectoryKind,
} from '../features/directory/first-page'
import { editionOfQuery, sessionPageQuery } from '../features/conference/first-page'
import { DEFAULT_LANGUAGE, parseLanguage } from '../i18n/language'
import { detectEnv } from '../platform/env'
import { resolveIdentity } from '../platform/identity'
import { documentReachedThroughHistory } from '../platform/navigation-type'
import { STORAGE_KEYS } from '../platform/storage-keys'
import { ApiClient, type Transport, type TransportResponse } from '../services/api/client'
import { registerEarlyRequest, requestBody } from '../services/api/early'
import { storedSession } from '../services/api/visitor-session'
import { firstScreenEndpoints } from '../services/api/endpoints'
import { hasAltBranding } from '../stores/frame-rules'
import { drawBootCards, type BootCardsInput } from './painted-cards'
import { APP_START_HOLD } from './app-start-hold'

/** The routes whose first screen is a directory list (spec §2). */
const LIST_ROUTES: Record<string, DirectoryKind> = {
  '/exhibitors/list': 'exhibitors',
  '/exhibits/list': 'products',
}

/** The conference's session list (issue 11). */
const SESSION_LIST_ROUTE = '/meeting/list'

export interface BootEnvironment {
  pathname: string
  search: string
  userAgent: string
  storage: Pick<Storage, 'getItem' | 'setItem'>
  fetch: typeof fetch
  /** the document was reloaded or reached by back/forward: the query's language is an old one */
  reachedThroughHistory?: boolean
  /** adds <link rel=preload as=image> */
  preloadImage: (url: string, first: boolean) => void
  /** the window's size (CSS px): the images of every card on the first screen are preloaded */
  screen?: { width: number; height: number }
  /**
   * Draws a directory list's first cards (painted-cards.ts), settling once they are on screen;
   * absent: nothing is drawn.
   */
  paintCards?: (cards: BootCardsInput) => void | Promise<void>
  config: Pick<typeof APP_CONFIG, 'rxwebBaseUrl' | 'showBaseUrl' | 'defaultEventCode'>
  timeoutMs?: number
}

/**
 * The visitor the app will resolve, by the app's own rule (platform/identity.ts): a userId in the
 * query, else the stored one, else a new v4 UUID, stored so the app picks the same one up. Inside
 * the native app the identity comes from the bridge, which is not ready yet: undefined, and
 * nothing is fetched.
 */
async function visitor(env: BootEnvironment, query: Record<string, string>): Promise<string | undefined> {
  if (detectEnv(env.userAgent).app) return undefined
  const identity = await resolveIdentity({
    kind: 'web',
    getUserInfo: async () => null,
    currentQuery: () => query,
    getStorage: (key) => env.storage.getItem(key) ?? undefined,
    setStorage: (key, value) => env.storage.setItem(key, value),
    random16: async () => crypto.getRandomValues(new Uint8Array(16)),
  })
  return identity.userId
}

function fetchTransport(env: BootEnvironment): Transport {
  return (req) => {
    const body = requestBody(req.data)
    const abort = typeof AbortController === 'function' ? new AbortController() : undefined
    const timer = abort ? setTimeout(() => abort.abort(), env.timeoutMs ?? 15000) : undefined
    const response: Promise<TransportResponse> = env
      .fetch(req.url, {
        method: req.method,
        headers: req.header,
        body: body || undefined,
        credentials: 'include',
        signal: abort?.signal,
      })
      .then(async (res) => {
        const text = await res.text()
        let data: unknown = text
        try {
          data = JSON.parse(text)
        } catch {
          // not JSON: the client reports it as the server error it is
        }
        const header: Record<string, string> = {}
        res.headers.forEach((value, name) => {
          header[name] = value
        })
        return { statusCode: res.status, data, header }
      })
      .finally(() => clearTimeout(timer))
    registerEarlyRequest({ method: req.method, url: req.url, body, response })
    return response
  }
}

/**
 * The first date formatter of a page costs the browser its date and time-zone data (~10 ms, four
 * times that on a slow phone); every later one is cheap. The session list formats its times in the
 * venue's zone on its first render (utils/venue-time.ts): paid here, while the app downloads.
 */
function warmZone(timeZone: string): void {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone, hour: 'numeric' }).format(0)
  } catch {
    // an unknown zone: the list says so itself
  }
}

/** Starts the early requests for this page; resolves when they have settled (for tests). */
export async function bootEarlyRequests(env: BootEnvironment): Promise<void> {
  const path = env.pathname.replace(/\/+$/, '')
  const kind = LIST_ROUTES[path]
  if (!kind && path !== SESSION_LIST_ROUTE) return
  const query: Record<string, string> = {}
  new URLSearchParams(env.search).forEach((value, key) => {
    query[key] = value
  })
  const userId = await visitor(env, query)
  if (!userId) return
  // The app's rule (navigation.adopt): a link's language, else the stored one.
  const language =
    (env.reachedThroughHistory ? undefined : parseLanguage(query.language)) ??
    parseLanguage(env.storage.getItem(STORAGE_KEYS.language)) ??
    DEFAULT_LANGUAGE
  const eventCode =
    query.eventCode?.trim() || env.storage.getItem(STORAGE_KEYS.eventCode) || env.config.defaultEventCode
  const silent = () => undefined
  let demoMode = false
  const client = new ApiClient({
    transport: fetchTransport(env),
    // the visitor's secret goes with the request (so the answer carries their collected flags), and
    // a first visit's newly issued one is stored where the app finds it
    session: storedSession({
      getStorage: (key) => env.storage.getItem(key) ?? undefined,
      setStorage: (key, value) => env.storage.setItem(key, value),
    }),
    baseUrls: { rxweb: env.config.rxwebBaseUrl, show: env.config.showBaseUrl },
    context: () => ({ language, eventCode, userId }),
    messages: () => ({ networkError: '', timeoutError: '', serverError: '' }),
    notify: silent,
    // the frame draws its demo notice above the list: the drawn cards start below it too
    onDemoMode: () => {
      demoMode = true
    },
    timeoutMs: env.timeoutMs,
  })
  const api = firstScreenEndpoints(client)
  if (!kind) {
    // the session list: the days and, together with them, the first page of the day the server's
    // clock opens on (the list store asks for the same two and keeps the page when the device's
    // clock agrees): one round trip
    const eventEditionId = editionOfQuery(query)
    await Promise.all([
      api.getSessionFilters({ eventEditionId }).then((filters) => warmZone(filters.timeZone)),
      api.getSessionList(sessionPageQuery({ eventEditionId, pageNo: 1, openingDay: true })),
    ])
    return
  }
  const filter = { ...initialFilter(query), keyword: undefined }
  const page = await directoryApi(api).listPage(kind, pageQuery(1), filter)
  // One image: the card's that shows the most on the first screen (Lighthouse's LCP), or the first
  // card's when the screen is unknown. The others load as the cards render: preloaded too, they took
  // the network from the app's own code on a slow connection (LCP 2.02 s, 1.89 s with one).
  const images = page.list.map((item) => ({ width: item.logoWidth, height: item.logoHeight }))
  const largest = env.screen?.width ? largestFirstScreenImage(images, env.screen) : 0
  const logo = largest === undefined ? undefined : page.list[largest]?.logo
  const url = logo ? api.assetUrl(logo) : ''
  if (url) env.preloadImage(url, true)
  // A filtered list has a row of chips above its grid, sized by the filters' names the app asks for
  // later: only an unfiltered one is drawn.
  if (env.paintCards && env.screen?.width && appliedFilterCount(filter) === 0) {
    await env.paintCards({
      kind,
      items: page.list,
      screen: env.screen,
      language,
      eventCode,
      assetUrl: (path) => api.assetUrl(path),
      altBranding: hasAltBranding(eventCode),
      demoMode,
      largest,
    })
  }
}

/** index.html entry: the real browser. */
export function boot(): void {
  try {
    const settled = bootEarlyRequests({
      pathname: location.pathname,
      search: location.search,
      userAgent: navigator.userAgent,
      storage: localStorage,
      reachedThroughHistory: documentReachedThroughHistory(window),
      screen: { width: innerWidth, height: innerHeight },
      // eslint-disable-next-line no-restricted-globals -- the boot runs before the app (and Taro.request) exists
      fetch: (input, init) => fetch(input, init),
      preloadImage: (url, first) => {
        const link = document.createElement('link')
        link.rel = 'preload'
        link.as = 'image'
        link.href = url
        if (first) link.setAttribute('fetchpriority', 'high')
        document.head.appendChild(link)
      },
      paintCards: (cards) =>
        new Promise<void>((resolve) => {
          const draw = () => {
            const image = drawBootCards(document, cards)?.querySelector<HTMLImageElement>('img[fetchpriority=high]')
            // settled once the largest image is on screen: the app's start would keep it off until done
            const shown = () => requestAnimationFrame(() => setTimeout(resolve))
            if (!image || image.complete) shown()
            else {
              image.addEventListener('load', shown)
              image.addEventListener('error', shown)
            }
          }
          // the answer may come before the parser has reached <body>
          if (document.body) draw()
          else document.addEventListener('DOMContentLoaded', draw)
        }),
      config: APP_CONFIG,
    })
    settled.catch(() => undefined)
    // A directory list: the app's bundles start once the cards drawn from the answer are on screen
    // (or none could be), within index.html's limit.
    if (LIST_ROUTES[location.pathname.replace(/\/+$/, '')]) {
      ;(window as unknown as Record<string, unknown>)[APP_START_HOLD] = settled
    }
  } catch {
    // storage blocked, an old browser: the app makes its requests itself
  }
}
