/**
 * The stand's side of meetings at the stand (issue 29 items 1, 5): publishing one plan for the
 * open days of the week strip (checked by the shared rules before anything is sent, the slots
 * previewed as the server makes them, refusals shown), and the day view: accept / decline, the
 * note (its rule, kept while the server refuses), met / no-show only once the slot has begun, and
 * the counts read again after an answer.
 */
import { ApiError } from '../../../services/api/client'
import type {
  MeetingAnswerBody,
  MeetingPublishBody,
  MeetingSlots,
  MeetingSlotsQuery,
  MeetingStandDay,
  MeetingStandQuery,
  StandMeeting,
} from '../../../../types/api'
import { SlotPlanStore, type SlotPlanApi } from '../slot-plan-store'
import { StandDayStore, type StandDayApi } from '../stand-day-store'

const DAYS = ['2026-04-15', '2026-04-16', '2026-04-17', '2026-04-18']
const EMPTY: MeetingSlots = {
  timeZone: 'Asia/Shanghai',
  days: DAYS,
  expiryHours: 24,
  plans: [],
  slots: [],
  noShows: 0,
  pending: 0,
}

function planSetup(slots: MeetingSlots = EMPTY, over: Partial<SlotPlanApi> = {}) {
  const api = {
    getMeetingSlots: jest.fn(async (_q: MeetingSlotsQuery) => slots),
    publishMeetingSlots: jest.fn(async (body: MeetingPublishBody, _token: string) => ({
      ...slots,
      slots: body.days.flatMap((d, i) =>
        Array.from({ length: 3 }, (_, j) => ({
          slotId: i * 10 + j,
          day: d.day,
          startTime: `${d.day}T0${j}:00:00Z`,
          endTime: `${d.day}T0${j}:30:00Z`,
          capacity: d.capacity,
          free: d.capacity,
        })),
      ),
    })),
    ...over,
  } as jest.Mocked<SlotPlanApi>
  let lang: 'ZH-CN' | 'EN' = 'EN'
  const store = new SlotPlanStore(api, () => lang)
  return { api, store, setLang: (l: typeof lang) => (lang = l) }
}

