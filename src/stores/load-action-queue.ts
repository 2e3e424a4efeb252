// The mini-program (and jest) carry the action queue with the app: weapp builds do not split
// chunks. The H5 build loads it when first needed instead (load-action-queue.h5.ts).
import * as actionQueue from './start-action-queue'

export function loadActionQueue(): Promise<typeof actionQueue> {
  return Promise.resolve(actionQueue)
}
