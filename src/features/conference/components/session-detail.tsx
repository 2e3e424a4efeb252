import { Button, Text, View } from '@tarojs/components'
import { useShareAppMessage } from '@tarojs/taro'
import { observer } from 'mobx-react'
import { useEffect, useState, type ReactNode } from 'react'
import { useServices } from '../../../app-context'
import { ConfirmDialog } from '../../../components/confirm-dialog'
import { PartFailed } from '../../../components/lazy-part'
import { RoomLink } from '../../../components/stand-link'
import { LoadingNotice, NoData } from '../../../components/notices'
import { TitleBanner } from '../../../components/title-banner'
import { LogoImage } from '../../../components/logo-image'
import { useRemoteData } from '../../../hooks/use-remote-data'
import { useRefreshWhenOnline } from '../../../hooks/use-refresh-when-online'
import { format } from '../../../i18n'
import { ApiError } from '../../../services/api/client'
import { queryId, useRouteQuery, withQuery } from '../../../navigation'
import { findRoute } from '../../../routes'
import { deviceClock, deviceDiffers, venueDayRange, venueRange, dayLabel, venueDay } from '../../../utils/venue-time'
import type { ReminderContacts, SessionDetail, SessionSummary } from '../../../../types/api'
import { mediaUrl } from '../media'
import {
  addToCalendar,
  cancelReminder,
  remindByCalendar,
  remindByContact,
  remindByPush,
  type ContactRemindOutcome,
  remindMe,
  type BrowserRemindOutcome,
  type RemindOutcome,
} from '../reminder-flow'
import type { PushAvailability } from '../../../platform/types'
import { ReminderChoice, type ReminderChoiceAction } from './reminder-choice'
import { ReminderContactForm } from './reminder-contact-form'
import { SessionCard } from './session-card'
import './session-detail.scss'
import '../../../i18n/sections/conference'
import '../../../i18n/sections/offlineActions'
import '../../../i18n/sections/offlineDetail'

/** /meeting/detail?sessionId=… (spec §2, §3, §4). */
export const SessionDetailView = observer(function SessionDetailView() {
  const { api, store } = useServices()
  const query = useRouteQuery()
  // sessionId (the spec's route); `id`, the API's name for it, from older links
  const id = queryId(query.sessionId ?? query.id)
  const language = store.language.language
  const { status, data, retry, refresh } = useRemoteData<SessionDetail>(id ? `${id}:${language}` : undefined, () =>
    api.getSessionDetail({ id: id! }),
  )
  // built offline from the pack or a list: the full page when the network is back
  useRefreshWhenOnline(data?.offlinePartial === 1, refresh)
  if (status === 'loading') return <LoadingNotice />
  if (status === 'failed' && !data) return <PartFailed page onRetry={retry} />
  if (status === 'empty' || !data) return <NoData />
  return <SessionContent session={data} />
})

/** A titled block of the page; nothing when it has no content. */
export function Section({ title, children }: { title: string; children?: ReactNode }) {
  if (children == null || children === false) return null
  return (
    <View className='conference-section'>
      <View className='conference-section__title' role='heading' aria-level={3}>
        {title}
      </View>
      <View className='conference-section__body'>{children}</View>
    </View>
  )
}

