import type { PlatformSocket } from '../socket'

export type { PlatformSocket }

/** The connection: whether there is one, what it allows, sockets over it. */
export interface PlatformNetwork {
  /** whether the device has a network connection now (best knowledge; true when unknown) */
  isOnline(): boolean
  /** calls back when the connection goes or comes back; returns a function that stops listening */
  onNetworkChange(callback: (online: boolean) => void): () => void
  /**
   * Opens a WebSocket to the app's API (`httpUrl`: an API address, relative on H5) through
   * Taro.connectSocket; rejects when the host refuses (the caller falls back to polling).
   */
  connectSocket(httpUrl: string): Promise<PlatformSocket>
  /**
   * Whether a download the visitor did not ask for is welcome now (issue 22): on Wi-Fi, or when
   * they have not asked to save data. H5: `navigator.connection` where the browser has it (its
   * `type`, `saveData`, a 2G `effectiveType`), else yes; the mini-program: wx.getNetworkType.
   */
  allowsBackgroundDownload(): Promise<boolean>
  /**
   * Resolves at the visitor's first tap, key or scroll on the page (at once when there has been one
   * since the app started), or after `maxMs`: when a download they did not ask for may start. H5: its work (a 30 KB pack parsed and written to
   * IndexedDB: 0.1–0.25 s of long tasks on a slow phone, measured by Lighthouse) otherwise fell in
   * the first seconds of the first page, while the page is still starting and answering its first
   * taps (Lighthouse's TBT). Absent where the host runs it apart from the page (the mini-program):
   * at once.
   */
  afterFirstUse?(maxMs: number): Promise<void>
}
