/**
 * The enquiry pool (show): every rule of spec §5 refused with the message the app shows (the one
 * copy in rules/), posting with an SMS code, the pool's filters and order, views once per visitor
 * per day, likes, who may see the poster's number, messages, closing, expiry, and RFQs sent to an
 * exhibitor (mailed, never listed, opened by their poster only).
 */
import fs from 'node:fs'
import path from 'node:path'
import { after, before, describe, it } from 'node:test'
import assert from 'node:assert/strict'
import { simpleParser } from 'mailparser'
import { LIMITS, RFQ_REPLY_MESSAGES, RFQ_RULE_MESSAGES, type RfqRuleKey } from '../../rules/index.js'
import { makeApp, U, type TestApp } from './helpers.js'

const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d49444154789c6360000002000154a24f5d0000000049454e44ae426082',
  'hex',
)
const DAY = 86_400_000

function multipart(filename: string, content: Buffer, contentType = 'image/png') {
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

/** Spec §5's English, word for word: the server must answer exactly this. */
const SPEC_EN: Record<RfqRuleKey, string> = {
  descriptionRequired: 'Please fill in the description so that partners can meet your needs better!',
  priceRequired: 'Price cannot be empty!',
  priceMax: 'Price cannot exceed the maximum value(100000000) !',
  priceInteger: 'Please enter an integer for the price!',
  quantityRequired: 'Quantity cannot be empty!',
  quantityMax: 'Quantity cannot exceed the maximum value(100000000) !',
  quantityInteger: 'Please enter an integer for the quantity!',
  messageRequired: 'Message cannot be empty!',
  messageTooLong: 'Message cannot be over 12 characters!',
  regionRequired: 'Region cannot be empty!',
  contactRequired: 'Contact cannot be empty!',
  contactInfoRequired: 'Contact infomation cannot be empty!',
  invalidMobile: 'Invalid mobile phone number!',
  emailRequired: 'Email address cannot be empty!',
  invalidEmail: 'Invalid Email address!',
  pictureRequired: 'Please select at least one picture!',
  codeRequired: 'Verification code cannot be empty!',
  categoriesMax: 'Category quantity cannot be over 6!',
}

describe('show: enquiry pool', () => {
  let t: TestApp
  let picture = ''
  let phoneSerial = 0
  /** a fresh mobile number per post: each may ask for a code at once */
  const nextPhone = () => `1381234${String(5000 + ++phoneSerial).padStart(4, '0')}`
  before(async () => {
    t = await makeApp({ UPLOAD_MAX_BYTES: '4096' })
    const up = await t.inject({ method: 'POST', url: `/upload/uploadQiNiu?userId=${U}`, ...multipart('a.png', PNG) })
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
  const valid = (phone = '13812345678') => ({
    description: 'Need 500 drip irrigation kits',
    price: '20000',
    quantity: '500',
    message: 'Quote please',
    region: 'Shanghai',
    contact: 'Ms Li',
    contactInfo: phone,
    email: 'buyer@example.com',
    pictureList: [picture],
    verifyCode: '000000',
    categories: [3, 4],
    // the poster's consent to share their number (privacy.test.ts covers posting without it)
    shareContact: 1,
  })
  /** posts a valid RFQ with a real code sent to a fresh number; returns its id */
  const postValid = async (patch: Record<string, unknown> = {}, user = U, lang = 'EN') => {
    const phone = nextPhone()
    const sent = await t.inject({ method: 'GET', url: `/api/sendCode.do?phone=${phone}&type=rfq` })
    assert.equal(sent.json().result, 'OK', sent.body)
    const r = await post({ ...valid(phone), verifyCode: t.sms.lastCode(), ...patch }, lang, user)
    assert.equal(r.body.result, 'OK', JSON.stringify(r.body))
    return { id: r.body.resultList.id as number, body: r.body, phone }
  }
  const get = (url: string) => t.inject({ method: 'GET', url }).then((r) => r.json())
  const rowCount = async () =>
    Number(
      (
        await t.app.database.db
          .selectFrom('enquiries')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    )

  it('refuses each rule of spec §5 with the message the app shows, in both languages, and writes nothing', async () => {
    const before = await rowCount()
    const cases: Array<[Record<string, unknown>, RfqRuleKey]> = [
      [{ description: '  ' }, 'descriptionRequired'],
      [{ price: '' }, 'priceRequired'],
      [{ price: '100000001' }, 'priceMax'],
      [{ price: 100000001 }, 'priceMax'],
      [{ price: '12.5' }, 'priceInteger'],
      [{ price: 'abc' }, 'priceInteger'],
      [{ quantity: '' }, 'quantityRequired'],
      [{ quantity: '   ' }, 'quantityRequired'],
      [{ quantity: 100000001 }, 'quantityMax'],
      [{ quantity: '2.5' }, 'quantityInteger'],
      [{ message: '' }, 'messageRequired'],
      [{ message: '一二三四五六七八九十一二三' }, 'messageTooLong'],
      [{ message: 'abcdefghijklm' }, 'messageTooLong'],
      [{ region: '' }, 'regionRequired'],
      [{ contact: '' }, 'contactRequired'],
      [{ contactInfo: '' }, 'contactInfoRequired'],
      [{ contactInfo: '12812345678' }, 'invalidMobile'],
      [{ email: '' }, 'emailRequired'],
      [{ email: 'buyer@' }, 'invalidEmail'],
      [{ pictureList: [] }, 'pictureRequired'],
      [{ verifyCode: '' }, 'codeRequired'],
      [{ categories: [2, 3, 4, 5, 6, 7, 8] }, 'categoriesMax'],
    ]
    for (const [patch, key] of cases) {
      const en = await post({ ...valid(), ...patch })
      assert.equal(en.status, 400, key)
      assert.equal(en.body.result, 'FAIL')
      assert.equal(en.body.resultDesc, SPEC_EN[key], key)
      assert.equal(en.body.resultDesc, RFQ_RULE_MESSAGES.EN[key])
      const zh = await post({ ...valid(), ...patch }, 'ZH-CN')
      assert.equal(zh.body.resultDesc, RFQ_RULE_MESSAGES['ZH-CN'][key], key)
    }
    // the boundaries pass the rules (and reach the code check, last)
    const wrongCode = 'The verification code is incorrect'
    for (const patch of [
      { price: '100000000', quantity: 100000000 },
      { message: '一二三四五六七八九十一二' },
      { message: 'abcdefghijkl' },
      { categories: [2, 3, 4, 5, 6, 7] },
      { email: 'first.last+expo@mail.example.co.uk' },
    ])
      assert.equal((await post({ ...valid(), ...patch })).body.resultDesc, wrongCode, JSON.stringify(patch))
    // lists as the app's form encoder writes them (JSON) reach the same checks
    const encoded = await t.inject({
      method: 'POST',
      url: `/api/v5/enquiryPool/pushEnquiryPool?language=EN&eventCode=CGA&userId=${U}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        ...valid(),
        pictureList: JSON.stringify([picture]),
        categories: JSON.stringify([2, 3, 4, 5, 6, 7, 8]),
      } as unknown as Record<string, string>).toString(),
    })
    assert.equal(encoded.json().resultDesc, SPEC_EN.categoriesMax)
    // beyond the form: too many pictures, pictures not uploaded here
    const many = await post({ ...valid(), pictureList: Array(LIMITS.rfqMaxPictures + 1).fill(picture) })
    assert.equal(many.body.resultDesc, `At most ${LIMITS.rfqMaxPictures} pictures`)
    const foreign = await post({ ...valid(), pictureList: ['https://elsewhere.example/x.png'] })
    assert.equal(foreign.body.resultDesc, 'Pictures must be uploaded first')
    assert.equal(await rowCount(), before)
  })

  it('posts with a valid SMS code for the contact phone (form-encoded too); the new RFQ is first in the pool, with an expiry', async () => {
    const phone = nextPhone()
    await t.inject({ method: 'GET', url: `/api/sendCode.do?phone=${phone}&type=rfq` })
    const form = new URLSearchParams({
      ...valid(phone),
      pictureList: `${picture},/media/product/2-320x180.svg`,
      categories: '3,4',
      verifyCode: t.sms.lastCode(),
    } as unknown as Record<string, string>)
    const r = await t.inject({
      method: 'POST',
      url: `/api/v5/enquiryPool/pushEnquiryPool?language=EN&eventCode=CGA&userId=${U}&sessionId=s`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: form.toString(),
    })
    assert.equal(r.json().result, 'OK', r.body)
    assert.equal(r.json().resultDesc, 'If users are interested, they will inform you via SMS.')
    const { id, status, expiresAt } = r.json().resultList
    assert.equal(status, 'OPEN')
    assert.equal(expiresAt, new Date(t.clock.now() + LIMITS.rfqOpenDays * DAY).toISOString())
    // the code is single use
    const reuse = await post({ ...valid(phone), verifyCode: t.sms.lastCode() })
    assert.equal(reuse.body.resultDesc, 'The verification code is incorrect')

    const list = await get(`/api/v5/enquiryPool/getEnquiryPools?language=EN&eventCode=CGA&pageSize=5&userId=${U}`)
    const first = list.resultList.list[0]
    assert.equal(first.id, id)
    assert.deepEqual(first.pictureList, [picture, '/media/product/2-320x180.svg'], 'pictures in the chosen order')
    assert.equal(first.status, 'OPEN')
    assert.ok(list.resultList.total > 5)
    assert.ok(list.resultList.list.every((e: { status: string }) => e.status !== 'CLOSED'))
    const byCategoryGroup = await get('/api/v5/enquiryPool/getEnquiryPools?eventCode=CGA&categoryId=1&pageSize=100')
    assert.ok(byCategoryGroup.resultList.list.some((e: { id: number }) => e.id === id))
  })

  it('a category named more than once counts once: seven times the same id is one category, not refused', async () => {
    const { id } = await postValid({ categories: [3, 3, 3, 3, 3, 3, 3] })
    const detail = await get(`/api/v5/enquiryPool/getEnquiryPoolDetail?language=EN&id=${id}&userId=${U}`)
    assert.deepEqual(
      detail.resultList.categories.map((c: { id: number }) => c.id),
      [3],
    )
  })

  it('filters the pool by region and words, orders it by interest, and lists its regions', async () => {
    const { id } = await postValid({ region: '宁波 Ningbo', description: 'Stainless VALVES 50%_off' })
    const region = await get(
      `/api/v5/enquiryPool/getEnquiryPools?eventCode=CGA&region=${encodeURIComponent('宁波 Ningbo')}`,
    )
    assert.deepEqual(
      region.resultList.list.map((e: { id: number }) => e.id),
      [id],
    )
    for (const word of ['valves', 'VALVES', '50%_off', 'ningbo'])
      assert.ok(
        (
          await get(`/api/v5/enquiryPool/getEnquiryPools?eventCode=CGA&keyword=${encodeURIComponent(word)}`)
        ).resultList.list.some((e: { id: number }) => e.id === id),
        word,
      )
    // LIKE wildcards are taken literally
    const wildcard = await get(`/api/v5/enquiryPool/getEnquiryPools?eventCode=CGA&keyword=${encodeURIComponent('%')}`)
    assert.ok(
      wildcard.resultList.list.every((e: { description: string; message: string; region: string }) =>
        `${e.description}${e.message}${e.region}`.includes('%'),
      ),
    )
    const regions = await get('/api/v5/enquiryPool/getEnquiryRegions?eventCode=CGA')
    assert.ok(regions.resultList.some((r: { region: string; count: number }) => r.region === '宁波 Ningbo'))
    const counts = regions.resultList.map((r: { count: number }) => r.count)
    assert.deepEqual(
      counts,
      [...counts].sort((a: number, b: number) => b - a),
    )

    // most interested first
    for (const user of ['liker-1', 'liker-2', 'liker-3'])
      await t.inject({
        method: 'POST',
        url: `/api/v5/enquiryPool/enquiryPoolLike?userId=${user}`,
        payload: { id },
      })
    const byInterest = await get('/api/v5/enquiryPool/getEnquiryPools?eventCode=CGA&orderBy=1&pageSize=50')
    const counted = byInterest.resultList.list.map((e: { interestedCount: number }) => e.interestedCount)
    assert.equal(byInterest.resultList.list[0].id, id)
    assert.deepEqual(
      counted,
      [...counted].sort((a: number, b: number) => b - a),
    )
  })

  it('Newest sorts by posting time, not by id (the seed inserted older RFQs last); equal times: the later id first', async () => {
    // two posted in the same instant (the test clock stands still): a tie the id decides
    const first = await postValid()
    const second = await postValid()
    const list = (await get('/api/v5/enquiryPool/getEnquiryPools?eventCode=CGA&orderBy=0&pageSize=100')).resultList
      .list as Array<{ id: number; postedAt: string }>
    assert.ok(list.length > 10, 'seeded and posted RFQs are listed')
    const expected = [...list].sort((a, b) => b.postedAt.localeCompare(a.postedAt) || b.id - a.id)
    assert.deepEqual(
      list.map((e) => e.id),
      expected.map((e) => e.id),
    )
    // the seeded RFQs' ids run against their dates: by id, 2025-12-21 came before 2026-01-01
    const seeded = list.filter((e) => e.postedAt < '2026-01-02')
    assert.ok(seeded.length > 5)
    assert.ok(seeded[0]!.id < seeded[seeded.length - 1]!.id, 'the newest seeded RFQ has the smaller id')
    assert.ok(list.findIndex((e) => e.id === second.id) < list.findIndex((e) => e.id === first.id))
    assert.ok(list.findIndex((e) => e.id === first.id) < list.findIndex((e) => e.id === seeded[0]!.id))
  })

  it('a like sent twice (a queue resending after a lost answer) counts once; unliking twice leaves it at none', async () => {
    const { id } = await postValid()
    const like = async (value: 0 | 1) =>
      (
        await t.inject({
          method: 'POST',
          url: '/api/v5/enquiryPool/enquiryPoolLike?userId=resend-liker&language=EN',
          payload: { id, like: value },
        })
      ).json().resultList
    assert.deepEqual(await like(1), { liked: 1, interestedCount: 1 })
    assert.deepEqual(await like(1), { liked: 1, interestedCount: 1 })
    assert.deepEqual(await like(0), { liked: 0, interestedCount: 0 })
    assert.deepEqual(await like(0), { liked: 0, interestedCount: 0 })
  })

  it('counts a view once per visitor per day; the poster’s own views do not count', async () => {
    const { id } = await postValid()
    const views = (user?: string) =>
      get(`/api/v5/enquiryPool/getEnquiryPoolDetail?id=${id}${user ? `&userId=${user}` : ''}`).then(
        (r) => r.resultList.views as number,
      )
    assert.equal(await views(U), 0)
    assert.equal(await views('viewer-a'), 1)
    assert.equal(await views('viewer-a'), 1)
    assert.equal(await views('viewer-b'), 2)
    assert.equal(await views(), 3, 'an anonymous caller counts once, by its address')
    assert.equal(await views(), 3)
    t.clock.advance(DAY)
    assert.equal(await views('viewer-a'), 4, 'the next day counts again')
  })

  it('likes once per visitor; the contact number only for the poster and those who wrote; messages; closing', async () => {
    const { id, phone } = await postValid()
    const other = 'visitor-2'
    const detail = await get(`/api/v5/enquiryPool/getEnquiryPoolDetail?language=EN&id=${id}&userId=${other}`)
    assert.equal(detail.resultList.isMine, 0)
    assert.equal(detail.resultList.isContact, 0)
    assert.equal(detail.resultList.contact, 'Ms Li')
    assert.equal('contactInfo' in detail.resultList, false, 'no part of the number before contact')
    assert.equal(JSON.stringify(detail).includes(phone.slice(-4)), false)
    assert.equal(JSON.stringify(detail).includes('buyer@example.com'), false, 'the email is never answered')
    const mine = await get(`/api/v5/enquiryPool/getEnquiryPoolDetail?id=${id}&userId=${U}`)
    assert.equal(mine.resultList.contactInfo, phone)
    assert.equal(mine.resultList.isMine, 1)

    const like = (l?: 0 | 1, user = other) =>
      t
        .inject({
          method: 'POST',
          url: `/api/v5/enquiryPool/enquiryPoolLike?language=EN&userId=${user}`,
          payload: l === undefined ? { id } : { id, like: l },
        })
        .then((x) => x.json())
    assert.deepEqual((await like()).resultList, { liked: 1, interestedCount: 1 })
    assert.deepEqual((await like(1)).resultList, { liked: 1, interestedCount: 1 }, 'once per visitor')
    assert.equal((await get(`/api/v5/enquiryPool/getEnquiryPoolDetail?id=${id}&userId=${other}`)).resultList.liked, 1)
    assert.deepEqual((await like(0)).resultList, { liked: 0, interestedCount: 0 })
    assert.equal((await like(1, U)).resultDesc, 'You cannot mark your own enquiry as interesting')

    const isContact = () => get(`/api/v5/enquiryPool/isEnquiryPoolContact?id=${id}&userId=${other}`)
    assert.deepEqual((await isContact()).resultList, { isContact: 0 })
    const before = t.sms.sent.length
    const msg = await t.inject({
      method: 'POST',
      url: `/api/v5/enquiryPool/sendMessage?userId=${other}&sessionId=s`,
      payload: { data: JSON.stringify({ id, content: 'We can supply. Call 13900001111' }) },
    })
    assert.equal(msg.json().resultList.status, 'RESPONDED')
    assert.equal(t.sms.sent.length, before + 1, 'the poster is told by SMS')
    assert.equal(t.sms.sent.at(-1)!.phone, phone)
    assert.match(t.sms.sent.at(-1)!.text, new RegExp(`#${id}\\b`))
    assert.deepEqual((await isContact()).resultList, {
      isContact: 1,
      contact: 'Ms Li',
      contactInfo: phone,
      contactShared: 1,
    })
    const granted = await get(`/api/v5/enquiryPool/getEnquiryPoolDetail?id=${id}&userId=${other}`)
    assert.equal(granted.resultList.contactInfo, phone)
    assert.equal(granted.resultList.isContact, 1)
    // the poster reads what was sent (the sender is not named)
    const messages = await get(`/api/v5/enquiryPool/getEnquiryMessages?id=${id}&userId=${U}`)
    assert.deepEqual(
      messages.resultList.map((m: { content: string }) => m.content),
      ['We can supply. Call 13900001111'],
    )
    assert.equal(JSON.stringify(messages).includes(other), false)
    const notPoster = await t.inject({
      method: 'GET',
      url: `/api/v5/enquiryPool/getEnquiryMessages?id=${id}&userId=${other}&language=EN`,
    })
    assert.equal(notPoster.statusCode, 403)

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
    const after = await get('/api/v5/enquiryPool/getEnquiryPools?eventCode=CGA&pageSize=100')
    assert.ok(!after.resultList.list.some((e: { id: number }) => e.id === id))
    assert.equal((await like()).resultDesc, 'This enquiry is closed')
    const mineList = await get(`/api/v5/enquiryPool/getEnquiryPools?eventCode=CGA&mine=1&userId=${U}`)
    assert.equal(mineList.resultList.list.find((e: { id: number }) => e.id === id).status, 'CLOSED')
    assert.equal(
      (await get('/api/v5/enquiryPool/getEnquiryPoolDetail?id=999999&language=EN')).resultDesc,
      'The enquiry does not exist',
    )
  })

  it("SMS to the buyer: once per seller per RFQ, a fixed notice naming the RFQ, never the seller's text", async () => {
    const { id, phone } = await postValid()
    // what the buyer receives from here on (their verification code came before)
    const earlier = t.sms.sent.length
    const toBuyer = () => t.sms.sent.slice(earlier).filter((m) => m.phone === phone)
    const send = (user: string, content: string) =>
      t
        .inject({
          method: 'POST',
          url: `/api/v5/enquiryPool/sendMessage?userId=${user}&language=EN`,
          payload: { data: { id, content } },
        })
        .then((r) => r.json())
    assert.equal((await send('sms-seller-1', 'Cheap pills at http://spam.example 1')).result, 'OK')
    assert.equal(toBuyer().length, 1, 'the first message of a seller is announced')
    const notice = toBuyer()[0]!.text
    assert.match(notice, new RegExp(`#${id}\\b`), 'the notice names the RFQ')
    // the buyer's language is not kept: a mainland number is told in Chinese (its vendor template)
    assert.match(notice, /询盘/, 'in Chinese')
    assert.equal(/spam|pills|http/.test(notice), false, "none of the seller's words")
    for (let i = 2; i <= 5; i++) assert.equal((await send('sms-seller-1', `Cheap pills ${i}`)).result, 'OK')
    assert.equal(toBuyer().length, 1, 'later messages of that seller are read in the app, not sent by SMS')
    assert.equal((await send('sms-seller-2', 'We make these')).result, 'OK')
    assert.equal(toBuyer().length, 2, 'another seller is announced once too')
    assert.equal(toBuyer()[1]!.text, notice, 'the same fixed notice')
    const messages = await get(`/api/v5/enquiryPool/getEnquiryMessages?id=${id}&userId=${U}`)
    assert.equal(messages.resultList.length, 6, 'every message is in the app')
  })

  it('refuses a message by the shared reply rule, with the words the app shows, in both languages', async () => {
    const { id } = await postValid()
    const send = (content: string, lang: string) =>
      t
        .inject({
          method: 'POST',
          url: `/api/v5/enquiryPool/sendMessage?userId=reply-rule-seller&language=${lang}`,
          payload: { data: { id, content } },
        })
        .then((r) => ({ status: r.statusCode, body: r.json() }))
    const cases: Array<[string, 'messageEmpty' | 'messageTooLong']> = [
      ['', 'messageEmpty'],
      ['  \n ', 'messageEmpty'],
      ['询'.repeat(LIMITS.chatMessageMaxChars + 1), 'messageTooLong'],
    ]
    for (const [content, key] of cases)
      for (const [lang, words] of [
        ['EN', RFQ_REPLY_MESSAGES.EN],
        ['ZH-CN', RFQ_REPLY_MESSAGES['ZH-CN']],
      ] as const) {
        const r = await send(content, lang)
        assert.equal(r.status, 400)
        assert.equal(r.body.resultDesc, words[key])
      }
    assert.equal(RFQ_REPLY_MESSAGES.EN.messageTooLong, 'Message cannot be over 500 characters!')
    const longest = await send('询'.repeat(LIMITS.chatMessageMaxChars), 'EN')
    assert.equal(longest.body.result, 'OK', 'exactly the limit is fine')
  })

  it('the content check refuses RFQ texts and replies, also with invisible characters between the letters (issue 23)', async () => {
    const before = await rowCount()
    // a zero-width space, a soft hyphen and a word joiner: drawn as nothing, a person reads the word
    for (const [patch, lang, words] of [
      [{ description: 'Online casi\u200Bno chips, 500 sets' }, 'EN', 'This text cannot be published: please change it'],
      [{ message: 'po\u00ADrn' }, 'ZH-CN', '内容含有不当信息，请修改后再试'],
      [{ region: '赌\u2060博' }, 'EN', 'This text cannot be published: please change it'],
    ] as const) {
      const phone = nextPhone()
      await t.inject({ method: 'GET', url: `/api/sendCode.do?phone=${phone}&type=rfq` })
      const r = await post({ ...valid(phone), verifyCode: t.sms.lastCode(), ...patch }, lang)
      assert.equal(r.status, 400, JSON.stringify(patch))
      assert.equal(r.body.resultDesc, words)
    }
    assert.equal(await rowCount(), before, 'nothing stored')

    const { id } = await postValid()
    const reply = (content: string) =>
      t
        .inject({
          method: 'POST',
          url: `/api/v5/enquiryPool/sendMessage?userId=content-seller&language=EN`,
          payload: { data: { id, content } },
        })
        .then((r) => ({ status: r.statusCode, body: r.json() }))
    const refused = await reply('Visit our ca\u034Fsino tonight')
    assert.equal(refused.status, 400)
    assert.equal(refused.body.resultDesc, 'This text cannot be published: please change it')
    const stored = (await get(`/api/v5/enquiryPool/getEnquiryMessages?id=${id}&userId=${U}`)).resultList
    assert.equal(stored.length, 0, 'the refused reply is not stored')
    const fine = await reply('We make drip kits: 480 CNY per set')
    assert.equal(fine.body.result, 'OK')
  })

  it('counts the daily contacts per network address too: new visitor ids from one address do not reset it', async () => {
    const ex = await t.app.database.db.selectFrom('exhibitions').select('id').executeTakeFirstOrThrow()
    const now = new Date(t.clock.now()).toISOString()
    const expiresAt = new Date(t.clock.now() + LIMITS.rfqOpenDays * DAY).toISOString()
    const ids: number[] = []
    for (let i = 0; i <= LIMITS.rfqContactsPerDayPerAddress; i++)
      ids.push(
        await t.app.enquiries.create(
          {
            userId: `addr-poster-${i}`,
            exhibitionId: ex.id,
            description: `Valves ${i}`,
            price: 1,
            quantity: 1,
            message: 'Quote',
            region: 'Shanghai',
            contact: 'Ms Li',
            contactPhone: '13812340000',
            pictures: [picture],
            companyId: null,
            productId: null,
            categoryIds: [],
            expiresAt,
          },
          now,
        ),
      )
    const before = t.sms.sent.length
    let serial = 0
    // a fresh visitor id for every message, from one address
    const send = (id: number, remoteAddress = '203.0.113.7') =>
      t
        .inject({
          method: 'POST',
          url: `/api/v5/enquiryPool/sendMessage?userId=addr-seller-${++serial}&language=EN`,
          remoteAddress,
          payload: { data: { id, content: 'We make these' } },
        })
        .then((r) => ({ status: r.statusCode, body: r.json() }))
    for (const id of ids.slice(0, LIMITS.rfqContactsPerDayPerAddress)) assert.equal((await send(id)).body.result, 'OK')
    assert.equal(t.sms.sent.length, before + LIMITS.rfqContactsPerDayPerAddress)
    const refused = await send(ids.at(-1)!)
    assert.equal(refused.status, 429)
    assert.equal(
      refused.body.resultDesc,
      'Too many enquiries were contacted from this network today, please try again tomorrow',
    )
    assert.equal(t.sms.sent.length, before + LIMITS.rfqContactsPerDayPerAddress, 'no SMS for a refused contact')
    assert.equal((await send(ids.at(-1)!, '198.51.100.9')).body.result, 'OK', 'another address has its own count')
    t.clock.advance(DAY)
    assert.equal((await send(ids.at(-2)!)).body.result, 'OK', 'the next day')
  })

  it('a visitor may contact at most LIMITS.rfqContactsPerDay RFQs a day', async () => {
    const ids: number[] = []
    for (let i = 0; i <= LIMITS.rfqContactsPerDay; i++) ids.push((await postValid({}, `poster-${i}`)).id)
    const send = (id: number) =>
      t
        .inject({
          method: 'POST',
          url: '/api/v5/enquiryPool/sendMessage?userId=busy-seller&language=EN',
          payload: { data: { id, content: 'We make these' } },
        })
        .then((r) => ({ status: r.statusCode, body: r.json() }))
    for (const id of ids.slice(0, LIMITS.rfqContactsPerDay)) assert.equal((await send(id)).body.result, 'OK')
    const refused = await send(ids.at(-1)!)
    assert.equal(refused.status, 429)
    assert.match(refused.body.resultDesc, /at most 20 enquiries a day/)
    assert.equal((await send(ids[0]!)).body.result, 'OK', 'writing again to one already contacted is fine')
    t.clock.advance(DAY)
    assert.equal((await send(ids.at(-1)!)).body.result, 'OK', 'the next day')
  })

  it('expires LIMITS.rfqOpenDays days after posting: out of the pool, no likes or messages, the poster sees it', async () => {
    const { id } = await postValid()
    t.clock.advance(LIMITS.rfqOpenDays * DAY + 1000)
    const pool = await get('/api/v5/enquiryPool/getEnquiryPools?eventCode=CGA&pageSize=100')
    assert.ok(!pool.resultList.list.some((e: { id: number }) => e.id === id))
    const mine = await get(`/api/v5/enquiryPool/getEnquiryPoolDetail?id=${id}&userId=${U}`)
    assert.equal(mine.resultList.status, 'EXPIRED')
    const like = await t.inject({
      method: 'POST',
      url: '/api/v5/enquiryPool/enquiryPoolLike?userId=late-visitor&language=EN',
      payload: { id },
    })
    assert.equal(like.json().resultDesc, 'This enquiry has expired')
    const msg = await t.inject({
      method: 'POST',
      url: '/api/v5/enquiryPool/sendMessage?userId=late-visitor&language=EN',
      payload: { data: { id, content: 'still buying?' } },
    })
    assert.equal(msg.json().resultDesc, 'This enquiry has expired')
  })

  it('a buyer from abroad posts with an E.164 number (issue 22 item 10): code, post and the stored number agree', async () => {
    const typed = '+44 07700 900123'
    const sent = await t.inject({ method: 'GET', url: `/api/sendCode.do?phone=${encodeURIComponent(typed)}&type=rfq` })
    assert.equal(sent.json().result, 'OK', sent.body)
    assert.equal(t.sms.sent.at(-1)!.phone, '+447700900123', 'the code goes to the number in E.164')
    // typed another way on the form (0044, no spaces): the same number, so the same code
    const r = await post({ ...valid('0044 7700 900123'), verifyCode: t.sms.lastCode() })
    assert.equal(r.body.result, 'OK', JSON.stringify(r.body))
    const row = await t.app.database.db
      .selectFrom('enquiries')
      .select('contact_phone')
      .where('id', '=', r.body.resultList.id)
      .executeTakeFirstOrThrow()
    assert.equal(row.contact_phone, '+447700900123')
    // a mainland number keeps the spec's rule, with or without +86, in both languages
    for (const [lang, words] of [
      ['EN', SPEC_EN.invalidMobile],
      ['ZH-CN', RFQ_RULE_MESSAGES['ZH-CN'].invalidMobile],
    ] as const) {
      for (const bad of ['+86 128 1234 5678', '12812345678', '+44 12', '+0 7700 900123']) {
        const refused = await post(valid(bad), lang)
        assert.deepEqual([bad, refused.status, refused.body.resultDesc], [bad, 400, words])
      }
    }
    // +86 and the bare number are one mainland number
    const phone = nextPhone()
    await t.inject({ method: 'GET', url: `/api/sendCode.do?phone=${encodeURIComponent(`+86 ${phone}`)}&type=rfq` })
    assert.equal(t.sms.sent.at(-1)!.phone, phone)
    const mainland = await post({ ...valid(phone), verifyCode: t.sms.lastCode() })
    assert.equal(mainland.body.result, 'OK', JSON.stringify(mainland.body))
    // the other codes verify mainland numbers only (an exhibitor's phone on file)
    const verify = await t.inject({ method: 'GET', url: `/api/sendCode.do?phone=%2B447700900124&type=verify` })
    assert.equal(verify.statusCode, 400)
  })

  it('"12,000" is twelve thousand (issue 22 item 11): thousands separators are accepted, misplaced commas refused', async () => {
    const { id } = await postValid({ price: '12,000', quantity: '1,500' })
    const row = await t.app.database.db
      .selectFrom('enquiries')
      .select(['price', 'quantity'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow()
    assert.deepEqual([Number(row.price), Number(row.quantity)], [12000, 1500])
    const refused = await post({ ...valid(), price: '12,00' })
    assert.deepEqual([refused.status, refused.body.resultDesc], [400, SPEC_EN.priceInteger])
    const zh = await post({ ...valid(), quantity: '1,50' }, 'ZH-CN')
    assert.equal(zh.body.resultDesc, RFQ_RULE_MESSAGES['ZH-CN'].quantityInteger)
  })

  it('an enquiry to an exhibitor is mailed in both languages, whatever the poster reads; replies go to the poster', async () => {
    const product = (await get('/api/v4/getProductDetail?language=EN&productId=1')).resultList as {
      productId: number
      companyProfileId: number
      productName: string
    }
    const zhName = (await get('/api/v4/getProductDetail?language=ZH-CN&productId=1')).resultList.productName as string
    const outbox = path.join(t.dataDir, 'outbox')
    const mails = () => (fs.existsSync(outbox) ? fs.readdirSync(outbox).filter((f) => f.endsWith('.eml')) : [])
    for (const lang of ['EN', 'ZH-CN']) {
      const before = mails().length
      await postValid(
        { email: 'abroad@example.de', companyProfileId: product.companyProfileId, productId: product.productId },
        U,
        lang,
      )
      assert.equal(mails().length, before + 1)
      const mail = await simpleParser(fs.readFileSync(path.join(outbox, mails().sort().at(-1)!)))
      assert.equal(mail.replyTo?.text, 'abroad@example.de')
      assert.match(mail.subject ?? '', /新询盘/)
      assert.match(mail.subject ?? '', /New enquiry/)
      const text = mail.text ?? ''
      assert.match(text, new RegExp(`展品: ${zhName}`), `${lang}: the Chinese block`)
      assert.match(text, new RegExp(`Product: ${product.productName}`), `${lang}: the English block`)
      assert.match(text, /直接回复本邮件即可答复买家/)
      assert.match(text, /Reply to this mail to answer the buyer/)
    }
  })

  it('an RFQ from a product page is mailed to its exhibitor, never listed, opened by its poster only; the email is not stored', async () => {
    const product = (await get('/api/v4/getProductDetail?language=EN&productId=1')).resultList as {
      productId: number
      companyProfileId: number
      productName: string
    }
    const company = (await get(`/api/v4/getExhibitorDetail?language=EN&companyProfileId=${product.companyProfileId}`))
      .resultList as { contactEmail: string }
    const outbox = path.join(t.dataDir, 'outbox')
    const mails = () => (fs.existsSync(outbox) ? fs.readdirSync(outbox).filter((f) => f.endsWith('.eml')) : [])
    const before = mails().length
    const mismatch = await post({ ...valid(), companyProfileId: product.companyProfileId + 1, productId: 1 })
    assert.equal(mismatch.body.resultDesc, 'The product is not one of this exhibitor')
    const { id, body } = await postValid({
      email: 'rfq-poster-991@example.net',
      companyProfileId: product.companyProfileId,
      productId: product.productId,
    })
    assert.equal(body.resultDesc, "We have sent your inquiry to the exhibitor's mailbox.")
    assert.equal(mails().length, before + 1)
    const mail = await simpleParser(fs.readFileSync(path.join(outbox, mails().sort().at(-1)!)))
    assert.equal(mail.to && 'text' in mail.to ? mail.to.text : '', company.contactEmail)
    assert.equal(mail.replyTo?.text, 'rfq-poster-991@example.net')
    assert.match(mail.text ?? '', new RegExp(`Product: ${product.productName}`))
    assert.match(mail.text ?? '', /Need 500 drip irrigation kits/)

    const pool = await get('/api/v5/enquiryPool/getEnquiryPools?eventCode=CGA&pageSize=100')
    assert.ok(!pool.resultList.list.some((e: { id: number }) => e.id === id), 'a direct enquiry is not listed')
    const mine = await get(`/api/v5/enquiryPool/getEnquiryPools?eventCode=CGA&mine=1&userId=${U}`)
    assert.ok(mine.resultList.list.some((e: { id: number }) => e.id === id))
    const own = await get(`/api/v5/enquiryPool/getEnquiryPoolDetail?language=EN&id=${id}&userId=${U}`)
    assert.equal(own.resultList.productName, product.productName)
    assert.equal(own.resultList.companyProfileId, product.companyProfileId)
    const stranger = await t.inject({
      method: 'GET',
      url: `/api/v5/enquiryPool/getEnquiryPoolDetail?language=EN&id=${id}&userId=stranger`,
    })
    assert.equal(stranger.statusCode, 404)

    for (const f of t.app.database.files)
      if (fs.existsSync(f)) assert.equal(fs.readFileSync(f).includes(Buffer.from('rfq-poster-991@example.net')), false)
    assert.equal(t.logs.join('').includes('rfq-poster-991'), false)
  })
})
