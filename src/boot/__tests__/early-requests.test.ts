import Taro from '@tarojs/taro'
import { companyListItem } from '../../../test-support/companies'
import type { CompanyListItem } from '../../../types/api'
import { directoryApi } from '../../features/directory/directory-api'
import { DirectoryListStore } from '../../features/directory/list-store'
import { initialFilter } from '../../features/directory/first-page'
import { ApiClient, createEndpoints, taroTransport, type RequestContext } from '../../services/api'
import { EARLY_REQUESTS_GLOBAL } from '../../services/api/early'
import { SessionListStore } from '../../features/conference/list-store'
import { bootEarlyRequests, type BootEnvironment } from '../early-requests'
import type { BootCardsInput } from '../painted-cards'

const config = { rxwebBaseUrl: 'http://api.test', showBaseUrl: 'http://show.test', defaultEventCode: 'SIE' }

const company = (id: number) =>
  companyListItem(id, { logo: `/media/company/${id}.svg`, logoWidth: 300, logoHeight: 200 })

const page = { result: 'OK', resultList: { list: [1, 2, 3, 4, 5, 6].map(company), total: 6, hasMore: false } }

function browser(
  over: Partial<BootEnvironment> & { stored?: Record<string, string>; issues?: string; list?: CompanyListItem[] } = {},
) {
  const store = new Map(Object.entries(over.stored ?? {}))
  const fetches: Array<{ url: string; init: RequestInit }> = []
  const preloads: Array<{ url: string; first: boolean }> = []
  const env: BootEnvironment = {
    pathname: '/exhibitors/list',
    search: '',
    userAgent: 'Mozilla/5.0 (Linux; Android 13) Mobile Safari/537.36',
    storage: { getItem: (k) => store.get(k) ?? null, setItem: (k, v) => void store.set(k, v) },
    fetch: (async (url: string, init: RequestInit) => {
      fetches.push({ url, init })
      // the server issues a session secret to a visitor id it has not seen
      const headers = new Headers(over.issues ? { 'x-visitor-session': over.issues } : {})
      const answer = over.list ? { ...page, resultList: { ...page.resultList, list: over.list } } : page
      return { status: 200, headers, text: async () => JSON.stringify(answer) }
    }) as unknown as typeof fetch,
    preloadImage: (url, first) => preloads.push({ url, first }),
    config,
    ...over,
  }
  return { env, store, fetches, preloads }
}

/** The app's side: its real client and list store, context as the app would resolve it. */
function appList(context: RequestContext, query: Record<string, string> = {}) {
  const client = new ApiClient({
    transport: taroTransport,
    baseUrls: { rxweb: config.rxwebBaseUrl, show: config.showBaseUrl },
    context: () => context,
    messages: () => ({ networkError: 'n', timeoutError: 't', serverError: 's' }),
    notify: () => undefined,
  })
  const list = new DirectoryListStore('exhibitors', directoryApi(createEndpoints(client)))
  list.filter = initialFilter(query)
  return list
}

