import { TextDecoder as NodeTextDecoder, TextEncoder } from 'node:util'
import { fetchWithProgress } from '../../../platform/web-download'

// jsdom leaves out the encoders every browser the app supports has
Object.assign(globalThis, { TextDecoder: NodeTextDecoder })

/** A fetch answering `text` in chunks through a body stream, with the given headers. */
function fakeWindow(text: string, headers: Record<string, string>, chunks = 4) {
  const bytes = new TextEncoder().encode(text)
  const size = Math.ceil(bytes.length / chunks)
  let at = 0
  const res = {
    status: 200,
    headers: {
      get: (k: string) => headers[k.toLowerCase()] ?? null,
      forEach: (fn: (v: string, k: string) => void) => Object.entries(headers).forEach(([k, v]) => fn(v, k)),
    },
    body: {
      getReader: () => ({
        read: async () => {
          if (at >= bytes.length) return { done: true, value: undefined }
          const value = bytes.slice(at, at + size)
          at += size
          return { done: false, value }
        },
      }),
    },
  }
  return {
    fetch: jest.fn(async () => res),
    setTimeout: (fn: () => void, ms: number) => setTimeout(fn, ms),
    clearTimeout: (t: ReturnType<typeof setTimeout>) => clearTimeout(t),
  } as unknown as Window
}

describe('a download with progress in a browser', () => {
  const body = JSON.stringify({
    result: 'OK',
    resultList: { name: '华东机械', list: Array.from({ length: 50 }, (_, i) => i) },
  })
  const length = new TextEncoder().encode(body).length

  it('counts the decompressed bytes against the length before compression (x-pack-bytes), not Content-Length', async () => {
    const seen: Array<number | null> = []
    const win = fakeWindow(body, { 'content-encoding': 'br', 'content-length': '40', 'x-pack-bytes': String(length) })
    const res = await fetchWithProgress(win, {
      url: '/api/v5/offline/pack',
      header: {},
      timeout: 5000,
      onProgress: (f) => seen.push(f),
    })
    expect(res.statusCode).toBe(200)
    expect(res.data).toEqual(JSON.parse(body))
    expect(seen[0]).toBe(0)
    expect(seen.slice(1, -1).every((f, i, all) => f !== null && f > 0 && f <= 1 && (i === 0 || f >= all[i - 1]!))).toBe(
      true,
    )
    expect(seen.length).toBeGreaterThanOrEqual(5)
    expect(seen[seen.length - 1]).toBe(1)
  })

  it('compressed without the header: the progress is unknown (null) until it is done', async () => {
    const seen: Array<number | null> = []
    const win = fakeWindow(body, { 'content-encoding': 'gzip', 'content-length': '40' })
    await fetchWithProgress(win, { url: '/x', header: {}, timeout: 5000, onProgress: (f) => seen.push(f) })
    expect(seen.slice(0, -1).every((f) => f === null)).toBe(true)
    expect(seen[seen.length - 1]).toBe(1)
  })

  it('not compressed: Content-Length is the length', async () => {
    const seen: Array<number | null> = []
    const win = fakeWindow(body, { 'content-length': String(length) }, 2)
    await fetchWithProgress(win, { url: '/x', header: {}, timeout: 5000, onProgress: (f) => seen.push(f) })
    expect(seen).toEqual([0, expect.any(Number), 1, 1])
  })
})
