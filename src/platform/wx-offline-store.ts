import type { OfflineStore } from './types'

/** The synchronous storage calls of wx (Taro's), passed in so the sharding is tested without WeChat. */
export interface WxStorage {
  getStorageSync(key: string): unknown
  setStorageSync(key: string, data: unknown): void
  removeStorageSync(key: string): void
}

/** WeChat's limits: 1 MB per key, 10 MB for the whole mini-program (developers.weixin.qq.com, wx.setStorage). */
export const WX_KEY_LIMIT = 1024 * 1024
export const WX_TOTAL_LIMIT = 10 * 1024 * 1024
/**
 * What one shard may take: under the key limit with room for the key and WeChat's own wrapping of
 * the value. Strings are what is stored, so the JSON of the value is escaped once more (quotes).
 */
export const WX_SHARD_BYTES = 900 * 1024
/**
 * The offline data's share of the 10 MB: the rest stays for the plan queue, the session, the
 * language and whatever later features keep (they are small: a few KB), with a wide margin,
 * since WeChat counts in its own way and a refused write of the plan queue would lose an action.
 */
export const WX_OFFLINE_BUDGET = 6 * 1024 * 1024

/** Bytes of a string in UTF-8, without TextEncoder (older WeChat base libraries lack it). */
export function utf8Bytes(text: string): number {
  let n = 0
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i)
    if (c < 0x80) n += 1
    else if (c < 0x800) n += 2
    else if (c >= 0xd800 && c <= 0xdbff && i + 1 < text.length) {
      const next = text.charCodeAt(i + 1)
      if (next >= 0xdc00 && next <= 0xdfff) {
        n += 4
        i++
      } else n += 3
    } else n += 3
  }
  return n
}

/** Bytes a string takes once WeChat has serialised it (as JSON: quotes and backslashes escaped). */
const storedBytes = (text: string) => utf8Bytes(JSON.stringify(text))

/** Splits text into pieces each taking at most `limit` bytes stored, never inside a surrogate pair. */
export function splitText(text: string, limit: number): string[] {
  const pieces: string[] = []
  let start = 0
  while (start < text.length) {
    // at most 6 stored bytes per UTF-16 unit (an escaped control character): start from the optimistic
    // size and shrink by the measured ratio until the piece fits
    let end = Math.min(text.length, start + limit)
    for (;;) {
      if (end < text.length && /[\ud800-\udbff]/.test(text[end - 1]!)) end--
      const bytes = storedBytes(text.slice(start, end))
      if (bytes <= limit) break
      end = start + Math.max(1, Math.floor(((end - start) * limit) / bytes) - 16)
    }
    pieces.push(text.slice(start, end))
    start = end
  }
  return pieces
}

interface Head {
  /** shards */
  n: number
  /** generation: a rewrite writes new shards before it points the head at them */
  g: number
  bytes: number
  /**
   * how the shards make the value: 'v' the value itself (one shard); 'o' an object whose property
   * `p` is split into shards of its entries (the rest in `rest`); 't' pieces of its JSON text
   */
  m: 'v' | 'o' | 't'
  p?: string
  rest?: Record<string, unknown>
}
const isHead = (v: unknown): v is Head =>
  !!v && typeof v === 'object' && Number.isSafeInteger((v as Head).n) && Number.isSafeInteger((v as Head).g)

const isRecord = (v: unknown): v is Record<string, unknown> => !!v && typeof v === 'object' && !Array.isArray(v)

/**
 * Shards for a value: itself when it fits; else, for an object whose bulk is one record (a list of
 * entries by id), that record cut into groups of entries — stored as objects, so WeChat does not
 * escape the JSON a second time (a tenth more bytes); else pieces of its JSON text.
 */
