// Web push for browsers' reminders (issue 25 item 3): the VAPID configuration, the subscription
// routes, and the server's push client against a stand-in push service on 127.0.0.1 that checks
// the VAPID signature, the audience, the expiry, the TTL and the encoding, and decrypts the payload
// with the keys of the subscription it made (scripts/lib/push-stand-in.mjs).
import fs from 'node:fs'
import path from 'node:path'
import { after, before, describe, it } from 'node:test'
import assert from 'node:assert/strict'
import webpush from 'web-push'
import { sql } from 'kysely'
import { ConfigError, loadConfig } from '../src/config.js'
import { WebPushSender } from '../src/lib/web-push.js'
import { deliveryRef } from '../src/lib/delivery.js'
import { rescheduleSession } from '../src/lib/reschedule.js'
import { makeApp, type TestApp } from './helpers.js'
import { pushStandIn, type PushStandIn } from '../../scripts/lib/push-stand-in.mjs'

const SESSION = 143
const START = Date.parse('2026-09-15T01:30:00.000Z')
const MIN = 60_000

describe('web push: configuration', () => {
  const base = { DATA_DIR: '/tmp/x', APP_SECRET: 'test-secret-0123456789' }
  const errorOf = (env: Record<string, string>) => {
    try {
      loadConfig({ ...base, ...env })
      return ''
    } catch (error) {
      assert.ok(error instanceof ConfigError)
      return error.message
    }
  }
  it('keys go in pairs, must be P-256 and belong together; the subject is mailto: or https:', () => {
    const a = webpush.generateVAPIDKeys()
    const b = webpush.generateVAPIDKeys()
    assert.equal(errorOf({ VAPID_PUBLIC_KEY: a.publicKey, VAPID_PRIVATE_KEY: a.privateKey }), '')
    assert.match(errorOf({ VAPID_PUBLIC_KEY: a.publicKey }), /VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY go together/)
    assert.match(
      errorOf({ VAPID_PUBLIC_KEY: a.publicKey, VAPID_PRIVATE_KEY: b.privateKey }),
      /VAPID_PUBLIC_KEY is not the public key of VAPID_PRIVATE_KEY/,
    )
    assert.match(errorOf({ VAPID_PUBLIC_KEY: 'abc', VAPID_PRIVATE_KEY: a.privateKey }), /uncompressed P-256/)
    assert.match(errorOf({ VAPID_SUBJECT: 'organiser@example.com' }), /VAPID_SUBJECT must be a mailto: address/)
    assert.equal(errorOf({ VAPID_SUBJECT: 'https://expo.example.com/contact' }), '')
    assert.equal(loadConfig(base).webPush.subject, 'mailto:organiser@expo.local')
  })
})

