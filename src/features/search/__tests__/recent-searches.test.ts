import { memoryStorage } from '../../../../test-support/fakes'
import {
  addRecentSearch,
  clearRecentSearches,
  readRecentSearches,
  rememberSearch,
  RECENT_SEARCHES_KEY,
} from '../recent-searches'

describe('recent searches', () => {
  it('puts the newest first and removes duplicates, ignoring case and spaces', () => {
    let list: string[] = []
    for (const word of ['华东', 'hdjx', ' Huadong ', '华东', 'huadong']) list = addRecentSearch(list, word)
    expect(list).toEqual(['huadong', '华东', 'hdjx'])
  })

  it('keeps at most 10', () => {
    let list: string[] = []
    for (let i = 1; i <= 12; i++) list = addRecentSearch(list, `word ${i}`)
    expect(list).toHaveLength(10)
    expect(list[0]).toBe('word 12')
    expect(list[9]).toBe('word 3')
  })

  it('ignores blank keywords', () => {
    expect(addRecentSearch(['a'], '   ')).toEqual(['a'])
  })

  it('is stored, read back and cleared through the platform storage', () => {
    const storage = memoryStorage()
    rememberSearch(storage, '华东')
    rememberSearch(storage, 'hdjx')
    expect(JSON.parse(storage.data.get(RECENT_SEARCHES_KEY)!)).toEqual(['hdjx', '华东'])
    expect(readRecentSearches(storage)).toEqual(['hdjx', '华东'])
    clearRecentSearches(storage)
    expect(readRecentSearches(storage)).toEqual([])
  })

  it('survives a damaged stored value', () => {
    const storage = memoryStorage({ [RECENT_SEARCHES_KEY]: '{not json' })
    expect(readRecentSearches(storage)).toEqual([])
    expect(rememberSearch(storage, 'x')).toEqual(['x'])
    storage.data.set(RECENT_SEARCHES_KEY, JSON.stringify(['ok', 3, '', null]))
    expect(readRecentSearches(storage)).toEqual(['ok'])
  })
})
