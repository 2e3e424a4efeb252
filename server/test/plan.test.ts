import fs from 'node:fs'
import path from 'node:path'
import { after, before, describe, it } from 'node:test'
import assert from 'node:assert/strict'
import { SMTPServer } from 'smtp-server'
import { simpleParser, type ParsedMail } from 'mailparser'
import { makeApp, U, type TestApp } from './helpers.js'
import { generatedStamp } from '../src/lib/pdf.js'

describe('rxweb plan: collect, plan list, email, PDF', () => {
  let t: TestApp
  before(async () => {
    t = await makeApp()
  })
  after(async () => t.close())
  const req = (method: 'GET' | 'PUT' | 'POST', url: string, payload?: object) =>
    t.inject({ method, url, payload }).then((r) => ({ status: r.statusCode, body: r.json() }))

  it('collect toggles are idempotent and answer collectCnt', async () => {
    const put = (kind: string, id: number, collected: 0 | 1, user = U) =>
      req('PUT', `/api/v1/plan/events/CGA/${kind}/${id}?language=EN&userId=${user}`, { id, collected })
    assert.equal((await put('companyProfiles', 1, 1)).body.resultList.collectCnt, 1)
    assert.equal((await put('companyProfiles', 1, 1)).body.resultList.collectCnt, 1)
    assert.equal((await put('products', 1, 1)).body.resultList.collectCnt, 2)
    // seed: products 1, 4, 5, 6 and exhibitors 1, 4, 5, 6 are in the current CGA edition
    assert.equal((await put('products', 4, 1)).body.resultList.collectCnt, 3)
    assert.equal((await put('products', 4, 0)).body.resultList.collectCnt, 2)
    assert.equal((await put('products', 4, 0)).body.resultList.collectCnt, 2)
    // another visitor has their own plan
    assert.equal((await put('products', 4, 1, 'other-user')).body.resultList.collectCnt, 1)
    // the collected flag follows the caller
    const d = await req('GET', `/api/v4/getExhibitorDetail?companyProfileId=1&userId=${U}`)
    assert.equal(d.body.resultList.collected, 1)
    const list = await req('POST', `/api/v5/companyProfiles/listPage?eventCode=CGA&pageSize=3&userId=${U}`, {
      companyProfileName: 'hdjx',
    })
    assert.equal(list.body.resultList.list[0].collected, 1)
  })

  it('collect failures: no userId, unknown exhibitor, other exhibition, id mismatch, bad flag', async () => {
    const noUser = await req('PUT', '/api/v1/plan/events/CGA/companyProfiles/1?language=EN', { id: 1, collected: 1 })
    assert.equal(noUser.status, 400)
    assert.equal(noUser.body.resultDesc, 'userId is required')
    assert.equal(
      (
        await req('PUT', `/api/v1/plan/events/CGA/companyProfiles/999999?language=EN&userId=${U}`, {
          id: 999999,
          collected: 1,
        })
      ).body.resultDesc,
      'The exhibitor does not exist',
    )
    const sieProduct = await req('GET', '/api/v5/pageHomeData/product?eventCode=SIE')
    assert.equal(sieProduct.body.result, 'OK')
    assert.equal(
      (await req('PUT', `/api/v1/plan/events/NOPE/products/1?userId=${U}`, { id: 1, collected: 1 })).body.resultDesc,
      '展会不存在或当前不可查看',
    )
    assert.equal(
      (await req('PUT', `/api/v1/plan/events/CGA/products/1?userId=${U}`, { id: 2, collected: 1 })).status,
      400,
    )
    assert.equal(
      (await req('PUT', `/api/v1/plan/events/CGA/products/1?userId=${U}`, { id: 1, collected: 3 })).status,
      400,
    )
  })

  it('plan list groups by edition with products nested under their exhibitor', async () => {
    const r = await req('GET', `/api/v1/plan/events/CGA/companyProfiles?language=EN&userId=${U}`)
    assert.equal(r.body.result, 'OK')
    const eds = r.body.resultList
    assert.equal(eds.length, 1)
    assert.equal(eds[0].eventEditionName, 'Garden & Agriculture Expo 2026')
    const c = eds[0].companyProfileList.find((x: any) => x.companyProfileId === 1)
    assert.equal(c.stand, '2A01')
    assert.deepEqual(
      c.productList.map((p: any) => p.productId),
      [1],
    )
    const empty = await req('GET', '/api/v1/plan/events/CGA/companyProfiles?language=EN&userId=nobody')
    assert.deepEqual(empty.body.resultList, [])
    const flat = await req('GET', `/api/v5/plan/companyProfilePlan?language=EN&eventCode=CGA&userId=${U}`)
    assert.deepEqual(
      flat.body.resultList.map((x: any) => x.companyProfileId),
      [1],
    )
    const flatP = await req('GET', `/api/v5/plan/productPlan?language=EN&eventCode=CGA&userId=${U}`)
    assert.deepEqual(
      flatP.body.resultList.map((x: any) => x.productId),
      [1],
    )
    assert.equal((await req('GET', '/api/v5/plan/productPlan?eventCode=CGA')).status, 400)
  })

  it('app path collectTargetIds needs userId + sessionId and applies all or nothing', async () => {
    const url = '/api/v5/collectTargetIds?language=EN&eventCode=CGA&userId=app-user&sessionId=s1'
    const r = await req('POST', url, {
      userId: 'app-user',
      objJson: JSON.stringify([
        { type: 1, objId: 4, isCollected: 1 },
        { type: 2, objId: 5, isCollected: 1 },
      ]),
    })
    assert.deepEqual(r.body.resultList, { collectCnt: 2, applied: 2 })
    const arr = await req('POST', url, { userId: 'app-user', objJson: [{ type: 2, objId: 5, isCollected: 0 }] })
    assert.equal(arr.body.resultList.collectCnt, 1)
    const partial = await req('POST', url, {
      userId: 'app-user',
      objJson: [
        { type: 2, objId: 6, isCollected: 1 },
        { type: 1, objId: 999999, isCollected: 1 },
      ],
    })
    assert.equal(partial.body.result, 'FAIL')
    const plan = await req('GET', '/api/v1/plan/events/CGA/companyProfiles?userId=app-user')
    assert.equal(plan.body.resultList[0].companyProfileList.length, 1, 'nothing written by the failed call')
    assert.equal(
      (await req('POST', '/api/v5/collectTargetIds?eventCode=CGA&userId=app-user', { userId: 'app-user', objJson: [] }))
        .status,
      400,
    )
    assert.equal((await req('POST', url, { userId: 'someone-else', objJson: [] })).status, 400)
    assert.equal((await req('POST', url, { userId: 'app-user', objJson: 'not json' })).status, 400)
  })

  it('plan email validation messages, in both languages', async () => {
    const send = (q: string) => req('GET', `/api/v1/plan/sendEmail?eventCode=CGA&userId=${U}&${q}`)
    assert.equal((await send('language=EN&email=')).body.resultDesc, 'The mailbox cannot be empty')
    assert.equal((await send('language=EN')).body.resultDesc, 'The mailbox cannot be empty')
    assert.equal((await send('language=EN&email=%20%20')).body.resultDesc, 'The mailbox cannot be empty')
    assert.equal((await send('language=EN&email=not-an-email')).body.resultDesc, 'Please provide valid email')
    assert.equal((await send('language=EN&email=a@b')).body.resultDesc, 'Please provide valid email')
    assert.equal(
      (await send('language=EN&email=ok@example.com&privacy=0')).body.resultDesc,
      'Please check the privacy policy conditions',
    )
    assert.equal((await send('language=ZH-CN&email=')).body.resultDesc, '邮箱不能为空')
    const empty = await req(
      'GET',
      '/api/v1/plan/sendEmail?eventCode=CGA&userId=nobody&language=EN&email=ok@example.com',
    )
    assert.equal(empty.body.resultDesc, 'Please add the show plan before sharing')
    // ordinary business addresses pass the one shared rule (docs/decisions.md, "Email addresses")
    for (const address of ['john.smith@company.com', 'first.last+expo@mail.example.co.uk']) {
      const r = await req(
        'GET',
        `/api/v1/plan/sendEmail?eventCode=CGA&userId=nobody&language=EN&email=${encodeURIComponent(address)}`,
      )
      assert.equal(r.body.resultDesc, 'Please add the show plan before sharing', address)
    }
  })

  it('sends the plan email with the PDF to the outbox; the address is stored nowhere and never logged', async () => {
    const address = 'privacy_probe-7731@example.org'
    const r = await req(
      'GET',
      `/api/v1/plan/sendEmail?language=EN&eventCode=CGA&userId=${U}&email=${encodeURIComponent(address)}&privacy=1`,
    )
    assert.equal(r.body.result, 'OK')
    assert.equal(r.body.resultDesc, 'Successfully send the email')
    const outbox = path.join(t.dataDir, 'outbox')
    const emls = fs.readdirSync(outbox).filter((f) => f.endsWith('.eml'))
    assert.equal(emls.length, 1)
    const mail = await simpleParser(fs.readFileSync(path.join(outbox, emls[0]!)))
    assert.match(mail.subject ?? '', /My show plan/)
    assert.match(String(mail.html), /Huadong Machinery Co\., Ltd\./)
    assert.equal(mail.attachments[0]!.contentType, 'application/pdf')
    // the property: not in the database files, not in the logs
    const needle = Buffer.from(address)
    const needleUpper = Buffer.from(address.toUpperCase())
    for (const f of t.app.database.files) {
      if (!fs.existsSync(f)) continue
      const buf = fs.readFileSync(f)
      assert.equal(buf.includes(needle), false, `address found in ${f}`)
      assert.equal(buf.includes(needleUpper), false)
    }
    const logs = t.logs.join('')
    assert.ok(logs.includes('/api/v1/plan/sendEmail'), 'the request was logged')
    assert.equal(logs.includes(address), false)
    assert.equal(logs.includes(encodeURIComponent(address)), false)
    assert.ok(logs.includes('email=[redacted]'))
  })

  it("the PDF says when it was made on the venue's clock, naming it, not in UTC", () => {
    // 16:05 UTC is past midnight in Shanghai: the venue's date and time, in both languages
    const at = Date.parse('2026-09-14T16:05:00Z')
    assert.equal(generatedStamp('EN', at, 'Asia/Shanghai'), 'Generated: 2026-09-15 00:05 (Shanghai time)')
    assert.equal(generatedStamp('ZH-CN', at, 'Asia/Shanghai'), '生成时间：2026-09-15 00:05（上海时间）')
    assert.equal(generatedStamp('EN', at, 'Europe/Berlin'), 'Generated: 2026-09-14 18:05 (Berlin time)')
  })

  it('plan PDF download: a real PDF with the embedded CJK font', async () => {
    const r = await t.inject({ method: 'GET', url: `/api/v1/plan/pdf?language=ZH-CN&eventCode=CGA&userId=${U}` })
    assert.equal(r.statusCode, 200)
    assert.equal(r.headers['content-type'], 'application/pdf')
    assert.match(String(r.headers['content-disposition']), /^attachment; filename="show-plan-CGA\.pdf"$/)
    assert.equal(r.rawPayload.subarray(0, 5).toString(), '%PDF-')
    assert.ok(r.rawPayload.includes(Buffer.from('NotoSansHans')), 'CJK font embedded')
    const empty = await t.inject({ method: 'GET', url: '/api/v1/plan/pdf?language=EN&eventCode=CGA&userId=nobody' })
    assert.equal(empty.json().resultDesc, "You haven't added any exhibition plan yet")
    assert.equal((await t.inject({ method: 'GET', url: '/api/v1/plan/pdf?eventCode=CGA' })).statusCode, 400)
  })
})

