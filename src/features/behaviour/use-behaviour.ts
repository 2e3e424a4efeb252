import { useCallback } from 'react'
import { useServices } from '../../app-context'
import { buildBehaviourRecord, type BehaviourInput } from './record'

/**
 * Sends one behaviour record per call (POST /api/v5/behaviorMessage). Fire and forget: a failed
 * record never bothers the visitor (the endpoint is silent) and never blocks the page.
 */
export function useBehaviour() {
  const { api, platform, store } = useServices()
  return useCallback(
    (input: Omit<BehaviourInput, 'userId' | 'source'>) => {
      const record = buildBehaviourRecord(platform.env, {
        ...input,
        userId: store.context.userId,
        source: platform.kind,
      })
      void api.sendBehaviour(record).catch(() => undefined)
    },
    [api, platform, store],
  )
}
