import Taro from '@tarojs/taro'
import { channelId, detectEnv } from '../env'
import { resolveIdentity } from '../identity'
import { NativeBridge, type WebViewJavascriptBridge } from '../native-bridge'
import { NativeAppAdapter } from '../native-adapter'
import type { PlatformAdapter } from '../types'
import { safeStorage, WebAdapter } from '../web-adapter'

const UA = {
  iphoneWechat:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.40',
  androidApp: 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/120 Mobile Safari/537.36 v4_app',
  ipad: 'Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148',
  desktop: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/120 Safari/537.36',
  miniProgramWebView: 'Mozilla/5.0 (Linux; Android 13) Mobile MicroMessenger/8.0 miniProgram',
}

describe('environment flags', () => {
  it('reads the user agent', () => {
    expect(detectEnv(UA.iphoneWechat)).toMatchObject({
      mobile: true,
      ios: true,
      iPhone: true,
      weixin: true,
      app: false,
    })
    expect(detectEnv(UA.androidApp)).toMatchObject({ mobile: true, android: true, app: true, weixin: false })
    expect(detectEnv(UA.ipad)).toMatchObject({ iPad: true, iPhone: false, ios: true })
    expect(detectEnv(UA.desktop)).toMatchObject({ mobile: false, ios: false, android: false })
    expect(detectEnv(UA.miniProgramWebView).miniprogram).toBe(true)
    expect(detectEnv('', true).miniprogram).toBe(true)
  })

  it('maps environments to behaviour channel ids', () => {
    expect(channelId(detectEnv('', true))).toBe(109)
    expect(channelId(detectEnv(UA.iphoneWechat))).toBe(110)
    expect(channelId(detectEnv(UA.desktop))).toBe(107)
    expect(channelId(detectEnv('iPhone Mobile v4_app'))).toBe(104)
    expect(channelId(detectEnv(UA.androidApp))).toBe(103)
  })
})

describe('identity', () => {
  function fakeAdapter(
    kind: PlatformAdapter['kind'],
    query: Record<string, string>,
    info: Awaited<ReturnType<PlatformAdapter['getUserInfo']>> = null,
  ) {
    const data = new Map<string, string>()
    return {
      data,
      adapter: {
        kind,
        getUserInfo: async () => info,
        currentQuery: () => query,
        getStorage: (k: string) => data.get(k),
        setStorage: (k: string, v: string) => void data.set(k, v),
        random16: async () => new Uint8Array(16).map((_, i) => i * 17),
      } as unknown as PlatformAdapter,
    }
  }

  it('prefers native / mini-program user info', async () => {
    const { adapter } = fakeAdapter('app', {}, { userId: '42', sessionId: 's', hasUserInfo: true })
    expect(await resolveIdentity(adapter)).toEqual({ userId: '42', sessionId: 's', hasUserInfo: true })
  })

  it('takes userId from the query in a browser', async () => {
    const { adapter, data } = fakeAdapter('web', { userId: 'abc' })
    expect(await resolveIdentity(adapter)).toEqual({ userId: 'abc', hasUserInfo: true })
    expect(data.get('__userId__')).toBe('abc')
  })

  it('otherwise generates a version-4 UUID once and keeps it', async () => {
    const { adapter, data } = fakeAdapter('web', {})
    const first = await resolveIdentity(adapter)
    expect(first.userId).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/)
    expect(first.hasUserInfo).toBe(false)
    expect((await resolveIdentity(adapter)).userId).toBe(first.userId)
    expect(data.get('__userId__')).toBe(first.userId)
  })
})