describe('plan email over real SMTP', () => {
  let t: TestApp
  let server: SMTPServer
  const received: ParsedMail[] = []
  before(async () => {
    server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      onData(stream, _session, cb) {
        simpleParser(stream)
          .then((m) => {
            received.push(m)
            cb()
          })
          .catch(cb)
      },
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    const port = (server.server.address() as { port: number }).port
    t = await makeApp({ SMTP_URL: `smtp://127.0.0.1:${port}` })
  })
  after(async () => {
    await t.close()
    await new Promise<void>((resolve) => server.close(() => resolve()))
  })

  it('delivers the HTML email in the request language with the PDF attached', async () => {
    const put = await t.inject({
      method: 'PUT',
      url: `/api/v1/plan/events/CGA/companyProfiles/1?userId=${U}`,
      payload: { id: 1, collected: 1 },
    })
    assert.equal(put.json().result, 'OK')
    await t.inject({
      method: 'PUT',
      url: `/api/v1/plan/events/CGA/products/1?userId=${U}`,
      payload: { id: 1, collected: 1 },
    })
    const r = await t.inject({
      method: 'GET',
      url: `/api/v1/plan/sendEmail?language=ZH-CN&eventCode=CGA&userId=${U}&email=visitor@example.com`,
    })
    assert.equal(r.json().result, 'OK')
    assert.equal(r.json().resultDesc, '邮件发送成功')
    assert.equal(received.length, 1)
    const m = received[0]!
    assert.equal((m.to as { text: string }).text, 'visitor@example.com')
    assert.match(m.subject ?? '', /我的观展计划/)
    assert.match(String(m.html), /华东机械有限公司/)
    assert.match(String(m.html), /展位 2A01/)
    assert.equal(m.attachments.length, 1)
    assert.equal(m.attachments[0]!.filename, 'show-plan-CGA.pdf')
    assert.equal(m.attachments[0]!.content.subarray(0, 5).toString(), '%PDF-')
    assert.equal(
      fs.existsSync(path.join(t.dataDir, 'outbox')) &&
        fs.readdirSync(path.join(t.dataDir, 'outbox')).some((f) => f.endsWith('.eml')),
      false,
    )
  })
})
