import { detectEnv } from './env'
import { NativeAppAdapter } from './native-adapter'
import type { PlatformAdapter } from './types'
import { WebAdapter } from './web-adapter'

/** H5 runs in three hosts; only the native app has a bridge. */
export function createPlatformAdapter(win: Window = window): PlatformAdapter {
  return detectEnv(win.navigator.userAgent).app ? new NativeAppAdapter(win) : new WebAdapter(win)
}
