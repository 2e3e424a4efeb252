import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { useEffect, useState } from 'react'
import { useServices } from '../../../app-context'
import { TextArea } from '../../../components/text-area'
import { format } from '../../../i18n'
import { MEETING_LIMITS } from '../../../../rules/meetings'
import type { Id } from '../../../../types/api'
import { dayLabel, offsetLabel, venueClock, venueOffset, venueRange } from '../../../utils/venue-time'
import { meetingsOf } from '../meetings-state'
import '../../../i18n/sections/conference'
import '../words'
import './meetings.scss'

/**
 * "Book a meeting" on an exhibitor's page (issue 29): shown only when the exhibitor published
 * slots. Free slots by the venue's day and clock, a purpose, then the clashes and the no-show
 * warning before the request goes.
 */
export const MeetingBooking = observer(function MeetingBooking({ companyProfileId }: { companyProfileId: Id }) {
  const services = useServices()
  const { store, navigation } = services
  const t = store.language.t.meetings
  const tc = store.language.t.conference
  const m = meetingsOf(services)
  const [open, setOpen] = useState(false)

  useEffect(() => {
    void m.loadSlots(companyProfileId)
  }, [m, companyProfileId])

  if (m.companyProfileId !== companyProfileId || !m.hasSlots) return null
  const tz = m.timeZone
  const first = m.slots!.slots[0]!
  const toggle = () => {
    if (open) m.reset()
    setOpen(!open)
  }

  return (
    <View className='meeting-book' data-testid='meeting-book'>
      <View className='meeting-book__open' role='button' aria-expanded={open} onClick={toggle}>
        {open ? t.close : t.book}
      </View>
      {open && m.stage === 'sent' && (
        <View className='meeting-book__panel'>
          <View className='meeting-book__sent' role='status'>
            {t.sent}
          </View>
          <View className='meeting-book__link' role='button' onClick={() => void navigation.to('/meetings/mine')}>
            {t.openMine}
          </View>
        </View>
      )}
      {open && m.stage !== 'sent' && (
        <View className='meeting-book__panel'>
          <Text className='meeting-book__title'>{t.bookTitle}</Text>
          <Text className='meeting-book__zone'>
            {format(t.venueTime, { zone: offsetLabel(venueOffset(first.startTime, tz)) })}
          </Text>
          {m.noShowWarning > 0 && (
            <View className='meeting-book__warning' role='alert'>
              {format(t.noShowWarning, { count: m.noShowWarning })}
            </View>
          )}
          {m.freeByDay.length === 0 && <Text className='meeting-book__zone'>{t.noFree}</Text>}
          {m.freeByDay.map(({ day, slots }) => (
            <View key={day} className='meeting-book__day'>
              <Text className='meeting-book__day-label'>{dayLabel(day, tc)}</Text>
              <View className='meeting-book__slots'>
                {slots.map((s) => (
                  <View
                    key={s.slotId}
                    className={`meeting-slot${s.slotId === m.slotId ? ' is-on' : ''}`}
                    role='button'
                    aria-pressed={s.slotId === m.slotId}
                    data-testid='meeting-slot'
                    onClick={() => m.choose(s.slotId)}
                  >
                    <Text className='meeting-slot__time'>{venueClock(s.startTime, tz)}</Text>
                    {s.capacity > 1 && (
                      <Text className='meeting-slot__free'>{format(t.placesLeft, { count: s.free })}</Text>
                    )}
                  </View>
                ))}
              </View>
            </View>
          ))}
          {m.selected && (
            <View className='meeting-book__form'>
              <Text className='meeting-book__chosen'>
                {dayLabel(m.selected.day, tc)} {venueRange(m.selected.startTime, m.selected.endTime, tz)}
              </Text>
              <TextArea
                className='meeting-book__purpose'
                label={t.purpose}
                placeholder={t.purposeHint}
                value={m.purpose}
                maxLength={MEETING_LIMITS.purposeMaxChars}
                onChange={(v) => m.setPurpose(v)}
              />
              {m.error && (
                <View className='meeting-book__error' role='alert'>
                  {m.error}
                </View>
              )}
              {m.stage === 'warn' && m.clashes.length > 0 && (
                <View className='meeting-book__clashes' role='alert'>
                  <Text className='meeting-book__clash-title'>{t.clashTitle}</Text>
                  {m.clashes.map((c, i) => (
                    <Text key={i} className='meeting-book__clash'>
                      {c.kind === 'session' ? t.clashSession : t.clashMeeting} ·{' '}
                      {venueRange(c.startTime, c.endTime, tz)} {c.title}
                    </Text>
                  ))}
                </View>
              )}
              {m.stage === 'warn' && m.overlapping.length > 0 ? (
                <View className='meeting-book__error' role='alert' data-testid='meeting-overlap'>
                  {t.overlapBlocked}
                </View>
              ) : (
                <View
                  className={`meeting-book__send${m.busy ? ' is-busy' : ''}`}
                  role='button'
                  aria-disabled={m.busy}
                  data-testid='meeting-send'
                  onClick={() => void m.submit()}
                >
                  {m.busy ? t.sending : m.stage === 'warn' ? t.sendAnyway : t.send}
                </View>
              )}
            </View>
          )}
        </View>
      )}
    </View>
  )
})
