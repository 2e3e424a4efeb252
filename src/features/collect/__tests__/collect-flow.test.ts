import { dictionary } from '../../../i18n'
import { platformCaps } from '../../../platform/caps'
import type { PlatformAdapter } from '../../../platform/types'
import { ApiError } from '../../../services/api'
import { RootStore } from '../../../stores'
import { fakePlanApi, memoryStorage } from '../../../../test-support/fakes'
import { runCollect } from '../collect-flow'

function setup(
  kind: PlatformAdapter['kind'],
  opts: { query?: Record<string, string>; collectCnt?: number; fail?: Error } = {},
) {
  const planApi = fakePlanApi()
  planApi.collect = async (...args) => {
    planApi.calls.push(args)
    if (opts.fail) throw opts.fail
    return { collectCnt: opts.collectCnt ?? 5 }
  }
  const store = new RootStore({ storage: memoryStorage(), planApi })
  store.context.adoptEventCode('SIE')
  const toasts: string[] = []
  const platform = {
    kind,
    caps: platformCaps(kind, { mobile: true, android: true, ios: false, miniprogram: false }),
    currentQuery: () => opts.query ?? {},
    showToast: (m: string) => toasts.push(m),
    openPhoneCertification: jest.fn(),
    notLoginTip: jest.fn(async () => true),
    collectAction: jest.fn(async () => true),
  } as unknown as PlatformAdapter
  planApi.collectInApp = jest.fn(async (...args: unknown[]) => {
    planApi.calls.push(['app', ...args])
    return { collectCnt: 8 }
  })
  const t = dictionary('EN')
  return { deps: { store, platform, t }, store, planApi, toasts, platform }
}

