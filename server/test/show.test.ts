import { after, before, describe, it } from 'node:test'
import assert from 'node:assert/strict'
import { makeApp, U, type TestApp } from './helpers.js'

const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d49444154789c6360000002000154a24f5d0000000049454e44ae426082',
  'hex',
)

function multipart(filename: string, content: Buffer, contentType = 'image/jpeg') {
  const boundary = '----expo' + Math.random().toString(16).slice(2)
  const body = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`,
    ),
    content,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ])
  return { payload: body, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } }
}

describe('show: upload', () => {
  let t: TestApp
  before(async () => {
    t = await makeApp({ UPLOAD_MAX_BYTES: '4096' })
  })
  after(async () => t.close())

  it('stores an image under a server-made name and serves it back', async () => {
    const r = await t.inject({
      method: 'POST',
      url: `/upload/uploadQiNiu?userId=${U}`,
      ...multipart('../../etc/passwd.png', PNG, 'text/plain'),
    })
    const res = r.json().resultList
    assert.equal(res.mime, 'image/png')
    assert.match(res.url, /^\/uploads\/[0-9a-f-]{36}\.png$/)
    const back = await t.inject({ method: 'GET', url: res.url })
    assert.equal(back.statusCode, 200)
    assert.equal(back.headers['content-type'], 'image/png')
    assert.equal(back.headers['x-content-type-options'], 'nosniff')
    assert.deepEqual(back.rawPayload, PNG)
  })

  it("needs the visitor's session, like every write: without it, or with a wrong one, a 401 in the envelope", async () => {
    const upload = (url: string, headers: Record<string, string> = {}) => {
      const form = multipart('a.png', PNG)
      return t.inject({ method: 'POST', url, payload: form.payload, headers: { ...form.headers, ...headers } })
    }
    // a visitor id the server has bound to a session (the helper keeps its secret)
    const signedIn = await upload(`/upload/uploadQiNiu?language=EN&userId=${U}`)
    assert.equal(signedIn.statusCode, 200, signedIn.body)
    assert.equal(signedIn.json().result, 'OK')
    const refusals = [
      // no visitor at all: the envelope names what is missing (requireVisitor, like every write)
      ['/upload/uploadQiNiu?language=EN', {}, 400, 'USER_REQUIRED'],
      // a bound visitor id without its session, or with a wrong one
      [`/upload/uploadQiNiu?language=EN&userId=${U}`, { 'x-visitor-session': '' }, 401, 'SESSION_REQUIRED'],
      [
        `/upload/uploadQiNiu?language=EN&userId=${U}`,
        { 'x-visitor-session': 'not-the-secret' },
        401,
        'SESSION_INVALID',
      ],
    ] as const
    for (const [url, headers, status, code] of refusals) {
      const r = await upload(url, headers)
      assert.equal(r.statusCode, status, url)
      const body = r.json()
      assert.equal(body.result, 'FAIL')
      assert.equal(body.resultCode, code)
      assert.ok(body.resultDesc, 'a message to show')
    }
    const fs = await import('node:fs')
    const path = await import('node:path')
    assert.equal(fs.readdirSync(path.join(t.dataDir, 'uploads')).length, 2, 'nothing stored for a refused upload')
  })

  it('rejects a non-image named .jpg, a too large file and a missing file', async () => {
    const fake = await t.inject({
      method: 'POST',
      url: `/upload/uploadQiNiu?language=EN&userId=${U}`,
      ...multipart('photo.jpg', Buffer.from('<?php echo "hi"; ?>'), 'image/jpeg'),
    })
    assert.equal(fake.statusCode, 415)
    assert.equal(fake.json().resultDesc, 'Only PNG, JPEG, GIF or WebP images can be uploaded')
    const big = await t.inject({
      method: 'POST',
      url: `/upload/uploadQiNiu?language=EN&userId=${U}`,
      ...multipart('big.png', Buffer.concat([PNG, Buffer.alloc(10_000)]), 'image/png'),
    })
    assert.equal(big.statusCode, 413)
    assert.match(big.json().resultDesc, /too large/)
    const none = await t.inject({ method: 'POST', url: `/upload/uploadQiNiu?language=ZH-CN&userId=${U}`, payload: {} })
    assert.equal(none.json().resultDesc, '请选择要上传的图片')
    const fs = await import('node:fs')
    const path = await import('node:path')
    assert.equal(
      fs.readdirSync(path.join(t.dataDir, 'uploads')).length,
      2,
      'only the valid images were stored (one here, one by the session test)',
    )
  })
})

describe('show: sessions, matchmaking, behaviour, points', () => {
  let t: TestApp
  before(async () => {
    t = await makeApp()
  })
  after(async () => t.close())
  const get = (url: string) => t.inject({ method: 'GET', url }).then((r) => ({ status: r.statusCode, body: r.json() }))
  const post = (url: string, payload: object) =>
    t.inject({ method: 'POST', url, payload }).then((r) => ({ status: r.statusCode, body: r.json() }))

  it('session list, detail with speakers, person with keynote and previous sessions, reminders', async () => {
    const list = await get('/api/v5/session/getSessionList?language=EN&eventCode=CGA&isShowCountNum=1')
    assert.ok(list.body.resultList.total >= 40)
    // one keynote opens each of the three conference days (conference.test.ts has the rest)
    const keynote = await get('/api/v5/session/getSessionList?language=EN&eventCode=CGA&keynote=1')
    assert.equal(keynote.body.resultList.list.length, 3)
    // the last day's: the test clock is on day 2 of the show, and an ended session takes no reminder
    const last = keynote.body.resultList.list.reduce((a: any, b: any) => (b.startTime > a.startTime ? b : a))
    const id = last.id
    assert.ok(Date.parse(last.endTime) > t.clock.now())
    const detail = await get(`/api/v5/session/getSessionDetail?language=EN&id=${id}&userId=${U}`)
    assert.equal(detail.body.resultList.isKeynote, 1)
    assert.ok(detail.body.resultList.speakers.length >= 1)
    assert.equal(detail.body.resultList.remind, 0)
    assert.equal((await post(`/api/v5/session/remind?userId=${U}`, { id, remind: 1 })).body.resultList.remind, 1)
    assert.equal((await get(`/api/v5/session/getSessionDetail?id=${id}&userId=${U}`)).body.resultList.remind, 1)
    await post(`/api/v5/session/remind?userId=${U}`, { id, remind: 0 })
    assert.equal((await get(`/api/v5/session/getSessionDetail?id=${id}&userId=${U}`)).body.resultList.remind, 0)
    const person = await get(
      `/api/v5/session/getPersonDetail?language=ZH-CN&id=${detail.body.resultList.speakers[0].personId}`,
    )
    assert.ok(person.body.resultList.keynoteSessions.length >= 1)
    assert.ok(Array.isArray(person.body.resultList.previousSessions))
    assert.equal(
      (await get('/api/v5/session/getSessionDetail?id=99999&language=EN')).body.resultDesc,
      'The session does not exist',
    )
    assert.equal((await get('/api/v5/session/getPersonDetail?id=99999&language=EN')).status, 404)
  })

  it('behaviour records are stored with their channel id', async () => {
    const rec = {
      TARGET: 'exhibitor',
      USERID: U,
      EVENTEDITIONID: 12,
      SOURCE: 'list',
      ACTIONID: 'view',
      CHANNELID: 109,
      TIMESTAMP: 1790000000000,
      URL: '/exhibitors/detail?companyProfileId=1',
      COMPANYPROFILEID: 1,
      EXTRAS: { a: 1 },
    }
    await get(`/api/v5/exhibition/getVenueList?userId=${U}`) // the visitor's session
    const r = await post(`/api/v5/behaviorMessage?userId=${U}`, { DATA: [rec] })
    assert.deepEqual(r.body.resultList, { saved: 1 })
    // (the seed holds behaviour of its own visitors for Hot Hits and the Billboard)
    const row = await t.app.database.db
      .selectFrom('behaviour_records')
      .selectAll()
      .where('user_id', '=', U)
      .executeTakeFirstOrThrow()
    assert.equal(row.channel_id, 109)
    assert.equal(row.action_id, 'view')
    assert.equal(row.extras, '{"a":1}')
    assert.equal((await post('/api/v5/behaviorMessage', { DATA: [{ ...rec, CHANNELID: 999 }] })).status, 400)
    assert.equal((await post('/api/v5/behaviorMessage', { DATA: [] })).status, 400)
  })

  it('increaseIntegral awards each action once a day', async () => {
    const inc = (action: string) => post(`/wxApi/v5/vip/increaseIntegral?userId=${U}`, { action })
    assert.deepEqual((await inc('share')).body.resultList, { added: 5, integral: 5 })
    assert.deepEqual((await inc('share')).body.resultList, { added: 0, integral: 5 })
    assert.deepEqual((await inc('rfq')).body.resultList, { added: 10, integral: 15 })
    assert.equal((await inc('cheat')).status, 400)
    assert.equal((await post('/wxApi/v5/vip/increaseIntegral', { action: 'share' })).status, 400)
  })
})
