/**
 * @jest-environment ./test-support/device-timezone-environment.js
 */
import { act, fireEvent, screen, waitFor } from '@testing-library/react'
import { createFakeAgendaApi, renderWithServices } from '../../../../test-support/render-with-services'
import type { ConsentOutcome, PushAvailability } from '../../../platform/types'
import { SessionDetailView } from '../components/session-detail'
import { DAYS, detailOf, session } from './fixtures'
import { ApiError } from '../../../services/api/client'
import type { ReminderContactBody, ReminderContacts } from '../../../../types/api'

declare function setDeviceTimeZone(zone: string | undefined): void

beforeAll(() => {
  ;(globalThis as { IntersectionObserver?: unknown }).IntersectionObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  }
})
// a week before the show: Remind me is offered until a session starts
beforeEach(() => jest.spyOn(Date, 'now').mockReturnValue(Date.parse('2026-09-09T00:00:00Z')))
afterEach(() => {
  jest.restoreAllMocks()
  setDeviceTimeZone('UTC')
})

const summit = detailOf(
  session(DAYS[1], '13:30', '14:15', {
    title: 'Smart Manufacturing Summit 2026 (part 2)',
    room: 'Innovation Theatre',
    hall: 'Hall 1',
  }),
)

function renderDetail(
  kind: 'web' | 'weapp' | 'app',
  {
    subscribe = 'accepted',
    calendar = 'accepted',
    detail = summit,
    language = 'EN',
    push = 'available',
    pushAnswer = 'subscribed',
    contacts = { email: null, sms: null, channels: ['email', 'sms'] },
  }: {
    contacts?: ReminderContacts
    push?: PushAvailability
    pushAnswer?: 'subscribed' | 'refused'
    subscribe?: ConsentOutcome
    calendar?: ConsentOutcome
    detail?: typeof summit
    language?: 'EN' | 'ZH-CN'
  } = {},
) {
  const agendaApi = createFakeAgendaApi()
  const platform = {
    kind,
    currentQuery: () => ({ sessionId: String(detail.id), eventCode: 'SIE' }),
    requestSubscription: jest.fn(async () => subscribe),
    addToPhoneCalendar: jest.fn(async () => calendar),
    canDownloadFiles: () => true,
    downloadFile: jest.fn(async () => undefined),
    share: jest.fn(async () => 'copied' as const),
    pushAvailability: () => push,
    subscribePush: jest.fn(async (key: () => Promise<string>) =>
      pushAnswer === 'refused'
        ? { kind: 'refused' as const }
        : {
            kind: 'subscribed' as const,
            subscription: {
              endpoint: `https://fcm.googleapis.com/fcm/send/${await key()}`,
              keys: { p256dh: 'p', auth: 'a' },
            },
          },
    ),
  }
  const api = {
    getPushKey: jest.fn(async () => ({ publicKey: 'server-key' })),
    pushSubscribe: jest.fn(async () => ({ subscribed: 1 })),
    getSessionDetail: jest.fn(async () => detail),
    getReminderContacts: jest.fn(async () => contacts),
    // the server's answer: masked, as it keeps it; a code other than 123456 is refused
    saveReminderContact: jest.fn(async (body: ReminderContactBody): Promise<ReminderContacts> => {
      if (body.kind === 'sms' && body.code !== '123456')
        throw new ApiError('The code is wrong', 'business', { resultCode: 'SMS_CODE_REJECTED' })
      return body.kind === 'email'
        ? { ...contacts, email: `${body.email!.slice(0, 1)}***${body.email!.slice(body.email!.indexOf('@'))}` }
        : { ...contacts, sms: `${body.phone!.slice(0, 3)}****${body.phone!.slice(-4)}` }
    }),
    sessionCalendarUrl: ({ id }: { id: number }) => `http://show.test/api/v5/session/getSessionCalendar?id=${id}`,
  }
  const navigation = { to: jest.fn() }
  const r = renderWithServices(<SessionDetailView />, {
    language,
    agendaApi,
    platform: platform as never,
    services: { api: api as never, navigation: navigation as never },
  })
  return { ...r, agendaApi, platform, api, navigation }
}

/** Types into the contact form's nth field (Taro's input element, as the app's TextInput renders it in jest). */
async function typeInto(n: number, value: string) {
  const host = document.querySelectorAll('.reminder-contact taro-input-core')[n]
  if (!host) throw new Error(`no field ${n} in the contact form`)
  await act(async () => {
    host.dispatchEvent(new CustomEvent('input', { detail: { value }, bubbles: true }))
  })
}
const fieldValue = (n: number) =>
  (document.querySelectorAll('.reminder-contact taro-input-core')[n] as HTMLElement & { value?: string }).value

