import { screen } from '@testing-library/react'
import { renderWithServices } from '../../../../test-support/render-with-services'
import type { Language } from '../../../i18n'
import { SessionCard } from '../components/session-card'
import { DAYS, TZ, session, venue } from './fixtures'

function renderCard(language: Language, s = session(DAYS[0], '11:30', '12:15')) {
  return renderWithServices(<SessionCard session={s} timeZone={TZ} onOpen={jest.fn()} />, { language })
}

/** Moved by the organiser from 09:30 in the Main Forum; `room` also changes the room. */
function moved({ room = false, time = true } = {}) {
  const s = session(DAYS[0], time ? '11:30' : '09:30', time ? '12:15' : '10:15', room ? { room: 'Room M1' } : {})
  return {
    ...s,
    change: {
      previousStartTime: venue(DAYS[0], '09:30'),
      previousEndTime: venue(DAYS[0], '10:15'),
      previousRoom: 'Main Forum',
      previousHall: 'Hall 1',
      changedAt: venue(DAYS[0], '08:00'),
    },
  }
}

describe('SessionCard: a moved session says so in the list', () => {
  it('"Time changed" in English, at the new time', () => {
    renderCard('EN', moved())
    expect(screen.getByText('Time changed')).toBeTruthy()
    expect(screen.getByText('11:30')).toBeTruthy()
    expect(screen.queryByText('Room changed')).toBeNull()
  })

  it('时间已调整 and 地点已调整 in Chinese when both moved', () => {
    renderCard('ZH-CN', moved({ room: true }))
    expect(screen.getByText('时间已调整')).toBeTruthy()
    expect(screen.getByText('地点已调整')).toBeTruthy()
  })

  it('"Room changed" alone when only the room moved', () => {
    renderCard('EN', moved({ room: true, time: false }))
    expect(screen.getByText('Room changed')).toBeTruthy()
    expect(screen.queryByText('Time changed')).toBeNull()
  })

  it('no badge row at all for a session that did not move', () => {
    const { container } = renderCard('EN')
    expect(container.querySelector('.session-card__badges')).toBeNull()
    expect(screen.queryByText('Time changed')).toBeNull()
  })
})
