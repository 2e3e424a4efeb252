import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { observer } from 'mobx-react'
import { createMemoryStorage, renderWithServices } from '../../../../test-support/render-with-services'
import type { PlatformAdapter } from '../../../platform/types'
import { platformCaps } from '../../../platform/caps'
import { ConsultDetailView, ConsultPostView, usePostAction } from '..'
import { CONTACT_KEY } from '../draft'

beforeAll(() => {
  ;(globalThis as { IntersectionObserver?: unknown }).IntersectionObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  }
})

/** Types into a Taro input or textarea as its web component reports it (see email-panel's test). */
async function typeInto(host: Element, value: string) {
  await act(async () => {
    const inner = host.querySelector('input,textarea') as HTMLInputElement | null
    if (inner) inner.value = value
    host.dispatchEvent(new CustomEvent('input', { detail: { value, cursor: value.length }, bubbles: true }))
  })
}
const inputOf = (name: string) =>
  document.querySelector(`#rfq-field-${name} taro-input-core, #rfq-field-${name} taro-textarea-core`)!

function renderPost(storage = createMemoryStorage({ __language__: 'EN' }), platform: Partial<PlatformAdapter> = {}) {
  const showToast = jest.fn()
  const scrollToElement = jest.fn()
  const result = renderWithServices(<ConsultPostView />, {
    storage,
    platform: { showToast, scrollToElement, currentQuery: () => ({}), ...platform },
    services: {
      api: {
        assetUrl: (u: string) => u,
        uploadUrl: () => 'http://api.test/upload/uploadQiNiu',
        pushEnquiryPool: jest.fn(),
      } as never,
      navigation: { to: jest.fn(), back: jest.fn(), replace: jest.fn() } as never,
    },
  })
  act(() => result.services.store.context.setIdentity({ userId: 'visitor-1', hasUserInfo: false }))
  return { ...result, showToast, scrollToElement, storage }
}

describe('the RFQ form page', () => {
  it('shows every field of §3, checks as the visitor types, and a reload finds what was typed', async () => {
    const { storage, unmount } = renderPost()
    for (const label of [
      'Description',
      'Price (CNY)',
      'Quantity',
      'Message',
      'Region',
      // the label counts what is chosen (issue 22 item 11)
      'Categories (0/6)',
      'Pictures',
      'Contact',
      'Mobile',
      'Email',
      'Verification code',
    ])
      expect(await screen.findByText(label)).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Get Verification code' })).toBeTruthy()
    // a general RFQ does not keep the email: the form does not promise replies to it
    expect(inputOf('email').getAttribute('placeholder')).toBe('Not kept or shown; you are told of replies by SMS')
    // said under the field too, where it stays while the address is typed (issue 22 item 10)
    expect(
      screen.getByText('This address is not kept or shown. When a seller writes to you, we tell you by SMS.'),
    ).toBeTruthy()
    expect(document.querySelector('.dial-picker')?.textContent).toBe('+86')
    await typeInto(inputOf('price'), '100000001')
    expect((await screen.findByRole('alert')).textContent).toBe('Price cannot exceed the maximum value(100000000) !')
    await typeInto(inputOf('message'), 'abcdefghijklm')
    await screen.findByText('Message cannot be over 12 characters!')
    expect(screen.getByText('13/12')).toBeTruthy()
    await typeInto(inputOf('description'), 'Ball valves')
    unmount()

    // the app restarts: a new set of services over the same storage
    renderPost(storage)
    await screen.findByText('Description')
    await waitFor(() => expect(screen.getByText('13/12')).toBeTruthy())
    // the fields speak again once touched (a fresh start is not scolded)
    expect(screen.queryByText('Price cannot exceed the maximum value(100000000) !')).toBeNull()
    expect(JSON.parse(storage.getStorage('__rfqDraft__')!).drafts.general).toMatchObject({
      description: 'Ball valves',
      price: '100000001',
      message: 'abcdefghijklm',
    })
  })

  it("says 'Contact information found' and fills them in when the visitor has posted before", async () => {
    const storage = createMemoryStorage({ __language__: 'ZH-CN' })
    storage.setStorage(
      CONTACT_KEY,
      JSON.stringify({ userId: 'visitor-1', contact: '李女士', contactInfo: '13812345678', email: 'li@example.com' }),
    )
    const { showToast } = renderPost(storage)
    await screen.findByText('需求描述')
    await waitFor(() => expect(showToast).toHaveBeenCalledWith('已找到联系方式'))
    expect(inputOf('contactInfo').getAttribute('value') ?? (inputOf('contactInfo') as HTMLInputElement).value).toBe(
      '13812345678',
    )
  })

  it('a submit with nothing typed names the first rule and shows every message', async () => {
    const { showToast, scrollToElement } = renderPost()
    await screen.findByText('Description')
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Post' }))
    })
    await waitFor(() =>
      expect(showToast).toHaveBeenCalledWith(
        'Please fill in the description so that partners can meet your needs better!',
      ),
    )
    // the page is brought to the first refused field, through the platform (both hosts)
    expect(scrollToElement).toHaveBeenCalledWith('#rfq-field-description', { offsetTop: -64 })
    const shown = screen.getAllByRole('alert').map((a) => a.textContent)
    for (const m of [
      'Price cannot be empty!',
      'Quantity cannot be empty!',
      'Message cannot be empty!',
      'Region cannot be empty!',
      'Contact cannot be empty!',
      'Contact infomation cannot be empty!',
      'Email address cannot be empty!',
      'Please select at least one picture!',
      'Verification code cannot be empty!',
    ])
      expect(shown).toContain(m)
  })
})

