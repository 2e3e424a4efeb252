/**
 * The route table of spec §2: the single source for app.config.ts (pages and weapp subpackages),
 * config/index.ts (H5 custom routes, so the URL is exactly the spec's route) and the navigation
 * module (titles, unknown-path detection). Plain data only: it is also evaluated at build time.
 */
import routeData from './routes.json'

/** Every route title key: routeTitle in both dictionaries is keyed by these (a missing title does not compile). */
export const ROUTE_TITLE_KEYS = [
  'exhibitionDetail',
  'exhibitionShareDetail',
  'exhibitionMyDetail',
  'meetingDetail',
  'meetingGuest',
  'meetingList',
  'searchHot',
  'searchAll',
  'exhibitorsDetail',
  'exhibitorsList',
  'exhibitorsPlan',
  'exhibitorsEdit',
  'exhibitsList',
  'exhibitsDetail',
  'exhibitsPlan',
  'exhibitsEdit',
  'pairs',
  'pairsChat',
  'consultPost',
  'consultDetail',
  'consultTypes',
  'consultList',
  'phoneCertification',
  'venueMap',
  'venueRoute',
  'booking',
  'visitRegister',
  'visitBadge',
  'about',
  'guide',
  'newsList',
  'newsDetail',
  'hot',
  'billboard',
  'myData',
  'privacy',
] as const
export type RouteTitleKey = (typeof ROUTE_TITLE_KEYS)[number]

export interface RouteDef {
  /** The URL path of spec §2 (H5) */
  path: string
  /** Taro page path without extension, relative to src/ */
  page: string
  titleKey: RouteTitleKey
  /** weapp subpackage root; undefined = main package (only the first screens live there) */
  pkg?: string
  /** routes a visitor usually opens next from here: their code is fetched once this page is idle */
  next?: string[]
  /**
   * false: a form or the chat, whose own bottom bar (Save, Post, Send) is the page's action and
   * where the visitor types: the "open the app" footer banner stays away (docs/decisions.md). On
   * every other page a fixed bottom bar sits above the banner (--footer-banner-space).
   */
  footerBanner?: boolean
}

export const HOME_PATH = '/exhibition/detail'

/**
 * The table itself is JSON so the build configuration (config/index.ts, which cannot load app
 * TypeScript) reads the same data.
 */
export const ROUTES: readonly RouteDef[] = routeData.map(checkedRoute)

/**
 * JSON types its titleKey as any string, so the key is checked here, where the table is first read:
 * app.config.ts evaluates this module, so a wrong key fails the build (and the jest suite).
 */
function checkedRoute(route: Omit<RouteDef, 'titleKey'> & { titleKey: string }): RouteDef {
  if (!(ROUTE_TITLE_KEYS as readonly string[]).includes(route.titleKey)) {
    throw new Error(`src/routes.json: ${route.path} has an unknown titleKey "${route.titleKey}" (src/routes.ts)`)
  }
  return route as RouteDef
}

/** The page files of the routes usually opened next from `route` (for prefetching). */
export function nextPages(route: RouteDef | undefined): string[] {
  return (route?.next ?? []).map((path) => findRoute(path)?.page).filter((page): page is string => !!page)
}

export function findRoute(path: string): RouteDef | undefined {
  const clean = path.split('?')[0].replace(/\/+$/, '') || '/'
  const withSlash = clean.startsWith('/') ? clean : `/${clean}`
  return ROUTES.find((r) => r.path === withSlash || `/${r.page}` === withSlash)
}
