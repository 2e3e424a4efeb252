/**
 * Pictures of an import: fetched by URL (http/https, at most `maxBytes`, PNG/JPEG/GIF/WebP by
 * their first bytes, a time limit) or taken from the zip beside the sheet, by file name. Each is
 * stored once in the upload store by its content hash (a re-import of the same picture writes
 * nothing), so retention keeps it while an exhibitor, product or speaker uses it.
 */
import crypto from 'node:crypto'
import { createRequire } from 'node:module'
import { sniffImage } from '../../routes/rxweb/upload.js'
import type { ImportErrorKey } from './messages.js'
import type { UploadStore } from '../upload-store.js'

export interface PictureOptions {
  uploads: UploadStore
  maxBytes: number
  timeoutMs: number
  /** entries of the zip beside the sheet, by file name (lower-cased, without folders) */
  zip: Map<string, () => Promise<Buffer>> | null
}

export type PictureOutcome = { url: string } | { error: ImportErrorKey; params: Record<string, string | number> }

interface ZipFile {
  path: string
  type: string
  buffer(): Promise<Buffer>
}
// unzipper is exceljs's own zip reader (0.12.3, pinned in package.json overrides); it has no types
const unzipper = createRequire(import.meta.url)('unzipper') as {
  Open: { buffer(b: Buffer): Promise<{ files: ZipFile[] }> }
}

export async function zipEntries(buffer: Buffer): Promise<Map<string, () => Promise<Buffer>>> {
  const dir = await unzipper.Open.buffer(buffer)
  const out = new Map<string, () => Promise<Buffer>>()
  for (const f of dir.files) {
    if (f.type !== 'File') continue
    const base = f.path.split('/').pop()!.toLowerCase()
    if (base && !base.startsWith('.')) out.set(base, () => f.buffer())
  }
  return out
}

async function fetchLimited(url: string, maxBytes: number, timeoutMs: number): Promise<Buffer> {
  const ac = new AbortController()
  const timer = setTimeout(() => ac.abort(), timeoutMs)
  try {
    const res = await fetch(url, { signal: ac.signal, redirect: 'follow' })
    if (!res.ok) throw new Error(`HTTP ${res.status}`)
    const declared = Number(res.headers.get('content-length') ?? 0)
    if (declared > maxBytes) throw new TooLarge()
    const chunks: Buffer[] = []
    let size = 0
    for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
      size += chunk.length
      if (size > maxBytes) {
        ac.abort()
        throw new TooLarge()
      }
      chunks.push(Buffer.from(chunk))
    }
    return Buffer.concat(chunks)
  } finally {
    clearTimeout(timer)
  }
}

class TooLarge extends Error {}

export class PictureStore {
  private done = new Map<string, Promise<PictureOutcome>>()

  constructor(private readonly opts: PictureOptions) {}

  /** The stored URL of a cell's picture ('' stays ''; /media/ and /uploads/ addresses are kept). */
  resolve(value: string): Promise<PictureOutcome> {
    const v = value.trim()
    if (!v) return Promise.resolve({ url: '' })
    if (/^\/(media|uploads)\//.test(v)) return Promise.resolve({ url: v })
    let p = this.done.get(v)
    if (!p) {
      p = this.load(v)
      this.done.set(v, p)
    }
    return p
  }

  private async load(v: string): Promise<PictureOutcome> {
    const { maxBytes, timeoutMs, zip } = this.opts
    let buf: Buffer
    if (/^https?:\/\//i.test(v)) {
      try {
        buf = await fetchLimited(v, maxBytes, timeoutMs)
      } catch (err) {
        if (err instanceof TooLarge) return { error: 'pictureTooLarge', params: { max: maxBytes } }
        const detail = (err as Error).name === 'AbortError' ? 'timeout' : (err as Error).message
        return { error: 'pictureFetchFailed', params: { value: v, detail } }
      }
    } else {
      const entry = zip?.get(v.split(/[\\/]/).pop()!.toLowerCase())
      if (!entry) return { error: 'pictureNotInZip', params: { value: v } }
      buf = await entry()
      if (buf.length > maxBytes) return { error: 'pictureTooLarge', params: { max: maxBytes } }
    }
    const kind = sniffImage(buf)
    if (!kind) return { error: 'pictureNotImage', params: { value: v } }
    const key = `imp-${crypto.createHash('sha256').update(buf).digest('hex').slice(0, 32)}.${kind.ext}`
    const { uploads } = this.opts
    if (!(await uploads.exists(key))) {
      try {
        await uploads.put(key, buf, kind.mime)
      } catch (err) {
        // written meanwhile by a parallel row with the same picture: the same bytes by their hash
        if (!(await uploads.exists(key))) throw err
      }
    }
    return { url: `/uploads/${key}` }
  }
}

/** Runs `fn` over `items`, `limit` at a time. */
export async function inPool<T>(items: T[], limit: number, fn: (item: T) => Promise<void>): Promise<void> {
  let next = 0
  await Promise.all(
    Array.from({ length: Math.min(limit, items.length) }, async () => {
      while (next < items.length) await fn(items[next++]!)
    }),
  )
}
