import type { Flag } from '../../types/api'

// Checks for a queued action's fields read back from storage (a handler's isValid). A module of
// their own: a feature's handlers import them without carrying the queue into the feature's pages.

export const isFlag = (v: unknown): v is Flag => v === 0 || v === 1

export const isText = (v: unknown, max = 4000): v is string => typeof v === 'string' && v.length > 0 && v.length <= max
