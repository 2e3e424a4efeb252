import { Text, View } from '@tarojs/components'
import { useDidShow } from '@tarojs/taro'
import { observer } from 'mobx-react'
import { useEffect } from 'react'
import { useServices } from '../../../app-context'
import { PartFailed } from '../../../components/lazy-part'
import { LoadingNotice } from '../../../components/notices'
import { TextArea } from '../../../components/text-area'
import { format } from '../../../i18n'
import { MEETING_LIMITS } from '../../../../rules/meetings'
import type { Id, MeetingStandSlot, StandMeeting } from '../../../../types/api'
import { dayLabel, offsetLabel, venueClock, venueDay, venueOffset, venueRange } from '../../../utils/venue-time'
import { EditorGate } from '../../exhibitor'
import { DayChipLabel } from './day-chip'
import { standDayOf } from '../meetings-state'
import type { StandDayStore } from '../stand-day-store'
import '../../../i18n/sections/conference'
import '../words'
import './stand.scss'

/**
 * /meetings/stand (issue 29 item 5): the stand's day. The show's counts, the venue days, and the
 * day's slots with their bookings: accept or decline a waiting request, "met" / "no-show" once an
 * accepted meeting has begun, and a note per meeting only the stand sees.
 */
export const StandMeetingsView = observer(function StandMeetingsView({ companyProfileId }: { companyProfileId: Id }) {
  return (
    <EditorGate companyProfileId={companyProfileId} staffToo>
      {(grant) => <StandDay companyProfileId={companyProfileId} editToken={grant.editToken} />}
    </EditorGate>
  )
})

const StandDay = observer(function StandDay({
  companyProfileId,
  editToken,
}: {
  companyProfileId: Id
  editToken: string
}) {
  const services = useServices()
  const { store, navigation } = services
  const t = store.language.t.meetings.stand
  const d = standDayOf(services)

  useEffect(() => {
    void d.load(companyProfileId, editToken, d.companyProfileId === companyProfileId ? d.data?.day : undefined)
  }, [d, companyProfileId, editToken])
  // new requests arrive while the page is away: read the day again when it is shown
  useDidShow(() => {
    if (d.data) void d.load(companyProfileId, editToken, d.data.day)
  })

  if (!d.data && d.loadFailed) return <PartFailed onRetry={() => void d.load(companyProfileId, editToken)} />
  if (!d.data || d.companyProfileId !== companyProfileId) return <LoadingNotice />
  const { data } = d
  const counts: Array<[keyof typeof t.counts, number]> = [
    ['requests', data.counts.requests],
    ['pending', data.counts.pending],
    ['accepted', data.counts.accepted],
    ['met', data.counts.met],
    ['noShow', data.counts.noShow],
  ]
  const zone = offsetLabel(venueOffset(`${data.day}T04:00:00Z`, data.timeZone))

  return (
    <View className='stand-meet' data-testid='stand-day'>
      <View className='stand-meet__counts' role='list'>
        {counts.map(([key, n]) => (
          <View key={key} className='stand-meet__count' role='listitem' data-count={key}>
            <Text className='stand-meet__count-value'>{n}</Text>
            <Text className='stand-meet__count-label'>{t.counts[key]}</Text>
          </View>
        ))}
      </View>
      <View className='stand-meet__week' role='tablist' aria-label={t.day}>
        {data.days.map((day) => (
          <View
            key={day}
            className={`stand-meet__day${day === data.day ? ' is-on' : ''}`}
            role='tab'
            aria-selected={day === data.day}
            data-day={day}
            onClick={() => void d.load(companyProfileId, editToken, day)}
          >
            <DayChipLabel day={day} />
          </View>
        ))}
      </View>
      <View className='stand-meet__row'>
        <Text className='stand-meet__hint'>{format(store.language.t.meetings.venueTime, { zone })}</Text>
        <View
          className='stand-meet__link'
          role='link'
          onClick={() => void navigation.to('/meetings/slots', { companyProfileId })}
        >
          {t.openSlots}
        </View>
      </View>
      {data.slots.length === 0 && <Text className='stand-meet__hint'>{t.empty}</Text>}
      {data.slots.map((s) => (
        <SlotCard key={s.slotId} slot={s} tz={data.timeZone} store={d} editToken={editToken} />
      ))}
    </View>
  )
})

