/**
 * Issue 23 item 5: an e-badge lets one person in. The gate's scan (POST /api/v5/visit/checkIn, the
 * organiser's scanners with GATE_KEY) admits a badge once; a second scan — a photographed badge —
 * says when it was used, on the venue's clock, in both languages.
 */
import { after, before, describe, it } from 'node:test'
import assert from 'node:assert/strict'
import type { InjectOptions } from 'fastify'
import { makeApp, type TestApp } from './helpers.js'
import crypto from 'node:crypto'
import { badgeKeys, signBadge, signBadgeV1 } from '../src/lib/badge.js'
import type * as C from '../../types/api.js'

const KEY = 'gate-key-0123456789abcdef'
const VISITOR = 'b1b1b1b1-0000-4000-8000-0000000000b1'

describe('the entrance gate lets a badge in once', () => {
  let t: TestApp
  let badge: C.Badge
  before(async () => {
    t = await makeApp({ GATE_KEY: KEY })
    // the visitor registers for the seeded CGA show (in Shanghai, 15–18 April 2026)
    await t.inject(`/api/v5/exhibition/getVenueList?userId=${VISITOR}`)
    t.clock.advance(61_000)
    assert.equal((await t.inject('/api/sendCode.do?phone=13677778888&type=visit')).statusCode, 200)
    const r = await t.inject({
      method: 'POST',
      url: `/api/v5/visit/register?eventCode=CGA&language=EN&userId=${VISITOR}`,
      payload: {
        name: '李雷',
        company: '绿源园艺',
        position: '采购经理',
        phone: '13677778888',
        code: t.sms.lastCode(),
        email: 'lei.li@example.com',
        visitorType: 'buyer',
        interests: [2],
      },
    })
    assert.equal(r.statusCode, 200, r.body)
    badge = r.json().resultList
  })
  after(async () => t.close())

  const scan = (
    token: string,
    o: Partial<InjectOptions> & { lang?: string; key?: string | null; gate?: string } = {},
  ) =>
    t.app.inject({
      method: 'POST',
      url: `/api/v5/visit/checkIn?language=${o.lang ?? 'EN'}`,
      headers: o.key === null ? {} : { 'x-gate-key': o.key ?? KEY },
      payload: { token, ...(o.gate ? { gate: o.gate } : {}) },
    })
  const result = (r: { json(): unknown }) => (r.json() as C.CheckInResponse).resultList!

  it('admits the first scan; a second scan says "already used at 09:12" (venue time), in both languages', async () => {
    // 09:12 in Shanghai is 01:12 UTC
    t.clock.t = Date.UTC(2026, 3, 16, 1, 12, 30)
    const first = await scan(badge.token, { gate: 'North 2' })
    assert.equal(first.statusCode, 200, first.body)
    assert.equal(first.headers['cache-control'], 'private, no-store')
    const ok = result(first)
    assert.equal(ok.admitted, true)
    assert.equal(ok.message, 'Welcome')
    assert.equal(ok.name, '李雷')
    assert.equal(ok.usedAtVenue, '09:12')
    // nothing private beyond the name the staff compare with the person
    for (const personal of ['13677778888', 'lei.li@example.com', VISITOR]) assert.ok(!first.body.includes(personal))

    t.clock.advance(2 * 3_600_000)
    const again = result(await scan(badge.token))
    assert.equal(again.admitted, false)
    assert.equal(again.reason, 'used')
    assert.equal(again.message, 'Already used at 09:12')
    assert.equal(again.usedGate, 'North 2')
    assert.equal(again.usedAt, new Date(Date.UTC(2026, 3, 16, 1, 12, 30)).toISOString())
    const zh = result(await scan(badge.token, { lang: 'ZH-CN' }))
    assert.equal(zh.admitted, false)
    assert.equal(zh.message, '此胸卡已于 09:12 使用')
    // the public check still says the badge is ours (it changes nothing)
    const check = await t.app.inject(`/api/v5/visit/verifyBadge?token=${badge.token}`)
    assert.equal(check.json().resultList.valid, true)
  })

  it('two gates scanning one badge at the same moment let one person in', async () => {
    const db = t.app.database.db
    await db.updateTable('registrations').set({ used_at: null, used_gate: null }).execute()
    const scans = await Promise.all(Array.from({ length: 5 }, (_, i) => scan(badge.token, { gate: `G${i}` })))
    assert.equal(scans.filter((r) => result(r).admitted).length, 1)
  })

  it('only the gates: no key, a wrong key, or no GATE_KEY on the server, and nothing is marked', async () => {
    await t.app.database.db.updateTable('registrations').set({ used_at: null, used_gate: null }).execute()
    const none = await scan(badge.token, { key: null })
    assert.equal(none.statusCode, 401)
    assert.equal(none.json().resultDesc, 'This scanner is not one of the gates')
    const wrong = await scan(badge.token, { key: 'gate-key-0123456789abcdeX', lang: 'ZH-CN' })
    assert.equal(wrong.statusCode, 401)
    assert.equal(wrong.json().resultDesc, '此扫码设备不是入口闸机')
    const row = await t.app.database.db.selectFrom('registrations').select('used_at').executeTakeFirstOrThrow()
    assert.equal(row.used_at, null)
    // forged and malformed badges
    const forged = result(await scan(`${badge.registrationId}.${'A'.repeat(43)}`))
    assert.deepEqual([forged.admitted, forged.reason], [false, 'invalid'])
    const foreign = result(await scan(signBadgeV1('another-secret-0123456789', badge.registrationId)))
    assert.equal(foreign.admitted, false)
    const otherKey = badgeKeys(crypto.randomBytes(32).toString('base64url'))
    const foreignV2 = result(await scan(signBadge(otherKey, badge.registrationId, '李雷', badge.eventEditionId)))
    assert.equal(foreignV2.admitted, false)
    assert.equal(foreign.admitted, false)
    assert.equal((await scan('hello')).statusCode, 400)
  })

  it('a badge issued before issue 28 (HMAC-signed) still verifies at the door', async () => {
    const old = signBadgeV1('test-secret-0123456789', badge.registrationId)
    const check = await t.app.inject(`/api/v5/visit/verifyBadge?token=${old}`)
    assert.equal(check.json().resultList.valid, true)
    assert.equal(check.json().resultList.registrationId, badge.registrationId)
    // the new badge carries the name and edition the exhibitor's scan shows offline
    const payload = JSON.parse(Buffer.from(badge.token.split('.')[0]!, 'base64url').toString('utf8'))
    assert.deepEqual(payload, { v: 2, r: badge.registrationId, n: '李雷', e: badge.eventEditionId })
  })

  it('a server without GATE_KEY has no gate check-in', async () => {
    const off = await makeApp()
    try {
      const r = await off.app.inject({
        method: 'POST',
        url: '/api/v5/visit/checkIn?language=EN',
        headers: { 'x-gate-key': KEY },
        payload: { token: badge.token },
      })
      assert.equal(r.statusCode, 403)
      assert.equal(r.json().resultCode, 'GATE_OFF')
    } finally {
      await off.close()
    }
  })
})
