import Taro from '@tarojs/taro'
import { detectEnv, type EnvFlags } from './env'
import { dropBootCards } from './boot-cards'
import { platformCaps } from './caps'
import { whenIdle } from './idle'
import { documentReachedThroughHistory } from './navigation-type'
import { showActionSheet } from './web-action-sheet'
import type { PlatformSocket } from './socket'
import { sessionHeaderFor } from '../services/api/visitor-session'
import type {
  ConsentOutcome,
  EventEditionParams,
  Identity,
  ImageLimits,
  LocalImage,
  LoginCredential,
  OfflineStore,
  PlatformAdapter,
  PlatformCaps,
  PosterCanvas,
  PlatformKind,
  PhoneCalendarEvent,
  PushAvailability,
  PushOutcome,
  ShareData,
  ShareOutcome,
  UploadRequest,
  UploadResult,
} from './types'

/**
 * localStorage that never throws: private-mode browsers refuse writes (and some any access), and a
 * full storage refuses big values; a refused key is kept in memory for the visit instead. No probe
 * write at start, and a value already stored is not written again: each write is a round trip to the
 * browser's storage process, and the app re-stores its language, edition and visitor on every start
 * (profiled: ~3 % of the script time before the first screen on a slow phone).
 */
export function safeStorage(win: Window): Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> {
  const refused = new Map<string, string>()
  const local = (): Storage | undefined => {
    try {
      return win.localStorage
    } catch {
      return undefined
    }
  }
  return {
    getItem(key) {
      if (refused.has(key)) return refused.get(key)!
      try {
        return local()?.getItem(key) ?? null
      } catch {
        return null
      }
    },
    setItem(key, value) {
      try {
        const store = local()
        if (!store) throw new Error('no localStorage')
        if (store.getItem(key) !== value) store.setItem(key, value)
        refused.delete(key)
      } catch {
        refused.set(key, value)
      }
    },
    removeItem(key) {
      refused.delete(key)
      try {
        local()?.removeItem(key)
      } catch {
        // nothing stored there to remove
      }
    },
  }
}

/**
 * Settles at the visitor's first tap, key or scroll (wheel, finger) on the page. Watched from the
 * app's start, not from when a download asks: that is only once the first page is idle, seconds in,
 * and a visitor who scrolled before then has used the page (their scroll was otherwise not seen, and
 * the download waited for another one or the longest wait).
 */
function firstUseOf(win: Window): Promise<void> {
  return new Promise((resolve) => {
    const events = ['pointerdown', 'keydown', 'wheel', 'touchmove'] as const
    const done = () => {
      events.forEach((name) => win.removeEventListener(name, done, true))
      resolve()
    }
    events.forEach((name) => win.addEventListener(name, done, { capture: true, passive: true }))
  })
}

/**
 * Plain browsers and WeChat's browser. Raw localStorage (not Taro's JSON-wrapped storage) so the
 * keys __language__ / __eventCode__ hold the bare values other pages of the site read.
 */
export class WebAdapter implements PlatformAdapter {
  readonly kind: PlatformKind = 'web'
  readonly env: EnvFlags
  readonly caps: PlatformCaps
  protected readonly storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>

  /** how the current page was reached: see openedByLink */
  private arrival: 'link' | 'history'
  /** settled at the visitor's first tap, key or scroll since the app started: see afterFirstUse */
  private readonly firstUse: Promise<void>

  constructor(protected readonly win: Window = window) {
    this.env = detectEnv(win.navigator.userAgent)
    this.caps = platformCaps(this.kind, this.env)
    this.storage = safeStorage(win)
    this.arrival = documentReachedThroughHistory(win) ? 'history' : 'link'
    this.firstUse = firstUseOf(win)
    // Registered before the router's own listener, so a page it loads for this entry sees it.
    win.addEventListener('popstate', () => {
      this.arrival = 'history'
    })
  }

  warmUp(): void {
    whenIdle(() => void this.loadDialogs().catch(() => undefined), 3000)
  }

