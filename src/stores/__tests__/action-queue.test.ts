import type { ImMessage } from '../../../types/api'
import { memoryStorage } from '../../../test-support/fakes'
import { ApiError } from '../../services/api/client'
import {
  createMemoryStorage,
  createTestServices,
  registeredQueue,
  type ActionApi,
} from '../../../test-support/render-with-services'
import { ActionQueue, type ActionEvent, type NewAction, type QueuedAction } from '../action-queue'

const KEY = '__actionQueue__:v1'

/** A server that keeps flags, decisions and one message per client id, behind a network that can go. */
function setup(initial: Record<string, string> = {}) {
  const net = { online: true, down: false }
  const log: string[] = []
  const reminders = new Map<number, 0 | 1>()
  const likes = new Map<number, 0 | 1>()
  const messages: ImMessage[] = []
  const refuse = new Set<string>()
  const check = (what: string) => {
    if (net.down) throw new ApiError('Network error', 'network')
    if (refuse.has(what)) throw new ApiError(`refused ${what}`, 'business', {}, 400)
    log.push(what)
  }
  const api: ActionApi = {
    remind: async ({ id, remind }) => {
      check(`remind:${id}=${remind}`)
      reminders.set(id, remind)
      return { remind, leadMinutes: 15 }
    },
    likeEnquiry: async ({ id, like }) => {
      check(`like:${id}=${like}`)
      likes.set(id, like)
      return { liked: like, interestedCount: [...likes.values()].filter(Boolean).length }
    },
    follow: async ({ targetPersonId }) => {
      check(`follow:${targetPersonId}`)
      return { followed: 1, mutual: false, remaining: 9, conversationId: null }
    },
    lose: async ({ targetPersonId }) => {
      check(`lose:${targetPersonId}`)
      return { remaining: 9 }
    },
    sendChat: async ({ conversationId, clientId, content }) => {
      check(`chat:${content}`)
      const known = messages.find((m) => m.clientId === clientId)
      if (known) return known
      const m: ImMessage = {
        id: messages.length + 1,
        clientId,
        conversationId,
        fromMe: 1,
        content,
        createdAt: '2026-09-15T02:00:00.000Z',
        read: 0,
      }
      messages.push(m)
      return m
    },
  }
  const storage = memoryStorage(initial)
  const toasts: string[] = []
  const make = () => {
    const queue = registeredQueue(storage, api, {
      online: () => net.online,
      notify: (m) => toasts.push(m),
      words: () => ({ refused: 'refused: {reason}', synced: 'synced' }),
    })
    queue.useVisitor('v1')
    return queue
  }
  return { net, log, reminders, likes, messages, refuse, storage, toasts, make, api }
}

/** A conversation's messages not stored yet, in the order written (failed ones too). */
const chatOf = (queue: ActionQueue, conversationId: string) =>
  queue.entries.filter(
    (e): e is QueuedAction & { kind: 'chat' } => e.kind === 'chat' && e.conversationId === conversationId,
  )

const chat = (clientId: string, content: string) =>
  ({ kind: 'chat', conversationId: 'c_1', clientId, content, createdAt: '2026-09-15T02:00:00.000Z' }) as const

