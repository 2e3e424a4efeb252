import type { Badge } from '../../../types/api'
import { STORAGE_KEYS } from '../../platform'
import type { KeyValueStorage } from '../../stores/types'

/** The badge kept on the device per event code: shown offline, and listed in the plan panel. */
export function storedBadge(storage: KeyValueStorage, eventCode: string): Badge | null {
  const raw = storage.getStorage(`${STORAGE_KEYS.badge}:${eventCode.toUpperCase()}`)
  if (!raw) return null
  try {
    const b = JSON.parse(raw) as Badge
    return b && typeof b.token === 'string' ? b : null
  } catch {
    return null
  }
}

export function storeBadge(storage: KeyValueStorage, eventCode: string, badge: Badge): void {
  storage.setStorage(`${STORAGE_KEYS.badge}:${eventCode.toUpperCase()}`, JSON.stringify(badge))
}
