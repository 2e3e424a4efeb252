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

describe('show: enquiry pool', () => {
  let t: TestApp
  let picture = ''
  before(async () => {
    t = await makeApp({ UPLOAD_MAX_BYTES: '4096' })
    const up = await t.inject({
      method: 'POST',
      url: '/upload/uploadQiNiu',
      ...multipart('a.png', PNG, 'image/png'),
    })
    picture = up.json().resultList.url
  })
  after(async () => t.close())
  const post = (body: Record<string, unknown>, lang = 'EN', user = U) =>
    t
      .inject({
        method: 'POST',
        url: `/api/v5/enquiryPool/pushEnquiryPool?language=${lang}&eventCode=CGA&userId=${user}&sessionId=s`,
        payload: body,
      })
      .then((r) => ({ status: r.statusCode, body: r.json() }))
  const valid = () => ({
    description: 'Need 500 drip irrigation kits',
    price: '20000',
    quantity: '500',
    message: 'Quote please',
    region: 'Shanghai',
    contact: 'Ms Li',
    contactInfo: '13812345678',
    email: 'buyer@example.com',
    pictureList: [picture],
    verifyCode: '000000',
    categories: [3, 4],
  })

  it('checks every rule of spec §5 in order, with the exact messages, and writes nothing', async () => {
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [
        { description: '  ' },
        'Please fill in the description so that partners can meet your needs better!',
        '请填写需求描述，以便合作伙伴更好地满足您的需求！',
      ],
      [{ price: '' }, 'Price cannot be empty!', '价格不能为空！'],
      [{ price: '100000001' }, 'Price cannot exceed the maximum value(100000000) !', '价格不能超过最大值(100000000)！'],
      [{ price: '12.5' }, 'Please enter an integer for the price!', '价格请输入整数！'],
      [{ price: 'abc' }, 'Please enter an integer for the price!', '价格请输入整数！'],
      [{ quantity: '' }, 'Quantity cannot be empty!', '数量不能为空！'],
      [
        { quantity: 100000001 },
        'Quantity cannot exceed the maximum value(100000000) !',
        '数量不能超过最大值(100000000)！',
      ],
      [{ quantity: '2.5' }, 'Please enter an integer for the quantity!', '数量请输入整数！'],
      [{ quantity: '   ' }, 'Quantity cannot be empty!', '数量不能为空！'],
      [{ message: '' }, 'Message cannot be empty!', '留言不能为空！'],
      [{ message: '一二三四五六七八九十一二三' }, 'Message cannot be over 12 characters!', '留言不能超过12个字符！'],
      [{ region: '' }, 'Region cannot be empty!', '地区不能为空！'],
      [{ contact: '' }, 'Contact cannot be empty!', '联系人不能为空！'],
      [{ contactInfo: '' }, 'Contact infomation cannot be empty!', '联系方式不能为空！'],
      [{ contactInfo: '12812345678' }, 'Invalid mobile phone number!', '手机号码无效！'],
      [{ email: '' }, 'Email address cannot be empty!', '邮箱地址不能为空！'],
      [{ email: 'buyer@' }, 'Invalid Email address!', '邮箱地址无效！'],
      [{ pictureList: [] }, 'Please select at least one picture!', '请至少选择一张图片！'],
      [{ verifyCode: '' }, 'Verification code cannot be empty!', '验证码不能为空！'],
      [{ categories: [2, 3, 4, 5, 6, 7, 8] }, 'Category quantity cannot be over 6!', '类别数量不能超过6个！'],
    ]
    for (const [patch, en, zh] of cases) {
      const r = await post({ ...valid(), ...patch })
      assert.equal(r.body.result, 'FAIL', en)
      assert.equal(r.body.resultDesc, en)
      assert.equal(r.status, 400)
      assert.equal((await post({ ...valid(), ...patch }, 'ZH-CN')).body.resultDesc, zh)
    }
    // exactly 12 characters and 6 categories are fine up to the code check
    const wrongCode = await post({ ...valid(), message: '一二三四五六七八九十一二', categories: [2, 3, 4, 5, 6, 7] })
    assert.equal(wrongCode.body.resultDesc, 'The verification code is incorrect')
    // the shared email rule takes ordinary business addresses
    const dotted = await post({ ...valid(), email: 'first.last+expo@mail.example.co.uk' })
    assert.equal(dotted.body.resultDesc, 'The verification code is incorrect')
    // lists as the app's form encoder writes them (JSON) reach the same checks
    const encoded = await t.inject({
      method: 'POST',
      url: `/api/v5/enquiryPool/pushEnquiryPool?language=EN&eventCode=CGA&userId=${U}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        ...valid(),
        pictureList: JSON.stringify([picture]),
        categories: JSON.stringify([2, 3, 4, 5, 6, 7, 8]),
      } as Record<string, string>).toString(),
    })
    assert.equal(encoded.json().resultDesc, 'Category quantity cannot be over 6!')
    const n = await t.app.database.db
      .selectFrom('enquiries')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('user_id', '=', U)
      .executeTakeFirstOrThrow()
    assert.equal(Number(n.n), 0)
  })

  it('posts with a valid SMS code for the contact phone (form-encoded too), then lists, details, likes and messages', async () => {
    await t.inject({ method: 'GET', url: '/api/sendCode.do?phone=13812345678&type=rfq' })
    const form = new URLSearchParams({
      ...valid(),
      pictureList: picture,
      categories: '3,4',
      price: '20000',
      quantity: '500',
      verifyCode: t.sms.lastCode(),
    } as Record<string, string>)
    const r = await t.inject({
      method: 'POST',
      url: `/api/v5/enquiryPool/pushEnquiryPool?language=EN&eventCode=CGA&userId=${U}&sessionId=s`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: form.toString(),
    })
    assert.equal(r.json().result, 'OK', r.body)
    assert.equal(r.json().resultDesc, 'If users are interested, they will inform you via SMS.')
    const id = r.json().resultList.id
    assert.equal(r.json().resultList.status, 'OPEN')
    // the code is single use
    const reuse = await post({ ...valid(), verifyCode: t.sms.lastCode() })
    assert.equal(reuse.body.resultDesc, 'The verification code is incorrect')

    const list = await t.inject({
      method: 'GET',
      url: `/api/v5/enquiryPool/getEnquiryPools?language=EN&eventCode=CGA&pageSize=5&userId=${U}`,
    })
    assert.equal(list.json().resultList.list[0].id, id)
    assert.ok(list.json().resultList.total > 5)
    assert.ok(list.json().resultList.list.every((e: any) => e.status !== 'CLOSED'))
    const byCat = await t.inject({
      method: 'GET',
      url: '/api/v5/enquiryPool/getEnquiryPools?eventCode=CGA&categoryId=1',
    })
    assert.ok(byCat.json().resultList.list.some((e: any) => e.id === id))

    const other = 'visitor-2'
    const detail = await t.inject({
      method: 'GET',
      url: `/api/v5/enquiryPool/getEnquiryPoolDetail?language=EN&id=${id}&userId=${other}`,
    })
    assert.equal(detail.json().resultList.contactInfo, '138****5678')
    assert.equal(detail.json().resultList.views, 1)
    assert.equal(detail.json().resultList.isMine, 0)
    const mine = await t.inject({
      method: 'GET',
      url: `/api/v5/enquiryPool/getEnquiryPoolDetail?id=${id}&userId=${U}`,
    })
    assert.equal(mine.json().resultList.contactInfo, '13812345678')

    const like = (l?: 0 | 1) =>
      t
        .inject({
          method: 'POST',
          url: `/api/v5/enquiryPool/enquiryPoolLike?language=EN&userId=${other}`,
          payload: l === undefined ? { id } : { id, like: l },
        })
        .then((x) => x.json())
    assert.deepEqual((await like()).resultList, { liked: 1, interestedCount: 1 })
    assert.deepEqual((await like(1)).resultList, { liked: 1, interestedCount: 1 })
    assert.deepEqual((await like(0)).resultList, { liked: 0, interestedCount: 0 })

    const isContact = () =>
      t
        .inject({ method: 'GET', url: `/api/v5/enquiryPool/isEnquiryPoolContact?id=${id}&userId=${other}` })
        .then((x) => x.json().resultList)
    assert.deepEqual(await isContact(), { isContact: 0 })
    const before = t.sms.sent.length
    const msg = await t.inject({
      method: 'POST',
      url: `/api/v5/enquiryPool/sendMessage?userId=${other}&sessionId=s`,
      payload: { data: JSON.stringify({ id, content: 'We can supply.' }) },
    })
    assert.equal(msg.json().resultList.status, 'RESPONDED')
    assert.equal(t.sms.sent.length, before + 1, 'the poster is told by SMS')
    assert.equal(t.sms.sent[t.sms.sent.length - 1]!.phone, '13812345678')
    assert.deepEqual(await isContact(), { isContact: 1, contact: 'Ms Li', contactInfo: '13812345678' })
    const empty = await t.inject({
      method: 'POST',
      url: `/api/v5/enquiryPool/sendMessage?userId=${other}&language=EN`,
      payload: { data: { id, content: ' ' } },
    })
    assert.equal(empty.json().resultDesc, 'Message cannot be empty!')
    const own = await t.inject({
      method: 'POST',
      url: `/api/v5/enquiryPool/sendMessage?userId=${U}&language=EN`,
      payload: { data: { id, content: 'hi' } },
    })
    assert.equal(own.json().resultDesc, 'You cannot reply to your own enquiry')

    const closeByOther = await t.inject({
      method: 'POST',
      url: `/api/v5/enquiryPool/closeEnquiryPool?userId=${other}`,
      payload: { id },
    })
    assert.equal(closeByOther.statusCode, 403)
    const close = await t.inject({
      method: 'POST',
      url: `/api/v5/enquiryPool/closeEnquiryPool?userId=${U}`,
      payload: { id },
    })
    assert.equal(close.json().resultList.status, 'CLOSED')
    const after = await t.inject({
      method: 'GET',
      url: '/api/v5/enquiryPool/getEnquiryPools?eventCode=CGA&pageSize=100',
    })
    assert.ok(!after.json().resultList.list.some((e: any) => e.id === id))
    assert.equal((await like()).resultDesc, 'This enquiry is closed')
    const mineList = await t.inject({
      method: 'GET',
      url: `/api/v5/enquiryPool/getEnquiryPools?eventCode=CGA&mine=1&userId=${U}`,
    })
    assert.equal(mineList.json().resultList.list[0].status, 'CLOSED')
    assert.equal(
      (await t.inject({ method: 'GET', url: '/api/v5/enquiryPool/getEnquiryPoolDetail?id=999999&language=EN' })).json()
        .resultDesc,
      'The enquiry does not exist',
    )
  })

  it('an RFQ from an exhibitor page is mailed to the exhibitor; the poster email is not stored', async () => {
    t.clock.advance(61_000)
    await t.inject({ method: 'GET', url: '/api/sendCode.do?phone=13812345678&type=rfq' })
    const r = await post({
      ...valid(),
      email: 'rfq-poster-991@example.net',
      companyProfileId: 1,
      verifyCode: t.sms.lastCode(),
    })
    assert.equal(r.body.resultDesc, "We have sent your inquiry to the exhibitor's mailbox.")
    const fs = await import('node:fs')
    for (const f of t.app.database.files)
      if (fs.existsSync(f)) assert.equal(fs.readFileSync(f).includes(Buffer.from('rfq-poster-991@example.net')), false)
    assert.equal(t.logs.join('').includes('rfq-poster-991'), false)
  })
})

describe('show: upload', () => {
  let t: TestApp
  before(async () => {
    t = await makeApp({ UPLOAD_MAX_BYTES: '4096' })
  })
  after(async () => t.close())

  it('stores an image under a server-made name and serves it back', async () => {
    const r = await t.inject({
      method: 'POST',
      url: '/upload/uploadQiNiu',
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

  it('rejects a non-image named .jpg, a too large file and a missing file', async () => {
    const fake = await t.inject({
      method: 'POST',
      url: '/upload/uploadQiNiu?language=EN',
      ...multipart('photo.jpg', Buffer.from('<?php echo "hi"; ?>'), 'image/jpeg'),
    })
    assert.equal(fake.statusCode, 415)
    assert.equal(fake.json().resultDesc, 'Only PNG, JPEG, GIF or WebP images can be uploaded')
    const big = await t.inject({
      method: 'POST',
      url: '/upload/uploadQiNiu?language=EN',
      ...multipart('big.png', Buffer.concat([PNG, Buffer.alloc(10_000)]), 'image/png'),
    })
    assert.equal(big.statusCode, 413)
    assert.match(big.json().resultDesc, /too large/)
    const none = await t.inject({ method: 'POST', url: '/upload/uploadQiNiu?language=ZH-CN', payload: {} })
    assert.equal(none.json().resultDesc, '请选择要上传的图片')
    const fs = await import('node:fs')
    const path = await import('node:path')
    assert.equal(fs.readdirSync(path.join(t.dataDir, 'uploads')).length, 1, 'only the valid image was stored')
  })
})

describe('show: sessions, matchmaking, behaviour, points', () => {
  let t: TestApp
  before(async () => {
    t = await makeApp({ MATCH_DAILY_LIMIT: '3' })
  })
  after(async () => t.close())
  const get = (url: string) => t.inject({ method: 'GET', url }).then((r) => ({ status: r.statusCode, body: r.json() }))
  const post = (url: string, payload: object) =>
    t.inject({ method: 'POST', url, payload }).then((r) => ({ status: r.statusCode, body: r.json() }))

  it('session list, detail with speakers, person with keynote and previous sessions, reminders', async () => {
    const list = await get('/api/v5/session/getSessionList?language=EN&eventCode=CGA&isShowCountNum=1')
    assert.equal(list.body.resultList.total, 8)
    const keynote = await get('/api/v5/session/getSessionList?language=EN&eventCode=CGA&keynote=1')
    assert.equal(keynote.body.resultList.list.length, 2)
    const id = keynote.body.resultList.list[0].id
    const detail = await get(`/api/v5/session/getSessionDetail?language=EN&id=${id}&userId=${U}`)
    assert.equal(detail.body.resultList.isKeynote, 1)
    assert.equal(detail.body.resultList.speakers.length, 2)
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

  it('matchmaking: candidates, follow (mutual → chat), lose interest, daily limit', async () => {
    const m = await get(`/api/v5/match/matchingUser?language=EN&eventCode=CGA&userId=${U}&pageSize=5`)
    assert.equal(m.body.resultList.remaining, 3)
    assert.equal(m.body.resultList.dailyLimit, 3)
    const [a, b, c, d] = m.body.resultList.list.map((x: any) => x.personId)
    assert.ok(a && b && c)
    const f = await post(`/api/followOrCancelFriend.do?userId=${U}`, { targetPersonId: a, follow: 1 })
    assert.equal(f.body.resultList.remaining, 2)
    assert.equal(typeof f.body.resultList.mutual, 'boolean')
    // following the same person again does not count
    assert.equal(
      (await post(`/api/followOrCancelFriend.do?userId=${U}`, { targetPersonId: a, follow: 1 })).body.resultList
        .remaining,
      2,
    )
    assert.equal(
      (await post(`/api/v5/match/loseInterested?userId=${U}`, { targetPersonId: b })).body.resultList.remaining,
      1,
    )
    const f2 = await post(`/api/followOrCancelFriend.do?userId=${U}`, { targetPersonId: c, follow: 1 })
    assert.equal(f2.body.resultList.remaining, 0)
    const limit = await post(`/api/followOrCancelFriend.do?userId=${U}&language=EN`, {
      targetPersonId:
        d ??
        (
          await t.app.database.db
            .selectFrom('attendees')
            .select('public_id')
            .where('user_id', '=', 'att-0100')
            .executeTakeFirstOrThrow()
        ).public_id,
      follow: 1,
    })
    assert.equal(limit.body.resultDesc, 'The current number of matches has reached the maximum number of days')
    const limitList = await get(`/api/v5/match/matchingUser?language=EN&eventCode=CGA&userId=${U}`)
    assert.equal(limitList.body.resultDesc, 'The current number of matches has reached the maximum number of days')
    // relations and chat with a mutual contact
    const rel = await get(`/api/getImRelationList.do?language=EN&userId=${U}`)
    const friends = rel.body.resultList.filter((r: any) => r.mutual)
    assert.ok(rel.body.resultList.some((r: any) => r.personId === a))
    const chatWith = [a, c].find((x) => rel.body.resultList.find((r: any) => r.personId === x)?.mutual)
    assert.equal(friends.length > 0, !!chatWith)
    if (chatWith) {
      const sent = await post(`/api/sendImMessage.do?userId=${U}`, { targetPersonId: chatWith, content: 'Hello!' })
      assert.equal(sent.body.resultList.content, 'Hello!')
      const msgs = await get(`/api/getImMessageList.do?userId=${U}&targetPersonId=${chatWith}`)
      assert.equal(msgs.body.resultList.length, 1)
      assert.deepEqual(
        { personId: msgs.body.resultList[0].personId, fromMe: msgs.body.resultList[0].fromMe },
        { personId: chatWith, fromMe: 1 },
      )
    }
    const notMutual = await post(`/api/sendImMessage.do?userId=${U}&language=EN`, { targetPersonId: b, content: 'hi' })
    assert.equal(notMutual.body.resultDesc, 'You can only chat with people who are interested in each other')
    // next day: the limit is reset
    t.clock.advance(24 * 3600_000)
    assert.equal((await get(`/api/v5/match/matchingUser?eventCode=CGA&userId=${U}`)).body.resultList.remaining, 3)
    // cancel follow
    assert.equal(
      (await post(`/api/followOrCancelFriend.do?userId=${U}`, { targetPersonId: a, follow: 0 })).body.resultList
        .followed,
      0,
    )
    assert.equal(
      (await post(`/api/v5/match/loseInterested?userId=${U}&language=EN`, { targetPersonId: 'nobody' })).body
        .resultDesc,
      'The attendee does not exist',
    )
    assert.equal((await get('/api/v5/match/matchingUser?eventCode=CGA')).status, 400)
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
    const r = await post('/api/v5/behaviorMessage', { DATA: [rec] })
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
