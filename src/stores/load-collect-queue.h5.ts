/**
 * The collect queue is loaded on the first collect, or at start when the visitor has changes
 * waiting: the first screen does not carry it (bench:size). A failed load is tried again next time.
 */
export function loadCollectQueue(): Promise<typeof import('./collect-queue')> {
  return import(/* webpackChunkName: "collect-queue" */ './collect-queue')
}
