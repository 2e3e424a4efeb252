import { useCallback, useRef } from 'react'
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

/**
 * Records each key once while the component stays mounted (one page open): a re-render, a plan
 * that loads again or a route computed anew does not count the same exhibitor twice.
 */
export function useBehaviourOnce() {
  const record = useBehaviour()
  const done = useRef(new Set<string>())
  return useCallback(
    (key: string, input: Omit<BehaviourInput, 'userId' | 'source'>) => {
      if (done.current.has(key)) return
      done.current.add(key)
      record(input)
    },
    [record],
  )
}