describe('collect toggle (spec §4)', () => {
  it('web: collects, sets the menu flag from 0 to 1, takes collectCnt and toasts', async () => {
    const s = setup('web', { collectCnt: 3 })
    s.store.plan.updateMenu = 0
    const out = await runCollect(s.deps, { target: 'exhibitor', id: 1, collected: false })
    expect(out).toEqual({ status: 'changed', collected: true })
    expect(s.planApi.calls[0]).toEqual(['exhibitor', 1, 1, 'SIE'])
    expect(s.store.plan.updateMenu).toBe(1)
    expect(s.store.plan.collectNum).toBe(3)
    expect(s.toasts).toEqual(['Congratulations, collected successfully'])
  })

  it('web: a product is removed with the toast in the words of its button (Remove → removed from my plan)', async () => {
    const s = setup('web')
    const out = await runCollect(s.deps, { target: 'product', id: 9, collected: true, eventCode: 'CGA' })
    expect(out).toEqual({ status: 'changed', collected: false })
    expect(s.planApi.calls[0]).toEqual(['product', 9, 0, 'CGA'])
    expect(s.toasts).toEqual(['Removed from my plan'])
    await runCollect(s.deps, { target: 'product', id: 9, collected: false, eventCode: 'CGA' })
    expect(s.toasts).toEqual(['Removed from my plan', 'Added to my plan'])
  })

  it('web: an exhibitor is uncollected with the uncollect toast', async () => {
    const s = setup('web')
    await runCollect(s.deps, { target: 'exhibitor', id: 9, collected: true })
    expect(s.toasts).toEqual(['Congratulations, uncollected successfully'])
  })

  it('mini-program with a userId in the route query: blocked, sent to phone certification', async () => {
    const s = setup('weapp', { query: { userId: 'u1' } })
    expect(await runCollect(s.deps, { target: 'exhibitor', id: 1, collected: false })).toEqual({
      status: 'blocked',
      reason: 'certify',
    })
    expect(s.platform.openPhoneCertification).toHaveBeenCalled()
    expect(s.planApi.calls).toHaveLength(0)
  })

  it('mini-program with a userId in the query, the phone already proven: the collect goes through', async () => {
    const s = setup('weapp', { query: { userId: 'u1' } })
    s.store.certification.adopt(
      {
        editToken: 'tok',
        expiresAt: new Date(Date.now() + 3600_000).toISOString(),
        companyProfileIds: [],
        maskedPhone: '138****8000',
        organiser: { name: 'Org', tel: '1', email: 'o@example.com' },
      },
      '',
    )
    expect((await runCollect(s.deps, { target: 'exhibitor', id: 1, collected: false })).status).toBe('changed')
    expect(s.platform.openPhoneCertification).not.toHaveBeenCalled()
  })

  it('mini-program without a userId in the query collects normally', async () => {
    const s = setup('weapp')
    expect((await runCollect(s.deps, { target: 'exhibitor', id: 1, collected: false })).status).toBe('changed')
  })

  it('native app without user info: the not-logged-in prompt, nothing sent', async () => {
    const s = setup('app')
    expect(await runCollect(s.deps, { target: 'exhibitor', id: 1, collected: false })).toEqual({
      status: 'blocked',
      reason: 'login',
    })
    expect(s.platform.notLoginTip).toHaveBeenCalled()
    expect(s.planApi.calls).toHaveLength(0)
  })

  it('native app whose bridge does not answer: the visitor is told to log in, not left with nothing', async () => {
    const s = setup('app')
    ;(s.platform.notLoginTip as jest.Mock).mockResolvedValue(false)
    expect(await runCollect(s.deps, { target: 'exhibitor', id: 1, collected: false })).toEqual({
      status: 'blocked',
      reason: 'login',
    })
    expect(s.toasts).toEqual(['Please log in to the app first'])
    expect(s.planApi.calls).toHaveLength(0)
  })

  it('native app with user info: the plan store collects through the app with its userId + sessionId', async () => {
    const s = setup('app')
    s.store.context.setIdentity({ userId: '42', sessionId: 'sess', hasUserInfo: true })
    expect(await runCollect(s.deps, { target: 'product', id: 7, collected: false })).toEqual({
      status: 'changed',
      collected: true,
    })
    expect(s.planApi.calls).toEqual([['app', 'product', 7, 1, { userId: '42', sessionId: 'sess' }]])
    expect(s.store.plan.collectNum).toBe(8)
    expect(s.toasts).toEqual(['Added to my plan'])
  })

  it('offline: changed at once, marked pending, with the toast that says it will be sent later (issue 16)', async () => {
    const s = setup('web', { collectCnt: 1 })
    s.store.context.setIdentity({ userId: 'u1', hasUserInfo: false })
    s.store.ui.setOnline(false)
    expect(await runCollect(s.deps, { target: 'exhibitor', id: 1, collected: false })).toEqual({
      status: 'changed',
      collected: true,
      pending: true,
    })
    expect(s.planApi.calls).toEqual([])
    expect(s.store.plan.isPending('exhibitor', 1)).toBe(true)
    expect(s.toasts).toEqual(["Saved on this phone. It will be sent when you're back online"])
    s.store.ui.setOnline(true)
    await s.store.plan.idle()
    expect(s.planApi.calls).toEqual([['exhibitor', 1, 1, 'SIE']])
    expect(s.store.plan.isPending('exhibitor', 1)).toBe(false)
  })

  it('errors: API errors were told by the plan store; others are toasted here; state unchanged', async () => {
    const api = setup('web', { fail: new ApiError('Exhibitor not found', 'business') })
    api.store.plan.updateMenu = 0
    expect(await runCollect(api.deps, { target: 'exhibitor', id: 1, collected: false })).toEqual({
      status: 'failed',
      message: 'Exhibitor not found',
    })
    expect(api.toasts).toEqual([])
    expect(api.store.plan.updateMenu).toBe(0)
    const other = setup('web', { fail: new Error('boom') })
    await runCollect(other.deps, { target: 'exhibitor', id: 1, collected: false })
    expect(other.toasts).toEqual(['boom'])
  })
})
