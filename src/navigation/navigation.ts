import Taro from '@tarojs/taro'
import { dictionary } from '../i18n'
import type { PlatformDialogs, PlatformHost, PlatformHostApp, PlatformNavigation } from '../platform/types'
import { findRoute, HOME_PATH, type RouteDef } from '../routes'
import type { RootStore } from '../stores/root-store'
import { desktopRedirect, openNativeApp, withQuery } from './rules'

/**
 * The one navigation module (spec §2 routing rules): every page reports its entry here, and every
 * link goes through `to`, so the stored eventCode/language, titles and branding stay consistent.
 */
export class Navigation {
  constructor(
    private readonly platform: PlatformHost & PlatformNavigation & PlatformDialogs & PlatformHostApp,
    private readonly store: RootStore,
  ) {}

  /**
   * Stores eventCode and language from a route query (spec §2 routing rules: the query's, else the
   * stored). The query's language is taken when the page was opened by following a link; a page
   * reached through the history (back, forward, reload, or shown again from the page stack) keeps
   * the visitor's current choice, and its address is rewritten to say so: a switch to English made
   * on a later page is not undone by going back to a page whose address said Chinese.
   */
  adopt(query: Record<string, string | undefined> = {}, opened = this.platform.openedByLink()): void {
    this.store.context.adoptEventCode(query.eventCode)
    if (opened) {
      this.store.language.adopt(query.language)
      return
    }
    const current = this.store.language.language
    if (query.language && query.language.toUpperCase() !== current) this.platform.replaceQuery({ language: current })
  }

  /** Called when a page shows (`firstShow`: it was just opened): the routing rules, the title. */
  enter(path: string, query: Record<string, string | undefined>, firstShow = true): RouteDef | undefined {
    this.adopt(query, firstShow && this.platform.openedByLink())
    const route = findRoute(path)
    if (route) this.setTitle(route)
    return route
  }

  title(route: RouteDef): string {
    return dictionary(this.store.language.language).routeTitle[route.titleKey]
  }

  setTitle(route: RouteDef): void {
    void Taro.setNavigationBarTitle({ title: this.title(route) }).catch(() => undefined)
  }

  /**
   * Opens a route of spec §2 carrying the eventCode; unknown paths alert 'View not found'. The
   * language is not pinned in the app's own links: the stored one applies, so a switch made on a
   * later page is not undone by going back to a link that said otherwise.
   */
  async to(path: string, query: Record<string, string | number | undefined> = {}): Promise<void> {
    const route = findRoute(path)
    if (!route) {
      await this.viewNotFound()
      return
    }
    const extra: Record<string, string | number | undefined> = {
      ...query,
      eventCode: query.eventCode ?? (this.store.context.eventCode || undefined),
    }
    // Mini-program: the user info travels with the query (spec §2).
    if (this.platform.caps.userInfoInLinks && this.store.context.identity?.hasUserInfo) {
      extra.nickName = this.store.context.identity.nickName
    }
    const url = withQuery(route.path, extra)
    this.leaving()
    // Native app: a web-page container opened by the app (elsewhere, or without an answer: false);
    // then in-page navigation.
    if (await this.platform.openH5DetailByNative(url)) return
    await Taro.navigateTo({ url: withQuery(this.platform.routeUrl(route), extra) })
  }

  /**
   * Opens a route in place of the current page (no history entry of its own): after a form is done
   * (an RFQ posted), Back from the next page does not return to it.
   */
  async replace(path: string, query: Record<string, string | number | undefined> = {}): Promise<void> {
    const route = findRoute(path)
    if (!route) {
      await this.viewNotFound()
      return
    }
    const extra: Record<string, string | number | undefined> = {
      ...query,
      eventCode: query.eventCode ?? (this.store.context.eventCode || undefined),
    }
    if (this.platform.caps.userInfoInLinks && this.store.context.identity?.hasUserInfo) {
      extra.nickName = this.store.context.identity.nickName
    }
    this.leaving()
    await Taro.redirectTo({ url: withQuery(this.platform.routeUrl(route), extra) })
  }

  /**
   * Back: the native pop, else the previous page of this app — exactly what the browser's Back
   * does, also after a reload or a run of back and forward; only from the earliest page, the root.
   */
  /**
   * A page with unsaved edits asks before the app's own Back leaves it (the edit view); the host's
   * back and a reload ask through platform.setLeaveAlert. Returns the function that stops asking.
   */
  guardLeave(mayLeave: () => Promise<boolean>): () => void {
    this.leaveGuard = mayLeave
    return () => {
      if (this.leaveGuard === mayLeave) this.leaveGuard = null
    }
  }
  private leaveGuard: (() => Promise<boolean>) | null = null

  async back(): Promise<void> {
    if (this.leaveGuard && !(await this.leaveGuard())) return
    this.platform.hideToast()
    if (await this.platform.nativeBack()) return
    if (this.platform.goBack()) return
    await this.home()
  }

  async home(): Promise<void> {
    this.leaving()
    const url = this.platform.routeUrl(findRoute(HOME_PATH)!)
    await Taro.reLaunch({ url: withQuery(url, { eventCode: this.store.context.eventCode || undefined }) })
  }

  async viewNotFound(): Promise<void> {
    const t = dictionary(this.store.language.language)
    await this.platform.alert(t.common.viewNotFound, { confirmText: t.common.ok })
    await this.home()
  }

  /** The visitor follows a link: the page they leave keeps no toast on screen over the next one. */
  private leaving(): void {
    this.platform.hideToast()
    this.platform.markLinkNavigation()
  }

  /** Desktop browsers: /mb/ → /pc/. Returns true when it redirected. */
  redirectDesktop(win: Window): boolean {
    const target = desktopRedirect(win.location.href, this.platform.env)
    if (!target) return false
    win.location.replace(target)
    return true
  }

  /**
   * The app can be offered here: a phone's browser, and the build says where a visitor without the
   * app gets it (APP_LANDING_URL). Without a landing page a failed open would leave the visitor on
   * an error or nowhere, so no banner is shown (docs/decisions.md).
   */
  get canOpenApp(): boolean {
    return this.platform.caps.openAppBanner && APP_CONFIG.appLandingUrl !== '' && APP_CONFIG.appSchemes.length > 0
  }

  /** "Open in app" cannot work here by scheme (WeChat's browser): the banner shows how instead. */
  get openAppNeedsBrowser(): boolean {
    return this.canOpenApp && !this.platform.caps.schemeOpensApp
  }

  /** The configured page where a visitor gets the app (never a placeholder: canOpenApp needs one). */
  openAppLanding(): void {
    if (this.canOpenApp && typeof window !== 'undefined') window.location.assign(APP_CONFIG.appLandingUrl)
  }

  /** "Open in app" (footer banner): custom scheme, then the landing page. */
  openApp(path: string): boolean {
    const win = typeof window === 'undefined' ? undefined : window
    if (!win || !this.canOpenApp) return false
    return openNativeApp({
      env: this.platform.env,
      schemes: APP_CONFIG.appSchemes,
      variant: this.store.context.altBranding ? 1 : 0,
      path,
      landingUrl: APP_CONFIG.appLandingUrl,
      openUrl: (u) => win.location.assign(u),
      isPageVisible: () => win.document.visibilityState === 'visible',
      setTimer: (fn, ms) => win.setTimeout(fn, ms),
      now: () => Date.now(),
    })
  }
}
