import { ApiError } from '../../services/api/client'
import { memoryStorage } from '../../../test-support/fakes'
import type { PlanApi } from '../plan-types'
import { RootStore } from '../root-store'

const QUEUE_KEY = '__planQueue__:u1'

/**
 * A server that holds one visitor's plan the way the reference server does: PUT sets the flag
 * (idempotent), answers the count. `down` makes every request fail as an unreachable network does
 * (`downAfter`: after that many);
 * `refuse` answers a business error for one item; `hold` keeps the next answer until released.
 */
function fakeServer(initial: string[] = []) {
  const plan = new Set(initial)
  const calls: string[] = []
  const state = {
    down: false,
    /** the network goes after this many requests */
    downAfter: Infinity,
    refuse: new Set<string>(),
    hold: null as null | { release: () => void },
  }
  const api: PlanApi = {
    getPlanList: async () => [],
    collect: async (target, id, collected) => {
      const key = `${target}:${id}`
      calls.push(`${key}=${collected}`)
      if (state.hold) {
        const gate = new Promise<void>((resolve) => (state.hold = { release: resolve }))
        await gate
        state.hold = null
      }
      if (state.down || calls.length > state.downAfter) throw new ApiError('Network error', 'network')
      if (state.refuse.has(key)) throw new ApiError('Exhibitor not found', 'business')
      if (collected) plan.add(key)
      else plan.delete(key)
      return { collectCnt: plan.size }
    },
    collectInApp: async () => ({ collectCnt: undefined }),
  }
  return { api, plan, calls, state }
}

function visitor(api: PlanApi, storage = memoryStorage(), options: { online?: boolean } = {}) {
  const toasts: string[] = []
  const root = new RootStore({ storage, planApi: api, notify: (m) => toasts.push(m) })
  root.language.setLanguage('EN')
  root.ui.setOnline(options.online ?? true)
  root.context.setIdentity({ userId: 'u1', hasUserInfo: false })
  return { root, plan: root.plan, storage, toasts }
}

/** Lets queued promise callbacks run (the flush that going online starts). */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0))

/** The plan as read: the collected exhibitor Acme (10) with its product Lathe (100). */
const acmeWithLathe = () => [
  {
    eventEditionId: 1,
    eventEditionName: 'SIE 2026',
    eventCode: 'SIE',
    companyProfileList: [
      {
        companyProfileId: 10,
        companyProfileName: 'Acme',
        logo: '',
        stand: '1A01',
        collected: 1 as const,
        productList: [{ productId: 100, productName: 'Lathe', logo: '' }],
      },
    ],
  },
]