describe('session detail', () => {
  it('a session under way or over offers no Remind me (a reminder would come too late)', async () => {
    jest.spyOn(Date, 'now').mockReturnValue(Date.parse(summit.startTime) + 60_000)
    renderDetail('web')
    expect(await screen.findByText('Now')).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Remind me' })).toBeNull()
    expect(screen.getByRole('button', { name: 'Add to calendar' })).toBeTruthy()
  })

  it.each([
    ['EN', 'Ended: no reminders', 'Ended'],
    ['ZH-CN', '会议已结束，不再提醒', '已结束'],
  ] as const)('a session that has ended says Remind me is off, disabled (%s)', async (language, label, badge) => {
    jest.spyOn(Date, 'now').mockReturnValue(Date.parse(summit.endTime))
    const { agendaApi } = renderDetail('web', { language })
    expect(await screen.findByText(badge)).toBeTruthy()
    const off = await screen.findByRole('button', { name: label })
    expect(off.getAttribute('aria-disabled')).toBe('true')
    fireEvent.click(off)
    expect(agendaApi.remind).not.toHaveBeenCalled()
    expect(screen.queryByRole('button', { name: language === 'EN' ? 'Remind me' : '提醒我' })).toBeNull()
  })

  it('shows venue time, labelled, with the device’s own time when the device is elsewhere', async () => {
    setDeviceTimeZone('Europe/Berlin')
    renderDetail('web')
    expect(await screen.findByRole('heading', { name: summit.title })).toBeTruthy()
    expect(screen.getByText('Wed 16 Sep 13:30–14:15 (Shanghai time)')).toBeTruthy()
    expect(screen.getByText('Your time: 07:30–08:15')).toBeTruthy()
    expect(screen.getByText('Hall 1 · Innovation Theatre')).toBeTruthy()
  })

  it('in the venue’s zone it shows the venue time alone', async () => {
    setDeviceTimeZone('Asia/Shanghai')
    renderDetail('web')
    expect(await screen.findByText('Wed 16 Sep 13:30–14:15')).toBeTruthy()
    expect(screen.queryByText(/Your time/)).toBeNull()
  })

  it('H5 with push: the question in the visitor words, then the browser subscribes and the reminder is set; Cancel withdraws it', async () => {
    const { agendaApi, platform, api, services } = renderDetail('web')
    fireEvent.click(await screen.findByRole('button', { name: 'Remind me' }))
    expect(await screen.findByText('Remind you on this device?')).toBeTruthy()
    // nothing asked of the browser or stored before the visitor chooses
    expect(platform.subscribePush).not.toHaveBeenCalled()
    expect(agendaApi.remind).not.toHaveBeenCalled()
    fireEvent.click(screen.getByRole('button', { name: 'Allow notifications' }))
    await waitFor(() =>
      expect(services.platform.showToast).toHaveBeenCalledWith(
        'Reminder set: this device will be notified 15 minutes before',
      ),
    )
    expect(api.pushSubscribe).toHaveBeenCalledWith({
      endpoint: 'https://fcm.googleapis.com/fcm/send/server-key',
      keys: { p256dh: 'p', auth: 'a' },
    })
    expect(agendaApi.remind).toHaveBeenCalledWith({ id: summit.id, remind: 1, channel: 'web' })
    expect(platform.requestSubscription).not.toHaveBeenCalled()
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel' }))
    await waitFor(() => expect(services.platform.showToast).toHaveBeenCalledWith('Reminder cancelled'))
    expect(agendaApi.remind).toHaveBeenLastCalledWith({ id: summit.id, remind: 0 })
    expect(await screen.findByRole('button', { name: 'Remind me' })).toBeTruthy()
  })

  it('H5, permission refused: the alternatives; the calendar keeps the reminder (calendar channel) and downloads the .ics', async () => {
    const { agendaApi, platform, api } = renderDetail('web', { pushAnswer: 'refused' })
    fireEvent.click(await screen.findByRole('button', { name: 'Remind me' }))
    fireEvent.click(await screen.findByRole('button', { name: 'Allow notifications' }))
    expect(await screen.findByText('Notifications are off')).toBeTruthy()
    expect(api.pushSubscribe).not.toHaveBeenCalled()
    expect(agendaApi.remind).not.toHaveBeenCalled()
    fireEvent.click(screen.getByRole('button', { name: 'Remind me by calendar' }))
    await waitFor(() =>
      expect(platform.downloadFile).toHaveBeenCalledWith(
        `http://show.test/api/v5/session/getSessionCalendar?id=${summit.id}`,
        `session-${summit.id}.ics`,
      ),
    )
    expect(agendaApi.remind).toHaveBeenCalledWith({ id: summit.id, remind: 1, channel: 'calendar' })
  })

  it.each([
    ['EN', 'This browser cannot get notifications', 'Not now', 'No reminder set: we cannot notify this browser'],
    ['ZH-CN', '此浏览器无法接收通知', '暂不', '未设置提醒：我们无法通知此浏览器'],
  ] as const)('H5 without push (%s): says so, and Not now sets nothing', async (language, title, notNow, told) => {
    const { agendaApi, platform, services } = renderDetail('web', { push: 'unavailable', language })
    fireEvent.click(await screen.findByRole('button', { name: language === 'EN' ? 'Remind me' : '提醒我' }))
    expect(await screen.findByText(title)).toBeTruthy()
    expect(screen.queryByRole('button', { name: language === 'EN' ? 'Allow notifications' : '允许通知' })).toBeNull()
    fireEvent.click(screen.getByRole('button', { name: notNow }))
    await waitFor(() => expect(services.platform.showToast).toHaveBeenCalledWith(told))
    expect(agendaApi.remind).not.toHaveBeenCalled()
    expect(platform.subscribePush).not.toHaveBeenCalled()
  })

  it.each([
    [
      'EN',
      'Remind me',
      'Remind me by email',
      'Enter a valid email address',
      'Set reminder',
      'Reminder set: an email to v***@example.com 15 minutes before',
    ],
    [
      'ZH-CN',
      '提醒我',
      '通过邮件提醒我',
      '请输入有效的邮箱地址',
      '设置提醒',
      '已设置提醒：开始前 15 分钟将发邮件到 v***@example.com',
    ],
  ] as const)(
    'H5 without push (%s): by email; a bad address is refused in the visitor words, then the reminder goes by email',
    async (language, remindMe, byEmail, invalid, save, told) => {
      const { agendaApi, api, services } = renderDetail('web', { push: 'unavailable', language })
      fireEvent.click(await screen.findByRole('button', { name: remindMe }))
      fireEvent.click(await screen.findByRole('button', { name: byEmail }))
      await screen.findByText(language === 'EN' ? 'Your email for reminders' : '接收提醒的邮箱')
      await typeInto(0, 'visitor@')
      fireEvent.click(screen.getByRole('button', { name: save }))
      expect(await screen.findByRole('alert')).toHaveProperty('textContent', invalid)
      expect(api.saveReminderContact).not.toHaveBeenCalled()
      // what was typed stays
      expect(fieldValue(0)).toBe('visitor@')
      await typeInto(0, 'visitor@example.com')
      fireEvent.click(screen.getByRole('button', { name: save }))
      await waitFor(() => expect(services.platform.showToast).toHaveBeenCalledWith(told))
      expect(api.saveReminderContact).toHaveBeenCalledWith({ kind: 'email', email: 'visitor@example.com' })
      expect(agendaApi.remind).toHaveBeenCalledWith({ id: summit.id, remind: 1, channel: 'email' })
    },
    // two sheets and a form, each a render: more than jest's 5 s on a loaded machine
    20_000,
  )

  it('native app: no push in its web view; a number given before is one tap away (SMS), shown masked', async () => {
    const { agendaApi, api, services } = renderDetail('app', {
      push: 'unavailable',
      contacts: { email: null, sms: '139****5678', channels: ['email', 'sms'] },
    })
    fireEvent.click(await screen.findByRole('button', { name: 'Remind me' }))
    fireEvent.click(await screen.findByRole('button', { name: 'Text me at 139****5678' }))
    await waitFor(() =>
      expect(services.platform.showToast).toHaveBeenCalledWith(
        'Reminder set: a text message to 139****5678 15 minutes before',
      ),
    )
    expect(api.saveReminderContact).not.toHaveBeenCalled()
    expect(agendaApi.remind).toHaveBeenCalledWith({ id: summit.id, remind: 1, channel: 'sms' })
  })

  it('H5 without push: SMS needs the code; a wrong one is said under the code field and nothing is set', async () => {
    const { agendaApi, api } = renderDetail('web', { push: 'denied' })
    fireEvent.click(await screen.findByRole('button', { name: 'Remind me' }))
    fireEvent.click(await screen.findByRole('button', { name: 'Remind me by text message' }))
    await screen.findByText('Your mobile number for reminders')
    await typeInto(0, '13912345678')
    fireEvent.click(screen.getByRole('button', { name: 'Set reminder' }))
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', 'Enter the code we sent to your phone')
    await typeInto(1, '000000')
    fireEvent.click(screen.getByRole('button', { name: 'Set reminder' }))
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('The code is wrong'))
    expect(api.saveReminderContact).toHaveBeenCalledWith({ kind: 'sms', phone: '13912345678', code: '000000' })
    expect(agendaApi.remind).not.toHaveBeenCalled()
    await typeInto(1, '123456')
    fireEvent.click(screen.getByRole('button', { name: 'Set reminder' }))
    await waitFor(() => expect(agendaApi.remind).toHaveBeenCalledWith({ id: summit.id, remind: 1, channel: 'sms' }))
  }, 20_000)

  it('mini-program: accepted subscription, and the visitor is told a WeChat notice will come', async () => {
    const { agendaApi, platform, services } = renderDetail('weapp')
    fireEvent.click(await screen.findByRole('button', { name: 'Remind me' }))
    expect(platform.requestSubscription).toHaveBeenCalledWith(['session-reminder-test'])
    await waitFor(() =>
      expect(services.platform.showToast).toHaveBeenCalledWith(
        'Subscribed: WeChat will notify you 15 minutes before it starts',
      ),
    )
    expect(agendaApi.remind).toHaveBeenCalledWith({ id: summit.id, remind: 1, channel: 'subscribe' })
    expect(await screen.findByRole('button', { name: 'Cancel' })).toBeTruthy()
  })

  it('mini-program: refused, then the phone calendar; both refused, nothing is set', async () => {
    const first = renderDetail('weapp', { subscribe: 'refused' })
    fireEvent.click(await screen.findByRole('button', { name: 'Remind me' }))
    await waitFor(() =>
      expect(first.services.platform.showToast).toHaveBeenCalledWith(
        'Added to your phone calendar with an alert 15 minutes before',
      ),
    )
    expect(first.agendaApi.remind).toHaveBeenCalledWith({ id: summit.id, remind: 1, channel: 'calendar' })
    first.unmount()

    const second = renderDetail('weapp', { subscribe: 'refused', calendar: 'refused' })
    fireEvent.click(await screen.findByRole('button', { name: 'Remind me' }))
    await waitFor(() =>
      expect(second.services.platform.showToast).toHaveBeenCalledWith(
        'No reminder set: allow WeChat notifications or calendar access and try again',
      ),
    )
    expect(second.agendaApi.remind).not.toHaveBeenCalled()
    expect(screen.getByRole('button', { name: 'Remind me' })).toBeTruthy()
  })

  it('says what changed, opens speakers and previous sessions of the series', async () => {
    const earlier = session(DAYS[0], '09:30', '10:15', { title: 'Smart Manufacturing Summit 2026 (part 1)' })
    const { navigation } = renderDetail('web', {
      detail: {
        ...summit,
        change: {
          previousStartTime: summit.startTime.replace('05:30', '03:30'),
          previousEndTime: summit.endTime.replace('06:15', '04:15'),
          previousRoom: 'Main Forum',
          previousHall: 'Hall 1',
          changedAt: '2026-09-14T00:00:00.000Z',
        },
        series: { id: 4, name: 'Smart Manufacturing Summit' },
        previousSessions: [earlier],
      },
    })
    expect(await screen.findByText('Time changed from Wed 16 Sep 11:30–12:15 to Wed 16 Sep 13:30–14:15')).toBeTruthy()
    expect(screen.getByText('Room changed from Hall 1 · Main Forum to Hall 1 · Innovation Theatre')).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Remind me' })).toBeTruthy()
    fireEvent.click(screen.getByRole('link', { name: 'Wang Jianguo' }))
    expect(navigation.to).toHaveBeenCalledWith('/meeting/guest', { personId: 1, eventEditionId: 22 })
    fireEvent.click(screen.getByRole('link', { name: earlier.title }))
    expect(navigation.to).toHaveBeenCalledWith('/meeting/detail', { sessionId: earlier.id })
  })
})

describe('the session’s room', () => {
  it('opens the venue map on its hall, centred on the room', async () => {
    const { navigation } = renderDetail('web', { detail: { ...summit, roomId: 8, eventCode: 'SIE' } })
    const room = await screen.findByRole('link', { name: 'Hall 1 · Innovation Theatre · Map' })
    fireEvent.click(room)
    expect(navigation.to).toHaveBeenCalledWith('/venue/map', { room: 8, eventCode: 'SIE' })
  })

  it('is plain text when the session has no room on record', async () => {
    const { navigation } = renderDetail('web', { detail: { ...summit, roomId: 0 } })
    expect(await screen.findByText('Hall 1 · Innovation Theatre')).toBeTruthy()
    expect(screen.queryByRole('link', { name: /· Map$/ })).toBeNull()
    fireEvent.click(screen.getByText('Hall 1 · Innovation Theatre'))
    expect(navigation.to).not.toHaveBeenCalled()
  })
})
