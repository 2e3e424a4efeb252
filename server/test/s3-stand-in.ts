/**
 * A stand-in S3 on 127.0.0.1 (issue 27 item 1): path-style PutObject, GetObject (with Range),
 * HeadObject, DeleteObject and ListObjectsV2 on one bucket, kept in memory. It checks what S3
 * checks before it stores anything: the bucket exists, the request is signed with Signature V4
 * (recomputed here from AWS's documented steps, not with the SDK's code) by the one key it knows,
 * the signed payload hash is the body's, and a PUT declares its Content-Type and a Content-Length
 * equal to the body. Refusals carry S3's own XML error codes.
 */
import crypto from 'node:crypto'
import http from 'node:http'
import type { AddressInfo } from 'node:net'

export const S3_KEY = {
  accessKeyId: 'AKIASTANDIN0000000001',
  secretAccessKey: 'stand-in-secret/0000000000000000000000',
}
export const S3_REGION = 'cn-north-1'

interface StoredObject {
  body: Buffer
  type: string
  modified: Date
}

export interface S3StandIn {
  url: string
  bucket: string
  objects: Map<string, StoredObject>
  /** every request as method + path, and the refusals with their S3 code */
  log: Array<{ method: string; path: string; refused?: string }>
  /** the env a server needs to use it */
  env(extra?: Record<string, string>): Record<string, string>
  close(): Promise<void>
}

const sha256 = (b: Buffer | string) => crypto.createHash('sha256').update(b).digest('hex')
const hmac = (key: Buffer | string, data: string) => crypto.createHmac('sha256', key).update(data).digest()

