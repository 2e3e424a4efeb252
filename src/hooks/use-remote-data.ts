import { useCallback, useEffect, useRef, useState } from 'react'
import { isRetryable } from '../utils/remote'

/**
 * - loading: the first answer for this key is on its way (or a retry after a failure)
 * - ready: data is here (a reload for a new key keeps showing it until the answer arrives)
 * - empty: the server answered that there is nothing (unknown id, the silent "not viewable")
 * - failed: no answer (offline, timed out, a server error): worth a Retry
 */
export type RemoteStatus = 'loading' | 'ready' | 'empty' | 'failed'

/**
 * Loading remote data for a component (utils/remote for stores): loading / ready / empty / failed, a
 * guard so an answer for an earlier key (an old id, the previous language) never lands, and retry.
 * `key` undefined means there is nothing to load (empty). The request client has already toasted
 * what deserves a toast.
 */
export function useRemoteData<T>(key: string | undefined, load: () => Promise<T | null | undefined>) {
  const [state, setState] = useState<{ status: RemoteStatus; data: T | null }>({ status: 'loading', data: null })
  const loadRef = useRef(load)
  loadRef.current = load
  const [attempt, setAttempt] = useState(0)
  useEffect(() => {
    if (!key) {
      setState({ status: 'empty', data: null })
      return
    }
    let current = true
    setState((s) => (s.data ? s : { status: 'loading', data: null }))
    loadRef.current().then(
      (data) => current && setState({ status: data ? 'ready' : 'empty', data: data ?? null }),
      (error: unknown) =>
        current &&
        setState((s) => (isRetryable(error) ? { status: 'failed', data: s.data } : { status: 'empty', data: null })),
    )
    return () => {
      current = false
    }
  }, [key, attempt])
  const retry = useCallback(() => {
    setState((s) => ({ status: 'loading', data: s.data }))
    setAttempt((n) => n + 1)
  }, [])
  /** loads again in place: what is shown stays until the answer replaces it (no loading state) */
  const refresh = useCallback(() => setAttempt((n) => n + 1), [])
  const setData = useCallback(
    (update: (data: T) => T) => setState((s) => (s.data ? { status: s.status, data: update(s.data) } : s)),
    [],
  )
  return { ...state, retry, refresh, setData }
}
