import type { Id, ReminderContactBody, ReminderContacts, SessionDetail } from '../../../types/api'
import type {
  PlatformFiles,
  PlatformHost,
  PlatformNotifications,
  PlatformPush,
  PlatformShare,
  WebPushSubscription,
} from '../../platform/types'
import type { AgendaStore } from '../../stores/agenda-store'

/**
 * What a Remind me tap did, so the visitor is told which way the reminder will reach them:
 * - `subscribed`: a WeChat subscription message was accepted (the server sends it)
 * - `calendar`: WeChat notices refused or unavailable: the phone's calendar holds an alert instead
 * - `server`: a browser or the native app: the server's reminder (a .ics is offered beside it)
 * - `notSet`: neither a WeChat notice nor the calendar were allowed: nothing was stored
 * - `queued`: offline: kept on the device, sent to the server when the network is back
 */
export type RemindOutcome =
  | { kind: 'subscribed'; leadMinutes: number }
  | { kind: 'calendar'; leadMinutes: number }
  | { kind: 'server'; leadMinutes: number }
  | { kind: 'notSet' }
  | { kind: 'queued' }

export interface ReminderDeps {
  platform: Pick<PlatformHost, 'caps'> & Pick<PlatformNotifications, 'requestSubscription' | 'addToPhoneCalendar'>
  agenda: Pick<AgendaStore, 'setReminder'>
  /** the mini-program's subscription message template for session reminders */
  templateId: string
}

/** The session as the phone's calendar gets it: venue-time instants, the room, the alert. */
export function calendarEvent(session: SessionDetail) {
  return {
    title: session.title,
    startTime: session.startTime,
    endTime: session.endTime,
    description: [session.speakers.map((s) => s.name).join(', '), session.description].filter(Boolean).join('\n'),
    location: [session.hall, session.room].filter(Boolean).join(' '),
    alarmMinutes: session.reminderLeadMinutes,
  }
}

/**
 * Remind me. In the mini-program the tap itself asks WeChat for one subscription message (WeChat
 * allows that only from a tap, so it is asked before anything is awaited); refused or unavailable,
 * the session goes into the phone's calendar with its alert. Elsewhere the server keeps the
 * reminder. The server stores it in every case where something will reach the visitor (it is then
 * in My agenda, and a change of time or room is announced); rejects with the server's error.
 */
export function remindMe(deps: ReminderDeps, session: SessionDetail): Promise<RemindOutcome> {
  const { platform, agenda } = deps
  if (platform.caps.reminders !== 'subscribe') {
    return agenda
      .setReminder(session.id, 1, platform.caps.reminders)
      .then((leadMinutes) => (leadMinutes === null ? { kind: 'queued' } : { kind: 'server', leadMinutes }))
  }
  // synchronously, still inside the tap
  const subscription = platform.requestSubscription(deps.templateId ? [deps.templateId] : [])
  return subscription.then(async (answer): Promise<RemindOutcome> => {
    if (answer === 'accepted') {
      const leadMinutes = await agenda.setReminder(session.id, 1, 'subscribe')
      return leadMinutes === null ? { kind: 'queued' } : { kind: 'subscribed', leadMinutes }
    }
    if (!platform.caps.phoneCalendar) return { kind: 'notSet' }
    const added = await platform.addToPhoneCalendar(calendarEvent(session))
    if (added !== 'accepted') return { kind: 'notSet' }
    // the phone's calendar holds the alert already: the server's copy may wait for the network
    const leadMinutes = await agenda.setReminder(session.id, 1, 'calendar')
    return { kind: 'calendar', leadMinutes: leadMinutes ?? session.reminderLeadMinutes }
  })
}

/** Cancel: the server forgets the reminder (and the session leaves My agenda); null: kept offline. */
export function cancelReminder(deps: Pick<ReminderDeps, 'agenda'>, id: Id): Promise<number | null> {
  return deps.agenda.setReminder(id, 0)
}

/** What Add to calendar did: into the phone's calendar, a .ics downloaded, its link copied (WeChat's browser downloads nothing). */
export type CalendarOutcome = 'added' | 'refused' | 'downloaded' | 'linkCopied' | 'failed'

