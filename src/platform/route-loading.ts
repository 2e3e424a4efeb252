/**
 * H5 page code, fetched per route by Taro's router (one chunk per page). Two things the router does
 * not do, added by hooking the route table it is given (window.__taroAppConfig.routes, set by the
 * generated entry right after the app module ran):
 * - a page whose code cannot be fetched (offline, a dropped connection) opens as `fallback` — the
 *   page's frame with a translated retry notice — instead of an uncaught ChunkLoadError that left
 *   the address changed and the previous page on screen;
 * - `prefetchPages` fetches the pages a visitor is likely to open next once the current one is
 *   idle, so they open without the network later.
 * The mini-program has no page chunks: route-loading.weapp.ts does nothing.
 */
import type { ComponentType } from 'react'

type PageModule = { default?: ComponentType } | ComponentType
interface TaroRoute {
  path: string
  load: (context?: unknown, params?: unknown) => [Promise<PageModule>, unknown, unknown]
  __wrapped?: true
}
interface TaroAppConfig {
  routes?: TaroRoute[]
}

export interface RouteLoadingOptions {
  /** the page shown when a page's code could not be fetched; `retry` fetches it again */
  fallback: (retry: () => Promise<ComponentType>) => ComponentType
}

/** A performance mark set when the idle prefetch starts (read by bench/size.mjs). */
export const PREFETCH_MARK = 'expo:prefetch-next-pages'

/** page path without a leading slash (as in routes.json) → its code */
const loaders = new Map<string, () => Promise<PageModule>>()

const componentOf = (mod: PageModule): ComponentType =>
  ((mod as { default?: ComponentType }).default ?? mod) as ComponentType

function wrap(route: TaroRoute, options: RouteLoadingOptions): void {
  if (route.__wrapped) return
  const original = route.load
  const fetchPage = () => original()[0]
  loaders.set(route.path.replace(/^\//, ''), fetchPage)
  route.load = (context, params) => {
    const [page, ctx, prm] = original(context, params)
    const safe = page.catch((error: unknown) => {
      console.warn(`the page ${route.path} could not be fetched`, error)
      return { default: options.fallback(() => fetchPage().then(componentOf)) }
    })
    return [safe, ctx, prm]
  }
  route.__wrapped = true
}

function hookRoutes(config: TaroAppConfig, options: RouteLoadingOptions): void {
  let routes = config.routes
  routes?.forEach((r) => wrap(r, options))
  Object.defineProperty(config, 'routes', {
    configurable: true,
    enumerable: true,
    get: () => routes,
    set: (next: TaroRoute[] | undefined) => {
      routes = next
      next?.forEach((r) => wrap(r, options))
    },
  })
}

/** Call from the app module, which runs before the entry hands its route table to the router. */
export function installRouteLoading(win: object, options: RouteLoadingOptions): void {
  const target = win as { __taroAppConfig?: TaroAppConfig }
  let config = target.__taroAppConfig
  if (config) hookRoutes(config, options)
  Object.defineProperty(target, '__taroAppConfig', {
    configurable: true,
    enumerable: true,
    get: () => config,
    set: (next: TaroAppConfig) => {
      config = next
      if (next) hookRoutes(next, options)
    },
  })
}

/**
 * Fetches the code of these pages (routes.json `page` values) ahead of use. Fetched code stays in
 * the module registry, so the page opens even if the network has gone by then; a failure is
 * forgotten by webpack, so the real navigation tries again.
 */
export function prefetchPages(pages: readonly string[]): void {
  // bench:size tells the first load from this prefetch by this mark
  globalThis.performance?.mark?.(PREFETCH_MARK)
  for (const page of pages) {
    const load = loaders.get(page.replace(/^\//, ''))
    if (load) void load().catch(() => undefined)
  }
}
