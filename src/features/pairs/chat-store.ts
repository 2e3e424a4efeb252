import { makeAutoObservable, runInAction } from 'mobx'
import type { ImConversation, ImMessage, ImServerFrame, MatchUser } from '../../../types/api'
import { validateChatMessage, type ChatMessageRuleKey } from '../../../rules'
import { ApiError } from '../../services/api/client'
import type { ActionQueue, QueuedAction } from '../../stores/action-queue'
import { chatKey, type ChatAction } from './queued-actions'
import type { LinkState } from './chat-connection'

export interface ChatApi {
  getImMessages(q: { conversationId: string; before?: number; after?: number; limit?: number }): Promise<ImConversation>
  markImRead(body: { conversationId: string; upTo: number }): Promise<{ unread: number }>
}

/**
 * Where the visitor's messages wait until the server has them: the visitor's action queue
 * (stores/action-queue.ts, `store.actions`), kept on the device, sent in order once each.
 */
export interface ChatOutbox {
  /** null until its code is loaded (H5 loads it apart) */
  readonly queue: ActionQueue | null
  load(): Promise<ActionQueue>
}

/**
 * - `sent`: stored by the server (it has an id)
 * - `sending`: on its way
 * - `queued`: waiting for the network (kept on the device; sent, with the same client id, when it is back)
 * - `failed`: the server refused it (`error` says why); Retry sends it again, Delete drops it
 */
export type ChatItemStatus = 'sent' | 'sending' | 'queued' | 'failed'
export interface ChatItem extends Omit<ImMessage, 'id'> {
  id: number | null
  status: ChatItemStatus
  error?: string
}

export type ChatStatus = 'loading' | 'ready' | 'failed'

/** How often the conversation is fetched while there is no socket. */
export const POLL_MS = 3_000

/**
 * One conversation: its messages oldest first (stored ones by id, then the visitor's pending ones in
 * the order written), sending with optimistic display through the visitor's action queue (kept on
 * the device, so a reload or a restart loses nothing; sent on reconnect exactly once: each message
 * carries a client id the server stores once; an echo or a resend with a known client id
 * replaces, never duplicates), earlier pages, read receipts, and polling while the socket is down.
 */
export class ChatStore {
  status: ChatStatus = 'loading'
  conversationId = ''
  person: MatchUser | null = null
  /** the messages the server holds, by id */
  stored: ChatItem[] = []
  hasEarlier = false
  loadingEarlier = false
  /** still a mutual match: writing is allowed */
  open = true
  /** the contact the other person shared on their card: for their match only, while it lasts */
  contact: string | null = null
  link: LinkState = 'connecting'
  online = true
  private pollTimer: unknown = null
  private unsubscribe: (() => void) | undefined

  constructor(
    private readonly api: ChatApi,
    private readonly outbox: ChatOutbox,
    private readonly newClientId: () => string,
    private readonly timers: {
      setTimeout: (fn: () => void, ms: number) => unknown
      clearTimeout: (h: unknown) => void
    },
    /** the visitor read up to a message: what is left unread (the lists' badges follow) */
    private readonly onRead: (conversationId: string, unread: number) => void = () => {},
  ) {
    makeAutoObservable<ChatStore, 'api' | 'outbox' | 'newClientId' | 'timers' | 'onRead' | 'pollTimer' | 'unsubscribe'>(
      this,
      {
        api: false,
        outbox: false,
        newClientId: false,
        timers: false,
        onRead: false,
        pollTimer: false,
        unsubscribe: false,
      },
    )
  }

