import { act, fireEvent, screen, waitFor } from '@testing-library/react'
import { useCollect } from '../../collect'
import { Navigation } from '../../../navigation'
import { platformCaps } from '../../../platform/caps'
import type { PlatformAdapter } from '../../../platform/types'
import { ApiError } from '../../../services/api'
import {
  createFakePlanApi,
  createMemoryStorage,
  createTestServices,
  renderWithServices,
} from '../../../../test-support/render-with-services'
import { CertificationView, ExhibitorEditView } from '..'
import { GRANT, INFO } from './helpers'

type Kind = PlatformAdapter['kind']

function services(kind: Kind, query: Record<string, string> = {}) {
  const platform: Partial<PlatformAdapter> = {
    kind,
    caps: platformCaps(kind, { mobile: true, android: false, ios: true, miniprogram: false }),
    showToast: jest.fn(),
    setLeaveAlert: jest.fn(),
    confirm: jest.fn(async () => true),
    nativeBack: jest.fn(async () => false),
    goBack: jest.fn(() => true),
    currentQuery: () => query,
    currentPath: () => '/exhibitors/detail',
    openPhoneCertification: jest.fn(),
  }
  const api = {
    verifyPhone: jest.fn(async () => GRANT),
    verifyWeappPhone: jest.fn(async () => GRANT),
    sendCode: jest.fn(async () => ({ resendAfter: 60, expiresIn: 300 })),
    getExhibitorInfo: jest.fn(async () => INFO),
    getCategory: jest.fn(async () => []),
    getCompanyHomeData: jest.fn(async () => ({ meals: [] })),
    assetUrl: (u: string) => u,
  }
  const planCollect = jest.fn(async () => ({ collectCnt: 1 }))
  const s = createTestServices({
    storage: createMemoryStorage({ __language__: 'EN' }),
    platform,
    planApi: createFakePlanApi({ collect: planCollect }),
    services: { api: api as never },
  })
  s.navigation = new Navigation(s.platform, s.store)
  return { s, api, platform, planCollect }
}

async function verifyBySms(phone = '13800138000', code = '123456') {
  const hosts = document.querySelectorAll('.phone-verify taro-input-core')
  await act(async () => {
    hosts[0]!.dispatchEvent(new CustomEvent('input', { detail: { value: phone }, bubbles: true }))
  })
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Get Verification code' }))
  })
  await act(async () => {
    hosts[1]!.dispatchEvent(new CustomEvent('input', { detail: { value: code }, bubbles: true }))
  })
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }))
  })
}