describe('the Post action', () => {
  const Probe = observer(function Probe() {
    const post = usePostAction()
    return <div data-testid='post'>{JSON.stringify({ topBar: post.topBar ?? null, floating: post.floating })}</div>
  })
  const probe = (kind: 'web' | 'app' | 'weapp', hasUserInfo: boolean) => {
    const result = renderWithServices(<Probe />, {
      platform: { kind, caps: platformCaps(kind, { mobile: true, android: false, ios: true, miniprogram: false }) },
      services: { navigation: { to: jest.fn() } as never },
    })
    act(() => result.services.store.context.setIdentity({ userId: 'u', hasUserInfo }))
    const value = JSON.parse(screen.getByTestId('post').textContent!)
    result.unmount()
    return value
  }
  it("is the native top bar's 'Post' for a user with user info, a floating button elsewhere", () => {
    expect(probe('app', true)).toEqual({ topBar: { post: 1, hasUserInfo: true }, floating: false })
    expect(probe('app', false)).toEqual({ topBar: null, floating: true })
    expect(probe('web', true)).toEqual({ topBar: null, floating: true })
    expect(probe('weapp', true)).toEqual({ topBar: null, floating: true })
  })
})

describe('the message sheet on an RFQ', () => {
  it("refuses by the shared reply rule, in the server's own words, and sends nothing", async () => {
    const sendEnquiryMessage = jest.fn()
    const detail = {
      id: 7,
      description: 'Ball valves DN50',
      price: 100,
      quantity: 10,
      message: 'Quote please',
      region: 'Shanghai',
      categories: [],
      pictureList: [],
      status: 'OPEN',
      postedAt: '2026-11-20T08:00:00.000Z',
      expiresAt: null,
      views: 1,
      interestedCount: 0,
      liked: 0,
      contact: 'Ms Li',
      isContact: 0,
      companyProfileId: null,
      companyProfileName: null,
      productId: null,
      productName: null,
      isMine: 0,
    }
    const result = renderWithServices(<ConsultDetailView />, {
      storage: createMemoryStorage({ __language__: 'EN' }),
      platform: { showToast: jest.fn(), currentQuery: () => ({ id: '7' }) },
      services: {
        api: {
          assetUrl: (u: string) => u,
          getEnquiryPoolDetail: jest.fn(async () => detail),
          sendEnquiryMessage,
        } as never,
        navigation: { to: jest.fn(), back: jest.fn(), replace: jest.fn() } as never,
      },
    })
    act(() => result.services.store.context.setIdentity({ userId: 'seller-1', hasUserInfo: false }))
    const write = await screen.findByRole('button', { name: 'Message the buyer' })
    await act(async () => {
      fireEvent.click(write)
    })
    const sheet = await screen.findByRole('dialog', { name: 'Message to the buyer' })
    const send = async () => {
      await act(async () => {
        fireEvent.click(within(sheet).getByRole('button', { name: 'Send' }))
      })
    }
    await send()
    expect(within(sheet).getByRole('alert').textContent).toBe('Message cannot be empty!')
    await typeInto(sheet.querySelector('taro-textarea-core')!, '询'.repeat(501))
    await send()
    expect(within(sheet).getByRole('alert').textContent).toBe('Message cannot be over 500 characters!')
    expect(sendEnquiryMessage).not.toHaveBeenCalled()
  })
})

