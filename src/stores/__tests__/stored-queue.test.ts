import { memoryStorage } from '../../../test-support/fakes'
import { StoredQueue } from '../stored-queue'

interface Entry {
  seq: number
  waiting: boolean
  thing: string
  failed?: string
}

const isEntry = (v: unknown): v is Entry =>
  !!v && typeof v === 'object' && Number.isSafeInteger((v as Entry).seq) && typeof (v as Entry).thing === 'string'

function queue(initial: Record<string, string> = {}) {
  const storage = memoryStorage(initial)
  const q = new StoredQueue<Entry>(storage, {
    key: (userId) => `__q__:${userId}`,
    isEntry,
    restored: (e) => ({ ...e, waiting: !e.failed }),
    keyOf: (e) => e.thing,
  })
  return { q, storage }
}

describe('StoredQueue (the offline queues’ shared part)', () => {
  it("reads a visitor's kept entries (all waiting, junk left out) and hands back what was made before anyone was known", () => {
    const kept = [
      { seq: 1, waiting: false, thing: 'a' },
      { seq: 2, thing: 42 },
      { seq: 3, waiting: false, thing: 'b', failed: 'refused' },
    ]
    const { q } = queue({ '__q__:v1': JSON.stringify(kept) })
    q.entries.push({ seq: 1, waiting: true, thing: 'early' })
    const anonymous = q.switchTo('v1')
    expect(anonymous?.map((e) => e.thing)).toEqual(['early'])
    expect(q.entries).toEqual([
      { seq: 1, waiting: true, thing: 'a' },
      { seq: 3, waiting: false, thing: 'b', failed: 'refused' },
    ])
    // the same visitor again: nothing changes; another visitor's queue holds nothing of theirs
    expect(q.switchTo('v1')).toBeUndefined()
    expect(q.switchTo('v2')).toEqual([])
    expect(q.entries).toEqual([])
  })

  it('stores what it holds, removes the key when empty, and never stores before the visitor is known', () => {
    const { q, storage } = queue()
    q.entries.push({ seq: 1, waiting: true, thing: 'a' })
    q.write()
    expect(storage.data.size).toBe(0)
    q.switchTo('v1')
    q.entries.push({ seq: q.nextSeq(), waiting: false, thing: 'b' })
    q.write()
    expect(JSON.parse(storage.getStorage('__q__:v1')!)).toEqual([{ seq: 1, waiting: false, thing: 'b' }])
    q.drop(q.entries[0]!)
    expect(storage.getStorage('__q__:v1')).toBeUndefined()
  })

  it('finds the newest entry about a thing, numbers new ones after all (and after one replaced), holds all on a network failure', () => {
    const { q } = queue()
    q.switchTo('v1')
    q.entries.push({ seq: 4, waiting: false, thing: 'a' }, { seq: 7, waiting: false, thing: 'a', failed: 'no' })
    expect(q.latest('a')?.seq).toBe(7)
    expect(q.latest('z')).toBeUndefined()
    expect(q.nextSeq()).toBe(8)
    expect(q.nextSeq({ seq: 9, waiting: false, thing: 'x' })).toBe(10)
    q.sending = 4
    q.holdAll((e) => !!e.failed)
    expect(q.sending).toBeUndefined()
    expect(q.entries.map((e) => e.waiting)).toEqual([true, false])
  })
})
