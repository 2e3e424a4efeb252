import { createStore, del, get, set, type UseStore } from 'idb-keyval'
import type { OfflineStore } from './types'
import { utf8Bytes } from './wx-offline-store'

/**
 * Browsers and the native app's web view grant IndexedDB far more than this; the app keeps its
 * offline data under this budget anyway, so a visitor browsing several editions for days does
 * not fill the phone (the feature trims the least recently used first).
 */
export const IDB_OFFLINE_BUDGET = 40 * 1024 * 1024

/**
 * The offline data in IndexedDB through idb-keyval (values stored as structured clones; the size
 * reported is their JSON's, as in the mini-program, so one budget logic serves both). Without
 * IndexedDB (a private window of an old Safari), every call fails and the app works online only.
 */
export class IdbOfflineStore implements OfflineStore {
  readonly budget = IDB_OFFLINE_BUDGET
  private readonly db: UseStore

  constructor(name = 'expo-offline') {
    this.db = createStore(name, 'data')
  }

  get<T>(key: string): Promise<T | undefined> {
    return get<T>(key, this.db)
  }

  async set(key: string, value: unknown): Promise<number> {
    const bytes = utf8Bytes(JSON.stringify(value))
    await set(key, value, this.db)
    return bytes
  }

  remove(key: string): Promise<void> {
    return del(key, this.db)
  }
}