describe('reporting an RFQ of the pool', () => {
  // the detail page renders whole (pictures, sections, the message sheet's code): slow on a busy machine
  jest.setTimeout(20_000)
  const detail = (patch: Record<string, unknown> = {}) => ({
    id: 9,
    description: 'Cheap watches, DM me',
    price: 1,
    quantity: 1,
    message: 'Buy now',
    region: 'Shanghai',
    categories: [],
    pictureList: [],
    status: 'OPEN',
    postedAt: '2026-11-20T08:00:00.000Z',
    expiresAt: null,
    views: 1,
    interestedCount: 0,
    liked: 0,
    contact: 'Mr X',
    isContact: 0,
    companyProfileId: null,
    companyProfileName: null,
    productId: null,
    productName: null,
    isMine: 0,
    ...patch,
  })
  function renderDetail(language: 'EN' | 'ZH-CN', rfq = detail(), choose: number | null = 2, confirm = true) {
    const reportEnquiry = jest.fn(async () => ({ reported: true as const }))
    const showToast = jest.fn()
    const chooseAction = jest.fn(async (_items: string[]) => choose ?? undefined)
    const confirmFn = jest.fn(async () => confirm)
    const result = renderWithServices(<ConsultDetailView />, {
      storage: createMemoryStorage({ __language__: language }),
      platform: { showToast, chooseAction, confirm: confirmFn, currentQuery: () => ({ id: '9' }) },
      services: {
        api: {
          assetUrl: (u: string) => u,
          getEnquiryPoolDetail: jest.fn(async () => rfq),
          reportEnquiry,
          getEnquiryMessages: jest.fn(async () => []),
        } as never,
        navigation: { to: jest.fn(), back: jest.fn(), replace: jest.fn() } as never,
      },
    })
    act(() => result.services.store.context.setIdentity({ userId: 'seller-1', hasUserInfo: false }))
    return { reportEnquiry, showToast, chooseAction, confirmFn }
  }

  it.each([
    ['EN', 'Report', ['Spam or harassment', 'Abusive or improper', 'Fake RFQ', 'Other'], 'Sent to the organiser'],
    ['ZH-CN', '举报', ['广告或骚扰', '辱骂或不当内容', '虚假询盘', '其他'], '已提交主办方审核'],
  ] as const)(
    '%s: a reason, a confirmation, then the organiser has it and the link says so',
    async (language, label, reasons, done) => {
      const { reportEnquiry, showToast, chooseAction, confirmFn } = renderDetail(language)
      const link = await screen.findByRole('button', { name: label }, { timeout: 5000 })
      await act(async () => {
        fireEvent.click(link)
      })
      expect(chooseAction.mock.calls[0]![0]).toEqual(reasons)
      expect(confirmFn).toHaveBeenCalledTimes(1)
      expect(reportEnquiry).toHaveBeenCalledWith({ id: 9, reason: 'fake' })
      expect(showToast).toHaveBeenCalledWith(done)
      // once is enough: the link now says it went, and a second tap sends nothing
      const sent = await screen.findByRole('button', { name: done })
      expect(sent.getAttribute('aria-disabled')).toBe('true')
      await act(async () => {
        fireEvent.click(sent)
      })
      expect(reportEnquiry).toHaveBeenCalledTimes(1)
    },
  )

  it('cancelled at the reason, nothing is asked or sent', async () => {
    const first = renderDetail('EN', detail(), null)
    const link = await screen.findByRole('button', { name: 'Report' }, { timeout: 5000 })
    await act(async () => {
      fireEvent.click(link)
    })
    expect(first.chooseAction).toHaveBeenCalledTimes(1)
    expect(first.confirmFn).not.toHaveBeenCalled()
    expect(first.reportEnquiry).not.toHaveBeenCalled()
  })

  it('declined at the confirmation, nothing is sent and the link stays', async () => {
    const { reportEnquiry, confirmFn } = renderDetail('EN', detail(), 0, false)
    const link = await screen.findByRole('button', { name: 'Report' }, { timeout: 5000 })
    await act(async () => {
      fireEvent.click(link)
    })
    expect(confirmFn).toHaveBeenCalledTimes(1)
    expect(reportEnquiry).not.toHaveBeenCalled()
    expect(screen.getByRole('button', { name: 'Report' })).toBeTruthy()
  })

  it('is not offered on my own RFQ', async () => {
    renderDetail('EN', detail({ isMine: 1 }))
    await screen.findByText('Cheap watches, DM me', undefined, { timeout: 5000 })
    expect(screen.queryByRole('button', { name: 'Report' })).toBeNull()
  })

  it('is not offered on an RFQ sent to one exhibitor (that exhibitor handles it)', async () => {
    renderDetail('EN', detail({ companyProfileId: 3, companyProfileName: 'Acme' }))
    await screen.findByText('Cheap watches, DM me', undefined, { timeout: 5000 })
    expect(screen.queryByRole('button', { name: 'Report' })).toBeNull()
  })
})