describe('publishing meeting slots', () => {
  it('opens every day of the show with the defaults and publishes them in one tap', async () => {
    const { api, store } = planSetup()
    await store.load(1)
    expect(store.on).toEqual(DAYS)
    // 09:00–17:00 in 30 minutes: 16 slots a day
    expect(store.slotsPerDay).toHaveLength(16)
    expect(await store.publish('tok')).toBe(true)
    expect(api.publishMeetingSlots).toHaveBeenCalledWith(
      {
        companyProfileId: 1,
        expiryHours: 24,
        days: DAYS.map((day) => ({ day, from: '09:00', to: '17:00', length: 30, capacity: 1, breaks: [] })),
      },
      'tok',
    )
    expect(store.published).toBe(12)
    expect(store.hadPlan).toBe(true)
  })

  it('applies length, capacity, hours, a lunch break and the answer time to every open day', async () => {
    const { api, store } = planSetup()
    await store.load(1)
    store.toggleDay('2026-04-15') // the set-up day: closed
    store.shift('from', 60) // 10:00
    store.shift('to', -30) // 16:30
    store.setLength(20)
    store.setCapacity(3)
    store.addBreak() // 12:00–13:00
    store.setExpiry(4)
    expect(store.breaks).toEqual([{ from: '12:00', to: '13:00' }])
    // 10:00–12:00 is 6 slots; 13:00–16:20 is 10 (16:20–16:40 would end after 16:30)
    expect(store.slotsPerDay).toHaveLength(16)
    await store.publish('tok')
    const body = api.publishMeetingSlots.mock.calls[0]![0]
    expect(body.days.map((d) => d.day)).toEqual(DAYS.slice(1))
    expect(body.days[0]).toEqual({
      day: '2026-04-16',
      from: '10:00',
      to: '16:30',
      length: 20,
      capacity: 3,
      breaks: [{ from: '12:00', to: '13:00' }],
    })
    expect(body.expiryHours).toBe(4)
  })

  it('gives one day hours and breaks of its own, keeps the others, and copies a day to all', async () => {
    const { api, store } = planSetup()
    await store.load(1)
    store.shift('from', 60) // every day: 10:00–17:00 (day 1 copied to all)
    store.editDay(DAYS[3]!)
    store.shift('to', -3 * 60) // the last day: 10:00–14:00
    store.addBreak() // and a lunch break on that day only
    expect([store.from, store.to, store.breaks]).toEqual(['10:00', '14:00', [{ from: '12:00', to: '13:00' }]])
    expect(store.sameEveryDay).toBe(false)
    expect(store.ownHours).toEqual([DAYS[3]])
    // 10:00–17:00 in 30 minutes: 14; 10:00–12:00 and 13:00–14:00: 6
    expect(DAYS.map((d) => store.slotsOn(d))).toEqual([14, 14, 14, 6])
    expect(store.slotsTotal).toBe(48)
    // back to every day: what it shows is the first day's, and a change there reaches every day
    store.editDay(null)
    expect([store.from, store.to, store.breaks]).toEqual(['10:00', '17:00', []])
    await store.publish('tok')
    const days = api.publishMeetingSlots.mock.calls[0]![0].days
    expect(days.map((d) => [d.day, d.from, d.to, d.breaks.length])).toEqual([
      [DAYS[0], '10:00', '17:00', 0],
      [DAYS[1], '10:00', '17:00', 0],
      [DAYS[2], '10:00', '17:00', 0],
      [DAYS[3], '10:00', '14:00', 1],
    ])
    store.editDay(DAYS[3]!)
    store.copyToAll()
    expect(store.editing).toBeNull()
    expect(store.plans.every((d) => d.to === '14:00' && d.breaks.length === 1)).toBe(true)
  })

  it('opens a plan published with different hours per day on its first day', async () => {
    const { store } = planSetup({
      ...EMPTY,
      plans: [
        { day: '2026-04-16', from: '10:00', to: '17:00', length: 30, capacity: 2, breaks: [] },
        { day: '2026-04-18', from: '10:00', to: '14:00', length: 30, capacity: 2, breaks: [] },
      ],
    })
    await store.load(1)
    expect(store.on).toEqual(['2026-04-16', '2026-04-18'])
    expect(store.editing).toBe('2026-04-16')
    expect(store.plans.map((d) => d.to)).toEqual(['17:00', '14:00'])
    // closing the day being edited: one open day is left, so the form edits every day again
    store.toggleDay('2026-04-16')
    expect(store.editing).toBeNull()
    expect(store.to).toBe('14:00')
  })

  it('shows the plan published before, and only its days open', async () => {
    const { store } = planSetup({
      ...EMPTY,
      expiryHours: 12,
      plans: [{ day: '2026-04-17', from: '13:00', to: '15:00', length: 15, capacity: 2, breaks: [] }],
    })
    await store.load(1)
    expect(store.on).toEqual(['2026-04-17'])
    expect([store.from, store.to, store.length, store.capacity, store.expiryHours]).toEqual([
      '13:00',
      '15:00',
      15,
      2,
      12,
    ])
    expect(store.hadPlan).toBe(true)
  })

  it('refuses a broken plan with the rule’s words in the exhibitor’s language and sends nothing', async () => {
    const { api, store, setLang } = planSetup()
    await store.load(1)
    store.shift('to', -8 * 60) // 09:00 – 09:00
    expect(await store.publish('tok')).toBe(false)
    expect(store.error).toBe('The end must be after the start')
    setLang('ZH-CN')
    expect(store.problem).toBe('结束时间需晚于开始时间')
    store.shift('to', 8 * 60)
    // a break outside the opening hours
    store.addBreak()
    store.shiftBreak(0, 'from', -4 * 60) // 08:00–13:00
    expect(store.problem).toBe('休息时间需在开放时间内，且结束晚于开始')
    store.removeBreak(0)
    for (const d of DAYS) store.toggleDay(d)
    expect(store.problem).toBe('这一天没有可预约的时段')
    expect(api.publishMeetingSlots).not.toHaveBeenCalled()
  })

  it('keeps the form and shows the server’s refusal', async () => {
    const { store } = planSetup(EMPTY, {
      publishMeetingSlots: jest.fn(async () => {
        throw new ApiError('Only the exhibitor’s contact or staff may do this', 'business')
      }),
    })
    await store.load(1)
    store.setCapacity(4)
    expect(await store.publish('tok')).toBe(false)
    expect(store.error).toBe('Only the exhibitor’s contact or staff may do this')
    expect(store.capacity).toBe(4)
    // a change clears the refusal
    store.setCapacity(5)
    expect(store.error).toBe('')
  })

  it('stops at four breaks and keeps clocks within the day', async () => {
    const { store } = planSetup()
    await store.load(1)
    for (let i = 0; i < 6; i++) store.addBreak()
    expect(store.breaks).toHaveLength(4)
    store.shift('from', -24 * 60)
    expect(store.from).toBe('00:00')
    store.shift('to', 24 * 60)
    expect(store.to).toBe('23:45')
  })
})