describe('phone certification', () => {
  it('mini-program: WeChat’s phone-number button sends its code to the server and keeps the grant', async () => {
    const { s, api, platform } = services('weapp')
    renderWithServices(<CertificationView />, { value: s })
    const button = document.querySelector('.phone-verify__wechat') as HTMLElement
    expect(button.getAttribute('open-type') ?? (button as unknown as { openType?: string }).openType).toBe(
      'getPhoneNumber',
    )
    expect(button.textContent).toBe('Use my WeChat phone number')
    await act(async () => {
      button.dispatchEvent(
        new CustomEvent('getphonenumber', { detail: { errMsg: 'getPhoneNumber:ok', code: 'wx-code-1' } }),
      )
    })
    expect(api.verifyWeappPhone).toHaveBeenCalledWith({ code: 'wx-code-1' })
    expect(s.store.certification.certified).toBe(true)
    expect(platform.showToast).toHaveBeenCalledWith('Phone verified')
  })

  it('mini-program: a refused phone-number button says to use an SMS code and verifies nothing', async () => {
    const { s, api, platform } = services('weapp')
    renderWithServices(<CertificationView />, { value: s })
    await act(async () => {
      document
        .querySelector('.phone-verify__wechat')!
        .dispatchEvent(new CustomEvent('getphonenumber', { detail: { errMsg: 'getPhoneNumber:fail user deny' } }))
    })
    expect(api.verifyWeappPhone).not.toHaveBeenCalled()
    expect(platform.showToast).toHaveBeenCalledWith('WeChat did not share your number: please use an SMS code')
    expect(s.store.certification.certified).toBe(false)
  })

  it('a browser has no phone-number button: the SMS path (phone rule, code button, code) on the edit page itself', async () => {
    const { s, api } = services('web')
    renderWithServices(<ExhibitorEditView companyProfileId={1} />, { value: s })
    expect(document.querySelector('.phone-verify__wechat')).toBeNull()
    // the §5 phone rule first
    await act(async () => {
      document
        .querySelectorAll('.phone-verify taro-input-core')[0]!
        .dispatchEvent(new CustomEvent('input', { detail: { value: '12345' }, bubbles: true }))
    })
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Get Verification code' }))
    })
    expect(api.sendCode).not.toHaveBeenCalled()
    expect(screen.getByText('Invalid mobile phone number!')).toBeTruthy()
    await verifyBySms()
    expect(api.sendCode).toHaveBeenCalledWith({ phone: '13800138000', type: 'verify' }, { silent: true })
    expect(api.verifyPhone).toHaveBeenCalledWith({ phone: '13800138000', code: '123456' })
    // the edit form follows, read with the grant
    await waitFor(() =>
      expect(api.getExhibitorInfo).toHaveBeenCalledWith({ companyProfileId: 1, editToken: 'token-1' }),
    )
    expect(screen.getByText('Verified: 138****8000')).toBeTruthy()
  })

  it('a wrong code stays on the form with the server’s words', async () => {
    const { s, api } = services('app')
    api.verifyPhone.mockRejectedValueOnce(new ApiError('The verification code is incorrect', 'business'))
    renderWithServices(<ExhibitorEditView companyProfileId={1} />, { value: s })
    await verifyBySms()
    expect(screen.getByText('The verification code is incorrect')).toBeTruthy()
    expect(s.store.certification.certified).toBe(false)
  })

  it('a verified phone of no exhibitor is told whom to contact', async () => {
    const { s, api } = services('web')
    api.verifyPhone.mockResolvedValueOnce({ ...GRANT, companyProfileIds: [] })
    renderWithServices(<ExhibitorEditView companyProfileId={1} />, { value: s })
    await verifyBySms()
    expect(screen.getByRole('alert').textContent).toBe(
      '138****8000 is not a contact number of this exhibitor. Please contact the organiser, China Garden Association: +86-10-6588-0000, exhibitors@cga.example.com.',
    )
    expect(api.getExhibitorInfo).not.toHaveBeenCalled()
  })

  it('mini-program: a collect blocked for certification completes when the visitor returns verified', async () => {
    const { s, platform, planCollect } = services('weapp', { userId: 'visitor-from-link' })
    const changes: boolean[] = []
    function CollectButton() {
      const { toggle } = useCollect((collected) => changes.push(collected))
      return (
        <button type='button' onClick={() => void toggle({ target: 'exhibitor', id: 7, collected: false })}>
          Collect
        </button>
      )
    }
    renderWithServices(<CollectButton />, { value: s })
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Collect' }))
    })
    expect(platform.openPhoneCertification).toHaveBeenCalled()
    expect(planCollect).not.toHaveBeenCalled()
    // the certification page (as it opens on top), verified by the phone-number button
    renderWithServices(<CertificationView />, { value: s })
    await act(async () => {
      document
        .querySelector('.phone-verify__wechat')!
        .dispatchEvent(new CustomEvent('getphonenumber', { detail: { code: 'wx-code-2' } }))
    })
    await waitFor(() => expect(planCollect).toHaveBeenCalledWith('exhibitor', 7, 1, undefined))
    expect(platform.goBack).toHaveBeenCalled() // back where the visitor came from
    expect(changes).toEqual([true]) // the detail page's button turned to "Uncollect"
  })
})
