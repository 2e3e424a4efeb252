import fs from 'node:fs'
import path from 'node:path'
import { act, fireEvent, screen } from '@testing-library/react'
import { Text } from '@tarojs/components'
import { createTestServices, renderWithServices } from '../../../../test-support/render-with-services'
import { platformCaps } from '../../../platform/caps'
import { STORAGE_KEYS } from '../../../platform/storage-keys'
import type { PlatformKind } from '../../../platform/types'
import { PageFrame } from '..'

/** A host whose session values live as long as the test's "browser tab" (the map passed in). */
function frame(kind: PlatformKind, mobile: boolean, session = new Map<string, string>()) {
  const openApp = jest.fn()
  const services = createTestServices({
    language: 'EN',
    platform: {
      kind,
      caps: platformCaps(kind, { mobile, android: false, ios: mobile, miniprogram: false }),
      currentPath: () => '/exhibitors/list',
      currentQuery: () => ({}),
      getSessionValue: (k: string) => session.get(k),
      setSessionValue: jest.fn((k: string, v: string) => void session.set(k, v)),
    },
    services: {
      navigation: {
        enter: jest.fn(),
        title: () => 'Exhibitors',
        setTitle: jest.fn(),
        back: jest.fn(),
        openApp,
      } as never,
    },
  })
  act(() => services.store.ui.setStatusBarHeight(0, false))
  const r = renderWithServices(
    <PageFrame>
      <Text>The page</Text>
    </PageFrame>,
    { value: services },
  )
  return { ...r, services, session, openApp }
}

const banner = () => screen.queryByRole('region', { name: 'Get the official app for the full show experience' })

describe('the footer banner in the page frame', () => {
  it('shows in a mobile browser, after the page, with its height kept free at the end', async () => {
    const { container, openApp } = frame('web', true)
    await screen.findByText('The page')
    expect(banner()).toBeTruthy()
    const root = container.querySelector('.page-frame')!
    expect(root.classList.contains('page-frame--banner')).toBe(true)
    // the order in the frame: the page, then the reserved space, then the banner over that space
    const parts = Array.from(root.children).map((c) => c.className.split(' ')[0])
    const body = parts.indexOf('page-frame__body')
    const space = parts.indexOf('page-frame__banner-space')
    expect(body).toBeGreaterThanOrEqual(0)
    expect(space).toBe(body + 1)
    expect(parts[space + 1]).toBe('footer-banner')
    fireEvent.click(screen.getByRole('button', { name: 'Open the app' }))
    expect(openApp).toHaveBeenCalledWith('/exhibitors/list')
  })

  it('reserves exactly the banner’s height, so the banner covers nothing of the page', () => {
    const css = (p: string) => fs.readFileSync(path.join(__dirname, p), 'utf8')
    const height = (text: string, selector: string) =>
      new RegExp(`${selector.replace('.', '\\.')}\\s*\\{[^}]*?\\bheight:\\s*(\\d+)px`).exec(text)?.[1]
    const reserved = height(css('../index.scss'), '.page-frame__banner-space')
    const banner = height(css('../../footer-banner/index.scss'), '.footer-banner')
    expect(reserved).toBeDefined()
    expect(reserved).toBe(banner)
    // both add the phone's safe area the same way
    expect(css('../index.scss')).toMatch(/banner-space\s*\{[^}]*padding-bottom: env\(safe-area-inset-bottom\)/)
    expect(css('../../footer-banner/index.scss')).toMatch(/padding-bottom: env\(safe-area-inset-bottom\)/)
  })

  it.each([
    ['a desktop browser', 'web', false],
    ['the native app', 'app', true],
    ['the mini-program', 'weapp', true],
  ] as const)('is not shown in %s, and no space is kept for it', async (_, kind, mobile) => {
    const { container } = frame(kind, mobile)
    await screen.findByText('The page')
    expect(banner()).toBeNull()
    expect(container.querySelector('.page-frame__banner-space')).toBeNull()
    expect(container.querySelector('.page-frame--banner')).toBeNull()
  })

  it('closed, it stays closed for the session: on this page and on the next one', async () => {
    const first = frame('web', true)
    await screen.findByText('The page')
    fireEvent.click(screen.getByRole('button', { name: 'Close' }))
    expect(banner()).toBeNull()
    expect(first.container.querySelector('.page-frame__banner-space')).toBeNull()
    expect(first.services.platform.setSessionValue).toHaveBeenCalledWith(STORAGE_KEYS.footerBannerClosed, '1')
    first.unmount()
    // a page opened later in the same tab (a new store: a reload) reads the session's value
    const next = frame('web', true, first.session)
    await screen.findByText('The page')
    expect(banner()).toBeNull()
    expect(next.container.querySelector('.page-frame__banner-space')).toBeNull()
    next.unmount()
    // a new session (another tab) shows it again
    frame('web', true, new Map())
    await screen.findByText('The page')
    expect(banner()).toBeTruthy()
  })
})

describe('the offline notice in the page frame', () => {
  const notice = () => screen.queryByRole('status')

  it('is not there online, so nothing moves; offline it says so, with the kept data’s time once known', async () => {
    const { services } = frame('web', true)
    await screen.findByText('The page')
    expect(notice()).toBeNull()
    act(() => services.store.ui.setOnline(false))
    expect(notice()?.textContent).toBe("You're offline. What you see was loaded earlier.")
    act(() => services.store.ui.setOfflineText('Offline · data from 23 Nov 09:05'))
    expect(notice()?.textContent).toBe('Offline · data from 23 Nov 09:05')
    act(() => services.store.ui.setOnline(true))
    expect(notice()).toBeNull()
  })

  it('shows online too while the page shows kept data (the server failed), until the network is back', async () => {
    const { services } = frame('weapp', true)
    await screen.findByText('The page')
    act(() => {
      services.store.ui.setOfflineText('Offline · data from 23 Nov 09:05')
      services.store.ui.setShowingKept(true)
    })
    expect(notice()?.textContent).toBe('Offline · data from 23 Nov 09:05')
    expect(services.store.ui.offlineBannerHeight).toBeGreaterThan(0)
    act(() => services.store.ui.setOnline(true))
    expect(notice()).toBeNull()
    expect(services.store.ui.offlineBannerHeight).toBe(0)
  })

  it('a demo server is said on every page, in the language, and the grids leave room for the line', async () => {
    const { services } = frame('web', true)
    await screen.findByText('The page')
    expect(notice()).toBeNull()
    expect(services.store.ui.topNoticesHeight).toBe(0)
    act(() => services.store.ui.noteDemoMode())
    expect(notice()?.textContent).toBe('Demo: test logins and sample data, not a real show')
    expect(services.store.ui.topNoticesHeight).toBeGreaterThan(0)
    act(() => services.store.language.setLanguage('ZH-CN'))
    expect(notice()?.textContent).toBe('演示环境：登录与展会数据仅供演示')
    // offline too: both lines
    act(() => services.store.ui.setOnline(false))
    expect(screen.getAllByRole('status')).toHaveLength(2)
    expect(services.store.ui.topNoticesHeight).toBe(2 * services.store.ui.offlineBannerHeight)
  })
})
