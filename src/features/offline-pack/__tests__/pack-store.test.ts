import type { EditionPack, EditionPackQuery } from '../../../../types/api'
import { ApiError } from '../../../services/api'
import { OfflinePackStore, savedAtKey, type PackDeps, type PackSink } from '../pack-store'

const clone = <T>(x: T): T => JSON.parse(JSON.stringify(x)) as T

/** A sink that keeps packs in memory the way the offline data store does: full replaces, delta merges. */
class MemorySink implements PackSink {
  held: EditionPack | null = null
  failNext = false
  async applyEditionPack(pack: EditionPack) {
    if (this.failNext) {
      this.failNext = false
      throw new Error('storage full')
    }
    // as the offline data store: a delta must follow the version held
    if (pack.since !== null && pack.since !== this.held?.version) throw new Error(`a delta since ${pack.since}`)
    if (pack.since === null || !this.held) {
      this.held = clone(pack)
      return
    }
    const merge = <T>(list: T[], changed: T[], id: (x: T) => number, gone: number[]) => {
      const byId = new Map(list.map((x) => [id(x), x]))
      for (const x of changed) byId.set(id(x), x)
      for (const g of gone) byId.delete(g)
      return [...byId.values()]
    }
    const h = this.held
    this.held = {
      ...pack,
      exhibitors: merge(h.exhibitors, pack.exhibitors, (x) => x.companyProfileId, pack.removed.exhibitors),
      products: merge(h.products, pack.products, (x) => x.productId, pack.removed.products),
      sessions: merge(h.sessions, pack.sessions, (x) => x.id, pack.removed.sessions),
      halls: pack.halls.length ? pack.halls : h.halls,
    }
  }
  async heldPackVersion(eventCode: string, language: string) {
    return this.held && this.held.eventCode === eventCode && this.held.language === language ? this.held.version : null
  }
}

const exhibitor = (id: number, name: string) => ({
  companyProfileId: id,
  companyProfileName: name,
  logo: `/media/company/${id}.svg`,
  logoWidth: 100,
  logoHeight: 100,
  stand: `1A0${id}`,
  hall: 'Hall 1',
  eventEditionId: 12,
  eventEditionName: 'Expo 2026',
  tags: [],
  viewCount: 0,
  collectCount: 0,
  categoryIds: [2],
})
const product = (id: number) => ({
  productId: id,
  productName: `Product ${id}`,
  logo: `/media/product/${id}.svg`,
  logoWidth: 100,
  logoHeight: 100,
  companyProfileId: 1,
  companyProfileName: 'One',
  stand: '1A01',
  eventEditionId: 12,
  viewCount: 0,
  collectCount: 0,
  categoryIds: [2],
})

function packOf(version: number, since: number | null, part: Partial<EditionPack> = {}): EditionPack {
  return {
    eventCode: 'CGA',
    language: 'EN',
    version,
    since,
    generatedAt: '2026-04-16T02:00:00.000Z',
    edition: {
      eventEditionId: 12,
      eventEditionName: 'Expo 2026',
      eventCode: 'CGA',
      exhibitionId: 1,
      exhibitionName: 'Expo',
      year: 2026,
      startDate: '2026-04-15',
      endDate: '2026-04-18',
    },
    zone: { timeZone: 'Asia/Shanghai', timeZoneName: 'Shanghai' },
    exhibitors: [],
    products: [],
    categories: [],
    sessions: [],
    halls: [],
    removed: { exhibitors: [], products: [], sessions: [] },
    ...part,
  }
}

function setup(answers: Array<(q: EditionPackQuery, onProgress: (f: number | null) => void) => Promise<EditionPack>>) {
  const sink = new MemorySink()
  const storage = new Map<string, string>()
  const queries: EditionPackQuery[] = []
  let online = true
  const deps: PackDeps = {
    getEditionPack: jest.fn(async (q, onProgress) => {
      queries.push(q)
      const answer = answers.shift()
      if (!answer) throw new Error('no answer scripted')
      return answer(q, onProgress)
    }),
    sink,
    storage: { getStorage: (k) => storage.get(k), setStorage: (k, v) => void storage.set(k, v) },
    isOnline: () => online,
    now: () => Date.UTC(2026, 3, 16, 2, 5),
  }
  const store = new OfflinePackStore(deps, 'CGA', 'EN')
  return { store, sink, storage, queries, deps, goOffline: () => (online = false) }
}

