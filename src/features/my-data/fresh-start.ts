import type { AppServices } from '../../app-services'
import { resolveIdentity, STORAGE_KEYS } from '../../platform'
import { findRoute, HOME_PATH } from '../../routes'

/**
 * What a device keeps that is nobody's (preferences and public data): a fresh start keeps it. Every
 * other key of ours (`__…`) is the visitor's: their id and session, plan and action queues, notes,
 * drafts, badge, recent searches, phone certification.
 */
const NOT_PERSONAL: readonly string[] = [STORAGE_KEYS.language, STORAGE_KEYS.eventCode, STORAGE_KEYS.footerBannerClosed]
const PUBLIC_PREFIXES = ['__venue__', '__offline__:']

/**
 * After the visitor's account was erased: this device forgets them and the app starts again as a
 * new visitor (a new id: the server issues it a new session on its first request).
 */
export async function startFresh({ store, platform }: Pick<AppServices, 'store' | 'platform'>): Promise<void> {
  for (const key of platform.storageKeys()) {
    if (!key.startsWith('__') || NOT_PERSONAL.includes(key)) continue
    if (PUBLIC_PREFIXES.some((p) => key.startsWith(p))) continue
    platform.removeStorage(key)
  }
  // a ?userId= in the address named the erased visitor
  const identity = await resolveIdentity(platform, { ignoreQuery: true })
  store.context.setIdentity(identity)
  store.plan.setCollectNum(0)
  platform.restartApp(platform.routeUrl(findRoute(HOME_PATH)!))
}
