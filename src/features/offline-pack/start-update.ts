import type { AppServices } from '../../app-services'
import { heldPackVersion } from '../offline'
import { loadPackStores } from './load-pack-stores'

/**
 * At start-up, once the offline data has loaded (on idle): when a pack of the edition is held in
 * the visitor's language, fetch what changed since and apply it, quietly (a failure leaves the
 * held pack and says nothing; the card's "update" is the visitor's way to see why). With no pack
 * held nothing is fetched: neither the pack nor the card's code (on H5 only this check's 0.3 KB).
 */
export async function updateHeldPackOnStart(services: AppServices): Promise<void> {
  const { store } = services
  if (!store.ui.online || !(await services.offline.preload())) return
  const eventCode = store.context.eventCode || APP_CONFIG.defaultEventCode
  const held = await heldPackVersion(eventCode, store.language.language).catch(() => null)
  if (held === null) return
  const stores = await loadPackStores().catch(() => undefined)
  await stores?.updateHeldPack(services)
}
