/**
 * Meetings on the day (issue 29.4), the visitor's side: who may check in (an accepted meeting, on
 * its venue day, not over, not yet checked in), the check-in with the stand's code and the
 * server's refusal kept under the meeting, and the one-tap mark after the slot.
 */
import { ApiError } from '../../../services/api/client'
import type { Meeting } from '../../../../types/api'
import { MeetingsStore, canCheckIn, canMark, type MeetingsApi } from '../meetings-store'

const at = (iso: string) => Date.parse(iso)
const meeting = (over: Partial<Meeting> = {}): Meeting => ({
  meetingId: 1,
  companyProfileId: 1,
  exhibitorName: 'Acme',
  booth: 'W1-A01',
  // 16 Apr 11:30–12:00 at the venue (UTC+8)
  startTime: '2026-04-16T03:30:00.000Z',
  endTime: '2026-04-16T04:00:00.000Z',
  day: '2026-04-16',
  timeZone: 'Asia/Shanghai',
  purpose: 'Pumps',
  status: 'accepted',
  expiresAt: '2026-04-16T03:30:00.000Z',
  mark: null,
  ...over,
})

describe('check-in and marks: when', () => {
  it('offers check-in on the meeting’s venue day until it ends, for an accepted meeting only', () => {
    // 00:10 on the 16th in Shanghai is still the 15th in UTC: already the day
    expect(canCheckIn(meeting(), at('2026-04-15T16:10:00Z'))).toBe(true)
    expect(canCheckIn(meeting(), at('2026-04-15T15:50:00Z'))).toBe(false) // 23:50 the day before
    expect(canCheckIn(meeting(), at('2026-04-16T03:45:00Z'))).toBe(true)
    expect(canCheckIn(meeting(), at('2026-04-16T04:00:00Z'))).toBe(false) // over
    expect(canCheckIn(meeting({ status: 'pending' }), at('2026-04-16T03:00:00Z'))).toBe(false)
    expect(canCheckIn(meeting({ checkedInAt: '2026-04-16T03:25:00Z' }), at('2026-04-16T03:30:00Z'))).toBe(false)
  })

  it('offers met / no-show once the slot has ended, for an accepted meeting not marked', () => {
    expect(canMark(meeting(), at('2026-04-16T03:59:00Z'))).toBe(false)
    expect(canMark(meeting(), at('2026-04-16T04:00:00Z'))).toBe(true)
    expect(canMark(meeting({ mark: 'met' }), at('2026-04-16T05:00:00Z'))).toBe(false)
    expect(canMark(meeting({ status: 'cancelled' }), at('2026-04-16T05:00:00Z'))).toBe(false)
  })
})

describe('MeetingsStore on the day', () => {
  function setup(over: Partial<MeetingsApi> = {}) {
    const api = {
      getMeetingSlots: jest.fn(),
      getMeetingClashes: jest.fn(),
      bookMeeting: jest.fn(),
      getMyMeetings: jest.fn(async () => ({ meetings: [meeting(), meeting({ meetingId: 2 })], noShows: 0 })),
      updateMeeting: jest.fn(async ({ meetingId, action }) => meeting({ meetingId, mark: action as 'met' })),
      checkInMeeting: jest.fn(async ({ meetingId }) => meeting({ meetingId, checkedInAt: '2026-04-16T03:31:00.000Z' })),
      ...over,
    } as unknown as jest.Mocked<MeetingsApi>
    const store = new MeetingsStore(api, () => 'EN')
    return { api, store }
  }

  it('checks in with the scanned code and shows the answer in My meetings', async () => {
    const { api, store } = setup()
    await store.loadMine()
    expect(await store.checkIn(1, 'expo-meet.1.abc')).toBe(true)
    expect(api.checkInMeeting).toHaveBeenCalledWith({ meetingId: 1, code: 'expo-meet.1.abc' })
    expect(store.meetings.find((m) => m.meetingId === 1)?.checkedInAt).toBe('2026-04-16T03:31:00.000Z')
    expect(store.meetings.find((m) => m.meetingId === 2)?.checkedInAt).toBeUndefined()
    expect(store.working).toBeNull()
  })

  it('keeps the server’s refusal under that meeting until the next try', async () => {
    const refusal = 'This is another stand’s code; your meeting is at a different stand'
    const checkInMeeting = jest
      .fn()
      .mockRejectedValueOnce(new ApiError(refusal, 'business', undefined, 409))
      .mockResolvedValueOnce(meeting({ checkedInAt: '2026-04-16T03:31:00.000Z' }))
    const { store } = setup({ checkInMeeting })
    await store.loadMine()
    expect(await store.checkIn(1, 'expo-meet.2.xyz')).toBe(false)
    expect(store.meetingError).toEqual({ 1: refusal })
    expect(store.meetings.find((m) => m.meetingId === 1)?.checkedInAt).toBeUndefined()
    expect(await store.checkIn(1, 'expo-meet.1.abc')).toBe(true)
    expect(store.meetingError).toEqual({})
  })

  it('marks met or no-show with one call and shows the mark', async () => {
    const { api, store } = setup()
    await store.loadMine()
    expect(await store.mark(2, 'noShow')).toBe(true)
    expect(api.updateMeeting).toHaveBeenCalledWith({ meetingId: 2, action: 'noShow' })
    expect(store.meetings.find((m) => m.meetingId === 2)?.mark).toBe('noShow')
  })
})
