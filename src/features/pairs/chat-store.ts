import { makeAutoObservable, runInAction } from 'mobx'
import type { ImConversation, ImMessage, ImServerFrame, MatchUser } from '../../../types/api'
import { validateChatMessage, type ChatMessageRuleKey } from '../../../rules'
import { ApiError } from '../../services/api/client'
import type { LinkState } from './chat-connection'

export interface ChatApi {
  getImMessages(q: { conversationId: string; before?: number; after?: number; limit?: number }): Promise<ImConversation>
  sendImMessage(body: { conversationId: string; clientId: string; content: string }): Promise<ImMessage>
  markImRead(body: { conversationId: string; upTo: number }): Promise<{ unread: number }>
}

/**
 * - `sent`: stored by the server (it has an id)
 * - `sending`: on its way
 * - `queued`: waiting for the network (sent, with the same client id, when it is back)
 * - `failed`: the server refused it (`error` says why); Retry sends it again
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
 * the order written), sending with optimistic display, a queue that is sent on reconnect exactly
 * once (each message carries a client id the server stores once; an echo or a resend with a known
 * client id replaces, never duplicates), earlier pages, read receipts, and polling while the
 * socket is down.
 */
export class ChatStore {
  status: ChatStatus = 'loading'
  conversationId = ''
  person: MatchUser | null = null
  items: ChatItem[] = []
  hasEarlier = false
  loadingEarlier = false
  /** still a mutual match: writing is allowed */
  open = true
  link: LinkState = 'connecting'
  online = true
  private flushing = false
  private pollTimer: unknown = null

  constructor(
    private readonly api: ChatApi,
    private readonly newClientId: () => string,
    private readonly timers: {
      setTimeout: (fn: () => void, ms: number) => unknown
      clearTimeout: (h: unknown) => void
    },
    /** the visitor read up to a message: what is left unread (the lists' badges follow) */
    private readonly onRead: (conversationId: string, unread: number) => void = () => {},
  ) {
    makeAutoObservable<ChatStore, 'api' | 'newClientId' | 'timers' | 'onRead' | 'flushing' | 'pollTimer'>(this, {
      api: false,
      newClientId: false,
      timers: false,
      onRead: false,
      flushing: false,
      pollTimer: false,
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
    if (!this.items.length) this.status = 'loading'
    try {
      const conv = await this.api.getImMessages({ conversationId })
      runInAction(() => {
        this.person = conv.person
        this.open = conv.open
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
        // an answer proves the network is back (hosts that cannot tell us): the queue may go
        this.online = true
        this.merge(conv.messages)
      })
      if (wasOffline) void this.flush()
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
    const byClient = new Map(this.items.map((m, i) => [m.clientId, i]))
    const next = [...this.items]
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
    const stored = next.filter((m) => m.id != null).sort((a, b) => a.id! - b.id!)
    const waiting = next.filter((m) => m.id == null)
    this.items = [...stored, ...waiting]
  }

  /** Sends a message: refused at once by the shared rule (empty, blank, too long), else shown and sent. */
  send(text: string): ChatMessageRuleKey | null {
    const rule = validateChatMessage(text)
    if (rule) return rule
    const item: ChatItem = {
      id: null,
      clientId: this.newClientId(),
      conversationId: this.conversationId,
      fromMe: 1,
      content: text.trim(),
      createdAt: new Date().toISOString(),
      read: 0,
      status: this.online ? 'sending' : 'queued',
    }
    this.items = [...this.items, item]
    void this.flush()
    return null
  }

  /** Sends the pending messages in order, one at a time; stops at the first network failure (queued). */
  async flush(): Promise<void> {
    if (this.flushing) return
    this.flushing = true
    try {
      for (;;) {
        const next = this.items.find((m) => m.status === 'sending' || (m.status === 'queued' && this.online))
        if (!next) return
        this.setStatus(next.clientId, 'sending')
        try {
          const stored = await this.api.sendImMessage({
            conversationId: this.conversationId,
            clientId: next.clientId,
            content: next.content,
          })
          runInAction(() => this.merge([stored]))
        } catch (error) {
          if (error instanceof ApiError && error.kind === 'business') {
            this.setStatus(next.clientId, 'failed', error.message)
            if (error.status === 403) runInAction(() => (this.open = false))
          } else {
            // no answer: it may or may not be stored; the same client id is sent again on reconnect
            this.setStatus(next.clientId, 'queued')
            runInAction(() => (this.online = false))
            return
          }
        }
      }
    } finally {
      this.flushing = false
    }
  }

  retry(clientId: string): void {
    this.setStatus(clientId, 'sending')
    void this.flush()
  }

  private setStatus(clientId: string, status: ChatItemStatus, error?: string): void {
    this.items = this.items.map((m) => (m.clientId === clientId ? { ...m, status, error } : m))
  }

  /** The network went or came back: pending messages wait, or go (with the same client ids). */
  setOnline(online: boolean): void {
    this.online = online
    if (!online) {
      this.items = this.items.map((m) => (m.status === 'sending' ? { ...m, status: 'queued' } : m))
      return
    }
    void this.flush()
    void this.catchUp()
  }

  setLink(state: LinkState): void {
    const was = this.link
    this.link = state
    if (state === 'live' && was !== 'live') {
      // whatever arrived while the socket was down, and the queue
      this.online = true
      void this.catchUp()
      void this.flush()
    }
    this.schedulePoll()
  }

  /** A frame from the socket. */
  receive(frame: ImServerFrame): void {
    if (frame.type === 'message' && frame.message.conversationId === this.conversationId) {
      this.merge([frame.message])
      if (!frame.message.fromMe) void this.markRead()
    } else if (frame.type === 'read' && frame.conversationId === this.conversationId) {
      this.items = this.items.map((m) => (m.fromMe && m.id != null && m.id <= frame.upTo ? { ...m, read: 1 } : m))
    } else if (frame.type === 'closed' && frame.conversationId === this.conversationId) {
      this.open = false
    } else if (frame.type === 'relations') {
      void this.catchUp()
    }
  }

  async markRead(): Promise<void> {
    const lastTheirs = [...this.items].reverse().find((m) => !m.fromMe && m.id != null)
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
        if (this.online) void this.flush()
        this.schedulePoll()
      })
    }, POLL_MS)
  }

  dispose(): void {
    if (this.pollTimer != null) this.timers.clearTimeout(this.pollTimer)
    this.pollTimer = null
    this.conversationId = ''
  }
}
