import fs from 'node:fs'
import path from 'node:path'
import { act, fireEvent, screen } from '@testing-library/react'
import { Text } from '@tarojs/components'
import {
  createMemoryStorage,
  createTestServices,
  renderWithServices,
} from '../../../../test-support/render-with-services'
import { platformCaps } from '../../../platform/caps'
import { STORAGE_KEYS } from '../../../platform/storage-keys'
import type { PlatformKind } from '../../../platform/types'
import { PageFrame } from '..'

/**
 * A page in a host; `storage` is the device's (kept across reloads and visits when passed again),
 * `canOpenApp` whether the build names the app's landing page.
 */
function frame(
  kind: PlatformKind,
  mobile: boolean,
  {
    storage = createMemoryStorage({ [STORAGE_KEYS.language]: 'EN' }),
    path = '/exhibitors/list',
    canOpenApp = true,
  } = {},
) {
  const openApp = jest.fn()
  const caps = platformCaps(kind, { mobile, android: false, ios: mobile, miniprogram: false })
  const services = createTestServices({
    storage,
    platform: {
      kind,
      caps,
      currentPath: () => path,
      currentQuery: () => ({}),
    },
    services: {
      navigation: {
        enter: jest.fn(),
        title: () => 'Exhibitors',
        setTitle: jest.fn(),
        back: jest.fn(),
        canOpenApp: canOpenApp && caps.openAppBanner,
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
  return { ...r, services, storage, openApp }
}

const banner = () => screen.queryByRole('region', { name: 'Get the official app for the full show experience' })
const css = (p: string) => fs.readFileSync(path.join(__dirname, p), 'utf8')

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

  it('reserves exactly the banner’s height, at the end of the page and for fixed bottom bars', () => {
    const height = (text: string, selector: string) =>
      new RegExp(`${selector.replace('.', '\\.')}\\s*\\{[^}]*?\\bheight:\\s*(\\d+)px`).exec(text)?.[1]
    const reserved = height(css('../index.scss'), '.page-frame__banner-space')
    const bannerHeight = height(css('../../footer-banner/index.scss'), '.footer-banner')
    expect(reserved).toBeDefined()
    expect(reserved).toBe(bannerHeight)
    // both add the phone's safe area the same way
    expect(css('../index.scss')).toMatch(/banner-space\s*\{[^}]*padding-bottom: env\(safe-area-inset-bottom\)/)
    expect(css('../../footer-banner/index.scss')).toMatch(/padding-bottom: env\(safe-area-inset-bottom\)/)
    // what fixed bottom bars are lifted by, under .page-frame--banner
    expect(css('../index.scss')).toMatch(
      new RegExp(
        `&--banner\\s*\\{\\s*--footer-banner-space: calc\\(${bannerHeight}px \\+ env\\(safe-area-inset-bottom\\)\\)`,
      ),
    )
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

  it('is not shown when the build names no landing page for the app', async () => {
    const { container } = frame('web', true, { canOpenApp: false })
    await screen.findByText('The page')
    expect(banner()).toBeNull()
    expect(container.querySelector('.page-frame--banner')).toBeNull()
  })

  it.each(['/pairs/chat', '/consult/post', '/exhibitors/edit', '/exhibits/edit'])(
    'is not shown on %s, a form or the chat whose bottom bar is the page’s action',
    async (p) => {
      const { container } = frame('web', true, { path: p })
      await screen.findByText('The page')
      expect(banner()).toBeNull()
      expect(container.querySelector('.page-frame__banner-space')).toBeNull()
      expect(container.querySelector('.page-frame--banner')).toBeNull()
    },
  )

  it('closed, it stays closed: on this page, after a reload and on a later visit', async () => {
    const first = frame('web', true)
    await screen.findByText('The page')
    fireEvent.click(screen.getByRole('button', { name: 'Close' }))
    expect(banner()).toBeNull()
    expect(first.container.querySelector('.page-frame__banner-space')).toBeNull()
    expect(first.storage.getStorage(STORAGE_KEYS.footerBannerClosed)).toBe('1')
    first.unmount()
    // a page opened later on this device (a new store: a reload, another tab, another day)
    const next = frame('web', true, { storage: first.storage })
    await screen.findByText('The page')
    expect(banner()).toBeNull()
    expect(next.container.querySelector('.page-frame__banner-space')).toBeNull()
    next.unmount()
    // another device (fresh storage) shows it
    frame('web', true)
    await screen.findByText('The page')
    expect(banner()).toBeTruthy()
  })
})

describe('fixed bottom bars and the footer banner', () => {
  /**
   * Every rule of the app's stylesheets fixed to the bottom edge (not a full-screen layer) that does
   * not rise by the banner's space (the fixed-bottom mixin does).
   */
  function fixedBottomRules(): string[] {
    const src = path.join(__dirname, '../../..')
    const files: string[] = []
    const walk = (dir: string) => {
      for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
        const full = path.join(dir, entry.name)
        if (entry.isDirectory()) walk(full)
        else if (entry.name.endsWith('.scss')) files.push(full)
      }
    }
    walk(src)
    const found: string[] = []
    for (const file of files) {
      // each block's own declarations, without those of the blocks nested in it
      const stack: string[] = []
      for (const ch of fs.readFileSync(file, 'utf8').replace(/\/\/[^\n]*/g, '')) {
        if (ch === '{') stack.push('')
        else if (ch === '}') {
          const own = stack.pop() ?? ''
          const fixedToBottom = /position:\s*fixed/.test(own) && /\bbottom:/.test(own) && !/\btop:/.test(own)
          if (fixedToBottom && !/var\(--footer-banner-space/.test(own))
            found.push(`${path.relative(src, file)}: ${own.replace(/\s+/g, ' ').trim().slice(0, 80)}`)
        } else if (stack.length) stack[stack.length - 1] += ch
      }
    }
    return found
  }

  it('sit above the banner (the fixed-bottom mixin): only the banner itself is fixed to the bottom edge', () => {
    expect(fixedBottomRules().filter((rule) => !rule.startsWith('components/footer-banner/'))).toEqual([])
    // the check finds a bar written by hand: the banner is one
    expect(fixedBottomRules().some((rule) => rule.startsWith('components/footer-banner/'))).toBe(true)
  })

  it('the banner lies under every sheet and dialog (z-index 200 and up) and over the bars', () => {
    const z = Number(/\.footer-banner\s*\{[^}]*?z-index:\s*(\d+)/.exec(css('../../footer-banner/index.scss'))?.[1])
    expect(z).toBeLessThan(200)
    expect(z).toBeGreaterThan(60)
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
