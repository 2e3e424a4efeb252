import 'fake-indexeddb/auto'
import { deserialize, serialize } from 'node:v8'
import { IdbOfflineStore } from '../idb-offline-store'
import {
  splitText,
  utf8Bytes,
  WX_KEY_LIMIT,
  WX_OFFLINE_BUDGET,
  WX_SHARD_BYTES,
  WX_TOTAL_LIMIT,
  WxOfflineStore,
} from '../wx-offline-store'
import { limitedWxStorage } from './limited-wx-storage'

describe('utf8Bytes', () => {
  it('counts UTF-8 bytes: ASCII 1, CJK 3, an emoji 4', () => {
    expect(utf8Bytes('abc')).toBe(3)
    expect(utf8Bytes('展商')).toBe(6)
    expect(utf8Bytes('é')).toBe(2)
    expect(utf8Bytes('😀')).toBe(4)
    expect(utf8Bytes('中a😀')).toBe(Buffer.byteLength('中a😀'))
  })
})

describe('splitText', () => {
  it('cuts text into pieces that each fit once stored, never inside a surrogate pair', () => {
    const text = `${'展"商\\'.repeat(3000)}😀${'a'.repeat(5000)}😀`
    const pieces = splitText(text, 1000)
    expect(pieces.join('')).toBe(text)
    for (const p of pieces) {
      expect(utf8Bytes(JSON.stringify(p))).toBeLessThanOrEqual(1000)
      expect(/^[\udc00-\udfff]/.test(p)).toBe(false)
    }
  })
})

describe('WxOfflineStore', () => {
  it('keeps a small value in one shard and reads it back', async () => {
    const wx = limitedWxStorage()
    const store = new WxOfflineStore(wx)
    const bytes = await store.set('a', { name: '展商', n: [1, 2] })
    expect(bytes).toBeGreaterThan(0)
    expect(await store.get('a')).toEqual({ name: '展商', n: [1, 2] })
    expect([...wx.map.keys()].sort()).toEqual(['__offline__:a', '__offline__:a~0~0'])
    expect(await store.get('missing')).toBeUndefined()
  })

  it('shards a value over 1 MB under the key limit, rewrites and removes all its shards', async () => {
    const wx = limitedWxStorage()
    const store = new WxOfflineStore(wx)
    const big = Array.from({ length: 30000 }, (_, i) => ({ id: i, name: `展商名称 ${i} Exhibitor "Name"` }))
    const bytes = await store.set('big', big)
    expect(bytes).toBeGreaterThan(WX_KEY_LIMIT)
    const shards = [...wx.map.keys()].filter((k) => k.startsWith('__offline__:big~'))
    expect(shards.length).toBeGreaterThan(1)
    for (const [k, v] of wx.map) expect(utf8Bytes(k) + utf8Bytes(v)).toBeLessThanOrEqual(WX_SHARD_BYTES + 64)
    expect(await store.get('big')).toEqual(big)
    // a smaller rewrite leaves no old shard behind
    await store.set('big', big.slice(0, 10))
    expect([...wx.map.keys()].filter((k) => k.startsWith('__offline__:big~'))).toEqual(['__offline__:big~1~0'])
    expect(await store.get('big')).toEqual(big.slice(0, 10))
    await store.remove('big')
    expect(wx.map.size).toBe(0)
  })

  it('a write refused for want of room leaves the earlier value readable and nothing half-written', async () => {
    const wx = limitedWxStorage()
    const store = new WxOfflineStore(wx)
    await store.set('v', { ok: 1 })
    // fill the storage nearly up with other data
    for (let i = 0; i < 10; i++) wx.setStorageSync(`other${i}`, 'x'.repeat(950 * 1024))
    const before = new Set(wx.map.keys())
    await expect(store.set('v', 'y'.repeat(2 * 1024 * 1024))).rejects.toThrow(/exceed/)
    expect(new Set(wx.map.keys())).toEqual(before)
    expect(await store.get('v')).toEqual({ ok: 1 })
  })

  it('its budget leaves most of the 10 MB for the rest of the app', () => {
    expect(new WxOfflineStore(limitedWxStorage()).budget).toBe(WX_OFFLINE_BUDGET)
    expect(WX_OFFLINE_BUDGET).toBeLessThanOrEqual(WX_TOTAL_LIMIT * 0.75)
  })
})

describe('IdbOfflineStore (IndexedDB through idb-keyval)', () => {
  // jsdom leaves out structuredClone, which IndexedDB stores values with
  beforeAll(() => {
    globalThis.structuredClone ??= ((value: unknown) => deserialize(serialize(value))) as typeof structuredClone
  })

  it('keeps JSON values by key, reports their size, removes them', async () => {
    const store = new IdbOfflineStore('test-offline')
    expect(await store.set('k', { a: '展商', list: [1, 2, 3] })).toBe(
      utf8Bytes(JSON.stringify({ a: '展商', list: [1, 2, 3] })),
    )
    expect(await store.get('k')).toEqual({ a: '展商', list: [1, 2, 3] })
    await store.remove('k')
    expect(await store.get('k')).toBeUndefined()
  })
})
