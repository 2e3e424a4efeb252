import { makeAutoObservable, runInAction } from 'mobx'

import type { Flag } from '../../types/api'
import { format } from '../i18n'
import { actionQueueKey } from '../platform/storage-keys'
import { ApiError } from '../services/api/client'
import { isRetryable } from '../utils/remote'
import { StoredQueue } from './stored-queue'
import type { KeyValueStorage } from './types'

// Loaded on H5 once a page is idle or on first use (load-action-queue.h5.ts): the first screen does
// not carry it (bench:size). The mini-program has it in the main package.

/**
 * Every kind of queued action, by its name: the action the visitor makes (with `kind` its name)
 * and what the server answers it. The queue knows none of them: each owner adds its own here
 * (declare module), next to the handler it registers (`queue.register(kind, handler)`):
 *
 *     declare module '../../stores/action-queue' {
 *       interface QueuedActionKinds {
 *         rfqLike: { action: LikeAction; answer: { liked: Flag; interestedCount: number } }
 *       }
 *     }
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled in by the actions' owners
export interface QueuedActionKinds {}

export type ActionKind = keyof QueuedActionKinds
type Kinds = { [K in ActionKind]: QueuedActionKinds[K] & { action: { kind: K } } }
export type ActionOf<K extends ActionKind> = Kinds[K]['action']
export type AnswerOf<K extends ActionKind> = Kinds[K]['answer']
export type NewAction = { [K in ActionKind]: ActionOf<K> }[ActionKind]

export type QueuedAction = NewAction & {
  /** increases per visitor: the order the actions were made in */
  seq: number
  /** made offline, or its send failed for the network: pending until the server answers */
  waiting: boolean
  /** a refused action its handler keeps (a chat message, in the server's words): not sent until retried or deleted */
  failed?: string
}

/** What the server answered an action. */
export type ActionAnswer = { [K in ActionKind]: { kind: K; result: AnswerOf<K> } }[ActionKind]

export type ActionEvent =
  | { type: 'answered'; action: QueuedAction; answer: ActionAnswer }
  | { type: 'refused'; action: QueuedAction; error: unknown }

/** An action that sets a flag to a value (a reminder, a like): a resend changes nothing. */
export interface FlagAction {
  from: Flag
  to: Flag
}

/** How the queue keeps, merges and sends one kind of action: its owner registers it. */
export interface ActionHandler<K extends ActionKind> {
  /** what the action is about: its key is `<kind>:<about>` (isPending, latest, cancel, retry) */
  about(action: ActionOf<K>): string | number
  /**
   * What a later action on the same thing does to one still waiting:
   * - 'flag': the action is a FlagAction; the later replaces it at the end, and both vanish when
   *   it brings the flag back where it started;
   * - 'replace': the later replaces it at the end (a matchmaking decision);
   * - 'never': each is its own entry (a chat message).
   */
  merge: 'flag' | 'replace' | 'never'
  /** an entry read back from storage (written by an older build, or edited by hand): its fields checked */
  isValid(entry: Record<string, unknown>): boolean
  /** sends it; silent (a network failure keeps it for later, and the queue tells refusals itself) */
  send(action: ActionOf<K>): Promise<AnswerOf<K>>
  /**
   * A refusal keeps the entry, marked failed with the reason, until the visitor retries or deletes
   * it (a chat message: nothing typed is lost). Otherwise a refused entry is dropped, and the
   * visitor told when it was not their tap that waited for it.
   */
  keepRefused?: boolean
}

/** What the queue needs of the app: the network's state and a way to tell the visitor. */
export interface ActionQueueEnv {
  online(): boolean
  /** tells the visitor (a toast) */
  notify(message: string): void
  words(): { refused: string; synced: string }
}

/**
 * The first retry after a network failure while the device still says it is online (a timeout on
 * a crowded hall network sends no connection report that would flush again), and the longest wait
 * between two: the collect queue's figures.
 */
const RETRY_FIRST_MS = 3_000
const RETRY_MAX_MS = 60_000

