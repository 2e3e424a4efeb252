/** H5: the features' queued actions come in the action queue's chunk, when the queue loads (bench:size). */
export function loadQueuedActions(): Promise<typeof import('./queued-actions')> {
  return import(/* webpackChunkName: "action-queue" */ './queued-actions')
}
