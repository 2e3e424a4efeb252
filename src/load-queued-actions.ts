// The mini-program (and jest) carry the features' queued actions with the app: weapp builds do not
// split chunks. The H5 build loads them with the action queue instead (load-queued-actions.h5.ts).
import * as queuedActions from './queued-actions'

export function loadQueuedActions(): Promise<typeof queuedActions> {
  return Promise.resolve(queuedActions)
}
