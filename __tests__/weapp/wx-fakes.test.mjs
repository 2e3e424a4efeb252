// The harness's own promises about the simulated wx that later features rely on: consent prompts
// answered as configured (subscribe message, calendar, phone number, login), the user-gesture rule,
// chooseMedia + uploadFile reaching the real server, the scripted socket. Features add their own
// tests through the app's pages; these keep the fakes honest until then.
import assert from 'node:assert/strict'
import { after, before, test } from 'node:test'
import { PageHandle, referenceServer, SESSION_HEADER, TINY_PNG } from './harness/index.mjs'
import { jComponent, mountPoint } from './harness/dom.mjs'
import { EVENT_CODE, launchAt, SESSION_KEY, USER_ID_KEY } from './support.mjs'

let server
before(async () => {
  server = await referenceServer()
})
after(() => server?.stop())

const home = (t, options) => launchAt(t, '/exhibition/detail', { eventCode: EVENT_CODE }, options)
/** Calls a callback-style wx API and returns [ok, res]. */
const call = (fn, options = {}) =>
  new Promise((resolve) =>
    fn({ ...options, success: (res) => resolve([true, res]), fail: (res) => resolve([false, res]) }),
  )

test('requestSubscribeMessage: only from a tap; answered per template as configured', async (t) => {
  const mp = await home(t, { answers: { subscribeMessage: { T1: 'accept', T2: 'reject' } } })
  const outside = await call(mp.wx.requestSubscribeMessage, { tmplIds: ['T1'] })
  assert.equal(outside[0], false)
  assert.match(outside[1].errMsg, /TAP gesture/)
  assert.equal(outside[1].errCode, 20001)

  const [ok, res] = await mp.withGesture(() => call(mp.wx.requestSubscribeMessage, { tmplIds: ['T1', 'T2'] }))
  assert.equal(ok, true)
  assert.deepEqual(
    { T1: res.T1, T2: res.T2, errMsg: res.errMsg },
    { T1: 'accept', T2: 'reject', errMsg: 'requestSubscribeMessage:ok' },
  )
  assert.deepEqual(mp.callsOf('requestSubscribeMessage').at(-1).answer, { T1: 'accept', T2: 'reject' })

  mp.answers.subscribeMessage = 'fail'
  const [okOff, off] = await mp.withGesture(() => call(mp.wx.requestSubscribeMessage, { tmplIds: ['T1'] }))
  assert.equal(okOff, false)
  assert.equal(off.errCode, 20004)
  const [okMany] = await mp.withGesture(() => call(mp.wx.requestSubscribeMessage, { tmplIds: ['a', 'b', 'c', 'd'] }))
  assert.equal(okMany, false, 'at most 3 templates per request')
})

test('addPhoneCalendar: accepted or refused as configured, recorded with its event', async (t) => {
  const mp = await home(t)
  const event = { title: '开幕论坛', startTime: 1789462800, endTime: 1789468200, description: '会议室1' }
  assert.equal((await call(mp.wx.addPhoneCalendar, event))[0], true)
  mp.answers.phoneCalendar = 'refuse'
  const [ok, res] = await call(mp.wx.addPhoneCalendar, event)
  assert.equal(ok, false)
  assert.equal(res.errMsg, 'addPhoneCalendar:fail cancel')
  assert.deepEqual(
    mp.callsOf('addPhoneCalendar').map((c) => [c.title, c.answer]),
    [
      ['开幕论坛', 'accept'],
      ['开幕论坛', 'refuse'],
    ],
  )
  assert.equal((await call(mp.wx.addPhoneCalendar, { title: 'no time' }))[0], false, 'startTime is required')
})

test('wx.login: a fresh code, or a failure', async (t) => {
  const mp = await home(t)
  const [ok, res] = await call(mp.wx.login)
  assert.equal(ok, true)
  assert.match(res.code, /^harness-login-/)
  mp.answers.login = 'fail'
  assert.equal((await call(mp.wx.login))[0], false)
})

