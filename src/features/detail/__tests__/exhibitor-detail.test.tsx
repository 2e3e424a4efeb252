import { runInAction } from 'mobx'
import { act, fireEvent, screen, waitFor } from '@testing-library/react'
import { createFakePlanApi, renderWithServices } from '../../../../test-support/render-with-services'
import { detectEnv } from '../../../platform/env'
import type { ExhibitorDetail, ProductDetail } from '../../../../types/api'
import { ApiError } from '../../../services/api'
import { ExhibitorDetailView } from '../components/exhibitor-detail'
import { ProductDetailView } from '../components/product-detail'

// Taro's lazy H5 image watches the viewport; jsdom has no IntersectionObserver.
beforeAll(() => {
  ;(globalThis as { IntersectionObserver?: unknown }).IntersectionObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  }
})

const exhibitor = (over: Partial<ExhibitorDetail> = {}): ExhibitorDetail => ({
  companyProfileId: 1,
  companyProfileName: 'Huadong Machinery Co., Ltd.',
  name: 'Huadong Machinery Co., Ltd.',
  logo: '/media/company/1-200x300.svg',
  logoWidth: 200,
  logoHeight: 300,
  tags: [{ id: 2, label: 'Green' }],
  categories: [{ id: 3, label: 'Pumps & Valves' }],
  divisions: [{ id: 12, eventEditionName: 'Garden & Agriculture Expo 2026' }],
  introduction: 'Founded in 1991.',
  mainProduct: '6-axis Robot, LED Strip',
  contactEmail: 'sales@huadong1.example.com',
  website: 'https://www.huadong1.example.com',
  tel: '+86-21-50004099',
  fax: '',
  address: 'No. 2 Chuangye Road',
  country: 'China',
  hall: 'Hall 2',
  stand: '2A01',
  eventEditionId: 12,
  eventEditionName: 'Garden & Agriculture Expo 2026',
  eventCode: 'CGA',
  collected: 0,
  viewCount: 1,
  collectCount: 0,
  productList: [
    {
      productId: 531,
      productName: 'Huadong Lithium Battery Pack C492',
      logo: '/media/product/531-240x240.svg',
      logoWidth: 240,
      logoHeight: 240,
      companyProfileId: 1,
      companyProfileName: 'Huadong Machinery Co., Ltd.',
      stand: '2A01',
      eventEditionId: 12,
      collected: 0,
      viewCount: 0,
      collectCount: 0,
    },
  ],
  updatedAt: '2025-01-01T00:00:00.000Z',
  ...over,
})

const product = (over: Partial<ProductDetail> = {}): ProductDetail => ({
  productId: 531,
  productName: '华东机械锂电池组 C492',
  name: '华东机械锂电池组 C492',
  logo: '/media/product/531-240x240.svg',
  logoWidth: 240,
  logoHeight: 240,
  images: [{ url: '/media/product/531-240x240.svg', width: 240, height: 240 }],
  introduction: '高效、耐用、节能',
  categories: [{ id: 3, label: '泵阀' }],
  tags: [{ id: 2, label: '绿色环保' }],
  companyProfileId: 1,
  companyProfileName: '华东机械有限公司',
  companyLogo: '/media/company/1-200x300.svg',
  stand: '2A01',
  hall: '2号馆',
  eventEditionId: 12,
  eventEditionName: '2026园林与农业博览会',
  eventCode: 'CGA',
  collected: 0,
  viewCount: 1,
  collectCount: 0,
  updatedAt: '2025-01-01T00:00:00.000Z',
  ...over,
})

function setup(
  options: {
    language?: 'EN' | 'ZH-CN'
    query?: Record<string, string>
    detail?: () => Promise<ExhibitorDetail>
    productDetail?: () => Promise<ProductDetail>
    hasUserInfo?: boolean
  } = {},
) {
  const api = {
    getExhibitorDetail: jest.fn(options.detail ?? (async () => exhibitor())),
    getProductDetail: jest.fn(options.productDetail ?? (async () => product())),
    sendBehaviour: jest.fn(async () => ({ saved: 1 })),
  }
  const navigation = { to: jest.fn(async () => undefined) }
  const collect = jest.fn(async () => ({ collectCnt: 1 }))
  const result = renderWithServices(<ExhibitorDetailView />, {
    language: options.language ?? 'EN',
    planApi: createFakePlanApi({ collect }),
    platform: {
      env: detectEnv('Mozilla/5.0 (X11; Linux x86_64) Chrome/120.0'),
      currentQuery: () => options.query ?? { companyProfileId: '1', eventCode: 'CGA' },
      openLink: jest.fn(),
      dial: jest.fn(),
    },
    services: { api: api as never, navigation: navigation as never },
  })
  result.services.store.context.setIdentity({ userId: 'u-1', hasUserInfo: options.hasUserInfo ?? false })
  return { ...result, api, navigation, collect }
}

