/**
 * Runs `fn` once the host has nothing more urgent to do: requestIdleCallback where the browser has
 * it (Chromium, Android WebViews), else a short timer (Safari, the mini-program). Secondary requests
 * (filter data, the heart's count) start this way so that on a slow connection they do not compete
 * with the page's first content for the network and the main thread. Returns a cancel function.
 */
export function whenIdle(fn: () => void, timeoutMs = 1500): () => void {
  const g = globalThis as {
    requestIdleCallback?: (cb: () => void, opts?: { timeout: number }) => number
    cancelIdleCallback?: (handle: number) => void
  }
  if (typeof g.requestIdleCallback === 'function' && typeof g.cancelIdleCallback === 'function') {
    const handle = g.requestIdleCallback(fn, { timeout: timeoutMs })
    return () => g.cancelIdleCallback!(handle)
  }
  const timer = setTimeout(fn, 50)
  return () => clearTimeout(timer)
}
