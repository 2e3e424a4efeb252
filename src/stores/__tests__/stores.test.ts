import { memoryStorage, fakePlanApi } from '../../../test-support/fakes'
import { countPlan } from '../plan-store'
import { RootStore } from '../root-store'
import type { PlanEditionEntry } from '../../../types/api'

function makeRoot(storage = memoryStorage(), planApi = fakePlanApi()) {
  return { root: new RootStore({ storage, planApi }), storage, planApi }
}

describe('LanguageStore', () => {
  it('defaults to ZH-CN and reads the stored language in any case', () => {
    expect(makeRoot().root.language.language).toBe('ZH-CN')
    expect(makeRoot(memoryStorage({ __language__: 'en' })).root.language.language).toBe('EN')
    expect(makeRoot(memoryStorage({ __language__: 'klingon' })).root.language.language).toBe('ZH-CN')
  })

  it('stores a change upper-cased and sets the menu-update flag', () => {
    const { root, storage } = makeRoot()
    root.plan.updateMenu = 0
    expect(root.language.setLanguage('en')).toBe(true)
    expect(root.language.language).toBe('EN')
    expect(storage.data.get('__language__')).toBe('EN')
    expect(root.plan.updateMenu).toBe(1)
    expect(root.language.t.routeTitle.exhibitorsList).toBe('Exhibitors')
  })

  it('does nothing when the current language is chosen', () => {
    const { root, storage } = makeRoot()
    root.plan.updateMenu = 0
    expect(root.language.setLanguage('ZH-CN')).toBe(false)
    expect(storage.data.has('__language__')).toBe(false)
    expect(root.plan.updateMenu).toBe(0)
  })

  it('adopts a query language, flagging the plan for reload only when it changes, ignoring junk', () => {
    const { root, storage } = makeRoot()
    root.plan.updateMenu = 0
    root.language.adopt('zh-cn')
    expect(root.plan.updateMenu).toBe(0)
    root.language.adopt('en')
    expect(root.language.language).toBe('EN')
    expect(storage.data.get('__language__')).toBe('EN')
    expect(root.plan.updateMenu).toBe(1)
    root.plan.updateMenu = 0
    root.language.adopt('xx')
    expect(root.language.language).toBe('EN')
    expect(root.plan.updateMenu).toBe(0)
  })
})

describe('ContextStore', () => {
  it('takes the query eventCode, else the stored one, and stores it', () => {
    const { root, storage } = makeRoot(memoryStorage({ __eventCode__: 'SIMM' }))
    expect(root.context.eventCode).toBe('SIMM')
    root.context.adoptEventCode(undefined)
    expect(root.context.eventCode).toBe('SIMM')
    root.context.adoptEventCode('CGA')
    expect(storage.data.get('__eventCode__')).toBe('CGA')
  })

  it('switches on the alternate branding for CGA only', () => {
    const { root } = makeRoot()
    root.context.adoptEventCode('SIMM')
    expect(root.context.altBranding).toBe(false)
    root.context.adoptEventCode('CGA')
    expect(root.context.altBranding).toBe(true)
  })
})

describe('UiStore', () => {
  it('uses the 40 px navbar in browser mode and status bar + 88 − 1 for the top bar', () => {
    const { root } = makeRoot()
    expect(root.ui.ready).toBe(false)
    root.ui.setStatusBarHeight(0, false)
    expect(root.ui.navbarHeight).toBe(40)
    expect(root.ui.ready).toBe(true)
    root.ui.setStatusBarHeight(88, true)
    expect(root.ui.topBarHeight).toBe(88 + 88 - 1)
    expect(root.ui.navbarHeight).toBe((88 + 88 - 1) / 2)
  })
})

const plan = (): PlanEditionEntry[] => [
  {
    eventEditionId: 1,
    eventEditionName: 'SIMM 2026',
    eventCode: 'SIMM',
    companyProfileList: [
      {
        companyProfileId: 10,
        companyProfileName: '华东机械',
        logo: '',
        stand: '1A01',
        collected: 1,
        productList: [
          { productId: 100, productName: 'Lathe', logo: '' },
          { productId: 101, productName: 'Mill', logo: '' },
        ],
      },
      { companyProfileId: 11, companyProfileName: 'Acme', logo: '', stand: '1A02', collected: 1, productList: [] },
    ],
  },
  {
    eventEditionId: 2,
    eventEditionName: 'SIMM 2025',
    eventCode: 'SIMM',
    companyProfileList: [
      { companyProfileId: 20, companyProfileName: 'Solo', logo: '', stand: '2B01', collected: 1, productList: [] },
    ],
  },
]

