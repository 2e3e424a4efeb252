import type { FastifyInstance } from 'fastify'
import websocket from '@fastify/websocket'
import type { WebSocket } from 'ws'
import type * as C from '../../../../types/api.js'
import { CommonQuery } from '../../schemas/common.js'
import { ApiError } from '../../lib/errors.js'
import type { ChatEvent } from '../../plugins/chat-bus.js'

/** An unauthenticated socket is closed after this long (it holds a connection and memory). */
const AUTH_TIMEOUT_MS = 10_000
/** Frames a client sends are tiny (auth, ping): anything larger is abuse. */
const MAX_FRAME_BYTES = 4096
/** A socket that answers no ping for this long is dead (a phone that lost its network): it is closed. */
const HEARTBEAT_MS = 30_000

/** Close codes the client reads (4xxx: ours). */
export const CLOSE_AUTH_FAILED = 4401
export const CLOSE_CHAT_DISABLED = 4403

/**
 * The chat socket, GET /api/v5/im/socket: the server pushes what concerns the visitor (new
 * messages, read receipts, closed conversations, stale lists); the client sends through the HTTP
 * routes, which are idempotent and rate-limited. The socket authenticates with its first frame
 * (`{ type: 'auth', userId, session }`): the session secret never appears in a URL, so never in an
 * access log or a proxy's. Each process holds its own sockets and delivers the chat bus's events to
 * them (plugins/chat-bus.ts: LISTEN/NOTIFY across processes on PostgreSQL).
 */
