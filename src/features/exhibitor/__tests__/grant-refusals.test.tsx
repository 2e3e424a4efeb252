import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { Navigation } from '../../../navigation'
import { ApiError } from '../../../services/api'
import { createTestServices, renderWithServices } from '../../../../test-support/render-with-services'
import type { PlatformAdapter } from '../../../platform/types'
import type { ProductInfo } from '../../../../types/api'
import { ExhibitorEditView, ProductEditView } from '..'
import { certifiedStorage, GRANT, INFO, typeInto, valueIn, verifyInForm } from './helpers'

const PRODUCT: ProductInfo = {
  productId: 7,
  companyProfileId: 1,
  nameZh: '水泵',
  nameEn: 'Pump',
  introductionZh: '',
  introductionEn: '',
  logo: '/media/product/7.svg',
  categoryIds: [3],
  pictures: ['/media/product/7.svg'],
  hidden: 0,
}

const refused = (status: 401 | 403) =>
  new ApiError(status === 401 ? 'editTokenMissing' : 'editNotAllowed', 'business', {}, status)

function setup(language: 'EN' | 'ZH-CN' = 'EN', api: Record<string, unknown> = {}) {
  const platform: Partial<PlatformAdapter> = {
    showToast: jest.fn(),
    confirm: jest.fn(async () => true),
    setLeaveAlert: jest.fn(),
    nativeBack: jest.fn(async () => false),
    goBack: jest.fn(() => true),
    replaceQuery: jest.fn(),
    currentQuery: () => ({}),
    currentPath: () => '/exhibitors/edit',
  }
  const fakes = {
    getExhibitorInfo: jest.fn(async () => INFO),
    updateExhibitorInfo: jest.fn(async (body: object) => ({ ...INFO, ...body })),
    getProductInfo: jest.fn(async () => PRODUCT),
    updateProductInfo: jest.fn(async (body: object) => ({ ...PRODUCT, ...body })),
    verifyPhone: jest.fn(async () => ({ ...GRANT, editToken: 'token-2' })),
    sendCode: jest.fn(async () => ({ resendAfter: 60, expiresIn: 300 })),
    getCategory: jest.fn(async () => []),
    getCompanyHomeData: jest.fn(async () => ({ meals: [] })),
    assetUrl: (u: string) => u,
    uploadUrl: () => '/upload/uploadQiNiu',
    ...api,
  }
  const services = createTestServices({
    storage: certifiedStorage(language),
    platform,
    services: { api: fakes as never },
  })
  services.navigation = new Navigation(services.platform, services.store)
  return { api: fakes, platform, services, cert: services.store.certification }
}

const confirmSave = async () => {
  await act(async () => {
    fireEvent.click(document.querySelector('.edit-view__save')!)
  })
  await act(async () => {
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Save' }))
  })
}

describe('a grant that lapses while the form is open', () => {
  it('asks for the phone above the form, keeps what was typed, and saves with the new grant', async () => {
    const { api, services, cert } = setup()
    renderWithServices(<ExhibitorEditView companyProfileId={1} />, { value: services })
    await typeInto('nameEn', 'Huadong Pumps Ltd.')
    await typeInto('introductionEn', 'We make pumps.', 'textarea')
    // the page is shown again three hours later (useDidShow re-reads the clock: back from the photo picker)
    act(() => cert.refresh(Date.now() + 3 * 3600_000))
    expect(cert.current).toBeNull()
    expect(
      await screen.findByText(
        'Your verification has expired: verify your phone again to save. Your changes below are kept.',
      ),
    ).toBeTruthy()
    // the form is still there, with every edit
    expect(valueIn('nameEn')).toBe('Huadong Pumps Ltd.')
    expect(valueIn('introductionEn', 'textarea')).toBe('We make pumps.')
    expect(api.getExhibitorInfo).toHaveBeenCalledTimes(1)
    await verifyInForm()
    expect(api.verifyPhone).toHaveBeenCalledWith({ phone: '13800138000', code: '123456' })
    await waitFor(() => expect(document.querySelector('.phone-verify')).toBeNull())
    expect(screen.getByText('Verified: 138****8000')).toBeTruthy()
    expect(valueIn('nameEn')).toBe('Huadong Pumps Ltd.')
    await confirmSave()
    expect(api.updateExhibitorInfo).toHaveBeenCalledWith(
      { companyProfileId: 1, nameEn: 'Huadong Pumps Ltd.', introductionEn: 'We make pumps.' },
      'token-2',
    )
    // the form was never reloaded (a reload would have reset it)
    expect(api.getExhibitorInfo).toHaveBeenCalledTimes(1)
  })

  it('a save the server refuses (401) forgets the grant and asks above the form; the edits stay', async () => {
    const update = jest
      .fn()
      .mockRejectedValueOnce(refused(401))
      .mockImplementation(async (body: object) => ({ ...INFO, ...body }))
    const { services, cert } = setup('EN', { updateExhibitorInfo: update })
    renderWithServices(<ExhibitorEditView companyProfileId={1} />, { value: services })
    await typeInto('nameEn', 'Huadong Pumps Ltd.')
    await confirmSave()
    expect(cert.certified).toBe(false)
    expect(document.querySelector('.editor-gate__reverify .phone-verify')).not.toBeNull()
    expect(valueIn('nameEn')).toBe('Huadong Pumps Ltd.')
    await verifyInForm()
    await confirmSave()
    expect(update).toHaveBeenLastCalledWith({ companyProfileId: 1, nameEn: 'Huadong Pumps Ltd.' }, 'token-2')
  })

  it('the product form too: lapse, verify, the picture order and names typed are kept', async () => {
    const { api, services, cert } = setup()
    renderWithServices(<ProductEditView productId={7} />, { value: services })
    await typeInto('nameEn', 'Big pump')
    act(() => cert.refresh(Date.now() + 3 * 3600_000))
    await waitFor(() => expect(document.querySelector('.editor-gate__reverify .phone-verify')).not.toBeNull())
    expect(valueIn('nameEn')).toBe('Big pump')
    await verifyInForm()
    await confirmSave()
    expect(api.updateProductInfo).toHaveBeenCalledWith({ productId: 7, nameEn: 'Big pump' }, 'token-2')
    expect(api.getProductInfo).toHaveBeenCalledTimes(1)
  })
})

