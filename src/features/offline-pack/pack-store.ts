import { makeAutoObservable, runInAction } from 'mobx'
import type { EditionPack, EditionPackQuery, Language } from '../../../types/api'
import { ApiError } from '../../services/api/client'

/** The network failed (no connection, a time-out), not the server. */
const isNetworkFailure = (error: unknown) =>
  error instanceof ApiError && (error.kind === 'network' || error.kind === 'timeout')

/**
 * Where a downloaded pack is kept: the offline edition data's store (src/features/offline), which
 * answers the directory, the sessions and the map from it when the network fails. A delta
 * (`pack.since` set) is applied onto the pack held; a full one replaces it.
 */
export interface PackSink {
  applyEditionPack(pack: EditionPack): Promise<void>
  /** the version of the pack held for this edition and language, null when none is */
  heldPackVersion(eventCode: string, language: string): Promise<number | null>
}

export interface PackDeps {
  getEditionPack(query: EditionPackQuery, onProgress: (fraction: number | null) => void): Promise<EditionPack>
  sink: PackSink
  /** the platform's storage: when each edition's pack was last saved (the sink keeps the pack) */
  storage: { getStorage(key: string): string | undefined; setStorage(key: string, value: string): void }
  isOnline(): boolean
  now(): number
  /** whether the app's own files are kept for offline use (platform.appFilesOffline); ready when absent */
  appFiles?(): Promise<'ready' | 'none'>
}

/** Storage key of when the pack of an edition in a language was last saved. */
export const savedAtKey = (eventCode: string, language: string) => `__offlinePackSavedAt__:${eventCode}:${language}`

export type PackPhase = 'checking' | 'none' | 'held' | 'downloading' | 'saving'
export type PackFailure = 'offline' | 'server' | 'save'
export type PackOutcome = 'saved' | 'unchanged' | 'failed'

/**
 * The whole-edition download of one edition in one language (issue 16, item 4): a full pack when
 * none is held, else only what changed since the version held. The sink gets a pack only once it
 * has come whole; a failure (no network, the server, the device's storage) leaves what is held as
 * it was.
 */
export class OfflinePackStore {
  phase: PackPhase = 'checking'
  /** the fraction downloaded (0–1), null while the size is unknown */
  progress: number | null = null
  failure: PackFailure | null = null
  /** ISO time of the last save of the pack held, null when unknown */
  savedAt: string | null = null
  /**
   * The app's own files for offline use: 'waiting' while the H5 service worker still installs
   * (precaches them). A pack held then is not yet "available offline": a visitor who went offline
   * at once could not open the pages (issue 22). 'none': this host keeps no files (iOS web views):
   * the pack serves the pages open now, as before.
   */
  appFiles: 'waiting' | 'ready' | 'none' = 'waiting'
  /** the download under way: a second one waits for it (two deltas since one version cannot both apply) */
  private running: Promise<PackOutcome> | null = null

  constructor(
    private readonly deps: PackDeps,
    readonly eventCode: string,
    readonly language: Language,
  ) {
    makeAutoObservable<OfflinePackStore, 'deps' | 'running'>(this, {
      deps: false,
      eventCode: false,
      language: false,
      running: false,
    })
    void (deps.appFiles?.() ?? Promise.resolve('ready' as const)).then(
      (state) => runInAction(() => (this.appFiles = state)),
      () => runInAction(() => (this.appFiles = 'none')),
    )
  }

  /** Held, and everything it needs offline is on the device: what "Available offline" says. */
  get ready(): boolean {
    return this.phase === 'held' && this.appFiles !== 'waiting'
  }

  get busy(): boolean {
    return this.phase === 'downloading' || this.phase === 'saving' || this.phase === 'checking'
  }

  /** Whether a pack is held now, and since when. */
  async check(): Promise<void> {
    const held = await this.deps.sink.heldPackVersion(this.eventCode, this.language).catch(() => null)
    const savedAt = this.deps.storage.getStorage(savedAtKey(this.eventCode, this.language)) ?? null
    runInAction(() => {
      if (this.phase === 'downloading' || this.phase === 'saving') return
      this.phase = held === null ? 'none' : 'held'
      this.savedAt = held === null ? null : savedAt
    })
  }

  /**
   * Downloads the edition (the visitor's tap): whole, or the changes since the pack held. `quiet`:
   * the start-up check, which shows no progress and tells nothing when it fails.
   */
  async download(options: { quiet?: boolean; whole?: boolean } = {}): Promise<PackOutcome> {
    if (this.running) {
      // the visitor's tap during the quiet update waits for it, then asks again (most likely
      // "up to date"); anything else while one runs is the same download asked twice
      if (options.quiet || this.phase === 'downloading' || this.phase === 'saving') return this.running
      await this.running
      if (this.running) return this.running
    }
    const run = this.run(options)
    this.running = run
    try {
      return await run
    } finally {
      this.running = null
    }
  }

  private async run(options: { quiet?: boolean; whole?: boolean }): Promise<PackOutcome> {
    const held = await this.deps.sink.heldPackVersion(this.eventCode, this.language).catch(() => null)
    const before: PackPhase = held === null ? 'none' : 'held'
    // quiet: an update of the pack held; quiet and whole: the automatic first download (issue 22)
    if (options.quiet && ((held === null && !options.whole) || !this.deps.isOnline())) return 'unchanged'
    runInAction(() => {
      this.failure = null
      if (options.quiet) return
      this.phase = 'downloading'
      this.progress = 0
    })
    let pack: EditionPack
    try {
      const query: EditionPackQuery = { eventCode: this.eventCode, language: this.language }
      if (held !== null) query.since = held
      pack = await this.deps.getEditionPack(query, (fraction) => {
        if (!options.quiet) runInAction(() => (this.progress = fraction))
      })
    } catch (error) {
      runInAction(() => {
        this.phase = before
        if (!options.quiet) this.failure = isNetworkFailure(error) || !this.deps.isOnline() ? 'offline' : 'server'
      })
      if (!isNetworkFailure(error)) console.warn('offline pack download failed', error)
      return 'failed'
    }
    const unchanged = pack.since !== null && pack.version === held
    if (!options.quiet) runInAction(() => (this.phase = 'saving'))
    try {
      if (!unchanged) await this.deps.sink.applyEditionPack(pack)
    } catch (error) {
      console.warn('offline pack not saved', error)
      runInAction(() => {
        this.phase = before
        if (!options.quiet) this.failure = 'save'
      })
      return 'failed'
    }
    const savedAt = new Date(this.deps.now()).toISOString()
    this.deps.storage.setStorage(savedAtKey(this.eventCode, this.language), savedAt)
    runInAction(() => {
      this.phase = 'held'
      this.savedAt = savedAt
      this.progress = null
    })
    return unchanged ? 'unchanged' : 'saved'
  }
}
