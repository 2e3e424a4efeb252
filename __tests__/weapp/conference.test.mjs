// The conference in the mini-program (issue 11): home → Conference → a day → a session → Remind me,
// where the tap is WeChat's subscription tap (accepted: the server keeps a 'subscribe' reminder;
// refused: the phone's calendar gets the session with its alert; both refused: nothing is kept),
// the visitor told which; Cancel; the speaker and another of their sessions; the share card; My
// agenda in the plan panel. The device's clock is set before the show (launch option `now`).
import assert from 'node:assert/strict'
import { after, before, test } from 'node:test'
import { api, referenceServer } from './harness/index.mjs'

/**
 * The subscription template the build was given (REMINDER_TEMPLATE_ID at build time, the same value
 * the server sends with; config/app-config.ts): dev and CI builds without one use the test id.
 * Run this file with the environment the build had.
 */
const TEMPLATE_ID = process.env.REMINDER_TEMPLATE_ID?.trim() || 'TEST-ONLY-not-a-wechat-template'
import {
  appVisitor,
  BEFORE_THE_SHOW,
  EVENT_CODE,
  expectPage,
  fixtures,
  launchAt,
  pageOf,
  serverClockAt,
  WORDS,
} from './support.mjs'

let server
before(async () => {
  server = await referenceServer()
  // the server refuses reminders for sessions that have ended: its clock is before the show, as the device's
  await serverClockAt(BEFORE_THE_SHOW)
})
after(async () => {
  if (server) await serverClockAt(null)
  server?.stop()
})

const ZH = WORDS['ZH-CN']

/** Waits for a toast the page showed (the visitor is told what happened). */
function toast(mp, text) {
  return mp.page.waitFor(() => mp.toasts.includes(text), { what: `the toast ${JSON.stringify(text)}` })
}

/** The visitor's agenda as the server holds it (ids, in time order). */
async function agendaOf(mp) {
  const userId = appVisitor(mp)
  const agenda = await api('GET', '/api/v5/session/getMyAgenda', {
    query: { language: 'ZH-CN', eventCode: EVENT_CODE, userId },
  })
  return agenda.list.map((s) => s.id)
}

/** Opens the detail of the programme's opening session from the list (day 1, first card). */
async function openFirstSession(t, answers = {}) {
  const f = await fixtures()
  const mp = await launchAt(t, '/meeting/list', { eventCode: EVENT_CODE }, { now: BEFORE_THE_SHOW, answers })
  const list = mp.page
  const session = f.session['ZH-CN']
  await expectPage(list, { title: '同期会议', texts: [session.title] })
  await list.tap({ selector: '.session-card', text: session.title })
  await list.waitFor(() => mp.route === pageOf('/meeting/detail'), { what: 'the session detail' })
  const detail = mp.page
  await expectPage(detail, { title: '会议详情', texts: [session.title, ZH.remindMe] })
  return { f, mp, detail, session }
}

