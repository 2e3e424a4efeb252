import fs from 'node:fs'
import path from 'node:path'
import en from '../../i18n/en'
import zhCN from '../../i18n/zh-CN'
import { findRoute, ROUTES } from '../../routes'

describe('the route table (src/routes.ts)', () => {
  it('every route has a title in both languages', () => {
    for (const route of ROUTES) {
      for (const dictionary of [zhCN, en]) {
        expect([route.path, (dictionary.routeTitle[route.titleKey] ?? '').trim() !== '']).toEqual([route.path, true])
      }
    }
  })

  it('is what src/routes.json says (written by npm run routes), menu aside', () => {
    const json = JSON.parse(fs.readFileSync(path.resolve(__dirname, '../../routes.json'), 'utf8'))
    expect(json).toEqual(ROUTES.map(({ menu: _menu, ...route }) => route))
  })

  it('leads only to its own routes, and gives each home entry its own place', () => {
    const dangling = ROUTES.flatMap((r) =>
      (r.next ?? []).filter((next) => !findRoute(next)).map((n) => `${r.path} → ${n}`),
    )
    expect(dangling).toEqual([])
    const places = ROUTES.flatMap((r) => (r.menu ? [`${r.menu.row}:${r.menu.at}`] : []))
    expect(new Set(places).size).toBe(places.length)
    const paths = ROUTES.map((r) => r.path)
    expect(new Set(paths).size).toBe(paths.length)
  })
})
