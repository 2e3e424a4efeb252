import { act, fireEvent, screen } from '@testing-library/react'
import {
  createFakePlanApi,
  createMemoryStorage,
  renderWithServices,
} from '../../../../test-support/render-with-services'
import type { CompanyListItem, ProductListItem } from '../../../../types/api'
import type { PlanEdition } from '../../../stores'
import { PlanList } from '..'

const company = (id: number, name: string): CompanyListItem => ({
  companyProfileId: id,
  companyProfileName: name,
  logo: '',
  logoWidth: 4,
  logoHeight: 3,
  stand: `A${id}`,
  hall: 'Hall 1',
  eventEditionId: 1,
  eventEditionName: 'SIE 2026',
  tags: [],
  collected: 1,
  viewCount: 0,
  collectCount: 1,
})

const product = (id: number, name: string, companyProfileId: number): ProductListItem => ({
  productId: id,
  productName: name,
  logo: '',
  logoWidth: 4,
  logoHeight: 3,
  companyProfileId,
  companyProfileName: 'Acme',
  stand: 'A1',
  eventEditionId: 1,
  collected: 1,
  viewCount: 0,
  collectCount: 1,
})

const storePlan: PlanEdition[] = [
  {
    eventEditionId: 1,
    eventEditionName: 'SIE 2026',
    eventCode: 'SIE',
    companyProfileList: [
      {
        companyProfileId: 1,
        companyProfileName: 'Acme',
        logo: '',
        stand: 'A1',
        collected: 1,
        productList: [
          { productId: 11, productName: 'Widget', logo: '' },
          { productId: 12, productName: 'Gadget', logo: '' },
        ],
      },
    ],
  },
]

async function setup(kind: 'exhibitors' | 'exhibits', initial: Array<CompanyListItem | ProductListItem>) {
  // a server in miniature: uncollecting takes the item out of the plan lists
  let list = [...initial]
  const planApi = createFakePlanApi({
    getPlanList: jest.fn(async () => storePlan),
    collect: jest.fn(async (target, id) => {
      list = list.filter((i) => (target === 'product' ? 'productId' in i && i.productId !== id : true))
      return { collectCnt: 1 }
    }),
  })
  const api = {
    getCompanyPlan: jest.fn(async () => list),
    getProductPlan: jest.fn(async () => list),
  }
  const navigation = { to: jest.fn(async () => undefined) }
  const storage = createMemoryStorage({ __language__: 'EN', __eventCode__: 'SIE' })
  const result = renderWithServices(<PlanList kind={kind} />, {
    storage,
    planApi,
    services: { api: api as never, navigation: navigation as never },
  })
  await act(async () => {
    result.services.store.context.setIdentity({ userId: 'u1', hasUserInfo: false })
    result.services.store.ui.setStatusBarHeight(0, false)
  })
  return { ...result, planApi, api, navigation }
}

describe('PlanList', () => {
  it('lists the exhibitor plan with links to the details', async () => {
    const { api, navigation } = await setup('exhibitors', [company(1, 'Acme'), company(2, 'Bolt Co')])
    expect(api.getCompanyPlan).toHaveBeenCalled()
    expect(screen.getAllByRole('link').map((l) => l.getAttribute('aria-label'))).toEqual(['Acme', 'Bolt Co'])
    expect(screen.getByText('Stand A2')).toBeTruthy()
    fireEvent.click(screen.getByRole('link', { name: 'Bolt Co' }))
    expect(navigation.to).toHaveBeenCalledWith('/exhibitors/detail', { companyProfileId: 2, eventCode: 'SIE' })
  })

  it('removes a product after the confirm, with the store rules', async () => {
    const { planApi, services } = await setup('exhibits', [product(11, 'Widget', 1), product(12, 'Gadget', 1)])
    fireEvent.click(screen.getByRole('button', { name: 'Remove Widget from my plan' }))
    expect(screen.getByRole('alertdialog').textContent).toContain('Are you sure you want to remove this plan ?')
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Remove' }))
    })
    expect(planApi.collect).toHaveBeenCalledWith('product', 11, 0, 'SIE')
    expect(screen.queryByRole('link', { name: 'Widget' })).toBeNull()
    expect(services.store.plan.deletePlans.productIds).toEqual([11])
    expect(services.store.plan.collectNum).toBe(1)
  })

  it('shows the empty plan message', async () => {
    await setup('exhibits', [])
    expect(screen.getByText("You haven't added any exhibition plan yet")).toBeTruthy()
  })
})
