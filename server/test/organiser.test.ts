/**
 * The organiser console's API (issue 26 item 3): sign-in with the account from configuration, the
 * rate limit on wrong passwords, the session every /api/organiser/* route needs (a visitor's is
 * refused, ORGANISER_TOKEN is accepted as a bearer), and each console action with its effect on the
 * visitor side.
 */
import { after, before, describe, it } from 'node:test'
import assert from 'node:assert/strict'
import { makeApp, type TestApp } from './helpers.js'

type Json = any

export const ORGANISER = { email: 'desk@show.example', password: 'correct horse battery' }
export const ORGANISER_ENV = {
  ORGANISER_EMAIL: ORGANISER.email,
  ORGANISER_PASSWORD: ORGANISER.password,
  ORGANISER_TOKEN: 'token-for-scripts-0123456789abcdef',
}

/** Signs in and answers the cookie header later requests send. */
export async function signIn(t: TestApp): Promise<string> {
  const r = await t.inject({ method: 'POST', url: '/api/organiser/signIn?language=EN', payload: ORGANISER })
  assert.equal(r.statusCode, 200, r.body)
  const set = String(r.headers['set-cookie'])
  const m = /organiser_session=([^;]+)/.exec(set)
  assert.ok(m, set)
  assert.match(set, /HttpOnly/i)
  assert.match(set, /SameSite=Strict/i)
  return `organiser_session=${m[1]}`
}

describe('organiser: sign-in and the session', () => {
  let t: TestApp
  before(async () => {
    t = await makeApp(ORGANISER_ENV)
  })
  after(async () => t.close())

  it('signs in the account from configuration and answers who is signed in', async () => {
    const cookie = await signIn(t)
    const me = await t.inject({ method: 'GET', url: '/api/organiser/me', headers: { cookie } })
    assert.equal(me.statusCode, 200)
    assert.deepEqual((me.json() as Json).resultList, { email: ORGANISER.email, name: '' })
    const out = await t.inject({ method: 'POST', url: '/api/organiser/signOut', headers: { cookie }, payload: {} })
    assert.equal(out.statusCode, 200)
    const again = await t.inject({ method: 'GET', url: '/api/organiser/me?language=EN', headers: { cookie } })
    assert.equal(again.statusCode, 401)
    assert.equal((again.json() as Json).resultDesc, 'Please sign in as an organiser')
  })

  it('refuses a visitor session, a wrong bearer, and accepts ORGANISER_TOKEN', async () => {
    const visitor = 'a1b2c3d4-0000-4000-8000-00000000beef'
    const v = await t.inject({ method: 'GET', url: `/api/v5/match/myCard?eventCode=CGA&userId=${visitor}` })
    const secret = t.secrets.get(visitor)
    assert.ok(secret, v.body)
    for (const headers of [
      { 'x-visitor-session': secret! },
      { authorization: `Bearer ${secret}` },
      { authorization: 'Bearer not-the-token' },
      {},
    ]) {
      const r = await t.inject({ method: 'GET', url: `/api/organiser/me?userId=${visitor}`, headers })
      assert.equal(r.statusCode, 401, JSON.stringify(headers))
      assert.equal((r.json() as Json).resultCode, 'ORGANISER_REQUIRED')
    }
    const r = await t.inject({
      method: 'GET',
      url: '/api/organiser/me',
      headers: { authorization: `Bearer ${ORGANISER_ENV.ORGANISER_TOKEN}` },
    })
    assert.equal(r.statusCode, 200)
  })

  it('rate-limits wrong passwords per account, in the organiser language, and the right one waits too', async () => {
    const wrong = { email: ORGANISER.email.toUpperCase(), password: 'not the password' }
    for (let i = 0; i < 5; i++) {
      const r = await t.inject({ method: 'POST', url: '/api/organiser/signIn?language=EN', payload: wrong })
      assert.equal(r.statusCode, 401)
      assert.equal((r.json() as Json).resultDesc, 'Wrong email or password')
    }
    const locked = await t.inject({ method: 'POST', url: '/api/organiser/signIn', payload: ORGANISER })
    assert.equal(locked.statusCode, 429)
    assert.equal((locked.json() as Json).resultDesc, '密码错误次数过多，请 15 分钟后再试')
    t.clock.advance(15 * 60_000 + 1)
    await signIn(t)
  })

  it('needs the session on every /api/organiser route but sign-in', async () => {
    const routes = t.app.printRoutes({ commonPrefix: false })
    const paths = [...routes.matchAll(/(\/api\/organiser\/[^\s(]*)/g)].map((m) => m[1]!)
    assert.ok(paths.length >= 3, routes)
    for (const p of paths) {
      if (p.endsWith('signIn')) continue
      const url = p.replace(/:id/g, '1')
      for (const method of ['GET', 'POST'] as const) {
        const r = await t.inject({ method, url, payload: method === 'POST' ? {} : undefined })
        if (r.statusCode === 404) continue
        assert.equal(r.statusCode, 401, `${method} ${url}: ${r.body}`)
      }
    }
  })
})
