/**
 * @jest-environment ./test-support/device-timezone-environment.js
 */
import { SessionListStore } from '../list-store'
import { DAYS, fakeConferenceApi, session, venue } from './fixtures'

/** The device zones the list is checked from: the venue's, and others either side of it. */
const ZONES = ['Asia/Shanghai', 'Europe/Berlin', 'America/Los_Angeles', 'UTC', 'Pacific/Auckland']
/** Their offsets in mid-September 2026, in minutes east of UTC: proof the device zone really changed. */
const OFFSET: Record<string, number> = {
  'Asia/Shanghai': 480,
  'Europe/Berlin': 120,
  'America/Los_Angeles': -420,
  UTC: 0,
  'Pacific/Auckland': 720,
}
declare function setDeviceTimeZone(zone: string | undefined): void
afterEach(() => setDeviceTimeZone('UTC'))

/** A programme where device-zone grouping would go wrong: 08:30 and 23:00 are on other UTC days. */
function programme() {
  return [
    session(DAYS[0], '08:30', '09:15'), // 00:30Z
    session(DAYS[0], '09:30', '10:15', { isKeynote: 1 }),
    session(DAYS[0], '23:00', '23:45'), // 15:00Z: the 15th in Shanghai, still the 15th in Berlin, the 16th in Auckland
    session(DAYS[1], '09:30', '10:15'),
    session(DAYS[1], '10:30', '11:15', { trackId: 2, roomId: 2 }),
    session(DAYS[1], '10:30', '11:15', { title: 'Digital Supply Chain' }),
    session(DAYS[1], '13:30', '14:15'),
    session(DAYS[2], '09:30', '10:15'),
  ]
}