  /** The stored messages, then the visitor's own the server does not hold yet, in the order written. */
  get items(): ChatItem[] {
    const queue = this.outbox.queue
    if (!queue || !this.conversationId) return this.stored
    const known = new Set(this.stored.map((m) => m.clientId))
    const { conversationId } = this
    // this conversation's messages the server does not hold yet, in the order written (failed too)
    const waiting: ChatItem[] = queue.entries
      .filter(
        (e): e is QueuedAction & ChatAction =>
          e.kind === 'chat' && e.conversationId === conversationId && !known.has(e.clientId),
      )
      .map((e) => ({
        id: null,
        clientId: e.clientId,
        conversationId: e.conversationId,
        fromMe: 1,
        content: e.content,
        createdAt: e.createdAt,
        read: 0,
        status: e.failed ? 'failed' : e.waiting && e.seq !== queue.sending ? 'queued' : 'sending',
        ...(e.failed ? { error: e.failed } : {}),
      }))
    return [...this.stored, ...waiting]
  }

  /** Listens to the queue: a message it sent becomes stored; a refusal for a closed conversation closes it. */
  private connect(queue: ActionQueue): void {
    if (this.unsubscribe) return
    this.unsubscribe = queue.subscribe((event) => {
      const { action } = event
      if (action.kind !== 'chat' || action.conversationId !== this.conversationId) return
      if (event.type === 'answered' && event.answer.kind === 'chat') this.merge([event.answer.result])
      else if (event.type === 'refused' && event.error instanceof ApiError && event.error.status === 403)
        this.open = false
    })
  }

  get lastId(): number {
    for (let i = this.items.length - 1; i >= 0; i--) {
      const id = this.items[i]!.id
      if (id != null) return id
    }
    return 0
  }
  get firstId(): number | undefined {
    return this.items.find((m) => m.id != null)?.id ?? undefined
  }
  get pending(): ChatItem[] {
    return this.items.filter((m) => m.status === 'queued' || m.status === 'sending')
  }

  async load(conversationId: string): Promise<void> {
    this.conversationId = conversationId
    // a reload (another language) keeps the messages on screen
    if (!this.stored.length) this.status = 'loading'
    // the messages waiting on the device show with the conversation (H5: the queue's code first)
    const queue = await this.outbox.load().catch(() => null)
    if (queue) this.connect(queue)
    try {
      const conv = await this.api.getImMessages({ conversationId })
      runInAction(() => {
        this.person = conv.person
        this.open = conv.open
        this.contact = conv.contact
        this.hasEarlier = conv.hasEarlier
        this.merge(conv.messages)
        this.status = 'ready'
      })
      void this.markRead()
    } catch {
      runInAction(() => (this.status = 'failed'))
    }
  }

  async loadEarlier(): Promise<void> {
    if (!this.hasEarlier || this.loadingEarlier || this.firstId === undefined) return
    this.loadingEarlier = true
    try {
      const conv = await this.api.getImMessages({ conversationId: this.conversationId, before: this.firstId })
      runInAction(() => {
        this.hasEarlier = conv.hasEarlier
        this.merge(conv.messages)
      })
    } finally {
      runInAction(() => (this.loadingEarlier = false))
    }
  }

  /** What is new since the last stored message (after a reconnect, or a poll). */
  async catchUp(): Promise<void> {
    if (!this.conversationId || this.status !== 'ready') return
    try {
      const conv = await this.api.getImMessages({ conversationId: this.conversationId, after: this.lastId, limit: 100 })
      const wasOffline = !this.online
      runInAction(() => {
        this.open = conv.open
        this.contact = conv.contact
        // an answer proves the network is back (hosts that cannot tell us): the queue may go
        this.online = true
        this.merge(conv.messages)
      })
      if (wasOffline) this.flush()
      if (conv.messages.some((m) => !m.fromMe)) void this.markRead()
    } catch {
      // offline: the next poll or reconnect tries again
    }
  }

