/**
 * A store of JSON values by key for the data the app keeps to work offline (issue 16): IndexedDB in
 * a browser and the native app's web view, wx storage in the mini-program (sharded under WeChat's
 * 1 MB per key). Asynchronous on every host; what is kept, and trimming it, is the caller's.
 */
export interface OfflineStore {
  get<T>(key: string): Promise<T | undefined>
  /** resolves with the bytes the value takes (UTF-8 of its JSON); rejects when the host refuses it (full) */
  set(key: string, value: unknown): Promise<number>
  remove(key: string): Promise<void>
  /** the bytes this data may take on this host altogether: the caller trims to stay under it */
  readonly budget: number
}

/** What the device keeps for use offline: the app's files and its data. */
export interface PlatformOffline {
  /**
   * Keeps the app's code, the data the visitor saw and its pictures for use offline (issue 16): the
   * H5 service worker, registered once the page has loaded and is idle, where the browser or web
   * view has service workers. Nothing in the mini-program, whose code WeChat keeps itself.
   */
  startOfflineWorker(): void
  /**
   * Whether the app's own files are kept for use offline (issue 22): 'ready' once they all are (H5:
   * the service worker has installed — its install precaches every file — and is active; the
   * mini-program: at once, WeChat keeps its code), 'none' when this host keeps none (no service
   * workers, a development build, a registration or install that failed). While the worker is
   * installing it waits.
   */
  appFilesOffline(): Promise<'ready' | 'none'>
  /**
   * The device's store of offline data (OfflineStore). On H5 its code (and IndexedDB's library)
   * is a chunk of its own, fetched on the first call: the first screen does not carry it.
   */
  offlineStore(): Promise<OfflineStore>
}
