import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import {
  createFakePlanApi,
  createMemoryStorage,
  renderWithServices,
} from '../../../../test-support/render-with-services'
import type { PlanEdition } from '../../../stores'
import { countPlan } from '../../../stores/plan-store'
import { PlanPanel } from '../plan-panel'

const samplePlans = (): PlanEdition[] => [
  {
    eventEditionId: 12,
    eventEditionName: 'SIE 2026',
    eventCode: 'SIE',
    companyProfileList: [
      {
        companyProfileId: 101,
        companyProfileName: 'Huadong Machinery',
        logo: '/media/company/101-4x3.svg',
        stand: 'A1-01',
        collected: 1,
        productList: [
          { productId: 501, productName: 'Lathe X1', logo: '' },
          { productId: 502, productName: 'Drill D2', logo: '' },
        ],
      },
      {
        companyProfileId: 102,
        companyProfileName: 'Nanjing Optics',
        logo: '',
        stand: 'B2-10',
        collected: 1,
        productList: [],
      },
    ],
  },
  {
    eventEditionId: 11,
    eventEditionName: 'SIE 2025',
    eventCode: 'SIE',
    companyProfileList: [
      {
        companyProfileId: 201,
        companyProfileName: 'Old Friend Ltd',
        logo: '',
        stand: 'C3',
        collected: 0,
        productList: [{ productId: 601, productName: 'Valve V', logo: '' }],
      },
    ],
  },
]

function setup(plans: PlanEdition[] = samplePlans(), collectCnt = 3) {
  const planApi = createFakePlanApi({
    getPlanList: jest.fn(async () => plans),
    collect: jest.fn(async () => ({ collectCnt })),
  })
  const navigation = { to: jest.fn(async () => undefined) }
  const api = { planPdfUrl: jest.fn(() => 'http://x/api/v1/plan/pdf?eventCode=SIE'), sendPlanEmail: jest.fn() }
  const downloadFile = jest.fn(async () => undefined)
  const storage = createMemoryStorage({ __language__: 'EN', __eventCode__: 'SIE' })
  const result = renderWithServices(<PlanPanel />, {
    storage,
    planApi,
    platform: { downloadFile, canDownloadFiles: () => true },
    services: { navigation: navigation as never, api: api as never },
  })
  return { ...result, planApi, navigation, api, downloadFile }
}

async function openPanel(services: ReturnType<typeof setup>['services']) {
  await act(async () => {
    void services.store.plan.openPanel()
  })
}

