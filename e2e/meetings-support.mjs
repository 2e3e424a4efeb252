// What the meetings browser tests (issue 29) share: API calls as a visitor or a stand, the SMS
// code read from the test server's outbox, a contact phone verified as a stand (waiting out the
// SMS cooldown other tests of the same server leave on it), publishing slots, and a meeting booked
// and accepted through the API (the screens that do these have tests of their own).
import assert from 'node:assert/strict'
import { BASE_URL, codeFor, visitorOf } from './support.mjs'

/** Exhibitor 1's contact phone, and exhibitor 2's. */
export const OWN = '13800138000'
export const OTHER = '13700137000'

/** The visitor sessions the server issued, by user id (their private calls carry them). */
const sessions = new Map()

/** Keeps a browser page's visitor session, so API calls can be made as that visitor. */
export async function adoptVisitor(page) {
  const visitor = await visitorOf(page)
  sessions.set(visitor.userId, visitor.secret)
  return visitor.userId
}

/** A call as one visitor (its session kept, as the app does); answers the JSON, which must be OK. */
export async function call(userId, method, p, body, headers = {}) {
  const json = await callRaw(userId, method, p, body, headers)
  assert.equal(String(json.result).toUpperCase(), 'OK', `${method} ${p}: ${JSON.stringify(json)}`)
  return json.resultList
}

/** The same call, its JSON whatever it says (for refusals a test expects). */
export async function callRaw(userId, method, p, body, headers = {}) {
  const res = await fetch(`${BASE_URL}${p}${p.includes('?') ? '&' : '?'}userId=${userId}&language=EN`, {
    method,
    headers: {
      ...(body ? { 'content-type': 'application/json' } : {}),
      ...(sessions.has(userId) ? { 'x-visitor-session': sessions.get(userId) } : {}),
      ...headers,
    },
    ...(body ? { body: JSON.stringify(body) } : {}),
  })
  const issued = res.headers.get('x-visitor-session')
  if (issued) sessions.set(userId, issued)
  return res.json()
}

/**
 * Asks for an SMS code to a phone and answers when it is sent. The server allows one code a
 * minute per phone, and other tests on this server verify the same contact phones: a refusal for
 * the cooldown is waited out as a person would (5 s, up to 70 s), then asked again.
 */
export async function sendCode(phone) {
  for (let i = 0; ; i++) {
    const sentAfter = Date.now() - 1000
    const res = await fetch(`${BASE_URL}/api/sendCode.do?phone=${phone}&type=verify&language=EN`)
    const json = await res.json()
    if (json.result === 'OK') return sentAfter
    assert.ok(json.resultCode === 'RATE_LIMITED' && i < 14, JSON.stringify(json))
    await new Promise((r) => setTimeout(r, 5000))
  }
}

/** A contact phone verified by SMS, as a stand: its edit token. */
export async function verifyStand(userId, phone = OWN) {
  const sentAfter = await sendCode(phone)
  const code = await codeFor(phone, sentAfter)
  return (await call(userId, 'POST', '/api/v5/verifyPhone?eventCode=CGA', { phone, code })).editToken
}

/** The stand publishes its slots (one plan per day, `days` as the API takes them). */
export async function publish(stand, days, companyProfileId = 1) {
  return call(
    stand.userId,
    'POST',
    '/api/v5/meetings/publish',
    { companyProfileId, days },
    {
      'x-edit-token': stand.token,
    },
  )
}

/** The slot of an exhibitor that starts at a venue day and clock (Shanghai, UTC+8). */
export async function slotAt(userId, day, clock, companyProfileId = 1) {
  const { slots } = await call(userId, 'GET', `/api/v5/meetings/slots?companyProfileId=${companyProfileId}`)
  const at = new Date(Date.parse(`${day}T${clock}:00+08:00`)).toISOString()
  const slot = slots.find((s) => s.startTime === at)
  assert.ok(slot, `a free slot at ${day} ${clock}`)
  return slot
}

/** A visitor books a slot and the stand accepts: the meeting, as the visitor sees it. */
export async function bookAccepted(visitorId, stand, slot, companyProfileId = 1) {
  const meeting = await call(visitorId, 'POST', '/api/v5/meetings/book', {
    slotId: slot.slotId,
    purpose: 'Pumps for our plant in Ningbo',
  })
  await call(
    stand.userId,
    'POST',
    '/api/v5/meetings/answer',
    { companyProfileId, meetingId: meeting.meetingId, action: 'accept' },
    { 'x-edit-token': stand.token },
  )
  return meeting
}
