import { BRIDGE_HANDLERS as H, NativeBridge } from './native-bridge'
import { platformCaps } from './caps'
import type {
  EventEditionParams,
  Identity,
  LoginCredential,
  PlatformCaps,
  PlatformKind,
  PushAvailability,
  PushOutcome,
  ShareData,
  ShareOutcome,
} from './types'
import { WebAdapter } from './web-adapter'

interface NativeUserInfo {
  userId?: string | number
  sessionId?: string
  nickName?: string
  avatar?: string
}

/**
 * Inside our native app (user agent contains v4_app): the H5 build talks to the app through the
 * JS bridge; anything the bridge cannot do falls back to the web behaviour.
 */
export class NativeAppAdapter extends WebAdapter {
  readonly kind: PlatformKind = 'app'
  // set after the web adapter's constructor (which declared the web's)
  readonly caps: PlatformCaps = platformCaps('app', this.env)

  constructor(
    win: Window = window,
    readonly bridge = new NativeBridge(win),
  ) {
    super(win)
  }

  /**
   * The app's web view has no Push API of its own (Android's WebView and iOS's WKWebView give pages
   * no push service), and the app has no push channel of ours yet: its Remind me offers email, SMS
   * or the calendar (issue 25 item 3) instead of a notification nothing would send.
   */
  pushAvailability(): PushAvailability {
    return 'unavailable'
  }
  async subscribePush(): Promise<PushOutcome> {
    return { kind: 'unavailable' }
  }

  showToast(message: string, options?: { icon?: 'success' | 'error' | 'none'; duration?: number }): void {
    this.bridge.send(H.showToast, { message, duration: options?.duration ?? 2000 }, () =>
      super.showToast(message, options),
    )
  }
  showLoading(message?: string): void {
    this.bridge.send(H.showLoading, { message: message ?? '', duration: 2000 })
  }
  hideLoading(): void {
    this.bridge.send(H.hideLoading)
  }
  async getUserInfo(): Promise<Identity | null> {
    const info = await this.bridge.call<NativeUserInfo>(H.getUserInfo)
    if (!info || info.userId == null || info.userId === '') return null
    return {
      userId: String(info.userId),
      sessionId: info.sessionId,
      hasUserInfo: true,
      nickName: info.nickName,
      avatarUrl: info.avatar,
    }
  }
  /** the native app's own session, checked by the server (POST /api/v5/visitor/appLogin) */
  async loginCredential(identity: Identity): Promise<LoginCredential | null> {
    return identity.hasUserInfo && identity.sessionId
      ? { kind: 'app', userId: identity.userId, sessionId: identity.sessionId }
      : null
  }
  async getStatusBarHeight(): Promise<number> {
    const res = await this.bridge.call<{ height?: number } | number>(H.getStatusBarHeight)
    const height = typeof res === 'number' ? res : Number(res?.height)
    return Number.isFinite(height) && height >= 0 ? height : 0
  }
  openPhoneCertification(): void {
    void this.notLoginTip()
  }
  async share(data: ShareData): Promise<ShareOutcome> {
    const url = new URL(data.path, this.win.location.origin).toString()
    const answered = await this.bridge.call(H.openShare, {
      title: data.title,
      url,
      imageUrl: data.imageUrl,
      desc: data.desc,
    })
    if (answered !== undefined) return 'shared'
    // No bridge answer (an old app, a plain web view): the link is copied, as in a browser.
    return super.share(data)
  }
  openLink(url: string): void {
    this.bridge.send(H.openBrowser, { url })
  }
  openMedia(url: string): void {
    this.bridge.send(H.openMedia, { url })
  }
  async getEventEditionParams(): Promise<EventEditionParams> {
    const res = await this.bridge.call<EventEditionParams>(H.getEventEditionParams)
    return res ?? (await super.getEventEditionParams())
  }
  async getLocationParams(): Promise<Record<string, unknown>> {
    return (await this.bridge.call<Record<string, unknown>>(H.getLocationParams)) ?? {}
  }
  async getEditionId(): Promise<string | undefined> {
    const res = await this.bridge.call<{ eventEditionId?: string } | string>(H.getEditionId)
    if (typeof res === 'string') return res
    return res?.eventEditionId ?? (await super.getEditionId())
  }
  async switchExhibition(): Promise<boolean> {
    return (await this.bridge.call(H.switchExhibition)) !== undefined
  }
  async getExtra(): Promise<Record<string, unknown>> {
    return (await this.bridge.call<Record<string, unknown>>(H.getExtra)) ?? {}
  }
  async collectAction(payload: { type: 1 | 2; objId: string; isCollected: 0 | 1 }): Promise<boolean> {
    return (await this.bridge.call(H.h5CollectAction, payload)) !== undefined
  }
  async notLoginTip(): Promise<boolean> {
    return (await this.bridge.call(H.notLoginTip)) !== undefined
  }
  async openExhibitorCardScan(): Promise<boolean> {
    return (await this.bridge.call(H.openExhibitorCardScan)) !== undefined
  }
  onViewWillAppear(callback: () => void): () => void {
    let active = true
    this.bridge.register(H.viewWillAppear, () => active && callback())
    return () => {
      active = false
    }
  }
  async openH5DetailByNative(url: string): Promise<boolean> {
    const absolute = new URL(url, this.win.location.origin).toString()
    return (await this.bridge.call(H.openH5DetailByNative, { url: absolute })) !== undefined
  }
  async nativeBack(): Promise<boolean> {
    return (await this.bridge.call(H.goBack)) !== undefined
  }
}