describe('PlanPanel', () => {
  it('groups the plan by edition, exhibitors with their nested products', async () => {
    const { services } = setup()
    await openPanel(services)
    expect(services.store.ui.planPanelOpen).toBe(true)
    expect(screen.getByRole('button', { name: 'Route' })).toBeTruthy()
    const groups = screen.getAllByRole('group')
    expect(groups.map((g) => within(g).getByRole('heading').textContent)).toEqual(['SIE 2026', 'SIE 2025'])
    const first = within(groups[0])
    // each stand is a link to the venue map too (checked below)
    const nameLinks = first.getAllByRole('link').filter((l) => !l.getAttribute('data-stand'))
    expect(
      first
        .getAllByRole('link')
        .filter((l) => l.getAttribute('data-stand'))
        .map((l) => l.getAttribute('data-stand')),
    ).toEqual(['A1-01', 'B2-10'])
    expect(nameLinks.map((l) => l.getAttribute('aria-label'))).toEqual([
      'Huadong Machinery',
      'Lathe X1',
      'Drill D2',
      'Nanjing Optics',
    ])
    expect(first.getByText('Stand A1-01')).toBeTruthy()
    expect(within(groups[1]).getByRole('link', { name: 'Valve V' })).toBeTruthy()
    // the only share icon is the email one; the PDF is a labelled button
    expect(screen.getByRole('button', { name: 'Email' })).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Download my plan (PDF)' })).toBeTruthy()
  })

  it('marks an exhibitor its contacts changed since the visitor last opened it "Updated" (issue 14)', async () => {
    const plans = samplePlans()
    plans[0]!.companyProfileList[1]!.updated = 1
    const { services } = setup(plans)
    await openPanel(services)
    expect(screen.getAllByText('Updated')).toHaveLength(1)
    expect(within(screen.getByRole('link', { name: 'Nanjing Optics' })).getByText('Updated')).toBeTruthy()
    expect(within(screen.getByRole('link', { name: 'Huadong Machinery' })).queryByText('Updated')).toBeNull()
  })

  it('links exhibitors and products to their details with the stored eventCode, closing the panel', async () => {
    const { services, navigation } = setup()
    await openPanel(services)
    fireEvent.click(screen.getByRole('link', { name: 'Huadong Machinery' }))
    expect(navigation.to).toHaveBeenCalledWith('/exhibitors/detail', { companyProfileId: 101, eventCode: 'SIE' })
    expect(services.store.ui.planPanelOpen).toBe(false)
    fireEvent.click(screen.getByRole('link', { name: 'Drill D2' }))
    expect(navigation.to).toHaveBeenCalledWith('/exhibits/detail', { productId: 502, eventCode: 'SIE' })
  })

  it('asks before removing a product and takes the count from the server', async () => {
    const { services, planApi } = setup(samplePlans(), 4)
    await openPanel(services)
    fireEvent.click(screen.getByRole('button', { name: 'Remove Lathe X1 from my plan' }))
    expect(screen.getByRole('alertdialog').textContent).toContain('Are you sure you want to remove this plan ?')
    // cancel keeps it
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }))
    expect(screen.queryByRole('alertdialog')).toBeNull()
    expect(planApi.collect).not.toHaveBeenCalled()

    fireEvent.click(screen.getByRole('button', { name: 'Remove Lathe X1 from my plan' }))
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Remove' }))
    })
    expect(planApi.collect).toHaveBeenCalledWith('product', 501, 0, 'SIE')
    expect(screen.queryByRole('link', { name: 'Lathe X1' })).toBeNull()
    expect(screen.getByRole('link', { name: 'Drill D2' })).toBeTruthy()
    expect(services.store.plan.collectNum).toBe(4)
    expect(services.store.plan.deletePlans.productIds).toEqual([501])
  })

  it('offline: a removal is gone at once and the panel says how many changes wait for the network (issue 16)', async () => {
    const { services, planApi } = setup()
    act(() => services.store.context.setIdentity({ userId: 'u1', hasUserInfo: false }))
    await openPanel(services)
    act(() => services.store.ui.setOnline(false))
    expect(screen.queryByRole('status')).toBeNull()
    fireEvent.click(screen.getByRole('button', { name: 'Remove Nanjing Optics from my plan' }))
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Remove' }))
    })
    expect(planApi.collect).not.toHaveBeenCalled()
    expect(screen.queryByRole('link', { name: 'Nanjing Optics' })).toBeNull()
    expect(screen.getByRole('status').textContent).toBe(
      "Plan changes waiting for the network: 1. They will be sent when you're back online",
    )
    await act(async () => {
      services.store.ui.setOnline(true)
      await services.store.plan.idle()
    })
    expect(planApi.collect).toHaveBeenCalledWith('exhibitor', 102, 0, 'SIE')
    expect(screen.queryByRole('status')).toBeNull()
  })

  it('removing the last exhibitor of an edition removes the edition; its products go with it', async () => {
    const { services, planApi } = setup(samplePlans(), 2)
    await openPanel(services)
    fireEvent.click(screen.getByRole('button', { name: 'Remove Old Friend Ltd from my plan' }))
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Remove' }))
    })
    // the product is uncollected on the server too, then the exhibitor
    expect(planApi.collect).toHaveBeenNthCalledWith(1, 'product', 601, 0, 'SIE')
    expect(planApi.collect).toHaveBeenNthCalledWith(2, 'exhibitor', 201, 0, 'SIE')
    expect(screen.getAllByRole('group')).toHaveLength(1)
    expect(screen.queryByText('SIE 2025')).toBeNull()
    expect(services.store.plan.deletePlans).toEqual({ exhibitorIds: [201], productIds: [601] })
    expect(services.store.plan.collectNum).toBe(2)
  })

  it('removing the last product removes its exhibitor', async () => {
    const { services } = setup()
    await openPanel(services)
    fireEvent.click(screen.getByRole('button', { name: 'Remove Valve V from my plan' }))
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Remove' }))
    })
    expect(screen.queryByRole('link', { name: 'Old Friend Ltd' })).toBeNull()
    expect(screen.queryByText('SIE 2025')).toBeNull()
  })

  it('shows the empty-plan message and no PDF button when the plan is empty', async () => {
    const { services } = setup([])
    await openPanel(services)
    expect(screen.getByText("You haven't added any exhibition plan yet")).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Download my plan (PDF)' })).toBeNull()
    // nothing to walk to: no Route (it used to show and do nothing visible)
    expect(screen.queryByRole('button', { name: 'Route' })).toBeNull()
  })

  it('shows the loading notice while the plan loads', async () => {
    let resolve: (plans: PlanEdition[]) => void = () => undefined
    const planApi = createFakePlanApi({ getPlanList: jest.fn(() => new Promise<PlanEdition[]>((r) => (resolve = r))) })
    const { services } = renderWithServices(<PlanPanel />, { language: 'EN', planApi })
    act(() => void services.store.plan.openPanel())
    expect(screen.getByText('Data loading...')).toBeTruthy()
    await act(async () => resolve(samplePlans()))
    expect(screen.queryByText('Data loading...')).toBeNull()
    expect(screen.getByText('SIE 2026')).toBeTruthy()
  })

  it('opening clears deletePlans and reloads only when the update flag is set', async () => {
    const { services, planApi } = setup()
    await openPanel(services)
    expect(planApi.getPlanList).toHaveBeenCalledTimes(1)
    fireEvent.click(screen.getByRole('button', { name: 'Remove Lathe X1 from my plan' }))
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Remove' }))
    })
    expect(services.store.plan.deletePlans.productIds).toEqual([501])
    await openPanel(services)
    expect(services.store.plan.deletePlans.productIds).toEqual([])
    expect(planApi.getPlanList).toHaveBeenCalledTimes(1)
    act(() => services.store.plan.flagMenuUpdate())
    await openPanel(services)
    expect(planApi.getPlanList).toHaveBeenCalledTimes(2)
  })

  it('back and the mask close the panel', async () => {
    const { services } = setup()
    await openPanel(services)
    fireEvent.click(screen.getByRole('button', { name: 'Back' }))
    expect(services.store.ui.planPanelOpen).toBe(false)
    await openPanel(services)
    fireEvent.click(document.querySelector('.plan-panel__mask')!)
    expect(services.store.ui.planPanelOpen).toBe(false)
  })

  it('downloads the PDF with a toast before, and "Download failed" on failure', async () => {
    const { services, downloadFile, api } = setup()
    await openPanel(services)
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Download my plan (PDF)' }))
    })
    expect(services.platform.showToast).toHaveBeenCalledWith('Your show plan PDF will start downloading shortly', {
      icon: 'none',
    })
    expect(downloadFile).toHaveBeenCalledWith(api.planPdfUrl.mock.results[0].value, 'show-plan.pdf')

    downloadFile.mockRejectedValueOnce(new Error('HTTP 500'))
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined)
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Download my plan (PDF)' }))
    })
    await waitFor(() =>
      expect(services.platform.showToast).toHaveBeenLastCalledWith('Download failed', { icon: 'none' }),
    )
    warn.mockRestore()
  })

  it('opens the email panel from the email icon', async () => {
    const { services } = setup()
    await openPanel(services)
    fireEvent.click(screen.getByRole('button', { name: 'Email' }))
    expect(screen.getByRole('dialog', { name: 'Send my plan by email' })).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Close' }))
    expect(screen.queryByRole('dialog', { name: 'Send my plan by email' })).toBeNull()
  })
})

describe('countPlan', () => {
  it('counts collected exhibitors and every product (what collectCnt counts)', () => {
    expect(countPlan(samplePlans())).toBe(2 + 2 + 1)
    expect(countPlan([])).toBe(0)
  })
})