const full = packOf(100, null, {
  exhibitors: [exhibitor(1, 'One'), exhibitor(2, 'Two')],
  products: [product(7), product(8)],
})

describe('the offline pack download', () => {
  it('downloads the whole edition with its progress, then holds it with the time it was saved', async () => {
    const seen: Array<number | null> = []
    const { store, sink, storage, queries } = setup([
      async (_q, onProgress) => {
        for (const f of [0, 0.25, 0.5, 1]) {
          onProgress(f)
          seen.push(store.progress)
          expect(store.phase).toBe('downloading')
        }
        return full
      },
    ])
    await store.check()
    expect(store.phase).toBe('none')
    const outcome = await store.download()
    expect(outcome).toBe('saved')
    expect(seen).toEqual([0, 0.25, 0.5, 1])
    expect(queries).toEqual([{ eventCode: 'CGA', language: 'EN' }])
    expect(sink.held?.exhibitors.map((e) => e.companyProfileId)).toEqual([1, 2])
    expect(store.phase).toBe('held')
    expect(store.savedAt).toBe('2026-04-16T02:05:00.000Z')
    expect(storage.get(savedAtKey('CGA', 'EN'))).toBe('2026-04-16T02:05:00.000Z')
    expect(store.failure).toBeNull()
  })

  it('an update asks only for what changed since the version held, and applies it onto the held pack', async () => {
    const delta = packOf(103, 100, {
      exhibitors: [exhibitor(2, 'Two renamed')],
      removed: { exhibitors: [], products: [8], sessions: [] },
    })
    const { store, sink, queries } = setup([async () => full, async () => delta])
    await store.download()
    expect(await store.download()).toBe('saved')
    expect(queries[1]).toEqual({ eventCode: 'CGA', language: 'EN', since: 100 })
    expect(sink.held?.version).toBe(103)
    expect(sink.held?.exhibitors.map((e) => e.companyProfileName)).toEqual(['One', 'Two renamed'])
    expect(sink.held?.products.map((p) => p.productId)).toEqual([7])
  })

  it('nothing changed: the held pack is left alone and the visitor is told it is current', async () => {
    const { store, sink, deps } = setup([async () => full, async () => packOf(100, 100)])
    await store.download()
    const apply = jest.spyOn(sink, 'applyEditionPack')
    expect(await store.download()).toBe('unchanged')
    expect(apply).not.toHaveBeenCalled()
    expect(deps.getEditionPack).toHaveBeenCalledTimes(2)
    expect(store.phase).toBe('held')
  })

  it('no network: told so, and the held pack stays as it was', async () => {
    const { store, sink, goOffline } = setup([
      async () => full,
      async (_q, onProgress) => {
        onProgress(0.4)
        throw new ApiError('network', 'network')
      },
    ])
    await store.download()
    const before = clone(sink.held)
    goOffline()
    expect(await store.download()).toBe('failed')
    expect(store.failure).toBe('offline')
    expect(store.phase).toBe('held')
    expect(sink.held).toEqual(before)
  })

  it('a server failure (nothing held yet): told as such, nothing kept', async () => {
    const { store, sink } = setup([
      async () => {
        throw new ApiError('Internal error', 'http', undefined, 500)
      },
    ])
    await store.check()
    expect(await store.download()).toBe('failed')
    expect(store.failure).toBe('server')
    expect(store.phase).toBe('none')
    expect(sink.held).toBeNull()
  })

  it('the device cannot store it: told so, the pack held before is untouched', async () => {
    const { store, sink } = setup([
      async () => full,
      async () => packOf(104, 100, { exhibitors: [exhibitor(3, 'Three')] }),
    ])
    await store.download()
    const before = clone(sink.held)
    sink.failNext = true
    expect(await store.download()).toBe('failed')
    expect(store.failure).toBe('save')
    expect(store.phase).toBe('held')
    expect(sink.held).toEqual(before)
  })

  it('at start-up: online with a pack held, the delta quietly (no progress shown); offline or none held, no request', async () => {
    const delta = packOf(101, 100, { exhibitors: [exhibitor(1, 'One edited')] })
    const { store, sink, deps, goOffline } = setup([
      async () => full,
      async (_q, onProgress) => (onProgress(0.5), delta),
    ])
    const fresh = setup([])
    expect(await fresh.store.download({ quiet: true })).toBe('unchanged')
    expect(fresh.deps.getEditionPack).not.toHaveBeenCalled()

    await store.download()
    const phases: string[] = []
    const progress: Array<number | null> = []
    const spy = jest.spyOn(sink, 'applyEditionPack').mockImplementation(async (p) => {
      phases.push(store.phase)
      progress.push(store.progress)
      sink.held = { ...sink.held!, ...p, exhibitors: [exhibitor(1, 'One edited'), exhibitor(2, 'Two')] }
    })
    expect(await store.download({ quiet: true })).toBe('saved')
    expect(phases).toEqual(['held'])
    expect(progress).toEqual([null])
    expect(sink.held?.version).toBe(101)
    spy.mockRestore()

    goOffline()
    expect(await store.download({ quiet: true })).toBe('unchanged')
    expect(deps.getEditionPack).toHaveBeenCalledTimes(2)
  })

  it('a tap during the quiet update waits for it, then asks for what changed since (no second delta onto the first)', async () => {
    let release!: () => void
    const { store, sink, queries } = setup([
      async () => full,
      async () => {
        await new Promise<void>((resolve) => (release = resolve))
        return packOf(101, 100, { exhibitors: [exhibitor(1, 'One edited')] })
      },
      async () => packOf(101, 101),
    ])
    await store.download()
    const quiet = store.download({ quiet: true })
    await new Promise((resolve) => setTimeout(resolve, 0))
    const tapped = store.download()
    // the quiet update shows nothing while it runs; the tap waits for it
    expect(store.phase).toBe('held')
    release()
    expect(await quiet).toBe('saved')
    expect(await tapped).toBe('unchanged')
    expect(store.failure).toBeNull()
    expect(queries.map((q) => q.since)).toEqual([undefined, 100, 101])
    expect(sink.held?.version).toBe(101)
    expect(sink.held?.exhibitors.map((e) => e.companyProfileName)).toEqual(['One edited', 'Two'])
  })
})

