import type { LeadStand } from '../../../types/api'
import type { AppServices } from '../../app-services'
import type { KeyValueStorage } from '../../stores/types'
import { format } from '../../i18n'
import { LeadQueue } from './lead-queue'
import './words'

/** One scan queue per app instance (not a module singleton: tests build several apps). */
const queues = new WeakMap<object, LeadQueue>()

export function leadQueueOf(services: Pick<AppServices, 'store' | 'platform' | 'api'>): LeadQueue {
  let q = queues.get(services.store)
  if (!q) {
    const { api, store } = services
    q = new LeadQueue(services.platform, {
      captureLead: (body) => {
        const token = store.certification.editToken
        if (!token) return Promise.reject(new Error('no edit token'))
        return api.captureLead(body, token)
      },
    })
    queues.set(services.store, q)
  }
  // the visitor's stored scans, also when the Scan leads page was not opened in this run
  if (services.store.context.userId) q.useVisitor(services.store.context.userId)
  return q
}

/**
 * Before signing out or erasing My data (issue 28, "offline without loss"): scans that wait on this
 * device are sent first, or the step does not happen. With none waiting it answers true at once;
 * otherwise it says how many wait and offers to send them; true only when none is left.
 */
export async function sendScansFirst(services: Pick<AppServices, 'store' | 'platform' | 'api'>): Promise<boolean> {
  const queue = leadQueueOf(services)
  if (queue.waitingCount === 0) return true
  const { platform, store } = services
  const t = store.language.t.leads
  platform.hideToast()
  const send = await platform.confirm(format(t.unsyncedBody, { count: queue.waitingCount }), {
    title: t.unsyncedTitle,
    confirmText: t.sendFirst,
    cancelText: t.cancel,
  })
  if (!send) return false
  await queue.flush()
  if (queue.waitingCount === 0) return true
  platform.showToast(format(t.signOutBlocked, { count: queue.waitingCount }), { icon: 'none' })
  return false
}

/** The storage key of the stands a visitor's verified phone scans for (the last server answer). */
export const standsKey = (userId: string) => `__leadStands__:${userId}`

/**
 * The stands kept on the device for this visitor and phone: Scan leads opened with no network still
 * knows the stand, its questions and its edition (a badge of another edition is refused offline).
 * Another phone's stands are not used: its scans would be refused when they sync.
 */
export function storedStands(storage: KeyValueStorage, userId: string, phone: string): LeadStand[] | null {
  try {
    const kept = JSON.parse(storage.getStorage(standsKey(userId)) ?? 'null') as {
      phone?: string
      stands?: LeadStand[]
    } | null
    return kept?.phone === phone && Array.isArray(kept.stands) ? kept.stands : null
  } catch {
    return null
  }
}

export function keepStands(storage: KeyValueStorage, userId: string, phone: string, stands: LeadStand[]): void {
  storage.setStorage(standsKey(userId), JSON.stringify({ phone, stands }))
}