test('chooseMedia + uploadFile: the chosen picture reaches the real server and is served back', async (t) => {
  const mp = await home(t)
  const [, chosen] = await call(mp.wx.chooseMedia, { count: 1, mediaType: ['image'] })
  const [file] = chosen.tempFiles
  assert.equal(file.size, TINY_PNG.length)

  // an upload is a write: it needs the visitor and their session (the one the app got at login)
  await mp.page.waitFor(() => !!mp.wx.getStorageSync(SESSION_KEY), { what: 'the session the login brought' })
  const userId = mp.wx.getStorageSync(USER_ID_KEY)
  const { secret } = JSON.parse(mp.wx.getStorageSync(SESSION_KEY) || '{}')
  assert.ok(userId && secret, 'the app holds a visitor id and its session')
  const [okAnonymous, anonymous] = await call(mp.wx.uploadFile, {
    url: `http://127.0.0.1:3000/upload/uploadQiNiu?userId=${userId}`,
    filePath: file.tempFilePath,
    name: 'file',
  })
  assert.equal(okAnonymous, true, 'WeChat calls success for any HTTP answer')
  assert.equal(anonymous.statusCode, 401, 'without the session header')
  assert.equal(JSON.parse(anonymous.data).resultCode, 'SESSION_REQUIRED')
  const [ok, res] = await call(mp.wx.uploadFile, {
    // the address the build carries; the simulation sends it to the test server
    url: `http://127.0.0.1:3000/upload/uploadQiNiu?userId=${userId}`,
    filePath: file.tempFilePath,
    name: 'file',
    header: { [SESSION_HEADER]: secret },
  })
  assert.equal(ok, true, JSON.stringify(res))
  assert.equal(res.statusCode, 200)
  assert.equal(typeof res.data, 'string', 'WeChat hands the body over as text')
  const body = JSON.parse(res.data)
  assert.equal(body.result, 'OK')
  const served = await fetch(new URL(body.resultList.url, server.url))
  assert.equal(served.status, 200)
  assert.deepEqual(Buffer.from(await served.arrayBuffer()), TINY_PNG)

  mp.answers.chooseMedia = 'cancel'
  const [okCancel, cancel] = await call(mp.wx.chooseMedia, { count: 1 })
  assert.equal(okCancel, false)
  assert.equal(cancel.errMsg, 'chooseMedia:fail cancel')
  const [okMissing] = await call(mp.wx.uploadFile, {
    url: 'http://127.0.0.1:3000/upload/uploadQiNiu',
    filePath: 'wxfile://nothing',
    name: 'file',
  })
  assert.equal(okMissing, false, 'only files the mini-program holds can be uploaded')
})

test('requests: only absolute addresses of the server; relative ones fail as in WeChat', async (t) => {
  const mp = await home(t)
  const [okRelative, relative] = await call(mp.wx.request, { url: '/api/v4/getExhibitorCountList' })
  assert.equal(okRelative, false)
  assert.match(relative.errMsg, /invalid url/)
  const [okOther] = await call(mp.wx.request, { url: 'https://example.com/x' })
  assert.equal(okOther, false)
  const [ok, res] = await call(mp.wx.request, {
    url: 'http://127.0.0.1:3000/api/v4/getExhibitorCountList',
    data: { eventCode: EVENT_CODE },
  })
  assert.equal(ok, true)
  assert.equal(res.data.result, 'OK')
})

test('connectSocket: a scripted socket records what is sent and delivers what the test sends', async (t) => {
  const mp = await home(t)
  const task = mp.wx.connectSocket({ url: 'ws://127.0.0.1:3000/im' })
  const events = []
  task.onOpen(() => events.push('open'))
  task.onMessage((m) => events.push(`message ${m.data}`))
  task.onClose((c) => events.push(`close ${c.code}`))
  await mp.tick(5)
  task.send({ data: 'hello' })
  const [socket] = mp.sockets
  assert.deepEqual(socket.sent, ['hello'])
  socket.receive('hi back')
  task.close({})
  await mp.tick(5)
  assert.deepEqual(events, ['open', 'message hi back', 'close 1000'])

  mp.answers.socket = 'refuse'
  const refused = mp.wx.connectSocket({ url: 'ws://127.0.0.1:3000/im' })
  const errors = []
  refused.onError((e) => errors.push(e.errMsg))
  await mp.tick(5)
  assert.deepEqual(errors, ['refuse'])
})

test('<button open-type="getPhoneNumber">: the consent answer arrives as the getphonenumber event', async (t) => {
  // The app has no such button yet (phone certification is a later feature): a one-button page
  // exercises the harness's part.
  const mp = await home(t)
  const received = []
  const id = jComponent.register({
    template: '<button class="phone" open-type="getPhoneNumber" bindgetphonenumber="onPhone">phone</button>',
    methods: { onPhone: (e) => received.push(e.detail) },
  })
  const comp = jComponent.create(id)
  const mount = mountPoint()
  comp.attach(mount)
  const page = new PageHandle(mp, { route: 'fixture/phone', query: {}, comp, mount, json: {}, title: '' })
  t.after(() => {
    comp.detach()
    mount.remove()
  })
  await page.tap({ selector: '.phone' })
  mp.answers.phoneNumber = 'refuse'
  await page.tap({ selector: '.phone' })
  assert.equal(received.length, 2)
  assert.equal(received[0].errMsg, 'getPhoneNumber:ok')
  assert.match(received[0].code, /^harness-phone-/)
  assert.deepEqual(received[1], { errMsg: 'getPhoneNumber:fail user deny' })
  assert.deepEqual(
    mp.callsOf('getPhoneNumber').map((c) => c.answer),
    ['accept', 'refuse'],
  )
})

test('a build error fails the step that runs into it, naming the page and the step', async (t) => {
  const mp = await home(t)
  const page = mp.page
  await page.waitForText('中文')
  mp.timers.setTimeout(() => {
    throw new TypeError('boom from the build')
  }, 0)
  await assert.rejects(
    () => page.waitForText('never shown', { timeout: 500 }),
    (error) => {
      assert.equal(error.name, 'StepError')
      assert.match(error.message, /step failed: wait for text "never shown"/)
      assert.match(error.message, /boom from the build/)
      assert.match(error.message, /page: pages\/exhibition\/detail\/index\?eventCode=SIE/)
      assert.match(error.message, /rendered text:\n {4}中文/)
      return true
    },
  )
})
