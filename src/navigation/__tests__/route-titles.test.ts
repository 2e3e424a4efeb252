import en from '../../i18n/en'
import zhCN from '../../i18n/zh-CN'
import { ROUTES } from '../../routes'

describe('route titles (src/routes.json)', () => {
  it('every route has a title key with a title in both languages', () => {
    for (const route of ROUTES) {
      for (const dictionary of [zhCN, en]) {
        expect([route.path, (dictionary.routeTitle[route.titleKey] ?? '').trim() !== '']).toEqual([route.path, true])
      }
    }
  })

  it('a wrong title key in the JSON table fails when the table is read (app.config.ts, so the build)', () => {
    jest.isolateModules(() => {
      jest.doMock('../../routes.json', () => [
        { path: '/exhibition/detail', page: 'pages/exhibition/detail/index', titleKey: 'exhibitionDetial' },
      ])
      expect(() => require('../../routes')).toThrow('/exhibition/detail has an unknown titleKey "exhibitionDetial"')
    })
    jest.dontMock('../../routes.json')
  })
})