test('home → Conference → another day → a session → Remind me (subscription accepted) → Cancel → speaker → another session', async (t) => {
  const f = await fixtures()
  const mp = await launchAt(t, '/exhibition/detail', { eventCode: EVENT_CODE }, { now: BEFORE_THE_SHOW })
  const home = mp.page
  await expectPage(home, { texts: [f.edition['ZH-CN'].eventEditionName] })
  await home.tap({ selector: '.home-menu__item', text: '同期会议' })
  await home.waitFor(() => mp.route === pageOf('/meeting/list'), { what: 'the session list' })
  const list = mp.page
  await expectPage(list, { title: '同期会议', texts: ['9月15日 周二', f.session['ZH-CN'].title] })

  // the second day, in venue time
  await list.tap({ selector: '.session-list__day', text: '9月16日 周三' })
  const secondDay = f.sessions['ZH-CN'].list.filter(
    (s) => s.startTime >= '2026-09-15T16:00:00.000Z' && s.startTime < '2026-09-16T16:00:00.000Z',
  )
  await list.waitForText(secondDay[0].title)
  await list.waitForNoText(f.session['ZH-CN'].title)
  const request = mp.requests.findLast((r) => r.url.includes('/getSessionList'))
  assert.match(request.url, /day=2026-09-16/)

  const target = secondDay[1]
  await list.tap({ selector: '.session-card', text: target.title })
  await list.waitFor(() => mp.route === pageOf('/meeting/detail'), { what: 'the session detail' })
  const detail = mp.page
  assert.equal(detail.query.sessionId, String(target.id))
  await expectPage(detail, { title: '会议详情', texts: [target.title, ZH.remindMe] })

  // the tap is WeChat's subscription tap: one template, asked from the tap itself
  await detail.tap({ selector: '.session-detail__action--remind' })
  await detail.waitForText(ZH.cancelRemind)
  const [subscription] = mp.callsOf('requestSubscribeMessage')
  // the configured template, never a placeholder baked into the build
  assert.deepEqual(subscription.tmplIds, [TEMPLATE_ID])
  assert.notEqual(subscription.tmplIds[0], 'session-reminder-dev')
  assert.deepEqual(Object.values(subscription.answer), ['accept'])
  assert.equal(mp.callsOf('addPhoneCalendar').length, 0)
  await toast(mp, '订阅成功：开始前 15 分钟将通过微信通知您')
  assert.deepEqual(await agendaOf(mp), [target.id])

  await detail.tap({ selector: '.session-detail__action--remind' })
  await detail.waitForText(ZH.remindMe)
  await toast(mp, '已取消提醒')
  assert.deepEqual(await agendaOf(mp), [])

  // the speaker, and another session of theirs
  const speaker = target.speakers[0]
  await detail.tap({ selector: '.session-detail__speaker', text: speaker.name })
  await detail.waitFor(() => mp.route === pageOf('/meeting/guest'), { what: 'the speaker page' })
  const guest = mp.page
  const person = await api('GET', '/api/v5/session/getPersonDetail', {
    query: { language: 'ZH-CN', id: speaker.personId, eventCode: EVENT_CODE },
  })
  const other = person.sessions.find((s) => s.id !== target.id)
  await expectPage(guest, { title: '嘉宾详情', texts: [speaker.name, other.title] })
  await guest.tap({ selector: '.session-card', text: other.title })
  await guest.waitFor(() => mp.route === pageOf('/meeting/detail') && mp.page !== detail, {
    what: 'the other session',
  })
  await expectPage(mp.page, { texts: [other.title] })
})

test('Remind me refused as a WeChat notice goes into the phone calendar, and the visitor is told', async (t) => {
  const { mp, detail, session } = await openFirstSession(t, { subscribeMessage: 'reject' })
  await detail.tap({ selector: '.session-detail__action--remind' })
  await detail.waitForText(ZH.cancelRemind)
  assert.deepEqual(Object.values(mp.callsOf('requestSubscribeMessage')[0].answer), ['reject'])
  const [calendar] = mp.callsOf('addPhoneCalendar')
  assert.equal(calendar.title, session.title)
  assert.equal(calendar.startTime, Date.parse(session.startTime) / 1000)
  assert.equal(calendar.alarm, true)
  // the alert at the lead time (15 minutes, in seconds)
  assert.equal(calendar.alarmOffset, 900)
  assert.match(calendar.location, new RegExp(session.room))
  await toast(mp, '已添加到手机日历，开始前 15 分钟提醒')
  assert.deepEqual(await agendaOf(mp), [session.id])
})

test('WeChat notices switched off and the calendar refused: nothing is kept, the visitor is told', async (t) => {
  const { mp, detail } = await openFirstSession(t, { subscribeMessage: 'fail', phoneCalendar: 'refuse' })
  await detail.tap({ selector: '.session-detail__action--remind' })
  await toast(mp, '未设置提醒：请允许微信通知或日历权限后重试')
  assert.equal(mp.callsOf('addPhoneCalendar').length, 1)
  assert.ok(detail.has(ZH.remindMe))
  assert.deepEqual(await agendaOf(mp), [])
})

