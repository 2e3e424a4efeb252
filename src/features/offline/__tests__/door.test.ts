import { act } from '@testing-library/react'
import { createTestServices } from '../../../../test-support/render-with-services'
import type { OfflineStore } from '../../../platform'
import type { OfflineRequest } from '../../../services/api'
import { offlineAnswers } from '..'

function memoryStore(): OfflineStore {
  const map = new Map<string, string>()
  return {
    budget: 1e8,
    get: async (k) => (map.has(k) ? JSON.parse(map.get(k)!) : undefined),
    set: async (k, v) => (map.set(k, JSON.stringify(v)), map.get(k)!.length),
    remove: async (k) => void map.delete(k),
  }
}

const detailReq: OfflineRequest = {
  backend: 'rxweb',
  method: 'GET',
  path: '/api/v4/getProductDetail',
  query: { language: 'EN', eventCode: 'SIE', userId: 'u', productId: 7 },
}

describe('the offline door', () => {
  it('keeps answers that came before its module, recalls them after, and sets the notice’s time', async () => {
    const store = memoryStore()
    const services = createTestServices({ language: 'EN', platform: { offlineStore: async () => store } })
    const answers = offlineAnswers(services.platform, services.store)
    // the module is not loaded yet: the answer waits in memory
    answers.remember(detailReq, { productId: 7, productName: 'Pump', collected: 0 })
    await act(() => answers.preload())
    const data = await answers.preload()
    await data!.flush()
    act(() => services.store.ui.setOnline(false))
    // offline, an answer comes from the service worker's cache: not kept again as if fetched now
    answers.remember({ ...detailReq, query: { ...detailReq.query, productId: 8 } }, { productId: 8 })
    await data!.flush()
    expect(await answers.recall({ ...detailReq, query: { ...detailReq.query, productId: 8 } })).toBeUndefined()
    const kept = await act(() => answers.recall(detailReq))
    expect(kept).toEqual({ data: { productId: 7, productName: 'Pump', collected: 0 } })
    expect(services.store.ui.noticeShown).toBe(true)
    expect(services.store.ui.offlineText).toMatch(/^Offline · data from \d+ [A-Z][a-z]{2} \d\d:\d\d$/)
    // the notice follows the language
    act(() => void services.store.language.setLanguage('ZH-CN'))
    expect(services.store.ui.offlineText).toMatch(/^离线 · 数据更新于 \d+月\d+日 \d\d:\d\d$/)
    // the pack's calls reach the same data
    expect(await answers.heldPackVersion('SIE', 'EN')).toBeNull()
    await answers.applyEditionPack({
      eventCode: 'SIE',
      language: 'EN',
      version: 3,
      since: null,
      generatedAt: '2026-11-23T00:00:00Z',
      zone: { timeZone: 'Asia/Shanghai', timeZoneName: 'Shanghai' },
      edition: {
        eventEditionId: 1,
        eventEditionName: '',
        eventCode: 'SIE',
        exhibitionId: 1,
        exhibitionName: '',
        year: 2026,
        startDate: '',
        endDate: '',
      },
      exhibitors: [],
      products: [],
      categories: [],
      sessions: [],
      halls: [],
      removed: { exhibitors: [], products: [], sessions: [] },
    })
    expect(await answers.heldPackVersion('SIE', 'EN')).toBe(3)
  })

  it('when its store cannot load (offline before the code came), a failed request is told as before', async () => {
    const services = createTestServices({
      language: 'EN',
      platform: { offlineStore: () => Promise.reject(new Error('chunk failed')) },
    })
    const answers = offlineAnswers(services.platform, services.store)
    expect(await answers.recall(detailReq)).toBeUndefined()
    expect(await answers.preload()).toBeUndefined()
  })
})
