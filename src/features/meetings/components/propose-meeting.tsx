import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { useEffect, useState } from 'react'
import { useServices } from '../../../app-context'
import { NoData } from '../../../components/notices'
import { TextArea } from '../../../components/text-area'
import { TextInput } from '../../../components/text-input'
import { format } from '../../../i18n'
import { useRouteQuery } from '../../../navigation'
import { MEETING_LIMITS } from '../../../../rules/meetings'
import { dayLabel, offsetLabel, venueOffset, venueRange } from '../../../utils/venue-time'
import { ProposalStore, venueInstantMs } from '../proposal-store'
import { DayChipLabel } from './day-chip'
import '../../../i18n/sections/conference'
import '../words'
import './meetings.scss'
import './stand.scss'

/**
 * /meetings/propose?personId=…: a meeting proposed to a mutual match (issue 29.2), opened from
 * their chat. A show day, a start moved by quarter hours, a length, a place (a meeting point of the
 * venue map, or a stand by its number) and a purpose; both sides' clashes are shown before it goes.
 */
export const ProposeMeetingView = observer(function ProposeMeetingView() {
  const { store, api, navigation } = useServices()
  const t = store.language.t.meetings
  const tp = t.propose
  const tc = store.language.t.conference
  const personId = useRouteQuery().personId ?? ''
  const language = store.language.language
  const [p] = useState(() => new ProposalStore(api, () => store.language.language))

  // the places' labels are in the visitor's language: loaded again on a switch
  useEffect(() => {
    if (store.ui.ready && personId) void p.load(personId)
  }, [p, personId, language, store.ui.ready])

  if (!personId) return <NoData />
  if (p.loadError)
    return (
      <View className='meeting-book' data-testid='propose-meeting'>
        <Text className='meeting-book__title'>{tp.notAvailable}</Text>
        <View className='meeting-book__error' role='alert'>
          {p.loadError}
        </View>
      </View>
    )
  if (!p.places) return <View className='meeting-book' />
  const name = p.places.person.name
  const tz = p.timeZone
  const startMs = p.day ? venueInstantMs(p.day, p.from, tz) : Date.now()
  const start = new Date(startMs).toISOString()
  const end = new Date(startMs + p.length * 60_000).toISOString()

  if (p.stage === 'sent')
    return (
      <View className='meeting-book' data-testid='propose-meeting'>
        <View className='meeting-book__sent' role='status' data-testid='propose-sent'>
          {format(tp.sent, { name })}
        </View>
        <Text className='meeting-book__chosen'>
          {dayLabel(p.day, tc)} {venueRange(start, end, tz)} · {p.sent?.proposal?.place.label}
        </Text>
        <View className='meeting-book__link' role='button' onClick={() => void navigation.to('/meetings/mine')}>
          {t.openMine}
        </View>
      </View>
    )

  return (
    <View className='meeting-book' data-testid='propose-meeting'>
      <Text className='meeting-book__title'>{format(tp.title, { name })}</Text>
      <Text className='meeting-book__zone'>{format(t.venueTime, { zone: offsetLabel(venueOffset(start, tz)) })}</Text>
      {p.atCap && (
        <View className='meeting-book__warning' role='alert'>
          {format(tp.atCap, { count: MEETING_LIMITS.maxPending })}
        </View>
      )}

      <Text className='meeting-book__day-label'>{tp.day}</Text>
      <View className='stand-meet__week' role='group' aria-label={tp.day}>
        {p.days.map((d) => (
          <View
            key={d}
            className={`stand-meet__day${d === p.day ? ' is-on' : ''}`}
            role='button'
            aria-pressed={d === p.day}
            data-testid='propose-day'
            onClick={() => p.setDay(d)}
          >
            <DayChipLabel day={d} />
          </View>
        ))}
      </View>

      <Text className='meeting-book__day-label'>{tp.start}</Text>
      <View className='propose-time'>
        <View
          className='propose-time__step'
          role='button'
          aria-label={tp.earlier}
          data-testid='propose-earlier'
          onClick={() => p.shift(-1)}
        >
          −
        </View>
        <Text className='propose-time__range' data-testid='propose-range'>
          {venueRange(start, end, tz)}
        </Text>
        <View
          className='propose-time__step'
          role='button'
          aria-label={tp.later}
          data-testid='propose-later'
          onClick={() => p.shift(1)}
        >
          +
        </View>
      </View>

      <Text className='meeting-book__day-label'>{tp.length}</Text>
      <View className='meeting-book__slots'>
        {MEETING_LIMITS.lengths.map((n) => (
          <View
            key={n}
            className={`meeting-slot${n === p.length ? ' is-on' : ''}`}
            role='button'
            aria-pressed={n === p.length}
            data-testid='propose-length'
            onClick={() => p.setLength(n)}
          >
            <Text className='meeting-slot__time'>{format(tp.minutes, { count: n })}</Text>
          </View>
        ))}
      </View>

      <Text className='meeting-book__day-label'>{tp.place}</Text>
      <View className='propose-places'>
        {p.places.points.map((pt) => (
          <View
            key={pt.code}
            className={`propose-place${p.placeKind === 'point' && p.pointCode === pt.code ? ' is-on' : ''}`}
            role='button'
            aria-pressed={p.placeKind === 'point' && p.pointCode === pt.code}
            data-testid='propose-point'
            onClick={() => p.choosePoint(pt.code)}
          >
            {pt.label}
          </View>
        ))}
        <View
          className={`propose-place${p.placeKind === 'stand' ? ' is-on' : ''}`}
          role='button'
          aria-pressed={p.placeKind === 'stand'}
          data-testid='propose-stand'
          onClick={() => p.chooseStand()}
        >
          {tp.atStand}
        </View>
      </View>
      {p.placeKind === 'stand' && (
        <TextInput
          name='stand'
          className='propose-stand-code'
          label={tp.atStand}
          placeholder={format(tp.standCode, { example: 'W1-A01' })}
          value={p.standCode}
          maxLength={20}
          onChange={(v) => p.setStandCode(v)}
        />
      )}

      <TextArea
        className='meeting-book__purpose'
        label={t.purpose}
        placeholder={tp.purposeHint}
        value={p.purpose}
        maxLength={MEETING_LIMITS.purposeMaxChars}
        onChange={(v) => p.setPurpose(v)}
      />
      {p.error && (
        <View className='meeting-book__error' role='alert' data-testid='propose-error'>
          {p.error}
        </View>
      )}
      {p.stage === 'warn' && (
        <View className='meeting-book__clashes' role='alert' data-testid='propose-clashes'>
          <Text className='meeting-book__clash-title'>{t.clashTitle}</Text>
          {p.clashes.map((c, i) => (
            <Text key={i} className='meeting-book__clash'>
              {c.kind === 'session' ? t.clashSession : t.clashMeeting} · {venueRange(c.startTime, c.endTime, tz)}{' '}
              {c.title}
            </Text>
          ))}
          {p.theirsBusy && <Text className='meeting-book__clash'>{format(tp.theirsBusy, { name })}</Text>}
        </View>
      )}
      <View
        className={`meeting-book__send${p.busy ? ' is-busy' : ''}`}
        role='button'
        aria-disabled={p.busy}
        data-testid='propose-send'
        onClick={() => void p.submit()}
      >
        {p.busy ? t.sending : p.stage === 'warn' ? t.sendAnyway : t.send}
      </View>
    </View>
  )
})