describe('SessionListStore', () => {
  it.each(ZONES)('groups sessions by venue day and asks for venue days, from a device in %s', async (zone) => {
    setDeviceTimeZone(zone)
    expect(0 - new Date('2026-09-15T12:00:00Z').getTimezoneOffset() + 0).toBe(OFFSET[zone])
    const sessions = programme()
    const api = fakeConferenceApi(sessions)
    // before the show: it opens on the first day
    const list = new SessionListStore(api, { now: () => Date.parse('2026-09-01T00:00:00Z') })
    await list.open()
    expect(list.filters?.days.map((d) => d.date)).toEqual(DAYS)
    expect(list.day).toBe(DAYS[0])
    // the opening day's first page, asked for together with the days, is the list's page 1
    expect(api.calls).toHaveLength(1)
    expect(api.calls[0]).toMatchObject({ day: undefined, openingDay: 1, pageNo: 1 })
    expect(list.sections).toEqual([{ day: DAYS[0], items: sessions.slice(0, 3) }])
    // a search looks at every day, in venue days
    await list.setKeyword('session')
    expect(api.calls[api.calls.length - 1]).toMatchObject({ day: undefined, keyword: 'session' })
    expect(list.sections.map((s) => [s.day, s.items.length])).toEqual([
      [DAYS[0], 3],
      [DAYS[1], 3],
      [DAYS[2], 1],
    ])
  })

  it.each(ZONES)('opens on the venue day of today and marks now and next, from a device in %s', async (zone) => {
    setDeviceTimeZone(zone)
    const sessions = programme()
    const api = fakeConferenceApi(sessions)
    let now = Date.parse(venue(DAYS[1], '10:00'))
    const list = new SessionListStore(api, { now: () => now })
    await list.open()
    expect(list.day).toBe(DAYS[1])
    expect(list.today).toBe(DAYS[1])
    const [nine, half10a, half10b] = sessions.slice(3, 6)
    let marks = list.nowNext()
    expect([...marks.now]).toEqual([nine.id])
    // both sessions starting next are "next"
    expect([...marks.next]).toEqual([half10a.id, half10b.id])
    now = Date.parse(venue(DAYS[1], '10:30'))
    marks = list.nowNext()
    expect([...marks.now]).toEqual([half10a.id, half10b.id])
    expect([...marks.next]).toEqual([sessions[6].id])
    // another day shown: no markers
    await list.selectDay(DAYS[2])
    marks = list.nowNext()
    expect(marks.now.size + marks.next.size).toBe(0)
    // after the show: opens on the first day, nothing marked
    const after = new SessionListStore(fakeConferenceApi(sessions), { now: () => Date.parse('2026-11-22T00:00:00Z') })
    await after.open()
    expect(after.day).toBe(DAYS[0])
    expect(after.nowNext().next.size).toBe(0)
  })

  it('asks for the days and the first page together (one round trip); a device opening on another day asks for it', async () => {
    const sessions = programme()
    const api = fakeConferenceApi(sessions)
    let answerFilters!: () => void
    const filtersAnswered = new Promise<void>((resolve) => (answerFilters = resolve))
    const real = api.getSessionFilters.getMockImplementation()!
    api.getSessionFilters.mockImplementation(async () => {
      await filtersAnswered
      return real()
    })
    const list = new SessionListStore(api, { now: () => Date.parse('2026-09-01T00:00:00Z') })
    const opened = list.open()
    await Promise.resolve()
    // the page is on its way before the days have answered
    expect(api.calls).toEqual([expect.objectContaining({ openingDay: 1, pageNo: 1 })])
    answerFilters()
    await opened
    expect(api.calls).toHaveLength(1)
    expect(list.sections).toEqual([{ day: DAYS[0], items: sessions.slice(0, 3) }])

    // the device's clock says the show's second day while the server's opened on the first
    const during = new SessionListStore(fakeConferenceApi(sessions), { now: () => Date.parse(`${DAYS[1]}T01:00:00Z`) })
    await during.open()
    expect(during.day).toBe(DAYS[1])
    expect(during.sections.map((s) => s.day)).toEqual([DAYS[1]])
  })

  it('filters by track and room (tapping the chosen one again clears it) and clears all filters', async () => {
    const sessions = programme()
    const api = fakeConferenceApi(sessions)
    const list = new SessionListStore(api, { now: () => Date.parse(venue(DAYS[1], '08:00')) })
    await list.open()
    await list.setTrack(2)
    expect(api.calls[api.calls.length - 1]).toMatchObject({ day: DAYS[1], trackId: 2 })
    expect(list.pages.items.map((s) => s.id)).toEqual([sessions[4].id])
    await list.setRoom(1)
    expect(list.pages.isEmpty).toBe(true)
    expect(list.filterCount).toBe(2)
    await list.setRoom(1)
    expect(list.roomId).toBeUndefined()
    await list.clearFilters()
    expect(list.filterCount).toBe(0)
    expect(list.pages.items).toHaveLength(4)
  })

  it('loads a long programme a page at a time (300+ sessions) and stops at the end', async () => {
    const sessions = []
    for (let i = 0; i < 330; i++) {
      const minutes = 9 * 60 + i
      const clock = `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`
      sessions.push(session(DAYS[0], clock, '23:59'))
    }
    const api = fakeConferenceApi(sessions)
    const list = new SessionListStore(api, { now: () => Date.parse('2026-09-01T00:00:00Z'), pageSize: 30 })
    await list.open()
    expect(list.pages.items).toHaveLength(30)
    expect(list.pages.total).toBe(330)
    while (list.pages.hasMore) await list.loadMore()
    expect(list.pages.items).toHaveLength(330)
    expect(api.getSessionList).toHaveBeenCalledTimes(11)
    expect(new Set(list.pages.items.map((s) => s.id)).size).toBe(330)
    await list.loadMore()
    expect(api.getSessionList).toHaveBeenCalledTimes(11)
  })

  it('on the current day keeps loading until "next" is among the loaded sessions', async () => {
    const sessions = []
    for (let i = 0; i < 100; i++) {
      const minutes = 8 * 60 + i * 5
      const clock = `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`
      sessions.push(session(DAYS[1], clock, '16:50'))
    }
    const api = fakeConferenceApi(sessions)
    const list = new SessionListStore(api, { now: () => Date.parse(venue(DAYS[1], '14:00')), pageSize: 20 })
    await list.open()
    // 14:00 is session 73 (08:00 + 72 × 5 min): four pages hold it, a fifth holds the next
    expect(list.pages.items.length).toBe(80)
    expect(list.nowNext().next.size).toBe(1)
  })

  it('a failed page can be asked again; a newer filter wins over a slow answer', async () => {
    const sessions = programme()
    const api = fakeConferenceApi(sessions)
    const list = new SessionListStore(api, { now: () => Date.parse('2026-09-01T00:00:00Z') })
    await list.open()
    api.getSessionList.mockRejectedValueOnce(new Error('offline'))
    await list.selectDay(DAYS[1])
    expect(list.pages.failed).toBe(true)
    expect(list.pages.isEmpty).toBe(false)
    await list.reload()
    expect(list.pages.items).toHaveLength(4)
    let release: () => void = () => undefined
    api.getSessionList.mockImplementationOnce(
      (q) => new Promise((resolve) => (release = () => resolve(fakeConferenceApi(sessions).getSessionList(q)))),
    )
    const slow = list.selectDay(DAYS[2])
    await list.selectDay(DAYS[0])
    release()
    await slow
    expect(list.day).toBe(DAYS[0])
    expect(list.pages.items.map((s) => s.id)).toEqual(sessions.slice(0, 3).map((s) => s.id))
  })

  it('shows the home’s edition (eventEditionId) and says so when the edition is not viewable', async () => {
    const api = fakeConferenceApi(programme())
    const list = new SessionListStore(api, { now: () => 0, eventEditionId: 21 })
    await list.open()
    expect(api.getSessionFilters).toHaveBeenCalledWith({ eventEditionId: 21 })
    const { ApiError, SILENT_ERROR } = jest.requireActual('../../../services/api/client')
    api.getSessionFilters.mockRejectedValueOnce(new ApiError(SILENT_ERROR, 'business'))
    const hidden = new SessionListStore(api, { now: () => 0, eventEditionId: 23 })
    await hidden.open()
    expect(hidden.status).toBe('unavailable')
  })
})
