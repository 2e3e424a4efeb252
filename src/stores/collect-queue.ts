import { makeAutoObservable, runInAction } from 'mobx'

import type { Id } from '../../types/api'
import { format } from '../i18n'
import { planQueueKey as queueKey } from '../platform/storage-keys'
import { ApiError } from '../services/api/client'
import { isNotViewable, isRetryable } from '../utils/remote'
import type { AppUser, CollectSending, CollectTarget, NewCollect, PlanApi, QueueHost } from './plan-types'
import type { RootStore } from './root-store'
import { StoredQueue } from './stored-queue'
import type { KeyValueStorage } from './types'
import '../i18n/sections/planQueue'

// This module is the plan store's, loaded on H5 when the visitor first collects or has changes
// waiting (load-collect-queue.h5.ts): the first screen does not carry it (bench:size).

/**
 * One collect or uncollect the server has not confirmed yet. It carries the state to reach, never
 * a toggle: the server's PUT sets `collected` explicitly, so sending an entry twice (an answer lost
 * on the way back, a restart mid-flush) cannot flip the item twice.
 */
export interface QueuedCollect extends NewCollect {
  /** increases per visitor: the order the actions were made in, and the entry's name */
  seq: number
  /** made offline, or its send failed for the network: shown as pending until the server answers */
  waiting: boolean
}

export const keyOf = (target: CollectTarget, id: Id) => `${target}:${id}`

function isEntry(value: unknown): value is QueuedCollect {
  const e = value as Partial<QueuedCollect> | null
  return (
    !!e &&
    typeof e === 'object' &&
    Number.isSafeInteger(e.seq) &&
    (e.target === 'exhibitor' || e.target === 'product') &&
    Number.isSafeInteger(e.id) &&
    (e.eventCode === undefined || typeof e.eventCode === 'string') &&
    (e.from === 0 || e.from === 1) &&
    (e.to === 0 || e.to === 1) &&
    Number.isSafeInteger(e.delta) &&
    (e.via === 'web' || e.via === 'app')
  )
}

/**
 * The visitor's collects and uncollects waiting for the server, in the order they were made, kept
 * in the platform's storage under the visitor's id (localStorage, wx storage), so a reload or a
 * restart of the mini-program loses none. Only the plan store uses it.
 *
 * A second action on an item whose entry is still waiting replaces that entry (at the end: it is
 * the newer action); when it brings the item back to the flag it showed before the first, both
 * vanish (collect then uncollect offline sends nothing). An entry on its way to the server is
 * never merged: what it sends is already decided, so a later action gets an entry of its own.
 */
export class CollectQueue {
  /** the entries as stored, and the one on its way (stores/stored-queue.ts) */
  private readonly stored: StoredQueue<QueuedCollect>

  constructor(storage: KeyValueStorage) {
    this.stored = new StoredQueue(storage, {
      key: queueKey,
      isEntry,
      // kept from an earlier run: they are all waiting for the network
      restored: (e) => ({ ...e, waiting: true }),
      keyOf: (e) => keyOf(e.target, e.id),
    })
    makeAutoObservable<CollectQueue, 'stored'>(this, { stored: false })
  }

  get entries(): QueuedCollect[] {
    return this.stored.entries
  }

  /** the entry being sent now (its answer decides whether it leaves the queue) */
  get sending(): number | undefined {
    return this.stored.sending
  }

  /** Switches to this visitor's queue, as stored; entries made while nobody was known join it. */
  useVisitor(userId: string | undefined): void {
    const anonymous = this.stored.switchTo(userId)
    if (!anonymous) return
    for (const { seq: _seq, waiting, ...action } of anonymous) this.add(action, { waiting })
    this.stored.write()
  }

  get size(): number {
    return this.entries.length
  }

  /**
   * The heart's count still to come from the server: what waits for the network. A tap sent now
   * moves the heart when the server answers, as before (its answer carries the count).
   */
  get delta(): number {
    return this.entries.reduce((sum, e) => sum + (e.waiting ? e.delta : 0), 0)
  }

  /** how many entries wait for the network (the plan's "pending" note) */
  get waitingCount(): number {
    return this.entries.filter((e) => e.waiting).length
  }

  /** the newest entry for an item */
  latest(target: CollectTarget, id: Id): QueuedCollect | undefined {
    return this.stored.latest(keyOf(target, id))
  }

  get first(): QueuedCollect | undefined {
    return this.entries[0]
  }

