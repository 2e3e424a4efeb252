import type { ImServerFrame } from '../../../types/api'
import type { PlatformSocket } from '../../platform'

/**
 * - `connecting`: the socket is opening
 * - `live`: the socket is open and authenticated: messages arrive as they are sent
 * - `polling`: no socket (refused by the host or a proxy, or dropped): listeners poll instead
 */
export type LinkState = 'connecting' | 'live' | 'polling'

export interface ChatConnectionDeps {
  /** opens the host's socket (platform.connectSocket); rejects when the host refuses */
  openSocket: () => Promise<PlatformSocket>
  /** the visitor and their session secret, sent as the first frame (never in the URL) */
  credentials: () => { userId: string; session: string } | null
  setTimeout: (fn: () => void, ms: number) => unknown
  clearTimeout: (handle: unknown) => void
}

/** Keep-alive: proxies close idle sockets after about a minute. */
const PING_MS = 25_000
/** Waits before opening the socket again after it dropped (then capped at the last). */
const RETRY_MS = [1_000, 2_000, 5_000, 10_000, 20_000]
/** A socket that is not ready after this long is treated as refused. */
const OPEN_TIMEOUT_MS = 8_000

/**
 * The visitor's real-time link to the chat server, shared by the pages that need it: one socket,
 * reopened with backoff when it drops; while it is down the state is `polling` so listeners poll.
 */
export class ChatConnection {
  state: LinkState = 'connecting'
  private socket: PlatformSocket | null = null
  private readonly frameListeners = new Set<(frame: ImServerFrame) => void>()
  private readonly stateListeners = new Set<(state: LinkState) => void>()
  private retry = 0
  private timer: unknown = null
  private pingTimer: unknown = null
  private stopped = true
  private serial = 0
  private opening = false

  constructor(private readonly deps: ChatConnectionDeps) {}

  /** Listens; the first listener opens the socket, the last one to leave closes it. */
  subscribe(onFrame: (frame: ImServerFrame) => void, onState: (state: LinkState) => void): () => void {
    this.frameListeners.add(onFrame)
    this.stateListeners.add(onState)
    onState(this.state)
    if (this.stopped) {
      this.stopped = false
      void this.open()
    }
    return () => {
      this.frameListeners.delete(onFrame)
      this.stateListeners.delete(onState)
      if (!this.frameListeners.size) this.stop()
    }
  }

  /**
   * Tells this app's listeners of something it did itself (the visitor read a conversation), as the
   * server tells the visitor's other devices: the list learns it even while the socket is down.
   */
  announce(frame: ImServerFrame): void {
    this.frameListeners.forEach((cb) => cb(frame))
  }

  /** The network came back: try the socket at once instead of waiting for the backoff. */
  reconnectNow(): void {
    // only while polling: a socket on its way (or open) is not opened twice
    if (this.stopped || this.state !== 'polling' || this.opening || this.socket) return
    this.clearTimer()
    this.retry = 0
    void this.open()
  }

  private setState(state: LinkState): void {
    if (this.state === state) return
    this.state = state
    this.stateListeners.forEach((cb) => cb(state))
  }

  private async open(): Promise<void> {
    const mine = ++this.serial
    const creds = this.deps.credentials()
    if (!creds) {
      this.setState('polling')
      return
    }
    if (this.state !== 'polling') this.setState('connecting')
    let socket: PlatformSocket
    this.opening = true
    try {
      socket = await this.deps.openSocket()
    } catch {
      this.opening = false
      if (mine === this.serial) this.dropped()
      return
    }
    this.opening = false
    if (mine !== this.serial || this.stopped) {
      socket.close()
      return
    }
    this.socket = socket
    const openTimer = this.deps.setTimeout(() => {
      if (this.socket === socket && this.state !== 'live') socket.close()
    }, OPEN_TIMEOUT_MS)
    socket.onOpen(() => socket.send(JSON.stringify({ type: 'auth', ...creds })))
    socket.onMessage((text) => {
      let frame: ImServerFrame
      try {
        frame = JSON.parse(text) as ImServerFrame
      } catch {
        return
      }
      if (frame.type === 'ready') {
        this.deps.clearTimeout(openTimer)
        this.retry = 0
        this.setState('live')
        this.schedulePing(socket)
      }
      this.frameListeners.forEach((cb) => cb(frame))
    })
    socket.onClose(() => {
      this.deps.clearTimeout(openTimer)
      if (this.socket !== socket) return
      this.socket = null
      if (!this.stopped) this.dropped()
    })
  }

  private schedulePing(socket: PlatformSocket): void {
    this.pingTimer = this.deps.setTimeout(() => {
      if (this.socket !== socket) return
      socket.send(JSON.stringify({ type: 'ping' }))
      this.schedulePing(socket)
    }, PING_MS)
  }

  /** The socket could not open or dropped: poll meanwhile, and try again later. */
  private dropped(): void {
    this.setState('polling')
    const wait = RETRY_MS[Math.min(this.retry, RETRY_MS.length - 1)]!
    this.retry++
    this.clearTimer()
    this.timer = this.deps.setTimeout(() => {
      this.timer = null
      if (!this.stopped) void this.open()
    }, wait)
  }

  private clearTimer(): void {
    if (this.timer != null) this.deps.clearTimeout(this.timer)
    this.timer = null
  }

  stop(): void {
    this.stopped = true
    this.serial++
    this.clearTimer()
    if (this.pingTimer != null) this.deps.clearTimeout(this.pingTimer)
    const socket = this.socket
    this.socket = null
    socket?.close()
    this.state = 'connecting'
  }

  /** The app instance is gone (RootStore.dispose): the socket closes and no listener hears more. */
  dispose(): void {
    this.frameListeners.clear()
    this.stateListeners.clear()
    this.stop()
  }
}
