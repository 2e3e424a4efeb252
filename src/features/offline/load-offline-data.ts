// The mini-program (and jest) carry the offline data in the main package: weapp builds do not split
// chunks, and a mini-program started without a network must answer its first requests from it.
// The H5 build loads it apart instead (load-offline-data.h5.ts).
import * as offlineModule from './offline-module'

export function loadOfflineModule(): Promise<typeof offlineModule> {
  return Promise.resolve(offlineModule)
}
