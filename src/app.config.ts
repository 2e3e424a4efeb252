import { ROUTES } from './routes'

const mainPages = ROUTES.filter((r) => !r.pkg).map((r) => r.page)
const packages = new Map<string, string[]>()
for (const r of ROUTES) {
  if (!r.pkg) continue
  const list = packages.get(r.pkg) ?? []
  // Subpackage page paths are relative to the package root.
  const rel = r.page.slice(r.pkg.length + 1)
  if (!list.includes(rel)) list.push(rel)
  packages.set(r.pkg, list)
}

export default defineAppConfig({
  pages: mainPages,
  subPackages: [...packages.entries()].map(([root, pages]) => ({ root, pages })),
  // The home screen leads to the two directories and search: fetch them while the visitor reads it.
  preloadRule: {
    'pages/exhibition/detail/index': {
      network: 'all',
      packages: ['pages/exhibitors', 'pages/exhibits', 'pages/search'],
    },
  },
  window: {
    backgroundTextStyle: 'light',
    navigationBarBackgroundColor: '#ffffff',
    navigationBarTitleText: '展会名录',
    navigationBarTextStyle: 'black',
    // H5 draws its own bar (src/components/page-frame); the weapp keeps the native one.
    navigationStyle: process.env.TARO_ENV === 'h5' ? 'custom' : 'default',
  },
  // H5 page transitions without Taro's default 50 ms delay: with it, a Back within 50 ms of opening
  // a page let the earlier page's delayed "hide" land after it was shown again, leaving a blank
  // screen (a race in the router's timers; seen in the browser tests). With no delay the timers fire
  // in the order they were set. The mini-program ignores this (WeChat animates its own pages).
  ...(process.env.TARO_ENV === 'h5' ? { animation: { duration: 300, delay: 0 } } : {}),
  // WeChat's privacy authorization (issue 23 item 6): APIs that read personal information wait for
  // the visitor's agreement, which our own sheet asks for (platform onPrivacyRequest, PrivacySheet)
  ...(process.env.TARO_ENV === 'weapp' ? { __usePrivacyCheck__: true } : {}),
})