describe('ActionQueue', () => {
  it('keeps offline actions in storage, in order, and sends each once after a restart', async () => {
    const s = setup()
    s.net.online = false
    const q = s.make()
    expect(await q.act({ kind: 'remind', id: 7, from: 0, to: 1, channel: 'web' })).toBeNull()
    await q.act({ kind: 'rfqLike', id: 3, from: 0, to: 1 })
    await q.act({ kind: 'match', personId: 'p_1', to: 'follow' })
    await q.act(chat('client-000001', 'one'))
    await q.act(chat('client-000002', 'two'))
    expect(s.log).toEqual([])
    expect(q.isPending('remind:7')).toBe(true)
    expect(q.waitingCount).toBe(5)
    expect(JSON.parse(s.storage.getStorage(KEY)!)).toHaveLength(5)

    // the mini-program restarts with the network back
    s.net.online = true
    const next = s.make()
    expect(chatOf(next, 'c_1').map((e) => e.content)).toEqual(['one', 'two'])
    await next.flush()
    await next.flush() // a second report of the network sends nothing again
    expect(s.log).toEqual(['remind:7=1', 'like:3=1', 'follow:p_1', 'chat:one', 'chat:two'])
    expect(s.storage.getStorage(KEY)).toBeUndefined()
    expect(s.toasts).toEqual(['synced'])
  })

  it('nets flag toggles out: on then off sends nothing; on, off, on sends one', async () => {
    const s = setup()
    s.net.online = false
    const q = s.make()
    await q.act({ kind: 'remind', id: 1, from: 0, to: 1 })
    await q.act({ kind: 'remind', id: 1, from: 1, to: 0 })
    expect(q.entries).toEqual([])
    expect(q.isPending('remind:1')).toBe(false)
    await q.act({ kind: 'rfqLike', id: 2, from: 0, to: 1 })
    await q.act({ kind: 'remind', id: 1, from: 0, to: 1 })
    await q.act({ kind: 'rfqLike', id: 2, from: 1, to: 0 })
    await q.act({ kind: 'rfqLike', id: 2, from: 0, to: 1 })
    // the newest action goes last: the like now comes after the reminder
    expect(q.entries.map((e) => `${e.kind}:${'to' in e ? e.to : ''}`)).toEqual(['remind:1', 'rfqLike:1'])
    s.net.online = true
    await q.flush()
    expect(s.log).toEqual(['remind:1=1', 'like:2=1'])
  })

  it('never merges chat messages, and a resend after a lost answer stores one message', async () => {
    const s = setup()
    const q = s.make()
    const events: ActionEvent[] = []
    q.subscribe((e) => events.push(e))
    // the server stores it, the answer is lost on the way back
    const send = s.api.sendChat
    s.api.sendChat = async (body) => {
      await send(body)
      throw new ApiError('Network error', 'network')
    }
    expect(await q.act(chat('client-000001', 'same'))).toBeNull()
    await q.act(chat('client-000002', 'same'))
    expect(chatOf(q, 'c_1')).toHaveLength(2)
    expect(q.isPending('chat:client-000001')).toBe(true)
    s.api.sendChat = send
    await q.flush()
    // two messages written (same words, two client ids), each stored once
    expect(s.messages.map((m) => [m.clientId, m.content])).toEqual([
      ['client-000001', 'same'],
      ['client-000002', 'same'],
    ])
    expect(events.filter((e) => e.type === 'answered').map((e) => e.action.kind)).toEqual(['chat', 'chat'])
  })

  it('a network failure keeps that entry and all after it, in order, for the next chance', async () => {
    const s = setup()
    const q = s.make()
    s.net.down = true
    expect(await q.act({ kind: 'remind', id: 1, from: 0, to: 1 })).toBeNull()
    s.net.online = false
    await q.act({ kind: 'match', personId: 'p_9', to: 'lose' })
    expect(q.entries.every((e) => e.waiting)).toBe(true)
    s.net.down = false
    s.net.online = true
    await q.flush()
    expect(s.log).toEqual(['remind:1=1', 'lose:p_9'])
  })

  it('a send that fails while the device says online is retried by itself, later each time; offline it waits', async () => {
    jest.useFakeTimers()
    try {
      const s = setup()
      const q = s.make()
      s.net.down = true
      expect(await q.act({ kind: 'remind', id: 7, from: 0, to: 1 })).toBeNull()
      // 3 s later it is tried again (still down), then 6 s after that it goes through
      await jest.advanceTimersByTimeAsync(3_000)
      expect(s.log).toEqual([])
      s.net.down = false
      await jest.advanceTimersByTimeAsync(5_900)
      expect(s.log).toEqual([])
      await jest.advanceTimersByTimeAsync(200)
      await q.flushing
      expect(s.log).toEqual(['remind:7=1'])
      expect(q.entries).toEqual([])

      // offline no timer runs: the connection report sends it
      s.net.online = false
      s.net.down = true
      await q.act({ kind: 'remind', id: 8, from: 0, to: 1 })
      expect(jest.getTimerCount()).toBe(0)
    } finally {
      jest.useRealTimers()
    }
  })

  it('online, a tap resolves the answer; a refused tap rejects and is not toasted twice', async () => {
    const s = setup()
    const q = s.make()
    expect(await q.act({ kind: 'remind', id: 4, from: 0, to: 1 })).toEqual({
      kind: 'remind',
      result: { remind: 1, leadMinutes: 15 },
    })
    s.refuse.add('remind:5=1')
    await expect(q.act({ kind: 'remind', id: 5, from: 0, to: 1 })).rejects.toThrow('refused remind:5=1')
    expect(s.toasts).toEqual([])
    expect(q.entries).toEqual([])
  })

  it('a refusal sent later drops a flag (told), keeps a chat message as failed until retried or deleted', async () => {
    const s = setup()
    s.net.online = false
    const q = s.make()
    const events: ActionEvent[] = []
    q.subscribe((e) => events.push(e))
    await q.act({ kind: 'rfqLike', id: 8, from: 0, to: 1 })
    await q.act(chat('client-000003', 'closed?'))
    await q.act(chat('client-000004', 'after'))
    s.refuse.add('like:8=1')
    s.refuse.add('chat:closed?')
    s.net.online = true
    await q.flush()
    // the rest went on
    expect(s.log).toEqual(['chat:after'])
    expect(s.toasts).toEqual(['refused: refused like:8=1', 'synced'])
    expect(events.find((e) => e.type === 'refused' && e.action.kind === 'rfqLike')).toBeTruthy()
    expect(q.entries).toEqual([expect.objectContaining({ clientId: 'client-000003', failed: 'refused chat:closed?' })])
    expect(q.isPending('chat:client-000003')).toBe(false)
    // a failed message survives a restart, still failed (not sent by itself)
    const next = s.make()
    await next.flush()
    expect(chatOf(next, 'c_1')).toEqual([expect.objectContaining({ failed: 'refused chat:closed?' })])
    s.refuse.delete('chat:closed?')
    next.retry('chat:client-000003')
    await next.flushing
    expect(s.log).toEqual(['chat:after', 'chat:closed?'])
    expect(next.entries).toEqual([])
    // Delete drops one for good
    s.refuse.add('chat:never')
    await next.act(chat('client-000005', 'never')).catch(() => undefined)
    expect(chatOf(next, 'c_1')).toHaveLength(1)
    next.cancel('chat:client-000005')
    expect(chatOf(next, 'c_1')).toEqual([])
  })

  it('Undo takes a waiting decision back; one on its way is not merged with a later action', async () => {
    const s = setup()
    s.net.online = false
    const q = s.make()
    await q.act({ kind: 'match', personId: 'p_1', to: 'follow' })
    expect(q.cancel('match:p_1')).toBe(true)
    expect(q.entries).toEqual([])
    s.net.online = true
    let release!: () => void
    const send = s.api.remind
    s.api.remind = async (body) => {
      await new Promise<void>((r) => (release = r))
      return send(body)
    }
    const first = q.act({ kind: 'remind', id: 2, from: 0, to: 1 })
    await Promise.resolve()
    const second = q.act({ kind: 'remind', id: 2, from: 1, to: 0 })
    expect(q.entries).toHaveLength(2)
    expect(q.cancel('remind:2')).toBe(true) // the second, still waiting
    s.api.remind = send
    release()
    await first
    await expect(second).resolves.toBeNull()
    expect(s.log).toEqual(['remind:2=1'])
  })

  it('ignores what it cannot read back, and keeps each visitor to their own queue', () => {
    const s = setup({
      [KEY]: JSON.stringify([
        { seq: 1, kind: 'remind', id: 1, from: 0, to: 1, waiting: true },
        { seq: 2, kind: 'remind', id: 'x', from: 0, to: 1 },
        { seq: 3, kind: 'chat', conversationId: 'c_1', clientId: '', content: 'x', createdAt: 'now' },
        { seq: 4, kind: 'unknown' },
      ]),
      '__actionQueue__:v2': 'not json',
    })
    const q = s.make()
    expect(q.entries.map((e) => e.seq)).toEqual([1])
    q.useVisitor('v2')
    expect(q.entries).toEqual([])
  })
})

