import { createPlatformAdapter } from './adapter'
import type { PlatformAdapter } from './types'

export * from './types'
export { detectEnv, channelId, type EnvFlags } from './env'
export { STORAGE_KEYS } from './storage-keys'
export { resolveIdentity } from './identity'

let instance: PlatformAdapter | undefined

/** The running platform's adapter (one per app instance). */
export function getPlatform(): PlatformAdapter {
  if (!instance) instance = createPlatformAdapter()
  return instance
}
