/**
 * Pictures of an import: fetched by URL (http/https, at most `maxBytes`, PNG/JPEG/GIF/WebP by
 * their first bytes, a time limit) or taken from the zip beside the sheet, by file name. Each is
 * stored once in the upload store by its content hash (a re-import of the same picture writes
 * nothing), so retention keeps it while an exhibitor, product or speaker uses it.
 */
import crypto from 'node:crypto'
import dns from 'node:dns/promises'
import net from 'node:net'
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
  /**
   * fetch from the public internet only (the console's upload): an address that is, or resolves
   * to, loopback, private, link-local or otherwise not public is refused, redirects included
   */
  publicOnly?: boolean
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

/** Loopback, private, shared, link-local, benchmark, multicast, reserved or unspecified: not the public internet. */
export function isPrivateAddress(ip: string): boolean {
  const v = ip.toLowerCase()
  if (net.isIPv4(v)) {
    const [a, b] = v.split('.').map(Number) as [number, number]
    return (
      a === 0 ||
      a === 10 ||
      a === 127 ||
      (a === 100 && b >= 64 && b <= 127) ||
      (a === 169 && b === 254) ||
      (a === 172 && b >= 16 && b <= 31) ||
      (a === 192 && b === 168) ||
      (a === 198 && (b === 18 || b === 19)) ||
      a >= 224
    )
  }
  // an IPv4 address inside IPv6 (::ffff:127.0.0.1): judged as IPv4; in hex form, refused
  if (v.startsWith('::ffff:')) return net.isIPv4(v.slice(7)) ? isPrivateAddress(v.slice(7)) : true
  return v === '::' || v === '::1' || /^f[cd]/.test(v) || /^fe[89ab]/.test(v) || v.startsWith('ff')
}

class PrivateAddress extends Error {}

/** Refuses a URL whose host is, or resolves to, an address that is not public. */
async function assertPublic(url: string): Promise<void> {
  const host = new URL(url).hostname.replace(/^\[|\]$/g, '')
  const addresses = net.isIP(host) ? [host] : (await dns.lookup(host, { all: true })).map((a) => a.address)
  if (!addresses.length || addresses.some(isPrivateAddress)) throw new PrivateAddress()
}

async function fetchLimited(url: string, maxBytes: number, timeoutMs: number, publicOnly = false): Promise<Buffer> {
  const ac = new AbortController()
  const timer = setTimeout(() => ac.abort(), timeoutMs)
  try {
    let res: Response
    let at = url
    // public only: each hop is checked before it is asked, so a redirect cannot lead inside
    for (let hop = 0; ; hop++) {
      if (publicOnly) await assertPublic(at)
      res = await fetch(at, { signal: ac.signal, redirect: publicOnly ? 'manual' : 'follow' })
      const next = res.headers.get('location')
      if (!publicOnly || res.status < 300 || res.status >= 400 || !next) break
      if (hop === 5) throw new Error('too many redirects')
      at = new URL(next, at).toString()
    }
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
        buf = await fetchLimited(v, maxBytes, timeoutMs, this.opts.publicOnly)
      } catch (err) {
        if (err instanceof TooLarge) return { error: 'pictureTooLarge', params: { max: maxBytes } }
        if (err instanceof PrivateAddress) return { error: 'pictureAddressRefused', params: { value: v } }
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
