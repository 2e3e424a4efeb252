import { useEffect } from 'react'
import { useServices } from '../../../app-context'
import { ApiError } from '../../../services/api'

/** Why the server would not give an edit page its data: the token (401) or the phone (403). */
export type Refusal = 'unverified' | 'forbidden'

/** A load for an edit page: the data, or the server's refusal with the token it refused. */
export type EditLoad<T> = { value: T | null } | { refused: Refusal; token: string | undefined }

/**
 * Runs a load that needs the visitor's grant; a refusal is an answer the page shows (verify again,
 * or the organiser's contact), not a failure to retry nor "no data".
 */
export async function loadAsEditor<T>(token: string | undefined, load: () => Promise<T | null>): Promise<EditLoad<T>> {
  try {
    return { value: await load() }
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return { refused: 'unverified', token }
    if (error instanceof ApiError && error.status === 403) return { refused: 'forbidden', token }
    throw error
  }
}

export const refusalOf = <T>(data: EditLoad<T> | null): Refusal | null =>
  data && 'refused' in data ? data.refused : null
export const valueOf = <T>(data: EditLoad<T> | null): T | null => (data && 'value' in data ? data.value : null)

/**
 * What a refusal does: a refused token is forgotten (the page asks for the phone again); once the
 * visitor has proven a phone since (again, or another one), the load is tried again.
 */
export function useRefusal<T>(data: EditLoad<T> | null, retry: () => void): Refusal | null {
  const { store } = useServices()
  const cert = store.certification
  const refused = data && 'refused' in data ? data : null
  const token = cert.editToken
  useEffect(() => {
    if (!refused) return
    if (token && token !== refused.token) retry()
    else if (refused.refused === 'unverified' && token) cert.forget()
  }, [refused, token, retry, cert])
  return refused?.refused ?? null
}
