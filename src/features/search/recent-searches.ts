import type { KeyValueStorage } from '../../stores/types'

/** Local storage key of the visitor's recent searches (a JSON array, most recent first). */
export const RECENT_SEARCHES_KEY = '__recentSearches__'
export const RECENT_SEARCHES_MAX = 10

/** Trims and collapses inner whitespace; an empty result means "nothing to search". */
export function normalizeKeyword(keyword: string): string {
  return keyword.trim().replace(/\s+/g, ' ')
}

/**
 * Puts `keyword` first, removes an earlier copy of it (case-insensitive, so 'Huadong' and
 * 'huadong' are one entry; the newest spelling wins) and keeps at most `max` entries.
 */
export function addRecentSearch(list: readonly string[], keyword: string, max = RECENT_SEARCHES_MAX): string[] {
  const word = normalizeKeyword(keyword)
  if (!word) return [...list].slice(0, max)
  const key = word.toLowerCase()
  return [word, ...list.filter((w) => w.toLowerCase() !== key)].slice(0, max)
}

export function readRecentSearches(storage: Pick<KeyValueStorage, 'getStorage'>): string[] {
  const raw = storage.getStorage(RECENT_SEARCHES_KEY)
  if (!raw) return []
  try {
    const parsed: unknown = JSON.parse(raw)
    return Array.isArray(parsed)
      ? parsed.filter((w): w is string => typeof w === 'string' && w.trim() !== '').slice(0, RECENT_SEARCHES_MAX)
      : []
  } catch {
    // a damaged value is not worth an error: start a new history
    return []
  }
}

/** Records a search and returns the new list. */
export function rememberSearch(storage: KeyValueStorage, keyword: string): string[] {
  const next = addRecentSearch(readRecentSearches(storage), keyword)
  storage.setStorage(RECENT_SEARCHES_KEY, JSON.stringify(next))
  return next
}

export function clearRecentSearches(storage: KeyValueStorage): void {
  storage.removeStorage(RECENT_SEARCHES_KEY)
}
