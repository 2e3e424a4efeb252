import { Text, View } from '@tarojs/components'
import { LogoImage } from '../../../components/logo-image'
import { observer } from 'mobx-react'
import { useServices } from '../../../app-context'
import { venueClock } from '../../../utils/venue-time'
import type { SessionSummary } from '../../../../types/api'
import { mediaUrl } from '../media'
import './session-card.scss'
import '../../../i18n/sections/conference'

export interface SessionCardProps {
  session: SessionSummary
  timeZone: string
  /** "now" / "next" on the venue's current day */
  marker?: 'now' | 'next'
  /** the session has ended (the card is quieter) */
  ended?: boolean
  /** shows the venue day before the time (lists that span days) */
  dayLabel?: string
  /** false: the speakers' photos are kept back (their places stay, empty) until the list had its turn */
  photos?: boolean
  onOpen: (session: SessionSummary) => void
}

/**
 * A session in a list: its venue time, title, keynote / now / next / reminder badges, room and
 * hall, track, and speakers (avatar and name). The whole card opens the session.
 */
export const SessionCard = observer(function SessionCard({
  session: s,
  timeZone,
  marker,
  ended,
  dayLabel,
  photos = true,
  onOpen,
}: SessionCardProps) {
  const { store } = useServices()
  const t = store.language.t
  const reminded = store.agenda.isReminded(s)
  const place = [s.hall, s.room].filter(Boolean).join(' · ')
  // the list says that the schedule moved; the detail says from what to what
  const c = s.change
  const timeMoved = c && (c.previousStartTime !== s.startTime || c.previousEndTime !== s.endTime)
  const roomMoved = c && (c.previousRoom !== s.room || c.previousHall !== s.hall)
  return (
    <View
      className={`session-card${marker ? ` session-card--${marker}` : ''}${ended ? ' session-card--ended' : ''}`}
      role='link'
      aria-label={s.title}
      data-id={String(s.id)}
      onClick={() => onOpen(s)}
    >
      <View className='session-card__time'>
        <Text className='session-card__start'>{venueClock(s.startTime, timeZone)}</Text>
        <Text className='session-card__end'>{venueClock(s.endTime, timeZone)}</Text>
      </View>
      <View className='session-card__body'>
        {dayLabel && <Text className='session-card__day'>{dayLabel}</Text>}
        <Text className='session-card__title'>{s.title}</Text>
        {(s.isKeynote === 1 || marker || reminded || timeMoved || roomMoved || ended) && (
          <View className='session-card__badges'>
            {marker === 'now' && (
              <Text className='session-card__badge session-card__badge--now'>{t.conference.now}</Text>
            )}
            {marker === 'next' && (
              <Text className='session-card__badge session-card__badge--next'>{t.conference.next}</Text>
            )}
            {ended && <Text className='session-card__badge session-card__badge--ended'>{t.conference.ended}</Text>}
            {timeMoved && (
              <Text className='session-card__badge session-card__badge--changed'>{t.conference.timeChangedBadge}</Text>
            )}
            {roomMoved && (
              <Text className='session-card__badge session-card__badge--changed'>{t.conference.roomChangedBadge}</Text>
            )}
            {s.isKeynote === 1 && (
              <Text className='session-card__badge session-card__badge--keynote'>{t.session.keynote}</Text>
            )}
            {reminded && (
              <Text className='session-card__badge session-card__badge--reminded'>{t.conference.reminded}</Text>
            )}
          </View>
        )}
        {(place || s.track) && (
          <Text className='session-card__meta'>{[place, s.track].filter(Boolean).join(' · ')}</Text>
        )}
        {s.speakers.length > 0 && (
          <View className='session-card__speakers'>
            {s.speakers.map((p) => (
              <View key={p.personId} className='session-card__speaker'>
                {photos ? (
                  <LogoImage
                    className='session-card__avatar'
                    src={mediaUrl(p.avatar)}
                    name={p.name}
                    mode='aspectFill'
                  />
                ) : (
                  <View className='session-card__avatar' />
                )}
                <Text className='session-card__speaker-name'>{p.name}</Text>
              </View>
            ))}
          </View>
        )}
      </View>
    </View>
  )
})
