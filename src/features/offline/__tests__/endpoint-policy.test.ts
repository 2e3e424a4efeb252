/**
 * The offline policy declared in the endpoint table is what both readers do: the offline data
 * (offline-data.ts) and the H5 service worker (platform/offline-worker/policy.ts). An endpoint whose
 * path changes, or a policy no reader understands, fails here instead of silently losing offline use.
 */
import * as API from '../../../services/api/endpoint-table'
import { pathOf, type Endpoint } from '../../../services/api/endpoint-table'
import {
  apiOriginsOf,
  collectChangeOf,
  isCachedApiGet,
  showsCollect,
  visitorCacheKey,
} from '../../../platform/offline-worker/policy'
import { keptAs } from '../offline-data'

const SELF = 'https://expo.example'
const origins = apiOriginsOf(SELF, [])
const endpoints = Object.entries(API).filter((entry): entry is [string, Endpoint] => typeof entry[1] === 'object')
const withPolicy = (...policies: Array<Endpoint['offline']>) =>
  endpoints.filter(([, e]) => policies.includes(e.offline))
/** a path the app would ask for: every `:name` filled in */
const samplePath = (e: Endpoint) =>
  pathOf(e, Object.fromEntries([...e.path.matchAll(/:(\w+)/g)].map((m) => [m[1]!, m[1] === 'id' ? 42 : 'CGA'])))
const swKeeps = (e: Endpoint) => isCachedApiGet('GET', new URL(samplePath(e), SELF), origins)

describe('the endpoint table’s offline policies', () => {
  it('declares the offline use the app has always had', () => {
    // a guard against a policy dropped while an endpoint is renamed or moved
    const declared = Object.fromEntries(endpoints.filter(([, e]) => e.offline).map(([name, e]) => [name, e.offline]))
    expect(declared).toMatchObject({
      listCompanies: 'list',
      listProducts: 'list',
      getSessionList: 'list',
      getExhibitorDetail: 'detail',
      getProductDetail: 'detail',
      getSessionDetail: 'detail',
      getHallPlan: 'detail',
      getCompanyHomeData: 'page',
      getCategory: 'page',
      getPlanList: 'page',
      getMyAgenda: 'page',
      sendCode: 'live',
      getExhibitorInfo: 'live',
      getEditionPack: 'live',
      verifyBadge: 'live',
    })
  })

  it.each(withPolicy('page', 'detail'))('%s: kept whole by the offline data and cached by the worker', (_, e) => {
    expect(keptAs('GET', samplePath(e))).toBe(e.offline)
    expect(swKeeps(e)).toBe(true)
  })

  it.each(withPolicy('list'))('%s: its entries kept by the offline data', (_, e) => {
    expect(keptAs('GET', samplePath(e)) ?? keptAs('POST', samplePath(e))).toBe('list')
  })

  it.each(withPolicy('live'))('%s: never answered from the worker’s cache, nor kept', (_, e) => {
    expect(swKeeps(e)).toBe(false)
    expect(keptAs('GET', samplePath(e))).toBeUndefined()
  })

  it.each(withPolicy(undefined))('%s: not kept by the offline data (no policy declared)', (_, e) => {
    expect(keptAs('GET', samplePath(e))).toBeUndefined()
    expect(keptAs('POST', samplePath(e))).toBeUndefined()
  })

  it('the worker’s collect rules follow the table’s plan paths', () => {
    for (const [e, kind] of [
      [API.collectExhibitor, 'exhibitor'],
      [API.collectProduct, 'product'],
    ] as const) {
      expect(collectChangeOf('PUT', new URL(samplePath(e), SELF))).toEqual({ kind, id: '42' })
    }
    const session = visitorCacheKey(`${SELF}/x`, 'digest')
    const change = { kind: 'exhibitor', id: '42' } as const
    for (const e of [API.getPlanList, API.getCompanyPlan, API.getProductPlan]) {
      expect(showsCollect(visitorCacheKey(`${SELF}${samplePath(e)}`, 'digest'), change, session)).toBe(true)
    }
    const detail = `${SELF}${API.getExhibitorDetail.path}?companyProfileId=42`
    expect(showsCollect(visitorCacheKey(detail, 'digest'), change, session)).toBe(true)
  })
})
