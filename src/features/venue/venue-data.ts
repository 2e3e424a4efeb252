import type { HallPlan, HallPlanQuery, RoutePlan, Venue } from '../../../types/api'
import type { Endpoints } from '../../services/api'
import type { KeyValueStorage } from '../../stores/types'
import { isRetryable } from '../../utils/remote'

/**
 * The venue's data with a copy kept on the device: the halls, each hall plan opened and the route's
 * plan are stored as they arrive, so the map and the route still open without a network (a hall
 * plan as last loaded: stand statuses may have changed since, which the page says).
 */
const PREFIX = '__venue__'

export interface Loaded<T> {
  data: T
  /** true when the answer is the stored copy (the network failed) */
  offline: boolean
}

function read<T>(storage: KeyValueStorage, key: string): T | undefined {
  const raw = storage.getStorage(key)
  if (!raw) return undefined
  try {
    return JSON.parse(raw) as T
  } catch {
    return undefined
  }
}

function write(storage: KeyValueStorage, key: string, value: unknown): void {
  try {
    storage.setStorage(key, JSON.stringify(value))
  } catch {
    // storage full: the copy is a convenience, the answer is shown anyway
  }
}

/** Asks the server; on a network failure answers the stored copy, if there is one. */
async function withCopy<T>(storage: KeyValueStorage, key: string, load: () => Promise<T>): Promise<Loaded<T>> {
  try {
    const data = await load()
    write(storage, key, data)
    return { data, offline: false }
  } catch (error) {
    const copy = isRetryable(error) ? read<T>(storage, key) : undefined
    if (copy !== undefined) return { data: copy, offline: true }
    throw error
  }
}

/**
 * `editionId`: an earlier edition's halls (its exhibitors' stands); default the current edition's.
 * Its copies are kept apart from the current edition's.
 */
export function loadHalls(
  api: Endpoints,
  storage: KeyValueStorage,
  eventCode: string,
  editionId?: number,
): Promise<Loaded<Venue[]>> {
  return withCopy(storage, `${PREFIX}:${editionKey(eventCode, editionId)}:halls`, () =>
    api.getVenueList({ eventCode, ...(editionId ? { eventEditionId: editionId } : {}) }),
  )
}

const editionKey = (eventCode: string, editionId?: number) => (editionId ? `${eventCode}@${editionId}` : eventCode)

/**
 * A hall plan by hall id, stand or room. A stand or room asked for offline is looked for in the
 * stored plans of the edition.
 */
export async function loadHallPlan(
  api: Endpoints,
  storage: KeyValueStorage,
  eventCode: string,
  target: Pick<HallPlanQuery, 'hallId' | 'stand' | 'room' | 'eventEditionId'>,
): Promise<Loaded<HallPlan>> {
  const edition = editionKey(eventCode, target.eventEditionId)
  const keyOf = (hallId: number) => `${PREFIX}:${edition}:plan:${hallId}`
  try {
    const plan = await api.getHallPlan({ eventCode, ...target })
    write(storage, keyOf(plan.hallId), plan)
    return { data: plan, offline: false }
  } catch (error) {
    if (!isRetryable(error)) throw error
    const known = (read<Venue[]>(storage, `${PREFIX}:${edition}:halls`) ?? []).map((h) => h.hallId)
    const halls = target.hallId ? [target.hallId] : known
    for (const hallId of halls) {
      const plan = read<HallPlan>(storage, keyOf(hallId))
      if (!plan) continue
      const stand = target.stand?.trim().toUpperCase()
      const room = target.room?.trim().toUpperCase()
      if (stand) {
        const hit = plan.stands.find((s) => s.code === stand)
        if (hit) return { data: { ...plan, focus: { kind: 'stand', code: hit.code } }, offline: true }
      } else if (room) {
        const hit = plan.rooms.find((r) => r.code.toUpperCase() === room || r.name.toUpperCase() === room)
        if (hit) return { data: { ...plan, focus: { kind: 'room', code: hit.code } }, offline: true }
      } else return { data: { ...plan, focus: null }, offline: true }
    }
    throw error
  }
}

/**
 * Where the planned exhibitors stand and the walking graph of their halls. `companyIds` null: the
 * plan itself could not be loaded (offline), so the route as last loaded is answered.
 */
export async function loadRoutePlan(
  api: Endpoints,
  storage: KeyValueStorage,
  eventCode: string,
  companyIds: readonly number[] | null,
): Promise<Loaded<RoutePlan>> {
  const key = `${PREFIX}:${eventCode}:route`
  if (companyIds === null) {
    const copy = read<RoutePlan>(storage, key)
    if (copy) return { data: copy, offline: true }
    throw new Error('offline, and no route stored')
  }
  return withCopy(storage, key, async () => {
    if (companyIds.length === 0) return { eventEditionId: 0, halls: [], stops: [], missing: [] }
    return api.getRoutePlan({ eventCode, companyProfileIds: companyIds.slice(0, 200).join(',') })
  })
}

/** The stops a visitor ticked, per edition, on the device (works offline; nothing to send). */
export class VisitedStops {
  constructor(
    private readonly storage: KeyValueStorage,
    private readonly editionId: number,
  ) {}

  private get key() {
    return `__visited__:${this.editionId}`
  }

  all(): Set<number> {
    const list = read<number[]>(this.storage, this.key)
    return new Set(Array.isArray(list) ? list.filter((n) => Number.isInteger(n)) : [])
  }

  toggle(companyId: number): Set<number> {
    const set = this.all()
    if (set.has(companyId)) set.delete(companyId)
    else set.add(companyId)
    write(this.storage, this.key, [...set])
    return set
  }
}
