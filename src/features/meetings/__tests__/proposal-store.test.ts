/**
 * Proposing a meeting to a mutual match (issue 29.2), the app's side: the day and start at the
 * venue's clock (quarter-hour steps, never before now), the shared rules before anything is sent,
 * both sides' clashes shown first (the other's only as busy) and confirmed to the server, the
 * server's refusal shown with the form kept; and answering a proposal from My meetings.
 */
import { ApiError } from '../../../services/api/client'
import type { Meeting, MeetingPlaces } from '../../../../types/api'
import { ProposalStore, venueInstantMs, type ProposalApi } from '../proposal-store'
import { MeetingsStore, canCheckIn, type MeetingsApi } from '../meetings-store'

const NOW = Date.parse('2026-04-16T02:07:00Z') // 10:07 at the venue (UTC+8)
const PLACES: MeetingPlaces = {
  person: { personId: 'p_bob', name: 'Bob Li', company: 'Bob Trading' },
  timeZone: 'Asia/Shanghai',
  days: ['2026-04-15', '2026-04-16', '2026-04-17'],
  points: [{ kind: 'point', code: '1:0', label: 'Hall W1 · North entrance' }],
  pending: 0,
}
const proposal = (over: Partial<Meeting> = {}): Meeting => ({
  meetingId: 7,
  companyProfileId: 0,
  exhibitorName: 'Bob Li',
  booth: 'Hall W1 · North entrance',
  startTime: '2026-04-17T02:00:00.000Z',
  endTime: '2026-04-17T02:30:00.000Z',
  day: '2026-04-17',
  timeZone: 'Asia/Shanghai',
  purpose: 'Pumps',
  status: 'pending',
  expiresAt: '2026-04-17T02:00:00.000Z',
  mark: null,
  proposal: {
    role: 'proposer',
    person: PLACES.person,
    place: PLACES.points[0]!,
  },
  ...over,
})

function setup(over: Partial<ProposalApi> = {}) {
  const api: jest.Mocked<ProposalApi> = {
    getMeetingPlaces: jest.fn(async () => JSON.parse(JSON.stringify(PLACES)) as MeetingPlaces),
    getProposalClashes: jest.fn(async () => ({ mine: [], theirsBusy: false })),
    proposeMeeting: jest.fn(async () => proposal()),
    ...over,
  } as jest.Mocked<ProposalApi>
  const store = new ProposalStore(
    api,
    () => 'EN',
    () => NOW,
  )
  return { api, store }
}