describe('exhibitor detail', () => {
  it('shows every field of spec §3 with translated labels, and hides empty ones', async () => {
    setup()
    expect(screen.getByText('Data loading...')).toBeTruthy()
    await screen.findByRole('heading', { name: 'Huadong Machinery Co., Ltd.' })
    for (const text of [
      'Hall 2',
      'Green',
      'Pumps & Valves',
      'Exhibition Year',
      'Founded in 1991.',
      'Main products',
      '6-axis Robot, LED Strip',
      'sales@huadong1.example.com',
      'https://www.huadong1.example.com',
      '+86-21-50004099',
      'No. 2 Chuangye Road',
      'Products (1)',
    ])
      expect(screen.getAllByText(text).length).toBeGreaterThan(0)
    expect(screen.getByRole('link', { name: 'Huadong Lithium Battery Pack C492' })).toBeTruthy()
    expect(screen.getAllByText('Garden & Agriculture Expo 2026').length).toBeGreaterThan(0)
    // fax is empty: no label
    expect(screen.queryByText('Fax')).toBeNull()
    // the stand once, as its link to the map (not beside a text copy, nor again under Contact)
    const once = (selector: string) => document.querySelector(selector)?.textContent?.match(/2A01/g)?.length ?? 0
    expect([once('.detail-page__hero'), once('.info-rows')]).toEqual([1, 0])
    expect(screen.getByRole('link', { name: 'Stand 2A01 · Map' })).toBeTruthy()
    expect(screen.getByRole('heading', { name: 'Garden & Agriculture Expo 2026' })).toBeTruthy()
  })

  it('the phone number dials and the email opens the mail app (tel: / mailto: through the platform)', async () => {
    const { services } = setup()
    await screen.findByRole('heading', { name: 'Huadong Machinery Co., Ltd.' })
    fireEvent.click(screen.getByRole('link', { name: '+86-21-50004099' }))
    expect(services.platform.dial).toHaveBeenCalledWith('+86-21-50004099')
    fireEvent.click(screen.getByRole('link', { name: 'sales@huadong1.example.com' }))
    expect(services.platform.openLink).toHaveBeenCalledWith('mailto:sales@huadong1.example.com')
  })

  it('asks for the id and event code of the query and records one view', async () => {
    const { api } = setup()
    await screen.findByRole('heading', { name: 'Huadong Machinery Co., Ltd.' })
    expect(api.getExhibitorDetail).toHaveBeenCalledWith({ companyProfileId: 1, eventCode: 'CGA' })
    await waitFor(() => expect(api.sendBehaviour).toHaveBeenCalledTimes(1))
    expect(api.sendBehaviour.mock.calls[0]).toEqual([
      expect.objectContaining({
        TARGET: 'exhibitor',
        ACTIONID: 'view',
        CHANNELID: 107,
        USERID: 'u-1',
        EVENTEDITIONID: 12,
        COMPANYPROFILEID: 1,
        URL: '/exhibitors/detail?companyProfileId=1&eventCode=CGA',
      }),
    ])
  })

  it('reloads in the other language without a second view record', async () => {
    const { api, services } = setup()
    await screen.findByRole('heading', { name: 'Huadong Machinery Co., Ltd.' })
    api.getExhibitorDetail.mockResolvedValueOnce(exhibitor({ companyProfileName: '华东机械有限公司' }))
    act(() => services.store.language.setLanguage('ZH-CN'))
    await screen.findByRole('heading', { name: '华东机械有限公司' })
    expect(screen.getByText('公司简介')).toBeTruthy()
    expect(api.getExhibitorDetail).toHaveBeenCalledTimes(2)
    expect(api.sendBehaviour).toHaveBeenCalledTimes(1)
  })

  it('collects and uncollects: labels, toast, heart count, behaviour records', async () => {
    const { collect, services, api } = setup()
    await screen.findByRole('heading', { name: 'Huadong Machinery Co., Ltd.' })
    fireEvent.click(screen.getByRole('button', { name: 'Collect' }))
    await screen.findByRole('button', { name: 'Uncollect' })
    expect(collect).toHaveBeenCalledWith('exhibitor', 1, 1, 'CGA')
    expect(services.store.plan.collectNum).toBe(1)
    expect(services.platform.showToast).toHaveBeenCalledWith('Congratulations, collected successfully', {
      icon: 'none',
    })
    expect(api.sendBehaviour).toHaveBeenLastCalledWith(expect.objectContaining({ ACTIONID: 'collect' }))
    collect.mockResolvedValueOnce({ collectCnt: 0 })
    fireEvent.click(screen.getByRole('button', { name: 'Uncollect' }))
    await screen.findByRole('button', { name: 'Collect' })
    expect(services.store.plan.collectNum).toBe(0)
    expect(api.sendBehaviour).toHaveBeenLastCalledWith(expect.objectContaining({ ACTIONID: 'uncollect' }))
  })

  it('offline: the collect shows at once with its pending mark, and is sent when the network is back (issue 16)', async () => {
    const { collect, services } = setup()
    await screen.findByRole('heading', { name: 'Huadong Machinery Co., Ltd.' })
    act(() => services.store.ui.setOnline(false))
    fireEvent.click(screen.getByRole('button', { name: 'Collect' }))
    await screen.findByRole('button', { name: 'Uncollect (Pending)' })
    expect(screen.getByText('Pending')).toBeTruthy()
    expect(collect).not.toHaveBeenCalled()
    expect(services.store.plan.collectNum).toBe(1)
    await act(async () => {
      services.store.ui.setOnline(true)
      await services.store.plan.idle()
    })
    expect(collect).toHaveBeenCalledWith('exhibitor', 1, 1, 'CGA')
    expect(screen.getByRole('button', { name: 'Uncollect' })).toBeTruthy()
    expect(screen.queryByText('Pending')).toBeNull()
  })

  it('follows a removal made in the plan panel', async () => {
    const { services } = setup({ detail: async () => exhibitor({ collected: 1 }) })
    await screen.findByRole('button', { name: 'Uncollect' })
    // the panel's removal, through the plan store as the panel makes it (the page reads its flagOf)
    const plan = services.store.plan
    runInAction(() => {
      plan.plans = [
        {
          eventEditionId: 12,
          eventEditionName: 'Garden & Agriculture Expo 2026',
          eventCode: 'CGA',
          companyProfileList: [
            {
              companyProfileId: 1,
              companyProfileName: 'Huadong',
              logo: '',
              stand: '2A01',
              collected: 1,
              productList: [],
            },
          ],
        },
      ]
    })
    await act(() => plan.removeExhibitor(1))
    await screen.findByRole('button', { name: 'Collect' })
  })

  it('Consult opens the RFQ form addressed to the exhibitor; its NEW badge goes once used; products open their detail', async () => {
    const { navigation, services, api, unmount } = setup()
    await screen.findByRole('heading', { name: 'Huadong Machinery Co., Ltd.' })
    expect(screen.getByText('NEW')).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Consult' }))
    expect(navigation.to).toHaveBeenCalledWith('/consult/post', { companyProfileId: 1, productId: undefined })
    expect(screen.queryByText('NEW')).toBeNull()
    expect(services.platform.getStorage('__consultUsed__')).toBe('1')
    await waitFor(() =>
      expect(api.sendBehaviour).toHaveBeenCalledWith(expect.objectContaining({ ACTIONID: 'consult' })),
    )
    fireEvent.click(screen.getByRole('link', { name: 'Huadong Lithium Battery Pack C492' }))
    expect(navigation.to).toHaveBeenCalledWith('/exhibits/detail', { productId: 531, eventCode: 'CGA' })
    unmount()
    // on the next visit of any detail page the badge stays gone
    const again = renderWithServices(<ExhibitorDetailView />, { value: services })
    await screen.findByRole('button', { name: 'Consult' })
    expect(screen.queryByText('NEW')).toBeNull()
    again.unmount()
  })

  it('offers notes only to a visitor with user info', async () => {
    setup()
    await screen.findByRole('heading', { name: 'Huadong Machinery Co., Ltd.' })
    expect(screen.queryByRole('button', { name: 'Notes' })).toBeNull()
  })

  it('keeps a note on this device and shows it on the page', async () => {
    const { services } = setup({ hasUserInfo: true })
    await screen.findByRole('heading', { name: 'Huadong Machinery Co., Ltd.' })
    fireEvent.click(screen.getByRole('button', { name: 'Notes' }))
    const dialog = screen.getByRole('dialog', { name: 'My notes' })
    const host = dialog.querySelector('taro-textarea-core')!
    await act(async () => {
      host.dispatchEvent(new CustomEvent('input', { detail: { value: 'Visit on day 2' }, bubbles: true }))
    })
    fireEvent.click(screen.getByRole('button', { name: 'Save' }))
    await screen.findByText('Visit on day 2')
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(services.platform.getStorage('__detailNotes__')).toBe(
      JSON.stringify({ 'u-1:exhibitor:1': 'Visit on day 2' }),
    )
  })

  it('shows the no-data view for an unknown or not viewable exhibitor', async () => {
    setup({ detail: async () => Promise.reject(new ApiError('展会不存在或当前不可查看', 'business')) })
    await screen.findByText('No relevant data')
  })

  it('shows the no-data view without a companyProfileId', async () => {
    const { api } = setup({ query: { eventCode: 'CGA' } })
    await screen.findByText('No relevant data')
    expect(api.getExhibitorDetail).not.toHaveBeenCalled()
  })
})