const SessionContent = observer(function SessionContent({ session: s }: { session: SessionDetail }) {
  const { store, platform, navigation, api } = useServices()
  const t = store.language.t
  const tc = t.conference
  const agenda = store.agenda
  const reminded = agenda.isReminded(s)
  // set or cancelled offline: kept on the phone until the server has it
  const remindPending = agenda.isPending(s.id)
  const [busy, setBusy] = useState(false)
  const [offerCalendar, setOfferCalendar] = useState<number | null>(null)
  // a browser's Remind me: notifications asked first in the visitor's words, or why not and the calendar
  const [choice, setChoice] = useState<PushAvailability | null>(null)
  // without push: the address or number the visitor gave for reminders (masked), and the form for one
  const [contacts, setContacts] = useState<ReminderContacts | null>(null)
  const [contactForm, setContactForm] = useState<'email' | 'sms' | null>(null)
  const noPush = choice === 'denied' || choice === 'unavailable'
  useEffect(() => {
    if (!noPush) return
    // offline or refused: the sheet keeps the calendar only
    api.getReminderContacts().then(setContacts, () => setContacts(null))
  }, [noPush, api])
  const now = Date.now()
  const started = Date.parse(s.startTime) <= now
  const ended = Date.parse(s.endTime) <= now
  const tz = s.timeZone

  const shareData = () => {
    const route = findRoute('/meeting/detail')!
    return {
      title: s.title,
      path: withQuery(platform.routeUrl(route), { sessionId: s.id, eventCode: s.eventCode || undefined }),
    }
  }
  useShareAppMessage(() => shareData())
  const share = () =>
    void platform
      .share(shareData())
      .then((outcome) => {
        if (outcome === 'copied') platform.showToast(t.common.linkCopied)
      })
      .catch(() => platform.showToast(t.common.shareFailed))

  const icsUrl = () => api.sessionCalendarUrl({ id: s.id })
  const calendar = async () => {
    const outcome = await addToCalendar(platform, s, icsUrl())
    const text = {
      added: tc.calendarAdded,
      refused: tc.calendarRefused,
      downloaded: tc.calendarDownloaded,
      linkCopied: tc.calendarLinkCopied,
      failed: tc.calendarFailed,
    }[outcome]
    platform.showToast(text)
  }

  const told = (outcome: RemindOutcome) => {
    if (outcome.kind === 'subscribed') platform.showToast(format(tc.reminderSubscribed, { lead: outcome.leadMinutes }))
    else if (outcome.kind === 'calendar')
      platform.showToast(format(tc.reminderInCalendar, { lead: outcome.leadMinutes }))
    else if (outcome.kind === 'notSet') platform.showToast(tc.reminderNotSet)
    else if (outcome.kind === 'queued') platform.showToast(t.offlineActions.queued)
    // a browser or the native app: the server will remind; a calendar file is offered too
    else setOfferCalendar(outcome.leadMinutes)
  }

  /** runs a reminder action with the button busy; the server's refusal is told in its words */
  const act = (pending: Promise<unknown>) => {
    setBusy(true)
    void pending
      .catch((error: unknown) => {
        console.warn('reminder failed', error)
        platform.showToast(error instanceof ApiError ? error.message : t.common.networkError)
      })
      .finally(() => setBusy(false))
  }
  const toldBrowser = (outcome: BrowserRemindOutcome) => {
    if (outcome.kind === 'push') platform.showToast(format(tc.pushSet, { lead: outcome.leadMinutes }))
    else if (outcome.kind === 'queued') platform.showToast(t.offlineActions.queued)
    // refused at the browser's question, or no push here after all: what remains
    else setChoice(outcome.kind === 'refused' ? 'denied' : 'unavailable')
  }
  const toldContact = (outcome: ContactRemindOutcome) => {
    if (outcome.kind === 'queued') return platform.showToast(t.offlineActions.queued)
    platform.showToast(
      format(outcome.via === 'email' ? tc.emailSet : tc.smsSet, { lead: outcome.leadMinutes, to: outcome.to }),
    )
  }
  const contactDeps = {
    agenda,
    save: (body: Parameters<typeof api.saveReminderContact>[0]) =>
      api.saveReminderContact(body).then((saved) => {
        setContacts(saved)
        return saved
      }),
  }
  const choose = (way: 'push' | 'calendar' | 'none' | 'email' | 'sms') => {
    setChoice(null)
    if (way === 'none') return platform.showToast(tc.reminderNoChannel)
    if (way === 'email' || way === 'sms') {
      const known = contacts?.[way] ?? null
      // given before: one tap sets the reminder; else the form asks for it
      if (!known) return setContactForm(way)
      return act(remindByContact(contactDeps, s, way, known, null).then(toldContact))
    }
    if (way === 'push')
      // the browser's question comes first thing in this tap (remindByPush asks before awaiting)
      return act(
        remindByPush(
          {
            platform,
            agenda,
            push: { publicKey: () => api.getPushKey().then((k) => k.publicKey), save: (sub) => api.pushSubscribe(sub) },
          },
          s,
        ).then(toldBrowser, (error: unknown) => {
          // the browser or its push service failed (not the server): the calendar remains
          if (error instanceof ApiError) throw error
          console.warn('push subscription failed', error)
          platform.showToast(tc.pushFailed)
          setChoice('unavailable')
        }),
      )
    act(
      remindByCalendar({ agenda }, s).then((lead) => {
        if (lead === null) platform.showToast(t.offlineActions.queued)
        else return calendar()
      }),
    )
  }
  const choiceSheet = () => {
    if (!choice) return null
    const lead = s.reminderLeadMinutes
    const calendarWay: ReminderChoiceAction = {
      key: 'calendar',
      label: tc.remindByCalendar,
      primary: choice !== 'available',
      onTap: () => choose('calendar'),
    }
    const notNow: ReminderChoiceAction = { key: 'none', label: tc.notNow, onTap: () => choose('none') }
    // email and SMS, as this server offers them, where push is not possible
    const offered = choice === 'available' ? [] : (contacts?.channels ?? [])
    const contactWays: ReminderChoiceAction[] = offered.map((via) => {
      const known = contacts?.[via]
      const label =
        via === 'email'
          ? known
            ? format(tc.remindByEmailTo, { to: known })
            : tc.remindByEmail
          : known
            ? format(tc.remindBySmsTo, { to: known })
            : tc.remindBySms
      return { key: via, label, onTap: () => choose(via) }
    })
    const noneText = offered.length ? tc.pushNoneTextContact : tc.pushNoneText
    const deniedText = offered.length ? tc.pushDeniedTextContact : tc.pushDeniedText
    const [title, text, actions] =
      choice === 'available'
        ? [
            tc.pushAskTitle,
            format(tc.pushAskText, { lead, zone: s.timeZoneName }),
            [{ key: 'push', label: tc.pushAllow, primary: true, onTap: () => choose('push') }, calendarWay, notNow],
          ]
        : choice === 'denied'
          ? [tc.pushDeniedTitle, format(deniedText, { lead }), [...contactWays, calendarWay, notNow]]
          : [tc.pushNoneTitle, format(noneText, { lead }), [...contactWays, calendarWay, notNow]]
    return <ReminderChoice title={title} text={text} actions={actions} onClose={() => choose('none')} />
  }

  const toggle = () => {
    if (busy) return
    // a browser or the native app's web view: how the reminder can reach the visitor is their
    // choice, asked in their language (push where the host has it; else email, SMS or the calendar)
    if (!reminded && (platform.caps.reminders === 'web' || platform.caps.reminders === 'app')) {
      setChoice(platform.pushAvailability())
      return
    }
    // not awaited before the call: in the mini-program this tap is WeChat's subscription tap
    const pending = reminded
      ? cancelReminder({ agenda }, s.id).then((lead) =>
          platform.showToast(lead === null ? t.offlineActions.queued : tc.reminderCancelled),
        )
      : remindMe({ platform, agenda, templateId: APP_CONFIG.reminderTemplateId }, s).then(told)
    setBusy(true)
    void pending
      .catch((error: unknown) => {
        console.warn('reminder failed', error)
        // the server's refusal in its words; offline before the queue's code came: the network's
        platform.showToast(error instanceof ApiError ? error.message : t.common.networkError)
      })
      .finally(() => setBusy(false))
  }

  const open = (x: SessionSummary) => void navigation.to('/meeting/detail', { sessionId: x.id })
  const openSpeaker = (personId: number) =>
    void navigation.to('/meeting/guest', { personId, eventEditionId: s.eventEditionId })

  const localDiffers = deviceDiffers(s.startTime, tz)
  const venueWhen = `${dayLabel(venueDay(s.startTime, tz), tc)} ${venueRange(s.startTime, s.endTime, tz)}`
  const place = [s.hall, s.room].filter(Boolean).join(' · ')
  const change = s.change
  const timeMoved = change && (change.previousStartTime !== s.startTime || change.previousEndTime !== s.endTime)
  const roomMoved = change && (change.previousRoom !== s.room || change.previousHall !== s.hall)

  return (
    <View className='session-detail'>
      <TitleBanner title={s.eventEditionName} />
      {/* built offline from the downloaded data (issue 22): said, with what comes with the network */}
      {s.offlinePartial === 1 && (
        <View className='session-detail__partial' role='note'>
          {t.offlineDetail.partial}
        </View>
      )}

      <View className='session-detail__hero'>
        <View className='session-detail__title' role='heading' aria-level={2}>
          {s.title}
        </View>
        <View className='session-detail__badges'>
          {s.isKeynote === 1 && (
            <Text className='session-detail__badge session-detail__badge--keynote'>{t.session.keynote}</Text>
          )}
          {s.track && <Text className='session-detail__badge'>{s.track}</Text>}
          {ended ? (
            <Text className='session-detail__badge session-detail__badge--ended'>{tc.ended}</Text>
          ) : started ? (
            <Text className='session-detail__badge session-detail__badge--now'>{tc.now}</Text>
          ) : null}
        </View>

        {change && (timeMoved || roomMoved) && (
          <View className='session-detail__change' role='status'>
            {timeMoved && (
              <Text className='session-detail__change-line'>
                {format(tc.timeChanged, {
                  from: venueDayRange(change.previousStartTime, change.previousEndTime, tz, tc),
                  to: venueDayRange(s.startTime, s.endTime, tz, tc),
                })}
              </Text>
            )}
            {roomMoved && (
              <Text className='session-detail__change-line'>
                {format(tc.roomChanged, {
                  from: [change.previousHall, change.previousRoom].filter(Boolean).join(' · '),
                  to: place,
                })}
              </Text>
            )}
          </View>
        )}

        <View className='session-detail__facts'>
          <View className='session-detail__fact'>
            <View className='session-detail__icon session-detail__icon--clock' />
            <View className='session-detail__fact-text'>
              <Text className='session-detail__when'>
                {/* a session built offline from the pack may not know its zone's name: the time alone */}
                {localDiffers && s.timeZoneName
                  ? format(tc.venueTime, { time: venueWhen, zone: s.timeZoneName })
                  : venueWhen}
              </Text>
              {localDiffers && (
                <Text className='session-detail__local'>
                  {format(tc.localTime, { time: `${deviceClock(s.startTime)}–${deviceClock(s.endTime)}` })}
                </Text>
              )}
            </View>
          </View>
          {place && (
            <View className='session-detail__fact'>
              <View className='session-detail__icon session-detail__icon--pin' />
              <RoomLink className='session-detail__room' roomId={s.roomId} label={place} eventCode={s.eventCode} />
            </View>
          )}
        </View>

        <View className='session-detail__actions'>
          {/* over: nothing to be reminded of (the server refuses it too); said, not just gone */}
          {ended && !reminded && (
            <View
              className='session-detail__action session-detail__action--remind is-disabled'
              role='button'
              aria-disabled
            >
              {tc.remindEnded}
            </View>
          )}
          {(!started || reminded) && (
            <View
              className={`session-detail__action session-detail__action--remind${reminded ? ' is-on' : ''}${busy ? ' is-busy' : ''}`}
              role='button'
              aria-pressed={reminded}
              aria-disabled={busy}
              onClick={toggle}
            >
              {reminded ? t.session.cancelRemind : t.session.remindMe}
              {remindPending && ` (${t.offlineActions.pending})`}
            </View>
          )}
          {!ended && (
            <View className='session-detail__action' role='button' onClick={() => void calendar()}>
              {tc.addToCalendar}
            </View>
          )}
          {/* open-type share: in the mini-program only a button opens the share sheet */}
          <Button className='session-detail__action session-detail__share' openType='share' onClick={share}>
            {t.common.share}
          </Button>
        </View>
      </View>

      {s.description.trim() !== '' && (
        <Section title={tc.description}>
          <Text className='session-detail__text'>{s.description}</Text>
        </Section>
      )}

      {s.speakers.length > 0 && (
        <Section title={tc.speakers}>
          {s.speakers.map((p) => (
            <View
              key={p.personId}
              className='session-detail__speaker'
              role='link'
              aria-label={p.name}
              onClick={() => openSpeaker(p.personId)}
            >
              <LogoImage className='session-detail__avatar' src={mediaUrl(p.avatar)} name={p.name} mode='aspectFill' />
              <View className='session-detail__speaker-text'>
                <Text className='session-detail__speaker-name'>{p.name}</Text>
                <Text className='session-detail__speaker-role'>{[p.title, p.company].filter(Boolean).join(' · ')}</Text>
              </View>
              <View className='session-detail__chevron' />
            </View>
          ))}
        </Section>
      )}

      {s.series && s.previousSessions.length > 0 && (
        <Section title={`${tc.previousSessions} · ${s.series.name}`}>
          <View className='session-detail__previous'>
            {s.previousSessions.map((x) => (
              <SessionCard
                key={x.id}
                session={x}
                timeZone={tz}
                dayLabel={dayLabel(venueDay(x.startTime, tz), tc)}
                onOpen={open}
              />
            ))}
          </View>
        </Section>
      )}

      <ConfirmDialog
        open={offerCalendar !== null}
        title={tc.reminderSetTitle}
        text={format(tc.reminderSetText, { lead: offerCalendar ?? s.reminderLeadMinutes, zone: s.timeZoneName })}
        okText={tc.addToCalendar}
        cancelText={tc.notNow}
        onConfirm={() => {
          setOfferCalendar(null)
          void calendar()
        }}
        onCancel={() => setOfferCalendar(null)}
      />
      {choiceSheet()}
      {contactForm && (
        <ReminderContactForm
          via={contactForm}
          onBack={() => {
            setContactForm(null)
            setChoice(platform.pushAvailability())
          }}
          onSubmit={(body) =>
            remindByContact(contactDeps, s, contactForm, null, body).then((outcome) => {
              setContactForm(null)
              toldContact(outcome)
            })
          }
        />
      )}
    </View>
  )
})
