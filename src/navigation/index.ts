export { Navigation } from './navigation'
export { desktopRedirect, openNativeApp, withQuery, APP_OPEN_CHECK_MS, APP_OPEN_FALLBACK_MS } from './rules'
export { useRouteQuery, queryId } from './use-route-query'