function shardsOf(value: unknown, text: string): { head: Omit<Head, 'n' | 'g'>; shards: unknown[] } {
  const bytes = utf8Bytes(text)
  if (bytes <= WX_SHARD_BYTES) return { head: { m: 'v', bytes }, shards: [value] }
  if (isRecord(value)) {
    const sizes = Object.entries(value).map(([k, v]) => [k, utf8Bytes(JSON.stringify(v) ?? '')] as const)
    const [p, biggest] = sizes.sort((a, b) => b[1] - a[1])[0]!
    const record = value[p]
    if (isRecord(record) && bytes - biggest < WX_SHARD_BYTES / 4) {
      const shards: Array<Record<string, unknown>> = []
      let group: Record<string, unknown> = {}
      let groupBytes = 2
      for (const [k, v] of Object.entries(record)) {
        const entryBytes = utf8Bytes(JSON.stringify(k)) + utf8Bytes(JSON.stringify(v) ?? 'null') + 2
        if (entryBytes > WX_SHARD_BYTES) return { head: { m: 't', bytes }, shards: splitText(text, WX_SHARD_BYTES) }
        if (groupBytes + entryBytes > WX_SHARD_BYTES) {
          shards.push(group)
          group = {}
          groupBytes = 2
        }
        group[k] = v
        groupBytes += entryBytes
      }
      shards.push(group)
      const { [p]: _bulk, ...rest } = value
      return { head: { m: 'o', bytes, p, rest }, shards }
    }
  }
  return { head: { m: 't', bytes }, shards: splitText(text, WX_SHARD_BYTES) }
}

/**
 * The offline data in wx storage. A value is kept in shards of at most 900 KB (shardsOf) under `__offline__:<key>~<generation>~<i>`, with a small head under `__offline__:<key>` naming
 * them: a write puts the new shards first, then the head, then removes the old shards, so a write
 * that fails half-way (storage full, the mini-program closed) leaves the earlier value readable.
 */
export class WxOfflineStore implements OfflineStore {
  readonly budget = WX_OFFLINE_BUDGET

  constructor(
    private readonly wx: WxStorage,
    private readonly prefix = '__offline__:',
  ) {}

  private head(key: string): Head | undefined {
    const head = this.wx.getStorageSync(this.prefix + key)
    return isHead(head) ? head : undefined
  }

  private shardKey(key: string, g: number, i: number): string {
    return `${this.prefix}${key}~${g}~${i}`
  }

  async get<T>(key: string): Promise<T | undefined> {
    const head = this.head(key)
    if (!head) return undefined
    const shards: unknown[] = []
    for (let i = 0; i < head.n; i++) {
      const shard = this.wx.getStorageSync(this.shardKey(key, head.g, i))
      if (shard === '' || shard === undefined) return undefined
      shards.push(shard)
    }
    try {
      if (head.m === 'v') return shards[0] as T
      if (head.m === 'o') return { ...head.rest, [head.p!]: Object.assign({}, ...shards) } as T
      return JSON.parse(shards.join('')) as T
    } catch {
      return undefined
    }
  }

  async set(key: string, value: unknown): Promise<number> {
    const text = JSON.stringify(value)
    const { head, shards } = shardsOf(value, text)
    const old = this.head(key)
    const g = old ? old.g + 1 : 0
    const written: string[] = []
    try {
      shards.forEach((shard, i) => {
        const name = this.shardKey(key, g, i)
        this.wx.setStorageSync(name, shard)
        written.push(name)
      })
      this.wx.setStorageSync(this.prefix + key, { ...head, n: shards.length, g } satisfies Head)
      if (old) this.removeShards(key, old)
      return head.m === 't' ? shards.reduce<number>((n, p) => n + storedBytes(p as string), 0) : head.bytes
    } catch (error) {
      for (const name of written) this.wx.removeStorageSync(name)
      throw error
    }
  }

  async remove(key: string): Promise<void> {
    const head = this.head(key)
    this.wx.removeStorageSync(this.prefix + key)
    if (head) this.removeShards(key, head)
  }

  private removeShards(key: string, head: Head): void {
    for (let i = 0; i < head.n; i++) this.wx.removeStorageSync(this.shardKey(key, head.g, i))
  }
}
