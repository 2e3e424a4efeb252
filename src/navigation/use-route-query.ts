import { useState } from 'react'
import { useServices } from '../app-context'

/**
 * The page's query, read once when the page mounts: H5 keeps earlier pages mounted while the
 * visitor moves on, and a later re-render (a language switch) must not pick up another page's URL.
 */
export function useRouteQuery(): Record<string, string> {
  const { platform } = useServices()
  const [query] = useState(() => platform.currentQuery())
  return query
}

/** A positive integer id from the query, else undefined. */
export function queryId(value: string | undefined): number | undefined {
  const n = Number(value)
  return Number.isInteger(n) && n > 0 ? n : undefined
}
