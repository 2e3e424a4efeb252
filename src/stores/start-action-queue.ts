import { ActionQueue } from './action-queue'
import { registerReminders, type RemindCall } from './agenda-actions'
import type { RootStore } from './root-store'
import type { KeyValueStorage } from './types'
import '../i18n/sections/offlineActions'

/** What the app gives the queue: the reminders' request and the features' own actions. */
export interface ActionSetup {
  /** sends a reminder (silent: a network failure keeps it for later, and the queue tells refusals itself) */
  remind: RemindCall
  /**
   * Loads the features' registrations (the app's: src/queued-actions.ts; H5: with the queue's
   * chunk), called with the queue before the visitor's stored entries are read back.
   */
  features(): Promise<(queue: ActionQueue) => void>
}

/**
 * The visitor's queue as the app runs it (stores/offline-actions.ts loads this module and calls
 * this): online as the host reports it, refusals and "sent" told as toasts in the visitor's
 * language; the agenda's reminders registered here, the features' by `register`. Reminders sent
 * later are reconciled in the agenda (the server's flag; a refusal brings the earlier one back),
 * so every view of a session follows without reloading.
 */
export function startActionQueue(
  root: RootStore,
  storage: KeyValueStorage,
  notify: (message: string) => void,
  remind: RemindCall,
  register: (queue: ActionQueue) => void,
): ActionQueue {
  const { ui, language, agenda } = root
  const queue = new ActionQueue(storage, {
    online: () => ui.online,
    notify,
    words: () => language.t.offlineActions,
  })
  registerReminders(queue, remind)
  register(queue)
  queue.subscribe((event) => {
    const { action } = event
    if (action.kind !== 'remind') return
    if (event.type === 'answered' && event.answer.kind === 'remind')
      agenda.flags.set(action.id, event.answer.result.remind)
    else if (event.type === 'refused') agenda.flags.set(action.id, action.from)
    agenda.changes++
  })
  return queue
}
