import { makeAutoObservable } from 'mobx'
import { STORAGE_KEYS } from '../platform/storage-keys'
import type { KeyValueStorage } from './types'
import type { PrivacyRequest } from '../platform/types'
import { BROWSER_NAVBAR_HEIGHT, TOP_BAR_BASE } from './frame-rules'

export { BROWSER_NAVBAR_HEIGHT, TOP_BAR_BASE }

/** CSS px at 375 width (the scss: twice, in design px) */
export const OFFLINE_BANNER_HEIGHT = 32

export class UiStore {
  /** design px (750-wide), from the native side; 0 in a browser */
  statusBarHeight = 0
  /** false until the native status-bar height is known: the app waits for it before showing */
  ready = false
  /** CSS px */
  navbarHeight = BROWSER_NAVBAR_HEIGHT
  planPanelOpen = false
  /** false while the device has no network: the page frame says so */
  online = true
  /**
   * Counts the host's reports of a connection (setOnline(true)), also those that change nothing: a
   * request can fail while the host says it is online, and its next report is the time to retry.
   */
  connectionReports = 0
  /** the visitor closed the footer banner: kept on the device, it stays closed on later visits */
  footerBannerClosed: boolean
  /** a request failed while the host said it was online, and a kept answer is shown (issue 16) */
  showingKept = false
  /** the offline notice's words with when the data shown was fetched (set by the offline data once loaded) */
  offlineText: string | undefined = undefined
  /** a page has had its turn and the host went idle: code wanted later may load now (page frame) */
  pageIdle = false
  /**
   * The first page's own content has shown (a list's first cards), or it had long enough: until
   * then the page frame holds back what it fetches ahead, which on a slow connection took the
   * network and the main thread from that content (Lighthouse's LCP).
   */
  contentShown = false
  /**
   * The server runs in demo mode (its answers carry x-demo-mode: test logins, sample data): the
   * page frame says so on every page, so nobody takes the demo for the real show.
   */
  demoMode = false
  /**
   * The host waits for the visitor's answer to its privacy guide (WeChat, issue 23 item 6): the page
   * frame shows our privacy sheet while this is set (the id its agree button must carry).
   */
  privacyAgreeButtonId: string | null = null
  /** the host's callbacks for that answer (not observable: plain functions of the host) */
  private pendingPrivacy: PrivacyRequest | null = null

  constructor(private readonly storage: KeyValueStorage) {
    this.footerBannerClosed = storage.getStorage(STORAGE_KEYS.footerBannerClosed) === '1'
    makeAutoObservable<UiStore, 'storage' | 'pendingPrivacy'>(this, { storage: false, pendingPrivacy: false })
  }

  /** A new request replaces one still open (its API is refused: the visitor sees only the newest). */
  askPrivacy(request: PrivacyRequest): void {
    this.pendingPrivacy?.refuse()
    this.pendingPrivacy = request
    this.privacyAgreeButtonId = request.agreeButtonId
  }

  /** The visitor answered the privacy sheet; false for a refusal. */
  answerPrivacy(agreed: boolean): void {
    const request = this.pendingPrivacy
    this.pendingPrivacy = null
    this.privacyAgreeButtonId = null
    if (agreed) request?.agree()
    else request?.refuse()
  }

  /** The offline notice is on: no network, or the page shows data kept on the device. */
  get noticeShown(): boolean {
    return !this.online || this.showingKept
  }

  setOfflineText(text: string | undefined): void {
    this.offlineText = text
  }

  setShowingKept(showing: boolean): void {
    this.showingKept = showing
  }

  notePageIdle(): void {
    this.pageIdle = true
  }

  noteContentShown(): void {
    this.contentShown = true
  }

  get topBarHeight(): number {
    return this.statusBarHeight + TOP_BAR_BASE - 1
  }

  /**
   * Browser mode keeps the 40 px navbar; in the app the navbar is the top bar (converted to CSS px
   * at the 375-px reference width, where one CSS px is two design px).
   */
  setStatusBarHeight(height: number, inApp: boolean): void {
    this.statusBarHeight = Math.max(0, Math.round(Number.isFinite(height) ? height : 0))
    this.navbarHeight = inApp ? this.topBarHeight / 2 : BROWSER_NAVBAR_HEIGHT
    this.ready = true
  }

  setPlanPanelOpen(open: boolean): void {
    this.planPanelOpen = open
  }

  setOnline(online: boolean): void {
    this.online = online
    if (online) {
      this.connectionReports++
      // back online: pages load afresh, the notice goes
      this.showingKept = false
    }
  }

  /** A close lasts: a banner shown again on every visit, after the visitor said no, is nagging. */
  closeFooterBanner(): void {
    this.footerBannerClosed = true
    this.storage.setStorage(STORAGE_KEYS.footerBannerClosed, '1')
  }

  /** CSS px the offline banner takes at the top of the page body (0 when it is not shown) */
  get offlineBannerHeight(): number {
    return this.noticeShown ? OFFLINE_BANNER_HEIGHT : 0
  }

  noteDemoMode(): void {
    if (!this.demoMode) this.demoMode = true
  }

  /** CSS px the notices at the top of the page body take: offline, and demo (each one line) */
  get topNoticesHeight(): number {
    return this.offlineBannerHeight + (this.demoMode ? OFFLINE_BANNER_HEIGHT : 0)
  }
}
