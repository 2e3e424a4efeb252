// Reminders by email or SMS for visitors without web push (issue 25 item 3): the address or number
// is given for reminders (a number verified with a code), shown back masked, used by the scheduler
// through the real providers (SMTP to a stand-in mail server on 127.0.0.1; the SMS service, and
// Tencent Cloud's stand-in with the reminder template), never logged, and erased after the show.
import { after, before, describe, it } from 'node:test'
import assert from 'node:assert/strict'
import { SMTPServer } from 'smtp-server'
import { simpleParser, type ParsedMail } from 'mailparser'
import { makeApp, type TestApp } from './helpers.js'
import { aliyunStandIn, tencentStandIn, type TencentStandIn } from './stand-ins.js'
import { rescheduleSession } from '../src/lib/reschedule.js'

const SESSION = 143
const START = Date.parse('2026-09-15T01:30:00.000Z')
const MIN = 60_000
const EMAIL = 'visitor.reminders@example.com'
const PHONE = '13912345678'

const remind = (t: TestApp, who: string, channel: string, language = 'EN') =>
  t.inject({
    method: 'POST',
    url: `/api/v5/session/remind?userId=${who}&language=${language}`,
    payload: { id: SESSION, remind: 1, channel },
  })
const giveContact = (t: TestApp, who: string, body: object, language = 'EN') =>
  t.inject({ method: 'POST', url: `/api/v5/session/reminderContact?userId=${who}&language=${language}`, payload: body })
const agendaOf = async (t: TestApp, who: string) =>
  (await t.inject({ method: 'GET', url: `/api/v5/session/getMyAgenda?userId=${who}&eventCode=SIE&language=EN` })).json()
    .resultList.list as Array<{ id: number; reminderVia: string; reminderState: string }>

/** Nothing of the address or number in the logs. */
function assertLogsClean(t: TestApp) {
  const text = t.logs.join('')
  for (const s of [EMAIL, 'visitor.reminders', PHONE, PHONE.slice(3)]) assert.ok(!text.includes(s), `logs hold ${s}`)
}

