import Taro from '@tarojs/taro'

/** A socket the host opened (Taro.connectSocket: wx.connectSocket in the mini-program, WebSocket on H5). */
export interface PlatformSocket {
  send(text: string): void
  close(): void
  onOpen(callback: () => void): void
  onMessage(callback: (text: string) => void): void
  /** the socket closed, or could not open (`code` 1006 then) */
  onClose(callback: (code: number) => void): void
}

/**
 * Opens a socket through Taro on both hosts. Taro answers the task in a promise (H5) or returns it
 * (some mini-program bases): both are awaited. A refusal (the address is not allowed, too many
 * sockets) rejects: the caller falls back to polling.
 */
export async function connectTaroSocket(url: string): Promise<PlatformSocket> {
  const task = (await (Taro.connectSocket({ url }) as unknown as Promise<Taro.SocketTask>)) as Taro.SocketTask
  let closed = false
  const closeListeners: Array<(code: number) => void> = []
  const fireClose = (code: number) => {
    if (closed) return
    closed = true
    closeListeners.forEach((cb) => cb(code))
  }
  task.onClose((res) => fireClose(res?.code ?? 1006))
  task.onError(() => fireClose(1006))
  return {
    send: (text) => void task.send({ data: text, fail: () => fireClose(1006) }),
    close: () => {
      fireClose(1000)
      void task.close({})
    },
    onOpen: (cb) => task.onOpen(() => cb()),
    onMessage: (cb) =>
      task.onMessage((res) => {
        if (typeof res.data === 'string') cb(res.data)
      }),
    onClose: (cb) => closeListeners.push(cb),
  }
}

/** ws(s):// for an http(s) API address (a relative one is on `origin`). */
export function socketUrl(httpUrl: string, origin?: string): string {
  const absolute = /^https?:\/\//.test(httpUrl) ? httpUrl : `${origin ?? ''}${httpUrl}`
  return absolute.replace(/^http/, 'ws')
}
