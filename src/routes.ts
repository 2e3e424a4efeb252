/**
 * The route table of spec §2: the one place a page is registered. Everything else is derived:
 * - app.config.ts: the pages and the weapp subpackages (`pkg`);
 * - routes.json, for what cannot load app TypeScript (config/index.ts: the H5 custom routes, so
 *   the URL is exactly the spec's route; the browser and weapp tests). It is written by
 *   `npm run routes` and a jest test fails while it differs from this table;
 * - the titles: `titleKey` names the title in both dictionaries (routeTitle, keyed by these keys:
 *   a route without a title in either language does not compile);
 * - the home menu (`menu`: its row, label and place; src/features/home/menu.ts).
 * Plain data only: it is also evaluated at build time.
 */

export interface RouteSpec {
  /** The URL path of spec §2 (H5) */
  path: string
  /** Taro page path without extension, relative to src/ */
  page: string
  /** its title in routeTitle of both dictionaries (src/i18n/zh-CN.ts, en.ts) */
  titleKey: string
  /** weapp subpackage root; undefined = main package (only the first screens live there) */
  pkg?: string
  /** routes a visitor usually opens next from here: their code is fetched once this page is idle */
  next?: readonly string[]
  /**
   * false: a form or the chat, whose own bottom bar (Save, Post, Send) is the page's action and
   * where the visitor types: the "open the app" footer banner stays away (docs/decisions.md). On
   * every other page a fixed bottom bar sits above the banner (--footer-banner-space).
   */
  footerBanner?: boolean
  /**
   * An entry on the home: `row` 'main' is spec §2's menu of tiles, 'services' the business
   * services under it; `key` its label among the menu words (src/features/home/words.ts) and its
   * icon's class; `at` its place in the row.
   */
  menu?: { row: 'main' | 'services'; key: string; at: number }
}

