import {
  ApiClient,
  ApiError,
  isSmsCodeRejected,
  SILENT_ERROR,
  buildQuery,
  isSuccess,
  type Transport,
  type TransportRequest,
  type TransportResponse,
} from '../client'
import { storedSession } from '../visitor-session'
import { createEndpoints } from '../endpoints'

function setup(respond: (req: TransportRequest) => Promise<{ statusCode: number; data: unknown }>) {
  const requests: TransportRequest[] = []
  const toasts: string[] = []
  const transport: Transport = (req) => {
    requests.push(req)
    return respond(req)
  }
  const client = new ApiClient({
    transport,
    baseUrls: { rxweb: 'http://rx.test', show: 'http://show.test' },
    context: () => ({ language: 'EN', eventCode: 'SIMM', userId: 'u-1' }),
    messages: () => ({ networkError: 'Network error', timeoutError: 'Timed out', serverError: 'Server error' }),
    notify: (m) => toasts.push(m),
  })
  return { client, requests, toasts, api: createEndpoints(client) }
}

const ok = (data: unknown) => async () => ({ statusCode: 200, data })

describe('ApiClient', () => {
  it('recognises success by result OK (key in any case) or res success', () => {
    expect(isSuccess({ result: 'OK' })).toBe(true)
    expect(isSuccess({ RESULT: 'OK' })).toBe(true)
    expect(isSuccess({ Result: 'OK' })).toBe(true)
    expect(isSuccess({ res: 'success' })).toBe(true)
    expect(isSuccess({ result: 'FAIL' })).toBe(false)
    expect(isSuccess('OK')).toBe(false)
  })

  it('adds language, eventCode and userId from the context and picks the backend base URL', async () => {
    const { api, requests } = setup(ok({ result: 'OK', resultList: { id: 1 } }))
    await api.getExhibitorDetail({ companyProfileId: 5 })
    await api.getSessionDetail({ id: 9 })
    expect(requests[0].url).toBe(
      'http://rx.test/api/v4/getExhibitorDetail?language=EN&eventCode=SIMM&userId=u-1&companyProfileId=5',
    )
    expect(requests[1].url.startsWith('http://show.test/api/v5/session/getSessionDetail?')).toBe(true)
    expect(requests[0].method).toBe('GET')
  })

  it('the offline pack goes by the transport given for it (its progress), without the visitor id, silently', async () => {
    const { api, requests, toasts } = setup(ok({ result: 'OK' }))
    const own: TransportRequest[] = []
    const pack = await api.getEditionPack({ eventCode: 'CGA', language: 'ZH-CN', since: 7 }, async (req) => {
      own.push(req)
      return { statusCode: 200, data: { result: 'OK', resultList: { version: 9 } } }
    })
    expect(pack).toEqual({ version: 9 })
    expect(requests).toEqual([])
    expect(own[0].url).toBe('http://rx.test/api/v5/offline/pack?language=ZH-CN&eventCode=CGA&since=7')
    const failing = await api
      .getEditionPack({ eventCode: 'CGA' }, async () => ({ statusCode: 500, data: 'oops' }))
      .catch((e: unknown) => e)
    expect(failing).toBeInstanceOf(ApiError)
    expect(toasts).toEqual([])
  })

  it('resolves resultList when present, else the whole body', async () => {
    expect(await setup(ok({ result: 'OK', resultList: [1, 2] })).client.request('rxweb', 'GET', '/x')).toEqual([1, 2])
    const body = { res: 'success', collectCnt: 3 }
    expect(await setup(ok(body)).client.request('rxweb', 'GET', '/x')).toEqual(body)
  })

  it('rejects with resultDesc and shows it as a toast', async () => {
    const { client, toasts } = setup(ok({ result: 'FAIL', resultDesc: 'Price cannot be empty!' }))
    await expect(client.request('show', 'POST', '/x', { body: {} })).rejects.toMatchObject({
      message: 'Price cannot be empty!',
      kind: 'business',
    })
    expect(toasts).toEqual(['Price cannot be empty!'])
  })

  it('rejects the not-viewable message silently', async () => {
    const { client, toasts } = setup(async () => ({
      statusCode: 404,
      data: { result: 'FAIL', resultDesc: SILENT_ERROR },
    }))
    await expect(client.request('rxweb', 'GET', '/x')).rejects.toMatchObject({ message: SILENT_ERROR })
    expect(toasts).toEqual([])
  })

  it('turns network failures and time-outs into translated toasts', async () => {
    const net = setup(() => Promise.reject({ errMsg: 'request:fail' }))
    await expect(net.client.request('rxweb', 'GET', '/x')).rejects.toMatchObject({
      kind: 'network',
      message: 'Network error',
    })
    expect(net.toasts).toEqual(['Network error'])
    const slow = setup(() => Promise.reject(new Error('timeout')))
    await expect(slow.client.request('rxweb', 'GET', '/x')).rejects.toMatchObject({ kind: 'timeout' })
    expect(slow.toasts).toEqual(['Timed out'])
  })

  it('answers a non-envelope error (e.g. an HTML 502) with the generic message', async () => {
    const { client, toasts } = setup(async () => ({ statusCode: 502, data: '<html>' }))
    await expect(client.request('rxweb', 'GET', '/x')).rejects.toMatchObject({ kind: 'http', status: 502 })
    expect(toasts).toEqual(['Server error'])
  })

  it('keeps plan-list failures silent and sends the collect payload of the web path', async () => {
    const { api, requests, toasts } = setup(async (req) =>
      req.method === 'PUT'
        ? { statusCode: 200, data: { result: 'OK', resultList: { collectCnt: 4, collected: 1 } } }
        : { statusCode: 500, data: { result: 'FAIL', resultDesc: 'db down' } },
    )
    await expect(api.getPlanList('SIMM')).rejects.toThrow('db down')
    expect(toasts).toEqual([])
    await expect(api.collectExhibitor('SIMM', 12, 1)).resolves.toEqual({ collectCnt: 4, collected: 1 })
    expect(requests[1].url.split('?')[0]).toBe('http://rx.test/api/v1/plan/events/SIMM/companyProfiles/12')
    expect(requests[1].data).toEqual({ id: 12, collected: 1 })
  })

  it('form-encodes the RFQ post body', async () => {
    const { api, requests } = setup(ok({ result: 'OK', resultList: { id: 1, status: 'OPEN' } }))
    await api.pushEnquiryPool({
      description: 'Need lathes',
      price: 100,
      quantity: 2,
      message: 'hi',
      region: 'Shanghai',
      contact: 'Li',
      contactInfo: '13812345678',
      email: 'a@b.cn',
      pictureList: ['/uploads/a.png'],
      verifyCode: '123456',
      categories: [1, 2],
    })
    expect(requests[0].header['content-type']).toBe('application/x-www-form-urlencoded')
    expect(String(requests[0].data)).toContain('description=Need%20lathes')
    expect(String(requests[0].data)).toContain('categories=%5B1%2C2%5D')
  })

  it('builds queries without empty values', () => {
    expect(buildQuery({ a: 1, b: '', c: undefined, d: null, e: 'x y' })).toBe('a=1&e=x%20y')
  })
})