describe('"Available offline" and the automatic download (issue 22)', () => {
  it('says ready only once the app files are kept too; a host that keeps none says it once held', async () => {
    let filesKept: (state: 'ready' | 'none') => void = () => undefined
    const { deps } = setup([async () => full])
    const store = new OfflinePackStore(
      { ...deps, appFiles: () => new Promise((resolve) => (filesKept = resolve)) },
      'CGA',
      'EN',
    )
    await store.check()
    expect(await store.download()).toBe('saved')
    // the data is held, the service worker still installs: not "available offline" yet
    expect(store.phase).toBe('held')
    expect(store.ready).toBe(false)
    filesKept('ready')
    await new Promise((r) => setTimeout(r, 0))
    expect(store.ready).toBe(true)

    const none = new OfflinePackStore({ ...deps, appFiles: async () => 'none' }, 'CGA', 'ZH-CN')
    await new Promise((r) => setTimeout(r, 0))
    expect(none.appFiles).toBe('none')
  })

  it('a quiet download fetches nothing with no pack held, unless asked for the whole edition', async () => {
    const { store, queries, sink } = setup([async () => full])
    expect(await store.download({ quiet: true })).toBe('unchanged')
    expect(queries).toEqual([])
    expect(await store.download({ quiet: true, whole: true })).toBe('saved')
    expect(queries).toEqual([{ eventCode: 'CGA', language: 'EN' }])
    expect(sink.held?.version).toBe(100)
  })
})