interface Waiter {
  resolve: (answer: ActionAnswer | null) => void
  reject: (error: unknown) => void
}

/**
 * The visitor's reminders, likes, matchmaking decisions and chat messages the server has not
 * confirmed yet: one ordered queue per visitor, kept in the platform's storage
 * (`__actionQueue__:<visitor id>`), so a reload or a restart of the mini-program loses none and
 * another visitor on the device neither sees nor sends them. Every such action goes through it,
 * online too, so a later one never overtakes an earlier one; it is sent one request at a time, in
 * order, at start, when the network comes back and at once when online. The design is the collect
 * queue's (stores/collect-queue.ts). The queue knows no kind of action: each kind's owner registers
 * its handler (`register`: how it is keyed, merged, checked, sent, and whether a refusal keeps it),
 * before the visitor's stored entries are read back (stores/offline-actions.ts). Today: reminders
 * (stores/agenda-actions.ts), RFQ likes (features/consult), matchmaking decisions and chat
 * messages (features/pairs).
 * A network failure keeps that entry and all after it for the next chance; a refusal drops only
 * that entry and tells the visitor (the rest goes on), unless its handler keeps refused entries.
 */
export class ActionQueue {
  /** the entries as stored, and the one on its way (stores/stored-queue.ts) */
  private readonly stored: StoredQueue<QueuedAction>
  private readonly waiters = new Map<number, Waiter>()
  private readonly listeners = new Set<(event: ActionEvent) => void>()
  private readonly handlers = new Map<ActionKind, ActionHandler<ActionKind>>()
  /** flushes run one after another: an entry is never sent by two at once */
  flushing: Promise<void> = Promise.resolve()
  private retryTimer: ReturnType<typeof setTimeout> | undefined
  private retryDelayMs = RETRY_FIRST_MS

  constructor(
    storage: KeyValueStorage,
    private readonly env: ActionQueueEnv,
  ) {
    this.stored = new StoredQueue(storage, {
      key: actionQueueKey,
      isEntry: (value): value is QueuedAction => this.isEntry(value),
      // kept from an earlier run: all of them wait for the network (or for the visitor, when failed)
      restored: (e) => ({ ...e, waiting: !e.failed }),
      keyOf: (e) => this.keyOf(e),
    })
    makeAutoObservable<
      ActionQueue,
      'stored' | 'env' | 'waiters' | 'listeners' | 'handlers' | 'retryTimer' | 'retryDelayMs'
    >(this, {
      stored: false,
      env: false,
      waiters: false,
      listeners: false,
      handlers: false,
      flushing: false,
      retryTimer: false,
      retryDelayMs: false,
    })
  }

  /**
   * A kind of action's owner says how the queue handles it. Before the visitor's entries are read
   * back (`useVisitor`): a stored entry of a kind nobody registered is dropped, as one that fails
   * its checks is. A kind is registered once.
   */
  register<K extends ActionKind>(kind: K, handler: ActionHandler<K>): void {
    if (this.handlers.has(kind)) throw new Error(`queued action '${kind}' is registered twice`)
    this.handlers.set(kind, handler as unknown as ActionHandler<ActionKind>)
  }

  private handler(kind: ActionKind): ActionHandler<ActionKind> {
    const handler = this.handlers.get(kind)
    if (!handler) throw new Error(`no handler for queued action '${kind}' (queue.register)`)
    return handler
  }

  /** The thing an action is about: a later action on it may replace a waiting one (`merge`). */
  keyOf(action: NewAction): string {
    return `${action.kind}:${this.handler(action.kind).about(action)}`
  }

  /** An entry read back from storage (written by an older build, or edited by hand): checked field by field. */
  private isEntry(value: unknown): boolean {
    const e = value as Record<string, unknown> | null
    if (!e || typeof e !== 'object' || !Number.isSafeInteger(e.seq)) return false
    if (e.failed !== undefined && typeof e.failed !== 'string') return false
    const handler = this.handlers.get(e.kind as ActionKind)
    return !!handler && handler.isValid(e)
  }

