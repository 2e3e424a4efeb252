import type { AppServices } from '../../app-services'
import { loadPackStores } from './load-pack-stores'

/**
 * Editions up to this many entries (exhibitors + products) are downloaded without a tap (issue
 * 22): their pack is under 1 MB compressed. bench:offline measures ~57 B gzip per entry for the
 * seeded edition (899 entries, 51 KB) and ~43 B for a 5,000-exhibitor one (55,000, 2.34 MB):
 * 16,000 × 60 B leaves room under 1 MB.
 */
export const AUTO_PACK_MAX_ENTRIES = 16_000

/**
 * How long the download without a tap waits for the visitor's first use of the page (H5,
 * platform.afterFirstUse): past the page's start, whose first seconds Lighthouse's TBT measures.
 */
export const AUTO_PACK_WAIT_MS = 10_000

/** Whether the edition's pack is small enough to download without asking, by its counts. */
async function smallEdition(services: AppServices, eventCode: string): Promise<boolean> {
  // quiet, as the whole start-up update: a visitor offline (or with a signal WeChat has not noticed
  // dropping) is not told of a check they never asked for
  const edition = await services.api.getEventEditionDetail({ eventCode }, true).catch(() => undefined)
  if (!edition) return false
  return edition.exhibitorCount + edition.productCount <= AUTO_PACK_MAX_ENTRIES
}

/**
 * At start-up, once the offline data has loaded (on idle): when a pack of the edition is held in
 * the visitor's language, fetch what changed since and apply it, quietly (a failure leaves the
 * held pack and says nothing; the card's "update" is the visitor's way to see why). With none held,
 * a small edition is downloaded whole, quietly, when the host says a download is welcome (Wi-Fi,
 * or no "save data"): issue 22, so a visitor who never tapped "Download for offline" still has the
 * edition when the halls' network fails. A large edition waits for the tap.
 */
export async function updateHeldPackOnStart(services: AppServices): Promise<void> {
  const { store, platform } = services
  if (!store.ui.online || !(await services.offline.preload())) return
  const eventCode = store.context.eventCode || APP_CONFIG.defaultEventCode
  const held = await services.offline.heldPackVersion(eventCode, store.language.language).catch(() => null)
  if (held === null) {
    if (!(await platform.allowsBackgroundDownload().catch(() => false))) return
    if (!(await smallEdition(services, eventCode))) return
    await platform.afterFirstUse?.(AUTO_PACK_WAIT_MS)
  }
  const stores = await loadPackStores().catch(() => undefined)
  await stores?.updateHeldPack(services, { whole: held === null })
}
