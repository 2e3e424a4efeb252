/**
 * @jest-environment ./test-support/device-timezone-environment.js
 */
import { fireEvent, screen, waitFor } from '@testing-library/react'
import { renderWithServices } from '../../../../test-support/render-with-services'
import { SessionList } from '../components/session-list'
import { DAYS, fakeConferenceApi, session, venue } from './fixtures'

declare function setDeviceTimeZone(zone: string | undefined): void

beforeAll(() => {
  ;(globalThis as { IntersectionObserver?: unknown }).IntersectionObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  }
})
afterEach(() => {
  jest.restoreAllMocks()
  setDeviceTimeZone('UTC')
})

function renderList(zone: string, now: string) {
  setDeviceTimeZone(zone)
  jest.spyOn(Date, 'now').mockReturnValue(Date.parse(now))
  const sessions = [
    session(DAYS[0], '09:30', '10:15', { title: 'Opening keynote', isKeynote: 1 }),
    session(DAYS[1], '09:30', '10:15', { title: 'Digital Twin Factories' }),
    session(DAYS[1], '10:30', '11:15', { title: 'Supply Chain Resilience', trackId: 2 }),
  ]
  const conference = fakeConferenceApi(sessions)
  const navigation = { to: jest.fn() }
  const r = renderWithServices(<SessionList />, {
    language: 'EN',
    platform: { currentQuery: () => ({ eventCode: 'SIE' }) } as never,
    services: { api: conference as never, navigation: navigation as never },
  })
  return { ...r, conference, navigation, sessions }
}

describe('SessionList', () => {
  it('from Berlin: venue times, the venue-time note, today’s tab, now and next', async () => {
    const { navigation, sessions } = renderList('Europe/Berlin', venue(DAYS[1], '10:00'))
    expect(await screen.findByText('Digital Twin Factories')).toBeTruthy()
    expect(screen.getByText('Times are venue time: Shanghai (UTC+8)')).toBeTruthy()
    expect(screen.getByRole('tab', { selected: true }).textContent).toContain('Wed 16 Sep')
    expect(screen.getByText('Today')).toBeTruthy()
    // 09:30 in Shanghai, not Berlin's 03:30
    expect(screen.getAllByText('09:30').length).toBe(1)
    expect(screen.queryByText('03:30')).toBeNull()
    expect(screen.getByText('Now')).toBeTruthy()
    expect(screen.getByText('Next')).toBeTruthy()
    fireEvent.click(screen.getByRole('link', { name: 'Supply Chain Resilience' }))
    expect(navigation.to).toHaveBeenCalledWith('/meeting/detail', {
      sessionId: sessions[2].id,
      eventEditionId: undefined,
    })
  })

  it('in Shanghai: no note; a track chip filters, and no match offers to clear the filters', async () => {
    const { conference } = renderList('Asia/Shanghai', '2026-09-01T00:00:00Z')
    expect(await screen.findByText('Opening keynote')).toBeTruthy()
    expect(screen.queryByText(/Times are venue time/)).toBeNull()
    fireEvent.click(screen.getByRole('radio', { name: 'Supply Chain' }))
    await waitFor(() =>
      expect(conference.calls[conference.calls.length - 1]).toMatchObject({ trackId: 2, day: DAYS[0] }),
    )
    expect(await screen.findByText('No sessions match')).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Clear filters' }))
    expect(await screen.findByText('Opening keynote')).toBeTruthy()
    expect(screen.getByText('We are bottomed out')).toBeTruthy()
  })

  it("shows the speakers' photos once the list's first sessions have shown, in their kept places", async () => {
    const { container } = renderList('Asia/Shanghai', venue(DAYS[1], '10:00'))
    expect(await screen.findByText('Digital Twin Factories')).toBeTruthy()
    const avatars = () => Array.from(container.querySelectorAll('.session-card__avatar'))
    // first render: the places only (no picture requested yet)
    expect(avatars().length).toBeGreaterThan(0)
    expect(avatars().every((el) => !/^taro-image/i.test(el.tagName) && !el.querySelector('img'))).toBe(true)
    await waitFor(() =>
      expect(container.querySelector('.session-card__avatar[src*="/media/person/1-240x240.svg"]')).toBeTruthy(),
    )
  })
})
