import type { PlatformSocket } from '../../../platform'
import { ChatConnection, type LinkState } from '../chat-connection'

/** A socket the test drives: what the app sent, and the server's side (open, frames, close). */
function fakeSocket() {
  const handlers: { open?: () => void; message?: (t: string) => void; close?: (c: number) => void } = {}
  const sent: string[] = []
  const socket: PlatformSocket = {
    send: (t) => void sent.push(t),
    close: () => handlers.close?.(1000),
    onOpen: (cb) => (handlers.open = cb),
    onMessage: (cb) => (handlers.message = cb),
    onClose: (cb) => (handlers.close = cb),
  }
  return { socket, sent, handlers }
}

/** Timers the test fires by hand. */
function manualTimers() {
  const pending = new Map<number, () => void>()
  let id = 0
  return {
    setTimeout: (fn: () => void) => (pending.set(++id, fn), id),
    clearTimeout: (h: unknown) => void pending.delete(h as number),
    fireAll: () => {
      const fns = [...pending.values()]
      pending.clear()
      fns.forEach((f) => f())
    },
  }
}
const settle = () => new Promise((r) => setTimeout(r, 0))

describe('ChatConnection', () => {
  it('authenticates with its first frame, goes live, and polls while the socket is down', async () => {
    const sockets: ReturnType<typeof fakeSocket>[] = []
    const timers = manualTimers()
    const conn = new ChatConnection({
      openSocket: async () => {
        const s = fakeSocket()
        sockets.push(s)
        return s.socket
      },
      credentials: () => ({ userId: 'u1', session: 'secret' }),
      ...timers,
    })
    const states: LinkState[] = []
    const frames: string[] = []
    const stop = conn.subscribe(
      (f) => frames.push(f.type),
      (s) => states.push(s),
    )
    await settle()
    sockets[0]!.handlers.open!()
    expect(JSON.parse(sockets[0]!.sent[0]!)).toEqual({ type: 'auth', userId: 'u1', session: 'secret' })
    sockets[0]!.handlers.message!(JSON.stringify({ type: 'ready' }))
    expect(conn.state).toBe('live')
    sockets[0]!.handlers.message!(JSON.stringify({ type: 'relations' }))
    expect(frames).toEqual(['ready', 'relations'])
    // the connection drops: polling until the retry opens a new socket
    sockets[0]!.handlers.close!(1006)
    expect(conn.state).toBe('polling')
    timers.fireAll()
    await settle()
    expect(sockets).toHaveLength(2)
    sockets[1]!.handlers.open!()
    sockets[1]!.handlers.message!(JSON.stringify({ type: 'ready' }))
    expect(states).toEqual(['connecting', 'live', 'polling', 'live'])
    stop()
  })

  it('polls when the host refuses the socket, and tries again when the network is back', async () => {
    let refuse = true
    const timers = manualTimers()
    const opened: string[] = []
    const conn = new ChatConnection({
      openSocket: async () => {
        opened.push('try')
        if (refuse) throw new Error('url not in domain list')
        return fakeSocket().socket
      },
      credentials: () => ({ userId: 'u1', session: 'secret' }),
      ...timers,
    })
    conn.subscribe(
      () => {},
      () => {},
    )
    await settle()
    expect(conn.state).toBe('polling')
    refuse = false
    conn.reconnectNow()
    await settle()
    expect(opened).toHaveLength(2)
    conn.reconnectNow() // on its way: not opened twice
    expect(opened).toHaveLength(2)
  })
})
