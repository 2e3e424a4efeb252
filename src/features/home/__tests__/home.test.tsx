import { act, fireEvent, screen, waitFor } from '@testing-library/react'
import { renderWithServices } from '../../../../test-support/render-with-services'
import type { EventEditionDetail, EventEditionSummary } from '../../../../types/api'
import type { Navigation } from '../../../navigation'
import { ApiError, SILENT_ERROR } from '../../../services/api'
import { HomeView } from '../components/home-view'
import { HomeStore, type HomeApi } from '../home-store'
import { HOME_MENU, reachableMenu } from '../menu'

const summary = (id: number, year: number, lang: 'ZH-CN' | 'EN' = 'ZH-CN'): EventEditionSummary => ({
  eventEditionId: id,
  eventEditionName: lang === 'EN' ? `Garden & Agriculture Expo ${year}` : `${year}园林与农业博览会`,
  eventCode: 'CGA',
  exhibitionId: 1,
  exhibitionName: lang === 'EN' ? 'China Garden & Agriculture Expo' : '中国国际园林与农业博览会',
  year,
  startDate: `${year}-04-15`,
  endDate: `${year}-04-18`,
})

const detailOf = (id: number, year: number, lang: 'ZH-CN' | 'EN' = 'ZH-CN'): EventEditionDetail => ({
  ...summary(id, year, lang),
  venueName: lang === 'EN' ? 'National Exhibition and Convention Center' : '国家会展中心（上海）',
  address: lang === 'EN' ? '333 Songze Avenue' : '上海市青浦区崧泽大道333号',
  introduction: lang === 'EN' ? `Edition ${year} introduction` : `${year}届展会介绍`,
  logo: `/media/edition/${id}-320x180.svg`,
  banner: `/media/edition/${id}-750x300.svg`,
  openingHours: '09:00-17:00',
  organiser: lang === 'EN' ? 'China Garden Association' : '中国园林协会',
  exhibitorCount: year === 2026 ? 1234 : 567,
  productCount: year === 2026 ? 4321 : 765,
  isCurrent: year === 2026,
})

function fakeApi(overrides: Partial<HomeApi> = {}) {
  const api = {
    getEventEditionDetail: jest.fn(async (q: { eventEditionId?: number; eventCode?: string }) =>
      q.eventEditionId === 11 ? detailOf(11, 2025) : detailOf(12, 2026),
    ),
    getEventEditionList: jest.fn(async () => [summary(12, 2026), summary(11, 2025)]),
    ...overrides,
  }
  return api
}

function renderHome(api: HomeApi, options: { language?: 'ZH-CN' | 'EN' } = {}) {
  const home = new HomeStore(api)
  const navigation = { to: jest.fn(async () => undefined) } as unknown as Navigation
  const onShare = jest.fn()
  const result = renderWithServices(<HomeView home={home} eventCode='CGA' onShare={onShare} />, {
    language: options.language,
    services: { navigation },
  })
  return { ...result, home, navigation, onShare }
}

describe('home menu', () => {
  it('lists every entry of spec §2 but offers only those with a destination', () => {
    expect(HOME_MENU.map((e) => e.key)).toEqual([
      'exhibitors',
      'products',
      'conference',
      'venue',
      'visit',
      'about',
      'booking',
      'hotHits',
      'guide',
      'showInfo',
      'billboard',
    ])
    expect(reachableMenu().map((e) => e.path)).toEqual([
      '/exhibitors/list',
      '/exhibits/list',
      '/meeting/list',
      '/venue/map',
      '/visit/register',
      '/about',
      '/booking',
      '/hot',
      '/guide',
      '/news/list',
      '/billboard',
    ])
    // a path that is not a route is not offered either
    expect(reachableMenu([{ key: 'venue', path: '/venue/nowhere' }])).toEqual([])
  })
})

