import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { Navigation } from '../../../navigation'
import { ApiError } from '../../../services/api'
import { createTestServices, renderWithServices } from '../../../../test-support/render-with-services'
import type { PlatformAdapter } from '../../../platform/types'
import { ExhibitorEditView } from '..'
import { certifiedStorage, fieldError, INFO, typeInto } from './helpers'

function setup(language: 'EN' | 'ZH-CN' = 'EN', update = jest.fn(async (body: object) => ({ ...INFO, ...body }))) {
  const platform: Partial<PlatformAdapter> = {
    showToast: jest.fn(),
    confirm: jest.fn(async () => false),
    setLeaveAlert: jest.fn(),
    nativeBack: jest.fn(async () => false),
    goBack: jest.fn(() => true),
    currentQuery: () => ({}),
    currentPath: () => '/exhibitors/edit',
  }
  const api = {
    getExhibitorInfo: jest.fn(async () => INFO),
    updateExhibitorInfo: update,
    getCategory: jest.fn(async () => [
      {
        id: 1,
        label: 'Machinery',
        names: {},
        parentId: null,
        children: [{ id: 3, label: 'Pumps', names: {}, parentId: 1, children: [] }],
      },
    ]),
    getCompanyHomeData: jest.fn(async () => ({
      meals: [
        { id: 1, label: 'Exporter' },
        { id: 2, label: 'New' },
      ],
    })),
    assetUrl: (u: string) => u,
    uploadUrl: () => '/upload/uploadQiNiu',
  }
  const services = createTestServices({
    storage: certifiedStorage(language),
    platform,
    services: { api: api as never },
  })
  services.navigation = new Navigation(services.platform, services.store)
  const view = renderWithServices(<ExhibitorEditView companyProfileId={1} />, { value: services })
  return { ...view, api, platform, services }
}

const save = async () => {
  await act(async () => {
    fireEvent.click(document.querySelector('.edit-view__save')!)
  })
}

