/**
 * H5: the pack's code is the home card's chunk, fetched for the start-up update only when a pack
 * is held (nothing of it in the first load, bench:size).
 */
export function loadPackStores(): Promise<typeof import('./pack-stores')> {
  return import(/* webpackChunkName: "offline-pack" */ './pack-stores')
}

/** H5: the start-up check (is a pack held?) is a small chunk fetched once the page is idle. */
export function loadStartUpdate(): Promise<typeof import('./start-update')> {
  return import(/* webpackChunkName: "offline-pack-start" */ './start-update')
}
