/**
 * The route table of spec §2: the single source for app.config.ts (pages and weapp subpackages),
 * config/index.ts (H5 custom routes, so the URL is exactly the spec's route) and the navigation
 * module (titles, unknown-path detection). Plain data only: it is also evaluated at build time.
 */
import routeData from './routes.json'

export type RouteTitleKey =
  | 'exhibitionDetail'
  | 'exhibitionShareDetail'
  | 'exhibitionMyDetail'
  | 'meetingDetail'
  | 'meetingGuest'
  | 'meetingList'
  | 'searchHot'
  | 'searchAll'
  | 'exhibitorsDetail'
  | 'exhibitorsList'
  | 'exhibitorsPlan'
  | 'exhibitorsEdit'
  | 'exhibitsList'
  | 'exhibitsDetail'
  | 'exhibitsPlan'
  | 'exhibitsEdit'
  | 'pairs'
  | 'pairsChat'
  | 'consultPost'
  | 'consultDetail'
  | 'consultTypes'
  | 'consultList'
  | 'phoneCertification'
  | 'venueMap'
  | 'venueRoute'
  | 'booking'
  | 'visitRegister'
  | 'visitBadge'
  | 'about'
  | 'guide'
  | 'newsList'
  | 'newsDetail'
  | 'hot'
  | 'billboard'

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
}

export const HOME_PATH = '/exhibition/detail'

/**
 * The table itself is JSON so the build configuration (config/index.ts, which cannot load app
 * TypeScript) reads the same data.
 */
export const ROUTES: readonly RouteDef[] = routeData as RouteDef[]

/** The page files of the routes usually opened next from `route` (for prefetching). */
export function nextPages(route: RouteDef | undefined): string[] {
  return (route?.next ?? []).map((path) => findRoute(path)?.page).filter((page): page is string => !!page)
}

export function findRoute(path: string): RouteDef | undefined {
  const clean = path.split('?')[0].replace(/\/+$/, '') || '/'
  const withSlash = clean.startsWith('/') ? clean : `/${clean}`
  return ROUTES.find((r) => r.path === withSlash || `/${r.page}` === withSlash)
}