test('the share card carries the session title; Add to calendar uses the phone calendar; the agenda is in My Plan', async (t) => {
  const { mp, detail, session } = await openFirstSession(t)
  const card = await detail.share({ from: 'button' })
  assert.equal(card.title, session.title)
  assert.match(card.path, new RegExp(`^/?${pageOf('/meeting/detail')}\\?sessionId=${session.id}`))

  await detail.tap({ selector: '.session-detail__action', text: '添加到日历' })
  await toast(mp, '已添加到手机日历')

  await detail.tap({ selector: '.session-detail__action--remind' })
  await detail.waitForText(ZH.cancelRemind)
  // My agenda in the plan panel; removing it there cancels the reminder
  await detail.tap({ selector: '.app-header__heart' })
  await detail.waitForText('我的日程')
  await detail.waitForText(session.title)
  await detail.tap({ selector: '.agenda-list__remove' })
  await detail.tap({ selector: '.confirm-dialog__button', text: '移除' })
  await detail.waitForNoText('我的日程')
  await detail.idle()
  assert.deepEqual(await agendaOf(mp), [])
  // and the detail behind the panel follows
  assert.ok(detail.has(ZH.remindMe))
})

/**
 * What My agenda says of each reminder (issue 25.4): the channel is the reminder's own, in the
 * visitor's language. A WeChat subscription is a "WeChat message"; a refused one went into the
 * phone's calendar, which the line names as the only reminder (the server sends nothing for it).
 */
const VIA = {
  'ZH-CN': { agenda: '我的日程', wechat: '提醒方式：微信消息', calendar: '仅日历：由手机日历提醒' },
  EN: {
    agenda: 'My agenda',
    wechat: 'Reminder by WeChat message',
    calendar: 'Calendar only: your phone reminds you',
  },
}
for (const language of ['ZH-CN', 'EN']) {
  for (const [answer, via] of [
    ['accept', 'wechat'],
    ['reject', 'calendar'],
  ]) {
    test(`My agenda's reminder line names the channel (${language}, subscription ${answer}ed: ${via})`, async (t) => {
      const f = await fixtures()
      const session = f.session[language]
      const mp = await launchAt(
        t,
        '/meeting/detail',
        { sessionId: session.id, eventCode: EVENT_CODE, language },
        { now: BEFORE_THE_SHOW, answers: { subscribeMessage: answer } },
      )
      const detail = mp.page
      await expectPage(detail, { texts: [session.title, WORDS[language].remindMe] })
      await detail.tap({ selector: '.session-detail__action--remind' })
      await detail.waitForText(WORDS[language].cancelRemind)
      assert.equal(mp.callsOf('addPhoneCalendar').length, via === 'calendar' ? 1 : 0)
      await detail.tap({ selector: '.app-header__heart' })
      await detail.waitForText(VIA[language].agenda)
      await detail.waitForText(session.title)
      const lines = () => detail.all('.agenda-list__via').map((el) => el.textContent.trim())
      await detail.waitFor(() => lines().length === 1, { what: 'one reminder line' })
      assert.deepEqual(lines(), [VIA[language][via]])
      // the line carries the channel's own look (the warning colour is for no channel only)
      assert.equal(detail.all(`.agenda-list__via--${via}`).length, 1)
      assert.equal(detail.all('.agenda-list__via--none').length, 0)
      // the server says the same channel (what the line is drawn from)
      const agenda = await api('GET', '/api/v5/session/getMyAgenda', {
        query: { language, eventCode: EVENT_CODE, userId: appVisitor(mp) },
      })
      assert.deepEqual(
        agenda.list.map((s) => [s.id, s.reminderVia]),
        [[session.id, via]],
      )
      // leave the server as the next test expects it: no reminder
      await detail.tap({ selector: '.agenda-list__remove' })
      await detail.tap({ selector: '.confirm-dialog__button--ok' })
      await detail.waitForNoText(VIA[language].agenda)
    })
  }
}
