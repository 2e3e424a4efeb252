import { v4 as uuidv4 } from 'uuid'
import { STORAGE_KEYS } from './storage-keys'
import type { Identity, PlatformHost, PlatformIdentity, PlatformNavigation, PlatformStorage } from './types'

/** What resolving the visitor needs from a platform (the boot script passes just this). */
export type IdentitySource = Pick<PlatformHost, 'kind'> &
  Pick<PlatformIdentity, 'getUserInfo' | 'random16'> &
  Pick<PlatformNavigation, 'currentQuery'> &
  Pick<PlatformStorage, 'getStorage' | 'setStorage'>

/**
 * Who the visitor is, in the order of spec §1/§6: the native app's or mini-program's user info,
 * then `userId` from the query in a browser, then a random version-4 UUID kept in local storage.
 * `ignoreQuery`: the address's userId names a visitor this device must not be again (a session
 * that cannot be recovered, an erased account).
 */
export async function resolveIdentity(
  adapter: IdentitySource,
  { ignoreQuery = false }: { ignoreQuery?: boolean } = {},
): Promise<Identity> {
  const info = await adapter.getUserInfo()
  if (info) return info
  const fromQuery = adapter.kind === 'web' && !ignoreQuery ? adapter.currentQuery().userId?.trim() : undefined
  if (fromQuery) {
    adapter.setStorage(STORAGE_KEYS.userId, fromQuery)
    return { userId: fromQuery, hasUserInfo: true }
  }
  const stored = adapter.getStorage(STORAGE_KEYS.userId)
  if (stored) return { userId: stored, hasUserInfo: false }
  const userId = uuidv4({ random: await adapter.random16() })
  adapter.setStorage(STORAGE_KEYS.userId, userId)
  return { userId, hasUserInfo: false }
}
