// "Is this collected" has one source, the plan store's flagOf (issue 24 item 3): a removal in the
// My Plan panel shows on the cards of the list and of the search results without either of them
// copying it into its items. These tests render the panel beside the screens, as the app does.
import { act, fireEvent, screen, waitFor } from '@testing-library/react'
import type { ReactElement } from 'react'
import { createFakePlanApi, createMemoryStorage, renderWithServices } from '../../test-support/render-with-services'
import type { CompanyListItem, ListPage, ProductListItem } from '../../types/api'
import { PlanPanel } from '../components/plan-panel/plan-panel'
import { DirectoryList } from '../features/directory'
import { SearchResultsView } from '../features/search'
import type { PlanEdition } from '../stores'

// Taro's lazy H5 image watches the viewport; jsdom has no IntersectionObserver.
beforeAll(() => {
  ;(globalThis as { IntersectionObserver?: unknown }).IntersectionObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  }
})

const company: CompanyListItem = {
  companyProfileId: 101,
  companyProfileName: 'Huadong Machinery',
  logo: '',
  logoWidth: 200,
  logoHeight: 300,
  stand: 'A1-01',
  hall: 'Hall 1',
  eventEditionId: 12,
  eventEditionName: 'SIE 2026',
  tags: [],
  collected: 1,
  viewCount: 0,
  collectCount: 1,
}
const product: ProductListItem = {
  productId: 501,
  productName: 'Lathe X1',
  logo: '',
  logoWidth: 240,
  logoHeight: 240,
  companyProfileId: 101,
  companyProfileName: 'Huadong Machinery',
  stand: 'A1-01',
  eventEditionId: 12,
  collected: 1,
  viewCount: 0,
  collectCount: 1,
}
const page = <T,>(list: T[]): ListPage<T> => ({ list, total: list.length, pageNo: 1, pageSize: 20, hasMore: false })

/** The server's plan: the exhibitor, collected itself, with one of its products. */
const plans = (): PlanEdition[] => [
  {
    eventEditionId: 12,
    eventEditionName: 'SIE 2026',
    eventCode: 'SIE',
    companyProfileList: [
      {
        companyProfileId: 101,
        companyProfileName: 'Huadong Machinery',
        logo: '',
        stand: 'A1-01',
        collected: 1,
        productList: [{ productId: 501, productName: 'Lathe X1', logo: '' }],
      },
    ],
  },
]

function setup(screenUnderPanel: ReactElement, query: Record<string, string> = {}) {
  const api = {
    listCompanies: jest.fn(async () => page([company])),
    listProducts: jest.fn(async () => page([product])),
    getCompanyHomeData: jest.fn(async () => ({})),
    getProductHomeData: jest.fn(async () => ({})),
    assetUrl: (path: string) => path,
  }
  const planApi = createFakePlanApi({
    getPlanList: jest.fn(async () => plans()),
    collect: jest.fn(async () => ({ collectCnt: 1 })),
  })
  const result = renderWithServices(
    <>
      {screenUnderPanel}
      <PlanPanel />
    </>,
    {
      storage: createMemoryStorage({ __language__: 'EN', __eventCode__: 'SIE' }),
      planApi,
      platform: { currentQuery: () => query, replaceQuery: jest.fn() },
      services: { api: api as never, navigation: { to: jest.fn(async () => undefined) } as never },
    },
  )
  return { ...result, planApi }
}

/** The card of an item in the grid (the panel's entries are links too, without data-collected). */
async function card(name: string): Promise<HTMLElement> {
  const links = await screen.findAllByRole('link', { name })
  const found = links.find((l) => l.classList.contains('directory-card'))
  if (!found) throw new Error(`no card for ${name}`)
  return found
}

async function removeInPanel(services: ReturnType<typeof setup>['services'], name: string) {
  await act(async () => {
    await services.store.plan.openPanel()
  })
  fireEvent.click(screen.getByRole('button', { name: `Remove ${name} from my plan` }))
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Remove' }))
  })
}

describe('one source for "is this collected"', () => {
  it('a removal in the panel un-marks the card in the exhibitors list', async () => {
    const { services, planApi } = setup(<DirectoryList kind='exhibitors' />)
    expect((await card('Huadong Machinery')).getAttribute('data-collected')).toBe('1')
    await removeInPanel(services, 'Huadong Machinery')
    expect(planApi.collect).toHaveBeenCalledWith('exhibitor', 101, 0, 'SIE')
    await waitFor(async () => expect((await card('Huadong Machinery')).getAttribute('data-collected')).toBe('0'))
  })

  it('a removal in the panel un-marks the cards in the search results, on both tabs', async () => {
    const { services } = setup(<SearchResultsView />, { keyword: 'huadong' })
    expect((await card('Huadong Machinery')).getAttribute('data-collected')).toBe('1')
    // the exhibitor with its products: both are uncollected
    await removeInPanel(services, 'Huadong Machinery')
    await waitFor(async () => expect((await card('Huadong Machinery')).getAttribute('data-collected')).toBe('0'))
    fireEvent.click(screen.getByRole('tab', { name: 'Products (1)' }))
    expect((await card('Lathe X1')).getAttribute('data-collected')).toBe('0')
  })

  it('removing a product un-marks it; its exhibitor, collected itself, stays listed and marked', async () => {
    const { services, planApi } = setup(<SearchResultsView />, { keyword: 'huadong', tab: 'products' })
    expect((await card('Lathe X1')).getAttribute('data-collected')).toBe('1')
    await removeInPanel(services, 'Lathe X1')
    expect(planApi.collect).toHaveBeenCalledTimes(1)
    expect(planApi.collect).toHaveBeenCalledWith('product', 501, 0, 'SIE')
    await waitFor(async () => expect((await card('Lathe X1')).getAttribute('data-collected')).toBe('0'))
    // the panel still lists the exhibitor and is not "empty"; the heart counts it
    expect(screen.getByRole('link', { name: 'Huadong Machinery' })).toBeTruthy()
    expect(services.store.plan.isEmpty).toBe(false)
    expect(services.store.plan.collectNum).toBe(1)
    fireEvent.click(screen.getByRole('tab', { name: 'Exhibitors (1)' }))
    expect((await card('Huadong Machinery')).getAttribute('data-collected')).toBe('1')
  })
})
