import { act, fireEvent, screen } from '@testing-library/react'
import { createMemoryStorage, renderWithServices } from '../../../../test-support/render-with-services'
import { STORAGE_KEYS } from '../../../platform/storage-keys'
import type { Endpoints } from '../../../services/api'
import type { Navigation } from '../../../navigation'
import type { TopBarEvent } from '../../../components/top-bar'
import { HomeView } from '../components/home-view'
import { useHomePage } from '../hooks/use-home-page'

const edition = (id: number, year: number) => ({
  eventEditionId: id,
  eventEditionName: `${year}园林与农业博览会`,
  eventCode: 'CGA',
  exhibitionId: 1,
  exhibitionName: '中国国际园林与农业博览会',
  year,
  startDate: `${year}-04-15`,
  endDate: `${year}-04-18`,
})

const api = {
  getEventEditionDetail: jest.fn(async (q: { eventEditionId?: number }) => ({
    ...edition(q.eventEditionId ?? 12, q.eventEditionId === 11 ? 2025 : 2026),
    venueName: '国家会展中心（上海）',
    address: '上海市青浦区崧泽大道333号',
    introduction: '介绍',
    logo: '',
    banner: '',
    openingHours: '09:00-17:00',
    organiser: '中国园林协会',
    exhibitorCount: 10,
    productCount: 20,
    isCurrent: q.eventEditionId === undefined || q.eventEditionId === 12,
  })),
  getEventEditionList: jest.fn(async () => [edition(12, 2026), edition(11, 2025)]),
} as unknown as Endpoints

// Taro's page hooks need a running Taro page; here the page has no query and shares nothing itself.
jest.mock('@tarojs/taro', () => ({
  ...jest.requireActual('@tarojs/taro'),
  useRouter: () => ({ params: {} }),
  useShareAppMessage: () => undefined,
}))

let topBarEvent: (event: TopBarEvent) => void = () => undefined

/** The page's composition without the frame: the hook plus the view. */
function HomeHarness() {
  const { home, eventCode, share, onTopBarEvent } = useHomePage()
  topBarEvent = onTopBarEvent
  return <HomeView home={home} eventCode={eventCode} onShare={share} />
}

describe('useHomePage inside the native app (top bar mode 1)', () => {
  it('leaves search and share to the top bar; the edition switch (hero, or a top-bar event) opens the sheet, share shares', async () => {
    const share = jest.fn(async () => 'shared' as const)
    const navigation = { to: jest.fn(async () => undefined) } as unknown as Navigation
    renderWithServices(<HomeHarness />, {
      // the stored event code (no eventCode in the page query)
      storage: createMemoryStorage({ [STORAGE_KEYS.eventCode]: 'CGA' }),
      platform: { kind: 'app', share },
      services: { api, navigation },
    })
    await screen.findByRole('heading', { name: '2026园林与农业博览会' })
    expect(screen.queryByRole('search')).toBeNull()
    expect(screen.queryByLabelText('分享')).toBeNull()
    // the edition switch is in the hero in every host: the app's top bar has no room for it
    expect(screen.getByRole('button', { name: /切换届次/ })).toBeTruthy()

    act(() => topBarEvent('switchEdition'))
    fireEvent.click(screen.getByRole('option', { name: /2025/ }))
    expect(await screen.findByRole('heading', { name: '2025园林与农业博览会' })).toBeTruthy()

    act(() => topBarEvent('share'))
    expect(share).toHaveBeenCalledWith({
      title: '2025园林与农业博览会',
      path: '/exhibition/detail?eventCode=CGA&eventEditionId=11',
    })
  })
})