const NOW = Date.parse('2026-04-16T03:10:00Z') // 11:10 at the venue
const standMeeting = (meetingId: number, status: StandMeeting['status'], startTime: string): StandMeeting => ({
  meetingId,
  slotId: meetingId < 10 ? 1 : 2,
  startTime,
  endTime: new Date(Date.parse(startTime) + 30 * 60_000).toISOString(),
  purpose: `Purpose ${meetingId}`,
  status,
  expiresAt: startTime,
  visitorName: `Visitor ${meetingId}`,
  visitorCompany: 'Buyer Ltd',
  noShows: 0,
  mark: null,
  note: '',
})
function day(): MeetingStandDay {
  return {
    timeZone: 'Asia/Shanghai',
    days: DAYS,
    day: '2026-04-16',
    slots: [
      {
        slotId: 1,
        day: '2026-04-16',
        startTime: '2026-04-16T02:30:00Z',
        endTime: '2026-04-16T03:00:00Z',
        capacity: 2,
        free: 0,
        meetings: [
          standMeeting(1, 'accepted', '2026-04-16T02:30:00Z'),
          standMeeting(2, 'pending', '2026-04-16T02:30:00Z'),
        ],
      },
      {
        slotId: 2,
        day: '2026-04-16',
        startTime: '2026-04-16T06:00:00Z',
        endTime: '2026-04-16T06:30:00Z',
        capacity: 2,
        free: 1,
        meetings: [standMeeting(11, 'accepted', '2026-04-16T06:00:00Z')],
      },
    ],
    counts: { requests: 3, pending: 1, accepted: 2, met: 0, noShow: 0 },
  }
}

function daySetup(over: Partial<StandDayApi> = {}) {
  let served = day()
  const api = {
    getMeetingStand: jest.fn(
      async (_q: MeetingStandQuery, _token: string) => JSON.parse(JSON.stringify(served)) as MeetingStandDay,
    ),
    answerMeeting: jest.fn(async (body: MeetingAnswerBody, _token: string) => {
      const m = served.slots.flatMap((s) => s.meetings).find((x) => x.meetingId === body.meetingId)!
      const after: StandMeeting =
        body.action === 'accept'
          ? { ...m, status: 'accepted' }
          : body.action === 'decline'
            ? { ...m, status: 'declined' }
            : body.action === 'note'
              ? { ...m, note: body.note ?? '' }
              : { ...m, mark: body.action === 'met' ? 'met' : 'noShow' }
      served = {
        ...served,
        slots: served.slots.map((s) => ({
          ...s,
          meetings: s.meetings.map((x) => (x.meetingId === m.meetingId ? after : x)),
        })),
        counts: { ...served.counts, pending: 0, accepted: body.action === 'accept' ? 3 : 2 },
      }
      return after
    }),
    ...over,
  } as jest.Mocked<StandDayApi>
  const store = new StandDayStore(
    api,
    () => 'EN',
    () => NOW,
  )
  return { api, store }
}
const find = (s: StandDayStore, id: number) => s.data!.slots.flatMap((x) => x.meetings).find((m) => m.meetingId === id)!

