// The mini-program (and jest) carry the pack's code with the app: weapp builds do not split chunks.
// The H5 build loads it on use instead (load-pack-stores.h5.ts).
import * as packStores from './pack-stores'
import * as startUpdate from './start-update'

export function loadPackStores(): Promise<typeof packStores> {
  return Promise.resolve(packStores)
}

export function loadStartUpdate(): Promise<typeof startUpdate> {
  return Promise.resolve(startUpdate)
}
