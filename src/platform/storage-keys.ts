/** Local storage keys of spec §3. */
export const STORAGE_KEYS = {
  language: '__language__',
  eventCode: '__eventCode__',
  userId: '__userId__',
} as const