export default async function chatSocketRoutes(fastify: FastifyInstance) {
  await fastify.register(websocket, {
    options: { maxPayload: MAX_FRAME_BYTES },
    // A frame the protocol refuses (bad bits, a wrong opcode, too large) is the client's mistake, or
    // a probe: one line without the stack, and the socket goes. Anything else is ours: logged whole.
    errorHandler: (error, socket, request) => {
      const code = (error as { code?: unknown }).code
      if (typeof code === 'string' && code.startsWith('WS_ERR_')) {
        request.log.warn({ code }, `websocket: refused frame (${error.message})`)
      } else {
        request.log.error(error)
      }
      socket.terminate()
    },
  })
  const sockets = new Map<string, Set<WebSocket>>()
  const alive = new WeakSet<WebSocket>()

  const send = (userId: string, frame: C.ImServerFrame) => {
    const set = sockets.get(userId)
    if (!set) return
    const text = JSON.stringify(frame)
    for (const ws of set) if (ws.readyState === ws.OPEN) ws.send(text)
  }

  const deliver = (event: ChatEvent) => {
    switch (event.kind) {
      case 'message':
        for (const viewer of new Set([event.from, event.to])) {
          send(viewer, {
            type: 'message',
            message: {
              id: event.id,
              clientId: event.clientId,
              conversationId: event.conversationId,
              fromMe: event.from === viewer ? 1 : 0,
              content: event.content,
              createdAt: event.createdAt,
              read: 0,
            },
          })
        }
        break
      case 'read':
        send(event.other, { type: 'read', conversationId: event.conversationId, upTo: event.upTo })
        // the reader's own lists (on every device) drop the unread badge
        send(event.reader, { type: 'unread', conversationId: event.conversationId, unread: event.readerUnread })
        break
      case 'closed':
        for (const u of event.users) send(u, { type: 'closed', conversationId: event.conversationId })
        break
      case 'relations':
        for (const u of event.users) send(u, { type: 'relations' })
        break
      case 'gone':
        // an erased visitor's open sockets would go on receiving what others send to a person who
        // no longer exists here; closed as a failed sign-in (a reconnect with the old secret is refused)
        for (const u of event.users) for (const ws of sockets.get(u) ?? []) ws.close(CLOSE_AUTH_FAILED, 'session ended')
        break
      case 'resync':
        for (const u of sockets.keys()) send(u, { type: 'relations' })
        break
    }
  }
  const unsubscribe = fastify.chatBus.subscribe(deliver)

  const heartbeat = setInterval(() => {
    for (const set of sockets.values()) {
      for (const ws of set) {
        if (!alive.has(ws)) {
          ws.terminate()
          continue
        }
        alive.delete(ws)
        ws.ping()
      }
    }
  }, HEARTBEAT_MS)
  heartbeat.unref()

  // Shutting down (SIGTERM): every socket is told "going away" and, if its client does not answer
  // the close within a second, cut. A graceful close alone waits up to 30 s for a client that never
  // answers, which kept the process alive long after SIGTERM; clients reconnect to another process.
  fastify.addHook('preClose', async () => {
    const open = [...fastify.websocketServer.clients]
    for (const ws of open) ws.close(1001, 'server shutting down')
    const deadline = Date.now() + 1000
    while (open.some((ws) => ws.readyState !== ws.CLOSED) && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 25))
    }
    for (const ws of open) if (ws.readyState !== ws.CLOSED) ws.terminate()
  })

  fastify.addHook('onClose', async () => {
    clearInterval(heartbeat)
    unsubscribe()
    for (const set of sockets.values()) for (const ws of set) ws.terminate()
    sockets.clear()
  })

  fastify.route({
    method: 'GET',
    url: '/api/v5/im/socket',
    schema: { querystring: CommonQuery },
    // the socket names its visitor in its first frame, not in the query
    config: { identify: false },
    // a plain HTTP request (no upgrade) is a client's mistake, answered in the envelope
    handler: async () => {
      throw new ApiError('pairs.socketUpgradeRequired', 426, 'UPGRADE_REQUIRED')
    },
    wsHandler: (ws) => {
      let userId: string | null = null
      const authTimer = setTimeout(() => ws.close(CLOSE_AUTH_FAILED, 'auth timeout'), AUTH_TIMEOUT_MS)
      ws.on('pong', () => alive.add(ws))
      ws.on('close', () => {
        clearTimeout(authTimer)
        if (!userId) return
        const set = sockets.get(userId)
        set?.delete(ws)
        if (set && !set.size) sockets.delete(userId)
      })
      ws.on('error', () => ws.terminate())
      ws.on('message', (data, isBinary) => {
        let frame: C.ImClientFrame
        try {
          if (isBinary) throw new Error('binary')
          frame = JSON.parse(data.toString()) as C.ImClientFrame
        } catch {
          ws.close(1003, 'unreadable frame')
          return
        }
        if (frame?.type === 'ping') {
          alive.add(ws)
          if (userId) ws.send(JSON.stringify({ type: 'pong' } satisfies C.ImServerFrame))
          return
        }
        if (frame?.type !== 'auth' || userId) return
        const claimed = typeof frame.userId === 'string' && frame.userId.length <= 64 ? frame.userId : ''
        const secret = typeof frame.session === 'string' && frame.session.length <= 256 ? frame.session : ''
        if (!fastify.config.chatEnabled) {
          ws.close(CLOSE_CHAT_DISABLED, 'chat disabled')
          return
        }
        void fastify.visitorSessions
          .userOf(secret, fastify.clock.now())
          .catch(() => null)
          .then((owner) => {
            if (!claimed || !secret || owner !== claimed) {
              ws.send(JSON.stringify({ type: 'refused' } satisfies C.ImServerFrame))
              ws.close(CLOSE_AUTH_FAILED, 'auth failed')
              return
            }
            if (ws.readyState !== ws.OPEN) return
            clearTimeout(authTimer)
            userId = claimed
            alive.add(ws)
            let set = sockets.get(userId)
            if (!set) sockets.set(userId, (set = new Set()))
            set.add(ws)
            ws.send(JSON.stringify({ type: 'ready' } satisfies C.ImServerFrame))
          })
      })
    },
  })
}
