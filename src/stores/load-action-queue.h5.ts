/**
 * The action queue (reminders, likes, decisions, chat messages kept offline) is loaded once a page
 * is idle, on first use, or at start when the visitor has actions waiting: the first screen does not
 * carry it (bench:size). A failed load is tried again next time.
 */
export function loadActionQueue(): Promise<typeof import('./start-action-queue')> {
  return import(/* webpackChunkName: "action-queue" */ './start-action-queue')
}