describe('HomeView', () => {
  it('shows the edition details and exactly the reachable menu entries, which navigate', async () => {
    const api = fakeApi()
    const { navigation } = renderHome(api)
    expect(screen.getByText('数据加载中...')).toBeTruthy()
    expect(await screen.findByRole('heading', { name: '2026园林与农业博览会' })).toBeTruthy()
    expect(screen.getByText('国家会展中心（上海）')).toBeTruthy()
    expect(screen.getByText('上海市青浦区崧泽大道333号')).toBeTruthy()
    expect(screen.getByText('09:00-17:00')).toBeTruthy()
    expect(screen.getByText('中国园林协会')).toBeTruthy()
    expect(screen.getByText('2026届展会介绍')).toBeTruthy()
    expect(screen.getByText('1234')).toBeTruthy()
    expect(screen.getByText('4321')).toBeTruthy()
    expect(screen.getByText('2026.04.15 – 2026.04.18')).toBeTruthy()

    const links = screen.getAllByRole('link')
    expect(links.map((l) => l.getAttribute('aria-label'))).toEqual([
      '展商名录',
      '展品名录',
      '同期会议',
      '展馆地图',
      '观众预登记',
      '关于展会',
      '展位预订',
      '热门推荐',
      '观展指南',
      '展会资讯',
      '龙虎榜',
      // the business services row under the menu (issue 22 item 4)
      '商贸配对',
      '询盘池',
    ])
    expect(screen.getByRole('navigation', { name: '商贸服务' })).toBeTruthy()
    expect(screen.getByText('发布或回复采购询盘')).toBeTruthy()
    fireEvent.click(screen.getByRole('link', { name: '商贸配对' }))
    expect(navigation.to).toHaveBeenCalledWith('/pairs/insterests', { eventEditionId: undefined })
    fireEvent.click(screen.getByRole('link', { name: '询盘池' }))
    expect(navigation.to).toHaveBeenCalledWith('/consult/list', { eventEditionId: undefined })
    fireEvent.click(screen.getByRole('link', { name: '展馆地图' }))
    expect(navigation.to).toHaveBeenCalledWith('/venue/map', { eventEditionId: undefined })
    fireEvent.click(screen.getByRole('link', { name: '展商名录' }))
    expect(navigation.to).toHaveBeenCalledWith('/exhibitors/list', { eventEditionId: undefined })
    fireEvent.click(screen.getByRole('link', { name: '同期会议' }))
    expect(navigation.to).toHaveBeenCalledWith('/meeting/list', { eventEditionId: undefined })
  })

  it('asks for the details in the current language, and again after a language switch', async () => {
    const api = fakeApi({
      getEventEditionDetail: jest.fn(async () => detailOf(12, 2026, 'EN')),
    })
    const { services } = renderHome(api, { language: 'EN' })
    expect(await screen.findByRole('heading', { name: 'Garden & Agriculture Expo 2026' })).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Exhibitors list' })).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Matchmaking' })).toBeTruthy()
    expect(screen.getByText('Meet buyers and suppliers')).toBeTruthy()
    expect(api.getEventEditionDetail).toHaveBeenCalledTimes(1)
    act(() => services.store.language.setLanguage('ZH-CN'))
    await waitFor(() => expect(api.getEventEditionDetail).toHaveBeenCalledTimes(2))
    expect(screen.getByRole('link', { name: '展商名录' })).toBeTruthy()
  })

  it('switches the edition: the sheet lists the editions and the choice reloads the details', async () => {
    const api = fakeApi()
    const { navigation } = renderHome(api)
    await screen.findByRole('heading', { name: '2026园林与农业博览会' })
    fireEvent.click(screen.getByRole('button', { name: '切换届次: 2026园林与农业博览会' }))
    const options = screen.getAllByRole('option')
    expect(options.map((o) => o.textContent)).toEqual(['2026园林与农业博览会本届', '2025园林与农业博览会'])
    expect(options[0].getAttribute('aria-selected')).toBe('true')
    fireEvent.click(options[1])
    expect(await screen.findByRole('heading', { name: '2025园林与农业博览会' })).toBeTruthy()
    expect(api.getEventEditionDetail).toHaveBeenLastCalledWith({ eventCode: 'CGA', eventEditionId: 11 })
    expect(screen.getByText('567')).toBeTruthy()
    expect(screen.queryByRole('dialog')).toBeNull()
    // the lists open on the chosen edition
    fireEvent.click(screen.getByRole('link', { name: '展品名录' }))
    expect(navigation.to).toHaveBeenCalledWith('/exhibits/list', { eventEditionId: 11 })
  })

  it('hides the switch when the exhibition has a single edition', async () => {
    renderHome(fakeApi({ getEventEditionList: jest.fn(async () => [summary(12, 2026)]) }))
    await screen.findByRole('heading', { name: '2026园林与农业博览会' })
    expect(screen.queryByRole('button', { name: /切换届次/ })).toBeNull()
  })

  it('opens the search page from the search box and shares from the share button', async () => {
    const { navigation, onShare } = renderHome(fakeApi())
    await screen.findByRole('heading', { name: '2026园林与农业博览会' })
    fireEvent.click(screen.getByRole('search'))
    expect(navigation.to).toHaveBeenCalledWith('/search/hot')
    fireEvent.click(screen.getByLabelText('分享'))
    expect(onShare).toHaveBeenCalledTimes(1)
  })

  it('shows no data for an exhibition that is not viewable', async () => {
    const notViewable = new ApiError(SILENT_ERROR, 'business', { result: 'FAIL', resultDesc: SILENT_ERROR }, 404)
    renderHome(
      fakeApi({
        getEventEditionDetail: jest.fn(async () => Promise.reject(notViewable)),
        getEventEditionList: jest.fn(async () => Promise.reject(notViewable)),
      }),
    )
    expect(await screen.findByText('暂无相关数据')).toBeTruthy()
    expect(screen.queryByRole('link')).toBeNull()
    expect(screen.queryByText('重试')).toBeNull()
  })

  it('offers a retry after a network failure', async () => {
    let fail = true
    const api = fakeApi({
      getEventEditionDetail: jest.fn(async () => {
        if (fail) throw new ApiError('网络异常', 'network')
        return detailOf(12, 2026)
      }),
    })
    renderHome(api)
    await screen.findByText('暂无相关数据')
    fail = false
    fireEvent.click(screen.getByRole('button', { name: /重试|Retry/ }))
    expect(await screen.findByRole('heading', { name: '2026园林与农业博览会' })).toBeTruthy()
  })
})

