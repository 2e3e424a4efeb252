import {
  apiOriginsOf,
  collectChangeOf,
  imageKind,
  isAppNavigation,
  isCachedApiGet,
  publicCacheKey,
  requestUrlOf,
  showsCollect,
  visitorCacheKey,
} from '../policy'

const SELF = 'https://expo.example'
const origins = apiOriginsOf(SELF, ['https://rxweb.example/base', '', 'https://show.example'])
const u = (s: string) => new URL(s, SELF)

describe('the service worker: which navigations get the app shell', () => {
  it.each(['/', '/exhibitors/list', '/exhibitors/detail', '/pages/center/phoneCertification/main', '/unknown/page'])(
    '%s is the app',
    (path) => expect(isAppNavigation(path)).toBe(true),
  )
  it.each([
    '/api/v1/plan/pdf',
    '/api/v5/session/getSessionCalendar',
    '/api/v5/im/socket',
    '/wxApi/v5/vip/increaseIntegral',
    '/upload',
    '/uploads/a/b.jpg',
    '/media/company/1-200x300.svg',
    '/sw.js',
    '/csp.json',
    '/plan.pdf',
  ])('%s is the server’s, not the app', (path) => expect(isAppNavigation(path)).toBe(false))
})

describe('the service worker: which API answers are kept', () => {
  it('GETs of both backends, same origin or configured origins', () => {
    expect(isCachedApiGet('GET', u('/api/v4/getExhibitorDetail?companyProfileId=1'), origins)).toBe(true)
    expect(isCachedApiGet('GET', u('https://rxweb.example/api/v5/plan/companyProfilePlan?userId=a'), origins)).toBe(
      true,
    )
    expect(isCachedApiGet('GET', u('https://show.example/api/v5/session/getMyAgenda?userId=a'), origins)).toBe(true)
  })
  it('never a POST (the lists are the local store’s), nor another origin, nor a page', () => {
    expect(isCachedApiGet('POST', u('/api/v5/companyProfiles/listPage'), origins)).toBe(false)
    expect(isCachedApiGet('PUT', u('/api/v1/plan/events/SIE/products/1'), origins)).toBe(false)
    expect(isCachedApiGet('GET', u('https://elsewhere.example/api/v4/getExhibitorDetail'), origins)).toBe(false)
    expect(isCachedApiGet('GET', u('/exhibitors/list'), origins)).toBe(false)
  })
  it.each([
    '/api/sendCode.do?phone=1',
    '/api/v1/plan/sendEmail?email=a@b.c',
    '/api/v1/plan/pdf',
    '/api/v5/session/getSessionCalendar?sessionId=1',
    '/api/v5/im/socket',
    '/api/v5/visit/verifyBadge?code=x',
    '/api/v5/getExhibitorInfo?editToken=t',
    '/api/v5/getProductInfo?editToken=t',
    '/api/v5/offline/pack?eventCode=SIE&language=EN&since=7',
  ])('a GET with an effect or a live answer is never answered from the cache: %s', (path) =>
    expect(isCachedApiGet('GET', u(path), origins)).toBe(false),
  )
})

describe('the service worker: cached answers are per visitor session', () => {
  const url = `${SELF}/api/v5/plan/companyProfilePlan?userId=alice&language=EN`
  it('the key names the session digest, and two sessions never share a key', () => {
    const alice = visitorCacheKey(url, 'digest-a')
    const mallory = visitorCacheKey(url, 'digest-m')
    const nobody = visitorCacheKey(url, undefined)
    expect(new Set([alice, mallory, nobody]).size).toBe(3)
    expect(new URL(alice).searchParams.get('userId')).toBe('alice')
  })
  it('a session may fall back to the answer given without any session, and nothing else', () => {
    const alice = visitorCacheKey(url, 'digest-a')
    expect(publicCacheKey(alice)).toBe(visitorCacheKey(url, undefined))
    expect(publicCacheKey(visitorCacheKey(url, undefined))).toBeUndefined()
  })
})

describe('the service worker: images', () => {
  it('our own media and uploads, and any image of our origins, are kept cache-first', () => {
    expect(imageKind('image', u('/media/company/1-200x300.svg'), origins)).toBe('own')
    expect(imageKind('', u('/uploads/x.jpg'), origins)).toBe('own')
    expect(imageKind('image', u('https://rxweb.example/logo.png'), origins)).toBe('own')
  })
  it('other https hosts’ pictures are the opaque kind; plain http ones and non-images are left alone', () => {
    expect(imageKind('image', u('https://cdn.example/logo.png'), origins)).toBe('elsewhere')
    expect(imageKind('image', u('http://cdn.example/logo.png'), origins)).toBeUndefined()
    expect(imageKind('script', u('https://cdn.example/x.js'), origins)).toBeUndefined()
  })
})

describe('the service worker: a collect accepted refreshes what shows it', () => {
  const put = (p: string) => collectChangeOf('PUT', u(p))
  it('knows the plan store’s collect requests, and nothing else', () => {
    expect(put('/api/v1/plan/events/SIE/companyProfiles/12')).toEqual({ kind: 'exhibitor', id: '12' })
    expect(put('/api/v1/plan/events/SIE/products/7')).toEqual({ kind: 'product', id: '7' })
    expect(collectChangeOf('GET', u('/api/v1/plan/events/SIE/products/7'))).toBeUndefined()
    expect(put('/api/v1/plan/events/SIE/companyProfiles')).toBeUndefined()
  })
  const key = (p: string, digest?: string) => visitorCacheKey(`${SELF}${p}`, digest)
  const session = key('/', 'd1')
  const exhibitor12 = { kind: 'exhibitor', id: '12' } as const
  it('the item’s detail and the plan answers of the same session', () => {
    expect(
      showsCollect(key('/api/v4/getExhibitorDetail?companyProfileId=12&userId=a', 'd1'), exhibitor12, session),
    ).toBe(true)
    expect(showsCollect(key('/api/v1/plan/events/SIE/companyProfiles?userId=a', 'd1'), exhibitor12, session)).toBe(true)
    expect(showsCollect(key('/api/v5/plan/productPlan?userId=a', 'd1'), exhibitor12, session)).toBe(true)
  })
  it('not another item, another kind, or another session’s copy', () => {
    expect(showsCollect(key('/api/v4/getExhibitorDetail?companyProfileId=13', 'd1'), exhibitor12, session)).toBe(false)
    expect(showsCollect(key('/api/v4/getProductDetail?productId=12', 'd1'), exhibitor12, session)).toBe(false)
    expect(showsCollect(key('/api/v4/getExhibitorDetail?companyProfileId=12', 'd2'), exhibitor12, session)).toBe(false)
    expect(showsCollect(key('/api/v5/plan/productPlan', undefined), exhibitor12, session)).toBe(false)
  })
  it('fetches again from the address the answer came from', () => {
    expect(requestUrlOf(key('/api/v5/plan/productPlan?userId=a&language=EN', 'd1'))).toBe(
      `${SELF}/api/v5/plan/productPlan?userId=a&language=EN`,
    )
  })
})
