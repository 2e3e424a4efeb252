/**
 * Bad input, case by case (the fuzz test covers the same ground at random): each input that once
 * crashed the server or answered 500, or that was silently coerced, now gets a 4xx FAIL envelope.
 */
import { after, before, describe, it } from 'node:test'
import assert from 'node:assert/strict'
import Fastify, { type InjectOptions, type RouteOptions } from 'fastify'
import { makeApp, U, type TestApp } from './helpers.js'
import strictInput from '../src/plugins/http/20-strict-input.js'
import { coerceTextObject, jsonDepthExceeds } from '../src/lib/strict-input.js'
import { redactUrl } from '../src/lib/redact.js'

describe('bad input: refused in the envelope, never a 500', () => {
  let t: TestApp
  const routes: RouteOptions[] = []
  before(async () => {
    t = await makeApp({}, { onRoute: (r) => void routes.push(r) })
  })
  after(async () => t.close())
  const call = async (o: InjectOptions) => {
    const r = await t.inject(o)
    return { status: r.statusCode, body: r.json() as { result: string; resultDesc: string; resultCode?: string } }
  }
  const json = (url: string, payload: string, method: InjectOptions['method'] = 'POST') =>
    call({ method, url, payload, headers: { 'content-type': 'application/json' } })

  it('a malformed query key is logged, not fatal (the request logger used to throw on it)', async () => {
    assert.equal((await call({ method: 'GET', url: '/?%' })).status, 404)
    assert.equal((await call({ method: 'GET', url: '/api/v4/getExhibitorCount?%E0%A4%A=1&eventCode=CGA' })).status, 200)
    assert.equal(redactUrl('/x?%=1&em%ZZail=a&email=b'), '/x?%=1&em%ZZail=a&email=[redacted]')
  })

  it('pageNo / pageSize of ±1e309 (Infinity), hex, blanks and booleans are refused on every paged route', async () => {
    const paged = ['/api/v5/session/getSessionList?eventCode=CGA', '/api/v5/enquiryPool/getEnquiryPools?eventCode=CGA']
    for (const base of paged) {
      for (const bad of ['1e309', '-1e309', '0x10', '', '%20%20', 'true', '1.5', '9007199254740993']) {
        const r = await call({ method: 'GET', url: `${base}&pageNo=${bad}` })
        assert.equal(r.status, 400, `${base} pageNo=${bad}`)
        assert.equal(r.body.result, 'FAIL')
      }
    }
    const list = await json('/api/v5/companyProfiles/listPage?pageSize=-1e309&language=EN', '{}')
    assert.equal(list.status, 400)
    assert.equal(list.body.resultDesc, 'Invalid request: querystring.pageSize')
    assert.equal((await call({ method: 'GET', url: '/api/v4/getExhibitorDetail?companyProfileId=0x1' })).status, 400)
    assert.equal((await call({ method: 'GET', url: '/api/v4/getExhibitorDetail?companyProfileId=1' })).status, 200)
  })

  it('a repeated query parameter is refused where one value is expected', async () => {
    const r = await call({ method: 'GET', url: '/api/v4/getExhibitorCount?eventCode=CGA&eventCode=SIE&language=EN' })
    assert.equal(r.status, 400)
    assert.equal(r.body.resultDesc, 'Invalid request: querystring.eventCode')
    const token = await call({
      method: 'GET',
      url: '/api/v5/getExhibitorInfo?companyProfileId=1&editToken=a&editToken=b',
    })
    assert.equal(token.status, 400)
  })

  it('JSON nested deeper than 32 levels is refused before it is parsed', async () => {
    const deep = '['.repeat(10_000) + ']'.repeat(10_000)
    const r = await json('/api/v5/behaviorMessage?language=EN', `{"DATA":${deep}}`)
    assert.equal(r.status, 400)
    assert.equal(r.body.resultCode, 'TOO_DEEP')
    assert.ok(jsonDepthExceeds('[[[', 2) && !jsonDepthExceeds('[["[[[[["]]', 2))
  })

  it('a multipart upload without a boundary, or truncated, is a 400', async () => {
    const noBoundary = await call({
      method: 'POST',
      url: `/upload/uploadQiNiu?language=EN&userId=${U}`,
      payload: 'abc',
      headers: { 'content-type': 'multipart/form-data' },
    })
    assert.equal(noBoundary.status, 400)
    assert.equal(noBoundary.body.resultDesc, 'The upload could not be read, please try again')
    const truncated = await call({
      method: 'POST',
      url: `/upload/uploadQiNiu?language=EN&userId=${U}`,
      payload:
        '--XX\r\nContent-Disposition: form-data; name="f"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n\x89PNG',
      headers: { 'content-type': 'multipart/form-data; boundary=XX' },
    })
    assert.equal(truncated.status, 400)
  })

  it('a flag must be 0 or 1: null, true and [1] no longer collect or uncollect', async () => {
    for (const bad of ['null', 'true', '[1]', '"1"']) {
      const r = await json(
        `/api/v1/plan/events/CGA/companyProfiles/1?userId=${U}`,
        `{"id":1,"collected":${bad}}`,
        'PUT',
      )
      assert.equal(r.status, 400, bad)
    }
    const plan = await call({ method: 'GET', url: `/api/v1/plan/events/CGA/companyProfiles?userId=${U}` })
    assert.deepEqual(plan.body.result, 'OK')
    assert.equal((plan.body as unknown as { resultList: unknown[] }).resultList.length, 0)
  })

  it('a blank or hexadecimal price is not a price (JSON and form bodies alike)', async () => {
    const form = (body: string) =>
      call({
        method: 'POST',
        url: `/api/v5/enquiryPool/pushEnquiryPool?language=EN&userId=${U}`,
        payload: body,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      })
    assert.equal((await form('description=d&price=%20%20%20')).body.resultDesc, 'Price cannot be empty!')
    assert.equal((await form('description=d&price=0x10')).body.resultDesc, 'Please enter an integer for the price!')
    assert.equal((await form('description=d&price=5&quantity=%20')).body.resultDesc, 'Quantity cannot be empty!')
    const body = await json(
      `/api/v5/enquiryPool/pushEnquiryPool?language=EN&userId=${U}`,
      '{"description":"d","price":"   "}',
    )
    assert.equal(body.body.resultDesc, 'Price cannot be empty!')
    const inf = await json(
      `/api/v5/enquiryPool/pushEnquiryPool?language=EN&userId=${U}`,
      '{"description":"d","price":1e309}',
    )
    assert.equal(inf.status, 400)
  })

  it("Fastify's own refusals are in the envelope: bad URL escape 400, long parameter 414, big body 413, media type 415", async () => {
    const badUrl = await call({ method: 'GET', url: '/api/v1/plan/events/%E0%A4%A/companyProfiles?language=EN' })
    assert.equal(badUrl.status, 400)
    assert.equal(badUrl.body.result, 'FAIL')
    const long = await call({ method: 'GET', url: `/api/v1/plan/events/${'A'.repeat(300)}/companyProfiles` })
    assert.equal(long.status, 414)
    assert.equal(long.body.result, 'FAIL')
    const big = await json('/api/v5/companyProfiles/listPage?language=EN', JSON.stringify({ x: 'x'.repeat(1_100_000) }))
    assert.equal(big.status, 413)
    assert.equal(big.body.resultDesc, 'The request is too large')
    const xml = await call({
      method: 'POST',
      url: '/api/v5/companyProfiles/listPage',
      payload: '<x/>',
      headers: { 'content-type': 'application/xml' },
    })
    assert.equal(xml.status, 415)
    assert.equal(xml.body.result, 'FAIL')
    const poisoned = await json('/api/v5/companyProfiles/listPage', '{"__proto__":{"x":1}}')
    assert.equal(poisoned.status, 400)
  })

  it('text with a NUL character is refused (PostgreSQL cannot store it)', async () => {
    const r = await json('/api/v5/companyProfiles/listPage', '{"companyProfileName":"a\\u0000b"}')
    assert.equal(r.status, 400)
  })

  it('every route declares query, params and body schemas, and every number in them is bounded', () => {
    const unbounded: string[] = []
    const walk = (s: unknown, where: string) => {
      if (!s || typeof s !== 'object') return
      const o = s as Record<string, unknown>
      const bounded = o.const !== undefined || (o.minimum !== undefined && o.maximum !== undefined)
      if ((o.type === 'integer' || o.type === 'number') && !bounded) unbounded.push(where)
      for (const [k, v] of Object.entries(o)) walk(v, `${where}.${k}`)
    }
    for (const r of routes) {
      const schema = (r.schema ?? {}) as Record<string, unknown>
      for (const part of ['querystring', 'params', 'body']) walk(schema[part], `${r.url} ${part}`)
    }
    assert.deepEqual(unbounded, [])
  })

  it('a route without a query schema does not start', async () => {
    const app = Fastify()
    await app.register(strictInput)
    assert.throws(() => app.get('/no-schema', async () => 'x'), /GET \/no-schema: no querystring schema/)
    await app.close()
  })

  it('text values become numbers only when they are exactly numbers', () => {
    const schema = {
      properties: {
        id: { type: 'integer' },
        flag: { anyOf: [{ const: 0 }, { const: 1 }] },
        price: { anyOf: [{ type: 'number' }, { type: 'string' }] },
        ids: { type: 'array', items: { type: 'integer' } },
        name: { type: 'string' },
      },
    }
    assert.deepEqual(coerceTextObject(schema, { id: '12', flag: '1', price: '2.5', ids: '3', name: '7' }), {
      id: 12,
      flag: 1,
      price: 2.5,
      ids: [3],
      name: '7',
    })
    assert.deepEqual(
      coerceTextObject(schema, { id: '0x10', flag: 'true', price: '   ', ids: ['1', 'x'], name: ['a', 'b'] }),
      {
        id: '0x10',
        flag: 'true',
        price: '   ',
        ids: [1, 'x'],
        name: ['a', 'b'],
      },
    )
    assert.deepEqual(coerceTextObject(schema, { id: '1e309', flag: '01', price: '1e3' }), {
      id: '1e309',
      flag: '01',
      price: '1e3',
    })
  })
})