  /**
   * Adds server messages: a known client id replaces the pending copy (or the stored one, with
   * newer read state), so a message shows once however often it arrives.
   */
  merge(messages: ImMessage[]): void {
    if (!messages.length) return
    const byClient = new Map(this.stored.map((m, i) => [m.clientId, i]))
    const next = [...this.stored]
    for (const m of messages) {
      if (m.conversationId !== this.conversationId) continue
      const at = byClient.get(m.clientId)
      const item: ChatItem = { ...m, status: 'sent' }
      if (at === undefined) {
        byClient.set(m.clientId, next.length)
        next.push(item)
      } else {
        const old = next[at]!
        next[at] = { ...item, read: Math.max(old.read, m.read) as 0 | 1 }
      }
    }
    this.stored = next.sort((a, b) => a.id! - b.id!)
  }

  /**
   * Sends a message: refused at once by the shared rule (empty, blank, too long), else kept in the
   * visitor's queue (shown at once, pending) and sent now when online, later when not.
   */
  send(text: string): ChatMessageRuleKey | null {
    const rule = validateChatMessage(text)
    if (rule) return rule
    const action = {
      kind: 'chat' as const,
      clientId: this.newClientId(),
      conversationId: this.conversationId,
      content: text.trim(),
      createdAt: new Date().toISOString(),
    }
    const queue = this.outbox.queue
    // its answer arrives through connect(); a refusal stays in the queue, marked failed
    const sent = queue ? queue.act(action) : this.outbox.load().then((q) => (this.connect(q), q.act(action)))
    sent.catch(() => undefined)
    return null
  }

  /** Sends what waits (the network is back by the chat's own signs: the socket, an answer). */
  flush(): void {
    void this.outbox.queue?.flush()
  }

  /** Sends a refused message again. */
  retry(clientId: string): void {
    this.outbox.queue?.retry(chatKey(clientId))
  }

  /** Drops a refused message the visitor no longer wants sent. */
  discard(clientId: string): void {
    this.outbox.queue?.cancel(chatKey(clientId))
  }

  /** The network went or came back: pending messages wait, or go (with the same client ids). */
  setOnline(online: boolean): void {
    this.online = online
    if (!online) return
    this.flush()
    void this.catchUp()
  }

  setLink(state: LinkState): void {
    const was = this.link
    this.link = state
    if (state === 'live' && was !== 'live') {
      // whatever arrived while the socket was down, and the queue
      this.online = true
      void this.catchUp()
      this.flush()
    }
    this.schedulePoll()
  }

  /** A frame from the socket. */
  receive(frame: ImServerFrame): void {
    if (frame.type === 'message' && frame.message.conversationId === this.conversationId) {
      this.merge([frame.message])
      if (!frame.message.fromMe) void this.markRead()
    } else if (frame.type === 'read' && frame.conversationId === this.conversationId) {
      this.stored = this.stored.map((m) => (m.fromMe && m.id != null && m.id <= frame.upTo ? { ...m, read: 1 } : m))
    } else if (frame.type === 'closed' && frame.conversationId === this.conversationId) {
      this.open = false
      this.contact = null
    } else if (frame.type === 'relations') {
      void this.catchUp()
    }
  }

  async markRead(): Promise<void> {
    const lastTheirs = [...this.stored].reverse().find((m) => !m.fromMe && m.id != null)
    if (!lastTheirs || !this.conversationId) return
    try {
      const conversationId = this.conversationId
      const { unread } = await this.api.markImRead({ conversationId, upTo: lastTheirs.id! })
      this.onRead(conversationId, unread)
    } catch {
      // read state is best effort: the next message marks it again
    }
  }

  private schedulePoll(): void {
    if (this.pollTimer != null) this.timers.clearTimeout(this.pollTimer)
    this.pollTimer = null
    if (this.link !== 'polling' || !this.conversationId) return
    this.pollTimer = this.timers.setTimeout(() => {
      this.pollTimer = null
      void this.catchUp().then(() => {
        if (this.online) this.flush()
        this.schedulePoll()
      })
    }, POLL_MS)
  }

  dispose(): void {
    if (this.pollTimer != null) this.timers.clearTimeout(this.pollTimer)
    this.pollTimer = null
    this.unsubscribe?.()
    this.unsubscribe = undefined
    this.conversationId = ''
  }
}