  /**
   * Adds an action. Returns its entry, or null when it cancelled the waiting one out, and the
   * entry it replaced (that one's caller learns its action is now part of the new one).
   */
  add(
    action: NewCollect,
    options: { waiting?: boolean } = {},
  ): { entry: QueuedCollect | null; replaced: QueuedCollect | undefined } {
    const { stored } = this
    const previous = this.latest(action.target, action.id)
    const merge = previous && previous.seq !== stored.sending ? previous : undefined
    if (merge) stored.entries = stored.entries.filter((e) => e !== merge)
    const from = merge ? merge.from : action.from
    const seq = stored.nextSeq(merge)
    let entry: QueuedCollect | null = null
    if (action.to !== from || !merge) {
      entry = {
        ...action,
        eventCode: action.eventCode ?? merge?.eventCode,
        from,
        delta: action.delta + (merge?.delta ?? 0),
        seq,
        waiting: options.waiting ?? merge?.waiting ?? false,
      }
      stored.entries.push(entry)
    }
    stored.write()
    return { entry, replaced: merge }
  }

  /** The server answered this entry (or refused it): it leaves the queue. */
  remove(entry: QueuedCollect): void {
    this.stored.drop(entry)
  }

  setSending(seq: number | undefined): void {
    this.stored.sending = seq
  }

  /** The network failed: every entry now waits for it (and says so). */
  holdAll(): void {
    this.stored.holdAll()
  }
}

/** the first retry after a failure while online, and the longest wait between two */
const RETRY_FIRST_MS = 3_000
const RETRY_MAX_MS = 60_000

interface Waiter {
  resolve: (sent: boolean) => void
  reject: (error: unknown) => void
}

/**
 * Sends the queue: every action goes through it (online too), so a later one never overtakes an
 * earlier one. One request at a time, in order; a network failure keeps that entry and all after
 * it; a refusal drops its entry, tells the visitor and lets the rest go on.
 */
export class CollectSender implements CollectSending {
  readonly queue: CollectQueue
  /** the callers waiting for their own entry's answer (a tap), by entry */
  private readonly waiters = new Map<number, Waiter>()
  /** the native app's user for entries made in this run (later ones use the identity's) */
  private readonly appUsers = new Map<number, AppUser>()
  /** flushes run one after another: an entry is never sent by two at once */
  flushing: Promise<void> = Promise.resolve()
  /**
   * A send that failed while the host still reports a connection (a timeout on a crowded hall's
   * network, the server briefly away) gets no new connection report to wake it: it tries again by
   * itself, sooner first. A connection report or a new tap still tries at once.
   */
  private retryTimer: ReturnType<typeof setTimeout> | undefined
  private retryDelayMs = RETRY_FIRST_MS

  constructor(
    private readonly host: QueueHost,
    private readonly api: PlanApi,
    private readonly root: RootStore,
    private readonly notify: (message: string) => void,
    storage: KeyValueStorage,
  ) {
    this.queue = new CollectQueue(storage)
    this.start()
  }

  /** The current visitor's queue, sent when the device is online (at start, on a connection report). */
  start(): void {
    runInAction(() => this.queue.useVisitor(this.root.context.userId))
    if (this.root.ui.online && this.queue.size > 0) void this.flush()
  }

  /** how many changes wait for the network (the plan's pending note) */
  get pendingCount(): number {
    return this.queue.waitingCount
  }

  get delta(): number {
    return this.queue.delta
  }

  get size(): number {
    return this.queue.size
  }

  latest(target: CollectTarget, id: Id): QueuedCollect | undefined {
    return this.queue.latest(target, id)
  }

  /**
   * The flag the visitor now sees on the item, told to the plan store (its flagOf is what every
   * screen reads): this device's own last action, or the server's answer to it.
   */
  private show(target: CollectTarget, id: Id, flag: 0 | 1): void {
    this.host.noteFlag(target, id, flag)
  }

  flush(): Promise<void> {
    // a flush that broke must not stop every later one
    this.flushing = this.flushing.then(() => this.run()).catch((error) => console.warn('plan queue', error))
    return this.flushing
  }

