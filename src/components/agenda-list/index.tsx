import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { useEffect, useState } from 'react'
import { useServices } from '../../app-context'
import { format } from '../../i18n'
import { ApiError } from '../../services/api/client'
import { dayLabel, venueDay, venueRange } from '../../utils/venue-time'
import type { AgendaEntry, SessionSummary } from '../../../types/api'
import { ConfirmDialog } from '../confirm-dialog'
import { PartFailed } from '../lazy-part'
import './index.scss'
import '../../i18n/sections/conference'
import '../../i18n/sections/offlineActions'

/**
 * "Time changed" / "Room changed" for 48 hours after the organiser moved a session: the only way a
 * visitor whose reminder is a phone-calendar event (which we cannot move) learns of it.
 */
function movedLabel(s: SessionSummary, tc: { timeChangedBadge: string; roomChangedBadge: string }): string {
  const c = s.change
  if (!c) return ''
  const time = c.previousStartTime !== s.startTime || c.previousEndTime !== s.endTime
  const room = c.previousRoom !== s.room || c.previousHall !== s.hall
  return [time && tc.timeChangedBadge, room && tc.roomChangedBadge].filter(Boolean).join(' · ')
}

type ConferenceWords = ReturnType<typeof useServices>['store']['language']['t']['conference']

/**
 * How the reminder reaches the visitor and, once it went, whether it did (issue 25.4): a browser
 * reminder with no channel says so, so the agenda never promises what nothing will carry.
 */
function reminderLine(s: AgendaEntry, tc: ConferenceWords): string {
  const via = {
    wechat: tc.viaWechat,
    sms: tc.viaSms,
    push: tc.viaPush,
    email: tc.viaEmail,
    calendar: tc.viaCalendar,
    none: tc.viaNone,
  }[s.reminderVia ?? 'none']
  // the calendar and no channel have nothing of ours to report
  if (s.reminderVia === 'calendar' || s.reminderVia === 'none' || !s.reminderVia) return via
  const state =
    s.reminderState === 'sent' || s.reminderState === 'delivered'
      ? tc.reminderStateSent
      : s.reminderState === 'failed'
        ? tc.reminderStateFailed
        : s.reminderState === 'undeliverable'
          ? tc.reminderStateUndeliverable
          : ''
  return state ? `${via} · ${state}` : via
}

export interface AgendaListProps {
  /** before following a link (the plan panel closes itself) */
  onNavigate?: () => void
  /** nothing at all when the agenda is empty (the panel says "no plan" once for both) */
  hideWhenEmpty?: boolean
}

/**
 * My agenda (issue 11): the sessions the visitor asked to be reminded of in the current edition, in
 * time order, each with its venue day and time and its room; a tap opens the session, × removes it
 * from the agenda, which cancels its reminder (after a confirm naming it). Shown in the My Plan
 * panel and on /exhibitors/plan; nothing until the agenda has loaded.
 */
export const AgendaList = observer(function AgendaList({ onNavigate, hideWhenEmpty }: AgendaListProps) {
  const { store, navigation, platform } = useServices()
  const t = store.language.t
  const tc = t.conference
  const agenda = store.agenda
  const language = store.language.language
  const eventCode = store.context.eventCode
  const ready = store.ui.ready && Boolean(store.context.userId)
  const [pending, setPending] = useState<SessionSummary | null>(null)

  useEffect(() => {
    if (ready) void agenda.load()
  }, [agenda, ready, language, eventCode, agenda.changes])

  if (!agenda.loaded) {
    return agenda.loadFailed ? <PartFailed onRetry={() => void agenda.load(true)} /> : null
  }
  const tz = agenda.agenda?.timeZone ?? 'Asia/Shanghai'
  const entries = agenda.entries
  if (hideWhenEmpty && entries.length === 0 && pending === null) return null

  const open = (s: SessionSummary) => {
    onNavigate?.()
    void navigation.to('/meeting/detail', { sessionId: s.id })
  }
  const remove = async () => {
    const session = pending
    setPending(null)
    if (!session) return
    try {
      // offline: kept on the phone and sent when the network is back (the row goes at once)
      if ((await agenda.remove(session.id)) === null) platform.showToast(t.offlineActions.queued)
    } catch (error) {
      console.warn('agenda removal failed', error)
      // the request is silent (the queue keeps what the network loses): its refusal is said here
      platform.showToast(error instanceof ApiError ? error.message : t.common.networkError)
    }
  }

  return (
    <View className='agenda-list' role='group' aria-label={tc.agendaTitle}>
      <View className='agenda-list__title' role='heading' aria-level={2}>
        {tc.agendaTitle}
        {agenda.agenda?.eventEditionName ? (
          <Text className='agenda-list__edition'> · {agenda.agenda.eventEditionName}</Text>
        ) : null}
      </View>
      {entries.length === 0 && <Text className='agenda-list__empty'>{tc.agendaEmpty}</Text>}
      {entries.map((s) => (
        <View key={s.id} className='agenda-list__row'>
          <View className='agenda-list__link' role='link' aria-label={s.title} onClick={() => open(s)}>
            <Text className='agenda-list__when'>
              {dayLabel(venueDay(s.startTime, tz), tc)} {venueRange(s.startTime, s.endTime, tz)}
            </Text>
            <Text className='agenda-list__name'>{s.title}</Text>
            <Text className='agenda-list__place'>{[s.hall, s.room].filter(Boolean).join(' · ')}</Text>
            {movedLabel(s, tc) && <Text className='agenda-list__changed'>{movedLabel(s, tc)}</Text>}
            <Text className={`agenda-list__via agenda-list__via--${s.reminderVia ?? 'none'}`}>
              {reminderLine(s, tc)}
            </Text>
          </View>
          <View
            className='agenda-list__remove'
            role='button'
            aria-label={format(tc.removeFromAgenda, { name: s.title })}
            onClick={() => setPending(s)}
          />
        </View>
      ))}
      <ConfirmDialog
        open={pending !== null}
        title={pending?.title}
        text={tc.removeAgendaConfirm}
        okText={tc.remove}
        onConfirm={() => void remove()}
        onCancel={() => setPending(null)}
      />
    </View>
  )
})
