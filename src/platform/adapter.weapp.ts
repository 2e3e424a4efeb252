import Taro from '@tarojs/taro'
import { callbacksOnly } from './callbacks'
import { platformCaps } from './caps'
import { detectEnv, type EnvFlags } from './env'
import { sessionHeaderFor } from '../services/api/visitor-session'
import { connectTaroSocket, socketUrl, type PlatformSocket } from './socket'
import { encodeToFit, fittedSize, ImageFitError } from './image-fit'
import { WxOfflineStore } from './wx-offline-store'
import type {
  ConsentOutcome,
  Canvas2D,
  EventEditionParams,
  Identity,
  ImageLimits,
  LocalImage,
  LoginCredential,
  OfflineStore,
  PlatformAdapter,
  PlatformCaps,
  PhoneCalendarEvent,
  PushAvailability,
  PushOutcome,
  PosterCanvas,
  PosterContext,
  PrivacyRequest,
  ShareOutcome,
  UploadRequest,
  UploadResult,
} from './types'

/** The canvas node a 2D `<canvas>` answers in a selector query. */
interface WeappCanvas {
  width: number
  height: number
  getContext(kind: '2d'): unknown
  requestAnimationFrame?: (cb: () => void) => void
}

/** Where the phone-certification page keeps the mini-program user after login. */
export const MINI_USER_KEY = '__miniUserInfo__'

interface MiniUser {
  userId: string
  nickName?: string
  avatarUrl?: string
}

function readMiniUser(): MiniUser | null {
  const raw = Taro.getStorageSync(MINI_USER_KEY)
  if (!raw) return null
  try {
    const parsed = typeof raw === 'string' ? JSON.parse(raw) : raw
    return parsed && parsed.userId ? (parsed as MiniUser) : null
  } catch {
    return null
  }
}

/** The WeChat mini-program: wx APIs through Taro. */
/** the id of the privacy sheet's agree button (components/privacy-sheet), which WeChat checks */
const PRIVACY_AGREE_BUTTON = 'privacy-agree'

class WeappAdapter implements PlatformAdapter {
  readonly kind = 'weapp' as const
  readonly env: EnvFlags
  readonly caps: PlatformCaps
  routeUrl(route: { path: string; page: string }): string {
    return `/${route.page}`
  }

  constructor() {
    const info = Taro.getSystemInfoSync()
    const ua = `${info.platform === 'ios' ? 'iPhone' : 'Android'} Mobile MicroMessenger miniProgram`
    this.env = detectEnv(ua, true)
    this.caps = platformCaps(this.kind, this.env)
  }

