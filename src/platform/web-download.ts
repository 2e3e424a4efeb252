import type { ProgressRequest, ProgressResponse } from './types'

/** The server's length of the answer before compression (server/src/routes/rxweb/offline.ts). */
const UNCOMPRESSED_LENGTH = 'x-pack-bytes'

/**
 * fetch with progress (platform.fetchWithProgress in a browser): the body's stream is read as it
 * arrives and counted against the length before compression, since the stream gives decompressed
 * bytes while Content-Length is the compressed length. Without that header, Content-Length counts
 * only when the answer is not compressed; otherwise the progress is unknown (null). Loaded on first
 * use, not with the first screen.
 */
export async function fetchWithProgress(win: Window, request: ProgressRequest): Promise<ProgressResponse> {
  const controller = new AbortController()
  const timer = win.setTimeout(() => controller.abort(), request.timeout)
  try {
    const res = await win.fetch(request.url, {
      credentials: 'include',
      headers: request.header,
      signal: controller.signal,
    })
    const header: Record<string, string> = {}
    res.headers.forEach((value, key) => {
      header[key] = value
    })
    const declared = Number(res.headers.get(UNCOMPRESSED_LENGTH))
    const plainLength = res.headers.get('content-encoding') ? NaN : Number(res.headers.get('content-length'))
    const total = declared > 0 ? declared : plainLength > 0 ? plainLength : null
    let text: string
    if (res.body && typeof res.body.getReader === 'function') {
      const reader = res.body.getReader()
      const decoder = new TextDecoder()
      const parts: string[] = []
      let received = 0
      request.onProgress(total ? 0 : null)
      for (;;) {
        const { done, value } = await reader.read()
        if (done) break
        received += value.byteLength
        parts.push(decoder.decode(value, { stream: true }))
        request.onProgress(total ? Math.min(1, received / total) : null)
      }
      parts.push(decoder.decode())
      text = parts.join('')
    } else {
      text = await res.text()
    }
    request.onProgress(1)
    let data: unknown = text
    try {
      data = JSON.parse(text)
    } catch {
      // not JSON (a proxy's error page): the caller tells a server error
    }
    return { statusCode: res.status, data, header }
  } finally {
    win.clearTimeout(timer)
  }
}
