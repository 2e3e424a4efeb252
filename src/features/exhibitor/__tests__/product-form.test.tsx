import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { Navigation } from '../../../navigation'
import { ApiError } from '../../../services/api'
import { createTestServices, renderWithServices } from '../../../../test-support/render-with-services'
import type { LocalImage, PlatformAdapter, UploadRequest } from '../../../platform/types'
import type { ProductInfo } from '../../../../types/api'
import { ProductEditView } from '..'
import { certifiedStorage, typeInto, valueIn } from './helpers'

const PRODUCT: ProductInfo = {
  productId: 7,
  companyProfileId: 1,
  nameZh: '水泵',
  nameEn: 'Pump',
  introductionZh: '',
  introductionEn: '',
  logo: '/uploads/p1.jpg',
  categoryIds: [3],
  pictures: ['/uploads/p1.jpg', '/uploads/p2.jpg', '/uploads/p3.jpg'],
  hidden: 0,
}

const answer = (url: string) =>
  JSON.stringify({ result: 'OK', resultList: { url, key: url, mime: 'image/jpeg', size: 1 } })

function setup(api: Record<string, unknown> = {}) {
  const chosen: LocalImage[][] = []
  const platform: Partial<PlatformAdapter> = {
    showToast: jest.fn(),
    confirm: jest.fn(async () => true),
    setLeaveAlert: jest.fn(),
    nativeBack: jest.fn(async () => false),
    goBack: jest.fn(() => true),
    replaceQuery: jest.fn(),
    currentQuery: () => ({}),
    currentPath: () => '/exhibits/edit',
    chooseImages: jest.fn(async () => chosen.shift() ?? []),
    fitImage: jest.fn(async (image: LocalImage) => image),
    releaseImage: jest.fn(),
    previewImage: jest.fn(),
    uploadFile: jest.fn(async (request: UploadRequest) => ({
      statusCode: 200,
      data: answer(`/uploads/${String(request.image.file)}.jpg`),
    })),
  }
  const fakes = {
    getProductInfo: jest.fn(async () => PRODUCT),
    updateProductInfo: jest.fn(async (body: object) => ({ ...PRODUCT, ...body })),
    addProductInfo: jest.fn(async (body: object) => ({ ...PRODUCT, ...body, productId: 42 })),
    getCategory: jest.fn(async () => [
      {
        id: 1,
        label: 'Machinery',
        names: {},
        parentId: null,
        children: [{ id: 3, label: 'Pumps', names: {}, parentId: 1, children: [] }],
      },
    ]),
    assetUrl: (u: string) => u,
    uploadUrl: () => '/upload/uploadQiNiu',
    ...api,
  }
  const services = createTestServices({ storage: certifiedStorage('EN'), platform, services: { api: fakes as never } })
  services.navigation = new Navigation(services.platform, services.store)
  const pick = (...names: string[]) => chosen.push(names.map((n) => ({ src: `blob:${n}`, size: 1000, file: n })))
  return { api: fakes, platform, services, pick }
}

const tap = async (name: string) => {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name }))
  })
}
const shownPictures = () =>
  Array.from(document.querySelectorAll('[data-field="pictures"] [role=button][aria-label^="View picture"]')).map(
    (el) => el.querySelector('img, taro-image-core')?.getAttribute('src') ?? '',
  )
const saveAndConfirm = async () => {
  await act(async () => {
    fireEvent.click(document.querySelector('.edit-view__save')!)
  })
  const review = await screen.findByRole('alertdialog')
  const text = review.textContent
  await act(async () => {
    fireEvent.click(within(review).getByRole('button', { name: 'Save' }))
  })
  return text
}

