/**
 * The visitor's side of meetings at the stand (issue 29): free slots by venue day, the purpose
 * checked before anything is sent, clashes and the no-show warning shown before the request goes
 * (and the clash confirmed to the server), refusals shown, My meetings in time order with cancel.
 */
import { ApiError } from '../../../services/api/client'
import type { Meeting, MeetingSlot, MeetingSlots } from '../../../../types/api'
import { MeetingsStore, type MeetingsApi } from '../meetings-store'

const NOW = Date.parse('2026-04-16T02:00:00Z') // 10:00 at the venue (UTC+8)
const slot = (slotId: number, startTime: string, free = 1, day = '2026-04-16'): MeetingSlot => ({
  slotId,
  day,
  startTime,
  endTime: new Date(Date.parse(startTime) + 30 * 60_000).toISOString(),
  capacity: 2,
  free,
})
const SLOTS: MeetingSlots = {
  timeZone: 'Asia/Shanghai',
  days: ['2026-04-16', '2026-04-17'],
  expiryHours: 24,
  plans: [],
  // 17 Apr 00:00 at the venue is still 16 Apr in UTC: listed under the 17th
  slots: [
    slot(3, '2026-04-16T16:00:00.000Z', 1, '2026-04-17'),
    slot(2, '2026-04-16T03:00:00.000Z'),
    slot(1, '2026-04-16T02:30:00.000Z', 0),
    slot(9, '2026-04-16T01:00:00.000Z'), // begun: not offered
  ],
  noShows: 0,
  pending: 0,
}
const meeting = (meetingId: number, startTime: string, status: Meeting['status'] = 'pending'): Meeting => ({
  meetingId,
  companyProfileId: 1,
  exhibitorName: 'Acme',
  booth: 'W1-A01',
  startTime,
  endTime: startTime,
  day: '2026-04-16',
  timeZone: 'Asia/Shanghai',
  purpose: 'Pumps',
  status,
  expiresAt: startTime,
  mark: null,
})

function setup(over: Partial<MeetingsApi> = {}, slots: MeetingSlots = SLOTS) {
  const api: jest.Mocked<MeetingsApi> = {
    getMeetingSlots: jest.fn(async () => JSON.parse(JSON.stringify(slots)) as MeetingSlots),
    getMeetingClashes: jest.fn(async () => []),
    bookMeeting: jest.fn(async (b) => meeting(50, SLOTS.slots.find((s) => s.slotId === b.slotId)!.startTime)),
    getMyMeetings: jest.fn(async () => ({
      meetings: [meeting(2, '2026-04-17T03:00:00Z'), meeting(1, '2026-04-16T05:00:00Z', 'accepted')],
      noShows: 0,
    })),
    updateMeeting: jest.fn(async ({ meetingId }) => ({
      ...meeting(meetingId, '2026-04-16T05:00:00Z'),
      status: 'cancelled' as const,
    })),
    ...over,
  } as jest.Mocked<MeetingsApi>
  const store = new MeetingsStore(
    api,
    () => 'EN',
    () => NOW,
  )
  return { api, store }
}