  getStorage(key: string): string | undefined {
    const value = Taro.getStorageSync(key)
    return value === '' || value == null ? undefined : String(value)
  }
  setStorage(key: string, value: string): void {
    Taro.setStorageSync(key, value)
  }
  removeStorage(key: string): void {
    Taro.removeStorageSync(key)
  }
  storageKeys(): string[] {
    return Taro.getStorageInfoSync().keys
  }
  /** the pages start again from the home (the caller has already put the new visitor in the stores) */
  restartApp(url: string): void {
    void Taro.reLaunch({ url })
  }
  showToast(message: string, options?: { icon?: 'success' | 'error' | 'none'; duration?: number }): void {
    void Taro.showToast({ title: message, icon: options?.icon ?? 'none', duration: options?.duration ?? 2000 })
  }
  hideToast(): void {
    Taro.hideToast()
  }
  showLoading(message?: string): void {
    void Taro.showLoading({ title: message ?? '', mask: true })
  }
  hideLoading(): void {
    void Taro.hideLoading()
  }
  async confirm(
    message: string,
    options: { confirmText: string; cancelText: string; title?: string },
  ): Promise<boolean> {
    const res = await Taro.showModal({
      ...(options.title ? { title: options.title } : {}),
      content: message,
      confirmText: options.confirmText,
      cancelText: options.cancelText,
    })
    return res.confirm
  }
  async alert(message: string, options: { confirmText: string }): Promise<void> {
    await Taro.showModal({ content: message, showCancel: false, confirmText: options.confirmText })
  }
  async getUserInfo(): Promise<Identity | null> {
    const user = readMiniUser()
    return user ? { userId: user.userId, hasUserInfo: true, nickName: user.nickName, avatarUrl: user.avatarUrl } : null
  }
  /** wx.login's code, which the server exchanges with WeChat (POST /api/v5/visitor/weappLogin) */
  async loginCredential(): Promise<LoginCredential | null> {
    const { code } = await Taro.login()
    return code ? { kind: 'weapp', code } : null
  }
  /** design px (750-wide), like the rest of the layout */
  async getStatusBarHeight(): Promise<number> {
    const info = Taro.getSystemInfoSync()
    return ((info.statusBarHeight ?? 0) * 750) / (info.windowWidth || 375)
  }
  openPhoneCertification(): void {
    void Taro.navigateTo({ url: '/pages/center/phoneCertification/main' })
  }
  async share(): Promise<ShareOutcome> {
    // A mini-program shares through the page's onShareAppMessage; make the menu entry visible.
    await Taro.showShareMenu({ withShareTicket: true })
    return 'shared'
  }
  async copyText(text: string): Promise<void> {
    await Taro.setClipboardData({ data: text })
  }
  dial(phoneNumber: string): void {
    void Taro.makePhoneCall({ phoneNumber: phoneNumber.replace(/[^\d+]/g, '') }).catch(() => undefined)
  }
  async chooseAction(items: readonly string[]): Promise<number | undefined> {
    try {
      const res = await Taro.showActionSheet({ itemList: [...items] })
      return res.tapIndex
    } catch {
      return undefined // dismissed
    }
  }
  openLink(url: string): void {
    // Mini-programs cannot open arbitrary sites: copy the address for the visitor.
    void Taro.setClipboardData({ data: url })
  }
  openMedia(url: string): void {
    void Taro.previewMedia({ sources: [{ url, type: /\.(mp4|mov|m3u8)(\?|$)/i.test(url) ? 'video' : 'image' }] })
  }
  canDownloadFiles(): boolean {
    return true
  }
  async downloadFile(url: string, fileName: string): Promise<void> {
    const res = await Taro.downloadFile({ url, header: sessionHeaderFor(url, this) })
    if (res.statusCode !== 200) throw new Error(`HTTP ${res.statusCode}`)
    if (fileName.endsWith('.json') || fileName.endsWith('.csv')) {
      // WeChat's document viewer opens no JSON (My data's export) nor CSV (a leads export): the visitor sends the file to a
      // chat (their File Transfer) to keep it, with its name
      await Taro.shareFileMessage({ filePath: res.tempFilePath, fileName } as Taro.shareFileMessage.Option)
      return
    }
    await Taro.openDocument({
      filePath: res.tempFilePath,
      fileType: fileName.endsWith('.pdf') ? 'pdf' : fileName.endsWith('.xlsx') ? 'xlsx' : undefined,
      showMenu: true,
    } as Taro.openDocument.Option)
  }
  /**
   * One subscription message per template, asked with WeChat's own sheet. Called synchronously from
   * the tap (Taro's wrapper calls wx at once), as WeChat requires. Accepted only when every
   * template was; a turned-off switch or a refusal is the visitor's answer; an error (no such
   * template, an old WeChat) means there is no such thing here.
   */
  requestSubscription(templateIds: string[]): Promise<ConsentOutcome> {
    if (templateIds.length === 0) return Promise.resolve('unavailable')
    return Taro.requestSubscribeMessage({ tmplIds: templateIds } as Taro.requestSubscribeMessage.Option).then(
      (res) => {
        const answers = templateIds.map((id) => (res as unknown as Record<string, string>)[id])
        return answers.every((a) => a === 'accept') ? 'accepted' : 'refused'
      },
      (error: { errCode?: number }) => (error?.errCode === 20004 ? 'refused' : 'unavailable'),
    )
  }
  /** the mini-program reaches the visitor by subscription messages, never web push */
  pushAvailability(): PushAvailability {
    return 'unavailable'
  }
  async subscribePush(): Promise<PushOutcome> {
    return { kind: 'unavailable' }
  }
  async addToPhoneCalendar(event: PhoneCalendarEvent): Promise<ConsentOutcome> {
    if (typeof Taro.addPhoneCalendar !== 'function') return 'unavailable'
    try {
      await Taro.addPhoneCalendar({
        title: event.title,
        startTime: Math.floor(Date.parse(event.startTime) / 1000),
        // a unix time in seconds, as WeChat documents it (Taro's type says string)
        endTime: Math.floor(Date.parse(event.endTime) / 1000) as unknown as string,
        description: event.description,
        location: event.location,
        alarm: true,
        alarmOffset: event.alarmMinutes * 60,
      })
      return 'accepted'
    } catch (error) {
      return /cancel|deny|denied|privacy/i.test(String((error as { errMsg?: string })?.errMsg ?? error))
        ? 'refused'
        : 'unavailable'
    }
  }
  async getEventEditionParams(): Promise<EventEditionParams> {
    const q = this.currentQuery()
    return { eventEditionId: q.eventEditionId, language: q.language }
  }
  async getLocationParams(): Promise<Record<string, unknown>> {
    return this.currentQuery()
  }
  async getEditionId(): Promise<string | undefined> {
    return this.currentQuery().eventEditionId
  }
  async switchExhibition(): Promise<boolean> {
    return false
  }
  async getExtra(): Promise<Record<string, unknown>> {
    return {}
  }
  async collectAction(): Promise<boolean> {
    return false
  }
  async notLoginTip(): Promise<boolean> {
    this.openPhoneCertification()
    return true
  }
  async openExhibitorCardScan(): Promise<boolean> {
    const res = await Taro.scanCode({}).catch(() => null)
    return res != null
  }
  async scanCode(): Promise<string | null> {
    // WeChat's own scanner: its Cancel (and a refused camera) rejects
    const res = await Taro.scanCode({ onlyFromCamera: true, scanType: ['qrCode'] }).catch(() => null)
    return res?.result ?? null
  }
  vibrateShort(): void {
    void Taro.vibrateShort({ type: 'medium' }).catch(() => {})
  }
  onViewWillAppear(callback: () => void): () => void {
    Taro.onAppShow(callback)
    return () => Taro.offAppShow(callback)
  }
  async openH5DetailByNative(): Promise<boolean> {
    return false
  }
  async nativeBack(): Promise<boolean> {
    return false
  }
  goBack(): boolean {
    if (Taro.getCurrentPages().length <= 1) return false
    void Taro.navigateBack({ delta: 1 })
    return true
  }
  /** The route query as opened; navigation (src/navigation) merges the user info into outgoing queries. */
  currentQuery(): Record<string, string> {
    const params = (Taro.getCurrentInstance().router?.params ?? {}) as Record<string, string | undefined>
    const out: Record<string, string> = {}
    for (const [k, v] of Object.entries(params)) {
      if (typeof v === 'string' && k !== '$taroTimestamp') out[k] = decodeURIComponent(v)
    }
    return out
  }
  /** A mini-program page has no address to rewrite: its query is what it was opened with. */
  replaceQuery(): void {}
  /** Mini-program pages are only ever opened (navigateTo, reLaunch, a share card): never from a history. */
  openedByLink(): boolean {
    return true
  }
  markLinkNavigation(): void {}
  currentPath(): string {
    return `/${Taro.getCurrentInstance().router?.path?.split('?')[0]?.replace(/^\//, '') ?? ''}`
  }
  /**
   * WeChat's privacy authorization (app.json __usePrivacyCheck__): before an API that reads personal
   * information runs for a visitor who has not agreed yet, WeChat calls this listener and holds the
   * API until resolve. Agreeing needs a tap on <button open-type="agreePrivacyAuthorization"> with
   * the id passed to resolve; refusing makes the API fail ("privacy permission is not authorized").
   */
  onPrivacyRequest(listener: (request: PrivacyRequest) => void): void {
    if (typeof Taro.onNeedPrivacyAuthorization !== 'function') return
    Taro.onNeedPrivacyAuthorization((resolve, eventInfo) => {
      let answered = false
      const once = (answer: () => void) => {
        if (answered) return
        answered = true
        answer()
      }
      // WeChat wants to know the sheet was shown
      resolve({ event: 'exposureAuthorization' })
      listener({
        referrer: eventInfo?.referrer ?? '',
        agreeButtonId: PRIVACY_AGREE_BUTTON,
        agree: () => once(() => resolve({ buttonId: PRIVACY_AGREE_BUTTON, event: 'agree' })),
        refuse: () => once(() => resolve({ event: 'disagree' })),
      })
    })
  }
  openPrivacyGuide(): Promise<boolean> {
    if (typeof Taro.openPrivacyContract !== 'function') return Promise.resolve(false)
    return new Promise((resolve) =>
      callbacksOnly(Taro.openPrivacyContract({ success: () => resolve(true), fail: () => resolve(false) })),
    )
  }
  /** Unknown until getNetworkType answers (onNetworkChange asks it): assume a connection. */
  isOnline(): boolean {
    return true
  }
  onNetworkChange(callback: (online: boolean) => void): () => void {
    const listener = (res: { isConnected: boolean }) => callback(res.isConnected)
    Taro.onNetworkStatusChange(listener)
    void Taro.getNetworkType()
      .then((res) => callback(res.networkType !== 'none'))
      .catch(() => undefined)
    return () => Taro.offNetworkStatusChange(listener)
  }
  windowSize(): { width: number; height: number } {
    const info = Taro.getWindowInfo()
    return { width: info.windowWidth || 375, height: info.windowHeight || 667 }
  }
  async chooseImages({ count }: { count: number }): Promise<LocalImage[]> {
    try {
      const res = await Taro.chooseMedia({ count, mediaType: ['image'], sourceType: ['album', 'camera'] })
      return res.tempFiles.map((f) => ({ src: f.tempFilePath, size: f.size, file: f.tempFilePath }))
    } catch (error) {
      // cancelled, or the privacy guide refused (the sheet told the visitor): nothing chosen
      if (/cancel|privacy/.test(String((error as { errMsg?: string })?.errMsg ?? ''))) return []
      throw error
    }
  }
  /** getImageInfo for the size, then compressImage (quality, and width and height) until it fits */
  async fitImage(image: LocalImage, limits: ImageLimits): Promise<LocalImage> {
    const info = await Taro.getImageInfo({ src: image.src }).catch(() => {
      throw new ImageFitError('unreadable')
    })
    if (Math.max(info.width, info.height) <= limits.maxSide && image.size <= limits.maxBytes)
      return { ...image, width: info.width, height: info.height }
    const fs = Taro.getFileSystemManager()
    const sizeOf = (filePath: string) =>
      new Promise<number>((resolve, reject) =>
        fs.getFileInfo({ filePath, success: (r) => resolve(r.size), fail: reject }),
      )
    return encodeToFit(fittedSize(info.width, info.height, limits.maxSide), limits.maxBytes, async (w, h, q) => {
      const out = await Taro.compressImage({
        src: image.src,
        quality: Math.round(q * 100),
        compressedWidth: w,
        compressedHeight: h,
      } as Taro.compressImage.Option)
      const bytes = await sizeOf(out.tempFilePath)
      return { bytes, result: { src: out.tempFilePath, size: bytes, width: w, height: h, file: out.tempFilePath } }
    })
  }
  /** temporary files are WeChat's to clean up */
  releaseImage(): void {}
  /** the visitor's session goes with the upload, as with every write (only to the app's own API) */
  uploadFile(request: UploadRequest): Promise<UploadResult> {
    return new Promise((resolve, reject) => {
      const task = callbacksOnly(
        Taro.uploadFile({
          url: request.url,
          filePath: request.image.file as string,
          name: request.name,
          header: { ...sessionHeaderFor(request.url, this), ...request.header },
          success: (res) => resolve({ statusCode: res.statusCode, data: String(res.data) }),
          fail: reject,
        }),
      )
      task?.onProgressUpdate?.((p) => request.onProgress?.(p.progress / 100))
    })
  }
  previewImage(urls: readonly string[], current: number): void {
    void Taro.previewImage({ urls: [...urls], current: urls[current] ?? urls[0] }).catch(() => undefined)
  }
  /** Canvas 2D: the page's <Canvas type="2d" id={canvasId}>, sized to the device's pixel ratio. */
  async posterCanvas(options: { canvasId: string; width: number; height: number }): Promise<PosterCanvas> {
    const node = await new Promise<{ node?: unknown } | null>((resolve) =>
      Taro.createSelectorQuery()
        .select(`#${options.canvasId}`)
        .fields({ node: true, size: true })
        .exec((res: Array<{ node?: unknown } | null>) => resolve(res?.[0] ?? null)),
    )
    const canvas = node?.node as
      | {
          width: number
          height: number
          getContext(kind: '2d'): PosterContext
          createImage(): { src: string; width: number; height: number; onload: () => void; onerror: () => void }
        }
      | undefined
    if (!canvas) throw new Error('no canvas')
    const ratio = Taro.getSystemInfoSync().pixelRatio || 2
    canvas.width = options.width * ratio
    canvas.height = options.height * ratio
    const ctx = canvas.getContext('2d')
    ctx.scale(ratio, ratio)
    const images = new Map<string, unknown>()
    return {
      ctx,
      loadImage: (url) =>
        new Promise((resolve) => {
          const image = canvas.createImage()
          image.onload = () => {
            images.set(url, image)
            resolve(image as never)
          }
          image.onerror = () => resolve(null)
          image.src = url
        }),
      export: async () => {
        const res = await Taro.canvasToTempFilePath({ canvas: canvas as never, fileType: 'png' } as never)
        return res.tempFilePath
      },
    }
  }
  async saveImage(
    src: string,
    _fileName: string,
    reopen?: { content: string; confirmText: string; cancelText: string },
  ): Promise<'saved' | 'denied' | 'failed'> {
    // the album needs the visitor's permission: asked once; a refusal is remembered by WeChat, so
    // the settings page is offered to change it
    const scope = 'scope.writePhotosAlbum'
    const setting = await Taro.getSetting().catch(() => null)
    const granted = setting?.authSetting?.[scope]
    if (granted === false) {
      if (!reopen || !(await settingsFromModal(scope, reopen))) return 'denied'
    } else if (granted !== true) {
      const ok = await Taro.authorize({ scope }).then(
        () => true,
        () => false,
      )
      if (!ok) return 'denied'
    }
    return Taro.saveImageToPhotosAlbum({ filePath: src }).then(
      () => 'saved' as const,
      (e: { errMsg?: string }) => (/auth|deny/.test(e?.errMsg ?? '') ? ('denied' as const) : ('failed' as const)),
    )
  }
  setLeaveAlert(message: string | null): void {
    // callbacks, not promises: these two do not return one in every base library
    if (message) callbacksOnly(Taro.enableAlertBeforeUnload({ message, fail: () => undefined }))
    else callbacksOnly(Taro.disableAlertBeforeUnload({ fail: () => undefined }))
  }
  /** wx.connectSocket (the address must be on the mini-program's socket domain list) */
  connectSocket(httpUrl: string): Promise<PlatformSocket> {
    return connectTaroSocket(socketUrl(httpUrl))
  }
  startOfflineWorker(): void {
    // WeChat keeps the mini-program's code; its data for offline use is kept in wx storage
  }
  appFilesOffline(): Promise<'ready' | 'none'> {
    return Promise.resolve('ready')
  }
  /**
   * WeChat has no "save data" setting: Wi-Fi and 4G/5G are welcome, 2G/3G (slow, often paid by the
   * megabyte) and an unknown or absent network are not.
   */
  async allowsBackgroundDownload(): Promise<boolean> {
    const { networkType } = await Taro.getNetworkType().catch(() => ({ networkType: 'unknown' }))
    return ['wifi', '4g', '5g'].includes(networkType)
  }
  warmUp(): void {
    // WeChat's own dialogs: nothing to fetch
  }
  scrollToElement(selector: string, options: { offsetTop: number }): void {
    // a callback, not a promise: an element not on the page fails quietly
    callbacksOnly(Taro.pageScrollTo({ selector, offsetTop: options.offsetTop, duration: 200, fail: () => undefined }))
  }
  canvas2d(id: string): Promise<Canvas2D | null> {
    return new Promise((resolve) => {
      Taro.createSelectorQuery()
        .select(`#${id}`)
        .fields({ node: true, size: true })
        .exec((res: Array<{ node?: WeappCanvas; width?: number; height?: number } | null> | undefined) => {
          const hit = res?.[0]
          const canvas = hit?.node
          if (!canvas || !hit.width || !hit.height) return resolve(null)
          const pixelRatio = Taro.getWindowInfo().pixelRatio || 2
          canvas.width = Math.round(hit.width * pixelRatio)
          canvas.height = Math.round(hit.height * pixelRatio)
          resolve({
            context: canvas.getContext('2d'),
            width: hit.width,
            height: hit.height,
            pixelRatio,
            requestFrame: (cb) =>
              canvas.requestAnimationFrame ? canvas.requestAnimationFrame(cb) : setTimeout(cb, 16),
          })
        })
    })
  }
  random16(): Promise<Uint8Array> {
    return new Promise((resolve, reject) => {
      Taro.getUserCryptoManager().getRandomValues({
        length: 16,
        success: (res) => resolve(new Uint8Array(res.randomValues)),
        fail: reject,
      })
    })
  }