describe('PlanStore', () => {
  async function loaded(collectCnt = 7) {
    const api = fakePlanApi({ getPlanList: async () => plan() })
    api.collect = async (...args) => {
      api.calls.push(args)
      return { collectCnt }
    }
    const { root } = makeRoot(memoryStorage(), api)
    await root.plan.openPanel()
    return { store: root.plan, api }
  }

  it('opening the panel clears deletePlans and loads when the update flag is set, then resets it', async () => {
    const { store } = await loaded()
    expect(store.plans).toHaveLength(2)
    expect(store.updateMenu).toBe(0)
    store.deletePlans.productIds.push(5)
    await store.openPanel()
    expect(store.deletePlans).toEqual({ productIds: [], exhibitorIds: [] })
  })

  it('removing the last exhibitor of an edition removes the edition', async () => {
    const { store, api } = await loaded(3)
    await store.removeExhibitor(20)
    expect(store.plans.map((e) => e.eventEditionName)).toEqual(['SIMM 2026'])
    expect(api.calls[0]).toEqual(['exhibitor', 20, 0, 'SIMM'])
    expect(store.collectNum).toBe(3)
    expect(store.deletePlans.exhibitorIds).toEqual([20])
  })

  it('removing an exhibitor records its products as removed too', async () => {
    const { store } = await loaded()
    await store.removeExhibitor(10)
    expect(store.plans[0].companyProfileList.map((c) => c.companyProfileId)).toEqual([11])
    expect(store.deletePlans.productIds).toEqual([100, 101])
  })

  it('removing a product keeps the exhibitor while others remain; a collected exhibitor stays after its last', async () => {
    const { store } = await loaded(2)
    await store.removeProduct(10, 100)
    expect(store.plans[0].companyProfileList[0].productList.map((p) => p.productId)).toEqual([101])
    await store.removeProduct(10, 101)
    // the exhibitor itself is collected: it stays, without products, and the plan is not empty
    expect(store.plans[0].companyProfileList.map((c) => c.companyProfileId)).toEqual([10, 11])
    expect(store.plans[0].companyProfileList[0].productList).toEqual([])
    expect(store.isEmpty).toBe(false)
    expect(store.deletePlans.productIds).toEqual([100, 101])
    expect(store.deletePlans.exhibitorIds).toEqual([])
    expect(store.collectNum).toBe(2)
  })

  it('an exhibitor listed only for its products goes with its last product, and the edition with it', async () => {
    // the first edition of the fixture, with 华东机械 listed only for one of its products
    const [first] = plan()
    const [company] = first.companyProfileList
    const onlyForItsProduct = { ...company, collected: 0 as const, productList: company.productList.slice(0, 1) }
    const api = fakePlanApi({ getPlanList: async () => [{ ...first, companyProfileList: [onlyForItsProduct] }] })
    api.collect = async () => ({ collectCnt: 0 })
    const { root } = makeRoot(memoryStorage(), api)
    await root.plan.openPanel()
    await root.plan.removeProduct(10, 100)
    expect(root.plan.plans).toEqual([])
    expect(root.plan.isEmpty).toBe(true)
  })

  it('a failed removal leaves the plan as it was', async () => {
    const { store, api } = await loaded()
    api.collect = async () => {
      throw new Error('boom')
    }
    await expect(store.removeExhibitor(11)).rejects.toThrow('boom')
    expect(store.plans[0].companyProfileList).toHaveLength(2)
  })

  it('collect toggle sets the menu flag when it was 0 and takes collectCnt from the server', async () => {
    const { store } = await loaded(9)
    expect(store.updateMenu).toBe(0)
    await expect(store.toggleCollect('product', 55, false, 'SIMM')).resolves.toBe(true)
    expect(store.updateMenu).toBe(1)
    expect(store.collectNum).toBe(9)
    await expect(store.toggleCollect('product', 55, true)).resolves.toBe(false)
  })

  it("the native app's collect goes through the app's path with its user, and updates the plan the same way", async () => {
    const { store, api } = await loaded()
    api.collectInApp = async (...args) => {
      api.calls.push(['app', ...args])
      return { collectCnt: 11 }
    }
    store.deletePlans.exhibitorIds.push(3)
    const app = { userId: '42', sessionId: 'sess' }
    await expect(store.toggleCollectInApp('exhibitor', 3, false, app)).resolves.toBe(true)
    expect(api.calls[api.calls.length - 1]).toEqual(['app', 'exhibitor', 3, 1, app])
    expect(store.updateMenu).toBe(1)
    expect(store.collectNum).toBe(11)
    expect(store.deletePlans.exhibitorIds).toEqual([])
    // an app that answers no count keeps the one shown; a failure changes nothing
    store.updateMenu = 0
    api.collectInApp = async () => ({ collectCnt: undefined })
    await expect(store.toggleCollectInApp('exhibitor', 3, true, app)).resolves.toBe(false)
    expect(store.collectNum).toBe(11)
    expect(store.updateMenu).toBe(1)
    store.updateMenu = 0
    api.collectInApp = async () => {
      throw new Error('offline')
    }
    await expect(store.toggleCollectInApp('product', 5, false, app)).rejects.toThrow('offline')
    expect(store.updateMenu).toBe(0)
  })

  it('a change during a load keeps the update flag, so the next panel open reloads', async () => {
    let release: (plans: PlanEditionEntry[]) => void = () => undefined
    const api = fakePlanApi({ getPlanList: () => new Promise((resolve) => (release = resolve)) })
    const { root } = makeRoot(memoryStorage(), api)
    const loading = root.plan.loadPlans()
    root.language.adopt('EN') // the page read ?language=EN while the heart's load was on its way
    release(plan())
    await loading
    expect(root.plan.updateMenu).toBe(1)
    api.getPlanList = async () => plan()
    await root.plan.openPanel()
    expect(root.plan.updateMenu).toBe(0)
  })

  it("the heart's count is read once per event code, once the visitor is known; a failed read is tried again", async () => {
    let fail = true
    const api = fakePlanApi({
      getPlanList: jest.fn(async () => {
        if (fail) throw new Error('offline')
        return plan()
      }),
    })
    const { root } = makeRoot(memoryStorage({ __eventCode__: 'SIMM' }), api)
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined)
    await root.plan.syncCount()
    expect(api.getPlanList).not.toHaveBeenCalled() // not ready, no visitor yet
    root.context.setIdentity({ userId: 'u1', hasUserInfo: false })
    root.ui.setStatusBarHeight(0, false)
    await root.plan.syncCount()
    expect(root.plan.collectNum).toBe(0)
    fail = false
    await root.plan.syncCount()
    // 10 (collected) with 2 products, 11 (collected), 20 (collected)
    expect(root.plan.collectNum).toBe(countPlan(plan()))
    await root.plan.syncCount()
    expect(api.getPlanList).toHaveBeenCalledTimes(2)
    warn.mockRestore()
  })

  it('the plan pages remove an entry with the same cascades; one the plan does not hold is uncollected directly', async () => {
    const { store, api } = await loaded(4)
    await store.removeEntry({ target: 'exhibitor', companyProfileId: 10 })
    expect(api.calls).toEqual([
      ['product', 100, 0, 'SIMM'],
      ['product', 101, 0, 'SIMM'],
      ['exhibitor', 10, 0, 'SIMM'],
    ])
    expect(store.deletePlans.exhibitorIds).toEqual([10])
    await store.removeEntry({ target: 'product', companyProfileId: 99, productId: 999 }, 'SIMM')
    expect(api.calls[3]).toEqual(['product', 999, 0, 'SIMM'])
  })

  it('plan load failures are only logged', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined)
    const { root } = makeRoot(
      memoryStorage(),
      fakePlanApi({
        getPlanList: async () => {
          throw new Error('offline')
        },
      }),
    )
    await root.plan.openPanel()
    expect(root.plan.plans).toEqual([])
    expect(root.plan.loading).toBe(false)
    expect(warn).toHaveBeenCalled()
    warn.mockRestore()
  })
})
