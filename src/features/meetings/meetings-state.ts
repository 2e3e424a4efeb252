import type { AppServices } from '../../app-services'
import { MeetingsStore } from './meetings-store'
import { SlotPlanStore } from './slot-plan-store'
import { StandDayStore } from './stand-day-store'

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

const plans = new WeakMap<object, SlotPlanStore>()
const standDays = new WeakMap<object, StandDayStore>()

/** The stand's slot plan being edited (one per app instance). */
export function slotPlanOf(services: Pick<AppServices, 'store' | 'api'>): SlotPlanStore {
  let s = plans.get(services.store)
  if (!s) {
    const { api, store } = services
    s = new SlotPlanStore(api, () => store.language.language)
    plans.set(services.store, s)
  }
  return s
}

/** The stand's day of meetings (one per app instance). */
export function standDayOf(services: Pick<AppServices, 'store' | 'api'>): StandDayStore {
  let s = standDays.get(services.store)
  if (!s) {
    const { api, store } = services
    s = new StandDayStore(api, () => store.language.language)
    standDays.set(services.store, s)
  }
  return s
}
