import { View } from '@tarojs/components'
import { useDidHide, useDidShow } from '@tarojs/taro'
import { observer } from 'mobx-react'
import { useDeferredValue, useEffect, useRef, useState, type PropsWithChildren } from 'react'
import { useServices } from '../../app-context'
import { whenIdle } from '../../platform/idle'
import { prefetchPages } from '../../platform/route-loading'
import { findRoute, HOME_PATH, nextPages } from '../../routes'
import { ConfirmDialog } from '../confirm-dialog'
import { FooterBanner } from '../footer-banner'
import { Header } from '../header'
import { LoadingNotice } from '../notices'
import { PlanPanelSlot, preloadPlanPanel } from '../plan-panel'
import { PrivacySheetSlot } from '../privacy-sheet/lazy-privacy-sheet'
import { TopBar, type TopBarEvent, type TopBarProps } from '../top-bar'

/** How long the first page may keep what the frame fetches ahead waiting when it never says its content has shown. */
const FIRST_CONTENT_WAIT_MS = 1500
import './index.scss'

export interface PageFrameProps {
  /** native-app top bar settings; title defaults to the route title */
  topBar?: Omit<TopBarProps, 'onEvent'>
  onTopBarEvent?: (event: TopBarEvent, payload?: string) => void
  className?: string
}

/**
 * The frame of every page: applies the routing rules on show (eventCode, language, title), waits
 * for the native status-bar height, and draws the bar that fits the host — the top bar inside the
 * native app, a 40 px navbar with the header in a browser, the header under WeChat's own bar.
 */