describe('MeetingsStore', () => {
  it('offers the free slots not begun, by venue day in time order', async () => {
    const { store } = setup()
    await store.loadSlots(1)
    expect(store.hasSlots).toBe(true)
    expect(store.freeByDay.map((d) => [d.day, d.slots.map((s) => s.slotId)])).toEqual([
      ['2026-04-16', [2]],
      ['2026-04-17', [3]],
    ])
  })

  it('has no booking for an exhibitor without slots', async () => {
    const { store } = setup({}, { ...SLOTS, slots: [] })
    await store.loadSlots(1)
    expect(store.hasSlots).toBe(false)
  })

  it('checks the purpose with the shared rule before asking the server', async () => {
    const { api, store } = setup()
    await store.loadSlots(1)
    store.choose(2)
    expect(await store.submit()).toBe(false)
    expect(store.error).toBe('Please say what the meeting is about')
    store.setPurpose('x'.repeat(201))
    expect(await store.submit()).toBe(false)
    expect(store.error).toBe('The purpose: at most 200 characters')
    expect(api.getMeetingClashes).not.toHaveBeenCalled()
    expect(api.bookMeeting).not.toHaveBeenCalled()
  })

  it('books at once without clashes, and the place is taken', async () => {
    const { api, store } = setup()
    await store.loadSlots(1)
    await store.loadMine()
    store.choose(2)
    store.setPurpose('  Pumps for Ningbo  ')
    expect(await store.submit()).toBe(true)
    expect(api.bookMeeting).toHaveBeenCalledWith({ slotId: 2, purpose: 'Pumps for Ningbo' })
    expect(store.stage).toBe('sent')
    // its one free place taken: the 16th has nothing left to offer
    expect(store.freeByDay.map((d) => d.day)).toEqual(['2026-04-17'])
    expect(store.meetings.map((m) => m.meetingId)).toEqual([50, 1, 2])
  })

  it('shows the clashes first and sends the confirmation with the booking', async () => {
    const clash = {
      kind: 'session' as const,
      title: 'Keynote',
      startTime: SLOTS.slots[1]!.startTime,
      endTime: SLOTS.slots[1]!.endTime,
    }
    const { api, store } = setup({ getMeetingClashes: jest.fn(async () => [clash]) })
    await store.loadSlots(1)
    store.choose(2)
    store.setPurpose('Pumps')
    expect(await store.submit()).toBe(false)
    expect(store.stage).toBe('warn')
    expect(store.clashes).toEqual([clash])
    expect(api.bookMeeting).not.toHaveBeenCalled()
    expect(await store.submit()).toBe(true)
    expect(api.bookMeeting).toHaveBeenCalledWith({ slotId: 2, purpose: 'Pumps', confirmClash: 1 })
  })

  it('shows a request of their own at an overlapping time and never sends (not even on a second tap)', async () => {
    const session = {
      kind: 'session' as const,
      title: 'Keynote',
      startTime: SLOTS.slots[1]!.startTime,
      endTime: SLOTS.slots[1]!.endTime,
    }
    const meeting = { ...session, kind: 'meeting' as const, title: 'Pump Works' }
    const { api, store } = setup({ getMeetingClashes: jest.fn(async () => [session, meeting]) })
    await store.loadSlots(1)
    store.choose(2)
    store.setPurpose('Pumps')
    expect(await store.submit()).toBe(false)
    expect(store.stage).toBe('warn')
    expect(store.overlapping).toEqual([meeting])
    expect(await store.submit()).toBe(false)
    expect(api.bookMeeting).not.toHaveBeenCalled()
    // another slot: the warning goes, and a slot with only a session clash can be confirmed
    store.choose(1)
    expect(store.overlapping).toEqual([])
  })

  it('warns a visitor with 2 no-shows before booking (not blocked)', async () => {
    const { api, store } = setup({}, { ...SLOTS, noShows: 2 })
    await store.loadSlots(1)
    expect(store.noShowWarning).toBe(2)
    store.choose(2)
    store.setPurpose('Pumps')
    expect(await store.submit()).toBe(false)
    expect(store.stage).toBe('warn')
    expect(await store.submit()).toBe(true)
    expect(api.bookMeeting).toHaveBeenCalledWith({ slotId: 2, purpose: 'Pumps' })
  })

  it('shows the server’s refusal (content check) and keeps the purpose', async () => {
    const refused = new ApiError('The purpose contains words that are not allowed', 'business')
    const { store } = setup({ bookMeeting: jest.fn(async () => Promise.reject(refused)) })
    await store.loadSlots(1)
    store.choose(2)
    store.setPurpose('bad words')
    expect(await store.submit()).toBe(false)
    expect(store.error).toBe('The purpose contains words that are not allowed')
    expect(store.purpose).toBe('bad words')
    expect(store.stage).toBe('pick')
  })

  it('lists My meetings in time order, cancels one, and says when it cannot load', async () => {
    const { api, store } = setup()
    await store.loadMine()
    expect(store.meetings.map((m) => m.meetingId)).toEqual([1, 2])
    await store.cancel(1)
    expect(api.updateMeeting).toHaveBeenCalledWith({ meetingId: 1, action: 'cancel' })
    expect(store.meetings[0]!.status).toBe('cancelled')

    const failing = setup({ getMyMeetings: jest.fn(async () => Promise.reject(new Error('offline'))) })
    await failing.store.loadMine()
    expect(failing.store.mineFailed).toBe(true)
  })
})
