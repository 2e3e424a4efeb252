import { utf8Bytes, WX_KEY_LIMIT, WX_TOTAL_LIMIT, type WxStorage } from '../wx-offline-store'

/** wx storage as WeChat limits it: 1 MB per key, 10 MB in all (bytes of the stored JSON). */
export function limitedWxStorage() {
  const map = new Map<string, string>()
  const bytes = (key: string, text: string) => utf8Bytes(key) + utf8Bytes(text)
  const total = () => [...map].reduce((n, [k, v]) => n + bytes(k, v), 0)
  const wx: WxStorage & { map: Map<string, string>; total: () => number } = {
    map,
    total,
    getStorageSync: (key) => (map.has(key) ? JSON.parse(map.get(key)!) : ''),
    setStorageSync: (key, data) => {
      const text = JSON.stringify(data)
      if (bytes(key, text) > WX_KEY_LIMIT) throw new Error('setStorageSync:fail exceed storage item max length')
      const before = map.has(key) ? bytes(key, map.get(key)!) : 0
      if (total() - before + bytes(key, text) > WX_TOTAL_LIMIT)
        throw new Error('setStorageSync:fail exceed storage max size 10MB')
      map.set(key, text)
    },
    removeStorageSync: (key) => void map.delete(key),
  }
  return wx
}