// The order is the order of app.json's pages (the first is the mini-program's start page).
const TABLE = [
  {
    path: '/exhibition/detail',
    page: 'pages/exhibition/detail/index',
    titleKey: 'exhibitionDetail',
    next: ['/exhibitors/list', '/exhibits/list', '/search/hot', '/meeting/list'],
  },
  {
    path: '/exhibition/share-detail',
    page: 'pages/exhibition/share-detail/index',
    titleKey: 'exhibitionShareDetail',
    pkg: 'pages/exhibition/share-detail',
  },
  {
    path: '/exhibition/my-detail',
    page: 'pages/exhibition/my-detail/index',
    titleKey: 'exhibitionMyDetail',
    pkg: 'pages/exhibition/my-detail',
    next: ['/exhibitors/edit', '/exhibits/edit', '/exhibition/share-detail'],
  },
  {
    path: '/meeting/detail',
    page: 'pages/meeting/detail/index',
    titleKey: 'meetingDetail',
    pkg: 'pages/meeting',
    next: ['/meeting/guest'],
  },
  {
    path: '/meeting/guest',
    page: 'pages/meeting/guest/index',
    titleKey: 'meetingGuest',
    pkg: 'pages/meeting',
    next: ['/meeting/detail'],
  },
  {
    path: '/meeting/list',
    page: 'pages/meeting/list/index',
    titleKey: 'meetingList',
    pkg: 'pages/meeting',
    next: ['/meeting/detail'],
    menu: { row: 'main', key: 'conference', at: 3 },
  },
  {
    path: '/search/hot',
    page: 'pages/search/hot/index',
    titleKey: 'searchHot',
    pkg: 'pages/search',
    next: ['/search/all'],
  },
  {
    path: '/search/all',
    page: 'pages/search/all/index',
    titleKey: 'searchAll',
    pkg: 'pages/search',
    next: ['/exhibitors/detail', '/exhibits/detail'],
  },
  {
    path: '/exhibitors/detail',
    page: 'pages/exhibitors/detail/index',
    titleKey: 'exhibitorsDetail',
    pkg: 'pages/exhibitors',
    next: ['/exhibits/detail', '/exhibitors/list'],
  },
  {
    path: '/exhibitors/list',
    page: 'pages/exhibitors/list/index',
    titleKey: 'exhibitorsList',
    pkg: 'pages/exhibitors',
    next: ['/exhibitors/detail', '/search/hot'],
    menu: { row: 'main', key: 'exhibitors', at: 1 },
  },
  {
    path: '/exhibitors/plan',
    page: 'pages/exhibitors/plan/index',
    titleKey: 'exhibitorsPlan',
    pkg: 'pages/exhibitors',
    next: ['/exhibitors/detail', '/exhibits/detail'],
  },
  {
    path: '/exhibitors/edit',
    page: 'pages/exhibitors/edit/index',
    titleKey: 'exhibitorsEdit',
    pkg: 'pages/exhibitors',
    footerBanner: false,
  },
  {
    path: '/exhibits/list',
    page: 'pages/exhibits/list/index',
    titleKey: 'exhibitsList',
    pkg: 'pages/exhibits',
    next: ['/exhibits/detail', '/search/hot'],
    menu: { row: 'main', key: 'products', at: 2 },
  },
  {
    path: '/exhibits/detail',
    page: 'pages/exhibits/detail/index',
    titleKey: 'exhibitsDetail',
    pkg: 'pages/exhibits',
    next: ['/exhibitors/detail', '/exhibits/list'],
  },
  {
    path: '/exhibits/plan',
    page: 'pages/exhibits/plan/index',
    titleKey: 'exhibitsPlan',
    pkg: 'pages/exhibits',
    next: ['/exhibitors/detail', '/exhibits/detail'],
  },
  {
    path: '/exhibits/edit',
    page: 'pages/exhibits/edit/index',
    titleKey: 'exhibitsEdit',
    pkg: 'pages/exhibits',
    footerBanner: false,
  },
  {
    path: '/pairs/insterests',
    page: 'pages/pairs/insterests/index',
    titleKey: 'pairs',
    pkg: 'pages/pairs',
    next: ['/pairs/list'],
    menu: { row: 'services', key: 'matchmaking', at: 1 },
  },
  { path: '/pairs/list', page: 'pages/pairs/list/index', titleKey: 'pairs', pkg: 'pages/pairs', next: ['/pairs/chat'] },
  {
    path: '/pairs/chat',
    page: 'pages/pairs/chat/index',
    titleKey: 'pairsChat',
    pkg: 'pages/pairs',
    footerBanner: false,
  },
  {
    path: '/consult/post',
    page: 'pages/consult/post/index',
    titleKey: 'consultPost',
    pkg: 'pages/consult',
    footerBanner: false,
  },
  { path: '/consult/detail', page: 'pages/consult/detail/index', titleKey: 'consultDetail', pkg: 'pages/consult' },
  {
    path: '/consult/types',
    page: 'pages/consult/types/index',
    titleKey: 'consultTypes',
    pkg: 'pages/consult',
    footerBanner: false,
  },
  {
    path: '/consult/list',
    page: 'pages/consult/list/index',
    titleKey: 'consultList',
    pkg: 'pages/consult',
    menu: { row: 'services', key: 'rfq', at: 2 },
  },
  {
    path: '/pages/center/phoneCertification/main',
    page: 'pages/center/phoneCertification/main',
    titleKey: 'phoneCertification',
    pkg: 'pages/center',
    footerBanner: false,
  },
  {
    path: '/venue/map',
    page: 'pages/venue/map/index',
    titleKey: 'venueMap',
    pkg: 'pages/venue',
    next: ['/exhibitors/detail'],
    menu: { row: 'main', key: 'venue', at: 4 },
  },
  {
    path: '/venue/route',
    page: 'pages/venue/route/index',
    titleKey: 'venueRoute',
    pkg: 'pages/venue',
    next: ['/exhibitors/detail', '/venue/map'],
  },
  {
    path: '/booking',
    page: 'pages/venue/booking/index',
    titleKey: 'booking',
    pkg: 'pages/venue',
    footerBanner: false,
    menu: { row: 'main', key: 'booking', at: 7 },
  },
  {
    path: '/visit/register',
    page: 'pages/visit/register/index',
    titleKey: 'visitRegister',
    pkg: 'pages/visit',
    next: ['/visit/badge'],
    footerBanner: false,
    menu: { row: 'main', key: 'visit', at: 5 },
  },
  { path: '/visit/badge', page: 'pages/visit/badge/index', titleKey: 'visitBadge', pkg: 'pages/visit' },
  {
    path: '/about',
    page: 'pages/info/about/index',
    titleKey: 'about',
    pkg: 'pages/info',
    menu: { row: 'main', key: 'about', at: 6 },
  },
  {
    path: '/guide',
    page: 'pages/info/guide/index',
    titleKey: 'guide',
    pkg: 'pages/info',
    next: ['/venue/map'],
    menu: { row: 'main', key: 'guide', at: 9 },
  },
  {
    path: '/news/list',
    page: 'pages/info/news-list/index',
    titleKey: 'newsList',
    pkg: 'pages/info',
    next: ['/news/detail'],
    menu: { row: 'main', key: 'showInfo', at: 10 },
  },
  { path: '/news/detail', page: 'pages/info/news-detail/index', titleKey: 'newsDetail', pkg: 'pages/info' },
  {
    path: '/hot',
    page: 'pages/rank/hot/index',
    titleKey: 'hot',
    pkg: 'pages/rank',
    next: ['/exhibitors/detail', '/exhibits/detail'],
    menu: { row: 'main', key: 'hotHits', at: 8 },
  },
  {
    path: '/billboard',
    page: 'pages/rank/billboard/index',
    titleKey: 'billboard',
    pkg: 'pages/rank',
    next: ['/exhibitors/detail'],
    menu: { row: 'main', key: 'billboard', at: 11 },
  },
  { path: '/my-data', page: 'pages/mydata/index', titleKey: 'myData', pkg: 'pages/mydata' },
  { path: '/privacy', page: 'pages/privacy/policy/index', titleKey: 'privacy', pkg: 'pages/privacy' },
  // exhibitors' leads (issue 28): staff scan badges at the stand; its own subpackage
  { path: '/exhibitors/leads', page: 'pages/leads/scan/index', titleKey: 'leadsScan', pkg: 'pages/leads' },
  // meetings at the stand (issue 29): My meetings, next to My agenda in the header's "Me" menu
  { path: '/meetings/mine', page: 'pages/meetings/mine/index', titleKey: 'myMeetings', pkg: 'pages/meetings' },
  // the stand's side of meetings (issue 29 items 1, 5): publishing slots, and the day's bookings
  {
    path: '/meetings/slots',
    page: 'pages/meetings/slots/index',
    titleKey: 'meetingSlots',
    pkg: 'pages/meetings',
    next: ['/meetings/stand'],
    footerBanner: false,
  },
  { path: '/meetings/stand', page: 'pages/meetings/stand/index', titleKey: 'standMeetings', pkg: 'pages/meetings' },
  // the stand's meeting QR code (issue 29.4): visitors scan it from My meetings to check in
  { path: '/meetings/code', page: 'pages/meetings/code/index', titleKey: 'meetingCode', pkg: 'pages/meetings' },
  // a meeting proposed to a mutual match (issue 29.2), from their chat
  {
    path: '/meetings/propose',
    page: 'pages/meetings/propose/index',
    titleKey: 'meetingPropose',
    pkg: 'pages/meetings',
  },
] as const satisfies readonly RouteSpec[]

type Table = (typeof TABLE)[number]
export type RouteTitleKey = Table['titleKey']
/** The label keys of the home's entries in a row (the menu words are typed by these: a missing label does not compile). */
export type MenuKey<Row extends 'main' | 'services' = 'main' | 'services'> = Extract<
  Table,
  { menu: { row: Row } }
>['menu']['key']

export interface RouteDef extends RouteSpec {
  titleKey: RouteTitleKey
}

export const ROUTES: readonly RouteDef[] = TABLE

export const HOME_PATH = '/exhibition/detail'

/** The page files of the routes usually opened next from `route` (for prefetching). */
export function nextPages(route: RouteDef | undefined): string[] {
  return (route?.next ?? []).map((path) => findRoute(path)?.page).filter((page): page is string => !!page)
}

export function findRoute(path: string): RouteDef | undefined {
  const clean = path.split('?')[0].replace(/\/+$/, '') || '/'
  const withSlash = clean.startsWith('/') ? clean : `/${clean}`
  return ROUTES.find((r) => r.path === withSlash || `/${r.page}` === withSlash)
}