describe('ActionQueue: each kind of action is registered by its owner', () => {
  const env = {
    online: () => true,
    notify: () => undefined,
    words: () => ({ refused: 'refused: {reason}', synced: 'synced' }),
  }
  /** A kind no owner of the app has: what a new feature's action (a lead scan) goes through. */
  interface NoteAction {
    kind: 'note'
    badge: string
    text: string
  }
  const noteHandler = (sent: string[]) =>
    ({
      about: (a: NoteAction) => a.badge,
      merge: 'replace',
      isValid: (e: Record<string, unknown>) => typeof e.badge === 'string' && typeof e.text === 'string',
      send: async (a: NoteAction) => {
        sent.push(`${a.badge}:${a.text}`)
        return { saved: true }
      },
    }) as const
  const register = (queue: ActionQueue, sent: string[]) => queue.register('note' as never, noteHandler(sent) as never)
  const note = (badge: string, text: string) => ({ kind: 'note', badge, text }) as unknown as NewAction

  it('keeps, merges and sends a kind it was given, and reads it back after a restart', async () => {
    const storage = memoryStorage()
    const sent: string[] = []
    const offline = { ...env, online: () => false }
    const q = new ActionQueue(storage, offline)
    register(q, sent)
    q.useVisitor('v1')
    await q.act(note('b1', 'first'))
    await q.act(note('b1', 'second')) // 'replace': the later one takes the waiting one's place
    await q.act(note('b2', 'other'))
    expect(q.isPending('note:b1')).toBe(true)
    expect(q.entries).toHaveLength(2)

    // a restart, online: the stored entries are read back through the handler, and sent in order
    const next = new ActionQueue(storage, env)
    register(next, sent)
    next.useVisitor('v1')
    expect(next.entries).toHaveLength(2)
    await next.flush()
    expect(sent).toEqual(['b1:second', 'b2:other'])
    expect(next.entries).toEqual([])
  })

  it('without its handler a kind is neither taken nor read back, and a kind is registered once', async () => {
    const storage = memoryStorage({
      [KEY]: JSON.stringify([{ seq: 1, kind: 'note', badge: 'b1', text: 'kept', waiting: true }]),
    })
    const bare = new ActionQueue(storage, env)
    expect(() => bare.act(note('b1', 'x'))).toThrow(/no handler for queued action 'note'/)
    bare.useVisitor('v1')
    expect(bare.entries).toEqual([])

    const storage2 = memoryStorage({
      [KEY]: JSON.stringify([{ seq: 1, kind: 'note', badge: 'b1', text: 'kept', waiting: true }]),
    })
    const q = new ActionQueue(storage2, env)
    register(q, [])
    expect(() => register(q, [])).toThrow(/registered twice/)
    q.useVisitor('v1')
    expect(q.entries.map((e) => e.seq)).toEqual([1])
  })

  it('the app registers every feature’s actions before the visitor’s stored ones are read back', async () => {
    const likes: number[] = []
    const storage = createMemoryStorage({
      [KEY]: JSON.stringify([{ seq: 1, kind: 'rfqLike', id: 3, from: 0, to: 1, waiting: true }]),
    })
    const services = createTestServices({
      storage,
      actionApi: {
        likeEnquiry: async ({ id, like }) => (likes.push(id), { liked: like, interestedCount: 1 }),
      } as ActionApi,
    })
    services.store.context.setIdentity({ userId: 'v1', hasUserInfo: false })
    const queue = await services.store.actions.load()
    await queue.flushing
    expect(likes).toEqual([3])
    for (const kind of ['remind', 'rfqLike', 'match', 'chat']) {
      expect(() => queue.register(kind as never, noteHandler([]) as never)).toThrow(/registered twice/)
    }
  })
})
