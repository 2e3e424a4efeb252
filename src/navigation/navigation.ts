import Taro from '@tarojs/taro'
import { dictionary } from '../i18n'
import type { PlatformAdapter } from '../platform/types'
import { findRoute, HOME_PATH, type RouteDef } from '../routes'
import type { RootStore } from '../stores/root-store'
import { desktopRedirect, openNativeApp, withQuery } from './rules'

/**
 * The one navigation module (spec §2 routing rules): every page reports its entry here, and every
 * link goes through `to`, so the stored eventCode/language, titles and branding stay consistent.
 */
export class Navigation {
  constructor(
    private readonly platform: PlatformAdapter,
    private readonly store: RootStore,
  ) {}

  /** Stores eventCode and language from a route query (spec §2 routing rules). */
  adopt(query: Record<string, string | undefined> = {}): void {
    this.store.context.adoptEventCode(query.eventCode)
    this.store.language.adopt(query.language)
  }

  /** Called when a page shows: store eventCode and language from the query, set the title. */
  enter(path: string, query: Record<string, string | undefined>): RouteDef | undefined {
    this.adopt(query)
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

  /** Opens a route of spec §2 carrying eventCode and language; unknown paths alert 'View not found'. */
  async to(path: string, query: Record<string, string | number | undefined> = {}): Promise<void> {
    const route = findRoute(path)
    if (!route) {
      await this.viewNotFound()
      return
    }
    const extra: Record<string, string | number | undefined> = {
      ...query,
      eventCode: query.eventCode ?? (this.store.context.eventCode || undefined),
      language: this.store.language.language,
    }
    // Mini-program: the user info travels with the query (spec §2).
    if (this.platform.kind === 'weapp' && this.store.context.identity?.hasUserInfo) {
      extra.nickName = this.store.context.identity.nickName
    }
    const url = withQuery(route.path, extra)
    // Native app: a web-page container opened by the app; fall back to in-page navigation.
    if (this.platform.kind === 'app' && (await this.platform.openH5DetailByNative(url))) return
    await Taro.navigateTo({ url: this.platform.kind === 'weapp' ? withQuery(`/${route.page}`, extra) : url })
  }

  /** Back: the native pop, else history; from the earliest page, the root page. */
  async back(): Promise<void> {
    if (this.platform.kind === 'app' && (await this.platform.nativeBack())) return
    if (Taro.getCurrentPages().length > 1) {
      await Taro.navigateBack({ delta: 1 })
      return
    }
    await this.home()
  }

  async home(): Promise<void> {
    const url = this.platform.kind === 'weapp' ? `/${findRoute(HOME_PATH)!.page}` : HOME_PATH
    await Taro.reLaunch({ url: withQuery(url, { eventCode: this.store.context.eventCode || undefined }) })
  }

  async viewNotFound(): Promise<void> {
    const t = dictionary(this.store.language.language)
    await this.platform.alert(t.common.viewNotFound, { confirmText: t.common.ok })
    await this.home()
  }

  /** Desktop browsers: /mb/ → /pc/. Returns true when it redirected. */
  redirectDesktop(win: Window): boolean {
    const target = desktopRedirect(win.location.href, this.platform.env)
    if (!target) return false
    win.location.replace(target)
    return true
  }

  /** "Open in app" (footer banner): custom scheme, then the landing page. */
  openApp(path: string): boolean {
    const win = typeof window === 'undefined' ? undefined : window
    if (!win || this.platform.kind !== 'web') return false
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
