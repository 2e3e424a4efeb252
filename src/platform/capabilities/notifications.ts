/** A session for the phone's calendar (the mini-program's addPhoneCalendar). */
export interface PhoneCalendarEvent {
  title: string
  /** ISO-8601 UTC */
  startTime: string
  endTime: string
  description: string
  location: string
  /** the alert, minutes before the start */
  alarmMinutes: number
}

/** What became of a request to reach the visitor: their consent, their refusal, or no such thing here. */
export type ConsentOutcome = 'accepted' | 'refused' | 'unavailable'

/** Reaching the visitor later: subscription messages and the phone's calendar. */
export interface PlatformNotifications {
  /**
   * Asks the visitor to let us send one message of each template (the mini-program's
   * requestSubscribeMessage). WeChat allows it only from a tap: call it first thing in the tap
   * handler, before anything is awaited. 'unavailable' where hosts have no such thing.
   */
  requestSubscription(templateIds: string[]): Promise<ConsentOutcome>
  /** puts an event with its alert into the phone's calendar; 'unavailable' where a page cannot */
  addToPhoneCalendar(event: PhoneCalendarEvent): Promise<ConsentOutcome>
}

/** A browser's push subscription, as the server keeps it (PushSubscription.toJSON()). */
export interface WebPushSubscription {
  endpoint: string
  keys: { p256dh: string; auth: string }
}

/**
 * Whether notifications can reach the visitor here by web push: `available` (a browser with a
 * service worker and the Push API, not yet refused), `denied` (the visitor blocked notifications
 * for this site), `unavailable` (WeChat's browser, iOS outside an app added to the home screen,
 * the mini-program, a browser without the Push API or service worker).
 */
export type PushAvailability = 'available' | 'denied' | 'unavailable'

export type PushOutcome =
  { kind: 'subscribed'; subscription: WebPushSubscription } | { kind: 'refused' } | { kind: 'unavailable' }

/** Web push in a browser (issue 25 item 3); hosts without it answer `unavailable`. */
export interface PlatformPush {
  pushAvailability(): PushAvailability
  /**
   * Asks the browser's permission (call it from a tap, before anything else is awaited), then
   * subscribes with the server's key (asked only once permission is given).
   */
  subscribePush(publicKey: () => Promise<string>): Promise<PushOutcome>
}