  get entries(): QueuedAction[] {
    return this.stored.entries
  }

  /** the seq of the entry being sent now */
  get sending(): number | undefined {
    return this.stored.sending
  }

  /** Switches to this visitor's queue, as stored; actions made before anyone was known join it. */
  useVisitor(userId: string | undefined): void {
    const anonymous = this.stored.switchTo(userId)
    if (!anonymous) return
    for (const { seq: _seq, waiting, failed, ...action } of anonymous) {
      const entry = this.add(action as NewAction, waiting)
      if (entry && failed) entry.failed = failed
    }
    this.stored.write()
  }

  /** The newest entry about a thing (`keyOf`). */
  latest(key: string): QueuedAction | undefined {
    return this.stored.latest(key)
  }

  /** True while the visitor's last action on this thing waits for the network (its pending mark). */
  isPending(key: string): boolean {
    const entry = this.latest(key)
    return !!entry && entry.waiting && !entry.failed
  }

  /** how many actions wait for the network */
  get waitingCount(): number {
    return this.entries.filter((e) => e.waiting && !e.failed).length
  }

  /**
   * The flag the visitor's latest action on this thing sets while it waits on the device for the
   * network (a 'flag' kind's; one on its way online is the caller's: it shows the server's answer).
   */
  flagOf(key: string): Flag | undefined {
    const entry = this.latest(key)
    if (!entry || !entry.waiting || entry.failed || this.handler(entry.kind).merge !== 'flag') return undefined
    return (entry as unknown as FlagAction).to
  }

  /** Listens to answers and refusals (the pages that show these things reconcile with them). */
  subscribe(listener: (event: ActionEvent) => void): () => void {
    this.listeners.add(listener)
    return () => this.listeners.delete(listener)
  }

  private emit(event: ActionEvent): void {
    for (const listener of [...this.listeners]) listener(event)
  }

  /**
   * Adds an action; returns its entry, or null when it cancelled a waiting one out. An entry on its
   * way to the server is never merged (what it sends is decided): a later action gets its own.
   */
  private add(action: NewAction, waiting: boolean): QueuedAction | null {
    const { merge: how } = this.handler(action.kind)
    const previous = how === 'never' ? undefined : this.latest(this.keyOf(action))
    const { stored } = this
    const merge = previous && previous.seq !== stored.sending && !previous.failed ? previous : undefined
    if (merge) {
      stored.entries = stored.entries.filter((e) => e !== merge)
      this.settle(merge.seq, (w) => w.resolve(null))
    }
    const seq = stored.nextSeq(merge)
    let entry: QueuedAction | null = null
    if (merge && how === 'flag') {
      // back where it started: nothing to send
      const from = (merge as unknown as FlagAction).from
      if (from !== (action as unknown as FlagAction).to)
        entry = { ...action, from, seq, waiting: merge.waiting || waiting } as QueuedAction
    } else {
      entry = { ...action, seq, waiting: (merge?.waiting ?? false) || waiting }
    }
    if (entry) stored.entries.push(entry)
    stored.write()
    return entry
  }

  /**
   * One visitor action. Offline it is kept and resolves null at once; online it is sent (after
   * what waits before it) and resolves the server's answer, or null when the network failed and it
   * is kept for later. Rejects with the server's refusal (not told: the caller tells its tap).
   */
  act(action: NewAction): Promise<ActionAnswer | null> {
    const online = this.env.online()
    const entry = runInAction(() => this.add(action, !online))
    if (!entry || !online) return Promise.resolve(null)
    const answer = new Promise<ActionAnswer | null>((resolve, reject) =>
      this.waiters.set(entry.seq, { resolve, reject }),
    )
    void this.flush()
    return answer
  }

  /** Takes back a waiting action (Undo of a decision made offline); false once it is on its way. */
  cancel(key: string): boolean {
    const entry = this.latest(key)
    if (!entry || entry.seq === this.sending) return false
    this.stored.drop(entry)
    this.settle(entry.seq, (w) => w.resolve(null))
    return true
  }

