import { findRoute, ROUTES, type MenuKey as RouteMenuKey, type RouteDef } from '../../routes'

/** A tile of spec §2's home menu; its label is the menu word `key` and its icon the class home-menu__item--<key>. */
export type MenuKey = RouteMenuKey<'main'>
export type ServiceKey = RouteMenuKey<'services'>

export interface MenuEntry {
  key: MenuKey
  /** the spec §2 route it opens */
  path?: string
}

/** A row of the home, read from the route table (src/routes.ts: a route's `menu`), in its places. */
function row<Key extends string>(name: 'main' | 'services'): Array<{ key: Key; path: string }> {
  return ROUTES.filter((r): r is RouteDef & { menu: NonNullable<RouteDef['menu']> } => r.menu?.row === name)
    .sort((a, b) => a.menu.at - b.menu.at)
    .map((r) => ({ key: r.menu.key as Key, path: r.path }))
}

/** The home menu of spec §2, in the spec's order: each entry is a route of the table with a `menu`. */
export const HOME_MENU: readonly MenuEntry[] = row<MenuKey>('main')

/**
 * The business services under the menu: matchmaking and the enquiry pool. The spec's home menu
 * leaves them out, and without an entry they could be reached only by typing their address; peers
 * put them on the home. A row of their own (with a line saying what each is for) rather than two
 * more tiles: the spec's eleven fill three rows of four, a twelfth and thirteenth would start a
 * fourth.
 */
export const HOME_SERVICES: ReadonlyArray<{ key: ServiceKey; path: string }> = row<ServiceKey>('services')

/**
 * The entries a visitor can use: a destination that is a known route (a button that leads nowhere
 * is worse than no button).
 */
export function reachableMenu(entries: readonly MenuEntry[] = HOME_MENU): Array<Required<MenuEntry>> {
  return entries.filter((e): e is Required<MenuEntry> => e.path !== undefined && findRoute(e.path) !== undefined)
}