describe('collects made offline (issue 16, item 3)', () => {
  it('are kept in order, shown at once as pending with the count, survive a new store and are sent once online', async () => {
    const server = fakeServer(['exhibitor:9'])
    const first = visitor(server.api, memoryStorage(), { online: false })
    first.plan.setCollectNum(1)

    await expect(first.plan.toggleCollect('exhibitor', 1, false, 'SIE')).resolves.toBe(true)
    await first.plan.toggleCollect('product', 2, false, 'SIE')
    await first.plan.toggleCollect('exhibitor', 3, false, 'SIE')
    await expect(first.plan.toggleCollect('exhibitor', 9, true, 'SIE')).resolves.toBe(false)

    expect(server.calls).toEqual([])
    expect(first.plan.collectNum).toBe(3)
    expect(first.plan.pendingCount).toBe(4)
    expect(first.plan.isPending('product', 2)).toBe(true)
    expect(first.plan.ownFlagOf('product', 2)).toBe(true)
    expect(first.plan.ownFlagOf('exhibitor', 9)).toBe(false)
    expect(first.plan.isPending('product', 1)).toBe(false)
    const stored = JSON.parse(first.storage.getStorage(QUEUE_KEY)!) as Array<{ target: string; id: number; to: number }>
    expect(stored.map((e) => `${e.target}:${e.id}=${e.to}`)).toEqual([
      'exhibitor:1=1',
      'product:2=1',
      'exhibitor:3=1',
      'exhibitor:9=0',
    ])

    // a reload: a new app on the same storage, still offline, shows the same
    const second = visitor(server.api, first.storage, { online: false })
    second.plan.setCollectNum(1)
    // (its code is loaded because the visitor has changes waiting)
    await second.plan.idle()
    expect(second.plan.pendingCount).toBe(4)
    expect(second.plan.isPending('exhibitor', 9)).toBe(true)
    // the pages show the flags the waiting changes set, not their older kept data
    expect(second.plan.ownFlagOf('exhibitor', 9)).toBe(false)
    expect(second.plan.ownFlagOf('product', 2)).toBe(true)
    expect(second.plan.ownFlagOf('product', 1)).toBeUndefined()
    expect(second.plan.collectNum).toBe(3)
    expect(server.calls).toEqual([])

    // the network comes back: sent once each, in order; the server's count reconciles the heart
    second.root.ui.setOnline(true)
    await second.plan.idle()
    expect(server.calls).toEqual(['exhibitor:1=1', 'product:2=1', 'exhibitor:3=1', 'exhibitor:9=0'])
    expect([...server.plan].sort()).toEqual(['exhibitor:1', 'exhibitor:3', 'product:2'])
    expect(second.plan.collectNum).toBe(3)
    expect(second.plan.pendingCount).toBe(0)
    expect(second.plan.isPending('exhibitor', 1)).toBe(false)
    expect(second.plan.ownFlagOf('exhibitor', 1)).toBe(true)
    expect(second.storage.getStorage(QUEUE_KEY)).toBeUndefined()
    expect(second.plan.updateMenu).toBe(1)
    expect(second.toasts).toEqual(['The changes you made offline are now in your plan'])

    // going offline and online again sends nothing twice
    second.root.ui.setOnline(false)
    second.root.ui.setOnline(true)
    await second.plan.idle()
    expect(server.calls).toHaveLength(4)
  })

  it('are sent at start when the app opens online', async () => {
    const server = fakeServer()
    const offline = visitor(server.api, memoryStorage(), { online: false })
    await offline.plan.toggleCollect('product', 5, false, 'SIE')
    // the next start: online from the first moment; the queue goes as soon as the visitor is known
    const next = visitor(server.api, offline.storage, { online: true })
    await next.plan.idle()
    expect(server.calls).toEqual(['product:5=1'])
    expect(next.plan.collectNum).toBe(1)
  })

  it("the heart's first read of the plan, begun before the queue's answers, does not undo their count", async () => {
    const server = fakeServer(['exhibitor:9'])
    const offline = visitor(server.api, memoryStorage(), { online: false })
    await offline.plan.toggleCollect('exhibitor', 1, false, 'SIE')
    let release: () => void = () => undefined
    const api: PlanApi = {
      ...server.api,
      // the plan as it was before the queue went (one exhibitor), answered late
      getPlanList: () =>
        new Promise((resolve) => {
          release = () =>
            resolve([
              {
                eventEditionId: 1,
                eventEditionName: 'SIE 2026',
                eventCode: 'SIE',
                companyProfileList: [
                  { companyProfileId: 9, companyProfileName: 'A', logo: '', stand: '', collected: 1, productList: [] },
                ],
              },
            ])
        }),
    }
    const next = visitor(api, offline.storage, { online: true })
    next.root.ui.setStatusBarHeight(0, false)
    const counting = next.plan.syncCount()
    await next.plan.idle()
    expect(next.plan.collectNum).toBe(2)
    release()
    await counting
    expect(next.plan.collectNum).toBe(2)
  })

  it('net out: collect then uncollect offline sends nothing; uncollect then collect neither', async () => {
    const server = fakeServer(['exhibitor:9'])
    const { plan, storage, root } = visitor(server.api, memoryStorage(), { online: false })
    plan.setCollectNum(1)
    await plan.toggleCollect('exhibitor', 1, false)
    await plan.toggleCollect('product', 4, false)
    await plan.toggleCollect('exhibitor', 1, true)
    await plan.toggleCollect('exhibitor', 9, true)
    await plan.toggleCollect('exhibitor', 9, false)
    expect(plan.collectNum).toBe(2)
    expect(plan.isPending('exhibitor', 1)).toBe(false)
    expect(plan.ownFlagOf('exhibitor', 1)).toBe(false)
    expect(JSON.parse(storage.getStorage(QUEUE_KEY)!)).toHaveLength(1)
    root.ui.setOnline(true)
    await plan.idle()
    expect(server.calls).toEqual(['product:4=1'])
    expect(plan.collectNum).toBe(2)
  })

  it('a second action on a waiting item replaces it at the end: the server ends as the visitor left it', async () => {
    const server = fakeServer()
    const { plan, root } = visitor(server.api, memoryStorage(), { online: false })
    await plan.toggleCollect('exhibitor', 1, false)
    await plan.toggleCollect('exhibitor', 2, false)
    await plan.toggleCollect('exhibitor', 1, true)
    await plan.toggleCollect('exhibitor', 1, false)
    root.ui.setOnline(true)
    await plan.idle()
    // 1 was collected last: it is sent last (the plan lists items in the order they were added)
    expect(server.calls).toEqual(['exhibitor:2=1', 'exhibitor:1=1'])
  })

  it('a refusal drops its entry, says so and shows the item as before; the rest still goes', async () => {
    const server = fakeServer()
    server.state.refuse.add('exhibitor:2')
    const { plan, root, toasts } = visitor(server.api, memoryStorage(), { online: false })
    await plan.toggleCollect('exhibitor', 1, false)
    await plan.toggleCollect('exhibitor', 2, false)
    await plan.toggleCollect('exhibitor', 3, false)
    expect(plan.collectNum).toBe(3)
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined)
    root.ui.setOnline(true)
    await plan.idle()
    warn.mockRestore()
    expect(server.calls).toEqual(['exhibitor:1=1', 'exhibitor:2=1', 'exhibitor:3=1'])
    expect([...server.plan]).toEqual(['exhibitor:1', 'exhibitor:3'])
    expect(plan.ownFlagOf('exhibitor', 2)).toBe(false)
    expect(plan.pendingCount).toBe(0)
    expect(plan.collectNum).toBe(2)
    expect(toasts).toEqual([
      "A change to your plan couldn't be saved: Exhibitor not found",
      'The changes you made offline are now in your plan',
    ])
  })

  it('the network failing mid-way keeps the rest in order; the next time sends only what is left', async () => {
    const server = fakeServer()
    const { plan, root } = visitor(server.api, memoryStorage(), { online: false })
    await plan.toggleCollect('exhibitor', 1, false)
    await plan.toggleCollect('exhibitor', 2, false)
    await plan.toggleCollect('exhibitor', 3, false)
    // the first one reaches the server; then the network goes again
    server.state.downAfter = 1
    root.ui.setOnline(true)
    await plan.idle()
    expect(server.calls).toEqual(['exhibitor:1=1', 'exhibitor:2=1'])
    expect(plan.pendingCount).toBe(2)
    expect(plan.isPending('exhibitor', 1)).toBe(false)
    expect(plan.collectNum).toBe(3)
    server.state.downAfter = Infinity
    root.ui.setOnline(false)
    root.ui.setOnline(true)
    await plan.idle()
    expect(server.calls).toEqual(['exhibitor:1=1', 'exhibitor:2=1', 'exhibitor:2=1', 'exhibitor:3=1'])
    expect([...server.plan]).toEqual(['exhibitor:1', 'exhibitor:2', 'exhibitor:3'])
    expect(plan.collectNum).toBe(3)
  })

  it('online, a request that fails for the network is queued, not lost, and shown pending', async () => {
    const server = fakeServer()
    server.state.down = true
    const { plan, storage } = visitor(server.api)
    await expect(plan.toggleCollect('product', 7, false)).resolves.toBe(true)
    expect(plan.isPending('product', 7)).toBe(true)
    expect(plan.ownFlagOf('product', 7)).toBe(true)
    expect(plan.collectNum).toBe(1)
    expect(JSON.parse(storage.getStorage(QUEUE_KEY)!)).toHaveLength(1)
    // the next tap, the network back: the earlier one goes first
    server.state.down = false
    await plan.toggleCollect('product', 8, false)
    expect(server.calls).toEqual(['product:7=1', 'product:7=1', 'product:8=1'])
    expect(plan.pendingCount).toBe(0)
    expect(plan.collectNum).toBe(2)
  })

  it("the host's next report of a connection sends what failed while it said it was online", async () => {
    const server = fakeServer()
    server.state.down = true
    const { plan, root } = visitor(server.api)
    await plan.toggleCollect('exhibitor', 5, false)
    expect(plan.isPending('exhibitor', 5)).toBe(true)
    server.state.down = false
    root.ui.setOnline(true)
    await plan.idle()
    expect(server.calls).toEqual(['exhibitor:5=1', 'exhibitor:5=1'])
    expect(plan.isPending('exhibitor', 5)).toBe(false)
  })

  it('a send that failed while the host still says online tries again by itself, sooner first', async () => {
    jest.useFakeTimers()
    try {
      const server = fakeServer()
      server.state.down = true
      const { plan } = visitor(server.api)
      await plan.toggleCollect('exhibitor', 6, false)
      expect(server.calls).toEqual(['exhibitor:6=1'])
      // no connection report comes (the host never saw the network go): the queue wakes itself
      await jest.advanceTimersByTimeAsync(3_000)
      expect(server.calls).toEqual(['exhibitor:6=1', 'exhibitor:6=1'])
      expect(plan.isPending('exhibitor', 6)).toBe(true)
      // the next try waits longer (6 s), and then goes through
      server.state.down = false
      await jest.advanceTimersByTimeAsync(5_000)
      expect(server.calls).toHaveLength(2)
      await jest.advanceTimersByTimeAsync(1_000)
      await plan.idle()
      expect(server.calls).toEqual(['exhibitor:6=1', 'exhibitor:6=1', 'exhibitor:6=1'])
      expect(plan.isPending('exhibitor', 6)).toBe(false)
    } finally {
      jest.useRealTimers()
    }
  })

  it('offline, a failed send waits for the connection report and sets no timer', async () => {
    jest.useFakeTimers()
    try {
      const server = fakeServer()
      server.state.down = true
      const { plan, root } = visitor(server.api)
      await plan.toggleCollect('exhibitor', 11, false)
      root.ui.setOnline(false)
      await jest.advanceTimersByTimeAsync(120_000)
      expect(server.calls).toEqual(['exhibitor:11=1'])
    } finally {
      jest.useRealTimers()
    }
  })

  it('online, taking back a change that waits for the network cancels it, and the item shows so', async () => {
    const server = fakeServer()
    server.state.down = true
    const { plan } = visitor(server.api)
    await plan.toggleCollect('product', 7, false)
    expect(plan.ownFlagOf('product', 7)).toBe(true)
    await expect(plan.toggleCollect('product', 7, true)).resolves.toBe(false)
    expect(plan.ownFlagOf('product', 7)).toBe(false)
    expect(plan.isPending('product', 7)).toBe(false)
    expect(plan.collectNum).toBe(0)
    server.state.down = false
    await plan.flushQueue()
    expect(server.calls).toEqual(['product:7=1'])
  })

  it('an action while the same item is on its way is sent after it, never merged into it', async () => {
    const server = fakeServer()
    const { plan } = visitor(server.api)
    server.state.hold = { release: () => undefined }
    const collecting = plan.toggleCollect('exhibitor', 1, false)
    await settle()
    // on its way online: the page shows the change with the server's answer (and the heart's count)
    expect(plan.ownFlagOf('exhibitor', 1)).toBeUndefined()
    const uncollecting = plan.toggleCollect('exhibitor', 1, true)
    server.state.hold.release()
    await Promise.all([collecting, uncollecting])
    expect(server.calls).toEqual(['exhibitor:1=1', 'exhibitor:1=0'])
    expect(server.plan.size).toBe(0)
    expect(plan.collectNum).toBe(0)
    expect(plan.ownFlagOf('exhibitor', 1)).toBe(false)
  })

  it('a tap refused online rejects with the server error, told once, and changes nothing', async () => {
    const server = fakeServer()
    server.state.refuse.add('exhibitor:4')
    const { plan, toasts } = visitor(server.api)
    plan.updateMenu = 0
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined)
    await expect(plan.toggleCollect('exhibitor', 4, false)).rejects.toThrow('Exhibitor not found')
    warn.mockRestore()
    expect(toasts).toEqual(['Exhibitor not found'])
    expect(plan.collectNum).toBe(0)
    expect(plan.updateMenu).toBe(0)
    expect(plan.pendingCount).toBe(0)
  })

  it("is the visitor's own: another visitor on the device neither sees nor sends it; junk in storage is ignored", async () => {
    const server = fakeServer()
    const storage = memoryStorage({ '__planQueue__:u2': 'not json', '__planQueue__:u3': '[{"seq":"x"}]' })
    const mine = visitor(server.api, storage, { online: false })
    await mine.plan.toggleCollect('exhibitor', 1, false)
    const other = new RootStore({ storage, planApi: server.api })
    other.context.setIdentity({ userId: 'u2', hasUserInfo: false })
    await other.plan.idle()
    expect(other.plan.pendingCount).toBe(0)
    other.context.setIdentity({ userId: 'u3', hasUserInfo: false })
    await other.plan.idle()
    expect(other.plan.pendingCount).toBe(0)
    await other.plan.flushQueue()
    expect(server.calls).toEqual([])
    expect(JSON.parse(storage.getStorage(QUEUE_KEY)!)).toHaveLength(1)
  })

  it('a removal in the plan offline: gone from the list at once, its products too, sent on reconnect', async () => {
    const server = fakeServer(['exhibitor:10', 'product:100'])
    const api: PlanApi = { ...server.api, getPlanList: async () => acmeWithLathe() }
    const { plan, root, storage } = visitor(api, memoryStorage(), { online: true })
    await plan.loadPlans()
    plan.setCollectNum(2)
    root.ui.setOnline(false)
    await plan.removeExhibitor(10)
    expect(plan.plans).toEqual([])
    expect(plan.deletePlans).toEqual({ exhibitorIds: [10], productIds: [100] })
    expect(plan.collectNum).toBe(0)
    expect(plan.pendingCount).toBe(2)

    // a reload offline: the plan read again is the one kept from before the removal (it still
    // lists Acme); the visitor's screens do not, and the heart does not count it
    const again = visitor(api, storage, { online: false })
    await again.plan.idle()
    await again.plan.loadPlans()
    // (the count as the heart reads it from that plan)
    again.plan.setCollectNum(2)
    expect(again.plan.plans[0]?.companyProfileList).toHaveLength(1)
    expect(again.plan.shownPlans).toEqual([])
    expect(again.plan.isEmpty).toBe(true)
    expect(again.plan.ownFlagOf('exhibitor', 10)).toBe(false)
    expect(again.plan.ownFlagOf('product', 100)).toBe(false)
    expect(again.plan.collectNum).toBe(0)
    expect(server.calls).toEqual([])

    root.ui.setOnline(true)
    await plan.idle()
    expect(server.calls).toEqual(['product:100=0', 'exhibitor:10=0'])
    expect(server.plan.size).toBe(0)
  })

  it("a product's removal waiting offline leaves its collected exhibitor listed after a reload", async () => {
    const server = fakeServer(['exhibitor:10', 'product:100'])
    const api: PlanApi = { ...server.api, getPlanList: async () => acmeWithLathe() }
    const { plan, root, storage } = visitor(api, memoryStorage(), { online: true })
    await plan.loadPlans()
    plan.setCollectNum(2)
    root.ui.setOnline(false)
    await plan.removeProduct(10, 100)
    expect(plan.plans[0]?.companyProfileList.map((c) => c.companyProfileId)).toEqual([10])
    expect(plan.collectNum).toBe(1)

    const again = visitor(api, storage, { online: false })
    await again.plan.idle()
    await again.plan.loadPlans()
    again.plan.setCollectNum(2)
    // the kept plan still lists the product; the screens list the exhibitor without it
    expect(again.plan.shownPlans[0]?.companyProfileList).toEqual([
      expect.objectContaining({ companyProfileId: 10, productList: [] }),
    ])
    expect(again.plan.isEmpty).toBe(false)
    expect(again.plan.collectNum).toBe(1)
  })
})
