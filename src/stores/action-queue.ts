import { makeAutoObservable, runInAction } from 'mobx'

import type { Flag, FollowResult, Id, ImMessage, ReminderChannel, SessionRemindResult } from '../../types/api'
import { format } from '../i18n'
import { actionQueueKey } from '../platform/storage-keys'
import { ApiError } from '../services/api/client'
import { isRetryable } from '../utils/remote'
import type { RootStore } from './root-store'
import { StoredQueue } from './stored-queue'
import type { KeyValueStorage } from './types'
import '../i18n/sections/offlineActions'

// Loaded on H5 once a page is idle or on first use (load-action-queue.h5.ts): the first screen does
// not carry it (bench:size). The mini-program has it in the main package.

/** Remind me (1) / Cancel (0) on a session: a flag, set to a value, so a resend changes nothing. */
export interface RemindAction {
  kind: 'remind'
  id: Id
  from: Flag
  to: Flag
  channel?: ReminderChannel
}
/** "Interested" on an RFQ of the enquiry pool: a flag as well. */
export interface LikeAction {
  kind: 'rfqLike'
  id: Id
  from: Flag
  to: Flag
}
/** Interested / Not interested on a matchmaking card: the server keeps one decision per person. */
export interface MatchAction {
  kind: 'match'
  personId: string
  to: 'follow' | 'lose'
}
/** A chat message: the client id is the server's idempotency key (one message per sender and id). */
export interface ChatAction {
  kind: 'chat'
  conversationId: string
  clientId: string
  content: string
  createdAt: string
}
export type NewAction = RemindAction | LikeAction | MatchAction | ChatAction
export type ActionKind = NewAction['kind']

export type QueuedAction = NewAction & {
  /** increases per visitor: the order the actions were made in */
  seq: number
  /** made offline, or its send failed for the network: pending until the server answers */
  waiting: boolean
  /** a chat message the server refused (in its words): kept, not sent, until retried or deleted */
  failed?: string
}

/** What the server answered an action. */
export type ActionAnswer =
  | { kind: 'remind'; result: SessionRemindResult }
  | { kind: 'rfqLike'; result: { liked: Flag; interestedCount: number } }
  | {
      kind: 'match'
      result: Pick<FollowResult, 'remaining'> & Partial<Pick<FollowResult, 'mutual' | 'conversationId'>>
    }
  | { kind: 'chat'; result: ImMessage }

export type ActionEvent =
  | { type: 'answered'; action: QueuedAction; answer: ActionAnswer }
  | { type: 'refused'; action: QueuedAction; error: unknown }

/** The requests (silent: a network failure is no error here, and the queue tells refusals itself). */
export interface ActionApi {
  remind(body: { id: Id; remind: Flag; channel?: ReminderChannel }): Promise<SessionRemindResult>
  likeEnquiry(body: { id: Id; like: Flag }): Promise<{ liked: Flag; interestedCount: number }>
  follow(body: { targetPersonId: string; follow: Flag }): Promise<FollowResult>
  lose(body: { targetPersonId: string }): Promise<{ remaining: number }>
  sendChat(body: { conversationId: string; clientId: string; content: string }): Promise<ImMessage>
}

/** What the queue needs of the app: the network's state and a way to tell the visitor. */
export interface ActionQueueEnv {
  online(): boolean
  /** tells the visitor (a toast) */
  notify(message: string): void
  words(): { refused: string; synced: string }
}

/** The thing an action is about: a later action on it replaces a waiting one (chat: never). */
export function keyOf(action: NewAction): string {
  switch (action.kind) {
    case 'chat':
      return `chat:${action.clientId}`
    case 'match':
      return `match:${action.personId}`
    default:
      return `${action.kind}:${action.id}`
  }
}

const isFlag = (v: unknown): v is Flag => v === 0 || v === 1
const isText = (v: unknown, max = 4000): v is string => typeof v === 'string' && v.length > 0 && v.length <= max

/** An entry read back from storage (written by an older build, or edited by hand): checked field by field. */
function isEntry(value: unknown): value is QueuedAction {
  const e = value as Record<string, unknown> | null
  if (!e || typeof e !== 'object' || !Number.isSafeInteger(e.seq)) return false
  if (e.failed !== undefined && typeof e.failed !== 'string') return false
  switch (e.kind) {
    case 'remind':
      return (
        Number.isSafeInteger(e.id) &&
        isFlag(e.from) &&
        isFlag(e.to) &&
        (e.channel === undefined || ['web', 'app', 'subscribe', 'calendar'].includes(e.channel as string))
      )
    case 'rfqLike':
      return Number.isSafeInteger(e.id) && isFlag(e.from) && isFlag(e.to)
    case 'match':
      return isText(e.personId, 200) && (e.to === 'follow' || e.to === 'lose')
    case 'chat':
      return isText(e.conversationId, 200) && isText(e.clientId, 64) && isText(e.content) && isText(e.createdAt, 64)
    default:
      return false
  }
}

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
 * queue's (stores/collect-queue.ts), for four kinds of action:
 * - flags (remind, rfqLike) carry the value to reach: a resend changes nothing; a second action on
 *   a waiting one replaces it at the end, and both vanish when it brings the flag back;
 * - a matchmaking decision replaces a waiting one on the same person; Undo takes a waiting one back;
 * - chat messages are never merged: the server stores one per client id, so a resend after a lost
 *   answer answers the stored message; one the server refuses stays, marked failed, until the
 *   visitor retries or deletes it (nothing typed is lost).
 * A network failure keeps that entry and all after it for the next chance; a refusal of a flag or a
 * decision drops only that entry and tells the visitor (the rest goes on).
 */
