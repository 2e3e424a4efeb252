// What the page frame draws above a page, as plain values without mobx: the stores use them, and so
// does the boot script (src/boot), which draws a list's first cards exactly below those bars before
// the app has loaded and must stay a few KB.

/**
 * Spec §2/§9: navbar 40 (CSS px) in browser mode; top bar = status bar + 88 − 1, in design px
 * (750-wide, what Taro.pxTransform takes). The status-bar height is kept in design px too.
 */
export const BROWSER_NAVBAR_HEIGHT = 40
export const TOP_BAR_BASE = 88

/** Event code CGA switches on the alternate branding (spec §2, §9). */
export const ALT_BRANDING_EVENT_CODE = 'CGA'

/** Whether an event code has the alternate branding. */
export function hasAltBranding(eventCode: string): boolean {
  return eventCode.toUpperCase() === ALT_BRANDING_EVENT_CODE
}