  /** Sends a refused entry again (the visitor's Retry of a chat message); `cancel` deletes one. */
  retry(key: string): void {
    this.stored.entries = this.entries.map((e) =>
      this.keyOf(e) === key ? { ...e, failed: undefined, waiting: !this.env.online() } : e,
    )
    this.stored.write()
    void this.flush()
  }

  flush(): Promise<void> {
    // a flush that broke must not stop every later one
    this.flushing = this.flushing.then(() => this.run()).catch((error) => console.warn('action queue', error))
    return this.flushing
  }

  private settle(seq: number, fn: (waiter: Waiter) => void): void {
    const waiter = this.waiters.get(seq)
    this.waiters.delete(seq)
    if (waiter) fn(waiter)
  }

  private async run(): Promise<void> {
    if (!this.env.online()) return
    let sentWaiting = 0
    for (;;) {
      const entry = this.entries.find((e) => !e.failed)
      if (!entry) break
      runInAction(() => (this.stored.sending = entry.seq))
      let answer: ActionAnswer
      try {
        answer = await this.send(entry)
      } catch (error) {
        if (error instanceof ApiError && isRetryable(error)) {
          // offline again (or the server is unwell): all of it waits for the next chance, in order
          runInAction(() => {
            // (a failed chat message waits for the visitor, not the network)
            this.stored.holdAll((e) => !!e.failed)
          })
          for (const seq of [...this.waiters.keys()]) this.settle(seq, (w) => w.resolve(null))
          this.retryLater()
          return
        }
        this.refused(entry, error)
        continue
      }
      runInAction(() => {
        this.stored.drop(entry)
        this.emit({ type: 'answered', action: entry, answer })
      })
      if (entry.waiting) sentWaiting++
      this.settle(entry.seq, (w) => w.resolve(answer))
    }
    this.retryDelayMs = RETRY_FIRST_MS
    // what the visitor did offline is all on the server now
    if (sentWaiting > 0) this.env.notify(this.env.words().synced)
  }

  /** Online but the send failed: try again by itself, later each time (offline, the next connection report does). */
  private retryLater(): void {
    if (this.retryTimer !== undefined || !this.env.online()) return
    this.retryTimer = setTimeout(() => {
      this.retryTimer = undefined
      if (this.env.online() && this.entries.some((e) => !e.failed)) void this.flush()
    }, this.retryDelayMs)
    this.retryDelayMs = Math.min(this.retryDelayMs * 2, RETRY_MAX_MS)
  }

  private async send(entry: QueuedAction): Promise<ActionAnswer> {
    const { seq: _seq, waiting: _waiting, failed: _failed, ...action } = entry
    const result = await this.handler(entry.kind).send(action as NewAction)
    return { kind: entry.kind, result } as ActionAnswer
  }

  /**
   * The server refused an entry (the session has started, the RFQ closed, the day's decisions are
   * used up, the conversation is closed): one its handler keeps (a chat message) stays, marked
   * failed with the reason; any other is dropped. A tap waiting for it gets the error; one made
   * offline is told here.
   */
  private refused(entry: QueuedAction, error: unknown): void {
    const reason = error instanceof Error ? error.message : String(error)
    console.warn('queued action refused', entry.kind, reason)
    const kept = !!this.handler(entry.kind).keepRefused
    runInAction(() => {
      if (kept) {
        this.stored.sending = undefined
        this.stored.entries = this.entries.map((e) =>
          e.seq === entry.seq ? { ...e, failed: reason, waiting: false } : e,
        )
        this.stored.write()
      } else {
        this.stored.drop(entry)
      }
      this.emit({ type: 'refused', action: entry, error })
    })
    const tapped = this.waiters.has(entry.seq)
    this.settle(entry.seq, (w) => w.reject(error))
    // a kept one says so where it stands (a failed chat message); a tap's caller tells its own refusal
    if (!tapped && !kept) this.env.notify(format(this.env.words().refused, { reason }))
  }
}