  /** WeChat's crypto manager has no Ed25519: the badge check runs in JS */
  async verifyEd25519(): Promise<null> {
    return null
  }

  private offline: OfflineStore | undefined
  offlineStore(): Promise<OfflineStore> {
    this.offline ??= new WxOfflineStore(Taro)
    return Promise.resolve(this.offline)
  }
}

export function createPlatformAdapter(): PlatformAdapter {
  return new WeappAdapter()
}

/**
 * WeChat (base library 2.3.0 and later) opens its settings page only from a tap: after an awaited
 * call it refuses. A modal's confirm is a tap, so the settings page is opened from its success
 * callback (not a later promise turn). Answers whether the scope is granted when the visitor is back.
 */
function settingsFromModal(
  scope: string,
  ask: { content: string; confirmText: string; cancelText: string },
): Promise<boolean> {
  return new Promise((resolve) => {
    callbacksOnly(
      Taro.showModal({
        content: ask.content,
        confirmText: ask.confirmText,
        cancelText: ask.cancelText,
        success: (res) => {
          if (!res.confirm) return resolve(false)
          callbacksOnly(
            Taro.openSetting({
              success: (opened) => resolve(Boolean((opened.authSetting as Record<string, boolean>)[scope])),
              fail: () => resolve(false),
            }),
          )
        },
        fail: () => resolve(false),
      }),
    )
  })
}
