/**
 * The offline data (issue 16): the edition's data kept on the device and answered when requests
 * fail for the network. The app wires `offlineAnswers` into the request client; the pack's
 * download keeps its packs through the same object (`applyEditionPack` / `heldPackVersion`). This door stays small and free of side
 * effects: on H5 the module behind it is a chunk loaded on idle or on the first failure.
 */
import type { EditionPack } from '../../../types/api'
import type { PlatformOffline } from '../../platform'
import type { OfflineAnswers, OfflineRequest } from '../../services/api'
import type { RootStore } from '../../stores'
import { loadOfflineModule } from './load-offline-data'
import type { OfflineData } from './offline-data'

/** Answers that arrive before the module: kept in memory (the newest few), handed over once it loads. */
const BUFFERED = 40

export interface LazyOfflineAnswers extends OfflineAnswers {
  /** loads the module now (when the page is idle); resolves when it is ready (undefined: it could not load) */
  preload(): Promise<OfflineData | undefined>
  /**
   * Keeps a downloaded pack (the module loaded first): a full pack (`since: null`) replaces what
   * the device holds for its edition and language; a delta merges its entries and removes the
   * `removed` ids (it must follow the version held: else it rejects, and the caller asks for a full
   * pack). Rejects when the module cannot load (offline before it ever came): what is held stays.
   */
  applyEditionPack(pack: EditionPack): Promise<void>
  /** The version of the pack held for an edition and language, or null (rejects as above). */
  heldPackVersion(eventCode: string, language: string): Promise<number | null>
}

declare module '../../stores/feature-scopes' {
  interface FeatureScopes {
    /** the edition's data kept on the device (the RootStore's `offline` scope) */
    offline: LazyOfflineAnswers
  }
}

/**
 * The request client's kept answers for this app (one per RootStore): remembered into a buffer
 * until the module has loaded; a failed request loads it (if the page was not idle yet) and asks it.
 */
export function offlineAnswers(platform: PlatformOffline, store: RootStore): LazyOfflineAnswers {
  return store.scope('offline', () => lazyOfflineAnswers(platform, store))
}

function lazyOfflineAnswers(platform: PlatformOffline, store: RootStore): LazyOfflineAnswers {
  let data: OfflineData | undefined
  let loading: Promise<OfflineData> | undefined
  let buffer: Array<[OfflineRequest, unknown, number]> = []
  const load = (): Promise<OfflineData> => {
    loading ??= loadOfflineModule()
      .then((m) => m.createOfflineData(platform, store))
      .then((loaded) => {
        data = loaded
        for (const [req, answer, at] of buffer) loaded.remember(req, answer, at)
        buffer = []
        return loaded
      })
    loading.catch(() => {
      // offline before the chunk ever came: the next failure tries again
      loading = undefined
    })
    return loading
  }
  const loaded = async (): Promise<OfflineData> => {
    const ready = data ?? (await load().catch(() => undefined))
    if (!ready) throw new Error('offline pack: the offline data could not load')
    return ready
  }
  return {
    remember(req, answer) {
      // an answer while the device is offline comes from a cache (the H5 service worker's): kept
      // again, it would pass for one fetched now
      if (!store.ui.online) return
      if (data) return data.remember(req, answer)
      buffer.push([req, answer, Date.now()])
      if (buffer.length > BUFFERED) buffer.shift()
    },
    async recall(req) {
      const ready = data ?? (await load().catch(() => undefined))
      return ready?.recall(req)
    },
    preload: () => load().catch(() => undefined),
    applyEditionPack: async (pack) => (await loaded()).applyEditionPack(pack),
    heldPackVersion: async (eventCode, language) => (await loaded()).heldPackVersion(eventCode, language),
  }
}