export const PageFrame = observer(function PageFrame({
  topBar,
  onTopBarEvent,
  className,
  children,
}: PropsWithChildren<PageFrameProps>) {
  const { store, navigation, platform } = useServices()
  // Read once, when the page mounts: on H5 earlier pages stay mounted (hidden) and re-render on a
  // language switch, when the address is already another page's.
  const [route] = useState(() => findRoute(platform.currentPath()))

  // Only the page on show draws the plan panel (H5 keeps earlier pages mounted, hidden).
  const [shown, setShown] = useState(true)
  const shownBefore = useRef(false)
  useDidShow(() => {
    navigation.enter(route?.path ?? platform.currentPath(), platform.currentQuery(), !shownBefore.current)
    shownBefore.current = true
    setShown(true)
  })
  useDidHide(() => setShown(false))
  // WeChat's browser: "Open the app" explains Open in Browser (the scheme does nothing there)
  const [appGuideOpen, setAppGuideOpen] = useState(false)

  // The heart's count before any collect: read once the identity is known, per event code.
  const ready = store.ui.ready
  const eventCode = store.context.eventCode
  // The first page's content goes first where the app's code comes over the network: what follows
  // waits until it has shown (a list's first cards say so; any other page after a moment).
  const contentShown = store.ui.contentShown || !platform.caps.codeOverNetwork
  useEffect(() => {
    if (!ready || contentShown) return
    const timer = setTimeout(() => store.ui.noteContentShown(), FIRST_CONTENT_WAIT_MS)
    return () => clearTimeout(timer)
  }, [ready, contentShown, store])
  // It is secondary: it waits until the page's own content had its turn (whenIdle).
  useEffect(() => {
    if (ready && shown && contentShown) return whenIdle(() => void store.plan.syncCount())
  }, [ready, shown, contentShown, eventCode, store])

  // Once this page is idle, the code of the pages usually opened next, of the plan panel, of the
  // collect queue and of the offline data (app-services, on pageIdle) is fetched (H5), so a tap on
  // a card, the heart or Collect still works when the network has gone.
  useEffect(() => {
    if (ready && contentShown)
      return whenIdle(() => {
        prefetchPages(nextPages(route))
        preloadPlanPanel()
        store.plan.preloadQueue()
        store.ui.notePageIdle()
        store.actions.preload()
      }, 3000)
  }, [ready, contentShown, route, store])

  // Title follows the language: re-read on every render of this observer.
  const title = route ? navigation.title(route) : store.language.t.appName
  useEffect(() => {
    if (route) navigation.setTitle(route)
  }, [route, title, navigation])

  const openPlan = () => {
    platform.hideToast()
    void store.plan.openPanel()
  }
  const isHome = route?.path === HOME_PATH
  const themeClass = store.context.altBranding ? 'theme-cga' : 'theme-default'

  const onEvent = (event: TopBarEvent, payload?: string) => {
    if (event === 'back') void navigation.back()
    if (event === 'searchFocus') void navigation.to('/search/hot')
    onTopBarEvent?.(event, payload)
  }

  // The footer banner (spec §2): in a phone's browser when the app can be offered, until the
  // visitor closes it (for good: the UI store keeps it), and not on a form or the chat (the route
  // table's footerBanner: their bottom bar is the page's action). Its height is reserved at the end
  // of the page from the first render, and fixed bottom bars sit above it (--footer-banner-space),
  // so it covers nothing and moves nothing.
  const bannerShown = navigation.canOpenApp && route?.footerBanner !== false && !store.ui.footerBannerClosed

  // The page itself mounts as a transition: React renders it in short slices between which the
  // browser stays responsive, instead of one long task right after start-up.
  const contentReady = useDeferredValue(store.ui.ready)

  return (
    <View
      className={`page-frame ${themeClass}${bannerShown ? ' page-frame--banner' : ''} ${className ?? ''}`}
      data-route={route?.path}
    >
      {!contentReady ? (
        <LoadingNotice />
      ) : (
        <>
          {/* Inside the native app one bar: the top bar carries the language switch and the heart. */}
          {platform.caps.bar === 'top-bar' && (
            <TopBar title={title} {...topBar} trailing={<Header onOpenPlan={openPlan} />} onEvent={onEvent} />
          )}
          {platform.caps.bar === 'navbar' && (
            <View className='page-frame__navbar' style={{ height: `${store.ui.navbarHeight}px` }}>
              <View className='page-frame__nav-side'>
                {!isHome && (
                  <View
                    className='page-frame__back'
                    role='button'
                    aria-label={store.language.t.common.back}
                    onClick={() => void navigation.back()}
                  >
                    <View className='page-frame__chevron' />
                  </View>
                )}
              </View>
              <View className='page-frame__title' role='heading' aria-level={1}>
                {title}
              </View>
              <View className='page-frame__nav-side page-frame__nav-side--right'>
                <Header onOpenPlan={openPlan} />
              </View>
            </View>
          )}
          {platform.caps.bar === 'host-bar' && (
            <View className='page-frame__header-row'>
              <Header onOpenPlan={openPlan} />
            </View>
          )}
          {store.context.altBranding && <View className='page-frame__brand-strip' />}
          {/* a demo server (test logins, sample data): on every page, so nobody takes it for the real show */}
          {store.ui.demoMode && (
            <View className='page-frame__demo' role='status'>
              {store.language.t.common.demoMode}
            </View>
          )}
          {/* offline, or showing kept data: with the data's time once the offline data has loaded */}
          {store.ui.noticeShown && (
            <View className='page-frame__offline' role='status'>
              {store.ui.offlineText ?? store.language.t.notice.offline}
            </View>
          )}
          <View className='page-frame__body'>{children}</View>
          {bannerShown && <View className='page-frame__banner-space' />}
          {bannerShown && shown && (
            <FooterBanner
              onOpen={() =>
                navigation.openAppNeedsBrowser ? setAppGuideOpen(true) : navigation.openApp(route?.path ?? HOME_PATH)
              }
              onClose={() => store.ui.closeFooterBanner()}
            />
          )}
          {shown && store.ui.planPanelOpen && <PlanPanelSlot />}
          <ConfirmDialog
            open={appGuideOpen && shown}
            title={store.language.t.footerBanner.wechatTitle}
            text={store.language.t.footerBanner.wechatText}
            okText={store.language.t.footerBanner.getApp}
            cancelText={store.language.t.common.close}
            onConfirm={() => {
              setAppGuideOpen(false)
              navigation.openAppLanding()
            }}
            onCancel={() => setAppGuideOpen(false)}
          />
          {/* WeChat holds an API for the visitor's answer to the privacy guide (issue 23) */}
          {shown && store.ui.privacyAgreeButtonId && <PrivacySheetSlot />}
        </>
      )}
    </View>
  )
})
