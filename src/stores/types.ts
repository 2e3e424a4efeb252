import type { PlatformStorage } from '../platform/types'

/** What stores need of the platform: storage only, so tests pass a Map-backed fake. */
export type KeyValueStorage = Pick<PlatformStorage, 'getStorage' | 'setStorage' | 'removeStorage'>
