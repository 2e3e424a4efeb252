/**
 * The global through which the boot script (early-requests.ts) holds the app's bundles back and
 * index.html's loader of them (config/index.ts, startBundles) waits: a promise, settled once the
 * first cards the boot script draws from its early answer are on screen (or it drew none). One
 * name for both sides: a mismatch would not fail, the bundles would simply never wait.
 */
export const APP_START_HOLD = '__appStartHold'
