import type { AppServices } from '../../app-services'
import { progressTransport } from '../../platform/download'
import type { Language } from '../../../types/api'
import { OfflinePackStore, type PackSink } from './pack-store'
import { offlineDataSink } from './sink'

const stores = new WeakMap<PackSink, Map<string, OfflinePackStore>>()

/**
 * The pack store of an edition in a language, one per sink: the home's card and the quiet update
 * at start-up share it, so a tap during the quiet update waits for it instead of applying a second
 * delta onto the first.
 */
export function packStoreFor(
  { api, store, platform, offline }: AppServices,
  eventCode: string,
  language: Language,
  sink: PackSink = offlineDataSink(offline),
): OfflinePackStore {
  let bySink = stores.get(sink)
  if (!bySink) stores.set(sink, (bySink = new Map()))
  const key = `${eventCode}|${language}`
  let pack = bySink.get(key)
  if (!pack) {
    pack = new OfflinePackStore(
      {
        getEditionPack: (query, onProgress) => api.getEditionPack(query, progressTransport(onProgress)),
        sink,
        storage: platform,
        isOnline: () => store.ui.online,
        now: () => Date.now(),
        appFiles: () => platform.appFilesOffline(),
      },
      eventCode,
      language,
    )
    bySink.set(key, pack)
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
