import type { ImConversation, ImMessage } from '../../../../types/api'
import { memoryStorage } from '../../../../test-support/fakes'
import { ApiError } from '../../../services/api/client'
import { registeredQueue, type ActionApi } from '../../../../test-support/render-with-services'
import { ChatStore, type ChatApi } from '../chat-store'

const msg = (id: number, over: Partial<ImMessage> = {}): ImMessage => ({
  id,
  clientId: `c${id}`,
  conversationId: 'c_1',
  fromMe: 0,
  content: `m${id}`,
  createdAt: '2026-04-16T02:00:00.000Z',
  read: 0,
  ...over,
})

/** A server that stores one message per client id, and a network that can go away. */
function fakeServer(initial: ImMessage[] = []) {
  const stored = [...initial]
  const state = { offline: false, sends: 0 }
  let sendImMessage = async ({ clientId, content }: { clientId: string; content: string }): Promise<ImMessage> => {
    net()
    state.sends++
    const known = stored.find((m) => m.clientId === clientId)
    if (known) return known
    const m = msg((stored[stored.length - 1]?.id ?? 0) + 1, { clientId, content, fromMe: 1 })
    stored.push(m)
    return m
  }
  const net = () => {
    if (state.offline) throw new ApiError('Network error', 'network')
  }
  const api: ChatApi = {
    getImMessages: async ({ before, after, limit = 30 }): Promise<ImConversation> => {
      net()
      let list = stored
      if (after !== undefined) list = list.filter((m) => m.id > after)
      if (before !== undefined) list = list.filter((m) => m.id < before)
      const page = after !== undefined ? list.slice(0, limit) : list.slice(-limit)
      return {
        conversationId: 'c_1',
        person: {
          personId: 'p',
          name: 'Bob',
          company: '',
          position: '',
          avatar: '',
          country: '',
          interests: [],
          role: 'buyer',
          lookingFor: '',
        },
        messages: page,
        hasEarlier: after === undefined && list.length > page.length,
        open: true,
        contact: null,
      }
    },
    markImRead: async () => ({ unread: 0 }),
  }
  const none = () => Promise.reject(new Error('not in this test'))
  const actionApi: ActionApi = {
    remind: none,
    likeEnquiry: none,
    follow: none,
    lose: none,
    sendChat: (body) => sendImMessage(body),
  }
  // the visitor's action queue, on the network this test sets
  const net2 = { online: true }
  const storage = memoryStorage()
  const queue = registeredQueue(storage, actionApi, {
    online: () => net2.online,
    notify: () => undefined,
    words: () => ({ refused: '{reason}', synced: 'synced' }),
  })
  queue.useVisitor('visitor-1')
  const outbox = { queue, load: async () => queue }
  const chatOf = (chat: ChatStore) => {
    return chat
  }
  return {
    api,
    stored,
    state,
    queue,
    outbox,
    storage,
    chatOf,
    net: net2,
    get sendImMessage() {
      return sendImMessage
    },
    set sendImMessage(fn) {
      sendImMessage = fn
    },
  }
}

const timers = { setTimeout: () => 0, clearTimeout: () => undefined }
let seq = 0
const ids = () => `client-${++seq}`
const settle = () => new Promise((r) => setTimeout(r, 0))

