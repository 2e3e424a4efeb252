import type { AppServices } from '../../app-services'
import { progressTransport } from '../../platform/download'
import type { Language } from '../../../types/api'
import { OfflinePackStore } from './pack-store'

declare module '../../stores/feature-scopes' {
  interface FeatureScopes {
    /** the pack store of each edition and language (`<eventCode>|<language>`) */
    offlinePack: Map<string, OfflinePackStore>
  }
}

/**
 * The pack store of an edition in a language, one per app instance (the RootStore's `offlinePack`
 * scope): the home's card and the quiet update at start-up share it, so a tap during the quiet
 * update waits for it instead of applying a second delta onto the first. Packs are kept by the
 * offline edition data (`services.offline`), whose module is loaded first if the page was not idle
 * yet; a module that cannot load fails the save, so the held pack, if any, stays as it was.
 */
export function packStoreFor(
  { api, store, platform, offline }: AppServices,
  eventCode: string,
  language: Language,
): OfflinePackStore {
  const packs = store.scope('offlinePack', () => new Map())
  const key = `${eventCode}|${language}`
  let pack = packs.get(key)
  if (!pack) {
    pack = new OfflinePackStore(
      {
        getEditionPack: (query, onProgress) => api.getEditionPack(query, progressTransport(onProgress)),
        sink: offline,
        storage: platform,
        isOnline: () => store.ui.online,
        now: () => Date.now(),
        appFiles: () => platform.appFilesOffline(),
      },
      eventCode,
      language,
    )
    packs.set(key, pack)
  }
  return pack
}

/**
 * The start-up update: the changes since the pack held, without a word unless asked (none held:
 * nothing). `whole`: none is held and the edition is small, so the whole pack is fetched (issue 22).
 */
export function updateHeldPack(services: AppServices, options: { whole?: boolean } = {}): Promise<unknown> {
  const eventCode = services.store.context.eventCode || APP_CONFIG.defaultEventCode
  return packStoreFor(services, eventCode, services.store.language.language).download({ quiet: true, ...options })
}