/** RFC 3986 encoding, as SigV4 wants it (encodeURIComponent leaves !'()* alone) */
const uriEncode = (s: string) =>
  encodeURIComponent(s).replace(/[!'()*]/g, (c) => '%' + c.charCodeAt(0).toString(16).toUpperCase())

function xml(status: number, code: string, message: string) {
  return {
    status,
    headers: { 'content-type': 'application/xml' },
    body: `<?xml version="1.0" encoding="UTF-8"?><Error><Code>${code}</Code><Message>${message}</Message></Error>`,
    code,
  }
}

/** Why a request's SigV4 signature is not valid, or null when it is. */
function signatureProblem(req: http.IncomingMessage, url: URL, body: Buffer): { status: number; code: string } | null {
  const auth = req.headers.authorization ?? ''
  const m =
    /^AWS4-HMAC-SHA256 Credential=([^/]+)\/(\d{8})\/([^/]+)\/s3\/aws4_request, ?SignedHeaders=([a-z0-9;-]+), ?Signature=([0-9a-f]{64})$/.exec(
      auth,
    )
  if (!m) return { status: 403, code: 'AccessDenied' }
  const [, keyId, day, region, signedHeaders, signature] = m as unknown as string[]
  if (keyId !== S3_KEY.accessKeyId) return { status: 403, code: 'InvalidAccessKeyId' }
  if (region !== S3_REGION) return { status: 400, code: 'AuthorizationHeaderMalformed' }
  const amzDate = String(req.headers['x-amz-date'] ?? '')
  if (!/^\d{8}T\d{6}Z$/.test(amzDate) || amzDate.slice(0, 8) !== day) return { status: 403, code: 'AccessDenied' }
  // S3 refuses requests more than 15 minutes from its clock
  const at = Date.parse(
    `${amzDate.slice(0, 4)}-${amzDate.slice(4, 6)}-${amzDate.slice(6, 8)}T${amzDate.slice(9, 11)}:${amzDate.slice(11, 13)}:${amzDate.slice(13, 15)}Z`,
  )
  if (Math.abs(Date.now() - at) > 15 * 60_000) return { status: 403, code: 'RequestTimeTooSkewed' }
  const names = signedHeaders!.split(';')
  if (!names.includes('host') || !names.includes('x-amz-date')) return { status: 403, code: 'AccessDenied' }
  const payloadHash = String(req.headers['x-amz-content-sha256'] ?? '')
  if (!payloadHash) return { status: 400, code: 'InvalidRequest' }
  if (payloadHash !== 'UNSIGNED-PAYLOAD' && payloadHash !== sha256(body))
    return { status: 400, code: 'XAmzContentSHA256Mismatch' }
  const query = [...url.searchParams.entries()]
    .map(([k, v]) => [uriEncode(k), uriEncode(v)] as const)
    .sort(([a, x], [b, y]) => (a < b ? -1 : a > b ? 1 : x < y ? -1 : x > y ? 1 : 0))
    .map(([k, v]) => `${k}=${v}`)
    .join('&')
  const headers = names
    .map((n) => {
      const v = req.headers[n]
      if (v === undefined) return null
      return `${n}:${(Array.isArray(v) ? v.join(',') : v).trim().replace(/\s+/g, ' ')}\n`
    })
    .join('')
  if (headers.includes('null')) return { status: 403, code: 'AccessDenied' }
  // S3 signs the path as sent (no normalisation): each segment encoded once
  const canonicalPath = url.pathname
    .split('/')
    .map((s) => uriEncode(decodeURIComponent(s)))
    .join('/')
  const canonical = [req.method, canonicalPath, query, headers, signedHeaders, payloadHash].join('\n')
  const scope = `${day}/${region}/s3/aws4_request`
  const toSign = ['AWS4-HMAC-SHA256', amzDate, scope, sha256(canonical)].join('\n')
  let key = hmac('AWS4' + S3_KEY.secretAccessKey, day!)
  for (const part of [region!, 's3', 'aws4_request']) key = hmac(key, part)
  const expected = crypto.createHmac('sha256', key).update(toSign).digest('hex')
  if (!crypto.timingSafeEqual(Buffer.from(expected), Buffer.from(signature!)))
    return { status: 403, code: 'SignatureDoesNotMatch' }
  return null
}

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')

export async function startS3StandIn(bucket = 'expo-uploads'): Promise<S3StandIn> {
  const objects = new Map<string, StoredObject>()
  const log: S3StandIn['log'] = []
  const answer = (
    req: http.IncomingMessage,
    body: Buffer,
  ): { status: number; headers: Record<string, string>; body?: string | Buffer; code?: string } => {
    const url = new URL(req.url ?? '/', 'http://stand-in')
    const [, b, ...rest] = url.pathname.split('/')
    const key = decodeURIComponent(rest.join('/'))
    if (b !== bucket) return xml(404, 'NoSuchBucket', 'The specified bucket does not exist')
    const bad = signatureProblem(req, url, body)
    if (bad) return xml(bad.status, bad.code, 'Refused by the stand-in')
    if (req.method === 'GET' && !key && url.searchParams.get('list-type') === '2') {
      const prefix = url.searchParams.get('prefix') ?? ''
      const items = [...objects.entries()].filter(([k]) => k.startsWith(prefix)).sort(([a], [c]) => (a < c ? -1 : 1))
      const contents = items
        .map(
          ([k, o]) =>
            `<Contents><Key>${esc(k)}</Key><LastModified>${o.modified.toISOString()}</LastModified><Size>${o.body.length}</Size></Contents>`,
        )
        .join('')
      return {
        status: 200,
        headers: { 'content-type': 'application/xml' },
        body: `<?xml version="1.0" encoding="UTF-8"?><ListBucketResult><Name>${bucket}</Name><Prefix>${esc(prefix)}</Prefix><KeyCount>${items.length}</KeyCount><IsTruncated>false</IsTruncated>${contents}</ListBucketResult>`,
      }
    }
    if (!key) return xml(400, 'InvalidRequest', 'No key')
    if (req.method === 'PUT') {
      const type = req.headers['content-type']
      const length = req.headers['content-length']
      if (length === undefined)
        return xml(411, 'MissingContentLength', 'You must provide the Content-Length HTTP header.')
      if (Number(length) !== body.length)
        return xml(400, 'IncompleteBody', 'The request body is not the declared length')
      if (!type) return xml(400, 'InvalidArgument', 'Content-Type missing')
      if (req.headers['if-none-match'] === '*' && objects.has(key))
        return xml(412, 'PreconditionFailed', 'At least one of the pre-conditions you specified did not hold')
      objects.set(key, { body, type, modified: new Date() })
      return { status: 200, headers: { etag: `"${crypto.createHash('md5').update(body).digest('hex')}"` } }
    }
    const o = objects.get(key)
    if (req.method === 'DELETE') {
      objects.delete(key)
      return { status: 204, headers: {} }
    }
    if (!o)
      return req.method === 'HEAD'
        ? { status: 404, headers: {}, code: 'NotFound' }
        : xml(404, 'NoSuchKey', 'The specified key does not exist.')
    const headers = { 'content-type': o.type, 'last-modified': o.modified.toUTCString() }
    if (req.method === 'HEAD') return { status: 200, headers: { ...headers, 'content-length': String(o.body.length) } }
    if (req.method === 'GET') {
      const range = /^bytes=(\d+)-(\d+)$/.exec(String(req.headers.range ?? ''))
      if (range) {
        const from = Number(range[1])
        const to = Math.min(Number(range[2]), o.body.length - 1)
        return {
          status: 206,
          headers: { ...headers, 'content-range': `bytes ${from}-${to}/${o.body.length}` },
          body: o.body.subarray(from, to + 1),
        }
      }
      return { status: 200, headers, body: o.body }
    }
    return xml(405, 'MethodNotAllowed', 'The specified method is not allowed against this resource.')
  }
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = []
    req.on('data', (c: Buffer) => chunks.push(c))
    req.on('end', () => {
      const a = answer(req, Buffer.concat(chunks))
      log.push({ method: req.method ?? '', path: req.url ?? '', ...(a.status >= 400 ? { refused: a.code } : {}) })
      const body = a.body === undefined ? Buffer.alloc(0) : Buffer.from(a.body)
      res.writeHead(a.status, {
        ...a.headers,
        ...(req.method === 'HEAD' ? {} : { 'content-length': String(body.length) }),
      })
      res.end(req.method === 'HEAD' ? undefined : body)
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  return {
    url,
    bucket,
    objects,
    log,
    env: (extra = {}) => ({
      S3_BUCKET: bucket,
      S3_ENDPOINT: url,
      S3_REGION,
      S3_ACCESS_KEY_ID: S3_KEY.accessKeyId,
      S3_SECRET_ACCESS_KEY: S3_KEY.secretAccessKey,
      ...extra,
    }),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}