describe('the stand’s day of meetings', () => {
  it('accepts a waiting request with the edit token and shows the counts the server keeps', async () => {
    const { api, store } = daySetup()
    await store.load(1, 'tok')
    expect(api.getMeetingStand).toHaveBeenCalledWith({ companyProfileId: 1 }, 'tok')
    expect(store.waiting).toBe(1)
    expect(await store.act(2, 'accept', 'tok')).toBe(true)
    expect(api.answerMeeting).toHaveBeenCalledWith({ companyProfileId: 1, meetingId: 2, action: 'accept' }, 'tok')
    expect(find(store, 2).status).toBe('accepted')
    expect(store.data!.counts).toMatchObject({ pending: 0, accepted: 3 })
    expect(store.waiting).toBe(0)
    // the same day is read again
    expect(api.getMeetingStand).toHaveBeenLastCalledWith({ companyProfileId: 1, day: '2026-04-16' }, 'tok')
  })

  it('offers met / no-show only for an accepted meeting whose slot has begun', async () => {
    const { store } = daySetup()
    await store.load(1, 'tok')
    expect(store.markable(find(store, 1))).toBe(true)
    expect(store.markable(find(store, 2))).toBe(false) // pending
    expect(store.markable(find(store, 11))).toBe(false) // 14:00, not begun
    await store.act(1, 'noShow', 'tok')
    expect(find(store, 1).mark).toBe('noShow')
    expect(store.markable(find(store, 1))).toBe(false)
  })

  it('saves a note, refuses an over-long one by the rule, and keeps the text when the server refuses', async () => {
    const { api, store } = daySetup()
    await store.load(1, 'tok')
    store.setNote(1, 'n'.repeat(501))
    expect(await store.saveNote(1, 'tok')).toBe(false)
    expect(store.errors[1]).toBe('The note: at most 500 characters')
    expect(api.answerMeeting).not.toHaveBeenCalled()
    store.setNote(1, '  Wants a quote by Friday ')
    expect(store.errors[1]).toBeUndefined()
    expect(await store.saveNote(1, 'tok')).toBe(true)
    expect(api.answerMeeting).toHaveBeenCalledWith(
      { companyProfileId: 1, meetingId: 1, action: 'note', note: 'Wants a quote by Friday' },
      'tok',
    )
    expect(store.noteOf(find(store, 1))).toBe('Wants a quote by Friday')
    expect(store.saved[1]).toBe(true)

    api.answerMeeting.mockRejectedValueOnce(new ApiError('No network', 'network'))
    store.setNote(1, 'Second thought')
    expect(await store.saveNote(1, 'tok')).toBe(false)
    expect(store.errors[1]).toBe('No network')
    expect(store.noteOf(find(store, 1))).toBe('Second thought')
  })

  it('shows a refusal on the meeting and reads the day again (it may have expired meanwhile)', async () => {
    const { api, store } = daySetup({
      answerMeeting: jest.fn(async () => {
        throw new ApiError('This request is no longer open', 'business')
      }),
    })
    await store.load(1, 'tok')
    expect(await store.act(2, 'decline', 'tok')).toBe(false)
    expect(store.errors[2]).toBe('This request is no longer open')
    await Promise.resolve()
    expect(api.getMeetingStand).toHaveBeenCalledTimes(2)
  })

  it('opens another day of the show', async () => {
    const { api, store } = daySetup()
    await store.load(1, 'tok')
    await store.load(1, 'tok', '2026-04-17')
    expect(api.getMeetingStand).toHaveBeenLastCalledWith({ companyProfileId: 1, day: '2026-04-17' }, 'tok')
  })
})
