import type { Flag, Id, ReminderChannel, SessionRemindResult } from '../../types/api'
import { isFlag } from './action-checks'
import type { ActionQueue } from './action-queue'

/** Remind me (1) / Cancel (0) on a session: a flag, set to a value, so a resend changes nothing. */
export interface RemindAction {
  kind: 'remind'
  id: Id
  from: Flag
  to: Flag
  channel?: ReminderChannel
}

declare module './action-queue' {
  interface QueuedActionKinds {
    remind: { action: RemindAction; answer: SessionRemindResult }
  }
}

export type RemindCall = (body: { id: Id; remind: Flag; channel?: ReminderChannel }) => Promise<SessionRemindResult>

const CHANNELS: ReadonlyArray<unknown> = ['web', 'app', 'subscribe', 'calendar', 'email', 'sms']

/** The agenda's queued action, reminders, with the request that sends one (silent). */
export function registerReminders(queue: ActionQueue, remind: RemindCall): void {
  queue.register('remind', {
    about: (a) => a.id,
    merge: 'flag',
    isValid: (e) =>
      Number.isSafeInteger(e.id) &&
      isFlag(e.from) &&
      isFlag(e.to) &&
      (e.channel === undefined || CHANNELS.includes(e.channel)),
    send: (a) => remind({ id: a.id, remind: a.to, ...(a.to === 1 && a.channel ? { channel: a.channel } : {}) }),
  })
}
