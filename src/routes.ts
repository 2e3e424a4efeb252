/**
 * The route table of spec §2: the single source for app.config.ts (pages and weapp subpackages),
 * config/index.ts (H5 custom routes, so the URL is exactly the spec's route) and the navigation
 * module (titles, unknown-path detection). Plain data only: it is also evaluated at build time.
 */
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
  | 'consultPost'
  | 'consultDetail'
  | 'consultTypes'
  | 'consultList'
  | 'phoneCertification'

export interface RouteDef {
  /** The URL path of spec §2 (H5) */
  path: string
  /** Taro page path without extension, relative to src/ */
  page: string
  titleKey: RouteTitleKey
  /** weapp subpackage root; undefined = main package (only the first screens live there) */
  pkg?: string
}

export const HOME_PATH = '/exhibition/detail'

export const ROUTES: readonly RouteDef[] = [
  { path: '/exhibition/detail', page: 'pages/exhibition/detail/index', titleKey: 'exhibitionDetail' },
  { path: '/exhibition/share-detail', page: 'pages/exhibition/share-detail/index', titleKey: 'exhibitionShareDetail' },
  { path: '/exhibition/my-detail', page: 'pages/exhibition/my-detail/index', titleKey: 'exhibitionMyDetail' },
  { path: '/meeting/detail', page: 'pages/meeting/detail/index', titleKey: 'meetingDetail', pkg: 'pages/meeting' },
  { path: '/meeting/guest', page: 'pages/meeting/guest/index', titleKey: 'meetingGuest', pkg: 'pages/meeting' },
  { path: '/meeting/list', page: 'pages/meeting/list/index', titleKey: 'meetingList', pkg: 'pages/meeting' },
  { path: '/search/hot', page: 'pages/search/hot/index', titleKey: 'searchHot', pkg: 'pages/search' },
  { path: '/search/all', page: 'pages/search/all/index', titleKey: 'searchAll', pkg: 'pages/search' },
  { path: '/exhibitors/detail', page: 'pages/exhibitors/detail/index', titleKey: 'exhibitorsDetail', pkg: 'pages/exhibitors' },
  { path: '/exhibitors/list', page: 'pages/exhibitors/list/index', titleKey: 'exhibitorsList', pkg: 'pages/exhibitors' },
  { path: '/exhibitors/plan', page: 'pages/exhibitors/plan/index', titleKey: 'exhibitorsPlan', pkg: 'pages/exhibitors' },
  { path: '/exhibitors/edit', page: 'pages/exhibitors/edit/index', titleKey: 'exhibitorsEdit', pkg: 'pages/exhibitors' },
  { path: '/exhibits/list', page: 'pages/exhibits/list/index', titleKey: 'exhibitsList', pkg: 'pages/exhibits' },
  { path: '/exhibits/detail', page: 'pages/exhibits/detail/index', titleKey: 'exhibitsDetail', pkg: 'pages/exhibits' },
  { path: '/exhibits/plan', page: 'pages/exhibits/plan/index', titleKey: 'exhibitsPlan', pkg: 'pages/exhibits' },
  { path: '/exhibits/edit', page: 'pages/exhibits/edit/index', titleKey: 'exhibitsEdit', pkg: 'pages/exhibits' },
  { path: '/pairs/insterests', page: 'pages/pairs/insterests/index', titleKey: 'pairs', pkg: 'pages/pairs' },
  { path: '/pairs/list', page: 'pages/pairs/list/index', titleKey: 'pairs', pkg: 'pages/pairs' },
  { path: '/consult/post', page: 'pages/consult/post/index', titleKey: 'consultPost', pkg: 'pages/consult' },
  { path: '/consult/detail', page: 'pages/consult/detail/index', titleKey: 'consultDetail', pkg: 'pages/consult' },
  { path: '/consult/types', page: 'pages/consult/types/index', titleKey: 'consultTypes', pkg: 'pages/consult' },
  { path: '/consult/list', page: 'pages/consult/list/index', titleKey: 'consultList', pkg: 'pages/consult' },
  {
    path: '/pages/center/phoneCertification/main',
    page: 'pages/center/phoneCertification/main',
    titleKey: 'phoneCertification',
    pkg: 'pages/center',
  },
]

export function findRoute(path: string): RouteDef | undefined {
  const clean = path.split('?')[0].replace(/\/+$/, '') || '/'
  const withSlash = clean.startsWith('/') ? clean : `/${clean}`
  return ROUTES.find((r) => r.path === withSlash || `/${r.page}` === withSlash)
}
