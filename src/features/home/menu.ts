import type { BaseLang } from '../../i18n'
import { findRoute } from '../../routes'

export type MenuKey = Exclude<keyof BaseLang['menu'], ServiceKey | `${ServiceKey}Hint` | 'services'>

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

export type ServiceKey = 'matchmaking' | 'rfq'

/**
 * The business services under the menu: matchmaking and the enquiry pool. The spec's home menu
 * leaves them out, and without an entry they could be reached only by typing their address; peers
 * put them on the home. A row of their own (with a line saying what each is for) rather than two
 * more tiles: the spec's eleven fill three rows of four, a twelfth and thirteenth would start a
 * fourth.
 */
export const HOME_SERVICES: ReadonlyArray<{ key: ServiceKey; path: string }> = [
  { key: 'matchmaking', path: '/pairs/insterests' },
  { key: 'rfq', path: '/consult/list' },
]

/** The entries a visitor can use: a destination that is a known route. */
export function reachableMenu(entries: readonly MenuEntry[] = HOME_MENU): Array<Required<MenuEntry>> {
  return entries.filter((e): e is Required<MenuEntry> => e.path !== undefined && findRoute(e.path) !== undefined)
}
