/** Local storage keys of spec §3. */
export const STORAGE_KEYS = {
  language: '__language__',
  eventCode: '__eventCode__',
  userId: '__userId__',
  /** the visitor's session secret with the id it belongs to (services/api/visitor-session.ts) */
  visitorSession: '__visitorSession__',
  /** the visitor's e-badge per event code (`${badge}:${eventCode}`), shown offline and in the plan */
  badge: '__badge__',
  /** the visitor closed the footer banner ('1'): it stays closed (stores/ui-store.ts) */
  footerBannerClosed: '__footerBannerClosed__',
  /** the visitor's collects and uncollects waiting for the network (`${planQueue}:${userId}`, stores/collect-queue.ts) */
  planQueue: '__planQueue__',
  /** the visitor's reminders, likes, decisions and chat messages waiting for the network (`${actionQueue}:${userId}`, stores/action-queue.ts) */
  actionQueue: '__actionQueue__',
} as const

/** A visitor's queue of collects waiting for the network (stores/collect-queue.ts). */
export const planQueueKey = (userId: string): string => `${STORAGE_KEYS.planQueue}:${userId}`

/** A visitor's queue of reminders, likes, decisions and chat messages (stores/action-queue.ts). */
export const actionQueueKey = (userId: string): string => `${STORAGE_KEYS.actionQueue}:${userId}`
