/**
 * The same routes on PostgreSQL (DATABASE_URL). Runs when TEST_DATABASE_URL points at a database the
 * test may wipe (its public schema is dropped and recreated); skipped otherwise.
 */
import { after, before, describe, it } from 'node:test'
import assert from 'node:assert/strict'
import pg from 'pg'
import { makeApp, U, type TestApp } from './helpers.js'

const url = process.env.TEST_DATABASE_URL

describe('PostgreSQL dialect', { skip: url ? false : 'TEST_DATABASE_URL not set' }, () => {
  let t: TestApp
  before(async () => {
    const client = new pg.Client({ connectionString: url })
    await client.connect()
    await client.query('DROP SCHEMA public CASCADE; CREATE SCHEMA public;')
    await client.end()
    t = await makeApp({ DATABASE_URL: url!, SEED_EXHIBITORS: '200', SEED_PRODUCTS: '600' })
  })
  after(async () => t?.close())
  const post = (u: string, payload: object) => t.app.inject({ method: 'POST', url: u, payload }).then((r) => r.json())

  it('lists, filters, searches (zh / en / pinyin) and counts', async () => {
    const base = '/api/v5/companyProfiles/listPage?language=EN&eventCode=CGA&pageSize=10&isShowCountNum=1'
    const all = await post(base, {})
    assert.equal(all.result, 'OK')
    assert.ok(all.resultList.total > 50)
    for (const q of ['华东机械', '华东', 'huadong', 'hdjx', 'MACHINERY']) {
      const r = await post(base, { companyProfileName: q })
      assert.ok(
        r.resultList.list.some((c: any) => c.companyProfileId === 1),
        q,
      )
    }
    const tagged = await post(base, { meals: [1], orderBy: 4 })
    assert.ok(tagged.resultList.total > 0 && tagged.resultList.total < all.resultList.total)
    const products = await post('/api/v5/products/listPage?language=EN&eventCode=CGA&pageSize=5&isShowCountNum=1', {
      categorys: [1],
    })
    assert.equal(products.result, 'OK')
  })

  it('collects, lists the plan and renders the PDF', async () => {
    const put = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/plan/events/CGA/companyProfiles/1?userId=${U}`,
      payload: { id: 1, collected: 1 },
    })
    assert.equal(put.json().resultList.collectCnt, 1)
    const again = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/plan/events/CGA/companyProfiles/1?userId=${U}`,
      payload: { id: 1, collected: 1 },
    })
    assert.equal(again.json().resultList.collectCnt, 1)
    const plan = await t.app.inject({
      method: 'GET',
      url: `/api/v1/plan/events/CGA/companyProfiles?userId=${U}&language=EN`,
    })
    assert.equal(plan.json().resultList[0].companyProfileList[0].companyProfileId, 1)
    const pdf = await t.app.inject({ method: 'GET', url: `/api/v1/plan/pdf?userId=${U}&eventCode=CGA` })
    assert.equal(pdf.headers['content-type'], 'application/pdf')
  })

  it('SMS code, RFQ post (serial ids after the seed), matchmaking', async () => {
    await t.app.inject({ method: 'GET', url: '/api/sendCode.do?phone=13812345678&type=rfq' })
    const r = await post(`/api/v5/enquiryPool/pushEnquiryPool?language=EN&eventCode=CGA&userId=${U}`, {
      description: 'Need pumps',
      price: 100,
      quantity: 2,
      message: 'hi',
      region: 'SH',
      contact: 'Li',
      contactInfo: '13812345678',
      email: 'a@example.com',
      pictureList: ['/media/product/1-320x180.svg'],
      verifyCode: t.sms.lastCode(),
      categories: [3],
    })
    assert.equal(r.result, 'OK', JSON.stringify(r))
    assert.ok(r.resultList.id > 40)
    const m = await t.app.inject({ method: 'GET', url: `/api/v5/match/matchingUser?eventCode=CGA&userId=${U}` })
    assert.equal(m.json().resultList.remaining, 20)
    const f = await post(`/api/followOrCancelFriend.do?userId=${U}`, {
      targetUserId: m.json().resultList.list[0].userId,
      follow: 1,
    })
    assert.equal(f.resultList.remaining, 19)
  })
})
