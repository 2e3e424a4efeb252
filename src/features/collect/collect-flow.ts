import type { BaseLang } from '../../i18n'
import type {
  PlatformDialogs,
  PlatformHost,
  PlatformHostApp,
  PlatformIdentity,
  PlatformNavigation,
} from '../../platform/types'
import type { RootStore } from '../../stores/root-store'
import type { CollectTarget } from '../../stores/plan-store'
import type { Id } from '../../../types/api'
import { ApiError } from '../../services/api'
import '../../i18n/sections/planQueue'

export interface CollectRequest {
  target: CollectTarget
  id: Id
  /** the current flag; the flow asks for the opposite */
  collected: boolean
  /** the item's event code (else the stored one) */
  eventCode?: string
}

export type CollectOutcome =
  /** pending: kept on the device until the network is back (it shows at once all the same) */
  | { status: 'changed'; collected: boolean; pending?: true }
  /** certify: sent to phone certification (the collect completes after it); login: the app's prompt */
  | { status: 'blocked'; reason: 'certify' | 'login' }
  | { status: 'failed'; message: string }

export interface CollectDeps {
  store: RootStore
  platform: PlatformHost & PlatformNavigation & PlatformIdentity & PlatformHostApp & PlatformDialogs
  t: BaseLang
}

/**
 * The collect toggle of spec §4, on every host:
 * - mini-program with a userId in the route query: blocked, the visitor goes to phone certification;
 * - native app: needs the app's user info (userId + sessionId) — otherwise the native not-logged-in
 *   prompt — and goes through the app's own path (the plan store's toggleCollectInApp);
 * - web: the plan store's PUT, which sets the menu-update flag and takes collectCnt from the server.
 * Success shows the collected / uncollected toast; any error shows its text as a toast. Offline the
 * plan store keeps the change on the device (issue 16): it shows at once, marked pending, with a
 * toast that says it will be sent later.
 */
export async function runCollect(deps: CollectDeps, req: CollectRequest): Promise<CollectOutcome> {
  const { store, platform, t } = deps
  const next = !req.collected
  const eventCode = req.eventCode || store.context.eventCode || undefined

  // once the visitor proved their phone, the collect goes through (it was waiting for that)
  if (platform.caps.certifyBeforeCollect && platform.currentQuery().userId && !store.certification.certified) {
    platform.openPhoneCertification()
    return { status: 'blocked', reason: 'certify' }
  }

  try {
    if (platform.caps.nativeCollect) {
      const identity = store.context.identity
      if (!identity?.hasUserInfo || !identity.sessionId) {
        // The app's own not-logged-in prompt; when the app does not answer, say it ourselves:
        // a Collect that does nothing at all is worse than either.
        if (!(await platform.notLoginTip())) platform.showToast(t.app.notLoggedIn)
        return { status: 'blocked', reason: 'login' }
      }
      await store.plan.toggleCollectInApp(req.target, req.id, req.collected, {
        userId: identity.userId,
        sessionId: identity.sessionId,
      })
    } else {
      await store.plan.toggleCollect(req.target, req.id, req.collected, eventCode)
    }
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error)
    // The plan store already told the server's refusals; anything else is toasted here.
    if (!(error instanceof ApiError)) platform.showToast(message)
    return { status: 'failed', message }
  }

  if (store.plan.isPending(req.target, req.id)) {
    platform.showToast(t.planQueue.queued, { icon: 'none' })
    return { status: 'changed', collected: next, pending: true }
  }
  // The toast says what the button said: Collect → collected; Add to my plan → added to my plan.
  const toast =
    req.target === 'exhibitor'
      ? next
        ? t.collect.collectedToast
        : t.collect.uncollectedToast
      : next
        ? t.collect.addedToPlanToast
        : t.collect.removedFromPlanToast
  platform.showToast(toast, { icon: 'none' })
  return { status: 'changed', collected: next }
}