describe('early requests (index.html boot script)', () => {
  let request: jest.SpyInstance
  beforeEach(() => {
    delete (globalThis as Record<string, unknown>)[EARLY_REQUESTS_GLOBAL]
    request = jest.spyOn(Taro, 'request').mockImplementation((() => {
      throw new Error('the app went to the network')
    }) as never)
  })
  afterEach(() => request.mockRestore())

  it('on a first visit asks for the first exhibitor page, and the list takes that answer', async () => {
    const { env, store, fetches } = browser()
    await bootEarlyRequests(env)

    expect(fetches).toHaveLength(1)
    const userId = store.get('__userId__')!
    expect(userId).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/)
    expect(fetches[0].url).toBe(
      `http://api.test/api/v5/companyProfiles/listPage?language=ZH-CN&eventCode=SIE&userId=${userId}` +
        '&isShowCountNum=1&pageNo=1&pageSize=20',
    )
    expect(fetches[0].init.method).toBe('POST')

    const list = appList({ language: 'ZH-CN', eventCode: 'SIE', userId })
    await list.reload()
    expect(list.pages.items.map((i) => i.companyProfileName)).toEqual([1, 2, 3, 4, 5, 6].map((i) => `Company ${i}`))
    expect(request).not.toHaveBeenCalled()
  })

  it('is used once: a reload of the list goes to the network', async () => {
    const { env, store } = browser()
    await bootEarlyRequests(env)
    const list = appList({ language: 'ZH-CN', eventCode: 'SIE', userId: store.get('__userId__')! })
    await list.reload()
    request.mockResolvedValue({ statusCode: 200, data: page } as never)
    await list.reload()
    expect(request).toHaveBeenCalledTimes(1)
  })

  it('on the session list asks for the days and the first page of the day it opens on together; the list takes both', async () => {
    const filters = {
      eventEditionId: 22,
      eventEditionName: 'SIE 2026',
      timeZone: 'Asia/Shanghai',
      timeZoneName: '上海',
      days: [
        { date: '2026-09-15', count: 1 },
        { date: '2026-09-16', count: 1 },
      ],
      defaultDay: '2026-09-16',
      tracks: [],
      rooms: [],
      total: 2,
      reminderLeadMinutes: 15,
    }
    const sessions = {
      list: [],
      total: 0,
      pageNo: 1,
      pageSize: 30,
      hasMore: false,
      eventEditionId: 22,
      day: '2026-09-16',
    }
    // no answer until both were asked: one round trip, not two one after the other
    let bothAsked!: () => void
    const gate = new Promise<void>((resolve) => (bothAsked = resolve))
    const { env, store, fetches } = browser({
      pathname: '/meeting/list',
      fetch: (async (url: string, init: RequestInit) => {
        fetches.push({ url, init })
        if (fetches.length === 2) bothAsked()
        await gate
        const body = url.includes('getSessionFilters') ? filters : sessions
        return {
          status: 200,
          headers: new Headers(),
          text: async () => JSON.stringify({ result: 'OK', resultList: body }),
        }
      }) as unknown as typeof fetch,
    })
    await bootEarlyRequests(env)
    const userId = store.get('__userId__')!
    expect(fetches.map((f) => f.url)).toEqual([
      // the days are public: no visitor id, so no wait for their session on a first visit
      'http://show.test/api/v5/session/getSessionFilters?language=ZH-CN&eventCode=SIE',
      `http://show.test/api/v5/session/getSessionList?language=ZH-CN&eventCode=SIE&userId=${userId}` +
        '&pageNo=1&pageSize=30&isShowCountNum=1&openingDay=1',
    ])
    const client = new ApiClient({
      transport: taroTransport,
      baseUrls: { rxweb: config.rxwebBaseUrl, show: config.showBaseUrl },
      context: () => ({ language: 'ZH-CN', eventCode: 'SIE', userId }),
      messages: () => ({ networkError: 'n', timeoutError: 't', serverError: 's' }),
      notify: () => undefined,
    })
    const api = createEndpoints(client)
    // the device's clock agrees with the server's: the second day of the show
    const list = new SessionListStore(
      { getSessionFilters: (q) => api.getSessionFilters(q), getSessionList: (q) => api.getSessionList(q) },
      { now: () => Date.parse('2026-09-16T02:00:00Z') },
    )
    await list.open()
    expect(list.day).toBe('2026-09-16')
    expect(list.status).toBe('ready')
    expect(list.pages.pageNo).toBe(1)
    expect(request).not.toHaveBeenCalled()
  })

  it("preloads one image, the first card's, with high priority, when the screen is unknown", async () => {
    const { env, preloads } = browser()
    await bootEarlyRequests(env)
    expect(preloads).toEqual([{ url: 'http://api.test/media/company/1.svg', first: true }])
  })

  it('preloads only the image that shows the most on the first screen (the others load as the cards render)', async () => {
    // card 4 is tall (200×300) and on the first screen: it shows the most
    const list = [1, 2, 3, 4, 5, 6].map((id) =>
      id === 4 ? { ...company(4), logoWidth: 200, logoHeight: 300 } : company(id),
    )
    const phone = browser({ screen: { width: 412, height: 823 }, list })
    await bootEarlyRequests(phone.env)
    expect(phone.preloads).toEqual([{ url: 'http://api.test/media/company/4.svg', first: true }])
    // a window so short that only the first row shows: card 4 starts below it
    const short = browser({ screen: { width: 375, height: 200 }, list })
    await bootEarlyRequests(short.env)
    expect(short.preloads).toEqual([{ url: 'http://api.test/media/company/1.svg', first: true }])
  })

  it("follows the query: language, eventCode, the home's edition and a userId", async () => {
    const { env, store, fetches } = browser({
      pathname: '/exhibits/list/',
      search: '?language=en&eventCode=CGA&eventEditionId=11&userId=u-42',
      stored: { __language__: 'ZH-CN', __eventCode__: 'SIE' },
    })
    await bootEarlyRequests(env)
    expect(store.get('__userId__')).toBe('u-42')
    expect(fetches[0].url).toBe(
      'http://api.test/api/v5/products/listPage?language=EN&eventCode=CGA&userId=u-42&isShowCountNum=1&pageNo=1&pageSize=20',
    )
    expect(JSON.parse(String(fetches[0].init.body))).toEqual({ divisions: [11], meals: [], categorys: [], orderBy: 0 })
  })

  it("on a reload or back/forward the visitor's stored language wins over an old address's, as in the app", async () => {
    const { env, fetches } = browser({
      search: '?language=ZH-CN',
      stored: { __language__: 'EN', __eventCode__: 'SIE', __userId__: 'u-7' },
      reachedThroughHistory: true,
    })
    await bootEarlyRequests(env)
    expect(fetches[0].url).toContain('?language=EN&eventCode=SIE&userId=u-7&')
  })

  it('uses the stored language, event and visitor when the query has none', async () => {
    const { env, fetches } = browser({ stored: { __language__: 'EN', __eventCode__: 'CGA', __userId__: 'u-7' } })
    await bootEarlyRequests(env)
    expect(fetches[0].url).toContain('?language=EN&eventCode=CGA&userId=u-7&')
  })

  it('a request that differs from the boot one (another filter) is not served from it', async () => {
    const { env, store } = browser()
    await bootEarlyRequests(env)
    request.mockResolvedValue({ statusCode: 200, data: page } as never)
    const list = appList(
      { language: 'ZH-CN', eventCode: 'SIE', userId: store.get('__userId__')! },
      { eventEditionId: '21' },
    )
    await list.reload()
    expect(request).toHaveBeenCalledTimes(1)
  })

  it("a first visit stores the session secret the server issues with the answer, for the app's requests", async () => {
    const { env, store, fetches } = browser({ issues: 'secret-1' })
    await bootEarlyRequests(env)
    const userId = store.get('__userId__')!
    expect((fetches[0].init.headers as Record<string, string>)['x-visitor-session']).toBeUndefined()
    expect(JSON.parse(store.get('__visitorSession__')!)).toEqual({ userId, secret: 'secret-1' })
    expect(fetches[0].url).not.toContain('secret-1')
  })

  it("a returning visitor's stored secret goes with the request (never in the URL); another visitor's does not", async () => {
    const visitor = 'f47ac10b-58cc-4372-a567-0e02b2c3d479'
    const session = JSON.stringify({ userId: visitor, secret: 'secret-2' })
    const returning = browser({ stored: { __userId__: visitor, __visitorSession__: session } })
    await bootEarlyRequests(returning.env)
    expect((returning.fetches[0].init.headers as Record<string, string>)['x-visitor-session']).toBe('secret-2')
    expect(returning.fetches[0].url).not.toContain('secret-2')
    // a link naming another visitor: their id, without this device's secret
    const link = browser({
      search: '?userId=someone-else',
      stored: { __userId__: visitor, __visitorSession__: session },
    })
    await bootEarlyRequests(link.env)
    expect(link.fetches[0].url).toContain('userId=someone-else')
    expect((link.fetches[0].init.headers as Record<string, string>)['x-visitor-session']).toBeUndefined()
  })

  it('does nothing inside the native app (the identity comes from the bridge) or on other routes', async () => {
    const app = browser({ userAgent: 'Mozilla/5.0 (iPhone) v4_app' })
    await bootEarlyRequests(app.env)
    expect(app.fetches).toHaveLength(0)
    expect(app.store.size).toBe(0)
    const detail = browser({ pathname: '/exhibitors/detail', search: '?companyProfileId=1' })
    await bootEarlyRequests(detail.env)
    expect(detail.fetches).toHaveLength(0)
  })

  it("draws the first cards of an unfiltered list from the answer, in the visitor's language and event", async () => {
    const drawn: BootCardsInput[] = []
    const phone = browser({
      screen: { width: 375, height: 812 },
      search: '?language=en&eventCode=CGA',
      paintCards: (cards) => void drawn.push(cards),
    })
    await bootEarlyRequests(phone.env)
    expect(drawn).toHaveLength(1)
    expect(drawn[0]).toMatchObject({
      kind: 'exhibitors',
      language: 'EN',
      eventCode: 'CGA',
      altBranding: true,
      demoMode: false,
      screen: { width: 375, height: 812 },
    })
    expect(drawn[0].items.map((i) => 'companyProfileName' in i && i.companyProfileName)).toEqual(
      [1, 2, 3, 4, 5, 6].map((i) => `Company ${i}`),
    )
    expect(drawn[0].assetUrl('/media/company/1.svg')).toBe('http://api.test/media/company/1.svg')
  })

  it('draws nothing above a filtered list (its chips row comes later), without a screen, or for an empty page', async () => {
    const drawn: BootCardsInput[] = []
    const paintCards = (cards: BootCardsInput) => void drawn.push(cards)
    const screen = { width: 375, height: 812 }
    await bootEarlyRequests(browser({ screen, search: '?orderBy=1', paintCards }).env)
    await bootEarlyRequests(browser({ screen, search: '?meals=3', paintCards }).env)
    await bootEarlyRequests(browser({ paintCards }).env)
    expect(drawn).toHaveLength(0)
    // an empty page is handed over: the drawing finds no card to draw (painted-cards.test.ts)
    await bootEarlyRequests(browser({ screen, list: [], paintCards }).env)
    expect(drawn.map((d) => d.items.length)).toEqual([0])
  })

  it('when the early request fails on the network, the app asks again itself', async () => {
    const { env, store } = browser({
      fetch: (async () => {
        throw new TypeError('Failed to fetch')
      }) as unknown as typeof fetch,
    })
    await expect(bootEarlyRequests(env)).rejects.toThrow()
    request.mockResolvedValue({ statusCode: 200, data: page } as never)
    const list = appList({ language: 'ZH-CN', eventCode: 'SIE', userId: store.get('__userId__')! })
    await list.reload()
    expect(request).toHaveBeenCalledTimes(1)
    expect(list.pages.items).toHaveLength(6)
  })
})
