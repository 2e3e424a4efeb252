import { fireEvent, screen } from '@testing-library/react'
import { createMemoryStorage, renderWithServices } from '../../../../test-support/render-with-services'
import type { CompanyListItem, ListPage, ProductListItem } from '../../../../types/api'
import { SearchResultsView } from '../components/search-results'

// Taro's lazy H5 image watches the viewport; jsdom has no IntersectionObserver.
beforeAll(() => {
  ;(globalThis as { IntersectionObserver?: unknown }).IntersectionObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  }
})

const company: CompanyListItem = {
  companyProfileId: 1,
  companyProfileName: '华东机械有限公司',
  logo: '/media/company/1-200x300.svg',
  logoWidth: 200,
  logoHeight: 300,
  stand: '2A01',
  hall: '2号馆',
  eventEditionId: 12,
  eventEditionName: '2026园林与农业博览会',
  tags: [],
  collected: 0,
  viewCount: 0,
  collectCount: 0,
}
const productItem: ProductListItem = {
  productId: 531,
  productName: '华东机械锂电池组 C492',
  logo: '/media/product/531-240x240.svg',
  logoWidth: 240,
  logoHeight: 240,
  companyProfileId: 1,
  companyProfileName: '华东机械有限公司',
  stand: '2A01',
  eventEditionId: 12,
  collected: 0,
  viewCount: 0,
  collectCount: 0,
}
const page = <T,>(list: T[]): ListPage<T> => ({ list, total: list.length, pageNo: 1, pageSize: 20, hasMore: false })

function setup(keyword: string, found: boolean | 'products' = true, query: Record<string, string> = {}) {
  const api = {
    listCompanies: jest.fn(async () => page(found === true ? [company] : [])),
    listProducts: jest.fn(async () => page(found ? [productItem, { ...productItem, productId: 532 }] : [])),
    assetUrl: (path: string) => path,
  }
  const navigation = { to: jest.fn(async () => undefined) }
  const result = renderWithServices(<SearchResultsView />, {
    storage: createMemoryStorage({ __language__: 'ZH-CN', __eventCode__: 'CGA' }),
    platform: { currentQuery: () => ({ keyword, ...query }), replaceQuery: jest.fn() },
    services: { api: api as never, navigation: navigation as never },
  })
  return { ...result, api, navigation }
}

describe('/search/all', () => {
  it('searches exhibitors and products by name and shows both counts', async () => {
    const { api, navigation } = setup('hdjx')
    await screen.findByRole('tab', { name: '展商（1）' })
    await screen.findByRole('tab', { name: '展品（2）' })
    expect(api.listCompanies).toHaveBeenCalledWith(
      expect.objectContaining({ pageNo: 1 }),
      expect.objectContaining({ companyProfileName: 'hdjx' }),
    )
    expect(api.listProducts).toHaveBeenCalledWith(
      expect.objectContaining({ pageNo: 1 }),
      expect.objectContaining({ productName: 'hdjx' }),
    )
    fireEvent.click(await screen.findByRole('link', { name: '华东机械有限公司' }))
    expect(navigation.to).toHaveBeenCalledWith('/exhibitors/detail', { companyProfileId: 1, eventCode: 'CGA' })
    fireEvent.click(screen.getByRole('tab', { name: '展品（2）' }))
    expect((await screen.findAllByRole('link', { name: '华东机械锂电池组 C492' })).length).toBe(2)
  })

  it('opens on the tab that has results: a keyword found only among exhibits opens on Exhibits', async () => {
    setup('hydraulic', 'products')
    const products = await screen.findByRole('tab', { name: '展品（2）' })
    expect(screen.getByRole('tab', { name: '展商（0）' }).getAttribute('aria-selected')).toBe('false')
    expect(products.getAttribute('aria-selected')).toBe('true')
    expect((await screen.findAllByRole('link', { name: '华东机械锂电池组 C492' })).length).toBe(2)
  })

  it('a tab the visitor chose (kept in the address) stays chosen, even without results', async () => {
    const { platform } = setup('hydraulic', 'products', { tab: 'exhibitors' }).services
    const exhibitors = await screen.findByRole('tab', { name: '展商（0）' })
    expect(exhibitors.getAttribute('aria-selected')).toBe('true')
    fireEvent.click(await screen.findByRole('tab', { name: '展品（2）' }))
    expect(platform.replaceQuery).toHaveBeenCalledWith({ tab: 'products' })
  })

  it.each([
    ['ZH-CN', '匹配展品'],
    ['EN', 'Matches a product'],
  ])('an exhibitor found through one of its products says so on its card (%s)', async (language, marker) => {
    const viaProduct: CompanyListItem = {
      ...company,
      companyProfileId: 2,
      companyProfileName: 'Hefei Ruifeng Moulds',
      matchesProduct: 1,
    }
    const api = {
      listCompanies: jest.fn(async () => page([company, viaProduct])),
      listProducts: jest.fn(async () => page<ProductListItem>([])),
      assetUrl: (path: string) => path,
    }
    renderWithServices(<SearchResultsView />, {
      storage: createMemoryStorage({ __language__: language, __eventCode__: 'CGA' }),
      platform: { currentQuery: () => ({ keyword: 'robot' }), replaceQuery: jest.fn() },
      services: { api: api as never, navigation: { to: jest.fn() } as never },
    })
    const marked = await screen.findByRole('link', { name: 'Hefei Ruifeng Moulds' })
    expect(marked.textContent).toContain(marker)
    // found by its own name: no marker
    const byName = screen.getByRole('link', { name: '华东机械有限公司' })
    expect(byName.textContent).not.toContain(marker)
    expect(screen.getAllByText(marker)).toHaveLength(1)
  })

  it('shows the no-data view when nothing matches', async () => {
    setup('zzzz', false)
    await screen.findByRole('tab', { name: '展商（0）' })
    expect(screen.getByText('暂无相关数据')).toBeTruthy()
  })

  it('shows the no-data view without a keyword, and asks nothing', async () => {
    const { api } = setup('')
    expect(screen.getByText('暂无相关数据')).toBeTruthy()
    expect(api.listCompanies).not.toHaveBeenCalled()
  })
})