const SlotCard = observer(function SlotCard({
  slot,
  tz,
  store: d,
  editToken,
}: {
  slot: MeetingStandSlot
  tz: string
  store: StandDayStore
  editToken: string
}) {
  const { store } = useServices()
  const t = store.language.t.meetings.stand
  return (
    <View className='stand-slot' data-testid='stand-slot' data-start={slot.startTime}>
      <View className='stand-slot__head'>
        <Text className='stand-slot__time'>{venueRange(slot.startTime, slot.endTime, tz)}</Text>
        <Text className='stand-slot__free'>{format(t.free, { count: slot.free })}</Text>
      </View>
      {slot.meetings.map((m) => (
        <StandMeetingCard key={m.meetingId} meeting={m} tz={tz} store={d} editToken={editToken} />
      ))}
    </View>
  )
})

const StandMeetingCard = observer(function StandMeetingCard({
  meeting: m,
  tz,
  store: d,
  editToken,
}: {
  meeting: StandMeeting
  tz: string
  store: StandDayStore
  editToken: string
}) {
  const { store } = useServices()
  const words = store.language.t.meetings
  const t = words.stand
  const busy = d.busyId === m.meetingId
  const who = [m.visitorName || t.noName, m.visitorCompany].filter(Boolean).join(' · ')
  // the answer-by time, with its day when that is not the slot's day (a request made days before)
  const expiresDay = venueDay(m.expiresAt, tz)
  const expires =
    expiresDay === venueDay(m.startTime, tz)
      ? venueClock(m.expiresAt, tz)
      : `${dayLabel(expiresDay, store.language.t.conference)} ${venueClock(m.expiresAt, tz)}`
  const draft = d.noteOf(m)
  const noteChanged = draft.trim() !== m.note
  const button = (action: 'accept' | 'decline' | 'met' | 'noShow', label: string, ghost: boolean) => (
    <View
      className={`stand-meet__answer${ghost ? ' is-ghost' : ''}${busy ? ' is-busy' : ''}`}
      role='button'
      aria-disabled={busy}
      data-action={action}
      onClick={() => void d.act(m.meetingId, action, editToken)}
    >
      {label}
    </View>
  )
  return (
    <View className={`stand-meeting is-${m.status}`} data-testid='stand-meeting' data-status={m.status}>
      <View className='stand-meeting__head'>
        <Text className='stand-meeting__who'>{who}</Text>
        <Text className={`stand-meeting__status is-${m.status}`}>{words.status[m.status]}</Text>
      </View>
      <Text className='stand-meeting__purpose'>{m.purpose}</Text>
      {m.noShows >= MEETING_LIMITS.noShowWarning && (
        <Text className='stand-meeting__warn'>{format(t.noShows, { count: m.noShows })}</Text>
      )}
      {m.status === 'pending' && (
        <>
          <Text className='stand-meeting__hint'>{format(t.expires, { time: expires })}</Text>
          <View className='stand-meeting__actions'>
            {button('accept', t.accept, false)}
            {button('decline', t.decline, true)}
          </View>
        </>
      )}
      {d.markable(m) && (
        <View className='stand-meeting__actions'>
          {button('met', t.met, false)}
          {button('noShow', t.noShow, true)}
        </View>
      )}
      {m.mark && (
        <Text className='stand-meeting__mark' data-mark={m.mark}>
          {t.marked[m.mark]}
        </Text>
      )}
      {(m.status === 'accepted' || m.status === 'pending' || m.note) && (
        <View className='stand-meeting__note'>
          <View className='stand-meet__row'>
            <Text className='stand-meet__label'>{t.note}</Text>
            <Text className='stand-meet__hint'>{t.notePrivate}</Text>
          </View>
          <TextArea
            className='stand-meeting__note-text'
            label={t.note}
            value={draft}
            maxLength={MEETING_LIMITS.noteMaxChars}
            onChange={(text) => d.setNote(m.meetingId, text)}
          />
          {noteChanged && (
            <View
              className='stand-meet__answer is-ghost'
              role='button'
              data-action='note'
              onClick={() => void d.saveNote(m.meetingId, editToken)}
            >
              {t.saveNote}
            </View>
          )}
          {d.saved[m.meetingId] && !noteChanged && (
            <View className='stand-meeting__hint' role='status'>
              {t.noteSaved}
            </View>
          )}
        </View>
      )}
      {d.errors[m.meetingId] && (
        <View className='stand-meet__error' role='alert'>
          {d.errors[m.meetingId]}
        </View>
      )}
    </View>
  )
})
