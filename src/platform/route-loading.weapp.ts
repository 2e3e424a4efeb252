// The mini-program loads pages from its (sub)packages itself; there are no page chunks to watch or
// fetch ahead (subpackages are preloaded by app.json's preloadRule).
import type { RouteLoadingOptions } from './route-loading'

export function installRouteLoading(_win: object, _options: RouteLoadingOptions): void {}

export function prefetchPages(_pages: readonly string[]): void {}