describe('home edition in the address', () => {
  it('opens the edition the address names, and a pick writes it there (the current one clears it)', async () => {
    const api = fakeApi()
    const replaceQuery = jest.fn()
    const home = new HomeStore(api)
    const navigation = { to: jest.fn(async () => undefined) } as unknown as Navigation
    renderWithServices(<HomeView home={home} eventCode='CGA' editionId={11} onShare={jest.fn()} />, {
      platform: { replaceQuery },
      services: { navigation },
    })
    expect(await screen.findByRole('heading', { name: '2025园林与农业博览会' })).toBeTruthy()
    expect(api.getEventEditionDetail).toHaveBeenCalledWith({ eventCode: 'CGA', eventEditionId: 11 })
    expect(replaceQuery).toHaveBeenLastCalledWith({ eventEditionId: '11' })
    await act(() => home.selectEdition(12))
    expect(await screen.findByRole('heading', { name: '2026园林与农业博览会' })).toBeTruthy()
    expect(replaceQuery).toHaveBeenLastCalledWith({ eventEditionId: undefined })
  })
})

describe('HomeStore', () => {
  it('keeps the answer of the edition chosen last when answers arrive out of order', async () => {
    const resolvers: Record<number, (d: EventEditionDetail) => void> = {}
    const api = fakeApi({
      getEventEditionDetail: jest.fn(
        (q: { eventEditionId?: number }) =>
          new Promise<EventEditionDetail>((resolve) => (resolvers[q.eventEditionId ?? 12] = resolve)),
      ),
    })
    const home = new HomeStore(api)
    const opened = home.open('CGA', 'ZH-CN')
    resolvers[12](detailOf(12, 2026))
    await opened
    const slow = home.selectEdition(11)
    const fast = home.selectEdition(12)
    resolvers[12](detailOf(12, 2026))
    await fast
    resolvers[11](detailOf(11, 2025))
    await slow
    expect(home.detail?.eventEditionId).toBe(12)
    expect(home.chosenOtherEditionId).toBeUndefined()
  })

  it('shows the details together with the edition list (no layout shift when the list answers second)', async () => {
    let resolveList: (list: EventEditionSummary[]) => void = () => undefined
    const api = fakeApi({
      getEventEditionList: jest.fn(() => new Promise<EventEditionSummary[]>((resolve) => (resolveList = resolve))),
    })
    const home = new HomeStore(api)
    const opened = home.open('CGA', 'ZH-CN')
    await Promise.resolve()
    await Promise.resolve()
    expect(home.detail).toBeNull()
    resolveList([summary(12, 2026), summary(11, 2025)])
    await opened
    expect(home.detail?.eventEditionId).toBe(12)
    expect(home.canSwitch).toBe(true)
  })

  it('does not ask twice for the same exhibition and language; a new exhibition forgets the choice', async () => {
    const api = fakeApi()
    const home = new HomeStore(api)
    await home.open('CGA', 'ZH-CN')
    await home.open('CGA', 'ZH-CN')
    expect(api.getEventEditionDetail).toHaveBeenCalledTimes(1)
    await home.selectEdition(11)
    expect(home.chosenOtherEditionId).toBe(11)
    await home.open('CGA', 'EN')
    expect(api.getEventEditionDetail).toHaveBeenLastCalledWith({ eventCode: 'CGA', eventEditionId: 11 })
    await home.open('SIE', 'EN')
    expect(api.getEventEditionDetail).toHaveBeenLastCalledWith({ eventCode: 'SIE', eventEditionId: undefined })
  })
})