  /**
   * One visitor action (one or several items): queued (and shown at once offline), then sent now
   * when the device is online. Rejects with the first refusal among its entries.
   */
  async act(actions: NewCollect[], app?: AppUser): Promise<void> {
    const online = this.root.ui.online
    const mine: Array<Promise<boolean>> = []
    runInAction(() => {
      for (const action of actions) {
        // online it waits only if it joins a change that already does
        const { entry, replaced } = this.queue.add(action, { waiting: online ? undefined : true })
        if (replaced) this.settle(replaced.seq, (w) => w.resolve(false))
        // offline it shows at once (so does one that cancelled a waiting change out: nothing will
        // answer it); online once the server has answered, or the network failed
        if (!online || !entry) this.show(action.target, action.id, action.to)
        if (!entry) continue
        if (app) this.appUsers.set(entry.seq, app)
        if (online) mine.push(new Promise((resolve, reject) => this.waiters.set(entry.seq, { resolve, reject })))
      }
    })
    if (!online) return
    void this.flush()
    let refusal: { error: unknown } | undefined
    for (const answer of mine) await answer.catch((error: unknown) => (refusal ??= { error }))
    if (refusal) throw refusal.error
  }

  private settle(seq: number, fn: (waiter: Waiter) => void): void {
    const waiter = this.waiters.get(seq)
    this.waiters.delete(seq)
    this.appUsers.delete(seq)
    if (waiter) fn(waiter)
  }

  private async run(): Promise<void> {
    let sentWaiting = 0
    for (let entry = this.queue.first; entry; entry = this.queue.first) {
      const sending: QueuedCollect = entry
      runInAction(() => this.queue.setSending(sending.seq))
      try {
        const { collectCnt } = await this.send(sending)
        runInAction(() => {
          this.queue.remove(sending)
          this.show(sending.target, sending.id, this.queue.latest(sending.target, sending.id)?.to ?? sending.to)
          // the plan panel reloads; a tap's own caller decides (a removal in the panel is shown already)
          if (!this.waiters.has(sending.seq)) this.host.flagMenuUpdate()
          if (typeof collectCnt === 'number') this.host.setCollectNum(collectCnt)
        })
        if (sending.waiting) sentWaiting++
        this.settle(sending.seq, (w) => w.resolve(true))
      } catch (error) {
        if (error instanceof ApiError && isRetryable(error)) {
          // offline again (or the server is unwell): all of it waits for the next chance, in order
          runInAction(() => {
            this.queue.holdAll()
            for (const e of this.queue.entries) this.show(e.target, e.id, e.to)
          })
          for (const seq of [...this.waiters.keys()]) this.settle(seq, (w) => w.resolve(false))
          this.retryLater()
          return
        }
        this.refused(sending, error)
      }
    }
    this.retryDelayMs = RETRY_FIRST_MS
    // the visitor's earlier offline changes are all on the server now
    if (sentWaiting > 0) this.notify(this.root.language.t.planQueue.synced)
  }

  private retryLater(): void {
    if (this.retryTimer !== undefined || !this.root.ui.online) return
    this.retryTimer = setTimeout(() => {
      this.retryTimer = undefined
      if (this.root.ui.online && this.queue.size > 0) void this.flush()
    }, this.retryDelayMs)
    this.retryDelayMs = Math.min(this.retryDelayMs * 2, RETRY_MAX_MS)
  }

  private send(entry: QueuedCollect): Promise<{ collectCnt: number | undefined }> {
    const { api } = this
    if (entry.via === 'web') return api.collect(entry.target, entry.id, entry.to, entry.eventCode)
    const identity = this.root.context.identity
    const app =
      this.appUsers.get(entry.seq) ??
      (identity?.sessionId ? { userId: identity.userId, sessionId: identity.sessionId } : undefined)
    // without the app's session it cannot go now; it waits like an offline one
    if (!app) return Promise.reject(new ApiError(this.root.language.t.app.notLoggedIn, 'network'))
    return api.collectInApp(entry.target, entry.id, entry.to, app)
  }

  /**
   * The server refused an entry (the item is gone, the request was not valid): it is dropped, the
   * item shows its earlier flag again, and the visitor is told; a tap waiting for it gets the error.
   */
  private refused(entry: QueuedCollect, error: unknown): void {
    console.warn('plan collect refused', error)
    runInAction(() => {
      this.queue.remove(entry)
      if (!this.queue.latest(entry.target, entry.id)) this.show(entry.target, entry.id, entry.from)
    })
    const waiter = this.waiters.has(entry.seq)
    this.settle(entry.seq, (w) => w.reject(error))
    // the request client's rule: "not viewable now" is never toasted to a tap
    if (!(error instanceof ApiError) || (waiter && isNotViewable(error))) return
    // a tap learns it at once, as before; a change made offline says which kind of change it was
    this.notify(waiter ? error.message : format(this.root.language.t.planQueue.refused, { reason: error.message }))
  }
}