export async function addToCalendar(
  platform: Pick<PlatformHost, 'caps'> &
    Pick<PlatformNotifications, 'addToPhoneCalendar'> &
    Pick<PlatformFiles, 'canDownloadFiles' | 'downloadFile'> &
    Pick<PlatformShare, 'copyText'>,
  session: SessionDetail,
  icsUrl: string,
): Promise<CalendarOutcome> {
  if (platform.caps.phoneCalendar) {
    const answer = await platform.addToPhoneCalendar(calendarEvent(session))
    return answer === 'accepted' ? 'added' : answer === 'refused' ? 'refused' : 'failed'
  }
  try {
    if (!platform.canDownloadFiles()) {
      await platform.copyText(icsUrl)
      return 'linkCopied'
    }
    await platform.downloadFile(icsUrl, `session-${session.id}.ics`)
    return 'downloaded'
  } catch {
    return 'failed'
  }
}

/**
 * What a browser's Remind me became (issue 25 item 3): notifications on this device (`push`), the
 * phone's calendar (`calendar`), kept on the device while offline (`queued`), or nothing, because
 * the visitor refused notifications (`refused`) or this browser cannot have them (`unavailable`).
 */
export type BrowserRemindOutcome =
  { kind: 'push'; leadMinutes: number } | { kind: 'queued' } | { kind: 'refused' } | { kind: 'unavailable' }

export interface PushDeps {
  platform: Pick<PlatformPush, 'subscribePush'>
  agenda: Pick<AgendaStore, 'setReminder'>
  push: {
    publicKey(): Promise<string>
    save(subscription: WebPushSubscription): Promise<unknown>
  }
}

/**
 * Remind me by notification: the browser's permission (asked inside the tap), the subscription
 * given to the server, then the reminder. The server keeps a browser reminder only once it can
 * reach this browser, so nothing is promised that cannot be delivered; rejects with the server's
 * error (its refusal of the subscription, in the visitor's words).
 */
export async function remindByPush(deps: PushDeps, session: SessionDetail): Promise<BrowserRemindOutcome> {
  const answer = await deps.platform.subscribePush(() => deps.push.publicKey())
  if (answer.kind !== 'subscribed') return answer
  await deps.push.save(answer.subscription)
  const leadMinutes = await deps.agenda.setReminder(session.id, 1, 'web')
  return leadMinutes === null ? { kind: 'queued' } : { kind: 'push', leadMinutes }
}

/**
 * Remind me by the calendar: the calendar raises the alarm itself (the .ics has it); the server
 * keeps the reminder as `calendar`, so it is in My agenda and a change is shown, and sends nothing.
 * null: kept on the device until the network is back.
 */
export function remindByCalendar(deps: Pick<ReminderDeps, 'agenda'>, session: SessionDetail): Promise<number | null> {
  return deps.agenda.setReminder(session.id, 1, 'calendar')
}

/** What a Remind me by email or SMS became: set (to the masked address or number), or kept offline. */
export type ContactRemindOutcome =
  { kind: 'contact'; via: 'email' | 'sms'; to: string; leadMinutes: number } | { kind: 'queued' }

export interface ContactDeps {
  agenda: Pick<AgendaStore, 'setReminder'>
  /** POST /api/v5/session/reminderContact: the masked contacts after saving */
  save(body: ReminderContactBody): Promise<ReminderContacts>
}

/**
 * Remind me by email or SMS (issue 25 item 3), where push is unavailable: the address or number
 * (a number with the code sent to it) is given to the server first, unless it has one already
 * (`body` null), then the reminder is set on that channel. Rejects with the server's refusal (a bad
 * address, a wrong code), nothing set.
 */
export async function remindByContact(
  deps: ContactDeps,
  session: SessionDetail,
  via: 'email' | 'sms',
  known: string | null,
  body: ReminderContactBody | null,
): Promise<ContactRemindOutcome> {
  let to = known
  if (body) to = (await deps.save(body))[via]
  // the server answered without it: nothing to send to (cannot happen with a saved one)
  if (!to) throw new Error('no reminder contact')
  const leadMinutes = await deps.agenda.setReminder(session.id, 1, via)
  return leadMinutes === null ? { kind: 'queued' } : { kind: 'contact', via, to, leadMinutes }
}
