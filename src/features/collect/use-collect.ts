import { useCallback, useState } from 'react'
import { useServices } from '../../app-context'
import { runCollect, type CollectRequest } from './collect-flow'

/**
 * The collect toggle for a component: `toggle` runs the flow of spec §4 and calls `onChange`
 * with the new collected flag (the spec's change event) when it changed.
 */
export function useCollect(onChange?: (collected: boolean, req: CollectRequest) => void) {
  const services = useServices()
  const [busy, setBusy] = useState(false)
  const toggle = useCallback(
    async (req: CollectRequest) => {
      if (busy) return
      setBusy(true)
      try {
        const deps = { ...services, t: services.store.language.t }
        const outcome = await runCollect(deps, req)
        if (outcome.status === 'changed') onChange?.(outcome.collected, req)
        // sent to phone certification: the collect completes when the visitor comes back certified
        if (outcome.status === 'blocked' && outcome.reason === 'certify')
          services.store.certification.deferUntilCertified(async () => {
            const later = await runCollect({ ...services, t: services.store.language.t }, req)
            if (later.status === 'changed') onChange?.(later.collected, req)
          })
        return outcome
      } finally {
        setBusy(false)
      }
    },
    [busy, onChange, services],
  )
  return { toggle, busy }
}
