import { APP_OPEN_CHECK_MS, APP_OPEN_FALLBACK_MS, desktopRedirect, openNativeApp, withQuery } from '../rules'
import { findRoute, HOME_PATH, ROUTES } from '../../routes'

describe('routing rules', () => {
  it('redirects /mb/ to /pc/ on desktop only', () => {
    expect(desktopRedirect('https://x.cn/mb/exhibitors/list?a=1', { mobile: false })).toBe(
      'https://x.cn/pc/exhibitors/list?a=1',
    )
    expect(desktopRedirect('https://x.cn/mb/exhibitors/list', { mobile: true })).toBeUndefined()
    expect(desktopRedirect('https://x.cn/exhibitors/list', { mobile: false })).toBeUndefined()
  })

  it('adds query values without overriding those already in the path', () => {
    expect(
      withQuery('/exhibitors/detail?companyProfileId=5', {
        companyProfileId: 6,
        eventCode: 'SIMM',
        language: undefined,
      }),
    ).toBe('/exhibitors/detail?companyProfileId=5&eventCode=SIMM')
    expect(withQuery('/exhibition/detail', {})).toBe('/exhibition/detail')
  })

  it('knows every route of spec §2, the conversation of matchmaking (issue 12) and the home menu’s, in both URL and page-path form, and nothing else', () => {
    // spec §2's 23, matchmaking's conversation, the home menu's 11 (issue 15), the privacy policy and My data
    // (issue 23), the exhibitor's Scan leads (issue 28), My meetings, the stand's slots, day and QR code, and
    // proposing a meeting to a match (issue 29)
    expect(ROUTES).toHaveLength(43)
    expect(findRoute('/meetings/propose')?.pkg).toBe('pages/meetings')
    expect(findRoute('/meetings/mine')?.pkg).toBe('pages/meetings')
    expect(findRoute('/meetings/code')?.pkg).toBe('pages/meetings')
    expect(findRoute('/meetings/slots')?.pkg).toBe('pages/meetings')
    expect(findRoute('/meetings/stand')?.pkg).toBe('pages/meetings')
    expect(findRoute('/exhibitors/leads')?.pkg).toBeTruthy()
    expect(findRoute('/privacy')?.pkg).toBe('pages/privacy')
    expect(findRoute('/my-data')?.pkg).toBe('pages/mydata')
    expect(findRoute('/venue/map?stand=1A01')?.page).toBe('pages/venue/map/index')
    expect(findRoute('/about')?.pkg).toBe('pages/info')
    expect(findRoute('/pairs/insterests')?.titleKey).toBe('pairs')
    expect(findRoute('/pairs/chat')?.pkg).toBe('pages/pairs')
    expect(findRoute('/pages/exhibitors/list/index')?.path).toBe('/exhibitors/list')
    expect(findRoute('/exhibitors/list/?x=1')?.path).toBe('/exhibitors/list')
    expect(findRoute('/pages/center/phoneCertification/main')?.titleKey).toBe('phoneCertification')
    expect(findRoute('/nope')).toBeUndefined()
    expect(findRoute(HOME_PATH)).toBeDefined()
  })
})

describe('openNativeApp', () => {
  function run(env: { android: boolean; ios: boolean }, { visible, firesAt }: { visible: boolean; firesAt: number }) {
    const opened: string[] = []
    let timer: (() => void) | undefined
    let delay = 0
    let clock = 0
    const result = openNativeApp({
      env,
      schemes: ['expo://', 'expopro://'],
      variant: 1,
      path: '/exhibitors/list',
      landingUrl: 'https://land.test',
      openUrl: (u) => opened.push(u),
      isPageVisible: () => visible,
      setTimer: (fn, ms) => {
        timer = fn
        delay = ms
      },
      now: () => clock,
    })
    clock = firesAt
    timer?.()
    return { result, opened, delay }
  }

  it('tries the variant scheme, then the landing page when the page is still visible after ~1 s', () => {
    const r = run({ android: true, ios: false }, { visible: true, firesAt: APP_OPEN_FALLBACK_MS })
    expect(r.result).toBe(true)
    expect(r.delay).toBe(APP_OPEN_FALLBACK_MS)
    expect(r.opened).toEqual(['expopro://exhibitors/list', 'https://land.test'])
  })

  it('stays when the app opened (page hidden, or the timer fired late)', () => {
    expect(run({ android: false, ios: true }, { visible: false, firesAt: 1000 }).opened).toEqual([
      'expopro://exhibitors/list',
    ])
    expect(
      run({ android: false, ios: true }, { visible: true, firesAt: APP_OPEN_FALLBACK_MS + APP_OPEN_CHECK_MS + 1 })
        .opened,
    ).toHaveLength(1)
  })

  it('does nothing off Android/iOS', () => {
    expect(run({ android: false, ios: false }, { visible: true, firesAt: 1000 })).toMatchObject({
      result: false,
      opened: [],
    })
  })
})
