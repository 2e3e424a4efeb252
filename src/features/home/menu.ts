import type { BaseLang } from '../../i18n'
import { findRoute } from '../../routes'

export type MenuKey = keyof BaseLang['menu']

export interface MenuEntry {
  key: MenuKey
  /** the spec §2 route it opens; undefined = no destination exists yet */
  path?: string
}

/**
 * The home menu of spec §2, in the spec's order. An entry without a path leads nowhere yet and is
 * not shown (a button that leads nowhere is worse than no button): adding its path is all it takes
 * once its page is real.
 */
export const HOME_MENU: readonly MenuEntry[] = [
  { key: 'exhibitors', path: '/exhibitors/list' },
  { key: 'products', path: '/exhibits/list' },
  { key: 'conference', path: '/meeting/list' },
  { key: 'venue', path: '/venue/map' },
  { key: 'visit', path: '/visit/register' },
  { key: 'about', path: '/about' },
  { key: 'booking', path: '/booking' },
  { key: 'hotHits', path: '/hot' },
  { key: 'guide', path: '/guide' },
  { key: 'showInfo', path: '/news/list' },
  { key: 'billboard', path: '/billboard' },
]

/** The entries a visitor can use: a destination that is a known route. */
export function reachableMenu(entries: readonly MenuEntry[] = HOME_MENU): Array<Required<MenuEntry>> {
  return entries.filter((e): e is Required<MenuEntry> => e.path !== undefined && findRoute(e.path) !== undefined)
}
