import type { BaseLang } from '../../i18n'
import { findRoute } from '../../routes'

export type MenuKey = keyof BaseLang['menu']

export interface MenuEntry {
  key: MenuKey
  /** the spec §2 route it opens; undefined = no destination exists yet */
  path?: string
}

/**
 * The home menu of spec §2, in the spec's order. Exhibitors list, Products and Conference lead to a
 * page that works; Venue (booth map), Visit
 * (pre-registration), About, Booking, Hot Hits, Guide, Show Info and Billboard do not yet, and a
 * button that leads nowhere is worse than no button: they are listed here (so adding a path is all
 * it takes once the page is real) but not shown.
 */
export const HOME_MENU: readonly MenuEntry[] = [
  { key: 'exhibitors', path: '/exhibitors/list' },
  { key: 'products', path: '/exhibits/list' },
  { key: 'conference', path: '/meeting/list' },
  { key: 'venue' },
  { key: 'visit' },
  { key: 'about' },
  { key: 'booking' },
  { key: 'hotHits' },
  { key: 'guide' },
  { key: 'showInfo' },
  { key: 'billboard' },
]

/** The entries a visitor can use: a destination that is a known route. */
export function reachableMenu(entries: readonly MenuEntry[] = HOME_MENU): Array<Required<MenuEntry>> {
  return entries.filter((e): e is Required<MenuEntry> => e.path !== undefined && findRoute(e.path) !== undefined)
}
