import type { KeyValueStorage } from '../../stores/types'
import type { Identity } from '../../platform/types'

/** Local storage key of the visitor's notes: a JSON object keyed by `userId:target:id`. */
export const NOTES_KEY = '__detailNotes__'
export const NOTE_MAX_LENGTH = 500

export type NoteTarget = 'exhibitor' | 'product'

/**
 * Notes are offered only to a visitor with user info (native app, mini-program, or a browser
 * visitor who arrived with ?userId=): a note belongs to a known person, the same rule as the top
 * bar's plan and post actions (spec §6). See docs/decisions.md, "Detail pages".
 */
export function notesAllowed(identity: Identity | null | undefined): boolean {
  return Boolean(identity?.hasUserInfo && identity.userId)
}

function readAll(storage: Pick<KeyValueStorage, 'getStorage'>): Record<string, string> {
  try {
    const parsed: unknown = JSON.parse(storage.getStorage(NOTES_KEY) ?? '{}')
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Record<string, string>) : {}
  } catch {
    return {}
  }
}

const noteKey = (userId: string, target: NoteTarget, id: number | string) => `${userId}:${target}:${id}`

export function readNote(
  storage: Pick<KeyValueStorage, 'getStorage'>,
  userId: string,
  target: NoteTarget,
  id: number | string,
): string {
  const value = readAll(storage)[noteKey(userId, target, id)]
  return typeof value === 'string' ? value : ''
}

/** Saves (or, when blank, deletes) a note; returns the stored text. */
export function writeNote(
  storage: KeyValueStorage,
  userId: string,
  target: NoteTarget,
  id: number | string,
  text: string,
): string {
  const all = readAll(storage)
  const value = text.trim().slice(0, NOTE_MAX_LENGTH)
  if (value) all[noteKey(userId, target, id)] = value
  else delete all[noteKey(userId, target, id)]
  storage.setStorage(NOTES_KEY, JSON.stringify(all))
  return value
}
