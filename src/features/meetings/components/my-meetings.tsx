import { Text, View } from '@tarojs/components'
import { useDidShow } from '@tarojs/taro'
import { observer } from 'mobx-react'
import { useEffect } from 'react'
import { useServices } from '../../../app-context'
import { format } from '../../../i18n'
import type { Meeting } from '../../../../types/api'
import { dayLabel, venueClock, venueRange } from '../../../utils/venue-time'
import { meetingsOf } from '../meetings-state'
import { canCheckIn, canMark } from '../meetings-store'
import '../../../i18n/sections/conference'
import '../words'
import './meetings.scss'

/**
 * My meetings (issue 29), next to My agenda: the visitor's meetings in time order with their state,
 * each in its show's venue time; a meeting not begun yet can be cancelled. Readable offline (the
 * endpoint's 'page' policy keeps the last answer). On the day: "Check in" scans the stand's meeting
 * QR code (the host's scanner, as leads); after the slot, one tap says met or no-show.
 */
export const MyMeetingsView = observer(function MyMeetingsView() {
  const services = useServices()
  const { store, platform } = services
  const t = store.language.t.meetings
  const tp = t.propose
  const tc = store.language.t.conference
  const m = meetingsOf(services)

  // on mount (a mini-program's first page shows before its components mount), and on coming back
  useEffect(() => {
    void m.loadMine()
  }, [m])
  useDidShow(() => void m.loadMine())

  const cancel = async (meeting: Meeting) => {
    const ok = await platform.confirm(t.cancelConfirm, { confirmText: t.cancelYes, cancelText: t.cancelKeep })
    if (!ok) return
    try {
      await m.cancel(meeting.meetingId)
      platform.showToast(t.cancelled)
    } catch {
      // the client showed the server's refusal
    }
  }

  /** A meeting's state in words; a proposal's from the visitor's side (theirs to answer, or mine). */
  const statusOf = (x: Meeting) => {
    if (x.status === 'cancelled' && x.cancelledBy === 'stand') return t.cancelledByStand
    if (x.status === 'cancelled' && x.proposal?.cancelledBy === 'them') return tp.cancelledByThem
    if (m.awaitsMe(x)) return tp.waitingForYou
    return t.status[x.status]
  }

  const reply = async (meeting: Meeting, action: 'accept' | 'decline') => {
    if (await m.reply(meeting.meetingId, action)) platform.showToast(action === 'accept' ? tp.accepted : tp.declined)
  }

  const checkIn = async (meeting: Meeting) => {
    const text = await platform.scanCode({ cancel: t.scanCancel, noCamera: t.noCamera })
    if (text === null) return
    if (await m.checkIn(meeting.meetingId, text)) {
      platform.vibrateShort()
      platform.showToast(format(t.checkedIn, { time: venueClock(Date.now(), meeting.timeZone) }))
    }
  }

  if (!m.mine && m.mineFailed)
    return (
      <View className='my-meetings'>
        <Text className='my-meetings__empty'>{t.mineOffline}</Text>
        <View className='meeting-book__link' role='button' onClick={() => void m.loadMine()}>
          {t.retry}
        </View>
      </View>
    )
  if (!m.mine) return <View className='my-meetings' />
  const now = Date.now()
  return (
    <View className='my-meetings' data-testid='my-meetings'>
      {m.meetings.length === 0 && <Text className='my-meetings__empty'>{t.mineEmpty}</Text>}
      {m.meetings.map((x) => {
        const open = (x.status === 'pending' || x.status === 'accepted') && Date.parse(x.startTime) > now
        return (
          <View key={x.meetingId} className={`my-meeting is-${x.status}`} data-testid='my-meeting'>
            <View className='my-meeting__head'>
              <Text className='my-meeting__when'>
                {dayLabel(x.day, tc)} {venueRange(x.startTime, x.endTime, x.timeZone)}
              </Text>
              <Text className={`my-meeting__status my-meeting__status--${x.status}`} data-testid='my-meeting-status'>
                {statusOf(x)}
              </Text>
            </View>
            {x.proposal ? (
              <>
                <Text className='my-meeting__name'>
                  {format(x.proposal.role === 'invitee' ? tp.proposedBy : tp.proposedTo, {
                    name: x.proposal.person.name,
                  })}
                </Text>
                <Text className='my-meeting__who'>
                  {[x.proposal.person.company, x.proposal.place.label].filter(Boolean).join(' · ')}
                </Text>
              </>
            ) : (
              <Text className='my-meeting__name'>
                {x.exhibitorName}
                {x.booth ? ` · ${x.booth}` : ''}
              </Text>
            )}
            <Text className='my-meeting__purpose'>{x.purpose}</Text>
            {x.checkedInAt && (
              <Text className='my-meeting__checked' data-testid='my-meeting-checked'>
                {format(t.checkedIn, { time: venueClock(x.checkedInAt, x.timeZone) })}
              </Text>
            )}
            {x.mark && (
              <Text className='my-meeting__marked' data-testid='my-meeting-marked'>
                {x.mark === 'met' ? t.markedMet : t.markedNoShow}
              </Text>
            )}
            {m.meetingError[x.meetingId] && (
              <Text className='my-meeting__error' data-testid='my-meeting-error'>
                {m.meetingError[x.meetingId]}
              </Text>
            )}
            <View className='my-meeting__actions'>
              {m.awaitsMe(x) && (
                <>
                  <View
                    className='my-meeting__action my-meeting__action--primary'
                    role='button'
                    data-testid='my-meeting-accept'
                    onClick={() => void reply(x, 'accept')}
                  >
                    {tp.accept}
                  </View>
                  <View
                    className='my-meeting__action'
                    role='button'
                    data-testid='my-meeting-decline'
                    onClick={() => void reply(x, 'decline')}
                  >
                    {tp.decline}
                  </View>
                </>
              )}
              {canCheckIn(x, now) && (
                <View
                  className='my-meeting__action my-meeting__action--primary'
                  role='button'
                  data-testid='my-meeting-checkin'
                  onClick={() => void checkIn(x)}
                >
                  {t.checkIn}
                </View>
              )}
              {canMark(x, now) && (
                <>
                  <Text className='my-meeting__prompt'>{t.markPrompt}</Text>
                  <View
                    className='my-meeting__action'
                    role='button'
                    data-testid='my-meeting-met'
                    onClick={() => void m.mark(x.meetingId, 'met')}
                  >
                    {t.markMet}
                  </View>
                  <View
                    className='my-meeting__action'
                    role='button'
                    data-testid='my-meeting-noshow'
                    onClick={() => void m.mark(x.meetingId, 'noShow')}
                  >
                    {t.markNoShow}
                  </View>
                </>
              )}
              {open && (
                <View
                  className='my-meeting__cancel'
                  role='button'
                  data-testid='my-meeting-cancel'
                  onClick={() => void cancel(x)}
                >
                  {t.cancel}
                </View>
              )}
            </View>
          </View>
        )
      })}
    </View>
  )
})