describe('ChatStore', () => {
  it('keeps messages oldest first, newest last, and loads earlier pages before them', async () => {
    const server = fakeServer(Array.from({ length: 35 }, (_, i) => msg(i + 1)))
    const chat = new ChatStore(server.api, server.outbox, ids, timers)
    await chat.load('c_1')
    expect(chat.items).toHaveLength(30)
    expect(chat.items[29]!.content).toBe('m35')
    expect(chat.hasEarlier).toBe(true)
    await chat.loadEarlier()
    expect(chat.items.map((m) => m.id)).toEqual(Array.from({ length: 35 }, (_, i) => i + 1))
    expect(chat.hasEarlier).toBe(false)
  })

  it('shows a sent message at once, then as stored; refuses empty and over-long text', async () => {
    const server = fakeServer([msg(1)])
    const chat = new ChatStore(server.api, server.outbox, ids, timers)
    await chat.load('c_1')
    expect(chat.send('   ')).toBe('chatEmpty')
    expect(chat.send('x'.repeat(1001))).toBe('chatTooLong')
    expect(chat.send(' Hello ')).toBeNull()
    expect(chat.items[1]).toMatchObject({ content: 'Hello', status: 'sending', id: null })
    await settle()
    expect(chat.items[1]).toMatchObject({ content: 'Hello', status: 'sent', id: 2 })
  })

  it('queues while offline and sends each message exactly once on reconnect, in order', async () => {
    const server = fakeServer()
    const chat = new ChatStore(server.api, server.outbox, ids, timers)
    await chat.load('c_1')
    server.net.online = false
    chat.setOnline(false)
    chat.send('one')
    chat.send('two')
    await settle()
    expect(chat.items.map((m) => m.status)).toEqual(['queued', 'queued'])
    expect(server.stored).toHaveLength(0)
    // kept on the device: a restart finds them (the visitor's queue in storage)
    expect(
      JSON.parse(server.storage.getStorage('__actionQueue__:visitor-1')!).map((e: { content: string }) => e.content),
    ).toEqual(['one', 'two'])
    server.net.online = true
    chat.setOnline(true)
    chat.setOnline(true) // a second event must not send twice
    chat.setLink('live')
    for (let i = 0; i < 5; i++) await settle()
    expect(server.stored.map((m) => m.content)).toEqual(['one', 'two'])
    expect(chat.items.map((m) => [m.content, m.status])).toEqual([
      ['one', 'sent'],
      ['two', 'sent'],
    ])
  })

  it('a send whose answer was lost is resent with the same client id and shown once', async () => {
    const server = fakeServer()
    const chat = new ChatStore(server.api, server.outbox, ids, timers)
    await chat.load('c_1')
    // the server stores it, the answer never arrives
    const send = server.sendImMessage
    server.sendImMessage = async (body) => {
      await send(body)
      throw new ApiError('Network error', 'network')
    }
    chat.send('once')
    await settle()
    expect(chat.items[0]!.status).toBe('queued')
    server.sendImMessage = send
    // the socket delivers the stored copy before the resend: still one
    chat.receive({ type: 'message', message: server.stored[0]! })
    chat.setOnline(true)
    for (let i = 0; i < 5; i++) await settle()
    expect(chat.items).toHaveLength(1)
    expect(chat.items[0]).toMatchObject({ content: 'once', status: 'sent' })
    expect(server.stored).toHaveLength(1)
  })

  it('de-duplicates socket, poll and own echoes; applies read receipts; a refusal is shown as failed', async () => {
    const server = fakeServer([msg(1)])
    const chat = new ChatStore(server.api, server.outbox, ids, timers)
    await chat.load('c_1')
    chat.receive({ type: 'message', message: msg(2) })
    chat.receive({ type: 'message', message: msg(2) })
    await chat.catchUp()
    expect(chat.items.map((m) => m.id)).toEqual([1, 2])
    chat.receive({ type: 'message', message: msg(9, { conversationId: 'c_other' }) })
    expect(chat.items).toHaveLength(2)
    chat.send('mine')
    await settle()
    chat.receive({ type: 'read', conversationId: 'c_1', upTo: 99 })
    expect(chat.items.find((m) => m.content === 'mine')!.read).toBe(1)
    server.sendImMessage = async () => {
      throw new ApiError('You can only chat with people who are interested in each other', 'business', {}, 403)
    }
    chat.send('refused')
    await settle()
    expect(chat.items.find((m) => m.content === 'refused')).toMatchObject({ status: 'failed' })
    expect(chat.open).toBe(false)
  })
})
