import { act, fireEvent, screen } from '@testing-library/react'
import { ApiError } from '../../../services/api'
import { createMemoryStorage, renderWithServices } from '../../../../test-support/render-with-services'
import type { Language } from '../../../i18n'
import { CodeButton, type CodeButtonProps } from '..'
import { secondsLeft } from '../countdown'

function setup({
  language = 'EN' as Language,
  sendCode = jest.fn(async () => ({ resendAfter: 60, expiresIn: 300 })),
  storage = createMemoryStorage(),
  props = {} as Partial<CodeButtonProps>,
} = {}) {
  const showToast = jest.fn()
  const storageWithLanguage = storage
  storageWithLanguage.setStorage('__language__', language)
  const result = renderWithServices(<CodeButton phone='13812345678' purpose='rfq' {...props} />, {
    storage: storageWithLanguage,
    platform: { showToast },
    services: { api: { sendCode } as never },
  })
  return { ...result, showToast, sendCode, storage }
}

const button = () => screen.getByRole('button')
const tap = async () => {
  await act(async () => {
    fireEvent.click(button())
  })
}

describe('CodeButton', () => {
  beforeEach(() => jest.useFakeTimers({ now: Date.UTC(2026, 10, 22, 8, 0, 0) }))
  afterEach(() => jest.useRealTimers())

  it('reads "Get Verification code", sends, counts down 60 s, then offers "Get a new code"', async () => {
    const { sendCode, showToast } = setup()
    expect(button().textContent).toBe('Get Verification code')
    await tap()
    expect(sendCode).toHaveBeenCalledWith({ phone: '13812345678', type: 'rfq' }, { silent: true })
    expect(showToast).toHaveBeenCalledWith('Get verification code successfully!')
    expect(button().textContent).toBe('60 s')
    expect(button().getAttribute('aria-disabled')).toBe('true')
    await act(async () => {
      jest.advanceTimersByTime(1000)
    })
    expect(button().textContent).toBe('59 s')
    // a tap while counting sends nothing
    await tap()
    expect(sendCode).toHaveBeenCalledTimes(1)
    await act(async () => {
      jest.advanceTimersByTime(58_000)
    })
    expect(button().textContent).toBe('1 s')
    await act(async () => {
      jest.advanceTimersByTime(1000)
    })
    expect(button().textContent).toBe('Get a new code')
    expect(button().getAttribute('aria-disabled')).toBe('false')
    await tap()
    expect(sendCode).toHaveBeenCalledTimes(2)
    expect(button().textContent).toBe('60 s')
  })

  it('speaks Chinese in ZH-CN', async () => {
    setup({ language: 'ZH-CN' })
    expect(button().textContent).toBe('获取验证码')
    await tap()
    expect(button().textContent).toBe('60 秒')
    await act(async () => {
      jest.advanceTimersByTime(60_000)
    })
    expect(button().textContent).toBe('重新获取')
  })

  it('checks the number with the shared phone rule before sending', async () => {
    const { sendCode, showToast, rerender } = setup({ props: { phone: '' } })
    await tap()
    expect(showToast).toHaveBeenLastCalledWith('Please enter your mobile phone number')
    rerender(<CodeButton phone='12812345678' />)
    await tap()
    expect(showToast).toHaveBeenLastCalledWith('Invalid mobile phone number!')
    expect(sendCode).not.toHaveBeenCalled()
  })

  it('lets a form word the refusal and show it by its field', async () => {
    const onInvalidPhone = jest.fn()
    const { sendCode, showToast } = setup({
      props: { phone: ' ', validatePhone: () => 'Contact infomation cannot be empty!', onInvalidPhone },
    })
    await tap()
    expect(onInvalidPhone).toHaveBeenCalledWith('Contact infomation cannot be empty!')
    expect(showToast).not.toHaveBeenCalled()
    expect(sendCode).not.toHaveBeenCalled()
  })

  it('says "Get verification code failed!" with the server reason, and can be tapped again at once', async () => {
    const sendCode = jest
      .fn()
      .mockRejectedValueOnce(new ApiError('Please wait 60 seconds before requesting a new code', 'business'))
      .mockRejectedValueOnce(new ApiError('Network error', 'network'))
      .mockResolvedValueOnce({ resendAfter: 60, expiresIn: 300 })
    const { showToast } = setup({ sendCode })
    await tap()
    expect(showToast).toHaveBeenLastCalledWith(
      'Get verification code failed!\nPlease wait 60 seconds before requesting a new code',
    )
    expect(button().textContent).toBe('Get Verification code')
    await tap()
    expect(showToast).toHaveBeenLastCalledWith('Get verification code failed!')
    await tap()
    expect(showToast).toHaveBeenLastCalledWith('Get verification code successfully!')
  })

  it('keeps counting across a reload (storageKey), for the same number only', async () => {
    const storage = createMemoryStorage()
    const first = setup({ storage, props: { storageKey: '__codeTest__' } })
    await tap()
    first.unmount()
    await act(async () => {
      jest.advanceTimersByTime(20_000)
    })
    const again = setup({ storage, props: { storageKey: '__codeTest__' } })
    expect(button().textContent).toBe('40 s')
    again.rerender(<CodeButton phone='13900001111' storageKey='__codeTest__' />)
    expect(button().textContent).toBe('Get Verification code')
  })

  it('with an owner, keeps the send for that visitor only: another visitor sees neither its countdown nor its number', async () => {
    const storage = createMemoryStorage()
    const a = setup({ storage, props: { storageKey: '__codeTest__', owner: 'visitor-a' } })
    await tap()
    expect(JSON.parse(storage.getStorage('__codeTest__')!)).toMatchObject({ owner: 'visitor-a', phone: '13812345678' })
    a.unmount()
    const b = setup({ storage, props: { storageKey: '__codeTest__', owner: 'visitor-b' } })
    expect(button().textContent).toBe('Get Verification code')
    b.unmount()
    const back = setup({ storage, props: { storageKey: '__codeTest__', owner: 'visitor-a' } })
    expect(button().textContent).toMatch(/^\d+ s$/)
    back.unmount()
    // the next visitor's send replaces the record: one on the device, never two visitors' numbers
    setup({ storage, props: { storageKey: '__codeTest__', owner: 'visitor-b', phone: '13900001111' } })
    await tap()
    expect(JSON.parse(storage.getStorage('__codeTest__')!)).toMatchObject({ owner: 'visitor-b', phone: '13900001111' })
  })

  it('counts on the wall clock: time spent in the background is not lost', () => {
    const send = { phone: '13812345678', sentAt: 1_000_000, waitSeconds: 60 }
    expect(secondsLeft(send, '13812345678', 1_000_000)).toBe(60)
    expect(secondsLeft(send, '13812345678', 1_000_001)).toBe(60)
    expect(secondsLeft(send, ' 13812345678 ', 1_059_001)).toBe(1)
    expect(secondsLeft(send, '13812345678', 1_060_000)).toBe(0)
    expect(secondsLeft(send, '13812345678', 2_000_000)).toBe(0)
    expect(secondsLeft(send, '13900001111', 1_000_000)).toBe(0)
    expect(secondsLeft(null, '13812345678', 1_000_000)).toBe(0)
    // a clock set back never waits longer than the wait itself
    expect(secondsLeft(send, '13812345678', 0)).toBe(60)
  })
})
