/**
 * H5: the offline data is a chunk of its own, fetched when the page is idle or when a request
 * first fails (the service worker precaches it, so it loads offline after one visit). A failed
 * load is tried again next time.
 */
export function loadOfflineModule(): Promise<typeof import('./offline-module')> {
  return import(/* webpackChunkName: "offline-data" */ './offline-module')
}
