/**
 * H5: the pack's code is the home card's chunk, fetched for the start-up update only when a pack
 * is held (nothing of it in the first load, bench:size).
 */
export function loadPackStores(): Promise<typeof import('./pack-stores')> {
  return import(/* webpackChunkName: "offline-pack" */ './pack-stores')
}
