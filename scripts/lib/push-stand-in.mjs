// A stand-in push service on 127.0.0.1 (issue 25 item 3) that checks what a real one checks:
// the VAPID JWT (RFC 8292: ES256 signed with the key the subscription was made with, `aud` = this
// service's origin, `exp` in the future and within 24 h, a `sub`), the TTL header (RFC 8030) and
// `Content-Encoding: aes128gcm`, the Topic header's shape (RFC 8030 §5.4) when there is one; then it decrypts the payload (RFC 8291) with the subscription keys
// it generated itself, as a browser would. Answers as FCM documents: 201 taken, 400 a malformed
// request or payload, 403 a VAPID signature or key that does not match, 404 an unknown
// subscription, 410 an expired one, 413 a payload over 4 KB.
// Used by the server's tests (server/test/web-push.test.ts) and the browser tests (e2e/push.test.mjs).
import crypto from 'node:crypto'
import http from 'node:http'

const b64u = (buf) => Buffer.from(buf).toString('base64url')

/** The P-256 public key (65-byte uncompressed point, base64url) as a KeyObject. */
function publicKeyObject(raw) {
  const point = Buffer.from(raw, 'base64url')
  if (point.length !== 65 || point[0] !== 4) throw new Error('not an uncompressed P-256 point')
  return crypto.createPublicKey({
    key: { kty: 'EC', crv: 'P-256', x: b64u(point.subarray(1, 33)), y: b64u(point.subarray(33)) },
    format: 'jwk',
  })
}

/** RFC 8291 + RFC 8188 (one record): the plaintext, or throws. */
function decrypt(body, ecdh, authSecret) {
  const salt = body.subarray(0, 16)
  const idlen = body[20]
  const asPublic = body.subarray(21, 21 + idlen)
  const record = body.subarray(21 + idlen)
  const uaPublic = ecdh.getPublicKey()
  const ecdhSecret = ecdh.computeSecret(asPublic)
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), uaPublic, asPublic])
  const ikm = Buffer.from(crypto.hkdfSync('sha256', ecdhSecret, authSecret, keyInfo, 32))
  const cek = Buffer.from(crypto.hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16))
  const nonce = Buffer.from(crypto.hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12))
  const decipher = crypto.createDecipheriv('aes-128-gcm', cek, nonce)
  decipher.setAuthTag(record.subarray(record.length - 16))
  const padded = Buffer.concat([decipher.update(record.subarray(0, record.length - 16)), decipher.final()])
  // the last record ends with the delimiter 0x02 and zero padding
  let end = padded.length - 1
  while (end >= 0 && padded[end] === 0) end--
  if (padded[end] !== 2) throw new Error('no last-record delimiter')
  return padded.subarray(0, end).toString('utf8')
}

export async function pushStandIn({ now = () => Date.now() } = {}) {
  /** id → { ecdh, auth, serverKey, gone } */
  const subs = new Map()
  const received = []
  const refused = []
  let origin = ''

  const refuse = (res, status, reason) => {
    refused.push({ status, reason })
    res.writeHead(status, { 'content-type': 'text/plain' }).end(reason)
  }

  function checkVapid(req, sub) {
    const m = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(req.headers.authorization ?? '')
    if (!m) return [400, 'Authorization must be "vapid t=<jwt>, k=<key>"']
    const [, jwt, k] = m
    const parts = jwt.split('.')
    if (parts.length !== 3) return [400, 'malformed JWT']
    let header, claims
    try {
      header = JSON.parse(Buffer.from(parts[0], 'base64url').toString())
      claims = JSON.parse(Buffer.from(parts[1], 'base64url').toString())
    } catch {
      return [400, 'malformed JWT']
    }
    if (header.alg !== 'ES256') return [400, `JWT alg must be ES256 (got ${header.alg})`]
    if (k !== sub.serverKey) return [403, 'the VAPID key is not the one this subscription was made with']
    let key
    try {
      key = publicKeyObject(k)
    } catch {
      return [400, 'k is not a P-256 public key']
    }
    const signature = Buffer.from(parts[2], 'base64url')
    const signed = crypto.verify(
      'sha256',
      Buffer.from(`${parts[0]}.${parts[1]}`),
      { key, dsaEncoding: 'ieee-p1363' },
      signature,
    )
    if (!signed) return [403, 'the VAPID signature does not verify with k']
    if (claims.aud !== origin) return [403, `aud must be ${origin} (got ${claims.aud})`]
    const nowSec = Math.floor(now() / 1000)
    if (typeof claims.exp !== 'number' || claims.exp <= nowSec) return [403, 'the JWT has expired']
    if (claims.exp > nowSec + 24 * 3600) return [403, 'exp is more than 24 hours ahead']
    if (typeof claims.sub !== 'string' || !/^(mailto:|https:)/.test(claims.sub))
      return [400, 'sub must be a mailto: or https: contact']
    return null
  }

  const server = http.createServer((req, res) => {
    const chunks = []
    req.on('data', (c) => chunks.push(c))
    req.on('end', () => {
      const body = Buffer.concat(chunks)
      const id = /^\/push\/([A-Za-z0-9_-]+)$/.exec(req.url ?? '')?.[1]
      const sub = id && subs.get(id)
      if (req.method !== 'POST' || !sub) return refuse(res, 404, 'no such subscription')
      if (sub.gone) return refuse(res, 410, 'the subscription has expired or was unsubscribed')
      const ttl = req.headers.ttl
      if (ttl === undefined || !/^\d+$/.test(String(ttl))) return refuse(res, 400, 'a TTL header is required')
      if (req.headers['content-encoding'] !== 'aes128gcm') return refuse(res, 400, 'Content-Encoding must be aes128gcm')
      // RFC 8030 §5.4: a Topic is at most 32 characters of the URL- and filename-safe base64 alphabet
      const topic = req.headers.topic
      if (topic !== undefined && !/^[A-Za-z0-9_-]{1,32}$/.test(String(topic)))
        return refuse(res, 400, 'Topic must be at most 32 URL-safe base64 characters')
      const vapid = checkVapid(req, sub)
      if (vapid) return refuse(res, vapid[0], vapid[1])
      if (body.length > 4096) return refuse(res, 413, 'payload over 4096 bytes')
      let payload
      try {
        payload = decrypt(body, sub.ecdh, sub.auth)
      } catch (error) {
        return refuse(res, 400, `the payload does not decrypt: ${error.message}`)
      }
      received.push({
        endpoint: `${origin}/push/${id}`,
        payload,
        ttl: Number(ttl),
        urgency: req.headers.urgency,
        topic: topic === undefined ? null : String(topic),
      })
      res.writeHead(201, { location: `${origin}/message/${crypto.randomUUID()}` }).end()
    })
  })
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve))
  origin = `http://127.0.0.1:${server.address().port}`

  return {
    origin,
    received,
    refused,
    /** A subscription as a browser would make it for this applicationServerKey (PushSubscription.toJSON()). */
    subscribe(applicationServerKey) {
      const ecdh = crypto.createECDH('prime256v1')
      ecdh.generateKeys()
      const auth = crypto.randomBytes(16)
      const id = crypto.randomBytes(12).toString('base64url')
      subs.set(id, { ecdh, auth, serverKey: applicationServerKey, gone: false })
      return {
        endpoint: `${origin}/push/${id}`,
        expirationTime: null,
        keys: { p256dh: b64u(ecdh.getPublicKey()), auth: b64u(auth) },
      }
    },
    /** The browser dropped it: later pushes answer 410. */
    expire(endpoint) {
      const sub = subs.get(endpoint.split('/').pop())
      if (sub) sub.gone = true
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  }
}
