import Taro from '@tarojs/taro'
import { detectEnv, type EnvFlags } from './env'
import { whenIdle } from './idle'
import { sessionHeaderFor } from '../services/api/visitor-session'
import type { EventEditionParams, Identity, LoginCredential, PlatformAdapter, PlatformKind, ShareData } from './types'

/** Private-mode browsers throw on localStorage; keep working for the visit in memory. */
function safeStorage(win: Window): Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> {
  try {
    const probe = '__probe__'
    win.localStorage.setItem(probe, probe)
    win.localStorage.removeItem(probe)
    return win.localStorage
  } catch {
    const memory = new Map<string, string>()
    return {
      getItem: (k) => memory.get(k) ?? null,
      setItem: (k, v) => void memory.set(k, v),
      removeItem: (k) => void memory.delete(k),
    }
  }
}

/**
 * Plain browsers and WeChat's browser. Raw localStorage (not Taro's JSON-wrapped storage) so the
 * keys __language__ / __eventCode__ hold the bare values other pages of the site read.
 */
export class WebAdapter implements PlatformAdapter {
  readonly kind: PlatformKind = 'web'
  readonly env: EnvFlags
  protected readonly storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>

  constructor(protected readonly win: Window = window) {
    this.env = detectEnv(win.navigator.userAgent)
    this.storage = safeStorage(win)
    whenIdle(() => void this.loadDialogs().catch(() => undefined), 3000)
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
  // Toasts and dialogs come from a chunk loaded on first use (or when idle): one queue, so a
  // hideLoading never overtakes its showLoading. A failed load is forgotten, so the next use tries again.
  private dialogs?: Promise<typeof import('./web-dialogs')>
  protected loadDialogs(): Promise<typeof import('./web-dialogs')> {
    this.dialogs ??= import('./web-dialogs').catch((error: unknown) => {
      this.dialogs = undefined
      throw error
    })
    return this.dialogs
  }
  showToast(message: string, options?: { icon?: 'success' | 'error' | 'none'; duration?: number }): void {
    const duration = options?.duration ?? 2000
    this.loadDialogs().then(
      (d) => d.showToast(message, options?.icon ?? 'none', duration),
      () => this.plainToast(message, duration),
    )
  }
  /** The chunk could not load (the connection dropped before it was fetched): the message still shows. */
  private plainToast(message: string, duration: number): void {
    const doc = this.win.document
    const el = doc.createElement('div')
    el.setAttribute('role', 'alert')
    el.textContent = message
    el.style.cssText =
      'position:fixed;left:50%;top:50%;transform:translate(-50%,-50%);max-width:70%;padding:10px 16px;' +
      'background:rgba(17,17,17,.8);color:#fff;border-radius:6px;font-size:14px;z-index:10000;text-align:center'
    doc.body.appendChild(el)
    setTimeout(() => el.remove(), duration)
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
  async confirm(message: string, options?: { confirmText?: string; cancelText?: string }): Promise<boolean> {
    try {
      const d = await this.loadDialogs()
      return await d.showModal({ content: message, confirmText: options?.confirmText, cancelText: options?.cancelText })
    } catch {
      return this.win.confirm(message)
    }
  }
  async alert(message: string, options?: { confirmText?: string }): Promise<void> {
    try {
      const d = await this.loadDialogs()
      await d.showModal({ content: message, showCancel: false, confirmText: options?.confirmText })
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
  async share(data: ShareData): Promise<void> {
    const nav = this.win.navigator as Navigator & { share?: (d: { title: string; url: string }) => Promise<void> }
    const url = new URL(data.path, this.win.location.origin).toString()
    if (nav.share) {
      await nav.share({ title: data.title, url }).catch(() => undefined)
      return
    }
    await (await this.loadDialogs()).copyToClipboard(url)
  }
  openLink(url: string): void {
    this.win.open(url, '_blank', 'noopener')
  }
  openMedia(url: string): void {
    this.win.open(url, '_blank', 'noopener')
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
  windowSize(): { width: number; height: number } {
    return { width: this.win.innerWidth || 375, height: this.win.innerHeight || 667 }
  }
  async random16(): Promise<Uint8Array> {
    return this.win.crypto.getRandomValues(new Uint8Array(16))
  }
}
