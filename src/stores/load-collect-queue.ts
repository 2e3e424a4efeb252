// The mini-program (and jest) carry the queue with the app: weapp builds do not split chunks. The
// H5 build loads it when first needed instead (load-collect-queue.h5.ts).
import * as collectQueue from './collect-queue'

export function loadCollectQueue(): Promise<typeof collectQueue> {
  return Promise.resolve(collectQueue)
}
