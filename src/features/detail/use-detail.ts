import { useEffect, useRef, useState } from 'react'

export type DetailStatus = 'loading' | 'ready' | 'missing'

/**
 * Loads a detail for the current key (id + language). A failed load (unknown id, or the silent
 * '展会不存在或当前不可查看') leaves the page on its no-data view; the client already toasted
 * what deserves a toast. An answer for an earlier key is dropped.
 */
export function useDetail<T>(key: string | undefined, load: () => Promise<T>) {
  const [state, setState] = useState<{ status: DetailStatus; data: T | null }>({ status: 'loading', data: null })
  const loadRef = useRef(load)
  loadRef.current = load
  useEffect(() => {
    if (!key) {
      setState({ status: 'missing', data: null })
      return
    }
    let current = true
    setState((s) => ({ status: s.data ? s.status : 'loading', data: s.data }))
    loadRef
      .current()
      .then((data) => current && setState({ status: data ? 'ready' : 'missing', data: data ?? null }))
      .catch(() => current && setState({ status: 'missing', data: null }))
    return () => {
      current = false
    }
  }, [key])
  const setData = (update: (data: T) => T) => setState((s) => (s.data ? { status: s.status, data: update(s.data) } : s))
  return { ...state, setData }
}
