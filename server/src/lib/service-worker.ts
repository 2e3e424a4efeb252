/**
 * The H5 build's service worker (src/platform/offline-worker/sw.ts), at the root of the site: the
 * server sends it uncached (a new build takes over on the next load) under its own CSP.
 */
export const SERVICE_WORKER = 'sw.js'
