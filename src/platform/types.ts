import type { EnvFlags } from './env'

export type PlatformKind = 'weapp' | 'app' | 'web'

/** Who the visitor is. The native app and the mini-program know; a browser visitor gets a local id. */
export interface Identity {
  userId: string
  /** native-app session credential, used by the app-side collect path */
  sessionId?: string
  /** true when the id comes from the native app or mini-program user info (spec §6 "user info") */
  hasUserInfo: boolean
  nickName?: string
  avatarUrl?: string
}

/**
 * What proves who the visitor is to the server, beyond their id (types/api/visitor.ts): the
 * mini-program's wx.login code, or the native app's own session. A browser has none: its session
 * is issued on its first request.
 */
export type LoginCredential = { kind: 'weapp'; code: string } | { kind: 'app'; userId: string; sessionId: string }

export interface ShareData {
  title: string
  path: string
  imageUrl?: string
  desc?: string
}

export interface EventEditionParams {
  eventEditionId?: string
  language?: string
}

/** One interface, three implementations: weapp (wx APIs), native app (JS bridge), browser (web fallbacks). */
export interface PlatformAdapter {
  readonly kind: PlatformKind
  readonly env: EnvFlags
  /** Storage is synchronous on every platform we support. */
  getStorage(key: string): string | undefined
  setStorage(key: string, value: string): void
  removeStorage(key: string): void
  showToast(message: string, options?: { icon?: 'success' | 'error' | 'none'; duration?: number }): void
  showLoading(message?: string): void
  hideLoading(): void
  /** resolves true when the visitor confirmed */
  confirm(message: string, options?: { confirmText?: string; cancelText?: string }): Promise<boolean>
  alert(message: string, options?: { confirmText?: string }): Promise<void>
  /** native or mini-program user info; null in a plain browser */
  getUserInfo(): Promise<Identity | null>
  /** the credential the server exchanges for the visitor's session; null where there is none */
  loginCredential(identity: Identity): Promise<LoginCredential | null>
  /** status-bar height in design px, 750-wide (0 in a browser); the native app reports it so */
  getStatusBarHeight(): Promise<number>
  /** mini-program phone certification; in the app the native not-logged-in prompt */
  openPhoneCertification(): void
  share(data: ShareData): Promise<void>
  openLink(url: string): void
  openMedia(url: string): void
  /** saves a file the server produces (the plan PDF), sending the visitor's session to the API */
  downloadFile(url: string, fileName: string): Promise<void>
  getEventEditionParams(): Promise<EventEditionParams>
  /** bridge-only capabilities answer false/undefined elsewhere */
  getLocationParams(): Promise<Record<string, unknown>>
  getEditionId(): Promise<string | undefined>
  switchExhibition(): Promise<boolean>
  getExtra(): Promise<Record<string, unknown>>
  collectAction(payload: { type: 1 | 2; objId: string; isCollected: 0 | 1 }): Promise<boolean>
  notLoginTip(): Promise<boolean>
  openExhibitorCardScan(): Promise<boolean>
  onViewWillAppear(callback: () => void): () => void
  openH5DetailByNative(url: string): Promise<boolean>
  /** native page pop; false when there is no native stack to pop */
  nativeBack(): Promise<boolean>
  /** the current page's query (merged with mini-program user info on weapp) */
  currentQuery(): Record<string, string>
  currentPath(): string
  random16(): Promise<Uint8Array>
  /** the window's size in CSS px (read here, not through Taro's system-info API, which costs bytes on H5) */
  windowSize(): { width: number; height: number }
}