describe('web push: routes and delivery', () => {
  let push: PushStandIn
  const apps: TestApp[] = []
  async function app(env: Record<string, string> = {}): Promise<TestApp> {
    const t = await makeApp({ REMINDER_CHECK_SEC: '0', ...env })
    apps.push(t)
    return t
  }
  let t: TestApp
  before(async () => {
    push = await pushStandIn()
    t = await app()
  })
  after(async () => {
    for (const a of apps.reverse()) await a.close()
    await push.close()
  })
  const publicKey = async (a: TestApp) =>
    (await a.inject('/api/v5/push/publicKey')).json().resultList.publicKey as string
  const subscribe = (a: TestApp, userId: string, body: unknown, language = 'EN') =>
    a.inject({
      method: 'POST',
      url: `/api/v5/push/subscribe?userId=${userId}&language=${language}`,
      payload: body as object,
    })
  const subsOf = async (a: TestApp, userId: string) =>
    (
      await sql<{ endpoint: string }>`SELECT endpoint FROM push_subscriptions WHERE user_id = ${userId}`.execute(
        a.app.database.db,
      )
    ).rows.map((r) => r.endpoint)

  it('the public key is generated once into DATA_DIR/vapid.json and kept across restarts', async () => {
    const key = await publicKey(t)
    assert.match(key, /^[A-Za-z0-9_-]{87}$/)
    const kept = JSON.parse(fs.readFileSync(path.join(t.dataDir, 'vapid.json'), 'utf8'))
    assert.equal(kept.publicKey, key)
    assert.equal(fs.statSync(path.join(t.dataDir, 'vapid.json')).mode & 0o777, 0o600)
    // a second server on the same data folder (a restart) answers the same key
    const again = await makeApp({ DATA_DIR: t.dataDir, REMINDER_CHECK_SEC: '0', DATABASE_URL: '' })
    try {
      assert.equal(await publicKey(again), key)
    } finally {
      await again.app.close()
    }
    // configured keys win over the file
    const pair = webpush.generateVAPIDKeys()
    const configured = await app({ VAPID_PUBLIC_KEY: pair.publicKey, VAPID_PRIVATE_KEY: pair.privateKey })
    assert.equal(await publicKey(configured), pair.publicKey)
  })

  it('subscribe and unsubscribe: the visitor own browser only, answers carry no id', async () => {
    const sub = push.subscribe(await publicKey(t))
    const res = await subscribe(t, 'push-ann', sub)
    assert.equal(res.statusCode, 200, res.body)
    assert.deepEqual(res.json().resultList, { subscribed: 1 })
    assert.ok(!res.body.includes('push-ann'))
    assert.deepEqual(await subsOf(t, 'push-ann'), [sub.endpoint])
    // the same twice: still one
    await subscribe(t, 'push-ann', sub)
    assert.deepEqual(await subsOf(t, 'push-ann'), [sub.endpoint])
    // another visitor cannot remove it
    const other = await t.inject({
      method: 'POST',
      url: '/api/v5/push/unsubscribe?userId=push-bo',
      payload: { endpoint: sub.endpoint },
    })
    assert.equal(other.statusCode, 200)
    assert.deepEqual(await subsOf(t, 'push-ann'), [sub.endpoint])
    const mine = await t.inject({
      method: 'POST',
      url: '/api/v5/push/unsubscribe?userId=push-ann',
      payload: { endpoint: sub.endpoint },
    })
    assert.deepEqual(mine.json().resultList, { subscribed: 0 })
    assert.deepEqual(await subsOf(t, 'push-ann'), [])
    // My data → delete removes the visitor's browsers too
    await subscribe(t, 'push-ann', sub)
    const erased = await t.inject({
      method: 'POST',
      url: '/api/v5/myData/delete?userId=push-ann',
      payload: { confirm: 'DELETE' },
    })
    assert.equal(erased.statusCode, 200, erased.body)
    assert.equal(erased.json().resultList.rows.push_subscriptions, 1)
    assert.deepEqual(await subsOf(t, 'push-ann'), [])
  })

  it('needs the visitor session: a wrong secret is refused and nothing is kept', async () => {
    const sub = push.subscribe(await publicKey(t))
    await subscribe(t, 'push-cy', push.subscribe(await publicKey(t)))
    const res = await t.inject({
      method: 'POST',
      url: '/api/v5/push/subscribe?userId=push-cy',
      headers: { 'x-visitor-session': 'not-the-secret' },
      payload: sub,
    })
    assert.ok(res.statusCode === 401 || res.statusCode === 403, `${res.statusCode}`)
    assert.ok(!(await subsOf(t, 'push-cy')).includes(sub.endpoint))
    const anonymous = await t.inject({ method: 'POST', url: '/api/v5/push/subscribe', payload: sub })
    assert.ok(anonymous.statusCode >= 400 && anonymous.statusCode < 500, `${anonymous.statusCode}`)
  })

  it('bad input is a 400 in the visitor language, never a 500', async () => {
    const good = push.subscribe(await publicKey(t))
    const cases: unknown[] = [
      {},
      { endpoint: good.endpoint },
      { endpoint: good.endpoint, keys: { p256dh: 'short', auth: good.keys.auth } },
      { endpoint: good.endpoint, keys: { p256dh: good.keys.p256dh, auth: 'x' } },
      { endpoint: 'not a url', keys: good.keys },
      // the server posts to the endpoint: only browsers' push services
      { endpoint: 'https://internal.example.com/push/1', keys: good.keys },
      { endpoint: 'http://fcm.googleapis.com/fcm/send/abc', keys: good.keys },
      { endpoint: 'https://10.0.0.1/push', keys: good.keys },
      { endpoint: 'x'.repeat(5000), keys: good.keys },
      { endpoint: 42, keys: good.keys },
    ]
    for (const body of cases) {
      for (const language of ['EN', 'ZH-CN']) {
        const res = await subscribe(t, 'push-dee', body, language)
        assert.equal(res.statusCode, 400, `${JSON.stringify(body).slice(0, 80)}: ${res.body}`)
        assert.equal(res.json().result, 'FAIL')
      }
    }
    const zh = await subscribe(t, 'push-dee', { endpoint: 'https://internal.example.com/p', keys: good.keys }, 'ZH-CN')
    assert.match(zh.json().resultDesc, /通知/)
    const fcm = await subscribe(t, 'push-dee', { endpoint: 'https://fcm.googleapis.com/fcm/send/abc', keys: good.keys })
    assert.equal(fcm.statusCode, 200)
    const bad = await t.inject({
      method: 'POST',
      url: '/api/v5/push/unsubscribe?userId=push-dee',
      payload: { endpoint: '' },
    })
    assert.equal(bad.statusCode, 400)
    assert.deepEqual(await subsOf(t, 'push-dee'), ['https://fcm.googleapis.com/fcm/send/abc'])
  })

  it('a deployed server refuses a loopback endpoint', async () => {
    const { validatePushSubscription } = await import('../../rules/index.js')
    const sub = push.subscribe(await publicKey(t))
    assert.equal(validatePushSubscription(sub), 'pushSubscriptionInvalid')
    assert.equal(validatePushSubscription(sub, { allowLoopbackHttp: true }), null)
    assert.equal(
      loadConfig({ DATA_DIR: '/tmp/x', HOST: '0.0.0.0', DEMO_MODE: '1' }).webPush.allowLoopbackEndpoints,
      false,
    )
  })

  it('the push client: the stand-in takes a signed, encrypted message and decrypts it', async () => {
    const keys = { ...webpush.generateVAPIDKeys(), subject: 'mailto:organiser@expo.local' }
    const sender = new WebPushSender(keys)
    const sub = push.subscribe(keys.publicKey)
    const payload = {
      title: 'Session starting soon',
      body: 'Reminder: “AI” — Hall 1',
      path: '/meeting/detail?sessionId=1',
      tag: 'k1',
      lang: 'EN' as const,
    }
    const result = await sender.send(sub, payload, 900, deliveryRef('s3cret', 'reminder:1:visitor:2026'))
    assert.deepEqual(result, { outcome: 'sent', status: 201 })
    const got = push.received.at(-1)!
    assert.equal(got.endpoint, sub.endpoint)
    assert.deepEqual(JSON.parse(got.payload), payload)
    assert.equal(got.ttl, 900)
    assert.equal(got.urgency, 'high')
    // the Topic (RFC 8030): 32 URL-safe base64 characters, the same for the same message every time
    assert.match(got.topic ?? '', /^[A-Za-z0-9_-]{32}$/)
    assert.equal(got.topic, deliveryRef('s3cret', 'reminder:1:visitor:2026'))
    assert.notEqual(got.topic, deliveryRef('s3cret', 'reminder:1:visitor:2027'))
    // the stand-in refuses a Topic a push service would (too long, outside the alphabet)
    for (const topic of ['a'.repeat(33), 'not/base64url']) {
      const details = webpush.generateRequestDetails(sub, 'x', { vapidDetails: keys, TTL: 60 })
      const res = await fetch(details.endpoint, {
        method: 'POST',
        headers: { ...(details.headers as Record<string, string>), Topic: topic },
        body: new Uint8Array(details.body as Buffer),
      })
      assert.equal(res.status, 400, topic)
      assert.match(await res.text(), /Topic must be/)
    }
  })

  it('the push client: a key the subscription was not made with is refused (403), not retried', async () => {
    const made = webpush.generateVAPIDKeys()
    const other = { ...webpush.generateVAPIDKeys(), subject: 'mailto:organiser@expo.local' }
    const sub = push.subscribe(made.publicKey)
    const result = await new WebPushSender(other).send(
      sub,
      { title: 't', body: 'b', path: '/', tag: 't', lang: 'EN' },
      60,
    )
    assert.equal(result.outcome, 'failed')
    assert.ok(result.outcome === 'failed' && result.status === 403 && !result.retry)
    assert.match(push.refused.at(-1)!.reason, /not the one this subscription was made with/)
    // a forged signature with the right key in k: refused too
    const forged = { ...other, publicKey: made.publicKey }
    const r2 = await new WebPushSender(forged).send(sub, { title: 't', body: 'b', path: '/', tag: 't', lang: 'EN' }, 60)
    assert.ok(r2.outcome === 'failed' && r2.status === 403)
    assert.match(push.refused.at(-1)!.reason, /signature does not verify/)
  })

  it('the push client: an expired subscription answers gone; an unreachable service is a failure that may pass', async () => {
    const keys = { ...webpush.generateVAPIDKeys(), subject: 'mailto:organiser@expo.local' }
    const sub = push.subscribe(keys.publicKey)
    push.expire(sub.endpoint)
    const gone = await new WebPushSender(keys).send(sub, { title: 't', body: 'b', path: '/', tag: 't', lang: 'EN' }, 60)
    assert.deepEqual(gone, { outcome: 'gone', status: 410 })
    const down = await new WebPushSender(keys, 2000).send(
      { ...sub, endpoint: 'http://127.0.0.1:9/push/x' },
      { title: 't', body: 'b', path: '/', tag: 't', lang: 'EN' },
      60,
    )
    assert.ok(down.outcome === 'failed' && down.retry, JSON.stringify(down))
  })

  it('a browser reminder and a schedule-change notice reach every subscribed browser, in the visitor language', async () => {
    const a = await app()
    a.clock.t = START - 3 * 3600_000
    const key = await publicKey(a)
    const en = push.subscribe(key)
    const zh = push.subscribe(key)
    assert.equal((await subscribe(a, 'push-en', en, 'EN')).statusCode, 200)
    assert.equal((await subscribe(a, 'push-zh', zh, 'ZH-CN')).statusCode, 200)
    for (const [userId, language] of [
      ['push-en', 'EN'],
      ['push-zh', 'ZH-CN'],
    ])
      assert.equal(
        (
          await a.inject({
            method: 'POST',
            url: `/api/v5/session/remind?userId=${userId}&language=${language}`,
            payload: { id: SESSION, remind: 1, channel: 'web' },
          })
        ).statusCode,
        200,
      )
    // My agenda says the reminder comes as a browser notification (issue 25.4)
    const agenda = await a.inject({
      method: 'GET',
      url: '/api/v5/session/getMyAgenda?userId=push-en&eventCode=SIE&language=EN',
    })
    assert.deepEqual(
      agenda.json().resultList.list.map((x: { id: number; reminderVia: string }) => [x.id, x.reminderVia]),
      [[SESSION, 'push']],
    )
    const before = push.received.length
    a.clock.t = START - 14 * MIN
    const round = await a.app.reminders.runDue()
    assert.equal(round.reminders, 2)
    const got = push.received.slice(before)
    const byEndpoint = new Map(got.map((g) => [g.endpoint, JSON.parse(g.payload)]))
    const enMsg = byEndpoint.get(en.endpoint)
    const zhMsg = byEndpoint.get(zh.endpoint)
    assert.equal(enMsg.title, 'Session starting soon')
    assert.match(enMsg.body, /^Reminder: ".+" starts in 15 minutes/)
    assert.equal(enMsg.path, `/meeting/detail?sessionId=${SESSION}&language=EN`)
    assert.equal(zhMsg.title, '会议即将开始')
    assert.match(zhMsg.body, /^提醒：「.+」将于 15 分钟后开始/)
    // the TTL ends when the session starts: a phone offline until then is not told late
    assert.ok(
      got.every((g) => g.ttl > 13 * 60 && g.ttl <= 14 * 60),
      JSON.stringify(got.map((g) => g.ttl)),
    )
    // each message has its own Topic, so a copy sent again after a kill -9 replaces an undelivered one
    assert.ok(got.every((g) => /^[A-Za-z0-9_-]{32}$/.test(g.topic ?? '')))
    assert.equal(new Set(got.map((g) => g.topic)).size, got.length)
    // nothing went to the file outbox for them
    const outbox = path.join(a.dataDir, 'outbox', 'reminders')
    assert.equal(fs.existsSync(outbox) ? fs.readdirSync(outbox).length : 0, 0)
    // a second round sends nothing again
    assert.equal((await a.app.reminders.runDue()).reminders, 0)
    // the organiser moves the session: each browser is told, in its visitor's language
    const moved = push.received.length
    await rescheduleSession(a.app.conference, () => 'Asia/Shanghai', { sessionId: SESSION, start: '16:00' }, a.clock.t)
    assert.equal((await a.app.reminders.runDue()).changes, 2)
    const notices = new Map(push.received.slice(moved).map((g) => [g.endpoint, JSON.parse(g.payload)]))
    assert.equal(notices.get(en.endpoint).title, 'Session schedule changed')
    assert.match(notices.get(en.endpoint).body, /time changed from .* to .*16:00/)
    assert.equal(notices.get(zh.endpoint).title, '会议时间或地点有变动')
    assert.match(notices.get(zh.endpoint).body, /时间由 .* 改为 .*16:00/)
  })

  it('410 deletes the subscription and the reminder is undeliverable', async () => {
    const a = await app()
    a.clock.t = START - 3 * 3600_000
    const sub = push.subscribe(await publicKey(a))
    await subscribe(a, 'push-gone', sub)
    await a.inject({
      method: 'POST',
      url: '/api/v5/session/remind?userId=push-gone&language=EN',
      payload: { id: SESSION, remind: 1, channel: 'web' },
    })
    push.expire(sub.endpoint)
    a.clock.t = START - 14 * MIN
    const round = await a.app.reminders.runDue()
    assert.equal(round.failed, 1)
    assert.deepEqual(await subsOf(a, 'push-gone'), [])
    const status = (
      await sql<{ status: string }>`SELECT status FROM session_reminders WHERE user_id = 'push-gone'`.execute(
        a.app.database.db,
      )
    ).rows[0]?.status
    assert.equal(status, 'undeliverable')
    assert.ok(!a.logs.join('').includes(sub.endpoint), 'the endpoint is not logged')
  })

  it('retention removes a subscription once the shows of its visitor reminders have ended', async () => {
    const a = await app()
    a.clock.t = START - 3 * 3600_000
    const key = await publicKey(a)
    const kept = push.subscribe(key)
    const idle = push.subscribe(key)
    assert.equal((await subscribe(a, 'push-keep', kept)).statusCode, 200)
    assert.equal((await subscribe(a, 'push-idle', idle)).statusCode, 200)
    await a.inject({
      method: 'POST',
      url: '/api/v5/session/remind?userId=push-keep&language=EN',
      payload: { id: SESSION, remind: 1, channel: 'web' },
    })
    // a subscription just saved (the Remind me tap saves it before the reminder) stays
    assert.equal((await a.app.retention.run()).pushSubscriptions, 0)
    assert.deepEqual(await subsOf(a, 'push-idle'), [idle.endpoint])
    // a day on: the one without a reminder serves nothing and goes; the show is still ahead
    a.clock.t += 25 * 3600_000
    assert.equal((await a.app.retention.run()).pushSubscriptions, 1)
    assert.deepEqual(await subsOf(a, 'push-idle'), [])
    assert.deepEqual(await subsOf(a, 'push-keep'), [kept.endpoint])
    // the session's edition ends (its last day, 23:59 at the venue): the visitor's browser is forgotten
    const { end_date } = await a.app.database.db
      .selectFrom('sessions')
      .innerJoin('editions', 'editions.id', 'sessions.edition_id')
      .select('editions.end_date')
      .where('sessions.id', '=', SESSION)
      .executeTakeFirstOrThrow()
    a.clock.t = Date.parse(`${end_date}T23:59:00+08:00`)
    assert.equal((await a.app.retention.run()).pushSubscriptions, 0, 'not before the show ends')
    a.clock.t = Date.parse(`${end_date}T23:59:59+08:00`) + 1000
    const last = await a.app.retention.run()
    assert.equal(last.pushSubscriptions, 1)
    assert.deepEqual(await subsOf(a, 'push-keep'), [])
    assert.ok(a.logs.some((l) => l.includes('1 push subscriptions of ended shows')))
    assert.ok(!a.logs.join('').includes(kept.endpoint), 'the endpoint is not logged')
  })

  it('a visitor without a subscription keeps the default provider (files in dev)', async () => {
    const a = await app()
    a.clock.t = START - 3 * 3600_000
    await a.inject({
      method: 'POST',
      url: '/api/v5/session/remind?userId=push-none&language=EN',
      payload: { id: SESSION, remind: 1, channel: 'web' },
    })
    // nothing will carry it in production: My agenda does not promise a channel
    const agenda = await a.inject({
      method: 'GET',
      url: '/api/v5/session/getMyAgenda?userId=push-none&eventCode=SIE&language=EN',
    })
    assert.deepEqual(
      agenda.json().resultList.list.map((x: { reminderVia: string }) => x.reminderVia),
      ['none'],
    )
    a.clock.t = START - 14 * MIN
    assert.equal((await a.app.reminders.runDue()).reminders, 1)
    assert.equal(fs.readdirSync(path.join(a.dataDir, 'outbox', 'reminders')).length, 1)
  })
})