describe('the server refuses to give the edit page its data', () => {
  it('company, 401: the grant is forgotten and verification offered; after it the company loads', async () => {
    const get = jest
      .fn()
      .mockRejectedValueOnce(refused(401))
      .mockImplementation(async () => INFO)
    const { services, cert } = setup('EN', { getExhibitorInfo: get })
    renderWithServices(<ExhibitorEditView companyProfileId={1} />, { value: services })
    await waitFor(() => expect(cert.grant).toBeNull())
    expect(document.querySelector('.phone-verify')).not.toBeNull()
    expect(screen.queryByText('No relevant data')).toBeNull()
    await verifyInForm()
    await waitFor(() => expect(valueIn('nameEn')).toBe(INFO.nameEn))
    expect(get).toHaveBeenLastCalledWith({ companyProfileId: 1, editToken: 'token-2' })
  })

  it('company, 403: says this phone may not edit it, with the organiser’s contact', async () => {
    const { services } = setup('EN', { getExhibitorInfo: jest.fn().mockRejectedValue(refused(403)) })
    renderWithServices(<ExhibitorEditView companyProfileId={1} />, { value: services })
    expect((await screen.findByRole('alert')).textContent).toBe(
      '138****8000 is not a contact number of this exhibitor. Please contact the organiser, China Garden Association: +86-10-6588-0000, exhibitors@cga.example.com.',
    )
    expect(document.querySelector('[data-field="nameEn"]')).toBeNull()
  })

  it('product, 401: verification offered, then the product loads', async () => {
    const get = jest
      .fn()
      .mockRejectedValueOnce(refused(401))
      .mockImplementation(async () => PRODUCT)
    const { services, cert } = setup('EN', { getProductInfo: get })
    renderWithServices(<ProductEditView productId={7} />, { value: services })
    await waitFor(() => expect(cert.grant).toBeNull())
    expect(screen.getByText('Your verification has expired: please verify your phone again')).toBeTruthy()
    await verifyInForm()
    await waitFor(() => expect(valueIn('nameEn')).toBe('Pump'))
    expect(get).toHaveBeenLastCalledWith({ productId: 7, editToken: 'token-2' })
  })

  it('product of another exhibitor, 403: the organiser’s contact, in Chinese too; another phone may try', async () => {
    const get = jest.fn().mockRejectedValue(refused(403))
    const { services, cert } = setup('ZH-CN', { getProductInfo: get })
    renderWithServices(<ProductEditView productId={9} />, { value: services })
    expect((await screen.findByRole('alert')).textContent).toBe(
      '138****8000 不是该展商的联系电话。请联系主办方China Garden Association：+86-10-6588-0000，exhibitors@cga.example.com。',
    )
    expect(screen.queryByText('暂无相关数据')).toBeNull()
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: '更换手机号' }))
    })
    expect(cert.grant).toBeNull()
    await verifyInForm()
    await waitFor(() => expect(get).toHaveBeenCalledTimes(2))
    expect(get).toHaveBeenLastCalledWith({ productId: 9, editToken: 'token-2' })
  })
})

describe('the way to my exhibitor information', () => {
  it.each([
    ['EN', 'My exhibitor information'],
    ['ZH-CN', '我的展商信息'],
  ] as const)('the edit pages link to /exhibition/my-detail (%s)', async (language, name) => {
    const { services } = setup(language)
    const to = jest.spyOn(services.navigation, 'to').mockResolvedValue()
    renderWithServices(<ProductEditView productId={7} />, { value: services })
    await waitFor(() => expect(valueIn('nameEn')).toBe('Pump'))
    await act(async () => {
      fireEvent.click(screen.getByRole('link', { name }))
    })
    expect(to).toHaveBeenCalledWith('/exhibition/my-detail')
  })
})
