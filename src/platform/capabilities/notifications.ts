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