describe('assetUrl', () => {
  it('resolves site-relative media on the backend origin and leaves absolute URLs alone', () => {
    const { api } = setup(ok({ result: 'OK' }))
    expect(api.assetUrl('/media/company/1-240x240.svg')).toBe('http://rx.test/media/company/1-240x240.svg')
    expect(api.assetUrl('https://cdn.test/a.png')).toBe('https://cdn.test/a.png')
    expect(api.assetUrl('//cdn.test/a.png')).toBe('//cdn.test/a.png')
    expect(api.assetUrl(undefined)).toBe('')
  })
})

describe('visitor session', () => {
  const memory = () => {
    const data = new Map<string, string>()
    return {
      data,
      getStorage: (k: string) => data.get(k),
      setStorage: (k: string, v: string) => void data.set(k, v),
      removeStorage: (k: string) => void data.delete(k),
    }
  }
  function sessionSetup(
    respond: (req: TransportRequest) => Promise<TransportResponse>,
    over: Partial<ConstructorParameters<typeof ApiClient>[0]> = {},
  ) {
    const storage = memory()
    const session = storedSession(storage)
    const requests: TransportRequest[] = []
    const toasts: string[] = []
    const context = { language: 'EN', userId: 'u-1' as string | undefined }
    const client = new ApiClient({
      transport: (req) => {
        requests.push(req)
        return respond(req)
      },
      baseUrls: { rxweb: 'http://rx.test', show: 'http://show.test' },
      context: () => context,
      messages: () => ({ networkError: 'n', timeoutError: 't', serverError: 's' }),
      notify: (m) => toasts.push(m),
      session,
      ...over,
    })
    return { client, api: createEndpoints(client), session, storage, requests, toasts, context }
  }
  const answer =
    (data: unknown, header?: Record<string, string>, statusCode = 200) =>
    async () => ({
      statusCode,
      data,
      header,
    })

  it("sends the visitor's stored secret in the header (never in the URL), and only with their id", async () => {
    const { client, session, requests, context } = sessionSetup(answer({ result: 'OK' }))
    session.set('u-1', 'secret-1')
    await client.request('rxweb', 'GET', '/x')
    expect(requests[0].header['x-visitor-session']).toBe('secret-1')
    expect(requests[0].url).not.toContain('secret-1')
    context.userId = 'someone-else'
    await client.request('rxweb', 'GET', '/x')
    expect(requests[1].header['x-visitor-session']).toBeUndefined()
  })

  it('tells the app when the server runs in demo mode (x-demo-mode, any case), also on a refusal', async () => {
    const onDemoMode = jest.fn()
    const plain = sessionSetup(answer({ result: 'OK' }), { onDemoMode })
    await plain.client.request('rxweb', 'GET', '/x')
    expect(onDemoMode).not.toHaveBeenCalled()
    const demo = sessionSetup(answer({ result: 'OK' }, { 'X-Demo-Mode': '1' }), { onDemoMode })
    await demo.client.request('rxweb', 'GET', '/x')
    expect(onDemoMode).toHaveBeenCalledTimes(1)
    const refused = sessionSetup(answer({ result: 'ERROR', resultDesc: 'No' }, { 'x-demo-mode': '1' }, 400), {
      onDemoMode,
    })
    await expect(refused.client.request('rxweb', 'GET', '/x')).rejects.toThrow('No')
    expect(onDemoMode).toHaveBeenCalledTimes(2)
  })

  it('adopts a newly issued secret (header name in any case)', async () => {
    const { client, session } = sessionSetup(answer({ result: 'OK' }, { 'X-Visitor-Session': 'issued-1' }))
    await client.request('rxweb', 'GET', '/x')
    expect(session.get('u-1')).toBe('issued-1')
  })

  it('until the visitor holds a secret, their requests go one at a time, then carry the one issued', async () => {
    let release!: () => void
    const gate = new Promise<void>((r) => (release = r))
    let calls = 0
    const { client, requests } = sessionSetup(async () => {
      if (++calls === 1) {
        await gate
        return { statusCode: 200, data: { result: 'OK' }, header: { 'x-visitor-session': 'issued-first' } }
      }
      return { statusCode: 200, data: { result: 'OK' } }
    })
    const first = client.request('rxweb', 'GET', '/public')
    const second = client.request('rxweb', 'GET', '/private')
    await new Promise((r) => setTimeout(r, 0))
    expect(requests).toHaveLength(1)
    release()
    await Promise.all([first, second])
    expect(requests).toHaveLength(2)
    expect(requests[0].header['x-visitor-session']).toBeUndefined()
    expect(requests[1].header['x-visitor-session']).toBe('issued-first')
  })

  it("a public answer (the home's edition and edition list) goes at once, without the visitor id or secret", async () => {
    let release!: () => void
    const gate = new Promise<void>((r) => (release = r))
    let calls = 0
    const { api, requests, session } = sessionSetup(async () => {
      if (++calls === 1) await gate
      return {
        statusCode: 200,
        data: { result: 'OK', resultList: [] },
        header: { 'x-visitor-session': 'never-theirs' },
      }
    })
    // a first visit: no secret yet, and the first call has not answered
    const list = api.getEventEditionList({ eventCode: 'SIE' })
    const detail = api.getEventEditionDetail({ eventCode: 'SIE' })
    await new Promise((r) => setTimeout(r, 0))
    expect(requests).toHaveLength(2)
    release()
    await Promise.all([list, detail])
    for (const req of requests) {
      expect(req.url).not.toContain('userId')
      expect(req.header['x-visitor-session']).toBeUndefined()
    }
    // a secret in a public answer is nobody's: not adopted as this visitor's
    expect(session.get('u-1')).toBeUndefined()
  })

  it("a visitor's request waits until the session is ready; an anonymous one does not", async () => {
    let release!: () => void
    const ready = new Promise<void>((r) => (release = r))
    const { client, requests, context } = sessionSetup(answer({ result: 'OK' }), { sessionReady: () => ready })
    context.userId = undefined
    await client.request('rxweb', 'GET', '/anonymous')
    expect(requests).toHaveLength(1)
    context.userId = 'u-1'
    const pending = client.request('rxweb', 'GET', '/private')
    await Promise.resolve()
    expect(requests).toHaveLength(1)
    release()
    await pending
    expect(requests).toHaveLength(2)
  })

  it('a refused session is recovered once and the call retried, without a toast', async () => {
    let calls = 0
    const refused = { result: 'FAIL', resultDesc: 'Your visit could not be verified', resultCode: 'SESSION_INVALID' }
    const { client, session, requests, toasts, context } = sessionSetup(
      async () =>
        ++calls === 1 ? { statusCode: 401, data: refused } : { statusCode: 200, data: { result: 'OK', resultList: 7 } },
      {
        onSessionRefused: async () => {
          context.userId = 'u-2'
          return true
        },
      },
    )
    session.set('u-1', 'stale')
    expect(await client.request('rxweb', 'GET', '/private')).toBe(7)
    expect(requests[1].url).toContain('userId=u-2')
    expect(session.get('u-1')).toBeUndefined()
    expect(toasts).toEqual([])
  })

  it('a refusal that cannot be recovered is told like any error', async () => {
    const refused = { result: 'FAIL', resultDesc: 'Your visit could not be verified', resultCode: 'SESSION_REQUIRED' }
    const { client, toasts } = sessionSetup(answer(refused, undefined, 401), { onSessionRefused: async () => false })
    await expect(client.request('rxweb', 'GET', '/private')).rejects.toMatchObject({ kind: 'business' })
    expect(toasts).toEqual(['Your visit could not be verified'])
  })

  it("a login's secret is kept for the visitor id it names", async () => {
    const { api, session } = sessionSetup(
      answer({ result: 'OK', resultList: { userId: 'wx-1' } }, { 'x-visitor-session': 's-wx' }),
    )
    expect(await api.weappLogin({ code: 'c', userId: 'u-1' })).toEqual({ userId: 'wx-1' })
    expect(session.get('wx-1')).toBe('s-wx')
    expect(session.get('u-1')).toBeUndefined()
  })
})

