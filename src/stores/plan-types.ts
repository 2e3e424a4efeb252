import type { Id, PlanEditionEntry } from '../../types/api'

// What the plan store (plan-store.ts) and the collect sender (collect-queue.ts) agree on. Both
// import this file and neither imports the other: the sender reaches the store only through
// QueueHost, the store the sender only through CollectSending (its code is loaded on demand).

export type CollectTarget = 'exhibitor' | 'product'

/** The native app's logged-in user (bridge getUserInfo). */
export interface AppUser {
  userId: string
  sessionId: string
}

/** What the plan store needs from the API client; tests pass a fake. */
export interface PlanApi {
  getPlanList(): Promise<PlanEditionEntry[]>
  collect(target: CollectTarget, id: Id, collected: 0 | 1, eventCode?: string): Promise<{ collectCnt: number }>
  /**
   * The native app's collect (spec §4): collectTargetIds with the app's user id and session, then
   * the bridge's collect action so the app's own favourites follow. The count when it answers one.
   */
  collectInApp(
    target: CollectTarget,
    id: Id,
    collected: 0 | 1,
    app: AppUser,
  ): Promise<{ collectCnt: number | undefined }>
}

/** One collect or uncollect as the visitor made it, before the queue numbers it. */
export interface NewCollect {
  target: CollectTarget
  id: Id
  /** the item's event code (the stored one when absent) */
  eventCode?: string
  /** the flag the item showed before the first of the actions merged into this entry */
  from: 0 | 1
  /** the flag to send */
  to: 0 | 1
  /** what these actions added to the heart's count (shown until the server's count replaces it) */
  delta: number
  /** 'app': the native app's own path (collectTargetIds with its session, read when sending) */
  via: 'web' | 'app'
}

/** What the sender needs of the plan store, beyond its transport (the heart's count stays there). */
export interface QueueHost {
  flagMenuUpdate(): void
  /** the server's count, from a collect's answer */
  setCollectNum(collectCnt: number): void
  /** the flag this device last gave an item, or the server answered for it (flagOf reads it) */
  noteFlag(target: CollectTarget, id: Id, flag: 0 | 1): void
}

/** What the plan store reads and asks of the sender (stores/collect-queue.ts's CollectSender). */
export interface CollectSending {
  /** resolves once the flushes started so far have ended */
  readonly flushing: Promise<void>
  /** how many changes wait for the network (the plan's pending note) */
  readonly pendingCount: number
  /** what the changes waiting for the network add to the heart's count */
  readonly delta: number
  /** how many entries the queue holds (waiting, or on their way) */
  readonly size: number
  /** the newest entry for an item */
  latest(target: CollectTarget, id: Id): { to: 0 | 1; waiting: boolean } | undefined
  /** the current visitor's queue, sent when online */
  start(): void
  flush(): Promise<void>
  /** one visitor action (one or several items); rejects with the first refusal */
  act(actions: NewCollect[], app?: AppUser): Promise<void>
}
