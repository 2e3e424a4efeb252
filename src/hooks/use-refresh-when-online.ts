import { reaction } from 'mobx'
import { useEffect } from 'react'
import { useServices } from '../app-context'

/**
 * A page built offline from the pack or a list (`offlinePartial`) promises that "the full page comes
 * with the network": when the host says the network is back (or reports it again), `refresh` loads
 * the full page in place, with no reload and without blanking what is shown meanwhile.
 */
export function useRefreshWhenOnline(partial: boolean, refresh: () => void): void {
  const { store } = useServices()
  useEffect(() => {
    if (!partial) return undefined
    return reaction(
      () => [store.ui.online, store.ui.connectionReports] as const,
      ([online]) => {
        if (online) refresh()
      },
    )
  }, [partial, refresh, store])
}
