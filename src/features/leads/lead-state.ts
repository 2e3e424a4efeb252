import type { AppServices } from '../../app-services'
import { LeadQueue } from './lead-queue'

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
  return q
}