export class ActionQueue {
  /** the entries as stored, and the one on its way (stores/stored-queue.ts) */
  private readonly stored: StoredQueue<QueuedAction>
  private readonly waiters = new Map<number, Waiter>()
  private readonly listeners = new Set<(event: ActionEvent) => void>()
  /** flushes run one after another: an entry is never sent by two at once */
  flushing: Promise<void> = Promise.resolve()

  constructor(
    storage: KeyValueStorage,
    private readonly api: ActionApi,
    private readonly env: ActionQueueEnv,
  ) {
    this.stored = new StoredQueue(storage, {
      key: actionQueueKey,
      isEntry,
      // kept from an earlier run: all of them wait for the network (or for the visitor, when failed)
      restored: (e) => ({ ...e, waiting: !e.failed }),
      keyOf,
    })
    makeAutoObservable<ActionQueue, 'stored' | 'api' | 'env' | 'waiters' | 'listeners'>(this, {
      stored: false,
      api: false,
      env: false,
      waiters: false,
      listeners: false,
      flushing: false,
    })
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

  /** A conversation's messages not stored yet, in the order written (failed ones too). */
  chatOf(conversationId: string): Array<QueuedAction & ChatAction> {
    return this.entries.filter(
      (e): e is QueuedAction & ChatAction => e.kind === 'chat' && e.conversationId === conversationId,
    )
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
    const key = keyOf(action)
    const previous = action.kind === 'chat' ? undefined : this.latest(key)
    const { stored } = this
    const merge = previous && previous.seq !== stored.sending && !previous.failed ? previous : undefined
    if (merge) {
      stored.entries = stored.entries.filter((e) => e !== merge)
      this.settle(merge.seq, (w) => w.resolve(null))
    }
    const seq = stored.nextSeq(merge)
    let entry: QueuedAction | null = null
    if (merge && (merge.kind === 'remind' || merge.kind === 'rfqLike') && merge.kind === action.kind) {
      // back where it started: nothing to send
      if (merge.from !== action.to) entry = { ...action, from: merge.from, seq, waiting: merge.waiting || waiting }
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

  /** Sends a refused chat message again (the visitor's Retry). */
  retry(clientId: string): void {
    this.stored.entries = this.entries.map((e) =>
      e.kind === 'chat' && e.clientId === clientId ? { ...e, failed: undefined, waiting: !this.env.online() } : e,
    )
    this.stored.write()
    void this.flush()
  }

  /** Deletes a refused (or waiting) chat message the visitor no longer wants sent. */
  discard(clientId: string): void {
    this.cancel(`chat:${clientId}`)
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
    // what the visitor did offline is all on the server now
    if (sentWaiting > 0) this.env.notify(this.env.words().synced)
  }

  private async send(entry: QueuedAction): Promise<ActionAnswer> {
    const { api } = this
    switch (entry.kind) {
      case 'remind':
        return {
          kind: 'remind',
          result: await api.remind({
            id: entry.id,
            remind: entry.to,
            ...(entry.to === 1 && entry.channel ? { channel: entry.channel } : {}),
          }),
        }
      case 'rfqLike':
        return { kind: 'rfqLike', result: await api.likeEnquiry({ id: entry.id, like: entry.to }) }
      case 'match':
        return {
          kind: 'match',
          result:
            entry.to === 'follow'
              ? await api.follow({ targetPersonId: entry.personId, follow: 1 })
              : await api.lose({ targetPersonId: entry.personId }),
        }
      case 'chat':
        return {
          kind: 'chat',
          result: await api.sendChat({
            conversationId: entry.conversationId,
            clientId: entry.clientId,
            content: entry.content,
          }),
        }
    }
  }

  /**
   * The server refused an entry (the session has started, the RFQ closed, the day's decisions are
   * used up, the conversation is closed): a chat message stays, marked failed with the reason; any
   * other entry is dropped. A tap waiting for it gets the error; one made offline is told here.
   */
  private refused(entry: QueuedAction, error: unknown): void {
    const reason = error instanceof Error ? error.message : String(error)
    console.warn('queued action refused', entry.kind, reason)
    runInAction(() => {
      if (entry.kind === 'chat') {
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
    // a failed chat message says so where it stands; a tap's caller tells its own refusal
    if (!tapped && entry.kind !== 'chat') this.env.notify(format(this.env.words().refused, { reason }))
  }
}

/**
 * The visitor's queue as the app runs it (stores/offline-actions.ts loads this module and calls
 * this): online as the host reports it, refusals and "sent" told as toasts in the visitor's
 * language, and reminders sent later reconciled in the agenda (the server's flag; a refusal
 * brings the earlier one back), so every view of a session follows without reloading.
 */
export function startActionQueue(
  root: RootStore,
  api: ActionApi,
  storage: KeyValueStorage,
  notify: (message: string) => void,
): ActionQueue {
  const { ui, language, agenda } = root
  const queue = new ActionQueue(storage, api, {
    online: () => ui.online,
    notify,
    words: () => language.t.offlineActions,
  })
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