describe('isSmsCodeRejected', () => {
  const fail = (resultDesc: string, resultCode?: string) =>
    new ApiError(resultDesc, 'business', { result: 'FAIL', resultDesc, resultCode }, 400)

  it('goes by the server’s resultCode, whatever the message says or its language', () => {
    expect(isSmsCodeRejected(fail('验证码不正确', 'SMS_CODE_REJECTED'))).toBe(true)
    expect(isSmsCodeRejected(fail('The verification code has expired', 'SMS_CODE_REJECTED'))).toBe(true)
    // a message naming a "code" that is not the SMS code's fault: another field's
    expect(isSmsCodeRejected(fail('Please choose a free stand code', 'VALIDATION'))).toBe(false)
    expect(isSmsCodeRejected(fail('Verification code cannot be empty!'))).toBe(false)
    expect(isSmsCodeRejected(new Error('SMS_CODE_REJECTED'))).toBe(false)
  })
})

describe('ApiClient with kept answers (offline)', () => {
  function withOffline(
    respond: (req: TransportRequest) => Promise<{ statusCode: number; data: unknown }>,
    deviceOffline?: () => boolean,
  ) {
    const remembered: Array<{ path: string; query: Record<string, unknown>; body?: unknown; data: unknown }> = []
    const recalled: string[] = []
    const toasts: string[] = []
    const client = new ApiClient({
      transport: (req) => respond(req),
      baseUrls: { rxweb: 'http://rx.test', show: 'http://show.test' },
      context: () => ({ language: 'EN', eventCode: 'SIMM', userId: 'u-1' }),
      messages: () => ({ networkError: 'Network error', timeoutError: 'Timed out', serverError: 'Server error' }),
      notify: (m) => toasts.push(m),
      deviceOffline,
      offline: {
        remember: (req, data) => remembered.push({ path: req.path, query: req.query, body: req.body, data }),
        recall: async (req) => {
          recalled.push(req.path)
          return req.path.includes('listPage') ? { data: { list: ['kept'] } } : undefined
        },
      },
    })
    return { client, api: createEndpoints(client), remembered, recalled, toasts }
  }

  it('hands every answer over with the query as sent (context included) and the body', async () => {
    const t = withOffline(ok({ result: 'OK', resultList: { list: [1] } }))
    await t.api.listCompanies({ pageNo: 2 }, { companyProfileName: 'abc' })
    expect(t.remembered).toEqual([
      {
        path: '/api/v5/companyProfiles/listPage',
        query: expect.objectContaining({ language: 'EN', eventCode: 'SIMM', userId: 'u-1', pageNo: 2 }),
        body: { companyProfileName: 'abc' },
        data: { list: [1] },
      },
    ])
  })

  it('a request failing for the network answers the kept one, without a toast', async () => {
    const t = withOffline(async () => Promise.reject({ errMsg: 'request:fail net::ERR_INTERNET_DISCONNECTED' }))
    await expect(t.api.listCompanies({}, {})).resolves.toEqual({ list: ['kept'] })
    expect(t.toasts).toEqual([])
    // a server error counts as the network too
    const s = withOffline(async () => ({ statusCode: 502, data: 'Bad gateway' }))
    await expect(s.api.listProducts({}, {})).resolves.toEqual({ list: ['kept'] })
    expect(s.toasts).toEqual([])
  })

  it('with nothing kept, the failure is told as before', async () => {
    const t = withOffline(async () => Promise.reject({ errMsg: 'request:fail timeout' }))
    await expect(t.api.getExhibitorDetail({ companyProfileId: 1 })).rejects.toMatchObject({ kind: 'timeout' })
    expect(t.recalled).toEqual(['/api/v4/getExhibitorDetail'])
    expect(t.toasts).toEqual(['Timed out'])
  })

  it('with the device offline, a failed read is not toasted (the notice says it); a failed write still is', async () => {
    const down = async () => Promise.reject({ errMsg: 'request:fail net::ERR_INTERNET_DISCONNECTED' })
    const t = withOffline(down, () => true)
    await expect(t.api.getExhibitorDetail({ companyProfileId: 1 })).rejects.toMatchObject({ kind: 'network' })
    expect(t.toasts).toEqual([])
    await expect(t.api.requestStand({}, { stand: '1A01' } as never)).rejects.toMatchObject({ kind: 'network' })
    expect(t.toasts).toEqual(['Network error'])
    // the host says it is online: the same read is told
    const o = withOffline(down, () => false)
    await expect(o.api.getExhibitorDetail({ companyProfileId: 1 })).rejects.toMatchObject({ kind: 'network' })
    expect(o.toasts).toEqual(['Network error'])
  })

  it("a refusal of the server's is never answered from what is kept", async () => {
    const t = withOffline(ok({ result: 'FAIL', resultDesc: 'No such list' }))
    await expect(t.api.listCompanies({}, {})).rejects.toMatchObject({ kind: 'business' })
    expect(t.recalled).toEqual([])
    expect(t.remembered).toEqual([])
    expect(t.toasts).toEqual(['No such list'])
  })
})