describe('the company edit view', () => {
  it('loads the company with the visitor’s grant, both languages side by side', async () => {
    const { api } = setup()
    await waitFor(() => expect(document.querySelector('[data-field="nameEn"]')).not.toBeNull())
    expect(api.getExhibitorInfo).toHaveBeenCalledWith({ companyProfileId: 1, editToken: 'token-1' })
    const names = screen.getByRole('group', { name: 'Name' })
    expect(within(names).getByText('Chinese')).toBeTruthy()
    expect(within(names).getByText('English')).toBeTruthy()
    expect(screen.getByText('Hall 2 · Stand 2A01 (set by the organiser)')).toBeTruthy()
  })

  it('validates as typed from the shared rules (website, telephone, e-mail, required name)', async () => {
    setup()
    await typeInto('website', 'www.example.com')
    expect(fieldError('website')).toBe('Please enter a website starting with http:// or https://')
    await typeInto('website', 'https://www.example.com')
    expect(fieldError('website')).toBeNull()
    await typeInto('tel', 'call us')
    expect(fieldError('tel')).toBe('Please enter a valid telephone number (digits, spaces, +, - and brackets)')
    await typeInto('contactEmail', 'sales@')
    expect(fieldError('contactEmail')).toBe('Invalid Email address!')
    await typeInto('nameZh', ' ')
    expect(fieldError('nameZh')).toBe('Please enter the Chinese name')
  })

  it('the review shows the changed words of a long text, not the same start twice (issue 22 item 11)', async () => {
    const { api } = setup()
    const intro = 'We have made centrifugal pumps, valves and pipe fittings since 1998 for water works across Asia.'
    await typeInto('introductionEn', intro, 'textarea')
    await save()
    await act(async () => {
      fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Save' }))
    })
    await waitFor(() => expect(api.updateExhibitorInfo).toHaveBeenCalledTimes(1))
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull())
    await typeInto('introductionEn', intro.replace('across Asia', 'around the world'), 'textarea')
    await save()
    const text = (await screen.findByRole('alertdialog')).textContent ?? ''
    expect(text).toContain(
      '• Introduction (English): …for water works across Asia. → …for water works around the world.',
    )
  })

  it('flags a missing English text next to its Chinese one', async () => {
    setup()
    await typeInto('mainProductEn', '', 'textarea')
    await waitFor(() =>
      expect(document.querySelector('[data-field="mainProductEn"] [role=note]')?.textContent).toBe(
        'English missing: visitors reading English will see the Chinese',
      ),
    )
  })

  it('shows what changed before anything is sent; Cancel sends nothing', async () => {
    const { api } = setup()
    await typeInto('nameEn', 'Huadong Pumps Ltd.')
    await typeInto('fax', '')
    await save()
    const review = await screen.findByRole('alertdialog')
    expect(review.textContent).toContain('Save these changes?')
    expect(review.textContent).toContain('• Name (English): Huadong Machinery Co., Ltd. → Huadong Pumps Ltd.')
    expect(review.textContent).toContain('• Fax: +86-21-6000-0000 → (empty)')
    await act(async () => {
      fireEvent.click(within(review).getByRole('button', { name: 'Cancel' }))
    })
    expect(api.updateExhibitorInfo).not.toHaveBeenCalled()
    // a broken rule: nothing to review, nothing sent
    await typeInto('website', 'ftp://x')
    await save()
    expect(screen.queryByRole('alertdialog')).toBeNull()
    expect(api.updateExhibitorInfo).not.toHaveBeenCalled()
  })

  it('sends only the changes; a failed save keeps every edit, a retry sends them again', async () => {
    const update = jest
      .fn()
      .mockRejectedValueOnce(new ApiError('Network error', 'network'))
      .mockImplementation(async (body: object) => ({ ...INFO, ...body }))
    const { platform } = setup('EN', update)
    await typeInto('nameEn', 'Huadong Pumps Ltd.')
    await save()
    await act(async () => {
      fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Save' }))
    })
    expect(update).toHaveBeenCalledWith({ companyProfileId: 1, nameEn: 'Huadong Pumps Ltd.' }, 'token-1')
    expect(platform.showToast).toHaveBeenLastCalledWith('Not saved: your changes are kept')
    // still there, still unsaved
    const input = document.querySelector('[data-field="nameEn"] taro-input-core') as HTMLElement & { value?: string }
    expect(input.getAttribute('value') ?? input.value).toBe('Huadong Pumps Ltd.')
    await save()
    await act(async () => {
      fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Save' }))
    })
    expect(update).toHaveBeenCalledTimes(2)
    expect(platform.showToast).toHaveBeenLastCalledWith('Saved: visitors see it now')
  })

  it('asks before leaving with unsaved changes (the app’s Back, the host’s back and reload)', async () => {
    const { platform, services } = setup()
    await waitFor(() => expect(document.querySelector('[data-field="nameEn"]')).not.toBeNull())
    // nothing changed: Back leaves without asking
    await act(async () => services.navigation.back())
    expect(platform.confirm).not.toHaveBeenCalled()
    expect(platform.goBack).toHaveBeenCalledTimes(1)
    await typeInto('introductionEn', 'We make pumps.', 'textarea')
    expect(platform.setLeaveAlert).toHaveBeenLastCalledWith('Leave without saving your changes?')
    // the visitor chooses Stay
    await act(async () => services.navigation.back())
    expect(platform.confirm).toHaveBeenCalledWith('Leave without saving your changes?', {
      confirmText: 'Leave',
      cancelText: 'Stay',
    })
    expect(platform.goBack).toHaveBeenCalledTimes(1)
    // then Leave
    ;(platform.confirm as jest.Mock).mockResolvedValueOnce(true)
    await act(async () => services.navigation.back())
    expect(platform.goBack).toHaveBeenCalledTimes(2)
  })

  it('speaks Chinese too', async () => {
    setup('ZH-CN')
    await typeInto('website', 'www.example.com')
    expect(fieldError('website')).toBe('请填写以 http:// 或 https:// 开头的网址')
    expect(screen.getByRole('group', { name: '名称' })).toBeTruthy()
  })
})
