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
})
