import { after, before, describe, it } from 'node:test'
import assert from 'node:assert/strict'
import { makeApp, U, type TestApp } from './helpers.js'

describe('rxweb directory', () => {
  let t: TestApp
  before(async () => {
    t = await makeApp()
  })
  after(async () => t.close())
  const get = (url: string) => t.inject({ method: 'GET', url }).then((r) => ({ status: r.statusCode, body: r.json() }))
  const post = (url: string, payload: unknown) =>
    t
      .inject({ method: 'POST', url, payload: payload as object })
      .then((r) => ({ status: r.statusCode, body: r.json() }))

  it('the seed gives no two exhibitors of an edition the same name, in either language', async () => {
    const rows = await t.app.database.db.selectFrom('companies').select(['edition_id', 'name_zh', 'name_en']).execute()
    assert.ok(rows.length >= 300)
    for (const lang of ['name_zh', 'name_en'] as const) {
      const seen = new Map<string, number>()
      for (const row of rows) {
        const key = `${row.edition_id}|${row[lang]}`
        seen.set(key, (seen.get(key) ?? 0) + 1)
      }
      const twice = [...seen.entries()].filter(([, n]) => n > 1).map(([k]) => k)
      assert.deepEqual(twice, [], lang)
    }
  })

  it('home data has filters, sort options and the edition', async () => {
    const r = await get('/api/v5/pageHomeData/companyProfile?language=EN&eventCode=CGA')
    assert.equal(r.body.result, 'OK')
    const d = r.body.resultList
    assert.ok(d.catagory.length >= 5 && d.catagory.every((c: any) => c.children.length > 0))
    assert.equal(d.meals.length, 8)
    assert.equal(d.divisions[0].eventEditionList.length, 2)
    assert.deepEqual(
      d.sortList.map((s: any) => s.label),
      ['Sort', 'Latest Upload', 'Latest Update', 'Viewed from high to low', 'Bookmarked from high to low'],
    )
    assert.equal(d.eventEdition.eventCode, 'CGA')
    assert.ok(d.totalCount > 100)
    const p = await get('/api/v5/pageHomeData/product?language=ZH-CN&eventCode=CGA')
    assert.equal(p.body.resultList.sortList[0].label, '默认排序')
  })

  it('unknown or hidden event codes answer the silent error in both languages', async () => {
    for (const url of [
      '/api/v5/pageHomeData/companyProfile?language=EN&eventCode=NOPE',
      '/api/v5/pageHomeData/companyProfile?language=ZH-CN&eventCode=OLD',
      '/api/v5/exhibition/getEventEditionDetail?language=EN&eventEditionId=23',
      '/api/v5/exhibition/getEventEditionDetail?language=EN&eventCode=SIE&eventEditionId=12',
    ]) {
      const r = await get(url)
      assert.equal(r.body.result, 'FAIL', url)
      assert.equal(r.body.resultDesc, '展会不存在或当前不可查看', url)
    }
  })

  it('listPage paginates with totals, filters and sorts', async () => {
    const base = '/api/v5/companyProfiles/listPage?language=EN&eventCode=CGA&pageSize=10&isShowCountNum=1'
    const p1 = await post(base + '&pageNo=1', {})
    assert.equal(p1.body.result, 'OK')
    const total = p1.body.resultList.total
    assert.ok(total > 100)
    assert.equal(p1.body.resultList.list.length, 10)
    assert.equal(p1.body.resultList.hasMore, true)
    const p2 = await post(base + '&pageNo=2', {})
    assert.notEqual(p2.body.resultList.list[0].companyProfileId, p1.body.resultList.list[0].companyProfileId)
    const noCount = await post('/api/v5/companyProfiles/listPage?language=EN&eventCode=CGA&pageSize=10', {})
    assert.equal(noCount.body.resultList.total, undefined)
    // meals (tags)
    const tagged = await post(base, { meals: [1] })
    assert.ok(tagged.body.resultList.total < total && tagged.body.resultList.total > 0)
    assert.ok(tagged.body.resultList.list.every((c: any) => c.tags.some((x: any) => x.id === 1)))
    // a parent category covers its children
    const parent = await post(base, { categorys: [1] })
    const child = await post(base, { categorys: [2] })
    assert.ok(parent.body.resultList.total >= child.body.resultList.total)
    assert.ok(parent.body.resultList.total > 0)
    // divisions = an earlier edition
    const old = await post(base, { divisions: [11] })
    assert.ok(old.body.resultList.list.every((c: any) => c.eventEditionId === 11))
    const foreign = await post(base, { eventEditionIds: [22] })
    assert.equal(foreign.body.resultDesc, '展会不存在或当前不可查看')
    // orderBy 3: viewed from high to low
    const viewed = await post(base, { orderBy: 3 })
    const views = viewed.body.resultList.list.map((c: any) => c.viewCount)
    assert.deepEqual(
      [...views].sort((a, b) => b - a),
      views,
    )
    const bookmarked = await post(base, { orderBy: 4 })
    const marks = bookmarked.body.resultList.list.map((c: any) => c.collectCount)
    assert.deepEqual(
      [...marks].sort((a, b) => b - a),
      marks,
    )
    for (const orderBy of [1, 2]) assert.equal((await post(base, { orderBy })).body.result, 'OK')
  })

  it('search finds Chinese substrings, English words in any case, full pinyin and initials', async () => {
    const base = '/api/v5/companyProfiles/listPage?language=ZH-CN&eventCode=CGA&pageSize=50&isShowCountNum=1'
    for (const q of [
      '华东机械',
      '东机',
      '华东',
      '华',
      'HUADONG machinery',
      'huadong',
      'hdjx',
      'hd',
      'hua dong',
      'Huadong Mach',
    ]) {
      const r = await post(base, { companyProfileName: q })
      assert.ok(
        r.body.resultList.list.some((c: any) => c.companyProfileId === 1),
        q,
      )
    }
    const none = await post(base, { companyProfileName: 'zzzzqqq' })
    assert.equal(none.body.resultList.total, 0)
    assert.equal(none.body.resultList.list.length, 0)
    const products = await post('/api/v5/products/listPage?language=EN&eventCode=CGA&pageSize=5&isShowCountNum=1', {
      productName: 'valve',
    })
    assert.ok(products.body.resultList.total > 0)
    assert.ok(products.body.resultList.list.every((p: any) => /valve/i.test(p.productName)))
    // wildcard characters are not patterns
    const pct = await post(base, { companyProfileName: '%' })
    assert.equal(pct.body.result, 'OK')
  })

  describe('search finds what a visitor types: stand codes, categories, products, plurals', () => {
    const companies = '/api/v5/companyProfiles/listPage?eventCode=CGA&pageSize=100&isShowCountNum=1'
    const find = async (q: string, language = 'EN') =>
      (await post(`${companies}&language=${language}`, { companyProfileName: q })).body.resultList as {
        total: number
        list: Array<{ companyProfileId: number; stand: string; matchesProduct?: number }>
      }
    const ids = (page: { list: Array<{ companyProfileId: number }> }) => page.list.map((c) => c.companyProfileId).sort()

    it('a stand code finds the exhibitor on it, in any case, as the exhibitor itself', async () => {
      const stand = await t.app.database.db
        .selectFrom('companies')
        .select(['id', 'stand'])
        .where('edition_id', '=', 12)
        .where('stand', '=', '1A04')
        .executeTakeFirstOrThrow()
      for (const q of ['1A04', '1a04', ' 1A04 ']) {
        const page = await find(q)
        const hit = page.list.find((c) => c.companyProfileId === stand.id)
        assert.ok(hit, q)
        assert.equal(hit.stand, '1A04')
        assert.equal(hit.matchesProduct, undefined, 'found by its stand, not a product')
      }
    })

    it('a category name finds every exhibitor of the category, in both languages', async () => {
      const home = (await get('/api/v5/pageHomeData/companyProfile?language=EN&eventCode=CGA')).body.resultList
      const robots = home.catagory.flatMap((c: any) => c.children).find((c: any) => c.names.EN === 'Industrial Robots')
      assert.ok(robots, 'the seed has the category')
      const inCategory = (await post(`${companies}&language=EN`, { categorys: [robots.id] })).body.resultList.list.map(
        (c: any) => c.companyProfileId,
      )
      assert.ok(inCategory.length > 0)
      for (const [q, language] of [
        ['Industrial Robots', 'EN'],
        ['industrial robot', 'EN'],
        ['工业机器人', 'ZH-CN'],
      ] as const) {
        const page = await find(q, language)
        for (const id of inCategory) {
          const hit = page.list.find((c) => c.companyProfileId === id)
          assert.ok(hit, `${q}: exhibitor ${id} of the category`)
          assert.equal(hit.matchesProduct, undefined, `${q}: found by its category`)
        }
      }
    })

    it('a product name finds the exhibitor through its main products or a product entry, marked "matches a product"', async () => {
      const page = await find('robot')
      // Huadong Machinery lists "6-axis Robot" as a main product; its name and category do not say robot
      const huadong = page.list.find((c) => c.companyProfileId === 1)
      assert.ok(huadong, 'found through a main product')
      assert.equal(huadong.matchesProduct, 1)
      // an exhibitor whose own text says nothing of robots, found through a product entry
      const viaEntry = await t.app.database.db
        .selectFrom('products')
        .innerJoin('companies', 'companies.id', 'products.company_id')
        .select('companies.id')
        .where('products.edition_id', '=', 12)
        .where('products.hidden', '=', 0)
        .where('products.search_text', 'like', '%robot%')
        .where('companies.search_text', 'not like', '%robot%')
        .executeTakeFirstOrThrow()
      const entry = page.list.find((c) => c.companyProfileId === viaEntry.id)
      assert.ok(entry, 'found through a product entry')
      assert.equal(entry.matchesProduct, 1)
      // the same in Chinese
      const zh = await find('机器人', 'ZH-CN')
      assert.equal(zh.list.find((c) => c.companyProfileId === 1)?.matchesProduct, 1)
      // without a search there is nothing to mark
      const all = await post(`${companies}&language=EN`, {})
      assert.ok(all.body.resultList.list.every((c: any) => c.matchesProduct === undefined))
    })

    it('English plurals find what the singular finds, exhibitors and products alike', async () => {
      const products = '/api/v5/products/listPage?language=EN&eventCode=CGA&pageSize=100&isShowCountNum=1'
      const findProducts = async (q: string) => (await post(products, { productName: q })).body.resultList
      const one = await findProducts('hydraulic pump')
      assert.ok(one.total > 0)
      assert.equal((await findProducts('hydraulic pumps')).total, one.total)
      assert.equal((await findProducts('Hydraulic Pumps')).total, one.total)
      // -ies → -y, -es after x
      const batteries = await findProducts('lithium batteries')
      assert.ok(batteries.total > 0)
      assert.ok(batteries.list.every((p: any) => /lithium battery/i.test(p.productName)))
      const boxes = await findProducts('carton boxes')
      assert.ok(boxes.total > 0)
      assert.ok(boxes.list.every((p: any) => /carton box/i.test(p.productName)))
      const pumps = await find('hydraulic pumps')
      assert.ok(pumps.total > 0)
      assert.deepEqual(ids(pumps), ids(await find('hydraulic pump')))
    })
  })

  it('a query of several words finds items with all of them, in any order; Chinese is split into words', async () => {
    const base = '/api/v5/products/listPage?language=EN&eventCode=CGA&pageSize=100&isShowCountNum=1'
    const words = async (q: string) => (await post(base, { productName: q })).body.resultList
    const phrase = await words('stainless valve')
    assert.ok(phrase.total > 0)
    assert.ok(phrase.list.every((p: any) => /stainless/i.test(p.productName) && /valve/i.test(p.productName)))
    assert.equal((await words('valve stainless')).total, phrase.total, 'any order')
    // 华东 and 机械 apart in a name are found by 华东机械 typed as one word
    const zh = '/api/v5/companyProfiles/listPage?language=ZH-CN&eventCode=CGA&pageSize=100&isShowCountNum=1'
    const both = (await post(zh, { companyProfileName: '机械 华东' })).body.resultList
    const joined = (await post(zh, { companyProfileName: '华东机械' })).body.resultList
    assert.ok(joined.total >= 1)
    assert.equal(joined.total, both.total)
    assert.ok(
      joined.list.every((c: any) => c.companyProfileName.includes('华东') && c.companyProfileName.includes('机械')),
    )
  })

  it('every hot word finds something in its edition', async () => {
    for (const [code, lang] of [
      ['CGA', 'ZH-CN'],
      ['CGA', 'EN'],
      ['SIE', 'ZH-CN'],
      ['SIE', 'EN'],
    ] as const) {
      const hot = (await get(`/api/v5/getHotSearchList?eventCode=${code}&language=${lang}`)).body.resultList
      assert.ok(hot.length > 0 && hot.length <= 10, `${code} ${lang}`)
      for (const { word } of hot) {
        const found = await Promise.all(
          (['companyProfiles', 'products'] as const).map(
            async (k) =>
              (
                await post(`/api/v5/${k}/listPage?language=${lang}&eventCode=${code}&pageSize=1&isShowCountNum=1`, {
                  [k === 'products' ? 'productName' : 'companyProfileName']: word,
                })
              ).body.resultList.total,
          ),
        )
        assert.ok(found[0] + found[1] > 0, `${code} ${lang}: the hot word "${word}" finds nothing`)
      }
    }
  })

  it('listPage rejects bad input with a localised message and no 500', async () => {
    const bad = await post('/api/v5/companyProfiles/listPage?language=EN&eventCode=CGA&pageSize=1000', {})
    assert.equal(bad.status, 400)
    assert.equal(bad.body.result, 'FAIL')
    assert.match(bad.body.resultDesc, /^Invalid request: querystring\.pageSize/)
    const zh = await post('/api/v5/products/listPage?language=ZH-CN&eventCode=CGA', { orderBy: 9 })
    assert.equal(zh.status, 400)
    assert.match(zh.body.resultDesc, /^请求参数有误/)
    const junk = await t.inject({
      method: 'POST',
      url: '/api/v5/products/listPage?eventCode=CGA',
      headers: { 'content-type': 'application/json' },
      payload: '{oops',
    })
    assert.equal(junk.statusCode, 400)
    assert.equal(junk.json().result, 'FAIL')
  })

  it('exhibitor detail carries every field of spec §3 and the collected flag', async () => {
    const r = await get(`/api/v4/getExhibitorDetail?language=EN&companyProfileId=1&eventCode=CGA&userId=${U}`)
    const d = r.body.resultList
    for (const k of [
      'companyProfileId',
      'name',
      'tags',
      'categories',
      'divisions',
      'introduction',
      'mainProduct',
      'contactEmail',
      'website',
      'tel',
      'fax',
      'address',
      'stand',
      'collected',
    ]) {
      assert.ok(d[k] !== undefined && d[k] !== '', k)
    }
    assert.equal(d.name, 'Huadong Machinery Co., Ltd.')
    assert.equal(d.collected, 0)
    const zh = await get('/api/v4/getExhibitorDetail?language=ZH-CN&companyProfileId=1')
    assert.equal(zh.body.resultList.name, '华东机械有限公司')
    const missing = await get('/api/v4/getExhibitorDetail?language=EN&companyProfileId=999999')
    assert.equal(missing.status, 404)
    assert.equal(missing.body.resultDesc, 'The exhibitor does not exist')
    const bad = await get('/api/v4/getExhibitorDetail?language=EN&companyProfileId=abc')
    assert.equal(bad.status, 400)
  })

  it('product detail', async () => {
    const r = await get('/api/v4/getProductDetail?language=EN&productId=1')
    assert.equal(r.body.result, 'OK')
    assert.equal(r.body.resultList.productId, 1)
    assert.ok(r.body.resultList.categories.length >= 1)
    assert.equal(
      (await get('/api/v4/getProductDetail?language=ZH-CN&productId=99999999')).body.resultDesc,
      '展品不存在',
    )
  })

  it('edition detail and list, venues, categories, hot words, recommendations, share detail, counts', async () => {
    const ed = await get('/api/v5/exhibition/getEventEditionDetail?language=EN&eventCode=CGA')
    assert.equal(ed.body.resultList.eventEditionId, 12)
    assert.ok(ed.body.resultList.exhibitorCount > 0)
    const eds = await get('/api/v5/exhibition/getEventEditionList?language=EN&eventCode=SIE')
    assert.deepEqual(
      eds.body.resultList.map((e: any) => e.eventEditionId),
      [22, 21],
    )
    // the current one is marked (a home opened on 2025 still labels 2026 as current)
    assert.deepEqual(
      eds.body.resultList.map((e: any) => e.isCurrent),
      [true, false],
    )
    const venues = await get('/api/v5/exhibition/getVenueList?language=EN&eventEditionId=12')
    assert.equal(venues.body.resultList.length, 8)
    assert.equal(venues.body.resultList[0].hallName, 'Hall 1')
    const cats = await get('/api/v5/categoryData/getCategory?language=ZH-CN&eventEditionId=12')
    assert.equal(cats.body.resultList[0].label, '机械设备')
    assert.ok(cats.body.resultList[0].children.length > 0)
    const hot = await get('/api/v5/getHotSearchList?eventEditionId=12&channel=exhibitor&language=ZH-CN')
    assert.equal(hot.body.resultList[0].word, '华东机械')
    const rec = await get('/api/v5/exhibition/recommendCPList?language=EN&eventCode=CGA&companyProfileId=1&pageSize=5')
    assert.equal(rec.body.resultList.length, 5)
    assert.ok(rec.body.resultList.every((c: any) => c.companyProfileId !== 1))
    const share = await get('/api/v5/exhibition/getShareExhibitorDetail?companyProfileId=1&language=EN')
    assert.match(share.body.resultList.shareUrl, /\/exhibitors\/detail\?companyProfileId=1&eventCode=CGA/)
    const count = await get('/api/v4/getExhibitorCount?eventCode=CGA')
    assert.ok(count.body.resultList.exhibitorCount > 0 && count.body.resultList.productCount > 0)
    const counts = await get('/api/v4/getExhibitorCountList?eventCode=CGA&language=EN')
    assert.equal(counts.body.resultList.length, 2)
    assert.equal((await get('/api/v5/exhibition/getShareExhibitorDetail?companyProfileId=0')).status, 400)
  })

  it('serves generated logos with their aspect ratio, and unknown API paths get the envelope', async () => {
    const r = await t.inject({ method: 'GET', url: '/media/company/1-320x180.svg' })
    assert.equal(r.headers['content-type'], 'image/svg+xml')
    assert.match(r.body, /width="320" height="180"/)
    const nf = await get('/api/v9/nothing?language=EN')
    assert.equal(nf.status, 404)
    assert.equal(nf.body.resultDesc, 'Unknown API path')
  })
})
