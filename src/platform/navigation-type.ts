/**
 * Whether this document was loaded by a reload or the browser's back/forward (its address is an
 * old history entry), rather than by following a link. Shared by the web adapter and the boot
 * script, which must agree on the language the first page is requested in.
 */
export function documentReachedThroughHistory(win: Pick<Window, 'performance'>): boolean {
  const entry = win.performance?.getEntriesByType?.('navigation')[0] as PerformanceNavigationTiming | undefined
  return entry?.type === 'reload' || entry?.type === 'back_forward'
}
