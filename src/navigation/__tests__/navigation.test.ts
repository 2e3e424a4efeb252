import Taro from '@tarojs/taro'
import { memoryStorage, fakePlanApi } from '../../../test-support/fakes'
import { platformCaps } from '../../platform/caps'
import type { PlatformAdapter } from '../../platform/types'
import { RootStore } from '../../stores'
import { Navigation } from '../navigation'

function setup(opened = true, stored: Record<string, string> = {}) {
  const storage = memoryStorage(stored)
  const store = new RootStore({ storage, planApi: fakePlanApi() })
  const platform = {
    kind: 'web',
    env: {},
    caps: platformCaps('web', { mobile: true, android: true, ios: false, miniprogram: false }),
    routeUrl: (route: { path: string }) => route.path,
    openH5DetailByNative: async () => false,
    replaceQuery: jest.fn(),
    openedByLink: () => opened,
    markLinkNavigation: jest.fn(),
    hideToast: jest.fn(),
    goBack: jest.fn(() => false),
    nativeBack: async () => false,
  } as unknown as PlatformAdapter
  return { store, storage, platform, navigation: new Navigation(platform, store) }
}

describe('Navigation', () => {
  describe('offering the app (footer banner)', () => {
    const configured = APP_CONFIG.appLandingUrl
    afterEach(() => {
      APP_CONFIG.appLandingUrl = configured
    })

    it('is offered in a phone browser when the build names the landing page', () => {
      expect(setup().navigation.canOpenApp).toBe(true)
    })

    it('is not offered, and opens nothing, when no landing page is configured', () => {
      APP_CONFIG.appLandingUrl = ''
      const { navigation } = setup()
      expect(navigation.canOpenApp).toBe(false)
      expect(navigation.openApp('/exhibitors/list')).toBe(false)
    })
  })

  it("takes a link's language and event code, and stores them (spec §2)", () => {
    const { store, storage, navigation } = setup(true)
    navigation.adopt({ eventCode: 'CGA', language: 'en' })
    expect(store.language.language).toBe('EN')
    expect(storage.data.get('__language__')).toBe('EN')
    expect(store.context.eventCode).toBe('CGA')
  })

  it("keeps the visitor's language on a page reached through the history, and rewrites its address", () => {
    const { store, platform, navigation } = setup(false, { __language__: 'EN' })
    navigation.adopt({ eventCode: 'SIE', language: 'ZH-CN' })
    expect(store.language.language).toBe('EN')
    expect(platform.replaceQuery).toHaveBeenCalledWith({ language: 'EN' })
    expect(store.context.eventCode).toBe('SIE')
  })

  it('a page shown again from the stack keeps the current language', () => {
    const { store, platform, navigation } = setup(true, { __language__: 'EN' })
    navigation.enter('/exhibitors/list', { language: 'ZH-CN' }, false)
    expect(store.language.language).toBe('EN')
    expect(platform.replaceQuery).toHaveBeenCalledWith({ language: 'EN' })
  })

  it("the app's own links carry the event code but never pin a language", async () => {
    const navigateTo = jest.spyOn(Taro, 'navigateTo').mockResolvedValue({ errMsg: 'ok' } as never)
    const { store, platform, navigation } = setup(true, { __language__: 'EN', __eventCode__: 'SIE' })
    expect(store.language.language).toBe('EN')
    await navigation.to('/exhibitors/detail', { companyProfileId: 7 })
    expect(navigateTo).toHaveBeenCalledWith({ url: '/exhibitors/detail?companyProfileId=7&eventCode=SIE' })
    expect(platform.markLinkNavigation).toHaveBeenCalled()
    navigateTo.mockRestore()
  })

  it('back goes to the previous page when there is one, else to the root page', async () => {
    const reLaunch = jest.spyOn(Taro, 'reLaunch').mockResolvedValue({ errMsg: 'ok' } as never)
    const { platform, navigation } = setup(true, { __eventCode__: 'SIE' })
    ;(platform.goBack as jest.Mock).mockReturnValueOnce(true)
    await navigation.back()
    expect(reLaunch).not.toHaveBeenCalled()
    await navigation.back()
    expect(reLaunch).toHaveBeenCalledWith({ url: '/exhibition/detail?eventCode=SIE' })
    reLaunch.mockRestore()
  })
})
