import { registerConsultActions, type ConsultActionApi } from './features/consult'
import { registerPairsActions, type PairsActionApi } from './features/pairs'
import type { ActionQueue } from './stores/action-queue'

/**
 * The requests of the features' queued actions (silent: a network failure keeps an action for
 * later, and the queue tells refusals itself).
 */
export type FeatureActionApi = ConsultActionApi & PairsActionApi

/**
 * Each feature registers its own queued actions (`queue.register(kind, handler)` in its
 * `queued-actions.ts`, exported through its door); the queue (stores/action-queue.ts) imports no
 * feature. Loaded with the queue's code (H5: its chunk, load-queued-actions.h5.ts) and called
 * before the visitor's stored entries are read back. A feature with an action of its own adds its
 * line here (docs/architecture.md, "App state").
 */
export function registerFeatureActions(queue: ActionQueue, api: FeatureActionApi): void {
  registerConsultActions(queue, api)
  registerPairsActions(queue, api)
}
