import Taro from '@tarojs/taro'
import { createAppServices, startAppServices } from '../app-services'
import { platformCaps } from '../platform/caps'
import type { LoginCredential, PlatformAdapter } from '../platform/types'
import { memoryStorage } from '../../test-support/fakes'

/** A host whose login credential is given (the mini-program's code, the app's session, or none). */
function host(kind: PlatformAdapter['kind'], credential: LoginCredential | null, stored: Record<string, string> = {}) {
  const storage = memoryStorage(stored)
  const platform = {
    kind,
    env: {},
    ...storage,
    showToast: jest.fn(),
    getUserInfo: async () => null,
    currentQuery: () => ({}),
    random16: async () => new Uint8Array(16).fill(7),
    getStatusBarHeight: async () => 0,
    loginCredential: jest.fn(async () => credential),
    caps: platformCaps(kind, { mobile: true, android: true, ios: false, miniprogram: false }),
    replaceQuery: jest.fn(),
    isOnline: () => true,
    onNetworkChange: () => () => undefined,
    onPrivacyRequest: () => undefined,
    onViewWillAppear: () => () => undefined,
    startOfflineWorker: jest.fn(),
    warmUp: jest.fn(),
  } as unknown as PlatformAdapter
  return { platform, storage }
}

describe('app start-up: the visitor session', () => {
  let request: jest.SpyInstance
  const seen: Array<{ url: string; header: Record<string, string>; data: unknown }> = []
  beforeEach(() => {
    seen.length = 0
    request = jest.spyOn(Taro, 'request').mockImplementation((async (o: Taro.request.Option) => {
      seen.push({ url: o.url, header: o.header as Record<string, string>, data: o.data })
      if (o.url.includes('/api/v5/visitor/weappLogin')) {
        return {
          statusCode: 200,
          data: { result: 'OK', resultList: { userId: 'wx-user-1' } },
          header: { 'X-Visitor-Session': 's-wx' },
        }
      }
      return { statusCode: 200, data: { result: 'OK', resultList: [] }, header: {} }
    }) as never)
  })
  afterEach(() => request.mockRestore())

  it("the mini-program logs in with wx.login's code, adopts the server's visitor id and sends the secret", async () => {
    const { platform, storage } = host('weapp', { kind: 'weapp', code: 'code-1' }, { __userId__: 'device-1' })
    const services = createAppServices(platform)
    await startAppServices(services)
    expect(seen[0].url).toContain('/api/v5/visitor/weappLogin')
    expect(seen[0].data).toEqual({ code: 'code-1', userId: 'device-1' })
    expect(services.store.context.userId).toBe('wx-user-1')
    expect(storage.data.get('__userId__')).toBe('wx-user-1')
    await services.api.getPlanList('SIE')
    const plan = seen[seen.length - 1]
    expect(plan.url).toContain('userId=wx-user-1')
    expect(plan.header['x-visitor-session']).toBe('s-wx')
    expect(plan.url).not.toContain('s-wx')
  })

  it("the host's code fetched ahead waits until the first page had its turn", async () => {
    const { platform } = host('web', null, { __userId__: 'device-1' })
    const services = createAppServices(platform)
    await startAppServices(services)
    expect(platform.warmUp).not.toHaveBeenCalled()
    services.store.ui.notePageIdle()
    expect(platform.warmUp).toHaveBeenCalledTimes(1)
  })

  it('with a stored secret for the visitor there is no login', async () => {
    const session = JSON.stringify({ userId: 'device-2', secret: 's-2' })
    const { platform } = host(
      'weapp',
      { kind: 'weapp', code: 'code-2' },
      { __userId__: 'device-2', __visitorSession__: session },
    )
    const services = createAppServices(platform)
    await startAppServices(services)
    expect(platform.loginCredential).not.toHaveBeenCalled()
    expect(seen.some((r) => r.url.includes('weappLogin'))).toBe(false)
    expect(services.store.context.userId).toBe('device-2')
  })

  it('a browser has no login: its session comes with its first answer', async () => {
    const { platform } = host('web', null, { __userId__: 'browser-1' })
    const services = createAppServices(platform)
    await startAppServices(services)
    expect(seen).toHaveLength(0)
    expect(services.store.context.userId).toBe('browser-1')
  })

  it("the native app's collect: collectTargetIds with the app's user and session, then the bridge's action", async () => {
    const { platform } = host('app', null, { __userId__: 'app-user-1' })
    const collectAction = jest.fn(async () => true)
    Object.assign(platform, { collectAction })
    request.mockImplementation((async (o: Taro.request.Option) => {
      seen.push({ url: o.url, header: o.header as Record<string, string>, data: o.data })
      return { statusCode: 200, data: { result: 'OK', resultList: { collectCnt: 4, applied: 1 } }, header: {} }
    }) as never)
    const services = createAppServices(platform)
    services.store.plan.updateMenu = 0
    const app = { userId: 'app-user-1', sessionId: 'app-sess' }
    await expect(services.store.plan.toggleCollectInApp('exhibitor', 12, false, app)).resolves.toBe(true)
    const call = seen.find((r) => r.url.includes('/api/v5/collectTargetIds'))!
    expect(call.url).toContain('userId=app-user-1')
    expect(call.url).toContain('sessionId=app-sess')
    expect(call.data).toEqual({ userId: 'app-user-1', objJson: [{ type: 1, objId: 12, isCollected: 1 }] })
    expect(collectAction).toHaveBeenCalledWith({ type: 1, objId: '12', isCollected: 1 })
    expect(services.store.plan.collectNum).toBe(4)
    expect(services.store.plan.updateMenu).toBe(1)
  })
})