describe('ProposalStore', () => {
  it('offers the days still ahead and starts today at the next quarter hour a little ahead', async () => {
    const { store } = setup()
    await store.load('p_bob')
    expect(store.days).toEqual(['2026-04-16', '2026-04-17'])
    expect(store.day).toBe('2026-04-16')
    expect(store.from).toBe('10:30')
    store.setDay('2026-04-17')
    expect(store.from).toBe('10:00')
    store.shift(-1)
    expect(store.from).toBe('09:45')
    store.setLength(15)
    expect(store.to).toBe('10:00')
    // a meeting ends by midnight at the venue
    for (let i = 0; i < 100; i++) store.shift(1)
    expect(store.from).toBe('23:45')
    expect(venueInstantMs('2026-04-17', '00:00', 'Asia/Shanghai')).toBe(Date.parse('2026-04-16T16:00:00Z'))
  })

  it('checks the place and the purpose before asking the server anything', async () => {
    const { api, store } = setup()
    await store.load('p_bob')
    expect(await store.submit()).toBe(false)
    expect(store.error).toBe('Please choose where to meet')
    store.chooseStand()
    expect(await store.submit()).toBe(false)
    expect(store.error).toBe('Please choose where to meet')
    store.choosePoint('1:0')
    expect(await store.submit()).toBe(false)
    expect(store.error).toBe('Please say what the meeting is about')
    store.setPurpose('x'.repeat(201))
    expect(await store.submit()).toBe(false)
    expect(store.error).toBe('The purpose: at most 200 characters')
    expect(api.getProposalClashes).not.toHaveBeenCalled()
    expect(api.proposeMeeting).not.toHaveBeenCalled()
  })

  it('sends at once without clashes, naming the place and time at the venue', async () => {
    const { api, store } = setup()
    await store.load('p_bob')
    store.setDay('2026-04-17')
    store.chooseStand()
    store.setStandCode(' w1-a01 ')
    store.setPurpose('  Pumps  ')
    expect(await store.submit()).toBe(true)
    expect(api.proposeMeeting).toHaveBeenCalledWith({
      personId: 'p_bob',
      day: '2026-04-17',
      from: '10:00',
      length: 30,
      place: { kind: 'stand', code: 'w1-a01' },
      purpose: 'Pumps',
    })
    expect(store.stage).toBe('sent')
    expect(store.places?.pending).toBe(1)
  })

  it('shows either side’s clash first; the next tap confirms it; a change of time asks again', async () => {
    const { api, store } = setup({
      getProposalClashes: jest.fn(async () => ({ mine: [], theirsBusy: true })),
    })
    await store.load('p_bob')
    store.choosePoint('1:0')
    store.setPurpose('Pumps')
    expect(await store.submit()).toBe(false)
    expect(store.stage).toBe('warn')
    expect(store.theirsBusy).toBe(true)
    expect(api.proposeMeeting).not.toHaveBeenCalled()
    store.shift(1)
    expect(store.stage).toBe('pick')
    expect(store.theirsBusy).toBe(false)
    expect(await store.submit()).toBe(false)
    expect(await store.submit()).toBe(true)
    expect(api.proposeMeeting.mock.calls[0]![0].confirmClash).toBe(1)
  })

  it('shows the server’s refusal and keeps the form', async () => {
    const { store } = setup({
      proposeMeeting: jest.fn(async () => {
        throw new ApiError('You have 5 requests waiting for an answer; wait for one or cancel one first', 'business')
      }),
    })
    await store.load('p_bob')
    store.choosePoint('1:0')
    store.setPurpose('Pumps')
    expect(await store.submit()).toBe(false)
    expect(store.error).toMatch(/5 requests waiting/)
    expect(store.purpose).toBe('Pumps')
    expect(store.stage).toBe('pick')
  })

  it('says why when the person is not a match', async () => {
    const { store } = setup({
      getMeetingPlaces: jest.fn(async () => {
        throw new ApiError('You can propose a meeting only to someone you matched with', 'business')
      }),
    })
    await store.load('p_eve')
    expect(store.places).toBeNull()
    expect(store.loadError).toBe('You can propose a meeting only to someone you matched with')
  })
})

describe('answering a proposal in My meetings', () => {
  it('the attendee asked accepts; the proposer only waits; no check-in for meetings between attendees', async () => {
    const asked = proposal({ meetingId: 8, proposal: { ...proposal().proposal!, role: 'invitee' } })
    const api = {
      getMyMeetings: jest.fn(async () => ({ meetings: [proposal(), asked], noShows: 0 })),
      replyMeeting: jest.fn(async ({ meetingId }: { meetingId: number }) => ({
        ...asked,
        meetingId,
        status: 'accepted' as const,
      })),
    } as unknown as jest.Mocked<MeetingsApi>
    const store = new MeetingsStore(
      api,
      () => 'EN',
      () => NOW,
    )
    await store.loadMine()
    expect(store.awaitsMe(store.meetings[0]!)).toBe(false)
    expect(store.awaitsMe(store.meetings[1]!)).toBe(true)
    expect(await store.reply(8, 'accept')).toBe(true)
    expect(api.replyMeeting).toHaveBeenCalledWith({ meetingId: 8, action: 'accept' })
    const after = store.meetings.find((m) => m.meetingId === 8)!
    expect(after.status).toBe('accepted')
    expect(store.awaitsMe(after)).toBe(false)
    expect(canCheckIn({ ...after, startTime: '2026-04-16T03:00:00Z', endTime: '2026-04-16T03:30:00Z' }, NOW)).toBe(
      false,
    )
  })

  it('a refusal (expired meanwhile) shows under the meeting', async () => {
    const api = {
      getMyMeetings: jest.fn(async () => ({
        meetings: [proposal({ proposal: { ...proposal().proposal!, role: 'invitee' } })],
        noShows: 0,
      })),
      replyMeeting: jest.fn(async () => {
        throw new ApiError('This meeting is no longer open', 'business')
      }),
    } as unknown as jest.Mocked<MeetingsApi>
    const store = new MeetingsStore(
      api,
      () => 'EN',
      () => NOW,
    )
    await store.loadMine()
    expect(await store.reply(7, 'decline')).toBe(false)
    expect(store.meetingError[7]).toBe('This meeting is no longer open')
  })
})
