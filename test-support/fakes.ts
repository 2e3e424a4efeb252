import type { PlanApi } from '../src/stores/plan-store'
import type { KeyValueStorage } from '../src/stores/types'

/** Map-backed storage standing in for localStorage / wx storage. */
export function memoryStorage(initial: Record<string, string> = {}): KeyValueStorage & { data: Map<string, string> } {
  const data = new Map(Object.entries(initial))
  return {
    data,
    getStorage: (k) => data.get(k),
    setStorage: (k, v) => void data.set(k, v),
    removeStorage: (k) => void data.delete(k),
  }
}

export function fakePlanApi(overrides: Partial<PlanApi> = {}): PlanApi & { calls: unknown[][] } {
  const calls: unknown[][] = []
  return {
    calls,
    getPlanList: async () => [],
    collect: async (...args) => {
      calls.push(args)
      return { collectCnt: 1 }
    },
    collectInApp: async (...args) => {
      calls.push(['app', ...args])
      return { collectCnt: 1 }
    },
    ...overrides,
  }
}
