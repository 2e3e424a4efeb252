/**
 * Exhibitor self-service (issue 14) on the server: who may edit (own / other exhibitor / unverified
 * / expired, with two exhibitors and several contacts), WeChat's phone-number button, the rules, new
 * and hidden products, and edits reaching the lists, search, details and plans at once.
 */
import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { after, before, describe, it } from 'node:test'
import assert from 'node:assert/strict'
import { makeApp, verifyContactPhone, type TestApp } from './helpers.js'
import { SELF_SERVICE_DEMO } from '../seed/exhibitor-self-service.js'

const OWN = '13800138000' // exhibitor 1's published contact phone
const SECOND = SELF_SERVICE_DEMO.secondContactPhone // exhibitor 1's second contact
const OTHER = SELF_SERVICE_DEMO.otherExhibitorPhone // exhibitor 2's contact
const NOBODY = '13912340000' // a contact of no exhibitor

function hasPdftotext() {
  try {
    execFileSync('pdftotext', ['-v'], { stdio: 'ignore' })
    return true
  } catch {
    return false
  }
}

describe('exhibitor self-service', () => {
  let t: TestApp
  before(async () => {
    t = await makeApp()
  })
  after(async () => t.close())

  /** verifies `phone` by SMS as visitor `who`; answers the grant */
  const verify = (phone: string, who: string) => verifyContactPhone(t, phone, who)
  const call = (who: string, token: string | null, method: 'GET' | 'POST', url: string, payload?: object) =>
    t
      .inject({
        method,
        url: `${url}${url.includes('?') ? '&' : '?'}userId=${who}&language=EN`,
        payload,
        headers: token ? { 'x-edit-token': token } : {},
      })
      .then((r) => ({ status: r.statusCode, body: r.json() }))
  const rowCount = async (table: 'companies' | 'products' | 'product_pictures') =>
    Number(
      (
        await t.app.database.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    )

  it('each contact of an exhibitor may edit it; nobody edits another exhibitor (own / other / unverified / expired)', async () => {
    const own = await verify(OWN, 'ss-own')
    const second = await verify(SECOND, 'ss-second')
    const other = await verify(OTHER, 'ss-other')
    assert.deepEqual(own.companyProfileIds, [1])
    assert.deepEqual(second.companyProfileIds, [1])
    assert.deepEqual(other.companyProfileIds, [2])
    assert.equal(own.maskedPhone, '138****8000')

    // own: both contacts of exhibitor 1
    for (const [who, g] of [
      ['ss-own', own],
      ['ss-second', second],
    ] as const) {
      const up = await call(who, g.editToken, 'POST', '/api/v5/updateExhibitorInfo', {
        companyProfileId: 1,
        mainProductEn: `Pumps (${who})`,
      })
      assert.equal(up.status, 200, JSON.stringify(up.body))
      assert.equal(up.body.resultList.mainProductEn, `Pumps (${who})`)
    }
    // other: exhibitor 2's contact cannot touch exhibitor 1, its products, or add products to it — and the reverse
    const before = JSON.stringify(
      (await call('ss-own', own.editToken, 'GET', '/api/v5/getExhibitorInfo?companyProfileId=1')).body,
    )
    const firstOf2 = (
      await t.app.database.db.selectFrom('products').select('id').where('company_id', '=', 2).executeTakeFirstOrThrow()
    ).id
    const refusals = [
      await call('ss-other', other.editToken, 'GET', '/api/v5/getExhibitorInfo?companyProfileId=1'),
      await call('ss-other', other.editToken, 'POST', '/api/v5/updateExhibitorInfo', {
        companyProfileId: 1,
        nameEn: 'Taken',
      }),
      await call('ss-other', other.editToken, 'POST', '/api/v5/updateProductInfo', { productId: 1, nameEn: 'Taken' }),
      await call('ss-other', other.editToken, 'POST', '/api/v5/addProductInfo', {
        companyProfileId: 1,
        nameZh: '冒名产品',
        pictures: ['/media/product/1-320x240.svg'],
      }),
      await call('ss-own', own.editToken, 'POST', '/api/v5/updateExhibitorInfo', {
        companyProfileId: 2,
        nameEn: 'Taken',
      }),
      await call('ss-own', own.editToken, 'POST', '/api/v5/updateProductInfo', { productId: firstOf2, hidden: 1 }),
    ]
    for (const r of refusals) {
      assert.equal(r.status, 403, JSON.stringify(r.body))
      assert.equal(r.body.resultDesc, "Only the exhibitor's verified contact phone can edit this information")
    }
    // unverified: no token, a forged one, another visitor's token
    const unverified = [
      await call('ss-own', null, 'POST', '/api/v5/updateExhibitorInfo', { companyProfileId: 1, nameEn: 'X' }),
      await call('ss-own', 'forged', 'POST', '/api/v5/updateExhibitorInfo', { companyProfileId: 1, nameEn: 'X' }),
      await call('ss-thief', own.editToken, 'POST', '/api/v5/updateExhibitorInfo', {
        companyProfileId: 1,
        nameEn: 'X',
      }),
      await call('ss-thief', own.editToken, 'GET', '/api/v5/exhibitor/mine'),
    ]
    for (const r of unverified) {
      assert.equal(r.status, 401)
      assert.equal(r.body.resultDesc, 'Please verify your phone number first')
    }
    assert.equal(
      JSON.stringify((await call('ss-own', own.editToken, 'GET', '/api/v5/getExhibitorInfo?companyProfileId=1')).body),
      before,
      'no refused call changed exhibitor 1',
    )
    const otherName = (await call('ss-other', other.editToken, 'GET', '/api/v5/getExhibitorInfo?companyProfileId=2'))
      .body.resultList.nameEn
    assert.notEqual(otherName, 'Taken')
    // expired: two hours after verifying
    t.clock.advance(2 * 3600_000 + 1)
    const expired = await call('ss-own', own.editToken, 'POST', '/api/v5/updateExhibitorInfo', {
      companyProfileId: 1,
      nameEn: 'Late',
    })
    assert.equal(expired.status, 401)
    assert.equal((await call('ss-own', own.editToken, 'GET', '/api/v5/exhibitor/mine')).status, 401)
  })

  it('a verified phone of no exhibitor edits nothing and is given the organiser’s contact', async () => {
    const g = await verify(NOBODY, 'ss-nobody')
    assert.deepEqual(g.companyProfileIds, [])
    assert.equal(g.organiser.name, 'China Garden Association')
    assert.match(g.organiser.tel, /\d{4}/)
    assert.match(g.organiser.email, /@/)
    assert.equal((await call('ss-nobody', g.editToken, 'GET', '/api/v5/exhibitor/mine')).body.resultList.length, 0)
    const r = await call('ss-nobody', g.editToken, 'GET', '/api/v5/getExhibitorInfo?companyProfileId=1')
    assert.equal(r.status, 403)
  })

  it("WeChat's phone-number button: the provider's code stands for the number; a refused code verifies nothing", async () => {
    const ok = await t.inject({
      method: 'POST',
      url: '/api/v5/verifyWeappPhone?language=EN&userId=ss-weapp',
      payload: { code: `test-phone:${SECOND}` },
    })
    assert.equal(ok.json().result, 'OK')
    assert.deepEqual(ok.json().resultList.companyProfileIds, [1])
    const token = ok.json().resultList.editToken
    assert.equal((await call('ss-weapp', token, 'GET', '/api/v5/getExhibitorInfo?companyProfileId=1')).status, 200)
    const bad = await t.inject({
      method: 'POST',
      url: '/api/v5/verifyWeappPhone?language=EN&userId=ss-weapp',
      payload: { code: 'harness-phone-abc' },
    })
    assert.equal(bad.statusCode, 401)
    assert.equal(bad.json().resultDesc, 'Could not get your WeChat phone number, please use an SMS code instead')
    assert.ok(!t.logs.join('').includes(SECOND), 'the number is never logged')
  })

  it('the rules of the app’s forms are the server’s: a refused edit changes nothing', async () => {
    const g = await verify(OWN, 'ss-rules')
    const cases: Array<[object, string]> = [
      [{ website: 'www.no-scheme.com' }, 'Please enter a website starting with http:// or https://'],
      [{ tel: 'call me' }, 'Please enter a valid telephone number (digits, spaces, +, - and brackets)'],
      [{ contactEmail: 'nope' }, 'Invalid Email address!'],
      [{ nameZh: '   ' }, 'Please enter the Chinese name'],
      [{ nameEn: 'x'.repeat(101) }, 'A name cannot be over 100 characters'],
      [{ categoryIds: [1, 2, 3, 4, 5, 6, 7] }, 'Category quantity cannot be over 6!'],
      [{ logo: 'javascript:alert(1)' }, 'Pictures must be uploaded first'],
      [{ tagIds: [999] }, 'A chosen tag does not exist'],
    ]
    const before = JSON.stringify(
      (await call('ss-rules', g.editToken, 'GET', '/api/v5/getExhibitorInfo?companyProfileId=1')).body,
    )
    for (const [change, message] of cases) {
      const r = await call('ss-rules', g.editToken, 'POST', '/api/v5/updateExhibitorInfo', {
        companyProfileId: 1,
        ...change,
      })
      assert.equal(r.status, 400, JSON.stringify(change))
      assert.equal(r.body.resultDesc, message)
    }
    const zh = await t.inject({
      method: 'POST',
      url: '/api/v5/updateExhibitorInfo?language=ZH-CN&userId=ss-rules',
      headers: { 'x-edit-token': g.editToken },
      payload: { companyProfileId: 1, website: 'ftp://x' },
    })
    assert.equal(zh.json().resultDesc, '请填写以 http:// 或 https:// 开头的网址')
    assert.equal(
      JSON.stringify((await call('ss-rules', g.editToken, 'GET', '/api/v5/getExhibitorInfo?companyProfileId=1')).body),
      before,
    )
    const products = await rowCount('products')
    const noPicture = await call('ss-rules', g.editToken, 'POST', '/api/v5/addProductInfo', {
      companyProfileId: 1,
      nameZh: '新品',
      pictures: [],
    })
    assert.equal(noPicture.body.resultDesc, 'Please select at least one picture!')
    const unknown = await call('ss-rules', g.editToken, 'POST', '/api/v5/addProductInfo', {
      companyProfileId: 1,
      nameZh: '新品',
      pictures: ['/uploads/not-uploaded.png'],
    })
    assert.equal(unknown.body.resultDesc, 'Pictures must be uploaded first')
    assert.equal(await rowCount('products'), products)
  })

  it('edits reach visitors at once: directory, search by pinyin, detail, plan ("updated" until opened), categories and tags', async () => {
    const visitor = 'ss-visitor'
    // the visitor plans exhibitor 1 and reads the directory (which the server caches)
    const put = await t.inject({
      method: 'PUT',
      url: `/api/v1/plan/events/CGA/companyProfiles/1?userId=${visitor}`,
      payload: { id: 1, collected: 1 },
    })
    assert.equal(put.json().result, 'OK')
    const list = (lang = 'EN', body: object = {}) =>
      t
        .inject({
          method: 'POST',
          url: `/api/v5/companyProfiles/listPage?eventCode=CGA&language=${lang}&pageSize=5&userId=${visitor}`,
          payload: body,
        })
        .then((r) => r.json().resultList)
    const plan = () =>
      t
        .inject({ method: 'GET', url: `/api/v1/plan/events/CGA/companyProfiles?language=EN&userId=${visitor}` })
        .then((r) => r.json().resultList[0].companyProfileList.find((c: any) => c.companyProfileId === 1))
    assert.equal((await list()).list[0].companyProfileId, 1) // the editorial first
    assert.equal((await plan()).updated, 0)

    t.clock.advance(1000)
    const g = await verify(OWN, 'ss-editor')
    const up = await call('ss-editor', g.editToken, 'POST', '/api/v5/updateExhibitorInfo', {
      companyProfileId: 1,
      nameZh: '青松园艺科技有限公司',
      nameEn: 'Qingsong Garden Technology Co., Ltd.',
      categoryIds: [3],
      tagIds: [1, 2],
    })
    assert.equal(up.status, 200, JSON.stringify(up.body))
    assert.deepEqual(up.body.resultList.categoryIds, [3])
    assert.deepEqual(up.body.resultList.tagIds, [1, 2])

    assert.equal((await list()).list[0].companyProfileName, 'Qingsong Garden Technology Co., Ltd.')
    assert.equal((await list('ZH-CN')).list[0].companyProfileName, '青松园艺科技有限公司')
    for (const q of ['qingsong', 'qsyy', '青松园艺', 'garden technology']) {
      const found = await list('EN', { companyProfileName: q })
      assert.ok(
        found.list.some((c: any) => c.companyProfileId === 1),
        `search "${q}" finds the new name`,
      )
    }
    // the old name no longer finds the exhibitor itself; its products still carry the old brand
    // ("华东机械锂电池组 …"), so it is found through them, and says so
    const old = (await list('EN', { companyProfileName: 'huadong jixie' })).list.find(
      (c: any) => c.companyProfileId === 1,
    )
    assert.equal(old?.matchesProduct, 1)
    assert.equal((await plan()).companyProfileName, 'Qingsong Garden Technology Co., Ltd.')
    assert.equal((await plan()).updated, 1, 'the visitor sees "updated" on it')
    // the plan's PDF too (its text read back with poppler's pdftotext where the machine has it)
    const pdf = await t.inject({ method: 'GET', url: `/api/v1/plan/pdf?language=EN&eventCode=CGA&userId=${visitor}` })
    assert.equal(pdf.headers['content-type'], 'application/pdf')
    if (hasPdftotext()) {
      const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'ss-pdf-')), 'plan.pdf')
      fs.writeFileSync(file, pdf.rawPayload)
      const text = execFileSync('pdftotext', [file, '-'], { encoding: 'utf8' }).replace(/\s+/g, ' ')
      assert.match(text, /Qingsong Garden Technology Co\., Ltd\./)
      assert.doesNotMatch(text, /Huadong Machinery/)
    }
    // the visitor opens it: no longer "updated"
    const detail = await t.inject({
      method: 'GET',
      url: `/api/v4/getExhibitorDetail?companyProfileId=1&language=EN&userId=${visitor}`,
    })
    assert.equal(detail.json().resultList.name, 'Qingsong Garden Technology Co., Ltd.')
    assert.deepEqual(
      detail.json().resultList.categories.map((c: any) => c.id),
      [3],
    )
    assert.equal((await plan()).updated, 0)
    // another visitor's detail view does not clear it for this one
    t.clock.advance(1000)
    await call('ss-editor', g.editToken, 'POST', '/api/v5/updateExhibitorInfo', {
      companyProfileId: 1,
      introductionEn: 'New.',
    })
    await t.inject({ method: 'GET', url: '/api/v4/getExhibitorDetail?companyProfileId=1&userId=someone-else' })
    assert.equal((await plan()).updated, 1)
  })

  it('a new product with two pictures is listed and found at once; hidden, it leaves lists, details and plans', async () => {
    const g = await verify(OWN, 'ss-products')
    const pictures = ['/media/product/7-320x240.svg', '/media/product/8-240x320.svg']
    const add = await call('ss-products', g.editToken, 'POST', '/api/v5/addProductInfo', {
      companyProfileId: 1,
      nameZh: '智能灌溉控制器',
      nameEn: 'Smart Irrigation Controller',
      introductionZh: '节水灌溉。',
      categoryIds: [3],
      pictures,
    })
    assert.equal(add.status, 200, JSON.stringify(add.body))
    const id = add.body.resultList.productId
    assert.deepEqual(add.body.resultList.pictures, pictures)
    assert.equal(add.body.resultList.logo, pictures[0])
    const products = (body: object) =>
      t
        .inject({ method: 'POST', url: '/api/v5/products/listPage?eventCode=CGA&language=EN&orderBy=1', payload: body })
        .then((r) => r.json().resultList.list.map((p: any) => p.productId))
    assert.ok((await products({ productName: 'zhineng guangai' })).includes(id))
    assert.ok((await products({ orderBy: 1 })).includes(id), 'newest first')
    const detail = await t.inject({ method: 'GET', url: `/api/v4/getProductDetail?productId=${id}&language=EN` })
    assert.deepEqual(
      detail.json().resultList.images.map((i: any) => [i.url, i.width, i.height]),
      [
        [pictures[0], 320, 240],
        [pictures[1], 240, 320],
      ],
    )
    // reorder, then hide
    const reordered = await call('ss-products', g.editToken, 'POST', '/api/v5/updateProductInfo', {
      productId: id,
      pictures: [pictures[1], pictures[0]],
    })
    assert.equal(reordered.body.resultList.logo, pictures[1])
    const visitor = 'ss-planner'
    await t.inject({
      method: 'PUT',
      url: `/api/v1/plan/events/CGA/products/${id}?userId=${visitor}`,
      payload: { id, collected: 1 },
    })
    const hide = await call('ss-products', g.editToken, 'POST', '/api/v5/updateProductInfo', {
      productId: id,
      hidden: 1,
    })
    assert.equal(hide.body.resultList.hidden, 1)
    assert.ok(!(await products({ productName: 'zhineng guangai' })).includes(id))
    assert.equal((await t.inject({ method: 'GET', url: `/api/v4/getProductDetail?productId=${id}` })).statusCode, 404)
    const plan = await t.inject({ method: 'GET', url: `/api/v1/plan/events/CGA/companyProfiles?userId=${visitor}` })
    assert.ok(!JSON.stringify(plan.json().resultList).includes(`"productId":${id}`))
    // its editors still have it, marked hidden, and may show it again
    const mine = await call('ss-products', g.editToken, 'GET', '/api/v5/exhibitor/mine')
    assert.equal(mine.body.resultList[0].products.find((p: any) => p.productId === id).hidden, 1)
    await call('ss-products', g.editToken, 'POST', '/api/v5/updateProductInfo', { productId: id, hidden: 0 })
    assert.equal((await t.inject({ method: 'GET', url: `/api/v4/getProductDetail?productId=${id}` })).statusCode, 200)
  })

  it('my exhibitors: the card, products and totals of what visitors did — never who', async () => {
    const g = await verify(OWN, 'ss-mine')
    await t.inject({ method: 'GET', url: '/api/v4/getExhibitorDetail?companyProfileId=1&userId=ss-viewer' })
    await t.inject({
      method: 'PUT',
      url: '/api/v1/plan/events/CGA/companyProfiles/1?userId=ss-viewer',
      payload: { id: 1, collected: 1 },
    })
    const r = await call('ss-mine', g.editToken, 'GET', '/api/v5/exhibitor/mine')
    assert.equal(r.status, 200)
    const [mine] = r.body.resultList
    assert.equal(mine.companyProfileId, 1)
    assert.ok(mine.hall && mine.stand && mine.eventEditionName)
    assert.ok(mine.stats.views > 0)
    assert.ok(mine.stats.planAdds >= 2, 'ss-visitor and ss-viewer planned it')
    assert.equal(typeof mine.stats.rfqs, 'number')
    assert.ok(mine.products.length > 0)
    const text = JSON.stringify(r.body)
    for (const who of ['ss-viewer', 'ss-visitor', 'ss-planner'])
      assert.ok(!text.includes(who), `no visitor id (${who})`)
  })
})
