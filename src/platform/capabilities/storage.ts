/** The host's synchronous key-value storage. */
export interface PlatformStorage {
  /** Storage is synchronous on every platform we support. */
  getStorage(key: string): string | undefined
  setStorage(key: string, value: string): void
  removeStorage(key: string): void
  /** every key this app keeps in the host's storage (My data's fresh start forgets the visitor's) */
  storageKeys(): string[]
}