  routeUrl(route: { path: string; page: string }): string {
    return route.path
  }
  getStorage(key: string): string | undefined {
    return this.storage.getItem(key) ?? undefined
  }
  setStorage(key: string, value: string): void {
    this.storage.setItem(key, value)
  }
  removeStorage(key: string): void {
    this.storage.removeItem(key)
  }
  storageKeys(): string[] {
    try {
      const local = this.win.localStorage
      return Array.from({ length: local.length }, (_, i) => local.key(i)).filter((k): k is string => k !== null)
    } catch {
      return []
    }
  }
  /** a new page load: every store, cache and the visitor id are read afresh */
  restartApp(url: string): void {
    this.win.location.replace(url)
  }
  // Loading, modals and the action sheet come from a chunk loaded on first use (or when idle): one
  // queue, so a hideLoading never overtakes its showLoading. A failed load is forgotten, so the next
  // use tries again.
  private dialogs?: Promise<typeof import('./web-dialogs')>
  protected loadDialogs(): Promise<typeof import('./web-dialogs')> {
    this.dialogs ??= import('./web-dialogs').catch((error: unknown) => {
      this.dialogs = undefined
      throw error
    })
    return this.dialogs
  }
  private toast?: { el: HTMLElement; timer: ReturnType<typeof setTimeout> }
  /**
   * Drawn here rather than with Taro's toast: it fits its text (Taro's fixed width wrapped one
   * character onto a second line), shows offline (no chunk to fetch) and can be cleared when the
   * visitor moves on, so a toast from the previous page never sits over the next one.
   */
  showToast(message: string, options?: { icon?: 'success' | 'error' | 'none'; duration?: number }): void {
    this.hideToast()
    const doc = this.win.document
    const el = doc.createElement('div')
    el.className = 'app-toast'
    el.setAttribute('role', 'alert')
    el.textContent = message
    el.style.cssText =
      'position:fixed;left:50%;top:50%;transform:translate(-50%,-50%);box-sizing:border-box;width:max-content;' +
      'max-width:calc(100vw - 64px);padding:12px 18px;background:rgba(17,17,17,.82);color:#fff;border-radius:8px;' +
      'font-size:15px;line-height:22px;text-align:center;overflow-wrap:anywhere;text-wrap:balance;' +
      'z-index:10000;pointer-events:none'
    doc.body.appendChild(el)
    const timer = setTimeout(() => this.hideToast(), options?.duration ?? 2000)
    this.toast = { el, timer }
  }
  hideToast(): void {
    if (!this.toast) return
    clearTimeout(this.toast.timer)
    this.toast.el.remove()
    this.toast = undefined
  }
  showLoading(message?: string): void {
    this.loadDialogs().then(
      (d) => d.showLoading(message ?? ''),
      () => undefined,
    )
  }
  hideLoading(): void {
    this.loadDialogs().then(
      (d) => d.hideLoading(),
      () => undefined,
    )
  }
  // Taro's modal refuses button texts over 4 Chinese characters' width; the browser's own dialog
  // is the fallback so a message is never lost.
  async confirm(
    message: string,
    options: { confirmText: string; cancelText: string; title?: string },
  ): Promise<boolean> {
    try {
      const d = await this.loadDialogs()
      return await d.showModal({
        content: message,
        confirmText: options.confirmText,
        cancelText: options.cancelText,
        ...(options.title ? { title: options.title } : {}),
      })
    } catch {
      return this.win.confirm(options.title ? `${options.title}\n${message}` : message)
    }
  }
  async alert(message: string, options: { confirmText: string }): Promise<void> {
    try {
      const d = await this.loadDialogs()
      await d.showModal({ content: message, showCancel: false, confirmText: options.confirmText })
    } catch {
      this.win.alert(message)
    }
  }
  async getUserInfo(): Promise<Identity | null> {
    return null
  }
  /** a browser's session is issued on its first request: nothing to log in with */
  async loginCredential(_identity: Identity): Promise<LoginCredential | null> {
    return null
  }
  async getStatusBarHeight(): Promise<number> {
    return 0
  }
  openPhoneCertification(): void {
    void Taro.navigateTo({ url: '/pages/center/phoneCertification/main' })
  }
  async share(data: ShareData): Promise<ShareOutcome> {
    const nav = this.win.navigator as Navigator & { share?: (d: { title: string; url: string }) => Promise<void> }
    const url = new URL(data.path, this.win.location.origin).toString()
    if (nav.share) {
      await nav.share({ title: data.title, url }).catch(() => undefined)
      return 'shared'
    }
    await this.copyText(url)
    return 'copied'
  }
  async copyText(text: string): Promise<void> {
    const clipboard = this.win.navigator.clipboard
    if (clipboard?.writeText) {
      try {
        await clipboard.writeText(text)
        return
      } catch {
        // not allowed here (an insecure origin, an old WebView): the selection way below
      }
    }
    const doc = this.win.document
    const area = doc.createElement('textarea')
    area.value = text
    area.setAttribute('readonly', '')
    area.style.cssText = 'position:fixed;top:0;left:0;opacity:0'
    doc.body.appendChild(area)
    area.select()
    const copied = doc.execCommand?.('copy')
    area.remove()
    if (!copied) throw new Error('copy is not available')
  }
  dial(phoneNumber: string): void {
    this.win.location.href = `tel:${phoneNumber.replace(/[^\d+]/g, '')}`
  }
  async chooseAction(items: readonly string[], options: { cancelText: string }): Promise<number | undefined> {
    return showActionSheet(this.win.document, items, options.cancelText)
  }
  openLink(url: string): void {
    this.win.open(url, '_blank', 'noopener')
  }
  openMedia(url: string): void {
    this.win.open(url, '_blank', 'noopener')
  }
  /** WeChat's in-app browser ignores downloads (a link, a blob, a data URL alike). */
  canDownloadFiles(): boolean {
    return !this.env.weixin
  }
  async downloadFile(url: string, fileName: string): Promise<void> {
    const res = await fetch(url, { credentials: 'include', headers: sessionHeaderFor(url, this) })
    if (!res.ok) throw new Error(`HTTP ${res.status}`)
    const blob = await res.blob()
    const href = URL.createObjectURL(blob)
    const a = this.win.document.createElement('a')
    a.href = href
    a.download = fileName
    this.win.document.body.appendChild(a)
    a.click()
    a.remove()
    setTimeout(() => URL.revokeObjectURL(href), 10_000)
  }
  /** a web page cannot ask to message the visitor later: the server's reminder and a .ics instead */
  async requestSubscription(_templateIds: string[]): Promise<ConsentOutcome> {
    return 'unavailable'
  }
  async addToPhoneCalendar(_event: PhoneCalendarEvent): Promise<ConsentOutcome> {
    return 'unavailable'
  }
  pushAvailability(): PushAvailability {
    const win = this.win as Window & { PushManager?: unknown; Notification?: typeof Notification }
    // WeChat's browser has no push service; iOS gives web push only to an app on the home screen
    // (display-mode standalone); no worker registered (a development build, a refusing host): none
    const standalone =
      (this.win.navigator as Navigator & { standalone?: boolean }).standalone === true ||
      this.win.matchMedia?.('(display-mode: standalone)').matches === true
    if (this.env.weixin || (this.env.ios && !standalone)) return 'unavailable'
    if (!win.PushManager || !win.Notification || !this.workerRegistration || this.workerRefused) return 'unavailable'
    return win.Notification.permission === 'denied' ? 'denied' : 'available'
  }
  async subscribePush(publicKey: () => Promise<string>): Promise<PushOutcome> {
    const win = this.win as Window & { Notification?: typeof Notification }
    if (!win.Notification || !this.workerRegistration) return { kind: 'unavailable' }
    // the browser's own question first, while the tap still counts
    const permission = await win.Notification.requestPermission()
    if (permission !== 'granted') return { kind: 'refused' }
    const registration = await this.workerRegistration
    if (!registration?.pushManager) return { kind: 'unavailable' }
    const applicationServerKey = base64UrlBytes(await publicKey())
    const options = { userVisibleOnly: true, applicationServerKey }
    let subscription: PushSubscription
    try {
      subscription = await registration.pushManager.subscribe(options)
    } catch (error) {
      // one made with an earlier server key must go before a new one can be made
      const old = await registration.pushManager.getSubscription()
      if (!old) throw error
      await old.unsubscribe()
      subscription = await registration.pushManager.subscribe(options)
    }
    const json = subscription.toJSON()
    if (!json.endpoint || !json.keys?.p256dh || !json.keys.auth) return { kind: 'unavailable' }
    return {
      kind: 'subscribed',
      subscription: { endpoint: json.endpoint, keys: { p256dh: json.keys.p256dh, auth: json.keys.auth } },
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
  async collectAction(_payload: { type: 1 | 2; objId: string; isCollected: 0 | 1 }): Promise<boolean> {
    return false
  }
  async notLoginTip(): Promise<boolean> {
    return false
  }
  async openExhibitorCardScan(): Promise<boolean> {
    return false
  }
  async scanCode(words: { cancel: string; noCamera: string }): Promise<string | null> {
    const { scanWithCamera } = await import('./web-scanner')
    return scanWithCamera(this.win, words, (text) => this.showToast(text))
  }
  vibrateShort(): void {
    this.win.navigator.vibrate?.(40)
  }
  onViewWillAppear(callback: () => void): () => void {
    const handler = () => {
      if (this.win.document.visibilityState === 'visible') callback()
    }
    this.win.document.addEventListener('visibilitychange', handler)
    return () => this.win.document.removeEventListener('visibilitychange', handler)
  }
  async openH5DetailByNative(_url: string): Promise<boolean> {
    return false
  }
  async nativeBack(): Promise<boolean> {
    return false
  }
  goBack(): boolean {
    // The router's history keeps each entry's index in history.state (0 = the first page of this
    // visit), which a reload keeps too: an earlier page of the app exists exactly when it is > 0.
    const idx = (this.win.history.state as { idx?: unknown } | null)?.idx
    if (typeof idx !== 'number' || idx <= 0) return false
    this.win.history.back()
    return true
  }
  currentQuery(): Record<string, string> {
    const out: Record<string, string> = {}
    new URLSearchParams(this.win.location.search).forEach((value, key) => {
      out[key] = value
    })
    return out
  }
  currentPath(): string {
    return this.win.location.pathname
  }
  openedByLink(): boolean {
    return this.arrival === 'link'
  }
  markLinkNavigation(): void {
    this.arrival = 'link'
  }
  replaceQuery(changes: Record<string, string | undefined>): void {
    const url = new URL(this.win.location.href)
    for (const [key, value] of Object.entries(changes)) {
      if (value === undefined || value === '') url.searchParams.delete(key)
      else url.searchParams.set(key, value)
    }
    if (url.href === this.win.location.href) return
    // The router's own state (its entry index) is kept: only the address changes.
    this.win.history.replaceState(this.win.history.state, '', url.pathname + url.search + url.hash)
  }
  isOnline(): boolean {
    return this.win.navigator.onLine !== false
  }
  /** a browser has no privacy authorization of its host: our own forms ask for consent */
  onPrivacyRequest(): void {}
  async openPrivacyGuide(): Promise<boolean> {
    return false
  }
  onNetworkChange(callback: (online: boolean) => void): () => void {
    const online = () => callback(true)
    const offline = () => callback(false)
    this.win.addEventListener('online', online)
    this.win.addEventListener('offline', offline)
    return () => {
      this.win.removeEventListener('online', online)
      this.win.removeEventListener('offline', offline)
    }
  }
  windowSize(): { width: number; height: number } {
    return { width: this.win.innerWidth || 375, height: this.win.innerHeight || 667 }
  }
  setDocumentLanguage(tag: 'zh-CN' | 'en'): void {
    this.win.document.documentElement.lang = tag
  }
  firstContentShown(): void {
    dropBootCards(this.win.document)
  }
  async canvas2d(): Promise<null> {
    return null
  }
  async random16(): Promise<Uint8Array> {
    return this.win.crypto.getRandomValues(new Uint8Array(16))
  }
  /** the imported public keys, by their bytes as text (a build checks badges with one key) */
  private ed25519Keys = new Map<string, Promise<CryptoKey | null>>()
  async verifyEd25519(publicKey: Uint8Array, signature: Uint8Array, message: Uint8Array): Promise<boolean | null> {
    const subtle = this.win.crypto?.subtle
    if (!subtle) return null
    const id = publicKey.join(',')
    let key = this.ed25519Keys.get(id)
    if (!key) {
      // a browser without Ed25519 in WebCrypto (Chromium before 137, Safari before 17) refuses the
      // import: remembered as null, so the JS check is used without asking again
      key = subtle.importKey('raw', new Uint8Array(publicKey), { name: 'Ed25519' }, false, ['verify']).catch(() => null)
      this.ed25519Keys.set(id, key)
    }
    const imported = await key
    if (!imported) return null
    try {
      return await subtle.verify({ name: 'Ed25519' }, imported, new Uint8Array(signature), new Uint8Array(message))
    } catch {
      // a signature of the wrong length and the like: the JS check gives the answer
      return null
    }
  }
  // The file input is opened here, inside the visitor's tap (a browser opens a chooser only then);
  // fitting, uploading and previewing come from a chunk loaded on first use (web-images.ts).
  chooseImages({ count }: { count: number }): Promise<LocalImage[]> {
    const doc = this.win.document
    const input = doc.createElement('input')
    input.type = 'file'
    input.accept = 'image/*'
    input.multiple = count > 1
    input.style.cssText = 'position:fixed;left:-9999px;opacity:0'
    doc.body.appendChild(input)
    return new Promise((resolve) => {
      const done = (files: File[]) => {
        input.remove()
        resolve(files.slice(0, count).map((f) => ({ src: URL.createObjectURL(f), size: f.size, file: f })))
      }
      input.addEventListener('change', () => done(Array.from(input.files ?? [])))
      input.addEventListener('cancel', () => done([]))
      input.click()
    })
  }
  private images?: Promise<typeof import('./web-images')>
  private loadImages(): Promise<typeof import('./web-images')> {
    this.images ??= import('./web-images').catch((error: unknown) => {
      this.images = undefined
      throw error
    })
    return this.images
  }
  async fitImage(image: LocalImage, limits: ImageLimits): Promise<LocalImage> {
    const fitted = await (await this.loadImages()).fitImage(this.win as Window & typeof globalThis, image, limits)
    if (fitted.src !== image.src) this.releaseImage(image)
    return fitted
  }
  releaseImage(image: LocalImage): void {
    if (image.src.startsWith('blob:')) URL.revokeObjectURL(image.src)
  }
  /** the visitor's session goes with the upload, as with every write (only to the app's own API) */
  async uploadFile(request: UploadRequest): Promise<UploadResult> {
    return (await this.loadImages()).uploadFile(this.win as Window & typeof globalThis, {
      ...request,
      header: { ...sessionHeaderFor(request.url, this), ...request.header },
    })
  }
  previewImage(urls: readonly string[], current: number, options: { closeText: string }): void {
    void this.loadImages().then(
      (m) => m.previewImage(this.win, urls, current, options.closeText),
      // the chunk could not be fetched (offline): the picture alone, in a new tab
      () => this.openMedia(urls[current] ?? urls[0]!),
    )
  }
  // The poster and its saving, and the chat's socket, are for a few feature pages: their code comes
  // with their first use, not with every first screen (bench:size).
  async posterCanvas(options: { canvasId: string; width: number; height: number }): Promise<PosterCanvas> {
    return (await import('./web-poster')).posterCanvas(this.win as Window & typeof globalThis, options)
  }
  async saveImage(src: string, fileName: string): Promise<'saved' | 'denied' | 'failed'> {
    try {
      return (await import('./web-poster')).saveImage(this.win, src, fileName)
    } catch {
      return 'failed'
    }
  }
  private leaveMessage: string | null = null
  private readonly onBeforeUnload = (event: BeforeUnloadEvent) => {
    if (!this.leaveMessage) return
    event.preventDefault()
    // older browsers show their own words only when returnValue is set
    event.returnValue = this.leaveMessage
  }
  setLeaveAlert(message: string | null): void {
    if (message && !this.leaveMessage) this.win.addEventListener('beforeunload', this.onBeforeUnload)
    if (!message && this.leaveMessage) this.win.removeEventListener('beforeunload', this.onBeforeUnload)
    this.leaveMessage = message
  }
  startOfflineWorker(): void {
    // production builds only (a development server has no sw.js); hosts without workers: iOS web
    // views outside Safari (WeChat's browser, the native app's WKWebView) keep the app online-only
    const workers = this.win.navigator.serviceWorker
    if (process.env.NODE_ENV !== 'production' || !workers) return
    // After the load and an idle moment: the first screen neither waits for the worker nor shares
    // the network with its precache. At the root, so it answers every page; sw.js is always
    // checked for a new build. A host that refuses workers (a private window) still runs the app.
    let registered: (registration: ServiceWorkerRegistration | undefined) => void = () => undefined
    this.workerRegistration = new Promise<ServiceWorkerRegistration | undefined>((resolve) => (registered = resolve))
    // web push needs the worker: a host that refused it has no push (pushAvailability)
    void this.workerRegistration.then((r) => (this.workerRefused = !r))
    const register = () =>
      whenIdle(
        () =>
          void workers
            .register('/sw.js', { scope: '/', updateViaCache: 'none' })
            .then(registered, () => registered(undefined)),
        5000,
      )
    if (this.win.document.readyState === 'complete') register()
    else this.win.addEventListener('load', register, { once: true })
  }
  private workerRefused = false
  /** the worker's registration once asked for (undefined: refused); unset when none is registered */
  private workerRegistration: Promise<ServiceWorkerRegistration | undefined> | undefined
  async appFilesOffline(): Promise<'ready' | 'none'> {
    const registration = await this.workerRegistration
    if (!registration) return 'none'
    // an active worker has precached every file (its install does, or fails); a first install
    // under way is waited for, and one that fails ("redundant" with nothing active) keeps nothing
    if (registration.active) return 'ready'
    const installing = registration.installing ?? registration.waiting
    if (!installing) return 'none'
    return new Promise((resolve) => {
      const check = () => {
        if (registration.active) resolve('ready')
        else if (installing.state === 'redundant') resolve('none')
      }
      installing.addEventListener('statechange', check)
      check()
    })
  }
  async allowsBackgroundDownload(): Promise<boolean> {
    const connection = (
      this.win.navigator as Navigator & {
        connection?: { type?: string; saveData?: boolean; effectiveType?: string }
      }
    ).connection
    if (!connection) return true
    if (connection.type === 'wifi' || connection.type === 'ethernet') return true
    if (connection.saveData) return false
    return connection.effectiveType !== '2g' && connection.effectiveType !== 'slow-2g'
  }
  afterFirstUse(maxMs: number): Promise<void> {
    return new Promise((resolve) => {
      const timer = setTimeout(resolve, maxMs)
      void this.firstUse.then(() => {
        clearTimeout(timer)
        resolve()
      })
    })
  }
  scrollToElement(selector: string, options: { offsetTop: number }): void {
    const el = this.win.document.querySelector<HTMLElement>(selector)
    if (!el || typeof el.scrollIntoView !== 'function') return
    // scroll-margin keeps the offset whichever element scrolls (the window, a page container)
    el.style.scrollMarginTop = `${Math.max(0, -options.offsetTop)}px`
    el.scrollIntoView({ block: 'start', behavior: 'smooth' })
  }
  /** Taro's H5 connectSocket (a WebSocket); a relative API address is on this page's origin */
  async connectSocket(httpUrl: string): Promise<PlatformSocket> {
    const { connectTaroSocket, socketUrl } = await import('./socket')
    return connectTaroSocket(socketUrl(httpUrl, this.win.location.origin))
  }

  private offline: Promise<OfflineStore> | undefined
  offlineStore(): Promise<OfflineStore> {
    // a chunk of its own (with idb-keyval): the first screen does not carry it; a failed load
    // (offline before it ever came) is tried again on the next call
    this.offline ??= import(/* webpackChunkName: "offline-store" */ './idb-offline-store').then(
      ({ IdbOfflineStore }) => new IdbOfflineStore(),
      (error: unknown) => {
        this.offline = undefined
        throw error
      },
    )
    return this.offline
  }
}

/** base64url (the server's VAPID key) as the bytes PushManager.subscribe takes. */
function base64UrlBytes(text: string): Uint8Array<ArrayBuffer> {
  const b64 = text.replace(/-/g, '+').replace(/_/g, '/') + '='.repeat((4 - (text.length % 4)) % 4)
  const raw = atob(b64)
  const bytes = new Uint8Array(raw.length)
  for (let i = 0; i < raw.length; i++) bytes[i] = raw.charCodeAt(i)
  return bytes
}
