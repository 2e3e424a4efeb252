import { act, screen } from '@testing-library/react'
import {
  createFakeAgendaApi,
  createTestServices,
  renderWithServices,
} from '../../../../test-support/render-with-services'
import type { AgendaEntry } from '../../../../types/api'
import { AgendaList } from '..'

const moved: AgendaEntry = {
  id: 7,
  title: 'Digital Twin Factories',
  startTime: '2026-09-15T03:30:00.000Z',
  endTime: '2026-09-15T04:15:00.000Z',
  room: 'Main Forum',
  roomId: 1,
  hall: 'Hall 1',
  track: '',
  trackId: 0,
  isKeynote: 0,
  speakers: [],
  remind: 1,
  reminderVia: 'calendar',
  reminderState: 'queued',
  // the organiser moved it from 09:30: a phone-calendar reminder still says 09:30, the agenda says so
  change: {
    previousStartTime: '2026-09-15T01:30:00.000Z',
    previousEndTime: '2026-09-15T02:15:00.000Z',
    previousRoom: 'Main Forum',
    previousHall: 'Hall 1',
    changedAt: '2026-09-14T00:00:00.000Z',
  },
}

it.each([
  ['EN', 'Time changed'],
  ['ZH-CN', '时间已调整'],
] as const)('my agenda marks a moved session (%s)', async (language, label) => {
  const agendaApi = createFakeAgendaApi({
    getMyAgenda: jest.fn(async () => ({
      eventEditionId: 22,
      eventEditionName: 'SIE 2026',
      timeZone: 'Asia/Shanghai',
      timeZoneName: 'Shanghai',
      list: [moved, { ...moved, id: 8, title: 'Supply Chain Resilience', change: undefined }],
    })),
  })
  const services = createTestServices({ language, agendaApi })
  act(() => {
    services.store.context.setIdentity({ userId: 'visitor-1', hasUserInfo: false })
    services.store.ui.setStatusBarHeight(0, false)
  })
  renderWithServices(<AgendaList />, { value: services })
  expect(await screen.findByText('Supply Chain Resilience')).toBeTruthy()
  // one label, on the moved session only
  expect(screen.getAllByText(label)).toHaveLength(1)
  expect(screen.getByRole('link', { name: 'Digital Twin Factories' }).textContent).toContain(label)
})

it.each([
  [
    'EN',
    [
      'Reminder by WeChat message · sent',
      'Reminder by text message',
      'Calendar only: your phone reminds you',
      'No reminder channel: nothing will remind you. Add it to your calendar',
      'Reminder by WeChat message · could not be delivered',
    ],
  ],
  [
    'ZH-CN',
    [
      '提醒方式：微信消息 · 已发送',
      '提醒方式：短信',
      '仅日历：由手机日历提醒',
      '无提醒渠道：不会收到提醒，请添加到日历',
      '提醒方式：微信消息 · 无法送达',
    ],
  ],
] as const)('my agenda says how each reminder reaches the visitor (%s)', async (language, lines) => {
  const row = (id: number, via: AgendaEntry['reminderVia'], state: AgendaEntry['reminderState']): AgendaEntry => ({
    ...moved,
    id,
    title: `Session ${id}`,
    change: undefined,
    reminderVia: via,
    reminderState: state,
  })
  const agendaApi = createFakeAgendaApi({
    getMyAgenda: jest.fn(async () => ({
      eventEditionId: 22,
      eventEditionName: 'SIE 2026',
      timeZone: 'Asia/Shanghai',
      timeZoneName: 'Shanghai',
      list: [
        row(1, 'wechat', 'sent'),
        row(2, 'sms', 'queued'),
        row(3, 'calendar', 'sent'),
        row(4, 'none', 'sent'),
        row(5, 'wechat', 'undeliverable'),
      ],
    })),
  })
  const services = createTestServices({ language, agendaApi })
  act(() => {
    services.store.context.setIdentity({ userId: 'visitor-1', hasUserInfo: false })
    services.store.ui.setStatusBarHeight(0, false)
  })
  renderWithServices(<AgendaList />, { value: services })
  expect(await screen.findByText('Session 5')).toBeTruthy()
  lines.forEach((line, i) => {
    // each line on its own session's row
    expect(screen.getByRole('link', { name: `Session ${i + 1}` }).textContent).toContain(line)
  })
})
