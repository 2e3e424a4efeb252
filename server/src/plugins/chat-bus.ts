import { EventEmitter } from 'node:events'
import fp from 'fastify-plugin'
import pg from 'pg'

/**
 * What happened in chat, for every server process to deliver to the sockets it holds. User ids
 * travel between server processes only; the socket frames built from these carry opaque ids.
 */
export type ChatEvent =
  | {
      kind: 'message'
      conversationId: string
      id: number
      clientId: string
      from: string
      to: string
      content: string
      createdAt: string
    }
  /** `reader` read `other`'s messages up to `upTo`; `readerUnread` of theirs are left unread */
  | { kind: 'read'; conversationId: string; reader: string; other: string; upTo: number; readerUnread: number }
  /** the conversation closed (unmatched, blocked, left) */
  | { kind: 'closed'; conversationId: string; users: string[] }
  /** someone's interest changed: these users' lists are stale */
  | { kind: 'relations'; users: string[] }
  /** these visitors erased their data: their sockets (on every process) are closed */
  | { kind: 'gone'; users: string[] }
  /** the bus missed events (its connection dropped): every socket should catch up */
  | { kind: 'resync' }

export interface ChatBus {
  publish(event: ChatEvent): Promise<void>
  subscribe(listener: (event: ChatEvent) => void): () => void
  close(): Promise<void>
}

/** One server process (SQLite): events stay in the process. */
export class LocalBus<E> {
  private readonly emitter = new EventEmitter().setMaxListeners(0)
  async publish(event: E): Promise<void> {
    this.emitter.emit('event', event)
  }
  subscribe(listener: (event: E) => void): () => void {
    this.emitter.on('event', listener)
    return () => this.emitter.off('event', listener)
  }
  async close(): Promise<void> {
    this.emitter.removeAllListeners()
  }
}

export class LocalChatBus extends LocalBus<ChatEvent> implements ChatBus {}

export const CHAT_CHANNEL = 'expo_chat'

/**
 * Several server processes on one PostgreSQL database: PostgreSQL's own LISTEN/NOTIFY carries each
 * event to every process (including the sender's), so two visitors connected to different
 * processes reach each other. A dropped listening connection is reopened; events missed meanwhile
 * are made up by a resync (the clients fetch what is new).
 *
 * A payload is at most ~6.5 KB (a message is at most 1,000 characters, 6 bytes each when escaped),
 * under NOTIFY's 8,000-byte limit.
 */
export class PostgresChatBus<E extends { kind: string } = ChatEvent> {
  private readonly local = new LocalBus<E>()
  private listener: pg.Client | null = null
  private closed = false
  private retryTimer: NodeJS.Timeout | null = null

  constructor(
    private readonly url: string,
    private readonly pool: { query(text: string, values: unknown[]): Promise<unknown> },
    private readonly log: { warn(obj: unknown, msg: string): void },
    /** the notification channel (the cache bus, plugins/cache-bus.ts, has its own) */
    private readonly channel: string = CHAT_CHANNEL,
  ) {}

  async start(): Promise<void> {
    const client = new pg.Client({ connectionString: this.url })
    client.on('notification', (n) => {
      if (n.channel !== this.channel || !n.payload) return
      try {
        void this.local.publish(JSON.parse(n.payload) as E)
      } catch (err) {
        this.log.warn({ err }, 'chat bus: unreadable notification')
      }
    })
    client.on('error', (err) => {
      this.log.warn({ err: err.message }, 'chat bus: listening connection lost')
      this.reconnect(client)
    })
    client.on('end', () => this.reconnect(client))
    await client.connect()
    await client.query(`LISTEN ${this.channel}`)
    this.listener = client
  }

  private reconnect(client: pg.Client): void {
    if (this.closed || this.listener !== client) return
    this.listener = null
    client.removeAllListeners('end')
    void client.end().catch(() => undefined)
    const attempt = (delay: number) => {
      this.retryTimer = setTimeout(() => {
        if (this.closed) return
        this.start()
          .then(() => this.local.publish({ kind: 'resync' } as E))
          .catch(() => attempt(Math.min(delay * 2, 10_000)))
      }, delay)
      this.retryTimer.unref()
    }
    attempt(200)
  }

  async publish(event: E): Promise<void> {
    await this.pool.query('SELECT pg_notify($1, $2)', [this.channel, JSON.stringify(event)])
  }

  subscribe(listener: (event: E) => void): () => void {
    return this.local.subscribe(listener)
  }

  async close(): Promise<void> {
    this.closed = true
    if (this.retryTimer) clearTimeout(this.retryTimer)
    const client = this.listener
    this.listener = null
    if (client) {
      client.removeAllListeners('end')
      await client.end().catch(() => undefined)
    }
    await this.local.close()
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    chatBus: ChatBus
  }
}

/** The chat bus of this process: LISTEN/NOTIFY with DATABASE_URL, in-process with SQLite. */
export default fp(
  async (fastify) => {
    const { databaseUrl } = fastify.config
    let bus: ChatBus
    if (databaseUrl) {
      const pool = new pg.Pool({ connectionString: databaseUrl, max: 4 })
      pool.on('error', (err) => fastify.log.warn({ err: err.message }, 'chat bus: pool connection lost'))
      const pgBus = new PostgresChatBus(databaseUrl, pool, fastify.log)
      await pgBus.start()
      bus = {
        publish: (e) => pgBus.publish(e),
        subscribe: (l) => pgBus.subscribe(l),
        close: async () => {
          await pgBus.close()
          await pool.end()
        },
      }
    } else {
      bus = new LocalChatBus()
    }
    fastify.decorate('chatBus', bus)
    fastify.addHook('onClose', async () => bus.close())
  },
  { name: 'chat-bus', dependencies: ['database'] },
)