describe('reminders by email or SMS', () => {
  let smtp: SMTPServer
  const received: ParsedMail[] = []
  let refuseRcpt = false
  let t: TestApp
  const apps: TestApp[] = []
  const app = async (env: Record<string, string> = {}, opts = {}) => {
    const port = (smtp.server.address() as { port: number }).port
    const a = await makeApp({ REMINDER_CHECK_SEC: '0', SMTP_URL: `smtp://127.0.0.1:${port}`, ...env }, opts)
    a.clock.t = START - 3 * 3600_000
    apps.push(a)
    return a
  }
  before(async () => {
    smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      onRcptTo(_address, _session, cb) {
        if (refuseRcpt) {
          const e = new Error('mailbox unavailable') as Error & { responseCode: number }
          e.responseCode = 550
          return cb(e)
        }
        cb()
      },
      onData(stream, _session, cb) {
        simpleParser(stream)
          .then((m) => {
            received.push(m)
            cb()
          })
          .catch(cb)
      },
    })
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve))
    t = await app()
  })
  after(async () => {
    for (const a of apps) await a.close()
    await new Promise<void>((resolve) => smtp.close(() => resolve()))
  })

  it('an email address: kept masked, the reminder and a change notice arrive by mail in the visitor language', async () => {
    // no address yet: the server refuses an email reminder, in the visitor's language
    let res = await remind(t, 'mail-1', 'email', 'ZH-CN')
    assert.equal(res.statusCode, 400)
    assert.equal(res.json().resultDesc, '请先填写接收提醒的邮箱或手机号码')
    res = await giveContact(t, 'mail-1', { kind: 'email', email: ` ${EMAIL} ` })
    assert.equal(res.statusCode, 200, res.body)
    assert.deepEqual(res.json().resultList, { email: 'v***@example.com', sms: null, channels: ['email', 'sms'] })
    assert.ok(!res.body.includes(EMAIL))
    const got = await t.inject({ method: 'GET', url: '/api/v5/session/getReminderContacts?userId=mail-1' })
    assert.equal(got.json().resultList.email, 'v***@example.com')
    // another visitor sees nothing of it
    const other = await t.inject({ method: 'GET', url: '/api/v5/session/getReminderContacts?userId=mail-2' })
    assert.deepEqual(other.json().resultList, { email: null, sms: null, channels: ['email', 'sms'] })

    assert.equal((await remind(t, 'mail-1', 'email')).json().result, 'OK')
    assert.deepEqual(
      (await agendaOf(t, 'mail-1')).map((x) => [x.id, x.reminderVia, x.reminderState]),
      [[SESSION, 'email', 'queued']],
    )
    const before = received.length
    t.clock.t = START - 14 * MIN
    const round = await t.app.reminders.runDue()
    assert.equal(round.reminders, 1)
    assert.equal(received.length, before + 1)
    const mail = received.at(-1)!
    assert.deepEqual(mail.to && !Array.isArray(mail.to) ? mail.to.value.map((v) => v.address) : [], [EMAIL])
    assert.equal(mail.subject, 'Session starting soon')
    assert.match(mail.text ?? '', /^Reminder: ".+" starts in 15 minutes/)
    assert.match(mail.text ?? '', /Your address is deleted after the show/)
    assert.deepEqual(
      (await agendaOf(t, 'mail-1')).map((x) => [x.reminderVia, x.reminderState]),
      [['email', 'sent']],
    )
    // the delivery record: the channel, never the address
    const rows = await t.app.database.db.selectFrom('deliveries').selectAll().where('channel', '=', 'email').execute()
    assert.equal(rows.length, 1)
    assert.equal(rows[0]!.state, 'sent')
    assert.ok(!JSON.stringify(rows).includes(EMAIL))
    // nothing twice
    assert.equal((await t.app.reminders.runDue()).reminders, 0)
    assert.equal(received.length, before + 1)
    assertLogsClean(t)
  })

  it('bad input: a clear error in the visitor language, nothing kept, never a 500', async () => {
    let res = await giveContact(t, 'bad-1', { kind: 'email', email: 'not-an-address' })
    assert.equal(res.statusCode, 400)
    assert.equal(res.json().resultDesc, 'Enter a valid email address')
    res = await giveContact(t, 'bad-1', { kind: 'sms', phone: '12345', code: '123456' }, 'ZH-CN')
    assert.equal(res.json().resultDesc, '请输入有效的中国大陆手机号码')
    res = await giveContact(t, 'bad-1', { kind: 'fax', email: EMAIL })
    assert.equal(res.statusCode, 400)
    res = await t.inject({ method: 'POST', url: '/api/v5/session/reminderContact?userId=bad-1', payload: 'x' })
    assert.ok(res.statusCode >= 400 && res.statusCode < 500)
    const got = await t.inject({ method: 'GET', url: '/api/v5/session/getReminderContacts?userId=bad-1' })
    assert.deepEqual([got.json().resultList.email, got.json().resultList.sms], [null, null])
    // without the visitor's session: refused
    res = await t.inject({
      method: 'POST',
      url: '/api/v5/session/reminderContact?userId=bad-1',
      headers: { 'x-visitor-session': '' },
      payload: { kind: 'email', email: EMAIL },
    })
    assert.equal(res.statusCode, 401)
  })

  it('a mobile number needs the code sent to it; the reminder goes by SMS', async () => {
    t.clock.t = START - 3 * 3600_000
    let res = await giveContact(t, 'sms-1', { kind: 'sms', phone: PHONE, code: '000000' })
    assert.equal(res.statusCode, 400)
    assert.equal(res.json().resultCode, 'SMS_CODE_REJECTED')
    const sent = await t.inject({ method: 'GET', url: `/api/sendCode.do?phone=${PHONE}&type=reminder&language=EN` })
    assert.equal(sent.json().result, 'OK', sent.body)
    res = await giveContact(t, 'sms-1', { kind: 'sms', phone: PHONE, code: t.sms.lastCode() })
    assert.equal(res.statusCode, 200, res.body)
    assert.equal(res.json().resultList.sms, '139****5678')
    assert.equal((await remind(t, 'sms-1', 'sms', 'ZH-CN')).json().result, 'OK')
    const count = t.sms.sent.length
    t.clock.t = START - 14 * MIN
    assert.equal((await t.app.reminders.runDue()).reminders, 1)
    assert.equal(t.sms.sent.length, count + 1)
    assert.equal(t.sms.sent.at(-1)!.phone, PHONE)
    assert.match(t.sms.sent.at(-1)!.text, /^提醒：「.+」将于 15 分钟后开始/)
    assert.deepEqual(
      (await agendaOf(t, 'sms-1')).map((x) => [x.reminderVia, x.reminderState]),
      [['sms', 'sent']],
    )
    assertLogsClean(t)
  })

  it('a mailbox the mail server refuses makes the reminder undeliverable, not retried', async () => {
    const a = await app()
    await giveContact(a, 'mail-refused', { kind: 'email', email: EMAIL })
    await remind(a, 'mail-refused', 'email')
    refuseRcpt = true
    try {
      a.clock.t = START - 14 * MIN
      const round = await a.app.reminders.runDue()
      assert.equal(round.reminders, 0)
      assert.deepEqual(
        (await agendaOf(a, 'mail-refused')).map((x) => x.reminderState),
        ['undeliverable'],
      )
    } finally {
      refuseRcpt = false
    }
    assertLogsClean(a)
  })

  it('retention erases the address once the shows of the visitor reminders have ended; My data deletes it', async () => {
    const a = await app()
    await giveContact(a, 'keep-1', { kind: 'email', email: EMAIL })
    await remind(a, 'keep-1', 'email')
    await giveContact(a, 'idle-1', { kind: 'email', email: EMAIL })
    assert.equal((await a.app.retention.run()).reminderContacts, 0, 'just given: kept')
    a.clock.t += 25 * 3600_000
    assert.equal((await a.app.retention.run()).reminderContacts, 1, 'no reminder after a day: erased')
    const { end_date } = await a.app.database.db
      .selectFrom('sessions')
      .innerJoin('editions', 'editions.id', 'sessions.edition_id')
      .select('editions.end_date')
      .where('sessions.id', '=', SESSION)
      .executeTakeFirstOrThrow()
    a.clock.t = Date.parse(`${end_date}T23:59:00+08:00`)
    assert.equal((await a.app.retention.run()).reminderContacts, 0, 'not before the show ends')
    a.clock.t = Date.parse(`${end_date}T23:59:59+08:00`) + 1000
    assert.equal((await a.app.retention.run()).reminderContacts, 1)
    assert.equal(await a.app.reminderContacts.valueOf('keep-1', 'email'), null)
    // a reminder left without its address: undeliverable, nothing sent
    assertLogsClean(a)
    // My data: delete takes the address with it
    await giveContact(a, 'gone-1', { kind: 'email', email: EMAIL })
    await a.app.myData.erase('gone-1')
    assert.equal(await a.app.reminderContacts.valueOf('gone-1', 'email'), null)
  })

  it('a moved and a cancelled session: the notice reaches email and SMS once each, queued, with its delivery state', async () => {
    const a = await app()
    const zones = (id: number) => a.app.catalog.editions.get(id)!.time_zone
    await giveContact(a, 'ch-mail', { kind: 'email', email: EMAIL })
    await a.inject({ method: 'GET', url: `/api/sendCode.do?phone=${PHONE}&type=reminder&language=EN` })
    assert.equal(
      (await giveContact(a, 'ch-sms', { kind: 'sms', phone: PHONE, code: a.sms.lastCode() })).statusCode,
      200,
    )
    assert.equal((await remind(a, 'ch-mail', 'email')).json().result, 'OK')
    assert.equal((await remind(a, 'ch-sms', 'sms', 'ZH-CN')).json().result, 'OK')
    const mails = received.length
    const texts = a.sms.sent.length
    const records = async () =>
      (
        await a.app.database.db
          .selectFrom('deliveries')
          .select(['channel', 'state', 'attempts'])
          .where('kind', '=', 'changed')
          .orderBy('channel')
          .execute()
      ).map((r) => `${r.channel} ${r.state} ${r.attempts}`)

    // moved two hours later: one notice each, in the visitor's language, in the same round
    await rescheduleSession(a.app.conference, zones, { sessionId: SESSION, start: '11:30' }, a.clock.t)
    const round = await a.app.reminders.runDue()
    assert.deepEqual([round.changes, round.notices, round.failed], [2, 2, 0])
    assert.equal(received.length, mails + 1)
    assert.match(received.at(-1)!.text ?? '', /^Schedule change for ".+": time changed from .+ to Tue 15 Sep, 11:30/)
    assert.equal(a.sms.sent.length, texts + 1)
    assert.equal(a.sms.sent.at(-1)!.phone, PHONE)
    assert.match(a.sms.sent.at(-1)!.text, /^您设置了提醒的「.+」有变动：时间由 .+ 改为 9月15日 周二 11:30/)
    assert.deepEqual(await records(), ['email sent 1', 'sms sent 1'])
    // nothing twice
    await a.app.reminders.runDue()
    assert.deepEqual([received.length, a.sms.sent.length], [mails + 1, texts + 1])

    // cancelled: told once each; the reminders never go
    await a.app.conference.cancel(SESSION, a.clock.t)
    assert.equal((await a.app.reminders.runDue()).notices, 2)
    assert.match(received.at(-1)!.text ?? '', /^Cancelled: ".+" \(Tue 15 Sep, 11:30.+\) will not take place\./)
    assert.match(a.sms.sent.at(-1)!.text, /^您设置了提醒的「.+」（9月15日 周二 11:30.+）已取消。/)
    assert.deepEqual(await records(), ['email sent 1', 'email sent 1', 'sms sent 1', 'sms sent 1'])
    a.clock.t = START + 2 * 3600_000 - 14 * MIN
    await a.app.reminders.runDue()
    assert.deepEqual([received.length, a.sms.sent.length], [mails + 2, texts + 2])
    assertLogsClean(a)
  })

  it('a change notice cut off by kill -9 is mailed again with the same Message-ID; one refused for good is not tried again', async () => {
    const a = await app({ REMINDER_STALE_SEC: '60' })
    const zones = (id: number) => a.app.catalog.editions.get(id)!.time_zone
    await giveContact(a, 'cut-1', { kind: 'email', email: EMAIL })
    assert.equal((await remind(a, 'cut-1', 'email')).json().result, 'OK')
    await rescheduleSession(a.app.conference, zones, { sessionId: SESSION, start: '11:30' }, a.clock.t)
    // a process queued and claimed the notice, mailed it, then died before it was settled
    const [job] = await a.app.conference.changedReminders(10)
    const notice = await a.app.reminders.message(job!, 'changed')
    const nowIso = () => new Date(a.clock.t).toISOString()
    await a.app.sessionNotices.queue(
      {
        key: notice.key,
        sessionId: SESSION,
        userId: 'cut-1',
        editionId: job!.session.edition_id,
        message: JSON.stringify(notice),
      },
      nowIso(),
    )
    await a.app.deliveries.queue({ key: notice.key, kind: 'changed', channel: 'email' }, a.clock.t)
    const [row] = await a.app.sessionNotices.due(nowIso(), nowIso(), 10)
    assert.ok(await a.app.sessionNotices.claim(row!, nowIso()))
    const mails = received.length
    await a.app.reminders.provider.deliver(notice)
    assert.equal(received.length, mails + 1)
    const first = received.at(-1)!
    // the Message-ID comes from the message's key (never the visitor's id or address in it)
    assert.match(first.messageId ?? '', /^<[A-Za-z0-9_-]{32}@expo\.local>$/)
    assert.ok(!(first.messageId ?? '').includes('cut-1'))
    // the claim is fresh: nobody else sends it
    assert.equal((await a.app.reminders.runDue()).notices, 0)
    a.clock.t += 61_000
    // taken over: SMTP takes no key, so it is sent again with the same Message-ID; a mail system
    // that holds that Message-ID already drops the copy (the mailbox shows one)
    assert.equal((await a.app.reminders.runDue()).notices, 1)
    assert.equal(received.length, mails + 2)
    assert.equal(received.at(-1)!.messageId, first.messageId)
    assert.equal(received.at(-1)!.subject, first.subject)
    assert.equal((await a.app.deliveries.of(notice.key))?.state, 'sent')
    assert.equal((await a.app.sessionNotices.due(nowIso(), nowIso(), 10)).length, 0)
    const mailsNow = received.length

    await rescheduleSession(a.app.conference, zones, { sessionId: SESSION, start: '12:30' }, a.clock.t)
    refuseRcpt = true
    try {
      // 550 is final: undeliverable at once
      await a.app.reminders.runDue()
      const [last] = await a.app.database.db
        .selectFrom('deliveries')
        .select(['state', 'reason'])
        .where('kind', '=', 'changed')
        .orderBy('id', 'desc')
        .limit(1)
        .execute()
      assert.equal(last!.state, 'undeliverable')
      assert.match(last!.reason ?? '', /^mail .*550/)
    } finally {
      refuseRcpt = false
    }
    await a.app.reminders.runDue()
    assert.equal(received.length, mailsNow, 'an undeliverable notice is not tried again')
    assertLogsClean(a)
  })

  it('My data lists each contact masked, with its show and how long it is kept; deleting one stops its reminders', async () => {
    const a = await app()
    const summary = async (who: string, language = 'EN') =>
      (await a.inject({ method: 'GET', url: `/api/v5/myData/summary?userId=${who}&language=${language}` })).json()
        .resultList
    await giveContact(a, 'mine-1', { kind: 'email', email: EMAIL })
    await a.inject({ method: 'GET', url: `/api/sendCode.do?phone=${PHONE}&type=reminder&language=EN` })
    assert.equal(
      (await giveContact(a, 'mine-1', { kind: 'sms', phone: PHONE, code: a.sms.lastCode() })).statusCode,
      200,
    )
    assert.equal((await remind(a, 'mine-1', 'email')).json().result, 'OK')
    const { end_date, name_en, name_zh } = await a.app.database.db
      .selectFrom('sessions')
      .innerJoin('editions', 'editions.id', 'sessions.edition_id')
      .select(['editions.end_date', 'editions.name_en', 'editions.name_zh'])
      .where('sessions.id', '=', SESSION)
      .executeTakeFirstOrThrow()
    const showEnd = new Date(Date.parse(`${end_date}T23:59:59+08:00`)).toISOString()
    let mine = await summary('mine-1')
    assert.deepEqual(mine.reminderContacts, [
      { kind: 'email', masked: 'v***@example.com', editions: [name_en], keptUntil: showEnd },
      // no reminder goes by SMS: the show of the email reminder still keeps it (one retention rule)
      { kind: 'sms', masked: '139****5678', editions: [], keptUntil: showEnd },
    ])
    const section = mine.sections.find((s: { key: string }) => s.key === 'reminderContacts')
    assert.deepEqual(section, { key: 'reminderContacts', count: 2, items: ['v***@example.com', '139****5678'] })
    assert.deepEqual((await summary('mine-1', 'ZH-CN')).reminderContacts[0].editions, [name_zh])
    assert.ok(!JSON.stringify(mine).includes(EMAIL) && !JSON.stringify(mine).includes(PHONE))
    // another visitor sees none of it, and cannot delete it
    assert.deepEqual((await summary('mine-2')).reminderContacts, [])
    const del = (who: string, payload: object | string) =>
      a.inject({ method: 'POST', url: `/api/v5/myData/deleteReminderContact?userId=${who}&language=EN`, payload })
    assert.deepEqual((await del('mine-2', { kind: 'email' })).json().resultList, { reminderContacts: [] })
    assert.equal((await summary('mine-1')).reminderContacts.length, 2)
    // bad input: a clear 400, nothing deleted
    for (const bad of [{ kind: 'fax' }, {}])
      assert.equal((await del('mine-1', bad)).statusCode, 400, JSON.stringify(bad))
    const text = (await del('mine-1', 'x')).statusCode
    assert.ok(text >= 400 && text < 500, String(text))
    assert.equal((await summary('mine-1')).reminderContacts.length, 2)

    // deleting the address: gone at once, the agenda says nothing will remind, nothing is sent
    assert.deepEqual(
      (await agendaOf(a, 'mine-1')).map((x) => x.reminderVia),
      ['email'],
    )
    const res = await del('mine-1', { kind: 'email' })
    assert.equal(res.statusCode, 200, res.body)
    assert.deepEqual(
      res.json().resultList.reminderContacts.map((c: { kind: string }) => c.kind),
      ['sms'],
    )
    assert.equal(await a.app.reminderContacts.valueOf('mine-1', 'email'), null)
    assert.equal((await a.app.reminderContacts.valueOf('mine-1', 'sms')) !== null, true, 'the number stays')
    assert.deepEqual(
      (await agendaOf(a, 'mine-1')).map((x) => [x.reminderVia, x.reminderState]),
      [['none', 'queued']],
    )
    mine = await summary('mine-1')
    assert.equal(mine.sections.find((s: { key: string }) => s.key === 'reminderContacts').count, 1)
    const mails = received.length
    a.clock.t = START - 14 * MIN
    assert.equal((await a.app.reminders.runDue()).reminders, 0)
    assert.equal(received.length, mails, 'no mail after the address was deleted')
    assert.deepEqual(
      (await agendaOf(a, 'mine-1')).map((x) => [x.reminderVia, x.reminderState]),
      [['none', 'undeliverable']],
    )
    // deleting again answers the same; without the visitor's session: refused
    assert.equal((await del('mine-1', { kind: 'email' })).statusCode, 200)
    const anon = await a.inject({
      method: 'POST',
      url: '/api/v5/myData/deleteReminderContact?userId=mine-1',
      headers: { 'x-visitor-session': '' },
      payload: { kind: 'sms' },
    })
    assert.equal(anon.statusCode, 401)
    assertLogsClean(a)
  })

  it('Tencent Cloud: the reminder template with its parameters; without it no SMS reminders are offered', async () => {
    const keys = { secretId: 'AKIDstandin0002', secretKey: 'standin-secret-key', sdkAppId: '1400001234' }
    const vendor: TencentStandIn = await tencentStandIn({
      ...keys,
      signName: '展会名录',
      templates: {
        '2001': 2,
        '2002': 2,
        '2003': 1,
        '2004': 1,
        '2005': 1,
        '2006': 1,
        '3001': 3,
        '3002': 3,
        '3003': 2,
        '3004': 2,
      },
    })
    try {
      const env = {
        SMS_PROVIDER: 'tencent',
        TENCENT_SMS_SECRET_ID: keys.secretId,
        TENCENT_SMS_SECRET_KEY: keys.secretKey,
        TENCENT_SMS_SDK_APP_ID: keys.sdkAppId,
        TENCENT_SMS_ENDPOINT: vendor.url,
        SMS_RETRY_BASE_MS: '5',
        SMS_SIGN_NAME: '展会名录',
        SMS_TEMPLATE_CODE_ZH: '2001',
        SMS_TEMPLATE_CODE_EN: '2002',
        SMS_TEMPLATE_RFQ_ZH: '2003',
        SMS_TEMPLATE_RFQ_EN: '2004',
        SMS_TEMPLATE_MATCH_ZH: '2005',
        SMS_TEMPLATE_MATCH_EN: '2006',
      }
      const without = await app(env, { sms: undefined })
      const offered = await without.inject({ method: 'GET', url: '/api/v5/session/getReminderContacts?userId=v-1' })
      assert.deepEqual(offered.json().resultList.channels, ['email'])
      const refused = await giveContact(without, 'v-1', { kind: 'sms', phone: PHONE, code: '123456' })
      assert.equal(
        refused.json().resultDesc,
        'Reminders by text message are not available: choose email or the calendar',
      )

      const a = await app(
        {
          ...env,
          SMS_TEMPLATE_REMINDER_ZH: '3001',
          SMS_TEMPLATE_REMINDER_EN: '3002',
          SMS_TEMPLATE_NOTICE_ZH: '3003',
          SMS_TEMPLATE_NOTICE_EN: '3004',
        },
        { sms: undefined },
      )
      await a.inject({ method: 'GET', url: `/api/sendCode.do?phone=${PHONE}&type=reminder&language=EN` })
      const code = (vendor.sent.at(-1)!.params as string[])[0]!
      assert.equal((await giveContact(a, 'v-2', { kind: 'sms', phone: PHONE, code })).statusCode, 200)
      assert.equal((await remind(a, 'v-2', 'sms')).json().result, 'OK')
      a.clock.t = START - 14 * MIN
      assert.equal((await a.app.reminders.runDue()).reminders, 1)
      const sent = vendor.sent.at(-1)!
      assert.equal(sent.template, '3002', 'the English reminder template')
      assert.equal(sent.phone, `+86${PHONE}`)
      const [title, time, minutes] = sent.params as string[]
      assert.ok(title && [...title].length <= 20)
      assert.equal(time, '09:30', 'the start at the venue (UTC+8)')
      assert.equal(minutes, '15')
      // moved: the change notice goes with its own template, what changed in a few words
      const zones = (id: number) => a.app.catalog.editions.get(id)!.time_zone
      await rescheduleSession(a.app.conference, zones, { sessionId: SESSION, start: '11:30' }, a.clock.t)
      assert.equal((await a.app.reminders.runDue()).notices, 1)
      const notice = vendor.sent.at(-1)!
      assert.equal(notice.template, '3004', 'the English notice template')
      assert.deepEqual((notice.params as string[]).slice(1), ['now starts 11:30'])
      assertLogsClean(a)
    } finally {
      await vendor.close()
    }
  })

  /**
   * A process claims the visitor's due reminder and dies (kill -9) before it is settled; `sent`:
   * it had handed the SMS to the vendor first. The clock is then past the stale claim.
   */
  const claimAndDie = async (a: TestApp, who: string, sent: boolean) => {
    const jobs = await a.app.conference.dueReminders(new Date(a.clock.t + 15 * MIN).toISOString(), a.clock.t - MIN, 50)
    const job = jobs.find((j) => j.reminder.user_id === who)!
    assert.ok(await a.app.conference.claim(job, a.clock.t))
    if (sent) await a.app.reminders.provider.deliver(await a.app.reminders.message(job, 'reminder'))
  }
  const smsTemplates = {
    SMS_SIGN_NAME: '展会名录',
    SMS_TEMPLATE_CODE_ZH: '2001',
    SMS_TEMPLATE_CODE_EN: '2002',
    SMS_TEMPLATE_RFQ_ZH: '2003',
    SMS_TEMPLATE_RFQ_EN: '2004',
    SMS_TEMPLATE_MATCH_ZH: '2005',
    SMS_TEMPLATE_MATCH_EN: '2006',
    SMS_TEMPLATE_REMINDER_ZH: '3001',
    SMS_TEMPLATE_REMINDER_EN: '3002',
  }
  const withNumber = async (a: TestApp, who: string, phone: string, code: () => string) => {
    await a.inject({ method: 'GET', url: `/api/sendCode.do?phone=${phone}&type=reminder&language=EN` })
    assert.equal((await giveContact(a, who, { kind: 'sms', phone, code: code() })).statusCode, 200)
    assert.equal((await remind(a, who, 'sms')).json().result, 'OK')
  }

  it('an SMS reminder cut off by kill -9: the vendor is asked first; found, not sent again; not found, sent once', async () => {
    const keys = { secretId: 'AKIDstandin0004', secretKey: 'standin-secret-key-4', sdkAppId: '1400004321' }
    const vendor = await tencentStandIn({
      ...keys,
      signName: '展会名录',
      templates: { '2001': 2, '2002': 2, '2003': 1, '2004': 1, '2005': 1, '2006': 1, '3001': 3, '3002': 3 },
    })
    try {
      const a = await app(
        {
          SMS_PROVIDER: 'tencent',
          TENCENT_SMS_SECRET_ID: keys.secretId,
          TENCENT_SMS_SECRET_KEY: keys.secretKey,
          TENCENT_SMS_SDK_APP_ID: keys.sdkAppId,
          TENCENT_SMS_ENDPOINT: vendor.url,
          SMS_RETRY_BASE_MS: '5',
          REMINDER_STALE_SEC: '60',
          ...smsTemplates,
        },
        { sms: undefined },
      )
      const code = () => (vendor.sent.at(-1)!.params as string[])[0]!
      const [went, never] = ['13912345671', '13912345672']
      await withNumber(a, 'cut-sms-1', went, code)
      await withNumber(a, 'cut-sms-2', never, code)
      a.clock.t = START - 14 * MIN
      // the first had gone to the vendor when its process died; the second had not
      await claimAndDie(a, 'cut-sms-1', true)
      await claimAndDie(a, 'cut-sms-2', false)
      const reminders = (phone: string) => vendor.sent.filter((m) => m.phone === `+86${phone}` && m.template === '3002')
      assert.equal(reminders(went).length, 1)
      assert.match(reminders(went)[0]!.ref ?? '', /^[A-Za-z0-9_-]{32}$/, 'sent with its reference as SessionContext')
      a.clock.t += 61_000
      const round = await a.app.reminders.runDue()
      assert.equal(round.reminders, 2)
      assert.equal(vendor.lookups, 2, 'one status pull per resumed reminder')
      assert.equal(reminders(went).length, 1, 'found at the vendor: not sent again')
      assert.equal(reminders(never).length, 1, 'not found: sent once')
      const states = await a.app.database.db
        .selectFrom('deliveries')
        .select(['state', 'reason'])
        .where('kind', '=', 'reminder')
        .where('channel', '=', 'sms')
        .orderBy('id')
        .execute()
      // the vendor reported the first delivered; the second was just taken
      assert.deepEqual(
        states.map((r) => r.state),
        ['delivered', 'sent'],
      )
      assert.deepEqual(
        (await agendaOf(a, 'cut-sms-1')).map((x) => [x.reminderVia, x.reminderState]),
        [['sms', 'sent']],
      )
      const text = a.logs.join('')
      for (const phone of [went, never]) assert.ok(!text.includes(phone.slice(3)), 'no number in the logs')
    } finally {
      await vendor.close()
    }
  })

  it('an SMS reminder cut off by kill -9 whose status look-up fails is sent again, the reason kept (Aliyun)', async () => {
    const keys = { accessKeyId: 'LTAIstandin0004', accessKeySecret: 'standin-secret-4' }
    const vendor = await aliyunStandIn({
      ...keys,
      signName: '展会名录',
      templates: {
        '2001': ['code', 'minutes'],
        '2002': ['code', 'minutes'],
        '3001': ['title', 'time', 'minutes'],
        '3002': ['title', 'time', 'minutes'],
      },
    })
    try {
      const a = await app(
        {
          SMS_PROVIDER: 'aliyun',
          ALIYUN_SMS_ACCESS_KEY_ID: keys.accessKeyId,
          ALIYUN_SMS_ACCESS_KEY_SECRET: keys.accessKeySecret,
          ALIYUN_SMS_ENDPOINT: vendor.url,
          SMS_RETRY_BASE_MS: '5',
          REMINDER_STALE_SEC: '60',
          ...smsTemplates,
        },
        { sms: undefined },
      )
      const phone = '13912345673'
      await withNumber(a, 'cut-sms-3', phone, () => (vendor.sent.at(-1)!.params as Record<string, string>).code!)
      a.clock.t = START - 14 * MIN
      await claimAndDie(a, 'cut-sms-3', true)
      const reminders = () => vendor.sent.filter((m) => m.phone === phone && m.template === '3002')
      assert.equal(reminders().length, 1)
      assert.match(reminders()[0]!.ref ?? '', /^[A-Za-z0-9_-]{32}$/, 'sent with its reference as OutId')
      // the key may not call QuerySendDetails (no dysms:QuerySendDetails in its RAM policy)
      vendor.failLookups = 'Forbidden.RAM'
      a.clock.t += 61_000
      assert.equal((await a.app.reminders.runDue()).reminders, 1)
      // it cannot tell: sent again (a second text rather than none: docs/decisions/delivery.md)
      assert.equal(reminders().length, 2)
      assert.equal(reminders()[1]!.ref, reminders()[0]!.ref)
      const [row] = await a.app.database.db
        .selectFrom('deliveries')
        .select(['state', 'reason'])
        .where('kind', '=', 'reminder')
        .where('channel', '=', 'sms')
        .execute()
      assert.equal(row!.state, 'sent')
      assert.equal(row!.reason, 'resent: status look-up failed (Forbidden.RAM)')
      const text = a.logs.join('')
      assert.match(text, /SMS status look-up failed/)
      assert.ok(!text.includes(phone.slice(3)), 'no number in the logs')
    } finally {
      await vendor.close()
    }
  })
})