describe('native bridge', () => {
  function fakeWindow(bridge?: WebViewJavascriptBridge) {
    const win = window as Window & { WebViewJavascriptBridge?: WebViewJavascriptBridge }
    win.WebViewJavascriptBridge = bridge
    return win
  }

  afterEach(() => {
    delete (window as Window & { WebViewJavascriptBridge?: unknown }).WebViewJavascriptBridge
  })

  it('calls handlers with the WebViewJavascriptBridge convention and parses JSON replies', async () => {
    const calls: Array<[string, unknown]> = []
    const bridge: WebViewJavascriptBridge = {
      callHandler: (name, data, cb) => {
        calls.push([name, data])
        cb?.(name === 'getUserInfo' ? JSON.stringify({ userId: 7, sessionId: 'sx' }) : { height: 88 })
      },
      registerHandler: () => undefined,
    }
    const adapter = new NativeAppAdapter(fakeWindow(bridge), new NativeBridge(fakeWindow(bridge), 50))
    expect(await adapter.getUserInfo()).toMatchObject({ userId: '7', sessionId: 'sx', hasUserInfo: true })
    expect(await adapter.getStatusBarHeight()).toBe(88)
    adapter.showToast('hello')
    await new Promise((r) => setTimeout(r, 0))
    expect(calls.map((c) => c[0])).toEqual(['getUserInfo', 'getStatusBarHeight', 'showToast'])
    expect(calls[2][1]).toEqual({ message: 'hello', duration: 2000 })
  })

  it('resolves undefined when the bridge never appears, so the app still starts', async () => {
    const bridge = new NativeBridge(fakeWindow(undefined), 20)
    await expect(bridge.call('getUserInfo')).resolves.toBeUndefined()
    const adapter = new NativeAppAdapter(window, bridge)
    expect(await adapter.getStatusBarHeight()).toBe(0)
    expect(await adapter.getUserInfo()).toBeNull()
  })
})