describe('the product edit form', () => {
  it('adds a product: pictures added, reordered and removed, names typed, reviewed, then sent in that order', async () => {
    const { api, platform, services, pick } = setup()
    renderWithServices(<ProductEditView companyProfileId={1} />, { value: services })
    expect(await screen.findByText('Add a product')).toBeTruthy()
    // no "hide" for a product that does not exist yet
    expect(document.querySelector('[data-field="hidden"]')).toBeNull()
    // one at a time, as the album hands them over (each lands before the next is chosen)
    for (const name of ['a', 'b', 'c']) {
      pick(name)
      await tap('Add picture')
      await waitFor(() => expect(shownPictures()).toContain(`/uploads/${name}.jpg`))
    }
    await waitFor(() => expect(shownPictures()).toEqual(['/uploads/a.jpg', '/uploads/b.jpg', '/uploads/c.jpg']))
    await tap('Move picture 3 earlier')
    expect(shownPictures()).toEqual(['/uploads/a.jpg', '/uploads/c.jpg', '/uploads/b.jpg'])
    await tap('Remove picture 1')
    expect(shownPictures()).toEqual(['/uploads/c.jpg', '/uploads/b.jpg'])
    await typeInto('nameZh', '新型水泵')
    await typeInto('nameEn', 'New pump')
    const review = await saveAndConfirm()
    expect(review).toContain('Name (Chinese): (empty) → 新型水泵')
    expect(review).toContain('Name (English): (empty) → New pump')
    expect(review).toContain('Pictures: changed')
    expect(api.addProductInfo).toHaveBeenCalledWith(
      {
        companyProfileId: 1,
        nameZh: '新型水泵',
        nameEn: 'New pump',
        introductionZh: '',
        introductionEn: '',
        categoryIds: [],
        pictures: ['/uploads/c.jpg', '/uploads/b.jpg'],
      },
      'token-1',
    )
    expect(platform.showToast).toHaveBeenLastCalledWith('Product added: visitors see it now')
    // from now on the page edits the product it created: a second save changes it, not a duplicate
    expect(platform.replaceQuery).toHaveBeenCalledWith({ productId: '42', companyProfileId: undefined })
    await waitFor(() => expect(document.querySelector('[data-field="hidden"]')).not.toBeNull())
    await typeInto('nameEn', 'New water pump')
    await saveAndConfirm()
    expect(api.addProductInfo).toHaveBeenCalledTimes(1)
    expect(api.updateProductInfo).toHaveBeenCalledWith({ productId: 42, nameEn: 'New water pump' }, 'token-1')
  })

  it('hides a product and reorders its pictures; a failed save keeps all of it, the retry sends it', async () => {
    const update = jest
      .fn()
      .mockRejectedValueOnce(new ApiError('Network error', 'network'))
      .mockImplementation(async (body: object) => ({ ...PRODUCT, ...body }))
    const { platform, services } = setup({ updateProductInfo: update })
    renderWithServices(<ProductEditView productId={7} />, { value: services })
    await waitFor(() => expect(valueIn('nameEn')).toBe('Pump'))
    await tap('Move picture 3 earlier')
    await tap('Remove picture 1')
    expect(shownPictures()).toEqual(['/uploads/p3.jpg', '/uploads/p2.jpg'])
    const hide = screen.getByRole('switch', { name: 'Hidden from visitors' })
    await act(async () => {
      fireEvent.click(hide)
    })
    expect(hide.getAttribute('aria-checked')).toBe('true')
    await typeInto('nameEn', 'Old pump')
    const review = await saveAndConfirm()
    expect(review).toContain('Pictures: changed')
    expect(review).toContain('Visibility: changed')
    const sent = { productId: 7, nameEn: 'Old pump', pictures: ['/uploads/p3.jpg', '/uploads/p2.jpg'], hidden: 1 }
    expect(update).toHaveBeenCalledWith(sent, 'token-1')
    expect(platform.showToast).toHaveBeenLastCalledWith('Not saved: your changes are kept')
    // everything is still there
    expect(shownPictures()).toEqual(['/uploads/p3.jpg', '/uploads/p2.jpg'])
    expect(screen.getByRole('switch', { name: 'Hidden from visitors' }).getAttribute('aria-checked')).toBe('true')
    expect(valueIn('nameEn')).toBe('Old pump')
    await saveAndConfirm()
    expect(update).toHaveBeenLastCalledWith(sent, 'token-1')
    expect(platform.showToast).toHaveBeenLastCalledWith('Saved: visitors see it now')
  })

  it('a product needs a picture and a Chinese name: nothing is sent until they are there', async () => {
    const { api, services } = setup()
    renderWithServices(<ProductEditView companyProfileId={1} />, { value: services })
    await typeInto('nameEn', 'Pump')
    await act(async () => {
      fireEvent.click(document.querySelector('.edit-view__save')!)
    })
    expect(screen.queryByRole('alertdialog')).toBeNull()
    expect(api.addProductInfo).not.toHaveBeenCalled()
    expect(document.querySelector('[data-field="nameZh"] [role=alert]')?.textContent).toBe(
      'Please enter the Chinese name',
    )
  })
})