describe('product detail', () => {
  function setupProduct(over: Partial<ProductDetail> = {}) {
    const api = {
      getExhibitorDetail: jest.fn(async () => exhibitor()),
      getProductDetail: jest.fn(async () => product(over)),
      sendBehaviour: jest.fn(async () => ({ saved: 1 })),
    }
    const navigation = { to: jest.fn(async () => undefined) }
    const collect = jest.fn(async () => ({ collectCnt: 2 }))
    const result = renderWithServices(<ProductDetailView />, {
      language: 'ZH-CN',
      planApi: createFakePlanApi({ collect }),
      platform: {
        env: detectEnv('Mozilla/5.0 (X11; Linux x86_64) Chrome/120.0'),
        currentQuery: () => ({ productId: '531', eventCode: 'CGA' }),
      },
      services: { api: api as never, navigation: navigation as never },
    })
    result.services.store.context.setIdentity({ userId: 'u-1', hasUserInfo: false })
    return { ...result, api, navigation, collect }
  }

  it('Consult from a product page addresses the exhibitor about that product', async () => {
    const { navigation } = setupProduct()
    await screen.findByRole('heading', { name: '华东机械锂电池组 C492' })
    expect(screen.getByText('NEW')).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: '咨询' }))
    expect(navigation.to).toHaveBeenCalledWith('/consult/post', { companyProfileId: 1, productId: 531 })
    expect(screen.queryByText('NEW')).toBeNull()
  })

  it('shows name, introduction, categories, tags, stand and the exhibitor', async () => {
    const { navigation, api } = setupProduct()
    await screen.findByRole('heading', { name: '华东机械锂电池组 C492' })
    for (const text of ['高效、耐用、节能', '泵阀', '绿色环保', '2号馆', '展品信息', '展商', '2026园林与农业博览会'])
      expect(screen.getByText(text)).toBeTruthy()
    // the stand once, as its link to the map (the exhibitor row no longer repeats it)
    expect(document.querySelector('.detail-page__hero')?.textContent?.match(/2A01/g)).toHaveLength(1)
    expect(document.querySelector('.detail-page__exhibitor')?.textContent).not.toMatch(/2A01/)
    expect(screen.getByRole('link', { name: '展位 2A01 · 地图' })).toBeTruthy()
    fireEvent.click(screen.getByRole('link', { name: '华东机械有限公司' }))
    expect(navigation.to).toHaveBeenCalledWith('/exhibitors/detail', { companyProfileId: 1, eventCode: 'CGA' })
    await waitFor(() =>
      expect(api.sendBehaviour).toHaveBeenCalledWith(
        expect.objectContaining({ TARGET: 'product', ACTIONID: 'view', EXTRAS: { productId: 531 } }),
      ),
    )
  })

  it('uses the product labels: Add to my plan / Remove', async () => {
    const { collect } = setupProduct()
    await screen.findByRole('heading', { name: '华东机械锂电池组 C492' })
    fireEvent.click(screen.getByRole('button', { name: '加入我的计划' }))
    await screen.findByRole('button', { name: '移除' })
    expect(collect).toHaveBeenCalledWith('product', 531, 1, 'CGA')
  })
})
