/**
 * Registers the H5 service worker (dist/sw.js, built from ./sw.ts). A chunk of its own, fetched by
 * WebAdapter.startOfflineWorker once the page has loaded and is idle: the first load neither
 * carries nor waits for it (bench:size, bench:lighthouse).
 */
export async function registerOfflineWorker(win: Window): Promise<void> {
  try {
    // at the root, so it answers every page of the app; sw.js itself is always checked for a new
    // build (the server sends it with Cache-Control: no-cache)
    await win.navigator.serviceWorker.register('/sw.js', { scope: '/', updateViaCache: 'none' })
  } catch (error) {
    // a host that refuses workers (a private window, a web view without them) still runs the app
    console.warn('the offline service worker could not be registered', error)
  }
}