describe('web adapter', () => {
  it('stores bare values under the spec keys', () => {
    const adapter = new WebAdapter(window)
    adapter.setStorage('__language__', 'EN')
    expect(window.localStorage.getItem('__language__')).toBe('EN')
    expect(adapter.getStorage('__language__')).toBe('EN')
    adapter.removeStorage('__language__')
    expect(adapter.getStorage('__language__')).toBeUndefined()
  })

  it('keeps a value the browser refuses to store in memory for the visit, and writes only changes', () => {
    const data = new Map<string, string>()
    let writes = 0
    let full = false
    const localStorage = {
      getItem: (k: string) => data.get(k) ?? null,
      setItem: (k: string, v: string) => {
        if (full) throw new DOMException('quota', 'QuotaExceededError')
        writes++
        data.set(k, v)
      },
      removeItem: (k: string) => void data.delete(k),
    }
    const storage = safeStorage({ localStorage } as unknown as Window)
    storage.setItem('__language__', 'EN')
    storage.setItem('__language__', 'EN')
    expect(writes).toBe(1)
    full = true
    storage.setItem('__plan__', 'big')
    expect(storage.getItem('__plan__')).toBe('big')
    expect(storage.getItem('__language__')).toBe('EN')
    full = false
    storage.setItem('__plan__', 'small')
    expect(data.get('__plan__')).toBe('small')
    storage.removeItem('__plan__')
    expect(storage.getItem('__plan__')).toBeNull()
    // a browser that refuses any access to localStorage (some private modes)
    const blocked = safeStorage(
      Object.defineProperty({}, 'localStorage', {
        get: () => {
          throw new DOMException('denied', 'SecurityError')
        },
      }) as Window,
    )
    blocked.setItem('__eventCode__', 'SIE')
    expect(blocked.getItem('__eventCode__')).toBe('SIE')
    expect(blocked.getItem('__language__')).toBeNull()
  })

  it('reads the page query', () => {
    window.history.pushState({}, '', '/exhibitors/detail?companyProfileId=5&eventCode=SIMM')
    const adapter = new WebAdapter(window)
    expect(adapter.currentQuery()).toEqual({ companyProfileId: '5', eventCode: 'SIMM' })
    expect(adapter.currentPath()).toBe('/exhibitors/detail')
  })

  it('rewrites the address without a new history entry, keeping the router state', () => {
    window.history.replaceState({ idx: 2, key: 'k' }, '', '/exhibitors/list?eventCode=SIE&language=ZH-CN')
    const length = window.history.length
    new WebAdapter(window).replaceQuery({ language: 'EN', orderBy: '3', eventCode: undefined })
    expect(window.location.pathname + window.location.search).toBe('/exhibitors/list?language=EN&orderBy=3')
    expect(window.history.state).toEqual({ idx: 2, key: 'k' })
    expect(window.history.length).toBe(length)
  })

  it('goes back only when an earlier page of this visit exists (the router keeps its index in history.state)', () => {
    const back = jest.spyOn(window.history, 'back').mockImplementation(() => undefined)
    const adapter = new WebAdapter(window)
    window.history.replaceState({ idx: 0, key: 'a' }, '', '/exhibition/detail')
    expect(adapter.goBack()).toBe(false)
    window.history.replaceState(null, '', '/exhibition/detail')
    expect(adapter.goBack()).toBe(false)
    window.history.replaceState({ idx: 3, key: 'b' }, '', '/exhibits/detail?productId=1')
    expect(adapter.goBack()).toBe(true)
    expect(back).toHaveBeenCalledTimes(1)
    back.mockRestore()
  })

  it('tells a page opened by a link from one reached through the history', () => {
    const adapter = new WebAdapter(window)
    expect(adapter.openedByLink()).toBe(true)
    window.dispatchEvent(new PopStateEvent('popstate'))
    expect(adapter.openedByLink()).toBe(false)
    adapter.markLinkNavigation()
    expect(adapter.openedByLink()).toBe(true)
  })

  it('draws its own toast: one at a time, gone after its duration or when cleared, also offline', () => {
    jest.useFakeTimers()
    document.body.innerHTML = ''
    const adapter = new WebAdapter(window)
    adapter.showToast('Network error', { duration: 1500 })
    adapter.showToast('Saved')
    const toasts = () => Array.from(document.querySelectorAll('[role="alert"]')).map((el) => el.textContent)
    expect(toasts()).toEqual(['Saved'])
    jest.advanceTimersByTime(2000)
    expect(toasts()).toEqual([])
    adapter.showToast('Collected')
    adapter.hideToast()
    expect(toasts()).toEqual([])
    jest.useRealTimers()
  })

  it('scrolls an element into view with room kept above it; no element, nothing happens', () => {
    document.body.innerHTML = '<div id="rfq-field-price">Price</div>'
    const field = document.getElementById('rfq-field-price')!
    const scroll = jest.fn()
    field.scrollIntoView = scroll
    const adapter = new WebAdapter(window)
    adapter.scrollToElement('#rfq-field-price', { offsetTop: -64 })
    expect(scroll).toHaveBeenCalledWith({ block: 'start', behavior: 'smooth' })
    expect(field.style.scrollMarginTop).toBe('64px')
    expect(() => adapter.scrollToElement('#nothing', { offsetTop: 0 })).not.toThrow()
  })

  it('offers a choice in an action sheet with the cancel label it is given', async () => {
    document.body.innerHTML = ''
    const adapter = new WebAdapter(window)
    const first = adapter.chooseAction(['Call +86 21', 'Email a@b.cn'], { cancelText: 'Cancel' })
    const buttons = () => Array.from(document.querySelectorAll('.app-action-sheet [role="button"]')) as HTMLElement[]
    expect(buttons().map((b) => b.textContent)).toEqual(['Call +86 21', 'Email a@b.cn', 'Cancel'])
    buttons()[1].click()
    await expect(first).resolves.toBe(1)
    const second = adapter.chooseAction(['Call +86 21'], { cancelText: '取消' })
    buttons()[1].click()
    await expect(second).resolves.toBeUndefined()
    expect(document.querySelector('.app-action-sheet')).toBeNull()
  })
})

