/**
 * The native app's JavaScript bridge, following the WebViewJavascriptBridge convention
 * (callHandler(name, data, callback) / registerHandler(name, handler)). Android injects the bridge
 * and fires 'WebViewJavascriptBridgeReady'; iOS (WKWebViewJavascriptBridge) loads it when the page
 * navigates an iframe to https://__bridge_loaded__ and then drains window.WVJBCallbacks.
 * Handler names are documented in docs/native-bridge.md and must match the native side.
 */
export interface WebViewJavascriptBridge {
  callHandler(name: string, data?: unknown, callback?: (response: unknown) => void): void
  registerHandler(name: string, handler: (data: unknown, respond?: (value: unknown) => void) => void): void
}

type BridgeWindow = Window & {
  WebViewJavascriptBridge?: WebViewJavascriptBridge
  WVJBCallbacks?: Array<(bridge: WebViewJavascriptBridge) => void>
}

export const BRIDGE_HANDLERS = {
  showLoading: 'showLoading',
  hideLoading: 'hideLoading',
  showToast: 'showToast',
  openBrowser: 'openBrowserLink',
  openMedia: 'openMedia',
  getLocationParams: 'getLocationParams',
  getEditionId: 'getEditionId',
  getEventEditionParams: 'getEventEditionParams',
  getUserInfo: 'getUserInfo',
  getStatusBarHeight: 'getStatusBarHeight',
  switchExhibition: 'switchExhibition',
  openShare: 'openShare',
  getExtra: 'getExtra',
  h5CollectAction: 'h5CollectAction',
  notLoginTip: 'notLoginTip',
  openExhibitorCardScan: 'openExhibitorCardScan',
  viewWillAppear: 'viewWillAppear',
  openH5DetailByNative: 'openH5DetailByNative',
  goBack: 'goBack',
} as const

export type BridgeHandlerName = (typeof BRIDGE_HANDLERS)[keyof typeof BRIDGE_HANDLERS]

/** How long to wait for the bridge or a reply before treating the native side as absent. */
export const BRIDGE_TIMEOUT_MS = 3000

export class NativeBridge {
  private bridgePromise: Promise<WebViewJavascriptBridge | null> | undefined

  constructor(
    private readonly win: BridgeWindow,
    private readonly timeoutMs = BRIDGE_TIMEOUT_MS,
  ) {}

  ready(): Promise<WebViewJavascriptBridge | null> {
    if (!this.bridgePromise) this.bridgePromise = this.connect()
    return this.bridgePromise
  }

  private connect(): Promise<WebViewJavascriptBridge | null> {
    const win = this.win
    if (win.WebViewJavascriptBridge) return Promise.resolve(win.WebViewJavascriptBridge)
    return new Promise((resolve) => {
      let settled = false
      const done = (bridge: WebViewJavascriptBridge | null) => {
        if (settled) return
        settled = true
        resolve(bridge)
      }
      win.document.addEventListener(
        'WebViewJavascriptBridgeReady',
        () => done(win.WebViewJavascriptBridge ?? null),
        false,
      )
      win.WVJBCallbacks = win.WVJBCallbacks ?? []
      win.WVJBCallbacks.push((bridge) => done(bridge))
      const iframe = win.document.createElement('iframe')
      iframe.style.display = 'none'
      iframe.src = 'https://__bridge_loaded__'
      win.document.documentElement.appendChild(iframe)
      setTimeout(() => iframe.remove(), 0)
      setTimeout(() => done(win.WebViewJavascriptBridge ?? null), this.timeoutMs)
    })
  }

  /** Calls a native handler; resolves undefined when the bridge or the reply never comes. */
  async call<T = unknown>(name: BridgeHandlerName, data?: unknown): Promise<T | undefined> {
    const bridge = await this.ready()
    if (!bridge) return undefined
    return new Promise((resolve) => {
      const timer = setTimeout(() => resolve(undefined), this.timeoutMs)
      bridge.callHandler(name, data ?? {}, (response) => {
        clearTimeout(timer)
        resolve(parseResponse<T>(response))
      })
    })
  }

  /**
   * Fire-and-forget call for handlers that answer nothing (toast, loading). `fallback` runs when
   * there is no bridge (an old app, a plain web view with our user agent): the message still shows.
   */
  send(name: BridgeHandlerName, data?: unknown, fallback?: () => void): void {
    void this.ready().then((bridge) => (bridge ? bridge.callHandler(name, data ?? {}) : fallback?.()))
  }

  register(name: BridgeHandlerName, handler: (data: unknown) => void): void {
    void this.ready().then((bridge) => bridge?.registerHandler(name, (data) => handler(parseResponse(data))))
  }
}

/** Native sides answer either objects or JSON strings. */
function parseResponse<T>(response: unknown): T {
  if (typeof response === 'string') {
    try {
      return JSON.parse(response) as T
    } catch {
      return response as unknown as T
    }
  }
  return response as T
}
