import type { AppServices } from '../../app-services'
import { MeetingsStore } from './meetings-store'

/** One meetings store per app instance (not a module singleton: tests build several apps). */
const stores = new WeakMap<object, MeetingsStore>()

export function meetingsOf(services: Pick<AppServices, 'store' | 'api'>): MeetingsStore {
  let s = stores.get(services.store)
  if (!s) {
    const { api, store } = services
    s = new MeetingsStore(api, () => store.language.language)
    stores.set(services.store, s)
  }
  return s
}
