// The mini-program (and jest) carry the pack's code with the app: weapp builds do not split chunks.
// The H5 build loads it on use instead (load-pack-stores.h5.ts).
import * as packStores from './pack-stores'

export function loadPackStores(): Promise<typeof packStores> {
  return Promise.resolve(packStores)
}
