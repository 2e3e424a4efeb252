import { act, fireEvent, screen, waitFor } from '@testing-library/react'
import { ApiError } from '../../../services/api'
import { createFakePlanApi, renderWithServices } from '../../../../test-support/render-with-services'
import type { PlanEdition } from '../../../stores'
import { EmailPanel } from '..'

const onePlan: PlanEdition[] = [
  {
    eventEditionId: 1,
    eventEditionName: 'SIE 2026',
    eventCode: 'SIE',
    companyProfileList: [
      { companyProfileId: 7, companyProfileName: 'Acme', logo: '', stand: 'A1', collected: 1, productList: [] },
    ],
  },
]

async function setup({ plans = onePlan, sendPlanEmail = jest.fn(async () => ({ sent: true })) } = {}) {
  const onClose = jest.fn()
  const planApi = createFakePlanApi({ getPlanList: jest.fn(async () => plans) })
  const result = renderWithServices(<EmailPanel open onClose={onClose} />, {
    language: 'EN',
    planApi,
    services: { api: { sendPlanEmail } as never },
  })
  await act(async () => {
    await result.services.store.plan.loadPlans()
  })
  return { ...result, onClose, sendPlanEmail }
}

/**
 * Types into the Taro input: its web component emits an `input` event whose detail carries the value
 * (jsdom does not run the component's own listener on the inner <input>, so the event is sent as the
 * component would send it).
 */
async function type(value: string) {
  const host = document.querySelector('taro-input-core')!
  const input = await waitFor(() => {
    const inner = host.querySelector('input')
    if (!inner) throw new Error('the input has not rendered yet')
    return inner
  })
  await act(async () => {
    input.value = value
    host.dispatchEvent(new CustomEvent('input', { detail: { value, cursor: value.length }, bubbles: true }))
  })
}

async function send() {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Send' }))
  })
}

const tickPrivacy = () => fireEvent.click(screen.getByRole('checkbox'))
const toastText = () => screen.queryByRole('alert')?.textContent

describe('EmailPanel', () => {
  it('refuses an empty or blank address', async () => {
    const { sendPlanEmail } = await setup()
    await send()
    expect(toastText()).toBe('The mailbox cannot be empty')
    await type('   ')
    tickPrivacy()
    await send()
    expect(toastText()).toBe('The mailbox cannot be empty')
    expect(sendPlanEmail).not.toHaveBeenCalled()
  })

  it('takes an ordinary business address (dots, plus, subdomains)', async () => {
    const { sendPlanEmail } = await setup()
    for (const good of ['john.smith@company.com', 'first.last+expo@mail.example.co.uk']) {
      await type(good)
      await send()
      // the address passed: the next rule speaks
      expect(toastText()).toBe('Please check the privacy policy conditions')
    }
    expect(sendPlanEmail).not.toHaveBeenCalled()
  })

  it('refuses an address not matching the pattern', async () => {
    const { sendPlanEmail } = await setup()
    for (const bad of ['visitor', 'a..b@example.com', 'visitor@example', 'vis itor@example.com']) {
      await type(bad)
      await send()
      expect(toastText()).toBe('Please provide valid email')
    }
    expect(sendPlanEmail).not.toHaveBeenCalled()
  })

  it('takes an ordinary business address (dots, plus, subdomains)', async () => {
    const { sendPlanEmail } = await setup()
    for (const good of ['john.smith@company.com', 'first.last+expo@mail.example.co.uk']) {
      await type(good)
      await send()
      // the address passed: the next rule speaks
      expect(toastText()).toBe('Please check the privacy policy conditions')
    }
    expect(sendPlanEmail).not.toHaveBeenCalled()
  })

  it('requires the privacy-policy checkbox', async () => {
    const { sendPlanEmail } = await setup()
    await type('visitor@example.com')
    await send()
    expect(toastText()).toBe('Please check the privacy policy conditions')
    expect(screen.getByRole('checkbox').getAttribute('aria-checked')).toBe('false')
    expect(sendPlanEmail).not.toHaveBeenCalled()
  })

  it('takes an ordinary business address (dots, plus, subdomains)', async () => {
    const { sendPlanEmail } = await setup()
    for (const good of ['john.smith@company.com', 'first.last+expo@mail.example.co.uk']) {
      await type(good)
      await send()
      // the address passed: the next rule speaks
      expect(toastText()).toBe('Please check the privacy policy conditions')
    }
    expect(sendPlanEmail).not.toHaveBeenCalled()
  })

  it('refuses to share an empty plan', async () => {
    const { sendPlanEmail } = await setup({ plans: [] })
    await type('visitor@example.com')
    tickPrivacy()
    await send()
    expect(toastText()).toBe('Please add the show plan before sharing')
    expect(sendPlanEmail).not.toHaveBeenCalled()
  })

  it('takes an ordinary business address (dots, plus, subdomains)', async () => {
    const { sendPlanEmail } = await setup()
    for (const good of ['john.smith@company.com', 'first.last+expo@mail.example.co.uk']) {
      await type(good)
      await send()
      // the address passed: the next rule speaks
      expect(toastText()).toBe('Please check the privacy policy conditions')
    }
    expect(sendPlanEmail).not.toHaveBeenCalled()
  })

  it('sends a valid address with privacy=1, toasts success and closes', async () => {
    const { sendPlanEmail, onClose, services } = await setup()
    await type(' visitor_1@mail.example.com ')
    tickPrivacy()
    expect(screen.getByRole('checkbox').getAttribute('aria-checked')).toBe('true')
    await send()
    expect(sendPlanEmail).toHaveBeenCalledWith({ email: 'visitor_1@mail.example.com', privacy: 1 })
    expect(services.platform.showToast).toHaveBeenCalledWith('Successfully send the email', { icon: 'none' })
    expect(onClose).toHaveBeenCalled()
  })

  it('keeps what was typed when sending fails (the client toasts the error)', async () => {
    const sendPlanEmail = jest.fn(async () => {
      throw new ApiError('Mail server unavailable', 'business')
    })
    const { onClose, services } = await setup({ sendPlanEmail })
    await type('visitor@example.com')
    tickPrivacy()
    await send()
    expect(sendPlanEmail).toHaveBeenCalledTimes(1)
    expect(onClose).not.toHaveBeenCalled()
    expect(document.querySelector('taro-input-core input')).toHaveProperty('value', 'visitor@example.com')
    expect(screen.getByRole('checkbox').getAttribute('aria-checked')).toBe('true')
    expect(services.platform.showToast).not.toHaveBeenCalledWith('Successfully send the email', expect.anything())
  })

  it('never writes the address to storage', async () => {
    const { services } = await setup()
    await type('visitor@example.com')
    tickPrivacy()
    await send()
    const storage = services.platform as unknown as { data: Map<string, string> }
    for (const value of storage.data.values()) expect(value).not.toContain('visitor@example.com')
  })

  it('the toast hides after 2 seconds', async () => {
    jest.useFakeTimers()
    try {
      await setup()
      await send()
      expect(toastText()).toBe('The mailbox cannot be empty')
      act(() => jest.advanceTimersByTime(2100))
      expect(toastText()).toBeUndefined()
    } finally {
      jest.useRealTimers()
    }
  })

  it('closes with its close icon', async () => {
    const { onClose } = await setup()
    fireEvent.click(screen.getByRole('button', { name: 'Close' }))
    expect(onClose).toHaveBeenCalled()
  })
})
