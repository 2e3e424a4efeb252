// The whole-edition download for offline use (issue 16, item 4): the home's card and the quiet
// update at start-up. The pack itself is kept by the offline edition data (src/features/offline).
export { OfflinePackSlot } from './lazy-offline-pack'
export { loadStartUpdate } from './load-pack-stores'
export type { PackSink } from './pack-store'
