/** Local storage keys of spec §3. */
export const STORAGE_KEYS = {
  language: '__language__',
  eventCode: '__eventCode__',
  userId: '__userId__',
  /** the visitor's session secret with the id it belongs to (services/api/visitor-session.ts) */
  visitorSession: '__visitorSession__',
} as const