describe('visitor session and logins', () => {
  it("the plan download sends the visitor's session to the app's own API only", async () => {
    const session = JSON.stringify({ userId: 'u-1', secret: 'secret-1' })
    window.localStorage.setItem('__visitorSession__', session)
    const seen: Array<{ url: string; headers: Record<string, string> }> = []
    const fetchMock = jest.fn(async (url: string, init: RequestInit) => {
      seen.push({ url, headers: init.headers as Record<string, string> })
      return { ok: true, blob: async () => new Blob(['%PDF']) }
    })
    const original = { fetch: globalThis.fetch, create: URL.createObjectURL, revoke: URL.revokeObjectURL }
    Object.assign(globalThis, { fetch: fetchMock })
    URL.createObjectURL = () => 'blob:x'
    URL.revokeObjectURL = () => undefined
    try {
      const adapter = new WebAdapter(window)
      await adapter.downloadFile('/api/v1/plan/pdf?eventCode=SIE&userId=u-1', 'plan.pdf')
      await adapter.downloadFile('http://api.test/api/v1/plan/pdf?userId=u-1', 'plan.pdf')
      await adapter.downloadFile('https://elsewhere.example/file.pdf?userId=u-1', 'f.pdf')
      await adapter.downloadFile('/api/v1/plan/pdf?userId=another', 'plan.pdf')
    } finally {
      Object.assign(globalThis, { fetch: original.fetch })
      URL.createObjectURL = original.create
      URL.revokeObjectURL = original.revoke
      window.localStorage.removeItem('__visitorSession__')
    }
    expect(seen.map((s) => s.headers['x-visitor-session'])).toEqual(['secret-1', 'secret-1', undefined, undefined])
  })

  it("an upload sends the visitor's session to the app's own API only (uploadQiNiu needs it)", async () => {
    window.localStorage.setItem('__visitorSession__', JSON.stringify({ userId: 'u-1', secret: 'secret-1' }))
    const sent: Array<{ url: string; headers: Record<string, string> }> = []
    class FakeXhr {
      url = ''
      headers: Record<string, string> = {}
      upload = { onprogress: null }
      status = 200
      responseText = '{"result":"OK"}'
      onload: (() => void) | null = null
      open(_method: string, url: string) {
        this.url = url
      }
      setRequestHeader(k: string, v: string) {
        this.headers[k] = v
      }
      send() {
        sent.push({ url: this.url, headers: this.headers })
        this.onload?.()
      }
    }
    const original = window.XMLHttpRequest
    Object.assign(window, { XMLHttpRequest: FakeXhr })
    try {
      const adapter = new WebAdapter(window)
      const image = { src: 'blob:x', file: new Blob(['png']), width: 1, height: 1, size: 3 } as never
      await adapter.uploadFile({ url: '/upload/uploadQiNiu?userId=u-1', image, name: 'file' })
      await adapter.uploadFile({ url: 'https://elsewhere.example/upload?userId=u-1', image, name: 'file' })
      await adapter.uploadFile({ url: '/upload/uploadQiNiu?userId=another', image, name: 'file' })
    } finally {
      Object.assign(window, { XMLHttpRequest: original })
      window.localStorage.removeItem('__visitorSession__')
    }
    expect(sent.map((s) => s.headers['x-visitor-session'])).toEqual(['secret-1', undefined, undefined])
  })

  it("a browser has no login credential; the native app's is its own user id and session", async () => {
    const identity = { userId: 'app-7', sessionId: 'native-s', hasUserInfo: true }
    expect(await new WebAdapter(window).loginCredential(identity)).toBeNull()
    const bridge = new NativeBridge(window, 10)
    const native = new NativeAppAdapter(window, bridge)
    expect(await native.loginCredential(identity)).toEqual({ kind: 'app', userId: 'app-7', sessionId: 'native-s' })
    expect(await native.loginCredential({ userId: 'x', hasUserInfo: false })).toBeNull()
  })

  it("the mini-program's credential is wx.login's code", async () => {
    const { createPlatformAdapter } = await import('../adapter.weapp')
    const login = jest.spyOn(Taro, 'login').mockResolvedValue({ code: 'wx-code-1', errMsg: 'login:ok' } as never)
    try {
      const adapter = createPlatformAdapter()
      expect(await adapter.loginCredential({ userId: 'device-1', hasUserInfo: false })).toEqual({
        kind: 'weapp',
        code: 'wx-code-1',
      })
    } finally {
      login.mockRestore()
    }
  })
})
